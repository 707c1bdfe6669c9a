"""What the frontends do with Schafkopf beyond words: a match for a table, its length,
the Augen taken so far, the places, the command line's options and the web lobby's form.

The table ([`kartenregeln.table`][kartenregeln.table]), the command line and the web table
find this module through the descriptor (``get_game("schafkopf").facet("frontend")``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import attrs

from kartenregeln.facets import CommandOptions, pick
from kartenregeln.schafkopf._abrechnung import settlement_table
from kartenregeln.schafkopf.match import Match
from kartenregeln.schafkopf.rules import PRESETS, Deck, Rules
from kartenregeln.schafkopf.state import GameState

__all__ = [
    "DEAL_WORDS",
    "MATCH_LENGTHS",
    "PLACE_BONUS",
    "WEB_PRESETS",
    "bids",
    "cli_rules",
    "deals",
    "deals_done",
    "deals_left",
    "match_lengths",
    "new_match",
    "parse_rules",
    "rule_help",
    "settlement_table",
    "taken",
    "web_rules",
    "web_settings",
]

MATCH_LENGTHS: Final = tuple(sorted({n for lengths in Match.GAMES.values() for n in lengths}))
"""The match lengths ``--games`` takes (the players decide which fit)."""

DEAL_WORDS: Final = ("game", "games")
"""What one deal of a match is called in English (``--game 3``, ``6 games``)."""

PLACE_BONUS: Final = True
"""A Schafkopf match pays a bonus by the places."""

WEB_PRESETS: Final = ("standard", "sauspiel")
"""The rules a web table offers: ``standard`` (the library's defaults: Ramsch when all
pass) or ``sauspiel`` (tariff 20/50/10, Klopfen, throw-in when all pass)."""


def new_match(rules: Rules, games: int | None, first_dealer: int) -> Match:
    """A match of ``games`` games (the shortest match for the players when None)."""
    if games is None:
        games = Match.GAMES[rules.players][0]
    return Match(rules, games, first_dealer)


def deals(match: Match) -> int:
    """The number of games in the match."""
    return match.games


def deals_left(match: Match) -> int:
    """The games still to play."""
    return match.games - match.games_played


def deals_done(match: Match) -> int:
    """The games played."""
    return match.games_played


def taken(state: GameState) -> tuple[int, ...]:
    """The Augen each seat has taken so far."""
    return state.augen


def cli_rules(options: CommandOptions) -> tuple[Rules, int]:
    """The rules and the games per match from ``kartenregeln play/simulate`` options;
    Schapa's options are refused, not ignored (a ``ValueError`` saying which)."""
    if options.players not in (None, 3, 4):
        raise ValueError(f"Schafkopf is played by 3 or 4, not {options.players}")
    if options.rounds is not None:
        raise ValueError("--rounds is for Schapa; Schafkopf has --games")
    given = options.rules  # the --rules text (or Rules already)
    if isinstance(given, str):
        try:
            given = Rules.parse(given)
        except ValueError as exc:
            raise ValueError(f"--rules: {exc}") from None
    if given is not None and not isinstance(given, Rules):
        raise TypeError(f"--rules is Schafkopf's rules or their text, not {given!r}")
    rules = Rules() if given is None else given
    if options.players is not None:
        # three players play the short deck unless --rules says players=3 with the long
        # deck (ten cards each and a Skat)
        keep = given is not None and given.players == 3
        deck = Deck.SHORT if options.players == 3 and not keep else rules.deck
        rules = attrs.evolve(rules, players=options.players, deck=deck)
    allowed = Match.GAMES[rules.players]
    if options.games is not None and options.games not in allowed:
        *most, last = allowed
        raise ValueError(
            f"--games {options.games}: a Schafkopf match of {rules.players} players has "
            f"{', '.join(map(str, most))} or {last} games"
        )
    return rules, allowed[0] if options.games is None else options.games


parse_rules: Final = Rules.parse
"""``--rules`` is Schafkopf's: its rules written as text (``Rules.parse``)."""


def match_lengths(players: int) -> tuple[int, ...]:
    """The match lengths a table of ``players`` may play."""
    return Match.GAMES[players]


def bids(view: Any) -> tuple[tuple[int, Any], ...]:
    """The bidding so far."""
    said: tuple[tuple[int, Any], ...] = view.bids
    return said


def rule_help() -> list[str]:
    """What ``--rule help`` says beyond the house-rule options."""
    return [f"--rules PRESET[,OPTIONS]: the presets are {', '.join(PRESETS)}"]


def web_settings(data: Mapping[str, object]) -> dict[str, Any]:
    """The Schafkopf part of a web table's settings, checked by ``pick``."""
    out: dict[str, Any] = {"players": pick(data, "players", 4, (3, 4))}
    out["preset"] = pick(data, "preset", "standard", WEB_PRESETS)
    lengths = Match.GAMES[out["players"]]
    out["games"] = pick(data, "games", lengths[0], lengths)
    out["rounds"] = None
    return out


def web_rules(settings: Mapping[str, Any]) -> Rules:
    """The rules a web table's settings name."""
    # three players play the short deck, 8 cards each (Schafkopf zu dritt)
    three: dict[str, Any] = (
        {"players": 3, "deck": Deck.SHORT} if settings.get("players") == 3 else {}
    )
    return Rules.sauspiel(**three) if settings["preset"] == "sauspiel" else Rules(**three)
