"""kartenregeln against OpenSpiel's C++ card games, with one driver, in one run.

Every workload plays whole games with the same driver: the legal actions of the state,
one of them picked uniformly by a seeded ``random.Random``, applied, until the game is
over, then the result (``settle()`` here, ``returns()`` in OpenSpiel). OpenSpiel deals one
card per chance node; the driver picks those uniformly too (its deal outcomes are uniform)
and they are not counted as decisions. Our games deal in one call, which is charged to the
decisions. So "µs per decision" is game time divided by player decisions, for both.

Workloads:

- ``schafkopf``: a full Schafkopf game, shuffled deal, bidding, Kontra, play, settlement.
- ``schafkopf play``: the same games, timing only the card-play decisions.
- ``schafkopf text actions``: whole games with every action passed as text (``"EO"``,
  ``"weiter"``), so that each one is parsed and fully checked: the slow path, for
  comparison.
- ``schapa 4p trick rounds``: Schapa rounds 1-6 and 8 in turn, four players.
- ``schapa 4p round 7``: the Domino layout round, four players.
- ``openspiel skat`` and ``openspiel hearts``, if ``open-spiel`` is installed
  (``pip install -e ".[bench]"``); otherwise one line says they were skipped.

Every row uses the checked ``apply``; there is no unchecked path (see
docs/performance.md).

Each workload is calibrated to about ``--seconds`` per repeat. The repeats are
interleaved: each round runs every workload once, in turn, on that round's seed, so that
a change in the machine's load falls on all workloads alike; the median over the rounds
is printed, and each ratio is the median of the rounds' ratios. Time is the process's CPU
time (``--clock wall`` for elapsed time), so that time the core spends on other programs
is not counted. The process is pinned to one core where the platform allows it.

    python benchmarks/compare.py [--seconds 1.0] [--repeats 5] [--clock cpu|wall]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp

# A workload plays ``n`` games from ``seed`` and returns (games, decisions, seconds).
# The clock: this process's CPU time unless ``--clock wall``.
_clock: Callable[[], float] = time.process_time
Workload = Callable[[int, int], tuple[int, int, float]]


def _schafkopf(as_text: bool) -> Workload:
    """Whole games; with ``as_text`` each action is given as its notation (parsed and
    fully checked), else as the object ``legal_actions()`` returned."""

    def run(n: int, seed: int) -> tuple[int, int, float]:
        rules = sk.Rules()
        rng = random.Random(seed)
        rand = rng.random
        decisions = 0
        start = _clock()
        for g in range(n):
            state = sk.deal(rules, dealer=g & 3, rng=rng)
            while not state.is_over:
                legal = state.legal_actions()
                action = legal[int(rand() * len(legal))]
                state = state.apply(str(action) if as_text else action)
                decisions += 1
            state.settle()
        return n, decisions, _clock() - start

    return run


def schafkopf_play(n: int, seed: int) -> tuple[int, int, float]:
    """Card play only: the clock runs from the first card to the last."""
    rules = sk.Rules()
    rng = random.Random(seed)
    rand = rng.random
    decisions = 0
    elapsed = 0.0
    play = sk.Phase.PLAY
    for g in range(n):
        state = sk.deal(rules, dealer=g & 3, rng=rng)
        while state.phase is not play and not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rand() * len(legal))])
        t0 = _clock()
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rand() * len(legal))])
            decisions += 1
        elapsed += _clock() - t0
    return n, decisions, elapsed


def _schapa(rounds: tuple[int, ...]) -> Workload:
    def run(n: int, seed: int) -> tuple[int, int, float]:
        rules = sp.Rules(players=4)
        rng = random.Random(seed)
        rand = rng.random
        decisions = 0
        k = len(rounds)
        start = _clock()
        for g in range(n):
            state = sp.deal(rules, round=rounds[g % k], dealer=g & 3, rng=rng)
            while state.to_move is not None:
                legal = state.legal_actions()
                state = state.apply(legal[int(rand() * len(legal))])
                decisions += 1
            state.settle()
        return n, decisions, _clock() - start

    return run


def _openspiel(name: str) -> Workload | None:
    try:
        import pyspiel  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    game: Any = pyspiel.load_game(name)

    def run(n: int, seed: int) -> tuple[int, int, float]:
        rng = random.Random(seed)
        rand = rng.random
        decisions = 0
        start = _clock()
        for _ in range(n):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rand() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rand() * len(legal))])
                    decisions += 1
            state.returns()
        return n, decisions, _clock() - start

    return run


def calibrate(work: Workload, seconds: float) -> int:
    """The number of games that takes about ``seconds``."""
    n = 16
    while True:
        _, _, t = work(n, 0)
        if t >= seconds / 4:
            break
        n *= 4
    return max(1, int(n * seconds / t))


def measure(
    workloads: list[tuple[str, Workload]], seconds: float, repeats: int
) -> dict[str, list[tuple[int, int, float]]]:
    """Every workload's (games, decisions, seconds) per repeat. The repeats are
    interleaved: each round runs every workload once, in turn, so that a change in the
    machine's load falls on all of them alike."""
    sizes = {name: calibrate(work, seconds) for name, work in workloads}
    runs: dict[str, list[tuple[int, int, float]]] = {name: [] for name, _ in workloads}
    for r in range(repeats):
        for name, work in workloads:
            runs[name].append(work(sizes[name], 1 + r))
    return runs


