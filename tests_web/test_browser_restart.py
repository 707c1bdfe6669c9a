"""SIGKILL the server in the middle of a game; restarted on the same database, both
browsers continue from the same position."""

from __future__ import annotations

import time

from playwright.sync_api import Browser

from tests_web.conftest import ServerProcess
from tests_web.people import Person
from tests_web.test_browser_schafkopf import join, open_table, play_until_abrechnung


def position(p: Person) -> dict[str, object]:
    # a taken trick's flight to its taker (0.8 s) is a moment, not the position
    p.page.wait_for_function("!document.querySelector('#trick .leaving')")
    s = p.read()
    trick = p.page.locator("#trick li:not([aria-hidden])").all_inner_texts()
    return {"title": s["title"], "hand": s["hand"], "trick": trick, "turn": s["myTurn"]}


def test_killed_server_restarts_at_the_same_position(
    browser: Browser, server: ServerProcess
) -> None:
    anna, url = open_table(browser, server, ["person", "person", "heuristic", "heuristic"], "Anna")
    bob = join(browser, url, 1, "Bob")
    anna.page.wait_for_selector("#hand button")
    # play until a few cards are out and it is Anna's turn (the table waits for her)
    end = time.monotonic() + 60
    while True:
        assert time.monotonic() < end
        a = anna.read()
        if len(a["hand"]) <= 6 and a["myTurn"]:
            break
        if not (anna.move() or bob.move()):
            anna.page.wait_for_timeout(60)
    anna.page.wait_for_timeout(300)  # nothing moves while the table waits for Anna
    before = {"anna": position(anna), "bob": position(bob)}
    log_before = anna.read()["log"]
    server.kill()
    anna.page.wait_for_function(
        "document.getElementById('status').textContent.includes('getrennt')"
    )
    # offline: said in the alert region, no card can be played, the clock stops
    assert anna.page.inner_text("#error") == "Verbindung getrennt – neuer Versuch …"
    disabled = anna.page.eval_on_selector_all(
        "#hand button", "bs => bs.map(b => b.getAttribute('aria-disabled'))"
    )
    assert set(disabled) == {"true"}
    assert anna.page.inner_text("#clock") == ""
    server.start()
    for p in (anna, bob):
        p.page.wait_for_function(
            "document.getElementById('status').textContent === 'Verbunden'", timeout=15000
        )
    anna.page.wait_for_timeout(300)
    after = {"anna": position(anna), "bob": position(bob)}
    assert after == before
    assert anna.read()["log"] == log_before  # the same events, nothing lost or doubled
    # and the game goes on to its Abrechnung, the same on both pages
    play_until_abrechnung([anna, bob])
    assert anna.read()["abrechnung"] == bob.read()["abrechnung"]
