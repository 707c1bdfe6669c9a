"""Schafkopf's bots: the game's ``"bots"`` facet (see
[`BotsFacet`][kartenregeln.facets.BotsFacet]).

- [`adapter`][kartenregeln.bots.schafkopf.adapter] — the hooks of the solver and the
  searching bot (parties, payoff, transposition key, move ordering, bidding lines);
- [`heuristic`][kartenregeln.bots.schafkopf.heuristic] — the rule-based player;
- the fast exact solver of the card play is
  [`kartenregeln.bots.schafkopf.fast`][kartenregeln.bots.schafkopf.fast].
"""

from __future__ import annotations

from typing import Any

from kartenregeln.bots.adapters import FastSolver
from kartenregeln.bots.schafkopf import fast as fast_schafkopf
from kartenregeln.bots.schafkopf._arena import arena_rules, arena_unit, arena_units
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.bots.schafkopf.heuristic import SchafkopfHeuristic

__all__ = [
    "SchafkopfAdapter",
    "SchafkopfHeuristic",
    "adapter",
    "arena_rules",
    "arena_unit",
    "arena_units",
    "heuristic",
    "solver",
]


def adapter() -> SchafkopfAdapter:
    """The Schafkopf adapter."""
    return SchafkopfAdapter()


def solver(state: Any, seat: int) -> FastSolver | None:
    """The fast solver of a Schafkopf card play (party games and Ramsch, four players)."""
    return fast_schafkopf.solver_for(state, seat)


def heuristic() -> SchafkopfHeuristic:
    """The Schafkopf rule-based player."""
    return SchafkopfHeuristic()
