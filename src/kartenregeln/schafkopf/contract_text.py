"""Reading a contract from its notation or from the names people use (``Contract.parse``).

The notation is ``[tout] <kind> [<suit>]``: the kind is a ``GameKind`` word (``solo`` is
a Farbsolo), the suit a suit word. ``Contract.parse(str(c)) == c`` for every contract
``c``, and so is ``Contract.parse(c.name(lang))`` in both languages. Besides the notation
the parser reads the usual spellings, in any case, with or without hyphens:

>>> from kartenregeln.schafkopf import Contract
>>> [str(Contract.parse(t)) for t in ("Solo Eichel", "tout wenz", "Rufspiel Blatt", "ramsch")]
['solo eichel', 'tout wenz', 'rufspiel gras', 'ramsch']
>>> [str(Contract.parse(t)) for t in ("Farbwenz Gras", "bettel ouvert")]
['farbwenz gras', 'bettel ouvert']
>>> [str(Contract.parse(t)) for t in ("Herz-Solo", "Herzsolo", "Eichel-Solo Tout")]
['solo herz', 'solo herz', 'tout solo eichel']
>>> [str(Contract.parse(t)) for t in ("Sauspiel auf die Gras-Sau", "die Alte", "Hearts Solo")]
['rufspiel gras', 'rufspiel eichel', 'solo herz']
>>> Contract.parse("solo")
Traceback (most recent call last):
...
kartenregeln.errors.NotationError: cannot parse 'solo': a Farbsolo needs a trump suit
"""

from __future__ import annotations

import functools
import re
from typing import Final

from kartenregeln.cards import Suit
from kartenregeln.errors import NotationError
from kartenregeln.messages import say
from kartenregeln.schafkopf.rules import GameKind

__all__ = ["GAME_WORDS", "LONGEST", "SUIT_WORDS", "read_parts"]

SUIT_WORDS: Final[dict[str, Suit]] = {
    "eichel": Suit.EICHEL,
    "eicheln": Suit.EICHEL,
    "kreuz": Suit.EICHEL,
    "clubs": Suit.EICHEL,
    "acorns": Suit.EICHEL,
    "acorn": Suit.EICHEL,
    "gras": Suit.GRAS,
    "gruen": Suit.GRAS,
    "grün": Suit.GRAS,
    "blatt": Suit.GRAS,
    "laub": Suit.GRAS,
    "pik": Suit.GRAS,
    "spades": Suit.GRAS,
    "leaves": Suit.GRAS,
    "herz": Suit.HERZ,
    "rot": Suit.HERZ,
    "hearts": Suit.HERZ,
    "schellen": Suit.SCHELLEN,
    "schelle": Suit.SCHELLEN,
    "karo": Suit.SCHELLEN,
    "diamonds": Suit.SCHELLEN,
    "bells": Suit.SCHELLEN,
}
"""Suit words the parser reads (German and English, both faces), casefolded."""

GAME_WORDS: Final[dict[str, GameKind]] = {
    "rufspiel": GameKind.RUFSPIEL,
    "sauspiel": GameKind.RUFSPIEL,
    "ruf": GameKind.RUFSPIEL,
    "call": GameKind.RUFSPIEL,
    "solo": GameKind.FARBSOLO,
    "farbsolo": GameKind.FARBSOLO,
    "wenz": GameKind.WENZ,
    "geier": GameKind.GEIER,
    "farbwenz": GameKind.FARBWENZ,
    "farbgeier": GameKind.FARBGEIER,
    "sie": GameKind.SIE,
    "ramsch": GameKind.RAMSCH,
    "bettel": GameKind.BETTEL,
}
"""Game words the parser reads, casefolded (``bettel ouvert`` is ``bettel`` + ``ouvert``)."""

