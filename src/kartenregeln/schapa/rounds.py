"""The eight rounds as data: each round is a tuple of scoring parts.

A part turns what the seats took (tricks, cards, the last trick, their finishing order in
round 7) into points. Round 8 is simply the tuple of the parts of rounds 1/6, 3, 4, 5 and 6.

>>> [str(p) for p in ROUNDS[8].parts]  # doctest: +NORMALIZE_WHITESPACE
['+5 per trick', '-20 per Q taken; all of them to one seat: +80', '-80 for KS',
 '-60 for the last trick', 'clubs taken count minus their value']
>>> print(ROUNDS[4].name("de"), "/", ROUNDS[4].name("en"))
Pik-König / King of Spades
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Final, Literal

import attrs

from kartenregeln._fast import by_identity, fast_constructor
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.game import SettlementLine
from kartenregeln.game import _shared_line as _line
from kartenregeln.messages import Message, _fill, say
from kartenregeln.names import french_code

__all__ = [
    "ROUNDS",
    "CardValues",
    "FinishingOrder",
    "LastTrick",
    "OneCard",
    "Part",
    "PerCard",
    "PerTrick",
    "Round",
    "Tally",
]

Language = Literal["de", "en"]

_SUITS: Final = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)

_RANK_CODE: Final = {
    Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J", Rank.TEN: "10",
    Rank.NINE: "9", Rank.EIGHT: "8", Rank.SEVEN: "7", Rank.SIX: "6", Rank.FIVE: "5",
    Rank.FOUR: "4", Rank.THREE: "3", Rank.TWO: "2",
}  # fmt: skip


@attrs.frozen(slots=True)
class Tally:
    """What the seats have taken so far: the input of every scoring part.

    ``taken`` the cards each seat took in tricks (masks), ``tricks_won`` the number of
    tricks per seat, ``last_winner`` the winner of the last trick once it has been played,
    ``finished`` the seats in the order they got rid of their cards (round 7), ``deck`` the
    mask of the cards in play.
    """

    players: int
    deck: int
    taken: tuple[int, ...] = ()
    tricks_won: tuple[int, ...] = ()
    last_winner: int | None = None
    finished: tuple[int, ...] = ()


_CODES: Final = tuple(french_code(Card.from_index(i)) for i in range(52))


def _joined(first: int, pattern: int) -> str:
    return " ".join([_CODES[first + j] for j in range(pattern.bit_length()) if pattern >> j & 1])


_CODE_HALVES: Final = tuple(
    (
        tuple(_joined(13 * s, p) for p in range(128)),
        tuple(_joined(13 * s + 7, p) for p in range(64)),
    )
    for s in range(4)
)
"""Per suit (13 bits of a mask): the codes of each set of its first seven cards, by their
pattern, and of each set of its last six. Speed: a set of cards is named in a few look-ups,
as the sets of clubs a seat takes seldom repeat (a suit has 8192 subsets)."""

_new_line: Final[Callable[..., SettlementLine]] = fast_constructor(SettlementLine)
"""``SettlementLine(label, value, factor, seat)`` without its ``__init__`` (speed)."""

_Settled = tuple[tuple[int, ...], tuple[SettlementLine, ...]]
"""A part's scores per seat and its lines, as one pass over a tally gives them."""


@lru_cache(maxsize=1024)
def _trick_line(won: int, points: int, seat: int) -> SettlementLine:
    return SettlementLine(say("tricks", n=won, points=f"{points:+d}"), points * won, False, seat)


# Speed: the results (scores and lines) of the parts of one card and of the last trick are
# cached by what they read of the tally: the same few, round after round.


@lru_cache(maxsize=256)
def _one_card(index: int, points: int, held: tuple[int, ...]) -> _Settled:
    """``held``: each seat's bit of card ``index`` (0 if it did not take it)."""
    label = say("taken", cards=str(Card.from_index(index)))
    scores = tuple([points if bit else 0 for bit in held])
    lines = [_new_line(label, points, False, s) for s, bit in enumerate(held) if bit]
    return scores, tuple(lines)


