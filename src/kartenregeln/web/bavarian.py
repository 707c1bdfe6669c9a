"""The Bavarian deck of the web table, drawn here as small SVG pictures (no copied card
art): the Ober, the Unter and the König as figures, the Ober holding his suit high and
the Unter low, the König crowned with his sceptre; the Sau with its big suit picture
on a banner; the Zehn with an X in its corners; the Neun, Acht and Sieben with their
pips. The suit signs are the library's own ([`kartenregeln.svg`][kartenregeln.svg]).

>>> from kartenregeln.cards import Card
>>> picture = card_picture(Card.parse("EO"), "de")
>>> picture.startswith("<svg") and "Eichel-Ober" in picture
True
>>> len(card_picture(Card.parse("SA"), "de")) < 4000
True
>>> card_picture(Card.parse("6C"), "de")
Traceback (most recent call last):
ValueError: the Bavarian deck has no 6C
"""

from __future__ import annotations

import functools
from typing import Final

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.names import long_name
from kartenregeln.svg._draw import esc, suit_symbol

__all__ = ["card_picture"]

W: Final = 100
H: Final = 150
COLOURS: Final = {
    Suit.CLUBS: "#6b3e0a",  # Eichel: the acorn's brown
    Suit.SPADES: "#00784f",  # Gras: green
    Suit.HEARTS: "#c0392b",  # Herz: red
    Suit.DIAMONDS: "#c98a00",  # Schellen: the bell's gold
}
ROBES: Final = {  # the figures' robes: one colour per suit, with a second for the trim
    Suit.CLUBS: ("#2f5d8a", "#e3b341"),
    Suit.SPADES: ("#2e7d32", "#e3b341"),
    Suit.HEARTS: ("#b03a2e", "#f2d27a"),
    Suit.DIAMONDS: ("#7b4fa0", "#e3b341"),
}
SKIN: Final = "#f3d2b5"
INK: Final = "#1b1b1b"


def _figure(card: Card) -> str:
    """Ober, Unter or König: a standing figure in the suit's robe."""
    robe, trim = ROBES[card.suit]
    colour = COLOURS[card.suit]
    king = card.rank is Rank.KING
    ober = card.rank is Rank.QUEEN
    head_y = 50 if ober else 44
    parts = [
        # the robe: shoulders to the hem, a belt, a collar
        f'<path d="M34 {head_y + 16}Q50 {head_y + 10} 66 {head_y + 16}L80 138H20Z" '
        f'fill="{robe}" stroke="{INK}" stroke-width="1.5"/>',
        f'<path d="M29 {head_y + 50}H71" stroke="{trim}" stroke-width="5"/>',
        f'<path d="M23 128H77" stroke="{trim}" stroke-width="4"/>',
        f'<path d="M40 {head_y + 14}L50 {head_y + 24}L60 {head_y + 14}" fill="{trim}" '
        f'stroke="{INK}" stroke-width="1"/>',
        # legs and shoes below the hem
        f'<path d="M38 138v6M62 138v6" stroke="{INK}" stroke-width="5" stroke-linecap="round"/>',
        # the head
        f'<circle cx="50" cy="{head_y}" r="10" fill="{SKIN}" stroke="{INK}" stroke-width="1.5"/>',
        f'<path d="M46 {head_y + 1}h1M53 {head_y + 1}h1" stroke="{INK}" stroke-width="2" '
        'stroke-linecap="round"/>',
    ]
    if king:
        # a crown, a beard, a sceptre in the right hand, the suit on the breast
        parts += [
            f'<path d="M39 {head_y - 8}l2-12 5 7 4-9 4 9 5-7 2 12Z" fill="#e3b341" '
            f'stroke="{INK}" stroke-width="1.2"/>',
            f'<path d="M41 {head_y + 4}Q50 {head_y + 20} 59 {head_y + 4}" fill="#8a5a2b"/>',
            f'<path d="M74 {head_y + 4}L70 {head_y + 62}" stroke="{INK}" stroke-width="3"/>',
            f'<circle cx="74" cy="{head_y + 2}" r="4.5" fill="#e3b341" stroke="{INK}"/>',
            f'<path d="M64 {head_y + 22}Q72 {head_y + 30} 71 {head_y + 40}" fill="none" '
            f'stroke="{robe}" stroke-width="7" stroke-linecap="round"/>',
            f'<circle cx="50" cy="{head_y + 37}" r="13" fill="#fffdf6" stroke="{INK}"/>',
            suit_symbol(card.suit, "bavarian", colour, 41, head_y + 28, 18),
        ]
    else:
        # a feathered cap; the Ober holds his suit up high, the Unter his down low
        parts.append(
            f'<path d="M38 {head_y - 5}Q50 {head_y - 20} 62 {head_y - 5}Z" fill="{robe}" '
            f'stroke="{INK}" stroke-width="1.2"/>'
            f'<path d="M58 {head_y - 12}Q70 {head_y - 26} 78 {head_y - 18}" fill="none" '
            f'stroke="{trim}" stroke-width="3" stroke-linecap="round"/>'
        )
        if ober:
            parts += [
                f'<path d="M36 {head_y + 20}Q26 {head_y + 6} 24 {head_y - 16}" fill="none" '
                f'stroke="{robe}" stroke-width="7" stroke-linecap="round"/>',
                '<circle cx="24" cy="22" r="18" fill="#fffdf6" stroke="#999"/>',
                suit_symbol(card.suit, "bavarian", colour, 12, 10, 24),
            ]
        else:
            parts += [
                f'<path d="M64 {head_y + 20}Q74 {head_y + 40} 72 {head_y + 58}" fill="none" '
                f'stroke="{robe}" stroke-width="7" stroke-linecap="round"/>',
                '<circle cx="74" cy="114" r="18" fill="#fffdf6" stroke="#999"/>',
                suit_symbol(card.suit, "bavarian", colour, 62, 102, 24),
            ]
    return "".join(parts)


