"""Random Schapa rounds per second and microseconds per decision, 4 and 6 players.

A decision is ``legal_actions()`` + ``rng.choice`` + ``apply``; rounds per second include
the deal. All eight rounds are played in turn. Median of 5 repeats.

Run: python benchmarks/bench_schapa.py [seconds per repeat]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from kartenregeln import schapa as sp


def run(players: int, seconds: float, seed: int) -> tuple[float, float]:
    rules = sp.Rules(players=players)
    rng = random.Random(seed)
    choice = rng.choice
    decisions = rounds = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for number in range(1, 9):
            state = sp.deal(rules, round=number, dealer=rounds % players, rng=rng)
            while state.to_move is not None:
                state = state.apply(choice(state.legal_actions()))
                decisions += 1
            rounds += 1
        elapsed = time.perf_counter() - start
    return rounds / elapsed, elapsed / decisions * 1e6


def per_round(players: int, number: int, seconds: float) -> float:
    rules = sp.Rules(players=players)
    rng = random.Random(7)
    choice = rng.choice
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = sp.deal(rules, round=number, dealer=0, rng=rng)
        while state.to_move is not None:
            state = state.apply(choice(state.legal_actions()))
            decisions += 1
    return (time.perf_counter() - start) / decisions * 1e6


def main(seconds: float = 1.0) -> None:
    print(f"Schapa, random rounds 1-8 in turn, median of 5 x {seconds:g} s")
    print(f"{'players':>8} {'rounds/s':>10} {'µs/decision':>12}")
    for players in (4, 6):
        runs = [run(players, seconds, seed) for seed in range(5)]
        rps = statistics.median(r[0] for r in runs)
        us = statistics.median(r[1] for r in runs)
        print(f"{players:>8} {rps:>10.0f} {us:>12.2f}")
    print("µs per decision by round, 4 players (incl. deal):")
    print("  " + "  ".join(f"R{n} {per_round(4, n, seconds / 4):.2f}" for n in range(1, 9)))


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0)
