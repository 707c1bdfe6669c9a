"""Schapa's bots: the game's ``"bots"`` facet (see
[`BotsFacet`][kartenregeln.facets.BotsFacet]).

- [`adapter`][kartenregeln.bots.schapa.adapter] — the hooks of the solver and the searching
  bot (payoff, transposition key, equivalent cards);
- [`heuristic`][kartenregeln.bots.schapa.heuristic] — the rule-based player;
- [`inference`][kartenregeln.bots.schapa.inference] — the searching bot's worlds of the
  trick rounds, weighed by the cards the other seats chose;
- the fast exact solvers of the trick rounds and of round 7 are in
  [`kartenregeln.bots.schapa.fast`][kartenregeln.bots.schapa.fast].
"""

from __future__ import annotations

from typing import Any

from kartenregeln.bots.adapters import FastSolver
from kartenregeln.bots.schapa._arena import arena_rules, arena_unit, arena_units
from kartenregeln.bots.schapa.adapter import SchapaAdapter
from kartenregeln.bots.schapa.heuristic import SchapaHeuristic

__all__ = [
    "SchapaAdapter",
    "SchapaHeuristic",
    "adapter",
    "arena_rules",
    "arena_unit",
    "arena_units",
    "heuristic",
    "solver",
]


def adapter() -> SchapaAdapter:
    """The Schapa adapter."""
    return SchapaAdapter()


def solver(state: Any, seat: int) -> FastSolver | None:
    """The fast solver of a Schapa trick round or of round 7, if one applies."""
    return SchapaAdapter().fast_solver(state, seat)


def heuristic() -> SchapaHeuristic:
    """The Schapa rule-based player."""
    return SchapaHeuristic()
