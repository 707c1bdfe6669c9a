"""One web table: the [`Table`][kartenregeln.table.Table], who sits where, the log, the
stand-ins and the clock task.

Every change goes through [`Room.perform`][kartenregeln.web.room.Room.perform] (a person's action)
or [`Room.step`][kartenregeln.web.room.Room.step]
(time passing: computer players, clocks, stand-ins): the change is applied to the table,
written to the store and committed, and only then told to the browsers. Restoring a room
replays the stored log through the same table calls, so it ends in the same position.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import secrets
import sys
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

import attrs

from kartenregeln import records, session
from kartenregeln.errors import KartenregelnError
from kartenregeln.table import Event, MatchOver, Moved, Phase, Player, Table, TableError, make_bot
from kartenregeln.web.messages import MessageError, parse_message, refusal
from kartenregeln.web.settings import build_table
from kartenregeln.web.store import LogEntry, Store, StoredTable
from kartenregeln.web.words import say

if TYPE_CHECKING:
    from kartenregeln.bots.search import Advice

_P = ParamSpec("_P")
_T = TypeVar("_T")

__all__ = ["ADVICE_WORLDS", "LINES_KEPT", "Connection", "Room", "clean_name", "inline"]

LANGS = ("de", "en")
ADVICE_WORLDS = 12
"""The worlds the advice (``R``) imagines."""
LINES_KEPT = 200
"""The event lines a browser gets when it connects (the newest); a room keeps at most
twice as many."""


def clean_name(name: str, seat: int) -> str:
    """A person's name as the table keeps it: one space between words, at most 40
    characters, ``Sitz N`` if empty."""
    return " ".join(name.split())[:40] or f"Sitz {seat}"


async def inline(func: Callable[_P, _T], /, *args: _P.args, **kwargs: _P.kwargs) -> _T:
    """Think in the caller's thread (``kartenregeln site``: the room in a Web Worker);
    the server thinks in a worker thread ([`asyncio.to_thread`][asyncio.to_thread])."""
    return func(*args, **kwargs)


class Narrator(session.Narrator):
    """The terminal table's event lines (the shared
    [`Narrator`][kartenregeln.session.Narrator]), with the web table's names for the
    seats."""

    def __init__(self, room: Room, table: Table, lang: str) -> None:
        super().__init__(table, lang=lang)
        # a weak reference: the room holds its narrators, and a cycle would keep a
        # finished room (every state and line of its match) in memory until Python's
        # cyclic garbage collector happens to run
        self._room = weakref.ref(room)

    def who(self, seat: int | None) -> str:
        room = self._room()
        if seat is None or room is None:
            return "-"
        return f"{self.t['seat']} {seat} ({room.name_of(seat, self.lang)})"


@attrs.define(eq=False)
class Connection:
    """One open browser: its socket's ``send`` coroutine, its seat and language, and how
    many log lines it has been sent."""

    send: Callable[[dict[str, Any]], Any]
    seat: int
    lang: str
    sent: int = 0
    remote: bool = False
    """A browser at another server process (on PostgreSQL): it counts as present, and
    gets refusals and advice from here, but its pages from its own process."""


class Room:
    """A table of the web server, from the lobby to the final table."""

    def __init__(
        self,
        table_id: str,
        settings: dict[str, Any],
        store: Store,
        *,
        standin_after: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.id = table_id
        self.settings = settings
        self.store = store
        self.computer_delay: float = settings["computer_delay"]
        self.standin_after = standin_after
        self._clock = clock
        self.base = clock()
        self.names: dict[int, str] = {}
        self.tokens: dict[int, str] = {}
        self.table: Table | None = None
        self.seq = 0
        self.lines: list[dict[str, str]] = []
        """The newest event lines, in both languages: at most ``2 * LINES_KEPT`` (a
        browser that connects gets the last ``LINES_KEPT``; the older ones are never sent
        again, so a long match does not grow the room)."""
        self.first_line = 0
        """The number of the line ``lines[0]`` among all lines of the table."""
        self.conns: list[Connection] = []
        self.absent_since: dict[int, float] = {}
        self.finished = False
        self._narrators: list[Narrator] = []
        self._standin = make_bot(
            Player.computer("stand-in", settings["standin"], settings.get("samples", 8))
        )
        self._rng = random.Random(f"{settings['seed']}/standin")
        self._wake: asyncio.Event | None = None
        self.task: asyncio.Task[None] | None = None
        self.stepping: asyncio.Future[bool] | None = None
        self.version = 0
        """Counts the changes of who sits and who is there (the page shows them)."""
        self._pages: dict[tuple[int, str], tuple[tuple[int, int], dict[str, Any]]] = {}
        self.lock = asyncio.Lock()
        """Held while the table changes and while the browsers are told: by the clock
        task (whose computer players think in a worker thread, so that other tables and
        browsers go on meanwhile) and by the request and socket handlers."""

    # -- facts -------------------------------------------------------------------------
    @property
    def person_seats(self) -> tuple[int, ...]:
        return tuple(s for s, k in enumerate(self.settings["seats"]) if k == "person")

    @property
    def free_seats(self) -> tuple[int, ...]:
        return tuple(s for s in self.person_seats if s not in self.tokens)

    @property
    def public_settings(self) -> dict[str, Any]:
        """The settings without the seed: the seed deals every card, so no browser gets it."""
        return {k: v for k, v in self.settings.items() if k != "seed"}

    def name_of(self, seat: int, lang: str = "de") -> str:
        kind = self.settings["seats"][seat]
        if kind != "person":
            from kartenregeln.web.words import computer_name

            return computer_name(seat, kind, lang)
        return self.names.get(seat, f"Sitz {seat}")

    def present(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.conns)

    def standing_in(self, seat: int) -> bool:
        """Whether the computer plays for this person seat now (empty or left)."""
        return self.table is not None and seat in self.person_seats and not self.present(seat)

    def narrator(self, lang: str) -> Narrator:
        """The event lines in ``lang``."""
        return self._narrators[LANGS.index(lang)]

    def seat_of(self, token: object) -> int | None:
        for seat, t in self.tokens.items():
            if isinstance(token, str) and secrets.compare_digest(t, token):
                return seat
        return None

    def now(self) -> float:
        """The table's clock: seconds since the start, not counting time the server was
        down."""
        return self._clock() - self.base

    # -- the lobby -----------------------------------------------------------------------
    def sit(self, seat: int, name: str) -> str:
        """A person takes a free person seat; returns the seat's secret token."""
        if seat not in self.person_seats:
            raise TableError(refusal("web_not_person_seat", seat=seat))
        if seat in self.tokens:
            raise TableError(refusal("web_seat_taken", seat=seat))
        name = clean_name(name, seat)
        token = secrets.token_urlsafe(18)
        self.store.sit(self.id, seat, name, token)
        self.tokens[seat] = token
        self.names[seat] = name
        self.version += 1
        if not self.free_seats and self.table is None:
            self.start()
        return token

    def start(self) -> None:
        """Deal the first game; person seats nobody took are played by the computer."""
        if self.table is not None:
            raise TableError(refusal("web_started"))
        self.store.start(self.id)
        self.version += 1
        self.base = self._clock()
        self._begin()
        self.wake()

    def _begin(self) -> None:
        table = build_table(self.settings, self.names)
        self.table = table
        self._narrators = [Narrator(self, table, lang) for lang in LANGS]
        for s in self.person_seats:
            if not self.present(s):
                self.absent_since[s] = 0.0
        self._narrate(table.tick(0.0))

    @classmethod
    def restore(cls, stored: StoredTable, store: Store, **options: Any) -> Room:
        """The room as it was: the stored log replayed through the same table calls."""
        room = cls(stored.id, stored.settings, store, **options)
        for seat, (name, token) in stored.seats.items():
            room.names[seat] = name
            room.tokens[seat] = token
        room.finished = stored.finished
        if stored.started:
            room._begin()
            for entry in stored.log:
                room._narrate(room._call(entry.kind, entry.seat, entry.action, entry.time))
                room.seq = entry.seq
            assert room.table is not None
            room.base = room._clock() - room.table.now
            for s in room.person_seats:
                room.absent_since[s] = room.table.now
        return room

    # -- changes ---------------------------------------------------------------------------
    def _call(self, kind: str, seat: int | None, action: str | None, now: float) -> list[Event]:
        table = self.table
        assert table is not None
        if kind == "tick":
            return table.tick(now)
        assert seat is not None
        if kind == "act":
            return table.act(seat, action, now)
        if kind == "confirm":
            return table.confirm(seat, now)
        if kind == "pause":
            return table.pause(seat, now)
        if kind == "resume":
            return table.resume(seat, now)
        raise ValueError(f"unknown log entry {kind!r}")  # pragma: no cover

    def perform(self, kind: str, seat: int, action: str | None = None) -> bool:
        """The person at ``seat`` acts (``act`` with the action's notation, ``confirm``,
        ``pause``, ``resume``). Refused: raises and changes nothing but the time. A repeat
        (a ``confirm`` of a seat that has confirmed, a ``pause`` asked for again by the
        seat that asked for it) changes nothing and stores nothing. Returns whether the
        log grew."""
        table = self.table
        if table is None:
            raise TableError(refusal("web_not_started"))
        seq = self.seq
        now = max(self.now(), table.now)
        self._accept("tick", None, None, now, table.tick(now))  # the time first
        if self._repeat(kind, seat):
            return self.seq != seq
        events = self._call(kind, seat, action, now)  # the time has passed: no tick row
        if kind == "act":
            moved = next(e for e in events if isinstance(e, Moved) and e.seat == seat)
            action = str(moved.action)
        self._accept(kind, seat, action, now, events, always=True)
        return True

    def _repeat(self, kind: str, seat: int) -> bool:
        """Whether ``kind`` by ``seat`` would change nothing now (the time has passed)."""
        table = self.table
        assert table is not None
        if kind == "confirm":
            return (
                table.phase is Phase.ABRECHNUNG
                and seat in table.humans
                and seat not in table.waiting_for()
            )
        if kind == "pause":
            return table.phase is Phase.PLAYING and table.pause_wanted == seat
        return False

    def dispatch(self, seat: int, kind: str, action: str | None) -> bool:
        """One message of the person at ``seat`` (``start``, ``act``, ``confirm``,
        ``pause``, ``resume``; ``advice`` is [`advice_for`][kartenregeln.web.room.Room.advice_for]),
        with the room's lock held. Returns whether the room changed (then every browser
        is told); a refusal raises and leaves the room as it was, but for the time."""
        if kind == "start":
            self.start()
            return True
        return self.perform(kind, seat, action)

    def _accept(
        self,
        kind: str,
        seat: int | None,
        action: str | None,
        now: float,
        events: list[Event],
        *,
        always: bool = False,
    ) -> None:
        if not events and not always:
            return
        self.seq += 1
        self.store.append(self.id, LogEntry(self.seq, now, kind, seat, action))
        self._narrate(events)
        if any(isinstance(e, MatchOver) for e in events):
            self.finished = True
            self.store.finish(self.id)
            from kartenregeln.web.archive import archive_room

            archive_room(self)

    def _narrate(self, events: list[Event]) -> None:
        for event in events:
            per_lang = [n.event_lines(event) for n in self._narrators]
            for lines in zip(*per_lang, strict=True):
                self.lines.append(dict(zip(LANGS, lines, strict=True)))
        if len(self.lines) > 2 * LINES_KEPT:  # every browser has had them (under the lock)
            gone = len(self.lines) - LINES_KEPT
            del self.lines[:gone]
            self.first_line += gone

    def standin_due(self) -> float | None:
        """When the computer next acts for an absent person, or ``None``."""
        table = self.table
        if table is None or table.phase is Phase.OVER:
            return None
        due = [
            max(table.turn_started + self.computer_delay, self.absent_since[s] + self.standin_after)
            for s in table.waiting_for()
            if self.standing_in(s) and s in self.absent_since
        ]
        return min(due, default=None)

    def next_due(self) -> float | None:
        if self.table is None or self.finished:
            return None
        times = [t for t in (self.table.next_time(), self.standin_due()) if t is not None]
        return min(times, default=None)

    def step(self) -> bool:
        """Let the time pass: the table's clock, then the stand-ins. True if it changed."""
        table = self.table
        if table is None or self.finished:
            return False
        seq = self.seq
        now = max(self.now(), table.now)
        self._accept("tick", None, None, now, table.tick(now))
        for _ in range(64):
            due = self.standin_due()
            if due is None or due > now or self.finished:
                break
            seat = next(s for s in table.waiting_for() if self.standing_in(s))
            if table.phase is Phase.PLAYING:
                action = self._standin.choose(table.view(seat), self._rng)
                self.perform("act", seat, str(action))
            else:
                self.perform("confirm", seat)
        return self.seq != seq

    def catch_up(self, entries: list[LogEntry]) -> bool:
        """Apply log entries another process wrote (this room follows a table another
        process owns): the same table calls as a restore. Returns False when an entry is
        missing (then the room is to be restored afresh)."""
        table = self.table
        if table is None:
            return False
        for entry in entries:
            if entry.seq <= self.seq:
                continue
            if entry.seq != self.seq + 1:
                return False
            events = self._call(entry.kind, entry.seat, entry.action, entry.time)
            self._narrate(events)
            self.seq = entry.seq
            if any(isinstance(e, MatchOver) for e in events):
                self.finished = True
        self.base = min(self.base, self._clock() - table.now)
        return True

    def record(self) -> records.MatchRecord:
        """The match so far as a record, with the people's names."""
        assert self.table is not None
        names = tuple(self.name_of(s) for s in range(len(self.settings["seats"])))
        return attrs.evolve(self.table.record(), names=names)

    # -- browsers and the clock task ----------------------------------------------------
    def wake(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def connect(self, conn: Connection) -> None:
        self.conns.append(conn)
        self.version += 1
        self.absent_since.pop(conn.seat, None)
        conn.sent = self.first_line + max(0, len(self.lines) - LINES_KEPT)
        self.wake()

    def adopt(self, conn: Connection) -> None:
        """Take over a browser from an earlier ``Room`` of this table (a follower restored
        afresh from the store, or promoted to owner): like ``connect``, but the browser
        keeps the log lines it has, so that none is sent to it twice."""
        sent = conn.sent
        self.connect(conn)
        conn.sent = min(max(sent, conn.sent), self.first_line + len(self.lines))

    def disconnect(self, conn: Connection) -> None:
        with contextlib.suppress(ValueError):
            self.conns.remove(conn)
        self.version += 1
        if not self.present(conn.seat):
            self.absent_since[conn.seat] = self.now()
        self.wake()

    async def run(self) -> None:
        """The room's clock task: sleeps until something is due, then steps and tells."""
        self._wake = asyncio.Event()
        while not self.finished:
            due = self.next_due()
            timeout = None if due is None else max(0.0, due - self.now())
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
            self._wake.clear()
            async with self.lock:
                loop = asyncio.get_running_loop()
                self.stepping = loop.run_in_executor(None, self.step)
                # shielded: a cancelled task (the server stopping) lets the step finish,
                # and the server waits for it before it closes the store
                try:
                    changed = await asyncio.shield(self.stepping)
                except Exception as exc:  # a bug: say so, keep the table and its clock
                    print(f"kartenregeln: table {self.id}: {exc!r}", file=sys.stderr)
                    await asyncio.sleep(1.0)
                    continue
                if changed:
                    await self.broadcast()

    def page(self, seat: int, lang: str) -> dict[str, Any]:
        """The page of ``seat`` in ``lang``, built once per state of the room (the clocks
        in it are brought up to date at every call)."""
        from kartenregeln.web.page import live, page_model

        stamp = (self.seq, self.version)
        cached = self._pages.get((seat, lang))
        if cached is not None and cached[0] == stamp:
            return live(self, cached[1])
        model = page_model(self, seat, lang)
        self._pages[(seat, lang)] = (stamp, model)
        return model

    def _message(self, conn: Connection) -> dict[str, Any]:
        message = {
            "type": "state",
            "state": self.page(conn.seat, conn.lang),
            "log": [line[conn.lang] for line in self.lines[max(0, conn.sent - self.first_line) :]],
        }
        conn.sent = self.first_line + len(self.lines)
        return message

    async def broadcast(self) -> None:
        """Send every browser its seat's page and the new log lines (with `lock`
        held)."""
        for conn in list(self.conns):
            await self.tell(conn)

    async def tell(self, conn: Connection) -> None:
        """Send one browser its seat's page and the new log lines (with `lock` held)."""
        if conn.remote:
            return
        try:
            await conn.send(self._message(conn))
        except Exception:  # a browser that went away: its socket handler cleans up
            return

    # -- a browser's messages ---------------------------------------------------------------
    def advice_for(self, seat: int) -> tuple[Any, random.Random]:
        """The view and the random source the advice for ``seat`` is thought out from (with
        `lock` held); refused unless it is the seat's turn and one person plays alone
        against the computer (as Speedschafkopf gives it)."""
        table = self.table
        if table is None or table.phase is not Phase.PLAYING or seat not in table.waiting_for():
            raise MessageError(refusal("web_advice_turn"))
        if len(self.tokens) != 1:
            raise MessageError(refusal("web_advice_alone"))
        return table.view(seat), random.Random(f"{self.settings['seed']}/advice/{self.seq}")

    async def receive(
        self,
        conn: Connection,
        text: str | None,
        data: bytes | None = None,
        *,
        think: Callable[..., Any] = asyncio.to_thread,
    ) -> None:
        """One message of the browser ``conn`` (the WebSocket's text or bytes): the one
        place where the served table and ``kartenregeln site`` handle a browser's
        message. A change is told to every browser at the table; a refusal (an
        ``error``), a repeat that changes nothing (the sender's page again) and the
        advice answer only the sender. ``think`` runs the advice's search (a worker
        thread on the server, [`inline`][kartenregeln.web.room.inline] in the browser)."""
        try:
            kind, action = parse_message(text, data, conn.seat)
            if kind == "advice":
                async with self.lock:
                    view, rng = self.advice_for(conn.seat)
                await conn.send(advice_message(await think(_advise, view, rng)))
                return
        except (MessageError, KartenregelnError) as exc:
            await conn.send({"type": "error", "message": say(exc, conn.lang)})
            return
        async with self.lock:
            seq, version = self.seq, self.version
            try:
                self.dispatch(conn.seat, kind, action)
            except KartenregelnError as exc:
                await conn.send({"type": "error", "message": say(exc, conn.lang)})
                if (self.seq, self.version) == (seq, version):
                    return
            if (self.seq, self.version) == (seq, version):
                await self.tell(conn)  # a repeat: nothing changed, nothing stored
                return
            self.wake()
            await self.broadcast()


def _advise(view: Any, rng: random.Random) -> Any:
    from kartenregeln.bots import advise

    return advise(view, ADVICE_WORLDS, rng=rng)


def advice_message(items: Sequence[Advice]) -> dict[str, Any]:
    """The ``advice`` message: the three best actions, what each expects and how often it
    was the best in the worlds imagined."""
    return {
        "type": "advice",
        "items": [
            {"action": str(a.action), "value": round(a.value, 2), "share": round(a.best_share, 2)}
            for a in items[:3]
        ],
    }
