"""An exact solver for perfect-information positions of either game.

``solve(state)`` searches the rest of the game with every hand known and returns the exact
value for the seat to move and the best actions. The value is what that seat gets at the
end, measured as the game measures it (Schafkopf: the seat's ``balance``; Schapa: the
seat's round score), assuming every other seat plays against it — except the seat's own
partner in a Schafkopf game, who plays with it. In Schafkopf with two parties this is the
exact minimax value; in Schapa and Ramsch, where everyone plays for himself, it is the
"paranoid" value (what the seat can guarantee against everybody).

Schafkopf card play (the party games Rufspiel, Farbsolo, Wenz, Geier, Tout, and the
Ramsch) and every Schapa round (the trick rounds and round 7, the layout) go to the fast
int-based solvers ([`kartenregeln.bots.schafkopf.fast`][kartenregeln.bots.schafkopf.fast],
[`kartenregeln.bots.schapa.fast`][kartenregeln.bots.schapa.fast]). Anything else uses the generic
search over the
public ``state.apply``, which is also the reference the fast solvers are tested against:
alpha-beta with a transposition table at trick boundaries, move ordering by a per-game
hint, and equivalent-card pruning (cards adjacent in the game's order, with equal value,
are one move), with the game's hooks in a small adapter
([`kartenregeln.bots.adapters`][kartenregeln.bots.adapters]). ``solve(state, generic=True)`` forces
the generic
search (the reference for the fast solvers).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import attrs

from kartenregeln.bots.adapters import _Search, adapter_for, exact_action_values, fast_solver

if TYPE_CHECKING:
    from kartenregeln.game import GameState

__all__ = ["SolveResult", "minimax", "solve", "solver_backend"]


@attrs.frozen
class SolveResult:
    """The exact value for ``seat`` and every legal action's value, best first."""

    seat: int
    value: float
    best: tuple[Any, ...]
    values: tuple[tuple[Any, float], ...]
    nodes: int

    def __str__(self) -> str:
        moves = ", ".join(f"{a} {v:+g}" for a, v in self.values)
        return f"seat {self.seat}: value {self.value:+g}; {moves}"


def solver_backend() -> str:
    """Which search the fast solvers run: ``"native"`` (the compiled one, installed when
    the package was built with a C compiler) or ``"python"`` (the pure-Python reference,
    also forced by the environment variable ``KARTENREGELN_PURE=1``). Both give the same
    values and visit the same nodes; the compiled one is 25-40 times faster.

    >>> solver_backend() in ("native", "python")
    True
    """
    from kartenregeln.bots._native.native import backend

    return backend()


def solve(state: GameState[Any], *, generic: bool = False) -> SolveResult:
    """Solve a perfect-information position exactly for the seat to move.

    Every legal action gets its exact value (equivalent cards share one), best first.
    ``generic=True`` uses the generic search even where a fast solver applies.

    >>> import random
    >>> from kartenregeln import schapa as sp
    >>> state = sp.deal(sp.Rules(players=4), round=5, dealer=0, rng=random.Random(3))
    >>> while len(state.hands[0]) > 2:
    ...     state = state.apply(state.legal_actions()[0])
    >>> result = solve(state)
    >>> result.value == max(v for _, v in result.values)
    True
    """
    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over: there is nothing to solve")
    legal = tuple(state.legal_actions())
    fast = None if generic else fast_solver(state, seat)
    values: list[tuple[Hashable, float]] = []
    if fast is not None:
        values = list(zip(legal, exact_action_values(fast, legal), strict=True))
        nodes = fast.nodes
    else:
        search = _Search(adapter_for(state), state, seat)
        for action in legal:
            v = search.value(state.apply(action), -math.inf, math.inf)
            values.append((action, v))
        nodes = search.nodes
    values.sort(key=lambda av: -av[1])
    top = values[0][1]
    best = tuple(a for a, v in values if v == top)
    return SolveResult(seat, top, best, tuple(values), nodes)


def minimax(state: GameState[Any], seat: int | None = None) -> float:
    """Plain minimax without pruning or tables: the reference the solver is checked against.

    Same value convention as [`solve`][kartenregeln.bots.solver.solve]; only for small positions.
    """
    root_seat = state.to_move if seat is None else seat
    if root_seat is None:
        raise ValueError("the game is over")
    adapter = adapter_for(state)
    team = adapter.team(state, root_seat)

    def rec(s: GameState[Any]) -> float:
        if s.is_over:
            return adapter.payoff(s, root_seat)
        vals = [rec(s.apply(a)) for a in s.legal_actions()]
        return max(vals) if s.to_move in team else min(vals)

    return rec(state)
