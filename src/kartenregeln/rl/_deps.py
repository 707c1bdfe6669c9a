"""Import an optional dependency or say which extra brings it (internal)."""

from __future__ import annotations

import importlib
from types import ModuleType

__all__ = ["require"]


def require(module: str, extra: str = "rl") -> ModuleType:
    """``import module``, or an ``ImportError`` naming ``pip install "kartenregeln[extra]"``."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ImportError(
            f'{module} is not installed; it comes with: pip install "kartenregeln[{extra}]"'
        ) from exc