def main() -> None:
    global _clock
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per repeat")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="cpu: this process's CPU time (default; time the machine gives to other "
        "programs is not counted); wall: elapsed time",
    )
    args = parser.parse_args()
    if args.clock == "wall":
        _clock = time.perf_counter
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        print(f"pinned to core {min(os.sched_getaffinity(0))}")
    candidates: list[tuple[str, Workload | None]] = [
        ("schafkopf", _schafkopf(as_text=False)),
        ("schafkopf play", schafkopf_play),
        ("schafkopf text actions", _schafkopf(as_text=True)),
        ("schapa 4p trick rounds", _schapa((1, 2, 3, 4, 5, 6, 8))),
        ("schapa 4p round 7", _schapa((7,))),
        ("openspiel skat", _openspiel("skat")),
        ("openspiel hearts", _openspiel("hearts")),
    ]
    workloads = [(name, work) for name, work in candidates if work is not None]
    runs = measure(workloads, args.seconds, args.repeats)
    print(f"{args.clock} clock, median of {args.repeats} interleaved repeats")
    print(f"{'workload':<24} {'games/s':>9} {'decisions/game':>15} {'µs/decision':>12}")
    for name, work in candidates:
        if work is None:
            print(f"{name:<24} skipped: open-spiel is not installed (pip install -e '.[bench]')")
            continue
        gps = statistics.median(g / t for g, _, t in runs[name])
        per_game = statistics.median(d / g for g, d, _ in runs[name])
        us = statistics.median(_us(run) for run in runs[name])
        print(f"{name:<24} {gps:>9,.0f} {per_game:>15.1f} {us:>12.2f}")
    pairs = [
        ("schafkopf", "openspiel skat"),
        ("schafkopf play", "openspiel skat"),
        ("schapa 4p trick rounds", "openspiel hearts"),
        ("schapa 4p round 7", "openspiel hearts"),
    ]
    print("every row applies with the checked apply (an illegal action would raise)")
    if all(ref in runs for _, ref in pairs):
        print("ratio, µs per decision, ours / OpenSpiel's (lower is faster), median of the")
        print("repeats' ratios (each from one round), and their range:")
        for ours, ref in pairs:
            ratios = sorted(_us(a) / _us(b) for a, b in zip(runs[ours], runs[ref], strict=True))
            print(
                f"  {ours:<24} / {ref:<17} {statistics.median(ratios):.2f}"
                f"  ({ratios[0]:.2f}-{ratios[-1]:.2f})"
            )


def _us(run: tuple[int, int, float]) -> float:
    """µs per decision of one run."""
    _, decisions, seconds = run
    return 1e6 * seconds / decisions


if __name__ == "__main__":
    main()
