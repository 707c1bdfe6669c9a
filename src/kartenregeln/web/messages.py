"""The messages a browser may send over its WebSocket, checked before anything happens.

A message is one JSON object: ``{"type": "act", "action": "EO"}`` (an action in the
library's notation), or ``{"type": T}`` with T one of ``confirm``, ``pause``,
``resume``, ``advice``, ``start``. Anything else is refused with a reason, and a message
never names a seat: the seat is the one the socket's token holds.
"""

from __future__ import annotations

import json
from typing import Any

from kartenregeln.messages import Message, _register_keyed, say

__all__ = [
    "KINDS",
    "MAX_DEPTH",
    "MAX_MESSAGE",
    "SENTENCES",
    "MessageError",
    "parse_message",
    "refusal",
]

KINDS = ("act", "confirm", "pause", "resume", "advice", "start")
"""The message types."""
MAX_MESSAGE = 2000
"""The longest message accepted, in characters."""
MAX_DEPTH = 4
"""The deepest nesting of brackets accepted (a message is a flat object)."""


SENTENCES: dict[str, dict[str, str]] = {
    # the server's refusals, by key: {"en": …, "de": …}. The English is the text of the
    # error (outside programs show and compare it); the page words it in its language.
    # what a browser sends
    "web_binary": {"en": "messages are JSON text, not binary frames",
                   "de": "Nachrichten sind JSON-Text."},
    "web_too_long": {"en": "the message is longer than {n} characters",
                     "de": "Die Nachricht ist länger als {n} Zeichen."},
    "web_too_deep": {"en": f"the message is nested too deeply (more than {MAX_DEPTH} levels)",
                     "de": "Die Nachricht ist zu tief verschachtelt."},
    "web_not_json": {"en": "the message is not JSON", "de": "Die Nachricht ist kein JSON."},
    "web_not_object": {"en": "a message is a JSON object",
                       "de": "Eine Nachricht ist ein JSON-Objekt."},
    "web_seat_only": {"en": "this connection acts for seat {seat} only",
                      "de": "Diese Verbindung spielt nur für Sitz {seat}."},
    "web_unknown_type": {"en": "unknown message type {kind}; known: {known}",
                         "de": "Unbekannte Nachricht {kind}; bekannt sind: {known}."},
    "web_unknown_field": {"en": "unknown field {field}",
                          "de": "Unbekanntes Feld in der Nachricht: {field}."},
    "web_act_needs": {"en": "an 'act' message needs the action as text, e.g. \"EO\"",
                      "de": "Es fehlt die Aktion."},
    "web_no_action": {"en": "a {kind} message has no action",
                      "de": "Die Nachricht {kind} hat keine Aktion."},
    "web_too_many": {"en": "too many messages: at most {rate} a second",
                     "de": "Zu viele Nachrichten: höchstens {rate} in der Sekunde; diese wurde "
                           "abgelehnt."},
    # the HTTP API's bodies
    "web_body_not_json": {"en": "the body is not JSON", "de": "Die Anfrage ist kein JSON."},
    "web_body_object": {"en": "the body is a JSON object",
                        "de": "Die Anfrage ist ein JSON-Objekt."},
    "web_name_str": {"en": "name is a string", "de": "Der Name ist ein Text."},
    # a table's seats and game
    "web_no_table": {"en": "no such table", "de": "Diesen Tisch gibt es nicht."},
    "web_no_card": {"en": "no such card", "de": "Diese Karte gibt es nicht."},
    "web_token_no_seat": {"en": "this token holds no seat at the table",
                          "de": "Dieser Browser hat keinen Platz an diesem Tisch."},
    "web_not_person_seat": {"en": "seat {seat} is not a seat for a person",
                            "de": "Sitz {seat} ist kein Platz für eine Person."},
    "web_seat_taken": {"en": "seat {seat} is taken", "de": "Sitz {seat} ist besetzt."},
    "web_started": {"en": "the game has started", "de": "Das Spiel hat schon begonnen."},
    "web_not_started": {"en": "the game has not started yet",
                        "de": "Das Spiel hat noch nicht begonnen."},
    "web_advice_turn": {"en": "advice is given when it is your turn",
                        "de": "Einen Rat gibt es, wenn du am Zug bist."},
    "web_advice_alone": {"en": "advice is given when one person plays alone against the computer",
                         "de": "Einen Rat gibt es nur, wenn eine Person allein gegen den "
                               "Computer spielt."},
    "web_record_later": {"en": "the record is there when the match is over",
                         "de": "Den Spielbericht gibt es, wenn die Partie zu Ende ist."},
    "web_not_connected": {"en": "the page is not connected",
                          "de": "Die Seite ist nicht verbunden."},
    "web_no_match": {"en": "there is no match yet", "de": "Es gibt noch keine Partie."},
    # the page without a server (kartenregeln.web.local): its worker's requests
    "web_request_object": {"en": "a request is a JSON object",
                           "de": "Eine Anfrage ist ein JSON-Objekt."},
    "web_unknown_request": {"en": "unknown request {op}", "de": "Unbekannte Anfrage {op}."},
    "web_paste": {"en": "paste a game: an openschafkopf line or a NetSchafkopf protocol",
                  "de": "Füge ein Spiel ein: eine openschafkopf-Zeile oder ein "
                        "NetSchafkopf-Protokoll."},
    "web_no_trick": {"en": "no game in the text was played to a trick",
                     "de": "Kein Spiel im Text wurde bis zu einem Stich gespielt."},
    # the lobby's settings and lists
    "web_one_of": {"en": "{name} must be one of {choices}",
                   "de": "Ungültige Einstellung: {name} ist eines von {choices}."},
    "web_finished": {"en": "finished is 0 to {most}, offset 0 or more",
                     "de": "finished ist 0 bis {most}, offset 0 oder mehr."},
    "web_settings_object": {"en": "the settings are a JSON object",
                            "de": "Die Einstellungen sind ein JSON-Objekt."},
    "web_unknown_setting": {"en": "unknown setting {name}",
                            "de": "Unbekannte Einstellung: {name}."},
    "web_seed": {"en": "seed must be an integer, not {value}",
                 "de": "seed muss eine ganze Zahl sein, nicht {value}."},
    "web_delay": {"en": "computer_delay is 0 to {most} seconds, not {value}",
                  "de": "computer_delay ist 0 bis {most} Sekunden, nicht {value}."},
    "web_samples": {"en": "samples is 1 to 48, not {value}",
                    "de": "samples ist 1 bis 48, nicht {value}."},
    "web_seats_list": {"en": "seats lists {n} seats: 'person' or a computer strength",
                       "de": "seats nennt {n} Plätze: 'person' oder eine Stärke des Computers."},
    "web_seat_kind": {"en": "a seat is 'person' or one of {strengths}, not {value}",
                      "de": "Ein Platz ist 'person' oder eines von {strengths}, nicht {value}."},
    "web_needs_person": {"en": "a web table needs at least one seat for a person",
                         "de": "Ein Tisch braucht mindestens einen Platz für eine Person."},
}  # fmt: skip
"""The refusals of the web server (its messages, its HTTP API, its tables and lobby), by
key: the English text and its German, registered as errors of the library's sentences
(said only by key: a plain text is never read back as one of them). The server raises
them as [`refusal`][kartenregeln.web.messages.refusal]``(key, …)``, so the page renders
each from its key ([`words.say`][kartenregeln.web.words.say])."""

