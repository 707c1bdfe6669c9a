"""Settling a round: the scores per seat and what scored them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import attrs

from kartenregeln._fast import fast_constructor
from kartenregeln._wire_methods import WireMethods
from kartenregeln.game import Settlement
from kartenregeln.schapa.rounds import ROUNDS, Tally

__all__ = ["RoundSettlement", "settle_tally"]


@attrs.frozen(kw_only=True)
class RoundSettlement(Settlement, WireMethods):
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
    """The settlement of round ``round_number`` for what was taken.

    Built positionally (no ``__init__``), each part's scores and lines from one pass over
    the tally (``_settled``); a round of one scoring part takes them as they are.
    ``tests/schapa/test_sp_fast_path.py`` checks it against the plain definitions and the
    keyword construction."""
    rnd_parts = ROUNDS[round_number].parts
    if len(rnd_parts) == 1:
        scores, breakdown = rnd_parts[0]._settled(tally)
        parts: tuple[tuple[int, ...], ...] = (scores,)
    else:
        settled = []
        for part in rnd_parts:  # a loop, not a list comprehension: faster on Python 3.11
            settled.append(part._settled(tally))
        parts, lines = zip(*settled, strict=True)
        scores = tuple(map(sum, zip(*parts, strict=True)))
        breakdown = sum(lines, ())
    return _new_settlement(
        scores, breakdown, round_number, parts, tally.tricks_won, tally.finished, ended_early
    )


_new_settlement: Final[Callable[..., RoundSettlement]] = fast_constructor(RoundSettlement)
