"""One-line descriptions of actions and events for screen readers, in German or English,
with Bavarian or French card names.

>>> from kartenregeln.schafkopf import parse_action
>>> describe(parse_action("EO"), 1)
'Sitz 1 spielt Eichel-Ober'
>>> describe(parse_action("kontra"), 3, lang="en")
'seat 3 says Kontra'
>>> describe(parse_action("rufspiel gras"), 0, lang="de", face="french")
'Sitz 0 spielt ein Rufspiel auf die Pik-Sau'
>>> describe(parse_action("HZ"), 2, cards="braille"), describe(parse_action("HZ"), 2, cards="code")
('Sitz 2 spielt ⠓⠼⠁⠚', 'Sitz 2 spielt HZ')
"""

from __future__ import annotations

from typing import Literal

from kartenregeln.names import braille, french_code, long_name, schafkopf_code
from kartenregeln.schafkopf.actions import (
    Action,
    Announce,
    Gut,
    Klopfen,
    Kontra,
    Play,
    Re,
    Spiele,
    Weiter,
)
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.state import GameState, Trick
from kartenregeln.schafkopf.view import View

__all__ = ["describe", "narrate"]

Lang = Literal["de", "en"]
Face = Literal["bavarian", "french"]
CardStyle = Literal["name", "code", "braille"]

_WORDS = {
    "de": {
        Weiter: "sagt weiter",
        Spiele: "sagt: Ich spiele",
        Klopfen: "klopft",
        Kontra: "sagt Kontra",
        Re: "sagt Re",
        Gut: "sagt gut",
    },
    "en": {
        Weiter: "says weiter (pass)",
        Spiele: "says: I play",
        Klopfen: "knocks (Klopfen)",
        Kontra: "says Kontra",
        Re: "says Re",
        Gut: "says gut (no double)",
    },
}


def _who(seat: int | None, lang: str) -> str:
    if seat is None:
        return "niemand" if lang == "de" else "nobody"
    return f"Sitz {seat}" if lang == "de" else f"seat {seat}"


def describe(
    item: Action | Trick | Settlement,
    seat: int | None = None,
    lang: Lang = "de",
    face: Face = "bavarian",
    *,
    cards: CardStyle = "name",
) -> str:
    """One line for an action of ``seat``, a finished trick or a settlement.

    ``cards`` says how a played card is named: its long ``name`` in the language and face,
    its ``code`` (Schafkopf code for the Bavarian face, French code for the French one) or
    its ``braille`` label (see ``docs/braille.md``).
    """
    if lang not in ("de", "en") or face not in ("bavarian", "french"):
        raise ValueError("lang is 'de' or 'en', face is 'bavarian' or 'french'")
    if cards not in ("name", "code", "braille"):
        raise ValueError("cards is 'name', 'code' or 'braille'")
    who = _who(seat, lang)
    if isinstance(item, Play):
        verb = "spielt" if lang == "de" else "plays"
        card = item.card
        if cards == "braille":
            shown = braille(card)
        elif cards == "code":
            shown = schafkopf_code(card) if face == "bavarian" else french_code(card)
        else:
            shown = long_name(card, lang, face)
        return f"{who} {verb} {shown}"
    if isinstance(item, Announce):
        game = item.game
        name = game.name(lang, face)
        if lang == "de":
            if game.kind is GameKind.RUFSPIEL:
                return f"{who} spielt ein {name}"
            return f"{who} spielt {name}"
        return f"{who} announces {name}"
    if isinstance(item, Trick):
        taker = _who(item.winner, lang)
        if lang == "de":
            return f"{taker} sticht mit {item.augen} Augen"
        return f"{taker} takes the trick with {item.augen} Augen"
    if isinstance(item, Settlement):
        return _describe_settlement(item, lang, face)
    text = _WORDS[lang].get(type(item))
    if text is None:
        raise TypeError(f"cannot describe {item!r}")
    return f"{who} {text}"


def _describe_settlement(result: Settlement, lang: str, face: str) -> str:
    if result.thrown_in:
        return "Alle sagen weiter: zusammengeworfen" if lang == "de" else "All pass: thrown in"
    scores = ", ".join(f"{_who(s, lang)}: {v}" for s, v in enumerate(result.scores))
    if result.game is not None and result.game.kind is GameKind.RAMSCH:
        if result.durchmarsch is not None:
            head = (
                f"Durchmarsch von {_who(result.durchmarsch, lang)}"
                if lang == "de"
                else (f"Durchmarsch by {_who(result.durchmarsch, lang)}")
            )
        else:
            head = (
                f"{_who(result.ramsch_loser, lang)} verliert den Ramsch"
                if lang == "de"
                else f"{_who(result.ramsch_loser, lang)} loses the Ramsch"
            )
        return f"{head}; {scores}"
    assert result.game is not None
    name = result.game.name(lang, face)
    won = result.declarer in result.winners
    if lang == "de":
        verb = "gewinnt" if won else "verliert"
        head = f"{_who(result.declarer, lang)} {verb} {name}"
    else:
        verb = "wins" if won else "loses"
        head = f"{_who(result.declarer, lang)} {verb} the {name}"
    return f"{head}; {scores}"


def narrate(game: GameState | View, lang: Lang = "de", face: Face = "bavarian") -> tuple[str, ...]:
    """Every public action so far, one line each, with the tricks as they are taken."""
    lines = [describe(a, s, lang, face) for s, a in game.bids]
    for trick in game.tricks:
        for k, card in enumerate(trick.cards):
            lines.append(describe(Play(card), (trick.leader + k) % 4, lang, face))
        lines.append(describe(trick, None, lang, face))
    current = game.current_trick
    if current:
        leader = game.tricks[-1].winner if game.tricks else (game.dealer + 1) % 4
        for k, card in enumerate(current):
            lines.append(describe(Play(card), (leader + k) % 4, lang, face))
    return tuple(lines)
