"""Schapa's duplicate unit for [`run_duplicate`][kartenregeln.bots.arena.run_duplicate]."""

from __future__ import annotations

from typing import Any

from kartenregeln.bots.arena import Unit, duplicate_match
from kartenregeln.bots.base import Bot

__all__ = ["arena_rules", "arena_unit", "arena_units"]


def arena_rules() -> Any:
    """The default rules of a duplicate run: ``sp.Rules(players=4)``."""
    from kartenregeln import schapa as sp

    return sp.Rules(players=4)


def arena_units() -> str:
    """What one unit is called, in the plural."""
    return "matches"


def arena_unit(args: tuple[int, int, Bot, Bot, Any]) -> Unit:
    """One match of eight rounds played twice, the bots' seats swapped: A's mean total
    per seat minus B's (the duplicate unit of any game with a match)."""
    return duplicate_match(args)
