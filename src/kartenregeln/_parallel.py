"""Run independent, seeded jobs in order: in this process, over local processes, or over
a Ray cluster (``pip install "kartenregeln[ray]"``). Internal to the arena and the CLI.

Each job carries its own seed, so the results are the same whichever way they run.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Literal, TypeVar

__all__ = ["BACKENDS", "Backend", "map_ordered"]

Backend = Literal["processes", "ray"]
BACKENDS: tuple[str, ...] = ("processes", "ray")

J = TypeVar("J")
R = TypeVar("R")


def _ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ImportError('the ray backend needs Ray: pip install "kartenregeln[ray]"') from None


def _chunk(fn: Callable[[J], R], jobs: Sequence[J]) -> list[R]:
    return [fn(job) for job in jobs]


def map_ordered(
    fn: Callable[[J], R],
    jobs: Sequence[J],
    *,
    workers: int = 1,
    backend: str = "processes",
    address: str | None = None,
    chunksize: int = 1,
) -> Iterator[R]:
    """``fn(job)`` for every job, yielded in the order of ``jobs``.

    ``backend="processes"``: in this process when ``workers`` is 1, else over that many
    local processes. ``backend="ray"``: as Ray tasks of ``chunksize`` jobs each, on the
    cluster at ``address`` (``"auto"``, ``"ray://host:10001"``…), or on a local Ray
    instance with ``workers`` CPUs when no address is given and Ray is not yet running in
    this process. A Ray instance started here is shut down at the end.
    """
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; choose processes or ray")
    if workers < 1:
        raise ValueError("workers must be at least 1")
    if backend == "ray":
        yield from _ray_map(fn, jobs, workers, address, chunksize)
    elif workers == 1:
        for job in jobs:
            yield fn(job)
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield from pool.map(fn, jobs, chunksize=chunksize)


def _ray_map(
    fn: Callable[[J], R],
    jobs: Sequence[J],
    workers: int,
    address: str | None,
    chunksize: int,
) -> Iterator[R]:
    ray = _ray()
    own = not ray.is_initialized()
    if own:
        ray.init(
            address=address,
            num_cpus=None if address else workers,
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.ERROR,
        )
    try:
        task = ray.remote(_chunk)
        size = max(1, chunksize)
        refs = [task.remote(fn, jobs[i : i + size]) for i in range(0, len(jobs), size)]
        for ref in refs:
            yield from ray.get(ref)
    finally:
        if own:
            ray.shutdown()
