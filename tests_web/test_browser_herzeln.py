"""An installed outside game in the browser: Herzeln (examples/herzeln), found by its entry
point, is offered by the lobby as the game describes itself, and its table deals."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests_web.conftest import ROOT, ServerProcess, free_port


@pytest.fixture
def herzeln_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ServerProcess]:
    """A server with Herzeln installed (by ``pip`` from its folder, offline)."""
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip("hatchling (the dev extra) is needed to build examples/herzeln offline")
    site = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
    command += ["--no-build-isolation", "--no-index", "--target", str(site)]
    subprocess.run([*command, str(ROOT / "examples" / "herzeln")], check=True, timeout=300)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]))
    proc = ServerProcess(tmp_path / "web.sqlite3", free_port())
    proc.start()
    yield proc
    proc.stop()


def test_the_lobby_offers_herzeln_as_it_describes_itself(
    browser: Browser, herzeln_server: ServerProcess
) -> None:
    page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.goto(f"{herzeln_server.url}/?lang=de")
    games = page.eval_on_selector_all("#game option", "os => os.map(o => [o.value, o.text])")
    assert games == [["schafkopf", "Schafkopf"], ["schapa", "Schapa"], ["herzeln", "Herzeln"]]
    page.fill("#name", "Anna")
    page.select_option("#game", "herzeln")
    # four players, no rounds, no match length: the form shows what the game offers
    assert page.eval_on_selector_all("#players option", "os => os.map(o => o.value)") == ["4"]
    assert page.is_visible("#players")
    assert not page.is_visible("#rounds")
    assert not page.is_visible("#games")
    assert page.eval_on_selector_all("#seat-kinds select", "ss => ss.length") == 4
    page.click("#create-btn")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#seats li")
    page.wait_for_selector("#hand button")
    assert "Herzeln" in page.title()
    assert page.eval_on_selector_all("#hand button", "bs => bs.length") == 8
    assert errors == []


def test_the_bestenliste_has_a_page_for_herzeln(
    browser: Browser, herzeln_server: ServerProcess
) -> None:
    page = browser.new_context().new_page()
    page.goto(f"{herzeln_server.url}/bestenliste?game=herzeln&lang=de")
    page.wait_for_selector("body[data-loaded]")
    buttons = page.locator("#games button").all_inner_texts()
    assert buttons == ["Schafkopf", "Schapa", "Herzeln"]
    assert page.get_attribute("#game-herzeln", "aria-pressed") == "true"
    assert page.inner_text("#shown").startswith("Herzeln")
