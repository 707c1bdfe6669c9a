"""The web table's SQLite store: every table's settings, seats and accepted actions.

The server writes each accepted action here (and commits) before it tells the browsers,
so a server that is killed loses nothing: on start it replays every unfinished table
from its log. Only the standard library's :mod:`sqlite3` is used.
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

__all__ = ["LogEntry", "Store", "StoredTable", "default_db_path"]

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
        self._db.close()

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

    def append(self, table_id: str, entry: LogEntry) -> None:
        self._write(
            "INSERT INTO log (table_id, seq, time, kind, seat, action) VALUES (?, ?, ?, ?, ?, ?)",
            (table_id, entry.seq, entry.time, entry.kind, entry.seat, entry.action),
        )

    def tables(self, *, finished: bool | None = None) -> Iterator[StoredTable]:
        """Every stored table in the order of creation (``finished`` filters)."""
        rows = self._db.execute(
            "SELECT id, settings, started, finished FROM tables ORDER BY created, id"
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
