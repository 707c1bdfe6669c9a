"""Game records that other programs write: openschafkopf's one-line notation and
NetSchafkopf's game protocols, and conversion between them, the library's record JSON and
its position texts. The rules of each format are in ``docs/formats.md``."""

from __future__ import annotations

from kartenregeln.schafkopf.formats.convert import read_games
from kartenregeln.schafkopf.formats.netschafkopf import (
    NetSchafkopfGame,
    NetSchafkopfSession,
    SkippedGame,
    read_netschafkopf,
)
from kartenregeln.schafkopf.formats.openschafkopf import parse_openschafkopf, to_openschafkopf

__all__ = [
    "NetSchafkopfGame",
    "NetSchafkopfSession",
    "SkippedGame",
    "parse_openschafkopf",
    "read_games",
    "read_netschafkopf",
    "to_openschafkopf",
]
