"""Suits, ranks, the 52 interned cards and ``CardSet``, an immutable set over an int bitmask.

Both faces of the cards are one value: the Bavarian (Schafkopf) names are aliases of the
French ones.

>>> Suit.EICHEL is Suit.CLUBS
True
>>> Card(Suit.HERZ, Rank.OBER) is Card(Suit.HEARTS, Rank.QUEEN)
True
>>> hand = CardSet.parse("EO GU HA")
>>> len(hand), Card(Suit.GRAS, Rank.UNTER) in hand
(3, True)
>>> hand.to_text("schafkopf")
'EO GU HA'

Card order
----------
Every card has an ``index`` from 0 to 51 and a ``bit`` (``1 << index``)::

    index = 13 * suit + (14 - rank)

so the suits come in the order Clubs/Eichel, Spades/Gras, Hearts/Herz, Diamonds/Schellen
(the Schafkopf order) and, inside a suit, from the ace down to the two:
A K Q J 10 9 8 7 6 5 4 3 2. A ``CardSet`` iterates in this order, lowest index first,
and ``sorted()`` on cards gives the same order.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from enum import IntEnum
from typing import Any, Final, Literal, final

from typing_extensions import Self

from kartenregeln.errors import NotationError
from kartenregeln.messages import say

__all__ = ["DECK", "Card", "CardSet", "Rank", "Suit", "indices"]


class Suit(IntEnum):
    """The four suits; the Bavarian names are aliases of the French ones."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3
    EICHEL = 0
    GRAS = 1
    HERZ = 2
    SCHELLEN = 3

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(IntEnum):
    """The thirteen ranks, valued 14 (ace) down to 2; German names are aliases."""

    ACE = 14
    KING = 13
    QUEEN = 12
    JACK = 11
    TEN = 10
    NINE = 9
    EIGHT = 8
    SEVEN = 7
    SIX = 6
    FIVE = 5
    FOUR = 4
    THREE = 3
    TWO = 2
    SAU = 14
    ASS = 14
    KOENIG = 13
    OBER = 12
    DAME = 12
    UNTER = 11
    BUBE = 11
    ZEHN = 10
    NEUN = 9
    ACHT = 8
    SIEBEN = 7

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_SUITS: Final = tuple(Suit.__members__[n] for n in ("CLUBS", "SPADES", "HEARTS", "DIAMONDS"))
_RANKS: Final = tuple(sorted(set(Rank), reverse=True))


