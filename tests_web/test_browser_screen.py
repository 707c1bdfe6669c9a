"""The card table as players see it (issue #32), at 1280 × 800, 1366 × 768 and on a phone
(390 × 844): every decision on the screen without scrolling, the trick and the Domino on
the cloth, refusals that say why, the focus kept in the hand, the pause's countdown, the
Bestenliste per game, the lobby without finished tables, and "das Pik-Ass". The
screenshots of docs/web.md at these sizes are made here."""

from __future__ import annotations

import math
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FloatRect, Page

from tests_web.conftest import IMAGES, ServerProcess
from tests_web.people import KEYS, Person
from tests_web.test_browser_axe import audit
from tests_web.test_browser_table import post

SIZES = [(1280, 800), (1366, 768), (390, 844)]
NAME = re.compile(
    r"(?:Eichel|Gras|Herz|Schellen|Kreuz|Pik|Karo)-"
    r"(?:Sau|Ass|König|Ober|Unter|Dame|Bube|Zehn|Neun|Acht|Sieben|Sechs|Fünf|Vier|Drei|Zwei)"
)


DOCS = {
    "web-fit-1280x800-bidding", "web-fit-1366x768-trick", "web-fit-1366x768-abrechnung",
    "web-fit-390x844-bidding", "web-fit-390x844-trick", "web-fit-390x844-abrechnung",
    "web-fit-1280x800-endstand",
}  # fmt: skip
"""The screenshots docs/web.md shows; the others go to the test's temporary folder."""


def shot(page: Page, name: str, tmp_path: Path) -> None:
    page.screenshot(path=str((IMAGES if name in DOCS else tmp_path) / f"{name}.png"))


def open_page(
    browser: Browser,
    server: ServerProcess,
    body: dict[str, Any],
    size: tuple[int, int],
    deck: str = "bavarian",
) -> tuple[Person, str]:
    made = post(server, "/api/tables", body)
    page = browser.new_context(viewport={"width": size[0], "height": size[1]}).new_page()
    page.goto(f"{server.url}/?lang=de")
    page.evaluate(
        f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}');"
        f"localStorage.setItem('kr-deck', '{deck}')"
    )
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("#hand button")
    return Person(page), made["id"]


def on_screen(page: Page, selector: str) -> None:
    """The element is inside the viewport, and nothing was scrolled to bring it there."""
    size = page.viewport_size
    assert size is not None
    box = page.locator(selector).bounding_box()
    assert box is not None, f"{selector} is not shown"
    assert box["x"] >= 0, (selector, box)
    assert box["y"] >= 0, (selector, box)
    assert box["x"] + box["width"] <= size["width"] + 0.5, (selector, box, size)
    assert box["y"] + box["height"] <= size["height"] + 0.5, (selector, box, size)
    scrolled = page.evaluate("[window.scrollY, document.getElementById('play').scrollTop]")
    assert scrolled == [0, 0], (selector, scrolled)


def wait_turn(person: Person, timeout: float = 20.0) -> None:
    person.page.wait_for_function(
        "document.getElementById('hand-h').textContent.includes('–')", timeout=timeout * 1000
    )


