"""A match: rounds in order, the dealer moving clockwise, totals and shared places."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schapa as sp


def finish(state: sp.RoundState, rng: random.Random) -> sp.RoundState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_match_plays_the_eight_rounds_in_order_with_the_dealer_moving(players: int) -> None:
    rng = random.Random(players)
    match = sp.Match(sp.Rules(players=players), first_dealer=1)
    seen = []
    while not match.is_over:
        seen.append((match.round, match.dealer))
        state = match.deal(rng)
        assert state.to_move == (match.dealer + 1) % players
        match = match.record(finish(state, rng))
    assert seen == [(r, (1 + r - 1) % players) for r in range(1, 9)]
    assert [r.round for r in match.results] == list(range(1, 9))
    assert match.totals == tuple(sum(r.scores[s] for r in match.results) for s in range(players))
    assert match.round is None
    with pytest.raises(ValueError, match="over"):
        match.deal(rng)


def test_places_are_shared_on_equal_totals() -> None:
    rules = sp.Rules(players=4, rounds=(4,))
    match = sp.Match(rules, first_dealer=3)
    hands = [
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
        "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    ]
    state = match.start(hands=hands)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    match = match.record(state)
    assert match.totals == (-80, 0, 0, 0)
    assert tuple(p.place for p in match.placements()) == (4, 1, 1, 1)
    assert match.winners() == (1, 2, 3)
    sheet = match.score_sheet()
    assert "King of Spades" in sheet
    assert "place" in sheet
    assert "Pik-König" in match.score_sheet("de")


def test_record_refuses_unfinished_or_foreign_rounds() -> None:
    rng = random.Random(1)
    rules = sp.Rules(players=4)
    match = sp.Match(rules, first_dealer=0)
    state = match.deal(rng)
    with pytest.raises(ValueError, match="not over"):
        match.record(state)
    wrong_dealer = finish(sp.deal(rules, round=1, dealer=2, rng=rng), rng)
    with pytest.raises(ValueError, match="dealt by seat 0"):
        match.record(wrong_dealer)
    wrong_round = finish(sp.deal(rules, round=2, dealer=0, rng=rng), rng)
    with pytest.raises(ValueError, match="round 1"):
        match.record(wrong_round)
    other_rules = finish(sp.deal(sp.Rules(players=4, play_out=True), round=1, rng=rng), rng)
    with pytest.raises(ValueError, match="other rules"):
        match.record(other_rules)
    done = match.record(finish(state, rng))
    assert len(match.results) == 0  # a value: recording made a new match
    assert len(done.results) == 1
    assert done.round == 2
    assert done.dealer == 1


def test_match_validates_first_dealer_and_is_a_value() -> None:
    with pytest.raises(ValueError, match="first_dealer"):
        sp.Match(sp.Rules(players=3), first_dealer=3)
    assert sp.Match(sp.Rules()) == sp.Match(sp.Rules(), first_dealer=0)


def test_a_house_order_of_rounds() -> None:
    rng = random.Random(5)
    match = sp.Match(sp.Rules(players=5, rounds=(7, 7, 3)), first_dealer=4)
    while not match.is_over:
        match = match.record(finish(match.deal(rng), rng))
    assert [r.round for r in match.results] == [7, 7, 3]
