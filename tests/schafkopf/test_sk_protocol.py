"""The conformance suite (kartenregeln.testing.check_game) passes for Schafkopf."""

from __future__ import annotations

import random

import pytest

from kartenregeln import IllegalActionError, check_game
from kartenregeln import schafkopf as sk

RULES = [
    sk.Rules(),
    sk.Rules.sauspiel(),
    sk.Rules(all_pass="throw_in", kontra=False, geier=False, tout=False),
    sk.Rules(klopfen=True, solo_order=("wenz", "farbsolo", "geier"), durchmarsch_min_augen=61),
]


@pytest.mark.parametrize("rules", RULES, ids=["seed", "sauspiel", "plain", "klopfen-order"])
def test_check_game_passes(rules: sk.Rules) -> None:
    checked = check_game(sk.GAME, rules=rules, games=6, seed=1)
    assert checked > 100


def test_states_and_views_implement_the_protocol() -> None:
    from kartenregeln.game import GameState as Protocol
    from kartenregeln.game import View as ViewProtocol

    state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    assert isinstance(state, Protocol)
    assert state.num_seats == 4
    assert isinstance(state.view(0), ViewProtocol)


def test_states_are_immutable_hashable_values() -> None:
    import attrs

    a = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    b = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    assert a == b
    assert hash(a) == hash(b)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        a.dealer = 2  # type: ignore[misc]
    c = a.apply("spiele")
    assert a != c
    assert a.history == ()
    assert c.history == (sk.SPIELE,)


def test_why_illegal_when_over_and_wrong_phase() -> None:
    rules = sk.Rules(all_pass="throw_in", klopfen=True)
    state = sk.deal(rules, dealer=3, rng=random.Random(1))
    assert state.why_illegal("spiele") == "Klopfen: seat 0 says klopfen or weiter"
    for _ in range(8):
        state = state.apply("weiter")
    assert state.is_over
    assert state.why_illegal("weiter") == "the game is over"
    with pytest.raises(IllegalActionError):
        state.apply("weiter")
