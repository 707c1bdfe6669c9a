"""The web table as a service under load: real ``kartenregeln serve`` processes, tables of
scripted players over WebSockets, and one flooding client.

The benchmark starts its own server process(es) on 127.0.0.1 (on a database in a
temporary folder, or ``--db`` for a PostgreSQL address) and talks to nobody else. Each
table has one person seat, played by a scripted player that speaks to the server exactly
as the page's ``table.js`` does (``POST /api/tables``, then ``WS /ws/{id}?token=…``: an
``act`` with one of the legal actions of its view when it is its turn, a ``confirm`` at
each Abrechnung), and computer players in the other seats (``--computers``, acting at
once: ``computer_delay`` 0). When a match ends, its player opens a new table. A message
refused over the connection's limits (20 a second) is sent again after the refusal's
``retry_after``; a move refused by the table is thought again on the newest state. (A
scripted person at computer pace goes over the limits when the servers answer fast: then
the limits, not the servers, set the pace of its table, and the report says how often.)

Reported:

- whole games per minute over the measured time, and matches finished;
- the messages refused over their connection's limits (and sent again), and the tables
  that stalled (their player heard nothing in the run's last 5 s);
- the round trip of the scripted players (from sending an ``act`` or ``confirm`` to the
  next message of the server), p50/p95/p99, before, during and after the flood;
- the server's RSS (``/proc/PID/status``) over time, and at matches 50, 100, 200, 500,
  1000 (``--matches``: stop when that many are finished);
- ``GET /api/tables``: its time, sampled once a second;
- the flood (``--flood-at``, unless ``--no-flood``): one client at a table of its own
  (two person seats; a silent player holds the turn) sends ``--flood-rate`` out-of-turn
  moves a second for ``--flood-seconds``; how many replies it got, how long the server
  took to answer the last one, and whether it closed the connection.

Every loop is bounded in count and time (``--seconds`` is a hard limit for the whole run).

    python benchmarks/bench_serve.py [--tables 20] [--seconds 40] [--flood-at 15]
    python benchmarks/bench_serve.py --tables 20 --no-flood --matches 1000 --game schapa

Needs the ``web`` extra (uvicorn brings the ``websockets`` client). Linux (RSS from /proc).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

MAX_MESSAGES_PER_TABLE = 200_000
"""A bound on the messages one scripted player reads (the time limit comes first)."""
STALLED_AFTER = 5.0
"""A table whose player heard nothing for this long at the end is reported as stalled."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0  # pragma: no cover


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) the process has used."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentiles(xs: list[float]) -> dict[str, float]:
    if not xs:
        return {"n": 0, "p50": float("nan"), "p95": float("nan"), "p99": float("nan")}
    ys = sorted(xs)

    def q(p: float) -> float:
        return ys[min(len(ys) - 1, int(p * len(ys)))] * 1000

    return {"n": len(ys), "p50": q(0.5), "p95": q(0.95), "p99": q(0.99), "max": ys[-1] * 1000}


