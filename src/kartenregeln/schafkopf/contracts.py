"""Games (contracts) and the per-game card tables used on the hot path.

>>> g = Contract(GameKind.FARBSOLO, Suit.HERZ, tout=True)
>>> str(g), g.game_class
('tout solo herz', 2)
>>> t = table_for(Contract(GameKind.WENZ))
>>> from kartenregeln.cards import CardSet
>>> CardSet.from_mask(t.trump_mask).to_text("schafkopf")
'EU GU HU SU'
>>> g = Contract(GameKind.FARBWENZ, "gras")
>>> str(g), g.name("de"), g.name()
('farbwenz gras', 'Gras-Farbwenz', 'Leaves Farbwenz')
>>> " ".join(card_code(Card.from_index(i)) for i in table_for(g).trumps)
'EU GU HU SU GA GZ GK GO G9 G8 G7'
"""

from __future__ import annotations

import functools
from typing import Any, Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.errors import NotationError
from kartenregeln.messages import RENDERERS, say
from kartenregeln.schafkopf.contract_text import LONGEST, read_parts
from kartenregeln.schafkopf.rules import Deck, GameKind

__all__ = [
    "AUGEN",
    "SK_DECK",
    "SUIT_WORDS",
    "Contract",
    "Table",
    "card_code",
    "table_for",
]

SUITS: Final = (Suit.EICHEL, Suit.GRAS, Suit.HERZ, Suit.SCHELLEN)
RANKS: Final = (
    Rank.SAU,
    Rank.ZEHN,
    Rank.KOENIG,
    Rank.OBER,
    Rank.UNTER,
    Rank.NEUN,
    Rank.ACHT,
    Rank.SIEBEN,
)
SUIT_WORDS: Final = {
    Suit.EICHEL: "eichel",
    Suit.GRAS: "gras",
    Suit.HERZ: "herz",
    Suit.SCHELLEN: "schellen",
}
SUIT_NAMES_DE: Final = {
    Suit.EICHEL: "Eichel",
    Suit.GRAS: "Gras",
    Suit.HERZ: "Herz",
    Suit.SCHELLEN: "Schellen",
}
_AUGEN_OF_RANK: Final = {
    Rank.SAU: 11,
    Rank.ZEHN: 10,
    Rank.KOENIG: 4,
    Rank.OBER: 3,
    Rank.UNTER: 2,
}

SK_CARDS: Final[tuple[Card, ...]] = tuple(sorted(Card(s, r) for s in SUITS for r in RANKS))
SK_DECK: Final[int] = sum(c.bit for c in SK_CARDS)
"""The mask of the 32 Schafkopf cards."""
SHORT_DECK: Final[int] = sum(c.bit for c in SK_CARDS if c.rank not in (Rank.ACHT, Rank.SIEBEN))
"""The mask of the 24 cards of the short deck (kurze Karte)."""
DECK_MASK: Final = {Deck.LONG: SK_DECK, Deck.SHORT: SHORT_DECK}
"""The cards of each ``Deck``."""
AUGEN: Final[tuple[int, ...]] = tuple(
    _AUGEN_OF_RANK.get(Card.from_index(i).rank, 0) if i % 13 < 8 else 0 for i in range(52)
)
"""Augen per card index."""
SUIT_MASK: Final = tuple(0xFF << (13 * s) for s in range(4))
OBER_MASK: Final = sum(Card(s, Rank.OBER).bit for s in SUITS)
UNTER_MASK: Final = sum(Card(s, Rank.UNTER).bit for s in SUITS)
TRUMP: Final = 4
"""The follow class of trump."""


def card_code(card: Card) -> str:
    """The Schafkopf code of a card (``EO``)."""
    from kartenregeln.names import schafkopf_code

    return schafkopf_code(card)


def _suit_of(word: Any) -> Suit | None:
    if word is None or isinstance(word, Suit):
        return word
    if isinstance(word, str):
        for suit, name in SUIT_WORDS.items():
            if name == word.casefold():
                return suit
        raise ValueError(f"unknown suit {word!r}: use eichel, gras, herz or schellen")
    if isinstance(word, int) and not isinstance(word, bool) and 0 <= word <= 3:
        return Suit(word)
    raise ValueError(f"Contract.suit must be a Suit, a suit word or None, not {word!r}")


