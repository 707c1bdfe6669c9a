"""The ``bots`` facet of a plain trick game (see [`kartenregeln.plain`][kartenregeln.plain]):
give it the game's rule-based player and what of a deal's score is known so far, and the
generic search ([`SearchBot`][kartenregeln.bots.SearchBot]) and the duplicate arena
([`run_duplicate`][kartenregeln.bots.arena.run_duplicate]) play the game.

>>> from kartenregeln.bots.base import RandomBot
>>> facet = PlainBots(RandomBot, rules=None, score=lambda state: ())
>>> facet.arena_units(), facet.solver(None, 0)
('matches', None)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

from kartenregeln.bots.adapters import FastSolver, GenericAdapter
from kartenregeln.bots.arena import duplicate_match

if TYPE_CHECKING:
    from kartenregeln.bots.base import Bot
    from kartenregeln.game import GameState, Rules

__all__ = ["PlainAdapter", "PlainBots"]


class PlainAdapter(GenericAdapter):
    """The generic search's hooks for a plain trick game: a state with ``hands`` (card
    sets), ``trick`` and ``to_move``. The last ``exact_cards`` cards are searched exactly,
    positions told apart by the hands, the trick, the seat to move and ``score(state)``
    (what of the deal's score is decided so far); earlier ones are played out by
    ``policy()``, a new rule-based player."""

    exact_cards = 12

    def __init__(self, policy: Callable[[], Bot], score: Callable[[Any], Hashable]) -> None:
        self._policy = policy
        self._score = score

    def cards_left(self, state: GameState[Any]) -> int:
        return sum(len(hand) for hand in state.hands)

    def policy(self) -> Bot:
        return self._policy()

    def key(self, state: GameState[Any], seat: int) -> Hashable:
        hands = tuple(hand.mask for hand in state.hands)
        return (hands, tuple(state.trick), state.to_move, self._score(state))


class PlainBots:
    """A ``bots`` facet (see [`BotsFacet`][kartenregeln.facets.BotsFacet]):
    ``heuristic`` makes the game's rule-based player (a bot with ``choose`` and
    ``plausible``), ``rules`` are the rules of a duplicate run, ``score`` is
    [`PlainAdapter`][kartenregeln.bots.plain.PlainAdapter]'s. The arena's unit is the
    library's duplicate match; there is no fast solver."""

    def __init__(
        self,
        heuristic: Callable[[], Bot],
        *,
        rules: Rules,
        score: Callable[[Any], Hashable],
        units: str = "matches",
    ) -> None:
        self._heuristic, self._rules, self._score, self._units = heuristic, rules, score, units

    def adapter(self) -> PlainAdapter:
        return PlainAdapter(self._heuristic, self._score)

    def solver(self, state: object, seat: int) -> FastSolver | None:
        return None

    def heuristic(self) -> Bot:
        return self._heuristic()

    def arena_rules(self) -> Rules:
        return self._rules

    def arena_units(self) -> str:
        return self._units

    def arena_unit(self, args: tuple[int, int, Bot, Bot, Rules]) -> tuple[float, tuple[str, ...]]:
        return duplicate_match(args)
