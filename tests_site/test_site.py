"""The static folder in Chromium: Python in the browser plays against three computers,
a reload continues the match, a pasted game is analysed, Schapa is played to the end and
lands on the Bestenliste; no request leaves the static server (conftest)."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from playwright.sync_api import Browser, Page

from tests_site.conftest import SiteServer, open_site
from tests_web.conftest import IMAGES
from tests_web.people import Person

LINE = (
    "Rufspiel Blaue von 3: so h7 go eo ho hz hk eu gu h9 su g8 g9 ga gk e9 "
    "ea ek ez e7 g7 ha s7 gz sa s9 h8 sz e8 sk hu s8"
)


def new_match(page: Page, game: str, *, players: int = 4, rounds: str = "") -> Person:
    page.fill("#site-name", "Vroni")
    page.select_option("#site-game", game)
    if game == "schapa":
        page.select_option("#site-players", str(players))
        page.fill("#site-rounds", rounds)
    page.select_option("#site-clock", "")
    page.fill("#site-delay", "0")
    page.click("#site-start")
    page.wait_for_selector("#hand button", state="attached", timeout=60_000)
    return Person(page)


def play_until(person: Person, done: str, limit: float = 240.0) -> None:
    """Play the first playable card (or pass) whenever it is the person's turn, until
    ``done`` (``abrechnung`` or ``final``) is on the page."""
    end = time.monotonic() + limit
    while person.read()[done] is None:
        assert time.monotonic() < end, f"no {done} within {limit} s"
        if not person.move():
            time.sleep(0.1)


def test_schafkopf_against_three_computers_reload_and_analysis(
    browser: Browser, site_server: SiteServer
) -> None:
    page = open_site(browser, site_server)
    assert "python" in page.inner_text("#site-status")  # the pure-Python solver
    vroni = new_match(page, "schafkopf")
    s = vroni.read()
    assert s["title"].startswith("Schafkopf – Spiel 1 von 8")
    assert len(s["hand"]) == 8
    # a few moves, then a reload in the middle of the game: the same match goes on
    end = time.monotonic() + 120
    while len(vroni.read()["hand"]) > 6:
        assert time.monotonic() < end, "the first two cards were never played"
        if not vroni.move():
            time.sleep(0.1)
    page.wait_for_function("document.getElementById('hand-h').textContent.includes('–')")
    before = vroni.read()
    page.reload()
    page.wait_for_selector("body[data-site=ready]", timeout=120_000)
    page.wait_for_selector("#hand button", state="attached", timeout=60_000)
    page.wait_for_function("document.getElementById('hand-h').textContent.includes('–')")
    after = vroni.read()
    assert after["hand"] == before["hand"]
    assert after["title"] == before["title"]
    assert page.locator("#site-new").is_hidden()  # no new-match form: the match continues
    IMAGES.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(IMAGES / "web-site.png"), full_page=True)
    play_until(vroni, "abrechnung")
    lines = " ".join(vroni.read()["abrechnung"])
    assert "Vroni" in lines or "Sitz 0" in lines
    # the analysis of a pasted openschafkopf line, rendered as kartenregeln.analysis's HTML
    page.click("#site-analysis summary")
    page.fill("#site-record", LINE)
    page.click("#site-analyse")
    page.wait_for_selector("#site-analysis-out:not(.hidden)", timeout=120_000)
    frame = page.frame_locator("#site-analysis-out")
    assert "Stich 5" in frame.locator("body").inner_text()
    # a text that is no game: a clear refusal, no analysis
    page.fill("#site-record", "kein Spiel")
    page.click("#site-analyse")
    page.wait_for_function("document.getElementById('site-analysis-state').textContent.length > 5")
    assert page.locator("#site-analysis-out").is_hidden()


def test_a_schapa_round_to_the_end_and_the_bestenliste(
    browser: Browser, site_server: SiteServer
) -> None:
    page = open_site(browser, site_server, lang="en")
    vroni = new_match(page, "schapa", players=3, rounds="1")
    assert vroni.read()["title"].startswith("Schapa")
    assert len(vroni.read()["hand"]) == 16  # 48 cards for three players
    play_until(vroni, "abrechnung")
    page.click("#confirm")
    page.wait_for_selector("#final:not(.hidden)", timeout=60_000)
    with page.expect_download() as download:
        page.click("#record")
    record = json.loads(Path(download.value.path()).read_text())
    assert record["names"][0] == "Vroni"
    page.click("#site-best summary")
    page.wait_for_selector("#site-best-table table", timeout=30_000)
    assert page.input_value("#site-best-game") == "schapa"  # one Bestenliste per game
    assert "Vroni" in page.inner_text("#site-best-table")
    page.evaluate("document.getElementById('site-best-table').replaceChildren()")
    page.select_option("#site-period", "today")  # finished just now: today's list too
    page.wait_for_function(
        "document.getElementById('site-best-table').textContent.includes('Vroni')"
    )
    page.select_option("#site-best-game", "schafkopf")  # she played no Schafkopf match
    page.wait_for_function(
        "!document.getElementById('site-best-table').textContent.includes('Vroni')"
    )


def test_two_folders_on_one_origin_keep_their_matches_apart(
    browser: Browser, site: Path, tmp_path: Path
) -> None:
    """Two copies of the folder served from one origin (as two project pages of one
    account are): a match begun in one is not found, nor given up, by the other."""
    for name in ("a", "b"):
        shutil.copytree(site, tmp_path / name)
    server = SiteServer(tmp_path, probe="a/site.json")
    try:
        context = browser.new_context(viewport={"width": 1200, "height": 1000})
        context.route("**/*", server.route)
        page = context.new_page()
        page.goto(f"{server.url}a/?lang=de")
        page.wait_for_selector("body[data-site=ready]", timeout=120_000)
        hand = new_match(page, "schafkopf").read()["hand"]
        page.goto(f"{server.url}b/?lang=de")
        page.wait_for_selector("body[data-site=ready]", timeout=120_000)
        # nothing running in folder b: its new-match form shows once the worker booted
        page.wait_for_selector("#site-new:not(.hidden)", timeout=60_000)
        assert page.locator("#hand button").count() == 0
        page.goto(f"{server.url}a/?lang=de")
        page.wait_for_selector("body[data-site=ready]", timeout=120_000)
        page.wait_for_selector("#hand button", state="attached", timeout=60_000)
        assert Person(page).read()["hand"] == hand  # folder a's match goes on
        assert page.locator("#site-new").is_hidden()
        context.close()
    finally:
        server.stop()
    assert not server.foreign, f"the page asked other hosts: {server.foreign}"
