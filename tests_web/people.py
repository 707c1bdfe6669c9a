"""A person at the web table, as the browser tests drive one: keys only, reading the DOM."""

from __future__ import annotations

import contextlib
from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

KEYS = "1234567890QWETUIOSDFGK"
"""The keys of the places in the hand (and of the choices): 1-9, 0, then letters."""

READ = """() => {
  const q = s => [...document.querySelectorAll(s)];
  const abr = document.getElementById('abrechnung');
  return {
    updates: Number(document.body.dataset.updates || 0),
    title: document.getElementById('title').textContent,
    myTurn: document.getElementById('hand-h').textContent.includes('–'),
    hand: q('#hand button').map(b => b.dataset.code),
    names: q('#hand button').map(b => b.getAttribute('aria-label')),
    playable: q('#hand button').map(b => b.classList.contains('playable')),
    choices: q('#choices button').map(b => b.textContent),
    abrechnung: abr.classList.contains('hidden') ? null :
      q('#abr-lines p').map(p => p.textContent),
    confirmable: !document.getElementById('confirm').disabled,
    final: document.getElementById('final').classList.contains('hidden') ? null :
      q('#final-lines p').map(p => p.textContent),
    log: q('#log p').map(p => p.textContent),
    codes: q('[data-code]').map(b => b.dataset.code),
  };
}"""


class Person:
    """One browser page at a table."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.keyed: list[int] = []
        """The places in the hand of the cards played by key."""

    def read(self) -> dict[str, Any]:
        result: dict[str, Any] = self.page.evaluate(READ)
        return result

    def press(self, key: str) -> None:
        """Press a key and wait (briefly) for the server's answer."""
        before = self.read()["updates"]
        self.page.keyboard.press(key)
        # a refused key changes nothing, so no update may come: then go on after 3 s
        with contextlib.suppress(PlaywrightTimeout):
            self.page.wait_for_function(
                f"Number(document.body.dataset.updates || 0) > {before}", timeout=3000
            )

    def tab_to(self, code: str = "", element_id: str = "") -> None:
        """Move the focus with Tab until it is on the card ``code`` (or the element with
        the id ``element_id``)."""
        for _ in range(80):
            self.page.keyboard.press("Tab")
            at = self.page.evaluate(
                "() => [document.activeElement.dataset.code || '', document.activeElement.id]"
            )
            if (code and at[0] == code) or (element_id and at[1] == element_id):
                return
        raise AssertionError(f"Tab never reached {code or element_id}")

    def move(self, *, last: bool = False) -> bool:
        """If it is this person's turn, take one action with the keys: N (pass) when it
        can be said, else the first (``last``: the last) playable card by its key, else
        the first choice. True if a key was pressed."""
        s = self.read()
        if s["abrechnung"] is not None or not s["myTurn"]:
            return False
        if any(c.startswith("N:") for c in s["choices"]) and not (last and any(s["playable"])):
            self.press("N")
        elif any(s["playable"]):
            k = (
                len(s["playable"]) - 1 - s["playable"][::-1].index(True)
                if last
                else s["playable"].index(True)
            )
            self.keyed.append(k)
            self.press(KEYS[k])
        elif s["choices"]:
            self.press("1")
        else:
            return False
        return True
