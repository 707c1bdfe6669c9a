"""The web table's SQLite store: every table's settings, seats and accepted actions.

The server writes each accepted action here (and commits) before it tells the browsers,
so a server that is killed loses nothing: on start it replays every unfinished table
from its log. Only the standard library's [`sqlite3`][sqlite3] is used.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

__all__ = ["Archived", "LogEntry", "Score", "Store", "StoredTable", "default_db_path"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    settings TEXT NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS log (
    table_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    time REAL NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    action TEXT,
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS archive (
    table_id TEXT PRIMARY KEY,
    summary TEXT NOT NULL,
    record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tables_created ON tables (created, id);
CREATE TABLE IF NOT EXISTS scores (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    person INTEGER NOT NULL,
    game TEXT NOT NULL,
    total INTEGER NOT NULL,
    place INTEGER NOT NULL,
    bonus INTEGER NOT NULL,
    finished REAL NOT NULL,
    PRIMARY KEY (table_id, seat)
);
"""


def default_db_path() -> Path:
    """The per-user default database: ``$XDG_DATA_HOME/kartenregeln/web.sqlite3``
    (``~/.local/share/...``), or ``%LOCALAPPDATA%\\kartenregeln\\web.sqlite3`` on Windows."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "kartenregeln" / "web.sqlite3"


@attrs.frozen
class LogEntry:
    """One accepted change of a table: ``kind`` is ``act``, ``confirm``, ``pause``,
    ``resume`` or ``tick``; ``time`` is the table's clock."""

    seq: int
    time: float
    kind: str
    seat: int | None
    action: str | None


@attrs.frozen
class StoredTable:
    """A table as stored: its settings, the seated people and the log."""

    id: str
    settings: dict[str, Any]
    started: bool
    finished: bool
    seats: dict[int, tuple[str, str]]  # seat -> (name, token)
    log: tuple[LogEntry, ...]


@attrs.frozen
class Score:
    """One seat's line on the Bestenliste from one finished match: its total, its place
    and the placement bonus (30/15/5 for places 1 to 3)."""

    seat: int
    name: str
    person: bool
    game: str
    total: int
    place: int
    bonus: int


@attrs.frozen
class Archived:
    """A finished table as archived: its lobby summary and final lines. Start-up reads
    these instead of replaying the log; the record is read when asked for
    ([`Store.archived_record`][kartenregeln.web.store.Store.archived_record])."""

    id: str
    summary: dict[str, Any]


