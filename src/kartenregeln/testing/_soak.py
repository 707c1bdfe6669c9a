"""The long run of the conformance suite: many short matches under random house rules,
each from its own seed, in a time limit, with a reproduction line for every failure.

``python -m kartenregeln.testing --game schafkopf --games 100000 --seed 1`` (see
[`soak`][kartenregeln.testing.soak] and ``--help``).
"""

from __future__ import annotations

import functools
import os
import random
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Final

import attrs

__all__ = ["SECOND_CHECKS", "Failure", "SoakReport", "soak"]

GAMES_PER_SEED: Final = 4
"""Each seed plays a short match of this many games (so a Stock or a round carries over)."""

SecondCheck = Callable[[str, int], int]
"""A second check of a seed: ``check(game_name, seed)`` runs it and returns the positions
it compared, raising ``AssertionError`` (or any exception) on a disagreement."""

SECOND_CHECKS: Final[dict[str, SecondCheck]] = {}
"""Second checks run on every seed of a soak run after the conformance suite, by name:
the place for a second, independent check (e.g. a naive reference of the rules compared
with the engine). Register ``SECOND_CHECKS["reference"] = compare`` (``compare(game,
seed) -> positions``), and the soak runs it on every seed, counts its positions and
reports its failures with the same reproduction line."""


@attrs.frozen
class Failure:
    """One failing seed: the game, the seed, what broke, and the line that reproduces it."""

    game: str
    seed: int
    check: str
    message: str
    view_rate: float = 1.0
    mutations: int = 0
    imports: tuple[str, ...] = ()

    @property
    def reproduce(self) -> str:
        """The shell command that runs this seed again, exactly as it failed."""
        imported = "".join(f" --import {module}" for module in self.imports)
        return (
            f"python -m kartenregeln.testing{imported} --game {self.game} --seed {self.seed}"
            f" --seeds 1 --view-rate {self.view_rate:g} --mutations {self.mutations}"
        )


@attrs.frozen
class SoakReport:
    """What a soak run did: games played, positions (states) checked, failures, time."""

    game: str
    seed: int
    seeds: int
    games: int
    positions: int
    seconds: float
    failures: tuple[Failure, ...]
    second: dict[str, int] = attrs.field(factory=dict)
    """Positions compared by each second check."""

    def text(self) -> str:
        """The report as printed."""
        rate = self.games / self.seconds if self.seconds else 0.0
        lines = [
            f"game {self.game}  seed {self.seed}  seeds {self.seeds}  games {self.games}  "
            f"positions {self.positions}  failures {len(self.failures)}  "
            f"time {self.seconds:.1f} s  ({rate:.1f} games/s)"
        ]
        for name, count in self.second.items():
            lines.append(f"  second check {name}: {count} positions")
        for failure in self.failures:
            lines.append(f"FAILED {failure.game} seed {failure.seed} ({failure.check}):")
            lines.append("  " + failure.message.replace("\n", "\n  "))
            lines.append(f"  reproduce: {failure.reproduce}")
        return "\n".join(lines)


def _run_seeds(
    name: str,
    seeds: Sequence[int],
    deadline: float,
    options: dict[str, Any],
    imports: Sequence[str] = (),
) -> tuple[int, int, int, list[Failure], dict[str, int]]:
    """Run ``seeds`` (until ``deadline``, a ``time.time()``): (seeds done, games,
    positions, failures, second-check positions). ``imports``: modules to import first
    (a game that registers itself when imported)."""
    import importlib

    from kartenregeln.registry import get_game

    for module in imports:
        importlib.import_module(module)
    from kartenregeln.testing._check import check_game

    game = get_game(name)
    done = games = positions = 0
    failures: list[Failure] = []
    second: dict[str, int] = {}
    for seed in seeds:
        if time.time() >= deadline:
            break
        try:
            positions += check_game(
                game, games=GAMES_PER_SEED, seed=seed, default_first=False, **options
            )
        except Exception as exc:
            message = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            failures.append(
                Failure(name, seed, "check_game", message, **options, imports=tuple(imports))
            )
        # ---- SECOND CHECKS: every check registered in SECOND_CHECKS runs here, on the
        # ---- same seed (e.g. kartenregeln._reference comparing a naive reference of the
        # ---- rules with the engine, registered as SECOND_CHECKS["reference"])
        for check, compare in SECOND_CHECKS.items():
            try:
                second[check] = second.get(check, 0) + compare(name, seed)
            except Exception as exc:
                message = "".join(traceback.format_exception_only(type(exc), exc)).strip()
                failures.append(
                    Failure(name, seed, check, message, **options, imports=tuple(imports))
                )
        done += 1
        games += GAMES_PER_SEED
    return done, games, positions, failures, second


