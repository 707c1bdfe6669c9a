"""Schapa's own picture: the Domino layout of round 7. The rules do not load the drawing
code: it is imported when a picture is asked for (see [`kartenregeln.svg`][kartenregeln.svg])."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kartenregeln.cards import CardSet
    from kartenregeln.schapa.state import RoundState
    from kartenregeln.schapa.view import RoundView
    from kartenregeln.svg import Face, Lang, Style

__all__ = ["layout_svg"]


def layout_svg(
    source: RoundView | RoundState | CardSet,
    *,
    fits: CardSet | None = None,
    players: int = 4,
    face: Face = "french",
    lang: Lang = "en",
    style: Style | None = None,
) -> str:
    """The Domino layout (round 7) as SVG text: a row per suit with its range, the cards
    that fit now outlined. Give a round-7 view or state, or the laid cards (``fits`` and
    the number of ``players``, which sets the deck's lowest rank, then say the rest).
    ``style`` is a [`kartenregeln.svg.Style`][kartenregeln.svg.Style] (default: the
    default style).

    >>> from kartenregeln import CardSet, schapa as sp
    >>> sp.layout_svg(CardSet.parse("7C 8C"), fits=CardSet.parse("9C 6C")).count('class="fit"')
    2
    """
    from kartenregeln.schapa._svg import layout_svg as draw

    if style is None:
        return draw(source, fits=fits, players=players, face=face, lang=lang)
    return draw(source, fits=fits, players=players, face=face, lang=lang, style=style)
