"""What happens in a Schafkopf game besides the actions: the game being fixed, the
partner showing, tricks taken, the end.

>>> from kartenregeln.schafkopf import GameState, Rules
>>> s = GameState.start(Rules(), dealer=3, hands=[
...     "EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
...     "HA HZ HK H9 SA SZ SK S9", "E8 E7 G8 G7 H8 H7 S8 S7"])
>>> s = s.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
>>> [type(e).__name__ for e in events(s, s.apply("sie"))]
['GameDecided', 'GameOver']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from kartenregeln.cards import Card
from kartenregeln.events import TrickTaken
from kartenregeln.schafkopf.actions import Play
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.rules import GameKind

if TYPE_CHECKING:
    from kartenregeln.schafkopf.state import GameState
    from kartenregeln.schafkopf.view import View

__all__ = ["Event", "GameDecided", "GameOver", "PartnerKnown", "ThrownIn", "TrickTaken", "events"]


@attrs.frozen(slots=True)
class GameDecided:
    """The bidding is over: ``game`` is played, by ``declarer`` (``None`` in a Ramsch)."""

    game: Contract
    declarer: int | None


@attrs.frozen(slots=True)
class ThrownIn:
    """Everyone said weiter and the house rules throw the cards in: nobody plays."""


@attrs.frozen(slots=True)
class PartnerKnown:
    """The called Sau was played: ``seat`` is the declarer's partner, for all to see."""

    seat: int


@attrs.frozen(slots=True)
class GameOver:
    """The game is over; ``early`` if it ended before the last trick, and then ``why``:
    ``"sie"`` (a Sie is not played out), ``"tout"`` (the Tout's party lost a trick) or
    ``"bettel"`` (the Bettel's player took a trick)."""

    early: bool = False
    why: str | None = None


Event = GameDecided | ThrownIn | PartnerKnown | TrickTaken | GameOver


def events(before: GameState | View, after: GameState | View) -> tuple[Event, ...]:
    """The events between a state (or view) and the one after one action."""
    out: list[Event] = []
    game = after.game
    if before.game is None and game is not None:
        out.append(GameDecided(game, after.declarer))
    if (
        game is not None
        and game.kind is GameKind.RUFSPIEL
        and len(after.history) == len(before.history) + 1
        and before.to_move is not None
    ):
        last = after.history[-1]
        assert game.suit is not None
        if isinstance(last, Play) and last.card == Card(game.suit, 14):
            out.append(PartnerKnown(before.to_move))
    for k in range(len(before.tricks), len(after.tricks)):
        t = after.tricks[k]
        out.append(TrickTaken(t.winner, k + 1, t.cards))
    if after.is_over and not before.is_over:
        if game is None:
            out.append(ThrownIn())
        else:
            early = len(after.tricks) < after.rules.hand_size
            out.append(GameOver(early, _why_early(game) if early else None))
    return tuple(out)


def _why_early(game: Contract) -> str:
    """Why a game ended before its last trick: only these three games end early."""
    if game.kind is GameKind.SIE:
        return "sie"
    if game.tout:
        return "tout"
    return "bettel"
