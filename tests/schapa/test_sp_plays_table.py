"""The play actions of a suit's cards, found from the set bits of the hand's pattern (the
engine's table, filled as patterns are met), are those of every card of the suit held,
in card order: all 4 × 8,191 patterns, each computed afresh."""

from __future__ import annotations

from kartenregeln.cards import Card
from kartenregeln.schapa.actions import Play
from kartenregeln.schapa.state import _PLAY_TABLES, _suit_plays, plays_of


def test_every_pattern_of_every_suit_gives_the_cards_held_in_order() -> None:
    for suit in range(4):
        table = _PLAY_TABLES[suit]
        kept = dict(table)
        try:
            for pattern in range(1, 1 << 13):
                table.pop(pattern, None)
                want = tuple(
                    Play(Card.from_index(13 * suit + k)) for k in range(13) if pattern >> k & 1
                )
                assert _suit_plays(suit, pattern) == want, (suit, pattern)
                assert table[pattern] == want
        finally:
            table.clear()
            table.update(kept)


def test_a_whole_hand_gives_its_suits_in_order() -> None:
    mask = (1 << 52) - 1
    assert plays_of(mask) == tuple(Play(Card.from_index(i)) for i in range(52))
    assert plays_of(0) == ()
