"""The reasons of a [`WireError`][kartenregeln.wire.WireError] are keyed sentences (#39):
each bad JSON input is refused with a [`Message`][kartenregeln.messages.Message] as
``err.reason`` whose English is exactly the text it always had (other programs read it)
and whose German comes from its key. The reasons records.py says too share its keys
(``record_expected``, ``record_missing``, ``record_unknown_entry``); the rest are
``wire_*``."""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest

from kartenregeln import messages, schafkopf, schapa, wire
from kartenregeln._strict_json import StrictJsonError
from kartenregeln.messages import Message, say
from kartenregeln.plain import WireValue
from kartenregeln.wire import WireError

Json = dict[str, Any]


def _played(state: Any, seed: int) -> Any:
    """``state`` played to its end with random legal actions."""
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(sorted(state.legal_actions(), key=str)))
    return state


def _sk_state() -> Any:
    return schafkopf.deal(schafkopf.Rules(), dealer=3, rng=random.Random(7))


def _json(value: Callable[[], object]) -> Callable[[], Json]:
    return lambda: wire.to_json(value())


SK_RULES = _json(schafkopf.Rules)
SK_STATE = _json(_sk_state)
SK_VIEW = _json(lambda: _sk_state().view(0))
SK_SETTLEMENT = _json(lambda: _played(_sk_state(), 2).settle())
SK_CONTRACT = _json(lambda: schafkopf.Contract("solo", "eichel"))
SP_STATE = _json(lambda: schapa.deal(schapa.Rules(), round=1, dealer=0, rng=random.Random(3)))


def _sk_declared() -> Any:
    """A Schafkopf state whose game is named (a declarer), some cards played."""
    state = _sk_state()
    rng = random.Random(1)
    while state.declarer is None or len(state.history) < 8:
        state = state.apply(rng.choice(sorted(state.legal_actions(), key=str)))
    return state


SK_DECLARED_VIEW = _json(lambda: _sk_declared().view(0))
SK_TYPES = ", ".join(wire.TYPES)


class _Other(WireValue):
    """A value class of a plain game (kartenregeln.plain) that no wire type reads."""


def _read(data: object) -> Callable[[], object]:
    return lambda: wire.from_json(data)


def _with(base: Callable[[], Json], change: Callable[[Json], None]) -> Callable[[], object]:
    """Reading ``base``'s JSON after ``change`` (made in place on a copy)."""

    def read() -> object:
        data = copy.deepcopy(base())
        change(data)
        return wire.from_json(data)

    return read


def _set(path: tuple[str | int, ...], value: object) -> Callable[[Json], None]:
    def change(data: Json) -> None:
        where: Any = data
        for key in path[:-1]:
            where = where[key]
        where[path[-1]] = value

    return change


def _drop(key: str) -> Callable[[Json], None]:
    def change(data: Json) -> None:
        del data[key]

    return change


def _too_large(base: Callable[[], Json], key: str) -> Callable[[], object]:
    """Reading ``base``'s JSON text with ``key`` a whole number of 40 digits."""

    def read() -> object:
        data = base()
        data[key] = "@@"
        return wire.loads(json.dumps(data).replace('"@@"', "1" * 40))

    return read


def _twice(data: Json) -> None:
    data["hand"][1] = data["hand"][0]


def _first_label(data: Json) -> None:
    data["breakdown"][0]["label"] = "x"


def _sk_hands_short(data: Json) -> None:
    data["hands"][0] = data["hands"][0][:7]


