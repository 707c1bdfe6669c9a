"""Inference: worlds weighted by how well a model explains the other seats' actions."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot
from kartenregeln.bots.inference import infer_worlds, surprise
from kartenregeln.bots.schafkopf.heuristic import game_strength
from kartenregeln.schafkopf.actions import SPIELE, WEITER
from kartenregeln.schafkopf.state import Phase

H = HeuristicBot()


def heuristic_game(seed: int, stop: int) -> sk.GameState:
    """A Schafkopf game played by HeuristicBot, after ``stop`` actions (or at its end)."""
    rng = random.Random(seed)
    state = sk.deal(sk.Rules(), dealer=seed % 4, rng=rng)
    for _ in range(stop):
        if state.is_over:
            break
        assert state.to_move is not None
        state = state.apply(H.choose(state.view(state.to_move), rng))
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 40))
def test_the_true_world_of_heuristic_players_is_never_surprising(seed: int, stop: int) -> None:
    state = heuristic_game(seed, stop)
    for seat in range(4):
        assert surprise(state, seat, H, bids=True, plays=True) == 0


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(1, 40))
def test_inferred_worlds_agree_with_the_view(seed: int, stop: int) -> None:
    state = heuristic_game(seed, stop)
    if state.is_over:
        return
    assert state.to_move is not None
    view = state.view(state.to_move)
    worlds = infer_worlds(view, random.Random(seed), 4, plays=True)
    assert len(worlds) == 4
    assert all(w.view(view.seat) == view for w in worlds)


def test_eps_one_is_plain_sampling() -> None:
    state = heuristic_game(3, 12)
    assert state.to_move is not None
    view = state.view(state.to_move)
    inferred = infer_worlds(view, random.Random(5), 6, eps=1.0)
    rng = random.Random(5)
    assert inferred == [view.sample(rng) for _ in range(6)]


def test_a_pass_against_the_model_is_a_surprise() -> None:
    # Seat 1 holds every Ober and Unter (HeuristicBot would play a Sie) but passes.
    hands = ["EA EZ EK E9 E8 E7 GA GZ", "EO GO HO SO EU GU HU SU", "GK G9 G8 G7 HA HZ HK H9",
             "H8 H7 SA SZ SK S9 S8 S7"]  # fmt: skip
    state = sk.GameState.start(sk.Rules(klopfen=False), dealer=3, hands=hands)
    state = state.apply(WEITER)  # seat 0
    assert state.to_move == 1
    assert SPIELE in state.legal_actions()
    state = state.apply(WEITER)  # seat 1 passes with a Sie
    assert surprise(state, 0, H) == 1
    assert surprise(state, 1, H) == 0  # the seat itself is never counted


def test_worlds_after_a_solo_announcement_give_the_declarer_a_strong_hand() -> None:
    # Find a heuristic game in which a seat announces a Solo, and look from another seat.
    for seed in range(400):
        state = heuristic_game(seed, 0)
        rng = random.Random(seed)
        while state.phase is not Phase.KONTRA and not state.is_over:
            assert state.to_move is not None
            state = state.apply(H.choose(state.view(state.to_move), rng))
        game = state.game
        if state.phase is Phase.KONTRA and game is not None and game.is_solo and not game.tout:
            break
    else:
        pytest.fail("no heuristic Solo in 400 deals")
    declarer = state.declarer
    assert declarer is not None
    assert game is not None
    seat = (declarer + 1) % 4
    view = state.view(seat)
    inferred = infer_worlds(view, random.Random(1), 6, eps=0.001, draws=600)
    plain = [view.sample(random.Random(k)) for k in range(6)]

    def strength(w: Any) -> float:
        return game_strength(game, w.hand(declarer).mask)

    # the model (HeuristicBot) explains the bids better in the inferred worlds, which
    # give the declarer a stronger hand than plain sampling does
    assert sum(surprise(w, seat, H) for w in inferred) < sum(surprise(w, seat, H) for w in plain)
    assert sum(map(strength, inferred)) > sum(map(strength, plain))


def test_schapa_plays_count_and_agree() -> None:
    rules = sp.Rules(players=4)
    rng = random.Random(4)
    state = sp.deal(rules, round=1, dealer=0, rng=rng)
    for _ in range(9):
        assert state.to_move is not None
        state = state.apply(H.choose(state.view(state.to_move), rng))
    for seat in range(4):
        assert surprise(state, seat, H, plays=True) == 0
    assert state.to_move is not None
    view = state.view(state.to_move)
    worlds = infer_worlds(view, random.Random(2), 3, plays=True)
    assert all(w.view(view.seat) == view for w in worlds)


def test_random_players_surprise_the_heuristic_model() -> None:
    rng = random.Random(8)
    state = sk.deal(sk.Rules(), dealer=0, rng=rng)
    bots = [RandomBot()] * 4
    while not state.is_over:
        assert state.to_move is not None
        state = state.apply(bots[state.to_move].choose(state.view(state.to_move), rng))
    assert surprise(state, 0, H, plays=True) > 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"n": 0}, "n must be"),
        ({"eps": 0.0}, "eps must be"),
        ({"eps": 1.5}, "eps must be"),
        ({"draws": 0}, "draws must be"),
        ({"walk": 0}, "walk must be"),
    ],
)
def test_bad_arguments_are_refused(kwargs: dict[str, Any], message: str) -> None:
    view = heuristic_game(1, 2).view(0)
    args: dict[str, Any] = {"n": 4, **kwargs}
    with pytest.raises(ValueError, match=message):
        infer_worlds(view, random.Random(0), **args)


def test_only_games_know_inference() -> None:
    with pytest.raises(TypeError, match="no inference"):
        surprise(object(), 0, H)  # type: ignore[arg-type]
