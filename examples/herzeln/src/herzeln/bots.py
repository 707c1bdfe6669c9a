"""Herzeln's ``bots`` facet: a rule-based player and the generic search's adapter; the
arena plays the library's duplicate match (see ``kartenregeln.bots``)."""

from __future__ import annotations

import random
from typing import Any

from herzeln import Play, Rules, State, View
from kartenregeln.bots.adapters import GenericAdapter
from kartenregeln.bots.arena import duplicate_match as arena_unit
from kartenregeln.cards import Suit

__all__ = ["Adapter", "Heuristic", "adapter", "arena_rules", "arena_unit", "arena_units"]
__all__ += ["heuristic", "solver"]


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
