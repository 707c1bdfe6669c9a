"""Schafkopf's own picture: the trumps of a game. The rules do not load the drawing code:
it is imported when a picture is asked for (see [`kartenregeln.svg`][kartenregeln.svg])."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kartenregeln.schafkopf.contracts import Contract
    from kartenregeln.svg import Face, Lang, Style

__all__ = ["trumps_svg"]


def trumps_svg(
    game: Contract, *, face: Face = "bavarian", lang: Lang = "en", style: Style | None = None
) -> str:
    """The trumps of ``game`` in their order, the highest first, as SVG text; a game
    without trumps (a Bettel) shows instead how a suit ranks in it, with Eichel as the
    example. ``style`` is a [`kartenregeln.svg.Style`][kartenregeln.svg.Style] (default:
    the default style).

    >>> from kartenregeln import schafkopf as sk
    >>> sk.trumps_svg(sk.Contract("wenz")).count('role="img"')  # the four Unter
    4
    """
    from kartenregeln.schafkopf._svg import trumps_svg as draw

    if style is None:
        return draw(game, face=face, lang=lang)
    return draw(game, face=face, lang=lang, style=style)
