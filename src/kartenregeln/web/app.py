"""The Starlette app: the lobby, the game page, the JSON API and the WebSocket.

Routes:

- ``GET /`` the lobby, ``GET /t/{id}`` a table's page, ``/static/...`` the page files;
- ``GET /api/tables`` the tables, ``POST /api/tables`` create one (the creator gets the
  first person seat), ``POST /api/tables/{id}/seats/{seat}`` take a free seat (returns the
  seat's secret token), ``GET /api/tables/{id}/record`` the match record as JSON;
- ``GET /bestenliste`` the Bestenliste page,
  ``GET /api/bestenliste?game=schafkopf|schapa&period=today|month|all`` its rows (one
  game, people and computer players apart);
- ``GET /cards/{bavarian|french}/{code}.svg`` a card's picture (drawn by
  [`kartenregeln.svg`][kartenregeln.svg]), ``GET /api/deck?lang=de`` the words the page
  replaces for the French deck, ``GET /favicon.ico``;
- ``?lang=de`` on the JSON routes gives their refusals in German;
- ``WS /ws/{id}?token=...&lang=de`` a seat's live connection: the server sends
  ``{"type": "state", "state": ..., "log": [...]}`` after every change and
  ``{"type": "error", "message": ...}`` for a refused message (see docs/web.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from kartenregeln import records
from kartenregeln.errors import KartenregelnError
from kartenregeln.registry import games as registered_games
from kartenregeln.registry import get_game
from kartenregeln.web.archive import archive_room
from kartenregeln.web.leaderboard import PERIODS, period_start
from kartenregeln.web.limits import Limits, Strikes, TokenBucket
from kartenregeln.web.messages import MessageError, refusal
from kartenregeln.web.pgstore import PgStore, is_postgres
from kartenregeln.web.pictures import card_svg, deck_words
from kartenregeln.web.room import Connection, Room, clean_name
from kartenregeln.web.settings import SettingsError, check_settings, lobby_games
from kartenregeln.web.store import Archived, Store
from kartenregeln.web.words import computer_label, computer_name, say

if TYPE_CHECKING:
    from kartenregeln.web.cluster import Cluster

__all__ = ["Server", "create_app"]

STATIC = Path(__file__).parent / "static"
MAX_FINISHED = 100
"""The most finished tables one ``GET /api/tables`` lists."""


def _games() -> tuple[str, ...]:
    """The games of the web table (every registered one), each with a Bestenliste of its
    own."""
    return tuple(game.name for game in registered_games())


class Server:
    """The rooms of one server process and their store. ``computer_delay`` is the pace
    of the computer players at new tables (each table keeps its own in its settings, so a
    restored table replays exactly); ``standin_after`` how long a person may be gone
    before the computer plays for them."""

    def __init__(
        self, db: str | Path, *, computer_delay: float = 1.0, standin_after: float = 5.0
    ) -> None:
        self.computer_delay = computer_delay
        self.standin_after = standin_after
        self.rooms: dict[str, Room] = {}
        """The open tables (that this process owns, on PostgreSQL). A finished one leaves
        once archived (its summary, record and Bestenliste lines are read from the
        store), so memory stays flat."""
        self.cluster: Cluster | None = None
        """On PostgreSQL: this process's part among several (the tables it owns are
        claimed when the app starts)."""
        if is_postgres(db):
            from kartenregeln.web.cluster import Cluster

            store = PgStore(str(db))
            self.store: Store = store  # type: ignore[assignment]
            self.cluster = Cluster(self, store)
            return
        self.store = Store(db)
        for stored in self.store.tables():
            try:
                room = Room.restore(stored, self.store, standin_after=standin_after)
            except (KartenregelnError, ValueError, KeyError, TypeError) as exc:
                print(
                    f"kartenregeln: table {stored.id} could not be restored and stays "
                    f"in the database untouched: {type(exc).__name__}: {exc}",
                    file=sys.stderr,
                )
                continue
            if room.finished:
                if room.table is not None:
                    archive_room(room)  # a database from before the archive: once, then never
                continue
            self.rooms[stored.id] = room

    def create(self, settings: dict[str, Any]) -> Room:
        table_id = secrets.token_hex(4)
        for _ in range(100):
            if table_id in self.rooms:  # pragma: no cover
                pass
            # on PostgreSQL the new table's lock first, then its row: another process
            # that sees the row finds it owned (the other way round, it could take the
            # table in between, and both would run it)
            elif self.cluster is None or self.cluster.store.try_own(table_id):
                break
            table_id = secrets.token_hex(4)  # pragma: no cover - a lock of the same hash
        room = Room(table_id, settings, self.store, standin_after=self.standin_after)
        self.store.create(table_id, time.time(), settings)  # wall time: the lobby's order
        self.rooms[table_id] = room
        self.launch(room)
        return room

    def launch(self, room: Room) -> None:
        if room.task is None and not room.finished:
            room.task = asyncio.get_running_loop().create_task(room.run())
            room.task.add_done_callback(lambda _: self._retire(room))

    def _retire(self, room: Room) -> None:
        """A finished room leaves memory (it is archived; browsers still at its final
        table keep it until they go)."""
        if room.finished and self.rooms.get(room.id) is room:
            del self.rooms[room.id]
            if self.cluster is not None:  # its lock too: PostgreSQL holds a few thousand
                with contextlib.suppress(Exception):  # a lost connection frees it anyway
                    self.cluster.store.disown(room.id)

    def known(self, table_id: str) -> bool:
        """Whether there is such a table, open or finished."""
        if table_id in self.rooms:
            return True
        if self.cluster is not None and table_id in self.cluster.store.open_ids():
            return True
        return self.archived(table_id) is not None

    def archived(self, table_id: str) -> Archived | None:
        """A finished table as archived, from the store."""
        return self.store.archived_one(table_id)

    async def stop(self) -> None:
        if self.cluster is not None:
            await self.cluster.stop()
        for room in list(self.rooms.values()):
            if room.task is not None:
                room.task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await room.task
                room.task = None
            if room.stepping is not None:  # a step still running in its worker thread
                await asyncio.wait([room.stepping])
        self.store.close()


def _error(message: str | BaseException, status: int = 400, lang: str = "en") -> JSONResponse:
    return JSONResponse({"error": say(message, lang)}, status_code=status)


def _lang(request: Request | WebSocket) -> str:
    return "de" if request.query_params.get("lang") == "de" else "en"


def _title(game: str, lang: str) -> str:
    """The game's name for people (the name itself for a game no longer installed)."""
    try:
        return get_game(game).title(lang)
    except ValueError:
        return game


