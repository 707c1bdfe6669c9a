"""Herzeln's ``bots`` facet: a rule-based player; the generic search and the duplicate
arena are those of a plain trick game (see ``kartenregeln.bots.plain``)."""

from __future__ import annotations

import random
from typing import Final

from herzeln import Play, Rules, State, View
from kartenregeln.bots.plain import PlainBots
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


BOTS: Final = PlainBots(Heuristic, rules=Rules(), score=State.herzen)
"""The facet: the search tells positions apart by the Herzen taken so far."""
