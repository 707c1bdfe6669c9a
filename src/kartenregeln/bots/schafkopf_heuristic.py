"""Deprecated: moved to
[`kartenregeln.bots.schafkopf.heuristic`][kartenregeln.bots.schafkopf.heuristic];
this old path stays for one release and warns when a name is taken from it."""

from __future__ import annotations

import importlib
from typing import Any

from kartenregeln._deprecated import warn_renamed

__all__: list[str] = []


def __getattr__(name: str) -> Any:
    module = importlib.import_module("kartenregeln.bots.schafkopf.heuristic")
    value = getattr(module, name)
    warn_renamed(
        f"kartenregeln.bots.schafkopf_heuristic.{name}",
        f"kartenregeln.bots.schafkopf.heuristic.{name}",
    )
    return value
