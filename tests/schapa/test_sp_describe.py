"""One line of text for every action and every event, in German and English."""

from __future__ import annotations

import random
from typing import Any, Literal

import pytest

from kartenregeln import schapa as sp


def step(
    state: sp.RoundState, action: sp.Action | str, lang: Literal["de", "en"], cards: Any = "name"
) -> tuple[sp.RoundState, tuple[str, ...]]:
    """Apply ``action``; the new lines of ``narrate`` are what that step said."""
    after = state.apply(action)
    said = sp.narrate(after, lang, cards=cards)[len(sp.narrate(state, lang, cards=cards)) :]
    return after, said


def test_actions_in_german_and_english() -> None:
    seven = sp.parse_action("7H")
    assert sp.describe(seven, 2, "de", layout=True) == "Sitz 2 legt Herz-Sieben an"
    assert sp.describe(seven, 2, "en", layout=True) == "seat 2 lays Seven of Hearts"
    assert sp.describe(seven, 0, "de") == "Sitz 0 spielt Herz-Sieben"
    assert sp.describe(sp.SCHAPA, 3, "en") == "seat 3 says Schapa"
    assert sp.describe(sp.SCHAPA, 3, "de") == "Sitz 3 sagt Schapa"
    assert sp.describe(sp.ENDE, 1, "de") == "Sitz 1 beendet den Zug"
    assert sp.describe(seven, 1, "en", cards="code") == "seat 1 plays 7H"
    assert sp.describe(seven, 1, "de", cards="braille", layout=True) == "Sitz 1 legt ⠓⠼⠛ an"


def test_events_of_a_trick_round() -> None:
    rules = sp.Rules(players=4)
    hands = [
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
        "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    ]
    state = sp.RoundState.start(rules, round=4, dealer=3, hands=hands)
    lines: list[str] = []
    while not state.is_over:
        state, said = step(state, state.legal_actions()[0], "en")
        lines.extend(said)
    assert lines[0] == "seat 0 plays Ace of Clubs"
    assert lines[4] == (
        "seat 0 takes trick 1: Ace of Clubs, Ace of Spades, Ace of Hearts, Ace of Diamonds"
    )
    assert lines[-1] == "round 4 (King of Spades) ends early: every card that scores is taken"
    _, said = step(
        sp.RoundState.start(rules, round=1, dealer=3, hands=hands), "AC", "de", cards="braille"
    )
    assert said == ("Sitz 0 spielt ⠉⠁",)


def test_events_of_the_layout_round() -> None:
    rules = sp.Rules(players=3)
    full = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]
    hands = [
        " ".join(r + "D" for r in full) + " AS KS QS JS",
        " ".join(r + "H" for r in full) + " 10S 9S 8S 7S",
        " ".join(r + "C" for r in full) + " 6S 5S 4S 3S",
    ]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    assert state.to_move == 1
    lines: list[str] = []
    for text in [
        "7H",
        "8H",
        "9H",
        "10H",
        "JH",
        "QH",
        "KH",
        "6H",
        "5H",
        "4H",
        "3H",
        "AH",
        "7S",
        "8S",
        "9S",
        "10S",
    ]:
        state, said = step(state, text, "de")
        lines.extend(said)
    assert lines[0] == "Sitz 1 legt Herz-Sieben an"
    assert lines[-1] == "Sitz 1 hat keine Karten mehr und wird 1."
    state, said = step(state, "7C", "en")
    state, said = step(state, "ende", "en")
    assert said == ("seat 2 ends the turn",)
    state, said = step(state, "7D", "en")
    assert said[0] == "seat 0 lays Seven of Diamonds"
    state, said = step(state, "JS", "en")
    state, said = step(state, "QS", "en")
    state, said = step(state, "KS", "en")
    assert said == ("seat 0 lays King of Spades",)
    assert state.to_move == 0  # 8D and 6D fit


def test_a_turn_that_ends_by_itself_is_an_event() -> None:
    suit = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    hands = [
        " ".join(r + "D" for r in suit),
        " ".join(r + "H" for r in suit),
        " ".join(r + "C" for r in suit).replace("8C", "8S"),
        " ".join(r + "S" for r in suit).replace("8S", "8C"),
    ]
    state = sp.RoundState.start(sp.Rules(players=4), round=7, dealer=1, hands=hands)
    for text in ["7C", "6C", "5C", "4C", "3C", "2C"]:
        state = state.apply(text)
    state, said = step(state, "AC", "de")
    assert said == ("Sitz 2 legt Kreuz-Ass an", "Sitz 2 kann nichts mehr anlegen")
    assert state.to_move == 3


def test_the_last_seat_and_the_end_of_the_layout_round() -> None:
    rules = sp.Rules(players=3)
    full = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]
    hands = [
        " ".join(r + "D" for r in full) + " AS KS QS JS",
        " ".join(r + "H" for r in full) + " 10S 9S 8S 7S",
        " ".join(r + "C" for r in full) + " 6S 5S 4S 3S",
    ]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    lines: list[str] = []
    rng = random.Random(0)
    while not state.is_over:
        state, said = step(state, rng.choice(state.legal_actions()), "en")
        lines.extend(said)
    assert lines[-2].endswith("is left holding cards, last")
    assert lines[-1] == "round 7 (Layout) is over"


def test_describe_refuses_what_it_does_not_know() -> None:
    with pytest.raises(TypeError):
        sp.describe("7H", 1)  # type: ignore[arg-type]


def test_every_round_name_in_both_languages_in_the_round_over_line() -> None:
    for number in range(1, 9):
        de = sp.describe(sp.RoundOver(number), lang="de")
        en = sp.describe(sp.RoundOver(number), lang="en")
        assert de.startswith(f"Runde {number} (")
        assert en.startswith(f"round {number} (")


def test_narrate_tells_a_view_as_its_state() -> None:
    rng = random.Random(8)
    state = sp.deal(sp.Rules(players=4), round=7, dealer=1, rng=rng)
    while not state.is_over and len(state.history) < 12:
        state = state.apply(rng.choice(state.legal_actions()))
    assert sp.narrate(state.view(2), "en") == sp.narrate(state, "en")


def test_the_old_narrate_step_form_is_gone() -> None:
    state = sp.deal(sp.Rules(players=3), round=1, dealer=0, rng=random.Random(4))
    action = state.legal_actions()[0]
    with pytest.raises(ValueError, match="lang is 'de' or 'en'"):
        sp.narrate(state, action, "en")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="face is 'french'"):
        sp.narrate(state, "en", "bavarian")  # type: ignore[arg-type]
