"""The web app through Starlette's test client: the lobby API, the WebSocket protocol,
forged and malformed messages, stand-ins, the record and the SQLite restore."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from kartenregeln import records
from kartenregeln.errors import KartenregelnError
from kartenregeln.names import long_name, schafkopf_code
from kartenregeln.web import create_app
from kartenregeln.web.room import Connection, Room
from kartenregeln.web.settings import check_settings
from kartenregeln.web.store import LogEntry, Store

Msg = dict[str, Any]
TWO = ["person", "person", "heuristic", "heuristic"]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    app = create_app(tmp_path / "t.sqlite3", computer_delay=0.0, standin_after=60.0)
    with TestClient(app) as c:
        yield c


def room_of(client: TestClient, table_id: str) -> Room:
    room: Room = client.app.state.server.rooms[table_id]  # type: ignore[attr-defined]
    return room


def make(client: TestClient, seats: list[str] = TWO, **extra: Any) -> tuple[str, str]:
    r = client.post("/api/tables", json={"name": "Anna", "seats": seats, "seed": 3, **extra})
    assert r.status_code == 200, r.text
    data = r.json()
    return data["id"], data["token"]


def take(client: TestClient, table_id: str, seat: int, name: str = "Bob") -> str:
    r = client.post(f"/api/tables/{table_id}/seats/{seat}", json={"name": name})
    assert r.status_code == 200, r.text
    token: str = r.json()["token"]
    return token


def until(ws: Any, pred: Callable[[Msg], bool], limit: int = 200) -> Msg:
    for _ in range(limit):
        m: Msg = ws.receive_json()
        if pred(m):
            return m
    raise AssertionError("the expected message never came")


def my_turn(m: Msg) -> bool:
    return bool(m["type"] == "state" and m["state"]["to_move"] == m["state"]["seat"])


# -- the lobby API ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ({"game": "skat"}, "game must be one of"),
        ({"colour": "red"}, "unknown setting 'colour'"),
        ({"seats": ["heuristic"] * 4}, "at least one seat for a person"),
        ({"seats": ["person"]}, "seats lists 4 seats"),
        ({"seats": ["person", "robot", "random", "random"]}, "not 'robot'"),
        ({"clock": 45}, "clock must be one of"),
        ({"game": "schapa", "players": 7}, "players must be one of"),
        ({"game": "schapa", "players": 3, "seats": ["person"] * 3, "rounds": [9]}, "rounds"),
        ({"seed": "x"}, "seed must be an integer"),
    ],
)
def test_bad_settings_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], says: str
) -> None:
    r = client.post("/api/tables", json=body)
    assert r.status_code == 400
    assert says in r.json()["error"]
    assert client.get("/api/tables").json() == []


def test_a_body_that_is_not_json_is_refused(client: TestClient) -> None:
    r = client.post("/api/tables", content=b"{nope")
    assert r.status_code == 400
    assert r.json()["error"] == "the body is not JSON"


def test_seats_the_lobby_lists_and_who_may_take_them(client: TestClient) -> None:
    table_id, _ = make(client)
    listed = client.get("/api/tables").json()
    assert [t["id"] for t in listed] == [table_id]
    assert listed[0]["phase"] == "waiting"
    assert listed[0]["free"] == [1]
    assert client.post(f"/api/tables/{table_id}/seats/2", json={}).status_code == 409  # computer
    assert client.post(f"/api/tables/{table_id}/seats/0", json={}).status_code == 409  # taken
    assert client.post("/api/tables/nope/seats/1", json={}).status_code == 404
    take(client, table_id, 1)
    assert client.get("/api/tables").json()[0]["phase"] == "playing"  # full: it starts
    assert client.post(f"/api/tables/{table_id}/seats/1", json={}).status_code == 409
    assert client.get(f"/t/{table_id}").status_code == 200
    assert client.get("/t/nope").status_code == 404
    assert "<html" in client.get("/").text


# -- the WebSocket ----------------------------------------------------------------------


def test_a_socket_without_a_seat_token_is_closed(client: TestClient) -> None:
    table_id, _ = make(client)
    for query in ("", "?token=forged"):
        with client.websocket_connect(f"/ws/{table_id}{query or chr(63)}&lang=en") as ws:
            m = ws.receive_json()
            assert m == {
                "type": "error",
                "message": "this token holds no seat at the table",
                "fatal": True,
            }
            with pytest.raises(WebSocketDisconnect):
                ws.receive_json()


FORGED = [
    ("not json", "the message is not JSON"),
    ("[1, 2]", "a message is a JSON object"),
    ('{"type": "cheat"}', "unknown message type 'cheat'"),
    ('{"type": "act"}', "an 'act' message needs the action as text"),
    ('{"type": "act", "action": 7}', "an 'act' message needs the action as text"),
    ('{"type": "confirm", "action": "EO"}', "a 'confirm' message has no action"),
    ('{"type": "act", "action": "weiter", "as": 1}', "unknown field 'as'"),
    ('{"type": "act", "action": "weiter", "seat": 1}', "this connection acts for seat 0 only"),
    ('{"type": "act", "action": "' + "x" * 3000 + '"}', "longer than 2000 characters"),
    ('{"type": "act", "action": "ZZZ"}', "cannot parse 'ZZZ'"),
    ('{"type": "act", "action": "EO"}', "EO"),  # a card in the auction: illegal
    ('{"type": "confirm"}', "there is no Abrechnung to confirm now"),
    ('{"type": "start"}', "the game has started"),
]


def test_forged_and_malformed_messages_get_an_error_and_change_nothing(
    client: TestClient,
) -> None:
    table_id, anna = make(client)
    take(client, table_id, 1)
    room = room_of(client, table_id)
    with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
        first = until(ws, my_turn)
        state, seq, lines = room.table.state, room.seq, len(room.lines)  # type: ignore[union-attr]
        for text, says in FORGED:
            ws.send_text(text)
            m = until(ws, lambda m: m["type"] == "error")
            assert says in m["message"], (text, m)
            assert room.table.state is state  # type: ignore[union-attr]
            assert (room.seq, len(room.lines)) == (seq, lines)
        ws.send_bytes(b'{"type": "act", "action": "weiter"}')
        assert until(ws, lambda m: m["type"] == "error")["message"] == (
            "messages are JSON text, not binary frames"
        )
        assert room.table.state is state  # type: ignore[union-attr]
        # the same socket's proper message still works, from the same position
        assert "weiter" in first["state"]["view"]["legal_actions"]
        ws.send_json({"type": "act", "action": "weiter"})
        after = until(ws, lambda m: m["type"] == "state" and m["state"]["to_move"] != 0)
        assert after["state"]["view"]["history"][0] == "weiter"
        assert room.seq == seq + 1


def test_a_browser_cannot_act_for_another_seat(client: TestClient) -> None:
    table_id, anna = make(client)
    bob = take(client, table_id, 1)
    room = room_of(client, table_id)
    with (
        client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as a,
        client.websocket_connect(f"/ws/{table_id}?lang=en&token={bob}") as b,
    ):
        until(a, my_turn)
        state = room.table.state  # type: ignore[union-attr]
        b.send_json({"type": "act", "action": "weiter"})  # it is Anna's turn
        assert until(b, lambda m: m["type"] == "error")["message"] == (
            "it is not seat 1's turn but seat 0's"
        )
        b.send_json({"type": "act", "action": "weiter", "seat": 0})
        assert "acts for seat 1 only" in until(b, lambda m: m["type"] == "error")["message"]
        assert room.table.state is state  # type: ignore[union-attr]
        a.send_json({"type": "act", "action": "weiter"})  # Anna herself may
        until(b, my_turn)
        assert str(room.table.state.history[0]) == "weiter"  # type: ignore[union-attr]
        assert room.lines[-1]["de"] == "Sitz 0 (Anna) sagt weiter"


def test_each_socket_gets_only_its_own_cards(client: TestClient) -> None:
    table_id, anna = make(client)
    bob = take(client, table_id, 1)
    room = room_of(client, table_id)
    hands = [room.table.state.hand(s) for s in range(4)]  # type: ignore[union-attr]
    for seat, token in ((0, anna), (1, bob)):
        with client.websocket_connect(f"/ws/{table_id}?lang=en&token={token}") as ws:
            m = ws.receive_json()
            text = json.dumps(m, ensure_ascii=False)
            assert len(m["state"]["view"]["hand"]) == 8
            for other in range(4):
                if other == seat:
                    continue
                for card in hands[other]:
                    assert f'"{schafkopf_code(card)}"' not in text
                    assert long_name(card, "de", "bavarian") not in text


def test_start_plays_free_seats_by_the_computer_and_the_person_takes_it_back(
    tmp_path: Path,
) -> None:
    app = create_app(tmp_path / "s.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        table_id, anna = make(client, ["person", "person", "person", "heuristic"])
        room = room_of(client, table_id)
        with client.websocket_connect(f"/ws/{table_id}?token={anna}") as ws:
            m = ws.receive_json()
            assert m["state"]["phase"] == "waiting"
            ws.send_json({"type": "start"})
            m = until(ws, my_turn)
            seats = m["state"]["seats"]
            assert [s["standin"] for s in seats] == [False, True, True, False]
            ws.send_json({"type": "act", "action": "weiter"})
            # the stand-ins bid for seats 1 and 2
            m = until(ws, lambda m: m["type"] == "state" and len(m["state"]["bids"]) >= 4)
            assert m["state"]["bids"][1].startswith("Sitz 1 (Sitz 1) sagt")
            assert room.seq >= 3  # Anna's bid and the stand-ins' bids are in the log
            bob = take(client, table_id, 1)
            with client.websocket_connect(f"/ws/{table_id}?lang=en&token={bob}") as b:
                got = b.receive_json()
                assert got["state"]["seats"][1]["standin"] is False
                assert got["state"]["seats"][1]["name"] == "Bob"


def test_pause_and_resume_and_advice(client: TestClient) -> None:
    table_id, anna = make(client, ["person", "heuristic", "heuristic", "heuristic"], clock=60)
    with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
        m = until(ws, my_turn)
        assert m["state"]["clock"]["bedenkzeit"] == 60
        assert 55 < m["state"]["clock"]["left"] <= 60
        ws.send_json({"type": "advice"})
        advice = until(ws, lambda m: m["type"] == "advice")
        assert {a["action"] for a in advice["items"]} <= set(m["state"]["view"]["legal_actions"])
        ws.send_json({"type": "pause"})  # in a game: it begins at the Abrechnung
        m = until(ws, lambda m: m["type"] in ("state", "error"))
        assert m["type"] == "state"
        assert m["state"]["paused"] is False
        ws.send_json({"type": "resume"})  # takes the wish back
        until(ws, lambda m: m["type"] == "state")
        ws.send_json({"type": "resume"})
        assert until(ws, lambda m: m["type"] == "error")["message"] == "there is no pause to end"


def test_the_record_only_when_the_match_is_over_and_no_seed_ever(tmp_path: Path) -> None:
    # nobody takes the person seat: the computer plays the whole (one-round) match
    app = create_app(tmp_path / "rec.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        assert client.get("/api/tables/nope/record").status_code == 404
        table_id, anna = make(client, ["person"] * 3, game="schapa", players=3, rounds=[1])
        room = room_of(client, table_id)
        # the seed deals every card: neither the lobby nor a page may show it
        assert "seed" not in client.get("/api/tables").json()[0]["settings"]
        with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
            first = ws.receive_json()
            assert "seed" not in first["state"]["settings"]
            ws.send_json({"type": "start"})  # the computer plays the two free seats
            until(ws, lambda m: m["type"] == "state" and m["state"]["phase"] != "waiting")
            # a running match's record would show the hands as dealt: refused
            r = client.get(f"/api/tables/{table_id}/record")
            assert r.status_code == 409
            assert r.json()["error"] == "the record is there when the match is over"
        deadline = time.monotonic() + 30
        while not room.finished and time.monotonic() < deadline:
            time.sleep(0.05)
        assert room.finished
        r = client.get(f"/api/tables/{table_id}/record")
        assert r.status_code == 200
        assert "attachment" in r.headers["content-disposition"]
        record = records.loads(r.content)
        assert isinstance(record, records.MatchRecord)
        assert record.is_over
        assert record.names[0] == "Anna"
        assert record.totals == room.table.match.totals  # type: ignore[union-attr]


def test_a_new_server_on_the_same_database_restores_every_table(tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite3"
    store = Store(db)
    settings = check_settings({"seats": TWO, "seed": 5, "clock": 30, "computer_delay": 0})
    room = Room("abc", settings, store, standin_after=60.0)
    store.create("abc", 0.0, settings)
    room.sit(0, "Anna")
    room.sit(1, "Bob")
    waiting = Room("def", settings, store)
    store.create("def", 1.0, settings)
    waiting.sit(0, "Cem")
    table = room.table
    assert table is not None
    for _ in range(20):  # the auction and some cards, by both people (and a refusal)
        room.step()
        seat = table.waiting_for()[0]
        with pytest.raises(KartenregelnError):
            room.perform("act", 1 - seat, "weiter")
        room.perform("act", seat, str(table.state.legal_actions()[-1]))
    store.close()
    app = create_app(db, computer_delay=2.0, standin_after=60.0)  # the table keeps its own
    with TestClient(app) as client:
        restored = room_of(client, "abc")
        assert restored.table is not None
        assert restored.table.state == table.state
        assert restored.table.now == table.now  # the clock goes on from where it was
        assert restored.lines == room.lines
        assert restored.seq == room.seq
        assert (restored.names, restored.tokens) == (room.names, room.tokens)
        assert room_of(client, "def").table is None  # still waiting for a second person
        assert room_of(client, "def").names == {0: "Cem"}
        with client.websocket_connect(f"/ws/abc?token={room.tokens[0]}") as a:
            m = a.receive_json()
            assert m["state"]["view"]["hand"] == room_view_hand(room, 0)


def room_view_hand(room: Room, seat: int) -> list[str]:
    from kartenregeln.web._view import view_json

    assert room.table is not None
    hand: list[str] = view_json(room.table.view(seat))["hand"]
    return hand


def test_a_table_whose_log_does_not_replay_is_reported_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "bad.sqlite3"
    store = Store(db)
    settings = check_settings({"seats": TWO, "seed": 5, "computer_delay": 0})
    store.create("bad", 0.0, settings)
    store.sit("bad", 0, "Anna", "t0")
    store.sit("bad", 1, "Bob", "t1")
    store.start("bad")
    store.append("bad", LogEntry(1, 0.5, "act", 0, "EO"))  # a card in the auction
    store.close()
    with TestClient(create_app(db)) as client:
        assert client.get("/api/tables").json() == []
    err = capsys.readouterr().err
    assert "table bad could not be restored and stays in the database untouched" in err
    assert "IllegalActionError" in err
    assert [t.id for t in Store(db).tables()] == ["bad"]


def test_a_person_who_leaves_is_replaced_and_takes_the_seat_back(tmp_path: Path) -> None:
    app = create_app(tmp_path / "l.sqlite3", computer_delay=0.0, standin_after=0.0)
    seats = ["person", "heuristic", "heuristic", "heuristic"]
    with TestClient(app) as client:
        table_id, anna = make(client, seats)
        room = room_of(client, table_id)
        with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
            until(ws, my_turn)  # the table waits for Anna
            assert room.table is not None
            before = room.table.state
        # Anna is gone: the computer plays for her (the match goes on without her; the
        # game may even end and the next one start before we look again)
        deadline = time.monotonic() + 10
        while room.table.state is before and time.monotonic() < deadline:
            time.sleep(0.02)
        assert room.table.state is not before, "nobody played for the absent person"
        assert room.standing_in(0)
        with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
            m = ws.receive_json()
            assert m["state"]["seats"][0]["standin"] is False  # her seat again
            assert m["state"]["seats"][0]["name"] == "Anna"
            assert not room.standing_in(0)


def test_the_bedenkzeit_runs_out_and_a_restart_keeps_the_clock(tmp_path: Path) -> None:
    now = [0.0]

    def clock() -> float:
        return now[0]

    db = tmp_path / "c.sqlite3"
    store = Store(db)
    seats = ["person", "heuristic", "heuristic", "heuristic"]
    settings = check_settings({"seats": seats, "seed": 2, "clock": 30, "computer_delay": 0})
    store.create("c", 0.0, settings)
    room = Room("c", settings, store, clock=clock, standin_after=1000.0)
    room.sit(0, "Anna")
    room.connect(Connection(lambda m: None, 0, "de"))
    room.step()
    assert room.table is not None
    assert room.table.waiting_for() == (0,)
    now[0] = 29.0
    assert not room.step()  # still her Bedenkzeit: nothing happens, nothing is written
    now[0] = 30.0
    assert room.step()
    assert room.lines[-1]["de"].startswith("Sitz 0 (Anna): Bedenkzeit abgelaufen")
    store.close()
    # the server restarts 1000 s later: the grace goes on from where it was
    now[0] = 1000.0
    store = Store(db)
    again = Room.restore(next(store.tables()), store, clock=clock, standin_after=1000.0)
    assert again.table is not None
    again.connect(Connection(lambda m: None, 0, "de"))
    assert again.table.deadline == 40.0
    assert again.next_due() == 40.0
    assert again.now() == 30.0
    now[0] = 1009.9
    assert not again.step()
    now[0] = 1010.0
    assert again.step()  # the grace is over: the computer plays for Anna
    taken = [line["de"] for line in again.lines if line["de"].startswith("Der Computer spielt")]
    assert taken == ["Der Computer spielt für Sitz 0 (Anna)"]


def test_a_schafkopf_table_of_three(client: TestClient) -> None:
    """Schafkopf zu dritt through the API: three seats, eight cards, no Rufspiel."""
    table_id, anna = make(client, ["person", "person", "heuristic"], players=3)
    bob = take(client, table_id, 1)
    table = room_of(client, table_id).table
    assert table is not None
    assert table.num_seats == 3
    assert table.total == 9
    with client.websocket_connect(f"/ws/{table_id}?lang=en&token={anna}") as ws:
        m = ws.receive_json()
        view = m["state"]["view"]
        assert len(view["hand"]) == 8
        assert view["rules"]["players"] == 3
        assert len(view["render"]["tricks_taken"]) == 3
    assert bob
    r = client.post(
        "/api/tables", json={"name": "A", "seats": ["person"] * 3, "players": 3, "games": 8}
    )
    assert r.status_code == 400
    assert "games must be one of 9, 12, 18, 24" in r.json()["error"]


@pytest.mark.parametrize(
    ("body", "face", "title", "head", "taken"),
    [
        ({}, "bavarian", "Schafkopf", "Spiel 1 von ", "Augen bisher"),
        ({"game": "schapa"}, "french", "Schapa", "Runde 1 von 8: ", "Punkte bisher"),
    ],
)
def test_the_page_gets_the_sentences_of_the_shared_narration(
    client: TestClient, body: dict[str, Any], face: str, title: str, head: str, taken: str
) -> None:
    """The page is sent the words it shows, from the narration both frontends share, so
    the page itself need not know which game it shows."""
    table_id, anna = make(client, ["person", "heuristic", "heuristic", "heuristic"], **body)
    with client.websocket_connect(f"/ws/{table_id}?token={anna}&lang=de") as ws:
        m = until(ws, lambda m: m["type"] == "state" and m["state"]["phase"] == "playing")
        page = m["state"]
    assert (page["face"], page["title"], page["taken_word"]) == (face, title, taken)
    assert page["deal_head"].startswith(head)
    room = room_of(client, table_id)
    assert page["last_trick_line"] == room.narrator("de").last_trick_text()
    assert ("bids" in page) == (face == "bavarian")


def test_the_page_gets_refusals_the_abrechnung_table_and_the_pause(tmp_path: Path) -> None:
    """What the page shows of issue #32: why a card cannot be played (in the rules' German
    words), the Abrechnung as a table, and the pause with its time left."""
    app = create_app(tmp_path / "p.sqlite3", computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        table_id, anna = make(client, TWO)
        take(client, table_id, 1)  # Bob never comes: the computer plays for him
        with client.websocket_connect(f"/ws/{table_id}?lang=de&token={anna}") as ws:
            refused: dict[str, str] = {}
            acted: Any = None
            asked = False
            while True:
                m = until(ws, lambda m: m["type"] == "state" and m["state"]["started"])
                s = m["state"]
                if "abrechnung" in s:
                    break
                if s["phase"] != "playing" or s["to_move"] != 0:
                    continue
                if not asked:  # asked for during the game: it begins at the Abrechnung
                    ws.send_json({"type": "pause"})
                    m = until(ws, lambda m: m["type"] == "state")
                    assert m["state"]["pause"] == {"by": None, "wanted": 0, "left": None}
                    asked = True
                    s = m["state"]
                hand = s["view"]["hand"]
                legal = s["view"]["legal_actions"]
                key = (tuple(hand), tuple(s.get("bids", ())), str(s["view"]["render"]["trick"]))
                if key == acted:  # the same position told again: acted on already
                    continue
                # every card of the hand that cannot be played has its reason, no other
                assert set(s["refusals"]) == {c for c in hand if c not in legal}
                refused.update(s["refusals"])
                ws.send_json({"type": "act", "action": legal[0]})
                acted = key
            if s["pause"]["by"] is None:
                s = until(ws, lambda m: m["type"] == "state" and m["state"]["paused"])["state"]
    # spoken to the player: "du musst Schellen bedienen"
    assert any(why.startswith("du musst ") for why in refused.values()), refused
    assert s["pause"]["by"] == 0
    assert 100 < s["pause"]["left"] <= 120  # two people: the two minutes run down
    table = s["abrechnung"]["table"]
    assert table["title"] == "Spiel 1"
    assert table["columns"] == ["Augen", "Spiel", "Stand"]
    assert [r["seat"] for r in table["rows"]] == [0, 1, 2, 3]
    money = [int(r["cells"][1]) for r in table["rows"]]
    assert sum(money) == 0
    assert [int(r["cells"][2]) for r in table["rows"]] == s["bilanz"]
    facts = dict(table["facts"])
    if "Schneider" in facts:  # a game with a declarer
        assert facts["Schneider"] in ("ja", "nein")
        assert facts["Schwarz"] in ("ja", "nein")
        assert "Laufende" in facts
        assert sum(int(r["cells"][0]) for r in table["rows"]) == 120