def _archived_summary(a: Archived, lang: str) -> dict[str, Any]:
    summary = a.summary
    return {
        "id": a.id,
        "game": summary["game"],
        "title": _title(summary["game"], lang),
        "settings": summary["settings"],
        "seats": [
            {
                "seat": s["seat"],
                "name": s["name"][lang],
                "person": s["person"],
                "taken": s["taken"],
                "present": False,
            }
            for s in summary["seats"]
        ],
        "free": [],
        "phase": "over",
        "number": summary["number"],
        "total": summary["total"],
    }


def _summary(room: Room, lang: str = "de") -> dict[str, Any]:
    table = room.table
    return {
        "id": room.id,
        "game": room.settings["game"],
        "title": _title(room.settings["game"], lang),
        "settings": room.public_settings,
        "seats": [
            {
                "seat": s,
                "name": room.name_of(s, lang),
                "person": s in room.person_seats,
                "taken": s in room.tokens,
                "present": room.present(s),
            }
            for s in range(len(room.settings["seats"]))
        ],
        "free": list(room.free_seats),
        "phase": "waiting" if table is None else table.phase.value,
        "number": 0 if table is None else table.number,
        "total": 0 if table is None else table.total,
    }


def _brief(
    table_id: str, settings: dict[str, Any], started: bool, names: dict[int, str], lang: str
) -> dict[str, Any]:
    """The lobby's line of an open table another process owns (from the store)."""
    kinds = settings["seats"]
    return {
        "id": table_id,
        "game": settings["game"],
        "title": _title(settings["game"], lang),
        "settings": {k: v for k, v in settings.items() if k != "seed"},
        "seats": [
            {
                "seat": s,
                "name": names.get(s, f"Sitz {s}") if k == "person" else computer_name(s, k, lang),
                "person": k == "person",
                "taken": s in names,
                "present": False,
            }
            for s, k in enumerate(kinds)
        ],
        "free": [s for s, k in enumerate(kinds) if k == "person" and s not in names],
        "phase": "playing" if started else "waiting",
        "number": 0,
        "total": 0,
    }


