"""Pictures of cards, hands, tricks, tables, the Domino layout and matches, as SVG text.

SVG is text, so this needs nothing beyond the core. Every picture has a ``<title>`` and a
``<desc>`` that says in words what it shows, and every card in it is an element with
``role="img"`` whose accessible name is the card's long name in the chosen language
(``Eichel-Ober``, ``Queen of Clubs``): a screen reader reads the picture.

>>> from kartenregeln import Card, CardSet, svg
>>> picture = svg.card(Card.parse("EO"), face="bavarian", lang="de")
>>> picture.startswith("<svg"), 'aria-label="Eichel-Ober"' in picture
(True, True)
>>> 'aria-label="Queen of Hearts"' in svg.hand(CardSet.parse("QH 10S"))
True

Jupyter shows a ``CardSet``, both games' states and views, settlements and matches as
these pictures by itself (``_repr_svg_``).

A game's ``svg`` facet (see [`kartenregeln.facets.SvgFacet`][kartenregeln.facets.SvgFacet])
turns its views and states into a [`Scene`][kartenregeln.svg.Scene] of
[`SeatRow`][kartenregeln.svg.SeatRow]s with the public helpers here (``trick_part``,
``legal_parts``, ``action_name``, ``seat_name``, ``tricks_note``, ``scene_words``,
``plain_order``); the shared code draws it without knowing the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from kartenregeln import _private
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.game import GameState, Match, Settlement, View
from kartenregeln.names import long_name, parse_cards
from kartenregeln.registry import facet_of
from kartenregeln.registry import games as registered_games
from kartenregeln.svg._chart import chart_svg, settlement_svg
from kartenregeln.svg._draw import (
    BAVARIAN_COLOURS,
    DEFAULT,
    FRENCH_COLOURS,
    SEAT_COLOURS,
    Face,
    Lang,
    Style,
    card_svg,
    check_face_lang,
    document,
    text_svg,
    text_width,
)
from kartenregeln.svg._layout import layout_rows, layout_size
from kartenregeln.svg._order import plain_order
from kartenregeln.svg._scene import (
    Options,
    Scene,
    SeatRow,
    action_name,
    check_names,
    face_of,
    legal_parts,
    plain_scene,
    scene_of_state,
    scene_of_view,
    seat_name,
    trick_part,
    tricks_note,
)
from kartenregeln.svg._scene import svg_of as _svg_of
from kartenregeln.svg._scene import words as scene_words
from kartenregeln.svg._table import M, card_step, draw_scene, row_width

if TYPE_CHECKING:
    from kartenregeln import records
    from kartenregeln import schafkopf as sk
    from kartenregeln import schapa as sp

__all__ = [
    "BAVARIAN_COLOURS",
    "FRENCH_COLOURS",
    "SEAT_COLOURS",
    "Face",
    "Lang",
    "Options",
    "Scene",
    "SeatRow",
    "Style",
    "action_name",
    "card",
    "check_names",
    "hand",
    "layout",
    "legal_parts",
    "match_chart",
    "picture",
    "plain_order",
    "plain_scene",
    "scene_words",
    "seat_name",
    "settlement",
    "state",
    "trick",
    "trick_part",
    "tricks_note",
    "trumps",
    "view",
]

_WORDS = {
    "en": {
        "hand": "Hand", "trick": "Trick", "seat": "seat {}", "trumps": "Trumps of {}",
        "none": "no trumps", "suit": "a suit, highest first", "won": "taken by {}",
        "layout": "Layout (round 7)", "high": "highest first",
    },
    "de": {
        "hand": "Hand", "trick": "Stich", "seat": "Sitz {}", "trumps": "Trümpfe: {}",
        "none": "keine Trümpfe", "suit": "eine Farbe, die höchste zuerst",
        "won": "gestochen von {}", "layout": "Auslage (Runde 7)", "high": "der höchste zuerst",
    },
}  # fmt: skip


def _face(face: Face | None, item: object) -> Face:
    return face_of(item) if face is None else face


def _check(face: str, lang: str, style: object, clock: object = None) -> None:
    check_face_lang(face, lang)
    if not isinstance(style, Style):
        raise TypeError(f"style must be a kartenregeln.svg.Style, not {style!r}")
    if clock is not None and (
        not isinstance(clock, (int, float)) or isinstance(clock, bool) or not 0 <= clock < 1e9
    ):
        raise ValueError(f"clock is the seconds left (a number >= 0) or None, not {clock!r}")


def card(card: Card, face: Face = "french", *, lang: Lang = "en", style: Style = DEFAULT) -> str:
    """One card. ``face`` is ``"bavarian"`` (Eichel, Gras, Herz, Schellen drawn as acorn,
    leaf, heart and bell) or ``"french"`` (♣ ♠ ♥ ♦)."""
    _check(face, lang, style)
    if not isinstance(card, Card):
        raise TypeError(f"card() takes a Card, not {card!r}")
    name = long_name(card, lang, face)
    body = card_svg(card, 1, 1, face, lang, style)
    return document(style.card_width + 2, style.card_height + 2, name, name, body, style, lang)


def _row_picture(
    cards: Sequence[Card], title: str, face: Face, lang: Lang, style: Style,
    marked: frozenset[Card] = frozenset(),
) -> str:  # fmt: skip
    step = card_step(len(cards), style)
    lift = 8 if marked else 0
    body = [text_svg(M, M + 14, title, style, 14, bold=True)]
    top = M + 24 + lift
    for k, c in enumerate(cards):
        m = c in marked
        body.append(card_svg(c, M + k * step, top - (lift if m else 0), face, lang, style, m))
    width = max(row_width(len(cards), style), text_width(title, 14, bold=True), 120) + 2 * M
    height = top + style.card_height + M
    desc = ", ".join(long_name(c, lang, face) for c in cards) or "-"
    return document(width, height, title, desc, "".join(body), style, lang)


def hand(
    cards: CardSet | Iterable[Card] | str,
    *,
    face: Face | None = None,
    game: sk.Contract | None = None,
    legal: Iterable[Card] = (),
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """A hand in display order: with a Schafkopf ``game`` its trumps first, highest first,
    then the suits; else suit by suit from the highest card down. ``legal`` cards are
    raised and outlined. The face defaults to Bavarian with a ``game``, else French."""
    face = face or ("bavarian" if game is not None else "french")
    _check(face, lang, style)
    cs = CardSet.parse(cards) if isinstance(cards, str) else CardSet(cards)
    ordered = (
        tuple(facet_of(game, "svg").display_order(cs, game))
        if game is not None
        else plain_order(cs, face == "bavarian")
    )
    title = _WORDS[lang]["hand"]
    return _row_picture(ordered, title, face, lang, style, frozenset(legal))


def trick(
    cards: Sequence[Card] | str,
    seats: int = 4,
    leader: int = 0,
    *,
    winner: int | None = None,
    names: Sequence[str] | None = None,
    face: Face = "french",
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """A trick at a table of ``seats``: the cards in the order played from ``leader`` on
    (cards or their text, ``"HA H7 EO"``), each with the seat that played it, and the
    ``winner`` outlined if given."""
    _check(face, lang, style)
    cards = parse_cards(cards) if isinstance(cards, str) else tuple(cards)
    if not 2 <= seats <= 6:
        raise ValueError(f"a table has 2 to 6 seats, not {seats!r}")
    for what, seat in (("leader", leader), ("winner", winner)):
        if seat is not None and not 0 <= seat < seats:
            raise ValueError(f"{what} must be a seat 0 to {seats - 1}, not {seat!r}")
    if len(cards) > seats:
        raise ValueError(f"a trick at {seats} seats has at most {seats} cards, not {len(cards)}")
    if names is not None and len(names) != seats:
        raise ValueError(f"names must be {seats} strings, one per seat")
    w = _WORDS[lang]
    who = list(names) if names is not None else [w["seat"].format(s) for s in range(seats)]
    cw, ch = style.card_width, style.card_height
    title = w["trick"] + ("" if winner is None else ", " + w["won"].format(who[winner]))
    body = [text_svg(M, M + 14, title, style, 14, bold=True)]
    said = []
    for k, c in enumerate(cards):
        seat = (leader + k) % seats
        x = M + k * (cw + 16)
        body.append(card_svg(c, x, M + 24, face, lang, style, seat == winner))
        body.append(text_svg(x + cw / 2, M + 24 + ch + 16, who[seat], style, 12,
                             anchor="middle", bold=seat == winner))  # fmt: skip
        said.append(f"{who[seat]}: {long_name(c, lang, face)}")
    width = max(len(cards) * (cw + 16) - 16, text_width(title, 14, bold=True), 160) + 2 * M
    height = M + 24 + ch + 24 + M
    return document(width, height, title, ", ".join(said) or "-", "".join(body), style, lang)


def view(
    view: View[Any],
    *,
    clock: float | None = None,
    names: Sequence[str] | None = None,
    face: Face | None = None,
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """One seat's table: its own hand (legal cards raised and outlined), the other seats
    as card backs with their counts, the trick with who played what (or the last trick,
    or Schapa's layout), tricks and Augen or points, the game and parties as known, and
    ``clock`` (seconds left for the seat to move) if given. No hidden card is drawn."""
    face = _face(face, view)
    _check(face, lang, style, clock)
    return draw_scene(scene_of_view(view, names, lang, face, clock), lang, style)


def state(
    state: GameState[Any],
    *,
    clock: float | None = None,
    names: Sequence[str] | None = None,
    face: Face | None = None,
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """The whole table with every hand open, for analysis (the seat to move outlined)."""
    face = _face(face, state)
    _check(face, lang, style, clock)
    return draw_scene(scene_of_state(state, names, lang, face, clock), lang, style)


def layout(
    source: sp.RoundView | sp.RoundState | CardSet,
    *,
    fits: CardSet | None = None,
    players: int = 4,
    face: Face = "french",
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """Schapa's Domino layout (round 7): a row per suit with its range, the cards that fit
    now outlined. Give a round-7 view or state, or the laid cards (``fits`` and the number
    of ``players``, which sets the deck's lowest rank, then say the rest)."""
    _check(face, lang, style)
    if isinstance(source, CardSet):
        laid, fit = source, fits or CardSet()
        ranks = _layout_ranks(players)
    else:
        found = _svg_of(source)
        if found is None or not hasattr(found[1], "layout_parts"):
            raise TypeError(f"layout() takes a round-7 view or state or a CardSet, not {source!r}")
        laid, fit, ranks = found[1].layout_parts(source)
    title = _WORDS[lang]["layout"]
    rows, said = layout_rows(laid, fit, ranks, M, M + 26, face, lang, style)
    lw, lh = layout_size(ranks, style)
    body = text_svg(M, M + 14, title, style, 14, bold=True) + rows
    return document(lw + 2 * M, lh + M + 26 + M, title, "; ".join(said), body, style, lang)


def _layout_ranks(players: int) -> tuple[Rank, ...]:
    """The ranks of a layout of ``players``: from the first game that lays cards out."""
    for game in registered_games():
        if "svg" in game.facets:
            ranks: tuple[Rank, ...] = tuple(game.facet("svg").layout_ranks(players))
            if ranks:
                return ranks
    raise TypeError("no registered game lays its cards out")


def trumps(
    game: sk.Contract, *, face: Face = "bavarian", lang: Lang = "en", style: Style = DEFAULT
) -> str:
    """The trumps of a Schafkopf game in their order, the highest first. A game without
    trumps (a Bettel) shows instead how a suit ranks in it, with Eichel as the example."""
    _check(face, lang, style)
    found = _svg_of(game)
    if found is None or not hasattr(found[1], "trump_order"):
        raise TypeError(f"trumps() takes a schafkopf.Contract, not {game!r}")
    order, has_trumps = found[1].trump_order(game)
    w = _WORDS[lang]
    title = w["trumps"].format(game.name(lang, face))
    if not has_trumps:
        return _row_picture(order, f"{title}: {w['none']}; {w['suit']}", face, lang, style)
    return _row_picture(order, f"{title}, {w['high']}", face, lang, style)


def settlement(
    result: Settlement,
    *,
    names: Sequence[str] | None = None,
    face: Face | None = None,
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """The Abrechnung of one game or round as a small table: each line of the breakdown
    with its amount, then every seat's scores (and, for Schafkopf, the balance)."""
    face = _face(face, result)
    _check(face, lang, style)
    found = _svg_of(result)
    if found is None or not isinstance(result, found[0].settlement_type):
        raise TypeError(f"settlement() takes a settlement, not {result!r}")
    headline = found[1].settlement_headline(result, lang, face)
    return settlement_svg(result, headline, names, lang, style)


def match_chart(
    match: Match[Any] | records.MatchRecord,
    *,
    names: Sequence[str] | None = None,
    lang: Lang = "en",
    style: Style = DEFAULT,
    width: float = 560.0,
    height: float = 300.0,
) -> str:
    """The running balance (Bilanz) of every seat over the games of a match, as a line
    chart. Takes a ``Match`` of either game or a match record (whose names it uses)."""
    _check("french", lang, style)
    from kartenregeln import records

    if isinstance(match, records.MatchRecord):
        names = match.names if names is None else names
        match = match.match
    found = _svg_of(match)
    if found is None or not isinstance(match, found[0].match_type):
        raise TypeError(f"match_chart() takes a Match or a match record, not {match!r}")
    facet = found[1]
    rows, seats, unit = facet.per_game(match), facet.match_seats(match), facet.CHART_UNIT
    return chart_svg(rows, seats, unit, names, lang, style, width, height)


def picture(item: object, *, lang: Lang = "en", style: Style = DEFAULT) -> str:
    """The picture of anything this module draws, chosen by its type: a card, a set of
    cards (a hand), a state or view of either game, a settlement, a match or a match
    record, a Schafkopf contract (its trumps). This is what notebooks show
    (``_repr_svg_``)."""
    from kartenregeln import records

    if isinstance(item, Card):
        return card(item, lang=lang, style=style)
    if isinstance(item, CardSet):
        return hand(item, lang=lang, style=style)
    if isinstance(item, records.MatchRecord):
        return match_chart(item, lang=lang, style=style)
    found = _svg_of(item)
    if found is not None:
        game, facet = found
        if isinstance(item, game.state_type):
            return state(item, lang=lang, style=style)
        if isinstance(item, game.view_type):
            return view(item, lang=lang, style=style)
        if isinstance(item, game.settlement_type):
            return settlement(item, lang=lang, style=style)
        if isinstance(item, game.match_type):
            return match_chart(item, lang=lang, style=style)
        drawn: str | None = facet.picture(item, lang, style)
        if drawn is not None:
            return drawn
    raise TypeError(f"no picture for {type(item).__name__}")


_private.warn_on_use("kartenregeln.svg._scene", "kartenregeln.svg")
_private.warn_on_use("kartenregeln.svg._draw", "kartenregeln.svg")
