"""The card table in Chromium: the Einstellungen, Tout by key, a 13-card Schapa hand by keys
alone with the live "am Zug", the Domino rows as a screen reader gets them, no English on a
German page. The screenshots of docs/web.md are made here."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests_web.conftest import IMAGES, ServerProcess
from tests_web.people import KEYS, Person

CODE = re.compile(r"\b(?:10|[2-9JQKA])[CSHD]\b|\b[EGHS](?:[AKOUZ]|10|[789])\b")
"""A card code (``QS``, ``10H``, ``EO``, ``S7``) standing alone in a text."""
ENGLISH = re.compile(
    r"\b(?:the|seat|turn|heuristic|search|random|taken|your|you|and|is|not|of|to|"
    r"Connected|Events|Keys|Bidding|Settings|Leaderboard|Cards|Table|waiting)\b"
)


def post(server: ServerProcess, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(
        server.url + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req) as r:
        answer: dict[str, Any] = json.loads(r.read())
    return answer


def sit_at(
    browser: Browser, server: ServerProcess, body: dict[str, Any], *, width: int = 1200
) -> Person:
    """Open a table through the API (with a seed) and go to it as its first person. The
    page is loaded first: the table starts when it is made, and a person who is not there
    within the server's stand-in time has her cards played for her."""
    page = browser.new_context(viewport={"width": width, "height": 1000}).new_page()
    page.goto(f"{server.url}/?lang=de")
    made = post(server, "/api/tables", body)
    page.evaluate(f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}')")
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("#hand button")
    return Person(page)


def wait_my_turn(person: Person, timeout: float = 20.0) -> None:
    person.page.wait_for_function(
        "document.getElementById('hand-h').textContent.includes('–')", timeout=timeout * 1000
    )


def settings(page: Page) -> None:
    """Open the Einstellungen (top right) with the keyboard."""
    if page.is_hidden("#settings"):
        page.focus("#settings-btn")
        page.keyboard.press("Enter")
    page.wait_for_selector("#settings:not(.hidden)")


def english_words(page: Page) -> list[str]:
    text = page.evaluate("document.body.innerText")
    return ENGLISH.findall(text)


