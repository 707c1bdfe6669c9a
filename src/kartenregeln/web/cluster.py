"""Several server processes on one PostgreSQL database.

Each table is owned by one process at a time: the one holding its advisory lock
([`PgStore.try_own`][kartenregeln.web.pgstore.PgStore.try_own]). The owner runs the
table's clock and computer players and writes its log, as a single server does.

A browser may be connected to any process (a reverse proxy chooses). At a table owned
elsewhere, its process keeps a *follower*: the same [`Room`][kartenregeln.web.room.Room],
restored from the store, that applies each new log entry when PostgreSQL announces it
(``NOTIFY kr_log``) and sends its browsers their pages. The browser's messages go to the
owner over ``NOTIFY kr_cmd`` (``join``, ``leave``, ``msg``, ``seat``); the owner counts
such a browser as present (no stand-in plays for it) and sends its refusals back over
``NOTIFY kr_reply``. The advice is thought out by the follower (it has the same view).

Every process looks for tables nobody owns twice a second: when a process dies, its
connection to PostgreSQL ends, its advisory locks are free, and another process takes
each of its tables, replays the log and goes on. Every accepted action was committed
before any browser heard of it, so nothing is lost; a follower becomes the owner in
place, with its browsers.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import sys
import threading
from typing import TYPE_CHECKING, Any

from kartenregeln.errors import KartenregelnError
from kartenregeln.web.messages import MessageError, parse_message
from kartenregeln.web.pgstore import LOG_CHANNEL, PgStore, require_psycopg
from kartenregeln.web.room import Connection, Room, advice_message
from kartenregeln.web.words import say

if TYPE_CHECKING:
    from kartenregeln.web.app import Server

__all__ = ["CLAIM_EVERY", "Cluster"]

CMD_CHANNEL = "kr_cmd"
REPLY_CHANNEL = "kr_reply"
CLAIM_EVERY = 0.5
"""Seconds between two looks for tables nobody owns."""


class Cluster:
    """This process's part in a cluster of server processes on ``store``."""

    def __init__(self, server: Server, store: PgStore) -> None:
        self.server = server
        self.store = store
        self.node = secrets.token_hex(4)
        self.followers: dict[str, Room] = {}
        self.remote: dict[str, Connection] = {}  # owner side: browsers at other processes
        self.keys: dict[int, str] = {}  # id(conn) -> its key in the cluster's messages
        self._refollowing: dict[str, asyncio.Lock] = {}  # one restore at a time, by table
        self.by_key: dict[str, tuple[str, Connection]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self._stop = threading.Event()
        self._listener: threading.Thread | None = None
        self._claimer: asyncio.Task[None] | None = None

    # -- running -----------------------------------------------------------------------
    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        psycopg = require_psycopg()
        listen = psycopg.connect(self.store.path, autocommit=True)
        for channel in (LOG_CHANNEL, CMD_CHANNEL, REPLY_CHANNEL):
            listen.execute(f"LISTEN {channel}")
        self._listener = threading.Thread(target=self._listen, args=(listen,), daemon=True)
        self._listener.start()
        await asyncio.to_thread(self.store.hold_node, self.node)
        await self.claim()
        self._claimer = asyncio.create_task(self._claim_loop())

    async def stop(self) -> None:
        self._stop.set()
        if self._claimer is not None:
            self._claimer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._claimer
        if self._listener is not None:
            await asyncio.to_thread(self._listener.join, 5)

    def _listen(self, conn: Any) -> None:
        try:
            while not self._stop.is_set():
                for note in conn.notifies(timeout=0.5):
                    if note.channel == LOG_CHANNEL and (
                        note.payload.partition(" ")[0] not in self.followers
                    ):
                        # no follower here: nothing to wake the loop for (a follower
                        # made meanwhile reads the log once more when it is in place)
                        continue
                    assert self.loop is not None
                    self.loop.call_soon_threadsafe(self._heard, note.channel, note.payload)
        except Exception as exc:  # pragma: no cover - the database went away
            if not self._stop.is_set():
                print(f"kartenregeln: lost PostgreSQL's notifications: {exc!r}", file=sys.stderr)
        finally:
            conn.close()

    async def _claim_loop(self) -> None:
        while True:
            await asyncio.sleep(CLAIM_EVERY)
            try:
                await self.claim()
            except Exception as exc:  # keep looking; say why
                print(f"kartenregeln: claiming tables: {exc!r}", file=sys.stderr)

    async def claim(self) -> None:
        """Take every open table nobody owns: restore it (or promote its follower) and
        start its clock."""
        if not await asyncio.to_thread(self.store.alive):
            await self._abdicate()
            return
        await self._forget_the_dead()
        for table_id in await asyncio.to_thread(self.store.unowned_ids):
            if table_id in self.server.rooms:
                continue
            if not await asyncio.to_thread(self.store.try_own, table_id):
                continue
            await self._own(table_id)

    async def _forget_the_dead(self) -> None:
        """Browsers of a process that died are gone: the stand-in plays for them."""
        for node in {key.split("-")[0] for key in self.remote}:
            if node == self.node or await asyncio.to_thread(self.store.node_alive, node):
                continue
            for key in [k for k in self.remote if k.startswith(f"{node}-")]:
                conn = self.remote.pop(key)
                for room in list(self.server.rooms.values()):
                    if conn in room.conns:
                        room.disconnect(conn)

    async def _own(self, table_id: str) -> None:
        stored = await asyncio.to_thread(self.store.table, table_id)
        if stored is None or stored.finished:
            await asyncio.to_thread(self.store.disown, table_id)
            return
        follower = self.followers.pop(table_id, None)
        room = None
        if follower is not None:
            async with follower.lock:
                entries = await asyncio.to_thread(self.store.log_after, table_id, follower.seq)
                if follower.catch_up(entries) and follower.seq == (
                    stored.log[-1].seq if stored.log else 0
                ):
                    for seat, (name, token) in stored.seats.items():
                        follower.names[seat], follower.tokens[seat] = name, token
                    follower.version += 1
                    room = follower
        if room is None:
            try:
                room = Room.restore(stored, self.store, standin_after=self.server.standin_after)  # type: ignore[arg-type]
            except (KartenregelnError, ValueError, KeyError, TypeError) as exc:
                print(f"kartenregeln: table {table_id} could not be restored: {exc!r}",
                      file=sys.stderr)  # fmt: skip
                return
            if follower is not None:
                for conn in follower.conns:
                    room.adopt(conn)
        for s in room.person_seats:
            if not room.present(s):
                room.absent_since[s] = room.now()
        self.server.rooms[table_id] = room
        self.server.launch(room)
        owned = json.dumps({"op": "owned", "t": table_id, "n": self.node})
        await asyncio.to_thread(self.store.notify, CMD_CHANNEL, owned)
        async with room.lock:
            await room.broadcast()

    async def _abdicate(self) -> None:
        """The connection holding our locks is gone: others take our tables; stop ours."""
        print("kartenregeln: lost the connection to PostgreSQL; giving up the tables",
              file=sys.stderr)  # fmt: skip
        for room in list(self.server.rooms.values()):
            if room.task is not None:
                room.task.cancel()
            self.server.rooms.pop(room.id, None)

    # -- what PostgreSQL announces -------------------------------------------------------
    def _heard(self, channel: str, payload: str) -> None:
        assert self.loop is not None
        self.loop.create_task(self._handle(channel, payload))

    async def _handle(self, channel: str, payload: str) -> None:
        try:
            if channel == LOG_CHANNEL:
                table_id, _, _seq = payload.partition(" ")
                await self._follow(table_id)
            elif channel == CMD_CHANNEL:
                await self._command(json.loads(payload))
            elif channel == REPLY_CHANNEL:
                data = json.loads(payload)
                if data.get("n") == self.node and data["c"] in self.by_key:
                    _, conn = self.by_key[data["c"]]
                    with contextlib.suppress(Exception):
                        await conn.send(data["m"])
        except Exception as exc:  # a bug: say so, keep listening
            print(f"kartenregeln: {channel} {payload[:80]!r}: {exc!r}", file=sys.stderr)

    async def _follow(self, table_id: str) -> None:
        room = self.followers.get(table_id)
        if room is None:
            return
        async with room.lock:
            if room.table is not None:
                entries = await asyncio.to_thread(self.store.log_after, table_id, room.seq)
                if room.catch_up(entries):
                    await room.broadcast()
                    return
        await self.refollow(table_id)

    def current(self, table_id: str) -> Room | None:
        """The room of ``table_id`` here now: the table's (owned here), or its follower."""
        return self.server.rooms.get(table_id) or self.followers.get(table_id)

    async def refollow(self, table_id: str) -> Room | None:
        """Restore the follower of ``table_id`` afresh from the store (its browsers kept,
        with the log lines they have). One restore of a table at a time: two at once (two
        announcements heard together) would each take the browsers of the follower they
        found, and a browser that came in between would stay behind in a room nobody
        follows."""
        lock = self._refollowing.setdefault(table_id, asyncio.Lock())
        async with lock:
            while True:
                stored = await asyncio.to_thread(self.store.table, table_id)
                if stored is None:
                    return None
                room = Room.restore(stored, self.store, standin_after=self.server.standin_after)  # type: ignore[arg-type]
                if table_id in self.server.rooms:  # taken meanwhile by us
                    return None
                # the browsers of the follower as it is now (no await between taking them
                # and the replacement: a browser connects to the one or the other)
                old = self.followers.get(table_id)
                if old is not None:
                    for conn in old.conns:
                        room.adopt(conn)
                self.followers[table_id] = room
                async with room.lock:
                    # what was committed after the read above and announced before the
                    # follower was in place found nobody to tell (and may be the last for
                    # a while: the move or the start that hands the turn to a browser
                    # here): read once more, now that every later announcement reaches
                    # this follower
                    if room.table is None:
                        again = await asyncio.to_thread(self.store.table, table_id)
                        started = again is not None and again.started
                        if again is not None and not started:  # seats taken meanwhile
                            for seat, (name, token) in again.seats.items():
                                room.names[seat], room.tokens[seat] = name, token
                            room.version += 1
                    else:
                        started = False
                        if not room.catch_up(
                            await asyncio.to_thread(self.store.log_after, table_id, room.seq)
                        ):  # pragma: no cover - log_after gives the entries after room.seq
                            raise RuntimeError(f"table {table_id}: a gap in its log")
                    if not started:
                        await room.broadcast()
                        return room
                # started meanwhile: restored once more

    async def _command(self, data: dict[str, Any]) -> None:
        op, table_id = data.get("op"), data.get("t", "")
        if op == "owned":  # a table changed hands: tell the new owner who is here
            if data.get("n") != self.node and table_id in self.followers:
                for conn in self.followers[table_id].conns:
                    await self._send_cmd("join", table_id, conn)
            return
        room = self.server.rooms.get(table_id)
        if room is None:
            return  # not ours
        key = data.get("c", "")
        if op == "join":
            conn = Connection(self._replier(data["n"], key), int(data["s"]), data["l"], remote=True)
            self.remote[key] = conn
            room.connect(conn)
            async with room.lock:
                await room.broadcast()
        elif op == "leave":
            gone = self.remote.pop(key, None)
            if gone is not None:
                room.disconnect(gone)
        elif op == "msg":
            sender = self.remote.get(key)
            if sender is not None:
                await room.receive(sender, data["m"])
        elif op == "seat":  # a seat was taken at another process: read the seats again
            stored = await asyncio.to_thread(self.store.table, table_id)
            if stored is not None:
                async with room.lock:
                    for seat, (name, token) in stored.seats.items():
                        room.names[seat], room.tokens[seat] = name, token
                    room.version += 1
                    if not room.free_seats and room.table is None:
                        room.start()
                    await room.broadcast()
                await self.changed(table_id)

    def _replier(self, node: str, key: str) -> Any:
        async def send(message: dict[str, Any]) -> None:
            if message.get("type") == "state":
                return
            payload = json.dumps({"n": node, "c": key, "m": message}, ensure_ascii=False)
            await asyncio.to_thread(self.store.notify, REPLY_CHANNEL, payload)

        return send

    async def changed(self, table_id: str) -> None:
        """Tell the followers to read the table afresh (seats taken, the start)."""
        await asyncio.to_thread(self.store.notify, LOG_CHANNEL, f"{table_id} 0")

    async def _send_cmd(self, op: str, table_id: str, conn: Connection, **more: Any) -> None:
        key = self.keys.setdefault(id(conn), f"{self.node}-{secrets.token_hex(6)}")
        self.by_key[key] = (table_id, conn)
        data = {"op": op, "t": table_id, "c": key, "n": self.node, "s": conn.seat,
                "l": conn.lang, **more}  # fmt: skip
        await asyncio.to_thread(self.store.notify, CMD_CHANNEL, json.dumps(data))

    # -- browsers at tables owned elsewhere ----------------------------------------------
    async def follow(self, table_id: str) -> Room | None:
        """The follower of an open table owned by another process (made on first use)."""
        room = self.followers.get(table_id)
        if room is not None:
            return room
        return await self.refollow(table_id)

    async def joined(self, table_id: str, conn: Connection) -> None:
        await self._send_cmd("join", table_id, conn)

    async def left(self, table_id: str, conn: Connection) -> None:
        await self._send_cmd("leave", table_id, conn)
        key = self.keys.pop(id(conn), None)
        if key is not None:
            self.by_key.pop(key, None)
        room = self.followers.get(table_id)
        if room is not None and not room.conns:
            del self.followers[table_id]

    async def forward(self, table_id: str, room: Room, conn: Connection, text: str | None,
                      data: bytes | None) -> None:  # fmt: skip
        """A message of a browser here at a table owned elsewhere: checked here, the
        advice thought out here, the rest sent to the owner."""
        try:
            kind, _ = parse_message(text, data, conn.seat)
            if kind == "advice":
                async with room.lock:
                    view, rng = room.advice_for(conn.seat)
                from kartenregeln.web.room import _advise

                await conn.send(advice_message(await asyncio.to_thread(_advise, view, rng)))
                return
        except (MessageError, KartenregelnError) as exc:
            await conn.send({"type": "error", "message": say(exc, conn.lang)})
            return
        await self._send_cmd("msg", table_id, conn, m=text)
