"""The SearchBot of kartenregeln 0.1.0, kept for benchmarks/bench_bots.py: the new
SearchBot plays against it in the strength table ("search-0.1").

It samples every consistent world alike (no inference), plays every line out with
HeuristicBot (bidding included, ``spiele`` valued by the game HeuristicBot would then
announce) and solves exactly from the last five tricks, 16 samples and 0.8 s per
decision.
"""

from __future__ import annotations

import random
import time
from typing import Any

from kartenregeln.bots.adapters import adapter_for
from kartenregeln.bots.base import legal_actions_of
from kartenregeln.bots.search import Advice

__all__ = ["LegacySearchBot"]


class LegacySearchBot:
    """Perfect-information sampling with exact endgames and heuristic playouts.

    ``samples``: worlds drawn per decision (default 16); ``time_limit``: seconds per
    decision after which no new sample is started (default 0.8; ``None`` for no limit and
    fully reproducible decisions); at least one sample is always evaluated.
    """

    name = "search-0.1"

    def __init__(self, samples: int | None = 16, time_limit: float | None = 0.8) -> None:
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        if time_limit is not None and time_limit <= 0:
            raise ValueError("time_limit must be positive")
        if samples is None and time_limit is None:
            raise ValueError("give samples, time_limit or both")
        self.samples = samples
        self.time_limit = time_limit

    def __repr__(self) -> str:
        return f"LegacySearchBot(samples={self.samples}, time_limit={self.time_limit})"

    def evaluate(self, view: Any, rng: random.Random) -> tuple[Advice, ...]:
        """Every legal action with its mean value over the sampled worlds, best first."""
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        seat = view.seat
        adapter = adapter_for(view)
        totals = [0.0] * len(legal)
        best_counts = [0] * len(legal)
        done = 0
        start = time.perf_counter()
        while True:
            world = view.sample(rng)
            values = _action_values(adapter, world, seat, legal, rng)
            top = max(values)
            for i, v in enumerate(values):
                totals[i] += v
                if v == top:
                    best_counts[i] += 1
            done += 1
            if self.samples is not None and done >= self.samples:
                break
            if self.time_limit is not None and time.perf_counter() - start >= self.time_limit:
                break
        advice = [
            Advice(action, totals[i] / done, best_counts[i] / done, done)
            for i, action in enumerate(legal)
        ]
        order = sorted(
            range(len(legal)), key=lambda i: (-advice[i].value, -advice[i].best_share, i)
        )
        return tuple(advice[i] for i in order)

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = legal_actions_of(view)
        if len(legal) == 1:
            return legal[0]
        return self.evaluate(view, rng)[0].action


def _action_values(
    adapter: Any, world: Any, seat: int, legal: tuple[Any, ...], rng: random.Random
) -> list[float]:
    """Each action's value in one world. Playouts use common random numbers: every action
    is played out with the same seed, so the comparison between actions is fair."""
    exact = getattr(adapter, "cards_left", None)
    if exact is not None and exact(world) <= getattr(adapter, "exact_cards", 0):
        return list(adapter.action_values(world, seat, legal, rng))
    seed = rng.getrandbits(64)
    return [
        adapter.action_values(world, seat, (action,), random.Random(seed))[0] for action in legal
    ]
