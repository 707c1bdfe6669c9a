"""A hypothesis strategy shared by the Schapa tests: a freshly dealt random round."""

from __future__ import annotations

import random
from dataclasses import dataclass

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
