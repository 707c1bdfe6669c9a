"""Schapa's actions: play or lay a card, say ``schapa``, end the turn with ``ende``.

Every action has a canonical text that [`parse_action`][kartenregeln.schapa.actions.parse_action]
reads back.

>>> parse_action("QS"), parse_action("Pik Dame"), parse_action("Q♠")
(Play(QS), Play(QS), Play(QS))
>>> str(parse_action("10H")), str(parse_action("SCHAPA")), str(parse_action("ende"))
('10H', 'schapa', 'ende')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card
from kartenregeln.errors import NotationError
from kartenregeln.messages import Message, say
from kartenregeln.names import _CACHE_MAX_TEXT, french_code, parse_card

__all__ = [
    "ENDE",
    "SCHAPA",
    "Action",
    "Ende",
    "Lay",
    "Play",
    "Schapa",
    "parse_action",
    "played_by",
]


def _check_card(inst: object, attribute: attrs.Attribute[Card], value: object) -> None:
    if not isinstance(value, Card):
        raise TypeError(f"Play.card must be a Card, not {value!r}")


@attrs.frozen(slots=True, repr=False)
class Play(WireMethods):
    """Play ``card`` to the trick (rounds 1–6, 8) or lay it on the layout (round 7)."""

    card: Card = attrs.field(validator=_check_card)

    def __str__(self) -> str:
        return french_code(self.card)

    def __repr__(self) -> str:
        return f"Play({french_code(self.card)})"


Lay = Play
"""In round 7 a card is laid; it is the same action as playing it."""


@attrs.frozen(slots=True, repr=False)
class Schapa(WireMethods):
    """Round 7: "Schade, ich passe" — no card fits at the start of the turn."""

    def __str__(self) -> str:
        return "schapa"

    def __repr__(self) -> str:
        return "Schapa()"


@attrs.frozen(slots=True, repr=False)
class Ende(WireMethods):
    """Round 7: end the turn after at least one lay while a card would still fit."""

    def __str__(self) -> str:
        return "ende"

    def __repr__(self) -> str:
        return "Ende()"


Action = Play | Schapa | Ende
"""Any Schapa action."""

SCHAPA: Final = Schapa()
ENDE: Final = Ende()
PLAYS: Final[tuple[Play, ...]] = tuple(Play(Card.from_index(i)) for i in range(52))
"""``PLAYS[card.index]`` is the (shared) action that plays that card."""

_WORDS: Final[dict[str, Action]] = {
    "schapa": SCHAPA,
    "pass": SCHAPA,
    "passe": SCHAPA,
    "ende": ENDE,
    "end": ENDE,
}
_CACHE: dict[str, Action] = {}


def parse_action(text: str) -> Action:
    """Read an action: a card in any text form, ``schapa`` (or ``pass``), ``ende`` (or
    ``end``). Raises [`NotationError`][kartenregeln.errors.NotationError] for anything else."""
    found = _CACHE.get(text)
    if found is not None:
        return found
    if not isinstance(text, str):
        raise TypeError(f"parse_action takes a str, not {type(text).__name__}")
    word = text.strip().casefold()
    action = _WORDS.get(word)
    if action is None:
        try:
            action = PLAYS[parse_card(text).index]
        except NotationError as exc:
            key = {"card_not_parsed": "expected_card", "card_empty": "expected_card_empty"}.get(
                exc.problem.key if isinstance(exc.problem, Message) else "", ""
            )
            problem = (
                say(key)
                if key
                else f"{exc.problem}; expected a card (like Queen of Spades), 'schapa' or 'ende'"
            )
            raise NotationError(text, problem) from None
    if len(_CACHE) < 4096 and len(text) <= _CACHE_MAX_TEXT:
        _CACHE[text] = action
    return action


def played_by(history: Sequence[Action], movers: Sequence[int], n: int) -> list[int]:
    """The mask of the cards each of the ``n`` seats played in ``history``."""
    played = [0] * n
    for a, s in zip(history, movers, strict=True):
        if isinstance(a, Play):
            played[s] |= a.card.bit
    return played