def test_each_setting_applies_and_is_remembered(browser: Browser, server: ServerProcess) -> None:
    anna = sit_at(
        browser,
        server,
        {"name": "Anna", "seed": 7, "seats": ["person", "heuristic", "heuristic", "heuristic"]},
    )
    page = anna.page
    wait_my_turn(anna)
    bavarian = anna.read()["names"]
    assert all(n.split("-")[0] in ("Eichel", "Gras", "Herz", "Schellen") for n in bavarian)
    page.screenshot(path=str(IMAGES / "web-schafkopf-wirtsstube.png"))
    # every design is a look of its own: the room, the cloth and the rim change
    looks = {}
    for design in ("wirtsstube", "biergarten", "almhuette"):
        settings(page)
        page.select_option("#design", design)
        assert page.evaluate("document.body.dataset.design") == design
        looks[design] = page.evaluate(
            "() => { const f = getComputedStyle(document.getElementById('felt'));"
            " return [f.backgroundImage, f.borderTopColor,"
            " getComputedStyle(document.body).backgroundColor]; }"
        )
        if design == "almhuette":
            page.keyboard.press("Escape")
            page.screenshot(path=str(IMAGES / "web-schafkopf-almhuette.png"))
    assert len({tuple(v) for v in looks.values()}) == 3, looks
    # the French deck renames every card on the page and draws the French pictures, in
    # the Verlauf too: play on until it names cards
    end = time.monotonic() + 30
    while "Eichel" not in page.inner_text("#log") and "Gras" not in page.inner_text("#log"):
        assert time.monotonic() < end
        if not anna.move():
            page.wait_for_timeout(60)
    settings(page)
    page.select_option("#design", "biergarten")
    page.select_option("#deck", "french")
    page.keyboard.press("Escape")
    french = anna.read()["names"]
    assert all(n.split("-")[0] in ("Kreuz", "Pik", "Herz", "Karo") for n in french), french
    assert all("/cards/french/" in s for s in page.eval_on_selector_all(
        "#hand img", "imgs => imgs.map(i => i.src)"))  # fmt: skip
    renamed = dict(zip(bavarian, french, strict=True))
    assert renamed.get("Eichel-Ober", "Kreuz-Dame") == "Kreuz-Dame"
    assert all(b.split("-")[1] == f.split("-")[1] for b, f in renamed.items() if "Zehn" in b)
    text = page.evaluate("document.querySelector('main').innerText")
    for word in ("Eichel", "Gras-", "Schellen", "-Ober", "-Unter", "-Sau"):
        assert word not in text, word
    page.screenshot(path=str(IMAGES / "web-schafkopf-biergarten-french.png"))
    # highlighting: the playable cards are raised and glow, or look like the others
    end = time.monotonic() + 30
    while not any(anna.read()["playable"]):  # through the bidding to a card to play
        assert time.monotonic() < end
        if anna.read()["myTurn"] and anna.read()["choices"]:
            anna.move()
        else:
            page.wait_for_timeout(60)
    playable = page.locator("#hand button.playable").first
    assert playable.evaluate("b => getComputedStyle(b).transform") != "none"
    settings(page)
    page.uncheck("#highlight")
    assert playable.evaluate("b => getComputedStyle(b).transform") == "none"
    assert page.evaluate("document.body.dataset.highlight") == "off"
    # counting the Augen: one's own (party's) Augen stay visible
    page.check("#count")
    page.check("#sound")
    page.keyboard.press("Escape")
    assert page.is_visible("#count-line")
    assert re.match(r"(Deine Augen|Augen deiner Partei): \d+", page.inner_text("#count-line"))
    # the tavern sounds, made by the page: a card laid makes one
    before = int(page.evaluate("document.body.dataset.sounds || '0'"))
    for _ in range(60):
        if int(page.evaluate("document.body.dataset.sounds || '0'")) > before:
            break
        if not anna.move():
            page.wait_for_timeout(100)
    assert int(page.evaluate("document.body.dataset.sounds || '0'")) > before
    # remembered in the browser
    page.reload()
    page.wait_for_selector("#hand button")
    assert page.input_value("#deck") == "french"
    assert page.input_value("#design") == "biergarten"
    assert not page.is_checked("#highlight")
    assert page.is_checked("#count")
    assert anna.read()["names"][0].split("-")[0] in ("Kreuz", "Pik", "Herz", "Karo")
    # Bavarian again, in the Wirtsstube: the names come back
    settings(page)
    page.select_option("#deck", "bavarian")
    page.select_option("#design", "wirtsstube")
    page.keyboard.press("Escape")
    assert anna.read()["names"][0].split("-")[0] in ("Eichel", "Gras", "Herz", "Schellen")
    assert english_words(page) == []


def test_a_tout_chosen_by_key(browser: Browser, server: ServerProcess) -> None:
    """Round 2 of the bidding has up to 15 choices: the Touts are past the ninth, chosen
    by 0 or a letter."""
    for seed in range(1, 40):
        toni = sit_at(
            browser,
            server,
            {"name": "Toni", "seed": seed, "seats": ["person", "random", "random", "random"]},
        )
        page = toni.page
        wait_my_turn(toni)
        if not toni.read()["choices"]:
            page.context.close()
            continue
        toni.press("J")  # Ich spiele
        end = time.monotonic() + 10
        choices: list[str] = []
        while time.monotonic() < end:
            choices = toni.read()["choices"]
            if toni.read()["myTurn"] and any("Tout" in c for c in choices):
                break
            page.wait_for_timeout(100)
        touts = [c for c in choices if "Tout" in c and c[0] in KEYS[9:]]
        if not touts:  # another seat outbid Toni: a new deal
            page.context.close()
            continue
        key, label = touts[0].split(": ", 1)
        assert KEYS.index(key) == choices.index(touts[0]) >= 9
        toni.press(key)
        page.wait_for_function(
            "document.getElementById('contract').textContent.includes('Tout')", timeout=10000
        )
        assert label in page.inner_text("#contract")
        return
    raise AssertionError("no deal in 40 gave Toni a Tout to choose")