@lru_cache(maxsize=256)
def _last_trick(points: int, players: int, last: int | None) -> _Settled:
    scores = tuple([points if s == last else 0 for s in range(players)])
    if last is None:
        return scores, ()
    return scores, (_new_line(say("last_trick"), points, False, last),)


@lru_cache(maxsize=16384)
def _cards_label(key: str, mask: int, points: int | None = None) -> Message:
    """The label ``key`` naming the cards of ``mask`` (and ``points``): the same few
    labels settle round after round. Made with ``_fill``, unchecked: these keys have
    the blanks ``cards`` and ``points`` (``tests/schapa/test_sp_fast_path.py``)."""
    if points is None:
        return _fill(key, cards=_cards(mask))
    return _fill(key, cards=_cards(mask), points=f"{points:+d}")


@cache
def _place_label(n: int) -> Message:
    """``Place n``: the label of round 7's lines, the same few round after round."""
    return say("place", n=n)


def _cards(mask: int) -> str:
    """The French codes of the cards in ``mask``, in card order."""
    names = []
    for low, high in _CODE_HALVES:
        if not mask:
            break
        if mask & 0x7F:
            names.append(low[mask & 0x7F])
        if mask & 0x1F80:
            names.append(high[(mask & 0x1F80) >> 7])
        mask >>= 13
    return " ".join(names)


@cache
def _rank_mask(rank: Rank) -> int:
    return sum(Card(s, rank).bit for s in _SUITS)


_ValueTable = tuple[int, int, tuple[int, ...], tuple[int, ...]]


@cache
def _value_table(suit: Suit, values: tuple[tuple[Rank, int], ...]) -> _ValueTable:
    """The mask of the suit's valued cards, the suit's first bit, and the value of each set
    of its cards in two halves: of each set of its first seven cards (by their pattern) and
    of its last six. Speed: a set's value is two look-ups (see ``_value_of``)."""
    first = 13 * int(suit)
    value = [0] * 13
    valued = 0
    for r, v in values:
        bit = Card(suit, r).bit
        value[bit.bit_length() - 1 - first] = v
        valued |= bit
    low = tuple(sum(value[j] for j in range(7) if p >> j & 1) for p in range(128))
    high = tuple(sum(value[7 + j] for j in range(6) if p >> j & 1) for p in range(64))
    return valued, first, low, high


def _value_of(mask: int, table: _ValueTable) -> int:
    """The value of the cards of ``mask`` (the suit's valued cards only) by ``table``."""
    _, first, low, high = table
    pattern = mask >> first
    return low[pattern & 0x7F] + high[pattern >> 7]


@attrs.frozen(slots=True)
class PerTrick:
    """``points`` for each trick a seat takes."""

    points: int = 5

    def scores(self, t: Tally) -> tuple[int, ...]:
        points = self.points
        return tuple([points * w for w in t.tricks_won])

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        points = self.points
        scores = []
        lines = []
        # one loop: cheaper than two list comprehensions (each a call on Python 3.11)
        for s, w in enumerate(t.tricks_won):
            scores.append(points * w)
            if w:
                lines.append(_trick_line(w, points, s))
        return tuple(scores), tuple(lines)

    def scoring_cards(self, deck: int) -> int:
        return 0

    @property
    def needs_every_trick(self) -> bool:
        return True

    def describe(self, lang: Language = "en") -> str:
        if lang == "de":
            return f"{self.points:+d} für jeden Stich"
        return f"{self.points:+d} for each trick"

    def __str__(self) -> str:
        return f"{self.points:+d} per trick"