async def _take_remote_seat(server: Server, request: Request) -> Response:
    """Take a seat at a table another process owns: the seat's row is written here (the
    first to write it wins), and the owner reads the seats again."""
    assert server.cluster is not None
    table_id, seat, lang = request.path_params["table"], request.path_params["seat"], _lang(request)
    store = server.cluster.store
    stored = await asyncio.to_thread(store.table, table_id)
    if stored is None or stored.finished:
        return _error(refusal("web_no_table"), 404, lang)
    try:
        body = await _json_body(request)
        name = body.get("name", "") if isinstance(body, dict) else None
        if not isinstance(name, str):
            raise MessageError(refusal("web_name_str"))
    except MessageError as exc:
        return _error(exc, 409, lang)
    if not 0 <= seat < len(stored.settings["seats"]) or stored.settings["seats"][seat] != "person":
        return _error(refusal("web_not_person_seat", seat=seat), 409, lang)
    token = secrets.token_urlsafe(18)
    if not await asyncio.to_thread(store.claim_seat, table_id, seat, clean_name(name, seat), token):
        return _error(refusal("web_seat_taken", seat=seat), 409, lang)
    await asyncio.to_thread(store.notify, "kr_cmd", json.dumps({"op": "seat", "t": table_id}))
    return JSONResponse({"id": table_id, "seat": seat, "token": token})


