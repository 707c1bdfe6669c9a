"""Drawing primitives: the [`Style`][kartenregeln.svg._draw.Style], the suit symbols, a card, a card
back, text.

Every card is drawn from a fragment cached per (card, face, language, style, mark), so a
picture is mostly string joins. Coordinates are SVG user units (px at scale 1).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from html import escape
from typing import Final, Literal

import attrs

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.names import long_name, schafkopf_code

__all__ = ["BAVARIAN_COLOURS", "FRENCH_COLOURS", "SEAT_COLOURS", "Face", "Lang", "Style"]

Face = Literal["bavarian", "french"]
Lang = Literal["de", "en"]

BAVARIAN_COLOURS: Final = ("#6b3e0a", "#009e73", "#d55e00", "#e69f00")
"""Eichel (dark brown), Gras (bluish green), Herz (vermillion), Schellen (orange-gold):
colours from the Okabe–Ito palette, told apart by lightness as well as hue."""
FRENCH_COLOURS: Final = ("#009e73", "#1a1a1a", "#d55e00", "#0072b2")
"""Clubs (bluish green), spades (black), hearts (vermillion), diamonds (blue): the
four-colour deck in Okabe–Ito colours."""
SEAT_COLOURS: Final = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9")
"""Line colours of the seats in a match chart (Okabe–Ito)."""


_COLOUR: Final = re.compile(r"[#A-Za-z0-9(),.% ]+")
"""What a colour may look like: ``#1a1a1a``, ``red``, ``rgb(10, 20, 30)``, ``hsl(…)``."""


def _is_colour(value: object) -> bool:
    return isinstance(value, str) and _COLOUR.fullmatch(value) is not None


def _colours(value: Iterable[str]) -> tuple[str, str, str, str]:
    colours = tuple(value)
    if len(colours) != 4 or not all(_is_colour(c) for c in colours):
        raise ValueError(f"give four colours, one per suit (clubs first), not {value!r}")
    return (colours[0], colours[1], colours[2], colours[3])


def _colour(inst: object, attribute: attrs.Attribute[str], value: str) -> None:
    if not _is_colour(value):
        raise ValueError(f"{attribute.name} must be a colour like '#1a1a1a', not {value!r}")


def _seat_colours(value: Iterable[str]) -> tuple[str, ...]:
    colours = tuple(value)
    if not colours or not all(_is_colour(c) for c in colours):
        raise ValueError(f"seats must be one or more colours, not {value!r}")
    return colours


def _positive(inst: object, attribute: attrs.Attribute[float], value: float) -> None:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not value > 0:
        raise ValueError(f"{attribute.name} must be a number > 0, not {value!r}")


@attrs.frozen(cache_hash=True)
class Style:
    """Sizes and colours of the pictures. The defaults are colour-blind safe: the suits
    differ in shape and lightness, not only in hue, and a marked card (a legal one) has
    a thick outline, not only a colour.

    ``card_width`` sets the size of everything (a card is 1.5 times as high as wide);
    ``bavarian`` and ``french`` hold the suit colours (clubs/Eichel first); ``mark`` the
    outline of legal cards and of the seat to move.
    """

    card_width: float = attrs.field(default=56.0, validator=_positive)
    bavarian: tuple[str, str, str, str] = attrs.field(default=BAVARIAN_COLOURS, converter=_colours)
    french: tuple[str, str, str, str] = attrs.field(default=FRENCH_COLOURS, converter=_colours)
    card: str = attrs.field(default="#ffffff", validator=_colour)
    edge: str = attrs.field(default="#555555", validator=_colour)
    back: str = attrs.field(default="#1f4e79", validator=_colour)
    table: str = attrs.field(default="#f3f0e6", validator=_colour)
    text: str = attrs.field(default="#1a1a1a", validator=_colour)
    mark: str = attrs.field(default="#cc79a7", validator=_colour)
    seats: tuple[str, ...] = attrs.field(default=SEAT_COLOURS, converter=_seat_colours)
    font: str = "DejaVu Sans, Verdana, Arial, sans-serif"

    @property
    def card_height(self) -> float:
        return self.card_width * 1.5

    def colour(self, suit: Suit, face: Face) -> str:
        return (self.bavarian if face == "bavarian" else self.french)[int(suit)]


DEFAULT: Final = Style()


@functools.lru_cache(maxsize=8192)
def num(x: float) -> str:
    """A coordinate as short text (``12``, ``12.5``); cached, coordinates repeat."""
    i = int(x)
    if i == x:
        return str(i)
    return f"{round(x, 2):g}"


def esc(text: str) -> str:
    """``text`` safe inside an XML element or a quoted attribute."""
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        return escape(text, quote=True)
    return text


