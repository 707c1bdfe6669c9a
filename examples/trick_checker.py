"""Check a card from what a tool at the table really knows: the game, who plays it, its
own hand and the cards of the trick in progress — not the earlier tricks. The answer is
legal, illegal with the reason, or "depends" with the fact that decides it.

Run: python examples/trick_checker.py
"""

from __future__ import annotations

from typing import Any

from kartenregeln import Verdict
from kartenregeln import schafkopf as sk

RULES = sk.Rules()


def check(card: str, **known: Any) -> str:
    """One line in German: may the seat play ``card`` now?"""
    answer = sk.check_play(RULES, card, **known)
    if answer.verdict is Verdict.LEGAL:
        return f"{card}: erlaubt"
    if answer.verdict is Verdict.ILLEGAL:
        return f"{card}: nicht erlaubt, {answer.text('de')}"
    return f"{card}: kommt darauf an, {answer.fact_text('de')}: {answer.text('de')}"


def main() -> None:
    # seat 2, five cards left, seat 3 plays a Rufspiel on the Eichel-Sau and seat 1 led it
    known = {"seat": 2, "hand": "EO GU HA HZ E9", "game": "rufspiel eichel", "declarer": 3}
    for card in ("E9", "HA"):
        print(check(card, **known, trick="EA"))
    # seat 1 holds the called Sau; Gras is led: may it throw the Sau away?
    known = {"seat": 1, "hand": "EO EA E7 HZ S9", "game": "rufspiel eichel", "declarer": 3}
    print(check("EA", **known, trick="GA"))
    print(check("EA", **known, trick="GA", called_suit_led=True))


if __name__ == "__main__":
    main()
