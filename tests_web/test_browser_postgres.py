"""Two server processes on one PostgreSQL database, in Chromium: Anna's page at one
process, Bob's at the other, one game played across the two; then the process that owns
the table is killed with SIGKILL and Bob goes on at his."""

from __future__ import annotations

import time
import urllib.request

import psycopg
from playwright.sync_api import Browser

from kartenregeln import records
from tests_web.conftest import Postgres, Proxy, ServerProcess, free_port
from tests_web.test_browser_restart import position
from tests_web.test_browser_schafkopf import join, open_table, play_until_abrechnung
from tests_web.test_postgres import Player, replayed


def test_two_people_play_across_two_processes(browser: Browser, postgres: Postgres) -> None:
    url = postgres.database()
    a, b = (ServerProcess(url, free_port()) for _ in range(2))
    a.start()
    b.start()
    try:
        anna, table = open_table(browser, a, ["person", "person", "heuristic", "heuristic"], "Anna")
        assert table.startswith(a.url)
        bob = join(browser, table.replace(a.url, b.url), 1, "Bob")  # at the other process
        try:
            play_until_abrechnung([anna, bob])
        except AssertionError as exc:
            servers = f"A's stderr: {a.stderr()}\nB's stderr: {b.stderr()}"
            raise AssertionError(f"{exc}\n{servers}") from exc
        assert anna.read()["abrechnung"] == bob.read()["abrechnung"]
        assert anna.read()["log"] == bob.read()["log"]  # the same events on both pages
        a.kill()  # the owner of the table dies: Bob's process takes it over
        anna.page.wait_for_function(
            "document.getElementById('status').textContent.includes('getrennt')"
        )
        # Bob confirms (again, if his first Enter went to the dead process: a repeat
        # changes nothing); the computer stands in for Anna, who is gone
        end = time.monotonic() + 60
        while True:
            assert time.monotonic() < end, "the next game was not dealt"
            s = bob.read()
            if s["abrechnung"] is None and len(s["hand"]) == 8:
                break
            if s["confirmable"]:
                bob.page.keyboard.press("Enter")
            bob.page.wait_for_timeout(500)
        assert bob.read()["log"][: len(anna.read()["log"])] == anna.read()["log"]
        # and Bob plays on there, his moves taken by the process that owns the table now
        moves = 0
        end = time.monotonic() + 60
        while moves < 2:
            assert time.monotonic() < end, "Bob could not play on"
            if bob.move():
                moves += 1
            else:
                bob.page.wait_for_timeout(60)
    finally:
        a.stop()
        b.stop()


def test_a_match_goes_on_at_the_other_process_after_a_sigkill(
    browser: Browser, postgres: Postgres
) -> None:
    """Anna plays in Chromium through a reverse proxy in front of processes A and B; A owns
    her table and is killed with SIGKILL in the middle of a game. Her page reconnects by
    itself (through the proxy, to B), shows the same position and plays on at B; every
    move of hers is in the store and in the match's record, once, in her order."""
    url = postgres.database()
    a, b = (ServerProcess(url, free_port(), standin=60.0) for _ in range(2))
    a.start()
    b.start()
    proxy = Proxy([a.port, b.port])  # A while it lives, then B
    try:
        anna, table = open_table(browser, proxy, ["person", "heuristic", "heuristic", "heuristic"],
                                 "Anna")  # fmt: skip
        table_id = table.rsplit("/", 1)[1]
        assert set(proxy.served) == {a.port}
        assert proxy.sockets == [a.port]
        anna.page.wait_for_function("document.querySelectorAll('#hand button').length === 8")
        dealt = anna.read()["hand"]
        played: list[str] = []  # her cards, as they left her hand on her page

        def step() -> bool:
            before = anna.read()["hand"]
            if not anna.move():
                return False
            played.extend(c for c in before if c not in anna.read()["hand"])
            return True

        end = time.monotonic() + 90
        while not (len(played) >= 3 and anna.read()["myTurn"]):
            assert time.monotonic() < end, "the game did not come to Anna's fourth card"
            if not step():
                anna.page.wait_for_timeout(60)
        anna.page.wait_for_timeout(300)  # the table waits for Anna: nothing moves
        before, log_before = position(anna), anna.read()["log"]
        assert cards_in_store(url, table_id, dealt) == played  # committed before shown
        a.kill()  # SIGKILL, mid-game, mid-match: B takes the table over
        # offline for a moment (perhaps too short to see), then connected again, at B
        end = time.monotonic() + 20
        while not (proxy.sockets[-1] == b.port and anna.page.inner_text("#status") == "Verbunden"):
            assert time.monotonic() < end, f"not at B: {anna.page.inner_text('#status')}"
            anna.page.wait_for_timeout(100)
        anna.page.wait_for_timeout(300)
        assert position(anna) == before
        assert anna.read()["log"] == log_before  # nothing lost, nothing doubled
        end = time.monotonic() + 90
        while anna.read()["abrechnung"] is None:  # the game to its end, at B
            assert time.monotonic() < end, "the game did not reach the Abrechnung at B"
            if not step():
                anna.page.wait_for_timeout(60)
        assert sorted(played) == sorted(dealt)
        assert cards_in_store(url, table_id, dealt) == played
        room = replayed(url, table_id)  # the stored log: no gap, no double, replays
        assert room.table is not None
        assert room.table.states()[0].is_over
        # the rest of the match by a scripted player with her seat's token, then the record
        token = anna.page.evaluate(f"KR.token({table_id!r})")
        anna.page.context.close()
        rest = Player([b.port], table_id, token, [0])
        rest.start()
        rest.join(240)
        assert rest.result == "over"
        with urllib.request.urlopen(f"{b.url}/api/tables/{table_id}/record", timeout=10) as r:
            record = records.loads(r.read())
        assert isinstance(record, records.MatchRecord)
        first = record.deals[0]
        assert sorted(first.hands[0].split()) == sorted(dealt)
        assert [x for x in first.actions if x in dealt] == played
        assert replayed(url, table_id).finished
    finally:
        proxy.stop()
        a.stop()
        b.stop()


def cards_in_store(url: str, table_id: str, dealt: list[str]) -> list[str]:
    """Seat 0's stored card plays of the first game (the cards of ``dealt``), in order."""
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT action FROM log WHERE table_id = %s AND kind = 'act' AND seat = 0 ORDER BY seq",
            (table_id,),
        ).fetchall()
    return [a for (a,) in rows if a in dealt][: len(dealt)]
