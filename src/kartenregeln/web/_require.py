"""The check that the web table's dependencies are installed (imported by the package and
by `kartenregeln.web.serve`, so that neither imports the other)."""

from __future__ import annotations

import importlib

__all__ = ["EXTRA_HINT", "require"]

EXTRA_HINT = 'the web table needs the "web" extra: pip install "kartenregeln[web]"'


def require() -> None:
    """Raise an `ImportError` naming the extra if Starlette or uvicorn is missing."""
    for module in ("starlette", "uvicorn"):
        try:
            importlib.import_module(module)
        except ImportError as exc:
            raise ImportError(f"{EXTRA_HINT} ({module} is missing)") from exc
