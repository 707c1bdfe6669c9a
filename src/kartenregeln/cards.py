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

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Any, Final, final

from typing_extensions import Self

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
        from kartenregeln.names import parse_card

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
        from kartenregeln.names import french_code

        return french_code(self)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    def __format__(self, spec: str) -> str:
        """``format(card, style)`` with any style of
        [`kartenregeln.names.label`][kartenregeln.names.label]."""
        if not spec:
            return str(self)
        from kartenregeln.names import label

        return label(self, spec)


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
        from kartenregeln.names import parse_cards

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
        from kartenregeln.names import label

        return sep.join(label(c, style) for c in self.cards)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

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
