"""Schapa positions: one-line texts that round-trip, and views built from what a seat
knows that equal the round's own views."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sp_random import Dealt, dealt_rounds

from kartenregeln import NotationError, PositionError
from kartenregeln import schapa as sp
from kartenregeln.cards import Card

SETTINGS = settings(max_examples=40, deadline=None)


def advance(dealt: Dealt, pick: float) -> sp.RoundState:
    """The round after a random number of random moves (up to its end)."""
    state, rng = dealt.state, dealt.rng
    states = [state]
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states[int(pick * (len(states) - 1))]


@SETTINGS
@given(dealt=dealt_rounds(), pick=st.floats(0, 1), seat_pick=st.integers(0, 5))
def test_state_and_view_texts_round_trip(dealt: Dealt, pick: float, seat_pick: int) -> None:
    state = advance(dealt, pick)
    text = state.to_text()
    assert "\n" not in text
    assert sp.RoundState.from_text(text) == state
    seat = seat_pick % state.rules.players
    view = state.view(seat)
    view_text = view.to_text()
    assert sp.RoundView.from_text(view_text) == view
    hands = view_text.split("|")[1].split("/")
    for s in range(state.rules.players):
        if s != seat:
            assert hands[s].strip() == "?" * len(state.hands[s])


@SETTINGS
@given(dealt=dealt_rounds(), pick=st.floats(0, 1), seat_pick=st.integers(0, 5))
def test_a_view_built_from_a_seats_knowledge_is_the_rounds_view(
    dealt: Dealt, pick: float, seat_pick: int
) -> None:
    state = advance(dealt, pick)
    seat = seat_pick % state.rules.players
    if state.round == sp.LAYOUT_ROUND:
        view = sp.RoundView.build(
            state.rules, round=7, seat=seat, hand=state.hands[seat], dealer=state.dealer,
            history=list(zip(state.movers, state.history, strict=True)),
            to_move=state.to_move, layout=state.view(seat).layout,
            finished=state.view(seat).finished,
        )  # fmt: skip
    else:
        view = sp.RoundView.build(
            state.rules, round=state.round, seat=seat, hand=state.hands[seat],
            dealer=state.dealer, tricks=[(t.leader, t.cards) for t in state.tricks],
            trick=state.trick, hand_sizes=[len(h) for h in state.hands],
        )  # fmt: skip
    assert view == state.view(seat)
    if state.to_move == seat:
        assert view.legal_actions == state.legal_actions()
        rng = random.Random(seat_pick)
        probes: list[sp.Action] = [sp.Play(c) for c in rng.sample(list(state.rules.deck), 6)]
        probes += [sp.SCHAPA, sp.ENDE]
        for action in probes:
            assert view.why_illegal(action) == state.why_illegal(action)
            assert view.is_legal(action) == state.is_legal(action)


HAND = "AC 4C KS 9S 8S 7S 6S 5S 4S 3S 9H 8H 7H 6H 5H 10D"


def test_build_answers_the_legality_question_of_a_trick() -> None:
    view = sp.RoundView.build(sp.Rules(players=3), round=1, seat=2, dealer=2, hand=HAND,
                              trick="KC QC")  # fmt: skip
    assert view.legal_actions == (sp.Play(Card.parse("AC")), sp.Play(Card.parse("4C")))
    assert view.why_illegal("KS") == "seat 2 must follow clubs"
    assert view.why_illegal("QD") == "seat 2 does not hold the Queen of Diamonds"
    assert (
        view.why_illegal("schapa")
        == "'schapa' is said only in round 7, the layout round; play a card"
    )
    assert view.hand_sizes == (15, 15, 16)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"hand": HAND + " 2D"}, "2D not in the deck for 3 players"),
        ({"hand": HAND.replace("AC ", "")}, "seat 2 holds 15 cards; after this play it has 16"),
        ({"hand": HAND.replace("AC", "KC")}, "KC is in the hand of seat 2 and played too"),
        ({"trick": "KC QC JC"}, "the current trick has at most 2 cards"),
        ({"tricks": ["KC QC"]}, "trick 1 has 2 cards; 3 players play 3"),
        ({"seat": 3}, "seat must be a seat 0 to 2, not 3"),
        ({"layout": "7H"}, "round 1 is a trick round"),
        ({"hand_sizes": (16, 16, 16)}, r"the seats hold \(15, 15, 16\) cards"),
        ({"round": 9}, "Schapa's rounds are numbered 1 to 8"),
    ],
)
def test_build_says_what_is_inconsistent(changes: dict[str, object], message: str) -> None:
    kwargs: dict[str, object] = {"round": 1, "seat": 2, "dealer": 2, "hand": HAND, "trick": "KC QC"}
    kwargs.update(changes)
    with pytest.raises(PositionError, match=message):
        sp.RoundView.build(sp.Rules(players=3), **kwargs)  # type: ignore[arg-type]


def test_build_refuses_a_follow_the_seat_could_not_make() -> None:
    # seat 2 holds clubs (AC, 4C) and cannot have thrown KS on the led KC
    with pytest.raises(PositionError, match="seat 2 must follow clubs"):
        sp.RoundView.build(
            sp.Rules(players=3), round=1, seat=2, dealer=2, hand=HAND.replace("KS ", ""),
            tricks=["KC QC KS"],
        )  # fmt: skip


def test_build_round_7_needs_the_history_and_knows_the_next_seat() -> None:
    rules = sp.Rules(players=3)
    hands = [
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C AS KS QS JS",
        "10S 9S 8S 7S 6S 5S 4S 3S AH KH QH JH 10H 9H 8H 7H",
        "6H 5H 4H 3H AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D",
    ]
    state = sp.RoundState.start(rules, round=7, dealer=2, hands=hands)
    state = state.apply("7C").apply("8C")  # seat 0 lays two and may go on
    view = sp.RoundView.build(rules, round=7, seat=0, hand=state.hands[0], dealer=2,
                              history=["0:7C", "0:8C"])  # fmt: skip
    assert view == state.view(0)
    with pytest.raises(PositionError, match="whether seat 0 can lay again is hidden"):
        sp.RoundView.build(rules, round=7, seat=1, hand=state.hands[1], dealer=2,
                           history=["0:7C", "0:8C"])  # fmt: skip
    assert sp.RoundView.build(rules, round=7, seat=1, hand=state.hands[1], dealer=2,
                              history=["0:7C", "0:8C"], to_move=0) == state.view(1)  # fmt: skip
    # without the history, the layout is built from what the table shows: it needs the
    # number of cards of every seat
    with pytest.raises(PositionError, match="round 7 without its history: give hand_sizes"):
        sp.RoundView.build(rules, round=7, seat=1, hand=state.hands[1], dealer=2, layout="7C")


def test_the_text_names_the_players_and_changed_options() -> None:
    state = sp.deal(sp.Rules(players=5, play_out=True), round=3, dealer=1, rng=random.Random(1))
    text = state.to_text()
    assert text.startswith("schapa r3 d1 players=5 play_out=true | ")
    assert text.endswith("|")  # no actions yet
    assert sp.RoundState.from_text(text) == state
    rounds = sp.deal(sp.Rules(rounds=(1, 7)), round=1, dealer=0, rng=random.Random(1))
    assert rounds.to_text().startswith("schapa r1 d0 players=4 rounds=1,7 | ")
    assert sp.RoundState.from_text(rounds.to_text()).rules.rounds == (1, 7)


@pytest.mark.parametrize(
    ("text", "problem", "at"),
    [
        ("schafkopf r1 d0 | | ", "starts with 'schapa'", 0),
        ("schapa r9 d0 | / / / | ", "r: the round is 1 to 8", 7),
        ("schapa r1 d4 | / / / | ", "d: the dealer is 0 to 3", 10),
        ("schapa r1 d0 players=7 | | ", "rules option players", 13),
        ("schapa r1 d0 | a / b | ", "expected 4 hands", 19),
        ("schapa r1 d0 | AC / KC / QC / JC | ", "hands: the hand of seat 0 has 1 cards", 14),
    ],
)
def test_bad_text_names_the_place(text: str, problem: str, at: int) -> None:
    with pytest.raises(NotationError, match=problem) as info:
        sp.RoundState.from_text(text)
    assert info.value.position == at


def test_an_illegal_action_in_the_text_is_named_with_its_place() -> None:
    state = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    text = state.to_text() + " schapa"
    with pytest.raises(NotationError, match=r"action 1 .*said only in round 7") as info:
        sp.RoundState.from_text(text)
    assert info.value.position == len(text) - len("schapa")


def test_a_round_7_view_text_needs_the_seats_of_the_actions() -> None:
    state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(3))
    for _ in range(5):
        state = state.apply(state.legal_actions()[0])
    text = state.view(2).to_text()
    actions = text.split(" | ")[2]
    assert all(":" in word for word in actions.split())
    bare = text.replace(actions, " ".join(w.split(":")[1] for w in actions.split()))
    with pytest.raises(NotationError, match="every action needs its seat"):
        sp.RoundView.from_text(bare)
