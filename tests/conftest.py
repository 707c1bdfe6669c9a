"""The test run's conformance seed, drawn once for the whole run.

``KARTENREGELN_SEED`` repeats a run. When it is not set, the first process of the run
(pytest itself, or pytest-xdist's controller) draws a seed and puts it into its
environment, so that every worker process it starts checks the same games; the seed is
printed when the run starts, also under ``-q``.
"""

from __future__ import annotations

import os
import random

import pytest

SEED_VARIABLE = "KARTENREGELN_SEED"


def pytest_configure(config: pytest.Config) -> None:
    if not os.environ.get(SEED_VARIABLE):
        os.environ[SEED_VARIABLE] = str(random.SystemRandom().randrange(10**9))


def pytest_sessionstart(session: pytest.Session) -> None:
    if hasattr(session.config, "workerinput"):  # a pytest-xdist worker: its controller prints
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    seed = os.environ[SEED_VARIABLE]
    if reporter is not None:
        reporter.write_line(
            f"kartenregeln conformance seed: {seed} ({SEED_VARIABLE}={seed} repeats it)"
        )
