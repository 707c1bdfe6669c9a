"""Where SearchBot's lead over HeuristicBot comes from, and how far more knowledge goes.

Run: python benchmarks/bench_ceiling.py [--deals 200] [--seed 7] [--workers 2]
                                        [--samples 16 48] [--no-omniscient] [--exact]
                                        [--ceiling] [--before] [--previous]
                                        [--uncorrected]
       python benchmarks/bench_ceiling.py --game schapa [--matches 16] [--seed 2026]
                                        [--plain] [--interleave] [--threads N]

Plays the same duplicate Schafkopf deals as ``run_duplicate(seed=...)`` (the same deal
and play seeds, so the rows are paired deal by deal) with each bot against HeuristicBot:

- ``SearchBot(samples=k)`` for each ``k`` given;
- an **omniscient** SearchBot (16 worlds, no time limit) whose every world is the true deal: it
  knows every hand, and otherwise searches as SearchBot does (heuristic playouts,
  exact endgames, the same candidate games). It bounds what better sampling alone could
  add to this search;
- with ``--before``, SearchBot as it was before it valued worlds by exact search (the
  pure-Python build's settings, 0.8 s), for a paired comparison with today's;
- with ``--previous``, SearchBot as it was before it raced its lines (every line in
  every world, the candidate games of then, 48 worlds, 0.5 s);
- with ``--uncorrected``, SearchBot without the Schafkopf bidding's corrections of the
  exact endings (``SchafkopfAdapter.solo_shift`` and ``kontra_margin`` 0), for a paired
  comparison with today's;
- with ``--ceiling``, **the ceiling**: it knows every hand, values every bidding line by
  the exact value of the true deal from the first card (the other seats bidding as
  HeuristicBot) and plays every card by that exact value;
- with ``--exact``, the **omniscient exact** player: it knows every hand,
  bids as the omniscient SearchBot and plays every card by the exact value of the true
  deal from the first card on (``solve``; needs the compiled solver to be quick, see
  ``kartenregeln.bots.solver_backend()``).

With ``--game schapa`` it plays the duplicate Schapa matches of ``run_duplicate("schapa",
seed=...)`` instead (``sp.Rules(players=4)``, eight rounds, the same deals and play seeds),
with ``SearchBot(samples=k)`` for each ``k`` and the omniscient SearchBot (the true deal as
each of its 16 worlds, no time limit) against HeuristicBot, per match: Schapa's ceiling
for this search, a player that knows every card. ``--plain`` adds SearchBot without the
inference from the play (``bots.schapa.inference``), for a paired comparison; with
``--interleave`` every bot plays a match before the next match begins, and each result is
printed as it comes (with the bot's median and maximum decision time), so that a run
stopped early is still paired.

Prints each bot's mean advantage per seat and game with a 95 % interval, each bot's
difference from the first one on the same deals (a paired interval, much tighter than the
difference of two means), and for the first bot where its lead comes from: the deals in
which a game of the Solo class (Farbsolo, Wenz, Geier and their Tout, Bettel) was played
by its side, by HeuristicBot's side, by both (in one of the two rooms each), Ramsch, or a
Rufspiel in both rooms.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot, SearchBot, solve
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.schafkopf.rules import GameKind

_THREADS: list[int | None] = [None]
"""SearchBot's ``threads`` in this process (``--threads``; None: its default)."""


def _set_threads(threads: int | None) -> None:
    _THREADS[0] = threads


_TRUE: list[Any] = [None]
"""The true state of the game being played in this process (for the omniscient bot)."""


class OmniscientSearchBot(SearchBot):
    """SearchBot whose every world is the true deal (benchmark only: it cheats)."""

    name = "omniscient"

    def _worlds(
        self, view: Any, rng: random.Random, n: int | None, bidding: bool, adapter: Any = None
    ) -> Any:
        for _ in range(n or 16):
            yield _TRUE[0]


class PlainPlaySearchBot(SearchBot):
    """SearchBot without the inference from the play (Schapa): every world of the card
    play drawn plainly, as before ``bots.schapa.inference``."""

    name = "plain"

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        adapter.infer_play = False
        return adapter


class UncorrectedSearchBot(SearchBot):
    """SearchBot's Schafkopf bidding without the corrections of the exact endings
    (``solo_shift`` and ``kontra_margin`` 0: the bidding before them)."""

    name = "uncorrected"

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        adapter.solo_shift = 0.0
        adapter.kontra_margin = 0.0
        return adapter


