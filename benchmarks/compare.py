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

Where the compiled core is in use (``kartenregeln.core_backend() == "native"``), each of
our rows is run twice, in the same process and interleaved: once as it is and once, as
"... (pure)", with the pure-Python steps (``kartenregeln._native.pure_steps``); with
``--instructions`` the pure rows are counted in a child run with ``KARTENREGELN_PURE=1``.
``KARTENREGELN_PURE=1`` for this script itself runs only the pure rows.

Each workload is calibrated to about ``--seconds`` per repeat. The repeats are
interleaved: each round runs every workload once, in turn, on that round's seed, so that
a change in the machine's load falls on all workloads alike; the median over the rounds
is printed, and each ratio is the median of the rounds' ratios. Time is the process's CPU
time (``--clock wall`` for elapsed time), so that time the core spends on other programs
is not counted. The process is pinned to one core where the platform allows it.

    python benchmarks/compare.py [--seconds 1.0] [--repeats 5] [--clock cpu|wall]

``--instructions`` counts instructions instead, with valgrind's callgrind, which does not
depend on the machine's load: for every workload it runs this script under callgrind
twice, once with warm-up games only and once with the same warm-up games and then
``--games`` games more, and divides the difference by the decisions of those games.
The games are the same for every run (game ``g`` is dealt from ``random.Random(g)``),
and for the card-play row the instructions up to the first card are those of the same
games stopped there.

    python benchmarks/compare.py --instructions [--games 300]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import kartenregeln
from kartenregeln import _native
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


# -- instruction counts ---------------------------------------------------------------------
# A counted workload plays games ``first`` .. ``first + n - 1`` (game ``g`` from
# ``random.Random(g)``) and returns the decisions it counted.
Counted = Callable[[int, int], int]


def _count_schafkopf(stop_at_play: bool, count_play_only: bool) -> Counted:
    def run(first: int, n: int) -> int:
        rules = sk.Rules()
        play = sk.Phase.PLAY
        decisions = 0
        for g in range(first, first + n):
            rng = random.Random(g)
            rand = rng.random
            state = sk.deal(rules, dealer=g & 3, rng=rng)
            while not state.is_over:
                if state.phase is play:
                    if stop_at_play:
                        break
                    decisions += 1
                elif not count_play_only:
                    decisions += 1
                legal = state.legal_actions()
                state = state.apply(legal[int(rand() * len(legal))])
            if not stop_at_play and not count_play_only:
                state.settle()
        return decisions

    return run


def _count_schapa(rounds: tuple[int, ...]) -> Counted:
    def run(first: int, n: int) -> int:
        rules = sp.Rules(players=4)
        decisions = 0
        k = len(rounds)
        for g in range(first, first + n):
            rng = random.Random(g)
            rand = rng.random
            state = sp.deal(rules, round=rounds[g % k], dealer=g & 3, rng=rng)
            while state.to_move is not None:
                legal = state.legal_actions()
                state = state.apply(legal[int(rand() * len(legal))])
                decisions += 1
            state.settle()
        return decisions

    return run


def _count_openspiel(name: str) -> Counted | None:
    try:
        import pyspiel  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    game: Any = pyspiel.load_game(name)

    def run(first: int, n: int) -> int:
        decisions = 0
        for g in range(first, first + n):
            rand = random.Random(g).random
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
        return decisions

    return run


_COUNTED: dict[str, Callable[[], Counted | None]] = {
    "schafkopf": lambda: _count_schafkopf(stop_at_play=False, count_play_only=False),
    "schafkopf to play": lambda: _count_schafkopf(stop_at_play=True, count_play_only=False),
    "schafkopf play": lambda: _count_schafkopf(stop_at_play=False, count_play_only=True),
    "schapa 4p trick rounds": lambda: _count_schapa((1, 2, 3, 4, 5, 6, 8)),
    "schapa 4p round 7": lambda: _count_schapa((7,)),
    "openspiel skat": lambda: _count_openspiel("skat"),
    "openspiel hearts": lambda: _count_openspiel("hearts"),
}
"""The counted workloads, each made only when run (so that a child run under callgrind
imports OpenSpiel only for its rows)."""


_WARM = 20  # warm-up games (caches filled, tables built), counted in both runs


def _count_child(name: str, games: int) -> None:
    """Run under callgrind by ``instructions``: warm-up games (whole games of the same
    game, so that the card-play row's two runs warm up alike), then ``games`` games of
    ``name``; print the decisions of the latter."""
    work = _COUNTED[name]()
    assert work is not None
    warm = _COUNTED["schafkopf"]() if name.startswith("schafkopf") else work
    assert warm is not None
    warm(10**6, _WARM)
    print(work(0, games))


