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

import random
import time
from collections.abc import Iterator
from typing import Any

import attrs

from kartenregeln.bots.adapters import Adapter, adapter_for
from kartenregeln.bots.base import legal_actions_of
from kartenregeln.bots.inference import infer_worlds

__all__ = ["Advice", "SearchBot", "advise"]


@attrs.frozen
class Advice:
    """One legal action with its estimated value for the seat and how often it was best."""

    action: Any
    value: float
    best_share: float
    samples: int

    def __str__(self) -> str:
        return f"{self.action}: {self.value:+.2f} (best in {self.best_share:.0%} of {self.samples})"


class SearchBot:
    """Perfect-information sampling with inference, exact endgames and heuristic playouts.

    ``samples``: worlds drawn per card-play decision (default 48); ``bid_samples``: worlds
    per bidding decision (Klopfen, the auction, Kontra and Re; default 24);
    ``time_limit``: seconds per decision after which no new world is evaluated (default
    0.5; ``None`` for no limit and fully reproducible decisions); at least one world is
    always evaluated. ``inference`` (default on) draws the worlds with
    [`infer_worlds`][kartenregeln.bots.inference.infer_worlds], so that they agree with
    how the other seats bid; ``inference=False`` samples every consistent world alike.
    """

    name = "search"

    def __init__(
        self,
        samples: int | None = 48,
        time_limit: float | None = 0.5,
        *,
        bid_samples: int | None = 24,
        inference: bool = True,
    ) -> None:
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        if bid_samples is not None and bid_samples < 1:
            raise ValueError("bid_samples must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if (samples is None or bid_samples is None) and time_limit is None:
            raise ValueError("give samples and bid_samples, a time_limit, or both")
        self.samples = samples
        self.bid_samples = bid_samples
        self.time_limit = time_limit
        self.inference = inference

    def __repr__(self) -> str:
        return (
            f"SearchBot(samples={self.samples}, time_limit={self.time_limit}, "
            f"bid_samples={self.bid_samples}, inference={self.inference})"
        )

    def evaluate(self, view: Any, rng: random.Random) -> tuple[Advice, ...]:
        """Every legal action with its mean value over the sampled worlds, best first. The
        value of ``spiele`` in the first round is that of the best game the seat may then
        announce, each searched as the auction's advice searches it."""
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        return self._evaluate(view, rng, tuple(legal), every=True)

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        actions = self._adapter(view).candidates(view, tuple(legal))
        if len(actions) == 1:
            return actions[0]
        return self._evaluate(view, rng, actions)[0].action

    def _adapter(self, view: Any) -> Adapter:
        """The game's adapter for one decision (a subclass may tune it)."""
        return adapter_for(view)

    def _worlds(self, view: Any, rng: random.Random, n: int | None, bidding: bool) -> Iterator[Any]:
        """Sampled worlds: ``n`` of them, or batches without end when ``n`` is None."""
        while True:
            batch = 16 if n is None else n
            if self.inference and bidding:
                yield from infer_worlds(view, rng, batch)
            else:
                for _ in range(batch):
                    yield view.sample(rng)
            if n is not None:
                return

    def _evaluate(
        self, view: Any, rng: random.Random, actions: tuple[Any, ...], *, every: bool = False
    ) -> tuple[Advice, ...]:
        seat = view.seat
        adapter = self._adapter(view)
        lines = adapter.lines(view, actions, every=every)
        bidding = adapter.bidding(view)
        n = self.bid_samples if bidding else self.samples
        table: list[list[float]] = []
        start = time.perf_counter()
        for world in self._worlds(view, rng, n, bidding):
            table.append(adapter.line_values(world, seat, actions, lines, rng))
            if self.time_limit is not None and time.perf_counter() - start >= self.time_limit:
                break
        done = len(table)
        means = [sum(row[j] for row in table) / done for j in range(len(lines))]
        best_line: dict[int, int] = {}
        for j, (i, _) in enumerate(lines):
            if i not in best_line or means[j] > means[best_line[i]]:
                best_line[i] = j
        best_counts = [0] * len(actions)
        for row in table:
            top = max(row[best_line[i]] for i in range(len(actions)))
            for i in range(len(actions)):
                if row[best_line[i]] == top:
                    best_counts[i] += 1
        advice = [
            Advice(action, means[best_line[i]], best_counts[i] / done, done)
            for i, action in enumerate(actions)
        ]
        order = sorted(
            range(len(actions)), key=lambda i: (-advice[i].value, -advice[i].best_share, i)
        )
        return tuple(advice[i] for i in order)


def advise(
    view: Any,
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
