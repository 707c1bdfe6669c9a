"""The web table without a server: the room logic that ``kartenregeln site`` runs in the
browser (Python in WebAssembly, in a Web Worker), one person against the computer.

[`LocalTable`][kartenregeln.web.local.LocalTable] is what the worker calls: it holds one
[`Room`][kartenregeln.web.room.Room] on a SQLite store in memory, takes the page's
messages (the same JSON the served table's WebSocket carries) and returns the messages
the socket would have sent. The worker steps the room's clock when
[`due_in`][kartenregeln.web.local.LocalTable.due_in] says, and keeps the store's bytes
(the running match, the finished ones, the Bestenliste) in the browser's storage, so a
reload restores the room from its log as the server does after a restart.

It runs in plain Python too:

>>> t = LocalTable()
>>> t.new({"game": "schafkopf", "seats": ["person", "random", "random", "random"],
...        "seed": 7, "computer_delay": 0}, "Vroni")["seat"]
0
>>> first = t.connect("de")[0]
>>> first["type"], first["state"]["game"], len(first["state"]["view"]["hand"])
('state', 'schafkopf', 8)
>>> restored = LocalTable(t.dump())
>>> restored.connect("de")[0]["state"]["view"]["hand"] == first["state"]["view"]["hand"]
True
"""

from __future__ import annotations

import base64
import json
import secrets
import time
from collections.abc import Coroutine
from typing import Any

from kartenregeln import records
from kartenregeln.errors import KartenregelnError
from kartenregeln.registry import games
from kartenregeln.web.leaderboard import PERIODS, period_start
from kartenregeln.web.messages import MessageError, refusal
from kartenregeln.web.room import Connection, Room, inline
from kartenregeln.web.settings import SettingsError, check_settings, lobby_games
from kartenregeln.web.store import Store
from kartenregeln.web.words import computer_label, say

__all__ = ["LocalTable", "Worker", "analyse_html", "leaderboard"]

TABLE_ID = "local"
"""The one table of the page (its id in the store and the record's file name)."""
SAMPLES = 2
"""The search players' budget in the browser: worlds per card decision (the served
table's default is 8; the bidding draws three times as many). With the pure-Python
solver in WebAssembly this keeps a computer's move under a second (docs/web.md,
benchmarks/bench_site.py)."""


