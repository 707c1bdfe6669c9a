"""Suits, ranks, interned cards and CardSet against a frozenset model."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kartenregeln import DECK, Card, CardSet, Rank, Suit

ALL_CARDS = tuple(Card.from_index(i) for i in range(52))
card_lists = st.lists(st.sampled_from(ALL_CARDS), max_size=52)


def same(a: object, b: object) -> bool:
    return a is b


def test_bavarian_suits_are_aliases_of_french_suits() -> None:
    assert same(Suit.EICHEL, Suit.CLUBS)
    assert same(Suit.GRAS, Suit.SPADES)
    assert same(Suit.HERZ, Suit.HEARTS)
    assert same(Suit.SCHELLEN, Suit.DIAMONDS)
    assert len(Suit) == 4


def test_german_ranks_are_aliases() -> None:
    assert same(Rank.SAU, Rank.ACE)
    assert same(Rank.OBER, Rank.QUEEN)
    assert same(Rank.UNTER, Rank.JACK)
    assert same(Rank.ZEHN, Rank.TEN)
    assert len(Rank) == 13
    assert [int(r) for r in Rank] == list(range(14, 1, -1))


def test_cards_are_interned_across_faces() -> None:
    assert Card(Suit.HERZ, Rank.OBER) is Card(Suit.HEARTS, Rank.QUEEN)
    assert Card(2, 12) is Card(Suit.HEARTS, Rank.QUEEN)
    assert len({Card(s, r) for s in Suit for r in Rank}) == 52


def test_card_index_layout_and_order() -> None:
    assert [c.index for c in ALL_CARDS] == list(range(52))
    assert Card(Suit.CLUBS, Rank.ACE).index == 0
    assert Card(Suit.DIAMONDS, Rank.TWO).index == 51
    assert all(c.bit == 1 << c.index for c in ALL_CARDS)
    assert sorted(ALL_CARDS) == list(ALL_CARDS)


def test_card_rejects_unknown_suit_or_rank() -> None:
    with pytest.raises(ValueError, match="no such card"):
        Card(4, 12)
    with pytest.raises(ValueError, match="no such card"):
        Card(Suit.CLUBS, 1)
    with pytest.raises(ValueError, match=r"0\.\.51"):
        Card.from_index(52)


def test_card_is_immutable_and_survives_copy_and_pickle() -> None:
    c = Card(Suit.GRAS, Rank.UNTER)
    with pytest.raises(AttributeError):
        c.rank = Rank.OBER
    assert copy.copy(c) is c
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c


def test_card_set_is_immutable_and_pickles() -> None:
    s = CardSet.parse("EO GU")
    with pytest.raises(AttributeError):
        s.mask = 0
    assert pickle.loads(pickle.dumps(s)) == s
    assert copy.deepcopy(s) == s


def test_card_set_from_mask_validates() -> None:
    with pytest.raises(ValueError, match="52 bits"):
        CardSet.from_mask(1 << 52)
    with pytest.raises(ValueError, match="52 bits"):
        CardSet.from_mask(-1)
    with pytest.raises(TypeError):
        CardSet(["EO"])  # type: ignore[list-item]


def test_card_set_deck_and_suits() -> None:
    assert len(DECK) == 52
    assert len(CardSet.of_suit(Suit.HERZ)) == 13
    assert all(c.suit is Suit.HERZ for c in CardSet.of_suit(Suit.HERZ))
    assert DECK.of(Suit.GRAS) == CardSet.of_suit(Suit.GRAS)
    short = CardSet.deck([r for r in Rank if r >= Rank.SEVEN])
    assert len(short) == 32


def test_card_set_repr_round_trips() -> None:
    s = CardSet.parse("EO GU HA 10D")
    assert eval(repr(s)) == s
    assert repr(CardSet()) == "CardSet()"
    assert eval(repr(Card.parse("10D")), {"Card": Card, "Suit": Suit, "Rank": Rank}) is (
        Card.parse("10D")
    )


@given(card_lists, card_lists)
def test_card_set_operators_match_frozenset(xs: list[Card], ys: list[Card]) -> None:
    a, b = CardSet(xs), CardSet(ys)
    fa, fb = frozenset(xs), frozenset(ys)
    assert set(a | b) == fa | fb
    assert set(a & b) == fa & fb
    assert set(a - b) == fa - fb
    assert set(a ^ b) == fa ^ fb
    assert (a <= b) == (fa <= fb)
    assert (a < b) == (fa < fb)
    assert (a >= b) == (fa >= fb)
    assert (a > b) == (fa > fb)
    assert a.issubset(b) == fa.issubset(fb)
    assert a.issuperset(b) == fa.issuperset(fb)
    assert a.isdisjoint(b) == fa.isdisjoint(fb)
    assert (a == b) == (fa == fb)
    assert (a != b) == (fa != fb)
    assert len(a) == len(fa)
    assert bool(a) == bool(fa)
    if a == b:
        assert hash(a) == hash(b)


@given(card_lists)
def test_card_set_iterates_in_card_order(xs: list[Card]) -> None:
    s = CardSet(xs)
    assert list(s) == sorted(set(xs), key=lambda c: c.index)
    assert s.cards == tuple(s)
    assert all(c in s for c in xs)
    assert all((c in s) == (c in set(xs)) for c in ALL_CARDS)


@given(card_lists, st.sampled_from(ALL_CARDS))
def test_card_set_with_and_without(xs: list[Card], c: Card) -> None:
    s = CardSet(xs)
    assert set(s.with_card(c)) == set(xs) | {c}
    assert set(s.without(c)) == set(xs) - {c}
    assert set(s.of(c.suit)) == {x for x in xs if x.suit is c.suit}


def test_card_set_operators_refuse_other_types() -> None:
    s = CardSet.parse("EO")
    with pytest.raises(TypeError):
        _ = s | frozenset()  # type: ignore[operator]
    assert (s == frozenset()) is False
    assert "EO" not in s