TRACED = """
import collections, gc, json, os, signal, sys, tracemalloc
from kartenregeln.cli import main
frames = int(os.environ.get("BENCH_TRACE_FRAMES", "8"))
if frames:
    tracemalloc.start(frames)
count = [0]
def snap(*_):
    count[0] += 1
    path = os.path.join(os.environ["BENCH_TRACE_DIR"], f"{os.getpid()}-{count[0]}")
    gc.collect()
    mods = ("kartenregeln.web", "uvicorn", "starlette", "websockets")
    live = collections.Counter(
        type(o).__qualname__
        for o in gc.get_objects()
        if str(getattr(type(o), "__module__", "")).startswith(mods)
    )
    rooms = []  # each table's room: its clock task, what is due, whom it waits for
    for o in gc.get_objects():
        if type(o).__name__ == "Room" and type(o).__module__ == "kartenregeln.web.room":
            t = o.task
            due = o.next_due()
            rooms.append({
                "id": o.id, "seq": o.seq, "finished": o.finished,
                "task": None if t is None else ("done" if t.done() else "running"),
                "error": repr(t.exception()) if t is not None and t.done()
                and not t.cancelled() and t.exception() else None,
                "due_in": None if due is None else round(due - o.now(), 3),
                "waiting_for": list(o.table.waiting_for()) if o.table is not None else None,
                "conns": len(o.conns),
            })
    with open(path + ".objects.json", "w") as f:
        json.dump({"classes": live.most_common(), "rooms": rooms}, f)
    err = os.dup(2)  # pymalloc's arenas and pools (written to fd 2)
    with open(path + ".malloc.txt", "w") as f:
        os.dup2(f.fileno(), 2)
        sys._debugmallocstats()
        os.dup2(err, 2)
    os.close(err)
    if frames:
        tracemalloc.take_snapshot().dump(path + ".snapshot")
signal.signal(signal.SIGUSR1, snap)
import faulthandler  # SIGUSR2: every thread's stack
stacks = open(os.path.join(os.environ["BENCH_TRACE_DIR"], f"{os.getpid()}.stacks.txt"), "w")
faulthandler.register(signal.SIGUSR2, file=stacks, all_threads=True)
sys.exit(main(sys.argv[1:]))
"""
"""The server under ``--tracemalloc``: tracemalloc on from the start (``$BENCH_TRACE_FRAMES``
frames, 0: off); at each SIGUSR1 (sent at the match marks) a snapshot, the count of live
objects of each class of the web stack (kartenregeln.web, Starlette, uvicorn, websockets)
and each room's state (its clock task, what is due, whom it waits for)
and pymalloc's statistics (``sys._debugmallocstats``), written to ``$BENCH_TRACE_DIR``;
at SIGUSR2 the stack of every thread (``faulthandler``)."""


class Server:
    """One ``kartenregeln serve`` process on a free port of 127.0.0.1."""

    def __init__(self, db: str, extra: list[str], trace: str | None = None) -> None:
        self.port = free_port()
        self.db = db
        env = dict(os.environ)
        start = [sys.executable, "-m", "kartenregeln"]
        if trace:
            env["BENCH_TRACE_DIR"] = trace
            start = [sys.executable, "-c", TRACED]
        cmd = [
            *start,
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--db",
            db,
            "--computer-delay",
            "0",
            "--standin-after",
            "30",
            *extra,
        ]
        # the server's stderr to a file: a pipe nobody reads would stop a server that
        # writes more than the pipe holds
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 - open while the server runs
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=self.errors, env=env)

    def stderr(self) -> str:
        self.errors.seek(0)
        return self.errors.read().decode(errors="replace")

    async def ready(self) -> None:
        for _ in range(400):  # 20 s
            try:
                await http("127.0.0.1", self.port, "GET", "/api/tables")
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"the server did not start: {self.stderr()}") from None
                await asyncio.sleep(0.05)
        raise RuntimeError("the server did not answer within 20 s")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


async def http(
    host: str, port: int, method: str, path: str, body: Any = None, timeout: float = 30.0
) -> Any:
    """One HTTP/1.1 request (``Connection: close``); the JSON answer."""
    data = b"" if body is None else json.dumps(body).encode()
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    try:
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n"
        )
        writer.write(head.encode() + data)
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), timeout)
    finally:
        writer.close()
    header, _, payload = raw.partition(b"\r\n\r\n")
    status = int(header.split(b" ", 2)[1])
    if status >= 400:
        raise RuntimeError(f"{method} {path}: {status} {payload[:200]!r}")
    return json.loads(payload)


class Stats:
    def __init__(self) -> None:
        self.t0 = time.perf_counter()
        self.round_trips: list[tuple[float, float]] = []  # (sent at, seconds)
        self.games: list[float] = []  # when each game ended
        self.matches: list[float] = []
        self.heard: dict[int, float] = {}  # each scripted player: when it last heard
        self.errors = 0  # refused by a table
        self.limited = 0  # refused over the connection's limits (and sent again)
        self.stop = False

    def now(self) -> float:
        return time.perf_counter() - self.t0