@final
class Card:
    """One playing card; the 52 cards are interned, so ``is`` and ``==`` agree.

    >>> c = Card(Suit.SPADES, Rank.KING)
    >>> c.index, c.bit == 1 << c.index, str(c)
    (14, True, 'KS')
    >>> format(c, "schafkopf"), format(c, "de"), format(c, "en")
    ('GK', 'Gras-König', 'King of Spades')
    """

    __slots__ = ("bit", "index", "rank", "suit")

    suit: Suit
    rank: Rank
    index: int
    bit: int

    def __new__(cls, suit: Suit | int, rank: Rank | int) -> Card:
        try:
            return _BY_PAIR[(suit, rank)]
        except (KeyError, TypeError):
            raise ValueError(f"no such card: suit {suit!r}, rank {rank!r}") from None

    @classmethod
    def _make(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        index = 13 * int(suit) + 14 - int(rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "index", index)
        object.__setattr__(card, "bit", 1 << index)
        return card

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this index (0–51)."""
        if not 0 <= index < 52:
            raise ValueError(f"card index must be 0..51, not {index!r}")
        return _BY_INDEX[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse any unambiguous text form of one card (see
        [`kartenregeln.names`][kartenregeln.names]).

        >>> Card.parse("Kreuz-Dame") is Card.parse("EO") is Card.parse("Q♣")
        True
        """
        return parse_card(text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __repr__(self) -> str:
        return f"Card({self.suit!r}, {self.rank!r})"

    def __str__(self) -> str:
        return french_code(self)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import card

        return card(self)

    def __format__(self, spec: str) -> str:
        """``format(card, style)`` with any style of
        [`kartenregeln.names.label`][kartenregeln.names.label]."""
        if not spec:
            return str(self)
        return label(self, spec)

    def label(self, style: str = "schafkopf") -> str:
        """The card written in ``style``, any style of
        [`kartenregeln.names.label`][kartenregeln.names.label] (``"de"``: ``Eichel-Ober``,
        ``"en"``, ``"french"``: ``QC``, ``"braille"``, …); the same as ``format(card,
        style)``."""
        return label(self, style)


_BY_PAIR: Final[dict[tuple[Any, Any], Card]] = {}
_BY_INDEX_LIST: list[Card] = []
for _s in _SUITS:
    for _r in _RANKS:
        _c = Card._make(_s, _r)
        _BY_PAIR[(_s, _r)] = _c
        _BY_INDEX_LIST.append(_c)
_BY_INDEX: Final[tuple[Card, ...]] = tuple(_BY_INDEX_LIST)
del _BY_INDEX_LIST

_FULL_MASK: Final = (1 << 52) - 1

# Per-suit tables, filled on demand: _SUIT_TABLES[s][chunk] is the tuple of cards of suit s
# whose bits are set in the 13-bit ``chunk``. Iterating a set costs four list lookups.
_SUIT_TABLES: Final[tuple[list[tuple[Card, ...] | None], ...]] = tuple(
    [(), *([None] * 8191)] for _ in range(4)
)


def _fill(suit: int, chunk: int) -> tuple[Card, ...]:
    cards = tuple(_BY_INDEX[13 * suit + i] for i in range(13) if chunk >> i & 1)
    _SUIT_TABLES[suit][chunk] = cards
    return cards


_T0, _T1, _T2, _T3 = _SUIT_TABLES


@final
class CardSet:
    """An immutable set of cards stored as an ``int`` bitmask (bit ``card.index``).

    Supports ``len``, ``in``, iteration in card order, ``| & - ^``, the subset comparisons,
    equality and hashing. Build it from cards, from text or from a mask:

    >>> a = CardSet.parse("EO GO HO")
    >>> b = CardSet([Card(Suit.HERZ, Rank.OBER), Card(Suit.SCHELLEN, Rank.OBER)])
    >>> (a & b).to_text("schafkopf"), (a - b).to_text("schafkopf"), len(a | b)
    ('HO', 'EO GO', 4)
    >>> CardSet.from_mask(a.mask) == a, b <= a
    (True, False)
    """

    __slots__ = ("mask",)

    mask: int

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        mask = 0
        for card in cards:
            if not isinstance(card, Card):
                raise TypeError(f"CardSet takes Card values, not {card!r}")
            mask |= card.bit
        _set_mask(self, mask)

    @classmethod
    def from_mask(cls, mask: int) -> CardSet:
        """The set whose bits are ``mask`` (0 <= mask < 2**52)."""
        if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask <= _FULL_MASK:
            raise ValueError(f"a card mask is an int of 52 bits, not {mask!r}")
        return _new(mask)

    @classmethod
    def parse(cls, text: str) -> CardSet:
        """Parse cards separated by spaces or commas, in any text form of ``Card.parse``.

        A card may not appear twice.

        >>> CardSet.parse("Queen of Clubs, 10♥").to_text("de-french")
        'Kreuz-Dame Herz-Zehn'
        """
        cards = parse_cards(text)
        return _new(sum(c.bit for c in cards))

    @classmethod
    def deck(cls, ranks: Iterable[Rank] | None = None) -> CardSet:
        """All cards of the given ranks in all four suits (default: all 52 cards).

        >>> len(CardSet.deck([Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER,
        ...                   Rank.NINE, Rank.EIGHT, Rank.SEVEN]))
        32
        """
        if ranks is None:
            return _new(_FULL_MASK)
        mask = 0
        for rank in ranks:
            for suit in _SUITS:
                mask |= Card(suit, rank).bit
        return _new(mask)

    @classmethod
    def of_suit(cls, suit: Suit) -> CardSet:
        """All 13 cards of one suit."""
        return _new(0x1FFF << (13 * int(suit)))

    # -- set protocol --------------------------------------------------------------------
    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self.mask & card.bit != 0

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards as a tuple, in card order."""
        m = self.mask
        c0, c1, c2, c3 = m & 0x1FFF, m >> 13 & 0x1FFF, m >> 26 & 0x1FFF, m >> 39
        t0 = _T0[c0]
        if t0 is None:
            t0 = _fill(0, c0)
        t1 = _T1[c1]
        if t1 is None:
            t1 = _fill(1, c1)
        t2 = _T2[c2]
        if t2 is None:
            t2 = _fill(2, c2)
        t3 = _T3[c3]
        if t3 is None:
            t3 = _fill(3, c3)
        return t0 + t1 + t2 + t3

    def __or__(self, other: CardSet) -> CardSet:
        try:
            m = self.mask | other.mask
        except AttributeError:
            return NotImplemented
        s = _object_new(CardSet)
        _set_mask(s, m)
        return s

    def __and__(self, other: CardSet) -> CardSet:
        try:
            m = self.mask & other.mask
        except AttributeError:
            return NotImplemented
        s = _object_new(CardSet)
        _set_mask(s, m)
        return s

    def __sub__(self, other: CardSet) -> CardSet:
        try:
            m = self.mask & ~other.mask
        except AttributeError:
            return NotImplemented
        s = _object_new(CardSet)
        _set_mask(s, m)
        return s

    def __xor__(self, other: CardSet) -> CardSet:
        try:
            m = self.mask ^ other.mask
        except AttributeError:
            return NotImplemented
        s = _object_new(CardSet)
        _set_mask(s, m)
        return s

    def __le__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self.mask & ~other.mask == 0

    def __lt__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self.mask != other.mask and self.mask & ~other.mask == 0

    def __ge__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return other.mask & ~self.mask == 0

    def __gt__(self, other: CardSet) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self.mask != other.mask and other.mask & ~self.mask == 0

    def issubset(self, other: CardSet) -> bool:
        """Whether every card of this set is in ``other``."""
        return self.mask & ~other.mask == 0

    def issuperset(self, other: CardSet) -> bool:
        """Whether every card of ``other`` is in this set."""
        return other.mask & ~self.mask == 0

    def isdisjoint(self, other: CardSet) -> bool:
        """Whether the two sets share no card."""
        return self.mask & other.mask == 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self.mask == other.mask

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, CardSet):
            return NotImplemented
        return self.mask != other.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("CardSet is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("CardSet is immutable")

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (CardSet.from_mask, (self.mask,))

    # -- helpers -------------------------------------------------------------------------
    def of(self, suit: Suit) -> CardSet:
        """The cards of this set in one suit."""
        return _new(self.mask & (0x1FFF << (13 * int(suit))))

    def with_card(self, card: Card) -> CardSet:
        """This set with ``card`` added."""
        return _new(self.mask | card.bit)

    def without(self, card: Card) -> CardSet:
        """This set with ``card`` removed (no error if it was not there)."""
        s = _object_new(CardSet)
        _set_mask(s, self.mask & ~card.bit)
        return s

    def to_text(self, style: str = "french", sep: str = " ") -> str:
        """The cards in card order, each in ``style`` (see
        [`kartenregeln.names.label`][kartenregeln.names.label])."""
        return sep.join(label(c, style) for c in self.cards)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import hand

        return hand(self)

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        if not self.mask:
            return "CardSet()"
        return f"CardSet.parse({self.to_text()!r})"


_set_mask: Final = CardSet.__dict__["mask"].__set__
_object_new: Final = object.__new__


def _new(mask: int) -> CardSet:
    s = _object_new(CardSet)
    _set_mask(s, mask)
    return s


def indices(mask: int) -> list[int]:
    """The card indices whose bits are set in ``mask``, lowest first.

    For code that works on raw masks; a [`CardSet`][kartenregeln.cards.CardSet] iterates its cards
    directly.

    >>> indices(0b10110)
    [1, 2, 4]
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


DECK: Final[CardSet] = CardSet.deck()
"""All 52 cards."""


# -- the text forms of a card (public in kartenregeln.names) ------------------------------
# They live here so that this module imports nothing of the library but the errors:
# ``Card.parse``, ``str(card)`` and ``format(card, style)`` use them.

Language = Literal["de", "en"]
Face = Literal["bavarian", "french"]

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
    write = _LABELS.get(style) if isinstance(style, str) else None
    if write is None:
        raise ValueError(f"unknown card style {style!r}; known: {', '.join(STYLES)}")
    return write(card)


_LABELS: Final[dict[str, Callable[[Card], str]]] = {
    "schafkopf": schafkopf_code,
    "bavarian": schafkopf_code,
    "french": french_code,
    "symbol": symbol_code,
    "de": lambda card: long_name(card, "de", "bavarian"),
    "de-bavarian": lambda card: long_name(card, "de", "bavarian"),
    "de-french": lambda card: long_name(card, "de", "french"),
    "en": lambda card: long_name(card, "en", "french"),
    "en-french": lambda card: long_name(card, "en", "french"),
    "en-bavarian": lambda card: long_name(card, "en", "bavarian"),
    "glyph": glyph,
    "braille": braille,
}
"""Each style's writer (the aliases included)."""


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
        raise NotationError(text, say("card_empty"))
    found = _LOOKUP.get(key)
    if found is None:
        raise NotationError(text, say("card_not_parsed"))
    if len(found) > 1:
        names = " or ".join(sorted(long_name(c) for c in found))
        raise NotationError(text, say("card_ambiguous", names=names))
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
                raise NotationError(
                    text, say("cards_ambiguous", chunk=repr(chunk), names=names), pos
                )
            (card,) = found
            if card in seen:
                raise NotationError(text, say("cards_twice", chunk=repr(chunk)), pos)
            seen.add(card)
            cards.append(card)
            i += width
            break
        else:
            raise NotationError(text, say("not_a_card", text=repr(tokens[i][1])), pos)
    return tuple(cards)
