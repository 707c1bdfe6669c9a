"""What [`kartenregeln.records`][kartenregeln.records] needs to know of Schafkopf (the
``records`` facet of its descriptor): the nested rules options, the options added since the
first records, the Stock pot a game carries, the length of a match."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln import schafkopf as sk
from kartenregeln.cards import CardSet

__all__ = [
    "ADDED_OPTIONS",
    "HAS_POT",
    "NESTED",
    "ROUNDS",
    "allowed_games",
    "dealt_hands",
    "match_games",
    "match_pot",
    "match_round",
    "new_match",
    "pot_of",
    "round_of",
    "start",
]

NESTED: Final[dict[str, type]] = {"tariff": sk.Tariff, "laufende_min": sk.LaufendeMin}
"""The rules options that are themselves objects of options."""

ADDED_OPTIONS: Final = frozenset(
    {
        (sk.Rules, "farbwenz"),
        (sk.Rules, "farbgeier"),
        (sk.Rules, "bettel"),
        (sk.Rules, "bettel_ouvert"),
        (sk.Rules, "jungfrau"),
        (sk.Rules, "davonlaufen"),
        (sk.Rules, "sie"),
        (sk.Rules, "re_by_partner"),
        (sk.Rules, "bettel_stichzwang"),
        (sk.Rules, "bettel_herz"),
        (sk.Rules, "tout_games"),
        (sk.Rules, "stock"),
        (sk.Rules, "deck"),
        (sk.Rules, "players"),
        (sk.Tariff, "bettel"),
        (sk.LaufendeMin, "farbwenz"),
        (sk.LaufendeMin, "farbgeier"),
    }
)
"""House-rule options added after the first records were written: a record without them
loads with their defaults (today's behaviour), so older records keep loading."""

ROUNDS: Final = None
"""Schafkopf has no numbered rounds: a deal has no ``round`` entry."""

HAS_POT: Final = True
"""A deal may carry a Stock pot (``pot``, omitted when 0)."""


def dealt_hands(state: sk.GameState) -> tuple[str, ...]:
    """The hands as dealt, as text: the first packet first, in dealing order."""
    out = []
    for seat in range(state.num_seats):
        packet = state.first_packet(seat)
        rest = CardSet.from_mask(state.initial_hand(seat).mask & ~packet.mask)
        out.append(" ".join(str(sk.Play(c)) for c in (*packet, *rest)))
    return tuple(out)


def round_of(state: sk.GameState) -> None:
    """Schafkopf has no rounds."""
    return


def pot_of(state: sk.GameState) -> int:
    """The Stock carried into the game."""
    return state.pot


def start(
    rules: sk.Rules, dealer: int, round_: int | None, hands: Sequence[str], pot: int
) -> sk.GameState:
    """The game after the deal of ``hands``."""
    return sk.GameState.start(rules, dealer=dealer, hands=list(hands), pot=pot)


def allowed_games(rules: sk.Rules) -> tuple[int, ...]:
    """The lengths a match may have at this table."""
    return tuple(sk.Match.GAMES[rules.players])


def new_match(rules: sk.Rules, games: int | None, first_dealer: int) -> sk.Match:
    """A match at its start."""
    assert games is not None
    return sk.Match(rules, games, first_dealer)


def match_games(match: sk.Match) -> int:
    """The length of the match."""
    return match.games


def match_round(match: sk.Match) -> None:
    """Schafkopf has no rounds."""
    return


def match_pot(match: sk.Match) -> int:
    """The Stock the match's next game starts with."""
    return match.pot
