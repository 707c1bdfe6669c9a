"""The scoring parts' table-driven sums equal a plain card-by-card count."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import schapa as sp
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.names import french_code

DECK = sp.Rules(players=4).info.mask
VALUES = {Rank.ACE: 11, Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10, Rank.TEN: 10}

hands = st.lists(st.integers(0, 2**52 - 1).map(lambda m: m & DECK), min_size=4, max_size=4)


def _plain_value(card: Card) -> int:
    return VALUES.get(card.rank, int(card.rank))


@given(hands, st.sampled_from(list(Suit)))
@settings(max_examples=150, deadline=None)
def test_card_values_count_each_card_of_the_suit(taken: list[int], suit: Suit) -> None:
    part = sp.CardValues(suit=suit)
    tally = sp.Tally(4, DECK, tuple(taken), (0, 0, 0, 0))
    expected = tuple(-sum(_plain_value(c) for c in sp_cards(m) if c.suit == suit) for m in taken)
    assert part.scores(tally) == expected
    for line in part.lines(tally):
        assert line.seat is not None
        assert line.value == expected[line.seat]
        codes = [french_code(c) for c in sp_cards(taken[line.seat]) if c.suit == suit]
        assert line.label == " ".join(codes) + " taken"
    assert part.total(DECK) == sum(_plain_value(c) for c in sp_cards(DECK) if c.suit == suit)


@given(hands)
@settings(max_examples=150, deadline=None)
def test_queens_count_each_queen(taken: list[int]) -> None:
    part = sp.PerCard()
    tally = sp.Tally(4, DECK, tuple(taken), (0, 0, 0, 0))
    queens = [sum(1 for c in sp_cards(m) if c.rank == Rank.QUEEN) for m in taken]
    all_queens = sum(1 for c in sp_cards(DECK) if c.rank == Rank.QUEEN)
    expected = tuple(-20 * q * (-1 if q == all_queens and q else 1) for q in queens)
    assert part.scores(tally) == expected


def sp_cards(mask: int) -> list[Card]:
    return [Card.from_index(i) for i in range(52) if mask >> i & 1]
