"""Herzeln passes the conformance suite of kartenregeln and keeps its rules."""

from __future__ import annotations

from herzeln import Rules, State

from kartenregeln import get_game
from kartenregeln.testing import check_game


def test_herzeln_passes_check_game() -> None:
    assert check_game(get_game("herzeln"), games=6) > 0


def test_follow_suit_and_the_highest_card_of_the_suit_led_takes() -> None:
    hands = ["EA EK EO EU EZ E9 E8 G7", "E7 GA GK GO GU GZ G9 G8",
             "HA HK HO HU HZ H9 H8 H7", "SA SK SO SU SZ S9 S8 S7"]  # fmt: skip
    state = State.start(Rules(), 3, hands)  # seat 0 leads
    assert state.why_illegal("GA") == "seat 0 does not hold the Ace of Leaves"
    assert state.why_illegal("GA", "de") == "Sitz 0 hat die Gras-Sau nicht"
    assert state.why_illegal("E6", "de") == "'E6' ist keine Aktion: E6 ist nicht im Schafkopf-Blatt"
    state = state.apply("E8")
    assert state.why_illegal("GA", "de") == "Sitz 1 muss Eichel bedienen"
    for card in ("E7", "HA", "SA"):
        state = state.apply(card)
    assert state.tricks[0].winner == 0
    assert state.herzen() == (1, 0, 0, 0)


def test_a_durchmarsch_turns_the_cost_around() -> None:
    hands = ["HA HK HO HU HZ H9 H8 H7", "EA EK EO EU EZ E9 E8 E7",
             "GA GK GO GU GZ G9 G8 G7", "SA SK SO SU SZ S9 S8 S7"]  # fmt: skip
    for durchmarsch, scores in ((True, (0, -8, -8, -8)), (False, (-8, 0, 0, 0))):
        state = State.start(Rules(durchmarsch=durchmarsch), 3, hands)
        while not state.is_over:  # seat 0 leads a Herz and takes every trick
            state = state.apply(state.legal_actions()[0])
        result = state.settle()
        assert result.scores == scores
        assert [line.code for line in result.breakdown] == (
            ["herzeln_durchmarsch"] if durchmarsch else ["herzeln_herzen"]
        )
    assert result.breakdown[0].text("de") == "Herzen genommen: 8, je ein Punkt (Sitz 0): -8"