# (the key, the call refused, the entry, the English as it always was, the German)
CASES: list[tuple[str, Callable[[], object], str, str, str]] = [
    # shared with records.py
    ("record_expected", _with(SK_RULES, _set(("tariff",), 5)), "tariff",
     "expected an object, not a number", "erwartet ein Objekt, keine Zahl"),
    ("record_expected", lambda: wire.entries([], "rules", ("players",)), "rules",
     "expected an object, not a list", "erwartet ein Objekt, keine Liste"),
    ("record_expected", _with(SK_RULES, _set(("solo_order",), "x")), "solo_order",
     "expected a list, not a string", "erwartet eine Liste, keinen Text"),
    ("record_expected", _with(SK_STATE, _set(("history",), {})), "history",
     "expected a list, not an object", "erwartet eine Liste, kein Objekt"),
    ("record_expected", _with(SK_RULES, _set(("klopfen",), 1)), "klopfen",
     "expected true or false, not a number", "erwartet true oder false, keine Zahl"),
    ("record_expected", _with(SK_RULES, _set(("tariff", "solo"), "5")), "tariff.solo",
     "expected a whole number, not a string", "erwartet eine ganze Zahl, keinen Text"),
    ("record_expected", _with(SK_SETTLEMENT, _set(("breakdown", 0, "label"), None)),
     "breakdown[0].label", "expected a string, not null", "erwartet einen Text, nicht null"),
    ("record_expected", _with(SK_VIEW, _set(("hand", 0), True)), "hand[0]",
     "expected a card code, not a boolean", "erwartet ein Kartenkürzel, keinen Wahrheitswert"),
    ("record_expected", _with(SK_VIEW, _set(("hand",), "EO")), "hand",
     "expected a list of card codes, not a string",
     "erwartet eine Liste von Kartenkürzeln, keinen Text"),
    ("record_expected", _with(SK_STATE, _set(("history",), [7])), "history[0]",
     "expected an action as text, not a number", "erwartet eine Aktion als Text, keine Zahl"),
    ("record_expected", _too_large(SK_RULES, "players"), "players",
     "expected a whole number, not a number of 40 digits (more than JSON keeps exactly)",
     "erwartet eine ganze Zahl, keine Zahl mit 40 Ziffern (mehr, als JSON genau "
     "wiedergibt)"),
    ("record_missing", _with(SK_CONTRACT, _drop("game")), "game", "missing", "fehlt"),
    ("record_missing", _with(SK_SETTLEMENT, _drop("scores")), "scores", "missing", "fehlt"),
    ("record_unknown_entry", _with(SK_CONTRACT, _set(("zz",), 1)), "zz", "unknown entry",
     "unbekannter Eintrag"),
    ("record_unknown_entry", _with(SK_RULES, _set(("tariff", "zz"), 1)), "tariff.zz",
     "unknown entry", "unbekannter Eintrag"),
    # the wire form's own
    ("wire_list_of", _with(SK_SETTLEMENT, _set(("party_augen",), [1, 2, 3])), "party_augen",
     "expected a list of 2, not of 3", "erwartet eine Liste mit 2 Einträgen, nicht mit 3"),
    ("wire_one_of", _with(SK_RULES, _set(("deck",), "kurz")), "deck",
     "expected one of 'long', 'short', not 'kurz'",
     "erwartet einen der Werte 'long', 'short', nicht 'kurz'"),
    ("wire_card_as", _with(SK_VIEW, _set(("hand", 0), "go")), "hand[0]",
     "write the card as 'GO', not 'go'", "schreibe die Karte als 'GO', nicht als 'go'"),
    ("wire_card_twice", _with(SK_VIEW, _twice), "hand", "names a card twice",
     "nennt eine Karte zweimal"),
    ("wire_action_as", _with(SK_STATE, _set(("history",), ["Weiter"])), "history[0]",
     "write the action as 'weiter', not 'Weiter'",
     "schreibe die Aktion als 'weiter', nicht als 'Weiter'"),
    ("wire_derived_differs", _with(SK_SETTLEMENT, _first_label), "breakdown[0].code",
     "does not match the other fields", "passt nicht zu den anderen Feldern"),
    ("wire_not_following", _with(SK_VIEW, _set(("legal_actions",), ["weiter"])),
     "legal_actions", "does not follow from the other fields",
     "folgt nicht aus den anderen Feldern"),
    ("wire_render_differs", _with(SK_VIEW, _set(("render", "augen"), [1, 0, 0, 0])), "render",
     "does not match the view's fields", "passt nicht zu den Feldern der Sicht"),
    ("wire_seat", _with(SK_SETTLEMENT, _set(("declarer",), 7)), "declarer",
     "seat 7 is not one of the 4 seats", "Sitz 7 ist keiner der 4 Sitze"),
    ("wire_seat", _with(SK_SETTLEMENT, _set(("breakdown", 0, "seat"), -1)),
     "breakdown[0].seat", "seat -1 is not one of the 4 seats", "Sitz -1 ist keiner der 4 Sitze"),
    # wire.from_json: the whole value, its type and version
    ("record_expected", _read([]), "value", "expected a JSON object, not a list",
     "erwartet ein JSON-Objekt, keine Liste"),
    ("record_expected", lambda: wire.loads("1" * 40), "value",
     "expected a JSON object, not a number of 40 digits (more than JSON keeps exactly)",
     "erwartet ein JSON-Objekt, keine Zahl mit 40 Ziffern (mehr, als JSON genau "
     "wiedergibt)"),
    ("record_missing", _read({}), "type", "missing", "fehlt"),
    ("wire_unknown_type", _read({"type": "x", "version": 1}), "type",
     f"unknown type 'x'; expected one of {SK_TYPES}",
     f"unbekannter Typ 'x'; möglich sind {SK_TYPES}"),
    ("wire_unknown_type", _read({"type": 5}), "type", f"unknown type 5; expected one of {SK_TYPES}",
     f"unbekannter Typ 5; möglich sind {SK_TYPES}"),
    ("record_missing", _with(SK_CONTRACT, _drop("version")), "version", "missing", "fehlt"),
    ("record_version", _with(SK_CONTRACT, _set(("version",), 2)), "version",
     "this library reads version 1, not 2", "diese Bibliothek liest Version 1, nicht 2"),
    ("record_version", _with(SK_CONTRACT, _set(("version",), "1")), "version",
     "this library reads version 1, not '1'", "diese Bibliothek liest Version 1, nicht '1'"),
    # Class.from_json / from_text: a value of another type
    ("wire_expected_class", lambda: schafkopf.Rules.from_json(SK_CONTRACT()), "type",
     "expected a Rules, not 'schafkopf.contract'",
     "erwartet einen Wert der Klasse Rules, nicht 'schafkopf.contract'"),
    ("wire_expected_class", lambda: schapa.Match.from_json(SK_RULES()), "type",
     "expected a Match, not 'schafkopf.rules'",
     "erwartet einen Wert der Klasse Match, nicht 'schafkopf.rules'"),
    ("wire_expected_class", lambda: _Other.from_json(SK_CONTRACT()), "type",
     "expected a _Other, not Contract(kind=<GameKind.FARBSOLO: 'farbsolo'>, suit=Suit.CLUBS, "
     "tout=False)",
     "erwartet einen Wert der Klasse _Other, nicht Contract(kind=<GameKind.FARBSOLO: "
     "'farbsolo'>, suit=Suit.CLUBS, tout=False)"),
    ("wire_expected_class", lambda: _Other.from_text(json.dumps(SK_CONTRACT())), "type",
     "expected a _Other, not Contract(kind=<GameKind.FARBSOLO: 'farbsolo'>, suit=Suit.CLUBS, "
     "tout=False)",
     "erwartet einen Wert der Klasse _Other, nicht Contract(kind=<GameKind.FARBSOLO: "
     "'farbsolo'>, suit=Suit.CLUBS, tout=False)"),
    # Schafkopf's own wire types
    ("record_expected", _with(SK_CONTRACT, _set(("game",), 5)), "game",
     "expected a game as text, not a number", "erwartet ein Spiel als Text, keine Zahl"),
    ("wire_balance_seats", _with(SK_SETTLEMENT, lambda d: d["balance"].pop()), "balance",
     "has 3 seats, the scores 4", "hat 3 Sitze, die scores aber 4"),
    ("match_seat", _with(SK_VIEW, _set(("seat",), 7)), "history",
     "seat must be a seat 0..3, not 7", "seat muss ein Sitz 0..3 sein, nicht 7"),
    ("match_seat", _with(SK_VIEW, _set(("dealer",), -1)), "history",
     "dealer must be a seat 0..3, not -1", "dealer muss ein Sitz 0..3 sein, nicht -1"),
    ("view_declarer_no_game", _with(SK_DECLARED_VIEW, _set(("game",), None)), "View",
     "a view with a declarer must name the game",
     "eine Sicht mit einem Spieler muss das Spiel nennen"),
]  # fmt: skip


