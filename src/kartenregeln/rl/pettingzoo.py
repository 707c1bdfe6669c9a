"""PettingZoo AEC environments for Schafkopf and Schapa (``pip install "kartenregeln[rl]"``).

>>> from kartenregeln.rl import pettingzoo as kpz
>>> env = kpz.env(game="schapa", rules=None, round=1)
>>> env.reset(seed=1)
>>> env.agents
['seat_0', 'seat_1', 'seat_2', 'seat_3']
>>> obs, reward, terminated, truncated, info = env.last()
>>> sorted(obs), int(obs["action_mask"].sum()) > 0
(['action_mask', 'observation'], True)

Agents are ``seat_0`` … ``seat_{n-1}``. Each agent observes a dict with the
``observation`` vector of `kartenregeln.encode.observation` (``float32``) and the
``action_mask`` of legal action indices (``int8``; all zero when it is not the agent's
turn). Actions are the indices of `kartenregeln.encode` (72 for Schafkopf under any
house rules, 54 for Schapa); an illegal index raises
`kartenregeln.IllegalActionError`. Rewards are paid when a game ends: Schafkopf's
zero-sum ``balance``, Schapa's round ``scores``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, SupportsInt

from kartenregeln import encode
from kartenregeln.rl._deps import require
from kartenregeln.rl._episode import Episode, GameName

if TYPE_CHECKING:
    from gymnasium import spaces

    from kartenregeln.game import Rules

np = require("numpy")
_spaces = require("gymnasium.spaces")
AECEnv: Any = require("pettingzoo").AECEnv

__all__ = ["KartenregelnAEC", "env", "observation_space"]

RENDER_MODES = ("ansi", "human")


def observation_space(rules: Rules) -> Any:
    """The observation space of a game's ``rules``: a ``Dict`` with ``observation`` (a
    ``Box``: Schafkopf's entries lie in 0..1, Schapa's in -10..10 for the scores) and
    ``action_mask`` (0/1 over the game's action indices: 72 Schafkopf, 54 Schapa).

    ``Any``: a ``gymnasium.spaces.Dict``, given untyped so that
    ``space["observation"].shape[0]`` reads as in any Gymnasium program (Gymnasium types
    a ``Dict``'s items as any space, whose ``shape`` may be ``None``)."""
    size = encode.observation_size(rules)
    from kartenregeln.registry import facet_of

    low, high = facet_of(rules, "encode").OBSERVATION_RANGE
    space: spaces.Dict = _spaces.Dict(
        {
            "observation": _spaces.Box(low=low, high=high, shape=(size,), dtype=np.float32),
            "action_mask": _spaces.Box(
                low=0, high=1, shape=(encode.num_actions(rules),), dtype=np.int8
            ),
        }
    )
    return space


class KartenregelnAEC(AECEnv):  # type: ignore[misc]
    """An AEC environment of ``game`` under ``rules`` (the defaults when ``None``).

    ``match=False`` plays one deal per episode (a Schafkopf game; a Schapa round:
    ``round``, or one drawn from ``rules.rounds`` at each reset); ``match=True`` a
    Schafkopf match of ``games`` games or a whole Schapa match. ``render_mode`` is
    ``None``, ``"ansi"`` (``render()`` returns the table as text) or ``"human"`` (prints
    it after every step).
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 (PettingZoo reads it from the class)
        "render_modes": list(RENDER_MODES),
        "name": "kartenregeln_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: GameName = "schafkopf",
        rules: Rules | None = None,
        render_mode: str | None = None,
        *,
        match: bool = False,
        games: int = 8,
        round: int | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        self.episode = Episode(game, rules, match=match, games=games, round=round)
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"kartenregeln_{game}_v0"}
        self.possible_agents = [f"seat_{s}" for s in range(self.episode.num_seats)]
        self.agents = self.possible_agents[:]
        self._obs_space = observation_space(self.episode.rules)
        self._act_space: spaces.Discrete = _spaces.Discrete(encode.num_actions(self.episode.rules))
        self._rng = random.Random()

    def observation_space(self, agent: str) -> Any:
        """The game's observation space (untyped: see the module's ``observation_space``)."""
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        self.episode.reset(random.Random(self._rng.getrandbits(64)))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_of(self.episode.state.to_move)

    @staticmethod
    def _agent_of(seat: int | None) -> str:
        return f"seat_{seat}"

    def observe(self, agent: str) -> dict[str, Any]:
        view = self.episode.state.view(int(agent.rsplit("_", 1)[1]))
        return {
            "observation": encode.observation(view, as_numpy=True),
            "action_mask": encode.action_mask(view, as_numpy=True),
        }

    def step(self, action: SupportsInt | None) -> None:
        """Take ``action`` (an index) for the selected agent; ``None`` for an agent whose
        episode has ended (the PettingZoo protocol)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise TypeError(f"{agent} is still playing: step() needs an action index, not None")
        self._cumulative_rewards[agent] = 0.0
        paid = self.episode.step(int(action))
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if paid is not None:
            for seat, value in enumerate(paid):
                self.rewards[self._agent_of(seat)] = value
        if self.episode.is_over:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self._agent_of(self.episode.state.to_move)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        return self.episode.show(self.render_mode)

    def close(self) -> None:
        pass


env = KartenregelnAEC
"""``env(game, rules, render_mode, *, match, games, round)``: PettingZoo's name for
building the environment (the class itself)."""