# -- suit symbols, each in a 100 x 100 box ------------------------------------------------
_HEART: Final = (
    "M50 92C22 72 5 54 5 32C5 15 17 5 31 5C40 5 47 11 50 19"
    "C53 11 60 5 69 5C83 5 95 15 95 32C95 54 78 72 50 92Z"
)
_SHAPES: Final[dict[tuple[Face, int], str]] = {
    # Eichel: an acorn, the nut below a hatched cap on a short stalk.
    ("bavarian", 0): (
        '<path d="M47 2h6v14h-6z" fill="{c}"/>'
        '<path d="M24 46C24 72 38 90 50 97C62 90 76 72 76 46Z" fill="{c}"/>'
        '<path d="M60 54C64 62 64 72 59 80" fill="none" stroke="#fff" stroke-width="4"'
        ' stroke-linecap="round" opacity=".6"/>'
        '<path d="M16 48C16 26 31 13 50 13C69 13 84 26 84 48Z" fill="{c}"/>'
        '<path d="M16 48C16 26 31 13 50 13C69 13 84 26 84 48Z" fill="#000" opacity=".35"/>'
        '<path d="M26 26L72 46M36 17L82 38M20 38L44 48M74 26L28 46M64 17L18 38M80 38L56 48"'
        ' stroke="#fff" stroke-width="2.5" opacity=".7"/>'
    ),
    # Gras: a leaf pointing up with a stalk and veins.
    ("bavarian", 1): (
        '<path d="M47 78h6v20h-6z" fill="{c}"/>'
        '<path d="M50 3C70 16 92 38 86 62C82 77 67 85 50 87C33 85 18 77 14 62'
        'C8 38 30 16 50 3Z" fill="{c}"/>'
        '<path d="M50 16V82M50 38L32 27M50 38L68 27M50 56L26 45M50 56L74 45M50 72L32 64'
        'M50 72L68 64" stroke="#fff" stroke-width="3.5" stroke-linecap="round" fill="none"/>'
    ),
    # Herz: a heart.
    ("bavarian", 2): '<path d="' + _HEART + '" fill="{c}"/>',
    # Schellen: a round bell with its loop, a band and the slit below.
    ("bavarian", 3): (
        '<circle cx="50" cy="11" r="7" fill="none" stroke="{c}" stroke-width="5"/>'
        '<circle cx="50" cy="56" r="39" fill="{c}"/>'
        '<path d="M13 46H87M12 58H88" stroke="#fff" stroke-width="4"/>'
        '<path d="M50 74V95" stroke="#fff" stroke-width="5" stroke-linecap="round"/>'
        '<circle cx="50" cy="74" r="6" fill="#fff"/>'
    ),
    # Clubs: three leaves and a foot.
    ("french", 0): (
        '<circle cx="50" cy="27" r="21" fill="{c}"/><circle cx="27" cy="60" r="21" fill="{c}"/>'
        '<circle cx="73" cy="60" r="21" fill="{c}"/><circle cx="50" cy="52" r="14" fill="{c}"/>'
        '<path d="M46 56C46 78 40 90 30 97H70C60 90 54 78 54 56Z" fill="{c}"/>'
    ),
    # Spades: an upside-down heart on a foot.
    ("french", 1): (
        '<path d="M50 3C62 24 94 38 94 61C94 76 83 84 71 84C63 84 57 80 54 74'
        "C55 85 60 92 68 97H32C40 92 45 85 46 74C43 80 37 84 29 84C17 84 6 76 6 61"
        'C6 38 38 24 50 3Z" fill="{c}"/>'
    ),
    ("french", 2): '<path d="' + _HEART + '" fill="{c}"/>',
    ("french", 3): '<path d="M50 3L87 50L50 97L13 50Z" fill="{c}"/>',
}


def suit_symbol(suit: Suit, face: Face, colour: str, x: float, y: float, size: float) -> str:
    """The suit drawn in a ``size`` square with its top left corner at ``x, y``."""
    body = _SHAPES[(face, int(suit))].replace("{c}", colour)
    return f'<g transform="translate({num(x)} {num(y)}) scale({num(size / 100)})">{body}</g>'


