"""Damaged position texts of both games raise only ``NotationError``, with a place inside
the text (or they still describe a position, which then reads back)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import NotationError
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp

JUNK = ["", "|", "/", "?", "=", "x", " ", "9", "EO", "AC", "1:", "d", "-", "players=3", "??"]


@st.composite
def position_texts(draw: st.DrawFn) -> tuple[str, Callable[[str], Any]]:
    """A random position's text (a state's or a seat's view) and the reader for it."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    steps = draw(st.integers(0, 60))
    view = draw(st.booleans())
    state: Any
    if draw(st.booleans()):
        sk_rules = sk.Rules(klopfen=rng.random() < 0.5)
        if draw(st.booleans()):  # Schafkopf zu dritt
            sk_rules = attrs.evolve(sk_rules, players=3, deck=sk.Deck.SHORT)
        state = sk.deal(sk_rules, dealer=rng.randrange(sk_rules.players), rng=rng)
        readers: tuple[Callable[[str], Any], ...] = (sk.View.from_text, sk.GameState.from_text)
    else:
        rules = sp.Rules(players=rng.randrange(3, 7))
        state = sp.deal(rules, round=rng.randrange(1, 9), dealer=0, rng=rng)
        readers = (sp.RoundView.from_text, sp.RoundState.from_text)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    if view:
        return state.view(rng.randrange(state.num_seats)).to_text(), readers[0]
    return state.to_text(), readers[1]


@settings(max_examples=80, deadline=None)
@given(position=position_texts(), cut=st.integers(0, 400), width=st.integers(0, 2),
       junk=st.sampled_from(JUNK))  # fmt: skip
def test_damaged_text_raises_only_notation_errors(
    position: tuple[str, Callable[[str], Any]], cut: int, width: int, junk: str
) -> None:
    text, read = position
    cut %= len(text) + 1
    damaged = text[:cut] + junk + text[cut + width :]
    error: NotationError | None = None
    try:
        read(damaged)  # a damaged text may still describe a position
    except NotationError as err:
        error = err
    if error is not None:
        assert error.problem
        assert error.position is None or 0 <= error.position <= len(damaged)
