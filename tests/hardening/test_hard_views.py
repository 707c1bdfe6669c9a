"""Views at the edges: the end of a game, parties not yet public, a sample that gets no
tries."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def _rufspiel(seed: int) -> sk.GameState:
    """A state in a Rufspiel's card play before the called Sau has been played."""
    for s in range(seed, seed + 500):
        rng = random.Random(s)
        state = sk.deal(sk.Rules(kontra=False), dealer=3, rng=rng)
        state = state.apply("spiele")
        for _ in range(3):
            state = state.apply("weiter")
        rufe = [a for a in state.legal_actions() if "rufspiel" in str(a)]
        if rufe:
            return state.apply(rufe[0])
    raise AssertionError("no Rufspiel in 500 deals")


def test_party_augen_are_hidden_until_the_partner_is_known() -> None:
    state = _rufspiel(1)
    assert state.phase is sk.Phase.PLAY
    partner = state.partner
    outsider = next(s for s in range(4) if s not in (state.declarer, partner))
    assert state.view(outsider).party_augen is None
    assert state.view(partner).party_augen == (0, 0)  # type: ignore[arg-type]


def test_views_of_finished_games_say_so() -> None:
    rng = random.Random(3)
    state: sk.GameState = sk.deal(sk.Rules(), dealer=0, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert all(state.view(s).is_over for s in range(4))
    round_ = sp.deal(sp.Rules(players=3), round=2, dealer=0, rng=rng)
    while not round_.is_over:
        round_ = round_.apply(rng.choice(round_.legal_actions()))
    assert all(round_.view(s).is_over for s in range(3))


def test_a_sample_without_tries_says_it_found_nothing() -> None:
    state = _rufspiel(2)
    with pytest.raises(sk.SampleError, match="in 0 tries"):
        state.view(0).sample(random.Random(1), tries=0)
