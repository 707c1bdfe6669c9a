"""Pictures of cards, hands, tricks, tables, settlements and matches, as SVG text.

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
``plain_order``); the shared code draws it without knowing the game. What a game draws
itself in place of the trick (Schapa's layout) is the scene's [`Centre`][kartenregeln.svg.Centre].
A game's own pictures are the game's: the trumps of a Schafkopf game
([`kartenregeln.schafkopf.trumps_svg`][kartenregeln.schafkopf.pictures.trumps_svg]), Schapa's
layout ([`kartenregeln.schapa.layout_svg`][kartenregeln.schapa.pictures.layout_svg]).
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from kartenregeln import _private
from kartenregeln.cards import Card, CardSet
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
    check_options,
    document,
    text_svg,
    text_width,
)
from kartenregeln.svg._order import plain_order
from kartenregeln.svg._scene import (
    Centre,
    Drawing,
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
from kartenregeln.svg._table import M, draw_scene, row_picture

if TYPE_CHECKING:
    from kartenregeln import records

__all__ = [
    "BAVARIAN_COLOURS",
    "FRENCH_COLOURS",
    "SEAT_COLOURS",
    "Centre",
    "Drawing",
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
    "en": {"hand": "Hand", "trick": "Trick", "seat": "seat {}", "won": "taken by {}"},
    "de": {"hand": "Hand", "trick": "Stich", "seat": "Sitz {}", "won": "gestochen von {}"},
}


def _face(face: Face | None, item: object) -> Face:
    return face_of(item) if face is None else face


_check = check_options


def card(card: Card, face: Face = "french", *, lang: Lang = "en", style: Style = DEFAULT) -> str:
    """One card. ``face`` is ``"bavarian"`` (Eichel, Gras, Herz, Schellen drawn as acorn,
    leaf, heart and bell) or ``"french"`` (♣ ♠ ♥ ♦)."""
    _check(face, lang, style)
    if not isinstance(card, Card):
        raise TypeError(f"card() takes a Card, not {card!r}")
    name = long_name(card, lang, face)
    body = card_svg(card, 1, 1, face, lang, style)
    return document(style.card_width + 2, style.card_height + 2, name, name, body, style, lang)


def hand(
    cards: CardSet | Iterable[Card] | str,
    *,
    face: Face | None = None,
    game: object | None = None,
    legal: Iterable[Card] = (),
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """A hand in display order: with a ``game`` (a value of a game whose ``svg`` facet
    orders hands by it, such as a Schafkopf ``Contract``: its trumps first, highest first,
    then the suits) in that order; else suit by suit from the highest card down. ``legal``
    cards are raised and outlined. The face defaults to Bavarian with a ``game``, else
    French."""
    face = face or ("bavarian" if game is not None else "french")
    _check(face, lang, style)
    cs = CardSet.parse(cards) if isinstance(cards, str) else CardSet(cards)
    ordered = (
        tuple(facet_of(game, "svg").display_order(cs, game))
        if game is not None
        else plain_order(cs, face == "bavarian")
    )
    title = _WORDS[lang]["hand"]
    return row_picture(ordered, title, face, lang, style, frozenset(legal))


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
    source: object,
    *,
    fits: CardSet | None = None,
    players: int = 4,
    face: Face = "french",
    lang: Lang = "en",
    style: Style = DEFAULT,
) -> str:
    """Deprecated (stops working in 0.3): Schapa's Domino layout is drawn by
    [`kartenregeln.schapa.layout_svg`][kartenregeln.schapa.pictures.layout_svg], which takes the
    same arguments."""
    _deprecated("layout", "schapa", "layout_svg")
    _check(face, lang, style)
    if isinstance(source, CardSet):
        drawers = [getattr(g.facet("svg"), "layout_svg", None) for g in registered_games()
                   if "svg" in g.facets]  # fmt: skip
        draw = next((d for d in drawers if d is not None), None)
        if draw is None:
            raise TypeError("no registered game lays its cards out")
    else:
        found = _svg_of(source)
        draw = None if found is None else getattr(found[1], "layout_svg", None)
        if draw is None:
            raise TypeError(f"layout() takes a round-7 view or state or a CardSet, not {source!r}")
    drawn: str = draw(source, fits=fits, players=players, face=face, lang=lang, style=style)
    return drawn


def trumps(
    game: object, *, face: Face = "bavarian", lang: Lang = "en", style: Style = DEFAULT
) -> str:
    """Deprecated (stops working in 0.3): the trumps of a Schafkopf game are drawn by
    [`kartenregeln.schafkopf.trumps_svg`][kartenregeln.schafkopf.pictures.trumps_svg], which takes
    the same arguments."""
    _deprecated("trumps", "schafkopf", "trumps_svg")
    _check(face, lang, style)
    found = _svg_of(game)
    draw = None if found is None else getattr(found[1], "trumps_svg", None)
    if draw is None:
        raise TypeError(f"trumps() takes a schafkopf.Contract, not {game!r}")
    drawn: str = draw(game, face=face, lang=lang, style=style)
    return drawn


def _deprecated(name: str, game: str, replacement: str) -> None:
    """Warn that ``kartenregeln.svg.<name>`` moved to ``kartenregeln.<game>.<replacement>``
    (only the warning names the game: the shim asks the value's svg facet)."""
    warnings.warn(
        f"kartenregeln.svg.{name} is deprecated: use kartenregeln.{game}.{replacement} (the "
        f"same arguments; "
        f"kartenregeln.svg.{name} stops working in 0.3)",
        DeprecationWarning,
        stacklevel=3,
    )


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
    record, and what a game's ``svg`` facet draws beyond these (``picture``: a Schafkopf
    contract's trumps). This is what notebooks show
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
