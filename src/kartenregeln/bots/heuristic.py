"""``HeuristicBot``: the rule-based player of each game, chosen by the view it is given."""

from __future__ import annotations

import random
from typing import Any

__all__ = ["HeuristicBot"]


class HeuristicBot:
    """Plays like a sensible club player in either game.

    Schafkopf:
    [`kartenregeln.bots.schafkopf_heuristic.SchafkopfHeuristic`][kartenregeln.bots.schafkopf_heuristic.SchafkopfHeuristic];
    Schapa:
    [`kartenregeln.bots.schapa_heuristic.SchapaHeuristic`][kartenregeln.bots.schapa_heuristic.SchapaHeuristic].
    Both are small,
    named, documented rules (``docs/bots.md``).
    """

    name = "heuristic"

    def __init__(self) -> None:
        from kartenregeln.bots.schafkopf_heuristic import SchafkopfHeuristic
        from kartenregeln.bots.schapa_heuristic import SchapaHeuristic

        self._schafkopf = SchafkopfHeuristic()
        self._schapa = SchapaHeuristic()

    def choose(self, view: Any, rng: random.Random) -> Any:
        if type(view).__module__.startswith("kartenregeln.schapa"):
            return self._schapa.choose(view, rng)
        return self._schafkopf.choose(view, rng)

    def plausible(self, view: Any, action: Any, rng: random.Random) -> bool:
        """Whether this player could have taken ``action`` in ``view``: the action it
        would choose, or in the Schafkopf auction any game its hand clears the bar for
        (see ``inference``)."""
        if type(view).__module__.startswith("kartenregeln.schapa"):
            return bool(self._schapa.choose(view, rng) == action)
        return self._schafkopf.plausible(view, action, rng)

    def __repr__(self) -> str:
        return "HeuristicBot()"