def _refused(call: Callable[[], object], entry: str) -> tuple[WireError, Message]:
    """The ``WireError`` that ``call`` raises, at ``entry``, and its keyed reason."""
    with pytest.raises(WireError) as info:
        call()
    error = info.value
    assert error.entry == entry
    assert isinstance(error.reason, Message), error.reason
    return error, error.reason


# German names a numbered line and the whole value in German; a key stays as written
_DE_ENTRY = {"value": "Wert", "line 1": "Zeile 1"}


@pytest.mark.parametrize(
    ("key", "call", "entry", "english", "german"),
    CASES,
    ids=[f"{c[0]}:{c[2]}" for c in CASES],
)
def test_each_wire_reason_by_key_in_both_languages(
    key: str, call: Callable[[], object], entry: str, english: str, german: str
) -> None:
    error, reason = _refused(call, entry)
    assert reason.key == key == error.code
    assert error.reason == english  # the English, byte for byte as before
    assert str(error) == f"{entry}: {english}"
    assert messages.translate(error.reason, "de") == german
    assert error.message("de") == f"{_DE_ENTRY.get(entry, entry)}: {german}"
    copied = pickle.loads(pickle.dumps(error))  # the key survives a pickle
    assert copied.reason.key == key
    assert copied.message("de") == f"{_DE_ENTRY.get(entry, entry)}: {german}"


