"""Several server processes on one PostgreSQL database (a real server of Debian's
``postgresql``, started by the tests): tables owned by one process and followed by the
other, a process killed with SIGKILL in the middle of the matches, every table going on
at the other with no move lost."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
import urllib.request
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import psycopg
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from kartenregeln import wire
from kartenregeln.web.app import Server
from kartenregeln.web.cluster import Cluster
from kartenregeln.web.pgstore import PgStore
from kartenregeln.web.room import Room
from kartenregeln.web.store import LogEntry, StoredTable
from tests_web.conftest import Postgres, ServerProcess, free_port

SEATS = ["person", "random", "random", "random"]
_T = TypeVar("_T")


def owned_table(postgres: Postgres, table_id: str, seed: int) -> tuple[str, PgStore, Room]:
    """A fresh database with one table, owned by a room of this process: its URL, the
    owner's store and the room."""
    from kartenregeln.web.settings import check_settings

    url = postgres.database()
    owner_store = PgStore(url)
    settings = check_settings({"seats": SEATS, "games": 8, "seed": seed, "computer_delay": 0})
    owner = Room(table_id, settings, owner_store)  # type: ignore[arg-type]
    owner_store.create(table_id, time.time(), settings)
    assert owner_store.try_own(table_id)
    return url, owner_store, owner


async def start_server(url: str) -> tuple[Server, Cluster]:
    """A server of this process on the database ``url``, its cluster started."""
    server = Server(url)
    cluster = server.cluster
    assert cluster is not None
    await cluster.start()
    return server, cluster