def _callgrind(name: str, games: int, pure: bool = False) -> tuple[int, int]:
    """(instructions, decisions) of this script's run of ``name`` under callgrind (with
    ``KARTENREGELN_PURE=1`` if ``pure``)."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if pure:
        env[_native.PURE_ENV] = "1"
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            __file__,
            "--count",
            name,
            "--games",
            str(games),
        ],
        capture_output=True,
        text=True,
        check=True,
        # string hashes fixed, so that dict layouts (and counts) repeat from run to run
        env=env,
    )
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from callgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1)), int(done.stdout.split()[-1])


def instructions(games: int, only: list[str] | None = None) -> None:
    """Print the instructions per decision of every workload (or of those named in
    ``only``), and the ratios."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (callgrind) on the PATH")
    print(f"callgrind instructions, {games} games per workload after {_WARM} warm-up games")
    print(f"{'workload':<24} {'decisions':>10} {'instructions/decision':>22}")
    per: dict[str, float] = {}
    cores = (False, True) if kartenregeln.core_backend() == "native" else (True,)
    print(f"core: {kartenregeln.core_backend()}")
    for pure in cores:
        suffix = " (pure)" if pure and len(cores) > 1 else ""
        sk_warm, _ = _callgrind("schafkopf", 0, pure)
        to_play = (
            0
            if only and "schafkopf play" not in only
            else _callgrind("schafkopf to play", games, pure)[0]
        )
        for name in _COUNTED:
            if name == "schafkopf to play" or (only and name not in only):
                continue
            if name.startswith("openspiel"):
                continue
            total, n = _callgrind(name, games, pure)
            if name == "schafkopf play":
                # less the same games stopped at their first card
                before = to_play
            elif name == "schafkopf":
                before = sk_warm
            else:
                before, _ = _callgrind(name, 0, pure)
            per[name + suffix] = (total - before) / max(n, 1)
            print(f"{name + suffix:<24} {n:>10,} {per[name + suffix]:>22,.0f}")
    for name in ("openspiel skat", "openspiel hearts"):
        if only and name not in only:
            continue
        if importlib.util.find_spec("pyspiel") is None:
            print(f"{name:<24} skipped: open-spiel is not installed (pip install -e '.[bench]')")
            continue
        total, n = _callgrind(name, games)
        before, _ = _callgrind(name, 0)
        per[name] = (total - before) / max(n, 1)
        print(f"{name:<24} {n:>10,} {per[name]:>22,.0f}")
    pairs = _pairs(per)
    if pairs:
        print("ratio, instructions per decision, ours / OpenSpiel's (lower is fewer):")
        for ours, ref in pairs:
            print(f"  {ours:<31} / {ref:<17} {per[ours] / per[ref]:.2f}")


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
    parser.add_argument(
        "--instructions",
        action="store_true",
        help="count instructions with valgrind's callgrind instead of timing",
    )
    parser.add_argument("--games", type=int, default=300, help="games per counted workload")
    parser.add_argument(
        "--only", action="append", help="with --instructions: count only this workload"
    )
    parser.add_argument("--count", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.count:
        _count_child(args.count, args.games)
        return
    if args.instructions:
        instructions(args.games, args.only)
        return
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
    if kartenregeln.core_backend() == "native":
        candidates = [
            *candidates[:5],
            *((f"{name} (pure)", _pure(work)) for name, work in candidates[:5] if work),
            *candidates[5:],
        ]
    print(f"core: {kartenregeln.core_backend()}")
    workloads = [(name, work) for name, work in candidates if work is not None]
    runs = measure(workloads, args.seconds, args.repeats)
    print(f"{args.clock} clock, median of {args.repeats} interleaved repeats")
    print(f"{'workload':<31} {'games/s':>9} {'decisions/game':>15} {'µs/decision':>12}")
    for name, work in candidates:
        if work is None:
            print(f"{name:<24} skipped: open-spiel is not installed (pip install -e '.[bench]')")
            continue
        gps = statistics.median(g / t for g, _, t in runs[name])
        per_game = statistics.median(d / g for g, d, _ in runs[name])
        us = statistics.median(_us(run) for run in runs[name])
        print(f"{name:<31} {gps:>9,.0f} {per_game:>15.1f} {us:>12.2f}")
    pairs = _pairs(runs)
    print("every row applies with the checked apply (an illegal action would raise)")
    if pairs:
        print("ratio, µs per decision, ours / OpenSpiel's (lower is faster), median of the")
        print("repeats' ratios (each from one round), and their range:")
        for ours, ref in pairs:
            ratios = sorted(_us(a) / _us(b) for a, b in zip(runs[ours], runs[ref], strict=True))
            print(
                f"  {ours:<31} / {ref:<17} {statistics.median(ratios):.2f}"
                f"  ({ratios[0]:.2f}-{ratios[-1]:.2f})"
            )


_REFERENCE: dict[str, str] = {
    "schafkopf": "openspiel skat",
    "schafkopf play": "openspiel skat",
    "schapa 4p trick rounds": "openspiel hearts",
    "schapa 4p round 7": "openspiel hearts",
}


def _pairs(rows: dict[str, Any]) -> list[tuple[str, str]]:
    """(our row, OpenSpiel's row) for every row of ``rows`` with a reference, the pure
    twins included; empty without OpenSpiel's rows."""
    pairs = []
    for name in rows:
        ref = _REFERENCE.get(name.removesuffix(" (pure)"))
        if ref is not None and ref in rows:
            pairs.append((name, ref))
    return pairs


def _pure(work: Workload) -> Workload:
    """``work`` with the pure-Python steps, in this process."""

    def run(n: int, seed: int) -> tuple[int, int, float]:
        with _native.pure_steps():
            return work(n, seed)

    return run


def _us(run: tuple[int, int, float]) -> float:
    """µs per decision of one run."""
    _, decisions, seconds = run
    return 1e6 * seconds / decisions


if __name__ == "__main__":
    main()
