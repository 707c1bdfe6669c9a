"""Odd input at the public constructors and state methods: each is refused with the
documented error (TypeError/ValueError naming the field, NotationError, TableError), never
an AttributeError, AssertionError, bare IndexError or a type error reported as a move."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from kartenregeln import (
    Card,
    IllegalActionError,
    KartenregelnError,
    NotationError,
    Rank,
    Suit,
    messages,
)
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.names import _norm_cached
from kartenregeln.schapa import actions as sp_actions
from kartenregeln.table import Player, Table, TableError

# untyped handles, so that the tests may pass what the types forbid
SK: Any = sk
SP: Any = sp
ANY_TABLE: Any = Table
ANY_PLAYER: Any = Player

SK_STATE = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
SP_STATE = sp.deal(sp.Rules(), round=1, dealer=0, rng=random.Random(1))


@pytest.mark.parametrize(
    ("make", "error", "field"),
    [
        (lambda: SK.Play(None), TypeError, "Play.card"),
        (lambda: SK.Play(Card(Suit.HEARTS, Rank.TWO)), ValueError, "Play.card"),
        (lambda: SP.Play(None), TypeError, "Play.card"),
        (lambda: SK.Announce(None), TypeError, "Announce.game"),
        (lambda: SK.Announce("wenz"), TypeError, "Announce.game"),
        (lambda: SK.Contract("wenz", tout="yes"), TypeError, "Contract.tout"),
        (lambda: SK.Contract("wenz", tout={}), TypeError, "Contract.tout"),
        (lambda: SK.Contract(None), ValueError, "Contract.kind"),
        (lambda: SK.Contract("farbsolo", 7), ValueError, "Contract.suit"),
        (lambda: SK.Contract("farbsolo", True), ValueError, "Contract.suit"),
        (lambda: SK.Match(rules=None), TypeError, "Match.rules"),
        (lambda: SK.Match(sk.Rules(), games=8.0), ValueError, "8, 12, 16 or 24"),
        (lambda: SP.Match(rules=None), TypeError, "Match.rules"),
        (
            lambda: SP.deal(sp.Rules(), round=1.0, dealer=0, rng=random.Random(1)),
            ValueError,
            "round",
        ),
        (lambda: SP.Rules(rounds=5), TypeError, "rounds"),
        (lambda: SP.Rules(players=4.0), TypeError, "players"),
        (lambda: ANY_TABLE(players=[5]), TypeError, "players[0]"),
        (lambda: ANY_TABLE(players="Anna"), TypeError, "players"),
        (lambda: ANY_PLAYER(5), TypeError, "Player.name"),
        (lambda: ANY_PLAYER("Anna", human="yes"), TypeError, "Player.human"),
    ],
)
def test_constructors_name_the_field(make: Any, error: type[Exception], field: str) -> None:
    with pytest.raises(error, match=field.replace("[", r"\[").replace("]", r"\]")):
        make()


@pytest.mark.parametrize("seat", [9, -1, True, 1.0, None])
def test_hand_of_a_non_seat_is_a_value_error(seat: Any) -> None:
    for method in (SK_STATE.hand, SK_STATE.initial_hand, SK_STATE.first_packet, SK_STATE.view):
        with pytest.raises(ValueError, match=r"seat must be 0\.\.3"):
            method(seat)


# -- one behaviour for odd input in both games (docs/protocol.md) ------------------------

STATES = pytest.mark.parametrize("state", [SK_STATE, SP_STATE], ids=["schafkopf", "schapa"])
NOT_ACTIONS = [None, 5, 1.5, b"EO", ["EO"]]


@STATES
@pytest.mark.parametrize("value", NOT_ACTIONS, ids=repr)
def test_a_non_action_is_a_type_error(state: Any, value: object) -> None:
    for method in (state.why_illegal, state.is_legal, state.apply):
        with pytest.raises(TypeError, match=r"not a (Schafkopf|Schapa) action"):
            method(value)


@STATES
def test_the_other_games_action_and_a_card_are_illegal_actions(state: Any) -> None:
    """Well-formed input a client may send to the wrong game: the documented ValueError
    family (issue 27), not a TypeError."""
    other = sp.Play(Card(Suit.CLUBS, Rank.QUEEN)) if isinstance(state, sk.GameState) else sk.WEITER
    for value, code in (
        (other, "not_game_action"),
        (Card(Suit.CLUBS, Rank.QUEEN), "card_not_action"),
    ):
        # a question gets an answer (issue 31): False and the reason; only apply raises
        assert state.is_legal(value) is False
        reason = state.why_illegal(value)
        assert messages.code(reason) == code
        assert state.why_illegal(value, lang="de") == messages.translate(reason, "de")
        with pytest.raises(IllegalActionError) as info:
            state.apply(value)
        assert info.value.code == code
        assert messages.translate(info.value.reason) == reason


@STATES
@pytest.mark.parametrize("text", ["", "hello", "E1", "rufspiel straße", "x" * 5000])
def test_unparsable_text_is_a_reason_false_and_a_notation_error(state: Any, text: str) -> None:
    reason = state.why_illegal(text)
    assert isinstance(reason, str)
    assert "is not an action" in reason
    assert state.is_legal(text) is False
    with pytest.raises(NotationError):
        state.apply(text)


@STATES
def test_legal_text_and_values_agree(state: Any) -> None:
    for action in state.legal_actions():
        assert state.why_illegal(str(action)) is None
        assert state.is_legal(action)
        assert state.apply(str(action)) == state.apply(action)


# -- notation positions and bounded caches ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [("rufspiel straße", "straße"), ("Solo  ẞTRASSE", "ẞTRASSE"), ("tout solo ﬁx", "ﬁx")],
)
def test_notation_position_points_at_the_word(text: str, word: str) -> None:
    with pytest.raises(NotationError) as info:
        sk.parse_action(text)
    assert info.value.position == text.index(word)


def test_parsers_do_not_cache_long_text() -> None:
    before = _norm_cached.cache_info().currsize
    for i in range(50):
        for parse in (Card.parse, sp.parse_action, sk.parse_action):
            with pytest.raises(NotationError):
                parse("x" * 10_000 + str(i))
    assert _norm_cached.cache_info().currsize == before
    assert all(len(key) <= 40 for key in sp_actions._CACHE)
    assert _norm_cached.cache_info().maxsize == 4096


# -- the table's clock -------------------------------------------------------------------


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, 10**400])
def test_table_refuses_non_finite_times(bad: float) -> None:
    with pytest.raises(TableError, match="finite"):
        Table(now=bad)
    with pytest.raises(TableError, match="finite"):
        Table(computer_delay=bad)
    table = Table(players=["Anna"])
    for call in (table.tick, table.time_left, lambda t: table.act(0, "weiter", t)):
        with pytest.raises(TableError, match="finite"):
            call(bad)
    assert table.now == 0.0


def test_table_refuses_time_going_backwards() -> None:
    table = Table(players=["Anna"], now=100.0)
    table.tick(110.0)
    with pytest.raises(TableError, match="time runs forward") as info:
        table.tick(105.0)
    assert isinstance(info.value, KartenregelnError)
    assert table.now == 110.0


@pytest.mark.parametrize("bad", ["10", None, True])
def test_table_times_must_be_numbers(bad: object) -> None:
    with pytest.raises(TypeError, match="now must be a number"):
        ANY_TABLE(now=bad)
