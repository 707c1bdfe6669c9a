"""The compiled core, when it is installed: the hot steps of the game states in C.

``_ccore`` is a C extension built from ``_ccore.c`` when the package is built on a machine
with a C compiler (the same build hook as the solvers'); without one the package installs
without it and the games run their pure-Python steps, which are the reference: both give
the same legal actions, states, texts and settlements (``tests/test_core_native.py``).

What it does: the card play of Schafkopf (``legal_actions`` and ``apply`` of a card),
the tricks of Schapa's rounds 1-6 and 8 and its layout round 7, and the shuffle of a
deal. Everything else (bidding, texts, views, JSON, settlements) is the same Python either
way.

The games ask ``core()`` once, when they are imported: it hands out the compiled module
unless the environment variable ``KARTENREGELN_PURE`` is set to a non-empty value other
than ``0`` (the same switch as the solvers').
"""

from __future__ import annotations

import os
from types import ModuleType
from typing import Literal

__all__ = ["PURE_ENV", "available", "backend", "core", "import_error"]

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


def core() -> ModuleType | None:
    """The compiled core, or ``None`` when the pure-Python steps are to run (not built,
    or ``KARTENREGELN_PURE`` set)."""
    return None if _forced_pure() else _ccore


def backend() -> Literal["native", "python"]:
    """``"native"`` when the games were imported with the compiled core... as far as the
    environment says now: ``"native"`` when it is built and ``KARTENREGELN_PURE`` is not
    set, else ``"python"``."""
    return "native" if core() is not None else "python"
