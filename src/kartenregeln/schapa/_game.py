"""Schapa's descriptor: what the shared parts of the library know of this game."""

from __future__ import annotations

from typing import Final, get_args

from kartenregeln.game import Game
from kartenregeln.registry import register
from kartenregeln.schapa.actions import Ende, Play, Schapa
from kartenregeln.schapa.actions import parse_action as _parse_action
from kartenregeln.schapa.describe import narrate
from kartenregeln.schapa.events import Event
from kartenregeln.schapa.match import Match
from kartenregeln.schapa.rounds import Part, Round
from kartenregeln.schapa.rules import Rules
from kartenregeln.schapa.scoring import RoundSettlement
from kartenregeln.schapa.state import RoundState, deal
from kartenregeln.schapa.view import RoundView

__all__ = ["GAME"]

GAME: Final = register(
    Game(
        name="schapa",
        titles={"de": "Schapa", "en": "Schapa"},
        module="kartenregeln.schapa",
        state_type=RoundState,
        view_type=RoundView,
        rules_type=Rules,
        match_type=Match,
        settlement_type=RoundSettlement,
        action_types=(Play, Schapa, Ende),
        value_types=(*get_args(Event), *get_args(Part), Round),
        seats=(3, 4, 5, 6),
        card_style="french",
        deal=deal,
        parse_action=_parse_action,
        deal_options=("round",),
        narrator=narrate,
        facets={
            # data and pictures: the wire form, records, svg
            "wire": "kartenregeln.schapa._wire",
            "svg": "kartenregeln.schapa._svg",
            "records": "kartenregeln.schapa._records",
            # frontends: the shared session's words, the table and the web lobby
            "narration": "kartenregeln.schapa._narration",
            "frontend": "kartenregeln.schapa._frontend",
            # computer players and learning environments
            "bots": "kartenregeln.bots.schapa",
            "encode": "kartenregeln.encode.schapa",
        },
    )
)
"""The Schapa game, as [`kartenregeln.get_game`][kartenregeln.registry.get_game] gives it."""