_register_keyed("web", SENTENCES)


def refusal(key: str, /, **values: object) -> Message:
    """The server's refusal ``key`` with its blanks filled: a
    [`Message`][kartenregeln.messages.Message] whose English is the error's text (as
    [`say`][kartenregeln.messages.say] gives it, once these sentences are registered).

    >>> from kartenregeln.messages import translate
    >>> taken = refusal("web_seat_taken", seat=2)
    >>> taken, taken.key, translate(taken, "de")
    ('seat 2 is taken', 'web_seat_taken', 'Sitz 2 ist besetzt.')
    """
    return say(key, **values)


def _depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


class MessageError(ValueError):
    """A malformed or forged message; the reason is one sentence. Nothing changes."""


def parse_message(text: str | None, data: bytes | None, seat: int) -> tuple[str, str | None]:
    """``(type, action)`` of a browser's message for ``seat``, or
    [`MessageError`][kartenregeln.web.messages.MessageError]."""
    if text is None:
        raise MessageError(say("web_binary"))
    if len(text) > MAX_MESSAGE:
        raise MessageError(say("web_too_long", n=MAX_MESSAGE))
    if _depth(text) > MAX_DEPTH:  # checked before parsing: no RecursionError, no stack use
        raise MessageError(say("web_too_deep"))
    try:
        obj: Any = json.loads(text)
    except (ValueError, RecursionError):
        raise MessageError(say("web_not_json")) from None
    if not isinstance(obj, dict):
        raise MessageError(say("web_not_object"))
    if "seat" in obj and obj["seat"] != seat:
        raise MessageError(say("web_seat_only", seat=seat))
    kind = obj.get("type")
    if kind not in KINDS:
        raise MessageError(say("web_unknown_type", kind=repr(kind), known=", ".join(KINDS)))
    unknown = sorted(set(obj) - {"type", "action", "seat"})
    if unknown:
        raise MessageError(say("web_unknown_field", field=repr(unknown[0])))
    action = obj.get("action")
    if kind == "act":
        if not isinstance(action, str) or not action.strip():
            raise MessageError(say("web_act_needs"))
        return kind, action.strip()
    if action is not None:
        raise MessageError(say("web_no_action", kind=repr(kind)))
    return kind, None
