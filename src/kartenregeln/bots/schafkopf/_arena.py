"""Schafkopf's duplicate unit for [`run_duplicate`][kartenregeln.bots.arena.run_duplicate]."""

from __future__ import annotations

import random
import statistics
from typing import Any

from kartenregeln.bots.arena import Unit, engine_faults, play_out
from kartenregeln.bots.base import Bot

__all__ = ["arena_rules", "arena_unit", "arena_units"]


def arena_rules() -> Any:
    """The default rules of a duplicate run: ``sk.Rules()``."""
    from kartenregeln import schafkopf as sk

    return sk.Rules()


def arena_units() -> str:
    """What one unit is called, in the plural."""
    return "deals"


def arena_unit(args: tuple[int, int, Bot, Bot, Any]) -> Unit:
    """One deal played twice, the bots' seats swapped: A's balance per seat and game."""
    from kartenregeln import schafkopf as sk

    seed, index, bot_a, bot_b, rules = args
    deal_rng = random.Random(f"{seed}/deal/{index}")
    n = rules.players
    start = sk.deal(rules, dealer=n - 1, rng=deal_rng)
    total = 0.0
    for swap in (0, 1):
        bots = [bot_a if (s + swap) % 2 == 0 else bot_b for s in range(n)]
        end = play_out(start, bots, random.Random(f"{seed}/play/{index}/{swap}"))
        balance = end.settle().balance
        if n == 4:
            total += sum(balance[s] for s in range(4) if bots[s] is bot_a)
        else:  # three seats: A and B sit once twice, once alone; compare their means
            a = [balance[s] for s in range(n) if bots[s] is bot_a]
            b = [balance[s] for s in range(n) if bots[s] is bot_b]
            total += 2.0 * (statistics.fmean(a) - statistics.fmean(b))
    return total / 4.0, engine_faults(bot_a, bot_b)