async def _json_body(request: Request) -> Any:
    try:
        return json.loads(await request.body() or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise MessageError(refusal("web_body_not_json")) from None


def create_app(
    db: str | Path = ":memory:",
    *,
    computer_delay: float = 1.0,
    standin_after: float = 5.0,
    limits: Limits | None = None,
) -> Starlette:
    """The web table as an ASGI app storing its tables in ``db`` (a SQLite file);
    ``limits``: what one connection may send (default
    [`Limits()`][kartenregeln.web.limits.Limits])."""
    limits = Limits() if limits is None else limits
    server = Server(db, computer_delay=computer_delay, standin_after=standin_after)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if server.cluster is not None:
            await server.cluster.start()
        for room in server.rooms.values():
            server.launch(room)
        yield
        await server.stop()

    def with_games(name: str, request: Request) -> Response:
        # the games as each describes itself, written into the page (so that the page is
        # complete when it has loaded)
        described = json.dumps(lobby_games(_lang(request)), ensure_ascii=False)
        data = described.replace("</", "<\\/")
        page = (STATIC / name).read_text(encoding="utf-8")
        script = f'<script id="games-data" type="application/json">{data}</script>'
        return HTMLResponse(page.replace("<!--GAMES-->", script))

    async def lobby(request: Request) -> Response:
        return with_games("lobby.html", request)

    async def page(request: Request) -> Response:
        table = request.path_params["table"]
        if not server.known(table):
            return _error(refusal("web_no_table"), 404, _lang(request))
        return FileResponse(STATIC / "table.html")

    async def list_tables(request: Request) -> Response:
        # the open tables, and a page of the finished ones from the store (newest last,
        # as the lobby reads them): ?finished=N (0 to 100, default 20) &offset=K
        lang = _lang(request)
        try:
            limit = int(request.query_params.get("finished", "20"))
            offset = int(request.query_params.get("offset", "0"))
        except ValueError:
            limit = offset = -1
        if not 0 <= limit <= MAX_FINISHED or offset < 0:
            return _error(refusal("web_finished", most=MAX_FINISHED), 400, lang)
        page = server.store.archived_page(limit, offset) if limit else []
        old = [_archived_summary(a, lang) for a in reversed(page)]
        rooms = [r for r in list(server.rooms.values()) if not r.finished]
        listed = old + [_summary(r, lang) for r in rooms]
        if server.cluster is not None:  # the open tables of the other processes too
            here = {r.id for r in rooms}
            brief = await asyncio.to_thread(server.cluster.store.open_brief)
            listed += [_brief(*b, lang) for b in brief if b[0] not in here]
        return JSONResponse(listed)

    async def bestenliste_page(request: Request) -> Response:
        return with_games("bestenliste.html", request)

    async def bestenliste(request: Request) -> Response:
        period = request.query_params.get("period", "all")
        if period not in PERIODS:
            return _error(
                refusal("web_one_of", name="period", choices=", ".join(PERIODS)),
                400,
                _lang(request),
            )
        # one Bestenliste per game: Schafkopf's money and Schapa's points do not add up
        game = request.query_params.get("game", "schafkopf")
        if game not in _games():
            return _error(
                refusal("web_one_of", name="game", choices=", ".join(_games())), 400, _lang(request)
            )
        rows = server.store.leaderboard(period_start(period, time.time()), game)
        lang = _lang(request)
        for row in rows:
            if not row["person"]:
                row["name"] = computer_label(row["name"].removeprefix("computer:"), lang)
        return JSONResponse({
            "game": game,
            "period": period,
            "people": [r for r in rows if r["person"]],
            "computers": [r for r in rows if not r["person"]],
        })  # fmt: skip

    async def card_picture(request: Request) -> Response:
        face = request.path_params["face"]
        try:
            picture = card_svg(request.path_params["code"], face, _lang(request))
        except (KartenregelnError, ValueError):
            return _error(refusal("web_no_card"), 404)
        return Response(
            picture,
            media_type="image/svg+xml",
            headers={"Cache-Control": "public, max-age=86400"},
        )

    async def deck(request: Request) -> Response:
        return JSONResponse(deck_words(_lang(request)))

    async def favicon(request: Request) -> Response:
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    async def create_table(request: Request) -> Response:
        try:
            body = await _json_body(request)
            if not isinstance(body, dict):
                raise MessageError(refusal("web_body_object"))
            name = body.pop("name", "")
            if not isinstance(name, str):
                raise MessageError(refusal("web_name_str"))
            body.setdefault("computer_delay", server.computer_delay)
            settings = check_settings(body)
        except (MessageError, SettingsError) as exc:
            return _error(exc, 400, _lang(request))
        room = server.create(settings)
        seat = room.person_seats[0]
        token = room.sit(seat, name)
        return JSONResponse({"id": room.id, "seat": seat, "token": token})

    async def take_seat(request: Request) -> Response:
        room = server.rooms.get(request.path_params["table"])
        if room is None and server.cluster is not None:
            return await _take_remote_seat(server, request)
        if room is None:
            return _error(refusal("web_no_table"), 404, _lang(request))
        try:
            body = await _json_body(request)
            name = body.get("name", "") if isinstance(body, dict) else None
            if not isinstance(name, str):
                raise MessageError(refusal("web_name_str"))
            seat = request.path_params["seat"]
            async with room.lock:
                token = room.sit(seat, name)
                await room.broadcast()
        except (MessageError, KartenregelnError) as exc:
            return _error(exc, 409, _lang(request))
        if server.cluster is not None:
            await server.cluster.changed(room.id)
        return JSONResponse({"id": room.id, "seat": seat, "token": token})

    async def record(request: Request) -> Response:
        table = request.path_params["table"]
        room = server.rooms.get(table)
        archived = server.archived(table)
        if room is None and archived is None:
            if server.known(table):  # open, at another process
                return _error(refusal("web_record_later"), 409, _lang(request))
            return _error(refusal("web_no_table"), 404, _lang(request))
        if archived is not None:
            text, game = server.store.archived_record(table), archived.summary["game"]
        else:
            assert room is not None
            if not room.finished:  # a record holds every hand as dealt: only once it is over
                return _error(refusal("web_record_later"), 409, _lang(request))
            async with room.lock:
                text = records.dumps(room.record())
            game = room.settings["game"]
        name = f"kartenregeln-{game}-{table}.json"
        return Response(
            text,
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    async def socket(ws: WebSocket) -> None:
        await ws.accept()
        lang = "en" if ws.query_params.get("lang") == "en" else "de"
        table_id = ws.path_params["table"]
        archived = server.archived(table_id)
        if archived is not None:  # a finished table: its final lines, nothing to play
            game = archived.summary["game"]
            await ws.send_json({"type": "archived", "game": game, "title": _title(game, lang),
                                "final": archived.summary["final"][lang]})  # fmt: skip
            await ws.close()
            return
        token = ws.query_params.get("token")
        room = server.rooms.get(table_id)
        cluster = server.cluster
        if room is None and cluster is not None:  # owned by another process: follow it
            room = await cluster.follow(table_id)
            if room is not None and room.seat_of(token) is None:  # a seat taken just now
                room = await cluster.refollow(table_id)
        seat = None if room is None else room.seat_of(token)
        if room is None or seat is None:
            why = refusal("web_no_table") if room is None else refusal("web_token_no_seat")
            await ws.send_json({"type": "error", "message": say(why, lang), "fatal": True})
            await ws.close(code=4403)
            return
        conn = Connection(ws.send_json, seat, lang)
        room = await _enter(server, table_id, room, conn)
        if room is None:
            await ws.send_json({"type": "error", "message": say(refusal("web_no_table"), lang),
                                "fatal": True})  # fmt: skip
            await ws.close(code=4403)
            return
        if cluster is not None and server.rooms.get(table_id) is not room:
            await cluster.joined(table_id, conn)
        try:
            await _serve_socket(ws, server, table_id, conn, limits)
        finally:
            # at once, not behind the lock: a handler cancelled while the clock task
            # holds the lock would otherwise leave the seat "present" and nobody would
            # play for the person who left
            holder = _holder(server, table_id, conn)
            if holder is not None:
                holder.disconnect(conn)
                if cluster is not None and server.rooms.get(table_id) is not holder:
                    await cluster.left(table_id, conn)
                async with holder.lock:
                    await holder.broadcast()

    app = Starlette(
        routes=[
            Route("/", lobby),
            Route("/t/{table}", page),
            Route("/api/tables", list_tables, methods=["GET"]),
            Route("/api/tables", create_table, methods=["POST"]),
            Route("/api/tables/{table}/seats/{seat:int}", take_seat, methods=["POST"]),
            Route("/api/tables/{table}/record", record),
            Route("/bestenliste", bestenliste_page),
            Route("/api/bestenliste", bestenliste),
            Route("/api/deck", deck),
            Route("/cards/{face}/{code}.svg", card_picture),
            Route("/favicon.ico", favicon),
            WebSocketRoute("/ws/{table}", socket),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        lifespan=lifespan,
    )
    app.state.server = server
    return app


async def _enter(server: Server, table_id: str, room: Room, conn: Connection) -> Room | None:
    """Connect ``conn`` to the room of ``table_id`` and send it its page: to ``room``,
    or, when that follower was restored afresh while this waited for its lock (it is
    nobody's room any more, and a browser there would never hear of a move again), to
    the one that is. None if the table has no room here any more."""
    cluster = server.cluster
    while True:
        async with room.lock:
            if cluster is None or cluster.current(table_id) is room:
                room.connect(conn)
                await room.broadcast()
                return room
        now = cluster.current(table_id) or await cluster.follow(table_id)
        if now is None:
            return None
        room = now


def _holder(server: Server, table_id: str, conn: Connection) -> Room | None:
    """The room that holds ``conn`` now: the table's (owned here), or its follower."""
    room = server.rooms.get(table_id)
    if room is not None and conn in room.conns:
        return room
    if server.cluster is not None:
        follower = server.cluster.followers.get(table_id)
        if follower is not None and conn in follower.conns:
            return follower
    return None


async def _serve_socket(
    ws: WebSocket, server: Server, table_id: str, conn: Connection, limits: Limits
) -> None:
    """Read one seat's messages until the browser goes away: each passes the
    connection's limits into its small queue, and one task hands them to the room in
    order ([`Room.receive`][kartenregeln.web.room.Room.receive]); what is over the limits
    is refused at once, and a connection that keeps flooding is closed."""
    queue: asyncio.Queue[tuple[str | None, bytes | None]] = asyncio.Queue(limits.queue)

    async def work() -> None:
        while True:
            text, data = await queue.get()
            try:
                room = _holder(server, table_id, conn)
                if room is None:
                    return
                if server.rooms.get(table_id) is room:
                    await room.receive(conn, text, data)
                else:  # a table another process owns
                    assert server.cluster is not None
                    await server.cluster.forward(table_id, room, conn, text, data)
            except Exception:  # the socket went away while answering: the reader ends
                return

    worker = asyncio.create_task(work())
    bucket = TokenBucket(limits.rate, limits.burst, time.monotonic())
    strikes = Strikes(limits.close_after, limits.window)
    over = refusal("web_too_many", rate=f"{limits.rate:g}")
    try:
        while True:
            try:
                message = await ws.receive()
            except WebSocketDisconnect:
                return
            if message["type"] == "websocket.disconnect":
                return
            now = time.monotonic()
            if bucket.take(now) and not queue.full():
                queue.put_nowait((message.get("text"), message.get("bytes")))
                continue
            if strikes.add(now):
                await ws.close(code=1008, reason="too many messages")
                return
            # not taken: the sender learns that, and when it may send again (a client
            # that waited for the answer to this message would otherwise wait for ever)
            after = max(bucket.wait(), 1.0 / limits.rate) if queue.full() else bucket.wait()
            try:
                await conn.send({"type": "error", "message": say(over, conn.lang),
                                 "retry_after": round(max(after, 0.001), 3)})  # fmt: skip
            except (WebSocketDisconnect, RuntimeError):  # gone meanwhile: nothing to say
                return
    finally:
        worker.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await worker
