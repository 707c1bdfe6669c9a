"""Schapa: worlds weighed by the cards the other seats chose (``bots.schapa.inference``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, RandomBot, SearchBot
from kartenregeln.bots.schapa.adapter import SchapaAdapter
from kartenregeln.bots.schapa.heuristic import SchapaHeuristic
from kartenregeln.bots.schapa.inference import PlayInference
from kartenregeln.cards import CardSet

H = SchapaHeuristic()
TRICK_ROUNDS = (1, 2, 3, 4, 5, 6, 8)


def played(rules: sp.Rules, number: int, seed: int, stop: int, bot: Any = H) -> sp.RoundState:
    """A round of ``number`` played by ``bot`` in every seat, after ``stop`` actions (or at
    its end)."""
    rng = random.Random(seed)
    state = sp.deal(rules, round=number, dealer=seed % rules.players, rng=rng)
    for _ in range(stop):
        if state.is_over:
            break
        assert state.to_move is not None
        state = state.apply(bot.choose(state.view(state.to_move), rng))
    return state


rules_st = st.builds(
    sp.Rules,
    players=st.sampled_from((3, 4, 5, 6)),
    play_out=st.booleans(),
    one_card_per_turn=st.booleans(),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_st, st.integers(1, 8), st.integers(0, 10**6), st.integers(0, 60), st.booleans())
def test_the_worlds_agree_with_the_view_and_its_voids(
    rules: sp.Rules, number: int, seed: int, stop: int, heuristic: bool
) -> None:
    # every world, under any rules and after any play (the model's or random), is one the
    # seat cannot tell from the true one: no seat holds a suit it did not follow
    state = played(rules, number, seed, stop, H if heuristic else RandomBot())
    if state.is_over:
        return
    assert state.to_move is not None
    view = state.view(state.to_move)
    lacks = view.lacks()
    worlds = list(PlayInference(view).worlds(random.Random(seed), 6))
    assert len(worlds) == 6
    for world in worlds:
        assert world.view(view.seat) == view
        for s, lacked in enumerate(lacks):
            assert not world.hand_masks[s] & lacked.mask


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_st, st.sampled_from(TRICK_ROUNDS), st.integers(0, 10**6), st.integers(0, 60))
def test_the_true_hands_of_heuristic_players_are_never_surprising(
    rules: sp.Rules, number: int, seed: int, stop: int
) -> None:
    state = played(rules, number, seed, stop)
    for seat in range(rules.players):
        inference = PlayInference(state.view(seat))
        assert inference.surprise(list(state.hand_masks)) == 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_st, st.sampled_from(TRICK_ROUNDS), st.integers(0, 10**6), st.integers(0, 60))
def test_the_model_is_heuristic_bot(rules: sp.Rules, number: int, seed: int, stop: int) -> None:
    # a seat's surprise counts exactly the decisions HeuristicBot would have taken otherwise,
    # replayed in full states (a random player's cards)
    state = played(rules, number, seed, stop, RandomBot())
    seat = seed % rules.players
    inference = PlayInference(state.view(seat))
    n = rules.players
    replay: Any = sp.RoundState.start(
        rules, round=number, dealer=seed % n,
        hands=[CardSet.from_mask(m) for m in _dealt(state)],
    )  # fmt: skip
    expected = [0] * n
    for action in state.history:
        actor = replay.to_move
        view = replay.view(actor)
        if actor != seat and len(view.legal_actions) > 1:
            expected[actor] += H.choose(view, random.Random(0)) != action
        replay = replay.apply(action)
    for s in range(n):
        if s != seat:
            assert inference.seat_surprise(s, state.hand_masks[s]) == expected[s]


def _dealt(state: sp.RoundState) -> list[int]:
    now, gone = SchapaAdapter().dealt_and_played(state)
    return [a | b for a, b in zip(now, gone, strict=True)]


def test_the_worlds_explain_the_play_better_than_plain_draws() -> None:
    # the other seats are HeuristicBot (the model is right): the inferred worlds are less
    # surprising and put more unseen cards in the hand that holds them than plain draws
    rules = sp.Rules(players=4)
    right = {"plain": 0, "inferred": 0}
    surprise = {"plain": 0, "inferred": 0}
    for seed in range(12):
        state = played(rules, TRICK_ROUNDS[seed % 7], seed, 20 + seed)
        assert state.to_move is not None
        seat = state.to_move
        view = state.view(seat)
        inference = PlayInference(view)
        rng = random.Random(seed)
        drawn = {
            "plain": [view.sample(rng) for _ in range(24)],
            "inferred": list(inference.worlds(rng, 24)),
        }
        for kind, worlds in drawn.items():
            for world in worlds:
                hands = list(world.hand_masks)
                surprise[kind] += inference.surprise(hands)
                right[kind] += sum(
                    (hands[s] & state.hand_masks[s]).bit_count() for s in range(4) if s != seat
                )
    assert surprise["inferred"] < surprise["plain"] / 2
    assert right["inferred"] > right["plain"] * 1.1


def test_the_first_worlds_come_from_different_walks() -> None:
    # the race looks at the first worlds first: they must not be one walk's neighbours
    state = played(sp.Rules(players=4), 2, 3, 30)
    assert state.to_move is not None
    worlds = list(PlayInference(state.view(state.to_move)).worlds(random.Random(2), 8))
    assert len({w.hand_masks for w in worlds}) == 8


def test_the_worlds_depend_only_on_the_seed() -> None:
    state = played(sp.Rules(players=4), 3, 9, 25)
    assert state.to_move is not None
    view = state.view(state.to_move)
    a = list(PlayInference(view).worlds(random.Random(4), 5))
    b = list(PlayInference(view).worlds(random.Random(4), 5))
    assert [w.hand_masks for w in a] == [w.hand_masks for w in b]


def test_without_end_and_in_the_layout() -> None:
    state = played(sp.Rules(players=4), 3, 9, 25)
    assert state.to_move is not None
    worlds = PlayInference(state.view(state.to_move)).worlds(random.Random(1))
    assert len([next(worlds) for _ in range(40)]) == 40
    layout = played(sp.Rules(players=4), 7, 9, 6)
    assert layout.to_move is not None
    view = layout.view(layout.to_move)
    inference = PlayInference(view)
    assert not inference.active
    assert all(w.view(view.seat) == view for w in inference.worlds(random.Random(2), 3))


def test_eps_must_be_a_probability() -> None:
    view = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1)).view(1)
    with pytest.raises(ValueError, match="eps"):
        PlayInference(view, eps=0)
    with pytest.raises(ValueError, match="chains"):
        next(PlayInference(view).worlds(random.Random(1), 2, chains=0))


class Recording(SchapaAdapter):
    calls = 0

    def play_worlds(self, view: Any, rng: Any, n: int | None) -> Any:
        Recording.calls += 1
        return super().play_worlds(view, rng, n)


class RecordingBot(SearchBot):
    def _adapter(self, view: Any) -> Any:
        return Recording()


def test_search_bot_draws_the_card_play_worlds_by_the_inference() -> None:
    state = played(sp.Rules(players=4), 3, 5, 10)
    assert state.to_move is not None
    view = state.view(state.to_move)
    Recording.calls = 0
    RecordingBot(samples=8, time_limit=None).choose(view, random.Random(1))
    assert Recording.calls == 1
    RecordingBot(samples=8, time_limit=None, inference=False).choose(view, random.Random(1))
    assert Recording.calls == 1  # inference=False: plain draws
    assert SchapaAdapter.infer_play


def test_heuristic_bot_still_plays_schapa_by_its_rules() -> None:
    # play_index is HeuristicBot's trick play: whole rounds stay legal and end
    for seed in range(3):
        state = played(sp.Rules(players=5), TRICK_ROUNDS[seed], seed, 200, HeuristicBot())
        assert state.is_over
