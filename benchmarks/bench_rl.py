"""Speed of the learning environments: µs per step, beside the raw ``apply``.

Run: python benchmarks/bench_rl.py [--steps N]      (needs pip install "kartenregeln[rl]")

For each game, random legal play over whole deals (Schafkopf games, Schapa 4-player
rounds 1-8) measures:
- ``apply``: ``state.apply(action)`` alone, µs per action;
- ``encode``: ``encode.observation`` + ``encode.action_mask`` of the mover's view, µs;
- ``pettingzoo``: ``env.last()`` + ``env.step(index)`` of the AEC environment, µs per step;
- ``gymnasium``: ``SingleSeatEnv.step`` (the learner's action and the RandomBot moves up
  to its next turn), µs per action played.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import numpy as np

from kartenregeln import encode
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.rl import pettingzoo as kpz
from kartenregeln.rl.gymnasium import SingleSeatEnv


def _deal(game: str, rng: random.Random, k: int) -> Any:
    if game == "schafkopf":
        return sk.deal(sk.Rules(), dealer=k % 4, rng=rng)
    return sp.deal(sp.Rules(players=4), round=1 + k % 8, dealer=k % 4, rng=rng)


def raw(game: str, steps: int) -> tuple[float, float]:
    """(µs per apply, µs per encode) over random play."""
    rng = random.Random(1)
    applied = encoded = 0.0
    done = k = 0
    while done < steps:
        state = _deal(game, rng, k)
        k += 1
        while not state.is_over and done < steps:
            view = state.view(state.to_move)
            t0 = time.perf_counter()
            encode.observation(view)
            encode.action_mask(view)
            t1 = time.perf_counter()
            action = rng.choice(state.legal_actions())
            t2 = time.perf_counter()
            state = state.apply(action)
            t3 = time.perf_counter()
            encoded += t1 - t0
            applied += t3 - t2
            done += 1
    return applied / done * 1e6, encoded / done * 1e6


def pettingzoo(game: str, steps: int) -> float:
    env = kpz.env(game, round=None) if game == "schapa" else kpz.env(game)
    rng = np.random.default_rng(1)
    done = 0
    seed = 0
    start = time.perf_counter()
    while done < steps:
        env.reset(seed=seed)
        seed += 1
        for _agent in env.agent_iter():
            obs, _r, terminated, truncated, _i = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            done += 1
    return (time.perf_counter() - start) / done * 1e6


def gymnasium(game: str, steps: int) -> float:
    env = SingleSeatEnv(game, opponents="random")
    rng = np.random.default_rng(1)
    done = 0
    seed = 0
    start = time.perf_counter()
    while done < steps:
        _obs, info = env.reset(seed=seed)
        seed += 1
        over = False
        while not over:
            before = len(env.episode.state.history)
            _obs, _r, over, _t, info = env.step(
                int(rng.choice(np.flatnonzero(info["action_mask"])))
            )
            done += max(1, len(env.episode.state.history) - before)
    return (time.perf_counter() - start) / done * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=3000, help="steps per figure")
    args = parser.parse_args()
    print(f"{'game':<10} {'apply µs':>9} {'encode µs':>10} {'pettingzoo µs':>14} {'gym µs':>8}")
    for game in ("schafkopf", "schapa"):
        apply_us, encode_us = raw(game, args.steps)
        pz = pettingzoo(game, args.steps)
        gym = gymnasium(game, args.steps)
        print(f"{game:<10} {apply_us:>9.1f} {encode_us:>10.1f} {pz:>14.1f} {gym:>8.1f}")


if __name__ == "__main__":
    main()
