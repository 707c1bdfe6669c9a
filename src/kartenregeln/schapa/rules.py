"""The frozen house rules of Schapa and everything derived from the deck.

>>> rules = Rules(players=4)
>>> len(rules.deck), rules.hand_size, rules.tricks, rules.club_total, str(rules.ace_after)
(52, 13, 13, 95, '2')
>>> [Rules(players=n).club_total for n in (3, 4, 5, 6)]
[93, 95, 86, 93]
>>> Rules(players=7)
Traceback (most recent call last):
...
ValueError: Schapa is played by 3 to 6 players, not 7
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet, Rank, Suit
from kartenregeln.messages import say

__all__ = ["ALL_ROUNDS", "LAYOUT_ROUND", "Rules"]

ALL_ROUNDS: Final = (1, 2, 3, 4, 5, 6, 7, 8)
"""The eight rounds in their order."""

LAYOUT_ROUND: Final = 7
"""The layout (Domino) round; every other round is played in tricks."""

_REMOVED: Final[dict[int, tuple[Rank, ...]]] = {
    3: (Rank.TWO,),
    4: (),
    5: (Rank.TWO, Rank.THREE, Rank.FOUR),
    6: (Rank.TWO,),
}
_ALL_RANKS: Final = tuple(sorted(set(Rank), reverse=True))
_SUITS: Final = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)


def _club_value(rank: Rank) -> int:
    if rank == Rank.ACE:
        return 11
    if rank >= Rank.JACK:
        return 10
    return int(rank)


@attrs.frozen(slots=True)
class DeckInfo:
    """Everything that follows from the number of players (internal, cached per count)."""

    players: int
    ranks: tuple[Rank, ...]
    mask: int
    hand_size: int
    lowest: Rank
    club_total: int
    next_fit: tuple[int, ...]
    """``next_fit[i]``: the cards that come to fit the layout once card ``i`` is laid."""
    sevens: int


@cache
def deck_info(players: int) -> DeckInfo:
    """The deck for ``players`` seats and the tables derived from it (cached)."""
    removed = _REMOVED[players]
    ranks = tuple(r for r in _ALL_RANKS if r not in removed)
    deck = CardSet.deck(ranks)
    lowest = min(ranks)
    next_fit = [0] * 52
    for suit in _SUITS:
        for rank in ranks:
            card = Card(suit, rank)
            nxt = 0
            if rank == Rank.ACE:
                nxt = 0
            elif rank == Rank.SEVEN:
                nxt = Card(suit, Rank.EIGHT).bit | Card(suit, Rank.SIX).bit
            elif Rank.SEVEN < rank < Rank.KING:
                nxt = Card(suit, Rank(int(rank) + 1)).bit
            elif rank == lowest:
                nxt = Card(suit, Rank.ACE).bit
            elif rank < Rank.SEVEN:
                nxt = Card(suit, Rank(int(rank) - 1)).bit
            next_fit[card.index] = nxt & deck.mask
    clubs = sum(_club_value(r) for r in ranks)
    return DeckInfo(
        players=players,
        ranks=ranks,
        mask=deck.mask,
        hand_size=len(deck) // players,
        lowest=lowest,
        club_total=clubs,
        next_fit=tuple(next_fit),
        sevens=CardSet.deck([Rank.SEVEN]).mask,
    )


def _check_players(_inst: object, _attr: object, value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(say("rules_sp_players_type", value=repr(value)))
    if not 3 <= value <= 6:
        raise ValueError(say("rules_sp_players", value=str(value)))


def _check_bool(_inst: object, attr: attrs.Attribute[bool], value: object) -> None:
    if not isinstance(value, bool):
        raise TypeError(say("rules_bool", field=attr.name, value=repr(value)))


def _to_rounds(value: Iterable[int]) -> tuple[int, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(say("rules_sp_rounds_type", value=repr(value)))
    return tuple(value)


def _check_rounds(_inst: object, _attr: object, value: tuple[int, ...]) -> None:
    if not value:
        raise ValueError(say("rules_sp_rounds_empty"))
    for r in value:
        if not isinstance(r, int) or isinstance(r, bool) or r not in ALL_ROUNDS:
            raise ValueError(say("rules_sp_round", value=repr(r)))


@attrs.frozen(slots=True)
class Rules(WireMethods):
    """How a table plays Schapa. Frozen; checked when built.

    ``players``
        3 to 6. Fixes the deck: 3 and 6 players leave out the 2s, 5 players the 2s,
        3s and 4s.
    ``play_out``
        Play rounds 3 and 4 to the last trick instead of ending them once no trick can
        change a score.
    ``one_card_per_turn``
        In round 7 a turn is one card; by default a seat may lay several
        ("mindestens eine Karte").
    ``rounds``
        The rounds a match plays, in order (default all eight).
    """

    players: int = attrs.field(default=4, validator=_check_players)
    play_out: bool = attrs.field(default=False, validator=_check_bool)
    one_card_per_turn: bool = attrs.field(default=False, validator=_check_bool)
    rounds: tuple[int, ...] = attrs.field(
        default=ALL_ROUNDS, converter=_to_rounds, validator=_check_rounds
    )

    @property
    def info(self) -> DeckInfo:
        """The cached tables derived from the deck (internal use)."""
        return deck_info(self.players)

    @property
    def deck(self) -> CardSet:
        """The cards in play: 48, 52, 40 or 48 for 3, 4, 5 or 6 players."""
        return CardSet.from_mask(deck_info(self.players).mask)

    @property
    def ranks(self) -> tuple[Rank, ...]:
        """The ranks in the deck, high to low."""
        return deck_info(self.players).ranks

    @property
    def hand_size(self) -> int:
        """Cards per seat: 16, 13, 8 or 8."""
        return deck_info(self.players).hand_size

    @property
    def tricks(self) -> int:
        """Tricks in a round played out: the hand size."""
        return deck_info(self.players).hand_size

    @property
    def club_total(self) -> int:
        """The value of all clubs in the deck (round 6): 93, 95, 86 or 93."""
        return deck_info(self.players).club_total

    @property
    def lowest_rank(self) -> Rank:
        """The lowest rank in the deck: 3, 2, 5 or 3."""
        return deck_info(self.players).lowest

    @property
    def ace_after(self) -> Rank:
        """In round 7 the ace of a suit is laid after this rank (the lowest in the deck)."""
        return deck_info(self.players).lowest
