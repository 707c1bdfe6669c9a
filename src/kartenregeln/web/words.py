"""The web table's words for what the server says: refusals and computer names in the
page's language, so that a German page shows no English.

Every refusal comes as a [`Message`][kartenregeln.messages.Message]: the server's own
(a [`TableError`][kartenregeln.table.TableError] of the table, a refusal of the web
server, [`refusal`][kartenregeln.web.messages.refusal]) and the rules' (the library's
error). [`say`][kartenregeln.web.words.say] renders it in the page's language from its
key and values; nothing is read back from the English text, which stays the error's text.
A reason that carries no key is shown in German as a plain refusal, never in English.

>>> import random
>>> from kartenregeln.table import Player, Table
>>> table = Table("schafkopf", [Player.person("Anna"), None, None, None], games=None, seed=1)
>>> try:
...     table.confirm(0, 0.0)
... except Exception as exc:
...     refused = exc
>>> str(refused), say(refused, "de")
('there is no Abrechnung to confirm now', 'Es gibt jetzt keine Abrechnung zu bestätigen.')
>>> from kartenregeln.web.messages import refusal
>>> say(refusal("web_seat_taken", seat=2), "de")
'Sitz 2 ist besetzt.'
>>> from kartenregeln import schafkopf
>>> state = schafkopf.deal(schafkopf.Rules(), dealer=3, rng=random.Random(1))
>>> try:
...     state.apply("EO")
... except Exception as exc:
...     refused = exc
>>> say(refused, "de")
"Sitz 0 kann 'EO' nicht spielen: erste Runde: Sitz 0 sagt spiele oder weiter."
>>> say("something new", "de")
'Das geht jetzt nicht.'
>>> say(refusal("web_seat_taken", seat=2), "en")
'seat 2 is taken'
>>> computer_name(1, "heuristic", "de")
'Computer 1, mittel'
"""

from __future__ import annotations

import re

from kartenregeln.errors import KartenregelnError
from kartenregeln.messages import Message, translate

__all__ = ["STRENGTH_WORDS", "computer_label", "computer_name", "say"]

STRENGTH_WORDS = {
    "de": {"random": "zufällig", "heuristic": "mittel", "search": "stark"},
    "en": {"random": "random", "heuristic": "heuristic", "search": "search"},
}
"""The computer players' strengths in words."""

_GERMAN: list[tuple[str, str]] = [
    # The one reason that still comes as plain text: a setting of the lobby's form that
    # is not one of its choices, checked by kartenregeln.facets.pick (which the games'
    # frontend facets, outside ones too, call). Its German drops the values of the English
    # ("Ungültige Einstellung: game."), and a keyed sentence needs the same blanks in
    # both languages, so it is not keyed yet.
    (r"(\w+) must be one of .*", r"Ungültige Einstellung: \1."),
]  # fmt: skip
_COMPILED = [(re.compile(p + r"\Z", re.S), r) for p, r in _GERMAN]


def say(reason: str | BaseException, lang: str) -> str:
    """``reason`` in ``lang``: a refusal (the library's error, another error raised with a
    [`Message`][kartenregeln.messages.Message], or the ``Message`` itself), rendered from
    its key and values. In English it is the error's text as it is."""
    if isinstance(reason, KartenregelnError):
        reason = reason.sentence
    elif isinstance(reason, BaseException):
        # another error raised with a Message (a MessageError, a ValueError of a game's
        # Match) keeps it
        first = reason.args[0] if len(reason.args) == 1 else None
        reason = first if isinstance(first, Message) else str(reason)
    if lang != "de":
        return str(reason)
    if isinstance(reason, Message):
        if reason.key == "illegal_action":  # the rules' refusal, with a reason of its own
            values = reason.params
            why = translate(values["reason"], "de")
            return f"Sitz {values['seat']} kann {values['action']} nicht spielen: {why}."
        return translate(reason, "de")
    for pattern, german in _COMPILED:
        m = pattern.match(reason)
        if m:
            return m.expand(german)
    return "Das geht jetzt nicht."


def computer_name(seat: int, strength: str, lang: str) -> str:
    """A computer seat's name: ``Computer 1, mittel``, ``Computer 1, heuristic``."""
    words = STRENGTH_WORDS["de" if lang == "de" else "en"]
    return f"Computer {seat}, {words.get(strength, strength)}"


def computer_label(strength: str, lang: str) -> str:
    """The computer players of one strength on the Bestenliste: ``Computer, mittel``."""
    words = STRENGTH_WORDS["de" if lang == "de" else "en"]
    return f"Computer, {words.get(strength, strength)}"
