"""The soak command: what it reports, how a failure is shown (with the line that
reproduces it), a second check registered in ``SECOND_CHECKS``, a run stopped by its time
before its minimum."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kartenregeln.testing import SECOND_CHECKS, soak
from kartenregeln.testing._soak import GAMES_PER_SEED, Failure, main


@pytest.fixture
def second_check() -> Iterator[list[tuple[str, int]]]:
    """A second check that records its seeds and fails on seed 11."""
    calls: list[tuple[str, int]] = []

    def compare(game: str, seed: int) -> int:
        calls.append((game, seed))
        assert seed != 11, "the reference disagrees"
        return 5

    SECOND_CHECKS["demo"] = compare
    try:
        yield calls
    finally:
        del SECOND_CHECKS["demo"]


def test_a_soak_run_reports_games_positions_and_its_seed() -> None:
    report = soak("schapa", games=2 * GAMES_PER_SEED, seed=3, view_rate=0.5)
    assert (report.seed, report.seeds, report.games, report.failures) == (3, 2, 8, ())
    assert report.positions > report.games
    text = report.text()
    assert "game schapa  seed 3  seeds 2  games 8" in text
    assert "failures 0" in text


def test_a_second_check_runs_on_every_seed_and_its_failure_is_reproducible(
    second_check: list[tuple[str, int]],
) -> None:
    report = soak("schafkopf", games=3 * GAMES_PER_SEED, seed=10, view_rate=0.1)
    assert second_check == [("schafkopf", 10), ("schafkopf", 11), ("schafkopf", 12)]
    assert report.second == {"demo": 10}  # the failing seed counts none
    (failure,) = report.failures
    assert (failure.seed, failure.check) == (11, "demo")
    assert "the reference disagrees" in failure.message
    assert failure.reproduce == (
        "python -m kartenregeln.testing --game schafkopf --seed 11 --seeds 1 "
        "--view-rate 0.1 --mutations 2"
    )
    assert "reproduce: " + failure.reproduce in report.text()


def test_the_command_fails_on_a_failure_and_prints_the_reproduction(
    second_check: list[tuple[str, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(["--game", "schapa", "--seed", "11", "--seeds", "1", "--view-rate", "0"])
    out = capsys.readouterr().out
    assert status == 1
    assert "seed 11 (KARTENREGELN_SEED=11 or --seed 11 to repeat)" in out
    assert "FAILED schapa seed 11 (demo)" in out
    assert "reproduce: python -m kartenregeln.testing --game schapa --seed 11" in out


def test_a_run_the_time_stops_before_its_minimum_fails(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status = main(["--game", "schapa", "--seed", "1", "--games", "400", "--time", "0",
                   "--min-games", "4"])  # fmt: skip
    out = capsys.readouterr().out
    assert status == 1
    assert "FAILED: only 0 games in the time, not 4" in out


def test_the_seed_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("KARTENREGELN_SEED", "4242")
    assert main(["--game", "schapa", "--seeds", "1", "--view-rate", "0"]) == 0
    assert "seed 4242" in capsys.readouterr().out


def test_a_failure_of_an_imported_game_names_the_import() -> None:
    failure = Failure("herzeln", 5, "check_game", "broken", 0.02, 2, ("herzeln",))
    assert failure.reproduce.startswith(
        "python -m kartenregeln.testing --import herzeln --game herzeln --seed 5"
    )


def test_workers_share_the_seeds_and_give_the_same_figures() -> None:
    alone = soak("schapa", games=2 * GAMES_PER_SEED, seed=21, view_rate=0.0)
    shared = soak("schapa", games=2 * GAMES_PER_SEED, seed=21, view_rate=0.0, workers=2)
    assert (shared.games, shared.positions, shared.failures) == (
        alone.games, alone.positions, alone.failures,
    )  # fmt: skip


def test_reference_runs_the_naive_reference_on_every_seed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    try:
        status = main(["--game", "schapa", "--seeds", "1", "--seed", "4", "--reference", "30"])
    finally:
        SECOND_CHECKS.pop("reference", None)
    out = capsys.readouterr().out
    assert status == 0, out
    assert "second check reference:" in out
    positions = int(out.split("second check reference:")[1].split()[0])
    assert positions >= 30


def test_the_reference_check_names_a_difference(monkeypatch: pytest.MonkeyPatch) -> None:
    from kartenregeln import _reference
    from kartenregeln.testing._soak import reference_check

    real = _reference.compare

    def planted(game: str, *, positions: int, seed: int) -> _reference.Report:
        report = real(game, positions=positions, seed=seed)
        report.differences.append(_reference.Difference(game, "trick winner", "0 vs 1", "..."))
        return report

    monkeypatch.setattr(_reference, "compare", planted)
    with pytest.raises(AssertionError, match="1 differences with the naive reference"):
        reference_check(20, "schafkopf", 2)
    assert reference_check(20, "herzeln", 2) == 0


def test_a_ramsch_every_tied_seat_loses_is_checked_against_its_facts() -> None:
    """Seed 5296 of the soak deals a Ramsch under ``RamschTie.ALL_TIED_SHARE`` with a tie
    for the most Augen: ``ramsch_payout`` from its facts (no single loser) is its
    settlement. The soak run of 100,000 games found the check itself naming a loser."""
    report = soak("schafkopf", games=GAMES_PER_SEED, seed=5296)
    assert report.failures == ()
    assert report.games == GAMES_PER_SEED
