"""kartenregeln: the rules of Schafkopf and Schapa as pure, typed Python values.

Documentation: https://kartenregeln.readthedocs.io/ — source and issues:
https://github.com/kartenregeln/kartenregeln. The games are `kartenregeln.schafkopf` and
`kartenregeln.schapa`; records, the table and the computer players are in
`kartenregeln.records`, `kartenregeln.table` and `kartenregeln.bots`.

>>> from kartenregeln import Card, CardSet, Suit, Rank
>>> Card(Suit.EICHEL, Rank.OBER) is Card.parse("Kreuz-Dame")
True
>>> len(CardSet.parse("EO GO HO SO"))
4
"""

from kartenregeln._native import backend as core_backend
from kartenregeln._version import __version__
from kartenregeln.cards import DECK, Card, CardSet, Rank, Suit
from kartenregeln.errors import (
    FactError,
    IllegalActionError,
    KartenregelnError,
    NotationError,
    PositionError,
    RecordError,
    SampleError,
)
from kartenregeln.game import Game, GameState, Seat, Settlement, SettlementLine
from kartenregeln.legality import Legality, Verdict
from kartenregeln.registry import game_of, games, get_game, register
from kartenregeln.testing import check_game

__all__ = [
    "DECK",
    "Card",
    "CardSet",
    "FactError",
    "Game",
    "GameState",
    "IllegalActionError",
    "KartenregelnError",
    "Legality",
    "NotationError",
    "PositionError",
    "Rank",
    "RecordError",
    "SampleError",
    "Seat",
    "Settlement",
    "SettlementLine",
    "Suit",
    "Verdict",
    "__version__",
    "check_game",
    "core_backend",
    "game_of",
    "games",
    "get_game",
    "register",
]
