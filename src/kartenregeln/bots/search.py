"""``SearchBot`` and ``advise``: sample worlds consistent with a view, evaluate each action.

For every sample the bot draws a full state from ``view.sample(rng)`` (a world that agrees
with everything the seat has seen) and evaluates each legal action in it:

- exactly, with the solver ([`kartenregeln.bots.solver.solve`][kartenregeln.bots.solver.solve]),
  once the position is
  small enough for the game's adapter to say so (the last tricks);
- otherwise by a playout: the action, then every seat played by the game's
  ``HeuristicBot`` to the end.

The action with the best mean payoff over the samples is chosen. The budget is a number of
samples and, optionally, a time limit; with ``time_limit=None`` the result depends only on
the seed. This is the "Rat des starken Computers" (the R key of Speedschafkopf).
"""

from __future__ import annotations

import math
import os
import random
import statistics
import threading
import time
from collections.abc import Hashable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, TypeVar, cast

import attrs

from kartenregeln.bots.adapters import Adapter, adapter_for
from kartenregeln.bots.base import ActionT, legal_actions_of
from kartenregeln.bots.inference import infer_worlds, surprise
from kartenregeln.bots.solver import solver_backend

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View

StateT = TypeVar("StateT", bound="GameState[Any]")

__all__ = ["Advice", "SearchBot", "advise"]


@attrs.frozen
class Advice:
    """One legal action with its estimated value for the seat and how often it was best.

    ``samples``: the worlds its value is the mean over (a line the search dropped as
    clearly worse has fewer, see ``SearchBot``). ``lines``: when the action stands for
    several plans (``spiele`` in the first round of the Schafkopf bidding: one per game
    the seat could then announce), each plan with its mean value, best first (as the
    actions: searched longest first, then by value); the action's value is that of the
    first.
    """

    action: Any
    value: float
    best_share: float
    samples: int
    lines: tuple[tuple[Any, float], ...] = ()

    def __str__(self) -> str:
        text = f"{self.action}: {self.value:+.2f} (best in {self.best_share:.0%} of {self.samples})"
        if self.lines:
            text += " [" + ", ".join(f"{plan}: {value:+.2f}" for plan, value in self.lines) + "]"
        return text


