"""OpenSpiel's algorithms on kartenregeln's games: information-set MCTS plays Schapa
rounds against random players, then a few iterations of outcome-sampling MCCFR (a
CFR-family solver) run on the same small configuration (three players, round 1).

Needs the rl extra: pip install "kartenregeln[rl]"
"""

from __future__ import annotations

import functools
import random

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from open_spiel.python.algorithms import outcome_sampling_mccfr as mccfr

from kartenregeln.rl import openspiel

openspiel.register()
game = pyspiel.load_game("kartenregeln_schapa", {"players": 3, "round": 1})
evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
bot = ismcts.ISMCTSBot(
    game, evaluator, uct_c=2.0, max_simulations=20, random_state=np.random.RandomState(2)
)
# Worlds consistent with what seat 0 knows come from kartenregeln's view.sample().
bot.set_resampler(functools.partial(openspiel.resample, rng=random.Random(4)))

rng = np.random.RandomState(3)
totals = np.zeros(3)
for deal in range(2):
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            action = outcomes[rng.randint(len(outcomes))][0]
        elif state.current_player() == 0:
            action = bot.step(state)
        else:
            action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
    totals += state.returns()
    print(f"deal {deal + 1}: returns {state.returns()} after {state}")
print("totals (seat 0 is ISMCTS):", totals.tolist())

solver = mccfr.OutcomeSamplingSolver(game)
for _ in range(20):
    solver.iteration()
policy = solver.average_policy()
state = game.new_initial_state()
while state.is_chance_node():
    state.apply_action(state.chance_outcomes()[0][0])
probs = policy.action_probabilities(state)
print(f"MCCFR: 20 iterations touched {len(solver._infostates)} information sets;")
print(
    "  average policy at the first decision:",
    {state.action_to_string(a): round(p, 3) for a, p in probs.items()},
)
