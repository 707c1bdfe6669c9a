"""Bot figures: SearchBot decision time at its default budget, and duplicate arenas.

Run: python benchmarks/bench_bots.py [--quick] [--workers N] [--deals N] [--matches N]
       [--seed N] [--only TEXT] [--skip-arena] [--skip-timing] [--time-limit S|none]
       [--threads N] [--head-to-head COMMIT]

Prints, for each game:
- the median, 90th percentile and maximum SearchBot decision time (default budget), over
  the decisions of a few whole games where SearchBot plays every seat, for all decisions,
  the bidding and the card play; beside the wall time the CPU time of the process (on a
  busy machine the wall time grows, the CPU time much less: the time limit is on the
  wall clock, so there SearchBot searches fewer worlds);
- the strength table as Markdown rows: duplicate arenas of SearchBot against the SearchBot
  of 0.1.0 (``legacy_search.py``), HeuristicBot and RandomBot, in Schafkopf at the
  default tariff and at the Sauspiel tariff (2,000 deals each), and in Schapa (300
  matches of eight rounds); each with A's mean advantage (per seat and game, per match),
  its 95 % interval, the seed and the time. ``--only`` runs the rows whose label contains
  the text; ``--quick``: 40 deals and 10 matches;
- with ``--head-to-head COMMIT``: instead of the table, the duplicate arena of today's
  SearchBot against the SearchBot of that commit (``commit_search.py``: its ``search.py``
  on today's package), ``--deals`` deals at the default rules.

``--threads N`` gives SearchBot's ``threads`` for the decision times (default: its own
default, the cores with the compiled solver, one with the pure one).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot, SearchBot, run_duplicate

sys.path.insert(0, str(Path(__file__).resolve().parent))
from commit_search import searchbot_at
from legacy_search import LegacySearchBot


class CountingSearchBot(SearchBot):
    """SearchBot that counts the worlds it searches (``worlds``, from 0)."""

    worlds = 0

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        inner = adapter.line_values

        def counted(*args: Any) -> list[float]:
            with _LOCK:
                self.worlds += 1
            return list(inner(*args))

        adapter.line_values = counted
        return adapter


_LOCK = threading.Lock()


def decision_times(
    game: str, games: int, time_limit: float | None = 0.5, threads: int | None = None
) -> dict[str, list[tuple[float, float, int]]]:
    """(wall, CPU) seconds and the worlds searched of each SearchBot decision, by kind:
    ``"bidding"`` (Klopfen, the auction, Kontra and Re) and ``"card play"`` (Schapa: every
    decision)."""
    bot = CountingSearchBot(time_limit=time_limit, threads=threads)
    rng = random.Random(1)
    times: dict[str, list[tuple[float, float, int]]] = {"bidding": [], "card play": []}
    for i in range(games):
        state: Any
        if game == "schafkopf":
            state = sk.deal(sk.Rules(), dealer=i % 4, rng=rng)
        else:
            state = sp.deal(sp.Rules(players=4), round=1 + i % 8, dealer=i % 4, rng=rng)
        while not state.is_over:
            view = state.view(state.to_move)
            kind = (
                "bidding"
                if getattr(state, "phase", sk.Phase.PLAY) is not sk.Phase.PLAY
                else "card play"
            )
            start, cpu, worlds = time.perf_counter(), time.process_time(), bot.worlds
            action = bot.choose(view, rng)
            times[kind].append(
                (time.perf_counter() - start, time.process_time() - cpu, bot.worlds - worlds)
            )
            state = state.apply(action)
    return times


def p90(xs: list[float]) -> float:
    return sorted(xs)[int(0.9 * (len(xs) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small runs for a smoke test")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-arena", action="store_true")
    parser.add_argument("--deals", type=int, default=2000, help="Schafkopf deals per row")
    parser.add_argument("--matches", type=int, default=300, help="Schapa matches per row")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", default="", help="run only the rows whose label has this")
    parser.add_argument("--skip-timing", action="store_true")
    parser.add_argument(
        "--time-limit",
        default="0.5",
        help="SearchBot's time limit for the decision times (default 0.5, its default; "
        "'none': the whole budget of worlds, whose CPU time is what the budget costs on an "
        "idle machine)",
    )
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--head-to-head", default="", metavar="COMMIT")
    args = parser.parse_args()
    if args.head_to_head:
        head_to_head(args.head_to_head, 40 if args.quick else args.deals, args)
        return
    limit = None if args.time_limit == "none" else float(args.time_limit)
    for game in () if args.skip_timing else ("schafkopf", "schapa"):
        by_kind = decision_times(game, 2 if args.quick else 8, limit, args.threads)
        every = [t for kind in by_kind.values() for t in kind]
        for kind, times in (("all", every), *by_kind.items()):
            if not times:
                continue
            wall = [w for w, _, _ in times]
            cpu = [c for _, c, _ in times]
            worlds = [k for _, _, k in times if k]
            threads = SearchBot(threads=args.threads).workers()
            print(
                f"{game}: SearchBot time limit {limit}, "
                f"{kind}: {len(times)} decisions, "
                f"median {statistics.median(wall) * 1000:.1f} ms, p90 {p90(wall) * 1000:.1f} ms, "
                f"max {max(wall) * 1000:.1f} ms; CPU median "
                f"{statistics.median(cpu) * 1000:.1f} ms, max {max(cpu) * 1000:.1f} ms; "
                f"worlds of a searched decision: mean {statistics.fmean(worlds or [0]):.1f}; "
                f"threads {threads}",
                flush=True,
            )
    if args.skip_arena:
        return
    deals = 40 if args.quick else args.deals
    matches = 10 if args.quick else args.matches
    for label, game, a, b, rules in arenas():
        if args.only and args.only not in label:
            continue
        units = deals if game == "schafkopf" else matches
        start = time.perf_counter()
        result = run_duplicate(
            game,
            a,
            b,
            units=units,
            seed=args.seed,
            workers=args.workers,
            rules=rules,
            progress=sys.stderr,
        )
        low, high = result.ci95
        print(
            f"| {label} | {units} | {result.mean:+.2f} | {low:+.2f} … {high:+.2f} "
            f"| seed {args.seed} | {time.perf_counter() - start:.0f} s |",
            flush=True,
        )


def head_to_head(commit: str, deals: int, args: argparse.Namespace) -> None:
    """Today's SearchBot against the SearchBot of ``commit``, both at their defaults."""
    old = searchbot_at(commit)()
    start = time.perf_counter()
    result = run_duplicate(
        "schafkopf",
        SearchBot(),
        old,
        units=deals,
        seed=args.seed,
        workers=args.workers,
        rules=sk.Rules(),
        progress=sys.stderr,
    )
    low, high = result.ci95
    print(
        f"| Schafkopf, default tariff: SearchBot vs SearchBot at {commit} | {deals} "
        f"| {result.mean:+.2f} | {low:+.2f} … {high:+.2f} | seed {args.seed} "
        f"| {time.perf_counter() - start:.0f} s |",
        flush=True,
    )


