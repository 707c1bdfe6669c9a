"""One line of text for every action and every event, in German or English, for screen
readers; cards by name, by code or in Braille.

>>> from kartenregeln import schapa as sp
>>> describe(sp.parse_action("7H"), 2, "de", layout=True)
'Sitz 2 legt Herz-Sieben an'
>>> describe(sp.SCHAPA, 3, "en")
'seat 3 says Schapa'
>>> describe(sp.parse_action("QS"), 1, "en", cards="braille")
'seat 1 plays ⠎⠟'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

from kartenregeln.cards import Card, CardSet
from kartenregeln.events import _replay_lines
from kartenregeln.names import braille, french_code, long_name
from kartenregeln.schapa.actions import Action, Ende, Play, Schapa, played_by
from kartenregeln.schapa.events import Event as _Event
from kartenregeln.schapa.events import RoundOver as _RoundOver
from kartenregeln.schapa.events import SeatOut as _SeatOut
from kartenregeln.schapa.events import TrickTaken as _TrickTaken
from kartenregeln.schapa.events import TurnEnded as _TurnEnded
from kartenregeln.schapa.events import events as _events
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.state import LayoutRoundState, RoundState
from kartenregeln.schapa.view import RoundView

__all__ = ["describe", "narrate"]

Language = Literal["de", "en"]
Face = Literal["french"]
CardStyle = Literal["name", "code", "braille"]


def _card(card: Card, lang: Language, cards: CardStyle) -> str:
    if cards == "braille":
        return braille(card)
    if cards == "code":
        return french_code(card)
    return long_name(card, lang, "french")


def describe(
    item: Action | _Event,
    seat: int | None = None,
    lang: Language = "en",
    face: Face = "french",
    *,
    cards: CardStyle = "name",
    layout: bool = False,
    who: Callable[[int], str] | None = None,
) -> str:
    """One line for an action of ``seat`` (``layout=True`` in round 7: a card is laid,
    not played) or for an event (which names its own seat).

    The parameters mean what they mean in ``schafkopf.describe``; Schapa is played with
    French cards, so ``face`` is always ``"french"``.

    >>> describe(Schapa(), 1, "en", who=lambda s: f"seat {s} (Anna)")
    'seat 1 (Anna) says Schapa'
    """
    if lang not in ("de", "en") or face != "french":
        raise ValueError("lang is 'de' or 'en'; Schapa's face is 'french'")
    if cards not in ("name", "code", "braille"):
        raise ValueError("cards is 'name', 'code' or 'braille'")
    de = lang == "de"

    def named(s: int | None) -> str:
        return (f"Sitz {s}" if de else f"seat {s}") if s is None or who is None else who(s)

    actor = named(seat)
    if isinstance(item, Play):
        c = _card(item.card, lang, cards)
        if layout:
            return f"{actor} legt {c} an" if de else f"{actor} lays {c}"
        return f"{actor} spielt {c}" if de else f"{actor} plays {c}"
    if isinstance(item, Schapa):
        return f"{actor} sagt Schapa" if de else f"{actor} says Schapa"
    if isinstance(item, Ende):
        return f"{actor} beendet den Zug" if de else f"{actor} ends the turn"
    if isinstance(item, _TrickTaken):
        shown = ", ".join(_card(c, lang, cards) for c in item.cards)
        if de:
            return f"{named(item.seat)} nimmt den {item.number}. Stich: {shown}"
        return f"{named(item.seat)} takes trick {item.number}: {shown}"
    if isinstance(item, _TurnEnded):
        if de:
            return f"{named(item.seat)} kann nichts mehr anlegen"
        return f"{named(item.seat)} can lay no more"
    if isinstance(item, _SeatOut):
        if item.last:
            if de:
                return f"{named(item.seat)} bleibt als Letzter übrig"
            return f"{named(item.seat)} is left holding cards, last"
        if de:
            return f"{named(item.seat)} hat keine Karten mehr und wird {item.place}."
        return f"{named(item.seat)} is out, place {item.place}"
    if isinstance(item, _RoundOver):
        name = ROUNDS[item.round].name(lang)
        if item.early:
            if de:
                return (
                    f"Runde {item.round} ({name}) endet vorzeitig: alles, was zählt, ist gefallen"
                )
            return f"round {item.round} ({name}) ends early: every card that scores is taken"
        return (
            f"Runde {item.round} ({name}) ist zu Ende"
            if de
            else f"round {item.round} ({name}) is over"
        )
    raise TypeError(f"cannot describe {item!r}")


def narrate(
    game: RoundState | RoundView,
    lang: Language = "en",
    face: Face = "french",
    *,
    cards: CardStyle = "name",
) -> tuple[str, ...]:
    """Every public action of the round so far, one line each, each followed by the lines
    of the events it caused (a trick taken, a turn ended, a seat out, the round over). A
    view is told exactly as the state it comes from.

    >>> import random
    >>> from kartenregeln import schapa as sp
    >>> s = sp.deal(sp.Rules(players=3), round=1, dealer=0, rng=random.Random(4))
    >>> s = s.apply(s.legal_actions()[0])
    >>> narrate(s, "en")
    ('seat 1 plays Queen of Clubs',)
    """
    if lang not in ("de", "en") or face != "french":
        raise ValueError("lang is 'de' or 'en'; Schapa's face is 'french'")
    state = game if isinstance(game, RoundState) else game.sample(random.Random(0))
    played = played_by(state.history, state.movers, state.rules.players)
    start = RoundState.start(
        state.rules,
        round=state.round,
        dealer=state.dealer,
        hands=[CardSet.from_mask(m | played[s]) for s, m in enumerate(state.hand_masks)],
    )
    is_layout = isinstance(state, LayoutRoundState)

    def line(before: RoundState, action: Action, seat: int | None) -> str:
        return describe(action, seat, lang, cards=cards, layout=is_layout)

    def event_line(event: _Event) -> str:
        return describe(event, None, lang, cards=cards)

    return _replay_lines(start, state.history, line, _events, event_line)
