"""Settling a round: the scores per seat and what scored them."""

from __future__ import annotations

import attrs

from kartenregeln.game import Settlement, SettlementLine
from kartenregeln.schapa.rounds import ROUNDS, Tally

__all__ = ["RoundSettlement", "settle_tally"]


@attrs.frozen(kw_only=True)
class RoundSettlement(Settlement):
    """The result of one round. ``scores`` may be negative.

    ``round`` the round's number; ``part_scores`` the scores of each scoring part of the
    round (in the order of ``Round.parts``); ``tricks_won`` tricks per seat (trick rounds);
    ``finishing_order`` the seats in the order they went out (round 7); ``ended_early``
    whether the round ended before the last trick (rounds 3 and 4).
    """

    round: int
    part_scores: tuple[tuple[int, ...], ...] = ()
    tricks_won: tuple[int, ...] = ()
    finishing_order: tuple[int, ...] = ()
    ended_early: bool = False


def settle_tally(round_number: int, tally: Tally, ended_early: bool) -> RoundSettlement:
    """The settlement of round ``round_number`` for what was taken."""
    rnd = ROUNDS[round_number]
    parts = tuple(part.scores(tally) for part in rnd.parts)
    scores = tuple(sum(col) for col in zip(*parts, strict=True))
    lines: list[SettlementLine] = []
    for part in rnd.parts:
        lines.extend(part.lines(tally))
    return RoundSettlement(
        scores=scores,
        breakdown=tuple(lines),
        round=round_number,
        part_scores=parts,
        tricks_won=tally.tricks_won,
        finishing_order=tally.finished,
        ended_early=ended_early,
    )
