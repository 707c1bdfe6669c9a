"""The order a Schafkopf hand is shown in: trumps first, then the suits.

>>> from kartenregeln.cards import CardSet
>>> from kartenregeln.schafkopf.contracts import Contract
>>> hand = CardSet.parse("EA HU SO HZ E7 GK SU GO")
>>> from kartenregeln.names import schafkopf_code as code
>>> " ".join(map(code, display_order(hand)))  # Rufspiel order: Ober, Unter, Herz
'GO SO HU SU HZ EA E7 GK'
>>> from kartenregeln.schafkopf.rules import GameKind
>>> " ".join(map(code, display_order(hand, Contract(GameKind.WENZ))))
'HU SU EA E7 GK GO HZ SO'
"""

from __future__ import annotations

from collections.abc import Iterable

from kartenregeln.cards import Card, CardSet, Suit
from kartenregeln.schafkopf.contracts import TRUMP, Contract, table_for
from kartenregeln.schafkopf.rules import GameKind

__all__ = ["display_order"]

_RUFSPIEL = Contract(GameKind.RUFSPIEL, Suit.EICHEL)


def display_order(hand: CardSet | Iterable[Card], game: Contract | None = None) -> tuple[Card, ...]:
    """The cards of ``hand`` in the order players hold them for ``game``: the trumps from
    the highest down, then Eichel, Gras, Herz and Schellen, each from the Sau down in that
    game's order (in a Wenz the Ober stands between König and Neun). Before a game is
    fixed (``game=None``), and in a Ramsch or a Sie, the Rufspiel order is used."""
    tab = table_for(game if game is not None else _RUFSPIEL)
    follow, power = tab.follow, tab.power

    def key(card: Card) -> tuple[int, int]:
        cls = follow[card.index]
        return (-1 if cls == TRUMP else cls, -power[card.index])

    return tuple(sorted(hand, key=key))
