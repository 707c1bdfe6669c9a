"""The phases of a Schafkopf game, in order, and a finished trick.

>>> from kartenregeln.schafkopf import Phase
>>> [p.name for p in Phase]
['KLOPFEN', 'ROUND1', 'AUCTION', 'KONTRA', 'RE', 'PLAY', 'OVER']
"""

from __future__ import annotations

import enum
from typing import Final

import attrs

from kartenregeln.cards import Card
from kartenregeln.schafkopf.contracts import AUGEN

__all__ = ["Phase", "Trick"]


class Phase(enum.IntEnum):
    """The phases of a game, in order."""

    KLOPFEN = 0
    ROUND1 = 1
    AUCTION = 2
    KONTRA = 3
    RE = 4
    PLAY = 5
    OVER = 6


_KLOPFEN, _ROUND1, _AUCTION, _KONTRA, _RE, _PLAY, _OVER = (int(p) for p in Phase)
_PHASES: Final = tuple(Phase)
"""The phases by number (the state keeps its phase as an int)."""


@attrs.frozen
class Trick:
    """A finished trick: who led it, the cards from the leader on, who took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @property
    def augen(self) -> int:
        """The Augen in the trick."""
        return sum(AUGEN[c.index] for c in self.cards)
