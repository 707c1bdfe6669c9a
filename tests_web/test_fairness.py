"""Fair to every table: a connection's limits, refusals that answer only their sender,
repeats that change and store nothing, and the page built once per state."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from kartenregeln.table import Phase
from kartenregeln.web import create_app
from kartenregeln.web import page as page_module
from kartenregeln.web.limits import Limits
from kartenregeln.web.room import Connection, Room
from kartenregeln.web.settings import check_settings
from kartenregeln.web.store import Store

Msg = dict[str, Any]
TWO = ["person", "person", "random", "random"]


def run(coro: Coroutine[Any, Any, None]) -> None:
    """Run ``coro`` in an event loop of its own thread (the browser tests' Playwright
    keeps an event loop running in the main thread)."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, coro).result()


class Inbox:
    """A browser's connection that keeps what the room sends it."""

    def __init__(self, seat: int, lang: str = "en") -> None:
        self.got: list[Msg] = []
        self.conn = Connection(self.send, seat, lang)

    async def send(self, message: Msg) -> None:
        self.got.append(json.loads(json.dumps(message)))

    def take(self) -> list[Msg]:
        out, self.got = self.got, []
        return out


def two_people(tmp_path: Path, game: str = "schafkopf", **extra: Any) -> tuple[Room, Store]:
    store = Store(tmp_path / "f.sqlite3")
    seats = TWO if game == "schafkopf" else ["person", "person", "random"]
    settings = check_settings({"game": game, "players": len(seats), "seats": seats, "seed": 5,
                               "computer_delay": 0, **extra})  # fmt: skip
    store.create("f", 0.0, settings)
    room = Room("f", settings, store, standin_after=10**6)
    room.sit(0, "Anna")
    room.sit(1, "Bob")
    return room, store


def to_abrechnung(room: Room, rng: random.Random) -> None:
    table = room.table
    assert table is not None
    for _ in range(500):
        room.step()
        if table.phase is Phase.ABRECHNUNG:
            return
        for seat in table.waiting_for():
            room.perform("act", seat, str(rng.choice(table.view(seat).legal_actions)))
    raise AssertionError("no Abrechnung")


@pytest.mark.parametrize("game", ["schafkopf", "schapa"])
def test_twenty_repeated_confirms_store_one_row(tmp_path: Path, game: str) -> None:
    room, store = two_people(tmp_path, game)
    to_abrechnung(room, random.Random(game))
    anna, bob = Inbox(0), Inbox(1)
    confirm = json.dumps({"type": "confirm"})

    async def send_them() -> None:
        room.connect(anna.conn)
        room.connect(bob.conn)
        for _ in range(20):
            await room.receive(anna.conn, confirm)

    run(send_them())
    rows = [e for e in next(store.tables()).log if e.kind == "confirm" and e.seat == 0]
    assert len(rows) == 1
    assert room.table is not None
    assert room.table.waiting_for() == (1,)  # Bob has still to confirm
    assert len(bob.take()) == 1  # told once, of the one change
    got = anna.take()
    assert [m["type"] for m in got] == ["state"] * 20  # each repeat: her own page again
    assert all(m["state"]["abrechnung"]["confirmed"] for m in got)
    store.close()


def test_a_repeated_pause_changes_nothing(tmp_path: Path) -> None:
    room, store = two_people(tmp_path)
    assert room.perform("pause", 0) is True
    seq = room.seq
    assert room.perform("pause", 0) is False
    assert room.seq == seq
    assert room.perform("pause", 1) is True  # another seat asking is a change
    store.close()


def test_a_refused_move_answers_only_its_sender(tmp_path: Path) -> None:
    room, store = two_people(tmp_path)
    assert room.table is not None
    anna, bob = Inbox(0), Inbox(1)
    room.connect(anna.conn)
    room.connect(bob.conn)
    mover = room.table.state.to_move
    other = bob if mover == 0 else anna
    seq = room.seq
    run(room.receive(other.conn, json.dumps({"type": "act", "action": "weiter"})))
    assert [m["type"] for m in other.take()] == ["error"]
    assert (anna if other is bob else bob).take() == []
    assert room.seq == seq
    store.close()


