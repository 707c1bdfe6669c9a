"""The Abrechnung table: each game's own (its frontend facet's ``settlement_table``), the
plain one for a game without, and the same money in both."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import abrechnung
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, play_out
from kartenregeln.game import Settlement
from kartenregeln.narration import breakdown_line, settlement_money


def _who(seat: int) -> str:
    return f"Sitz {seat}"


def _schafkopf(seed: int) -> sk.Settlement:
    state = sk.deal(sk.Rules(), dealer=seed % 4, rng=random.Random(seed))
    result = play_out(state, [HeuristicBot()] * 4, random.Random(seed)).settle()
    assert isinstance(result, sk.Settlement)
    return result


def _schapa(seed: int, number: int) -> sp.RoundSettlement:
    state = sp.deal(sp.Rules(players=4), round=number, dealer=seed % 4, rng=random.Random(seed))
    result = play_out(state, [HeuristicBot()] * 4, random.Random(seed)).settle()
    assert isinstance(result, sp.RoundSettlement)
    return result


def _money_and_stand(table: dict[str, object], result: Settlement, bilanz: tuple[int, ...]) -> None:
    rows = table["rows"]
    assert isinstance(rows, list)
    money = settlement_money(result)
    for seat, row in enumerate(rows):
        assert row["seat"] == seat
        assert row["cells"][-2:] == [
            abrechnung.signed(money[seat]),
            abrechnung.signed(bilanz[seat]),
        ]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 5_000), lang=st.sampled_from(["de", "en"]))
def test_schafkopf_shows_its_augen_and_schneider(seed: int, lang: str) -> None:
    result = _schafkopf(seed)
    bilanz = tuple(3 * s for s in range(4))
    table = abrechnung.abrechnung_table(result, 2, bilanz, lang, "bavarian", _who)
    assert table["columns"][0] == "Augen"
    _money_and_stand(table, result, bilanz)
    labels = [label for label, _ in table["facts"]]
    # each fact once, and no fact's value repeats a label ("Wert: Wert: +10" was shown)
    assert len(labels) == len(set(labels))
    assert not any(value.startswith(f"{label}:") for label, value in table["facts"])
    value_lines = [line for line in result.breakdown if line.code == "value"]
    if value_lines:
        value_word = "Wert" if lang == "de" else "Value"
        assert [value_word, f"{value_lines[0].value:+d}"] in table["facts"]
    if result.declarer is not None and not result.thrown_in:
        assert "Schneider" in labels
        assert "Laufende" in labels
        assert [row["cells"][0] for row in table["rows"]] == [str(a) for a in result.augen]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 5_000), number=st.integers(1, 8))
def test_schapa_shows_the_rounds_tricks_or_places(seed: int, number: int) -> None:
    result = _schapa(seed, number)
    bilanz = (0, 0, 0, 0)
    table = abrechnung.abrechnung_table(result, number, bilanz, "de", "french", _who)
    assert table["columns"][0] == ("Platz" if result.finishing_order else "Stiche")
    _money_and_stand(table, result, bilanz)


def test_a_game_without_its_own_table_gets_the_plain_one() -> None:
    result = _schafkopf(7)
    bilanz = (1, -1, 0, 0)
    table = abrechnung.plain_table(result, 3, bilanz, "en", "bavarian", _who)
    assert table["title"] == "Game 3"
    assert table["columns"] == ["Game", "Total"]
    # each line once, as label and amount: "seat 1: Kontra" and "×2", read together as
    # the line of the settlement
    assert [f"{label}: {amount}" for label, amount in table["facts"]] == [
        breakdown_line(line, "en", _who) for line in result.breakdown
    ]
    labels = [label for label, _amount in table["facts"]]
    assert len(labels) == len(set(labels))
    _money_and_stand(table, result, bilanz)
