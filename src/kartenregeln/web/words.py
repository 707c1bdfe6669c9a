"""The web table's words for what the server says: refusals and computer names in the
page's language, so that a German page shows no English.

The server's reasons are English sentences (they are also the library's exception
messages); [`say`][kartenregeln.web.words.say] gives the German sentence for each of them.
The rules' refusals come as the library's error or its
[`Message`][kartenregeln.messages.Message] and are rendered from their key and values.
A reason this module does not know is shown in German as a plain refusal, never in
English.

>>> say("it is not seat 1's turn but seat 0's", "de")
'Sitz 1 ist nicht am Zug, sondern Sitz 0.'
>>> say("seat 2 is taken", "de")
'Sitz 2 ist besetzt.'
>>> import random
>>> from kartenregeln import schafkopf
>>> state = schafkopf.deal(schafkopf.Rules(), dealer=3, rng=random.Random(1))
>>> try:
...     state.apply("EO")
... except Exception as exc:
...     refusal = exc
>>> say(refusal, "de")
"Sitz 0 kann 'EO' nicht spielen: erste Runde: Sitz 0 sagt spiele oder weiter."
>>> say("something new", "de")
'Das geht jetzt nicht.'
>>> say("seat 2 is taken", "en")
'seat 2 is taken'
>>> computer_name(1, "heuristic", "de")
'Computer 1, mittel'
"""

from __future__ import annotations

import re

from kartenregeln.errors import KartenregelnError
from kartenregeln.messages import Message, code, params, translate

__all__ = ["STRENGTH_WORDS", "computer_label", "computer_name", "say"]

STRENGTH_WORDS = {
    "de": {"random": "zufällig", "heuristic": "mittel", "search": "stark"},
    "en": {"random": "random", "heuristic": "heuristic", "search": "search"},
}
"""The computer players' strengths in words."""

_GERMAN: list[tuple[str, str]] = [
    (r"it is not seat (\d+)'s turn but seat (\d+)'s",
     r"Sitz \1 ist nicht am Zug, sondern Sitz \2."),
    (r"seat (\d+) is taken", r"Sitz \1 ist besetzt."),
    (r"seat (\d+) is not a seat for a person", r"Sitz \1 ist kein Platz für eine Person."),
    (r"seat (\d+) is played by the computer", r"Sitz \1 spielt der Computer."),
    (r"there is no seat .*", "Diesen Platz gibt es nicht."),
    (r"seat (\d+) has already paused", r"Sitz \1 hat schon eine Pause verlangt."),
    (r"the pause of this Abrechnung is used up.*",
     "Die Pause dieser Abrechnung ist aufgebraucht (2 Minuten)."),
    (r"there is no pause to end", "Es gibt keine Pause zu beenden."),
    (r"there is no Abrechnung to confirm now", "Es gibt jetzt keine Abrechnung zu bestätigen."),
    (r"no game is being played.*", "Gerade wird kein Spiel gespielt."),
    (r"the match is over", "Die Partie ist zu Ende."),
    (r"the game has started", "Das Spiel hat schon begonnen."),
    (r"the game has not started yet", "Das Spiel hat noch nicht begonnen."),
    (r"advice is given when it is your turn", "Einen Rat gibt es, wenn du am Zug bist."),
    (r"advice is given when one person plays alone.*",
     "Einen Rat gibt es nur, wenn eine Person allein gegen den Computer spielt."),
    (r"no such table", "Diesen Tisch gibt es nicht."),
    (r"this token holds no seat at the table", "Dieser Browser hat keinen Platz an diesem Tisch."),
    (r"the record is there when the match is over",
     "Den Spielbericht gibt es, wenn die Partie zu Ende ist."),
    (r"this connection acts for seat (\d+) only", r"Diese Verbindung spielt nur für Sitz \1."),
    (r"messages are JSON text.*", "Nachrichten sind JSON-Text."),
    (r"the message is longer than (\d+) characters", r"Die Nachricht ist länger als \1 Zeichen."),
    (r"the message is not JSON", "Die Nachricht ist kein JSON."),
    (r"the message is nested too deeply.*", "Die Nachricht ist zu tief verschachtelt."),
    (r"a message is a JSON object", "Eine Nachricht ist ein JSON-Objekt."),
    (r"unknown message type.*", "Unbekannte Nachricht."),
    (r"unknown field.*", "Unbekanntes Feld in der Nachricht."),
    (r"an 'act' message needs the action.*", "Es fehlt die Aktion."),
    (r"a '\w+' message has no action", "Diese Nachricht hat keine Aktion."),
    (r"too many messages: at most (\d+) a second.*",
     r"Zu viele Nachrichten: höchstens \1 in der Sekunde; diese wurde abgelehnt."),
    (r"the body is not JSON", "Die Anfrage ist kein JSON."),
    (r"the body is a JSON object", "Die Anfrage ist ein JSON-Objekt."),
    (r"name is a string", "Der Name ist ein Text."),
    (r"rounds: .*", "Diese Runden gibt es nicht."),
    (r"rounds is a list.*", "Die Runden sind eine Liste wie 1,7."),
    (r"a web table needs at least one seat for a person",
     "Ein Tisch braucht mindestens einen Platz für eine Person."),
    (r"(\w+) must be one of .*", r"Ungültige Einstellung: \1."),
    (r"unknown setting.*", "Unbekannte Einstellung."),
    (r"cannot parse .*", "Das ist kein Zug."),
    (r".*illegal.*|.*not legal.*|.*cannot be played.*|.*not a legal.*",
     "Dieser Zug ist nicht erlaubt."),
]  # fmt: skip
_COMPILED = [(re.compile(p + r"\Z", re.S), r) for p, r in _GERMAN]


