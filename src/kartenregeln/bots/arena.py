"""Duplicate matches between two bots, with the mean and a 95 % confidence interval.

Duplicate means the same deals are played twice with the bots' seats swapped, so the
luck of the cards cancels out and what is left is the difference in play:

- **Schafkopf**: each deal is played twice, bot A in seats 0 and 2 and bot B in 1 and 3,
  then the other way round. The figure per deal is A's balance (zero-sum table money) per
  seat and game.
- **Schapa**: each match of eight rounds is played twice with the same deals, A in the
  even seats and B in the odd ones, then swapped. The figure per match is A's mean total
  per seat minus B's, per match.

``run_duplicate`` is reproducible from its seed, whatever the number of worker processes.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

import attrs

from kartenregeln._parallel import map_ordered
from kartenregeln.bots.base import Bot

if TYPE_CHECKING:
    from kartenregeln.facets import BotsFacet
    from kartenregeln.game import GameState, Rules

StateT = TypeVar("StateT", bound="GameState[Any]")

__all__ = ["ArenaResult", "Unit", "duplicate_match", "engine_faults", "play_out", "run_duplicate"]

GameName = str
"""The name of a registered game (``"schafkopf"``, ``"schapa"`` or an installed one)."""


@attrs.frozen
class ArenaResult:
    """The outcome of a duplicate run: A's advantage over B per unit (deal or match)."""

    game: str
    bot_a: str
    bot_b: str
    units: int
    diffs: tuple[float, ...]
    faults: tuple[str, ...] = ()
    """The decisions a fallback bot made for an engine (see ``kartenregeln.engine``)."""

    @property
    def mean(self) -> float:
        """A's mean advantage (points per seat and game for Schafkopf, per match for Schapa)."""
        return statistics.fmean(self.diffs) if self.diffs else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """A normal-approximation 95 % confidence interval of the mean."""
        if len(self.diffs) < 2:
            return (-math.inf, math.inf)
        half = 1.96 * statistics.stdev(self.diffs) / math.sqrt(len(self.diffs))
        return (self.mean - half, self.mean + half)

    def __str__(self) -> str:
        lo, hi = self.ci95
        unit = _facet(self.game).arena_units()
        text = (
            f"{self.game}: {self.bot_a} vs {self.bot_b} over {self.units} {unit}: "
            f"{self.mean:+.3f} per unit (95 % CI {lo:+.3f} .. {hi:+.3f})"
        )
        if self.faults:
            text += f"; {len(self.faults)} engine decisions made by the fallback bot"
        return text


def play_out(state: StateT, bots: Sequence[Bot], rng: random.Random) -> StateT:
    """Play ``state`` to the end, each seat's bot choosing from that seat's view."""
    while not state.is_over:
        seat = state.to_move
        assert seat is not None  # a state that is not over has a seat to move
        state = state.apply(bots[seat].choose(state.view(seat), rng))
    return state


Unit = tuple[float, tuple[str, ...]]
"""A unit's figure and the engine faults during it."""


def engine_faults(*bots: Bot) -> tuple[str, ...]:
    """The faults engines among ``bots`` recorded since last asked."""
    out: list[str] = []
    for bot in dict.fromkeys(bots):
        take = getattr(bot, "take_faults", None)
        if take is not None:
            out.extend(str(f) for f in take())
    return tuple(out)


def duplicate_match(args: tuple[int, int, Bot, Bot, Rules]) -> Unit:
    """One duplicate unit for any game with a match (a ``"bots"`` facet's ``arena_unit``):
    a match under the rules played twice on the same deals, the bots' seats swapped; A's
    mean total per seat minus B's; the first dealer moves on from unit to unit (the match
    is the frontend facet's ``new_match`` of the game's length). Schapa's unit is this
    one."""
    from kartenregeln.registry import facet_of

    seed, index, bot_a, bot_b, rules = args
    frontend = facet_of(rules, "frontend")
    n = rules.players
    diff = 0.0
    for swap in (0, 1):
        bots = [bot_a if (s + swap) % 2 == 0 else bot_b for s in range(n)]
        deal_rng = random.Random(f"{seed}/deal/{index}")
        play_rng = random.Random(f"{seed}/play/{index}/{swap}")
        match = frontend.new_match(rules, None, index % n)
        while not match.is_over:
            match = match.record(play_out(match.deal(deal_rng), bots, play_rng))
        a = [match.totals[s] for s in range(n) if bots[s] is bot_a]
        b = [match.totals[s] for s in range(n) if bots[s] is bot_b]
        diff += statistics.fmean(a) - statistics.fmean(b)
    return diff / 2.0, engine_faults(bot_a, bot_b)


def _facet(game: str) -> BotsFacet:
    from kartenregeln.registry import get_game

    return get_game(game).facet("bots")


def run_duplicate(
    game: GameName,
    bot_a: Bot,
    bot_b: Bot,
    *,
    units: int,
    seed: int = 0,
    rules: Rules | None = None,
    workers: int = 1,
    progress: TextIO | None = None,
    backend: str = "processes",
    address: str | None = None,
) -> ArenaResult:
    """Play ``units`` duplicate deals (Schafkopf) or matches (Schapa) of A against B.

    How a game plays one unit is its ``"bots"`` facet's (``arena_unit``, ``arena_rules``
    for the default rules). An unknown ``game`` raises ``ValueError``.

    ``workers`` > 1 spreads the units over processes (bots must pickle). Either bot may
    be a [`kartenregeln.engine.EngineBot`][kartenregeln.engine.bot.EngineBot]; the decisions its
    fallback bot made are
    listed in the result's ``faults``.
    ``backend="ray"`` spreads them over a Ray cluster instead (``pip install
    "kartenregeln[ray]"``): the one at ``address``, or a local one with ``workers`` CPUs.
    The results are the same for every backend and number of workers. ``progress``, a
    stream such as ``sys.stderr``, gets a one-line progress display.
    """
    facet = _facet(game)
    if units < 1:
        raise ValueError("units must be at least 1")
    if rules is None:
        rules = facet.arena_rules()
    unit = facet.arena_unit
    what = facet.arena_units()
    jobs = [(seed, i, bot_a, bot_b, rules) for i in range(units)]
    diffs: list[float] = []
    faults: list[str] = []

    def report(done: int) -> None:
        if progress is not None:
            progress.write(f"\r{game}: {done}/{units} {what}")
            progress.flush()

    workers = max(1, workers)
    for value, unit_faults in map_ordered(
        unit,
        jobs,
        workers=workers,
        backend=backend,
        address=address,
        chunksize=max(1, units // (workers * 8)),
    ):
        diffs.append(value)
        faults.extend(unit_faults)
        report(len(diffs))
    if progress is not None:
        progress.write("\n")
    name = _name
    return ArenaResult(game, name(bot_a), name(bot_b), units, tuple(diffs), tuple(faults))


def _name(bot: Bot) -> str:
    return str(getattr(bot, "name", type(bot).__name__))


if __name__ == "__main__":  # pragma: no cover
    from kartenregeln.bots.base import RandomBot

    print(run_duplicate("schapa", RandomBot(), RandomBot(), units=4, progress=sys.stderr))