def _check_tout(inst: object, attribute: attrs.Attribute[bool], value: object) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"Contract.tout must be True or False, not {value!r}")


def _kind_of(word: Any) -> GameKind:
    """A game kind from its value or its word, any case (``"solo"`` is a Farbsolo)."""
    if isinstance(word, GameKind):
        return word
    try:
        if isinstance(word, str):
            text = word.strip().casefold()
            return GameKind.FARBSOLO if text == "solo" else GameKind(text)
        return GameKind(word)
    except (ValueError, TypeError):
        kinds = ", ".join(k.value for k in GameKind)
        raise ValueError(f"Contract.kind must be one of {kinds}, not {word!r}") from None


_SUITED: Final = (GameKind.FARBSOLO, GameKind.FARBWENZ, GameKind.FARBGEIER)
_BETTELS: Final = (GameKind.BETTEL, GameKind.BETTEL_OUVERT)
_TOUT_KINDS: Final = (
    GameKind.FARBSOLO,
    GameKind.WENZ,
    GameKind.GEIER,
    GameKind.FARBWENZ,
    GameKind.FARBGEIER,
)
_SUIT_WORDS: Final[dict[str, Suit]] = {
    "eichel": Suit.EICHEL,
    "kreuz": Suit.EICHEL,
    "clubs": Suit.EICHEL,
    "gras": Suit.GRAS,
    "gruen": Suit.GRAS,
    "grün": Suit.GRAS,
    "blatt": Suit.GRAS,
    "pik": Suit.GRAS,
    "spades": Suit.GRAS,
    "herz": Suit.HERZ,
    "hearts": Suit.HERZ,
    "schellen": Suit.SCHELLEN,
    "karo": Suit.SCHELLEN,
    "diamonds": Suit.SCHELLEN,
}


