"""The web table: Schafkopf and Schapa in the browser (``pip install "kartenregeln[web]"``).

``kartenregeln serve`` starts it; `create_app` is the ASGI app for any ASGI server.
The dependencies (Starlette, uvicorn) are imported only here, when asked for; without
them this raises an `ImportError` that names the extra to install.

>>> import kartenregeln.web as web
>>> callable(web.create_app)
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kartenregeln.web._require import EXTRA_HINT, require

if TYPE_CHECKING:
    from kartenregeln.web.app import create_app
    from kartenregeln.web.serve import serve
    from kartenregeln.web.store import default_db_path

__all__ = ["EXTRA_HINT", "create_app", "default_db_path", "require", "serve"]

_WHERE = {"create_app": "app", "serve": "serve", "default_db_path": "store"}


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'kartenregeln.web' has no attribute {name!r}")
    if where != "store":
        require()
    return getattr(importlib.import_module(f"kartenregeln.web.{where}"), name)
