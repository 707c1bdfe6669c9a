"""An automated accessibility audit: axe-core (from the npm registry, installed into
tests_web/node_modules by ``npm install`` in tests_web, as .ci/run does) is injected into
the page by the test; the page itself never loads it. No serious or critical violation on
the lobby, a Schafkopf table, a Schapa table and the Domino round."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests_web.conftest import ServerProcess
from tests_web.test_browser_table import sit_at

AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"


def audit(page: Page) -> list[dict[str, Any]]:
    """The serious and critical violations axe finds on the page as it is."""
    if not AXE.is_file():
        pytest.fail(f"axe-core is missing at {AXE}: run `npm install` in tests_web (CI does)")
    page.wait_for_timeout(800)  # the card's short flight to the trick is over
    page.add_script_tag(content=AXE.read_text())
    result: list[dict[str, Any]] = page.evaluate(
        """async () => {
            const r = await axe.run(document, {resultTypes: ['violations']});
            return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
              .map(v => ({id: v.id, impact: v.impact, help: v.help,
                          nodes: v.nodes.slice(0, 3).map(n => n.html)}));
        }"""
    )
    return result


def test_the_lobby_and_the_bestenliste(browser: Browser, server: ServerProcess) -> None:
    page = browser.new_page()
    page.goto(f"{server.url}/?lang=de")
    page.wait_for_selector("#seat-kinds select")
    assert audit(page) == []
    page.goto(f"{server.url}/bestenliste")
    page.wait_for_selector("body[data-loaded]")
    assert audit(page) == []


@pytest.mark.parametrize("design", ["wirtsstube", "biergarten", "almhuette"])
def test_a_schafkopf_table(browser: Browser, server: ServerProcess, design: str) -> None:
    anna = sit_at(
        browser, server, {"name": "Anna", "seats": ["person", "random", "random", "random"]}
    )
    anna.page.evaluate(f"localStorage.setItem('kr-design', '{design}')")
    anna.page.reload()
    anna.page.wait_for_selector("#hand button")
    anna.page.wait_for_timeout(300)
    assert audit(anna.page) == []
    # in the play, with cards on the table
    end = time.monotonic() + 60
    while anna.page.locator("#trick li.tcard").count() < 1:
        assert time.monotonic() < end
        if not anna.move():
            anna.page.wait_for_timeout(60)
    assert audit(anna.page) == []


def test_a_schapa_table_and_the_domino_round(browser: Browser, server: ServerProcess) -> None:
    lena = sit_at(
        browser,
        server,
        {"name": "Lena", "game": "schapa", "players": 5, "rounds": [1, 7],
         "seats": ["person", "random", "random", "random", "random"]},
    )  # fmt: skip
    page = lena.page
    end = time.monotonic() + 30
    while page.locator("#trick li.tcard").count() < 2:
        assert time.monotonic() < end
        if not lena.move():
            page.wait_for_timeout(60)
    assert audit(page) == []
    end = time.monotonic() + 120
    while "Domino" not in lena.read()["title"] or page.locator("#layout .rowcards img").count() < 3:
        assert time.monotonic() < end
        if lena.read()["abrechnung"] is not None and lena.read()["confirmable"]:
            lena.press("Enter")
        elif not lena.move():
            page.wait_for_timeout(60)
    assert audit(page) == []
