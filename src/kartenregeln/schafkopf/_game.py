"""Schafkopf's descriptor: what the shared parts of the library know of this game."""

from __future__ import annotations

from typing import Final, get_args

from kartenregeln.game import Game
from kartenregeln.registry import register
from kartenregeln.schafkopf.actions import Announce, Gut, Klopfen, Kontra, Play, Re, Spiele, Weiter
from kartenregeln.schafkopf.actions import parse_action as _parse_action
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.describe import narrate
from kartenregeln.schafkopf.events import Event
from kartenregeln.schafkopf.match import Match
from kartenregeln.schafkopf.rules import Rules, Tariff
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.state import GameState, deal
from kartenregeln.schafkopf.view import View

__all__ = ["GAME"]

GAME: Final = register(
    Game(
        name="schafkopf",
        titles={"de": "Schafkopf", "en": "Schafkopf"},
        module="kartenregeln.schafkopf",
        state_type=GameState,
        view_type=View,
        rules_type=Rules,
        match_type=Match,
        settlement_type=Settlement,
        action_types=(Play, Announce, Spiele, Weiter, Kontra, Re, Klopfen, Gut),
        value_types=(Contract, *get_args(Event), Tariff),
        seats=(3, 4),
        card_style="schafkopf",
        deal=deal,
        parse_action=_parse_action,
        deal_options=("pot",),
        narrator=narrate,
        facets={
            # data and pictures: the wire form, records, svg
            "wire": "kartenregeln.schafkopf._wire",
            "svg": "kartenregeln.schafkopf._svg",
            "records": "kartenregeln.schafkopf._records",
            # frontends: the shared session's words, the table and the web lobby
            "narration": "kartenregeln.schafkopf._narration",
            "frontend": "kartenregeln.schafkopf._frontend",
            # computer players and learning environments
            "bots": "kartenregeln.bots.schafkopf",
            "encode": "kartenregeln.encode.schafkopf",
        },
    )
)
"""The Schafkopf game, as [`kartenregeln.get_game`][kartenregeln.registry.get_game] gives it."""
