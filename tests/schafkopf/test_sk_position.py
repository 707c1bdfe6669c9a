"""Schafkopf positions: one-line texts that round-trip, and views built from what a seat
knows that equal the game's own views."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sk_properties import random_game, rules_strategy

from kartenregeln import NotationError, PositionError
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.contracts import SK_CARDS

SETTINGS = settings(max_examples=40, deadline=None)


def some_state(rules: sk.Rules, seed: int, pick: float) -> sk.GameState:
    states = random_game(rules, seed)
    return states[int(pick * (len(states) - 1))]


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9), pick=st.floats(0, 1))
def test_state_and_view_texts_round_trip(rules: sk.Rules, seed: int, pick: float) -> None:
    state = some_state(rules, seed, pick)
    text = state.to_text()
    assert "\n" not in text
    assert sk.GameState.from_text(text) == state
    seat = seed % rules.players
    view = state.view(seat)
    view_text = view.to_text()
    assert sk.View.from_text(view_text) == view
    # unknown cards are marked, and no other seat's card is in the text
    hands = view_text.split("|")[1].split("/")
    for s in range(rules.players):
        # (a Bettel ouvert's hand lies open)
        if s != seat and not (view.open_hand is not None and s == view.declarer):
            assert set(hands[s].strip()) <= {"?"}
            assert len(hands[s].strip()) == len(state.hand(s)) or view.phase is sk.Phase.KLOPFEN


def play_states(rules: sk.Rules, seed: int) -> list[sk.GameState]:
    """The states of a random game from the first card on (none if no game is played)."""
    states = random_game(rules, seed)
    return [s for s in states if s.game is not None and s.phase >= sk.Phase.PLAY]


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9), pick=st.floats(0, 1))
def test_a_view_built_from_a_seats_knowledge_is_the_games_view(
    rules: sk.Rules, seed: int, pick: float
) -> None:
    states = play_states(rules, seed)
    if not states:
        return
    state = states[int(pick * (len(states) - 1))]
    assert state.game is not None
    seat = (seed >> 3) % rules.players
    bids = [a for _, a in state.bids]
    kwargs = {
        "seat": seat,
        "hand": state.hand(seat),
        "game": str(state.game),
        "declarer": state.declarer,
        "dealer": state.dealer,
        "tricks": [(t.leader, t.cards) for t in state.tricks],
        "trick": state.trick,
        "kontra": state.kontra,
        "re": state.re,
        "klopfer": state.klopfer,
        "pot": state.pot,
        # the declarer's cards lie open in a Bettel ouvert: every seat knows them
        "open_hand": state.view(seat).open_hand,
    }
    view = sk.View.build(rules, bids=bids, **kwargs)  # type: ignore[arg-type]
    assert view == state.view(seat)
    if state.to_move == seat:
        assert view.legal_actions == state.legal_actions()
        rng = random.Random(seed)
        probes: list[sk.Action] = [sk.Play(c) for c in rng.sample(SK_CARDS, 8)]
        probes.append(sk.WEITER)
        for action in probes:
            assert view.why_illegal(action) == state.why_illegal(action)
            assert view.is_legal(action) == state.is_legal(action)
    # without the bidding: the shortest bidding, the same play
    short = sk.View.build(rules, **kwargs)  # type: ignore[arg-type]
    for name in ("game", "declarer", "partner", "tricks", "trick", "hand", "to_move", "kontra"):
        assert getattr(short, name) == getattr(view, name), name
    assert short.legal_actions == view.legal_actions


# Seat 2's knowledge: its hand, seat 3 plays a Rufspiel on the Eichel-Sau, seat 1 led EA.
KNOWN: dict[str, object] = {
    "seat": 2,
    "hand": "EO GU HA HZ E9 SA SK S7",
    "game": "rufspiel eichel",
    "declarer": 3,
    "dealer": 0,
    "trick": "EA",
}


def test_build_answers_the_legality_question_of_a_trick() -> None:
    view = sk.View.build(sk.Rules(), **KNOWN)  # type: ignore[arg-type]
    assert view.legal_actions == (sk.parse_action("E9"),)
    assert view.is_legal("E9")
    assert not view.is_legal("HA")
    assert view.why_illegal("HA") == "seat 2 must follow Acorns"
    assert view.why_illegal("EK") == "seat 2 does not hold the King of Acorns"
    assert view.partner == 1  # seat 1 led the called Sau


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"hand": "EO GU HA HZ E9 SA SK"},
            "seat 2 holds 7 cards, 1 fewer than the tricks given leave",
        ),
        ({"hand": "EO GU HA HZ E9 SA SK EA"}, "EA is in the hand of seat 2 and played too"),
        ({"game": "rufspiel herz"}, "game 'rufspiel herz'"),
        ({"game": "ramsch"}, "a Ramsch has no declarer"),
        ({"game": "wenz", "declarer": None}, "wenz needs a declarer"),
        ({"kontra": 3}, "the declarer cannot say kontra"),
        ({"re": 3}, "re is said only after kontra"),
        ({"klopfer": (1,)}, "these rules do not play Klopfen"),
        ({"trick": "EA E7 E8 EK"}, "the current trick has at most 3 cards"),
        ({"tricks": ["EA E7 E8"]}, "a finished trick has 4 cards, not 3"),
        ({"seat": 4}, "seat must be a seat 0..3, not 4"),
    ],
)
def test_build_says_what_is_inconsistent(kwargs: dict[str, object], message: str) -> None:
    base = dict(KNOWN)
    base.update(kwargs)
    with pytest.raises(PositionError, match=message.replace("(", r"\(")) as info:
        sk.View.build(sk.Rules(), **base)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)


def test_build_refuses_an_illegal_follow_and_an_impossible_call() -> None:
    # seat 2 holds an Eichel (E9) but discarded HA on the Eichel-Sau
    known = {**KNOWN, "hand": "EO GU HZ E9 SA SK S7", "trick": "EA HA"}
    with pytest.raises(PositionError, match="seat 2 must follow Eichel"):
        sk.View.build(sk.Rules(), **known)  # type: ignore[arg-type]
    # the declarer of a Rufspiel cannot hold the called Sau
    with pytest.raises(PositionError, match="Rufspiel needs a callable Sau"):
        sk.View.build(
            sk.Rules(), seat=3, hand="EO GU HZ E9 SA SK S7 EA", game="rufspiel eichel",
            declarer=3, dealer=0,
        )  # fmt: skip
    # a seat that showed it has no trump cannot play one later
    with pytest.raises(PositionError, match="inconsistent"):
        sk.View.build(
            sk.Rules(), seat=0, hand="EA EZ EK GA GZ GK", game="solo herz", declarer=0,
            dealer=3, tricks=["HO SO E9 S9", "EO GO S8 HK"],
        )  # fmt: skip


def text_of(**changes: object) -> str:
    state = sk.GameState.start(
        sk.Rules(**changes),  # type: ignore[arg-type]
        dealer=3,
        hands=["EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
               "HA HZ HK H9 SA SZ SK S9", "E8 E7 G8 G7 H8 H7 S8 S7"],
    )  # fmt: skip
    return state.apply("spiele").apply("weiter").to_text()


def test_the_text_is_short_and_names_only_changed_options() -> None:
    assert text_of() == (
        "schafkopf d3 | EO GO HO SO EU GU HU SU / EA EZ EK E9 GA GZ GK G9 / "
        "HA HZ HK H9 SA SZ SK S9 / E8 E7 G8 G7 H8 H7 S8 S7 | spiele weiter"
    )
    text = text_of(tariff=sk.Tariff(solo=6), solo_order=("wenz", "farbsolo"), kontra=False)
    assert text.startswith("schafkopf d3 tariff.solo=6 kontra=false solo_order=wenz,farbsolo | ")
    assert sk.GameState.from_text(text).rules == sk.Rules(
        tariff=sk.Tariff(solo=6), solo_order=("wenz", "farbsolo"), kontra=False
    )


@pytest.mark.parametrize(
    ("text", "problem", "at"),
    [
        ("schapa d3 | a / b / c / d | ", "starts with 'schafkopf'", 0),
        ("schafkopf d3 | EO / GO", "expected 3 sections", 22),
        ("schafkopf d3 fast=true | | ", "unknown rules option 'fast'", 13),
        ("schafkopf d3 kontra=maybe | | ", "rules option kontra", 13),
        ("schafkopf d7 | / / / | ", "d: a seat is 0 to 3", 10),
        ("schafkopf x3 | | ", "unknown header word 'x3'", 10),
        ("schafkopf d3 | EO / GO | ", "expected 4 hands", 20),
    ],
)
def test_bad_text_names_the_place(text: str, problem: str, at: int) -> None:
    with pytest.raises(NotationError, match=problem) as info:
        sk.GameState.from_text(text)
    assert info.value.position == at


def test_an_illegal_action_in_the_text_is_named_with_its_place() -> None:
    text = text_of() + " weiter weiter rufspiel-gras"
    with pytest.raises(NotationError, match=r"action 5 .* Rufspiel needs a callable Sau") as info:
        sk.GameState.from_text(text)
    assert info.value.position == text.index("rufspiel-gras")


def test_a_view_text_must_hide_the_other_hands_and_agree_with_itself() -> None:
    state = sk.GameState.from_text(text_of())
    good = state.view(1).to_text()
    assert good.startswith("schafkopf view d3 s1 m2 | ???????? / EA EZ EK E9 GA GZ GK G9 / ")
    # another seat's cards show only as a Bettel ouvert's open hand
    with pytest.raises(NotationError, match="open hand is known only in a Bettel ouvert"):
        sk.View.from_text(good.replace("????????", "EO GO HO SO EU GU HU SU", 1))
    with pytest.raises(NotationError, match="seat 3 must show '\\?'"):
        sk.View.from_text(
            good.replace("????????", "EO GO HO SO EU GU HU SU", 1)[::-1].replace(
                "????????", "SU HU GU EU OS OH OG OE", 1
            )[::-1]
        )
    with pytest.raises(NotationError, match="m: seat 2 is to move, not 3"):
        sk.View.from_text(good.replace(" m2 ", " m3 "))
    with pytest.raises(NotationError, match="seat 0 holds 8 unseen cards"):
        sk.View.from_text(good.replace("????????", "???????", 1))
    with pytest.raises(NotationError, match="this is not a state's text"):
        sk.GameState.from_text(good)


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9), pick=st.floats(0, 1))
def test_a_views_reasons_are_the_states_in_every_phase(
    rules: sk.Rules, seed: int, pick: float
) -> None:
    state = some_state(rules, seed, pick)
    seat = state.to_move
    if seat is None:
        return
    view = state.view(seat)
    rng = random.Random(seed)
    probes: list[sk.Action | str] = [sk.Play(c) for c in rng.sample(SK_CARDS, 4)]
    probes += ["weiter", "spiele", "klopfen", "kontra", "re", "gut", "sie", "wenz"]
    probes += ["rufspiel eichel", "solo herz", "tout geier"]
    for action in probes:
        assert view.why_illegal(action) == state.why_illegal(action), action
        assert view.is_legal(action) == state.is_legal(action), action
    other = state.view((seat + 1) % rules.players)
    assert (
        other.why_illegal(state.legal_actions()[0])
        == f"it is seat {seat}'s turn, not seat {other.seat}'s"
    )


def test_build_refuses_a_game_the_rules_or_the_hand_cannot_produce() -> None:
    hand = "EO GU HA HZ E9 SA SK S7"
    with pytest.raises(PositionError, match="Geier is not played under these rules"):
        sk.View.build(sk.Rules(geier=False), seat=2, hand=hand, game="geier", declarer=2)
    with pytest.raises(PositionError, match="Sie needs all four Ober and all four Unter"):
        sk.View.build(sk.Rules(), seat=2, hand=hand, game="sie", declarer=2)
    with pytest.raises(PositionError, match="throw the cards in"):
        sk.View.build(sk.Rules(all_pass=sk.AllPass.THROW_IN), seat=2, hand=hand, game="ramsch",
                      declarer=None)  # fmt: skip
    # a Sie by another seat: the game is over at once, and the declarer holds every trump
    sie = sk.View.build(sk.Rules(), seat=2, hand="EA EZ HA HZ E9 SA SK S7", game="sie",
                        declarer=0, dealer=3)  # fmt: skip
    assert sie.is_over
    assert sie.legal_actions == ()


def test_a_bettel_ouvert_view_needs_the_open_hand_and_its_text_shows_it() -> None:
    rules = sk.Rules(bettel=True, bettel_ouvert=True)
    for seed in range(400):
        state = sk.deal(rules, dealer=3, rng=random.Random(seed))
        for action in ("spiele", "weiter", "weiter", "weiter", "bettel ouvert"):
            if not state.is_legal(action):
                break
            state = state.apply(action)
        else:
            break
    else:
        pytest.fail("no deal lets seat 0 announce a Bettel ouvert")
    while len(state.tricks) < 1 or state.trick:
        state = state.apply(state.legal_actions()[0])
    assert state.declarer == 0
    assert not state.is_over
    view = state.view(2)
    assert view.open_hand == state.hand(0)
    facts = {
        "seat": 2,
        "hand": state.hand(2),
        "game": "bettel ouvert",
        "declarer": 0,
        "dealer": 3,
        "tricks": [(t.leader, t.cards) for t in state.tricks],
        "bids": [a for _, a in state.bids],
        "kontra": state.kontra,
        "re": state.re,
        "klopfer": state.klopfer,
    }
    with pytest.raises(PositionError, match="lie open after the first trick"):
        sk.View.build(rules, **facts)  # type: ignore[arg-type]
    assert sk.View.build(rules, open_hand=state.hand(0), **facts) == view  # type: ignore[arg-type]
    with pytest.raises(PositionError, match="open hand of seat 0 has"):
        sk.View.build(rules, open_hand=list(state.hand(0))[:-1], **facts)  # type: ignore[arg-type]
    text = view.to_text()
    assert text.split("|")[1].split("/")[0].split() == [
        format(c, "schafkopf") for c in sk.display_order(state.hand(0), state.game)
    ]
    assert sk.View.from_text(text) == view
