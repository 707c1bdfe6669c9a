"""A whole Speedschafkopf match (8 games) of one person against three computer players,
by the keys, to the final table with the placement bonus and the record."""

from __future__ import annotations

import time
import urllib.request

from playwright.sync_api import Browser

from kartenregeln import records
from tests_web.conftest import ServerProcess
from tests_web.test_browser_schafkopf import open_table


def test_a_whole_match_against_three_computer_players(
    browser: Browser, server: ServerProcess
) -> None:
    dora, url = open_table(
        browser, server, ["person", "heuristic", "random", "search"], "Dora", lang="en"
    )
    dora.page.wait_for_selector("#hand button")
    assert dora.read()["names"][0].count(" of ") == 1  # English names: "Ober of Acorns"
    # R: the computer's advice for the first decision, into the status region
    dora.page.wait_for_function("document.getElementById('hand-h').textContent.includes('–')")
    dora.page.keyboard.press("r")
    dora.page.wait_for_function("document.getElementById('info').textContent.startsWith('Advice:')")
    advice = dora.page.inner_text("#info")
    assert (" – expects " in advice and advice.endswith(" sure.")) or advice.endswith("unsure."), (
        advice
    )
    end = time.monotonic() + 400
    games = 0
    asked_last_trick = False
    while dora.read()["final"] is None:
        assert time.monotonic() < end, f"the match did not end ({games} games)"
        s = dora.read()
        if s["abrechnung"] is not None and s["confirmable"]:
            games += 1
            assert s["abrechnung"][0].startswith(f"Abrechnung game {games}")
            dora.press("Enter")
        elif not dora.move():
            dora.page.wait_for_timeout(60)
        elif not asked_last_trick and len(dora.read()["hand"]) == 6:
            # L: the last trick, who played what and who took it
            dora.page.keyboard.press("l")
            text = dora.page.inner_text("#info")
            assert text.startswith("Last trick: Seat "), text
            assert "taken by Seat" in text
            asked_last_trick = True
    assert games == 8
    assert asked_last_trick
    final = dora.read()["final"]
    assert final is not None
    assert dora.page.inner_text("#final-h") == "Final standing"
    assert len(final) == 4  # the heading is not repeated
    assert all("bonus" in line for line in final)
    table_id = url.rstrip("/").split("/")[-1]
    with urllib.request.urlopen(f"{server.url}/api/tables/{table_id}/record") as r:
        record = records.loads(r.read())
    assert isinstance(record, records.MatchRecord)
    assert record.is_over
    assert len(record.deals) == 8
    assert record.names[0] == "Dora"
    bonus = {p.seat: p.bonus for p in record.match.placements()}
    for line in final:
        seat = int(line.split("seat ")[1].split(" ")[0])
        assert line.endswith(f"bonus {bonus[seat]}")
    # the Bestenliste, linked from the final table: Dora's total plus her placement bonus
    dora.page.click("#best-link")
    dora.page.wait_for_selector("body[data-loaded='all']")
    row = dora.page.locator("#people tbody tr").first
    cells = row.locator("td, th").all_inner_texts()
    total = record.match.totals[0]
    assert cells[1] == "Dora"
    assert int(cells[2]) == total + bonus[0]
    assert int(cells[3]) == total
    assert int(cells[4]) == bonus[0]
    assert dora.page.get_attribute("#game-schafkopf", "aria-pressed") == "true"
    assert dora.page.inner_text("#shown") == "Schafkopf, All time"
    computers = dora.page.locator("#computers tbody th").all_inner_texts()  # listed apart
    assert sorted(computers) == ["Computer, heuristic", "Computer, random", "Computer, search"]
    dora.page.click("#period-today")
    dora.page.wait_for_selector("body[data-loaded='today']")
    assert dora.page.locator("#people tbody th").first.inner_text() == "Dora"
