"""Narration as a player hears it (issue 31): the game is announced once, a game that ends
early says why, the A key counts per party, Schapa's round line has its points."""

from __future__ import annotations

import random

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.narration import plain_who
from kartenregeln.schafkopf import _narration as sk_story
from kartenregeln.schapa import _narration as sp_story

HANDS = ["EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
         "HA HZ HK H9 SA SZ SK S9", "E8 E7 G8 G7 H8 H7 S8 S7"]  # fmt: skip


def test_the_announcement_that_ends_the_bidding_is_told_once() -> None:
    state = sk.GameState.start(sk.Rules(kontra=False), dealer=3, hands=HANDS)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    state = state.apply("solo eichel")
    lines = sk.narrate(state, "de")
    assert lines[-1] == "Sitz 0 spielt Eichel-Solo"
    assert sum("Eichel-Solo" in line for line in lines) == 1
    # a game decided by a later weiter is told when it is decided
    start = sk.GameState.start(sk.Rules(kontra=False), dealer=3, hands=HANDS)
    later = start.apply("spiele").apply("spiele").apply("weiter").apply("weiter")
    later = later.apply("solo eichel").apply("weiter")
    told = sk.narrate(later, "en")
    assert told[-1] == "seat 0 plays the Acorns Solo"


def test_a_game_that_ends_early_says_why() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS).apply("spiele")
    state = state.apply("weiter").apply("weiter").apply("weiter").apply("sie")
    assert (
        sk.narrate(state, "de")[-1] == "Das Spiel endet vorzeitig: ein Sie wird nicht ausgespielt"
    )
    events = sk.events(state.apply("spiele") if False else state, state)
    assert events == ()


def test_the_a_key_counts_per_party_as_far_as_the_seat_knows() -> None:
    rng = random.Random(4)
    who = plain_who("de")
    for _ in range(200):
        state = sk.deal(sk.Rules(), dealer=0, rng=rng)
        while not state.is_over and len(state.tricks) < 3:
            state = state.apply(rng.choice(state.legal_actions()))
        if state.game is None or state.game.kind is not sk.GameKind.RUFSPIEL:
            continue
        assert state.partner is not None
        assert state.declarer is not None
        partner_view = state.view(state.partner)
        line = sk_story.taken_line(partner_view, state.augen, "de", who)
        ours = state.augen[state.declarer] + state.augen[state.partner]
        assert line.startswith("Spielerpartei (")
        assert line.endswith(
            f") {ours}, Gegenpartei {120 - ours if state.is_over else sum(state.augen) - ours}"
        )
        other = next(s for s in range(4) if s not in (state.declarer, state.partner))
        if state.view(other).partner is None:
            hidden = sk_story.taken_line(state.view(other), state.augen, "de", who)
            assert "(Partner noch unbekannt)" in hidden
        return
    raise AssertionError("no Rufspiel dealt")


def test_schapas_round_line_shows_the_points() -> None:
    rng = random.Random(2)
    state = sp.deal(sp.Rules(players=3), round=2, dealer=0, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    result = state.settle()
    line = sp_story.round_line(result, "en")
    assert line.endswith(
        "points: " + ", ".join(f"seat {s} {p}" for s, p in enumerate(result.scores))
    )
