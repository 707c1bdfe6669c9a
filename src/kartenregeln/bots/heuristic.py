"""``HeuristicBot``: the rule-based player of each game, chosen by the view it is given."""

from __future__ import annotations

import random
from typing import Any

from kartenregeln.bots.adapters import bots_facet

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
        self._players: dict[int, Any] = {}

    def _player(self, view: Any) -> Any:
        facet = bots_facet(view)
        if facet is None:
            raise TypeError(f"no heuristic player for {type(view).__name__}")
        player = self._players.get(id(facet))
        if player is None:
            player = self._players[id(facet)] = facet.heuristic()
        return player

    def choose(self, view: Any, rng: random.Random) -> Any:
        return self._player(view).choose(view, rng)

    def plausible(self, view: Any, action: Any, rng: random.Random) -> bool:
        """Whether this player could have taken ``action`` in ``view``: the action it
        would choose, or in the Schafkopf auction any game its hand clears the bar for
        (see ``inference``)."""
        return bool(self._player(view).plausible(view, action, rng))

    def __repr__(self) -> str:
        return "HeuristicBot()"