def test_every_wire_key_is_triggered() -> None:
    keys = {k for k in messages.ERRORS if messages.owner(k) == "wire"}
    assert keys == {c[0] for c in CASES if c[0].startswith("wire_")} | {"wire_too_large"}
    assert all(k.startswith("wire_") for k in keys)


def test_a_too_large_number_is_named_by_its_own_key() -> None:
    with pytest.raises(WireError) as info:
        _too_large(SK_RULES, "players")()
    reason = info.value.reason
    assert isinstance(reason, Message)
    found = reason.params["found"]
    assert isinstance(found, Message)
    assert found.key == "wire_too_large"
    assert found.params == {"digits": "40"}


@pytest.mark.parametrize(
    ("call", "entry", "key"),
    [
        # a hand the rules refuse while the state is started: the rules' own Message
        (_with(SK_STATE, _sk_hands_short), "hands", "not_parsed"),
        # an illegal action in the history: the reason of the IllegalActionError
        (_with(SK_STATE, _set(("history",), ["weiter", "weiter", "weiter", "weiter", "EO"])),
         "history[4]", None),
        # a card text that is no card: the problem of the NotationError
        (_with(SP_STATE, _set(("hands", 0, 0), "XY")), "hands[0][0]", None),
        # a rules value its class refuses: the validator's Message
        (_with(SK_RULES, _set(("players",), 5)), "Rules", "rules_sk_players"),
        # a game text Schafkopf does not know: the problem of the NotationError
        (_with(SK_CONTRACT, _set(("game",), "xyz")), "game", "unknown_game"),
        (_with(SK_CONTRACT, _set(("game",), "solo")), "game", "needs_trump_suit"),
    ],
)  # fmt: skip
def test_a_reason_the_rules_give_keeps_its_key(
    call: Callable[[], object], entry: str, key: str | None
) -> None:
    error, reason = _refused(call, entry)
    if key is not None:
        assert reason.key == key
    german = messages.translate(reason, "de")
    assert german != reason
    assert error.message("de") == f"{error.entry}: {german}"


def test_a_keyed_reason_of_the_strict_reader_is_passed_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``wire.loads`` gives the strict JSON reader's reason as it is: a ``Message`` keeps
    its key (tests/test_strict_json_keyed.py has the reader's own reasons)."""

    def refuse(text: object, what: str = "text") -> object:
        raise StrictJsonError("text", say("record_missing"))

    monkeypatch.setattr(wire, "read_json", refuse)
    with pytest.raises(WireError) as info:
        wire.loads("{}")
    assert info.value.entry == "text"
    assert isinstance(info.value.reason, Message)
    assert info.value.reason.key == "record_missing"
    assert info.value.message("de") == "text: fehlt"
