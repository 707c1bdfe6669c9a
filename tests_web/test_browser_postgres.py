"""Two server processes on one PostgreSQL database, in Chromium: Anna's page at one
process, Bob's at the other, one game played across the two; then the process that owns
the table is killed with SIGKILL and Bob goes on at his."""

from __future__ import annotations

import time

from playwright.sync_api import Browser

from tests_web.conftest import Postgres, ServerProcess, free_port
from tests_web.test_browser_schafkopf import join, open_table, play_until_abrechnung


def test_two_people_play_across_two_processes(browser: Browser, postgres: Postgres) -> None:
    url = postgres.database()
    a, b = (ServerProcess(url, free_port()) for _ in range(2))
    a.start()
    b.start()
    try:
        anna, table = open_table(browser, a, ["person", "person", "heuristic", "heuristic"], "Anna")
        assert table.startswith(a.url)
        bob = join(browser, table.replace(a.url, b.url), 1, "Bob")  # at the other process
        play_until_abrechnung([anna, bob])
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
