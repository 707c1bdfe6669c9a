"""What the frontends say of Schapa: the names of its calls, the key legend, the line that
sums up one round, the head of a deal, the cards laid out in the Domino and the lines a
move makes.

The shared narration ([`kartenregeln.narration`][kartenregeln.narration]) finds this module
through the descriptor (``get_game("schapa").facet("narration")``). The functions that take
a ``teller`` get the narrator that tells the game
([`kartenregeln.session.Narrator`][kartenregeln.session.Narrator]).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.narration import Who, plain_who
from kartenregeln.schapa.actions import Play
from kartenregeln.schapa.describe import describe
from kartenregeln.schapa.display import display_order
from kartenregeln.schapa.events import TrickTaken, events
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import Rules
from kartenregeln.schapa.scoring import RoundSettlement
from kartenregeln.schapa.state import LayoutRoundState

__all__ = [
    "FACES",
    "NO",
    "TEXT",
    "WORDS",
    "YES",
    "action_line",
    "action_sentence",
    "choice_name",
    "deal_head",
    "game_key",
    "hand",
    "move_lines",
    "play",
    "prompt_lines",
    "result_details",
    "result_line",
    "round_line",
    "rules_line",
    "standing_lines",
    "taken_line",
    "trick_leader",
]

FACES: Final = ("french",)
"""Schapa is played with French cards only."""

TEXT: Final[dict[str, dict[str, str]]] = {
    "de": {
        "taken": "Punkte bisher",
        "yes_no": "N im Domino: Schapa oder Zug beenden, ",
        "examples": "QS, 'Pik-Dame' oder 'schapa'",
        "deal": "Runde",
        "deals": "Runden",
    },
    "en": {
        "taken": "Points so far",
        "yes_no": "N in the Domino: Schapa or end the turn, ",
        "examples": "QS, 'queen of spades' or 'schapa'",
        "deal": "round",
        "deals": "rounds",
    },
}
"""The words of a Schapa table that the shared ``TEXT`` leaves to the game."""

WORDS: Final[dict[str, dict[str, str]]] = {
    "de": {"schapa": "Schapa", "ende": "Ende"},
    "en": {"schapa": "Schapa", "ende": "End turn"},
}
"""The calls that are no card, by their notation."""

YES: Final[tuple[str, ...]] = ()
"""The J key makes no call in Schapa."""
NO: Final = ("schapa", "ende")
"""The calls the N key makes (in the Domino)."""


def round_line(result: RoundSettlement, lang: str, who: Who | None = None) -> str:
    """One Schapa round in a line: its number and name and the facts behind the scores
    (the tricks each seat took, or the order the seats went out in the Domino).

    >>> from kartenregeln import schapa as sp
    >>> r = RoundSettlement(scores=(5, 10, 0), round=1, tricks_won=(1, 2, 0))
    >>> round_line(r, "de")
    'Runde 1 (Stiche): Stiche: Sitz 0 1, Sitz 1 2, Sitz 2 0; Punkte: Sitz 0 5, Sitz 1 10, Sitz 2 0'
    """
    de = lang == "de"
    who = who or plain_who(lang)
    name = ROUNDS[result.round].name(lang)  # type: ignore[arg-type]
    head = f"{'Runde' if de else 'round'} {result.round} ({name})"
    if result.finishing_order:
        order = ", ".join(who(s) for s in result.finishing_order)
        return f"{head}: {'fertig in der Reihenfolge' if de else 'out in this order'} {order}"
    tricks = ", ".join(f"{who(s)} {n}" for s, n in enumerate(result.tricks_won))
    text = f"{head}: {'Stiche' if de else 'tricks'}: {tricks}"
    if result.ended_early:
        text += ", vorzeitig zu Ende" if de else ", ended early"
    points = ", ".join(f"{who(s)} {p}" for s, p in enumerate(result.scores))
    return f"{text}; {'Punkte' if de else 'points'}: {points}"


def result_line(result: RoundSettlement, number: int, lang: str, face: str | None, who: Who) -> str:
    """``Runde 2 (Herzen): Stiche: …`` (a round names itself; ``number`` is not needed)."""
    return round_line(result, lang, who)


def result_details(result: RoundSettlement, teller: Any) -> list[str]:
    """Nothing beyond the breakdown."""
    return []


def deal_head(state: Any, number: int, total: int, teller: Any) -> str:
    """``Runde 3 von 8: Damen``; ``Runde 1 von 2: Domino (Runde 7)`` when a match plays only
    some of the eight rounds."""
    t = teller.t
    head = f"{t['round']} {number} {t['of']} {total}: " + str(state.info.name(teller.lang))
    if state.round != number:
        head += f" ({t['round']} {state.round})"
    return head


def hand(view: Any, state: Any) -> list[Card]:
    """The hand in the order of the cards."""
    return list(display_order(view.hand))


def play(card: Card) -> Play:
    """The action that plays ``card``."""
    return Play(card)


def trick_leader(state: Any) -> int | None:
    """Who led the trick in progress (the Domino has no tricks)."""
    if isinstance(state, LayoutRoundState):
        return None
    leader: int | None = state.leader
    return leader


def prompt_lines(teller: Any) -> list[str]:
    """In the Domino: the cards laid out, as a range per suit."""
    if not isinstance(teller.state, LayoutRoundState):
        return []
    t = teller.t
    laid = teller.seat_view().layout
    parts = []
    for suit in _SUITS:
        cards = sorted((c for c in laid if c.suit == suit), key=_domino_key)
        name = _SUIT_NAMES["de" if teller.lang == "de" else "en"][suit]
        if not cards:
            parts.append(f"{name} {t['nothing']}")
        elif len(cards) == 1:
            parts.append(f"{name} {teller.card(cards[0])}")
        else:
            parts.append(f"{name} {teller.card(cards[0])} {t['to']} {teller.card(cards[-1])}")
    return [f"{t['layout']}: " + ", ".join(parts)]


def action_line(action: Any, seat: int, lang: str, face: str, cards: str = "name") -> str:
    """``Sitz 2 spielt …``: one action in a sentence."""
    return describe(action, seat, lang, face, cards=cards)  # type: ignore[arg-type]


def action_sentence(action: Any, seat: int, lang: str, face: str, cards: str, who: str) -> str:
    """``Sitz 2 (Anna) sagt Schapa``: one action in a sentence, the seat named by ``who``."""
    return describe(action, seat, lang, face, cards=cards, who=lambda s: who)  # type: ignore[arg-type]


def move_lines(teller: Any, before: Any, after: Any, seat: int, action: Any) -> list[str]:
    """The lines one move makes: the move, then what it brought about (a trick taken, a
    seat out in the Domino, the round over)."""
    lang = teller.lang
    layout = isinstance(before, LayoutRoundState)
    lines = [describe(action, seat, lang, layout=layout, cards=teller.card_style, who=teller.who)]
    if before is not None:
        for ev in events(before, after):
            if isinstance(ev, TrickTaken):
                lines.append(teller.trick_line(after.tricks[ev.number - 1], ev.number))
                continue
            lines.append(describe(ev, None, lang, cards=teller.card_style, who=teller.who))
    return lines


def game_key(teller: Any, head: str) -> str:
    """The S key: the round and its rule."""
    return f"{head}: {teller.state.info.text(teller.lang)}"


def standing_lines(teller: Any, match: Any) -> list[str]:
    """The places with the totals."""
    t = teller.t
    return [
        f"  {p.place}. {t['place']}: {teller.who(p.seat)} {p.total:+d}"
        for p in sorted(match.placements(), key=lambda p: (p.place, p.seat))
    ]


def rules_line(rules: Rules, lang: str) -> str:
    """How a Schapa table scores."""
    return (
        "jede Runde zählt nach ihrer Regel" if lang == "de" else "each round scores by its own rule"
    )


def choice_name(action: Any, lang: str, face: str) -> str | None:
    """Schapa's calls are named by ``WORDS``."""
    return None


_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
_SUIT_NAMES = {
    "de": {Suit.CLUBS: "Kreuz", Suit.SPADES: "Pik", Suit.HEARTS: "Herz", Suit.DIAMONDS: "Karo"},
    "en": {
        Suit.CLUBS: "clubs", Suit.SPADES: "spades", Suit.HEARTS: "hearts",
        Suit.DIAMONDS: "diamonds",
    },
}  # fmt: skip


def _domino_key(card: Card) -> int:
    """The order of a suit in the Domino: the ace (laid after the lowest card) below all."""
    return 0 if card.rank == Rank.ACE else int(card.rank)


def taken_line(view: Any, taken: Sequence[int], lang: str, who: Who) -> str:
    """What the A key tells: each seat's taken so far in this round (no parties)."""
    return ", ".join(f"{who(s)} {p}" for s, p in enumerate(taken))