@attrs.frozen(cache_hash=True)
class Contract(WireMethods):
    """A game: its ``kind``, the ``suit`` (the called Sau's suit in a Rufspiel, the trump
    suit of a Farbsolo, Farbwenz or Farbgeier, ``Suit.HERZ`` for a Bettel with Herz as
    trump, else ``None``) and whether it is played ``tout``.

    The kind and the suit may be given as words, as in the notation:
    ``Contract("solo", "eichel") == Contract.parse("solo eichel")``; ``str(contract)``
    is that notation and [`parse`][kartenregeln.schafkopf.contracts.Contract.parse] reads it
    back."""

    kind: GameKind = attrs.field(converter=_kind_of)
    suit: Suit | None = attrs.field(default=None, converter=_suit_of)
    tout: bool = attrs.field(default=False, validator=_check_tout)

    def __attrs_post_init__(self) -> None:
        kind, suit = self.kind, self.suit
        if kind is GameKind.RUFSPIEL:
            if suit is None or suit == Suit.HERZ:
                raise ValueError(say("rufspiel_suits"))
        elif kind in _SUITED:
            if suit is None:
                raise ValueError(say("needs_trump_suit", kind=kind.value.capitalize()))
        elif kind in _BETTELS:
            if suit is not None and suit != Suit.HERZ:
                raise ValueError(
                    f"{kind.value} has no suit but herz (the Bettel with Herz as trump)"
                )
        elif suit is not None:
            raise ValueError(say("kind_no_suit", kind=kind.value))
        if self.tout and kind not in _TOUT_KINDS:
            raise ValueError(say("kind_no_tout", kind=kind.value))

    @classmethod
    def parse(cls, text: str) -> Contract:
        """The contract written as ``text``: ``rufspiel gras``, ``solo herz``, ``wenz``,
        ``tout geier``, ``sie``, ``ramsch`` (any case; suit synonyms such as ``kreuz``
        or ``hearts`` too). Raises [`NotationError`][kartenregeln.errors.NotationError]."""
        return parse_contract(text)

    @property
    def game_class(self) -> int:
        """0 Rufspiel, 1 Solo (Farbsolo, Wenz, Geier, Farbwenz, Farbgeier and, below them
        all, Bettel and Bettel ouvert), 2 Tout, 3 Sie (-1 Ramsch)."""
        if self.kind is GameKind.RUFSPIEL:
            return 0
        if self.kind is GameKind.SIE:
            return 3
        if self.kind is GameKind.RAMSCH:
            return -1
        return 2 if self.tout else 1

    @property
    def is_bettel(self) -> bool:
        """Whether this is a Bettel (plain or ouvert): the declarer must take no trick."""
        return self.kind is GameKind.BETTEL or self.kind is GameKind.BETTEL_OUVERT

    @property
    def is_solo(self) -> bool:
        """Whether the declarer plays alone against three (every game but Rufspiel/Ramsch)."""
        return self.kind not in (GameKind.RUFSPIEL, GameKind.RAMSCH)

    def __str__(self) -> str:
        kind = self.kind
        if kind is GameKind.RUFSPIEL:
            assert self.suit is not None
            text = "rufspiel " + SUIT_WORDS[self.suit]
        elif kind is GameKind.FARBSOLO:
            assert self.suit is not None
            text = "solo " + SUIT_WORDS[self.suit]
        elif self.suit is not None:
            text = kind.value + " " + SUIT_WORDS[self.suit]
        else:
            text = kind.value
        return "tout " + text if self.tout else text

    def article(self) -> str:
        """The German article of the game in the accusative, as a result line needs it:
        ``das`` Rufspiel, ``das`` Herz-Solo, ``den`` Wenz, ``den`` Bettel; none for a
        Sie (``gewinnt Sie``)."""
        if self.kind is GameKind.SIE:
            return ""
        neuter = self.kind in (GameKind.RUFSPIEL, GameKind.FARBSOLO)
        return "das" if neuter else "den"

    def name(self, lang: str = "en", face: str = "bavarian") -> str:
        """A readable name in ``lang`` (``"en"``, the default, or ``"de"``): ``Rufspiel
        auf die Gras-Sau``, ``Herz-Solo Tout``, ``Wenz``; ``Rufspiel with the Ace of Leaves``,
        ``Hearts Solo Tout``."""
        from kartenregeln.names import _SUIT_WORD

        words: Any = _SUIT_WORD
        suit = "" if self.suit is None else words[(lang, face)][self.suit]
        kind = self.kind
        if kind is GameKind.RUFSPIEL:
            de = lang == "de"
            text = f"Rufspiel auf die {suit}-Sau" if de else f"Rufspiel with the Ace of {suit}"
        elif kind is GameKind.FARBSOLO:
            text = f"{suit}-Solo" if lang == "de" else f"{suit} Solo"
        elif self.suit is not None:
            word = kind.value.capitalize()
            text = f"{suit}-{word}" if lang == "de" else f"{suit} {word}"
        else:
            text = kind.value.capitalize()
        return text + " Tout" if self.tout else text


