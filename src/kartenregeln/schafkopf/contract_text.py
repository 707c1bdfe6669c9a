"""Reading a contract from its notation (``Contract.parse``).

The notation is ``[tout] <kind> [<suit>]``: the kind is a ``GameKind`` word (``solo`` is
a Farbsolo), the suit a suit word. It covers every kind the library knows, so
``Contract.parse(str(c)) == c`` for every contract ``c``.

>>> from kartenregeln.schafkopf import Contract
>>> [str(parse_contract(t)) for t in ("Solo Eichel", "tout wenz", "Rufspiel Blatt", "ramsch")]
['solo eichel', 'tout wenz', 'rufspiel gras', 'ramsch']
>>> [str(parse_contract(t)) for t in ("Farbwenz Gras", "bettel ouvert")]
['farbwenz gras', 'bettel ouvert']
>>> parse_contract("solo")
Traceback (most recent call last):
...
kartenregeln.errors.NotationError: cannot parse 'solo': a Farbsolo needs a trump suit
"""

from __future__ import annotations

from kartenregeln.errors import NotationError
from kartenregeln.schafkopf.contracts import _SUIT_WORDS, Contract
from kartenregeln.schafkopf.rules import GameKind

__all__ = ["parse_contract"]

_KINDS = {kind.value: kind for kind in GameKind}


def parse_contract(text: str) -> Contract:
    """The contract written as ``text`` (see the module's notation)."""
    if not isinstance(text, str):
        raise TypeError(f"Contract.parse takes a str, not {type(text).__name__}")
    words = text.casefold().replace("-", " ").split()
    tout = bool(words) and words[0] == "tout"
    if tout:
        words = words[1:]
    if not words:
        raise NotationError(text, "expected a game such as 'solo herz', 'wenz' or 'sie'")
    if words[:2] == ["bettel", "ouvert"]:
        words = ["bettel ouvert", *words[2:]]
    head = "farbsolo" if words[0] == "solo" else words[0]
    kind = _KINDS.get(head)
    if kind is None:
        choices = ", ".join(["solo", *(k for k in _KINDS if k != "farbsolo")])
        raise NotationError(text, f"unknown game {words[0]!r}; expected one of {choices}", 0)
    if len(words) > 2:
        raise NotationError(text, f"unexpected {words[2]!r} after the game")
    suit = None
    if len(words) == 2:
        suit = _SUIT_WORDS.get(words[1])
        if suit is None:
            raise NotationError(text, f"unknown suit {words[1]!r}", text.casefold().rfind(words[1]))
    try:
        return Contract(kind, suit, tout=tout)
    except ValueError as exc:
        raise NotationError(text, str(exc)) from None
