"""Schafkopf: the complete game as immutable values (see docs/schafkopf.md).

>>> import random
>>> from kartenregeln import schafkopf as sk
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(7))
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[-1])
>>> sum(state.settle().balance)
0
"""

from kartenregeln.schafkopf import build, contract_text, contracts, position, settlement, state
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
from kartenregeln.schafkopf.state import GameState, Phase, Trick, deal
from kartenregeln.schafkopf.view import SampleError, View

# -- slots ---------------------------------------------------------------------------------
# A lower module that calls a function of an upper one holds a slot the package fills here
# (an import back would close an import circle). Python runs this __init__ before any module
# of the package is used, so the slots are filled before anyone can call them.
contracts._PARSE = contract_text.parse_contract
state._STATE_TO_TEXT = position.state_to_text
state._STATE_FROM_TEXT = position.state_from_text
state._VIEW_TO_TEXT = position.view_to_text
state._VIEW_FROM_TEXT = position.view_from_text
state._BUILD_VIEW = build.build_view
state._SETTLE = settlement.settle_state

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
    "value",
]