def test_a_13_card_schapa_hand_by_keys_alone_with_the_live_turn(
    browser: Browser, server: ServerProcess
) -> None:
    lena = sit_at(
        browser,
        server,
        {"name": "Lena", "game": "schapa", "players": 4, "rounds": [1], "seed": 3,
         "seats": ["person", "heuristic", "heuristic", "heuristic"]},
    )  # fmt: skip
    page = lena.page
    assert len(lena.read()["hand"]) == 13
    turn = page.locator("#turn")
    assert turn.get_attribute("role") == "status"
    assert turn.get_attribute("aria-live") == "polite"
    said: set[str] = set()
    page.expose_function("heard", lambda text: said.add(text))
    page.evaluate(
        "new MutationObserver(() => window.heard(document.getElementById('turn').textContent))"
        ".observe(document.getElementById('turn'), {childList: true, characterData: true,"
        " subtree: true})"
    )
    # the keys of this game only: no Schafkopf key on a Schapa page
    keys = page.inner_text("#keys")
    assert "Ich spiele" not in keys
    assert "Kontra" not in keys
    assert "0" in keys
    assert "Q W E" in keys
    end = time.monotonic() + 120
    shot = False
    while lena.read()["abrechnung"] is None:
        assert time.monotonic() < end, "the round did not end"
        if not shot and page.locator("#trick li.tcard:not(.leaving)").count() >= 2:
            page.wait_for_timeout(500)
            page.screenshot(path=str(IMAGES / "web-schapa.png"))
            shot = True
        if lena.read()["myTurn"]:
            assert page.inner_text("#turn") == "Du bist am Zug"
        if not lena.move(last=True):
            page.wait_for_timeout(50)
    assert max(lena.keyed) >= 9, "cards past the ninth were played by 0 and the letters"
    # the live region says one's own turn, never every computer's turn (their moves are
    # in the Verlauf, itself a live region)
    assert said <= {"Du bist am Zug", ""}, said
    assert "Du bist am Zug" in said
    # the Abrechnung in words, never in codes
    lines = lena.read()["abrechnung"]
    assert lines
    for line in lines:
        assert not CODE.search(line), line
    assert english_words(page) == []


def test_the_domino_rows_as_read_by_the_accessibility_tree(
    browser: Browser, server: ServerProcess
) -> None:
    mia = sit_at(
        browser,
        server,
        {"name": "Mia", "game": "schapa", "players": 4, "rounds": [7], "seed": 5,
         "seats": ["person", "heuristic", "heuristic", "heuristic"]},
    )  # fmt: skip
    page = mia.page
    end = time.monotonic() + 60
    while page.locator("#layout .rowcards img").count() < 10:
        assert time.monotonic() < end
        if not mia.move():
            page.wait_for_timeout(60)
    snapshot = page.locator("#layout").aria_snapshot()
    rows = re.findall(r"- listitem: (.+)", snapshot)
    assert len(rows) == 4, snapshot
    suits = ["Kreuz", "Pik", "Herz", "Karo"]
    rank = r"(?:Ass|Zwei|Drei|Vier|Fünf|Sechs|Sieben|Acht|Neun|Zehn|Bube|Dame|König)"
    for suit, row in zip(suits, rows, strict=True):
        row = row.strip('"')
        assert re.fullmatch(
            rf"{suit}: (nicht eröffnet|{rank}( bis {rank})?(, {rank}( bis {rank})?)*)", row
        ), row
    assert "list" in snapshot.splitlines()[0]
    assert "Ausgelegt" in snapshot.splitlines()[0]
    assert not CODE.search(snapshot)
    # on the cloth, where the trick lies: one row of pictures per suit, each picture in
    # its row beside the one before it, the suit's name in front of the row
    felt = page.locator("#felt").bounding_box()
    assert felt is not None
    tops = []
    for k, suit in enumerate(suits):
        row = page.locator("#layout li").nth(k)
        box = row.bounding_box()
        assert box is not None
        assert felt["x"] < box["x"]
        assert box["x"] + box["width"] < felt["x"] + felt["width"]
        assert felt["y"] < box["y"]
        assert box["y"] + box["height"] < felt["y"] + felt["height"]
        assert row.locator(".rowname").inner_text() == suit
        pics = [row.locator("img").nth(j).bounding_box() for j in range(row.locator("img").count())]
        assert all(p is not None and abs(p["y"] - pics[0]["y"]) < 1 for p in pics)  # type: ignore[index]
        xs = [p["x"] for p in pics if p is not None]
        assert xs == sorted(xs)
        tops.append(box["y"])
    assert tops == sorted(tops)  # Kreuz, Pik, Herz, Karo from the top
    page.screenshot(path=str(IMAGES / "web-domino.png"))


