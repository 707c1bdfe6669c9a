"""One-line descriptions of actions and events for screen readers, in German or English,
with Bavarian or French card names.

>>> from kartenregeln.schafkopf import parse_action
>>> describe(parse_action("EO"), 1, "de")
'Sitz 1 spielt Eichel-Ober'
>>> describe(parse_action("kontra"), 3)
'seat 3 says Kontra'
>>> describe(parse_action("rufspiel gras"), 0, lang="de", face="french")
'Sitz 0 spielt ein Rufspiel auf die Pik-Sau'
>>> describe(parse_action("HZ"), 2, "de", cards="braille")
'Sitz 2 spielt ⠓⠼⠁⠚'
>>> describe(parse_action("HZ"), 2, "de", cards="code")
'Sitz 2 spielt HZ'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, Literal

from kartenregeln.events import TrickTaken, _replay_lines
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
from kartenregeln.schafkopf.contracts import AUGEN
from kartenregeln.schafkopf.events import (
    Event,
    GameDecided,
    GameOver,
    PartnerKnown,
    ThrownIn,
    events,
)
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.state import GameState, Trick
from kartenregeln.schafkopf.view import View

__all__ = ["describe", "events", "narrate"]

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
    item: Action | Event | Trick | Settlement,
    seat: int | None = None,
    lang: Lang = "en",
    face: Face = "bavarian",
    *,
    cards: CardStyle = "name",
    who: Callable[[int], str] | None = None,
) -> str:
    """One line for an action of ``seat``, an event (which names its own seat), a
    finished trick or a settlement.

    ``cards`` says how a played card is named: its long ``name`` in the language and face,
    its ``code`` (Schafkopf code for the Bavarian face, French code for the French one) or
    its ``braille`` label (see ``docs/braille.md``). ``who`` names a seat (default
    ``Sitz 2``, ``seat 2``; a table gives ``Sitz 2 (Anna)``).

    >>> describe(Kontra(), 2, "de", who=lambda s: f"Sitz {s} (Anna)")
    'Sitz 2 (Anna) sagt Kontra'
    """
    if lang not in ("de", "en") or face not in ("bavarian", "french"):
        raise ValueError("lang is 'de' or 'en', face is 'bavarian' or 'french'")
    if cards not in ("name", "code", "braille"):
        raise ValueError("cards is 'name', 'code' or 'braille'")

    def named(s: int | None) -> str:
        return _who(s, lang) if s is None or who is None else who(s)

    actor = named(seat)
    if isinstance(item, Play):
        verb = "spielt" if lang == "de" else "plays"
        card = item.card
        if cards == "braille":
            shown = braille(card)
        elif cards == "code":
            shown = schafkopf_code(card) if face == "bavarian" else french_code(card)
        else:
            shown = long_name(card, lang, face)
        return f"{actor} {verb} {shown}"
    if isinstance(item, Announce):
        game = item.game
        name = game.name(lang, face)
        if lang == "de":
            if game.kind is GameKind.RUFSPIEL:
                return f"{actor} spielt ein {name}"
            return f"{actor} spielt {name}"
        return f"{actor} announces {name}"
    if isinstance(item, (Trick, TrickTaken)):
        taker = named(item.winner if isinstance(item, Trick) else item.seat)
        augen = sum(AUGEN[c.index] for c in item.cards)
        if lang == "de":
            return f"{taker} sticht mit {augen} Augen"
        return f"{taker} takes the trick with {augen} Augen"
    if isinstance(item, (GameDecided, PartnerKnown, ThrownIn, GameOver)):
        return _describe_event(item, lang, face, named)
    if isinstance(item, Settlement):
        return _describe_settlement(item, lang, face, named)
    text = _WORDS[lang].get(type(item))
    if text is None:
        raise TypeError(f"cannot describe {item!r}")
    return f"{actor} {text}"


def _describe_settlement(
    result: Settlement, lang: str, face: str, named: Callable[[int | None], str]
) -> str:
    if result.thrown_in:
        return "Alle sagen weiter: zusammengeworfen" if lang == "de" else "All pass: thrown in"
    scores = ", ".join(f"{named(s)}: {v}" for s, v in enumerate(result.scores))
    if result.game is not None and result.game.kind is GameKind.RAMSCH:
        if result.durchmarsch is not None:
            head = (
                f"Durchmarsch von {named(result.durchmarsch)}"
                if lang == "de"
                else (f"Durchmarsch by {named(result.durchmarsch)}")
            )
        else:
            head = (
                f"{named(result.ramsch_loser)} verliert den Ramsch"
                if lang == "de"
                else f"{named(result.ramsch_loser)} loses the Ramsch"
            )
        return f"{head}; {scores}"
    assert result.game is not None
    name = result.game.name(lang, face)
    won = result.declarer in result.winners
    if lang == "de":
        verb = "gewinnt" if won else "verliert"
        head = " ".join(w for w in (named(result.declarer), verb, result.game.article(), name) if w)
    else:
        verb = "wins" if won else "loses"
        head = f"{named(result.declarer)} {verb} the {name}"
    return f"{head}; {scores}"


_EARLY: Final = {
    "sie": (": ein Sie wird nicht ausgespielt", ": a Sie is not played out"),
    "tout": (
        ": die Partei des Spielers hat einen Stich verloren, das Tout ist verloren",
        ": the declarer's party lost a trick, so the Tout is lost",
    ),
    "bettel": (
        ": der Spieler hat einen Stich gemacht, der Bettel ist verloren",
        ": the declarer took a trick, so the Bettel is lost",
    ),
}
"""Why a game ended early, after ``GameOver.why``: (German, English)."""


def _describe_event(item: Event, lang: str, face: str, named: Callable[[int | None], str]) -> str:
    de = lang == "de"
    if isinstance(item, GameDecided):
        name = item.game.name(lang, face)
        if item.declarer is None:
            return f"Es wird {name} gespielt" if de else f"{name} is played"
        who = named(item.declarer)
        return f"{who} spielt {name}" if de else f"{who} plays the {name}"
    if isinstance(item, PartnerKnown):
        who = named(item.seat)
        return f"{who} ist der Partner" if de else f"{who} is the partner"
    if isinstance(item, ThrownIn):
        return "Alle sagen weiter: zusammengeworfen" if de else "All pass: thrown in"
    assert isinstance(item, GameOver)
    if item.early:
        why = _EARLY.get(item.why or "", ("", ""))[0 if de else 1]
        return ("Das Spiel endet vorzeitig" if de else "the game ends early") + why
    return "Das Spiel ist zu Ende" if de else "the game is over"


def narrate(
    game: GameState | View,
    lang: Lang = "en",
    face: Face = "bavarian",
    *,
    cards: CardStyle = "name",
) -> tuple[str, ...]:
    """Every public action so far, one line each, each followed by the lines of the events
    it caused ([`events`][kartenregeln.schafkopf.events.events]: the game fixed, the partner
    shown, a trick taken, the end). A view is told exactly as the state it comes from.

    >>> import random
    >>> from kartenregeln.schafkopf import Rules, deal
    >>> s = deal(Rules(), dealer=3, rng=random.Random(1))
    >>> s = s.apply("weiter").apply("weiter").apply("weiter").apply("weiter")
    >>> narrate(s, "en")[-1]
    'Ramsch is played'
    """
    if lang not in ("de", "en") or face not in ("bavarian", "french"):
        raise ValueError("lang is 'de' or 'en', face is 'bavarian' or 'french'")
    state = game if isinstance(game, GameState) else game.sample(random.Random(0))
    start = GameState.start(
        state.rules,
        dealer=state.dealer,
        hands=[
            list(state.first_packet(s)) + list(state.initial_hand(s) - state.first_packet(s))
            for s in range(state.num_seats)
        ],
        pot=state.pot,
    )

    def line(before: GameState, action: Action, seat: int | None) -> str:
        return describe(action, seat, lang, face, cards=cards)

    def told(before: GameState, after: GameState) -> tuple[Event, ...]:
        # the announcement that ends the bidding has named the game and its player
        found = events(before, after)
        last = after.history[-1] if after.history else None
        return tuple(
            e
            for e in found
            if not (
                isinstance(e, GameDecided)
                and isinstance(last, Announce)
                and last.game == e.game
                and before.to_move == e.declarer
            )
        )

    def event_line(event: Event) -> str:
        return describe(event, None, lang, face, cards=cards)

    return _replay_lines(start, state.history, line, told, event_line)
