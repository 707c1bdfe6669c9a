"""One episode of either game for the learning environments: a single deal (a Schafkopf
game, a Schapa round) or a whole match, with the rewards each finished game pays."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from kartenregeln import encode

if TYPE_CHECKING:
    from kartenregeln.facets import EncodeFacet
    from kartenregeln.game import Game, GameState, Match, Rules

__all__ = ["Episode", "GameName"]

GameName = str
"""The name of a registered game (``"schafkopf"``, ``"schapa"`` or an installed one)."""


def _facet(game: str) -> EncodeFacet:
    """The ``"encode"`` facet of the game named ``game`` (a ``ValueError`` if unknown)."""
    from kartenregeln.registry import get_game

    return get_game(game).facet("encode")


def default_rules(game: str) -> Rules:
    """The default rules of ``game`` (four Schapa players)."""
    return _facet(game).default_rules()


class Episode:
    """The game loop shared by the environments.

    ``match=False`` plays one deal: a Schafkopf game, or a Schapa round (``round``, or
    one drawn from ``rules.rounds`` at each reset when ``None``). ``match=True`` plays a
    Schafkopf match of ``games`` games or a Schapa match of all of ``rules.rounds``.
    Rewards come at the end of each game: Schafkopf's zero-sum ``balance``, Schapa's round
    ``scores``.

    >>> ep = Episode("schapa", round=1)
    >>> state = ep.reset(random.Random(3))
    >>> state.round, ep.num_seats
    (1, 4)
    """

    def __init__(
        self,
        game: GameName = "schafkopf",
        rules: Rules | None = None,
        *,
        match: bool = False,
        games: int = 8,
        round: int | None = None,
    ) -> None:
        self.game = game
        self.rules = self._facet.default_rules() if rules is None else rules
        encode.observation_size(self.rules)  # a TypeError for rules of no game
        if not self._game.owns(self.rules):
            raise ValueError(f"game={game!r} needs {game}.Rules")
        self._facet.check_episode(self.rules, match=match, games=games, round=round)
        self.match = match
        self.games = games
        self.round = round
        self.num_seats: int = self.rules.players
        self.state: GameState[Any]  # dealt by reset()
        self._match: Match[Any] | None = None
        self._rng = random.Random(0)

    @property
    def _game(self) -> Game:
        from kartenregeln.registry import get_game

        return get_game(self.game)

    @property
    def _facet(self) -> EncodeFacet:
        """The game's ``"encode"`` facet (looked up each time: an episode pickles)."""
        return self._game.facet("encode")

    def reset(self, rng: random.Random) -> GameState[Any]:
        """Deal the first game from ``rng`` and return its state."""
        self._rng = rng
        self.state, self._match = self._facet.new_episode(
            self.rules, rng, match=self.match, games=self.games, round=self.round
        )
        return self.state

    @property
    def is_over(self) -> bool:
        """Whether the episode has ended."""
        return bool(self.state.is_over) and (self._match is None or self._match.is_over)

    def step(self, index: int) -> tuple[float, ...] | None:
        """Apply the action of ``index`` (an ``IllegalActionError`` if it is not legal);
        the rewards per seat when this finished a game, else ``None``."""
        action = encode.action_from_index(self.rules, int(index))
        self.state = self.state.apply(action)
        if not self.state.is_over:
            return None
        result = self.state.settle()
        paid = self._facet.reward(result)
        if self._match is not None:
            self._match = self._match.record(self.state)
            if not self._match.is_over:
                self.state = self._match.deal(self._rng)
        return tuple(float(x) for x in paid)

    def render(self) -> str:
        """The table as text: the game, every seat's hand, the trick and the last actions."""
        from kartenregeln.names import label

        state = self.state
        style = self._game.card_style
        lines = [f"{self.game}: " + ("over" if state.is_over else f"seat {state.to_move} to move")]
        for seat in range(self.num_seats):
            lines.append(f"  seat {seat}: {state.view(seat).hand.to_text(style)}")
        view = state.view(0)
        trick = view.trick
        if trick:
            lines.append("  trick: " + " ".join(label(c, style) for c in trick))
        last = " ".join(str(a) for a in state.history[-8:])
        lines.append("  last actions: " + (last or "(none)"))
        return "\n".join(lines) + "\n"

    def show(self, mode: str | None) -> str | None:
        """Render for ``mode``: ``"ansi"`` returns
        [`render`][kartenregeln.rl._episode.Episode.render]'s text, ``"human"``
        prints it, ``None`` does nothing."""
        if mode is None:
            return None
        text = self.render()
        if mode == "human":
            print(text, end="")
            return None
        return text