class OmniscientExactBot(OmniscientSearchBot):
    """Bids as the omniscient SearchBot; plays the exact best card of the true deal
    (benchmark only: it cheats)."""

    name = "exact"

    def choose(self, view: Any, rng: random.Random) -> Any:
        state = _TRUE[0]
        if state.phase is sk.Phase.PLAY:
            return solve(state).best[0]
        return super().choose(view, rng)


class BeforeSearchBot(SearchBot):
    """SearchBot as it was before it valued worlds by exact search: the settings of the
    pure-Python build (exact from the last five tricks, card-play playouts to the end,
    bidding playouts solved from 8 cards on) and its time limit of 0.8 s, with the
    compiled solver's speed."""

    name = "before"

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        adapter.native = False
        adapter.exact_playouts = False
        return adapter


class PreviousSearchBot(SearchBot):
    """SearchBot as it was before it raced its lines: every line searched in every world,
    and the candidate games of then (the Rufspiel on the Sau HeuristicBot calls, up to
    three Solo-class games from strength 9)."""

    name = "previous"

    def __init__(self, samples: int = 48, time_limit: float | None = 0.5) -> None:
        super().__init__(samples=samples, time_limit=time_limit, race=False)

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        adapter.solo_bar, adapter.solo_lines, adapter.every_sau = 9.0, 3, False
        return adapter


class CeilingBot(OmniscientExactBot):
    """The ceiling (benchmark only: it cheats). It knows every hand and values every
    bidding line by the exact value of the true deal from the first card (a Ramsch from
    its fourth trick, HeuristicBot playing the first three): each game it
    may announce (SearchBot's candidate games; in the Kontra phase both answers), the
    other seats bidding as HeuristicBot would, then the card play solved exactly. It plays
    every card by the exact value of the true deal (in a Ramsch from the fourth trick;
    before, each card by its line: HeuristicBot to the fourth trick, exact from there)."""

    name = "ceiling"

    def __init__(self) -> None:
        super().__init__(samples=1, time_limit=None, bid_samples=1, inference=False)

    def _worlds(
        self, view: Any, rng: random.Random, n: int | None, bidding: bool, adapter: Any = None
    ) -> Any:
        yield _TRUE[0]

    def _adapter(self, view: Any) -> Any:
        return _CeilingAdapter()

    def choose(self, view: Any, rng: random.Random) -> Any:
        state = _TRUE[0]
        game = state.game
        if (
            state.phase is sk.Phase.PLAY
            and game is not None
            and game.kind is GameKind.RAMSCH
            and sum(len(state.hand(s)) for s in range(4)) > 20
        ):
            # the first three tricks of a Ramsch: lines valued exactly from the fourth
            return SearchBot.choose(self, view, rng)
        return super().choose(view, rng)


class _CeilingAdapter(SchafkopfAdapter):
    """Exact from the first card in every party game; a Ramsch (what a line of passes
    leads to) from its fourth trick, played by HeuristicBot before: solved from its first
    card a Ramsch can take minutes."""

    def exact_limit(self, state: Any) -> int:
        game = state.game
        if game is not None and game.kind is GameKind.RAMSCH:
            return 24
        return 36

    def __init__(self) -> None:
        super().__init__(exact=36)

    def candidates(self, view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]:
        if view.phase is sk.Phase.KONTRA:
            return legal
        return super().candidates(view, legal)


LABELS = {
    "omniscient": "omniscient SearchBot",
    "exact": "omniscient exact player",
    "ceiling": "ceiling: omniscient, exact bidding and play",
    "before": "SearchBot before exact worlds (48 worlds, 0.8 s)",
    "previous": "SearchBot before the race (48 worlds, 0.5 s)",
    "plain": "SearchBot without inference from the play (48 worlds, 0.5 s)",
    "uncorrected": "SearchBot without the bidding corrections (48 worlds, 0.5 s)",
}


def make_bot(spec: str) -> Any:
    """The bot a ``--samples`` value names, ``omniscient``, or ``random`` (RandomBot: the
    tests check with it that ``unit`` plays the deals exactly as ``run_duplicate``)."""
    if spec == "omniscient":
        return OmniscientSearchBot(samples=16, time_limit=None, threads=_THREADS[0])
    if spec == "exact":
        return OmniscientExactBot(samples=16, time_limit=None)
    if spec == "ceiling":
        return CeilingBot()
    if spec == "before":
        return BeforeSearchBot(samples=48, time_limit=0.8)
    if spec == "previous":
        return PreviousSearchBot()
    if spec == "plain":
        return PlainPlaySearchBot(samples=48, threads=_THREADS[0])
    if spec == "uncorrected":
        return UncorrectedSearchBot(samples=48, threads=_THREADS[0])
    if spec == "random":
        return RandomBot()
    return SearchBot(samples=int(spec), threads=_THREADS[0])


