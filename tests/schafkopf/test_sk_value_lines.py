"""``schafkopf.scoring.value`` line by line: the Abrechnung a score-keeping app shows is the
breakdown of the amount, so every kind of game is checked for its lines (label, amount,
factor), its flags and its amount under a tariff where each part has its own size.

Tariff: Rufspiel 20, Solo 50, Schneider/Schwarz 10, a Laufender 7 (so a wrong multiplier,
a Laufender counted as the extra or a line left out all change the figures)."""

from __future__ import annotations

import pytest

from kartenregeln import SettlementLine
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.scoring import value

RULES = sk.Rules(tariff=sk.Tariff(rufspiel=20, solo=50, extra=10, extra_laufende=7))


def _lines(v: object) -> list[tuple[str, str, int, bool]]:
    assert isinstance(v, sk.Value)
    return [(line.code, line.label, line.value, line.factor) for line in v.lines]


def test_sie_is_a_solo_with_eight_laufende_times_four() -> None:
    v = value(RULES, sk.Contract("sie"))
    assert (v.won, v.amount, v.schneider, v.schwarz, v.laufende_paid) == (
        True,
        (50 + 8 * 7) * 4,
        False,
        False,
        8,
    )
    assert _lines(v) == [
        ("solo_tariff", "Solo tariff", 50, False),
        ("laufende", "8 Laufende", 56, False),
        ("sie", "Sie", 4, True),
    ]


def test_a_tout_doubles_the_solo_and_its_laufende() -> None:
    v = value(RULES, sk.Contract("wenz", tout=True), tricks=8, laufende=3)
    assert (v.won, v.amount, v.laufende_paid) == (True, (50 + 3 * 7) * 2, 3)
    assert (v.schneider, v.schwarz) == (False, False)
    assert _lines(v) == [
        ("solo_tariff", "Solo tariff", 50, False),
        ("laufende", "3 Laufende", 21, False),
        ("tout", "Tout", 2, True),
    ]
    lost = value(RULES, sk.Contract("wenz", tout=True), tricks=7, laufende=1)
    assert (lost.won, lost.amount, lost.laufende_paid) == (False, 100, 0)
    assert _lines(lost) == [
        ("solo_tariff", "Solo tariff", 50, False),
        ("tout", "Tout", 2, True),
    ]


def test_bettel_ouvert_is_twice_the_bettel_and_has_nothing_else() -> None:
    rules = sk.Rules(tariff=sk.Tariff(rufspiel=20, solo=50, extra=10, bettel=30))
    v = value(rules, sk.Contract("bettel ouvert"), tricks=0, augen=0, laufende=4)
    assert (v.won, v.amount, v.schneider, v.schwarz, v.laufende_paid) == (
        True,
        60,
        False,
        False,
        0,
    )
    assert _lines(v) == [
        ("bettel_tariff", "Bettel tariff", 30, False),
        ("ouvert", "Ouvert", 2, True),
    ]
    lost = value(rules, sk.Contract("bettel"), tricks=1)
    assert (lost.won, lost.amount) == (False, 30)
    assert _lines(lost) == [("bettel_tariff", "Bettel tariff", 30, False)]


def test_doublings_multiply_and_have_one_line_unless_the_state_gives_its_own() -> None:
    v = value(RULES, sk.Contract("farbsolo", "herz"), augen=70, tricks=5, doublings=2)
    assert (v.won, v.amount) == (True, 200)
    assert _lines(v) == [
        ("solo_tariff", "Solo tariff", 50, False),
        ("doublings", "Doublings", 4, True),
    ]
    own = (
        SettlementLine("Kontra", 2, True, seat=1),
        SettlementLine("Re", 2, True, seat=0),
    )
    given = value(
        RULES,
        sk.Contract("farbsolo", "herz"),
        augen=70,
        tricks=5,
        doublings=2,
        doubling_lines=own,
    )
    assert given.amount == 200
    assert given.lines == (SettlementLine("Solo tariff", 50), *own)
    assert _lines(value(RULES, sk.Contract("farbsolo", "herz"), augen=70, tricks=5)) == [
        ("solo_tariff", "Solo tariff", 50, False)
    ]


def test_lost_schneider_and_schwarz_with_the_laufende_of_the_opponents() -> None:
    v = value(RULES, sk.Contract("rufspiel", "gras"), augen=0, tricks=0, laufende=4)
    assert (v.won, v.amount, v.schneider, v.schwarz, v.laufende_paid) == (
        False,
        20 + 10 + 10 + 28,
        True,
        True,
        4,
    )
    assert _lines(v) == [
        ("rufspiel_tariff", "Rufspiel tariff", 20, False),
        ("schneider", "Schneider", 10, False),
        ("schwarz", "Schwarz", 10, False),
        ("laufende", "4 Laufende", 28, False),
    ]


def test_the_defaults_are_a_game_without_augen_tricks_laufende_or_doublings() -> None:
    # tricks=0 by default: Schwarz; laufende=0: none paid even from one on
    rules = sk.Rules(laufende_min=sk.LaufendeMin(rufspiel=1))
    v = value(rules, sk.Contract("rufspiel", "gras"))
    assert (v.won, v.amount, v.schneider, v.schwarz, v.laufende_paid) == (
        False,
        3,
        True,
        True,
        0,
    )
    assert [line.code for line in v.lines] == ["rufspiel_tariff", "schneider", "schwarz"]


@pytest.mark.parametrize(
    ("augen", "tricks", "laufende", "doublings"),
    [(121, 4, 0, 0), (-1, 4, 0, 0), (60, 9, 0, 0), (60, -1, 0, 0), (60, 4, -1, 0), (60, 4, 0, -1)],
)
def test_impossible_facts_are_refused(
    augen: int, tricks: int, laufende: int, doublings: int
) -> None:
    with pytest.raises(
        ValueError, match=r"^augen 0\.\.120, tricks 0\.\.8, laufende and doublings >= 0$"
    ):
        value(
            RULES,
            sk.Contract("farbsolo", "eichel"),
            augen=augen,
            tricks=tricks,
            laufende=laufende,
            doublings=doublings,
        )


def test_the_edges_of_the_facts_are_accepted() -> None:
    full = value(RULES, sk.Contract("farbsolo", "eichel"), augen=120, tricks=8)
    assert (full.won, full.schwarz, full.amount) == (True, True, 70)
    assert value(sk.Rules(players=3), sk.Contract("wenz"), augen=120, tricks=10).schwarz


def test_a_ramsch_is_sent_to_ramsch_value() -> None:
    with pytest.raises(ValueError, match=r"^use ramsch_value\(\) for a Ramsch$"):
        value(RULES, sk.Contract("ramsch"))
