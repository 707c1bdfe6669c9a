"""The game lines of the command line, for every kind of settlement."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.bots import RandomBot, play_out
from kartenregeln.game import SettlementLine
from kartenregeln.narration import breakdown_line
from kartenregeln.schafkopf._narration import game_line


def _ramsch(**changes: object) -> sk.Settlement:
    fields: dict[str, object] = {
        "scores": (2, 2, 0, 2), "balance": (2, 2, -6, 2), "game": sk.Contract("ramsch"),
        "augen": (30, 20, 60, 10), "ramsch_loser": 2,
        "breakdown": (SettlementLine("Klopfer", 2, True, 1),),
    }  # fmt: skip
    fields.update(changes)
    return sk.Settlement(**fields)  # type: ignore[arg-type]


def test_ramsch_lines() -> None:
    assert game_line(_ramsch(), "de") == "Ramsch: Sitz 2 verliert mit 60 Augen, Sitz 1 klopft"
    assert game_line(_ramsch(jungfrauen=(3,)), "en") == (
        "Ramsch: seat 2 loses with 60 Augen, Jungfrau (no trick): seat 3, seat 1 knocks"
    )
    durch = _ramsch(ramsch_loser=None, durchmarsch=0, breakdown=())
    assert game_line(durch, "de") == "Ramsch: Durchmarsch von Sitz 0"
    assert game_line(durch, "en") == "Ramsch: Durchmarsch by seat 0"


def test_sie_and_a_won_tout() -> None:
    sie = sk.Settlement(
        scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), game=sk.Contract("sie"), declarer=1,
        winners=(1,), party_augen=(120, 0), laufende=8, laufende_mit=True, laufende_paid=8,
    )  # fmt: skip
    assert game_line(sie, "de") == "Sitz 1 gewinnt Sie: mit 8 Laufenden"
    tout = sk.Settlement(
        scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), game=sk.Contract("wenz", tout=True),
        declarer=3, winners=(3,), party_augen=(120, 0), schwarz=True,
        breakdown=(SettlementLine("Kontra", 2, True, 0), SettlementLine("Re", 2, True, 3)),
    )  # fmt: skip
    assert game_line(tout, "en") == (
        "seat 3 wins the Wenz Tout: declarers 120 Augen, opponents 0, Schwarz, "
        "Kontra by seat 0, Re by seat 3"
    )


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_breakdown_line_of_random_games_is_translated(lang: str) -> None:
    """German lines carry no English label; plurals are right in both languages."""
    rng = random.Random(5)
    english = ("tariff", "Value", "Loses", "Thrown", "tricks at", "taken", "place ")
    for _ in range(60):
        state = play_out(sk.deal(sk.Rules(klopfen=True), dealer=0, rng=rng),
                         [RandomBot()] * 4, rng)  # fmt: skip
        result = state.settle()
        for line in result.breakdown:
            text = breakdown_line(line, lang)
            assert text.endswith(f"×{line.value}" if line.factor else f"{line.value:+d}")
            if lang == "de":
                assert not any(word in text for word in english), text
    assert breakdown_line(SettlementLine("1 tricks at +5", 5, False, 0), "en") == (
        "seat 0: 1 trick at +5: +5"
    )
    assert breakdown_line(SettlementLine("3 tricks at -5", -15, False, 0), "de") == (
        "Sitz 0: 3 Stiche zu -5: -15"
    )
    assert breakdown_line(SettlementLine("1 tricks at -5", -5, False, 0), "de") == (
        "Sitz 0: 1 Stich zu -5: -5"
    )
    assert breakdown_line(SettlementLine("place 2", -20, False, 1), "de") == (
        "Sitz 1: Platz 2: -20"
    )
    assert breakdown_line(SettlementLine("QC taken at -20", -20, False, 1), "de") == (
        "Sitz 1: Kreuz-Dame bekommen zu -20: -20"
    )
