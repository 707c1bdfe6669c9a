"""The refusals of the table and the web server are keyed sentences (#39): each is
raised with a [`Message`][kartenregeln.messages.Message] whose English is exactly the
text it always had (outside programs show and compare it), and the web page words it in
German from its key, reading nothing back."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pytest

from kartenregeln import messages
from kartenregeln.messages import Message
from kartenregeln.registry import games
from kartenregeln.table import Phase, Player, Table, TableError
from kartenregeln.web import words
from kartenregeln.web.messages import SENTENCES, MessageError, parse_message, refusal
from kartenregeln.web.settings import SettingsError, check_settings


@pytest.fixture
def nothing_read_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading a sentence back into its key fails the test."""
    from kartenregeln import _read_back

    def refuse(text: str) -> None:
        raise AssertionError(f"a sentence was read back into its key: {text!r}")

    monkeypatch.setattr(_read_back, "read", refuse)


def _table(people: int = 4) -> Table:
    """A Schafkopf table of ``people`` persons (the rest computers), 8 games, no clock."""
    players = [Player.person(f"P{s}") if s < people else None for s in range(4)]
    return Table("schafkopf", players, games=8, clock=None, seed=7, computer_delay=0)


def _until(table: Table, phase: Phase, now: float = 1.0) -> float:
    """Play random legal actions (and confirm every Abrechnung) until ``phase``."""
    rng = random.Random(3)
    for _ in range(10_000):
        if table.phase is phase:
            return now
        now += 1.0
        if table.phase is Phase.ABRECHNUNG:
            for s in table.waiting_for():
                table.confirm(s, now)
            table.tick(now)
            continue
        mover = table.state.to_move
        assert mover is not None
        table.act(mover, rng.choice(sorted(table.view(mover).legal_actions, key=str)), now)
    raise AssertionError(f"the table never reached {phase}")  # pragma: no cover


def _in_abrechnung(call: Callable[[Table, float], object]) -> Callable[[], object]:
    def run() -> object:
        table = _table()
        now = _until(table, Phase.ABRECHNUNG)
        return call(table, now)

    return run


def _paused_twice() -> object:
    table = _table()
    now = _until(table, Phase.ABRECHNUNG)
    table.pause(0, now)
    return table.pause(1, now)


def _pause_used_up() -> object:
    table = _table()
    now = _until(table, Phase.ABRECHNUNG)
    table.pause(0, now)
    table.tick(now + 500)  # the two minutes ran out
    return table.pause(0, now + 500)


def _over(call: Callable[[Table, float], object]) -> Callable[[], object]:
    def run() -> object:
        table = _table()
        now = _until(table, Phase.OVER)
        return call(table, now)

    return run


def _not_turn() -> object:
    table = _table()
    mover = table.state.to_move
    assert mover is not None
    return table.act((mover + 1) % 4, "weiter", 1.0)


def _time_back() -> object:
    table = _table()
    table.tick(5.0)
    return table.tick(2.5)


