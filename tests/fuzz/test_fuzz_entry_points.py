"""Fuzz: generated text, JSON, actions, options and times at every public entry point.

Each call either succeeds or raises one of the errors its documentation names: text
parsers `NotationError` (and `TypeError` for a non-str), record readers `RecordError`,
constructors `TypeError`/`ValueError` naming the field, the table `TableError`,
`IllegalActionError`, `NotationError` or `TypeError`. Anything else (AttributeError,
AssertionError, IndexError, RecursionError, a hang) fails the test. Bounded: a few
hundred examples per entry point, a few seconds each.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import (
    Card,
    CardSet,
    IllegalActionError,
    NotationError,
    RecordError,
    records,
    wire,
)
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.names import STYLES, label, parse_card, parse_cards
from kartenregeln.table import Player, Table, TableError

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))

# Text close to the notation: words of both games, card codes, separators, odd letters.
WORDS = st.sampled_from(
    ["EO", "GU", "HA", "SZ", "S7", "QS", "10H", "AC", "2D", "weiter", "spiele", "klopfen",
     "kontra", "re", "gut", "rufspiel", "solo", "tout", "wenz", "geier", "sie", "gras",
     "eichel", "herz", "schellen", "straße", "ẞ", "ﬁ", "schapa", "ende", "pass", "Kreuz",
     "Dame", "of", "Queen", "🃝", "⠁", "♣", "-", ",", ";", "  ", "\n", "\x1b[2J", "\udcff"]
)  # fmt: skip
TEXT = st.one_of(
    st.text(max_size=40),
    st.lists(WORDS, max_size=6).map(" ".join),
    st.lists(WORDS, max_size=6).map("".join),
    st.integers(0, 5000).map(lambda n: "9" * n),
)
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**30), 10**30), st.floats(), st.text(max_size=10)
)
JSON_VALUES = st.recursive(
    SCALARS | st.just(float("nan")),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)
ODD_VALUES = st.one_of(
    JSON_VALUES,
    st.sampled_from([Card.from_index(0), CardSet(), sk.WEITER, sp.SCHAPA, object(), (1, 2)]),
)


def refused(call: Any, allowed: tuple[type[BaseException], ...]) -> BaseException | None:
    """The documented error ``call()`` raised, or ``None`` if it succeeded; any other
    exception propagates and fails the test."""
    try:
        call()
    except allowed as exc:
        return exc
    return None


SK_STATES: list[Any] = []
SP_STATES: list[Any] = []


def _states() -> list[Any]:
    if not SK_STATES:
        rng = random.Random(4)
        for game, store in (("schafkopf", SK_STATES), ("schapa", SP_STATES)):
            state: Any = (
                sk.deal(sk.Rules(), dealer=0, rng=rng)
                if game == "schafkopf"
                else sp.deal(sp.Rules(players=5), round=7, dealer=1, rng=rng)
            )
            while not state.is_over:
                store.append(state)
                state = state.apply(rng.choice(state.legal_actions()))
            store.append(state)
    return SK_STATES + SP_STATES


@FUZZ
@given(TEXT)
def test_text_parsers(text: str) -> None:
    for parse in (
        Card.parse,
        CardSet.parse,
        parse_card,
        parse_cards,
        sk.parse_action,
        sp.parse_action,
    ):
        exc = refused(lambda: parse(text), (NotationError,))  # noqa: B023
        if isinstance(exc, NotationError):
            assert exc.text == text
            assert exc.position is None or 0 <= exc.position <= len(text)


@FUZZ
@given(ODD_VALUES)
def test_text_parsers_refuse_non_text(value: object) -> None:
    for parse in (Card.parse, CardSet.parse, sk.parse_action, sp.parse_action):
        if isinstance(value, str):
            continue
        with pytest.raises(TypeError):
            parse(value)  # type: ignore[arg-type]


@FUZZ
@given(st.integers(0, 51), st.one_of(st.sampled_from(STYLES), st.text(max_size=8)))
def test_labels(index: int, style: str) -> None:
    exc = refused(lambda: label(Card.from_index(index), style), (ValueError,))
    assert exc is None or "unknown card style" in str(exc)
    assert exc is not None or style in (*STYLES, "bavarian", "de-bavarian", "en-french")


@FUZZ
@given(st.data(), st.one_of(TEXT, ODD_VALUES))
def test_state_methods(data: st.DataObject, action: Any) -> None:
    state = data.draw(st.sampled_from(_states()))
    kind = sk.GameState if isinstance(state, sk.GameState) else sp.RoundState
    game_action = isinstance(action, (str, sk.Play, sk.Announce, sp.Play)) or action in (
        sk.WEITER, sp.SCHAPA,
    )  # fmt: skip
    # a card or the other game's action: well-formed input of the wrong game (issue 27)
    wrong_game = isinstance(action, (Card, sk.Play, sk.Announce, sp.Play)) or action in (
        sk.WEITER, sp.SCHAPA,
    )  # fmt: skip
    for method in (state.why_illegal, state.is_legal):
        try:
            answer = method(action)
        except IllegalActionError:
            assert wrong_game
        except TypeError:
            assert not isinstance(action, str)
            assert not wrong_game
        else:
            assert answer is None or isinstance(answer, (str, bool))
    try:
        after = state.apply(action)
    except (IllegalActionError, NotationError):
        assert game_action or wrong_game
    except TypeError:
        assert not isinstance(action, str)
        assert not wrong_game
    else:
        assert isinstance(after, kind)
        assert state.is_legal(action)
    seat = data.draw(SCALARS)
    refused(lambda: state.view(seat), (ValueError,))


@FUZZ
@given(st.one_of(TEXT, JSON_VALUES.map(lambda v: json.dumps(v, allow_nan=True))))
def test_records_loads_text(text: str) -> None:
    for given_text in (text, text.encode("utf-8", "surrogatepass")):
        exc = refused(lambda: records.loads(given_text), (RecordError,))  # noqa: B023
        assert "\n" not in str(exc)


@FUZZ
@given(st.data())
def test_records_loads_mutated_records(data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(_states()))
    record = json.loads(records.dumps(state))
    key = data.draw(st.sampled_from([*sorted(record), "rules"]))
    target = record["rules"] if key == "rules" else record
    inner = data.draw(st.sampled_from(sorted(target)))
    target[inner] = data.draw(JSON_VALUES)
    refused(lambda: records.loads(json.dumps(record, allow_nan=True)), (RecordError,))


OPTION_VALUES = st.one_of(SCALARS, st.lists(SCALARS, max_size=3), st.just(()), st.just(sk.Tariff()))


@FUZZ
@given(st.data())
def test_constructors_with_options(data: st.DataObject) -> None:
    calls: list[tuple[Any, list[str]]] = [
        (sk.Rules, [f.name for f in sk.Rules.__attrs_attrs__]),
        (sk.Tariff, [f.name for f in sk.Tariff.__attrs_attrs__]),
        (sk.LaufendeMin, [f.name for f in sk.LaufendeMin.__attrs_attrs__]),
        (sp.Rules, [f.name for f in sp.Rules.__attrs_attrs__]),
        (sk.Contract, ["kind", "suit", "tout"]),
        (sk.Match, ["rules", "games", "first_dealer"]),
        (sp.Match, ["rules", "first_dealer"]),
        (Player, ["name", "human", "bot", "samples"]),
    ]
    make, names = data.draw(st.sampled_from(calls))
    chosen = data.draw(st.lists(st.sampled_from(names), unique=True, max_size=3))
    kwargs: dict[str, Any] = {name: data.draw(OPTION_VALUES) for name in chosen}
    if make in (sk.Contract, sk.Match, sp.Match, Player) and names[0] not in kwargs:
        kwargs[names[0]] = {sk.Contract: "wenz", sk.Match: sk.Rules(), sp.Match: sp.Rules(),
                            Player: "Anna"}[make]  # fmt: skip
    exc = refused(lambda: make(**kwargs), (TypeError, ValueError))
    assert exc is None or str(exc)


@FUZZ
@given(
    st.sampled_from(["schafkopf", "schapa"]),
    OPTION_VALUES,
    st.one_of(TEXT, st.lists(TEXT, max_size=6)),
    st.one_of(st.integers(-2, 9), SCALARS),
)
def test_dealing_and_starting(game: str, round_: Any, hands: Any, dealer: Any) -> None:
    rng = random.Random(1)
    try:
        if game == "schafkopf":
            sk.deal(sk.Rules(), dealer=dealer, rng=rng)
        else:
            sp.deal(sp.Rules(), round=round_, dealer=dealer, rng=rng)
    except (TypeError, ValueError):
        pass
    try:
        if game == "schafkopf":
            sk.GameState.start(sk.Rules(), dealer=dealer, hands=hands)
        else:
            sp.RoundState.start(sp.Rules(), round=round_, dealer=dealer, hands=hands)
    except (TypeError, ValueError):
        pass


TIMES = st.one_of(
    st.floats(min_value=-10, max_value=1e6), st.floats(), st.integers(-5, 10**20), SCALARS
)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    st.sampled_from(["schafkopf", "schapa"]),
    st.lists(
        st.tuples(
            st.sampled_from(["tick", "act", "confirm", "pause", "resume", "time_left"]),
            st.one_of(st.integers(-1, 6), SCALARS),
            st.one_of(TEXT, ODD_VALUES),
            TIMES,
        ),
        max_size=12,
    ),
)
def test_table_calls(game: str, calls: list[tuple[str, Any, Any, Any]]) -> None:
    table = Table(game, ["Anna", "Bert"], seed=2, clock=30)
    for name, seat, action, now in calls:
        before = table.now
        try:
            if name == "tick":
                table.tick(now)
            elif name == "act":
                table.act(seat, action, now)
            elif name == "time_left":
                table.time_left(now)
            else:
                getattr(table, name)(seat, now)
        except (TableError, IllegalActionError, NotationError, TypeError):
            assert table.now >= before
        assert table.now == table.now  # never NaN


@FUZZ
@given(st.one_of(TEXT, JSON_VALUES.map(lambda v: json.dumps(v, allow_nan=True))), st.data())
def test_wire_reading(text: str, data: st.DataObject) -> None:
    refused(lambda: wire.loads(text), (RecordError,))
    value = data.draw(JSON_VALUES)
    if isinstance(value, dict) and data.draw(st.booleans()):
        value["type"] = data.draw(st.one_of(st.sampled_from(sorted(wire.TYPES)), JSON_VALUES))
        value["version"] = data.draw(st.one_of(st.just(wire.VERSION), JSON_VALUES))
    refused(lambda: wire.from_json(value), (RecordError,))
