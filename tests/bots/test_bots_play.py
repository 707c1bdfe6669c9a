"""Bots never return an illegal action, are reproducible from a seed, and advise fully."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import (
    Bot,
    HeuristicBot,
    RandomBot,
    SearchBot,
    advise,
    run_duplicate,
)

BOTS: list[Bot] = [
    RandomBot(),
    HeuristicBot(),
    SearchBot(samples=2, time_limit=None, bid_samples=2),
]
HOUSE = sk.Rules(
    farbwenz=True,
    farbgeier=True,
    bettel=True,
    bettel_ouvert=True,
    jungfrau="doubles_own",
    ramsch_tie="all_tied_share",
    davonlaufen=False,
    sie=False,
)


@pytest.mark.parametrize("deck", list(sk.Deck))
@pytest.mark.parametrize("kind", ["farbwenz", "farbgeier", "bettel", "bettel ouvert"])
@pytest.mark.parametrize("bot", BOTS, ids=lambda b: type(b).__name__)
def test_every_bot_plays_the_house_games_legally(kind: str, bot: Bot, deck: sk.Deck) -> None:
    rng = random.Random(kind)
    state = sk.deal(attrs.evolve(HOUSE, deck=deck), dealer=3, rng=rng)
    state = state.apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    games = [a for a in state.legal_actions() if str(a).startswith(kind) and "tout" not in str(a)]
    state = state.apply(games[-1])
    assert state.game is not None
    assert str(state.game).startswith(kind)
    while not state.is_over:
        assert state.to_move is not None
        action = bot.choose(state.view(state.to_move), rng)
        assert state.is_legal(action)
        state = state.apply(action)
    assert sum(state.settle().balance) == 0


def _random_schafkopf_state(seed: int, steps: int) -> Any:
    rng = random.Random(seed)
    rules = rng.choice([sk.Rules(), sk.Rules.sauspiel(), sk.Rules(all_pass="throw_in"), HOUSE])
    state = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _random_schapa_state(seed: int, steps: int) -> Any:
    rng = random.Random(seed)
    rules = sp.Rules(players=rng.randint(3, 6))
    state = sp.deal(rules, round=rng.randint(1, 8), dealer=0, rng=rng)
    for _ in range(steps):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 45), st.sampled_from(BOTS))
def test_bots_return_legal_schafkopf_actions(seed: int, steps: int, bot: Bot) -> None:
    state = _random_schafkopf_state(seed, steps)
    if state.is_over:
        return
    action = bot.choose(state.view(state.to_move), random.Random(seed))
    assert state.is_legal(action)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 60), st.sampled_from(BOTS))
def test_bots_return_legal_schapa_actions(seed: int, steps: int, bot: Bot) -> None:
    state = _random_schapa_state(seed, steps)
    if state.is_over:
        return
    action = bot.choose(state.view(state.to_move), random.Random(seed))
    assert state.is_legal(action)


@pytest.mark.parametrize("bot", BOTS, ids=lambda b: type(b).__name__)
def test_bots_play_whole_games_of_both(bot: Bot) -> None:
    rng = random.Random(4)
    state: Any = sk.deal(sk.Rules(), dealer=0, rng=rng)
    while not state.is_over:
        state = state.apply(bot.choose(state.view(state.to_move), rng))
    assert sum(state.settle().balance) == 0
    state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=rng)
    while not state.is_over:
        state = state.apply(bot.choose(state.view(state.to_move), rng))
    assert len(state.settle().scores) == 4


def test_search_bot_is_reproducible_from_a_seed() -> None:
    rng = random.Random(11)
    player = HeuristicBot()
    state: Any = sk.deal(sk.Rules(), dealer=0, rng=rng)
    while state.phase is not sk.Phase.PLAY or len(state.hand(0)) > 6:
        state = state.apply(player.choose(state.view(state.to_move), rng))
    view = state.view(state.to_move)
    bot = SearchBot(samples=6, time_limit=None)
    first = bot.evaluate(view, random.Random(99))
    assert bot.evaluate(view, random.Random(99)) == first


def test_advise_lists_every_legal_action_exactly_once() -> None:
    for state in (_random_schafkopf_state(3, 12), _random_schapa_state(5, 9)):
        if state.is_over:
            continue
        view = state.view(state.to_move)
        advice = advise(view, 3)
        assert sorted(map(str, (a.action for a in advice))) == sorted(
            map(str, state.legal_actions())
        )
        assert [a.value for a in advice] == sorted((a.value for a in advice), reverse=True)
        assert all(a.samples == 3 for a in advice)
        assert all(0.0 <= a.best_share <= 1.0 for a in advice)


def test_a_bot_refuses_a_view_that_is_not_its_turn() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    assert state.to_move is not None
    other = (state.to_move + 1) % 4
    for bot in BOTS:
        with pytest.raises(ValueError, match="not its turn"):
            bot.choose(state.view(other), random.Random(0))


def test_search_bot_budget_is_validated() -> None:
    with pytest.raises(ValueError, match="samples"):
        SearchBot(samples=0)
    with pytest.raises(ValueError, match="time_limit"):
        SearchBot(time_limit=0)
    with pytest.raises(ValueError, match="give samples"):
        SearchBot(samples=None, time_limit=None)


def test_duplicate_arena_is_reproducible_and_zero_for_equal_bots() -> None:
    a = run_duplicate("schafkopf", RandomBot(), HeuristicBot(), units=6, seed=2)
    b = run_duplicate("schafkopf", RandomBot(), HeuristicBot(), units=6, seed=2)
    assert a == b
    assert len(a.diffs) == 6
    lo, hi = a.ci95
    assert lo <= a.mean <= hi
    same = HeuristicBot()
    mirror = run_duplicate("schafkopf", same, same, units=3, seed=1)
    assert mirror.diffs == (0.0, 0.0, 0.0)
    schapa = run_duplicate("schapa", RandomBot(), HeuristicBot(), units=2, seed=2)
    assert len(schapa.diffs) == 2


def test_duplicate_arena_gives_the_same_result_on_two_processes() -> None:
    one = run_duplicate("schapa", RandomBot(), HeuristicBot(), units=4, seed=5)
    two = run_duplicate("schapa", RandomBot(), HeuristicBot(), units=4, seed=5, workers=2)
    assert one == two


def test_duplicate_arena_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="unknown game"):
        run_duplicate("skat", RandomBot(), RandomBot(), units=1)
    with pytest.raises(ValueError, match="at least 1"):
        run_duplicate("schapa", RandomBot(), RandomBot(), units=0)