@attrs.frozen(slots=True)
class PerCard:
    """``points`` for each card of ``rank`` a seat takes; a seat that takes all of them
    scores ``all_taken_multiplier`` times the sum instead (the queens' +80)."""

    rank: Rank = Rank.QUEEN
    points: int = -20
    all_taken_multiplier: int = -1

    def _mask(self, deck: int) -> int:
        return _rank_mask(self.rank) & deck

    def scores(self, t: Tally) -> tuple[int, ...]:
        mask = self._mask(t.deck)
        out = []
        for taken in t.taken:
            count = (taken & mask).bit_count()
            score = self.points * count
            if mask and taken & mask == mask:
                score *= self.all_taken_multiplier
            out.append(score)
        return tuple(out)

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        mask = self._mask(t.deck)
        points = self.points
        scores = []
        lines = []
        for s, taken in enumerate(t.taken):
            mine = taken & mask
            if not mine:
                scores.append(0)
                continue
            score = points * mine.bit_count()
            if mine == mask:
                score *= self.all_taken_multiplier
                label = _cards_label("all_taken", mine)
            else:
                label = _cards_label("taken_at", mine, points)
            scores.append(score)
            lines.append(_new_line(label, score, False, s))
        return tuple(scores), tuple(lines)

    def scoring_cards(self, deck: int) -> int:
        return self._mask(deck)

    @property
    def needs_every_trick(self) -> bool:
        return False

    def describe(self, lang: Language = "en") -> str:
        bonus = self.points * 4 * self.all_taken_multiplier
        if lang == "de":
            word = "Dame" if self.rank == Rank.QUEEN else _RANK_CODE[self.rank]
            return f"{self.points:+d} für jede {word}; wer alle bekommt: {bonus:+d}"
        word = "queen" if self.rank == Rank.QUEEN else _RANK_CODE[self.rank]
        return f"{self.points:+d} for each {word}; a seat that takes all four: {bonus:+d}"

    def __str__(self) -> str:
        bonus = self.points * 4 * self.all_taken_multiplier
        code = _RANK_CODE[self.rank]
        return f"{self.points:+d} per {code} taken; all of them to one seat: {bonus:+d}"


_KING_OF_SPADES: Final = Card(Suit.SPADES, Rank.KING)


@attrs.frozen(slots=True)
class OneCard:
    """``points`` for the seat that takes ``card`` (K♠: −80)."""

    card: Card = _KING_OF_SPADES
    points: int = -80

    def scores(self, t: Tally) -> tuple[int, ...]:
        bit = self.card.bit
        points = self.points
        return tuple([points if taken & bit else 0 for taken in t.taken])

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        card = self.card
        bit = card.bit
        held = []
        for taken in t.taken:
            held.append(taken & bit)
        return _one_card(card.index, self.points, tuple(held))

    def scoring_cards(self, deck: int) -> int:
        return self.card.bit & deck

    @property
    def needs_every_trick(self) -> bool:
        return False

    def describe(self, lang: Language = "en") -> str:
        if lang == "de":
            return f"{self.points:+d} für {self.card:de-french}"
        return f"{self.points:+d} for the {self.card:en}"

    def __str__(self) -> str:
        return f"{self.points:+d} for {self.card}"


@attrs.frozen(slots=True)
class LastTrick:
    """``points`` for the seat that takes the last trick."""

    points: int = -60

    def scores(self, t: Tally) -> tuple[int, ...]:
        last, points = t.last_winner, self.points
        return tuple([points if s == last else 0 for s in range(t.players)])

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        return _last_trick(self.points, t.players, t.last_winner)

    def scoring_cards(self, deck: int) -> int:
        return 0

    @property
    def needs_every_trick(self) -> bool:
        return True

    def describe(self, lang: Language = "en") -> str:
        if lang == "de":
            return f"{self.points:+d} für den letzten Stich"
        return f"{self.points:+d} for the last trick"

    def __str__(self) -> str:
        return f"{self.points:+d} for the last trick"


# Speed, for the lines of ``CardValues`` (most sets of clubs a seat takes are new): its
# ``_value_table`` is found by the part's ``id``, not by hashing its values, and its
# labels, ``{cards} taken``, are made with ``_fill`` (the one blank ``cards``) and kept
# in a plain dict, emptied when it is full.
_VALUE_TABLES: Final[dict[int, _ValueTable]] = {}
"""By the ``id`` of each ``CardValues`` met, while it lives: its ``_value_table``."""
_TAKEN_LABELS: Final[dict[int, Message]] = {}
"""The labels ``{cards} taken`` by the mask of the cards."""
_LABELS_MAX: Final = 16384

_DEFAULT_VALUES: Final = (
    (Rank.ACE, 11), (Rank.KING, 10), (Rank.QUEEN, 10), (Rank.JACK, 10), (Rank.TEN, 10),
    (Rank.NINE, 9), (Rank.EIGHT, 8), (Rank.SEVEN, 7), (Rank.SIX, 6), (Rank.FIVE, 5),
    (Rank.FOUR, 4), (Rank.THREE, 3), (Rank.TWO, 2),
)  # fmt: skip