def soak(
    game: str,
    *,
    games: int,
    seed: int = 0,
    workers: int = 1,
    time_limit: float | None = None,
    view_rate: float = 0.02,
    mutations: int = 2,
    progress: Callable[[str], None] | None = None,
    imports: Sequence[str] = (),
) -> SoakReport:
    """Play ``games`` games of ``game`` (a registered name) under random house rules,
    ``GAMES_PER_SEED`` to a seed (``seed``, ``seed + 1``, …): each seed is a short match
    checked by [`check_game`][kartenregeln.testing.check_game] with
    ``default_first=False`` (so every game draws its house rules), ``view_rate`` of the
    states and views given the costly checks and ``mutations`` mutated JSON forms per
    game; then every registered second check (``SECOND_CHECKS``). Stops early at
    ``time_limit`` seconds. ``workers`` processes share the seeds. ``imports``: modules
    each process imports first (a game registered by its import, not an entry point)."""
    seeds = -(-games // GAMES_PER_SEED)
    start = time.time()
    deadline = start + time_limit if time_limit is not None else float("inf")
    options = {"view_rate": view_rate, "mutations": mutations}
    all_seeds = list(range(seed, seed + seeds))
    done = played = positions = 0
    failures: list[Failure] = []
    second: dict[str, int] = {}
    chunk = 25
    chunks = [all_seeds[k : k + chunk] for k in range(0, len(all_seeds), chunk)]

    def add(result: tuple[int, int, int, list[Failure], dict[str, int]]) -> None:
        nonlocal done, played, positions
        done += result[0]
        played += result[1]
        positions += result[2]
        failures.extend(result[3])
        for name, count in result[4].items():
            second[name] = second.get(name, 0) + count
        if progress is not None:
            progress(
                f"  {played} games, {positions} positions, {len(failures)} failures, "
                f"{time.time() - start:.0f} s"
            )

    if workers <= 1:
        for part in chunks:
            add(_run_seeds(game, part, deadline, options, imports))
            if time.time() >= deadline:
                break
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for result in pool.map(
                _run_seeds,
                [game] * len(chunks),
                chunks,
                [deadline] * len(chunks),
                [options] * len(chunks),
                [tuple(imports)] * len(chunks),
            ):
                add(result)
    return SoakReport(
        game, seed, done, played, positions, time.time() - start, tuple(failures), second
    )


def reference_check(positions: int, game: str, seed: int) -> int:
    """The second check ``--reference`` registers: the naive reference of the rules
    (``kartenregeln._reference``) compared with the engine over ``positions`` positions of
    random games under random house rules from ``seed``; an ``AssertionError`` naming the
    first difference and its reproduction. A game the reference does not know: 0."""
    from kartenregeln import _reference

    if game not in _reference.GAMES:
        return 0
    report = _reference.compare(game, positions=positions, seed=seed)
    if report.differences:
        raise AssertionError(
            f"{len(report.differences)} differences with the naive reference; the first: "
            f"{report.differences[0]}"
        )
    return report.positions


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m kartenregeln.testing``: the soak run; exit status 1 on a failure or
    when a time limit stopped it before ``--min-games``."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m kartenregeln.testing",
        description="The conformance suite's long run: random games under random house "
        "rules, every promise of the game protocol checked (see docs: How the rules are "
        "verified).",
    )
    parser.add_argument("--game", action="append", help="a registered game (repeatable; "
                        "default: schafkopf and schapa)")  # fmt: skip
    parser.add_argument("--import", action="append", default=[], dest="imports",
                        metavar="MODULE", help="import a module that registers a game "
                        "(repeatable), e.g. herzeln with examples/herzeln/src on "
                        "PYTHONPATH")  # fmt: skip
    parser.add_argument("--games", type=int, default=1000, help="games per game (default 1000)")
    parser.add_argument("--seeds", type=int, default=None,
                        help=f"seeds to run instead of --games (each a match of "
                        f"{GAMES_PER_SEED} games)")  # fmt: skip
    parser.add_argument("--seed", type=int, default=None,
                        help="the first seed (default: $KARTENREGELN_SEED, else random; "
                        "printed)")  # fmt: skip
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--time", type=float, default=None, dest="time_limit",
                        help="stop after this many seconds per game")  # fmt: skip
    parser.add_argument("--min-games", type=int, default=0,
                        help="with --time: fail if fewer games were played")  # fmt: skip
    parser.add_argument("--view-rate", type=float, default=0.02,
                        help="share of states and views given the costly checks "
                        "(default 0.02; 1 checks every one)")  # fmt: skip
    parser.add_argument("--mutations", type=int, default=2,
                        help="mutated JSON forms read per game (default 2)")  # fmt: skip
    parser.add_argument("--reference", type=int, default=0, metavar="POSITIONS",
                        help="on every seed, also compare the naive second implementation "
                        "of the rules with the engine over this many positions (the games "
                        "it knows: Schafkopf and Schapa)")  # fmt: skip
    args = parser.parse_args(argv)
    if args.reference:
        SECOND_CHECKS["reference"] = functools.partial(reference_check, args.reference)
    seed = args.seed
    if seed is None:
        env = os.environ.get("KARTENREGELN_SEED")
        seed = int(env) if env else random.SystemRandom().randrange(10**9)
    names = args.game or ["schafkopf", "schapa"]
    games = args.games if args.seeds is None else args.seeds * GAMES_PER_SEED
    print(
        f"kartenregeln conformance soak: seed {seed} (KARTENREGELN_SEED={seed} or --seed "
        f"{seed} to repeat), {games} games per game, workers {args.workers}",
        flush=True,
    )
    status = 0
    for name in names:
        report = soak(
            name, games=games, seed=seed, workers=args.workers, time_limit=args.time_limit,
            view_rate=args.view_rate, mutations=args.mutations,
            progress=lambda line: print(line, file=sys.stderr, flush=True),
            imports=args.imports,
        )  # fmt: skip
        print(report.text(), flush=True)
        if report.failures:
            status = 1
        if report.games < min(args.min_games, games):
            print(f"FAILED: only {report.games} games in the time, not {args.min_games}")
            status = 1
    return status
