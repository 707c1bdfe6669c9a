"""The PettingZoo and Gymnasium environments, checked by the frameworks' own tests."""

from __future__ import annotations

import random
from typing import Any

import attrs
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from kartenregeln import IllegalActionError, encode
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot
from kartenregeln.rl import pettingzoo as kpz
from kartenregeln.rl.gymnasium import SingleSeatEnv

pytestmark = pytest.mark.rl

HOUSE = sk.Rules(farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True, deck=sk.Deck.SHORT)
"""House rules that change the games, the deck and the hand size."""
STOCK = sk.Rules(all_pass="throw_in", stock=2, bettel=True, sie=False, davonlaufen=False)
"""House rules with a Stock: a match carries the pot into its games."""
THREE = sk.Rules(players=3, deck=sk.Deck.SHORT, bettel=True)
"""Schafkopf zu dritt: three seats, eight cards each."""

CASES = [
    ("schafkopf", HOUSE, {}),
    ("schafkopf", STOCK, {"match": True}),
    ("schafkopf", sk.Rules(), {}),
    ("schafkopf", sk.Rules.sauspiel(), {"match": True}),
    ("schafkopf", THREE, {}),
    ("schafkopf", attrs.evolve(THREE, all_pass="throw_in", stock=1), {"match": True, "games": 9}),
    ("schapa", sp.Rules(players=3), {}),
    ("schapa", sp.Rules(players=4), {"round": 7}),
    ("schapa", sp.Rules(players=5), {"match": True}),
    ("schapa", sp.Rules(players=6, one_card_per_turn=True), {"round": 7}),
]


@pytest.mark.parametrize(("game", "rules", "kw"), CASES)
def test_pettingzoo_api_test(game: Any, rules: Any, kw: dict[str, Any]) -> None:
    api_test(kpz.env(game, rules, **kw), num_cycles=300)


@pytest.mark.parametrize(("game", "rules", "kw"), CASES[::2])
def test_pettingzoo_seed_test(game: Any, rules: Any, kw: dict[str, Any]) -> None:
    seed_test(lambda: kpz.env(game, rules, **kw), num_cycles=100)


def _play(env: Any, rng: random.Random) -> dict[str, float]:
    totals: dict[str, float] = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        env.step(int(rng.choice(list(legal))))
    return totals


def test_schafkopf_rewards_are_the_settlement_balance() -> None:
    env = kpz.env("schafkopf")
    env.reset(seed=11)
    start = env.unwrapped.episode.state
    totals = _play(env, random.Random(2))
    # replay the same actions on the core state: the rewards are its balance
    state = start
    for action in env.unwrapped.episode.state.history:
        state = state.apply(action)
    assert state.is_over
    assert [totals[f"seat_{s}"] for s in range(4)] == list(state.settle().balance)
    assert sum(totals.values()) == 0


def _house_game_first(obs: dict[str, Any], rng: random.Random) -> int:
    """A random legal index, but a house-rule game (indices 54–71) when one is legal."""
    legal = [int(i) for i in np.flatnonzero(obs["action_mask"])]
    house = [i for i in legal if i >= 54]
    return rng.choice(house or legal)


@pytest.mark.parametrize("rules", [HOUSE, STOCK])
def test_pettingzoo_plays_the_house_rule_games(rules: sk.Rules) -> None:
    env = kpz.env("schafkopf", rules)
    assert env.action_space("seat_0").n == encode.num_actions(rules) == 72
    rng = random.Random(4)
    games = set()
    for seed in range(6):
        env.reset(seed=seed)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _info = env.last()
            totals[agent] += reward
            env.step(None if terminated or truncated else _house_game_first(obs, rng))
        state = env.unwrapped.episode.state
        games.add(state.game.kind)
        assert len(state.tricks[0].cards) == 4
        assert len(state.tricks) <= rules.deck.hand_size
        assert [totals[f"seat_{s}"] for s in range(4)] == list(state.settle().balance)
    assert games & {sk.GameKind.FARBWENZ, sk.GameKind.FARBGEIER, sk.GameKind.BETTEL}