def _pips(card: Card) -> str:
    """The suit signs of the Zehn, Neun, Acht and Sieben, in two columns: the sign drawn
    once, then used at each place (the picture stays small)."""
    colour = COLOURS[card.suit]
    scale = size = 0.0

    def pip(x: float, y: float) -> str:
        return f'<use href="#p" transform="translate({x:g} {y:g}) scale({scale:g})"/>'

    n = int(card.rank)
    left = right = n // 2
    size = 20 if n >= 9 else 22
    scale = size / 100
    out = [f'<defs><g id="p">{suit_symbol(card.suit, "bavarian", colour, 0, 0, 100)}</g></defs>']
    for col, count in ((28, left), (72, right)):
        for k in range(count):
            y = 22 + k * (106 - size) / max(1, count - 1) if count > 1 else 65
            out.append(pip(round(col - size / 2, 1), round(y, 1)))
    if n % 2:
        out.append(pip(50 - size / 2, 65))
    return "".join(out)


def _sau(card: Card) -> str:
    """The Sau: its suit big, on a banner."""
    colour = COLOURS[card.suit]
    trim = ROBES[card.suit][1]
    return (
        f'<path d="M18 112h64l-6 8 6 8H18l6-8Z" fill="{trim}" stroke="{INK}" stroke-width="1.2"/>'
        f'<text x="50" y="124.5" font-size="12" font-weight="bold" text-anchor="middle" '
        f'font-family="serif" fill="{INK}">Sau</text>'
        + suit_symbol(card.suit, "bavarian", colour, 17, 18, 66)
    )


_INDEX: Final = {Rank.TEN: "X", Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7"}


@functools.lru_cache(maxsize=128)
def card_picture(card: Card, lang: str = "de") -> str:
    """``card`` of the Bavarian deck (Sieben to Sau) as an SVG document named by its long
    name in ``lang``; ``ValueError`` for a card the deck does not have."""
    if card.rank not in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, *_INDEX):
        raise ValueError(f"the Bavarian deck has no {card}")
    name = esc(long_name(card, "de" if lang == "de" else "en", "bavarian"))
    colour = COLOURS[card.suit]
    if card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK):
        body = _figure(card)
    elif card.rank is Rank.ACE:
        body = _sau(card)
    else:
        body = _pips(card)
    index = _INDEX.get(card.rank)
    corners = ""
    if index is not None:
        corners = (
            f'<text x="6" y="17" font-size="15" font-weight="bold" fill="{INK}">{index}</text>'
            f'<text x="94" y="145" font-size="15" font-weight="bold" fill="{INK}" '
            f'text-anchor="end">{index}</text>'
        )
    else:  # the figures and the Sau: a small suit sign in the corner, to tell them apart
        corners = suit_symbol(card.suit, "bavarian", colour, 80, 5, 14)
        letter = {Rank.KING: "K", Rank.QUEEN: "O", Rank.JACK: "U", Rank.ACE: ""}[card.rank]
        corners += (
            f'<text x="87" y="33" font-size="13" font-weight="bold" fill="{INK}" '
            f'text-anchor="middle">{letter}</text>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" '
        f'height="{H}" role="img" aria-label="{name}"><title>{name}</title>'
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="9" fill="#fffdf6" '
        f'stroke="#555" stroke-width="1.5"/>'
        f'<rect x="5" y="5" width="{W - 10}" height="{H - 10}" rx="6" fill="none" '
        f'stroke="{colour}" stroke-width="1" opacity=".5"/>'
        f"{corners}{body}</svg>"
    )
