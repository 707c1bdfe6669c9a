"""The job runner behind run_duplicate and simulate: same results for every backend and
number of workers; a clear error when the ray extra is missing."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator

import pytest

from kartenregeln._parallel import map_ordered
from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate
from kartenregeln.cli import main


def _square(x: int) -> int:
    return x * x


def test_map_ordered_keeps_the_order_with_processes() -> None:
    jobs = list(range(20))
    assert list(map_ordered(_square, jobs, workers=2, chunksize=3)) == [x * x for x in jobs]
    assert list(map_ordered(_square, jobs)) == [x * x for x in jobs]


def test_map_ordered_streams_an_endless_iterable_of_jobs() -> None:
    """The jobs are read a few chunks ahead of the results: an endless generator works
    (what `simulate --matches 1000000000` needs), and no more jobs are read than needed."""
    read: list[int] = []

    def jobs() -> Iterator[int]:
        for k in itertools.count():
            read.append(k)
            yield k

    results = map_ordered(_square, jobs(), workers=2, chunksize=2)
    assert list(itertools.islice(results, 5)) == [0, 1, 4, 9, 16]
    assert len(read) <= 5 + 2 * 2 * 2  # the results taken, plus the window of chunks


def test_map_ordered_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="unknown backend 'dask'"):
        list(map_ordered(_square, [1], backend="dask"))
    with pytest.raises(ValueError, match="at least 1"):
        list(map_ordered(_square, [1], workers=0))


def test_run_duplicate_with_two_processes_equals_one() -> None:
    one = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=4, seed=2)
    two = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=4, seed=2, workers=2)
    assert one == two


def test_ray_backend_without_ray_names_the_extra(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(ImportError, match=r"kartenregeln\[ray\]"):
        run_duplicate("schapa", RandomBot(), RandomBot(), units=1, backend="ray")
    code = main(["simulate", "--matches", "2", "--backend", "ray", "--no-progress"])
    assert code == 1
    assert 'pip install "kartenregeln[ray]"' in capsys.readouterr().err
