"""The OpenSpiel games: OpenSpiel's own random_sim_test, tensors, resampling, a bot."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel
import pytest

from kartenregeln import Rank, encode
from kartenregeln import schafkopf as sk
from kartenregeln.rl import openspiel

pytestmark = pytest.mark.rl

openspiel.register()

GAMES = [
    ("kartenregeln_schafkopf", {}),
    ("kartenregeln_schafkopf", {"sauspiel": True, "klopfen": True, "dealer": 1}),
    ("kartenregeln_schafkopf", {"rules": "speed; farbwenz; farbgeier; bettel; deck:short"}),
    (
        "kartenregeln_schafkopf",
        {"rules": "sauspiel; bettel; bettel-ouvert; no-sie; tariff.bettel:30"},
    ),
    ("kartenregeln_schafkopf", {"rules": "sauspiel; stock:2; deck:short", "dealer": 0}),
    ("kartenregeln_schapa", {"players": 3, "round": 7}),
    ("kartenregeln_schapa", {"players": 6, "round": 8, "dealer": 2}),
]


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_random_sim_test(name: str, params: dict[str, Any]) -> None:
    pyspiel.random_sim_test(
        pyspiel.load_game(name, params), num_sims=3, serialize=False, verbose=False
    )


def test_register_twice_is_harmless() -> None:
    openspiel.register()
    assert "kartenregeln_schapa" in pyspiel.registered_names()


def _playthrough(game: Any, rng: random.Random) -> list[Any]:
    states = []
    state = game.new_initial_state()
    while not state.is_terminal():
        states.append(state.clone())
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    states.append(state)
    return states


@pytest.mark.parametrize(("name", "params"), GAMES[::2])
def test_info_strings_and_tensors_identify_the_same_information(
    name: str, params: dict[str, Any]
) -> None:
    game = pyspiel.load_game(name, params)
    rng = random.Random(7)
    by_string: dict[str, tuple[float, ...]] = {}
    by_tensor: dict[tuple[float, ...], str] = {}
    for _ in range(3):
        for state in _playthrough(game, rng):
            if state.is_chance_node() or state.is_terminal():
                continue
            p = state.current_player()
            text = state.information_state_string(p)
            tensor = tuple(state.information_state_tensor(p))
            assert by_string.setdefault(text, tensor) == tensor
            assert by_tensor.setdefault(tensor, text) == text
            view = state.game_state.view(p)
            assert list(tensor) == pytest.approx(encode.observation(view))


def test_returns_are_the_settlement() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf")
    end = _playthrough(game, random.Random(2))[-1]
    assert end.returns() == [float(x) for x in end.game_state.settle().balance]
    assert sum(end.returns()) == 0
    game = pyspiel.load_game("kartenregeln_schapa", {"players": 5, "round": 3})
    end = _playthrough(game, random.Random(2))[-1]
    assert end.returns() == [float(x) for x in end.game_state.settle().scores]


def test_schafkopf_deal_gives_the_first_packet_first() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf", {"klopfen": True})
    state = game.new_initial_state()
    rng = random.Random(1)
    first: list[list[int]] = [[], [], [], []]
    for k in range(32):
        pos = rng.choice(state.chance_outcomes())[0]
        if k < 16:
            first[k // 4].append(pos)
        state.apply_action(pos)
    for seat in range(4):
        packet = state.game_state.first_packet(seat)
        assert sorted(state.cards.index(c) for c in packet) == sorted(first[seat])


def test_house_rules_short_deck_deals_24_cards_in_packets_of_three() -> None:
    rules = "speed; klopfen; farbwenz; bettel; deck:short"
    game = pyspiel.load_game("kartenregeln_schafkopf", {"rules": rules})
    assert game.num_distinct_actions() == 72
    assert game.rules == sk.Rules(klopfen=True, farbwenz=True, bettel=True, deck="short")
    assert pyspiel.load_game(str(game)).rules == game.rules  # the game string round-trips
    state = game.new_initial_state()
    assert len(state.chance_outcomes()) == 24
    rng = random.Random(2)
    first: list[list[int]] = [[], [], [], []]
    for k in range(24):
        assert state.is_chance_node()
        pos = rng.choice(state.chance_outcomes())[0]
        assert state.cards[pos].rank not in (Rank.ACHT, Rank.SIEBEN)
        if k < 12:
            first[k // 3].append(pos)
        state.apply_action(pos)
    assert not state.is_chance_node()
    for seat in range(4):
        assert len(state.game_state.hand(seat)) == 6
        packet = state.game_state.first_packet(seat)
        assert sorted(state.cards.index(c) for c in packet) == sorted(first[seat])


def test_house_rule_games_are_openspiel_actions() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf", {"rules": "speed;farbgeier;bettel"})
    rng = random.Random(6)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    for word in ("spiele", "weiter", "weiter", "weiter"):
        state.apply_action(encode.action_index(sk.parse_action(word)))
    bettel = encode.action_index(sk.parse_action("bettel"))
    assert {bettel, encode.action_index(sk.parse_action("farbgeier herz"))} <= set(
        state.legal_actions()
    )
    assert state.action_to_string(state.current_player(), bettel) == "bettel"
    state.apply_action(bettel)
    assert state.game_state.bids[-1][1] == sk.parse_action("bettel")


def test_a_stock_makes_the_game_general_sum() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf", {"rules": "sauspiel; stock:5"})
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    state = game.new_initial_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    for word in ("weiter",) * 8:  # Klopfen is asked first under the Sauspiel preset
        if state.is_terminal():
            break
        state.apply_action(encode.action_index(sk.parse_action(word)))
    assert state.is_terminal()
    assert state.returns() == [-5.0] * 4
    plain = pyspiel.load_game("kartenregeln_schafkopf", {"rules": "sauspiel"})
    assert plain.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM


def test_three_players_are_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match=r"players:3 .* is not supported in OpenSpiel"):
        pyspiel.load_game("kartenregeln_schafkopf", {"rules": "speed; players:3; deck:short"})


def test_rules_text_and_preset_parameters_are_not_mixed() -> None:
    with pytest.raises(ValueError, match="either as 'rules' text"):
        pyspiel.load_game("kartenregeln_schafkopf", {"rules": "speed", "klopfen": True})
    with pytest.raises(ValueError, match="';' between items"):
        pyspiel.load_game("kartenregeln_schafkopf", {"rules": "speed, bettel"})
    with pytest.raises(ValueError, match="':' for '='"):
        pyspiel.load_game("kartenregeln_schafkopf", {"rules": "speed; deck=short"})


@pytest.mark.parametrize(("name", "params"), GAMES)
def test_resample_keeps_what_the_player_knows(name: str, params: dict[str, Any]) -> None:
    game = pyspiel.load_game(name, params)
    rng = random.Random(3)
    states = _playthrough(game, rng)
    changed = 0
    for state in states[len(states) // 2 :: 3]:
        if state.is_terminal() or state.is_chance_node():
            continue
        p = state.current_player()
        world = openspiel.resample(state, p, random.Random(1))
        assert world.information_state_string(p) == state.information_state_string(p)
        assert world.legal_actions() == state.legal_actions()
        changed += world.game_state != state.game_state
    assert changed > 0


def test_ismcts_bot_plays_legal_actions() -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("kartenregeln_schapa", {"players": 3, "round": 2})
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 10, random_state=np.random.RandomState(2))
    state = game.new_initial_state()
    rng = random.Random(5)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    action = bot.step(state)
    assert action in state.legal_actions()
