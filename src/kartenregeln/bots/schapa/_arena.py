"""Schapa's duplicate unit for [`run_duplicate`][kartenregeln.bots.arena.run_duplicate]."""

from __future__ import annotations

import random
import statistics
from typing import Any

from kartenregeln.bots.arena import Unit, engine_faults, play_out
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
    per seat minus B's."""
    from kartenregeln import schapa as sp

    seed, index, bot_a, bot_b, rules = args
    n = rules.players
    diff = 0.0
    for swap in (0, 1):
        bots = [bot_a if (s + swap) % 2 == 0 else bot_b for s in range(n)]
        deal_rng = random.Random(f"{seed}/deal/{index}")
        play_rng = random.Random(f"{seed}/play/{index}/{swap}")
        match = sp.Match(rules, first_dealer=index % n)
        while not match.is_over:
            match = match.record(play_out(match.deal(deal_rng), bots, play_rng))
        a = [match.totals[s] for s in range(n) if bots[s] is bot_a]
        b = [match.totals[s] for s in range(n) if bots[s] is bot_b]
        diff += statistics.fmean(a) - statistics.fmean(b)
    return diff / 2.0, engine_faults(bot_a, bot_b)