def form_of(args: argparse.Namespace) -> dict[str, Any]:
    seats = ["person"] + [args.computers] * (args.players - 1)
    form: dict[str, Any] = {
        "game": args.game,
        "players": args.players,
        "seats": seats,
        "computer_delay": 0,
        "name": "Bench",
    }
    if args.game == "schapa":
        form["rounds"] = [int(r) for r in args.rounds.split(",")]
    else:
        form["games"] = args.games
    return form


async def player(
    k: int, servers: list[Server], args: argparse.Namespace, stats: Stats, deadline: float
) -> None:
    """One scripted person: plays matches at its table until the time is up."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    rng = random.Random(k)
    m = 0
    for _ in range(100_000):  # matches, one after the other
        if stats.stop or stats.now() > deadline:
            return
        server = servers[(k + m) % len(servers)]
        m += 1
        made = await http(
            "127.0.0.1",
            server.port,
            "POST",
            "/api/tables",
            {**form_of(args), "seed": rng.randrange(10**9)},
        )
        url = f"ws://127.0.0.1:{server.port}/ws/{made['id']}?token={made['token']}&lang=de"
        sent_at: float | None = None
        done_key: tuple[Any, ...] | None = None
        last_number = 0
        last: dict[str, Any] | None = None  # the newest state
        message: dict[str, Any] | None = None  # the last message sent
        try:
            async with connect(url, max_size=None, open_timeout=30) as ws:
                for _ in range(MAX_MESSAGES_PER_TABLE):
                    left = deadline - stats.now()
                    if left <= 0 or stats.stop:
                        return
                    try:
                        raw = await asyncio.wait_for(ws.recv(), left)
                    except TimeoutError:
                        return
                    msg = json.loads(raw)
                    stats.heard[k] = stats.now()
                    if sent_at is not None:
                        stats.round_trips.append((sent_at, stats.now() - sent_at))
                        sent_at = None
                    if msg["type"] == "error" and "retry_after" in msg and message is not None:
                        # over the connection's limits: not taken; the same again, later
                        stats.limited += 1
                        await asyncio.sleep(msg["retry_after"])
                        sent_at = stats.now()
                        await ws.send(json.dumps(message))
                        continue
                    if msg["type"] == "error":
                        # refused by the table: nothing changed, so no new state comes;
                        # think again on the newest state, as a person would
                        stats.errors += 1
                        done_key = None
                        if last is None:
                            continue
                        msg = {"type": "state", "state": last}
                    if msg["type"] != "state":
                        continue
                    s = last = msg["state"]
                    phase = s.get("phase")
                    if phase in ("abrechnung", "over") and s["number"] != last_number:
                        last_number = s["number"]
                        stats.games.append(stats.now())
                    if phase == "over":
                        stats.matches.append(stats.now())
                        break
                    view = s.get("view") or {}
                    key = (
                        s["number"],
                        phase,
                        len(view.get("history", ())),
                        s.get("abrechnung", {}).get("confirmed"),
                    )
                    if key == done_key:
                        continue
                    if phase == "playing" and s["seat"] in s["waiting_for"]:
                        message = {"type": "act", "action": rng.choice(view["legal_actions"])}
                    elif phase == "abrechnung" and not s["abrechnung"]["confirmed"]:
                        message = {"type": "confirm"}
                    else:
                        continue
                    done_key = key
                    sent_at = stats.now()
                    await ws.send(json.dumps(message))
        except (ConnectionClosed, OSError) as exc:
            print(f"table {k}: connection lost: {exc!r}", file=sys.stderr)
            await asyncio.sleep(0.5)


async def flood(server: Server, args: argparse.Namespace, stats: Stats) -> dict[str, Any]:
    """One client sends out-of-turn moves at ``--flood-rate`` a second."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    form = {**form_of(args), "seats": ["person", "person"] + ["random"] * (args.players - 2)}
    made = await http("127.0.0.1", server.port, "POST", "/api/tables", form)
    seat = await http(
        "127.0.0.1", server.port, "POST", f"/api/tables/{made['id']}/seats/1", {"name": "Flood"}
    )
    base = f"ws://127.0.0.1:{server.port}/ws/{made['id']}"
    out: dict[str, Any] = {"sent": 0, "replies": 0, "errors": 0, "closed_after": None}
    silent = await connect(f"{base}?token={made['token']}", max_size=None)  # holds the turn
    ws = await connect(f"{base}?token={seat['token']}", max_size=None)
    first = json.loads(await ws.recv())
    card = first["state"]["view"]["hand"][0]
    t_start = stats.now()
    last_reply = [t_start]
    closing = False

    async def drain(conn: Any, count: bool) -> None:
        for _ in range(10_000_000):
            try:
                raw = await asyncio.wait_for(conn.recv(), 60)
            except (ConnectionClosed, TimeoutError):
                if count and out["closed_after"] is None and not closing:
                    out["closed_after"] = stats.now() - t_start
                return
            if count:
                out["replies"] += 1
                out["errors"] += json.loads(raw).get("type") == "error"
                last_reply[0] = stats.now()

    readers = [asyncio.create_task(drain(ws, True)), asyncio.create_task(drain(silent, False))]
    message = json.dumps({"type": "act", "action": card})
    batch = max(1, args.flood_rate // 100)
    for i in range(int(args.flood_seconds * 100)):  # every 10 ms a batch
        target = t_start + (i + 1) * 0.01
        try:
            for _ in range(batch):
                await ws.send(message)
                out["sent"] += 1
        except ConnectionClosed:
            break
        await asyncio.sleep(max(0.0, target - stats.now()))
    out["send_seconds"] = stats.now() - t_start
    # wait (at most 60 s) for the server to answer the last message
    for _ in range(600):
        if out["closed_after"] is not None or out["replies"] >= out["sent"]:
            break
        if stats.now() - last_reply[0] > 5:
            break
        await asyncio.sleep(0.1)
    out["last_reply_after"] = last_reply[0] - t_start
    closing = True
    await ws.close()
    await silent.close()
    for r in readers:
        r.cancel()
    return out


async def sample_lobby(
    servers: list[Server], stats: Stats, deadline: float, out: list[tuple[float, float, int]]
) -> None:
    for i in range(100_000):
        if stats.stop or stats.now() > deadline:
            return
        t = stats.now()
        try:
            got = await http("127.0.0.1", servers[i % len(servers)].port, "GET", "/api/tables")
            out.append((t, stats.now() - t, len(got)))
        except (OSError, RuntimeError, asyncio.TimeoutError):
            out.append((t, stats.now() - t, -1))
        await asyncio.sleep(max(0.0, 1.0 - (stats.now() - t)))


async def sample_rss(
    servers: list[Server],
    stats: Stats,
    deadline: float,
    matches: int,
    out: list[tuple[float, int, int]],
    snapshots: tuple[int, ...] = (),
) -> None:
    marks = sorted(snapshots)
    for _ in range(100_000):
        if stats.stop or stats.now() > deadline:
            return
        total = sum(rss_kib(s.proc.pid) for s in servers if s.proc.poll() is None)
        out.append((stats.now(), len(stats.matches), total))
        while marks and len(stats.matches) >= marks[0]:
            marks.pop(0)
            for s in servers:
                if s.proc.poll() is None:
                    s.proc.send_signal(signal.SIGUSR1)
        if matches and len(stats.matches) >= matches:
            stats.stop = True
            return
        await asyncio.sleep(1.0)


def window(stats: Stats, a: float, b: float) -> dict[str, float]:
    return percentiles([rt for sent, rt in stats.round_trips if a <= sent < b])


async def main(args: argparse.Namespace) -> dict[str, Any]:
    tmp = tempfile.TemporaryDirectory(prefix="bench-serve-")
    db = args.db or str(Path(tmp.name) / "web.sqlite3")
    trace = str(Path(args.tracemalloc).resolve()) if args.tracemalloc else None
    if trace:
        Path(trace).mkdir(parents=True, exist_ok=True)
    servers = [Server(db, args.server_arg, trace) for _ in range(args.processes)]
    try:
        for s in servers:
            await s.ready()
        stats = Stats()
        deadline = args.seconds
        rss: list[tuple[float, int, int]] = []
        lobby: list[tuple[float, float, int]] = []
        tasks = [
            asyncio.create_task(player(k, servers, args, stats, deadline))
            for k in range(args.tables)
        ]
        tasks.append(
            asyncio.create_task(
                sample_rss(servers, stats, deadline, args.matches, rss, tuple(args.snapshot_at))
            )
        )
        tasks.append(asyncio.create_task(sample_lobby(servers, stats, deadline, lobby)))
        flooded: dict[str, Any] | None = None
        if not args.no_flood:
            await asyncio.sleep(args.flood_at)
            flooded = await flood(servers[0], args, stats)
        await asyncio.wait(tasks, timeout=deadline + 5)
        stats.stop = True
        for t in tasks:
            t.cancel()
        end = min(stats.now(), deadline)
        server_cpu = [cpu_seconds(srv.proc.pid) for srv in servers if srv.proc.poll() is None]
        client_cpu = time.process_time()
        await asyncio.sleep(1.0)  # the tables left: the lobby of a quiet server
        quiet = []
        for _ in range(10):
            t = time.perf_counter()
            listed = await http("127.0.0.1", servers[0].port, "GET", "/api/tables")
            quiet.append(time.perf_counter() - t)
    finally:
        for s in servers:
            s.stop()
            said = s.stderr().strip()
            if said:  # what a server said (errors): its last lines
                tail = "\n".join(said.splitlines()[-10:])
                print(f"server on port {s.port} wrote to stderr:\n{tail}", file=sys.stderr)
        tmp.cleanup()
    warm = args.warmup
    until = args.flood_at if not args.no_flood else end
    games = [g for g in stats.games if warm <= g < until]
    result: dict[str, Any] = {
        "tables": args.tables,
        "processes": args.processes,
        "games_per_minute": len(games) / max(1e-9, until - warm) * 60,
        "matches": len(stats.matches),
        "refused": stats.errors,
        "limited": stats.limited,
        # tables whose player heard nothing in the last STALLED_AFTER seconds (at
        # computer pace a table answers within a fraction of a second: stuck)
        "stalled": sum(end - t > STALLED_AFTER for t in stats.heard.values()),
        "round_trip_ms": {"no_flood": window(stats, warm, until)},
        "rss_kib": [(round(t, 1), m, r) for t, m, r in rss],
        "lobby_ms": percentiles([d for _, d, n in lobby if n >= 0]),
        "lobby_entries": max((n for _, _, n in lobby), default=0),
        "lobby_failed": sum(n < 0 for _, _, n in lobby),
        "lobby_quiet_ms": percentiles(quiet),
        "cpu_seconds": {"servers": server_cpu, "load_client": client_cpu, "wall": end},
        "lobby_quiet_entries": len(listed),
    }
    if flooded is not None:
        a, b = args.flood_at, args.flood_at + args.flood_seconds
        result["round_trip_ms"]["flood"] = window(stats, a, b)
        result["round_trip_ms"]["after_flood"] = window(stats, b, end)
        result["lobby_ms_flood"] = percentiles([d for t, d, n in lobby if a <= t < b + 5])
        result["flood"] = flooded
    if args.matches:
        marks = {}
        for mark in (50, 100, 200, 500, 1000, 2000):
            at = [r for _, m, r in rss if m >= mark]
            if at:
                marks[mark] = at[0]
        result["rss_at_matches_kib"] = marks
    return result


def report(r: dict[str, Any]) -> None:
    print(
        f"{r['tables']} tables, {r['processes']} process(es): "
        f"{r['games_per_minute']:.0f} games/min, {r['matches']} matches finished"
    )
    if r["stalled"]:
        print(f"  {r['stalled']} tables STALLED: nothing heard in the last {STALLED_AFTER:g} s")
    if r["limited"]:
        print(
            f"  {r['limited']} messages refused over their connection's limits (sent again "
            "after the retry_after): the limits, not the servers, held those tables back"
        )
    for name, w in r["round_trip_ms"].items():
        if w["n"]:
            print(
                f"  round trip {name:12s} n={w['n']:6d}  p50 {w['p50']:7.1f} ms  "
                f"p95 {w['p95']:7.1f} ms  p99 {w['p99']:7.1f} ms  max {w['max']:7.1f} ms"
            )
    lob = r["lobby_ms"]
    if lob["n"]:
        print(
            f"  GET /api/tables: p50 {lob['p50']:.1f} ms, max {lob['max']:.1f} ms, "
            f"up to {r['lobby_entries']} entries, {r['lobby_failed']} failed"
        )
    q = r["lobby_quiet_ms"]
    print(
        f"  GET /api/tables after the load: p50 {q['p50']:.1f} ms, max {q['max']:.1f} ms "
        f"({r['lobby_quiet_entries']} entries)"
    )
    if "flood" in r:
        f, lf = r["flood"], r["lobby_ms_flood"]
        print(
            f"  flood: {f['sent']} sent in {f['send_seconds']:.1f} s, {f['replies']} replies "
            f"({f['errors']} errors), last reply after {f['last_reply_after']:.1f} s, "
            f"closed after {f['closed_after']} s"
        )
        if lf["n"]:
            print(f"  GET /api/tables during the flood: max {lf['max']:.1f} ms")
    cpu = r["cpu_seconds"]
    print(
        f"  CPU seconds over {cpu['wall']:.0f} s: servers "
        + ", ".join(f"{c:.1f}" for c in cpu["servers"])
        + f"; the load client {cpu['load_client']:.1f}"
    )
    rss = r["rss_kib"]
    if rss:
        step = max(1, len(rss) // 8)
        line = ", ".join(f"{t:.0f}s:{v / 1024:.0f}" for t, _, v in rss[::step])
        print(f"  RSS MiB over time: {line}")
    if r.get("rss_at_matches_kib"):
        marks = ", ".join(f"{m}: {v / 1024:.1f}" for m, v in r["rss_at_matches_kib"].items())
        print(f"  RSS MiB at matches {marks}")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=20)
    p.add_argument("--seconds", type=float, default=40.0, help="the whole run at most")
    p.add_argument("--warmup", type=float, default=3.0)
    p.add_argument("--game", default="schafkopf", choices=("schafkopf", "schapa"))
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--games", type=int, default=8, help="Schafkopf: games per match")
    p.add_argument("--rounds", default="1,2,3,4,5,6,7,8", help="Schapa: the rounds")
    p.add_argument("--computers", default="heuristic", choices=("random", "heuristic"))
    p.add_argument("--no-flood", action="store_true")
    p.add_argument("--flood-at", type=float, default=15.0)
    p.add_argument("--flood-seconds", type=float, default=5.0)
    p.add_argument("--flood-rate", type=int, default=1000)
    p.add_argument("--matches", type=int, default=0, help="stop after this many matches")
    p.add_argument("--processes", type=int, default=1)
    p.add_argument("--db", default=None, help="the database (default: SQLite in a temp dir)")
    p.add_argument("--server-arg", action="append", default=[], help="passed to serve")
    p.add_argument("--json", action="store_true", help="print the figures as JSON too")
    p.add_argument(
        "--tracemalloc",
        metavar="DIR",
        default=None,
        help="run the servers under tracemalloc and write snapshots to DIR at --snapshot-at",
    )
    p.add_argument(
        "--snapshot-at",
        type=int,
        action="append",
        default=[],
        metavar="MATCHES",
        help="with --tracemalloc: a snapshot when this many matches are finished (repeatable)",
    )
    args = p.parse_args(argv)
    if args.players is None:
        args.players = 4 if args.game == "schafkopf" else 3
    if not args.no_flood and args.flood_at + args.flood_seconds + 5 > args.seconds:
        p.error("--seconds must leave 5 s after the flood")
    return args


if __name__ == "__main__":
    ns = parse()
    out = asyncio.run(main(ns))
    report(out)
    if ns.json:
        print(json.dumps(out))
