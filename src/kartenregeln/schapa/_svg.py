"""Schapa's pictures: its views, states, settlements, matches and the Domino layout for
[`kartenregeln.svg`][kartenregeln.svg] (the ``svg`` facet of its descriptor).

This module turns Schapa's values into the neutral
[`Scene`][kartenregeln.svg._scene.Scene] and numbers the shared drawing code draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln import schapa as sp
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.svg._draw import Face, Lang, Style
from kartenregeln.svg._order import plain_order
from kartenregeln.svg._scene import (
    Options,
    Scene,
    SeatRow,
    check_names,
    legal_parts,
    seat_name,
    trick_part,
    tricks_note,
    words,
)

__all__ = [
    "CHART_UNIT",
    "FACE",
    "layout_parts",
    "layout_ranks",
    "match_seats",
    "per_game",
    "picture",
    "scene",
    "scene_of_state",
    "scene_of_view",
    "settlement_headline",
]

FACE: Final[Face] = "french"
"""Schapa is drawn with French faces unless the caller asks for Bavarian ones."""

CHART_UNIT: Final = "round"
"""What one step of a match chart is: a round."""


def scene(view: sp.RoundView, hands: Sequence[CardSet] | None, opts: Options) -> Scene:
    names, lang, face, clock = opts
    w = words(lang)
    n = view.rules.players
    rnd = sp.ROUNDS[view.round]
    lines = [w["round"].format(view.round, rnd.name(lang))]
    if view.is_over:
        lines.append(w["over"])
    is_layout = view.round == sp.LAYOUT_ROUND
    trick, caption, lead = trick_part(view.trick, view.leader, view.tricks, n, names, lang)
    legal, say = legal_parts(view.legal_actions, lang, face)
    bavarian = face == "bavarian"
    rows = []
    for s in range(n):
        notes = []
        if is_layout:
            if s in view.finished:
                notes.append(w["out"].format(view.finished.index(s) + 1))
        else:
            notes.append(tricks_note(view.tricks_won[s], lang))
        notes.append(w["points"].format(view.scores[s]))
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        if hands is not None:
            open_cards: tuple[Card, ...] | None = plain_order(hands[s], bavarian)
        elif s == view.seat:
            open_cards = plain_order(view.hand, bavarian)
        else:
            open_cards = None
        name = seat_name(s, names, lang)
        count = view.hand_sizes[s]
        rows.append(SeatRow(s, name, open_cards, count, tuple(notes), s == view.to_move))
    return Scene(
        "Schapa", tuple(lines), tuple(rows), None if hands is not None else view.seat,
        () if is_layout else trick, w["layout"] if is_layout else caption,
        None if is_layout else lead, legal, say,
        view.layout if is_layout else None, view.fits, view.rules.info.ranks, face,
    )  # fmt: skip


def scene_of_view(view: sp.RoundView, opts: Options) -> Scene:
    """The table as ``view``'s seat sees it."""
    check_names(opts.names, view.rules.players)
    return scene(view, None, opts)


def scene_of_state(state: sp.RoundState, opts: Options) -> Scene:
    """The table with every hand open (the seat to move outlined)."""
    check_names(opts.names, state.num_seats)
    view = state.view(0 if state.to_move is None else state.to_move)
    return scene(view, state.hands, opts)


def settlement_headline(result: sp.RoundSettlement, lang: Lang, face: Face) -> str:
    """The line above a settlement's table: the round and its name."""
    return f"{result.round}: {sp.ROUNDS[result.round].name(lang)}"


def per_game(match: sp.Match) -> list[tuple[int, ...]]:
    """What each seat won or lost in each round: the scores."""
    return [r.scores for r in match.results]


def match_seats(match: sp.Match) -> int:
    """The number of seats at the match's table."""
    return match.num_seats


def layout_ranks(players: int) -> tuple[Rank, ...]:
    """The ranks of the deck ``players`` play with, lowest first."""
    return sp.Rules(players=players).info.ranks


def layout_parts(source: object) -> tuple[CardSet, CardSet, tuple[Rank, ...]]:
    """The laid cards, the cards that fit now and the deck's ranks of a round-7 view or
    state."""
    if isinstance(source, sp.RoundState):
        source = source.view(0 if source.to_move is None else source.to_move)
    if not isinstance(source, sp.RoundView):
        raise TypeError(f"layout() takes a round-7 view or state or a CardSet, not {source!r}")
    if source.round != sp.LAYOUT_ROUND:
        raise ValueError(f"round {source.round} has no layout; round 7 is the layout")
    return source.layout, source.fits, source.rules.info.ranks


def picture(item: object, lang: Lang, style: Style) -> str | None:
    """Schapa has no pictures beyond the shared kinds."""
    return None