def play_to_abrechnung(person: Person, limit: float = 120.0) -> None:
    end = time.monotonic() + limit
    while person.read()["abrechnung"] is None:
        assert time.monotonic() < end, "the game did not end"
        if not person.move():
            person.page.wait_for_timeout(50)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_decision_is_on_the_screen(
    browser: Browser, server: ServerProcess, size: tuple[int, int], tmp_path: Path
) -> None:
    """The first call, all the games of bidding round 2, the cards in the play, the
    Abrechnung with its Weiter button: each inside the viewport, nothing scrolled. The
    phone plays with the French deck: its Rufspiel is on *das* Ass."""
    w, h = size
    phone = w < 500
    deck = "french" if phone else "bavarian"
    for seed in range(1, 40):
        anna, _ = open_page(
            browser,
            server,
            {"name": "Anna", "seed": seed, "seats": ["person", "random", "random", "random"]},
            size,
            deck,
        )
        page = anna.page
        wait_turn(anna)
        if not anna.read()["choices"]:  # another seat announced first: try another deal
            page.context.close()
            continue
        on_screen(page, "#hand")
        on_screen(page, "#choices")
        shot(page, f"web-fit-{w}x{h}-first", tmp_path)
        anna.press("J")  # Ich spiele: round 2 offers every game Anna may announce
        end = time.monotonic() + 10
        while time.monotonic() < end and not (
            anna.read()["myTurn"] and len(anna.read()["choices"]) > 5
        ):
            page.wait_for_timeout(80)
        choices = anna.read()["choices"]
        rufspiel = [c for c in choices if "Rufspiel" in c]
        if len(choices) <= 5 or not rufspiel:
            page.context.close()
            continue
        break
    else:
        raise AssertionError("no deal in 40 gave Anna the second round of the bidding")
    on_screen(page, "#hand")
    on_screen(page, "#choices")
    for k in range(len(choices)):
        on_screen(page, f"#choices button >> nth={k}")
    shot(page, f"web-fit-{w}x{h}-bidding", tmp_path)
    if phone:  # the French deck: das Ass (die Sau), never "die Pik-Ass"
        assert all(re.search(r"auf das (Kreuz|Pik|Herz|Karo)-Ass$", c) for c in rufspiel), rufspiel
        assert not re.search(r"die \w+-Ass", page.inner_text("body"))
    anna.press(rufspiel[0].split(": ", 1)[0])
    if phone:  # a later seat may outbid Anna; a Rufspiel is on das Ass, whoever plays it
        end = time.monotonic() + 20
        while ":" not in page.inner_text("#contract") and anna.read()["abrechnung"] is None:
            assert time.monotonic() < end
            if not anna.move():
                page.wait_for_timeout(50)
        contract = page.inner_text("#contract")
        if "Rufspiel" in contract:
            assert re.search(r"Rufspiel auf das (Kreuz|Pik|Herz|Karo)-Ass", contract), contract
            assert re.search(r"ruft das (Kreuz|Pik|Herz|Karo)-Ass", page.inner_text("#seats"))
    # the cards in the play, with a trick on the cloth
    end = time.monotonic() + 60
    tricked_shot = False
    while anna.read()["abrechnung"] is None:
        assert time.monotonic() < end
        s = anna.read()
        tricked = page.locator("#trick li.tcard:not(.leaving)").count() >= 2
        if not tricked_shot and s["myTurn"] and any(s["playable"]) and tricked:
            page.wait_for_timeout(450)
            on_screen(page, "#hand")
            on_screen(page, "#felt")
            labels_clear(page)
            shot(page, f"web-fit-{w}x{h}-trick", tmp_path)
            tricked_shot = True
        if not anna.move():
            page.wait_for_timeout(50)
    page.wait_for_timeout(300)
    on_screen(page, "#abrechnung")
    on_screen(page, "#confirm")
    assert page.inner_text("#confirm") == "Weiter (Enter)"
    # the Verlauf has the Abrechnung but not the terminal's "Enter: weiter" (the page has
    # its Weiter button)
    log = page.locator("#log").text_content() or ""
    assert "Abrechnung" in log
    assert "Enter" not in log, log[-300:]
    # the Abrechnung is a table: a row per seat with its Augen, money and Stand
    heads = page.locator("#abr-table thead th").all_inner_texts()
    assert heads == ["Sitz", "Augen", "Spiel", "Stand"]
    assert page.locator("#abr-table tbody tr").count() == 4
    facts = page.locator("#abr-table dt").all_inner_texts()
    if "Schneider" in facts:
        assert {"Augen", "Schneider", "Schwarz", "Laufende"} <= set(facts), facts
    # and a sentence for the screen reader
    said = page.locator("#abr-lines p").all_inner_texts()
    assert said[0].startswith("Abrechnung Spiel 1"), said
    assert not any(line.startswith("Enter") for line in said)
    assert page.is_hidden("#handpanel")  # no empty "Deine Karten" above it
    assert not re.search(r"\b(null|undefined)\b", page.inner_text("#abrechnung"))
    shot(page, f"web-fit-{w}x{h}-abrechnung", tmp_path)
    page.context.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_endstand_is_on_the_screen(
    browser: Browser, server: ServerProcess, size: tuple[int, int], tmp_path: Path
) -> None:
    """A one-round Schapa match of six: the Endstand inside the viewport; then the lobby
    lists the table under the finished matches, not the open tables."""
    w, h = size
    ute, table_id = open_page(
        browser,
        server,
        {"name": "Ute", "game": "schapa", "players": 6, "rounds": [3], "seed": 11,
         "seats": ["person"] + ["heuristic"] * 5},
        size,
    )  # fmt: skip
    page = ute.page
    play_to_abrechnung(ute)
    on_screen(page, "#abrechnung")
    on_screen(page, "#confirm")
    # Schapa's Abrechnung: the tricks, what they counted, the points, no repeated line
    heads = page.locator("#abr-table thead th").all_inner_texts()
    assert heads[:2] == ["Sitz", "Stiche"]
    assert heads[-2:] == ["Runde", "Stand"]
    assert page.locator("#abr-table .abr-summary").count() == 0
    text = page.inner_text("#abrechnung")
    assert not re.search(r"\b(null|undefined)\b", text), text
    ute.press("Enter")
    page.wait_for_selector("#final:not(.hidden)")
    page.wait_for_timeout(200)
    on_screen(page, "#final")
    assert len(ute.read()["final"]) == 6
    # the places as a table: one row per seat, by place, one's own row marked
    places = page.locator("#final-table tbody td:first-child").all_inner_texts()
    assert len(places) == 6
    assert [int(p.rstrip(".")) for p in places] == sorted(int(p.rstrip(".")) for p in places)
    assert page.locator("#final-table tr.me th").inner_text() == "Ute (du)"
    assert page.locator("#final-table thead th").all_inner_texts() == ["Platz", "Sitz", "Stand"]
    if w == 1280:
        assert audit(page) == []
    shot(page, f"web-fit-{w}x{h}-endstand", tmp_path)
    page.goto(f"{server.url}/?lang=de")
    page.wait_for_selector("body[data-loaded]")
    assert page.locator(f'#tables a[href="/t/{table_id}"]').count() == 0
    assert page.locator(f'#done a[href="/t/{table_id}"]').count() == 1
    assert "Schapa – beendet" in page.inner_text("#done")
    page.context.close()