# (key, the call that is refused, the English as it always was, the German)
TABLE_REFUSALS: list[tuple[str, Callable[[], object], str, str]] = [
    ("table_no_game_abrechnung", _in_abrechnung(lambda t, now: t.act(0, "weiter", now)),
     "no game is being played; the table is in the abrechnung",
     "Gerade wird kein Spiel gespielt."),
    ("table_no_game_over", _over(lambda t, now: t.act(0, "weiter", now)),
     "no game is being played; the table is in the over", "Gerade wird kein Spiel gespielt."),
    ("table_not_turn", _not_turn, "it is not seat {seat}'s turn but seat {mover}'s",
     "Sitz {seat} ist nicht am Zug, sondern Sitz {mover}."),
    ("table_no_abrechnung", lambda: _table().confirm(0, 1.0),
     "there is no Abrechnung to confirm now", "Es gibt jetzt keine Abrechnung zu bestätigen."),
    ("table_match_over", _over(lambda t, now: t.pause(0, now)), "the match is over",
     "Die Partie ist zu Ende."),
    ("table_paused", _paused_twice, "seat 0 has already paused",
     "Sitz 0 hat schon eine Pause verlangt."),
    ("table_pause_used", _pause_used_up, "the pause of this Abrechnung is used up (2 minutes)",
     "Die Pause dieser Abrechnung ist aufgebraucht (2 Minuten)."),
    ("table_no_pause", lambda: _table().resume(0, 1.0), "there is no pause to end",
     "Es gibt keine Pause zu beenden."),
    ("table_time_back", _time_back, "time runs forward: 2.5 is before 5.0",
     "Die Zeit läuft vorwärts: 2.5 liegt vor 5.0."),
    ("table_seconds", lambda: _table().tick(math.inf),
     "now must be a finite number of seconds, not inf",
     "now muss eine endliche Zahl von Sekunden sein, nicht inf."),
    ("table_no_seat", lambda: _table().pause(9, 1.0), "there is no seat 9",
     "Den Platz 9 gibt es nicht."),
    ("table_computer_seat", lambda: _table(people=1).pause(2, 1.0),
     "seat 2 is played by the computer", "Sitz 2 spielt der Computer."),
]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(
    ("key", "call", "english", "german"), TABLE_REFUSALS, ids=[r[0] for r in TABLE_REFUSALS]
)
def test_each_table_refusal_by_key_in_both_languages(
    key: str, call: Callable[[], object], english: str, german: str
) -> None:
    with pytest.raises(TableError) as info:
        call()
    sentence = info.value.sentence
    assert isinstance(sentence, Message)
    assert sentence.key == key == info.value.code
    values = sentence.params
    assert str(info.value) == english.format(**values)
    assert words.say(info.value, "en") == english.format(**values)
    assert words.say(info.value, "de") == german.format(**values)
    assert info.value.message("de") == german.format(**values)


def test_every_table_key_is_triggered() -> None:
    keys = {k for k in messages.ERRORS if k.startswith("table_")}
    assert keys == {r[0] for r in TABLE_REFUSALS}


def test_a_table_error_is_still_raised_with_a_plain_str() -> None:
    error = TableError("the croupier is asleep")
    assert str(error) == "the croupier is asleep"
    assert error.sentence == "the croupier is asleep"
    assert not isinstance(error.sentence, Message)
    assert words.say(error, "en") == "the croupier is asleep"
    assert words.say(error, "de") == "Das geht jetzt nicht."  # no English on a German page


# (what a browser sends, the key, the English as it always was, the German)
MESSAGE_REFUSALS: list[tuple[str | None, str, str, str]] = [
    (None, "web_binary", "messages are JSON text, not binary frames",
     "Nachrichten sind JSON-Text."),
    ("x" * 2001, "web_too_long", "the message is longer than 2000 characters",
     "Die Nachricht ist länger als 2000 Zeichen."),
    ("[[[[[[]]]]]]", "web_too_deep", "the message is nested too deeply (more than 4 levels)",
     "Die Nachricht ist zu tief verschachtelt."),
    ("{", "web_not_json", "the message is not JSON", "Die Nachricht ist kein JSON."),
    ("[1]", "web_not_object", "a message is a JSON object", "Eine Nachricht ist ein JSON-Objekt."),
    ('{"type": "act", "seat": 2}', "web_seat_only", "this connection acts for seat 0 only",
     "Diese Verbindung spielt nur für Sitz 0."),
    ('{"type": "dance"}', "web_unknown_type",
     "unknown message type 'dance'; known: act, confirm, pause, resume, advice, start",
     "Unbekannte Nachricht 'dance'; bekannt sind: act, confirm, pause, resume, advice, start."),
    ('{"type": "act", "hat": 1}', "web_unknown_field", "unknown field 'hat'",
     "Unbekanntes Feld in der Nachricht: 'hat'."),
    ('{"type": "act"}', "web_act_needs", "an 'act' message needs the action as text, e.g. \"EO\"",
     "Es fehlt die Aktion."),
    ('{"type": "pause", "action": "EO"}', "web_no_action", "a 'pause' message has no action",
     "Die Nachricht 'pause' hat keine Aktion."),
]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(("text", "key", "english", "german"), MESSAGE_REFUSALS)
def test_each_message_refusal_by_key_in_both_languages(
    text: str | None, key: str, english: str, german: str
) -> None:
    with pytest.raises(MessageError) as info:
        parse_message(text, b"\0" if text is None else None, 0)
    assert isinstance(info.value.args[0], Message)
    assert info.value.args[0].key == key
    assert str(info.value) == english
    assert words.say(info.value, "en") == english
    assert words.say(info.value, "de") == german


