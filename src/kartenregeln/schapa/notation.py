"""The one-line text of Schapa states and views (what ``to_text`` writes), and the
reader of such a line's parts. The format is described in
[`kartenregeln.schapa.position`][kartenregeln.schapa.position], which also rebuilds views
from their text.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=3, dealer=0, rng=random.Random(1))
>>> state_to_text(state)[:13]
'schapa r3 d0 '
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from kartenregeln._position import Position, format_actions, position_line, read_position
from kartenregeln.cards import CardSet
from kartenregeln.names import french_code
from kartenregeln.schapa.actions import played_by
from kartenregeln.schapa.display import display_order
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules

if TYPE_CHECKING:
    from kartenregeln.schapa.state import RoundState
    from kartenregeln.schapa.view import RoundView

__all__ = ["state_to_text", "view_to_text"]

_GAME: Final = "schapa"


def _codes(cards: CardSet | Sequence[object]) -> str:
    return " ".join(french_code(c) for c in display_order(cards))  # type: ignore[arg-type]


def state_to_text(state: RoundState) -> str:
    """The one-line text of ``state`` (see the module's description)."""
    n = state.rules.players
    played = played_by(state.history, state.movers, n)
    hands = [_codes(CardSet.from_mask(state.hand_masks[s] | played[s])) for s in range(n)]
    tags = f"r{state.round} d{state.dealer}"
    return position_line(
        _GAME, tags, state.rules, Rules, hands, format_actions(state.history), ("players",)
    )


def _read(text: str, *, view: bool) -> Position:
    tags = "rdsm" if view else "rd"
    return read_position(text, _GAME, Rules, lambda r: r.players, view=view, tags=tags)


def view_to_text(view: RoundView) -> str:
    """The one-line text of ``view``: the seat's cards, ``?`` for every unseen card."""
    hands = ["?" * size for size in view.hand_sizes]
    hands[view.seat] = _codes(view.hand)
    to_move = "-" if view.to_move is None else str(view.to_move)
    tags = f"view r{view.round} d{view.dealer} s{view.seat} m{to_move}"
    movers = view.movers if view.round == LAYOUT_ROUND else None
    actions = format_actions(view.history, movers)
    return position_line(_GAME, tags, view.rules, Rules, hands, actions, ("players",))
