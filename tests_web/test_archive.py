"""Finished tables archived (no replay at start-up), the Bestenliste, the card pictures,
hostile JSON over the socket, German refusals, advice only alone against the computer."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from starlette.testclient import TestClient

from kartenregeln import records
from kartenregeln.web import create_app
from kartenregeln.web.archive import BONUS
from kartenregeln.web.messages import MessageError, parse_message
from kartenregeln.web.room import Connection, Room
from kartenregeln.web.store import Store
from kartenregeln.web.words import say
from tests_web.test_app import client as client
from tests_web.test_app import make, room_of, take, until


def finish_one(tmp_path: Path, name: str = "Anna") -> tuple[Path, str, Room]:
    """A one-round Schapa match of three, played to the end by the computer."""
    db = tmp_path / "a.sqlite3"
    app = create_app(db, computer_delay=0.0, standin_after=0.0)
    with TestClient(app) as client:
        r = client.post(
            "/api/tables",
            json={"name": name, "game": "schapa", "players": 3, "rounds": [1], "seed": 4,
                  "seats": ["person", "random", "person"]},
        )  # fmt: skip
        table_id, token = r.json()["id"], r.json()["token"]
        room = room_of(client, table_id)
        with client.websocket_connect(f"/ws/{table_id}?token={token}") as ws:
            ws.receive_json()
            ws.send_json({"type": "start"})
            until(ws, lambda m: m["type"] == "state" and m["state"]["phase"] != "waiting")
        end = time.monotonic() + 60
        while not room.finished:
            assert time.monotonic() < end
            time.sleep(0.05)
    return db, table_id, room


def test_a_finished_match_is_archived_and_not_replayed(tmp_path: Path) -> None:
    db, table_id, room = finish_one(tmp_path)
    assert room.table is not None
    totals = room.table.match.totals
    store = Store(db)
    assert [t.id for t in store.tables()] == []  # nothing left to replay
    archived = list(store.archived())
    assert [a.id for a in archived] == [table_id]
    assert archived[0].summary["final"]["de"][0].strip() == "Endstand"
    # the Bestenliste: each seat's total plus the placement bonus (30/15/5)
    board = store.leaderboard()
    people = {r["name"]: r for r in board if r["person"]}
    computers = {r["name"]: r for r in board if not r["person"]}
    assert set(people) == {"Anna"}
    # by strength; seat 2 is a person seat nobody took: the stand-in's strength played it
    assert set(computers) == {"computer:random", "computer:heuristic"}
    places = [1 + sum(t > mine for t in totals) for mine in totals]
    assert people["Anna"]["total"] == totals[0]
    assert people["Anna"]["bonus"] == (BONUS[places[0] - 1] if places[0] <= 3 else 0)
    assert people["Anna"]["points"] == totals[0] + people["Anna"]["bonus"]
    assert store.leaderboard(since=time.time() + 3600) == []
    assert store.leaderboard(game="schapa") == board
    assert store.leaderboard(game="schafkopf") == []
    store.close()
    # a new server reads the archive: the lobby, the record and a returning browser
    with TestClient(create_app(db)) as client:
        listed = client.get("/api/tables?lang=de").json()
        assert [(t["id"], t["phase"]) for t in listed] == [(table_id, "over")]
        assert listed[0]["seats"][1]["name"] == "Computer 1, zufällig"
        record = records.loads(client.get(f"/api/tables/{table_id}/record").content)
        assert isinstance(record, records.MatchRecord)
        assert record.is_over
        assert client.get(f"/t/{table_id}").status_code == 200
        with client.websocket_connect(f"/ws/{table_id}?lang=de") as ws:
            m = ws.receive_json()
            assert m["type"] == "archived"
            assert any("Anna" in line for line in m["final"])
        best = client.get("/api/bestenliste?game=schapa&period=today").json()
        assert (best["game"], best["period"]) == ("schapa", "today")
        assert [r["name"] for r in best["people"]] == ["Anna"]
        assert len(best["computers"]) == 2
        de = client.get("/api/bestenliste?game=schapa&lang=de").json()["computers"]
        assert {r["name"] for r in de} == {"Computer, zufällig", "Computer, mittel"}
        # one Bestenliste per game: Schapa's points are not on Schafkopf's (the default)
        sk = client.get("/api/bestenliste").json()
        assert (sk["game"], sk["people"], sk["computers"]) == ("schafkopf", [], [])
        assert client.get("/api/bestenliste?period=year").status_code == 400
        assert client.get("/api/bestenliste?game=skat").status_code == 400


def test_a_finished_table_of_an_older_database_is_archived_at_start(tmp_path: Path) -> None:
    db, table_id, _ = finish_one(tmp_path)
    store = Store(db)
    store._db.execute("DELETE FROM archive")  # as a database written before the archive
    store._db.execute("DELETE FROM scores")
    assert [t.id for t in store.tables()] == [table_id]
    store.close()
    with TestClient(create_app(db)):
        pass
    store = Store(db)
    assert [a.id for a in store.archived()] == [table_id]
    assert {r["name"] for r in store.leaderboard() if r["person"]} == {"Anna"}


def test_card_pictures_deck_words_favicon_and_the_pages(client: TestClient) -> None:
    r = client.get("/cards/bavarian/EO.svg?lang=de")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("image/svg+xml")
    assert 'aria-label="Eichel-Ober"' in r.text
    assert 'aria-label="Kreuz-Dame"' in client.get("/cards/french/EO.svg?lang=de").text
    assert 'aria-label="Ten of Hearts"' in client.get("/cards/french/10H.svg").text
    assert client.get("/cards/french/XX.svg").status_code == 404
    assert client.get("/cards/klingon/EO.svg").status_code == 404
    assert client.get("/cards/french/" + "A" * 50 + ".svg").status_code == 404
    words = client.get("/api/deck?lang=de").json()
    assert ["Gras-Sau", "Pik-Ass"] in words["pairs"]
    assert ["Schellen", "Karo"] in words["words"]
    assert client.get("/favicon.ico").headers["content-type"].startswith("image/svg+xml")
    assert "Bestenliste" in client.get("/bestenliste").text


def test_the_bavarian_deck_is_drawn_as_the_bavarian_deck(client: TestClient) -> None:
    """Issue #32: the Ober, Unter and König as figures, the Sau with its big suit and no
    "A", the Zehn with its X; 32 light pictures, all different."""
    pictures = {
        s + r: client.get(f"/cards/bavarian/{s}{r}.svg?lang=de").text
        for s in "EGHS"
        for r in ("A", "Z", "K", "O", "U", "9", "8", "7")
    }
    assert len(set(pictures.values())) == 32
    assert all(len(p) < 4000 for p in pictures.values())  # light: loaded at once
    for s, suit in zip("EGHS", ("Eichel", "Gras", "Herz", "Schellen"), strict=True):
        sau = pictures[s + "A"]
        assert f'aria-label="{suit}-Sau"' in sau
        assert ">Sau</text>" in sau
        assert ">A<" not in sau
        assert ">X</text>" in pictures[s + "Z"]
        for rank in "KOU":  # a figure: a head (a circle filled with skin)
            assert 'fill="#f3d2b5"' in pictures[s + rank]
        assert "<path" in pictures[s + "K"]
        assert 'fill="#f3d2b5"' not in pictures[s + "9"]
    # the French deck is still the library's four colours
    assert 'fill="#f3d2b5"' not in client.get("/cards/french/QC.svg").text
    assert "/bestenliste" in client.get("/static/lobby.html").text


def test_deeply_nested_json_gets_an_error_and_the_socket_stays_open(
    client: TestClient,
) -> None:
    table_id, anna = make(client, ["person", "heuristic", "heuristic", "heuristic"])
    with client.websocket_connect(f"/ws/{table_id}?lang=de&token={anna}") as ws:
        until(ws, lambda m: m["type"] == "state")
        for text in ("[" * 1000 + "]" * 1000, '{"type": ' + "[" * 600, '{"a":' * 390):
            ws.send_text(text)
            m = until(ws, lambda m: m["type"] == "error")
            assert m["message"] in (
                "Die Nachricht ist zu tief verschachtelt.",
                "Die Nachricht ist kein JSON.",
            )
        ws.send_json({"type": "confirm"})  # still open, still answering, in German
        m = until(ws, lambda m: m["type"] == "error")
        assert m["message"] == "Es gibt jetzt keine Abrechnung zu bestätigen."


@given(st.text(alphabet='[]{}"\\:,a1 ', max_size=300))
def test_any_bracket_soup_is_a_message_or_refused(text: str) -> None:
    try:
        kind, _ = parse_message(text, None, 0)
    except MessageError as exc:
        reason = str(exc)
        kind = ""
    else:
        reason = ""
    assert reason or kind in ("act", "confirm", "pause", "resume", "advice", "start")


def test_german_pages_get_german_refusals_and_computer_names(client: TestClient) -> None:
    table_id, _ = make(client)
    r = client.post(f"/api/tables/{table_id}/seats/0?lang=de", json={})
    assert r.json()["error"] == "Sitz 0 ist besetzt."
    assert client.post("/api/tables?lang=de", json={"game": "skat"}).json()["error"] == (
        "Ungültige Einstellung: game."
    )
    names = [s["name"] for s in client.get("/api/tables?lang=de").json()[0]["seats"]]
    assert names[2:] == ["Computer 2, mittel", "Computer 3, mittel"]
    bob = take(client, table_id, 1)
    with client.websocket_connect(f"/ws/{table_id}?lang=de&token={bob}") as ws:
        m = until(ws, lambda m: m["type"] == "state" and m["state"]["phase"] == "playing")
        assert m["state"]["seats"][2]["name"] == "Computer 2, mittel"
        if m["state"]["to_move"] != 1:
            ws.send_json({"type": "act", "action": "weiter"})
            m = until(ws, lambda m: m["type"] == "error")
            assert m["message"].startswith("Sitz 1 ist nicht am Zug, sondern Sitz ")
        # two people at the table: no advice (as Speedschafkopf: only alone)
        ws.send_json({"type": "advice"})
        m = until(ws, lambda m: m["type"] == "error")
        assert m["message"] in (
            "Einen Rat gibt es, wenn du am Zug bist.",
            "Einen Rat gibt es nur, wenn eine Person allein gegen den Computer spielt.",
        )


@pytest.mark.parametrize(
    "reason",
    ["it is not seat 1's turn but seat 0's", "seat 2 is taken", "there is no pause to end",
     "the message is not JSON", "unknown field 'x'", "something nobody wrote yet",
     "seat 0 cannot play 'EO': seat 0 must follow trump",
     "cannot parse 'blah': not an action: expected weiter, spiele"],
)  # fmt: skip
def test_say_never_leaves_english_on_a_german_page(reason: str) -> None:
    german = say(reason, "de")
    assert german != reason
    assert not {"the", "is", "seat", "not"} & set(german.lower().replace(".", "").split())
    assert say(reason, "en") == reason


def test_the_abrechnung_says_when_it_goes_on_by_itself(tmp_path: Path) -> None:
    from kartenregeln.web.page import page_model
    from kartenregeln.web.settings import check_settings

    store = Store(tmp_path / "c.sqlite3")
    settings = check_settings(
        {"seats": ["person", "random", "random", "random"], "clock": 30, "seed": 2,
         "computer_delay": 0.0}
    )  # fmt: skip
    now = [0.0]
    room = Room("c", settings, store, standin_after=0.0, clock=lambda: now[0])
    store.create("c", 0.0, settings)
    room.connect(Connection(lambda m: None, 0, "de"))  # Anna is there and plays
    room.start()
    table = room.table
    assert table is not None
    while table.phase.value == "playing":
        now[0] += 1.0
        if 0 in table.waiting_for():
            room.perform("act", 0, str(table.view(0).legal_actions[0]))
        else:
            room.step()
    page = page_model(room, 0, "de")
    assert page["abrechnung"]["continues_in"] is not None
    assert 0 < page["abrechnung"]["continues_in"] <= 10 + 30
    store.close()
