"""Bot figures: SearchBot decision time at its default budget, and duplicate arenas.

Run: python benchmarks/bench_bots.py [--quick] [--workers N]

Prints, for each game:
- the median and 90th percentile SearchBot decision time (default budget), over the
  decisions of a few whole games where SearchBot plays every seat;
- duplicate arenas HeuristicBot vs RandomBot and SearchBot vs HeuristicBot (Schafkopf
  over 400 deals, Schapa over 100 matches of eight rounds; --quick: 40 and 10), each with
  the mean advantage per unit and its 95 % confidence interval.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot, SearchBot, run_duplicate


def decision_times(game: str, games: int) -> list[float]:
    bot = SearchBot()
    rng = random.Random(1)
    times: list[float] = []
    for i in range(games):
        state: Any
        if game == "schafkopf":
            state = sk.deal(sk.Rules(), dealer=i % 4, rng=rng)
        else:
            state = sp.deal(sp.Rules(players=4), round=1 + i % 8, dealer=i % 4, rng=rng)
        while not state.is_over:
            view = state.view(state.to_move)
            start = time.perf_counter()
            action = bot.choose(view, rng)
            times.append(time.perf_counter() - start)
            state = state.apply(action)
    return times


def p90(xs: list[float]) -> float:
    return sorted(xs)[int(0.9 * (len(xs) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small runs for a smoke test")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-arena", action="store_true")
    args = parser.parse_args()
    for game in ("schafkopf", "schapa"):
        times = decision_times(game, 2 if args.quick else 8)
        print(
            f"{game}: SearchBot default budget: {len(times)} decisions, "
            f"median {statistics.median(times) * 1000:.1f} ms, p90 {p90(times) * 1000:.1f} ms, "
            f"max {max(times) * 1000:.1f} ms",
            flush=True,
        )
    if args.skip_arena:
        return
    units = {"schafkopf": 40 if args.quick else 400, "schapa": 10 if args.quick else 100}
    for game in ("schafkopf", "schapa"):
        for a, b in ((HeuristicBot(), RandomBot()), (SearchBot(), HeuristicBot())):
            start = time.perf_counter()
            result = run_duplicate(
                game,  # type: ignore[arg-type]
                a,
                b,
                units=units[game],
                seed=2026,
                workers=args.workers,
                progress=sys.stderr,
            )
            print(f"{result}  [{time.perf_counter() - start:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
