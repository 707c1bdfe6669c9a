"""Self-play with the PettingZoo environment: a linear softmax policy, shared by all four
Schafkopf seats, learns by REINFORCE (numpy only, a few seconds), then plays against
random players.

Needs the rl extra: pip install "kartenregeln[rl]"
"""

from __future__ import annotations

from typing import Any

import numpy as np

from kartenregeln.rl import pettingzoo as kpz

env = kpz.env("schafkopf")
env.reset(seed=0)
size = env.observation_space("seat_0")["observation"].shape[0]
n_actions = env.action_space("seat_0").n
rng = np.random.default_rng(1)
weights = np.zeros((n_actions, size))


def policy(obs: dict[str, np.ndarray]) -> np.ndarray:
    """Action probabilities: softmax of the linear scores over the legal actions."""
    logits = weights @ obs["observation"]
    logits = np.where(obs["action_mask"] == 1, logits, -np.inf)
    p: np.ndarray = np.exp(logits - logits.max())
    out: np.ndarray = p / p.sum()
    return out


def episode(seed: int, learners: set[str]) -> tuple[dict[str, float], list[tuple[Any, ...]]]:
    """One deal; learners act by the policy, the others at random. Returns the rewards
    and the learners' (agent, observation, action, probabilities) steps."""
    env.reset(seed=seed)
    rewards = dict.fromkeys(env.agents, 0.0)
    steps: list[tuple[Any, ...]] = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        rewards[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        if agent in learners:
            p = policy(obs)
            action = int(rng.choice(n_actions, p=p))
            steps.append((agent, obs["observation"], action, p))
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return rewards, steps


def evaluate(deals: int) -> float:
    """The learners' (seats 0 and 2) mean balance per seat against random seats 1 and 3."""
    total = 0.0
    for k in range(deals):
        rewards, _ = episode(10_000 + k, {"seat_0", "seat_2"})
        total += (rewards["seat_0"] + rewards["seat_2"]) / 2
    return total / deals


before = evaluate(60)
all_seats = {f"seat_{s}" for s in range(4)}
learning_rate = 0.01
for k in range(300):
    rewards, steps = episode(k, all_seats)
    for agent, x, action, p in steps:
        grad = -np.outer(p, x)
        grad[action] += x
        weights += learning_rate * rewards[agent] * grad
after = evaluate(60)
print(
    f"self-play: 300 deals; mean balance per seat against random players: "
    f"before {before:+.2f}, after {after:+.2f}"
)