# (the lobby's form, the key, the English as it always was, the German)
SETTINGS_REFUSALS: list[tuple[Any, str, str, str]] = [
    ([], "web_settings_object", "the settings are a JSON object",
     "Die Einstellungen sind ein JSON-Objekt."),
    ({"hat": 1}, "web_unknown_setting", "unknown setting 'hat'",
     "Unbekannte Einstellung: 'hat'."),
    ({"seed": "x"}, "web_seed", "seed must be an integer, not 'x'",
     "seed muss eine ganze Zahl sein, nicht 'x'."),
    ({"computer_delay": -1}, "web_delay", "computer_delay is 0 to 60 seconds, not -1",
     "computer_delay ist 0 bis 60 Sekunden, nicht -1."),
    ({"samples": 99}, "web_samples", "samples is 1 to 48, not 99",
     "samples ist 1 bis 48, nicht 99."),
    ({"seats": ["person"]}, "web_seats_list",
     "seats lists 4 seats: 'person' or a computer strength",
     "seats nennt 4 Plätze: 'person' oder eine Stärke des Computers."),
    ({"seats": ["person", "x", "random", "random"]}, "web_seat_kind",
     "a seat is 'person' or one of random, heuristic, search, not 'x'",
     "Ein Platz ist 'person' oder eines von random, heuristic, search, nicht 'x'."),
    ({"seats": ["random"] * 4}, "web_needs_person",
     "a web table needs at least one seat for a person",
     "Ein Tisch braucht mindestens einen Platz für eine Person."),
    # Schapa's own (its frontend facet's)
    ({"game": "schapa", "rounds": "1,7"}, "web_sp_rounds_list",
     "rounds is a list of round numbers like [1, 7]", "Die Runden sind eine Liste wie 1,7."),
    ({"game": "schapa", "rounds": [9]}, "web_sp_rounds",
     "rounds: rounds holds 9; Schapa's rounds are numbered 1 to 8",
     "Runden: rounds enthält 9; Schapas Runden sind von 1 bis 8 nummeriert."),
]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(("form", "key", "english", "german"), SETTINGS_REFUSALS)
def test_each_settings_refusal_by_key_in_both_languages(
    form: Any, key: str, english: str, german: str
) -> None:
    with pytest.raises(SettingsError) as info:
        check_settings(form)
    assert isinstance(info.value.args[0], Message)
    assert info.value.args[0].key == key
    assert str(info.value) == english
    assert words.say(info.value, "de") == german


