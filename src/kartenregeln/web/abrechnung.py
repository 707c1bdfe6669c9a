"""The Abrechnung as the page shows it: a table (what was played, the Augen, Schneider,
Schwarz and Laufende, each seat's money and Stand) and one sentence for screen readers.

The page gets it as JSON (``abrechnung.table`` in the page's state, see `.page`): a
``title``, a ``summary`` (the game in a line), ``facts`` (label and value), the
``columns`` of the seat rows and one row per seat, its cells already words or signed
numbers.

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

from typing import TYPE_CHECKING, Any

from kartenregeln.narration import Who, breakdown_line, result_line, settlement_money
from kartenregeln.registry import facet_of

if TYPE_CHECKING:
    from kartenregeln.game import Settlement

__all__ = ["abrechnung_table"]

_WORDS = {
    "de": {"game": "Spiel", "round": "Runde", "declarer": "Spieler", "augen": "Augen",
           "money": "Spiel", "round_money": "Runde", "stand": "Stand", "tricks": "Stiche",
           "place": "Platz", "yes": "ja", "no": "nein", "none": "keine",
           "thrown": "zusammengeworfen", "with": "mit", "without": "ohne", "value": "Wert",
           "parties": "Spieler {a}, Gegner {b}", "doubled": "Verdoppelt",
           "early": "vorzeitig zu Ende",
           "lost": "Verlierer", "sweep": "Durchmarsch", "jungfrau": "Jungfrau"},
    "en": {"game": "Game", "round": "Round", "declarer": "Declarer", "augen": "Augen",
           "money": "Game", "round_money": "Round", "stand": "Total", "tricks": "Tricks",
           "place": "Place", "yes": "yes", "no": "no", "none": "none",
           "thrown": "thrown in", "with": "with", "without": "without", "value": "Value",
           "parties": "declarers {a}, opponents {b}", "doubled": "Doubled", "early": "ended early",
           "lost": "Loser", "sweep": "Durchmarsch", "jungfrau": "Jungfrau"},
}  # fmt: skip


def _signed(v: int) -> str:
    return f"{v:+d}" if v else "0"


def abrechnung_table(
    result: Settlement, number: int, bilanz: tuple[int, ...], lang: str, face: str, who: Who
) -> dict[str, Any]:
    """The table of one settled game (Schafkopf) or round (Schapa) for the page, in
    ``lang``; ``bilanz`` is each seat's Stand after it, ``who`` names a seat."""
    w = _WORDS["de" if lang == "de" else "en"]
    money = settlement_money(result)
    n = len(money)
    summary = result_line(result, number, lang, face, who)
    facts: list[list[str]] = []
    # the kind of table the game's frontend facet describes: "round" (tricks or places and
    # points per round), "augen" (the Augen, the parties, Schneider, Schwarz, Laufende) or
    # "plain" (the breakdown and the money)
    kind = facet_of(result, "frontend").SETTLEMENT_TABLE
    if kind == "plain":
        facts = [[w["value"], breakdown_line(line, lang, who)] for line in result.breakdown]
        plain = [{"seat": s, "cells": [_signed(money[s]), _signed(bilanz[s])]} for s in range(n)]
        return {"title": f"{w['game']} {number}", "summary": summary.split(": ", 1)[-1],
                "facts": facts, "columns": [w["money"], w["stand"]], "rows": plain}  # fmt: skip
    # the "round" and "augen" tables read the settlement's own facts that the facet's
    # SETTLEMENT_TABLE promises (Schapa's places and tricks, Schafkopf's Augen and parties)
    own: Any = result
    if kind == "round":
        title = summary.split(":", 1)[0]
        order = tuple(own.finishing_order)
        if order:
            first = w["place"]
            counts = [str(order.index(s) + 1) if s in order else "–" for s in range(n)]
        else:
            first = w["tricks"]
            counts = [str(k) for k in own.tricks_won] or ["–"] * n
        if own.ended_early:
            facts.append([w["round"], w["early"]])
        per_seat: dict[int, list[str]] = {}
        for line in own.breakdown:
            text = breakdown_line(line, lang, lambda s: "")
            if line.seat is None:
                facts.append([w["value"], text])
            else:
                per_seat.setdefault(line.seat, []).append(text.removeprefix(": "))
        columns = [first, w["round_money"], w["stand"]]
        rows: list[dict[str, Any]] = [
            {"seat": s, "cells": [counts[s], _signed(money[s]), _signed(bilanz[s])]}
            for s in range(n)
        ]
        if per_seat and not order:  # the Domino's lines only repeat the places
            columns.insert(1, "Wofür" if lang == "de" else "For")
            for row in rows:
                said = per_seat.get(int(row["seat"]), [])
                row["cells"].insert(1, "; ".join(said) or "–")
        # the round's line only repeats the table's tricks, places and points
        return {"title": title, "summary": "", "facts": facts,
                "columns": columns, "rows": rows}  # fmt: skip
    title = f"{w['game']} {number}"
    game = own.game
    if own.thrown_in or game is None:
        facts.append([w["game"], w["thrown"]])
        augen = ["–"] * n
    else:
        augen = [str(a) for a in own.augen]
        if own.party_augen is not None:
            a, b = own.party_augen
            facts.append([w["augen"], w["parties"].format(a=a, b=b)])
        if own.ramsch_loser is not None:
            facts.append([w["lost"], ", ".join(who(s) for s in own.ramsch_losers)])
        if own.durchmarsch is not None:
            facts.append([w["sweep"], who(own.durchmarsch)])
        if own.jungfrauen:
            facts.append([w["jungfrau"], ", ".join(who(s) for s in own.jungfrauen)])
        if own.declarer is not None:
            facts.append(["Schneider", w["yes"] if own.schneider else w["no"]])
            facts.append(["Schwarz", w["yes"] if own.schwarz else w["no"]])
            if own.laufende_paid:
                mit = w["with"] if own.laufende_mit else w["without"]
                facts.append(["Laufende", f"{mit} {own.laufende_paid}"])
            else:
                facts.append(["Laufende", w["none"]])
        doubled = [
            breakdown_line(line, lang, who)
            for line in own.breakdown
            if line.code in ("klopfer", "kontra", "re")
        ]
        if doubled:
            facts.append([w["doubled"], "; ".join(doubled)])
        value = [
            breakdown_line(line, lang, who)
            for line in own.breakdown
            if line.code not in ("klopfer", "kontra", "re")
        ]
        if value:
            facts.append([w["value"], "; ".join(value)])
    rows = [
        {"seat": s, "cells": [augen[s], _signed(money[s]), _signed(bilanz[s])]} for s in range(n)
    ]
    # the game in a sentence, without the facts the table shows: "Sitz 1 verliert das
    # Rufspiel auf die Gras-Sau mit Sitz 0"
    head = summary.split(": ", 1)[-1]
    if not own.thrown_in and own.declarer is not None:
        head = head.split(": ", 1)[0]
    columns = [w["augen"], w["money"], w["stand"]]
    return {"title": title, "summary": head, "facts": facts, "columns": columns, "rows": rows}
