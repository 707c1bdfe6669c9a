"""The load one web-table server process holds: tables of computer players only.

Each table has one person seat nobody sits in (the stand-in plays it, confirms the
Abrechnung, and every action goes through the same path as a person's: the rules, the
SQLite log with a commit, the event lines) and three computer players; with
``--viewers`` each table also has that many watching browsers whose page is built and
JSON-encoded after every change (no network: the server's own cost). Computer players act
at once, so the figures are the ceiling: a table at the default pace (one computer action
per second) needs about one action per second.

    python benchmarks/bench_web.py [--tables 20] [--seconds 5] [--viewers 1] [--db memory|file]
    python benchmarks/bench_web.py --startup 1000

``--startup N`` measures the start of a server on a database with N finished matches
instead: one real Speedschafkopf match (8 games) played to the end by the computer and
archived, copied N times with all its rows (tables, seats, log, archive,
Bestenliste), then the time from opening the database to a server ready to answer.

Needs the ``web`` extra. Prints actions per second, SQLite log rows per second and the
memory per table: the Python objects of a freshly dealt table (tracemalloc), and the
growth of the process's peak RSS per table over the whole run (Linux, macOS).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any


def count_actions(room: Any) -> int:
    table = room.table
    return int(sum(len(s.history) for s in table.states()) + table.number)


async def run(tables: int, seconds: float, viewers: int, db: str, game: str) -> dict[str, float]:
    from kartenregeln.web.app import Server
    from kartenregeln.web.room import Connection
    from kartenregeln.web.settings import check_settings

    sent = [0]

    async def send(message: dict[str, Any]) -> None:
        sent[0] += len(json.dumps(message, ensure_ascii=False))

    server = Server(db, computer_delay=0.0, standin_after=0.0)
    if game == "schafkopf":
        form: dict[str, Any] = {"seats": ["person", "heuristic", "heuristic", "heuristic"]}
        form["games"] = 24
    else:
        form = {"game": "schapa", "seats": ["person", "heuristic", "heuristic", "heuristic"]}
    rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    base = tracemalloc.take_snapshot()
    rooms = []
    for k in range(tables):
        room = server.create(check_settings({**form, "seed": k, "computer_delay": 0}))
        room.start()
        for v in range(viewers):
            room.conns.append(Connection(send, 1 + v % 3, "de"))
        rooms.append(room)
    await asyncio.sleep(0.5)  # every table is dealt and playing
    grown = tracemalloc.take_snapshot().compare_to(base, "filename")
    memory = sum(stat.size_diff for stat in grown) / tables
    tracemalloc.stop()
    start_actions = sum(count_actions(r) for r in rooms)
    start_rows = sum(r.seq for r in rooms)
    t0 = time.perf_counter()
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - t0
    actions = sum(count_actions(r) for r in rooms) - start_actions
    rows = sum(r.seq for r in rooms) - start_rows
    finished = sum(r.finished for r in rooms)
    rss = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0) / tables  # KiB on Linux
    await server.stop()

    return {
        "actions_per_s": actions / elapsed,
        "rows_per_s": rows / elapsed,
        "memory_per_table_kb": memory / 1024,
        "json_kb_per_s": sent[0] / 1024 / (elapsed + 0.5),
        "finished": finished,
        "rss_per_table_kb": rss,
    }


def finished_matches(db: str, count: int) -> dict[str, float]:
    """A database with ``count`` finished matches; the time a server takes to start on it."""
    from kartenregeln.web.app import Server
    from kartenregeln.web.room import Room
    from kartenregeln.web.settings import check_settings
    from kartenregeln.web.store import Store

    store = Store(db)
    settings = check_settings(
        {"seats": ["person", "random", "random", "random"], "seed": 1, "computer_delay": 0.0}
    )
    ticks = iter(range(10**9))
    room = Room("m0", settings, store, standin_after=0.0, clock=lambda: float(next(ticks)))
    store.create("m0", time.time(), settings)
    room.sit(0, "Anna")  # nobody is connected: the stand-in plays her seat
    while not room.finished:
        room.step()
    rows = store._db.execute("SELECT COUNT(*) FROM log").fetchone()[0]
    copy = [
        ("tables", "id, created, settings, started, finished", "id"),
        ("seats", "table_id, seat, name, token", "table_id"),
        ("log", "table_id, seq, time, kind, seat, action", "table_id"),
        ("archive", "table_id, summary, record", "table_id"),
        ("scores", "table_id, seat, name, person, game, total, place, bonus, finished", "table_id"),
    ]
    with store._db:
        store._db.execute("BEGIN")
        for k in range(1, count):
            for table, columns, key in copy:
                cols = columns.replace(key, f"'m{k}'", 1)
                store._db.execute(
                    f"INSERT INTO {table} ({columns}) SELECT {cols} FROM {table} WHERE {key} = 'm0'"
                )
    store.close()
    start = time.perf_counter()
    server = Server(db)
    took = time.perf_counter() - start
    assert server.store.count_archived() == count
    assert not server.rooms
    server.store.close()
    return {"startup_s": took, "log_rows_per_match": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--viewers", type=int, default=1)
    parser.add_argument("--db", choices=("memory", "file"), default="file")
    parser.add_argument("--game", choices=("schafkopf", "schapa"), default="schafkopf")
    parser.add_argument("--startup", type=int, default=0, metavar="N",
                        help="measure the start-up with N finished matches instead")  # fmt: skip
    args = parser.parse_args(argv)
    if args.startup:
        with tempfile.TemporaryDirectory() as tmp:
            r = finished_matches(str(Path(tmp) / "startup.sqlite3"), args.startup)
        print(f"start-up with {args.startup:,} finished matches in the database")
        print(f"  log rows per match      {r['log_rows_per_match']:10,.0f}")
        print(f"  start-up (ms)           {r['startup_s'] * 1000:10,.2f}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        db = ":memory:" if args.db == "memory" else str(Path(tmp) / "bench.sqlite3")
        r = asyncio.run(run(args.tables, args.seconds, args.viewers, db, args.game))
    print(
        f"{args.game}: {args.tables} tables, {args.viewers} viewer(s) each, SQLite {args.db}, "
        f"{args.seconds:g} s"
    )
    print(f"  actions per second      {r['actions_per_s']:10,.0f}")
    print(f"  log rows per second     {r['rows_per_s']:10,.0f}")
    print(f"  memory per table (KiB)  {r['memory_per_table_kb']:10,.1f}  (Python objects, dealt)")
    print(f"  RSS per table (KiB)     {r['rss_per_table_kb']:10,.1f}  (the process, after the run)")
    print(f"  JSON sent (KiB/s)       {r['json_kb_per_s']:10,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
