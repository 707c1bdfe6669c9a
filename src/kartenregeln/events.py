"""Events both games share: what happened besides the action itself.

Each game's ``events(before, after)`` returns them for one step; its ``describe`` reads
them aloud and its ``narrate`` tells a whole game with them.

>>> from kartenregeln.cards import Card
>>> TrickTaken(2, 1, (Card.parse("AC"), Card.parse("KC"), Card.parse("QC"))).seat
2
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from kartenregeln.cards import Card

__all__ = ["TrickTaken"]


@attrs.frozen(slots=True)
class TrickTaken:
    """``seat`` takes trick number ``number`` (1-based) with these cards (in play order)."""

    seat: int
    number: int
    cards: tuple[Card, ...]


def _replay_lines(
    start: Any,
    history: Iterable[Any],
    line: Callable[[Any, Any, int | None], str],
    events: Callable[[Any, Any], Iterable[Any]],
    event_line: Callable[[Any], str],
) -> tuple[str, ...]:
    """Replay ``history`` from ``start``: a line per action (``line(before, action,
    seat)``), then a line per event of that step. The shared body of both ``narrate``."""
    lines: list[str] = []
    before = start
    for action in history:
        after = before.apply(action)
        lines.append(line(before, action, before.to_move))
        lines.extend(event_line(e) for e in events(before, after))
        before = after
    return tuple(lines)