def test_the_trick_the_refusal_and_the_focus(browser: Browser, server: ServerProcess) -> None:
    """The trick's cards are pictures named by their German names, each in front of the
    seat that played it, read without stray spaces; a card that cannot be played says
    which and why; after a card played by Tab and Enter the focus stays in the hand."""
    anna, _ = open_page(
        browser,
        server,
        {"name": "Anna", "seed": 7, "seats": ["person", "heuristic", "heuristic", "heuristic"]},
        (1280, 800),
    )
    page = anna.page
    checked_trick = refused = focused = False
    end = time.monotonic() + 120
    while not (checked_trick and refused and focused):
        assert time.monotonic() < end, (checked_trick, refused, focused)
        s = anna.read()
        if s["abrechnung"] is not None:
            if s["confirmable"]:
                anna.press("Enter")
            page.wait_for_timeout(100)
            continue
        if not (s["myTurn"] and any(s["playable"])):
            if not anna.move():
                page.wait_for_timeout(50)
            continue
        if not checked_trick and page.locator("#trick li.tcard:not(.leaving)").count() >= 2:
            page.wait_for_timeout(450)  # the card's flight is over
            check_trick(page)
            checked_trick = True
        if not refused and not all(s["playable"]):
            k = s["playable"].index(False)
            page.keyboard.press(KEYS[k])
            text = page.inner_text("#error")
            assert text.startswith(f"{s['names'][k]} geht jetzt nicht: "), text
            assert re.search(r"du musst (\w+ bedienen|Trumpf zugeben)", text), text
            refused = True
        if not focused and sum(s["playable"]) >= 1 and len(s["hand"]) >= 2:
            code = s["hand"][s["playable"].index(True)]
            before = s["updates"]
            anna.tab_to(code)
            page.keyboard.press("Enter")
            page.wait_for_function(f"Number(document.body.dataset.updates) > {before}")
            page.wait_for_timeout(300)
            assert page.evaluate("!!document.activeElement.closest('#hand')"), page.evaluate(
                "document.activeElement.outerHTML.slice(0, 80)"
            )
            assert code not in anna.read()["hand"]
            focused = True
            continue
        anna.move()


def overlap(a: FloatRect, b: FloatRect) -> float:
    """The area two boxes share."""
    dx = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    dy = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(dx, 0) * max(dy, 0)