def test_schapa_match_rewards_sum_to_the_match_totals() -> None:
    env = kpz.env("schapa", sp.Rules(players=3, rounds=(1, 7)), match=True)
    env.reset(seed=5)
    totals = _play(env, random.Random(1))
    match = env.unwrapped.episode._match
    assert match.is_over
    assert [totals[f"seat_{s}"] for s in range(3)] == [float(t) for t in match.totals]


def test_observation_is_the_encoding_of_the_view() -> None:
    env = kpz.env("schapa", round=2)
    env.reset(seed=3)
    agent = env.agent_selection
    obs = env.observe(agent)
    view = env.unwrapped.episode.state.view(int(agent[-1]))
    assert obs["observation"].dtype == np.float32
    assert obs["observation"].tolist() == pytest.approx(encode.observation(view))
    assert obs["action_mask"].tolist() == encode.action_mask(view)
    other = env.observe("seat_0" if agent != "seat_0" else "seat_1")
    assert other["action_mask"].sum() == 0


def test_pettingzoo_illegal_index_raises_with_the_reason() -> None:
    env = kpz.env("schafkopf")
    env.reset(seed=1)
    with pytest.raises(IllegalActionError, match="spiele or weiter"):
        env.step(0)  # a card during the bidding


def test_render_modes() -> None:
    env = kpz.env("schafkopf", render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert text is not None
    assert text.startswith("schafkopf: seat ")
    assert text.count("  seat ") == 4
    with pytest.raises(ValueError, match="render_mode"):
        kpz.env("schafkopf", render_mode="rgb_array")


def test_human_render_prints(capsys: pytest.CaptureFixture[str]) -> None:
    env = kpz.env("schapa", render_mode="human", round=1)
    env.reset(seed=2)
    env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert "last actions: " in capsys.readouterr().out


@pytest.mark.parametrize(
    "env",
    [
        SingleSeatEnv("schafkopf"),
        SingleSeatEnv("schafkopf", HOUSE, seat=3),
        SingleSeatEnv("schafkopf", STOCK, match=True, opponents="random"),
        SingleSeatEnv("schapa", sp.Rules(players=3), seat=2, opponents="random"),
        SingleSeatEnv("schapa", match=True, opponents=["random", HeuristicBot(), "random"]),
    ],
)
def test_gymnasium_check_env(env: SingleSeatEnv) -> None:
    check_env(env)


def test_gymnasium_make_and_render_modes() -> None:
    import gymnasium

    env = gymnasium.make("kartenregeln/SingleSeat-v0", game="schafkopf", render_mode="ansi")
    check_env(env.unwrapped)
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str)
    assert "seat 0: " in text


def test_gymnasium_illegal_index_ends_or_raises() -> None:
    env = SingleSeatEnv("schafkopf", illegal_reward=-5.0)
    env.reset(seed=1)
    _obs, reward, terminated, _trunc, info = env.step(0)
    assert (reward, terminated) == (-5.0, True)
    assert "spiele or weiter" in info["illegal_action"]
    strict = SingleSeatEnv("schafkopf", illegal="raise")
    strict.reset(seed=1)
    with pytest.raises(IllegalActionError):
        strict.step(0)


def test_gymnasium_episode_pays_the_learners_balance() -> None:
    env = SingleSeatEnv("schafkopf", seat=1, opponents="heuristic")
    _obs, info = env.reset(seed=8)
    total, done = 0.0, False
    rng = random.Random(0)
    while not done:
        legal = list(np.flatnonzero(info["action_mask"]))
        _obs, reward, done, _t, info = env.step(int(rng.choice(legal)))
        total += reward
    state = env.episode.state
    assert state.is_over
    assert total == state.settle().net[1]  # Schafkopf's net is its zero-sum balance
