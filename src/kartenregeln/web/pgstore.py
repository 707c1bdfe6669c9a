"""The web table's PostgreSQL store, for several server processes on one database
(``kartenregeln serve --db postgresql://...``; needs the ``postgres`` extra, psycopg 3).

The same tables and the same methods as the SQLite
[`Store`][kartenregeln.web.store.Store], and what several processes need besides:

- each accepted action is written with a ``NOTIFY`` on the channel ``kr_log`` in the
  same transaction, so every process hears of it once it is committed;
- a table belongs to the process holding its advisory lock
  ([`try_own`][kartenregeln.web.pgstore.PgStore.try_own]), on a connection of its own:
  when the process dies its connection ends, the lock is free, and another process takes
  the table and replays its log;
- the log's key ``(table_id, seq)`` fences a process that would write a table it no
  longer owns: the row is refused.
"""

from __future__ import annotations

import importlib
import json
import threading
import types
from collections.abc import Iterator
from typing import Any

from kartenregeln.web.store import Archived, LogEntry, Score, StoredTable

__all__ = ["LOG_CHANNEL", "PgStore", "is_postgres", "require_psycopg"]

LOG_CHANNEL = "kr_log"
"""The channel on which every accepted action is announced: ``"<table id> <seq>"``."""
LOCK_SPACE = 4141
"""The first key of the tables' advisory locks (the second is the table id's hash)."""
NODE_SPACE = LOCK_SPACE + 1
"""The first key of the processes' own advisory locks (held while a process lives)."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    created DOUBLE PRECISION NOT NULL,
    settings TEXT NOT NULL,
    started INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS tables_created ON tables (created, id);
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
    time DOUBLE PRECISION NOT NULL,
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
CREATE TABLE IF NOT EXISTS scores (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    person INTEGER NOT NULL,
    game TEXT NOT NULL,
    total INTEGER NOT NULL,
    place INTEGER NOT NULL,
    bonus INTEGER NOT NULL,
    finished DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (table_id, seat)
);
"""


def is_postgres(db: object) -> bool:
    """Whether ``db`` names a PostgreSQL database (``postgresql://`` or ``postgres://``)."""
    return isinstance(db, str) and db.startswith(("postgresql://", "postgres://"))


def require_psycopg() -> types.ModuleType:
    """psycopg 3, or an ``ImportError`` naming the extra."""
    try:
        psycopg = importlib.import_module("psycopg")
    except ImportError:
        raise ImportError(
            "kartenregeln serve --db postgresql://... needs psycopg 3: "
            'pip install "kartenregeln[postgres]"'
        ) from None
    return psycopg


