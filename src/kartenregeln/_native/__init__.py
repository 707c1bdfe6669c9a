"""The compiled core, when it is installed: the hot steps of the game states in C.

``_ccore`` is a C extension built from ``_ccore.c`` when the package is built on a machine
with a C compiler (the same build hook as the solvers'); without one the package installs
without it and the games run their pure-Python steps, which are the reference: both give
the same legal actions, states, texts and settlements (``tests/test_core_native.py``).

What it does: Schafkopf's bidding and card play (``apply`` of a bidding action or a card,
the legal cards), Schapa's tricks (rounds 1-6 and 8) and its layout round 7, and the deals
of both games. Everything else (the legal actions of the bidding, texts, views, JSON,
settlements, errors) is the same Python either way.

The games ask ``core()`` when they are imported: it hands out the compiled module unless
the environment variable ``KARTENREGELN_PURE`` is set to a non-empty value other than
``0`` (the same switch as the solvers'), and gives every later caller the same answer.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Literal

__all__ = [
    "PURE_ENV",
    "available",
    "backend",
    "compile_methods",
    "core",
    "hooks",
    "import_error",
    "pure_steps",
    "register_hooks",
    "wanted",
]

PURE_ENV = "KARTENREGELN_PURE"
"""The environment variable that forces the pure-Python core (``1``)."""

_ccore: ModuleType | None
_import_error: str | None
try:
    from kartenregeln._native import _ccore  # type: ignore[attr-defined, no-redef, unused-ignore]
except ImportError as exc:  # pragma: no cover - depends on the build
    _ccore = None
    _import_error = str(exc)
else:
    _import_error = None


def available() -> bool:
    """Whether the compiled core is installed (whatever ``KARTENREGELN_PURE`` says)."""
    return _ccore is not None


def import_error() -> str | None:
    """Why the compiled core could not be imported (``None`` when it was)."""
    return _import_error


def _forced_pure() -> bool:
    return os.environ.get(PURE_ENV, "") not in ("", "0")


def wanted() -> ModuleType | None:
    """The compiled core if it is built and ``KARTENREGELN_PURE`` does not turn it off,
    as the environment says now."""
    return None if _forced_pure() else _ccore


_chosen: list[ModuleType | None] = []


def core() -> ModuleType | None:
    """The compiled core, or ``None`` when the pure-Python steps are to run (not built,
    or ``KARTENREGELN_PURE`` set). Decided once per process, at the first call (the
    games call it when they are imported), so that every game uses the same core."""
    if not _chosen:
        _chosen.append(wanted())
    return _chosen[0]


def backend() -> Literal["native", "python"]:
    """Which core steps the games: ``"native"`` for the compiled core, ``"python"`` for
    the pure-Python one (public as ``kartenregeln.core_backend``). Both give the same
    states and results. The choice is made once, when ``kartenregeln`` is imported:
    the compiled core where it is built, unless ``KARTENREGELN_PURE=1`` is set then.

    >>> import kartenregeln
    >>> kartenregeln.core_backend() in ("native", "python")
    True
    """
    return "native" if core() is not None else "python"


_HOOKS: list[tuple[str, tuple[str, ...]]] = []
# (class, name, the pure method, the compiled one) for every method compile() replaced
_METHODS: list[tuple[type, str, object, object]] = []


def compile_methods(cls: type, **fast: Callable[..., object]) -> None:
    """Make each method ``name`` of ``cls`` ask the compiled function ``fast[name]`` first
    (its answer unless it is ``None``), then the pure method. The method stays a
    descriptor with the pure method's name, docstring and signature (``__wrapped__``).
    A property gets the compiled function as its getter (which must answer), with its
    docstring. ``pure_steps`` puts the pure ones back for a while."""
    if _ccore is None:
        raise RuntimeError("the compiled core is not installed")
    for name, function in fast.items():
        pure = cls.__dict__[name]
        if isinstance(pure, property):
            # a property: the compiled getter, the same docstring (no fallback needed)
            method = type(pure)(function, pure.fset, pure.fdel, pure.__doc__)
        else:
            method = _ccore.Method(function, pure)
        setattr(cls, name, method)
        _METHODS.append((cls, name, pure, method))


def register_hooks(module: str, *names: str) -> None:
    """Note the module globals ``names`` of ``module`` that hold compiled steps (``None``
    in the pure core), for ``pure_steps`` and the tests."""
    _HOOKS.append((module, names))


def hooks() -> tuple[tuple[ModuleType, tuple[str, ...]], ...]:
    """Every module with compiled steps, and the names of its hooks."""
    return tuple((sys.modules[module], names) for module, names in _HOOKS)


@contextmanager
def pure_steps() -> Iterator[None]:
    """The pure-Python steps for the duration, in this process (every hook set to
    ``None`` and every compiled method replaced by its pure one, then restored): what the
    benchmarks and the differential tests compare the compiled core with. Not
    thread-safe; for measuring and testing only."""
    saved = [(module, name, getattr(module, name)) for module, names in hooks() for name in names]
    try:
        for module, name, _ in saved:
            setattr(module, name, None)
        for cls, name, pure, _ in _METHODS:
            setattr(cls, name, pure)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)
        for cls, name, _, method in _METHODS:
            setattr(cls, name, method)