def labels_clear(page: Page) -> None:
    """Every name under a card of the trick is whole and readable: no other card of the
    trick lies on it, and it is not cut short."""
    cards = page.locator("#trick li.tcard:not(.leaving)")
    boxes: list[tuple[str, FloatRect, FloatRect]] = []
    for k in range(cards.count()):
        card = cards.nth(k)
        who, img = card.locator(".who"), card.locator("img")
        label, pic = who.bounding_box(), img.bounding_box()
        assert label is not None
        assert pic is not None
        clipped = who.evaluate("e => e.scrollWidth > e.clientWidth")
        assert not clipped, (who.inner_text(), label)
        boxes.append((who.inner_text(), label, pic))
    for name, label, _ in boxes:
        for other, _, pic in boxes:
            if other != name:
                assert overlap(label, pic) == 0, (name, label, other, pic)


def check_trick(page: Page) -> None:
    snapshot = page.locator("#trick").aria_snapshot()
    assert not re.search(r"\s[:,]", snapshot), snapshot  # no "Anna : …", no "… ,"
    seats = page.locator("#seats").aria_snapshot()
    assert not re.search(r"\s[:,]", seats), seats
    cards = page.locator("#trick li.tcard:not(.leaving)")
    seat_boxes = {}
    for k in range(page.locator("#seats li").count()):
        li = page.locator("#seats li").nth(k)
        name = li.locator(".name").inner_text().split(": ", 1)[1].removesuffix(" (du)")
        box = li.bounding_box()
        assert box is not None
        seat_boxes[name] = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for k in range(cards.count()):
        card = cards.nth(k)
        img = card.locator("img")
        alt = img.get_attribute("alt") or ""
        assert NAME.fullmatch(alt), alt  # the picture is named by the card's German name
        who = card.locator(".who").inner_text()
        assert re.search(rf"listitem: {re.escape(who)}:", snapshot) or who in snapshot
        box = img.bounding_box()
        assert box is not None
        centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        nearest = min(seat_boxes, key=lambda n: math.dist(seat_boxes[n], centre))
        assert nearest == who, (who, nearest, seat_boxes, centre)


def test_a_running_pause_shows_its_countdown(browser: Browser, server: ServerProcess) -> None:
    """Anna asks for a pause during the game; Bob (gone, the computer plays for him) makes
    it a table of two people, so the pause runs two minutes, counted down on the screen."""
    made = post(
        server, "/api/tables",
        {"name": "Anna", "seed": 3, "seats": ["person", "person", "random", "random"]},
    )  # fmt: skip
    post(server, f"/api/tables/{made['id']}/seats/1", {"name": "Bob"})
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(f"{server.url}/?lang=de")
    page.evaluate(f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}')")
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("#hand button")
    anna = Person(page)
    wait_turn(anna)
    anna.press("p")
    page.wait_for_selector("#pause-line:not(.hidden)")
    assert "Anna" in page.inner_text("#pause-text")
    assert "nächsten Abrechnung" in page.inner_text("#pause-text")
    play_to_abrechnung(anna)
    page.wait_for_function("document.getElementById('pause-left').textContent.startsWith('noch')")
    on_screen(page, "#pause-line")
    text = page.inner_text("#pause-text")
    assert text.startswith("Pause von Sitz 0 (Anna"), text
    assert page.inner_text("#info") == ""  # no "begins at the next Abrechnung" any more
    first = page.inner_text("#pause-left")
    m = re.fullmatch(r"noch (\d):(\d\d)", first)
    assert m, first
    assert 100 <= int(m[1]) * 60 + int(m[2]) <= 120
    page.wait_for_timeout(2200)
    m2 = re.fullmatch(r"noch (\d):(\d\d)", page.inner_text("#pause-left"))
    assert m2
    assert int(m2[1]) * 60 + int(m2[2]) < int(m[1]) * 60 + int(m[2])  # it counts down
    assert page.inner_text("#abr-timer") == ""  # the Abrechnung waits for the pause
    page.screenshot(path=str(IMAGES / "web-pause.png"))
    assert audit(page) == []  # the Abrechnung's table and the pause line too
    anna.press("p")  # the pause ends
    page.wait_for_selector("#pause-line.hidden", state="attached")


