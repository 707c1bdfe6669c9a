"""Run independent, seeded jobs in order: in this process, over local processes, or over
a Ray cluster (``pip install "kartenregeln[ray]"``). Internal to the arena and the CLI.

Each job carries its own seed, so the results are the same whichever way they run.
"""

from __future__ import annotations

import collections
import importlib
import itertools
import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
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


def _windowed(
    submit: Callable[[list[J]], Any],
    get: Callable[[Any], list[R]],
    jobs: Iterable[J],
    size: int,
    depth: int,
) -> Iterator[R]:
    """Submit the jobs in chunks of ``size``, at most ``depth`` chunks in flight, and yield
    the results in order: the jobs are read as they are needed, so an endless or huge
    iterable of jobs runs in bounded memory."""
    it = iter(jobs)
    window: collections.deque[Any] = collections.deque()
    for chunk in iter(lambda: list(itertools.islice(it, size)), []):
        window.append(submit(chunk))
        if len(window) >= depth:
            yield from get(window.popleft())
    while window:
        yield from get(window.popleft())


def map_ordered(
    fn: Callable[[J], R],
    jobs: Iterable[J],
    *,
    workers: int = 1,
    backend: str = "processes",
    address: str | None = None,
    chunksize: int = 1,
) -> Iterator[R]:
    """``fn(job)`` for every job, yielded in the order of ``jobs``. The jobs are read
    lazily, a few chunks ahead of the results (a generator of a billion jobs is fine).

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
        size = max(1, chunksize)
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield from _windowed(
                lambda chunk: pool.submit(_chunk, fn, chunk),
                lambda future: future.result(),
                jobs,
                size,
                2 * workers,
            )


def _ray_map(
    fn: Callable[[J], R],
    jobs: Iterable[J],
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
        depth = 4 * int(ray.cluster_resources().get("CPU", workers))
        yield from _windowed(lambda chunk: task.remote(fn, chunk), ray.get, jobs, size, depth)
    finally:
        if own:
            ray.shutdown()
