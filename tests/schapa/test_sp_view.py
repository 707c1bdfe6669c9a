"""What a seat may see: own cards, public play, never another seat's cards; voids and
round-7 passes shown by ``lacks``; samples consistent with the view."""

from __future__ import annotations

import random

from kartenregeln import CardSet
from kartenregeln import schapa as sp

SUITS = {
    s: " ".join(r + s for r in ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"])
    for s in "CSHD"
}


def test_two_deals_that_differ_only_in_hidden_cards_give_equal_views() -> None:
    rules = sp.Rules(players=4)
    a = sp.RoundState.start(
        rules, round=1, dealer=3, hands=[SUITS["C"], SUITS["S"], SUITS["H"], SUITS["D"]]
    )
    b = sp.RoundState.start(
        rules, round=1, dealer=3, hands=[SUITS["C"], SUITS["H"], SUITS["D"], SUITS["S"]]
    )
    assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1)
    a, b = a.apply("AC"), b.apply("AC")
    assert a.view(0) == b.view(0)
    assert a.view(0).legal_actions == ()
    assert a.view(1).legal_actions == a.legal_actions()


def test_a_seat_that_does_not_follow_shows_a_void() -> None:
    rules = sp.Rules(players=4)
    state = sp.RoundState.start(
        rules, round=2, dealer=3, hands=[SUITS["C"], SUITS["S"], SUITS["H"], SUITS["D"]]
    )
    state = state.apply("AC").apply("AS")
    view = state.view(0)
    assert view.trick == tuple(CardSet.parse("AC AS"))
    assert view.leader == 0
    lacks = view.lacks()
    assert lacks[1] == view.unseen.of(CardSet.parse("2C").cards[0].suit)
    assert lacks[2] == CardSet()
    for k in range(5):
        world = view.sample(random.Random(k))
        assert not world.hands[1].of(CardSet.parse("2C").cards[0].suit)
        assert world.view(0) == view


def test_scoring_cards_taken_lie_face_up_and_scores_so_far() -> None:
    rules = sp.Rules(players=4)
    state = sp.RoundState.start(
        rules, round=8, dealer=3, hands=[SUITS["C"], SUITS["S"], SUITS["H"], SUITS["D"]]
    )
    for _ in range(12):
        state = state.apply(state.legal_actions()[0])
    view = state.view(2)
    assert view.tricks_won == (3, 0, 0, 0)
    assert view.taken[0] == CardSet.parse("AC KC QC QS QH QD KS")
    assert view.scores == (15 + 80 - 80 - 31, 0, 0, 0)
    assert len(view.tricks) == 3


def test_round_seven_schapa_and_a_turn_that_ends_by_itself_are_remembered() -> None:
    rules = sp.Rules(players=4)
    hands = [
        "AC KC QC JC AS KS QS JS AH KH QH JH AD",
        "7C 7S 7H 7D 10C 10S 10H 10D 9C 9S 9H 9D KD",
        "8C 8S 8H 8D 6C 6S 6H 6D 5C 5S 5H 5D QD",
        "4C 4S 4H 4D 3C 3S 3H 3D 2C 2S 2H 2D JD",
    ]
    state = sp.RoundState.start(rules, round=7, dealer=3, hands=hands)
    state = state.apply("schapa").apply("7C")  # seat 0 passes; seat 1 lays and goes on
    view = state.view(3)
    assert view.to_move == 1
    assert view.layout == CardSet.parse("7C")
    lacks = view.lacks()
    assert lacks[0] == CardSet.parse("7C 7S 7H 7D") - view.layout
    for k in range(10):
        world = view.sample(random.Random(k))
        assert world.view(3) == view
        # seat 1 went on after 7C, so in every sample it holds a card that fits
        assert isinstance(world, sp.LayoutRoundState)
        assert world.hand_masks[1] & world.fits
    state = state.apply("ende")
    assert state.view(0).lacks()[1] == CardSet()


def test_views_are_frozen_and_hashable() -> None:
    state = sp.deal(sp.Rules(players=6), round=7, dealer=0, rng=random.Random(1))
    view = state.view(3)
    assert hash(view) == hash(state.view(3))
    assert view.hand == state.hands[3]
    assert view.hand_sizes == (8,) * 6
    assert view.fits == CardSet.parse("7C 7S 7H 7D")
