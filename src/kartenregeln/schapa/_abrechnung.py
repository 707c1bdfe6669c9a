"""Schapa's Abrechnung table (the frontend facet's ``settlement_table``): the round, each
seat's tricks (or place in the Domino round), what it paid for, its points and Stand (see
[`kartenregeln.abrechnung`][kartenregeln.abrechnung])."""

from __future__ import annotations

from typing import Any, Final

from kartenregeln.abrechnung import WORDS, signed
from kartenregeln.narration import Who, breakdown_line, result_line, settlement_money
from kartenregeln.schapa.scoring import RoundSettlement

__all__ = ["settlement_table"]

_WORDS: Final = {
    "de": {"round": "Runde", "round_money": "Runde", "tricks": "Stiche", "place": "Platz",
           "early": "vorzeitig zu Ende", "for": "Wofür"},
    "en": {"round": "Round", "round_money": "Round", "tricks": "Tricks", "place": "Place",
           "early": "ended early", "for": "For"},
}  # fmt: skip


def settlement_table(
    result: RoundSettlement,
    number: int,
    bilanz: tuple[int, ...],
    lang: str,
    face: str,
    who: Who,
) -> dict[str, Any]:
    """The table of one settled Schapa round."""
    key = "de" if lang == "de" else "en"
    w = {**WORDS[key], **_WORDS[key]}
    money = settlement_money(result)
    n = len(money)
    summary = result_line(result, number, lang, face, who)
    facts: list[list[str]] = []
    order = tuple(result.finishing_order)
    if order:
        first = w["place"]
        counts = [str(order.index(s) + 1) if s in order else "–" for s in range(n)]
    else:
        first = w["tricks"]
        counts = [str(k) for k in result.tricks_won] or ["–"] * n
    if result.ended_early:
        facts.append([w["round"], w["early"]])
    per_seat: dict[int, list[str]] = {}
    for line in result.breakdown:
        text = breakdown_line(line, lang, lambda s: "")
        if line.seat is None:
            facts.append([w["value"], text])
        else:
            per_seat.setdefault(line.seat, []).append(text.removeprefix(": "))
    columns = [first, w["round_money"], w["stand"]]
    rows: list[dict[str, Any]] = [
        {"seat": s, "cells": [counts[s], signed(money[s]), signed(bilanz[s])]} for s in range(n)
    ]
    if per_seat and not order:  # the Domino's lines only repeat the places
        columns.insert(1, w["for"])
        for row in rows:
            said = per_seat.get(int(row["seat"]), [])
            row["cells"].insert(1, "; ".join(said) or "–")
    # the round's line only repeats the table's tricks, places and points
    return {"title": summary.split(":", 1)[0], "summary": "", "facts": facts,
            "columns": columns, "rows": rows}  # fmt: skip