def test_the_page_is_built_once_per_state_and_its_clock_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [0.0]
    store = Store(tmp_path / "c.sqlite3")
    settings = check_settings({"seats": ["person", "random", "random", "random"], "seed": 2,
                               "computer_delay": 0, "clock": 30})  # fmt: skip
    store.create("c", 0.0, settings)
    room = Room("c", settings, store, clock=lambda: now[0])
    room.sit(0, "Anna")
    room.step()
    built = []
    real = page_module.page_model

    def counting(*args: Any) -> dict[str, Any]:
        built.append(args[1:])
        return real(*args)

    monkeypatch.setattr(page_module, "page_model", counting)
    first = room.page(0, "de")
    now[0] += 4.0
    again = room.page(0, "de")
    assert built == [(0, "de")]  # built once for this state
    assert again["view"] == first["view"]
    assert again["refusals"] == first["refusals"]
    assert again["clock"]["left"] == pytest.approx(first["clock"]["left"] - 4.0)
    room.page(0, "en")
    assert built == [(0, "de"), (0, "en")]
    assert room.table is not None
    room.perform("act", 0, str(room.table.view(0).legal_actions[0]))
    room.page(0, "de")
    assert len(built) == 3  # a new state: a new page
    store.close()


def test_a_flooding_connection_is_refused_then_closed(tmp_path: Path) -> None:
    limits = Limits(rate=5.0, burst=5, queue=2, close_after=10, window=10.0)
    app = create_app(tmp_path / "t.sqlite3", computer_delay=0.0, limits=limits)
    with TestClient(app) as client:
        made = client.post("/api/tables", json={"name": "Anna", "seats": TWO}).json()
        with client.websocket_connect(f"/ws/{made['id']}?token={made['token']}&lang=en") as ws:
            assert ws.receive_json()["type"] == "state"
            for _ in range(200):
                ws.send_text(json.dumps({"type": "act", "action": "EO"}))
            got: list[Msg] = []
            code = None
            for _ in range(1000):
                try:
                    got.append(ws.receive_json())
                except WebSocketDisconnect as exc:
                    code = exc.code
                    break
    assert code == 1008
    over = [m for m in got if "too many messages: at most 5 a second" in m.get("message", "")]
    assert len(over) == 10  # refused, each with a reason, until the limit closed it
    assert all(m["retry_after"] > 0 for m in over)  # not taken: when to send again
    # those let through got the room's answer: the game has not started
    assert any("has not started" in m.get("message", "") for m in got)


def test_a_person_at_human_pace_is_never_limited(tmp_path: Path) -> None:
    app = create_app(tmp_path / "t.sqlite3", computer_delay=0.0)
    with TestClient(app) as client:
        made = client.post("/api/tables", json={"name": "Anna", "seats": TWO}).json()
        with client.websocket_connect(f"/ws/{made['id']}?token={made['token']}&lang=en") as ws:
            assert ws.receive_json()["type"] == "state"
            for _ in range(30):  # a burst of 30 keys: within the default burst of 40
                ws.send_text(json.dumps({"type": "pause"}))
                message = ws.receive_json()
                assert "too many" not in message.get("message", "")


def test_the_static_site_handles_messages_as_the_server_does() -> None:
    """`kartenregeln site`'s worker hands the page's messages to the same
    `Room.receive`: a refusal answers with the error alone, the advice comes from the
    room's search, and a message that changes the room brings the new page."""
    from kartenregeln.web.local import LocalTable

    t = LocalTable()
    t.new({"game": "schafkopf", "seats": ["person", "random", "random", "random"],
           "seed": 7, "computer_delay": 0}, "Vroni")  # fmt: skip
    first = t.connect("en")[0]
    state = first["state"]
    assert state["to_move"] == 0
    refused = t.message(json.dumps({"type": "act", "action": "no such action"}))
    assert [m["type"] for m in refused] == ["error"]
    garbage = t.message("{nope")
    assert garbage == [{"type": "error", "message": "the message is not JSON"}]
    advice = t.message(json.dumps({"type": "advice"}))
    assert [m["type"] for m in advice] == ["advice"]
    assert advice[0]["items"][0]["action"] in state["view"]["legal_actions"]
    moved = t.message(json.dumps({"type": "act", "action": state["view"]["legal_actions"][0]}))
    assert [m["type"] for m in moved] == ["state"]
    assert moved[0]["log"]
