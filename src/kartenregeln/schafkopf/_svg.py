"""Schafkopf's pictures: its views, states, settlements, matches and the trumps of a game
for [`kartenregeln.svg`][kartenregeln.svg] (the ``svg`` facet of its descriptor).

This module turns Schafkopf's values into the neutral
[`Scene`][kartenregeln.svg._scene.Scene] and numbers the shared drawing code draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from kartenregeln.cards import Card, CardSet, Suit
from kartenregeln.schafkopf.contracts import SK_CARDS, Contract, table_for
from kartenregeln.schafkopf.describe import describe
from kartenregeln.schafkopf.display import display_order
from kartenregeln.schafkopf.match import Match
from kartenregeln.schafkopf.phase import Phase
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.state import GameState
from kartenregeln.schafkopf.view import View
from kartenregeln.svg._draw import DEFAULT, Face, Lang, Style, check_options
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
from kartenregeln.svg._table import row_picture

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
    "trumps_svg",
]

FACE: Final[Face] = "bavarian"
"""Schafkopf is drawn with Bavarian faces unless the caller asks for French ones."""

CHART_UNIT: Final = "game"
"""What one step of a match chart is: a game."""

_WORDS: Final = {
    "en": {
        "trumps": "Trumps of {}", "none": "no trumps", "suit": "a suit, highest first",
        "high": "highest first",
    },
    "de": {
        "trumps": "Trümpfe: {}", "none": "keine Trümpfe",
        "suit": "eine Farbe, die höchste zuerst", "high": "der höchste zuerst",
    },
}  # fmt: skip
"""The words of the trumps picture."""


_OWN_WORDS: Final = {
    "en": {
        "augen": "{} Augen",
        "klopft": "knocked",
        "kontra": "Kontra",
        "re": "Re",
        "klopfen": "Klopfen: first four cards",
        "pot": "Stock in the pot: {}",
    },
    "de": {
        "augen": "{} Augen",
        "klopft": "geklopft",
        "kontra": "Kontra",
        "re": "Re",
        "klopfen": "Klopfen: die ersten vier Karten",
        "pot": "Stock im Topf: {}",
    },
}
"""The words of Schafkopf's table pictures beyond the shared ones."""

_TABLE_WORDS: Final = {lang: {**words(lang), **_OWN_WORDS[lang]} for lang in ("en", "de")}
"""The shared words of a table picture and Schafkopf's own, by language."""


def scene(
    view: View, hands: Sequence[CardSet] | None, opts: Options, partner: int | None = None
) -> Scene:
    """The scene of a view; with ``hands`` (and the true ``partner``) the open table."""
    names, lang, face, clock = opts
    w = _TABLE_WORDS[lang]
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
    elif phase is Phase.KLOPFEN:
        lines.append(w["klopfen"])
    elif phase is not Phase.OVER:
        lines.append(w["bidding"])
    if view.bids:
        lines.append(bids_line(view.bids, None if names is None else tuple(names), lang, face))
    if view.pot:
        lines.append(w["pot"].format(view.pot))
    if phase is Phase.OVER:
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
        if phase >= Phase.PLAY:
            notes += [tricks_note(won[s], lang), w["augen"].format(augen[s])]
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        if hands is not None:
            open_cards: tuple[Card, ...] | None = display_order(hands[s], game)
            count = len(hands[s])
        elif s == view.seat:
            open_cards = display_order(view.hand, game)
            count = len(view.hand)
        elif s == view.declarer and view.open_hand is not None:  # a Bettel ouvert
            open_cards = display_order(view.open_hand, game)
            count = len(view.open_hand)
        else:
            open_cards = None
            count = size // 2 if phase is Phase.KLOPFEN else size - played[s].bit_count()
        name = seat_name(s, names, lang)
        rows.append(SeatRow(s, name, open_cards, count, tuple(notes), s == view.to_move))
    return Scene(
        "Schafkopf", tuple(lines), tuple(rows), None if hands is not None else view.seat,
        trick, caption, lead, legal, say, None, face,
    )  # fmt: skip


def scene_of_view(view: View, opts: Options) -> Scene:
    """The table as ``view``'s seat sees it."""
    check_names(opts.names, view.rules.players)
    return scene(view, None, opts)


def scene_of_state(state: GameState, opts: Options) -> Scene:
    """The table with every hand open (the seat to move outlined)."""
    check_names(opts.names, state.num_seats)
    view = state.view(0 if state.to_move is None else state.to_move)
    hands = [state.hand(s) for s in range(state.num_seats)]
    return scene(view, hands, opts, state.partner)


def settlement_headline(result: Settlement, lang: Lang, face: Face) -> str:
    """The line above a settlement's table: the game and how it ended."""
    return describe(result, None, lang, face)


def per_game(match: Match) -> list[tuple[int, ...]]:
    """What each seat won or lost in each game: the balance."""
    return [r.balance for r in match.results]


def match_seats(match: Match) -> int:
    """The number of seats at the match's table."""
    return match.rules.players


def trump_order(game: Contract) -> tuple[list[Card], bool]:
    """The trumps of ``game``, highest first, and ``True``; for a game without trumps (a
    Bettel) the Eichel suit in its order and ``False``."""
    table = table_for(game)
    order = [Card.from_index(i) for i in table.trumps]
    if order:
        return order, True
    suit = [c for c in SK_CARDS if c.suit == Suit.EICHEL]
    suit.sort(key=lambda c: -table.power[c.index])
    return suit, False


def trumps_svg(
    game: Contract, *, face: Face = "bavarian", lang: Lang = "en", style: Style = DEFAULT
) -> str:
    """The trumps of ``game`` in their order, the highest first; a game without trumps (a
    Bettel) shows instead how a suit ranks in it, with Eichel as the example."""
    check_options(face, lang, style)
    if not isinstance(game, Contract):
        raise TypeError(f"trumps_svg() takes a schafkopf.Contract, not {game!r}")
    order, has_trumps = trump_order(game)
    w = _WORDS[lang]
    title = w["trumps"].format(game.name(lang, face))
    if not has_trumps:
        return row_picture(order, f"{title}: {w['none']}; {w['suit']}", face, lang, style)
    return row_picture(order, f"{title}, {w['high']}", face, lang, style)


def picture(item: object, lang: Lang, style: Style) -> str | None:
    """The picture of a Schafkopf value the shared kinds do not cover: a contract (its
    trumps); ``None`` for anything else."""
    if isinstance(item, Contract):
        return trumps_svg(item, lang=lang, style=style)
    return None
