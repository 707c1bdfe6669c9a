"""The test run's conformance seed, drawn once for the whole run.

``KARTENREGELN_SEED`` repeats a run. When it is not set, the first process of the run
(pytest itself, or pytest-xdist's controller) draws a seed and puts it into its
environment, so that every worker process it starts checks the same games; the seed is
printed when the run starts, also under ``-q``, if the run includes a test that draws its
games from it (``SEEDED``).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

SEED_VARIABLE = "KARTENREGELN_SEED"
SEEDED = ("tests/conformance", "tests/test_core_native.py")
"""The tests that draw their random games from the seed (relative to the root folder)."""


def draws_games(config: pytest.Config) -> bool:
    """Whether the paths the run was given include a test of ``SEEDED`` (a folder that
    holds one, or a file or test inside one); no paths means the whole suite."""
    root = Path(config.rootpath).resolve()
    seeded = [root / name for name in SEEDED]
    given = [Path(str(arg).split("::")[0]).resolve() for arg in config.args] or [root]
    return any(p == s or p in s.parents or s in p.parents for p in given for s in seeded)


def pytest_configure(config: pytest.Config) -> None:
    if not os.environ.get(SEED_VARIABLE):
        os.environ[SEED_VARIABLE] = str(random.SystemRandom().randrange(10**9))


def pytest_sessionstart(session: pytest.Session) -> None:
    if hasattr(session.config, "workerinput"):  # a pytest-xdist worker: its controller prints
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    seed = os.environ[SEED_VARIABLE]
    if reporter is not None and draws_games(session.config):
        reporter.write_line(
            f"kartenregeln conformance seed: {seed} ({SEED_VARIABLE}={seed} repeats it)"
        )
