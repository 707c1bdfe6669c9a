"""Deprecated: moved to
[`kartenregeln.bots.schapa.heuristic`][kartenregeln.bots.schapa.heuristic];
this old path stays for one release and warns when a name is taken from it."""

from __future__ import annotations

import importlib
from typing import Any

from kartenregeln._deprecated import warn_renamed

__all__: list[str] = []


def __getattr__(name: str) -> Any:
    module = importlib.import_module("kartenregeln.bots.schapa.heuristic")
    value = getattr(module, name)
    warn_renamed(
        f"kartenregeln.bots.schapa_heuristic.{name}", f"kartenregeln.bots.schapa.heuristic.{name}"
    )
    return value
