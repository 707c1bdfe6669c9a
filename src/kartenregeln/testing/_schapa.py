"""Schapa's own facts in the conformance suite: ``RoundView.build`` from a view's facts."""

from __future__ import annotations

from collections.abc import Sequence

from kartenregeln.errors import KartenregelnError
from kartenregeln.game import GameCheckError
from kartenregeln.schapa import (
    LAYOUT_ROUND,
    LayoutRoundState,
    RoundState,
    RoundView,
    TrickRoundState,
    round_scores,
)

__all__ = ["result", "state", "view"]


def _fail(value: object, history: Sequence[object], problem: str) -> GameCheckError:
    from kartenregeln.testing._check import _fail

    return _fail(value, history, problem)


def view(full: RoundState, shown: RoundView, history: Sequence[object]) -> None:
    """``RoundView.build`` from the view's own facts gives the view: the tricks and the
    trick of a trick round, the actions with their seats in round 7."""
    try:
        if shown.round == LAYOUT_ROUND:
            built = RoundView.build(
                shown.rules, round=shown.round, seat=shown.seat, hand=shown.hand,
                dealer=shown.dealer, history=list(zip(shown.movers, shown.history, strict=True)),
                to_move=shown.to_move,
            )  # fmt: skip
        else:
            built = RoundView.build(
                shown.rules, round=shown.round, seat=shown.seat, hand=shown.hand,
                dealer=shown.dealer, tricks=[(t.leader, t.cards) for t in shown.tricks],
                trick=shown.trick,
            )  # fmt: skip
    except KartenregelnError as exc:
        raise _fail(
            full, history, f"RoundView.build refuses view({shown.seat})'s facts: {exc}"
        ) from exc
    if built != shown:
        raise _fail(full, history, f"RoundView.build from view({shown.seat})'s facts differs")


def state(full: RoundState, history: Sequence[object]) -> None:
    """Nothing more per state: Schapa has no legality checker apart from its states."""
    del full, history


def result(final: RoundState, history: Sequence[object]) -> None:
    """``round_scores`` (the score sheet's calculator) from the finished round's facts
    (its tricks and dealer, or in round 7 the order the seats went out) gives the
    round's scores."""
    if not isinstance(final, RoundState):
        return
    done = final.settle()
    try:
        if isinstance(final, LayoutRoundState):
            got = round_scores(final.rules, final.round, finished=final.finished)
        else:
            assert isinstance(final, TrickRoundState)
            tricks = [t.cards for t in final.tricks]
            got = round_scores(final.rules, final.round, tricks=tricks, dealer=final.dealer)
    except (KartenregelnError, ValueError) as exc:
        raise _fail(
            final, history, f"round_scores refuses the finished round's facts: {exc}"
        ) from exc
    if got.scores != done.scores:
        raise _fail(final, history, f"round_scores gives {got.scores}, settle() {done.scores}")
