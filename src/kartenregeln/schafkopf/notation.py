"""The one-line text of Schafkopf states and views (what ``to_text`` writes), and the
reader of such a line's parts. The format is described in
[`kartenregeln.schafkopf.position`][kartenregeln.schafkopf.position], which also rebuilds
views from their text.

>>> import random
>>> from kartenregeln.schafkopf import Rules, deal
>>> state_to_text(deal(Rules(), dealer=3, rng=random.Random(1)))[:13]
'schafkopf d3 '
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from kartenregeln._position import Position, format_actions, position_line, read_position, tag
from kartenregeln.cards import Card, CardSet
from kartenregeln.names import schafkopf_code
from kartenregeln.schafkopf.display import display_order
from kartenregeln.schafkopf.phase import Phase
from kartenregeln.schafkopf.rules import Rules

if TYPE_CHECKING:
    from kartenregeln.schafkopf.state import GameState
    from kartenregeln.schafkopf.view import View

__all__ = ["state_to_text", "view_to_text"]

_GAME: Final = "schafkopf"


def _codes(cards: Sequence[Card] | CardSet) -> str:
    return " ".join(map(schafkopf_code, cards))


def state_to_text(state: GameState) -> str:
    """The one-line text of ``state`` (see the module's description)."""
    hands = []
    for s in range(state.num_seats):
        packet = state.first_packet(s)
        rest = state.initial_hand(s) - packet
        hands.append(_codes(display_order(packet) + display_order(rest)))
    tags = f"d{state.dealer}" + (f" p{state.pot}" if state.pot else "")
    return position_line(_GAME, tags, state.rules, Rules, hands, format_actions(state.history))


def _read(text: str, *, view: bool) -> Position:
    return read_position(text, _GAME, Rules, _seats, view=view, tags="dsmp" if view else "dp")


def _seats(rules: Rules) -> int:
    return rules.players


def _pot(p: Position) -> int:
    """The Stock pot of the ``p…`` tag (0 without one)."""
    return tag(p.text, p.tags, "p", required=False) or 0


def _unseen(view: View) -> list[int]:
    """How many cards each seat holds (its first packet while Klopfen is asked)."""
    played = view.played_by()
    size = view.rules.hand_size
    full = size // 2 if view.phase is Phase.KLOPFEN else size
    return [full - p.bit_count() for p in played]


def view_to_text(view: View) -> str:
    """The one-line text of ``view``: the seat's cards, ``?`` for every unseen card."""
    hands = ["?" * n for n in _unseen(view)]
    hands[view.seat] = _codes(display_order(view.hand, view.game))
    if view.open_hand is not None and view.declarer is not None:
        hands[view.declarer] = _codes(display_order(view.open_hand, view.game))
    to_move = "-" if view.to_move is None else str(view.to_move)
    tags = f"view d{view.dealer} s{view.seat} m{to_move}" + (f" p{view.pot}" if view.pot else "")
    return position_line(_GAME, tags, view.rules, Rules, hands, format_actions(view.history))
