"""Schafkopf's pictures: its views, states, settlements and matches for
[`kartenregeln.svg`][kartenregeln.svg] (the ``svg`` facet of its descriptor).

This module turns Schafkopf's values into the neutral
[`Scene`][kartenregeln.svg._scene.Scene] and numbers the shared drawing code draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, CardSet, Suit
from kartenregeln.schafkopf.contracts import SK_CARDS, table_for
from kartenregeln.svg._draw import Face, Lang, Style
from kartenregeln.svg._scene import (
    Options,
    Scene,
    SeatRow,
    bids_line,
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
    "display_order",
    "match_seats",
    "per_game",
    "picture",
    "scene",
    "scene_of_state",
    "scene_of_view",
    "settlement_headline",
    "trump_order",
]

FACE: Final[Face] = "bavarian"
"""Schafkopf is drawn with Bavarian faces unless the caller asks for French ones."""

CHART_UNIT: Final = "game"
"""What one step of a match chart is: a game."""

display_order = sk.display_order


def scene(
    view: sk.View, hands: Sequence[CardSet] | None, opts: Options, partner: int | None = None
) -> Scene:
    """The scene of a view; with ``hands`` (and the true ``partner``) the open table."""
    names, lang, face, clock = opts
    w = words(lang)
    game = view.game
    phase = view.phase
    tricks = view.tricks
    n = view.rules.players
    size = view.rules.hand_size
    won = [0] * n
    for t in tricks:
        won[t.winner] += 1
    augen = view.augen
    played = view.played_by()
    lines: list[str] = []
    if game is not None and view.declarer is not None:
        who = seat_name(view.declarer, names, lang)
        lines.append(w["plays"].format(who, game.name(lang, face)))
    elif game is not None:
        lines.append(game.name(lang, face))
    elif phase is sk.Phase.KLOPFEN:
        lines.append(w["klopfen"])
    elif phase is not sk.Phase.OVER:
        lines.append(w["bidding"])
    if view.bids:
        lines.append(bids_line(view.bids, None if names is None else tuple(names), lang, face))
    if view.pot:
        lines.append(w["pot"].format(view.pot))
    if phase is sk.Phase.OVER:
        lines.append(w["over"])
    leader = tricks[-1].winner if tricks else (view.dealer + 1) % n
    trick, caption, lead = trick_part(view.trick, leader, tricks, n, names, lang)
    legal, say = legal_parts(view.legal_actions, lang, face)
    rows = []
    for s in range(n):
        notes = []
        if s == view.declarer:
            notes.append(w["declarer"])
        if s in (view.partner, partner) and s != view.declarer:
            notes.append(w["partner"])
        if s in view.klopfer:
            notes.append(w["klopft"])
        if s == view.kontra:
            notes.append(w["kontra"])
        if s == view.re:
            notes.append(w["re"])
        if phase >= sk.Phase.PLAY:
            notes += [tricks_note(won[s], lang), w["augen"].format(augen[s])]
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        if hands is not None:
            open_cards: tuple[Card, ...] | None = sk.display_order(hands[s], game)
            count = len(hands[s])
        elif s == view.seat:
            open_cards = sk.display_order(view.hand, game)
            count = len(view.hand)
        elif s == view.declarer and view.open_hand is not None:  # a Bettel ouvert
            open_cards = sk.display_order(view.open_hand, game)
            count = len(view.open_hand)
        else:
            open_cards = None
            count = size // 2 if phase is sk.Phase.KLOPFEN else size - played[s].bit_count()
        name = seat_name(s, names, lang)
        rows.append(SeatRow(s, name, open_cards, count, tuple(notes), s == view.to_move))
    return Scene(
        "Schafkopf", tuple(lines), tuple(rows), None if hands is not None else view.seat,
        trick, caption, lead, legal, say, None, CardSet(), (), face,
    )  # fmt: skip


def scene_of_view(view: sk.View, opts: Options) -> Scene:
    """The table as ``view``'s seat sees it."""
    check_names(opts.names, view.rules.players)
    return scene(view, None, opts)


def scene_of_state(state: sk.GameState, opts: Options) -> Scene:
    """The table with every hand open (the seat to move outlined)."""
    check_names(opts.names, state.num_seats)
    view = state.view(0 if state.to_move is None else state.to_move)
    hands = [state.hand(s) for s in range(state.num_seats)]
    return scene(view, hands, opts, state.partner)


def settlement_headline(result: sk.Settlement, lang: Lang, face: Face) -> str:
    """The line above a settlement's table: the game and how it ended."""
    return sk.describe(result, None, lang, face)


def per_game(match: sk.Match) -> list[tuple[int, ...]]:
    """What each seat won or lost in each game: the balance."""
    return [r.balance for r in match.results]


def match_seats(match: sk.Match) -> int:
    """The number of seats at the match's table."""
    return match.rules.players


def trump_order(game: sk.Contract) -> tuple[list[Card], bool]:
    """The trumps of ``game``, highest first, and ``True``; for a game without trumps (a
    Bettel) the Eichel suit in its order and ``False``."""
    table = table_for(game)
    order = [Card.from_index(i) for i in table.trumps]
    if order:
        return order, True
    suit = [c for c in SK_CARDS if c.suit == Suit.EICHEL]
    suit.sort(key=lambda c: -table.power[c.index])
    return suit, False


def picture(item: object, lang: Lang, style: Style) -> str | None:
    """The picture of a Schafkopf value the shared kinds do not cover: a contract (its
    trumps); ``None`` for anything else."""
    if isinstance(item, sk.Contract):
        from kartenregeln import svg

        return svg.trumps(item, lang=lang, style=style)
    return None
