"""The naive reference (kartenregeln._reference) agrees with the engine over random games
with random house rules, and the comparison would see a disagreement."""

from __future__ import annotations

import importlib
import random

import pytest

from kartenregeln._reference import compare
from kartenregeln._reference import schafkopf as ref_sk
from kartenregeln._reference import schapa as ref_sp

compare_module = importlib.import_module("kartenregeln._reference.compare")


@pytest.mark.parametrize("game", ["schafkopf", "schapa"])
def test_the_reference_agrees_with_the_engine_under_random_house_rules(game: str) -> None:
    seed = random.randrange(2**32)
    print(f"reference comparison of {game}: seed {seed}")
    report = compare(game, positions=400, seed=seed)
    assert report.positions >= 400
    assert report.settlements > 0
    assert report.differences == [], str(report)


def test_a_wrong_trick_winner_in_the_reference_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    # the lowest card of the suit led takes the trick: the comparison must notice at once
    monkeypatch.setattr(ref_sk, "power", lambda game, card: -ref_sk.AUGEN[card[1]])
    report = compare("schafkopf", positions=300, seed=1)
    assert report.differences
    assert {d.what for d in report.differences} <= {"trick winner", "legal actions", "augen"}
    assert "GameState.from_text(" in report.differences[0].reproduction


def test_a_wrong_layout_rule_in_the_reference_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    # one card per turn always: wrong unless the rules say so
    monkeypatch.setattr(ref_sp.Round, "fitting", lambda self, seat: [])
    report = compare("schapa", positions=2000, seed=2)
    assert any(d.what in ("legal actions", "turn") for d in report.differences)


def test_a_wrong_price_in_the_reference_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    real = ref_sk.Game.doublings
    monkeypatch.setattr(ref_sk.Game, "doublings", lambda self: real(self) + 1)
    report = compare("schafkopf", positions=500, seed=3)
    assert any(d.what == "settlement" for d in report.differences)


def test_the_random_rules_reach_every_option() -> None:
    rng = random.Random(0)
    drawn = [compare_module.random_schafkopf_rules(rng) for _ in range(300)]
    for name in ("klopfen", "farbwenz", "bettel_herz", "re_by_partner", "davonlaufen", "sie"):
        assert {getattr(r, name) for r in drawn} == {True, False}, name
    assert {r.players for r in drawn} == {3, 4}
    assert {r.deck.value for r in drawn} == {"long", "short"}
    assert {r.stock is None for r in drawn} == {True, False}
    sp_drawn = [compare_module.random_schapa_rules(rng) for _ in range(100)]
    assert {r.players for r in sp_drawn} == {3, 4, 5, 6}
    assert {r.play_out for r in sp_drawn} == {True, False}


def test_compare_refuses_what_it_cannot_do() -> None:
    with pytest.raises(ValueError, match="game must be"):
        compare("skat", positions=1, seed=0)
    with pytest.raises(ValueError, match="rules must be"):
        compare("schapa", positions=1, seed=0, rules="default")


def test_the_command_compares_both_games_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    from kartenregeln._reference.__main__ import main

    assert main(["--positions", "40", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "schafkopf" in out
    assert "schapa" in out


def test_the_command_fails_on_a_difference(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from kartenregeln import _reference
    from kartenregeln._reference import __main__ as command

    def differing(game: str, *, positions: int, seed: int) -> _reference.Report:
        report = compare(game, positions=positions, seed=seed)
        report.differences.append(_reference.Difference(game, "legal actions", "a vs b", "..."))
        return report

    monkeypatch.setattr(command, "compare", differing)
    assert command.main(["--game", "schapa", "--positions", "20", "--seed", "3"]) == 1
    assert "legal actions" in capsys.readouterr().out