@attrs.frozen(slots=True)
class CardValues:
    """Each card of ``suit`` taken counts ``sign`` times its value: ace 11, king, queen
    and jack 10, numbers their face value."""

    suit: Suit = Suit.CLUBS
    values: tuple[tuple[Rank, int], ...] = _DEFAULT_VALUES
    sign: int = -1

    def scores(self, t: Tally) -> tuple[int, ...]:
        table = _value_table(self.suit, self.values)
        valued, sign = table[0], self.sign
        return tuple([sign * _value_of(taken & valued, table) for taken in t.taken])

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        valued, first, low, high = _VALUE_TABLES.get(id(self)) or self._table()
        sign = self.sign
        scores = []
        lines = []
        for s, taken in enumerate(t.taken):
            mask = taken & valued
            if not mask:
                scores.append(0)
                continue
            pattern = mask >> first  # _value_of, inlined
            value = sign * (low[pattern & 0x7F] + high[pattern >> 7])
            label = _TAKEN_LABELS.get(mask)
            if label is None:
                if len(_TAKEN_LABELS) >= _LABELS_MAX:
                    _TAKEN_LABELS.clear()
                label = _TAKEN_LABELS[mask] = _fill("taken", cards=_cards(mask))
            lines.append(_new_line(label, value, False, s))
            scores.append(value)
        return tuple(scores), tuple(lines)

    def _table(self) -> _ValueTable:
        return by_identity(_VALUE_TABLES, self, _value_table(self.suit, self.values))

    def scoring_cards(self, deck: int) -> int:
        return _value_table(self.suit, self.values)[0] & deck

    def total(self, deck: int) -> int:
        """The value of all cards of the suit in the deck."""
        table = _value_table(self.suit, self.values)
        return _value_of(deck & table[0], table)

    @property
    def needs_every_trick(self) -> bool:
        return False

    def describe(self, lang: Language = "en") -> str:
        de = lang == "de"
        if self.values == _DEFAULT_VALUES:
            how = (
                "Ass 11, Bilder 10, Zahlen ihr Wert"
                if de
                else "ace 11, court cards 10, numbers face value"
            )
        else:
            how = ", ".join(f"{_RANK_CODE[rank]} {value}" for rank, value in self.values)
        if de:
            word = {Suit.CLUBS: "Kreuz", Suit.SPADES: "Pik", Suit.HEARTS: "Herz"}.get(
                self.suit, "Karo"
            )
            sign = "minus" if self.sign < 0 else "plus"
            return f"jedes {word} zählt {sign} seinen Wert ({how})"
        noun = {Suit.CLUBS: "club", Suit.SPADES: "spade", Suit.HEARTS: "heart"}.get(
            self.suit, "diamond"
        )
        return f"each {noun} counts {'minus' if self.sign < 0 else 'plus'} its value ({how})"

    def __str__(self) -> str:
        word = {Suit.CLUBS: "clubs", Suit.SPADES: "spades", Suit.HEARTS: "hearts"}.get(
            self.suit, "diamonds"
        )
        return f"{word} taken count {'minus' if self.sign < 0 else 'plus'} their value"


@attrs.frozen(slots=True)
class FinishingOrder:
    """Round 7: the first seat out scores 0, the second ``step``, the third 2 × ``step`` …"""

    step: int = -20

    def scores(self, t: Tally) -> tuple[int, ...]:
        out = [0] * t.players
        for place, seat in enumerate(t.finished):
            out[seat] = self.step * place
        return tuple(out)

    def lines(self, t: Tally) -> tuple[SettlementLine, ...]:
        return self._settled(t)[1]

    def _settled(self, t: Tally) -> _Settled:
        step = self.step
        out = [0] * t.players
        lines = []
        for place, seat in enumerate(t.finished):
            out[seat] = step * place
            lines.append(_line(_place_label(place + 1), step * place, False, seat))
        return tuple(out), tuple(lines)

    def scoring_cards(self, deck: int) -> int:
        return 0

    @property
    def needs_every_trick(self) -> bool:
        return True

    def describe(self, lang: Language = "en") -> str:
        if lang == "de":
            return f"wer zuerst alle Karten los ist 0, der Zweite {self.step:+d}, usw."
        return f"first seat out 0, the second {self.step:+d}, the third {2 * self.step:+d}, …"

    def __str__(self) -> str:
        return f"finishing order: 0, {self.step:+d}, {2 * self.step:+d}, …"


