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
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, cast

from typing_extensions import TypeVar

from kartenregeln.facets import BotsFacet
from kartenregeln.registry import facet_of

if TYPE_CHECKING:
    from kartenregeln.bots.base import Bot
    from kartenregeln.game import GameState, View

    State = GameState[Any]
    """A state of any game (the adapter of each game takes its own)."""
    Seen = View[Any] | GameState[Any]
    """A view or a state of any game."""

StateT = TypeVar("StateT", bound="GameState[Any]", default="GameState[Any]")
"""The states a game's adapter takes (any game's by default)."""

__all__ = [
    "Adapter",
    "BotsFacet",
    "FastSolver",
    "GenericAdapter",
    "adapter_for",
    "bots_facet",
    "exact_action_values",
    "fast_solver",
]


class Adapter(Protocol):
    """The game-specific hooks of the solver and the searching bot."""

    def team(self, state: State, seat: int) -> frozenset[int]: ...

    def payoff(self, state: State, seat: int) -> float: ...

    def key(self, state: State, seat: int) -> Hashable | None: ...

    def moves(self, state: State) -> tuple[Hashable, ...]: ...

    def action_values(
        self, world: State, seat: int, legal: tuple[Hashable, ...], rng: random.Random
    ) -> list[float]: ...

    def lines(
        self, view: Seen, actions: tuple[Hashable, ...], *, every: bool = False
    ) -> list[tuple[int, object]]: ...

    def line_values(
        self,
        world: State,
        seat: int,
        actions: tuple[Hashable, ...],
        lines: list[tuple[int, object]],
        rng: random.Random,
    ) -> list[float]: ...

    def candidates(self, view: Seen, legal: tuple[Hashable, ...]) -> tuple[Hashable, ...]: ...

    def bidding(self, view: Seen) -> bool: ...

    def inferable_bid(self, view: Seen) -> bool: ...

    def fast_solver(self, state: State, seat: int) -> FastSolver | None: ...

    def dealt_and_played(self, world: State) -> tuple[list[int], list[int]]: ...

    def redeal(self, world: State, hands: list[int]) -> State: ...


class FastSolver(Protocol):
    """A game's fast exact solver for one root seat (see
    [`fast_solver`][kartenregeln.bots.adapters.fast_solver])."""

    nodes: int

    def value(self) -> int: ...

    def value_after(self, index: int) -> int: ...

    def equivalent(self, indices: list[int]) -> list[int]: ...


def bots_facet(value: object) -> BotsFacet | None:
    """The ``"bots"`` facet of the game ``value`` (a state, a view, …) belongs to, or
    ``None`` for a value of no registered game or a game without bots (found by
    [`facet_of`][kartenregeln.registry.facet_of])."""
    try:
        return facet_of(value, "bots")
    except (TypeError, LookupError):
        return None


def fast_solver(state: State, seat: int) -> FastSolver | None:
    """The fast int-based exact solver for ``state`` and root ``seat``, if one applies
    (asked of the game's adapter).

    Schafkopf card play (party games and Ramsch) and every Schapa round have one; the
    Schafkopf bidding has not.
    """
    return adapter_for(state).fast_solver(state, seat)


def exact_action_values(solver: FastSolver, legal: Sequence[Hashable]) -> list[float]:
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


