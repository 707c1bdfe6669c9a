"""The solver's value equals plain minimax on random endings of both games."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, minimax, solve


def _schafkopf_ending(seed: int, tricks_left: int) -> Any:
    rng = random.Random(seed)
    bot = HeuristicBot()
    rules = rng.choice([sk.Rules(), sk.Rules.sauspiel()])
    state: Any = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
    while not state.is_over and (
        state.phase is not sk.Phase.PLAY
        or sum(len(state.hand(s)) for s in range(4)) > 4 * tricks_left - rng.randrange(4)
    ):
        state = state.apply(bot.choose(state.view(state.to_move), rng))
    return state


def _schapa_ending(seed: int, tricks_left: int) -> Any:
    rng = random.Random(seed)
    rules = sp.Rules(players=rng.choice([3, 4, 5]))
    state: Any = sp.deal(rules, round=rng.choice([1, 2, 3, 4, 5, 6, 8]), dealer=0, rng=rng)
    n = rules.players
    while not state.is_over and sum(len(h) for h in state.hands) > n * tricks_left:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 100_000), st.integers(2, 3))
def test_solver_equals_minimax_on_schafkopf_endings(seed: int, tricks: int) -> None:
    state = _schafkopf_ending(seed, tricks)
    if state.is_over:
        return
    result = solve(state)
    assert result.value == minimax(state)
    for action, value in result.values:
        child = state.apply(action)
        assert value == minimax(child, state.to_move)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 100_000), st.integers(2, 3))
def test_solver_equals_minimax_on_schapa_endings(seed: int, tricks: int) -> None:
    state = _schapa_ending(seed, tricks)
    if state.is_over:
        return
    result = solve(state)
    assert result.value == minimax(state)
    assert result.best[0] in state.legal_actions()


def test_solver_lists_every_legal_action_best_first() -> None:
    state = _schafkopf_ending(7, 3)
    result = solve(state)
    assert {a for a, _ in result.values} == set(state.legal_actions())
    assert result.value == result.values[0][1]
    assert all(v == result.value for a, v in result.values if a in result.best)
    assert "value" in str(result)


def test_solver_refuses_a_finished_game() -> None:
    state = _schapa_ending(1, 0)
    with pytest.raises(ValueError, match="over"):
        solve(state)