def in_thread(coro: Coroutine[Any, Any, _T]) -> _T:
    """Run ``coro`` in an event loop of its own thread (the browser tests' Playwright
    keeps an event loop running in the main thread)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def post(url: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(url, json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})  # fmt: skip
    with urllib.request.urlopen(req, timeout=10) as r:
        data: dict[str, Any] = json.loads(r.read())
    return data


class Player(threading.Thread):
    """A scripted person (the messages table.js sends) who, when the connection is lost,
    tries the next server, and sends again when an answer does not come."""

    def __init__(self, ports: list[int], table_id: str, token: str, moved: list[int]) -> None:
        super().__init__(daemon=True)
        self.ports, self.table_id, self.token, self.moved = ports, table_id, token, moved
        self.seen: dict[int, list[str]] = {}  # the public history of each game, as last seen
        self.result = ""
        self.switches = 0

    def run(self) -> None:
        rng = random.Random(self.table_id)
        end = time.monotonic() + 240
        for k in range(200):  # connections, each to the next server
            if time.monotonic() > end:
                self.result = "timeout"
                return
            port = self.ports[k % len(self.ports)]
            url = f"ws://127.0.0.1:{port}/ws/{self.table_id}?token={self.token}&lang=en"
            try:
                with connect(url, open_timeout=5) as ws:
                    if self._play(ws, rng, end):
                        return
            except (ConnectionClosed, OSError, TimeoutError):
                pass
            self.switches += 1
            time.sleep(0.3)
        self.result = "gave up"

    def _play(self, ws: Any, rng: random.Random, end: float) -> bool:
        done: tuple[Any, ...] | None = None
        last: dict[str, Any] | None = None
        for _ in range(100_000):
            if time.monotonic() > end:
                self.result = "timeout"
                return True
            try:
                m = json.loads(ws.recv(timeout=3))
            except TimeoutError:
                done = None  # no answer: say it again
                m = {"type": "state", "state": last} if last is not None else {"type": "none"}
            if m["type"] == "archived":
                self.result = "over"
                return True
            if m["type"] == "error":
                assert not m.get("fatal"), m
                done = None
                continue
            if m["type"] != "state":
                continue
            s = last = m["state"]
            if s["phase"] == "over":
                self.result = "over"
                return True
            if s["phase"] == "playing":
                self.seen[s["number"]] = s["view"]["history"]
            key = (s["number"], s["phase"], len(s["view"]["history"]),
                   s.get("abrechnung", {}).get("confirmed"))  # fmt: skip
            if key == done:
                continue
            if s["phase"] == "playing" and s["seat"] in s["waiting_for"]:
                ws.send(
                    json.dumps({"type": "act", "action": rng.choice(s["view"]["legal_actions"])})
                )
                self.moved[0] += 1
            elif s["phase"] == "abrechnung" and not s["abrechnung"]["confirmed"]:
                ws.send(json.dumps({"type": "confirm"}))
            else:
                continue
            done = key
        return False


def replayed(url: str, table_id: str) -> Room:
    """The table as its stored log replays it (archived or not)."""
    store = PgStore(url)
    try:
        with psycopg.connect(url) as conn:
            row = conn.execute("SELECT settings FROM tables WHERE id = %s", (table_id,)).fetchone()
            seats = conn.execute("SELECT seat, name, token FROM seats WHERE table_id = %s",
                                 (table_id,)).fetchall()  # fmt: skip
        assert row is not None
        log = tuple(store.log_after(table_id, 0))
        assert [e.seq for e in log] == list(range(1, len(log) + 1))  # no gap, no double
        stored = StoredTable(table_id, json.loads(row[0]), True, True,
                             {s: (n, t) for s, n, t in seats}, log)  # fmt: skip
        return Room.restore(stored, store)  # type: ignore[arg-type]
    finally:
        store.close()


def test_two_processes_one_killed_every_table_goes_on(tmp_path: Path, postgres: Postgres) -> None:
    url = postgres.database()
    servers = [ServerProcess(url, free_port(), delay=0.05, standin=60.0) for _ in range(2)]
    for s in servers:
        s.start()
    try:
        moved = [0]
        players = []
        for k in range(4):
            owner = servers[k % 2]
            made = post(f"{owner.url}/api/tables", {"name": "Anna", "seats": SEATS, "games": 8,
                                                    "seed": k})  # fmt: skip
            # half the people sit at a table the other process owns (a follower there)
            at = [servers[(k // 2) % 2].port, servers[1 - (k // 2) % 2].port]
            players.append(Player(at, made["id"], made["token"], moved))
        for p in players:
            p.start()
        end = time.monotonic() + 60
        while moved[0] < 30:
            assert time.monotonic() < end, "the tables did not start"
            time.sleep(0.05)
        servers[0].kill()  # SIGKILL, in the middle of the matches
        for p in players:
            p.join(260)
        assert [p.result for p in players] == ["over"] * 4
        assert sum(p.switches for p in players) >= 2  # the people at the killed one moved
        for p in players:
            room = replayed(url, p.table_id)
            assert room.finished
            assert room.table is not None
            for number, history in p.seen.items():  # every move seen is in the store
                state = room.table.states()[number - 1]
                stored = wire.to_json(state.view(0))["history"]
                assert stored[: len(history)] == history, (p.table_id, number)
        with psycopg.connect(url) as conn:
            row = conn.execute("SELECT COUNT(*) FROM archive").fetchone()
        assert row is not None
        assert row[0] == 4
    finally:
        for s in servers:
            s.stop()


def test_a_seat_taken_at_the_other_process(postgres: Postgres) -> None:
    url = postgres.database()
    a, b = (ServerProcess(url, free_port(), delay=0.05, standin=60.0) for _ in range(2))
    a.start()
    b.start()
    try:
        made = post(f"{a.url}/api/tables", {"name": "Anna", "seats": ["person", "person",
                                            "random", "random"], "seed": 3})  # fmt: skip
        with urllib.request.urlopen(f"{b.url}/api/tables", timeout=10) as r:
            listed = json.loads(r.read())
        assert [(t["id"], t["free"], t["phase"]) for t in listed] == [(made["id"], [1], "waiting")]
        bob = post(f"{b.url}/api/tables/{made['id']}/seats/1", {"name": "Bob"})
        with pytest.raises(urllib.error.HTTPError) as taken:
            post(f"{a.url}/api/tables/{made['id']}/seats/1", {"name": "Cleo"})
        assert taken.value.code == 409
        # both people seated: the owner starts the table; Bob at the follower sees it
        ws_url = f"ws://127.0.0.1:{b.port}/ws/{made['id']}?token={bob['token']}&lang=en"
        with connect(ws_url, open_timeout=5) as ws:
            for _ in range(50):
                m = json.loads(ws.recv(timeout=10))
                if m["type"] == "state" and m["state"]["phase"] == "playing":
                    break
            else:
                raise AssertionError("the table did not start")
            assert m["state"]["seats"][1]["name"] == "Bob"
            assert len(m["state"]["view"]["hand"]) == 8
            # a refusal from the owner comes back to this browser only
            ws.send(json.dumps({"type": "act", "action": "EO"}))
            for _ in range(50):
                m = json.loads(ws.recv(timeout=10))
                if m["type"] == "error":
                    break
            else:
                raise AssertionError("no refusal came back")
    finally:
        a.stop()
        b.stop()


def test_the_log_entry_of_a_table_owned_elsewhere_is_refused(postgres: Postgres) -> None:
    """The log's key fences a process that writes a table it does not own any more."""
    url = postgres.database()
    store = PgStore(url)
    try:
        store.create("x", 0.0, {"game": "schafkopf"})
        store.append("x", LogEntry(1, 0.0, "tick", None, None))
        with pytest.raises(psycopg.errors.UniqueViolation):
            store.append("x", LogEntry(1, 0.5, "tick", None, None))
        assert store.try_own("x")
        other = PgStore(url)
        try:
            assert not other.try_own("x")  # owned by the first
        finally:
            other.close()
    finally:
        store.close()