def test_the_bestenliste_keeps_the_games_apart(browser: Browser, server: ServerProcess) -> None:
    ute, _ = open_page(
        browser,
        server,
        {"name": "Ute", "game": "schapa", "players": 3, "rounds": [3], "seed": 11,
         "seats": ["person", "heuristic", "heuristic"]},
        (1280, 800),
    )  # fmt: skip
    page = ute.page
    play_to_abrechnung(ute)
    ute.press("Enter")
    page.wait_for_selector("#final:not(.hidden)")
    page.goto(f"{server.url}/bestenliste?lang=de")
    page.wait_for_selector("body[data-loaded='all']")
    # Schafkopf first: no Schapa points on it
    assert page.get_attribute("#game-schafkopf", "aria-pressed") == "true"
    assert page.inner_text("#people") == "Noch keine beendete Partie."
    assert page.inner_text("#shown") == "Schafkopf, Gesamt"
    page.click("#game-schapa")
    page.wait_for_selector("body[data-game='schapa']")
    assert page.locator("#people tbody th").all_inner_texts() == ["Ute"]
    assert page.inner_text("#shown") == "Schapa, Gesamt"
    # the chosen period is marked: pressed, and drawn unlike the others
    page.click("#period-today")
    page.wait_for_selector("body[data-loaded='today']")
    assert page.get_attribute("#period-today", "aria-pressed") == "true"
    assert page.get_attribute("#period-all", "aria-pressed") == "false"
    look = "b => getComputedStyle(b).backgroundColor"
    assert page.eval_on_selector("#period-today", look) != page.eval_on_selector(
        "#period-all", look
    )
    assert page.inner_text("#shown") == "Schapa, Heute"
    assert "Alle Zeit" not in page.inner_text("body")
    assert "Gesamt" in page.inner_text("#periods")
    page.set_viewport_size({"width": 1000, "height": 700})
    page.screenshot(path=str(IMAGES / "web-bestenliste.png"))
    assert audit(page) == []


def test_a_waiting_table_and_its_join_page(browser: Browser, server: ServerProcess) -> None:
    """No blank button and no "Sitz 1: Sitz 1 – frei" at a waiting table; the join page
    names the game and who sits there."""
    made = post(
        server, "/api/tables",
        {"name": "Ida", "game": "schapa", "players": 4,
         "seats": ["person", "person", "heuristic", "heuristic"]},
    )  # fmt: skip
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(f"{server.url}/?lang=de")
    page.evaluate(f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}')")
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("#seats li")
    names = page.eval_on_selector_all(
        "button",
        "bs => bs.filter(b => b.offsetParent !== null)"
        ".map(b => (b.getAttribute('aria-label') || b.textContent).trim())",
    )
    assert names
    assert all(names), names
    seats = page.locator("#seats li .sr-only").all_inner_texts()
    assert "Sitz 1: frei" in seats, seats
    assert not any("Sitz 1: Sitz 1" in s for s in seats)
    other = browser.new_context().new_page()
    other.goto(f"{server.url}/t/{made['id']}?lang=de")
    other.wait_for_selector("#join-list li")
    assert other.inner_text("#join-h") == "Platz nehmen: Schapa"
    assert other.inner_text("#title") == "Schapa – Platz nehmen"
    listed = other.locator("#join-list li").all_inner_texts()
    assert listed == ["Sitz 0: Ida", "Sitz 1: frei", "Sitz 2: Computer 2, mittel",
                      "Sitz 3: Computer 3, mittel"]  # fmt: skip
    assert other.get_by_role("button", name="Sitz 1 nehmen").is_visible()
    assert audit(other) == []
    assert audit(page) == []
    with urllib.request.urlopen(f"{server.url}/api/tables") as r:
        assert made["id"] in r.read().decode()


def test_a_smaller_screen_scrolls_to_the_new_decision(
    browser: Browser, server: ServerProcess
) -> None:
    """Below the sizes the table fits (here 360 × 480), the page brings the calls of one's
    turn and the Abrechnung's Weiter button into view by itself."""
    anna, _ = open_page(
        browser,
        server,
        {"name": "Anna", "seed": 2, "seats": ["person", "random", "random", "random"]},
        (360, 480),
    )
    page = anna.page
    wait_turn(anna)
    page.wait_for_timeout(200)
    target = "#choices" if anna.read()["choices"] else "#hand"
    inside(page, target)
    play_to_abrechnung(anna)
    page.wait_for_timeout(300)
    inside(page, "#confirm")
    assert page.evaluate("document.getElementById('play').scrollTop + window.scrollY") > 0


def inside(page: Page, selector: str) -> None:
    size = page.viewport_size
    assert size is not None
    box = page.locator(selector).bounding_box()
    assert box is not None
    assert box["y"] >= 0, (selector, box)
    assert box["y"] + box["height"] <= size["height"] + 0.5, (selector, box)
