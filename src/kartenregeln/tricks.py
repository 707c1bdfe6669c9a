"""What both games share about tricks: following suit and the winner of a trick.

Cards here are plain card indices (``Card.index``) and sets are int masks, because these
functions sit on the hot path of every game. A game describes its card order with two
tables indexed by card index: ``follow_class`` (which "suit" a card belongs to for
following; trump is a class of its own) and ``power`` (higher wins within a class).

>>> from kartenregeln.cards import Card, CardSet
>>> hand = CardSet.parse("AC 7C KH").mask
>>> clubs = CardSet.of_suit(Card.parse("AC").suit).mask
>>> CardSet.from_mask(playable(hand, clubs)).to_text()
'AC 7C'
>>> CardSet.from_mask(playable(hand, 0)).to_text()
'AC 7C KH'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

__all__ = ["NO_TRUMP", "playable", "trick_winner"]

NO_TRUMP: Final = -1
"""The ``trump_class`` of a game without trumps."""


def playable(hand: int, led_class_mask: int) -> int:
    """The cards of ``hand`` that may be played: those of the led class if any, else all.

    ``led_class_mask`` is the mask of all cards of the led class (0 when leading).
    """
    follow = hand & led_class_mask
    return follow if follow else hand


def trick_winner(
    cards: Sequence[int],
    follow_class: Sequence[int],
    power: Sequence[int],
    trump_class: int = NO_TRUMP,
) -> int:
    """The position (0 = the leader) of the card that wins the trick.

    A trump beats every non-trump card; otherwise only a card of the led class can win,
    and within a class the higher ``power`` wins.

    >>> from kartenregeln.cards import Card
    >>> idx = [Card.parse(t).index for t in ("7H", "AH", "2S", "KH")]
    >>> klass = [i // 13 for i in range(52)]
    >>> power = [13 - i % 13 for i in range(52)]
    >>> trick_winner(idx, klass, power)
    1
    >>> trick_winner(idx, klass, power, trump_class=1)
    2
    """
    best = cards[0]
    best_pos = 0
    best_class = follow_class[best]
    for pos in range(1, len(cards)):
        card = cards[pos]
        cls = follow_class[card]
        if cls == best_class:
            if power[card] > power[best]:
                best, best_pos = card, pos
        elif cls == trump_class:
            best, best_pos, best_class = card, pos, cls
    return best_pos