def arenas() -> list[tuple[str, str, Any, Any, Any]]:
    """The strength table's rows: (label, game, bot A, bot B, rules)."""
    default = sk.Rules()
    sauspiel_tariff = sk.Rules(tariff=sk.Rules.sauspiel().tariff)
    schapa = sp.Rules(players=4)
    rows: list[tuple[str, str, Any, Any, Any]] = []
    for tariff, rules in (("default tariff", default), ("Sauspiel tariff", sauspiel_tariff)):
        rows += [
            (f"Schafkopf, {tariff}: SearchBot vs search-0.1", "schafkopf",
             SearchBot(), LegacySearchBot(), rules),
            (f"Schafkopf, {tariff}: SearchBot vs HeuristicBot", "schafkopf",
             SearchBot(), HeuristicBot(), rules),
            (f"Schafkopf, {tariff}: SearchBot vs RandomBot", "schafkopf",
             SearchBot(), RandomBot(), rules),
        ]  # fmt: skip
    rows += [
        ("Schapa: SearchBot vs search-0.1", "schapa", SearchBot(), LegacySearchBot(), schapa),
        ("Schapa: SearchBot vs HeuristicBot", "schapa", SearchBot(), HeuristicBot(), schapa),
        ("Schapa: SearchBot vs RandomBot", "schapa", SearchBot(), RandomBot(), schapa),
    ]
    return rows


if __name__ == "__main__":
    main()
