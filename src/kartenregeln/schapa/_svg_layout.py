"""Schapa's Domino layout (round 7): a row per suit, the cards laid in their places.

Each suit is opened by its seven and grows up to the king and down to the deck's lowest
rank, then the ace. A row shows the slots from the ace (far left, it comes after the
lowest rank) through the lowest rank up to the king; laid cards in their slots, the cards
that fit now as outlined places, the rest as faint outlines. Schapa's ``svg`` facet puts a
[`Layout`][kartenregeln.schapa._svg_layout.Layout] in the scene of a round-7 table, which
the shared code draws in place of the trick.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs

from kartenregeln.cards import Card, CardSet, Rank, Suit
from kartenregeln.names import _SUIT_WORD
from kartenregeln.svg._draw import (
    Face,
    Lang,
    Style,
    card_svg,
    esc,
    num,
    rank_index,
    suit_symbol,
    text_svg,
)
from kartenregeln.svg._scene import Drawing

__all__ = ["Layout", "layout_body", "layout_size", "slot_ranks"]

_LABEL = 118.0
_WORDS = {
    "en": ("not opened", "{} to {}", "fits"),
    "de": ("nicht eröffnet", "{} bis {}", "passt"),
}


def slot_ranks(ranks: Sequence[Rank]) -> tuple[Rank, ...]:
    """The slots of a row from left to right: the ace, then the lowest rank up to the king."""
    return (Rank.ACE, *sorted(r for r in ranks if r != Rank.ACE))


@functools.lru_cache(maxsize=64)
def small(style: Style) -> Style:
    """The style of the layout's cards: smaller, so that thirteen fit side by side."""
    return attrs.evolve(style, card_width=style.card_width * 0.7)


def _step(style: Style) -> float:
    return style.card_width + 3


def layout_size(ranks: Sequence[Rank], style: Style) -> tuple[float, float]:
    """Width and height of the four rows."""
    style = small(style)
    slots = len(slot_ranks(ranks))
    width = _LABEL + _step(style) * (slots - 1) + style.card_width
    return width, 4 * (style.card_height + 8)


def _range_text(laid: list[Rank], face: Face, lang: Lang) -> str:
    if not laid:
        return _WORDS[lang][0]
    low = min(laid, key=lambda r: 1 if r == Rank.ACE else int(r))
    high = max(laid, key=lambda r: 1 if r == Rank.ACE else int(r))
    return _WORDS[lang][1].format(rank_index(low, face, lang), rank_index(high, face, lang))


_ROWS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)


@functools.lru_cache(maxsize=64)
def _skeleton(ranks: tuple[Rank, ...], face: Face, lang: Lang, style: Style) -> str:
    """What every layout of this deck shows: suit symbols, names, faint empty places."""
    w, h = style.card_width, style.card_height
    out = []
    for row, suit in enumerate(_ROWS):
        top = row * (h + 8)
        colour = style.colour(suit, face)
        out.append(suit_symbol(suit, face, colour, 0, top + h / 2 - 22, 22))
        word = _SUIT_WORD[(lang, face)][suit]
        out.append(text_svg(26, top + h / 2 - 6, word, style, 13, bold=True))
        for k in range(len(slot_ranks(ranks))):
            cx = _LABEL + k * _step(style)
            out.append(
                f'<rect x="{num(cx + 0.5)}" y="{num(top + 0.5)}" width="{num(w - 1)}" '
                f'height="{num(h - 1)}" rx="6" fill="none" stroke="{style.edge}" '
                f'stroke-opacity=".3" stroke-dasharray="3 3"/>'
            )
    return "".join(out)


@functools.lru_cache(maxsize=64)
def _places(ranks: tuple[Rank, ...], style: Style) -> dict[Card, tuple[float, float]]:
    """The top left corner of every card's place."""
    h = style.card_height
    slots = slot_ranks(ranks)
    return {
        Card(suit, rank): (_LABEL + k * _step(style), row * (h + 8))
        for row, suit in enumerate(_ROWS)
        for k, rank in enumerate(slots)
    }


@functools.lru_cache(maxsize=1024)
def _laid(card: Card, ranks: tuple[Rank, ...], face: Face, lang: Lang, style: Style) -> str:
    """A laid card in its place (cached: a deck has at most 52 places)."""
    return card_svg(card, *_places(ranks, style)[card], face, lang, style)


@functools.lru_cache(maxsize=1024)
def _fit_mark(card: Card, x: float, y: float, face: Face, lang: Lang, style: Style) -> str:
    w, h = style.card_width, style.card_height
    index = rank_index(card.rank, face, lang)
    label = esc(f"{_WORDS[lang][2]}: {index}")
    return (
        f'<g class="fit" aria-label="{label}"><rect x="{num(x + 1.5)}" y="{num(y + 1.5)}" '
        f'width="{num(w - 3)}" height="{num(h - 3)}" rx="6" fill="none" '
        f'stroke="{style.mark}" stroke-width="3" stroke-dasharray="6 4"/>'
        + text_svg(x + 5, y + 16, index, style, 12, colour=style.mark, bold=True)
        + "</g>"
    )


def layout_body(
    laid: CardSet,
    fits: CardSet,
    ranks: Sequence[Rank],
    face: Face,
    lang: Lang,
    style: Style,
) -> tuple[str, list[str]]:
    """The four rows at ``(0, 0)`` and one sentence per suit for the description."""
    style = small(style)
    ranks = tuple(ranks)
    places = _places(ranks, style)
    h = style.card_height
    out = [_skeleton(ranks, face, lang, style)]
    said: list[str] = []
    for row, suit in enumerate(_ROWS):
        in_row = [c.rank for c in laid.of(suit)]
        span = _range_text(in_row, face, lang)
        said.append(f"{_SUIT_WORD[(lang, face)][suit]}: {span}")
        out.append(text_svg(26, row * (h + 8) + h / 2 + 12, span, style, 12))
    for card in fits:
        out.append(_fit_mark(card, *places[card], face, lang, style))
    for card in laid:
        out.append(_laid(card, ranks, face, lang, style))
    return "".join(out), said


@attrs.frozen
class Layout:
    """The layout as a table picture shows it in place of the trick (a
    [`Centre`][kartenregeln.svg.Centre]): the ``laid`` cards, those that ``fits`` now, the
    deck's ``ranks``."""

    laid: CardSet
    fits: CardSet
    ranks: tuple[Rank, ...]

    def draw(self, face: Face, lang: Lang, style: Style) -> Drawing:
        """The four rows and one sentence per suit."""
        body, said = layout_body(self.laid, self.fits, self.ranks, face, lang, style)
        width, height = layout_size(self.ranks, style)
        return Drawing(body, width, height, tuple(said))
