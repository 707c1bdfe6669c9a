"""Microseconds per call for positions from other programs: a Schafkopf view built from
one seat's knowledge with its legal actions, and the one-line position texts of both games
(median of 5 timeit runs over 20 mid-game positions, CPU time).

Run: python benchmarks/bench_positions.py [--number N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def mid_schafkopf(seed: int) -> sk.GameState:
    """A state in the middle of the card play: four tricks done, two cards on the table."""
    rng = random.Random(seed)
    while True:
        state = sk.deal(sk.Rules(), dealer=rng.randrange(4), rng=rng)
        while not state.is_over and (len(state.tricks) < 4 or len(state.trick) < 2):
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state


def mid_schapa(seed: int) -> sp.RoundState:
    rng = random.Random(seed)
    state = sp.deal(sp.Rules(players=4), round=(1, 2, 6)[seed % 3], dealer=0, rng=rng)
    while len(state.tricks) < 6:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def build_call(state: sk.GameState) -> dict[str, Any]:
    """The keyword arguments of ``View.build`` for the seat to move."""
    seat = state.to_move
    assert seat is not None
    assert state.game is not None
    return {
        "seat": seat,
        "hand": state.hand(seat),
        "game": str(state.game),
        "declarer": state.declarer,
        "dealer": state.dealer,
        "tricks": [(t.leader, t.cards) for t in state.tricks],
        "trick": state.trick,
        "kontra": state.kontra,
        "re": state.re,
        "bids": [a for _, a in state.bids],
    }


def per_call(fn: Any, items: list[Any], number: int) -> float:
    def run() -> None:
        for item in items:
            fn(item)

    # CPU time of this process: the machine may be shared, and wall time would count the
    # time other programs ran.
    runs = timeit.repeat(run, number=number, repeat=5, timer=time.process_time)
    return statistics.median(runs) / (number * len(items)) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--number", type=int, default=10)
    args = parser.parse_args()
    sk_states = [mid_schafkopf(seed) for seed in range(20)]
    sp_states = [mid_schapa(seed) for seed in range(20)]
    calls = [build_call(s) for s in sk_states]
    sk_texts = [s.to_text() for s in sk_states]
    views = [s.view(s.to_move) for s in sk_states if s.to_move is not None]
    view_texts = [v.to_text() for v in views]
    sp_texts = [s.to_text() for s in sp_states]
    rules = sk.Rules()
    rows: list[tuple[str, Any, list[Any]]] = [
        (
            "schafkopf View.build + legal_actions",
            lambda c: sk.View.build(rules, **c).legal_actions,
            calls,
        ),
        ("schafkopf GameState.to_text", lambda s: s.to_text(), sk_states),
        ("schafkopf GameState.from_text", sk.GameState.from_text, sk_texts),
        ("schafkopf View.to_text", lambda v: v.to_text(), views),
        ("schafkopf View.from_text", sk.View.from_text, view_texts),
        ("schapa RoundState.to_text", lambda s: s.to_text(), sp_states),
        ("schapa RoundState.from_text", sp.RoundState.from_text, sp_texts),
        ("for comparison: schafkopf state.view(seat)", lambda s: s.view(s.to_move), sk_states),
    ]
    print(f"{'operation (mid-game positions)':46s} {'us/call':>9s}")
    for name, fn, items in rows:
        print(f"{name:46s} {per_call(fn, items, args.number):9.1f}")


if __name__ == "__main__":
    main()