# the refusals of the HTTP API and the tables (tests_web triggers them through the
# server): (key, values, the English as it always was, the German)
SERVER_REFUSALS: list[tuple[str, dict[str, object], str, str]] = [
    ("web_too_many", {"rate": "10"}, "too many messages: at most 10 a second",
     "Zu viele Nachrichten: höchstens 10 in der Sekunde; diese wurde abgelehnt."),
    ("web_body_not_json", {}, "the body is not JSON", "Die Anfrage ist kein JSON."),
    ("web_body_object", {}, "the body is a JSON object", "Die Anfrage ist ein JSON-Objekt."),
    ("web_name_str", {}, "name is a string", "Der Name ist ein Text."),
    ("web_no_table", {}, "no such table", "Diesen Tisch gibt es nicht."),
    ("web_no_card", {}, "no such card", "Diese Karte gibt es nicht."),
    ("web_token_no_seat", {}, "this token holds no seat at the table",
     "Dieser Browser hat keinen Platz an diesem Tisch."),
    ("web_not_person_seat", {"seat": 3}, "seat 3 is not a seat for a person",
     "Sitz 3 ist kein Platz für eine Person."),
    ("web_seat_taken", {"seat": 1}, "seat 1 is taken", "Sitz 1 ist besetzt."),
    ("web_started", {}, "the game has started", "Das Spiel hat schon begonnen."),
    ("web_not_started", {}, "the game has not started yet", "Das Spiel hat noch nicht begonnen."),
    ("web_advice_turn", {}, "advice is given when it is your turn",
     "Einen Rat gibt es, wenn du am Zug bist."),
    ("web_advice_alone", {}, "advice is given when one person plays alone against the computer",
     "Einen Rat gibt es nur, wenn eine Person allein gegen den Computer spielt."),
    ("web_record_later", {}, "the record is there when the match is over",
     "Den Spielbericht gibt es, wenn die Partie zu Ende ist."),
    ("web_not_connected", {}, "the page is not connected", "Die Seite ist nicht verbunden."),
    ("web_no_match", {}, "there is no match yet", "Es gibt noch keine Partie."),
    ("web_one_of", {"name": "period", "choices": "all, month"},
     "period must be one of all, month",
     "Ungültige Einstellung: period ist eines von all, month."),
    ("web_request_object", {}, "a request is a JSON object", "Eine Anfrage ist ein JSON-Objekt."),
    ("web_unknown_request", {"op": "'fly'"}, "unknown request 'fly'", "Unbekannte Anfrage 'fly'."),
    ("web_paste", {}, "paste a game: an openschafkopf line or a NetSchafkopf protocol",
     "Füge ein Spiel ein: eine openschafkopf-Zeile oder ein NetSchafkopf-Protokoll."),
    ("web_no_trick", {}, "no game in the text was played to a trick",
     "Kein Spiel im Text wurde bis zu einem Stich gespielt."),
    ("web_finished", {"most": 100}, "finished is 0 to 100, offset 0 or more",
     "finished ist 0 bis 100, offset 0 oder mehr."),
]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(("key", "values", "english", "german"), SERVER_REFUSALS)
def test_each_server_refusal_by_key_in_both_languages(
    key: str, values: dict[str, object], english: str, german: str
) -> None:
    said = refusal(key, **values)
    assert said == english
    assert said.key == key
    assert words.say(MessageError(said), "en") == english
    assert words.say(MessageError(said), "de") == german
    assert words.say(TableError(said), "de") == german


def test_every_web_sentence_is_tested() -> None:
    tested = {r[1] for r in MESSAGE_REFUSALS} | {r[1] for r in SETTINGS_REFUSALS}
    tested |= {r[0] for r in SERVER_REFUSALS}
    assert tested == set(SENTENCES) | {"web_sp_rounds", "web_sp_rounds_list"}  # + Schapa's
    assert all(messages.owner(key) == "web" for key in SENTENCES)


def test_a_setting_not_among_its_choices_is_still_worded_from_its_text() -> None:
    # kartenregeln.facets.pick raises plain text (games' frontends call it): the one
    # reason web.words still matches, so that a German page shows no English
    with pytest.raises(SettingsError) as info:
        check_settings({"game": "skat"})
    names = ", ".join(g.name for g in games())
    assert str(info.value) == f"game must be one of {names}, not 'skat'"
    assert words.say(info.value, "de") == "Ungültige Einstellung: game."


@pytest.mark.usefixtures("nothing_read_back")
def test_the_page_without_a_server_refuses_by_key() -> None:
    import json

    from kartenregeln.web.local import Worker

    worker = Worker()
    for request, english, german in [
        ('{"op": "fly", "lang": "en"}', "unknown request 'fly'", None),
        ('{"op": "fly"}', None, "Unbekannte Anfrage 'fly'."),
        ("[1]", None, "Eine Anfrage ist ein JSON-Objekt."),
        ('{"op": "analyse", "text": " "}', None,
         "Füge ein Spiel ein: eine openschafkopf-Zeile oder ein NetSchafkopf-Protokoll."),
    ]:  # fmt: skip
        assert json.loads(worker.handle(request))["error"] == (english or german)