def _finish(coro: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine that never waits (the room's broadcast to our outbox)."""
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    coro.close()  # pragma: no cover - a broadcast that waits is a bug
    raise RuntimeError("the coroutine waited")  # pragma: no cover


class LocalTable:
    """One browser's table: ``saved`` is what [`dump`][kartenregeln.web.local.LocalTable.dump]
    returned before (the bytes of the store), or ``None`` for a fresh start."""

    def __init__(self, saved: bytes | None = None) -> None:
        self.store = Store(":memory:")
        if saved:
            self.store.load(saved)
        self.room: Room | None = None
        self.conn: Connection | None = None
        self.outbox: list[dict[str, Any]] = []
        for stored in self.store.tables(finished=False):  # the running match, if any
            self.room = Room.restore(stored, self.store)

    # -- the match --------------------------------------------------------------------
    def new(self, form: dict[str, Any], name: str) -> dict[str, Any]:
        """Begin a new match (the lobby's form, checked as the server checks it); the
        person sits at the first person seat; every other seat is the computer's. A
        running match is given up: it is dropped from the store (finished matches stay,
        with their lines on the Bestenliste)."""
        settings = check_settings({"samples": SAMPLES, **form})
        old = self.room
        if old is not None and not old.finished:
            self.store.drop(old.id)
        table_id = f"{TABLE_ID}-{secrets.token_hex(4)}"
        room = Room(table_id, settings, self.store)
        self.store.create(table_id, time.time(), settings)
        self.room = room
        self.conn = None
        seat = room.person_seats[0]
        room.sit(seat, name)
        if room.table is None:  # more person seats than one: the computer plays them
            room.start()
        return {"id": table_id, "seat": seat}

    def connect(self, lang: str) -> list[dict[str, Any]]:
        """The page's socket opens for the person's seat: the first state."""
        room = self._room()
        if self.conn is not None:
            room.disconnect(self.conn)
        self.conn = Connection(self._send, room.person_seats[0], "en" if lang == "en" else "de")
        room.connect(self.conn)
        _finish(room.broadcast())
        return self.take()

    def message(self, text: str) -> list[dict[str, Any]]:
        """One message of the page's socket (``{"type": "act", "action": "EO"}`` ...);
        returns what the socket sends back: the room handles it as on the server
        ([`Room.receive`][kartenregeln.web.room.Room.receive]), the advice thought out
        here (no threads in the browser)."""
        room, conn = self._room(), self.conn
        if conn is None:
            raise MessageError(refusal("web_not_connected"))
        _finish(room.receive(conn, text, None, think=inline))
        return self.take()

    def due_in(self) -> float | None:
        """Seconds until the room's clock next changes something (``None``: nothing is
        due until the person acts)."""
        room = self.room
        if room is None:
            return None
        due = room.next_due()
        return None if due is None else max(0.0, due - room.now())

    def step(self) -> list[dict[str, Any]]:
        """Let the time pass (computer players, clocks): the socket's messages."""
        room = self.room
        if room is not None and room.step() and self.conn is not None:
            _finish(room.broadcast())
        return self.take()

    def take(self) -> list[dict[str, Any]]:
        out, self.outbox = self.outbox, []
        return out

    def record(self) -> str:
        """The match record (JSON text), as ``GET /api/tables/{id}/record`` gives it: once
        the match is over (it holds every hand as dealt)."""
        room = self._room()
        if room.table is None or not room.finished:
            raise MessageError(refusal("web_record_later"))
        return records.dumps(room.record())

    def dump(self) -> bytes:
        """The store's bytes, for the browser's storage."""
        return self.store.dump()

    @property
    def active(self) -> bool:
        """Whether a match runs (else the page offers a new one)."""
        return self.room is not None and not self.room.finished

    # -- inside --------------------------------------------------------------------------
    def _room(self) -> Room:
        if self.room is None:
            raise MessageError(refusal("web_no_match"))
        return self.room

    async def _send(self, message: dict[str, Any]) -> None:
        self.outbox.append(message)


def leaderboard(
    store: Store, period: str, lang: str, game: str = "schafkopf", now: float | None = None
) -> dict[str, Any]:
    """The Bestenliste of one game as ``GET /api/bestenliste`` gives it, from the
    browser's store."""
    if period not in PERIODS:
        raise SettingsError(refusal("web_one_of", name="period", choices=", ".join(PERIODS)))
    names = tuple(g.name for g in games())
    if game not in names:
        raise SettingsError(refusal("web_one_of", name="game", choices=", ".join(names)))
    rows = store.leaderboard(period_start(period, time.time() if now is None else now), game)
    for row in rows:
        if not row["person"]:
            row["name"] = computer_label(row["name"].removeprefix("computer:"), lang)
    return {
        "game": game,
        "period": period,
        "people": [r for r in rows if r["person"]],
        "computers": [r for r in rows if not r["person"]],
    }


def analyse_html(text: str, lang: str = "de") -> str:
    """The card-by-card analysis ([`kartenregeln.analysis`][kartenregeln.analysis]) of
    every game in ``text`` (an openschafkopf line, a NetSchafkopf protocol, a record:
    whatever ``kartenregeln analyse`` reads) as HTML; raises ``ValueError`` with the
    reason for anything else.

    >>> line = ("Rufspiel Blaue von 3: so h7 go eo ho hz hk eu gu h9 su g8 g9 ga gk e9 "
    ...         "ea ek ez e7 g7 ha s7 gz sa s9 h8 sz e8 sk hu s8")
    >>> "<html" in analyse_html(line, "en")
    True
    """
    from kartenregeln.analysis import analyse
    from kartenregeln.formats import read_games

    if not text.strip():
        raise ValueError(refusal("web_paste"))
    try:
        games = read_games(text.encode("utf-8"))
    except KartenregelnError as exc:
        raise ValueError(exc.sentence) from None
    pages = [
        analyse(game, names=game.names).to_html("en" if lang == "en" else "de")
        for game in games
        if game.state.game is not None and game.state.tricks
    ]
    if not pages:
        raise ValueError(refusal("web_no_trick"))
    return "".join(pages)


class Worker:
    """What the page's Web Worker talks to: one JSON request in, one JSON answer out.

    Requests (``op``): ``boot`` (``saved``: the stored bytes in base64, or null), ``new``
    (``form``: the lobby's settings, ``name``), ``connect`` (``lang``), ``message``
    (``text``: what the socket would carry), ``step``, ``record``, ``analyse`` (``text``,
    ``lang``), ``bestenliste`` (``period``, ``lang``). Every answer has ``due_in`` (when
    to ``step`` next, seconds, or null) and, after a change, ``save`` (the store's bytes
    in base64, for the browser's storage); a refused request has ``error``.

    >>> w = Worker()
    >>> json.loads(w.handle('{"op": "boot", "saved": null}'))["active"]
    False
    >>> json.loads(w.handle('{"op": "fly", "lang": "en"}'))["error"]
    "unknown request 'fly'"
    """

    def __init__(self) -> None:
        self.table = LocalTable()

    def handle(self, request: str) -> str:
        lang = "de"
        try:
            req = json.loads(request)
            if not isinstance(req, dict):
                raise ValueError(refusal("web_request_object"))
            lang = "en" if req.get("lang") == "en" else "de"
            out = self._handle(str(req.get("op")), req)
        except (KartenregelnError, ValueError, KeyError, TypeError) as exc:
            out = {"error": say(exc, lang)}
        out["due_in"] = self.table.due_in()
        return json.dumps(out, ensure_ascii=False)

    def _save(self) -> str:
        return base64.b64encode(self.table.dump()).decode("ascii")

    def _handle(self, op: str, req: dict[str, Any]) -> dict[str, Any]:
        t = self.table
        if op == "boot":
            saved = req.get("saved")
            self.table = LocalTable(base64.b64decode(saved) if saved else None)
            return {"active": self.table.active}
        if op == "games":
            # the games as each describes itself: the panel's form follows them
            return {"games": lobby_games(str(req.get("lang", "de")))}
        if op == "new":
            made = t.new(req["form"], str(req.get("name", "")))
            return {**made, "save": self._save()}
        if op == "connect":
            return {"messages": t.connect(str(req.get("lang", "de")))}
        if op == "message":
            return {"messages": t.message(str(req["text"])), "save": self._save()}
        if op == "step":
            messages = t.step()
            return {"messages": messages, **({"save": self._save()} if messages else {})}
        if op == "record":
            return {"text": t.record()}
        if op == "analyse":
            return {"html": analyse_html(str(req["text"]), str(req.get("lang", "de")))}
        if op == "bestenliste":
            period, lang = str(req.get("period", "all")), str(req.get("lang", "de"))
            first = next(iter(games())).name
            return leaderboard(t.store, period, lang, str(req.get("game", first)))
        raise ValueError(refusal("web_unknown_request", op=repr(op)))
