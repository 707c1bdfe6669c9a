"""Schafkopf speed: random full games per second and µs per decision.

A decision is ``legal_actions()`` plus ``apply()`` of a random legal action, from the deal
to the end of the game (bidding included). Prints the median of a few repeats.

    python benchmarks/bench_schafkopf.py [games] [repeats]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from kartenregeln import schafkopf as sk


def run(games: int, seed: int) -> tuple[float, float, float]:
    rules = sk.Rules()
    rng = random.Random(seed)
    decisions = 0
    play_decisions = 0
    play_time = 0.0
    start = time.perf_counter()
    for g in range(games):
        state = sk.deal(rules, dealer=g % 4, rng=rng)
        while not state.is_over:
            if state.phase is sk.Phase.PLAY:
                t0 = time.perf_counter()
                legal = state.legal_actions()
                state = state.apply(legal[int(rng.random() * len(legal))])
                play_time += time.perf_counter() - t0
                play_decisions += 1
            else:
                legal = state.legal_actions()
                state = state.apply(legal[int(rng.random() * len(legal))])
            decisions += 1
        state.settle()
    elapsed = time.perf_counter() - start
    return games / elapsed, 1e6 * elapsed / decisions, 1e6 * play_time / max(play_decisions, 1)


def run_ramsch(games: int, seed: int) -> float:
    """Games/s when every game is played to the last card: all pass, then a Ramsch."""
    rules = sk.Rules()
    rng = random.Random(seed)
    start = time.perf_counter()
    for g in range(games):
        state = sk.deal(rules, dealer=g % 4, rng=rng)
        for _ in range(4):
            state = state.apply(sk.WEITER)
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rng.random() * len(legal))])
        state.settle()
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    results = [run(games, seed) for seed in range(repeats)]
    gps = statistics.median(r[0] for r in results)
    us = statistics.median(r[1] for r in results)
    us_play = statistics.median(r[2] for r in results)
    print(f"schafkopf: {gps:,.0f} random full games/s (deal, bidding, play, settle)")
    print(f"schafkopf: {us:.2f} µs per decision overall (legal_actions + apply)")
    print(f"schafkopf: {us_play:.2f} µs per card-play decision (legal_actions + apply)")
    full = statistics.median(run_ramsch(games, seed) for seed in range(repeats))
    print(f"schafkopf: {full:,.0f} games/s played to the last card (all pass, Ramsch, 32 cards)")


if __name__ == "__main__":
    main()
