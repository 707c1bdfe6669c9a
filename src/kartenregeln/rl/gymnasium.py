"""A single-agent Gymnasium environment: one seat learns, kartenregeln's bots play the
others (``pip install "kartenregeln[rl]"``).

>>> from kartenregeln.rl.gymnasium import SingleSeatEnv
>>> env = SingleSeatEnv("schafkopf", opponents="heuristic")
>>> obs, info = env.reset(seed=4)
>>> obs["observation"].shape, int(info["action_mask"].sum()) > 0
((423,), True)
>>> import gymnasium
>>> env = gymnasium.make("kartenregeln/SingleSeat-v0", game="schapa", round=7)
>>> env.unwrapped.episode.num_seats
4

Importing this module registers ``kartenregeln/SingleSeat-v0`` with Gymnasium (its
keyword arguments are those of `SingleSeatEnv`).

Observations, action indices and masks are those of `kartenregeln.rl.pettingzoo`
(the mask also in ``info["action_mask"]``). ``step(index)`` plays the learner's action,
then the bots' until it is the learner's turn again or the episode ends; the reward is
what the learner's seat was paid in between. An index that is not legal ends the episode
with ``illegal_reward`` and the reason in ``info["illegal_action"]`` (Gymnasium's checker
and many learners try any index); ``illegal="raise"`` raises
`kartenregeln.IllegalActionError` instead. Deals in which the learner would never move
(a Schafkopf game won by Sie before its turn, say) are dealt again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, SupportsInt

from kartenregeln import encode
from kartenregeln.bots import Bot, bot_named
from kartenregeln.rl._deps import require
from kartenregeln.rl._episode import Episode, GameName

if TYPE_CHECKING:
    from kartenregeln.game import Rules

_gym = require("gymnasium")
Env: Any = _gym.Env
_pz = require("kartenregeln.rl.pettingzoo")

__all__ = ["SingleSeatEnv"]


class SingleSeatEnv(Env):  # type: ignore[misc]
    """``seat`` is the learner; ``opponents`` (a bot name, a bot, or one per other seat in
    seat order) play the rest. ``match``, ``games`` and ``round`` as in
    `kartenregeln.rl.pettingzoo.env`; ``illegal`` and ``illegal_reward`` say what an
    illegal index does (see the module's text)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game: GameName = "schafkopf",
        rules: Rules | None = None,
        *,
        seat: int = 0,
        opponents: str | Bot | Sequence[str | Bot] = "heuristic",
        render_mode: str | None = None,
        match: bool = False,
        games: int = 8,
        round: int | None = None,
        illegal: str = "end",
        illegal_reward: float = -1.0,
    ) -> None:
        if illegal not in ("end", "raise"):
            raise ValueError(f"illegal must be 'end' or 'raise', not {illegal!r}")
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self._ended = False
        self.episode = Episode(game, rules, match=match, games=games, round=round)
        n = self.episode.num_seats
        if not 0 <= seat < n:
            raise ValueError(f"seat must be 0 to {n - 1}, not {seat!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        others = [opponents] * (n - 1) if isinstance(opponents, (str, Bot)) else list(opponents)
        if len(others) != n - 1:
            raise ValueError(f"opponents names {len(others)} bots; {n - 1} seats need one")
        bots = [bot_named(b) if isinstance(b, str) else b for b in others]
        self.bots: list[Bot | None] = [*bots[:seat], None, *bots[seat:]]
        self.seat = seat
        self.render_mode = render_mode
        self.observation_space = _pz.observation_space(self.episode.rules)
        self.action_space = _gym.spaces.Discrete(encode.num_actions(self.episode.rules))
        self._rng = random.Random(0)

    def _observe(self) -> tuple[dict[str, Any], dict[str, Any]]:
        view = self.episode.state.view(self.seat)
        mask = encode.action_mask(view, as_numpy=True)
        obs = {"observation": encode.observation(view, as_numpy=True), "action_mask": mask}
        return obs, {"action_mask": mask}

    def _play_others(self) -> float:
        """Let the bots move until it is the learner's turn or the episode is over."""
        episode = self.episode
        paid = 0.0
        while not episode.is_over and episode.state.to_move != self.seat:
            seat = episode.state.to_move
            assert seat is not None  # a state that is not over has a seat to move
            bot = self.bots[seat]
            assert bot is not None
            action = bot.choose(episode.state.view(seat), self._rng)
            rewards = episode.step(encode.action_index(action))
            if rewards is not None:
                paid += rewards[self.seat]
        return paid

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        self._rng = random.Random(int(self.np_random.integers(2**63)))
        while True:
            self.episode.reset(random.Random(self._rng.getrandbits(64)))
            self._play_others()
            if not self.episode.is_over:
                self._ended = False
                return self._observe()

    def step(self, action: SupportsInt) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if self._ended or self.episode.is_over:
            raise RuntimeError("the episode is over: call reset()")
        index = int(action)
        action_obj = encode.action_from_index(self.episode.rules, index)
        reason = self.episode.state.why_illegal(action_obj)
        if reason is not None and self.illegal == "end":
            self._ended = True
            obs, info = self._observe()
            info["illegal_action"] = f"{action_obj}: {reason}"
            return obs, self.illegal_reward, True, False, info
        rewards = self.episode.step(index)
        reward = 0.0 if rewards is None else rewards[self.seat]
        reward += self._play_others()
        obs, info = self._observe()
        if self.render_mode == "human":
            self.render()
        return obs, reward, self.episode.is_over, False, info

    def render(self) -> str | None:
        return self.episode.show(self.render_mode)


ENV_ID = "kartenregeln/SingleSeat-v0"
if ENV_ID not in _gym.registry:
    _gym.register(id=ENV_ID, entry_point=SingleSeatEnv)