class SearchBot:
    """Perfect-information sampling with inference, exact endgames and heuristic playouts.

    ``samples``: worlds drawn per card-play decision (default 48); ``bid_samples``: worlds
    per bidding decision (Klopfen, the auction, Kontra and Re; default 24);
    ``time_limit``: seconds per decision (default 0.5; ``None`` for no limit and fully
    reproducible decisions): no world is begun that would end after it if it took as
    long as the slowest world so far; at least one world is always evaluated.
    ``inference`` (default on) draws the worlds of the bidding with
    [`infer_worlds`][kartenregeln.bots.inference.infer_worlds], so that they agree with
    how the other seats bid (the card play only where the adapter's ``infer_play`` says
    so, by a cheaper rule, see ``_worlds``); ``inference=False`` samples every
    consistent world alike.

    ``race`` (default on): every ``RACE_EVERY`` (8) worlds, the lines (actions, or the
    games behind ``spiele``) clearly worse than the best one, by more than ``RACE_Z``
    (2.5) standard errors of their paired difference over the same worlds, are dropped;
    the search stops early when the lines left are all one action's. So the worlds go to
    the close decisions, and a decision that all worlds agree on is quick. The advice
    lists the lines searched longest first (an action dropped early has fewer
    ``samples``), then by value.

    ``threads``: how many worlds are solved at once when the compiled solver runs (it
    releases the GIL while it searches); default ``None``: ``os.cpu_count()``, at most
    ``MAX_THREADS`` (4), and 1 with the pure-Python solver (which holds the GIL: threads
    would only add overhead there). The worlds and the random numbers of each world are
    drawn in order on the calling thread, and the race looks at the worlds in that order,
    so with ``time_limit=None`` a decision does not depend on the number of threads.
    """

    name = "search"

    def __init__(
        self,
        samples: int | None = 48,
        time_limit: float | None = 0.5,
        *,
        bid_samples: int | None = 24,
        inference: bool = True,
        race: bool = True,
        threads: int | None = None,
    ) -> None:
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        if bid_samples is not None and bid_samples < 1:
            raise ValueError("bid_samples must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if (samples is None or bid_samples is None) and time_limit is None:
            raise ValueError("give samples and bid_samples, a time_limit, or both")
        if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)):
            raise TypeError(f"threads must be an int or None, not {type(threads).__name__}")
        if threads is not None and threads < 1:
            raise ValueError("threads must be at least 1")
        self.samples = samples
        self.bid_samples = bid_samples
        self.time_limit = time_limit
        self.inference = inference
        self.race = race
        self.threads = threads

    def __repr__(self) -> str:
        return (
            f"SearchBot(samples={self.samples}, time_limit={self.time_limit}, "
            f"bid_samples={self.bid_samples}, inference={self.inference}, race={self.race}, "
            f"threads={self.threads})"
        )

    def evaluate(self, view: View[Any], rng: random.Random) -> tuple[Advice, ...]:
        """Every legal action with its mean value over the sampled worlds, best first. The
        value of ``spiele`` in the first round is that of the best game the seat may then
        announce, each searched as the auction's advice searches it."""
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        return self._evaluate(view, rng, tuple(legal), every=True)

    def choose(self, view: View[GameState[ActionT]], rng: random.Random) -> ActionT:
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        actions = self._adapter(view).candidates(view, tuple(legal))
        # the candidates are some of the view's legal actions
        best = actions[0] if len(actions) == 1 else self._evaluate(view, rng, actions)[0].action
        return cast("ActionT", best)

    def workers(self) -> int:
        """How many worlds this bot solves at once: ``threads`` when given; else the cores
        (at most ``MAX_THREADS``) with the compiled solver, 1 with the pure-Python one."""
        if self.threads is not None:
            return self.threads
        if solver_backend() != "native":
            return 1
        return max(1, min(os.cpu_count() or 1, MAX_THREADS))

    def _adapter(self, view: View[Any]) -> Adapter:
        """The game's adapter for one decision (a subclass may tune it)."""
        return adapter_for(view)

    def _worlds(
        self, view: View[StateT], rng: random.Random, n: int | None, bidding: bool, adapter: Adapter
    ) -> Iterator[StateT]:
        """Sampled worlds: ``n`` of them, or batches without end when ``n`` is None. In the
        bidding they come from ``infer_worlds``; in the card play of a game with a bidding
        (``adapter.infer_play``) each world is the first of up to ``PLAY_DRAWS`` plain
        draws that ``infer_worlds``' rule keeps (``eps ** surprise``), else the least
        surprising of them: the bids weigh the worlds at the price of a few draws, without
        the random walk that makes ``infer_worlds`` dear. An adapter with ``infer_play``
        and a ``play_worlds(view, rng, n)`` method draws the card play's worlds itself
        (Schapa: weighed by the cards the other seats chose)."""
        infer_play = self.inference and not bidding and getattr(adapter, "infer_play", False)
        play_worlds = getattr(adapter, "play_worlds", None) if infer_play else None
        if play_worlds is not None:
            # the game's own inference from the play (Schapa: ``bots.schapa.inference``)
            yield from play_worlds(view, rng, n)
            return
        while True:
            batch = 16 if n is None else n
            if self.inference and bidding:
                yield from infer_worlds(view, rng, batch)
            elif infer_play:
                for _ in range(batch):
                    yield _play_world(view, rng)
            else:
                for _ in range(batch):
                    yield view.sample(rng)
            if n is not None:
                return

    def _evaluate(
        self,
        view: View[Any],
        rng: random.Random,
        actions: tuple[Hashable, ...],
        *,
        every: bool = False,
    ) -> tuple[Advice, ...]:
        seat = view.seat
        adapter = self._adapter(view)
        lines = adapter.lines(view, actions, every=every)
        bidding = adapter.bidding(view)
        n = self.bid_samples if bidding else self.samples
        # table[j]: line j's value in each world it was searched in (the first worlds)
        table: list[list[float]] = [[] for _ in lines]
        live = list(range(len(lines)))
        done = 0
        start = time.perf_counter()
        slowest = 0.0
        workers = self.workers()
        pool = _pool(workers) if workers > 1 else None
        worlds = self._worlds(view, rng, n, bidding, adapter)
        block = RACE_EVERY if self.race else n if n is not None else 1 << 30
        stop = False

        def solve(
            world: Any, seed: int, searched: list[tuple[int, Any]]
        ) -> tuple[list[float], float]:
            began = time.perf_counter()
            values = adapter.line_values(world, seat, actions, searched, random.Random(seed))
            return values, time.perf_counter() - began

        while not stop:
            # one block of worlds, every one searched on the same live lines; at most
            # ``workers`` of them at once; the results are taken in the order drawn
            searched = [lines[j] for j in live]
            running: list[Future[tuple[list[float], float]]] = []
            begun = 0
            while True:
                may_begin = begun < block and not stop
                # no world is begun that would, as slow as the slowest so far, end after
                # the limit (at least one world is always evaluated)
                if (
                    may_begin
                    and self.time_limit is not None
                    and done + len(running) > 0
                    and time.perf_counter() - start + slowest >= self.time_limit
                ):
                    stop = True
                    may_begin = False
                if may_begin and len(running) < workers:
                    world = next(worlds, None)
                    if world is None:
                        stop = True
                        continue
                    seed = rng.getrandbits(64)
                    begun += 1
                    if pool is None:
                        ready: Future[tuple[list[float], float]] = Future()
                        ready.set_result(solve(world, seed, searched))
                        running.append(ready)
                    else:
                        running.append(pool.submit(solve, world, seed, searched))
                        continue
                if not running:
                    break
                values, took = running.pop(0).result()
                for j, v in zip(live, values, strict=True):
                    table[j].append(v)
                done += 1
                slowest = max(slowest, took)
            if self.race and not stop and done % RACE_EVERY == 0:
                live = _race(table, live)
                if len({lines[j][0] for j in live}) == 1 and not every:
                    break  # every line left is one action's: it is chosen
        means = [statistics.fmean(col) for col in table]
        best_line: dict[int, int] = {}
        for j, (i, _) in enumerate(lines):
            if i not in best_line or _better(table, means, j, best_line[i]):
                best_line[i] = j
        best_counts = [0] * len(actions)
        for w in range(done):
            row = {lines[j][0]: table[j][w] for j in best_line.values() if w < len(table[j])}
            top = max(row.values())
            for i, v in row.items():
                if v == top:
                    best_counts[i] += 1
        advice = []
        for i, action in enumerate(actions):
            j = best_line[i]
            plans = [(plan, k) for k, (a, plan) in enumerate(lines) if a == i and plan is not None]
            detail: tuple[tuple[Any, float], ...] = ()
            if len(plans) > 1 or (plans and every):
                ordered = sorted(plans, key=lambda pk: (-len(table[pk[1]]), -means[pk[1]], pk[1]))
                detail = tuple((plan, means[k]) for plan, k in ordered)
            n_j = len(table[j])
            advice.append(Advice(action, means[j], best_counts[i] / n_j, n_j, detail))
        order = sorted(
            range(len(actions)),
            key=lambda i: (-advice[i].samples, -advice[i].value, -advice[i].best_share, i),
        )
        return tuple(advice[i] for i in order)


