"""`RoundState.start`: a deal that cannot be is refused with a sentence that names what is
wrong and where; a round's state and its tricks print what they hold."""

from __future__ import annotations

from typing import Any

import pytest
from sp_random import SUIT_HANDS

from kartenregeln import schapa as sp
from kartenregeln.cards import CardSet

RULES = sp.Rules(players=4)
HANDS = list(SUIT_HANDS)


def _refused(rules: sp.Rules = RULES, **changed: Any) -> str:
    facts: dict[str, Any] = {"round": 4, "dealer": 3, "hands": HANDS}
    facts.update(changed)
    with pytest.raises(ValueError, match=r".") as info:
        sp.RoundState.start(rules, **facts)
    return str(info.value)


def _listed_with_a_card_twice() -> list[list[Any]]:
    hands = [list(CardSet.parse(h)) for h in HANDS]
    hands[1] = [*hands[1][:-1], hands[1][0]]
    return hands


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"round": 9}, "Schapa's rounds are numbered 1 to 8, not 9"),
        ({"round": "1"}, "Schapa's rounds are numbered 1 to 8, not '1'"),
        ({"dealer": 4}, "dealer must be a seat 0 to 3, not 4"),
        ({"dealer": True}, "dealer must be a seat 0 to 3, not True"),
        ({"dealer": -1}, "dealer must be a seat 0 to 3, not -1"),
        ({"hands": HANDS[0]}, "4 players need 4 hands, not one hand"),
        ({"hands": CardSet.parse(HANDS[0])}, "4 players need 4 hands, not one hand"),
        ({"hands": HANDS[:3]}, "4 players need 4 hands, not 3 hands"),
        ({"hands": _listed_with_a_card_twice()}, "the hand of seat 1 names a card twice"),
        (
            {"hands": [HANDS[0], HANDS[1].replace("2S", "2C"), HANDS[2], HANDS[3]]},
            "2C dealt twice (again to seat 1)",
        ),
        (
            # a card of seat 0 again to seat 2, with seat 1's hand between them
            {"hands": [HANDS[0], HANDS[1], HANDS[2].replace("2H", "2C"), HANDS[3]]},
            "2C dealt twice (again to seat 2)",
        ),
        (
            {"hands": [HANDS[0], HANDS[1].replace(" 2S", ""), HANDS[2], HANDS[3]]},
            "the hand of seat 1 has 12 cards; with 4 players each seat gets 13",
        ),
    ],
)
def test_a_deal_that_cannot_be_is_named(changed: dict[str, Any], message: str) -> None:
    assert _refused(**changed) == message


def test_cards_outside_the_smaller_deck_are_named_with_their_seat() -> None:
    five = sp.Rules(players=5)
    hands = [*HANDS, "AC"]
    message = _refused(five, hands=hands)
    assert message == "the hand of seat 0 holds 4C 3C 2C, not in the deck for 5 players"


def test_rules_of_another_game_are_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"^rules must be schapa.Rules, not 'x'$"):
        sp.RoundState.start("x", round=4, dealer=3, hands=HANDS)  # type: ignore[arg-type]


def test_a_state_and_its_tricks_print_what_they_hold() -> None:
    state = sp.RoundState.start(RULES, round=4, dealer=3, hands=HANDS)
    assert repr(state) == (
        "<TrickRoundState round 4, 4 players, dealer 3, to move 0; hands ["
        + ", ".join(repr(h) for h in HANDS)
        + "]; history ''>"
    )
    while not state.tricks:
        state = state.apply(state.legal_actions()[0])
    assert str(state.tricks[0]) == "AC AS AH AD (led by 0, taken by 0)"
    assert "history 'AC AS AH AD'" in repr(state)


def test_a_notebook_shows_the_state_s_picture() -> None:
    from kartenregeln.svg import picture

    state = sp.RoundState.start(RULES, round=4, dealer=3, hands=HANDS)
    assert state._repr_svg_() == picture(state)
    assert state._repr_svg_().startswith("<svg")


def test_an_illegal_action_names_seat_action_and_reason() -> None:
    from kartenregeln import IllegalActionError

    state = sp.RoundState.start(RULES, round=4, dealer=3, hands=HANDS)
    with pytest.raises(IllegalActionError) as info:
        state.apply("AS")
    error = info.value
    assert (error.seat, str(error.action), error.reason) == (0, "AS", "seat 0 does not hold AS")
    assert str(error) == "seat 0 cannot play 'AS': seat 0 does not hold AS"
    assert state.hand(1) == state.hands[1] == CardSet.parse(HANDS[1])


FOLLOW = [
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3D 2H",
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3H 2D",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3S 2C",
    "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3C 2S",
]


@pytest.mark.parametrize(
    ("dealer", "plays", "card", "reason"),
    [
        (3, ["2H"], "AS", "seat 1 must follow hearts"),
        (3, ["AC", "2D"], "AH", "seat 2 must follow clubs"),
        (0, ["AS"], "AH", "seat 2 must follow spades"),
        (2, ["AD"], "AC", "seat 0 must follow diamonds"),
    ],
)
def test_the_reason_names_the_suit_to_follow(
    dealer: int, plays: list[str], card: str, reason: str
) -> None:
    state = sp.RoundState.start(RULES, round=4, dealer=dealer, hands=FOLLOW)
    for play in plays:
        state = state.apply(play)
    assert state.why_illegal(card) == reason
    assert not state.is_legal(card)


def test_a_word_that_is_no_action_is_named() -> None:
    state = sp.RoundState.start(RULES, round=4, dealer=3, hands=HANDS)
    assert state.why_illegal("zz") == (
        "'zz' is not an action: not a card; expected a card (like Queen of Spades), "
        "'schapa' or 'ende'"
    )
    assert not state.is_legal("zz")


@pytest.mark.parametrize("seat", [4, -1, "1"])
def test_a_view_of_no_seat_is_refused(seat: object) -> None:
    state = sp.RoundState.start(RULES, round=4, dealer=3, hands=HANDS)
    with pytest.raises(ValueError, match=r"^seat must be 0 to 3, not " + repr(seat)):
        state.view(seat)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"round": 9}, "Schapa's rounds are numbered 1 to 8, not 9"),
        ({"round": "1"}, "Schapa's rounds are numbered 1 to 8, not '1'"),
        ({"dealer": 5}, "dealer must be a seat 0 to 4, not 5"),
        ({"dealer": True}, "dealer must be a seat 0 to 4, not True"),
        ({"dealer": -1}, "dealer must be a seat 0 to 4, not -1"),
    ],
)
def test_a_deal_that_cannot_be_dealt_is_named(changed: dict[str, Any], message: str) -> None:
    import random

    with pytest.raises(ValueError, match=r".") as info:
        sp.deal(sp.Rules(players=5), rng=random.Random(1), **changed)
    assert str(info.value) == message


def test_a_deal_gives_every_card_of_the_deck_once() -> None:
    import random

    for players in (3, 4, 5, 6):
        rules = sp.Rules(players=players)
        state = sp.deal(rules, rng=random.Random(players))
        assert (state.round, state.dealer) == (1, 0)  # the defaults
        masks = [hand.mask for hand in state.hands]
        assert sum(m.bit_count() for m in masks) == rules.info.mask.bit_count()
        union = 0
        for mask in masks:
            assert not union & mask
            union |= mask
        assert union == rules.info.mask
    with pytest.raises(TypeError, match=r"^rules must be schapa.Rules, not 'x'$"):
        sp.deal("x", rng=random.Random(1))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"^deal needs an rng: a random.Random$"):
        sp.deal(sp.Rules(), rng=None)  # type: ignore[arg-type]
