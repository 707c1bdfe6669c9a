"""The web table: Schafkopf and Schapa in the browser (``pip install "kartenregeln[web]"``).

``kartenregeln serve`` starts it; :func:`create_app` is the ASGI app for any ASGI server.
The dependencies (Starlette, uvicorn) are imported only here, when asked for; without
them this raises an :class:`ImportError` that names the extra to install.

>>> import kartenregeln.web as web
>>> callable(web.create_app)
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kartenregeln.web.app import create_app
    from kartenregeln.web.serve import serve
    from kartenregeln.web.store import default_db_path

__all__ = ["create_app", "default_db_path", "require", "serve"]

EXTRA_HINT = 'the web table needs the "web" extra: pip install "kartenregeln[web]"'


def require() -> None:
    """Raise an :class:`ImportError` naming the extra if Starlette or uvicorn is missing."""
    for module in ("starlette", "uvicorn"):
        try:
            importlib.import_module(module)
        except ImportError as exc:
            raise ImportError(f"{EXTRA_HINT} ({module} is missing)") from exc


_WHERE = {"create_app": "app", "serve": "serve", "default_db_path": "store"}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'kartenregeln.web' has no attribute {name!r}")
    if where != "store":
        require()
    return getattr(importlib.import_module(f"kartenregeln.web.{where}"), name)
