"""What the frontends do with Schapa beyond words: a match for a table, its length, the
points taken so far, the places, the command line's options and the web lobby's form.

The table ([`kartenregeln.table`][kartenregeln.table]), the command line and the web table
find this module through the descriptor (``get_game("schapa").facet("frontend")``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from kartenregeln.cards import Card
from kartenregeln.facets import CommandOptions, pick
from kartenregeln.messages import Message, say
from kartenregeln.schapa._abrechnung import settlement_table
from kartenregeln.schapa.match import Match
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.state import RoundState

__all__ = [
    "DEAL_WORDS",
    "PLACE_BONUS",
    "WEB_PRESETS",
    "cli_rules",
    "deals",
    "deals_done",
    "deals_left",
    "lays_out",
    "new_match",
    "rule_help",
    "settlement_table",
    "shown_cards",
    "taken",
    "web_rules",
    "web_settings",
]

DEAL_WORDS: Final = ("round", "rounds")
"""What one deal of a match is called in English (``--game 3``, ``6 rounds``)."""

PLACE_BONUS: Final = False
"""A Schapa match pays no bonus by the places."""

WEB_PRESETS: Final = ("standard", "play_out", "one_card")
"""The rules a web table offers: ``standard``, ``play_out`` (rounds 3 and 4 to the last
trick) or ``one_card`` (one card per turn in round 7)."""


def new_match(rules: Rules, games: int | None, first_dealer: int) -> Match:
    """A match of the rounds the rules list (``games`` does not apply)."""
    return Match(rules, first_dealer)


def deals(match: Match) -> int:
    """The number of rounds in the match."""
    return len(match.rules.rounds)


def deals_left(match: Match) -> int:
    """The rounds still to play."""
    return len(match.rules.rounds) - len(match.results)


def deals_done(match: Match) -> int:
    """The rounds played."""
    return len(match.results)


def taken(state: RoundState) -> tuple[int, ...]:
    """The points each seat has taken in the round so far."""
    return state.scores_so_far()


def cli_rules(options: CommandOptions) -> tuple[Rules, int]:
    """The rules from ``kartenregeln play/simulate`` options; Schafkopf's options are
    refused, not ignored (a ``ValueError`` saying which)."""
    if options.games is not None:
        raise ValueError("--games is for Schafkopf; Schapa has --rounds")
    if options.rules is not None:
        raise ValueError("--rules is for Schafkopf; Schapa takes --rule NAME=VALUE")
    fixed: dict[str, Any] = {"players": 4 if options.players is None else options.players}
    if options.rounds is not None:
        fixed["rounds"] = options.rounds
    return Rules(**fixed), 8


def lays_out(view: Any) -> bool:
    """Round 7 lays the cards out (the Domino)."""
    return bool(view.round == LAYOUT_ROUND)


def shown_cards(view: Any) -> tuple[Card, ...]:
    """The cards laid out in the Domino (round 7)."""
    return tuple(view.layout)


def rule_help() -> list[str]:
    """Nothing beyond the house-rule options."""
    return []


def web_settings(data: Mapping[str, object]) -> dict[str, Any]:
    """The Schapa part of a web table's settings, checked by ``pick``."""
    out: dict[str, Any] = {"players": pick(data, "players", 4, (3, 4, 5, 6))}
    out["preset"] = pick(data, "preset", "standard", WEB_PRESETS)
    out["games"] = None
    rounds = data.get("rounds")
    if rounds is not None and (
        not isinstance(rounds, list)
        or not rounds
        or not all(isinstance(r, int) and not isinstance(r, bool) for r in rounds)
    ):
        raise ValueError(say("web_sp_rounds_list"))
    out["rounds"] = rounds
    return out


def web_rules(settings: Mapping[str, Any]) -> Rules:
    """The rules a web table's settings name."""
    preset = settings["preset"]
    extra: dict[str, Any] = {}
    if settings["rounds"] is not None:
        extra["rounds"] = tuple(settings["rounds"])
    try:
        return Rules(
            players=settings["players"],
            play_out=preset == "play_out",
            one_card_per_turn=preset == "one_card",
            **extra,
        )
    except (ValueError, TypeError) as exc:
        first = exc.args[0] if len(exc.args) == 1 else None  # the rules' Message
        why = first if isinstance(first, Message) else str(exc)
        raise ValueError(say("web_sp_rounds", why=why)) from None
