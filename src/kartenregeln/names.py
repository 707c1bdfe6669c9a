"""Every text form of a card: codes, long names in two languages and two faces, Unicode
glyphs and Braille labels, and the parser that reads them all back.

>>> from kartenregeln.cards import Card, Suit, Rank
>>> eo = Card(Suit.EICHEL, Rank.OBER)
>>> schafkopf_code(eo), french_code(eo), symbol_code(eo)
('EO', 'QC', 'Q♣')
>>> long_name(eo, "de", "bavarian"), long_name(eo, "de", "french")
('Eichel-Ober', 'Kreuz-Dame')
>>> long_name(eo, "en", "french"), long_name(eo, "en", "bavarian")
('Queen of Clubs', 'Ober of Acorns')
>>> glyph(eo), braille(eo)
('🃝', '⠉⠟')

Styles for [`label`][kartenregeln.names.label], ``format(card, style)`` and
``CardSet.to_text(style)``:

=============  ==================  ==========================
style          example             what
=============  ==================  ==========================
``schafkopf``  ``EO``, ``HZ``      suit letter + rank letter
``french``     ``QC``, ``10H``     rank + suit letter
``symbol``     ``Q♣``              rank + suit symbol
``de``         ``Eichel-Ober``     German, Bavarian face
``de-french``  ``Kreuz-Dame``      German, French face
``en``         ``Queen of Clubs``  English, French face
``en-bavarian`` ``Ober of Acorns`` English, Bavarian face
``glyph``      ``🃝``               Unicode playing card
``braille``    ``⠉⠟``              Unicode Braille cells
=============  ==================  ==========================

The Braille scheme is described in ``docs/braille.md``: the suit's English initial
(c, s, h, d), then the rank as a letter (a, k, q, j) or as a number in the Unified English
Braille numeric mode (number sign ⠼ followed by the digits a–j).
"""

from __future__ import annotations

# the parser's tables, read by the games, the pictures and the tests
from kartenregeln.cards import _CACHE_MAX_TEXT as _CACHE_MAX_TEXT
from kartenregeln.cards import _LOOKUP as _LOOKUP
from kartenregeln.cards import _SUIT_WORD as _SUIT_WORD
from kartenregeln.cards import (
    STYLES,
    braille,
    french_code,
    glyph,
    label,
    long_name,
    parse_card,
    parse_cards,
    schafkopf_code,
    symbol_code,
)
from kartenregeln.cards import _norm_cached as _norm_cached

__all__ = [
    "STYLES",
    "braille",
    "french_code",
    "glyph",
    "label",
    "long_name",
    "parse_card",
    "parse_cards",
    "schafkopf_code",
    "symbol_code",
]
