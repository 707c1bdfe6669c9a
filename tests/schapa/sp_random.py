"""A hypothesis strategy shared by the Schapa tests: a freshly dealt random round."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from hypothesis import strategies as st

from kartenregeln import schapa as sp

PLAYERS = (3, 4, 5, 6)


@dataclass(frozen=True)
class Dealt:
    """A dealt round of ``number`` under ``rules``, and the generator that dealt it (to
    pick the moves with)."""

    rules: sp.Rules
    number: int
    state: sp.RoundState
    rng: random.Random


@st.composite
def dealt_rounds(draw: st.DrawFn) -> Dealt:
    """Any player count, round, seed and both options, dealt by a random dealer."""
    rules = sp.Rules(
        players=draw(st.sampled_from(PLAYERS)),
        play_out=draw(st.booleans()),
        one_card_per_turn=draw(st.booleans()),
    )
    number = draw(st.integers(1, 8))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    state = sp.deal(rules, round=number, dealer=rng.randrange(rules.players), rng=rng)
    return Dealt(rules, number, state, rng)


SUIT_HANDS: Final = (
    "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
)
"""Four players, one suit a seat: seat 0 holds every club, seat 1 every spade, …"""
