"""The card pictures of the web table, drawn by [`kartenregeln.svg`][kartenregeln.svg] on
the server (the page fetches them from its own server, never from elsewhere), and the
words that turn the Bavarian deck's names into the French four-colour deck's.

>>> "Eichel-Ober" in card_svg("EO", "bavarian", "de")
True
>>> ["Eichel-Ober", "Kreuz-Dame"] in deck_words("de")["pairs"]
True
"""

from __future__ import annotations

import functools
from typing import Any

from kartenregeln import svg
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.names import french_code, long_name
from kartenregeln.svg import Lang
from kartenregeln.web.bavarian import card_picture

BAVARIAN_RANKS = frozenset(
    (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
)

__all__ = ["FOUR_COLOURS", "card_svg", "deck_words"]

_FACES = ("bavarian", "french")
FOUR_COLOURS = svg.Style(french=("#1a1a1a", "#1d7330", "#b8001f", "#b85500"))
"""The French deck as Speedschafkopf draws it, four colours: Kreuz black, Pik green, Herz
red, Karo orange (the Bavarian deck keeps the library's colours)."""


@functools.lru_cache(maxsize=512)
def card_svg(code: str, face: str, lang: str) -> str:
    """The picture of the card ``code`` (``EO``, ``QC``, ``10H``) in ``face``
    (``bavarian`` or ``french``); raises ``ValueError`` for anything else."""
    if face not in _FACES:
        raise ValueError(f"face is one of {', '.join(_FACES)}, not {face!r}")
    if len(code) > 3:
        raise ValueError(f"no card {code!r}")
    card = Card.parse(code)
    if face == "bavarian" and card.rank in BAVARIAN_RANKS:  # the web table's own faces
        return card_picture(card, lang)
    style = FOUR_COLOURS if face == "french" else svg.Style()
    return svg.card(card, face, lang="de" if lang == "de" else "en", style=style)  # type: ignore[arg-type]


@functools.lru_cache(maxsize=2)
def deck_words(lang: str) -> dict[str, Any]:
    """What the page replaces in the server's lines: when the French deck is chosen,
    every card's Bavarian name by its French one (longest first, so that a card's name
    goes before its suit), then the suits and ranks on their own (``Gras-Solo`` becomes
    ``Pik-Solo``); in Schapa the French codes some settlement lines name cards by
    (``QC QS bekommen``) by the cards' names."""
    lg: Lang = "de" if lang == "de" else "en"
    pairs: list[list[str]] = []
    for suit in Suit:
        for rank in Rank:
            try:
                card = Card(suit, rank)
                bavarian = long_name(card, lg, "bavarian")
                french = long_name(card, lg, "french")
            except (ValueError, KeyError):
                continue
            if bavarian != french:
                pairs.append([bavarian, french])
    words = (
        [["Eichel", "Kreuz"], ["Gras", "Pik"], ["Schellen", "Karo"], ["Sau", "Ass"],
         ["Ober", "Dame"], ["Unter", "Bube"]]
        if lg == "de"
        else [["Acorns", "Clubs"], ["Leaves", "Spades"], ["Bells", "Diamonds"],
              ["Ober", "Queen"], ["Unter", "Jack"]]
    )  # fmt: skip
    pairs.sort(key=lambda p: -len(p[0]))
    codes = {french_code(Card(suit, rank)): long_name(Card(suit, rank), lg, "french")
             for suit in Suit for rank in Rank}  # fmt: skip
    return {"pairs": pairs, "words": words, "codes": codes}