Part = PerTrick | PerCard | OneCard | LastTrick | CardValues | FinishingOrder
"""Any scoring part."""


@attrs.frozen(slots=True)
class Round:
    """One round of Schapa: its number, names and descriptions, and its scoring parts."""

    number: int
    names: tuple[str, str]
    """German and English name."""
    texts: tuple[str, str]
    """German and English one-line description."""
    parts: tuple[Part, ...]
    layout: bool = False
    """True for round 7, which is laid out instead of played in tricks."""

    def name(self, lang: Language = "en") -> str:
        """The round's name in ``lang`` (``"en"``, the default, or ``"de"``)."""
        return self.names[0 if lang == "de" else 1]

    def text(self, lang: Language = "en") -> str:
        """What the round scores, in one sentence of ``lang``."""
        return self.texts[0 if lang == "de" else 1]

    def scoring_cards(self, deck: int) -> int:
        """The cards that score in this round (the mask)."""
        out = 0
        for part in self.parts:
            out |= part.scoring_cards(deck)
        return out

    @property
    def can_end_early(self) -> bool:
        """Whether the round ends once every scoring card is taken (rounds 3 and 4)."""
        return not self.layout and not any(p.needs_every_trick for p in self.parts)

    def scores(self, tally: Tally) -> tuple[int, ...]:
        """The round's points per seat for what has been taken."""
        total = [0] * tally.players
        for part in self.parts:
            for s, v in enumerate(part.scores(tally)):
                total[s] += v
        return tuple(total)


_R1 = PerTrick(5)
_R2 = PerTrick(-5)
_R3 = PerCard(Rank.QUEEN, -20, -1)
_R4 = OneCard(Card(Suit.SPADES, Rank.KING), -80)
_R5 = LastTrick(-60)
_R6 = CardValues(Suit.CLUBS)

ROUNDS: Final[dict[int, Round]] = {
    1: Round(1, ("Stiche", "Tricks"),
             ("+5 für jeden Stich", "+5 for each trick taken"), (_R1,)),
    2: Round(2, ("Keine Stiche", "No tricks"),
             ("−5 für jeden Stich", "−5 for each trick taken"), (_R2,)),
    3: Round(3, ("Damen", "Queens"),
             ("−20 für jede Dame; wer alle vier bekommt, +80",
              "−20 for each queen taken; a seat that takes all four gets +80 instead"), (_R3,)),
    4: Round(4, ("Pik-König", "King of Spades"),
             ("−80 für den Pik-König", "−80 for the king of spades"), (_R4,)),
    5: Round(5, ("Letzter Stich", "Last trick"),
             ("−60 für den letzten Stich", "−60 for the last trick"), (_R5,)),
    6: Round(6, ("Kreuz", "Clubs"),
             ("+5 für jeden Stich; jedes Kreuz zählt minus seinen Wert",
              "+5 for each trick; each club taken counts minus its value"), (_R1, _R6)),
    7: Round(7, ("Domino", "Layout"),
             ("Anlegen ab den Siebenen; wer zuerst fertig ist 0, dann −20, −40, …",
              "lay out from the sevens; first out 0, then −20, −40, …"),
             (FinishingOrder(-20),), layout=True),
    8: Round(8, ("Alles zusammen", "All together"),
             ("+5 je Stich, −20 je Dame (+80 für alle), −80 Pik-König, Kreuz minus Wert, "
              "−60 letzter Stich",
              "+5 per trick, −20 per queen (+80 for all four), −80 for the king of spades, "
              "clubs minus their value, −60 for the last trick"),
             (_R1, _R3, _R4, _R5, _R6)),
}  # fmt: skip
"""The eight rounds by number."""
