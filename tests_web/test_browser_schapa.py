"""A Schapa round at the keyboard alone, read back from the live region."""

from __future__ import annotations

import time

from playwright.sync_api import Browser

from kartenregeln.cards import Card
from kartenregeln.names import braille
from tests_web.conftest import IMAGES, ServerProcess
from tests_web.people import Person


def test_a_schapa_round_with_the_keyboard_only(browser: Browser, server: ServerProcess) -> None:
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    page.goto(f"{server.url}/?lang=de")
    # the lobby by the keyboard: type the name, pick the options with arrow keys
    page.focus("#name")
    page.keyboard.type("Clara")
    page.keyboard.press("Tab")  # the game
    page.keyboard.press("ArrowDown")  # Schapa
    page.keyboard.press("Tab")  # players
    page.keyboard.press("ArrowUp")  # 3
    page.keyboard.press("Tab")  # rules
    page.keyboard.press("Tab")  # rounds
    page.keyboard.type("1")
    assert page.input_value("#players") == "3"
    assert page.input_value("#game") == "schapa"
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(IMAGES / "web-lobby.png"), full_page=True)
    page.focus("#create-btn")
    page.keyboard.press("Enter")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand button")
    clara = Person(page)
    s = clara.read()
    assert s["title"].startswith("Schapa – Runde 1 von 1")
    assert len(s["hand"]) == 16  # 48 cards (no 2s) for three players
    assert all(" " in n or "-" in n for n in s["names"])  # German names: "Kreuz-Dame"
    # the Braille labels, switched on with the keyboard: the cards show them, and each
    # card's accessible name stays its long name
    clara.tab_to(element_id="settings-btn")  # the Einstellungen, top right
    page.keyboard.press("Enter")
    clara.tab_to(element_id="braille")
    page.keyboard.press("Space")
    page.keyboard.press("Escape")  # closes the Einstellungen, the focus back on their button
    assert page.evaluate("document.activeElement.id") == "settings-btn"
    slot = page.locator("#hand li").first
    assert slot.locator(".br").inner_text() == braille(Card.parse(s["hand"][0]))
    assert slot.locator("button").get_attribute("aria-label") == s["names"][0]
    page.evaluate("document.activeElement.blur()")
    log = page.locator("#log")
    assert log.get_attribute("role") == "log"
    assert log.get_attribute("aria-live") == "polite"
    # the whole round by the keys 1-9, 0, the letters, N and Enter
    end = time.monotonic() + 120
    shot = False
    while clara.read()["abrechnung"] is None:
        assert time.monotonic() < end, "the round did not end"
        if (
            not shot
            and len(clara.read()["hand"]) <= 12
            and page.locator("#trick li.tcard:not(.leaving)").count() > 1
        ):
            page.screenshot(path=str(IMAGES / "web-schapa-braille.png"), full_page=True)
            shot = True
        if not clara.move(last=True):
            page.wait_for_timeout(60)
    lines = page.locator("#log p").all_inner_texts()
    assert lines[0].startswith("Runde 1 von 1")
    mine = [line for line in lines if line.startswith("Sitz 0 (Clara) spielt ")]
    assert mine, "Clara's own plays are in the live region"
    assert any("nimmt den 1. Stich" in line for line in lines)
    assert any(line.startswith("Abrechnung Runde 1") for line in lines)
    # B shows the Bilanz as a table in the status region
    clara.page.keyboard.press("b")
    table = page.locator("#info table")
    assert table.locator("caption").inner_text() == "Bilanz"
    assert table.locator("tbody th").first.inner_text() == "Sitz 0 (Clara, du)"
    assert table.locator("tbody tr").count() == 3
    assert shot
    clara.press("Enter")  # the last round: the final table
    page.wait_for_selector("#final:not(.hidden)")
    final = clara.read()["final"]
    assert final is not None
    assert page.inner_text("#final-h") == "Endstand"
    assert "Endstand" not in final  # said once, by the heading
    assert any("Clara" in line for line in final)
    assert max(clara.keyed) >= 9, "a card past the ninth was played by its key (0 or a letter)"
