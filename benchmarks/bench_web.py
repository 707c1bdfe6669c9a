"""The load one web-table server process holds: tables of computer players only.

Each table has one person seat nobody sits in (the stand-in plays it, confirms the
Abrechnung, and every action goes through the same path as a person's: the rules, the
SQLite log with a commit, the event lines) and three computer players; with
``--viewers`` each table also has that many watching browsers whose page is built and
JSON-encoded after every change (no network: the server's own cost). Computer players act
at once, so the figures are the ceiling: a table at the default pace (one computer action
per second) needs about one action per second.

    python benchmarks/bench_web.py [--tables 20] [--seconds 5] [--viewers 1] [--db memory|file]

Needs the ``web`` extra. Prints actions per second, SQLite log rows per second and the
memory per table (tracemalloc, Python objects only).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any


def count_actions(room: Any) -> int:
    table = room.table
    return sum(len(s.history) for s in table.states()) + table.number


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
    await server.stop()

    return {
        "actions_per_s": actions / elapsed,
        "rows_per_s": rows / elapsed,
        "memory_per_table_kb": memory / 1024,
        "json_kb_per_s": sent[0] / 1024 / (elapsed + 0.5),
        "finished": finished,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--viewers", type=int, default=1)
    parser.add_argument("--db", choices=("memory", "file"), default="file")
    parser.add_argument("--game", choices=("schafkopf", "schapa"), default="schafkopf")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        db = ":memory:" if args.db == "memory" else str(Path(tmp) / "bench.sqlite3")
        r = asyncio.run(run(args.tables, args.seconds, args.viewers, db, args.game))
    print(
        f"{args.game}: {args.tables} tables, {args.viewers} viewer(s) each, SQLite {args.db}, "
        f"{args.seconds:g} s"
    )
    print(f"  actions per second      {r['actions_per_s']:10,.0f}")
    print(f"  log rows per second     {r['rows_per_s']:10,.0f}")
    print(f"  memory per table (KiB)  {r['memory_per_table_kb']:10,.1f}")
    print(f"  JSON sent (KiB/s)       {r['json_kb_per_s']:10,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
