"""Two people at one Schafkopf table with two computer players, in Chromium, keys only."""

from __future__ import annotations

import re
import time

from playwright.sync_api import Browser

from tests_web.conftest import IMAGES, Proxy, ServerProcess
from tests_web.people import Person


def open_table(
    browser: Browser,
    server: ServerProcess | Proxy,
    seats: list[str],
    name: str,
    game: str = "schafkopf",
    lang: str = "de",
    players: int = 4,
) -> tuple[Person, str]:
    """Create a table in the lobby (by mouse and form, like a person) and go to it."""
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    page.goto(f"{server.url}/?lang={lang}")
    page.fill("#name", name)
    page.select_option("#game", game)
    if game == "schapa":
        page.select_option("#players", str(players))
    elif players != 4:
        page.select_option("#sk-players", str(players))
    page.select_option("#clock", "")
    for s, kind in enumerate(seats):
        page.select_option(f"#seat-{s}", kind)
    page.click("#create-btn")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#seats li")
    return Person(page), page.url


def join(browser: Browser, url: str, seat: int, name: str) -> Person:
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    page.goto(url)
    page.fill("#join-name", name)
    page.get_by_role("button", name=f"Sitz {seat} nehmen").click()
    page.wait_for_selector("#hand button")
    return Person(page)


def hidden_from(person: Person, other: Person, *, earlier_games: bool = False) -> None:
    """None of ``other``'s cards is a card element (or card name) on ``person``'s page;
    with ``earlier_games``, the event log (which tells the cards played in earlier
    games) is left out of the search."""
    theirs = other.read()
    mine = person.read()
    assert not set(theirs["hand"]) & set(mine["codes"]), "a card of the other hand is shown"
    html = person.page.content()
    if earlier_games:
        html = person.page.evaluate(
            "() => { const c = document.documentElement.cloneNode(true);"
            " c.querySelector('#log').remove(); return c.outerHTML; }"
        )
    # a called Sau is named in public ("Rufspiel auf die Gras-Sau") by whoever holds it
    called = set(re.findall(r"auf die (\w+-Sau)", html))
    for name in theirs["names"]:
        if name in called:
            continue
        assert name not in html, f"{name} (the other person's card) is in the page"


def play_until_abrechnung(people: list[Person], limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if all(p.read()["abrechnung"] is not None for p in people):
            return
        moved = False
        for p in people:
            moved = p.move() or moved
            if not moved:
                # the cards still in a hand are never in the other page's card elements
                others = [q for q in people if q is not p]
                for q in others:
                    assert not set(q.read()["hand"]) & set(p.read()["codes"]) - set(
                        p.read()["hand"]
                    )
        if not moved:
            people[0].page.wait_for_timeout(60)
    raise AssertionError(f"the game did not reach the Abrechnung:\n{stuck(people)}")


def stuck(people: list[Person]) -> str:
    """Where each page stands, for the message of a game that did not go on."""
    lines = []
    for i, p in enumerate(people):
        s = p.read()
        status = p.page.inner_text("#status")
        lines.append(
            f"page {i}: status {status!r}, title {s['title']!r}, my turn {s['myTurn']},"
            f" hand {s['hand']}, playable {s['playable']}, choices {s['choices']},"
            f" updates {s['updates']}, last log lines {s['log'][-6:]}"
        )
    return "\n".join(lines)


def test_two_people_play_a_schafkopf_game_with_the_keys(
    browser: Browser, server: ServerProcess
) -> None:
    anna, url = open_table(browser, server, ["person", "person", "heuristic", "heuristic"], "Anna")
    assert "Warte" in anna.page.inner_text("#contract")  # waits for the second person
    bob = join(browser, url, 1, "Bob")
    anna.page.wait_for_selector("#hand button")
    # the deal: eight cards each, and neither page holds the other's cards
    a, b = anna.read(), bob.read()
    assert len(a["hand"]) == len(b["hand"]) == 8
    assert not set(a["hand"]) & set(b["hand"])
    hidden_from(anna, bob)
    hidden_from(bob, anna)
    # each card is a button named by its German name
    first = anna.page.locator("#hand button").first
    assert first.get_attribute("aria-label") in a["names"]
    assert "-" in a["names"][0]  # e.g. "Eichel-Ober"
    play_until_abrechnung([anna, bob])
    a, b = anna.read(), bob.read()
    assert a["abrechnung"] == b["abrechnung"]  # the same Abrechnung on both pages
    assert a["abrechnung"][0].startswith("Abrechnung Spiel 1")
    assert any("Sitz 0 (Anna)" in line for line in a["abrechnung"])
    # the Abrechnung went to both live regions too
    assert any(line.startswith("Abrechnung Spiel 1") for line in a["log"])
    assert any(line.startswith("Abrechnung Spiel 1") for line in b["log"])
    # the played cards are public: each trick's cards are in both logs in the same order
    plays = [line for line in a["log"] if " spielt " in line and "Sitz" in line]
    assert len([line for line in plays if line.count("-") >= 1]) >= 32
    IMAGES.mkdir(parents=True, exist_ok=True)
    anna.page.screenshot(path=str(IMAGES / "web-schafkopf-abrechnung.png"), full_page=True)
    # L shows the last trick large (pictures and words); P says at once what it does
    anna.page.keyboard.press("l")
    assert anna.page.inner_text("#info").startswith("Letzter Stich: Sitz ")
    assert anna.page.locator("#info .bigtrick img").count() == 4
    # both confirm with Enter; game 2 is dealt
    anna.press("Enter")
    assert "Spiel 2" not in anna.read()["title"]  # waits for Bob
    bob.press("Enter")
    anna.page.wait_for_function("document.getElementById('title').textContent.includes('Spiel 2')")
    bob.page.wait_for_function("document.getElementById('title').textContent.includes('Spiel 2')")
    assert anna.page.inner_text("#info") == ""  # no stale panel after the new deal
    hidden_from(anna, bob, earlier_games=True)
    hidden_from(bob, anna, earlier_games=True)
    bob.page.screenshot(path=str(IMAGES / "web-schafkopf-game.png"), full_page=True)
    bob.page.keyboard.press("p")  # said at once, begins at the next Abrechnung
    assert bob.page.inner_text("#info") == (
        "Pause verlangt: sie beginnt bei der nächsten Abrechnung."
    )
    # a third browser with the link: no seat is free, and it sees no cards at all
    cem = browser.new_context().new_page()
    cem.goto(url)
    cem.wait_for_function(
        "document.getElementById('join-msg').textContent === 'Kein Platz frei an diesem Tisch.'"
    )
    assert cem.locator("[data-code]").count() == 0


def test_a_schafkopf_table_of_three_from_the_lobby(browser: Browser, server: ServerProcess) -> None:
    """Schafkopf zu dritt: the lobby offers 3 players and the 9-game match; the short deck
    deals eight cards a hand, and a game runs to its Abrechnung."""
    page = browser.new_context().new_page()
    page.goto(f"{server.url}/?lang=de")
    page.select_option("#sk-players", "3")
    options = page.eval_on_selector_all("#games option", "os => os.map(o => o.value)")
    assert options == ["9", "12", "18", "24"]
    assert page.locator("#seat-kinds select").count() == 3
    page.close()
    anna, _url = open_table(browser, server, ["person", "heuristic", "heuristic"], "Anna",
                            players=3)  # fmt: skip
    anna.page.wait_for_selector("#hand button")
    assert len(anna.read()["hand"]) == 8
    assert "von 9" in anna.read()["title"]
    play_until_abrechnung([anna])
    assert anna.read()["abrechnung"][0].startswith("Abrechnung Spiel 1")
