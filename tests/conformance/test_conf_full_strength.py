"""The conformance suite at full strength in the test run: hundreds of random games of
Schafkopf, Schapa and Herzeln (the outside game in examples/herzeln) under random house
rules, in a fixed time budget, every check of ``check_game`` on every game (the costly
ones on a share of the positions), and a few matches with every check on every position.
CI runs the same command for thousands of games in its own step (``.ci/run``: the
conformance suite at full strength), outside the coverage measurement.

The seed is printed when the module starts, also under ``-q`` (``KARTENREGELN_SEED``
repeats a run); a failure names the seed and the command that reproduces it. A run
stopped by its time must still have played the stated minimum of games, or it fails: a
machine too slow to check that many is reported, not passed.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from kartenregeln.testing import SoakReport, soak

HERZELN = Path(__file__).resolve().parents[2] / "examples" / "herzeln" / "src"

SEED = int(os.environ.get("KARTENREGELN_SEED") or random.SystemRandom().randrange(10**9))
"""This run's seed: ``KARTENREGELN_SEED`` if set (to repeat a run), else a new one."""


@pytest.fixture(scope="module", autouse=True)
def _print_the_seed(pytestconfig: pytest.Config) -> None:
    """The seed on the terminal, past pytest's capture and ``-q``."""
    capture = pytestconfig.pluginmanager.get_plugin("capturemanager")
    line = f"kartenregeln conformance seed: {SEED} (KARTENREGELN_SEED={SEED} repeats it)"
    assert capture is not None
    with capture.global_and_fixture_disabled():
        print(f"\n{line}", flush=True)


@pytest.fixture
def conformance_seed() -> int:
    """This run's seed."""
    return SEED


# (game, games aimed at, seconds at most, games at least)
BUDGET = {
    "schafkopf": (400, 25.0, 40),
    "schapa": (300, 20.0, 30),
}
FULL_SEEDS = 1
"""Seeds (each a match of four games) checked with every check on every position."""


def _verdict(report: SoakReport, minimum: int) -> None:
    print(report.text())
    assert not report.failures, report.text()
    assert report.games >= minimum, (
        f"{report.game}: only {report.games} games in {report.seconds:.0f} s, not the "
        f"{minimum} stated; repeat with KARTENREGELN_SEED={report.seed}"
    )


@pytest.mark.parametrize("game", sorted(BUDGET))
def test_thousands_of_random_games_under_random_house_rules(
    game: str, conformance_seed: int
) -> None:
    aimed, seconds, minimum = BUDGET[game]
    report = soak(game, games=aimed, seed=conformance_seed, time_limit=seconds)
    _verdict(report, minimum)


@pytest.mark.parametrize("game", sorted(BUDGET))
def test_every_check_on_every_position(game: str, conformance_seed: int) -> None:
    seed = conformance_seed + 10**9  # other seeds than the long run's
    report = soak(game, games=4 * FULL_SEEDS, seed=seed, view_rate=1.0, mutations=20)
    _verdict(report, 4 * FULL_SEEDS)


def test_herzeln_the_outside_game(conformance_seed: int) -> None:
    """Herzeln registers itself when imported: the soak command imports it in its own
    process (so this run's registry stays as it was)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERZELN), *sys.path])}
    command = [
        sys.executable, "-m", "kartenregeln.testing", "--import", "herzeln",
        "--game", "herzeln", "--seed", str(conformance_seed), "--games", "200",
        "--time", "10", "--min-games", "20",
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    assert "failures 0" in done.stdout


HERZELN_SHORT_RESULT = """
import random
import herzeln
from kartenregeln import RecordError

match = herzeln.Match(herzeln.Rules())
state = match.deal(random.Random(1))
while not state.is_over:
    state = state.apply(state.legal_actions()[0])
data = match.record(state).to_json()
data["results"][0]["scores"].pop()
try:
    herzeln.Match.from_json(data)
except RecordError as exc:
    print("refused:", exc)
"""


def test_herzeln_refuses_a_match_whose_deal_has_a_seat_too_few() -> None:
    """Found by this suite: Herzeln's match took a result with three scores from JSON,
    and its placements raised IndexError."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERZELN), *sys.path])}
    done = subprocess.run(
        [sys.executable, "-c", HERZELN_SHORT_RESULT], env=env, capture_output=True,
        text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "refused: Match: results: a deal of 4 seats each" in done.stdout
