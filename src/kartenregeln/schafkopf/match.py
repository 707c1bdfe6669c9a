"""A match (Partie): a fixed number of games, the dealer moving clockwise, the running
totals (Bilanz) and the placement bonus 30/15/5.

>>> import random
>>> from kartenregeln.schafkopf import Rules, Match
>>> m = Match(Rules(), games=8, first_dealer=2)
>>> state = m.deal(random.Random(3))
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[-1])
>>> m = m.record(state)
>>> m.games_played, m.dealer, sum(m.totals)
(1, 3, 0)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import FactError
from kartenregeln.game import Placement
from kartenregeln.messages import say
from kartenregeln.schafkopf.rules import Rules
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.state import GameState, deal

__all__ = ["BONUS", "Match", "Placement"]

BONUS: Final = (30, 15, 5)
"""The leaderboard bonus for places 1, 2 and 3."""


def _rules(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Rules):
        raise TypeError(f"Match.rules must be a schafkopf Rules value, not {value!r}")


GAMES: Final[dict[int, tuple[int, ...]]] = {4: (8, 12, 16, 24), 3: (9, 12, 18, 24)}
"""The lengths a match may have, by ``Rules.players`` (every seat deals as often)."""


def _games(inst: Any, attribute: attrs.Attribute[Any], value: object) -> None:
    allowed = GAMES[inst.rules.players]
    if type(value) is not int or value not in allowed:
        *most, last = allowed
        words = "" if inst.rules.players == 4 else " with three players"
        raise ValueError(
            say(
                "match_length",
                lengths=f"{', '.join(map(str, most))} or {last}",
                words=words,
                value=repr(value),
            )
        )


def _default_games(inst: Any) -> int:
    return GAMES[getattr(inst.rules, "players", 4)][0]


def _seat(inst: Any, attribute: attrs.Attribute[Any], value: object) -> None:
    n = inst.rules.players
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise ValueError(say("match_seat", name=attribute.name, last=n - 1, value=repr(value)))


def _results(inst: Any, attribute: attrs.Attribute[Any], value: object) -> None:
    """The games played so far: settlements of this match's table, at most ``games``."""
    if not isinstance(value, tuple):
        raise TypeError(f"Match.results must be a tuple of Settlement values, not {value!r}")
    if len(value) > inst.games:
        raise FactError(say("results_games", n=len(value), games=inst.games))
    n = inst.rules.players
    for i, r in enumerate(value):
        if not isinstance(r, Settlement):
            raise TypeError(f"results[{i}] must be a schafkopf Settlement, not {r!r}")
        if len(r.balance) != n:
            raise FactError(say("results_seats_game", i=i, n=len(r.balance), seats=n))


@attrs.frozen
class Match(WireMethods):
    """A series of games as a value: [`record`][kartenregeln.schafkopf.match.Match.record] returns a
    new match."""

    GAMES: ClassVar[dict[int, tuple[int, ...]]] = GAMES
    """The lengths a match may have, by ``Rules.players``."""

    rules: Rules = attrs.field(validator=_rules)
    """The rules every game of the match is played by."""
    games: int = attrs.field(
        default=attrs.Factory(_default_games, takes_self=True), validator=_games
    )
    """How many games the match has (``GAMES`` lists the lengths allowed)."""
    first_dealer: int = attrs.field(default=0, validator=_seat)
    """The dealer of the first game; the deal moves one seat on per game."""
    results: tuple[Settlement, ...] = attrs.field(default=(), validator=_results)
    """The settlements of the games played so far, in order (at most ``games``; a
    thrown-in deal counts as a game)."""

    @property
    def games_played(self) -> int:
        """How many games have been recorded (thrown-in deals count)."""
        return len(self.results)

    @property
    def is_over(self) -> bool:
        """Whether all games have been played."""
        return len(self.results) >= self.games

    @property
    def dealer(self) -> int:
        """The dealer of the next game."""
        return (self.first_dealer + len(self.results)) % self.rules.players

    @property
    def totals(self) -> tuple[int, ...]:
        """The running balance (Bilanz) per seat (``sum(totals) + pot == 0``)."""
        n = self.rules.players
        out = [0] * n
        for r in self.results:
            for s in range(n):
                out[s] += r.balance[s]
        return tuple(out)

    @property
    def pot(self) -> int:
        """The Stock in the pot now (``Rules.stock``; 0 without it)."""
        return sum(r.stock for r in self.results)

    def deal(self, rng: random.Random) -> GameState:
        """The next game, shuffled by ``rng``."""
        self._check_open()
        return deal(self.rules, dealer=self.dealer, rng=rng, pot=self.pot)

    def start(self, hands: Sequence[str | CardSet | Iterable[Card]]) -> GameState:
        """The next game from given hands (positionally or as ``hands=``, as in every game)."""
        self._check_open()
        return GameState.start(self.rules, dealer=self.dealer, hands=hands, pot=self.pot)

    def record(self, state: GameState) -> Match:
        """The match with the finished game ``state`` added."""
        self._check_open()
        if not isinstance(state, GameState):
            raise TypeError(f"record takes a schafkopf GameState, not {state!r}")
        if not state.is_over:
            raise ValueError(say("record_unfinished"))
        if state.dealer != self.dealer:
            raise ValueError(say("record_dealer", seat=self.dealer, other=state.dealer))
        if state.rules != self.rules:
            raise ValueError(say("record_rules"))
        if state.pot != self.pot:
            raise ValueError(say("record_pot", pot=state.pot, other=self.pot))
        return Match(self.rules, self.games, self.first_dealer, (*self.results, state.settle()))

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    def placements(self) -> tuple[Placement, ...]:
        """Places and bonus per seat (seat order, [`Placement`][kartenregeln.game.Placement]
        values); equal totals share the better place."""
        totals = self.totals
        out = []
        for s in range(self.rules.players):
            place = 1 + sum(1 for t in totals if t > totals[s])
            bonus = BONUS[place - 1] if place <= len(BONUS) else 0
            out.append(Placement(s, totals[s], place, bonus))
        return tuple(out)

    def _check_open(self) -> None:
        if self.is_over:
            raise ValueError(say("match_over_games", n=self.games))