class Store:
    """A SQLite file (or ``":memory:"``) holding the tables."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        if self.path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
        # WAL with synchronous=NORMAL: a commit survives the server process being killed
        # (the WAL is in the OS's hands); only a power cut may lose the last commits
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def dump(self) -> bytes:
        """The whole database as bytes (``kartenregeln site`` keeps them in the browser's
        storage); [`load`][kartenregeln.web.store.Store.load] reads them back. Needs
        Python 3.11 or later."""
        with self._lock:
            data: bytes = self._sqlite_call("serialize")
        return data

    def _sqlite_call(self, name: str, *args: Any) -> Any:
        method = getattr(self._db, name, None)  # sqlite3 of Python 3.11 on
        if method is None:  # pragma: no cover - Python 3.10
            raise RuntimeError("Store.dump and Store.load need Python 3.11 or later")
        return method(*args)

    def load(self, data: bytes) -> None:
        """Replace the database by the bytes [`dump`][kartenregeln.web.store.Store.dump]
        returned (raises ``ValueError`` for bytes that are not such a database)."""
        with self._lock:
            try:
                self._sqlite_call("deserialize", data)
                self._db.execute("SELECT COUNT(*) FROM tables").fetchone()
            except sqlite3.DatabaseError as exc:
                self._db.close()
                self._db = sqlite3.connect(
                    ":memory:", check_same_thread=False, isolation_level=None
                )
                self._db.executescript(_SCHEMA)
                raise ValueError(f"not a stored kartenregeln database: {exc}") from None
            self._db.executescript(_SCHEMA)

    def drop(self, table_id: str) -> None:
        """Forget an unfinished table (its seats and log too)."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute("DELETE FROM log WHERE table_id = ?", (table_id,))
            self._db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            self._db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        # one committed transaction per change; tables write from worker threads too
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(sql, args)

    def create(self, table_id: str, created: float, settings: dict[str, Any]) -> None:
        self._write(
            "INSERT INTO tables (id, created, settings) VALUES (?, ?, ?)",
            (table_id, created, json.dumps(settings, sort_keys=True)),
        )

    def sit(self, table_id: str, seat: int, name: str, token: str) -> None:
        self._write(
            "INSERT OR REPLACE INTO seats (table_id, seat, name, token) VALUES (?, ?, ?, ?)",
            (table_id, seat, name, token),
        )

    def start(self, table_id: str) -> None:
        self._write("UPDATE tables SET started = 1 WHERE id = ?", (table_id,))

    def finish(self, table_id: str) -> None:
        self._write("UPDATE tables SET finished = 1 WHERE id = ?", (table_id,))

    def archive(
        self,
        table_id: str,
        summary: dict[str, Any],
        record: str,
        scores: list[Score],
        finished: float,
    ) -> None:
        """Keep a finished table's summary, record and Bestenliste lines (one
        transaction; archiving again replaces them)."""
        with self._lock, self._db:
            self._db.execute("BEGIN")
            self._db.execute(
                "INSERT OR REPLACE INTO archive (table_id, summary, record) VALUES (?, ?, ?)",
                (table_id, json.dumps(summary, sort_keys=True), record),
            )
            self._db.executemany(
                "INSERT OR REPLACE INTO scores (table_id, seat, name, person, game, total, "
                "place, bonus, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (table_id, x.seat, x.name, int(x.person), x.game, x.total, x.place,
                     x.bonus, finished)
                    for x in scores
                ],
            )  # fmt: skip

    def archived(self) -> Iterator[Archived]:
        """Every archived table in the order of creation."""
        rows = self._db.execute(
            "SELECT a.table_id, a.summary FROM archive a "
            "JOIN tables t ON t.id = a.table_id ORDER BY t.created, t.id"
        ).fetchall()
        for table_id, summary in rows:
            yield Archived(table_id, json.loads(summary))

    def archived_one(self, table_id: str) -> Archived | None:
        """The archived table ``table_id``, or ``None`` (not finished, or no such table)."""
        with self._lock:
            row = self._db.execute(
                "SELECT summary FROM archive WHERE table_id = ?", (table_id,)
            ).fetchone()
        return None if row is None else Archived(table_id, json.loads(row[0]))

    def archived_page(self, limit: int, offset: int = 0) -> list[Archived]:
        """The archived tables, newest first: ``limit`` of them after the first
        ``offset``."""
        with self._lock:
            rows = self._db.execute(
                "SELECT a.table_id, a.summary FROM archive a JOIN tables t ON t.id = a.table_id "
                "ORDER BY t.created DESC, t.id DESC LIMIT ? OFFSET ?",
                (limit, offset),
            ).fetchall()
        return [Archived(table_id, json.loads(summary)) for table_id, summary in rows]

    def count_archived(self) -> int:
        """How many tables are archived."""
        with self._lock:
            count: int = self._db.execute("SELECT COUNT(*) FROM archive").fetchone()[0]
        return count

    def archived_record(self, table_id: str) -> str:
        """The match record (JSON text) of an archived table."""
        with self._lock:
            row = self._db.execute(
                "SELECT record FROM archive WHERE table_id = ?", (table_id,)
            ).fetchone()
        if row is None:
            raise KeyError(table_id)
        text: str = row[0]
        return text

    def leaderboard(
        self, since: float | None = None, game: str | None = None
    ) -> list[dict[str, Any]]:
        """The Bestenliste: per name (people and computer seats apart) the sum of the
        totals plus placement bonus of the matches finished since ``since`` (a Unix
        time; ``None``: all time), best first; of one ``game`` (``schafkopf`` or
        ``schapa``; ``None``: both, as the old Bestenliste did)."""
        rows = self._db.execute(
            "SELECT name, person, SUM(total + bonus), SUM(total), SUM(bonus), COUNT(*), "
            "SUM(place = 1) FROM scores WHERE finished >= ? AND (? IS NULL OR game = ?) "
            "GROUP BY name, person ORDER BY SUM(total + bonus) DESC, name",
            (-1.0 if since is None else since, game, game),
        ).fetchall()
        return [
            {"name": n, "person": bool(p), "points": pts, "total": tot, "bonus": b,
             "matches": m, "wins": w}
            for n, p, pts, tot, b, m, w in rows
        ]  # fmt: skip

    def append(self, table_id: str, entry: LogEntry) -> None:
        self._write(
            "INSERT INTO log (table_id, seq, time, kind, seat, action) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, entry.seq, entry.time, entry.kind, entry.seat, entry.action),
        )

    def tables(self, *, finished: bool | None = None) -> Iterator[StoredTable]:
        """Every stored table that is not archived, in the order of creation
        (``finished`` filters)."""
        rows = self._db.execute(
            "SELECT id, settings, started, finished FROM tables "
            "WHERE id NOT IN (SELECT table_id FROM archive) ORDER BY created, id"
        ).fetchall()
        for table_id, settings, started, done in rows:
            if finished is not None and bool(done) != finished:
                continue
            seats = {
                s: (n, t)
                for s, n, t in self._db.execute(
                    "SELECT seat, name, token FROM seats WHERE table_id = ?", (table_id,)
                )
            }
            log = tuple(
                LogEntry(*row)
                for row in self._db.execute(
                    "SELECT seq, time, kind, seat, action FROM log WHERE table_id = ? ORDER BY seq",
                    (table_id,),
                )
            )
            yield StoredTable(table_id, json.loads(settings), bool(started), bool(done), seats, log)
