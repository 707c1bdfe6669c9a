"""Schafkopf house rules in the learning environments: Farbwenz, Bettel and the short deck
in PettingZoo, and the same rules as an OpenSpiel game. The action space stays 72 wide
whatever the rules, so one network serves every table.

Needs the rl extra: pip install "kartenregeln[rl]"
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pyspiel

from kartenregeln import encode
from kartenregeln import schafkopf as sk
from kartenregeln.rl import openspiel
from kartenregeln.rl import pettingzoo as kpz

rules = sk.Rules(farbwenz=True, bettel=True, bettel_ouvert=True, deck=sk.Deck.SHORT)
env = kpz.env("schafkopf", rules)
print("actions:", env.action_space("seat_0").n, "(the default rules have", end=" ")
print(encode.num_actions(sk.Rules()), "too)")

rng = random.Random(1)
played: Counter[str] = Counter()
for seed in range(40):
    env.reset(seed=seed)
    for _agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        legal = [int(i) for i in np.flatnonzero(obs["action_mask"])]
        house = [i for i in legal if i >= 54]  # 54-71: the house-rule games, 70-71 Bettel
        env.step(max(house) if house and rng.random() < 0.5 else rng.choice(legal))
    state = env.unwrapped.episode.state
    played[state.game.name() if state.game else "thrown in"] += 1
print("games in 40 random deals:", ", ".join(f"{g} {n}" for g, n in played.most_common()))

openspiel.register()
game = pyspiel.load_game(
    "kartenregeln_schafkopf", {"rules": "speed; farbwenz; bettel; bettel-ouvert; deck:short"}
)
state = game.new_initial_state()
print("OpenSpiel deals", len(state.chance_outcomes()), "cards;", end=" ")
while state.is_chance_node():
    state.apply_action(rng.choice(state.chance_outcomes())[0])
print("each seat holds", len(state.game_state.hand(0)), "cards")