def category(ends: list[Any], a_seats: list[set[int]]) -> str:
    """Which games the deal's two rooms played, from A's side."""
    solo_a = solo_b = ramsch = False
    for end, seats in zip(ends, a_seats, strict=True):
        game = end.game
        if game is None or game.kind is GameKind.RAMSCH:
            ramsch = True
        elif game.kind is not GameKind.RUFSPIEL:
            if end.declarer in seats:
                solo_a = True
            else:
                solo_b = True
    if solo_a and solo_b:
        return "a Solo-class game by each side"
    if solo_a:
        return "a Solo-class game by A"
    if solo_b:
        return "a Solo-class game by HeuristicBot"
    return "Ramsch in a room" if ramsch else "a Rufspiel in both rooms"


def unit(job: tuple[str, int, int]) -> tuple[float, str]:
    """One duplicate deal, exactly as ``run_duplicate`` plays it: A's advantage, category."""
    spec, seed, index = job
    a, b = make_bot(spec), HeuristicBot()
    start = sk.deal(sk.Rules(), dealer=3, rng=random.Random(f"{seed}/deal/{index}"))
    total = 0.0
    ends: list[Any] = []
    a_seats: list[set[int]] = []
    for swap in (0, 1):
        bots = [a if (s + swap) % 2 == 0 else b for s in range(4)]
        rng = random.Random(f"{seed}/play/{index}/{swap}")
        state = start
        while not state.is_over:
            _TRUE[0] = state
            seat = state.to_move
            assert seat is not None
            state = state.apply(bots[seat].choose(state.view(seat), rng))
        balance = state.settle().balance
        seats = {s for s in range(4) if bots[s] is a}
        total += sum(balance[s] for s in seats)
        ends.append(state)
        a_seats.append(seats)
    return total / 4.0, category(ends, a_seats)


def schapa_unit(job: tuple[str, int, int]) -> tuple[float, str]:
    """One duplicate Schapa match, exactly as ``run_duplicate("schapa")`` plays it (the
    generic ``duplicate_match``): A's mean total per seat minus HeuristicBot's. The
    category is A's decision times (median and maximum in ms, the decisions with two
    legal actions or more)."""
    spec, seed, index = job
    a, b = make_bot(spec), HeuristicBot()
    rules = sp.Rules(players=4)
    n = rules.players
    diff = 0.0
    took: list[float] = []
    for swap in (0, 1):
        bots = [a if (s + swap) % 2 == 0 else b for s in range(n)]
        deal_rng = random.Random(f"{seed}/deal/{index}")
        rng = random.Random(f"{seed}/play/{index}/{swap}")
        match = sp.Match(rules, first_dealer=index % n)
        while not match.is_over:
            state: Any = match.deal(deal_rng)
            while not state.is_over:
                _TRUE[0] = state
                seat = state.to_move
                view = state.view(seat)
                began = time.perf_counter()
                action = bots[seat].choose(view, rng)
                if bots[seat] is a and len(view.legal_actions) > 1:
                    took.append(time.perf_counter() - began)
                state = state.apply(action)
            match = match.record(state)
        mine = [match.totals[s] for s in range(n) if bots[s] is a]
        theirs = [match.totals[s] for s in range(n) if bots[s] is b]
        diff += statistics.fmean(mine) - statistics.fmean(theirs)
    ms = f"{1000 * statistics.median(took):.0f} ms median, {1000 * max(took):.0f} ms max"
    return diff / 2.0, ms


