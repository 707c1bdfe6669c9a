"""What happens in a Schapa round besides the actions: tricks taken, a turn that ends by
itself, a seat going out in round 7, the end of the round.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
>>> for _ in range(3):
...     state = state.apply(state.legal_actions()[0])
>>> [type(e).__name__ for e in events(state, state.apply(state.legal_actions()[0]))]
['TrickTaken']
"""

from __future__ import annotations

import attrs

from kartenregeln.events import TrickTaken
from kartenregeln.schapa.actions import Play
from kartenregeln.schapa.rules import LAYOUT_ROUND
from kartenregeln.schapa.state import LayoutRoundState, RoundState
from kartenregeln.schapa.view import RoundView

__all__ = ["Event", "RoundOver", "SeatOut", "TrickTaken", "TurnEnded", "events"]


@attrs.frozen(slots=True)
class TurnEnded:
    """Round 7: the turn of ``seat`` ended by itself (no card of it fits any more)."""

    seat: int


@attrs.frozen(slots=True)
class SeatOut:
    """Round 7: ``seat`` has finished in ``place`` (``last``: the seat left holding cards)."""

    seat: int
    place: int
    last: bool = False


@attrs.frozen(slots=True)
class RoundOver:
    """The round ``round`` is over; ``early`` if it ended before the last trick."""

    round: int
    early: bool = False


Event = TrickTaken | TurnEnded | SeatOut | RoundOver


def events(before: RoundState | RoundView, after: RoundState | RoundView) -> tuple[Event, ...]:
    """The events between a state (or a view) and the one after one action; they are
    public, so a seat's views give the same events as the states."""
    out: list[Event] = []
    if after.round != LAYOUT_ROUND:
        for k in range(len(before.tricks), len(after.tricks)):
            t = after.tricks[k]
            out.append(TrickTaken(t.winner, k + 1, t.cards))
        if after.is_over and not before.is_over:
            out.append(RoundOver(after.round, len(after.tricks) < after.rules.tricks))
        return tuple(out)
    assert isinstance(before, (LayoutRoundState, RoundView))
    assert isinstance(after, (LayoutRoundState, RoundView))
    seat = before.to_move
    n = after.rules.players
    new_out = after.finished[len(before.finished) :]
    # a turn that passes after a card (not after ende) ended by itself: nothing fitted
    if (
        seat is not None
        and after.to_move != seat
        and len(after.history) > len(before.history)
        and isinstance(after.history[-1], Play)
        and seat not in new_out
        and not after.rules.one_card_per_turn
    ):
        out.append(TurnEnded(seat))
    for k, s in enumerate(new_out):
        place = len(before.finished) + k + 1
        out.append(SeatOut(s, place, place == n))
    if after.is_over and not before.is_over:
        out.append(RoundOver(after.round))
    return tuple(out)
