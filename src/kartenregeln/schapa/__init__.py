"""Schapa ("Schade, ich passe"): eight rounds for 3 to 6 players, each scored differently.

>>> import random
>>> from kartenregeln import schapa as sp
>>> rules = sp.Rules(players=4)
>>> state = sp.deal(rules, round=3, dealer=0, rng=random.Random(1))
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[-1])
>>> sum(state.settle().scores) in (-80, 80)
True
"""

from kartenregeln.errors import SampleError
from kartenregeln.schapa import sentences  # noqa: F401  (registers the game's sentences)
from kartenregeln.schapa._game import GAME
from kartenregeln.schapa.actions import ENDE, SCHAPA, Action, Ende, Lay, Play, Schapa, parse_action
from kartenregeln.schapa.calculator import round_scores
from kartenregeln.schapa.describe import describe, narrate
from kartenregeln.schapa.display import display_order
from kartenregeln.schapa.events import Event, RoundOver, SeatOut, TrickTaken, TurnEnded, events
from kartenregeln.schapa.match import Match
from kartenregeln.schapa.pictures import layout_svg
from kartenregeln.schapa.rounds import (
    ROUNDS,
    CardValues,
    FinishingOrder,
    LastTrick,
    OneCard,
    Part,
    PerCard,
    PerTrick,
    Round,
    Tally,
)
from kartenregeln.schapa.rules import ALL_ROUNDS, LAYOUT_ROUND, Rules
from kartenregeln.schapa.scoring import RoundSettlement
from kartenregeln.schapa.state import LayoutRoundState, RoundState, Trick, TrickRoundState, deal
from kartenregeln.schapa.view import RoundView

__all__ = [
    "ALL_ROUNDS",
    "ENDE",
    "GAME",
    "LAYOUT_ROUND",
    "ROUNDS",
    "SCHAPA",
    "Action",
    "CardValues",
    "Ende",
    "Event",
    "FinishingOrder",
    "LastTrick",
    "Lay",
    "LayoutRoundState",
    "Match",
    "OneCard",
    "Part",
    "PerCard",
    "PerTrick",
    "Play",
    "Round",
    "RoundOver",
    "RoundSettlement",
    "RoundState",
    "RoundView",
    "Rules",
    "SampleError",
    "Schapa",
    "SeatOut",
    "Tally",
    "Trick",
    "TrickRoundState",
    "TrickTaken",
    "TurnEnded",
    "deal",
    "describe",
    "display_order",
    "events",
    "layout_svg",
    "narrate",
    "parse_action",
    "round_scores",
]