class PgStore:
    """A PostgreSQL database holding the tables (the interface of
    [`Store`][kartenregeln.web.store.Store])."""

    def __init__(self, url: str) -> None:
        psycopg = require_psycopg()
        self.path = url
        self._db = psycopg.connect(url, autocommit=True)
        self._locks = psycopg.connect(url, autocommit=True)  # the advisory locks live here
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute("SELECT pg_advisory_lock(%s, 0)", (LOCK_SPACE,))
            try:
                self._db.execute(_SCHEMA)
            finally:
                self._db.execute("SELECT pg_advisory_unlock(%s, 0)", (LOCK_SPACE,))

    def close(self) -> None:
        with self._lock:
            self._db.close()
            self._locks.close()

    # -- owning tables -----------------------------------------------------------------
    def try_own(self, table_id: str) -> bool:
        """Take the table's advisory lock if no process holds it (this process keeps it
        until it ends or [`disown`][kartenregeln.web.pgstore.PgStore.disown])."""
        with self._lock:
            row = self._locks.execute(
                "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (LOCK_SPACE, table_id)
            ).fetchone()
        return bool(row and row[0])

    def disown(self, table_id: str) -> None:
        with self._lock:
            self._locks.execute(
                "SELECT pg_advisory_unlock(%s, hashtext(%s))", (LOCK_SPACE, table_id)
            )

    def hold_node(self, node: str) -> None:
        """Hold this process's own lock while it lives (others see that it does)."""
        with self._lock:
            self._locks.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", (NODE_SPACE, node))

    def node_alive(self, node: str) -> bool:
        """Whether the process ``node`` still holds its lock (is alive)."""
        with self._lock:
            row = self._db.execute(
                "SELECT pg_try_advisory_lock(%s, hashtext(%s))", (NODE_SPACE, node)
            ).fetchone()
            if row and row[0]:  # free: the process is gone
                self._db.execute("SELECT pg_advisory_unlock(%s, hashtext(%s))", (NODE_SPACE, node))
                return False
        return True

    def alive(self) -> bool:
        """Whether the connection holding this process's locks still works."""
        try:
            with self._lock:
                self._locks.execute("SELECT 1")
        except Exception:
            return False
        return True

    def unowned_ids(self) -> list[str]:
        """The open tables whose lock no process holds (one query: the candidates for
        [`try_own`][kartenregeln.web.pgstore.PgStore.try_own])."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id FROM tables t WHERE finished = 0 AND id NOT IN "
                "(SELECT table_id FROM archive) AND NOT EXISTS (SELECT 1 FROM pg_locks l "
                "WHERE l.locktype = 'advisory' AND l.classid = %s AND l.objsubid = 2 "
                "AND l.objid = hashtext(t.id)::oid AND l.granted) ORDER BY created, id",
                (LOCK_SPACE,),
            ).fetchall()
        return [r[0] for r in rows]

    def notify(self, channel: str, payload: str) -> None:
        with self._lock:
            self._db.execute("SELECT pg_notify(%s, %s)", (channel, payload))

    def open_ids(self) -> list[str]:
        """The tables that are not finished, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id FROM tables WHERE finished = 0 AND id NOT IN "
                "(SELECT table_id FROM archive) ORDER BY created, id"
            ).fetchall()
        return [r[0] for r in rows]

    # -- writing -------------------------------------------------------------------------
    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        with self._lock:
            self._db.execute(sql, args)

    def create(self, table_id: str, created: float, settings: dict[str, Any]) -> None:
        self._write(
            "INSERT INTO tables (id, created, settings) VALUES (%s, %s, %s)",
            (table_id, created, json.dumps(settings, sort_keys=True)),
        )

    def sit(self, table_id: str, seat: int, name: str, token: str) -> None:
        """Take a free seat; a seat taken meanwhile at another process is refused
        ([`TableError`][kartenregeln.table.TableError])."""
        if not self.claim_seat(table_id, seat, name, token):
            from kartenregeln.table import TableError
            from kartenregeln.web.messages import refusal

            raise TableError(refusal("web_seat_taken", seat=seat))

    def start(self, table_id: str) -> None:
        self._write("UPDATE tables SET started = 1 WHERE id = %s", (table_id,))

    def finish(self, table_id: str) -> None:
        self._write("UPDATE tables SET finished = 1 WHERE id = %s", (table_id,))

    def drop(self, table_id: str) -> None:
        with self._lock, self._db.transaction():
            for sql in (
                "DELETE FROM log WHERE table_id = %s",
                "DELETE FROM seats WHERE table_id = %s",
                "DELETE FROM tables WHERE id = %s",
            ):
                self._db.execute(sql, (table_id,))

    def append(self, table_id: str, entry: LogEntry) -> None:
        """The entry, and its ``NOTIFY``, in one transaction."""
        with self._lock, self._db.transaction():
            self._db.execute(
                "INSERT INTO log (table_id, seq, time, kind, seat, action) "
                "VALUES (%s, %s, %s, %s, %s, %s)",
                (table_id, entry.seq, entry.time, entry.kind, entry.seat, entry.action),
            )
            self._db.execute("SELECT pg_notify(%s, %s)", (LOG_CHANNEL, f"{table_id} {entry.seq}"))

    def archive(
        self,
        table_id: str,
        summary: dict[str, Any],
        record: str,
        scores: list[Score],
        finished: float,
    ) -> None:
        with self._lock, self._db.transaction():
            self._db.execute(
                "INSERT INTO archive (table_id, summary, record) VALUES (%s, %s, %s) "
                "ON CONFLICT (table_id) DO UPDATE SET summary = EXCLUDED.summary, "
                "record = EXCLUDED.record",
                (table_id, json.dumps(summary, sort_keys=True), record),
            )
            with self._db.cursor() as cur:
                cur.executemany(
                    "INSERT INTO scores (table_id, seat, name, person, game, total, place, "
                    "bonus, finished) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) "
                    "ON CONFLICT (table_id, seat) DO NOTHING",
                    [
                        (table_id, x.seat, x.name, int(x.person), x.game, x.total, x.place,
                         x.bonus, finished)
                        for x in scores
                    ],
                )  # fmt: skip

    # -- reading -------------------------------------------------------------------------
    def archived(self) -> Iterator[Archived]:
        with self._lock:
            rows = self._db.execute(
                "SELECT a.table_id, a.summary FROM archive a "
                "JOIN tables t ON t.id = a.table_id ORDER BY t.created, t.id"
            ).fetchall()
        for table_id, summary in rows:
            yield Archived(table_id, json.loads(summary))

    def archived_one(self, table_id: str) -> Archived | None:
        with self._lock:
            row = self._db.execute(
                "SELECT summary FROM archive WHERE table_id = %s", (table_id,)
            ).fetchone()
        return None if row is None else Archived(table_id, json.loads(row[0]))

    def archived_page(self, limit: int, offset: int = 0) -> list[Archived]:
        with self._lock:
            rows = self._db.execute(
                "SELECT a.table_id, a.summary FROM archive a JOIN tables t ON t.id = a.table_id "
                "ORDER BY t.created DESC, t.id DESC LIMIT %s OFFSET %s",
                (limit, offset),
            ).fetchall()
        return [Archived(table_id, json.loads(summary)) for table_id, summary in rows]

    def count_archived(self) -> int:
        with self._lock:
            row = self._db.execute("SELECT COUNT(*) FROM archive").fetchone()
        return int(row[0])

    def archived_record(self, table_id: str) -> str:
        with self._lock:
            row = self._db.execute(
                "SELECT record FROM archive WHERE table_id = %s", (table_id,)
            ).fetchone()
        if row is None:
            raise KeyError(table_id)
        return str(row[0])

    def leaderboard(
        self, since: float | None = None, game: str | None = None
    ) -> list[dict[str, Any]]:
        with self._lock:
            rows = self._db.execute(
                "SELECT name, person, SUM(total + bonus), SUM(total), SUM(bonus), COUNT(*), "
                "SUM(CASE WHEN place = 1 THEN 1 ELSE 0 END) FROM scores "
                "WHERE finished >= %s AND (%s::text IS NULL OR game = %s) "
                "GROUP BY name, person ORDER BY SUM(total + bonus) DESC, name",
                (-1.0 if since is None else since, game, game),
            ).fetchall()
        return [
            {"name": n, "person": bool(p), "points": int(pts), "total": int(tot),
             "bonus": int(b), "matches": int(m), "wins": int(w)}
            for n, p, pts, tot, b, m, w in rows
        ]  # fmt: skip

    def claim_seat(self, table_id: str, seat: int, name: str, token: str) -> bool:
        """Take a free seat by its row (the first process to write it wins)."""
        with self._lock:
            cur = self._db.execute(
                "INSERT INTO seats (table_id, seat, name, token) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (table_id, seat) DO NOTHING",
                (table_id, seat, name, token),
            )
            return bool(cur.rowcount)

    def open_brief(self) -> list[tuple[str, dict[str, Any], bool, dict[int, str]]]:
        """The open tables without their logs: id, settings, started, the seated names."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, settings, started FROM tables WHERE finished = 0 AND id NOT IN "
                "(SELECT table_id FROM archive) ORDER BY created, id"
            ).fetchall()
            seats = self._db.execute(
                "SELECT s.table_id, s.seat, s.name FROM seats s JOIN tables t "
                "ON t.id = s.table_id WHERE t.finished = 0"
            ).fetchall()
        names: dict[str, dict[int, str]] = {}
        for table_id, seat, name in seats:
            names.setdefault(table_id, {})[seat] = name
        return [(i, json.loads(st), bool(started), names.get(i, {})) for i, st, started in rows]

    def log_after(self, table_id: str, seq: int) -> list[LogEntry]:
        """The table's log entries after ``seq``, in order."""
        with self._lock:
            rows = self._db.execute(
                "SELECT seq, time, kind, seat, action FROM log WHERE table_id = %s AND seq > %s "
                "ORDER BY seq",
                (table_id, seq),
            ).fetchall()
        return [LogEntry(*row) for row in rows]

    def table(self, table_id: str) -> StoredTable | None:
        """One stored table that is not archived, or ``None``."""
        return next(self._tables("AND id = %s", (table_id,)), None)

    def tables(self, *, finished: bool | None = None) -> Iterator[StoredTable]:
        for stored in self._tables("", ()):
            if finished is None or stored.finished == finished:
                yield stored

    def _tables(self, where: str, args: tuple[Any, ...]) -> Iterator[StoredTable]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, settings, started, finished FROM tables WHERE id NOT IN "
                f"(SELECT table_id FROM archive) {where} ORDER BY created, id",
                args,
            ).fetchall()
        for table_id, settings, started, done in rows:
            with self._lock:
                seats = {
                    s: (n, t)
                    for s, n, t in self._db.execute(
                        "SELECT seat, name, token FROM seats WHERE table_id = %s", (table_id,)
                    ).fetchall()
                }
            log = tuple(self.log_after(table_id, 0))
            yield StoredTable(table_id, json.loads(settings), bool(started), bool(done), seats, log)
