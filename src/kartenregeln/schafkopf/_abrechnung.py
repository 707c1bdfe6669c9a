"""Schafkopf's Abrechnung table (the frontend facet's ``settlement_table``): the game,
the Augen of each seat and party, Schneider, Schwarz and Laufende, what doubled it, and
each seat's money and Stand (see [`kartenregeln.abrechnung`][kartenregeln.abrechnung])."""

from __future__ import annotations

from typing import Any, Final

from kartenregeln.abrechnung import WORDS, signed
from kartenregeln.narration import (
    Who,
    breakdown_line,
    breakdown_parts,
    result_line,
    settlement_money,
)
from kartenregeln.schafkopf.scoring import Settlement

__all__ = ["settlement_table"]

_WORDS: Final = {
    "de": {"augen": "Augen", "thrown": "zusammengeworfen", "with": "mit", "without": "ohne",
           "parties": "Spieler {a}, Gegner {b}", "doubled": "Verdoppelt",
           "lost": "Verlierer", "sweep": "Durchmarsch", "jungfrau": "Jungfrau",
           "reckoning": "Rechnung"},
    "en": {"augen": "Augen", "thrown": "thrown in", "with": "with", "without": "without",
           "parties": "declarers {a}, opponents {b}", "doubled": "Doubled",
           "lost": "Loser", "sweep": "Durchmarsch", "jungfrau": "Jungfrau",
           "reckoning": "Reckoning"},
}  # fmt: skip

_DOUBLING: Final = ("klopfer", "kontra", "re")


def settlement_table(
    result: Settlement, number: int, bilanz: tuple[int, ...], lang: str, face: str, who: Who
) -> dict[str, Any]:
    """The table of one settled Schafkopf game."""
    key = "de" if lang == "de" else "en"
    w = {**WORDS[key], **_WORDS[key]}
    money = settlement_money(result)
    n = len(money)
    summary = result_line(result, number, lang, face, who)
    facts: list[list[str]] = []
    if result.thrown_in or result.game is None:
        facts.append([w["game"], w["thrown"]])
        augen = ["–"] * n
    else:
        augen = [str(a) for a in result.augen]
        if result.party_augen is not None:
            a, b = result.party_augen
            facts.append([w["augen"], w["parties"].format(a=a, b=b)])
        if result.ramsch_loser is not None:
            facts.append([w["lost"], ", ".join(who(s) for s in result.ramsch_losers)])
        if result.durchmarsch is not None:
            facts.append([w["sweep"], who(result.durchmarsch)])
        if result.jungfrauen:
            facts.append([w["jungfrau"], ", ".join(who(s) for s in result.jungfrauen)])
        if result.declarer is not None:
            facts.append(["Schneider", w["yes"] if result.schneider else w["no"]])
            facts.append(["Schwarz", w["yes"] if result.schwarz else w["no"]])
            if result.laufende_paid:
                mit = w["with"] if result.laufende_mit else w["without"]
                facts.append(["Laufende", f"{mit} {result.laufende_paid}"])
            else:
                facts.append(["Laufende", w["none"]])
        doubled = [
            breakdown_line(line, lang, who) for line in result.breakdown if line.code in _DOUBLING
        ]
        if doubled:
            facts.append([w["doubled"], "; ".join(doubled)])
        # the tariff and what was added or multiplied ("Tarif Solo: +5; Tout: ×2"), then
        # the game's value on its own line ("Wert" "+10"), each word once
        reckoning = [
            breakdown_line(line, lang, who)
            for line in result.breakdown
            if line.code not in _DOUBLING and line.code != "value"
        ]
        if reckoning:
            facts.append([w["reckoning"], "; ".join(reckoning)])
        facts.extend(
            [w["value"], breakdown_parts(line, lang, who)[1]]
            for line in result.breakdown
            if line.code == "value"
        )
    rows = [{"seat": s, "cells": [augen[s], signed(money[s]), signed(bilanz[s])]} for s in range(n)]
    # the game in a sentence, without the facts the table shows: "Sitz 1 verliert das
    # Rufspiel auf die Gras-Sau mit Sitz 0"
    head = summary.split(": ", 1)[-1]
    if not result.thrown_in and result.declarer is not None:
        head = head.split(": ", 1)[0]
    columns = [w["augen"], w["money"], w["stand"]]
    return {"title": f"{w['game']} {number}", "summary": head, "facts": facts,
            "columns": columns, "rows": rows}  # fmt: skip
