"""Actions and their notation. ``str(action)`` parses back to the same action.

>>> parse_action("rufspiel gras")
Announce(game=Contract(kind=<GameKind.RUFSPIEL: 'rufspiel'>, suit=Suit.SPADES, tout=False))
>>> [str(parse_action(t)) for t in ("Tout Wenz", "Eichel-Ober", "Kreuz Dame")]
['tout wenz', 'EO', 'EO']
>>> parse_action("weiter") is WEITER
True
"""

from __future__ import annotations

from typing import Any, Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card
from kartenregeln.errors import NotationError
from kartenregeln.messages import say
from kartenregeln.schafkopf.contract_text import LONGEST
from kartenregeln.schafkopf.contracts import SK_DECK, Contract, card_code, read_game

__all__ = [
    "GUT",
    "KLOPFEN",
    "KONTRA",
    "RE",
    "SPIELE",
    "WEITER",
    "Action",
    "Announce",
    "Gut",
    "Klopfen",
    "Kontra",
    "Play",
    "Re",
    "Spiele",
    "Weiter",
    "parse_action",
]


@attrs.frozen
class Weiter(WireMethods):
    """``weiter``: no Klopfen, no game, or out of the auction."""

    def __str__(self) -> str:
        return "weiter"


@attrs.frozen
class Spiele(WireMethods):
    """``spiele`` ("Ich spiele") in round one."""

    def __str__(self) -> str:
        return "spiele"


@attrs.frozen
class Klopfen(WireMethods):
    """``klopfen``: doubles the game after the first four cards."""

    def __str__(self) -> str:
        return "klopfen"


@attrs.frozen
class Kontra(WireMethods):
    """``kontra``: an opponent doubles the game before the first card."""

    def __str__(self) -> str:
        return "kontra"


@attrs.frozen
class Re(WireMethods):
    """``re``: the declarer answers a Kontra."""

    def __str__(self) -> str:
        return "re"


@attrs.frozen
class Gut(WireMethods):
    """``gut``: no Kontra (or no Re)."""

    def __str__(self) -> str:
        return "gut"


def _check_game(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Contract):
        raise TypeError(f"Announce.game must be a Contract, not {value!r}")


def _check_card(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Card):
        raise TypeError(f"Play.card must be a Card, not {value!r}")
    if not SK_DECK & value.bit:
        raise ValueError(f"Play.card: {value} is not a Schafkopf card (Sau to Sieben only)")


@attrs.frozen
class Announce(WireMethods):
    """Announce a game in round two (``rufspiel gras``, ``solo herz``, ``tout wenz``,
    ``farbwenz eichel``, ``bettel ouvert``, ``sie``).

    ``game`` must be a `Contract` (else `TypeError`)."""

    game: Contract = attrs.field(validator=_check_game)

    def __str__(self) -> str:
        return str(self.game)


@attrs.frozen
class Play(WireMethods):
    """Play a card; its text is the card code (``EO``). ``card`` must be one of the 32
    Schafkopf cards (`TypeError` for a non-card, `ValueError` for another card)."""

    card: Card = attrs.field(validator=_check_card)

    def __str__(self) -> str:
        return card_code(self.card)


Action = Weiter | Spiele | Klopfen | Kontra | Re | Gut | Announce | Play

WEITER: Final = Weiter()
SPIELE: Final = Spiele()
KLOPFEN: Final = Klopfen()
KONTRA: Final = Kontra()
RE: Final = Re()
GUT: Final = Gut()

PLAYS: Final[tuple[Play | None, ...]] = tuple(
    Play(Card.from_index(i)) if SK_DECK >> i & 1 else None for i in range(52)
)
"""The ``Play`` action of each card index (interned)."""

_WORDS: Final[dict[str, Action]] = {
    "weiter": WEITER,
    "pass": WEITER,
    "spiele": SPIELE,
    "ich spiele": SPIELE,
    "klopfen": KLOPFEN,
    "klopf": KLOPFEN,
    "kontra": KONTRA,
    "contra": KONTRA,
    "re": RE,
    "gut": GUT,
}


def parse_action(text: str) -> Action:
    """Read an action from its notation: a word (``weiter``, ``spiele``, ``klopfen``,
    ``kontra``, ``re``, ``gut``), a game (``rufspiel gras``, ``solo herz``, ``wenz``,
    ``geier``, ``farbwenz eichel``, ``farbgeier gras``, ``bettel``, ``bettel ouvert``,
    ``tout <game>``, ``sie``) or a card (``EO``, ``Eichel-Ober``, ``Kreuz Dame``).

    Raises [`NotationError`][kartenregeln.errors.NotationError] for text that is none of these.
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_action takes a str, not {type(text).__name__}")
    if len(text) > LONGEST:
        raise NotationError(text, say("too_long_action", n=LONGEST))
    norm = " ".join(text.strip().casefold().split())
    if not norm:
        raise NotationError(text, say("empty_action"))
    word = _WORDS.get(norm)
    if word is not None:
        return word
    game = read_game(text, strict=False)
    if game is not None:
        return Announce(game)
    try:
        card = Card.parse(text.strip())
    except ValueError:
        raise NotationError(text, say("expected_action")) from None
    play = PLAYS[card.index]
    if play is None:
        raise NotationError(text, say("not_schafkopf_card", card=card))
    return play
