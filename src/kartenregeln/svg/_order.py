"""The order a set of cards without a Schafkopf game is shown in: suit by suit (clubs or
Eichel first), each from the highest down. The French face ranks A K Q J 10 … 2 (Schapa's
``display_order``); the Bavarian face ranks as Schafkopf does outside the trumps: Sau,
Zehn, König, Ober, Unter, Neun, Acht, Sieben. (A hand of a Schafkopf game is shown in
``schafkopf.display_order``, its trumps first.)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from kartenregeln.cards import Card, Rank

__all__ = ["plain_order"]

_BAVARIAN_RANKS: Final = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)


def plain_order(cards: Iterable[Card], bavarian: bool) -> tuple[Card, ...]:
    """Suit by suit (clubs/Eichel first), each from the highest rank down."""
    if not bavarian:
        return tuple(sorted(cards, key=lambda c: c.index))  # the order of the deck

    def key(card: Card) -> tuple[int, int, int]:
        if card.rank in _BAVARIAN_RANKS:
            return (int(card.suit), 0, _BAVARIAN_RANKS.index(card.rank))
        return (int(card.suit), 1, -int(card.rank))

    return tuple(sorted(cards, key=key))
