"""Flat memory: a finished room leaves the server once archived, and the lobby pages the
finished tables from the store."""

from __future__ import annotations

import gc
import time
import weakref
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from kartenregeln import records
from kartenregeln.web import create_app
from kartenregeln.web.app import Server

ONE_ROUND = {"game": "schapa", "players": 3, "rounds": [1], "seats": ["person", "random", "random"]}


def finish(client: TestClient, seed: int) -> str:
    """A one-round Schapa match, the person's seat played by the stand-in (nobody is
    connected); returns the table's id once the server has let the room go."""
    server: Server = client.app.state.server  # type: ignore[attr-defined]
    made = client.post("/api/tables", json={**ONE_ROUND, "name": "Anna", "seed": seed}).json()
    room = weakref.ref(server.rooms[made["id"]])
    end = time.monotonic() + 60
    while made["id"] in server.rooms:
        assert time.monotonic() < end, "the match did not end within 60 s"
        time.sleep(0.02)
    for _ in range(100):  # the room's task ends a moment after it left the dict
        gc.collect()
        if room() is None:
            break
        time.sleep(0.02)
    assert room() is None  # nothing holds the finished room any more
    return str(made["id"])


def test_a_finished_room_leaves_memory_and_is_read_from_the_store(tmp_path: Path) -> None:
    app = create_app(tmp_path / "m.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        table_id = finish(client, 1)
        listed = client.get("/api/tables?lang=de").json()
        assert [(t["id"], t["phase"]) for t in listed] == [(table_id, "over")]
        record = records.loads(client.get(f"/api/tables/{table_id}/record").content)
        assert isinstance(record, records.MatchRecord)
        assert record.is_over
        assert client.get(f"/t/{table_id}").status_code == 200
        with client.websocket_connect(f"/ws/{table_id}?lang=de") as ws:
            assert ws.receive_json()["type"] == "archived"
        assert client.get("/api/bestenliste?game=schapa").json()["computers"]
        assert client.post(f"/api/tables/{table_id}/seats/0", json={}).status_code == 404


def test_the_lobby_pages_the_finished_tables_from_the_store(tmp_path: Path) -> None:
    app = create_app(tmp_path / "p.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        done = [finish(client, seed) for seed in range(3)]
        waiting = client.post(
            "/api/tables", json={**ONE_ROUND, "seats": ["person", "person", "random"]}
        ).json()["id"]

        def ids(query: str) -> list[str]:
            return [t["id"] for t in client.get(f"/api/tables{query}").json()]

        # the finished ones oldest first (the lobby shows them newest first), then the open
        assert ids("") == [*done, waiting]
        assert ids("?finished=2") == [done[1], done[2], waiting]
        assert ids("?finished=2&offset=2") == [done[0], waiting]
        assert ids("?finished=0") == [waiting]
        for bad in ("?finished=101", "?finished=-1", "?offset=-3", "?finished=x"):
            r = client.get(f"/api/tables{bad}")
            assert r.status_code == 400
            assert "finished is 0 to 100" in r.json()["error"]


def test_a_restart_keeps_only_the_open_tables_in_memory(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite3"
    app = create_app(db, computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        done = finish(client, 7)
    again = create_app(db)
    with TestClient(again) as client:
        server: Server = client.app.state.server
        assert server.rooms == {}
        assert [t["id"] for t in client.get("/api/tables").json()] == [done]


def test_a_finished_room_is_freed_without_the_cyclic_collector(tmp_path: Path) -> None:
    """Nothing of a room refers back to it in a cycle, so a finished match's states and
    lines leave memory as soon as the server lets the room go, not at some later full
    garbage collection (which let the process's heap grow with the finished matches)."""
    app = create_app(tmp_path / "c.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        server: Server = client.app.state.server
        made = client.post("/api/tables", json={**ONE_ROUND, "name": "Anna", "seed": 4}).json()
        room = weakref.ref(server.rooms[made["id"]])
        gc.disable()
        try:
            end = time.monotonic() + 60
            while made["id"] in server.rooms:
                assert time.monotonic() < end, "the match did not end within 60 s"
                time.sleep(0.02)
            for _ in range(100):  # the room's task ends a moment after it left the dict
                if room() is None:
                    break
                time.sleep(0.02)
            assert room() is None  # freed by its reference count alone
        finally:
            gc.enable()


def test_a_room_keeps_its_newest_lines_and_a_browser_gets_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long match does not grow its room: it keeps at most ``2 * LINES_KEPT`` event
    lines, and a browser that connects late gets the newest ``LINES_KEPT`` of them (here
    with 30 instead of 200, so that one short match lets lines go)."""
    from kartenregeln.web import room as rooms

    kept = 30
    monkeypatch.setattr(rooms, "LINES_KEPT", kept)
    app = create_app(tmp_path / "l.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        server: Server = client.app.state.server
        made = client.post(
            "/api/tables",
            json={
                "game": "schafkopf",
                "games": 8,
                "name": "Anna",
                "seed": 5,
                "seats": ["person", "random", "random", "random"],
            },
        ).json()
        room = server.rooms[made["id"]]
        end = time.monotonic() + 60
        most = 0
        while room.first_line < kept:  # the oldest lines have been let go
            assert time.monotonic() < end, "the match did not get that far"
            assert not room.finished, "the match ended before it had 60 lines"
            most = max(most, len(room.lines))
            time.sleep(0.005)
        with client.websocket_connect(f"/ws/{made['id']}?token={made['token']}&lang=de") as ws:
            first = ws.receive_json()  # sent as she connects, under the room's lock
            assert first["type"] == "state"
            assert len(first["log"]) == kept
            assert first["log"][-1] in {line["de"] for line in room.lines}
        assert most <= 2 * kept
