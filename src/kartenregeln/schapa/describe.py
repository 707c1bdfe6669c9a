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

from typing import Literal

import attrs

from kartenregeln.cards import Card
from kartenregeln.names import braille, french_code, long_name
from kartenregeln.schapa.actions import Action, Ende, Play, Schapa
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.state import LayoutRoundState, RoundState, TrickRoundState

__all__ = [
    "Event",
    "RoundOver",
    "SeatOut",
    "TrickTaken",
    "TurnEnded",
    "describe",
    "events",
    "narrate",
]

Language = Literal["de", "en"]
CardStyle = Literal["name", "code", "braille"]


@attrs.frozen(slots=True)
class TrickTaken:
    """``seat`` takes trick number ``number`` (1-based) with these cards."""

    seat: int
    number: int
    cards: tuple[Card, ...]


@attrs.frozen(slots=True)
class TurnEnded:
    """Round 7: the turn of ``seat`` ended by itself (no card of it fits any more)."""

    seat: int


@attrs.frozen(slots=True)
class SeatOut:
    """Round 7: ``seat`` has finished in ``place`` (``last``: the seat left holding cards)."""

    seat: int
    place: int
    last: bool = False


@attrs.frozen(slots=True)
class RoundOver:
    """The round ``round`` is over; ``early`` if it ended before the last trick."""

    round: int
    early: bool = False


Event = TrickTaken | TurnEnded | SeatOut | RoundOver


def events(before: RoundState, after: RoundState) -> tuple[Event, ...]:
    """The events between a state and the state after one action."""
    out: list[Event] = []
    if isinstance(before, TrickRoundState) and isinstance(after, TrickRoundState):
        for k in range(len(before.tricks), len(after.tricks)):
            t = after.tricks[k]
            out.append(TrickTaken(t.winner, k + 1, t.cards))
        if after.is_over and not before.is_over:
            out.append(RoundOver(after.round, len(after.tricks) < after.rules.tricks))
    elif isinstance(before, LayoutRoundState) and isinstance(after, LayoutRoundState):
        seat = before.to_move
        n = after.rules.players
        new_out = after.finished[len(before.finished) :]
        if (
            seat is not None
            and after.to_move != seat
            and after.lays == 0
            and before.history != after.history
            and isinstance(after.history[-1], Play)
            and seat not in new_out
            and not after.rules.one_card_per_turn
        ):
            out.append(TurnEnded(seat))
        for k, s in enumerate(new_out):
            place = len(before.finished) + k + 1
            out.append(SeatOut(s, place, place == n))
        if after.is_over and not before.is_over:
            out.append(RoundOver(after.round))
    return tuple(out)


def _card(card: Card, lang: Language, cards: CardStyle) -> str:
    if cards == "braille":
        return braille(card)
    if cards == "code":
        return french_code(card)
    return long_name(card, lang, "french")


def describe(
    item: Action | Event,
    seat: int | None = None,
    lang: Language = "de",
    *,
    layout: bool = False,
    cards: CardStyle = "name",
) -> str:
    """One line for an action of ``seat`` (``layout=True`` in round 7: a card is laid,
    not played) or for an event (which names its own seat)."""
    de = lang == "de"
    who = f"Sitz {seat}" if de else f"seat {seat}"
    if isinstance(item, Play):
        c = _card(item.card, lang, cards)
        if layout:
            return f"{who} legt {c} an" if de else f"{who} lays {c}"
        return f"{who} spielt {c}" if de else f"{who} plays {c}"
    if isinstance(item, Schapa):
        return f"{who} sagt Schapa" if de else f"{who} says Schapa"
    if isinstance(item, Ende):
        return f"{who} beendet den Zug" if de else f"{who} ends the turn"
    if isinstance(item, TrickTaken):
        shown = ", ".join(_card(c, lang, cards) for c in item.cards)
        if de:
            return f"Sitz {item.seat} nimmt den {item.number}. Stich: {shown}"
        return f"seat {item.seat} takes trick {item.number}: {shown}"
    if isinstance(item, TurnEnded):
        if de:
            return f"Sitz {item.seat} kann nichts mehr anlegen"
        return f"seat {item.seat} can lay no more"
    if isinstance(item, SeatOut):
        if item.last:
            if de:
                return f"Sitz {item.seat} bleibt als Letzter übrig"
            return f"seat {item.seat} is left holding cards, last"
        if de:
            return f"Sitz {item.seat} hat keine Karten mehr und wird {item.place}."
        return f"seat {item.seat} is out, place {item.place}"
    if isinstance(item, RoundOver):
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
    before: RoundState, action: Action | str, lang: Language = "de", *, cards: CardStyle = "name"
) -> tuple[RoundState, tuple[str, ...]]:
    """Apply ``action`` and return the new state with the lines that tell what happened:
    the action, then its events."""
    seat = before.to_move
    after = before.apply(action)
    act = after.history[-1]
    lines = [describe(act, seat, lang, layout=isinstance(before, LayoutRoundState), cards=cards)]
    lines.extend(describe(e, None, lang, cards=cards) for e in events(before, after))
    return after, tuple(lines)
