"""The fast Schapa solver equals plain minimax (and the generic search) on endings of
every trick round, three to six players, with and without playing out rounds 3 and 4."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schapa as sp
from kartenregeln.bots import SearchBot, minimax, solve
from kartenregeln.bots.adapters import adapter_for, fast_solver
from kartenregeln.bots.schapa.fast import LayoutSolver, SchapaSolver, supports
from kartenregeln.schapa.actions import Play

TRICK_ROUNDS = (1, 2, 3, 4, 5, 6, 8)


def position(seed: int, tricks_left: int, round_no: int, players: int) -> Any:
    rng = random.Random(seed)
    rules = sp.Rules(players=players, play_out=rng.random() < 0.3)
    state: Any = sp.deal(rules, round=round_no, dealer=rng.randrange(players), rng=rng)
    target = players * tricks_left - rng.randrange(players)
    while not state.is_over and sum(len(h) for h in state.hands) > target:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 10**6),
    st.integers(2, 3),
    st.sampled_from(TRICK_ROUNDS),
    st.integers(3, 6),
)
def test_fast_equals_minimax_on_endings(seed: int, tricks: int, round_no: int, n: int) -> None:
    state = position(seed, tricks, round_no, n)
    if not supports(state):
        return
    seat = state.to_move
    solver = SchapaSolver(state, seat)
    for action in state.legal_actions():
        assert solver.value_after(action.card.index) == minimax(state.apply(action), seat)
    assert solve(state).value == minimax(state)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 3), st.sampled_from(TRICK_ROUNDS), st.integers(3, 5))
def test_value_at_a_trick_boundary_equals_minimax_for_every_seat(
    seat_seed: int, tricks: int, round_no: int, n: int
) -> None:
    # value() searches with null windows from the last value found: one solver per seat,
    # asked twice (the second time from its own value as the guess)
    rng = random.Random(seat_seed)
    rules = sp.Rules(players=n, play_out=rng.random() < 0.3)
    state: Any = sp.deal(rules, round=round_no, dealer=rng.randrange(n), rng=rng)
    while not state.is_over and (len(state.hands[0]) > tricks or state.trick):
        state = state.apply(rng.choice(state.legal_actions()))
    if not supports(state):
        return
    for seat in range(n):
        solver = SchapaSolver(state, seat)
        expected = minimax(state, seat)
        assert solver.value() == expected
        assert solver.value() == expected


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from(TRICK_ROUNDS), st.integers(3, 4))
def test_fast_equals_generic_on_longer_endings(seed: int, round_no: int, n: int) -> None:
    state = position(seed, 4 if n == 4 else 5, round_no, n)
    if not supports(state):
        return
    assert dict(solve(state).values) == dict(solve(state, generic=True).values)


def test_all_queens_to_one_seat_flips_their_value() -> None:
    # seat 0 holds every queen and every other card is low: it can take all four
    hands = ["QC QS QH QD AC AS AH AD KC KS KH KD JC",
             "2C 3C 4C 5C 2S 3S 4S 5S 2H 3H 4H 5H 2D",
             "6C 7C 8C 9C 6S 7S 8S 9S 6H 7H 8H 9H 3D",
             "10C JS 10S JH 10H JD 10D 9D 8D 7D 6D 5D 4D"]  # fmt: skip
    state: Any = sp.RoundState.start(sp.Rules(players=4), round=3, dealer=3, hands=hands)
    while len(state.hands[0]) > 3:
        state = state.apply(state.legal_actions()[-1])
    if state.to_move is not None:
        result = solve(state)
        assert result.value == minimax(state)


def test_solve_lists_every_legal_action_once_best_first() -> None:
    state = position(11, 3, 8, 4)
    result = solve(state)
    assert sorted((a for a, _ in result.values), key=str) == sorted(state.legal_actions(), key=str)
    assert result.value == result.values[0][1] == max(v for _, v in result.values)


def layout_position(seed: int, cards_left: int) -> Any:
    rng = random.Random(seed)
    rules = sp.Rules(players=rng.choice([3, 4, 5, 6]), one_card_per_turn=rng.random() < 0.3)
    state: Any = sp.deal(rules, round=7, dealer=rng.randrange(rules.players), rng=rng)
    while not state.is_over and sum(len(h) for h in state.hands) > cards_left:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(4, 10))
def test_fast_layout_equals_minimax_on_endings(seed: int, cards: int) -> None:
    state = layout_position(seed, cards)
    if state.is_over:
        return
    seat = state.to_move
    solver = fast_solver(state, seat)
    assert isinstance(solver, LayoutSolver)
    for action in state.legal_actions():
        index = action.card.index if isinstance(action, Play) else -1
        assert solver.value_after(index) == minimax(state.apply(action), seat)
    assert solve(state).value == minimax(state)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_fast_layout_equals_generic_on_longer_endings(seed: int) -> None:
    state = layout_position(seed, 12)
    if state.is_over:
        return
    assert dict(solve(state).values) == dict(solve(state, generic=True).values)


def test_the_adapter_uses_the_fast_solver_for_sampled_worlds() -> None:
    state = position(4, 5, 8, 4)
    seat = state.to_move
    adapter = adapter_for(state)
    assert adapter.cards_left(state) <= adapter.exact_cards  # type: ignore[attr-defined]
    legal = state.legal_actions()
    values = adapter.action_values(state, seat, legal, random.Random(0))
    assert values == [v for a in legal for b, v in solve(state).values if a == b]
    action = SearchBot(samples=2, time_limit=None).choose(state.view(seat), random.Random(1))
    assert action in legal


def test_a_full_transposition_table_is_thinned_out_without_changing_values(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kartenregeln.bots.schapa import fast as fast_schapa

    states = [position(seed, 5, 8, 4) for seed in range(3)]
    expected = [dict(solve(s).values) for s in states]
    monkeypatch.setattr(fast_schapa, "_TT_LIMIT", 50)
    assert [dict(solve(s).values) for s in states] == expected


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(3, 9))
def test_layout_value_equals_minimax_for_every_seat(seed: int, cards: int) -> None:
    # the playouts of SearchBot end in value(): the position's exact value for any seat
    state = layout_position(seed, cards)
    if state.is_over:
        return
    for seat in range(state.rules.players):
        solver = fast_solver(state, seat)
        assert isinstance(solver, LayoutSolver)
        if state.hands[seat]:
            assert solver.value() == minimax(state, seat)
        else:
            with pytest.raises(ValueError, match="has finished"):
                solver.value()