@attrs.frozen(eq=False)
class Table:
    """Per-game card tables, indexed by card index: follow class (0–3 suit, 4 trump),
    power inside the class, the trump mask, the masks of each class and the trumps from
    the highest down."""

    follow: tuple[int, ...]
    power: tuple[int, ...]
    trump_mask: int
    class_mask: tuple[int, ...]
    trumps: tuple[int, ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self


_PLAIN_ORDER: Final = (
    Rank.SAU,
    Rank.ZEHN,
    Rank.KOENIG,
    Rank.OBER,
    Rank.UNTER,
    Rank.NEUN,
    Rank.ACHT,
    Rank.SIEBEN,
)


_BETTEL_ORDER: Final = (
    Rank.SAU,
    Rank.KOENIG,
    Rank.OBER,
    Rank.UNTER,
    Rank.ZEHN,
    Rank.NEUN,
    Rank.ACHT,
    Rank.SIEBEN,
)
"""The order of every suit in a Bettel (no trumps): the Zehn ranks under the Unter."""


def _build(trumps: list[Card], plain_order: tuple[Rank, ...] = _PLAIN_ORDER) -> Table:
    follow = [-1] * 52
    power = [0] * 52
    trump_mask = 0
    for pos, card in enumerate(trumps):
        follow[card.index] = TRUMP
        power[card.index] = 100 - pos
        trump_mask |= card.bit
    class_mask = [0, 0, 0, 0, trump_mask]
    for s in SUITS:
        p = 50
        for r in plain_order:
            c = Card(s, r)
            if c.bit & trump_mask:
                continue
            follow[c.index] = int(s)
            power[c.index] = p
            p -= 1
            class_mask[int(s)] |= c.bit
    return Table(
        tuple(follow),
        tuple(power),
        trump_mask,
        tuple(class_mask),
        tuple(c.index for c in trumps),
    )


def _suit_run(suit: Suit, skip: tuple[Rank, ...] = (Rank.OBER, Rank.UNTER)) -> list[Card]:
    return [Card(suit, r) for r in _PLAIN_ORDER if r not in skip]


_OBER: Final = [Card(s, Rank.OBER) for s in SUITS]
_UNTER: Final = [Card(s, Rank.UNTER) for s in SUITS]
_TABLES: dict[tuple[GameKind, Suit | None], Table] = {}


def table_for(game: Contract) -> Table:
    """The tables of ``game`` (cached)."""
    found = _TABLE_OF.get(game)
    if found is None:
        found = _TABLE_OF[game] = _table_for(game)
    return found


_TABLE_OF: dict[Contract, Table] = {}
"""The tables by game (a dict lookup: a contract caches its hash)."""


def _table_for(game: Contract) -> Table:
    kind = game.kind
    if kind in (GameKind.RUFSPIEL, GameKind.RAMSCH, GameKind.SIE):
        key: tuple[GameKind, Suit | None] = (GameKind.RUFSPIEL, None)
    elif kind is GameKind.BETTEL_OUVERT:
        key = (GameKind.BETTEL, game.suit)
    else:
        key = (kind, game.suit)
    table = _TABLES.get(key)
    if table is None:
        if key[0] is GameKind.RUFSPIEL or key == (GameKind.BETTEL, Suit.HERZ):
            # a Bettel with Herz as trump: the trumps and order of a Herz-Solo
            trumps = _OBER + _UNTER + _suit_run(Suit.HERZ)
        elif key[0] is GameKind.FARBSOLO:
            assert game.suit is not None
            trumps = _OBER + _UNTER + _suit_run(game.suit)
        elif key[0] is GameKind.WENZ:
            trumps = list(_UNTER)
        elif key[0] is GameKind.GEIER:
            trumps = list(_OBER)
        elif key[0] is GameKind.FARBWENZ:
            assert game.suit is not None
            trumps = _UNTER + _suit_run(game.suit, (Rank.UNTER,))
        elif key[0] is GameKind.FARBGEIER:
            assert game.suit is not None
            trumps = _OBER + _suit_run(game.suit, (Rank.OBER,))
        else:
            table = _TABLES[key] = _build([], _BETTEL_ORDER)
            return table
        table = _TABLES[key] = _build(trumps)
    return table


# -- reading a contract (the words are contract_text's) ----------------------------------


@functools.lru_cache(maxsize=4096)
def read_game(text: str, *, strict: bool = True) -> Contract | None:
    """The contract named by ``text``, or ``None`` when ``strict`` is false and the text
    names no game at all (it holds no game word, so it may be a card). Raises
    [`NotationError`][kartenregeln.errors.NotationError] for text that names a game
    badly or is longer than ``LONGEST``. The answers are cached (they are values).

    >>> str(read_game("Herz-Solo")), read_game("EA", strict=False)
    ('solo herz', None)
    """
    parts = read_parts(text, strict=strict)
    if parts is None:
        return None
    kind, suit, tout = parts
    try:
        return Contract(kind, suit, tout=tout)
    except ValueError as exc:
        first = exc.args[0] if exc.args else ""
        raise NotationError(text, first if isinstance(first, str) else str(exc)) from None


def parse_contract(text: str) -> Contract:
    """The contract written as ``text`` (``Contract.parse``; the words it reads are those
    of ``kartenregeln.schafkopf.contract_text``)."""
    if not isinstance(text, str):
        raise TypeError(f"Contract.parse takes a str, not {type(text).__name__}")
    if len(text) > LONGEST:
        raise NotationError(text, say("too_long_game", n=LONGEST))
    game = read_game(text)
    assert game is not None
    return game


def _game_words(value: str, lang: str) -> str | None:
    """A game named in a sentence (notation or a name) in words of ``lang``."""
    if len(value) > LONGEST:
        return None
    try:
        game = read_game(value, strict=False)
    except NotationError:
        return None
    return None if game is None else game.name(lang)


for _blank in ("game", "best", "game_name", "other"):
    RENDERERS[_blank] = _game_words
