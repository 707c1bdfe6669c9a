"""The order cards are shown in: a hand as players hold it.

For Schafkopf the trumps of the game come first, highest first, then the suits (Eichel,
Gras, Herz, Schellen), each from the Sau down; before a game is announced the hand is
sorted as for a Rufspiel (Ober, Unter, Herz are trumps). Any other set of cards is shown
suit by suit, highest first (Sau, Zehn, König, … in the Bavarian face; A, K, Q, J, 10, …
in the French face).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from kartenregeln.cards import Card, Rank
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.display import display_order

__all__ = ["plain_order", "schafkopf_order"]

_BAVARIAN_RANKS: Final = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)


def plain_order(cards: Iterable[Card], bavarian: bool) -> list[Card]:
    """Suit by suit (clubs/Eichel first), each from the highest rank down."""

    def key(card: Card) -> tuple[int, int, int]:
        if bavarian and card.rank in _BAVARIAN_RANKS:
            return (int(card.suit), 0, _BAVARIAN_RANKS.index(card.rank))
        return (int(card.suit), 1, -int(card.rank))

    return sorted(cards, key=key)


def schafkopf_order(cards: Iterable[Card], game: Contract | None) -> list[Card]:
    """Trumps of ``game`` first (highest first), then the suits, as a Schafkopf hand is held
    (:func:`kartenregeln.schafkopf.display_order`)."""
    return list(display_order(cards, game))
