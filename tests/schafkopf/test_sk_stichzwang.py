"""Bettel with Stichzwang (``Rules.bettel_stichzwang``): a seat that follows suit must
beat the best card of the trick when it can, whatever was played after that card."""

from __future__ import annotations

import pytest

from kartenregeln import Verdict
from kartenregeln import schafkopf as sk

ZWANG = sk.Rules(bettel=True, bettel_ouvert=True, bettel_stichzwang=True)
FREE = sk.Rules(bettel=True, bettel_ouvert=True)
HAND = "EA E8 GA GK SA SK HA HK"


def _legal(rules: sk.Rules, game: str, trick: str, hand: str = HAND) -> set[str]:
    return {
        card
        for card in hand.split()
        if sk.check_play(rules, card, seat=3, hand=hand, game=game, declarer=0, trick=trick).verdict
        is Verdict.LEGAL
    }


@pytest.mark.parametrize("game", ["bettel", "bettel ouvert"])
@pytest.mark.parametrize(
    ("trick", "legal"),
    [
        # in a Bettel the order is A K O U 10 9 8 7: only the Ace beats the King
        ("E9 EK G7", {"EA"}),  # a discard after the best card does not take its place
        ("EK E9 G7", {"EA"}),  # nor does a lower card of the suit
        ("E9 G7", {"EA"}),
        ("E7", {"EA", "E8"}),
    ],
)
def test_a_seat_that_can_beat_must(game: str, trick: str, legal: set[str]) -> None:
    assert _legal(ZWANG, game, trick) == legal
    assert _legal(FREE, game, trick) == {"EA", "E8"}


def test_a_seat_that_cannot_beat_plays_any_card_of_the_suit() -> None:
    hand = "E8 E7 GA GK SA SK HA HK"
    assert _legal(ZWANG, "bettel", "EA EK", hand) == {"E8", "E7"}


def test_the_reason_names_the_rule() -> None:
    said = sk.check_play(ZWANG, "E8", seat=3, hand=HAND, game="bettel", declarer=0, trick="E9 EK")
    assert said.reason == "seat 3 must beat the trick: a Bettel with Stichzwang"
