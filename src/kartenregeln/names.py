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

import functools
import re
import unicodedata
from typing import Final, Literal

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.errors import NotationError

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

Language = Literal["de", "en"]
Face = Literal["bavarian", "french"]

_SUITS: Final = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
_RANKS: Final = tuple(
    Rank.__members__[n]
    for n in (
        "ACE",
        "KING",
        "QUEEN",
        "JACK",
        "TEN",
        "NINE",
        "EIGHT",
        "SEVEN",
        "SIX",
        "FIVE",
        "FOUR",
        "THREE",
        "TWO",
    )
)

_SK_SUIT: Final = {Suit.CLUBS: "E", Suit.SPADES: "G", Suit.HEARTS: "H", Suit.DIAMONDS: "S"}
_SK_RANK: Final = dict(
    zip(_RANKS, ("A", "K", "O", "U", "Z", "9", "8", "7", "6", "5", "4", "3", "2"), strict=True)
)
_FR_SUIT: Final = {Suit.CLUBS: "C", Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D"}
_SYM_SUIT: Final = {Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}
_FR_RANK: Final = dict(
    zip(_RANKS, ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"), strict=True)
)

_SUIT_WORD: Final[dict[tuple[Language, Face], dict[Suit, str]]] = {
    ("de", "bavarian"): dict(zip(_SUITS, ("Eichel", "Gras", "Herz", "Schellen"), strict=True)),
    ("de", "french"): dict(zip(_SUITS, ("Kreuz", "Pik", "Herz", "Karo"), strict=True)),
    ("en", "french"): dict(zip(_SUITS, ("Clubs", "Spades", "Hearts", "Diamonds"), strict=True)),
    ("en", "bavarian"): dict(zip(_SUITS, ("Acorns", "Leaves", "Hearts", "Bells"), strict=True)),
}
_NUMBERS_DE: Final = ("Zehn", "Neun", "Acht", "Sieben", "Sechs", "Fünf", "Vier", "Drei", "Zwei")
_NUMBERS_EN: Final = ("Ten", "Nine", "Eight", "Seven", "Six", "Five", "Four", "Three", "Two")
_RANK_WORD: Final[dict[tuple[Language, Face], dict[Rank, str]]] = {
    ("de", "bavarian"): dict(
        zip(_RANKS, ("Sau", "König", "Ober", "Unter", *_NUMBERS_DE), strict=True)
    ),
    ("de", "french"): dict(
        zip(_RANKS, ("Ass", "König", "Dame", "Bube", *_NUMBERS_DE), strict=True)
    ),
    ("en", "french"): dict(
        zip(_RANKS, ("Ace", "King", "Queen", "Jack", *_NUMBERS_EN), strict=True)
    ),
    ("en", "bavarian"): dict(
        zip(_RANKS, ("Ace", "King", "Ober", "Unter", *_NUMBERS_EN), strict=True)
    ),
}

# Unicode playing cards: U+1F0A1 ace of spades; rows per suit, ranks at fixed offsets
# (the knight, offset 12, is skipped).
_GLYPH_ROW: Final = {
    Suit.SPADES: 0x1F0A0,
    Suit.HEARTS: 0x1F0B0,
    Suit.DIAMONDS: 0x1F0C0,
    Suit.CLUBS: 0x1F0D0,
}
_GLYPH_OFFSET: Final = dict(zip(_RANKS, (1, 14, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2), strict=True))

# Braille (Unicode cells), see docs/braille.md.
_BR_LETTER: Final = {
    "a": "⠁",
    "b": "⠃",
    "c": "⠉",
    "d": "⠙",
    "e": "⠑",
    "f": "⠋",
    "g": "⠛",
    "h": "⠓",
    "i": "⠊",
    "j": "⠚",
    "k": "⠅",
    "q": "⠟",
    "s": "⠎",
}
_BR_NUMBER_SIGN: Final = "⠼"
_BR_DIGIT: Final = dict(zip("1234567890", "abcdefghij", strict=True))
_BR_SUIT: Final = {Suit.CLUBS: "c", Suit.SPADES: "s", Suit.HEARTS: "h", Suit.DIAMONDS: "d"}
_BR_RANK_LETTER: Final = {Rank.ACE: "a", Rank.KING: "k", Rank.QUEEN: "q", Rank.JACK: "j"}


def schafkopf_code(card: Card) -> str:
    """The Schafkopf code: suit letter E G H S + rank A K O U Z 9 … 2 (``EO``, ``HZ``)."""
    return _SK_SUIT[card.suit] + _SK_RANK[card.rank]


def french_code(card: Card) -> str:
    """The French code: rank A K Q J 10 9 … 2 + suit letter C S H D (``QC``, ``10H``)."""
    return _FR_RANK[card.rank] + _FR_SUIT[card.suit]


def symbol_code(card: Card) -> str:
    """The French code with the suit symbol (``Q♣``, ``10♥``)."""
    return _FR_RANK[card.rank] + _SYM_SUIT[card.suit]


def long_name(card: Card, language: Language = "en", face: Face = "french") -> str:
    """The long name in German or English, with Bavarian or French names.

    >>> from kartenregeln.cards import Card
    >>> long_name(Card.parse("S7"), "de", "french"), long_name(Card.parse("GA"), "de", "bavarian")
    ('Karo-Sieben', 'Gras-Sau')
    """
    try:
        suit = _SUIT_WORD[(language, face)][card.suit]
        rank = _RANK_WORD[(language, face)][card.rank]
    except KeyError:
        raise ValueError(f"unknown language/face {language!r}/{face!r}") from None
    if language == "de":
        return f"{suit}-{rank}"
    return f"{rank} of {suit}"


def glyph(card: Card) -> str:
    """The Unicode playing-card character (``🃝`` for the queen of clubs)."""
    return chr(_GLYPH_ROW[card.suit] + _GLYPH_OFFSET[card.rank])


def braille(card: Card) -> str:
    """The Braille label in Unicode Braille cells, distinct for all 52 cards.

    >>> from kartenregeln.cards import Card
    >>> braille(Card.parse("QC")), braille(Card.parse("10H")), braille(Card.parse("7D"))
    ('⠉⠟', '⠓⠼⠁⠚', '⠙⠼⠛')
    """
    cells = _BR_LETTER[_BR_SUIT[card.suit]]
    letter = _BR_RANK_LETTER.get(card.rank)
    if letter is not None:
        return cells + _BR_LETTER[letter]
    digits = str(int(card.rank))
    return cells + _BR_NUMBER_SIGN + "".join(_BR_LETTER[_BR_DIGIT[d]] for d in digits)


STYLES: Final = (
    "schafkopf",
    "french",
    "symbol",
    "de",
    "de-french",
    "en",
    "en-bavarian",
    "glyph",
    "braille",
)
"""The card styles `label` knows, one per text form."""


def label(card: Card, style: str = "french") -> str:
    """The card in one of [`STYLES`][kartenregeln.names.STYLES] (``"bavarian"`` is an alias
    of ``"schafkopf"``)."""
    if style in ("schafkopf", "bavarian"):
        return schafkopf_code(card)
    if style == "french":
        return french_code(card)
    if style == "symbol":
        return symbol_code(card)
    if style in ("de", "de-bavarian"):
        return long_name(card, "de", "bavarian")
    if style == "de-french":
        return long_name(card, "de", "french")
    if style in ("en", "en-french"):
        return long_name(card, "en", "french")
    if style == "en-bavarian":
        return long_name(card, "en", "bavarian")
    if style == "glyph":
        return glyph(card)
    if style == "braille":
        return braille(card)
    raise ValueError(f"unknown card style {style!r}; known: {', '.join(STYLES)}")


# -- parsing ----------------------------------------------------------------------------


_CACHE_MAX_TEXT: Final = 40
"""Parsers cache the results of texts up to this many characters only (and at most
4096 of them), so a server parsing client text keeps a bounded amount of memory."""


def _norm(text: str) -> str:
    """Fold case, umlauts and separators so that 'Eichel-Ober' == 'eichel ober'."""
    return _norm_cached(text) if len(text) <= _CACHE_MAX_TEXT else _norm_text(text)


def _norm_text(text: str) -> str:
    t = unicodedata.normalize("NFC", text).casefold()
    t = t.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
    return re.sub(r"[\s\-_.]+", " ", t).strip()


_norm_cached: Final = functools.lru_cache(maxsize=4096)(_norm_text)


_EXTRA_SUIT_WORDS: Final = {
    Suit.SPADES: ("gruen", "blatt", "laub"),
    Suit.HEARTS: ("rot",),
}
_EXTRA_RANK_WORDS: Final = {
    Rank.ACE: ("daus",),
    Rank.KING: ("koenig",),
    Rank.TEN: ("10",),
    Rank.NINE: ("9",),
    Rank.EIGHT: ("8",),
    Rank.SEVEN: ("7",),
    Rank.SIX: ("6",),
    Rank.FIVE: ("5",),
    Rank.FOUR: ("4",),
    Rank.THREE: ("3",),
    Rank.TWO: ("2",),
}
_SYMBOL_VARIANTS: Final = {
    Suit.CLUBS: ("♣", "♧"),
    Suit.SPADES: ("♠", "♤"),
    Suit.HEARTS: ("♥", "♡", "❤"),
    Suit.DIAMONDS: ("♦", "♢"),
}


def _build_lookup() -> dict[str, frozenset[Card]]:
    table: dict[str, set[Card]] = {}

    def add(key: str, card: Card) -> None:
        table.setdefault(_norm(key), set()).add(card)

    for suit in _SUITS:
        for rank in _RANKS:
            card = Card(suit, rank)
            # Schafkopf codes, with 10 and X for the Zehn.
            sk_ranks = [_SK_RANK[rank]] + (["10", "X"] if rank == Rank.TEN else [])
            for r in sk_ranks:
                add(_SK_SUIT[suit] + r, card)
            # French codes, with T for the ten; suit letter or symbol; symbol also in front.
            fr_ranks = [_FR_RANK[rank]] + (["T"] if rank == Rank.TEN else [])
            for r in fr_ranks:
                add(r + _FR_SUIT[suit], card)
                for sym in _SYMBOL_VARIANTS[suit]:
                    add(r + sym, card)
                    add(sym + r, card)
            # Long names, every language and face, German and English word order.
            suit_words = {w[suit] for w in _SUIT_WORD.values()} | set(
                _EXTRA_SUIT_WORDS.get(suit, ())
            )
            rank_words = {w[rank] for w in _RANK_WORD.values()} | set(
                _EXTRA_RANK_WORDS.get(rank, ())
            )
            for sw in suit_words:
                for rw in rank_words:
                    add(f"{sw} {rw}", card)
                    add(f"{rw} of {sw}", card)
                    add(f"{rw} {sw}", card)
            add(glyph(card), card)
            add(braille(card), card)
    return {k: frozenset(v) for k, v in table.items()}


_LOOKUP: Final = _build_lookup()
_MAX_WORDS: Final = max(k.count(" ") + 1 for k in _LOOKUP)


def parse_card(text: str) -> Card:
    """Read one card from any of its text forms, ignoring case, umlauts and separators.

    Accepted: Schafkopf codes (``EO``, ``HZ``, ``H10``, ``HX``), French codes (``QC``,
    ``10H``, ``TH``, ``Q♣``, ``♣Q``), long names in German and English for both faces
    (``Eichel-Ober``, ``Kreuz Dame``, ``Queen of Clubs``, ``Ober of Acorns``), the Unicode
    glyph and the Braille label. A text that could mean two cards raises
    [`NotationError`][kartenregeln.errors.NotationError] naming both.

    >>> parse_card("eichel ober") is parse_card("🃝")
    True
    >>> parse_card("E1")
    Traceback (most recent call last):
    ...
    kartenregeln.errors.NotationError: cannot parse 'E1': not a card
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_card takes a str, not {type(text).__name__}")
    key = _norm(text)
    if not key:
        raise NotationError(text, "empty text, expected a card")
    found = _LOOKUP.get(key)
    if found is None:
        raise NotationError(text, "not a card")
    if len(found) > 1:
        names = " or ".join(sorted(long_name(c) for c in found))
        raise NotationError(text, f"ambiguous: could be {names}")
    (card,) = found
    return card


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas; long names may contain spaces.

    No single word is a card and also the start of a longer name, so the shortest match
    is taken.

    Each card may appear only once. An empty text is an empty tuple.

    >>> [str(c) for c in parse_cards("EO, Gras Unter queen of hearts 10♦")]
    ['QC', 'JS', 'QH', '10D']
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_cards takes a str, not {type(text).__name__}")
    tokens = [(m.start(), m.group()) for m in re.finditer(r"[^\s,;]+", text)]
    cards: list[Card] = []
    seen: set[Card] = set()
    i = 0
    while i < len(tokens):
        pos = tokens[i][0]
        for width in range(1, min(_MAX_WORDS, len(tokens) - i) + 1):
            chunk = text[pos : tokens[i + width - 1][0] + len(tokens[i + width - 1][1])]
            if width > 1 and ("," in chunk or ";" in chunk):
                continue
            key = _norm(chunk)
            found = _LOOKUP.get(key)
            if found is None:
                continue
            if len(found) > 1:
                names = " or ".join(sorted(long_name(c) for c in found))
                raise NotationError(text, f"{chunk!r} is ambiguous: could be {names}", pos)
            (card,) = found
            if card in seen:
                raise NotationError(text, f"{chunk!r} appears twice", pos)
            seen.add(card)
            cards.append(card)
            i += width
            break
        else:
            raise NotationError(text, f"{tokens[i][1]!r} is not a card", pos)
    return tuple(cards)