def interval(xs: list[float]) -> str:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
    return f"{m:+.3f} ({m - half:+.2f} … {m + half:+.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=("schafkopf", "schapa"), default="schafkopf")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--matches", type=int, default=16, help="Schapa matches")
    parser.add_argument("--seed", type=int, default=None, help="default 7 (Schapa: 2026)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--samples", type=int, nargs="*", default=[16, 48])
    parser.add_argument("--no-omniscient", action="store_true")
    parser.add_argument("--exact", action="store_true", help="add the omniscient exact player")
    parser.add_argument(
        "--ceiling", action="store_true", help="add the ceiling (exact bidding and play)"
    )
    parser.add_argument(
        "--before", action="store_true", help="add SearchBot as it was before exact worlds"
    )
    parser.add_argument(
        "--previous", action="store_true", help="add SearchBot as it was before the race"
    )
    parser.add_argument(
        "--plain", action="store_true", help="add SearchBot without inference from the play"
    )
    parser.add_argument(
        "--uncorrected",
        action="store_true",
        help="add SearchBot without the Schafkopf bidding corrections (solo_shift, kontra_margin)",
    )
    parser.add_argument(
        "--interleave", action="store_true", help="play every bot on a unit before the next"
    )
    parser.add_argument(
        "--threads", type=int, default=None, help="SearchBot's threads (default: its own)"
    )
    args = parser.parse_args()
    schapa = args.game == "schapa"
    if args.seed is None:
        args.seed = 2026 if schapa else 7
    units = args.matches if schapa else args.deals
    play = schapa_unit if schapa else unit
    specs = [str(k) for k in args.samples] + ([] if args.no_omniscient else ["omniscient"])
    specs += ["exact"] if args.exact else []
    specs += ["ceiling"] if args.ceiling else []
    specs += ["before"] if args.before else []
    specs += ["previous"] if args.previous else []
    specs += ["plain"] if args.plain else []
    specs += ["uncorrected"] if args.uncorrected else []
    if schapa:
        print(f"seed {args.seed}, {units} duplicate Schapa matches (4 players), vs HeuristicBot")
    else:
        print(f"seed {args.seed}, {units} duplicate deals, default rules, vs HeuristicBot")
    if args.exact or args.ceiling:
        from kartenregeln.bots import solver_backend

        print(f"exact solver: {solver_backend()}")
    results: dict[str, list[tuple[float, str]]] = {}
    pool_args: Any = {"initializer": _set_threads, "initargs": (args.threads,)}
    with ProcessPoolExecutor(max(1, args.workers), **pool_args) as pool:
        if args.interleave:
            # unit by unit, every bot on it, printed as it comes: a run stopped early
            # is still paired
            start = time.perf_counter()
            results = {spec: [] for spec in specs}
            jobs = [(spec, args.seed, i) for i in range(units) for spec in specs]
            for job, row in zip(jobs, pool.map(play, jobs, chunksize=1), strict=True):
                results[job[0]].append(row)
                print(f"  unit {job[2]} {job[0]}: {row[0]:+.2f} ({row[1]})", file=sys.stderr,
                      flush=True)  # fmt: skip
            for spec in specs:
                label = LABELS.get(spec, f"SearchBot(samples={spec})")
                print(f"{label}: {interval([v for v, _ in results[spec]])}", flush=True)
            print(f"[{time.perf_counter() - start:.0f} s]")
            specs_done: list[str] = []
        else:
            specs_done = specs
        for spec in specs_done:
            start = time.perf_counter()
            jobs = [(spec, args.seed, i) for i in range(units)]
            results[spec] = []
            for k, row in enumerate(pool.map(play, jobs, chunksize=1), 1):
                results[spec].append(row)
                if k % (4 if schapa else 50) == 0:  # a running figure, to stderr
                    so_far = interval([v for v, _ in results[spec]])
                    what = "matches" if schapa else "deals"
                    print(f"  {spec}: {k} {what}: {so_far}", file=sys.stderr, flush=True)
            label = LABELS.get(spec, f"SearchBot(samples={spec})")
            values = [v for v, _ in results[spec]]
            print(f"{label}: {interval(values)} [{time.perf_counter() - start:.0f} s]", flush=True)
    first = specs[0]
    base = [v for v, _ in results[first]]
    for spec in specs[1:]:
        diff = [v - w for (v, _), w in zip(results[spec], base, strict=True)]
        print(f"paired, {spec} minus {first}: {interval(diff)}")
    if schapa:
        return
    by: dict[str, list[float]] = {}
    for v, cat in results[first]:
        by.setdefault(cat, []).append(v)
    name = LABELS.get(first, f"SearchBot(samples={first})")
    print(f"where the lead of {name} comes from (share of the mean):")
    for cat, vs in sorted(by.items(), key=lambda kv: -abs(sum(kv[1]))):
        share = sum(vs) / len(base)
        print(
            f"  {cat}: {len(vs)} deals, {share:+.3f} of the mean, {statistics.fmean(vs):+.2f} each"
        )


if __name__ == "__main__":
    main()