def test_without_psycopg_the_message_names_the_extra() -> None:
    """``kartenregeln serve --db postgresql://...`` without psycopg: one line naming the
    extra, exit status 1, nothing started."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['psycopg'] = None; from kartenregeln.cli import main; "
        "sys.exit(main(['serve', '--port', '1', '--db', 'postgresql://nobody@127.0.0.1:1/x']))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 1
    assert 'pip install "kartenregeln[postgres]"' in done.stderr
    assert "Traceback" not in done.stderr


def test_the_browsers_of_a_dead_process_are_played_by_the_stand_in(postgres: Postgres) -> None:
    """Anna plays at a table owned by A through B; B is killed and she does not come
    back: A stops counting her as present, and the computer plays for her."""
    url = postgres.database()
    a, b = (ServerProcess(url, free_port(), delay=0.05, standin=1.0) for _ in range(2))
    a.start()
    b.start()
    try:
        made = post(f"{a.url}/api/tables", {"name": "Anna", "seats": SEATS, "games": 8,
                                            "seed": 9})  # fmt: skip
        ws_url = f"ws://127.0.0.1:{b.port}/ws/{made['id']}?token={made['token']}&lang=en"
        with connect(ws_url, open_timeout=5) as ws:
            for _ in range(100):  # wait until the table waits for Anna (present through B)
                m = json.loads(ws.recv(timeout=10))
                if m["type"] == "state" and m["state"]["waiting_for"] == [0]:
                    break
            time.sleep(2.0)  # longer than the stand-in's 1 s: nobody plays for her
            with psycopg.connect(url) as conn:
                before = conn.execute("SELECT COUNT(*) FROM log WHERE kind = 'act' AND seat = 0"
                                      ).fetchone()  # fmt: skip
            b.kill()
        end = time.monotonic() + 30
        while True:
            with psycopg.connect(url) as conn:
                now = conn.execute("SELECT COUNT(*) FROM log WHERE kind = 'act' AND seat = 0"
                                   ).fetchone()  # fmt: skip
            if now is not None and now[0] > 0:
                break
            assert time.monotonic() < end, "nobody played for Anna"
            time.sleep(0.2)
        assert before == (0,)  # while she was there (through B), nobody played for her
    finally:
        a.stop()
        b.stop()


@pytest.mark.parametrize("where", ["owner", "follower"])
def test_a_move_refused_over_the_limits_is_sent_again_and_made(
    postgres: Postgres, where: str
) -> None:
    """The two-process stall of ``bench_serve``: a scripted person moving as fast as the
    servers answer went over its connection's 20 messages a second, its move was
    refused, and it waited for ever for the page that a move brings. The refusal says
    that the message was not taken and when to send it again (``retry_after``); sent
    again then, the move is made, through the owner and through a follower alike."""
    url = postgres.database()
    a, b = (ServerProcess(url, free_port(), delay=0.05, standin=60.0) for _ in range(2))
    a.start()
    b.start()
    try:
        made = post(f"{a.url}/api/tables", {"name": "Anna", "seats": SEATS, "games": 8,
                                            "seed": 5})  # fmt: skip
        port = a.port if where == "owner" else b.port
        ws_url = f"ws://127.0.0.1:{port}/ws/{made['id']}?token={made['token']}&lang=en"
        with connect(ws_url, open_timeout=5) as ws:
            state: dict[str, Any] | None = None
            for _ in range(200):  # until it is Anna's turn
                m = json.loads(ws.recv(timeout=10))
                if m["type"] == "state" and m["state"]["waiting_for"] == [0]:
                    state = m["state"]
                    break
            assert state is not None, "the table never waited for Anna"
            done = len(state["view"]["history"])
            move = json.dumps({"type": "act", "action": state["view"]["legal_actions"][0]})
            for _ in range(80):  # over the burst of 40: what follows is refused
                ws.send("{}")
            ws.send(move)
            over: list[dict[str, Any]] = []
            moved = False
            for _ in range(500):  # the answers, until a second of silence
                try:
                    m = json.loads(ws.recv(timeout=1.0))
                except TimeoutError:
                    break
                if m["type"] == "error" and "too many messages" in m["message"]:
                    over.append(m)
                moved |= m["type"] == "state" and len(m["state"]["view"]["history"]) > done
            assert over, "nothing was refused over the limits"
            assert all(0 < m["retry_after"] <= 1.0 for m in over), over[:3]
            assert not moved  # the move was among the refused: not taken
            time.sleep(max(m["retry_after"] for m in over))
            ws.send(move)  # sent again when the refusal said
            for _ in range(200):
                m = json.loads(ws.recv(timeout=10))
                assert m["type"] != "error", m
                if m["type"] == "state" and len(m["state"]["view"]["history"]) > done:
                    break
            else:
                raise AssertionError("the move sent again was not made")
    finally:
        a.stop()
        b.stop()


def test_an_entry_written_while_a_follower_restores_reaches_it(postgres: Postgres) -> None:
    """A follower (a table another process owns, with a browser here) is restored from
    the store; an entry the owner commits after that read, and announces before the
    follower is in place, found nobody to tell. The follower then stood one move behind
    for ever when that move handed the turn to its browser's person. It reads the log
    once more when it is in place."""
    from kartenregeln.web.room import Connection

    url, owner_store, owner = owned_table(postgres, "t1", 11)
    owner.sit(0, "Anna")
    for _ in range(100):  # to Anna's turn
        assert owner.table is not None
        if 0 in owner.table.waiting_for():
            break
        owner.step()

    def anna_moves() -> None:
        assert owner.table is not None
        for _ in range(100):  # one move, then on to her next turn
            if 0 in owner.table.waiting_for():
                owner.perform("act", 0, str(owner.table.view(0).legal_actions[0]))
                return
            owner.step()

    async def follow() -> tuple[int, int, list[int]]:
        server, cluster = await start_server(url)
        read = cluster.store.table

        def read_then_owner_writes(table_id: str) -> Any:
            stored = read(table_id)
            anna_moves()  # committed and announced after the read...
            time.sleep(0.5)  # ...and heard here before the follower is in place
            return stored

        cluster.store.table = read_then_owner_writes  # type: ignore[method-assign]
        try:
            room = await cluster.follow("t1")
            assert room is not None
            cluster.store.table = read  # type: ignore[method-assign]
            seen: list[int] = []

            async def send(message: dict[str, Any]) -> None:
                seen.append(len(message["state"]["view"]["history"]))

            async with room.lock:
                room.connect(Connection(send, 0, "en"))
                await room.broadcast()
            for _ in range(40):  # nothing more comes from the owner: 2 s at most
                follower = cluster.followers["t1"]
                if follower.seq == owner.seq:
                    break
                await asyncio.sleep(0.05)
            return cluster.followers["t1"].seq, owner.seq, seen
        finally:
            await server.stop()

    try:
        follower_seq, owner_seq, seen = in_thread(follow())
    finally:
        owner_store.close()
    assert follower_seq == owner_seq
    assert owner.table is not None
    assert seen[-1] == len(wire.to_json(owner.table.view(0))["history"])


def test_a_finished_table_lets_go_of_its_lock(postgres: Postgres) -> None:
    """A process held the advisory lock of every table it ever owned: PostgreSQL keeps a
    few thousand locks in all (``max_locks_per_transaction`` times the connections), so
    a long day of matches would have run out of them. A finished, archived table's lock
    is let go."""
    url = postgres.database()
    a = ServerProcess(url, free_port(), delay=0.0, standin=0.2)
    a.start()
    try:
        made = post(f"{a.url}/api/tables", {"name": "Anna", "game": "schapa", "players": 3,
                                            "rounds": [1], "seats": ["person", "random",
                                            "random"], "seed": 4})  # fmt: skip
        end = time.monotonic() + 60
        with psycopg.connect(url, autocommit=True) as conn:
            held = conn.execute(
                "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = 4141 "
                "AND objsubid = 2 AND objid = hashtext(%s)::oid", (made["id"],)
            ).fetchone()  # fmt: skip
            assert held == (1,)  # owned while it is played (the stand-in plays for Anna)
            while conn.execute("SELECT COUNT(*) FROM archive").fetchone() != (1,):
                assert time.monotonic() < end, "the match did not end"
                time.sleep(0.1)
            for _ in range(50):
                held = conn.execute(
                    "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' "
                    "AND classid = 4141 AND objsubid = 2 AND objid = hashtext(%s)::oid",
                    (made["id"],),
                ).fetchone()
                if held == (0,):
                    break
                time.sleep(0.1)
            assert held == (0,)
    finally:
        a.stop()


def test_a_new_table_is_never_taken_by_another_process(postgres: Postgres) -> None:
    """Another process that looks for unowned tables just after a new table's row is
    written finds it owned: its lock is taken before the row is written (the other way
    round, both processes could run it)."""
    from kartenregeln.web.app import Server
    from kartenregeln.web.settings import check_settings

    url = postgres.database()
    other = PgStore(url)
    taken: list[str] = []

    async def create() -> None:
        server = Server(url)
        assert server.cluster is not None
        write = server.cluster.store.create

        def write_then_other_looks(table_id: str, created: float, settings: Any) -> None:
            write(table_id, created, settings)
            taken.extend(t for t in other.unowned_ids() if other.try_own(t))

        server.cluster.store.create = write_then_other_looks  # type: ignore[method-assign]
        try:
            room = server.create(check_settings({"seats": SEATS, "seed": 1}))
            assert room.id in server.rooms
        finally:
            await server.stop()

    try:
        in_thread(create())
    finally:
        other.close()
    assert taken == []


def test_a_start_while_a_follower_restores_reaches_it(postgres: Postgres) -> None:
    """The same for the start of a table: announced while the follower was restored
    from the store as not yet started, it found nobody to tell, and the follower's
    browser waited for a game that had begun (the person to move first there)."""

    url, owner_store, owner = owned_table(postgres, "t2", 12)

    async def follow() -> bool:
        server, cluster = await start_server(url)
        read = cluster.store.table

        def read_then_owner_starts(table_id: str) -> Any:
            stored = read(table_id)
            cluster.store.table = read  # type: ignore[method-assign]
            owner.sit(0, "Anna")  # the last seat: the table starts...
            owner_store.notify("kr_log", "t2 0")  # ...and the owner says so
            time.sleep(0.5)  # heard here before the follower is in place
            return stored

        cluster.store.table = read_then_owner_starts  # type: ignore[method-assign]
        try:
            await cluster.follow("t2")
            for _ in range(40):  # nothing more comes from the owner: 2 s at most
                if cluster.followers["t2"].table is not None:
                    break
                await asyncio.sleep(0.05)
            return cluster.followers["t2"].table is not None
        finally:
            await server.stop()

    try:
        started = in_thread(follow())
    finally:
        owner_store.close()
    assert started


def test_two_restores_at_once_keep_every_browser_and_send_each_line_once(
    postgres: Postgres,
) -> None:
    """Two announcements heard together (the start, and its first entry) each restore
    the follower afresh, and a browser's socket may have found a follower that is
    replaced before it gets that follower's lock: it connected there, in a room nobody
    followed any more, and its page never moved again. And every restore sent the
    browsers the whole log once more. Now a browser connects to the room that is the
    table's when it gets the lock, restores take turns, and each browser keeps the lines
    it has."""
    from kartenregeln.web.app import _enter
    from kartenregeln.web.room import Connection

    url, owner_store, owner = owned_table(postgres, "t4", 13)

    async def follow() -> tuple[list[str], list[str], bool, bool]:
        server, cluster = await start_server(url)
        read = cluster.store.table

        def slow_read(table_id: str) -> Any:
            time.sleep(0.2)  # a loaded machine: the restores overlap
            return read(table_id)

        def sink(lines: list[str]) -> Any:
            async def send(message: dict[str, Any]) -> None:
                lines.extend(message["log"])

            return send

        try:
            first = await cluster.follow("t4")
            assert first is not None
            early: list[str] = []
            late: list[str] = []
            assert await _enter(server, "t4", first, Connection(sink(early), 0, "en")) is first
            owner.sit(0, "Anna")  # the table starts
            for _ in range(3):
                owner.step()
            cluster.store.table = slow_read  # type: ignore[method-assign]
            await asyncio.gather(cluster.refollow("t4"), cluster.refollow("t4"))
            cluster.store.table = read  # type: ignore[method-assign]
            # a socket that found ``first`` before the restores connects now
            entered = await _enter(server, "t4", first, Connection(sink(late), 0, "en"))
            follower = cluster.followers["t4"]
            return early, late, entered is follower, len(follower.conns) == 2
        finally:
            await server.stop()

    try:
        early, late, entered, both = in_thread(follow())
    finally:
        owner_store.close()
    lines = [line["en"] for line in owner.lines]
    assert entered, "the late browser is in the table's follower"
    assert both, "so is the early one"
    assert early == lines  # every line once, in order
    assert late == lines
