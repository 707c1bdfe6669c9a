"""What a player of ``kartenregeln site``'s folder waits for, against the served table.

Builds the folder (``kartenregeln site``, Pyodide from ``--pyodide``), serves it with
``python -m http.server`` on 127.0.0.1 and opens it in Chromium (Debian's, through
Playwright): the folder's size, the time from opening the page to Python being ready
(first visit, then a reload from the browser's cache), the time to the first dealt hand,
and the time the advice (``R``) takes for each card of the first game, the computer's time
per move in WebAssembly while the person plays ``--games``
Schafkopf games (the first playable card, or pass) against three computers of
``--strength``. Then the same room code (``kartenregeln.web.local``) plays the same games
in this Python, as ``kartenregeln serve`` runs it (the compiled search when it is built),
with the folder's search budget (``kartenregeln.web.local.SAMPLES`` worlds) and, for
``search``, once more with the served table's (8 worlds).

    python benchmarks/bench_site.py [--games 2] [--strength heuristic|search]
        [--pyodide tests_site/node_modules/pyodide] [--chromium /usr/bin/chromium]

A computer's move is one step of the room's clock that changed the table, measured in the
worker around the Python call: the bot's decision plus the room's bookkeeping (the log,
the event lines, the page's JSON), which is what the player waits for after the computer
players' pause. The computer pause is 0.05 s here, so each step is one move.
Needs the ``webtest`` extra (Playwright) and ``npm ci`` in tests_site. Speed is printed,
never asserted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DELAY = 0.05


def serve(folder: Path, port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "http.server", "-b", "127.0.0.1", "-d", str(folder), str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(200):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/site.json", timeout=1):
                return proc
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the static server did not start")


def in_browser(url: str, chromium: str, games: int, strength: str) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    from tests_web.people import Person

    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=chromium,
            args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
        )
        page = browser.new_context(viewport={"width": 1200, "height": 1000}).new_page()
        page.goto(url)
        page.wait_for_selector("body[data-site=ready]", timeout=180_000)
        ready = page.evaluate("performance.now()") / 1000
        page.select_option("#site-strength", strength)
        page.select_option("#site-clock", "")
        page.fill("#site-delay", str(DELAY))
        page.click("#site-start")
        try:
            page.wait_for_selector("#hand button", state="attached", timeout=60_000)
        except Exception:
            raise RuntimeError(page.inner_text("#site")) from None
        stats = page.evaluate("window.KR_SITE")
        first_hand = (stats["startMs"] + stats["firstHandMs"]) / 1000
        person = Person(page)
        advice: list[float] = []
        played = 0
        end = time.monotonic() + 300 * games
        while played < games:
            if time.monotonic() > end:
                raise RuntimeError(f"stuck: {person.read()}")
            s = person.read()
            if s["abrechnung"] is not None:
                played += 1
                if played < games and s["confirmable"]:
                    person.press("Enter")
                    page.wait_for_function(
                        "document.getElementById('abrechnung').classList.contains('hidden')",
                        timeout=60_000,
                    )
                continue
            if (
                (
                    s["myTurn"]
                    and any(s["playable"])
                    and not any(c.startswith("N:") for c in s["choices"])
                )
                and played == 0
                and len(advice) < 8
            ):  # the advice (R) for each card of game 1
                page.evaluate("document.getElementById('info').replaceChildren()")
                a0 = time.perf_counter()
                page.keyboard.press("R")
                page.wait_for_function("document.getElementById('info').textContent.length > 0")
                advice.append((time.perf_counter() - a0) * 1000)
            if not person.move():
                time.sleep(0.05)
        steps = page.evaluate("window.KR_SITE.steps")
        page.reload()
        page.wait_for_selector("body[data-site=ready]", timeout=180_000)
        reload_ready = page.evaluate("performance.now()") / 1000
        browser.close()
    return {
        "ready": ready,
        "reload": reload_ready,
        "first_hand": first_hand,
        "steps": steps,
        "advice": advice,
    }


def in_python(games: int, strength: str, samples: int) -> dict[str, Any]:
    from kartenregeln.bots import solver_backend
    from kartenregeln.web.local import LocalTable

    t = LocalTable()
    t0 = time.perf_counter()
    t.new({"game": "schafkopf", "seats": ["person"] + [strength] * 3, "clock": None,
           "standin": strength, "computer_delay": DELAY, "samples": samples}, "Bench")  # fmt: skip
    state: dict[str, Any] = {}

    def take(messages: list[dict[str, Any]]) -> None:
        for m in messages:
            if m["type"] == "state":
                state.clear()
                state.update(m["state"])

    take(t.connect("de"))
    first_hand = time.perf_counter() - t0
    steps: list[float] = []
    played = 0
    while played < games:
        if state.get("abrechnung") is not None and state["phase"] != "playing":
            played += 1
            if played < games:
                take(t.message(json.dumps({"type": "confirm"})))
                while state.get("abrechnung") is not None:
                    time.sleep(t.due_in() or 0.01)
                    take(t.step())
            continue
        if state["phase"] == "playing" and state["to_move"] == 0 and 0 in state["waiting_for"]:
            legal = state["view"]["legal_actions"]
            cards = [c for c in state["view"]["hand"] if c in legal]
            action = state["no"] or (cards[0] if cards else state["choices"][0]["action"])
            take(t.message(json.dumps({"type": "act", "action": action})))
            continue
        due = t.due_in()
        if due:
            time.sleep(due)
        s0 = time.perf_counter()
        out = t.step()
        if out:
            steps.append((time.perf_counter() - s0) * 1000)
        take(out)
    return {"backend": solver_backend(), "first_hand": first_hand, "steps": steps}


def row(name: str, value: str) -> None:
    print(f"{name:<34}{value}")


def times(steps: list[float]) -> str:
    if not steps:
        return "no computer move"
    return f"median {statistics.median(steps):.0f} ms, max {max(steps):.0f} ms ({len(steps)} moves)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument(
        "--strength", choices=("random", "heuristic", "search"), default="heuristic"
    )
    parser.add_argument("--pyodide", default=str(ROOT / "tests_site" / "node_modules" / "pyodide"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--port", type=int, default=8767)
    args = parser.parse_args()
    from kartenregeln.web.site import build_site

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        done = build_site(Path(tmp) / "site", args.pyodide)
        built = time.perf_counter() - t0
        proc = serve(done.out, args.port)
        try:
            web = in_browser(
                f"http://127.0.0.1:{args.port}/", args.chromium, args.games, args.strength
            )
        finally:
            proc.terminate()
            proc.wait()
    from kartenregeln.web.local import SAMPLES

    py = in_python(args.games, args.strength, SAMPLES)
    served = in_python(args.games, args.strength, 8) if args.strength == "search" else py
    print(
        f"kartenregeln site: {args.games} Schafkopf games against three {args.strength} computers"
    )
    row("folder", f"{done.size / 1e6:.1f} MB in {done.files} files (built in {built:.1f} s)")
    row("Python ready, first visit", f"{web['ready']:.1f} s")
    row("Python ready, reload (cached)", f"{web['reload']:.1f} s")
    row("first dealt hand, first visit", f"{web['first_hand']:.1f} s")
    row("computer move, browser (WASM)", times(web["steps"]))
    row("advice (R), browser (WASM)", times(web["advice"]).replace("moves", "cards"))
    row(f"computer move, CPython ({py['backend']})", times(py["steps"]))
    if served is not py:
        row("  served budget (8 worlds)", times(served["steps"]))
    row("first dealt hand, CPython", f"{py['first_hand'] * 1000:.0f} ms (room only, no page)")


if __name__ == "__main__":
    main()
