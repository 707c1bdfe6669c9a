"""The compiled search of the fast exact solvers, when it is installed.

``_csolver`` is a C extension built from ``_csolver.c`` when the package is built on a
machine with a C compiler; without one the package installs without it and every solver
runs its pure-Python search (the reference: both give the same values and visit the same
nodes). The fast solvers ask ``search_factory``
for their search functions; it hands out the compiled ones unless the environment variable
``KARTENREGELN_PURE`` is set to a non-empty value other than ``0``.

Compiled: the party games and the Ramsch of Schafkopf, Schapa's trick rounds. Schapa's
round 7 (the layout) and three-player Schafkopf always use Python.
"""

from __future__ import annotations

import functools
import os
import sys
import weakref
from collections.abc import Callable, Sequence
from typing import Any, Literal, TypeVar, cast

__all__ = ["PURE_ENV", "available", "backend", "import_error", "search_factory"]

PURE_ENV = "KARTENREGELN_PURE"
"""The environment variable that forces the pure-Python solvers (``1``)."""

_csolver: Any
_import_error: str | None
try:
    from kartenregeln.bots._native import _csolver  # type: ignore[attr-defined, no-redef, unused-ignore]
except ImportError as exc:  # pragma: no cover - depends on the build
    _csolver = None
    _import_error = str(exc)
else:
    _import_error = None


def available() -> bool:
    """Whether the compiled search is installed (whatever ``KARTENREGELN_PURE`` says)."""
    return _csolver is not None


def import_error() -> str | None:
    """Why the compiled search could not be imported (``None`` when it was)."""
    return _import_error


def _forced_pure() -> bool:
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def backend() -> Literal["native", "python"]:
    """``"native"`` when the fast solvers use the compiled search, else ``"python"``."""
    return "native" if _csolver is not None and not _forced_pure() else "python"


_F = TypeVar("_F", bound=Callable[..., Any])


def search_factory(kind: str, fallback: _F) -> _F:
    """The compiled counterpart of a solver's search factory ``fallback`` (same arguments,
    same returned functions), or ``fallback`` itself when the pure search is in use.

    ``kind``: ``"schafkopf"`` (``fast_schafkopf._make_search``), ``"ramsch"``
    (``fast_schafkopf._make_ramsch_search``) or ``"schapa"`` (``fast_schapa._make_search``).
    """
    if backend() != "native":
        return fallback
    searches: dict[str, Callable[..., Any]] = {
        "schafkopf": _schafkopf,
        "ramsch": _ramsch,
        "schapa": _schapa,
    }
    compiled = searches[kind]
    # the table's size limit is read from the solver's module when a search is made (the
    # tests lower it there)
    return cast(_F, functools.partial(compiled, home=sys.modules[fallback.__module__]))


def _per_bit(table: dict[int, int], size: int, missing: int = 0) -> list[int]:
    return [table.get(1 << p, missing) for p in range(size)]


def _tt_limit(home: Any) -> int:
    return int(home._TT_LIMIT)


def _schafkopf(
    CLS: dict[int, int],  # noqa: N803  (the names of fast_schafkopf._make_search)
    AUG: dict[int, int],  # noqa: N803
    RUN: dict[int, int],  # noqa: N803
    RUNS: Sequence[tuple[int, tuple[int, ...], tuple[int, ...]]],  # noqa: N803
    TM: int,  # noqa: N803
    MY: Sequence[bool],  # noqa: N803
    MAX: Sequence[bool],  # noqa: N803
    DECL: Sequence[bool],  # noqa: N803
    PAY: Sequence[int],  # noqa: N803
    HOLDER: int,  # noqa: N803
    CALL: int,  # noqa: N803
    TOUT: int,  # noqa: N803
    SOLO: bool,  # noqa: N803
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    counter: Any,
    *,
    home: Any,
) -> tuple[Callable[..., bool], Callable[..., bool]]:
    search = _csolver.SkSearch(
        _per_bit(CLS, 32), _per_bit(AUG, 32), _per_bit(RUN, 32), RUNS, TM, MY, MAX, DECL,
        PAY, HOLDER, CALL, TOUT, SOLO, _tt_limit(home),
    )  # fmt: skip
    c_boundary, c_follow = search.boundary, search.follow
    # the solver holds these functions: a weak reference back to it keeps them out of a
    # reference cycle, so the solver and the compiled search's table (up to a few hundred
    # MB) are freed as soon as the solver is dropped, not at the next full collection
    owner = weakref.ref(counter)

    def count(before: int) -> None:
        solver = owner()
        if solver is not None:
            solver.nodes += search.nodes - before

    def boundary(*args: int) -> bool:
        before = search.nodes
        try:
            return bool(c_boundary(*args))
        finally:
            count(before)

    def follow(*args: int) -> bool:
        before = search.nodes
        try:
            return bool(c_follow(*args))
        finally:
            count(before)

    return boundary, follow


def _ramsch(
    CLS: dict[int, int],  # noqa: N803  (the names of fast_schafkopf._make_ramsch_search)
    AUG: dict[int, int],  # noqa: N803
    RUN: dict[int, int],  # noqa: N803
    TM: int,  # noqa: N803
    ROOT: int,  # noqa: N803
    TAKEN: bool,  # noqa: N803
    pay: Callable[[list[int], list[int], list[int]], int],
    augen: list[int],
    tricks: list[int],
    top: list[int],
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    counter: Any,
    *,
    home: Any,
) -> tuple[Callable[..., int], Callable[..., int], Callable[..., int]]:
    search = _csolver.RaSearch(
        _per_bit(CLS, 32), _per_bit(AUG, 32), _per_bit(RUN, 32), TM, ROOT, TAKEN, pay,
        augen, tricks, top, _tt_limit(home),
    )  # fmt: skip

    owner = weakref.ref(counter)  # no reference cycle: see _schafkopf

    def wrap(fn: Callable[..., int]) -> Callable[..., int]:
        def run(*args: int) -> int:
            before = search.nodes
            try:
                return int(fn(*args))
            finally:
                solver = owner()
                if solver is not None:
                    solver.nodes += search.nodes - before

        return run

    return wrap(search.boundary), wrap(search.follow), wrap(search.take)


def _schapa(
    N: int,  # noqa: N803  (the names of fast_schapa._make_search)
    ROOT: int,  # noqa: N803
    SUIT: dict[int, int],  # noqa: N803
    VAL: dict[int, int],  # noqa: N803
    RUN: dict[int, int],  # noqa: N803
    PT: int,  # noqa: N803
    LAST: int,  # noqa: N803
    QMASK: int,  # noqa: N803
    QB: int,  # noqa: N803
    EARLY: int,  # noqa: N803
    POS_T: Any,  # noqa: N803  (rebuilt in C from VAL)
    NEG_T: Any,  # noqa: N803
    RUNS: Sequence[tuple[int, tuple[int, ...], tuple[int, ...]]],  # noqa: N803
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    *,
    home: Any,
) -> tuple[Callable[..., int], Callable[..., int], Callable[[], int]]:
    search = _csolver.SpSearch(
        N, ROOT, _per_bit(SUIT, 52), _per_bit(VAL, 52), _per_bit(RUN, 52, -1), PT, LAST,
        QMASK, QB, EARLY, RUNS, _tt_limit(home),
    )  # fmt: skip

    def count() -> int:
        return int(search.nodes)

    return search.boundary, search.follow, count
