"""Deprecated: moved to
[`kartenregeln.bots.schapa.adapter`][kartenregeln.bots.schapa.adapter];
this old path stays for one release and warns when a name is taken from it."""

from __future__ import annotations

import importlib
from typing import Any

from kartenregeln._deprecated import warn_renamed

__all__: list[str] = []


def __getattr__(name: str) -> Any:
    module = importlib.import_module("kartenregeln.bots.schapa.adapter")
    value = getattr(module, name)
    warn_renamed(
        f"kartenregeln.bots.schapa_adapter.{name}", f"kartenregeln.bots.schapa.adapter.{name}"
    )
    return value
