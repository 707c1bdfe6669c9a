"""run_duplicate and ``kartenregeln simulate`` on a local Ray instance with 2 CPUs give
the same results as one worker."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator

import pytest
import ray

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate
from kartenregeln.cli import main
from kartenregeln.cli.simulate import run_simulate

pytestmark = pytest.mark.ray


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
    yield
    ray.shutdown()


@pytest.mark.usefixtures("local_ray")
def test_run_duplicate_on_ray_equals_one_worker() -> None:
    for game, rules, units in (("schafkopf", None, 6), ("schapa", sp.Rules(players=3), 2)):
        one = run_duplicate(game, HeuristicBot(), RandomBot(), units=units, seed=5, rules=rules)
        on_ray = run_duplicate(
            game,
            HeuristicBot(),
            RandomBot(),
            units=units,
            seed=5,
            rules=rules,
            backend="ray",
            workers=2,
        )
        assert on_ray == one
        assert len(on_ray.diffs) == units


@pytest.mark.usefixtures("local_ray")
def test_simulate_on_ray_prints_the_same_as_one_worker() -> None:
    outs = []
    for backend in ("processes", "ray"):
        out = io.StringIO()
        run_simulate(
            "schafkopf",
            sk.Rules(),
            matches=3,
            games=8,
            bots=("heuristic", "random", "heuristic", "random"),
            samples=2,
            seed=9,
            workers=1,
            lang="en",
            record=None,
            progress=False,
            out=out,
            err=io.StringIO(),
            backend=backend,
        )
        outs.append(out.getvalue())
    assert outs[0] == outs[1]
    assert sum(line.startswith("match ") for line in outs[0].splitlines()) == 3


@pytest.mark.usefixtures("local_ray")
def test_simulate_command_line_with_ray(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--game", "schapa", "--players", "3", "--bots", "random,heuristic,random"]
    args += ["--matches", "2"]
    assert main([*args, "--no-progress"]) == 0
    one = capsys.readouterr().out
    assert main([*args, "--no-progress", "--backend", "ray", "--workers", "2"]) == 0
    assert capsys.readouterr().out == one


def test_unknown_backend_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown backend"):
        run_duplicate("schapa", RandomBot(), RandomBot(), units=1, backend="dask")
