"""The Abrechnung of one settled game or round as a table: what was played, each seat's
money and Stand, and one sentence for screen readers — what the web table shows after
each game, for any game.

A table is a JSON object: a ``title``, a ``summary`` (the game in a line), ``facts``
(label and value), the ``columns`` of the seat rows and one row per seat (``seat`` and
its ``cells``, already words or signed numbers). A game's ``frontend`` facet may build
its own (``settlement_table``: Schafkopf shows the Augen, the parties, Schneider, Schwarz
and Laufende; Schapa the tricks or places of the round); any other game gets the plain
table here: the settlement's lines, each seat's money and Stand.

>>> from kartenregeln import schafkopf as sk
>>> from kartenregeln.schafkopf.scoring import Settlement
>>> thrown = Settlement(scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), thrown_in=True)
>>> t = abrechnung_table(thrown, 2, (0, 0, 0, 0), "de", "bavarian", lambda s: f"Sitz {s}")
>>> t["title"], t["facts"], t["columns"]
('Spiel 2', [['Spiel', 'zusammengeworfen']], ['Augen', 'Spiel', 'Stand'])
>>> t["rows"][0]
{'seat': 0, 'cells': ['–', '0', '0']}
"""

from __future__ import annotations

from typing import Any, Final

from kartenregeln.game import Settlement
from kartenregeln.narration import Who, breakdown_parts, result_line, settlement_money
from kartenregeln.registry import facet_of

__all__ = ["WORDS", "abrechnung_table", "plain_table", "signed"]

WORDS: Final = {
    "de": {"game": "Spiel", "money": "Spiel", "stand": "Stand", "value": "Wert",
           "yes": "ja", "no": "nein", "none": "keine"},
    "en": {"game": "Game", "money": "Game", "stand": "Total", "value": "Value",
           "yes": "yes", "no": "no", "none": "none"},
}  # fmt: skip
"""The words every table uses, by language (a game's own table adds its own)."""


def signed(value: int) -> str:
    """``+20``, ``-10``, ``0``: money as the table writes it."""
    return f"{value:+d}" if value else "0"


def plain_table(
    result: Settlement, number: int, bilanz: tuple[int, ...], lang: str, face: str, who: Who
) -> dict[str, Any]:
    """The table of a game without one of its own: each line of the settlement (what it
    is about, naming its seat, and its amount), and each seat's money and Stand."""
    w = WORDS["de" if lang == "de" else "en"]
    money = settlement_money(result)
    summary = result_line(result, number, lang, face, who)
    facts = [list(breakdown_parts(line, lang, who)) for line in result.breakdown]
    rows = [{"seat": s, "cells": [signed(money[s]), signed(bilanz[s])]} for s in range(len(money))]
    return {"title": f"{w['game']} {number}", "summary": summary.split(": ", 1)[-1],
            "facts": facts, "columns": [w["money"], w["stand"]], "rows": rows}  # fmt: skip


def abrechnung_table(
    result: Settlement, number: int, bilanz: tuple[int, ...], lang: str, face: str, who: Who
) -> dict[str, Any]:
    """The table of the settled game ``result`` (game ``number`` of the match) in
    ``lang``: its game's own (the frontend facet's ``settlement_table``), else
    `plain_table`. ``bilanz`` is each seat's Stand after it, ``who`` names a seat."""
    own: dict[str, Any] | None = facet_of(result, "frontend").settlement_table(
        result, number, bilanz, lang, face, who
    )
    return own if own is not None else plain_table(result, number, bilanz, lang, face, who)
