"""Schapa's pictures: its views, states, settlements, matches and the Domino layout for
[`kartenregeln.svg`][kartenregeln.svg] (the ``svg`` facet of its descriptor).

This module turns Schapa's values into the neutral
[`Scene`][kartenregeln.svg._scene.Scene] and numbers the shared drawing code draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.schapa._svg_layout import Layout, layout_body, layout_size
from kartenregeln.schapa.match import Match
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.scoring import RoundSettlement
from kartenregeln.schapa.state import RoundState
from kartenregeln.schapa.view import RoundView
from kartenregeln.svg._draw import (
    DEFAULT,
    Face,
    Lang,
    Style,
    check_options,
    document,
    num,
    text_svg,
)
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
from kartenregeln.svg._table import M

__all__ = [
    "CHART_UNIT",
    "FACE",
    "layout_parts",
    "layout_svg",
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


_OWN_WORDS: Final = {
    "en": {
        "layout": "Layout",
        "out": "out {}.",
    },
    "de": {
        "layout": "Auslage",
        "out": "{}. draußen",
    },
}
"""The words of Schapa's table pictures beyond the shared ones."""

_TABLE_WORDS: Final = {lang: {**words(lang), **_OWN_WORDS[lang]} for lang in ("en", "de")}
"""The shared words of a table picture and Schapa's own, by language."""


def scene(view: RoundView, hands: Sequence[CardSet] | None, opts: Options) -> Scene:
    names, lang, face, clock = opts
    w = _TABLE_WORDS[lang]
    n = view.rules.players
    rnd = ROUNDS[view.round]
    lines = [w["round"].format(view.round, rnd.name(lang))]
    if view.is_over:
        lines.append(w["over"])
    is_layout = view.round == LAYOUT_ROUND
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
        Layout(view.layout, view.fits, view.rules.info.ranks) if is_layout else None, face,
    )  # fmt: skip


def scene_of_view(view: RoundView, opts: Options) -> Scene:
    """The table as ``view``'s seat sees it."""
    check_names(opts.names, view.rules.players)
    return scene(view, None, opts)


def scene_of_state(state: RoundState, opts: Options) -> Scene:
    """The table with every hand open (the seat to move outlined)."""
    check_names(opts.names, state.num_seats)
    view = state.view(0 if state.to_move is None else state.to_move)
    return scene(view, state.hands, opts)


def settlement_headline(result: RoundSettlement, lang: Lang, face: Face) -> str:
    """The line above a settlement's table: the round and its name."""
    return f"{result.round}: {ROUNDS[result.round].name(lang)}"


def per_game(match: Match) -> list[tuple[int, ...]]:
    """What each seat won or lost in each round: the scores."""
    return [r.scores for r in match.results]


def match_seats(match: Match) -> int:
    """The number of seats at the match's table."""
    return match.num_seats


def layout_parts(source: object) -> tuple[CardSet, CardSet, tuple[Rank, ...]]:
    """The laid cards, the cards that fit now and the deck's ranks of a round-7 view or
    state."""
    if isinstance(source, RoundState):
        source = source.view(0 if source.to_move is None else source.to_move)
    if not isinstance(source, RoundView):
        raise TypeError(f"layout() takes a round-7 view or state or a CardSet, not {source!r}")
    if source.round != LAYOUT_ROUND:
        raise ValueError(f"round {source.round} has no layout; round 7 is the layout")
    return source.layout, source.fits, source.rules.info.ranks


_WORDS: Final = {"en": "Layout (round 7)", "de": "Auslage (Runde 7)"}
"""The title of the layout's picture."""


def layout_svg(
    source: RoundView | RoundState | CardSet,
    *,
    fits: CardSet | None = None,
    players: int = 4,
    face: Face = "french",
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """The Domino layout (round 7): a row per suit with its range, the cards that fit now
    outlined. Give a round-7 view or state, or the laid cards (``fits`` and the number of
    ``players``, which sets the deck's lowest rank, then say the rest)."""
    check_options(face, lang, style)
    if isinstance(source, CardSet):
        laid, fit, ranks = source, fits or CardSet(), Rules(players=players).info.ranks
    else:
        laid, fit, ranks = layout_parts(source)
    title = _WORDS[lang]
    rows, said = layout_body(laid, fit, ranks, face, lang, style)
    lw, lh = layout_size(ranks, style)
    body = (
        text_svg(M, M + 14, title, style, 14, bold=True)
        + f'<g transform="translate({num(M)} {num(M + 26)})">{rows}</g>'
    )
    return document(lw + 2 * M, lh + M + 26 + M, title, "; ".join(said), body, style, lang)


def picture(item: object, lang: Lang, style: Style) -> str | None:
    """Schapa has no pictures beyond the shared kinds."""
    return None
