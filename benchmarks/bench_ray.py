"""Throughput of run_duplicate by backend and number of workers on this machine.

Run: python benchmarks/bench_ray.py [--units N] [--workers 1,2]
(the ray rows need pip install "kartenregeln[ray]")

Schafkopf, HeuristicBot against RandomBot, ``--units`` duplicate deals (each deal played
twice). For each backend and worker count it prints deals per second of the run itself;
for Ray also the time to start the local instance (``ray.init``), paid once per session.
Every row checks that its result equals the one-worker result.
"""

from __future__ import annotations

import argparse
import importlib.util
import time

from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--units", type=int, default=48, help="duplicate deals per row")
    parser.add_argument("--workers", default="1,2", help="worker counts, comma-separated")
    args = parser.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    reference = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=args.units)
    print(f"{'backend':<10} {'workers':>7} {'deals/s':>9} {'start s':>8}  same result")
    backends = ["processes"]
    if importlib.util.find_spec("ray") is not None:
        backends.append("ray")
    else:
        print('ray: skipped, ray is not installed (pip install "kartenregeln[ray]")')
    for backend in backends:
        for workers in counts:
            start_s = 0.0
            if backend == "ray":
                import ray

                t0 = time.perf_counter()
                ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
                start_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            result = run_duplicate(
                "schafkopf",
                HeuristicBot(),
                RandomBot(),
                units=args.units,
                workers=workers,
                backend=backend,
            )
            rate = args.units / (time.perf_counter() - t0)
            if backend == "ray":
                ray.shutdown()
            same = "yes" if result == reference else "NO"
            print(f"{backend:<10} {workers:>7} {rate:>9.1f} {start_s:>8.1f}  {same}")


if __name__ == "__main__":
    main()
