"""``python -m kartenregeln._reference --game schafkopf --positions 100000 --seed 1``:
compare the engine with the naive reference over random games with random house rules."""

from __future__ import annotations

import argparse
import sys
import time

from kartenregeln._reference.compare import compare


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m kartenregeln._reference",
        description="Compare the engine with the naive reference implementation of the rules.",
    )
    parser.add_argument("--game", choices=["schafkopf", "schapa", "both"], default="both")
    parser.add_argument("--positions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time())
    games = ["schafkopf", "schapa"] if args.game == "both" else [args.game]
    failed = False
    for game in games:
        began = time.perf_counter()
        report = compare(game, positions=args.positions, seed=seed)
        print(f"{report}\n  ({time.perf_counter() - began:.0f} s)", flush=True)
        failed = failed or bool(report.differences)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
