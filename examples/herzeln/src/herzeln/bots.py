"""Herzeln's ``bots`` facet: a rule-based player, the generic search's adapter and a
duplicate match for the arena (see ``kartenregeln.bots``)."""

from __future__ import annotations

import random
import statistics
from typing import Any

from herzeln import Match, Play, Rules, State, View
from kartenregeln.bots import Bot
from kartenregeln.bots.adapters import GenericAdapter
from kartenregeln.bots.arena import engine_faults, play_out
from kartenregeln.cards import Suit


class Heuristic:
    """Take no Herz: follow below the best card of the trick (else as high as possible,
    the trick is lost anyway), shed the highest Herz or card when void, lead low."""

    def choose(self, view: View, rng: random.Random) -> Play:
        legal = sorted(view.legal_actions, key=lambda a: (a.card.rank, a.card.suit == Suit.HERZ))
        if not view.trick:
            return min(legal, key=lambda a: (a.card.suit == Suit.HERZ, a.card.rank))
        led = view.trick[0].suit
        if legal[0].card.suit != led:  # void: shed a Herz, else the highest card
            herzen = [a for a in legal if a.card.suit == Suit.HERZ]
            return (herzen or legal)[-1]
        best = max(c.rank for c in view.trick if c.suit == led)
        below = [a for a in legal if a.card.rank < best]
        return (below or legal)[-1]

    def plausible(self, view: View, action: Play, rng: random.Random) -> bool:
        return bool(self.choose(view, rng) == action)


class Adapter(GenericAdapter):
    """The generic search's hooks: the last three tricks are searched exactly (the hands,
    the trick and the Herzen taken so far decide the rest), earlier ones played out by the
    heuristic."""

    exact_cards = 12

    def cards_left(self, state: State) -> int:
        return sum(map(len, state.hands))

    def policy(self) -> Heuristic:
        return Heuristic()

    def key(self, state: State, seat: int) -> tuple[Any, ...]:
        return (*(h.mask for h in state.hands), state.trick, state.to_move, state.herzen())


def adapter() -> Adapter:
    return Adapter()


def solver(state: Any, seat: int) -> None:
    return None


def heuristic() -> Heuristic:
    return Heuristic()


def arena_rules() -> Rules:
    return Rules()


def arena_units() -> str:
    return "matches"


def arena_unit(args: tuple[int, int, Bot, Bot, Rules]) -> tuple[float, tuple[str, ...]]:
    """One match played twice with the same deals, the bots' seats swapped: A's mean total
    per seat minus B's."""
    seed, index, bot_a, bot_b, rules = args
    diff = 0.0
    for swap in (0, 1):
        bots = [bot_a if (s + swap) % 2 == 0 else bot_b for s in range(rules.players)]
        deal_rng = random.Random(f"{seed}/deal/{index}")
        play_rng = random.Random(f"{seed}/play/{index}/{swap}")
        match = Match(rules, first_dealer=index % rules.players)
        while not match.is_over:
            match = match.record(play_out(match.deal(deal_rng), bots, play_rng))
        a = [t for s, t in enumerate(match.totals) if bots[s] is bot_a]
        b = [t for s, t in enumerate(match.totals) if bots[s] is bot_b]
        diff += statistics.fmean(a) - statistics.fmean(b)
    return diff / 2.0, engine_faults(bot_a, bot_b)
