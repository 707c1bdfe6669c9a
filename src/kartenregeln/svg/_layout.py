"""Schapa's Domino layout (round 7): a row per suit, the cards laid in their places.

Each suit is opened by its seven and grows up to the king and down to the deck's lowest
rank, then the ace. A row shows the slots from the ace (far left, it comes after the
lowest rank) through the lowest rank up to the king; laid cards in their slots, the cards
that fit now as outlined places, the rest as faint outlines.
"""

from __future__ import annotations

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

__all__ = ["layout_rows", "layout_size", "slot_ranks"]

_LABEL = 118.0
_WORDS = {
    "en": ("not opened", "{} to {}", "fits"),
    "de": ("nicht eröffnet", "{} bis {}", "passt"),
}


def slot_ranks(ranks: Sequence[Rank]) -> tuple[Rank, ...]:
    """The slots of a row from left to right: the ace, then the lowest rank up to the king."""
    return (Rank.ACE, *sorted(r for r in ranks if r != Rank.ACE))


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


def layout_rows(
    laid: CardSet,
    fits: CardSet,
    ranks: Sequence[Rank],
    x: float,
    y: float,
    face: Face,
    lang: Lang,
    style: Style,
) -> tuple[str, list[str]]:
    """The four rows at ``x, y`` and one sentence per suit for the description."""
    style = small(style)
    out: list[str] = []
    said: list[str] = []
    slots = slot_ranks(ranks)
    step = _step(style)
    w, h = style.card_width, style.card_height
    for row, suit in enumerate((Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)):
        top = y + row * (h + 8)
        colour = style.colour(suit, face)
        word = _SUIT_WORD[(lang, face)][suit]
        in_row = [r for r in slots if Card(suit, r) in laid]
        span = _range_text(in_row, face, lang)
        said.append(f"{word}: {span}")
        out.append(suit_symbol(suit, face, colour, x, top + h / 2 - 22, 22))
        out.append(text_svg(x + 26, top + h / 2 - 6, word, style, 13, bold=True))
        out.append(text_svg(x + 26, top + h / 2 + 12, span, style, 12))
        cards: list[str] = []
        for k, rank in enumerate(slots):
            card = Card(suit, rank)
            cx = x + _LABEL + k * step
            if card in laid:
                cards.append(card_svg(card, cx, top, face, lang, style))
            elif card in fits:
                label = esc(f"{_WORDS[lang][2]}: {rank_index(rank, face, lang)}")
                out.append(
                    f'<g class="fit" aria-label="{label}"><rect x="{num(cx + 1.5)}" '
                    f'y="{num(top + 1.5)}" width="{num(w - 3)}" height="{num(h - 3)}" '
                    f'rx="6" fill="none" stroke="{style.mark}" stroke-width="3" '
                    f'stroke-dasharray="6 4"/>'
                    + text_svg(cx + 5, top + 16, rank_index(rank, face, lang), style, 12,
                               colour=style.mark, bold=True)
                    + "</g>"
                )  # fmt: skip
            else:
                out.append(
                    f'<rect x="{num(cx + 0.5)}" y="{num(top + 0.5)}" width="{num(w - 1)}" '
                    f'height="{num(h - 1)}" rx="6" fill="none" stroke="{style.edge}" '
                    f'stroke-opacity=".3" stroke-dasharray="3 3"/>'
                )
        out += cards
    return "".join(out), said