PLAY_DRAWS = 3
"""Plain draws per card-play world at most (see ``SearchBot._worlds``)."""
PLAY_EPS = 0.1
"""The chance that the other seats' model takes a bid it would not (as ``infer_worlds``)."""


def _play_world(view: View[StateT], rng: random.Random) -> StateT:
    """One world for the card play, weighed by the bids (see ``SearchBot._worlds``)."""
    best: tuple[int, StateT] | None = None
    for _ in range(PLAY_DRAWS):
        world = view.sample(rng)
        m = surprise(world, view.seat)
        if m == 0 or rng.random() < PLAY_EPS**m:
            return world
        if best is None or m < best[0]:
            best = (m, world)
    assert best is not None
    return best[1]


MAX_THREADS = 4
"""The most threads a ``SearchBot`` uses by default (``threads=None``)."""

_POOLS: dict[tuple[int, int], ThreadPoolExecutor] = {}
_POOLS_LOCK = threading.Lock()


def _pool(workers: int) -> ThreadPoolExecutor:
    """A thread pool of ``workers`` threads, shared by the bots of this process (a forked
    worker process makes its own)."""
    key = (os.getpid(), workers)
    with _POOLS_LOCK:
        pool = _POOLS.get(key)
        if pool is None:
            pool = _POOLS[key] = ThreadPoolExecutor(workers, thread_name_prefix="searchbot")
        return pool


RACE_EVERY = 8
"""How many worlds ``SearchBot`` searches between two looks at which lines to drop."""
RACE_Z = 2.5
"""A line is dropped when it is worse than the best line by more than this many standard
errors of the paired difference (the same worlds, the same random numbers)."""


def _better(table: list[list[float]], means: list[float], j: int, k: int) -> bool:
    """Whether line ``j`` ranks above line ``k``: searched in more worlds (it outlived the
    other), else the higher mean."""
    if len(table[j]) != len(table[k]):
        return len(table[j]) > len(table[k])
    return means[j] > means[k]


def _race(table: list[list[float]], live: list[int]) -> list[int]:
    """The lines to search on: every live line but those clearly worse than the best one
    (see ``RACE_Z``); all live lines have been searched in the same worlds."""
    means = {j: statistics.fmean(table[j]) for j in live}
    best = max(live, key=lambda j: (means[j], -j))
    keep = []
    for j in live:
        if j != best:
            diffs = [a - b for a, b in zip(table[best], table[j], strict=True)]
            gap = statistics.fmean(diffs)
            se = statistics.stdev(diffs) / math.sqrt(len(diffs))
            if gap > 0 and gap > RACE_Z * se:
                continue
        keep.append(j)
    return keep


def advise(
    view: View[Any],
    budget: int = 24,
    *,
    rng: random.Random | None = None,
    time_limit: float | None = None,
) -> tuple[Advice, ...]:
    """Every legal action of ``view`` with its estimated value, best first.

    ``budget`` is the number of sampled worlds; ``time_limit`` optionally caps the time.
    Each legal action appears exactly once.
    """
    bot = SearchBot(samples=budget, time_limit=time_limit, bid_samples=budget)
    return bot.evaluate(view, rng if rng is not None else random.Random(0))
