"""The JSON wire form: microseconds per to_json/from_json of a Schafkopf state, a view and
a settlement, and of a Schapa round state and view (mid-game and finished).

``from_json`` of a state replays the game from the deal, so it grows with the history;
``wire.dumps``/``wire.loads`` add the JSON text. Median of 5 repeats, each about
``seconds`` long.

Run: python benchmarks/bench_wire.py [seconds per repeat]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln import wire


def per_call(fn: Callable[[], Any], seconds: float) -> float:
    """Microseconds per call of ``fn``: the median of 5 repeats."""
    times = []
    for _ in range(5):
        calls = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            fn()
            calls += 1
        times.append((time.perf_counter() - start) / calls * 1e6)
    return statistics.median(times)


def sk_game(finished: bool) -> sk.GameState:
    """A played-out game (not thrown in), or one in its fourth trick."""
    rng = random.Random(4)
    while True:
        state = sk.deal(sk.Rules(), dealer=0, rng=rng)
        while not state.is_over and (finished or len(state.tricks) < 3):
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_over == finished and (state.game is not None or not finished):
            return state


def sp_round(steps: int) -> sp.RoundState:
    rng = random.Random(5)
    state = sp.deal(sp.Rules(players=4), round=8, dealer=0, rng=rng)
    while not state.is_over and len(state.history) < steps:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 0.3
    values: list[tuple[str, object]] = [
        ("schafkopf state, mid-game", sk_game(finished=False)),
        ("schafkopf state, finished", sk_game(finished=True)),
        ("schafkopf view, mid-game", sk_game(finished=False).view(1)),
        ("schafkopf settlement", sk_game(finished=True).settle()),
        ("schafkopf action", sk.KONTRA),
        ("schapa state, mid-round", sp_round(26)),
        ("schapa view, mid-round", sp_round(26).view(2)),
    ]
    print(f"{'value':<28}{'to_json µs':>12}{'from_json µs':>14}{'dumps+loads µs':>16}")
    for name, value in values:
        data = wire.to_json(value)
        assert wire.from_json(data) == value
        encode = per_call(lambda v=value: wire.to_json(v), seconds)
        decode = per_call(lambda d=data: wire.from_json(d), seconds)
        text = per_call(lambda v=value: wire.loads(wire.dumps(v)), seconds)
        print(f"{name:<28}{encode:>12.1f}{decode:>14.1f}{text:>16.1f}")


if __name__ == "__main__":
    main()
