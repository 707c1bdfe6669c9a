"""``HeuristicBot``: the rule-based player of each game, chosen by the view it is given."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Protocol, cast

from kartenregeln.bots.adapters import bots_facet
from kartenregeln.bots.base import ActionT, Bot

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View


class _Player(Bot, Protocol):
    """A game's rule-based player (its ``"bots"`` facet's ``heuristic()``): a bot that
    also says whether an action is one it could have taken (it is given views of its own
    game only)."""

    def plausible(self, view: View[Any], action: Hashable, rng: random.Random) -> bool: ...


__all__ = ["HeuristicBot"]


class HeuristicBot:
    """Plays like a sensible club player in either game: the rule-based player of the
    game the view belongs to (its ``"bots"`` facet's ``heuristic``).

    Schafkopf:
    [`kartenregeln.bots.schafkopf.heuristic.SchafkopfHeuristic`][kartenregeln.bots.schafkopf.heuristic.SchafkopfHeuristic];
    Schapa:
    [`kartenregeln.bots.schapa.heuristic.SchapaHeuristic`][kartenregeln.bots.schapa.heuristic.SchapaHeuristic].
    Both are small,
    named, documented rules (``docs/bots.md``).
    """

    name = "heuristic"

    def __init__(self) -> None:
        self._players: dict[int, _Player] = {}

    def _player(self, view: View[Any]) -> _Player:
        facet = bots_facet(view)
        if facet is None:
            raise TypeError(f"no heuristic player for {type(view).__name__}")
        player = self._players.get(id(facet))
        if player is None:
            player = self._players[id(facet)] = cast("_Player", facet.heuristic())
        return player

    def choose(self, view: View[GameState[ActionT]], rng: random.Random) -> ActionT:
        # the game's player answers with one of the view's legal actions
        return cast("ActionT", self._player(view).choose(view, rng))

    def plausible(self, view: View[Any], action: Hashable, rng: random.Random) -> bool:
        """Whether this player could have taken ``action`` in ``view``: the action it
        would choose, or in the Schafkopf auction any game its hand clears the bar for
        (see ``inference``)."""
        return bool(self._player(view).plausible(view, action, rng))

    def __repr__(self) -> str:
        return "HeuristicBot()"
