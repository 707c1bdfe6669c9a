"""Random rounds for every round and player count: the invariants of the rules, and the
protocol checks of ``check_game``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sp_random import PLAYERS, Dealt, dealt_rounds

from kartenregeln import check_game, get_game
from kartenregeln import schapa as sp


def expected_sum(rules: sp.Rules, number: int, all_queens: bool) -> int:
    t, clubs, n = rules.tricks, rules.club_total, rules.players
    queens = 80 if all_queens else -80
    return {
        1: 5 * t, 2: -5 * t, 3: queens, 4: -80, 5: -60, 6: 5 * t - clubs,
        7: -20 * n * (n - 1) // 2, 8: 5 * t + queens - 80 - clubs - 60,
    }[number]  # fmt: skip


def check_invariants(state: sp.RoundState) -> None:
    rules = state.rules
    deck = rules.deck.mask
    hands = state.hand_masks
    union = 0
    for h in hands:
        assert not union & h  # no card in two hands
        union |= h
    played = 0
    for a in state.history:
        if isinstance(a, sp.Play):
            assert not played & a.card.bit
            played |= a.card.bit
    assert not union & played
    if isinstance(state, sp.TrickRoundState):
        taken = 0
        for m in state.taken:
            taken |= m
        in_trick = sum(c.bit for c in state.trick)
        assert taken | in_trick == played
        assert union | played == deck  # cards conserved
    else:
        assert isinstance(state, sp.LayoutRoundState)
        assert state.laid == played
        assert union | state.laid == deck  # cards conserved
        holding = [s for s in range(rules.players) if hands[s]]
        if not state.is_over:
            assert len(holding) >= 2
            assert state.to_move in holding  # seats that are out are skipped
            # the layout never blocks: some seat still holding cards can lay
            assert any(hands[s] & state.fits for s in holding)
        else:
            assert len(holding) == 1
    if not state.is_over:
        assert state.legal_actions()


@settings(max_examples=250, deadline=None)
@given(dealt_rounds())
def test_random_rounds_keep_every_invariant(dealt: Dealt) -> None:
    rules, number, state, rng = dealt.rules, dealt.number, dealt.state, dealt.rng
    players, play_out = rules.players, rules.play_out
    steps = 0
    while not state.is_over:
        check_invariants(state)
        state = state.apply(rng.choice(state.legal_actions()))
        steps += 1
        assert steps < 1000
    check_invariants(state)
    result = state.settle()
    all_queens = any(s == 80 for s in result.part_scores[1]) if number == 8 else True
    if number == 3:
        assert sum(result.scores) in (-80, 80)
    else:
        assert sum(result.scores) == expected_sum(rules, number, all_queens)
    assert sum(line.value for line in result.breakdown) == sum(result.scores)
    if number == 7:
        assert sorted(result.finishing_order) == list(range(players))
        assert sorted(result.scores, reverse=True) == [-20 * k for k in range(players)]
    if isinstance(state, sp.TrickRoundState) and (number in (1, 2, 5, 6, 8) or play_out):
        assert len(state.tricks) == rules.tricks  # played out


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from(PLAYERS),
    number=st.integers(1, 8),
    seed=st.integers(0, 2**32 - 1),
    one_card=st.booleans(),
)
def test_views_leak_nothing_and_samples_are_consistent(
    players: int, number: int, seed: int, one_card: bool
) -> None:
    rules = sp.Rules(players=players, one_card_per_turn=one_card)
    rng = random.Random(seed)
    state = sp.deal(rules, round=number, dealer=rng.randrange(players), rng=rng)
    stop = rng.randrange(60)
    for _ in range(stop):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    for seat in range(players):
        view = state.view(seat)
        others = 0
        for s in range(players):
            if s != seat:
                others |= state.hand_masks[s]
        assert view.hand.mask == state.hand_masks[seat]
        for cs in (*view.taken, view.layout):
            assert not cs.mask & others
        assert not any(c.bit & others for c in view.trick)
        assert view.unseen.mask == others
        lacks = view.lacks()
        for s in range(players):
            assert not lacks[s].mask & state.hand_masks[s]  # what a seat lacks is true
        for k in range(3):
            world = view.sample(random.Random(seed + k))
            assert world.view(seat) == view  # another deal, the same view
            for s in range(players):
                assert not lacks[s].mask & world.hand_masks[s]


@pytest.mark.parametrize("players", PLAYERS)
def test_check_game_passes(players: int) -> None:
    # a match plays the eight rounds in turn: every round number for every seat count
    rules = sp.Rules(players=players)
    assert check_game(get_game("schapa"), rules=rules, games=8, seed=players) > 0


def test_check_game_passes_with_the_options() -> None:
    for rules in (sp.Rules(players=4, one_card_per_turn=True), sp.Rules(players=3, play_out=True)):
        assert check_game(get_game("schapa"), rules=rules, games=8, seed=7) > 0


def test_states_and_views_speak_the_protocol() -> None:
    from kartenregeln.game import GameState, View

    for number in (1, 7):
        state = sp.deal(sp.Rules(), round=number, dealer=0, rng=random.Random(number))
        assert isinstance(state, GameState)
        assert isinstance(state.view(0), View)
        assert state.num_seats == 4
