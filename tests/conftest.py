"""Shared pytest hooks: the seed of the conformance suite's run (``KARTENREGELN_SEED`` if
set, to repeat a run, else drawn once per run), named in pytest's header."""

from __future__ import annotations

import os
import random

import pytest

SEED = int(os.environ.get("KARTENREGELN_SEED") or random.SystemRandom().randrange(10**9))


def pytest_report_header() -> str:
    """The seed, so that a run can be repeated."""
    return f"kartenregeln conformance seed: {SEED} (KARTENREGELN_SEED={SEED} repeats it)"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The seed once more at the end (``-q`` leaves out the header)."""
    terminalreporter.write_line(pytest_report_header())


@pytest.fixture(scope="session")
def conformance_seed() -> int:
    """This run's seed for the conformance suite."""
    return SEED
