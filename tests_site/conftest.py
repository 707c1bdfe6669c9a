"""``kartenregeln site``'s tests: the folder built from this checkout, served by a plain
static file server on 127.0.0.1, played in Debian's Chromium through Playwright.

Needs the ``webtest`` extra and Pyodide from the npm registry: ``(cd tests_site && npm
ci)`` (``.ci/run`` does). The page may fetch from the static server only: every request
to another host is refused and fails the test.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route

from tests_web.conftest import browser, free_port

__all__ = ["SiteServer", "browser", "open_site", "site", "site_server"]

HERE = Path(__file__).resolve().parent
PYODIDE = HERE / "node_modules" / "pyodide"


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder, written by the command line as a user would."""
    if not (PYODIDE / "pyodide.asm.wasm").is_file():
        pytest.fail(f"no Pyodide at {PYODIDE}: run `npm ci` in tests_site (CI does)")
    out = tmp_path_factory.mktemp("site") / "table"
    cmd = [sys.executable, "-m", "kartenregeln", "site", str(out), "--pyodide", str(PYODIDE)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (out / "index.html").is_file()
    return out


class SiteServer:
    """``python -m http.server`` serving the folder on 127.0.0.1; ``foreign`` collects
    every request the pages made to anywhere else."""

    def __init__(self, folder: Path, probe: str = "site.json") -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.foreign: list[str] = []
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", str(folder),
             str(self.port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        for _ in range(200):
            try:
                with urllib.request.urlopen(self.url + probe, timeout=1):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the static server did not answer within 10 s")

    def route(self, route: Route) -> None:
        url = route.request.url
        if url.startswith((self.url, "blob:", "data:", "about:")):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(5)


@pytest.fixture
def site_server(site: Path) -> Iterator[SiteServer]:
    server = SiteServer(site)
    yield server
    server.stop()
    assert not server.foreign, f"the page asked other hosts: {server.foreign}"


def open_site(browser: Browser, server: SiteServer, lang: str = "de") -> Page:
    """A fresh browser profile on the folder's page, the network restricted to the
    server, Python loaded."""
    context = browser.new_context(viewport={"width": 1200, "height": 1000})
    context.route("**/*", server.route)
    # a worker's requests go through the context too (its module imports, the wheels)
    page = context.new_page()
    page.goto(f"{server.url}?lang={lang}")
    page.wait_for_selector("body[data-site=ready]", timeout=120_000)
    return page
