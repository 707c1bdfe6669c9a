"""Deprecated: moved to
[`kartenregeln.bots.schapa.fast`][kartenregeln.bots.schapa.fast];
this old path stays for one release and warns when a name is taken from it."""

from __future__ import annotations

import importlib
from typing import Any

from kartenregeln._deprecated import warn_renamed

__all__: list[str] = []


def __getattr__(name: str) -> Any:
    module = importlib.import_module("kartenregeln.bots.schapa.fast")
    value = getattr(module, name)
    warn_renamed(f"kartenregeln.bots.fast_schapa.{name}", f"kartenregeln.bots.schapa.fast.{name}")
    return value