def test_no_english_on_german_pages_and_a_phone_sized_table(
    browser: Browser, server: ServerProcess
) -> None:
    page = browser.new_context(viewport={"width": 360, "height": 760}).new_page()
    page.goto(f"{server.url}/?lang=de")
    assert english_words(page) == []
    page.goto(f"{server.url}/bestenliste")
    page.wait_for_selector("body[data-loaded]")
    assert english_words(page) == []
    # a refusal from the server is German too: a taken seat
    made = post(
        server, "/api/tables", {"name": "Ida", "seats": ["person", "person", "random", "random"]}
    )
    post(server, f"/api/tables/{made['id']}/seats/1", {"name": "Jo"})
    req = urllib.request.Request(
        f"{server.url}/api/tables/{made['id']}/seats/1?lang=de", b"{}",
        {"Content-Type": "application/json"},
    )  # fmt: skip
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(req)
    assert json.loads(refused.value.read())["error"] == "Sitz 1 ist besetzt."
    page.evaluate(f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}')")
    page.goto(f"{server.url}/t/{made['id']}")
    page.wait_for_selector("#hand button")
    assert english_words(page) == []
    # the phone: nothing is wider than the screen, the seats are on the table
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    felt = page.locator("#felt").bounding_box()
    assert felt is not None
    for box in [page.locator("#seats li").nth(k).bounding_box() for k in range(4)]:
        assert box is not None
        assert box["x"] >= 0
        assert box["x"] + box["width"] <= 360
    page.screenshot(path=str(IMAGES / "web-phone.png"))
    # the favicon
    with urllib.request.urlopen(f"{server.url}/favicon.ico") as r:
        assert r.headers["content-type"].startswith("image/svg+xml")


def test_the_schapa_settlement_names_the_cards_in_words(
    browser: Browser, server: ServerProcess
) -> None:
    """Round 3 (Damen) settles "QC QS taken at -20" in the rules' words: the page says
    the cards' names."""
    ute = sit_at(
        browser,
        server,
        {"name": "Ute", "game": "schapa", "players": 3, "rounds": [3], "seed": 11,
         "seats": ["person", "heuristic", "heuristic"]},
    )  # fmt: skip
    page = ute.page
    end = time.monotonic() + 120
    while ute.read()["abrechnung"] is None:
        assert time.monotonic() < end, "the round did not end"
        if not ute.move():
            page.wait_for_timeout(50)
    lines = ute.read()["abrechnung"]
    assert any("-Dame" in line and "bekommen" in line for line in lines), lines
    log = page.inner_text("#log")
    for text in [*lines, log]:
        assert not CODE.search(text), text


def test_no_animation_with_reduced_motion(browser: Browser, server: ServerProcess) -> None:
    made = post(
        server, "/api/tables", {"name": "Ria", "seats": ["person", "random", "random", "random"]}
    )
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.goto(f"{server.url}/?lang=de")
    page.evaluate(f"localStorage.setItem('kr-token-{made['id']}', '{made['token']}')")
    page.goto(f"{server.url}/t/{made['id']}")
    ria = Person(page)
    end = time.monotonic() + 60
    while page.locator("#trick li.tcard").count() == 0:
        assert time.monotonic() < end
        if not ria.move():
            page.wait_for_timeout(30)
    # read until the page is settled: an element being re-rendered reads "" for a moment
    # (seen under load); an animation name other than "none" fails at once
    end = time.monotonic() + 10
    while True:
        names = page.eval_on_selector_all(
            "#trick li.tcard, #hand button",
            "es => es.filter(e => e.isConnected).map(e => getComputedStyle(e).animationName)",
        )
        assert set(names) <= {"none", ""}, names
        if names and set(names) == {"none"}:
            break
        assert time.monotonic() < end, names
        page.wait_for_timeout(50)
    context.close()
