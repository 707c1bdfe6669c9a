"""Schafkopf: the complete game as immutable values (see docs/schafkopf.md).

>>> import random
>>> from kartenregeln import schafkopf as sk
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(7))
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[-1])
>>> sum(state.settle().balance)
0
"""

from kartenregeln.errors import SampleError
from kartenregeln.schafkopf import sentences  # noqa: F401  (registers the game's sentences)
from kartenregeln.schafkopf._game import GAME
from kartenregeln.schafkopf.actions import (
    GUT,
    KLOPFEN,
    KONTRA,
    RE,
    SPIELE,
    WEITER,
    Action,
    Announce,
    Gut,
    Klopfen,
    Kontra,
    Play,
    Re,
    Spiele,
    Weiter,
    parse_action,
)
from kartenregeln.schafkopf.check import check_play
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.describe import describe, narrate
from kartenregeln.schafkopf.display import display_order
from kartenregeln.schafkopf.events import (
    Event,
    GameDecided,
    GameOver,
    PartnerKnown,
    ThrownIn,
    TrickTaken,
    events,
)
from kartenregeln.schafkopf.match import BONUS, Match, Placement
from kartenregeln.schafkopf.payout import payout, ramsch_payout
from kartenregeln.schafkopf.phase import Phase, Trick
from kartenregeln.schafkopf.pictures import trumps_svg
from kartenregeln.schafkopf.rules import (
    AllPass,
    Deck,
    GameKind,
    Jungfrau,
    LaufendeMin,
    RamschTie,
    Rules,
    Schneider,
    Tariff,
)
from kartenregeln.schafkopf.scoring import Settlement, Value, ramsch_balance, ramsch_value, value
from kartenregeln.schafkopf.state import GameState, deal
from kartenregeln.schafkopf.view import View

tariff = value
"""Alias of [`value`][kartenregeln.schafkopf.scoring.value]."""

__all__ = [
    "BONUS",
    "GAME",
    "GUT",
    "KLOPFEN",
    "KONTRA",
    "RE",
    "SPIELE",
    "WEITER",
    "Action",
    "AllPass",
    "Announce",
    "Contract",
    "Deck",
    "Event",
    "GameDecided",
    "GameKind",
    "GameOver",
    "GameState",
    "Gut",
    "Jungfrau",
    "Klopfen",
    "Kontra",
    "LaufendeMin",
    "Match",
    "PartnerKnown",
    "Phase",
    "Placement",
    "Play",
    "RamschTie",
    "Re",
    "Rules",
    "SampleError",
    "Schneider",
    "Settlement",
    "Spiele",
    "Tariff",
    "ThrownIn",
    "Trick",
    "TrickTaken",
    "Value",
    "View",
    "Weiter",
    "check_play",
    "deal",
    "describe",
    "display_order",
    "events",
    "narrate",
    "parse_action",
    "payout",
    "ramsch_balance",
    "ramsch_payout",
    "ramsch_value",
    "tariff",
    "trumps_svg",
    "value",
]