_NICKNAMES: Final = {"alte": Suit.EICHEL, "blaue": Suit.GRAS, "hundsgfickte": Suit.SCHELLEN}
"""The called Sau by its table name: die Alte, die Blaue, die Hundsgfickte."""
_SAU_WORDS: Final = frozenset({"sau", "ace", "ass", "as"})
_FILLERS: Final = frozenset({"auf", "die", "der", "mit", "the", "a", "an", "with", "of", "on"})
_SUITED: Final = {
    GameKind.WENZ: GameKind.FARBWENZ,
    GameKind.GEIER: GameKind.FARBGEIER,
}
# a suit word glued to a game word or to "sau": herzsolo, grassau, eichelwenz
_GLUED: Final = re.compile(
    "^(" + "|".join(sorted(SUIT_WORDS, key=len, reverse=True)) + ")("
    + "|".join(sorted([*GAME_WORDS, "sau"], key=len, reverse=True)) + ")$"
)  # fmt: skip
LONGEST: Final = 100
"""The longest text the parsers read; longer input is refused at once."""
_SPLIT: Final = re.compile(r"[\s\-–(),.:;/]+")


def _words(text: str) -> list[str]:
    out: list[str] = []
    for word in _SPLIT.split(text.casefold()):
        if not word:
            continue
        glued = _GLUED.match(word)
        if glued is not None:
            out += [glued[1], glued[2]]
        else:
            out.append(word)
    return out


@functools.lru_cache(maxsize=4096)
def read_parts(text: str, *, strict: bool = True) -> tuple[GameKind, Suit | None, bool] | None:
    """The kind, suit and ``tout`` of the contract named by ``text``, or ``None`` when
    ``strict`` is false and the text names no game at all (it holds no game word, so it
    may be a card). Raises [`NotationError`][kartenregeln.errors.NotationError] for text
    that names a game badly or is longer than ``LONGEST``; whether the parts make a
    contract is the ``Contract``'s to say
    ([`read_game`][kartenregeln.schafkopf.contracts.read_game]). The answers are cached."""
    if len(text) > LONGEST:
        raise NotationError(text, say("too_long_game", n=LONGEST))
    words = _words(text)
    kinds: list[GameKind] = []
    suits: list[Suit] = []
    tout = ouvert = sau = False
    nickname = False
    unknown: list[str] = []
    for word in words:
        if word in _FILLERS:
            continue
        if word == "tout":
            tout = True
        elif word == "ouvert":
            ouvert = True
        elif word in _SAU_WORDS:
            sau = True
        elif word in GAME_WORDS:
            kinds.append(GAME_WORDS[word])
        elif word in SUIT_WORDS:
            suits.append(SUIT_WORDS[word])
        elif word in _NICKNAMES:
            suits.append(_NICKNAMES[word])
            nickname = True
        else:
            unknown.append(word)
    named = bool(kinds) or tout or nickname
    if not named:
        if strict:
            if unknown:
                raise NotationError(text, say("unknown_game", word=repr(unknown[0])), 0)
            raise NotationError(text, say("expected_game"))
        return None
    if unknown:
        where = [m.start() for m in re.finditer(r"\S+", text)][-1]
        if len(unknown) == 1 and not suits and words[-1] == unknown[0]:
            raise NotationError(text, say("unknown_suit", suit=repr(unknown[0])), where)
        raise NotationError(text, say("unexpected_in_game", word=repr(unknown[0])))
    if len(kinds) > 1:
        raise NotationError(text, say("two_games", game=kinds[0].value, other=kinds[1].value))
    if len(suits) > 1:
        raise NotationError(text, say("two_suits"))
    kind = kinds[0] if kinds else None
    suit = suits[0] if suits else None
    if kind is None:
        if not (nickname or sau):
            raise NotationError(text, say("expected_game" if strict else "tout_needs_game"))
        kind = GameKind.RUFSPIEL
    if (sau or nickname) and kind is not GameKind.RUFSPIEL:
        raise NotationError(text, say("calls_no_sau", kind=kind.value))
    if ouvert:
        if kind is not GameKind.BETTEL:
            raise NotationError(text, say("only_bettel_ouvert"))
        kind = GameKind.BETTEL_OUVERT
    if suit is not None and kind in _SUITED:
        kind = _SUITED[kind]
    return kind, suit, tout