def say(reason: str | BaseException, lang: str) -> str:
    """``reason`` in ``lang``: an English sentence of the server, or the rules' refusal
    (the library's error or its [`Message`][kartenregeln.messages.Message], rendered from
    its key and values)."""
    if isinstance(reason, KartenregelnError):
        reason = reason.sentence
    elif isinstance(reason, BaseException):
        # another error raised with a Message (a ValueError of a game's Match) keeps it
        first = reason.args[0] if len(reason.args) == 1 else None
        reason = first if isinstance(first, Message) else str(reason)
    if lang != "de":
        return str(reason)
    if isinstance(reason, Message):
        key, values = reason.key, reason.params
    else:
        # a refusal given as its text (str(exc)); the server's callers should pass the
        # error itself, whose Message carries the key: then nothing is read back here
        refusal = reason.startswith("seat ") and " cannot play " in reason
        key = code(reason) if refusal else ""
        values = params(reason) if key == "illegal_action" else {}
    if key == "illegal_action":  # the rules' refusal, with a reason of its own
        why = translate(values["reason"], "de")
        return f"Sitz {values['seat']} kann {values['action']} nicht spielen: {why}."
    if isinstance(reason, Message):
        return translate(reason, "de")
    for pattern, german in _COMPILED:
        m = pattern.match(reason)
        if m:
            return m.expand(german)
    german = translate(reason, "de")
    return german if german != reason else "Das geht jetzt nicht."


def computer_name(seat: int, strength: str, lang: str) -> str:
    """A computer seat's name: ``Computer 1, mittel``, ``Computer 1, heuristic``."""
    words = STRENGTH_WORDS["de" if lang == "de" else "en"]
    return f"Computer {seat}, {words.get(strength, strength)}"


def computer_label(strength: str, lang: str) -> str:
    """The computer players of one strength on the Bestenliste: ``Computer, mittel``."""
    words = STRENGTH_WORDS["de" if lang == "de" else "en"]
    return f"Computer, {words.get(strength, strength)}"
