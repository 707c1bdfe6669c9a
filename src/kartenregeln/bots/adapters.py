"""What the searching code needs to know about each game, behind one small interface.

An [`Adapter`][kartenregeln.bots.adapters.Adapter] tells the solver and the searching bot: which
seats play together
(``team``), what a finished game is worth to a seat (``payoff``), a key for the
transposition table (``key``; positions with equal keys have equal futures and equal
scores so far) and the moves to search, ordered and with equivalent cards pruned
(``moves``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from typing import Any, Protocol

__all__ = ["Adapter", "FastSolver", "adapter_for", "exact_action_values", "fast_solver"]


class Adapter(Protocol):
    """The game-specific hooks of the solver and the searching bot."""

    def team(self, state: Any, seat: int) -> frozenset[int]: ...

    def payoff(self, state: Any, seat: int) -> float: ...

    def key(self, state: Any, seat: int) -> Hashable | None: ...

    def moves(self, state: Any) -> tuple[Any, ...]: ...

    def action_values(
        self, world: Any, seat: int, legal: tuple[Any, ...], rng: random.Random
    ) -> list[float]: ...

    def lines(
        self, view: Any, actions: tuple[Any, ...], *, every: bool = False
    ) -> list[tuple[int, Any]]: ...

    def line_values(
        self, world: Any, seat: int, actions: tuple[Any, ...], lines: list[tuple[int, Any]],
        rng: random.Random,
    ) -> list[float]: ...  # fmt: skip

    def candidates(self, view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]: ...

    def bidding(self, view: Any) -> bool: ...


class FastSolver(Protocol):
    """A game's fast exact solver for one root seat (see
    [`fast_solver`][kartenregeln.bots.adapters.fast_solver])."""

    nodes: int

    def value_after(self, index: int) -> int: ...

    def equivalent(self, indices: list[int]) -> list[int]: ...


def fast_solver(state: Any, seat: int) -> FastSolver | None:
    """The fast int-based exact solver for ``state`` and root ``seat``, if one applies.

    Schafkopf card play (party games and Ramsch) and every Schapa round have one; the
    Schafkopf bidding has not.
    """
    module = type(state).__module__
    if module.startswith("kartenregeln.schafkopf"):
        from kartenregeln.bots import fast_schafkopf

        return fast_schafkopf.solver_for(state, seat)
    if module.startswith("kartenregeln.schapa"):
        from kartenregeln.bots import fast_schapa

        if fast_schapa.supports(state):
            return fast_schapa.SchapaSolver(state, seat)
        if fast_schapa.supports_layout(state):
            return fast_schapa.LayoutSolver(state, seat)
    return None


def exact_action_values(solver: FastSolver, legal: tuple[Any, ...] | list[Any]) -> list[float]:
    """Exact values of actions with a fast solver (a card by its index, any other action,
    such as Schapa's ``ende`` and ``schapa``, as ``-1``); equivalent cards are solved
    once."""
    indices = [a.card.index if hasattr(a, "card") else -1 for a in legal]
    rep = solver.equivalent(indices)
    found: dict[int, float] = {}
    for r in rep:
        if r not in found:
            found[r] = float(solver.value_after(indices[r]))
    return [found[r] for r in rep]


class GenericAdapter:
    """Every seat for itself, the first score as payoff, no table, all legal moves.

    ``action_values`` solves exactly once at most ``exact_cards`` cards are left in the
    hands (``cards_left``), else plays each action out with ``policy()`` for every seat.
    """

    exact_cards = 0

    def cards_left(self, state: Any) -> int:
        return 0

    def policy(self) -> Any:
        from kartenregeln.bots.base import RandomBot

        return RandomBot()

    def action_values(
        self, world: Any, seat: int, legal: tuple[Any, ...], rng: random.Random
    ) -> list[float]:
        if self.cards_left(world) <= self.exact_cards:
            fast = fast_solver(world, seat)
            if fast is not None:
                return exact_action_values(fast, legal)
            from kartenregeln.bots.solver import _Search

            search = _Search(self, world, seat)
            return [search.value(world.apply(a), -math.inf, math.inf) for a in legal]
        from kartenregeln.bots.arena import play_out

        bots = [self.policy()] * world.num_seats
        return [self.payoff(play_out(world.apply(a), bots, rng), seat) for a in legal]

    def lines(
        self, view: Any, actions: tuple[Any, ...], *, every: bool = False
    ) -> list[tuple[int, Any]]:
        """The lines of play to evaluate: (index of the action, a plan for later); an
        action's value is that of its best line. ``every``: the plans follow every legal
        continuation, as ``advise`` searches every legal action (else only those worth
        searching). Here: each action once, with no plan."""
        return [(i, None) for i in range(len(actions))]

    def line_values(
        self, world: Any, seat: int, actions: tuple[Any, ...], lines: list[tuple[int, Any]],
        rng: random.Random,
    ) -> list[float]:  # fmt: skip
        """Each line's value in one world. Playouts use common random numbers: every line
        is played out with the same seed, so the comparison between them is fair."""
        legal = tuple(actions[i] for i, _ in lines)
        if self.cards_left(world) <= self.exact_cards:
            return list(self.action_values(world, seat, legal, rng))
        seed = rng.getrandbits(64)
        return [self.action_values(world, seat, (a,), random.Random(seed))[0] for a in legal]

    def candidates(self, view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]:
        """The legal actions worth searching when choosing (``advise`` searches all)."""
        return legal

    def bidding(self, view: Any) -> bool:
        """Whether ``view`` asks for a bidding decision (searched with more samples)."""
        return False

    def team(self, state: Any, seat: int) -> frozenset[int]:
        return frozenset({seat})

    def payoff(self, state: Any, seat: int) -> float:
        return float(state.settle().scores[seat])

    def key(self, state: Any, seat: int) -> Hashable | None:
        return None

    def moves(self, state: Any) -> tuple[Any, ...]:
        return tuple(state.legal_actions())


def adapter_for(state_or_view: Any) -> Adapter:
    """The adapter of the game a state or view belongs to."""
    module = type(state_or_view).__module__
    if module.startswith("kartenregeln.schafkopf"):
        from kartenregeln.bots.schafkopf_adapter import SchafkopfAdapter

        return SchafkopfAdapter()
    if module.startswith("kartenregeln.schapa"):
        from kartenregeln.bots.schapa_adapter import SchapaAdapter

        return SchapaAdapter()
    return GenericAdapter()