class GenericAdapter(Generic[StateT]):
    """Every seat for itself, the first score as payoff, no table, all legal moves.

    ``action_values`` solves exactly once the position is small enough (``cards_left``
    at most ``exact_limit``), else plays each action out with ``policy()`` for every
    seat: to the end, or, with ``exact_playouts``, until the first trick boundary small
    enough to be solved exactly, whose exact value is then the playout's value.

    A game's adapter subclasses it for its own states: ``GenericAdapter[MyState]``
    (``GenericAdapter`` alone takes any game's state).
    """

    exact_cards = 0
    exact_playouts = False
    """Whether playouts end in an exact search once small enough (``finish``)."""

    def cards_left(self, state: StateT) -> int:
        return 0

    def exact_limit(self, state: StateT) -> int:
        """The size (``cards_left``) from which ``state``'s game is solved exactly:
        ``exact_cards`` here."""
        return self.exact_cards

    def at_boundary(self, state: StateT) -> bool:
        """Whether a fast solver's ``value()`` applies to ``state`` (no trick begun)."""
        return False

    def finish(self, state: StateT, seat: int, policy: Bot, rng: random.Random) -> float:
        """``state`` played on by ``policy`` for every seat until a trick boundary small
        enough for an exact search (``exact_limit``), and then solved exactly: its value
        for ``seat`` (the payoff of the end when no such boundary comes)."""
        while not state.is_over:
            if self.at_boundary(state) and self.cards_left(state) <= self.exact_limit(state):
                fast = self.fast_solver(state, seat)
                if fast is not None:
                    return float(fast.value())
            mover = state.to_move
            assert mover is not None  # a state that is not over has a seat to move
            state = state.apply(policy.choose(state.view(mover), rng))
        return self.payoff(state, seat)

    def policy(self) -> Bot:
        from kartenregeln.bots.base import RandomBot

        return RandomBot()

    def action_values(
        self, world: StateT, seat: int, legal: tuple[Hashable, ...], rng: random.Random
    ) -> list[float]:
        if self.cards_left(world) <= self.exact_limit(world):
            fast = self.fast_solver(world, seat)
            if fast is not None:
                return exact_action_values(fast, legal)
            # this adapter answers for the states of its game, as every adapter does
            search = _Search(cast("Adapter", self), world, seat)
            return [search.value(world.apply(a), -math.inf, math.inf) for a in legal]
        if self.exact_playouts:
            policy = self.policy()
            return [self.finish(world.apply(a), seat, policy, rng) for a in legal]
        from kartenregeln.bots.arena import play_out

        bots = [self.policy()] * world.num_seats
        return [self.payoff(play_out(world.apply(a), bots, rng), seat) for a in legal]

    def lines(
        self, view: View[Any] | StateT, actions: tuple[Hashable, ...], *, every: bool = False
    ) -> list[tuple[int, object]]:
        """The lines of play to evaluate: (index of the action, a plan for later); an
        action's value is that of its best line. ``every``: the plans follow every legal
        continuation, as ``advise`` searches every legal action (else only those worth
        searching). Here: each action once, with no plan."""
        return [(i, None) for i in range(len(actions))]

    def line_values(
        self,
        world: StateT,
        seat: int,
        actions: tuple[Hashable, ...],
        lines: list[tuple[int, object]],
        rng: random.Random,
    ) -> list[float]:
        """Each line's value in one world. Playouts use common random numbers: every line
        is played out with the same seed, so the comparison between them is fair."""
        legal = tuple(actions[i] for i, _ in lines)
        if self.cards_left(world) <= self.exact_limit(world):
            return list(self.action_values(world, seat, legal, rng))
        seed = rng.getrandbits(64)
        return [self.action_values(world, seat, (a,), random.Random(seed))[0] for a in legal]

    def candidates(
        self, view: View[Any] | StateT, legal: tuple[Hashable, ...]
    ) -> tuple[Hashable, ...]:
        """The legal actions worth searching when choosing (``advise`` searches all)."""
        return legal

    def bidding(self, view: View[Any] | StateT) -> bool:
        """Whether ``view`` (or a state) asks for a bidding decision (searched with more
        samples)."""
        return False

    def inferable_bid(self, view: View[Any] | StateT) -> bool:
        """Whether a bidding decision in ``view`` (or a state) tells something of the hand
        (counted by ``surprise``): every one here."""
        return self.bidding(view)

    def fast_solver(self, state: StateT, seat: int) -> FastSolver | None:
        """The game's fast exact solver for ``state`` and root ``seat``; none here."""
        return None

    def dealt_and_played(self, world: StateT) -> tuple[list[int], list[int]]:
        """Each seat's hand now and the cards it has played, as masks (for inference)."""
        raise TypeError(f"no inference for {type(world).__name__}")

    def redeal(self, world: StateT, hands: list[int]) -> StateT:
        """The state right after dealing ``hands`` (masks) in ``world``'s game."""
        raise TypeError(f"no inference for {type(world).__name__}")

    def team(self, state: StateT, seat: int) -> frozenset[int]:
        return frozenset({seat})

    def payoff(self, state: StateT, seat: int) -> float:
        return float(state.settle().scores[seat])

    def key(self, state: StateT, seat: int) -> Hashable | None:
        return None

    def moves(self, state: StateT) -> tuple[Hashable, ...]:
        return tuple(state.legal_actions())


def adapter_for(state_or_view: object) -> Adapter:
    """The adapter of the game a state or view belongs to (its ``"bots"`` facet's), or
    the generic one for a game without bots."""
    facet = bots_facet(state_or_view)
    return GenericAdapter() if facet is None else facet.adapter()


class _Search:
    def __init__(self, adapter: Adapter, root: State, seat: int) -> None:
        self.adapter = adapter
        self.seat = seat
        self.team = adapter.team(root, seat)
        self.table: dict[Hashable, tuple[float, float]] = {}
        self.nodes = 0

    def value(self, state: State, alpha: float, beta: float) -> float:
        """Fail-soft alpha-beta; the exact value if it lies in (alpha, beta)."""
        self.nodes += 1
        if state.is_over:
            return self.adapter.payoff(state, self.seat)
        key = self.adapter.key(state, self.seat)
        if key is not None:
            bounds = self.table.get(key)
            if bounds is not None:
                lo, hi = bounds
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maximizing = state.to_move in self.team
        best = -math.inf if maximizing else math.inf
        for action in self.adapter.moves(state):
            v = self.value(state.apply(action), alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            lo, hi = self.table.get(key, (-math.inf, math.inf))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best
