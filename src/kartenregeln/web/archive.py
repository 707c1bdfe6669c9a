"""Finished tables: archived once, so that start-up does not replay them, and their
lines on the Bestenliste.

When a match ends, [`archive_room`][kartenregeln.web.archive.archive_room] stores the
table's lobby summary, its final lines in both languages, its match record and one
[`Score`][kartenregeln.web.store.Score] per seat: the seat's total plus the placement
bonus (30 for the first place, 15 for the second, 5 for the third; equal totals share
the better place). On start the server reads the archive (a few rows per table) instead
of replaying the table's log.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from kartenregeln import records

if TYPE_CHECKING:
    from kartenregeln.records import Record
    from kartenregeln.web.page import Room as PageRoom
    from kartenregeln.web.store import Store

    class Room(PageRoom, Protocol):
        """The members of `kartenregeln.web.room.Room` archiving reads (a protocol, so
        that this module and the room do not import each other)."""

        store: Store

        def record(self) -> Record: ...


from kartenregeln.web.store import Score

__all__ = ["BONUS", "archive_room", "scores_of"]

BONUS = (30, 15, 5)
"""The placement bonus of the Bestenliste for places 1, 2 and 3."""


def _place(placement: Any) -> int:
    return placement if isinstance(placement, int) else int(placement.place)


def scores_of(room: Room) -> list[Score]:
    """Each seat's Bestenliste line of the finished match at ``room``."""
    assert room.table is not None
    match = room.table.match
    totals = match.totals
    places = [_place(p) for p in match.placements()]
    out = []
    for s, kind in enumerate(room.settings["seats"]):
        place = places[s]
        bonus = BONUS[place - 1] if place <= len(BONUS) else 0
        person = kind == "person" and s in room.tokens
        # computer seats count by strength (an untaken person seat was played by the
        # stand-in's strength all along): "computer:heuristic"
        strength = room.settings["standin"] if kind == "person" else kind
        name = room.name_of(s) if person else f"computer:{strength}"
        out.append(Score(s, name, person, room.settings["game"], totals[s], place, bonus))
    return out


def summary_of(room: Room) -> dict[str, Any]:
    """What the lobby and a returning browser need of a finished table."""
    assert room.table is not None
    n = len(room.settings["seats"])
    return {
        "id": room.id,
        "game": room.settings["game"],
        "settings": room.public_settings,
        "seats": [
            {
                "seat": s,
                "name": {lang: room.name_of(s, lang) for lang in ("de", "en")},
                "person": s in room.person_seats,
                "taken": s in room.tokens,
            }
            for s in range(n)
        ],
        "number": room.table.number,
        "total": room.table.total,
        "final": {lang: room.narrator(lang).standing_lines(final=True) for lang in ("de", "en")},
    }


def archive_room(room: Room) -> None:
    """Archive the finished match at ``room`` and add it to the Bestenliste."""
    text = records.dumps(room.record())
    room.store.archive(room.id, summary_of(room), text, scores_of(room), time.time())
