"""The order a Schapa hand is shown in: by suit, each from the ace down.

>>> from kartenregeln.cards import CardSet
>>> " ".join(map(str, display_order(CardSet.parse("7H AC 10H QS 2C"))))
'AC 2C QS 10H 7H'
"""

from __future__ import annotations

from collections.abc import Iterable

from kartenregeln.cards import Card, CardSet

__all__ = ["display_order"]


def display_order(hand: CardSet | Iterable[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` by suit (clubs, spades, hearts, diamonds), each suit from the
    ace down to the two: the order of the deck, which Schapa keeps in every round."""
    return tuple(sorted(hand, key=lambda c: c.index))