# -- cards -------------------------------------------------------------------------------
_INDEX: Final[dict[tuple[Face, Lang], dict[Rank, str]]] = {
    ("bavarian", "de"): {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "O", Rank.JACK: "U"},
    ("bavarian", "en"): {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "O", Rank.JACK: "U"},
    ("french", "de"): {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "D", Rank.JACK: "B"},
    ("french", "en"): {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J"},
}


_LIFT: Final[dict[Face, dict[Rank, float]]] = {
    "bavarian": {Rank.QUEEN: -20.0, Rank.JACK: -3.0},
    "french": {},
}
"""Where the big suit symbol sits (top, from the middle of the card): as on the Bavarian
deck, the Ober holds his suit high and the Unter low."""


def rank_index(rank: Rank, face: Face, lang: Lang) -> str:
    """The rank as printed in a card's corner (``O``, ``10``, ``Q``)."""
    return _INDEX[(face, lang)].get(rank) or str(int(rank))


def check_face_lang(face: str, lang: str) -> None:
    if face not in ("bavarian", "french"):
        raise ValueError(f"face is 'bavarian' or 'french', not {face!r}")
    if lang not in ("de", "en"):
        raise ValueError(f"lang is 'de' or 'en', not {lang!r}")


def check_options(face: str, lang: str, style: object, clock: object = None) -> None:
    """Refuse a picture's options (``ValueError``, ``TypeError``) unless ``face`` and
    ``lang`` are known, ``style`` is a [`Style`][kartenregeln.svg.Style] and ``clock`` is
    ``None`` or the seconds left."""
    check_face_lang(face, lang)
    if not isinstance(style, Style):
        raise TypeError(f"style must be a kartenregeln.svg.Style, not {style!r}")
    if clock is not None and (
        not isinstance(clock, (int, float)) or isinstance(clock, bool) or not 0 <= clock < 1e9
    ):
        raise ValueError(f"clock is the seconds left (a number >= 0) or None, not {clock!r}")


@functools.lru_cache(maxsize=2048)
def _card_body(card: Card, face: Face, lang: Lang, style: Style, marked: bool) -> str:
    w, h = style.card_width, style.card_height
    u = w / 56  # the card is designed 56 wide
    name = esc(long_name(card, lang, face))
    colour = style.colour(card.suit, face)
    index = rank_index(card.rank, face, lang)
    fs = 14 * u if len(index) < 2 else 12.5 * u
    edge = style.mark if marked else style.edge
    stroke = 3 * u if marked else 1
    inset = stroke / 2
    parts = [
        f' role="img" aria-label="{name}" data-card="{schafkopf_code(card)}">',
        f"<title>{name}</title>",
        f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(w - 2 * inset)}" '
        f'height="{num(h - 2 * inset)}" rx="{num(6 * u)}" fill="{style.card}" '
        f'stroke="{edge}" stroke-width="{num(stroke)}"/>',
        f'<text x="{num(5 * u)}" y="{num(17 * u)}" font-size="{num(fs)}" font-weight="bold" '
        f'fill="{colour}">{index}</text>',
        suit_symbol(card.suit, face, colour, 5 * u, 20 * u, 11 * u),
        suit_symbol(
            card.suit,
            face,
            colour,
            w / 2 - 15 * u,
            h / 2 + _LIFT[face].get(card.rank, -12) * u,
            30 * u,
        ),
        f'<text x="{num(w - 5 * u)}" y="{num(h - 7 * u)}" font-size="{num(fs)}" '
        f'font-weight="bold" fill="{colour}" text-anchor="end">{index}</text>',
        "</g>",
    ]
    return "".join(parts)


def card_svg(
    card: Card, x: float, y: float, face: Face, lang: Lang, style: Style, marked: bool = False
) -> str:
    """One card, its accessible name its long name, top left corner at ``x, y``."""
    head = f'<g class="card" transform="translate({num(x)} {num(y)})"'
    return head + _card_body(card, face, lang, style, marked)


@functools.lru_cache(maxsize=256)
def _back_body(style: Style, scale: float) -> str:
    w, h = style.card_width * scale, style.card_height * scale
    u = w / 56
    return (
        f'<rect x=".5" y=".5" width="{num(w - 1)}" height="{num(h - 1)}" rx="{num(6 * u)}" '
        f'fill="{style.back}" stroke="{style.card}" stroke-width="1"/>'
        f'<rect x="{num(5 * u)}" y="{num(5 * u)}" width="{num(w - 10 * u)}" '
        f'height="{num(h - 10 * u)}" rx="{num(3 * u)}" fill="none" stroke="{style.card}" '
        f'stroke-width="{num(1.5 * u)}" stroke-dasharray="{num(3 * u)} {num(3 * u)}"/>'
        "</g>"
    )


def back_svg(x: float, y: float, style: Style, scale: float = 1.0) -> str:
    """A card seen from the back (decorative: the row it is in says how many)."""
    head = f'<g class="back" aria-hidden="true" transform="translate({num(x)} {num(y)})">'
    return head + _back_body(style, scale)


@functools.lru_cache(maxsize=256)
def back_row(count: int, step: float, style: Style, scale: float) -> str:
    """``count`` backs side by side, ``step`` apart, from ``0, 0`` (cached)."""
    return "".join(back_svg(k * step, 0, style, scale) for k in range(count))


def text_svg(
    x: float,
    y: float,
    text: str,
    style: Style,
    size: float = 13.0,
    *,
    bold: bool = False,
    anchor: str = "start",
    colour: str | None = None,
) -> str:
    weight = ' font-weight="bold"' if bold else ""
    end = "" if anchor == "start" else f' text-anchor="{anchor}"'
    return (
        f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}"{weight}{end} '
        f'fill="{colour or style.text}">{esc(text)}</text>'
    )


def document(
    width: float, height: float, title: str, desc: str, body: str, style: Style, lang: Lang
) -> str:
    """The whole picture: an ``<svg>`` in its language with its ``<title>`` and ``<desc>``
    (the language tells a screen reader how to say the card names)."""
    w, h = num(width), num(height)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" xml:lang="{lang}" width="{w}" height="{h}" '
        f'viewBox="0 0 {w} {h}" font-family="{esc(style.font)}">'
        f"<title>{esc(title)}</title><desc>{esc(desc)}</desc>{body}</svg>"
    )


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """A rough width of ``text`` (there are no font metrics in SVG)."""
    return len(text) * size * (0.62 if bold else 0.56)
