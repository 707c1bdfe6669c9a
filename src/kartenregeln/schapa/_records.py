"""What [`kartenregeln.records`][kartenregeln.records] needs to know of Schapa (the
``records`` facet of its descriptor): its numbered rounds, a match that plays the rules'
rounds, no Stock pot."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln import schapa as sp
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

NESTED: Final[dict[str, type]] = {}
"""Schapa's rules have no nested options."""

ADDED_OPTIONS: Final[frozenset[tuple[type, str]]] = frozenset()
"""No option was added since the first records."""

ROUNDS: Final = tuple(sp.ROUNDS)
"""The numbers of Schapa's rounds: each deal names its ``round``."""

HAS_POT: Final = False
"""Schapa has no Stock pot."""


def dealt_hands(state: sp.RoundState) -> tuple[str, ...]:
    """The hands as dealt, as text."""
    masks = list(state.hand_masks)
    for seat, action in zip(state.movers, state.history, strict=True):
        if isinstance(action, sp.Play):
            masks[seat] |= action.card.bit
    return tuple(" ".join(str(sp.Play(c)) for c in CardSet.from_mask(m)) for m in masks)


def round_of(state: sp.RoundState) -> int:
    """The round being played."""
    return state.round


def pot_of(state: sp.RoundState) -> int:
    """Schapa has no pot."""
    return 0


def start(
    rules: sp.Rules, dealer: int, round_: int | None, hands: Sequence[str], pot: int
) -> sp.RoundState:
    """The round after the deal of ``hands``."""
    assert round_ is not None
    return sp.RoundState.start(rules, round=round_, dealer=dealer, hands=list(hands))


def allowed_games(rules: sp.Rules) -> None:
    """A Schapa match plays the rules' rounds: it has no length of its own."""
    return


def new_match(rules: sp.Rules, games: int | None, first_dealer: int) -> sp.Match:
    """A match at its start."""
    return sp.Match(rules, first_dealer)


def match_games(match: sp.Match) -> None:
    """A Schapa match has no length of its own."""
    return


def match_round(match: sp.Match) -> int | None:
    """The match's next round."""
    return match.round


def match_pot(match: sp.Match) -> None:
    """Schapa has no pot."""
    return
