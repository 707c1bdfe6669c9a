"""The one place where a seat's view becomes JSON for the browser.

Until the library has its own JSON wire form of a view, this is a documented JSON of the
view (see docs/web.md): cards as their codes, the hand in display order, the legal
actions as their notation. Nothing but this function serializes a view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card
from kartenregeln.names import french_code, schafkopf_code

__all__ = ["display_order", "view_json"]


def display_order(view: Any) -> list[Card]:
    """The seat's hand as players hold it: in Schafkopf the trumps of the game (or of a
    Rufspiel before it is known) high to low, then the suits; in Schapa by suit and rank."""
    if isinstance(view, sk.View):
        from kartenregeln._cli_play import _schafkopf_order

        return sorted(view.hand, key=_schafkopf_order(view.game))
    return list(view.hand)


def _tricks(tricks: Any, code: Callable[[Card], str]) -> list[dict[str, Any]]:
    return [
        {"leader": t.leader, "winner": t.winner, "cards": [code(c) for c in t.cards]}
        for t in tricks
    ]


def view_json(view: Any) -> dict[str, Any]:
    """A seat's view as plain JSON: never another seat's cards."""
    if isinstance(view, sk.View):
        code = schafkopf_code
        return {
            "game": "schafkopf",
            "seat": view.seat,
            "dealer": view.dealer,
            "phase": view.phase.name.lower(),
            "to_move": view.to_move,
            "hand": [code(c) for c in display_order(view)],
            "bids": [[s, str(a)] for s, a in view.bids],
            "contract": None if view.game is None else str(view.game),
            "declarer": view.declarer,
            "partner": view.partner,
            "klopfer": list(view.klopfer),
            "kontra": view.kontra,
            "re": view.re,
            "tricks": _tricks(view.tricks, code),
            "trick": [code(c) for c in view.current_trick],
            "legal": [str(a) for a in view.legal_actions],
        }
    code = french_code
    return {
        "game": "schapa",
        "seat": view.seat,
        "round": view.round,
        "dealer": view.dealer,
        "to_move": view.to_move,
        "hand": [code(c) for c in display_order(view)],
        "hand_sizes": list(view.hand_sizes),
        "leader": view.leader,
        "trick": [code(c) for c in view.trick],
        "tricks": _tricks(view.tricks, code),
        "tricks_won": list(view.tricks_won),
        "layout": [code(c) for c in view.layout],
        "finished": list(view.finished),
        "scores": list(view.scores),
        "legal": [str(a) for a in view.legal],
    }
