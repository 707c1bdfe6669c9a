"""Reasons and public checks of the auction that a mutation run found unchecked: which
words say why a game is not played, who may hold an equal game in a position read from
text, and the Stichzwang of a Herz-Bettel after a trick was trumped twice."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.errors import NotationError

HANDS = [
    "EO GO HO SO EU GU HU SU",
    "EA EZ EK E9 GA GZ GK G9",
    "HA HZ HK H9 SA SZ SK S9",
    "E8 E7 G8 G7 H8 H7 S8 S7",
]


def round_two(rules: sk.Rules) -> sk.GameState:
    state = sk.deal(rules, dealer=0, rng=random.Random(1)).apply("spiele")
    while state.phase is not sk.Phase.AUCTION:
        state = state.apply("weiter")
    return state


def test_the_reason_names_the_game_the_rules_leave_out() -> None:
    three = round_two(sk.Rules(players=3, deck="short", geier=False, bettel=True))
    assert three.why_illegal("geier") == "Geier is not played under these rules"
    assert three.why_illegal("bettel ouvert") == "Bettel ouvert is not played under these rules"
    assert three.why_illegal("ramsch") == (
        "Ramsch cannot be announced; it is played when everyone says weiter"
    )
    assert three.why_illegal("rufspiel eichel") == (
        "there is no Rufspiel with three players: the declarer plays alone"
    )
    four = round_two(sk.Rules(bettel_ouvert=True))
    assert four.why_illegal("bettel") == "Bettel is not played under these rules"
    herz = round_two(sk.Rules(bettel=True, bettel_herz=True))
    assert herz.why_illegal("bettel") == (
        "under these rules the Bettel is played with Hearts as trump (bettel herz)"
    )


def view_text_after(actions: list[str]) -> str:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    for action in actions:
        state = state.apply(action)
    return state.view(1).to_text()


def test_a_view_read_from_text_lets_only_a_seat_before_the_holder_hold() -> None:
    start = ["spiele", "weiter", "spiele", "weiter", "solo eichel"]
    text = view_text_after(start)
    assert " m2 " in text
    # seat 2 sits behind the holder (seat 0): an equal game is not enough
    with pytest.raises(NotationError, match="solo gras"):
        sk.View.from_text(text + " solo-gras")
    held = sk.View.from_text(text.replace(" m2 ", " m0 ") + " tout-solo-gras")
    assert str(held.history[-1]) == "tout solo gras"
    # seat 0 sits before the holder (seat 2): an equal game holds
    back = sk.View.from_text(text + " tout-solo-gras tout-solo-eichel")
    assert str(back.history[-1]) == "tout solo eichel"


def test_stichzwang_after_a_trick_was_trumped_and_underplayed() -> None:
    rules = sk.Rules(bettel=True, bettel_herz=True, bettel_stichzwang=True, kontra=False)
    hands = [
        "H9 E8 E7 G8 G7 S8 S7 SK",
        "EO E9 G9 S9 EK GK SA SZ",
        "H8 EA EZ GA GZ HZ HK SU",
        "HA H7 GO HO SO EU GU HU",
    ]
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    for action in ["spiele", "weiter", "weiter", "weiter", "bettel herz", "H9", "EO", "H8"]:
        state = state.apply(action)
    # the best card of the trick is the Eichel-Ober: no trump of seat 3 beats it, so any
    # trump follows (the Herz-Acht played after it does not count)
    assert {str(a) for a in state.legal_actions()} == {"HA", "H7", "GO", "HO", "SO", "EU",
                                                       "GU", "HU"}  # fmt: skip


CALLED = [
    "GO HO SO EU GU HZ G7 E7",
    "EO GA GZ GK HA E9 E8 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G9 G8 H8 H7 EK SK S9 S8",
]
OPENING = ["spiele", "weiter", "weiter", "weiter", "rufspiel gras", "gut", "gut", "gut"]


def called_game(rules: sk.Rules, hands: list[str], plays: list[str]) -> sk.GameState:
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    for action in OPENING + plays:
        state = state.apply(action)
    return state


@pytest.mark.parametrize("davonlaufen", [True, False])
def test_the_reason_the_partner_may_not_lead_another_card_of_the_called_suit(
    davonlaufen: bool,
) -> None:
    state = called_game(sk.Rules(davonlaufen=davonlaufen), CALLED, ["HZ", "EO", "H9", "H7"])
    assert state.to_move == 1
    if davonlaufen:  # three cards of Gras: too few to run away
        assert state.why_illegal("GZ") == (
            "the partner may lead the called suit only with the Sau, unless he holds four "
            "or more of its cards (davonlaufen)"
        )
    else:
        assert state.why_illegal("GZ") == (
            "the partner may lead the called suit only with the Sau (no davonlaufen)"
        )
    assert state.why_illegal("GA") is None


def test_the_reason_the_called_sau_may_not_be_discarded_even_with_bettel_stichzwang() -> None:
    hands = list(CALLED)
    hands[1] = hands[1].replace("S7", "G9")
    hands[3] = hands[3].replace("G9", "S7")
    rules = sk.Rules(bettel=True, bettel_stichzwang=True)
    plays = ["HZ", "EO", "H9", "H7", "E9", "EA", "EK", "E7", "SA", "S7", "GU"]
    state = called_game(rules, hands, plays)
    assert state.to_move == 1
    assert state.why_illegal("GA") == (
        "the called Sau may not be discarded before its suit has been led, unless it is the "
        "last card"
    )
    assert state.why_illegal("HA") is None
