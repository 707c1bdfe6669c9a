"""The house rules of a Schafkopf game: a frozen ``Rules`` value, validated when built.

>>> Rules().tariff
Tariff(rufspiel=1, solo=5, extra=1, extra_laufende=None, ramsch=None, bettel=None)
>>> Rules.sauspiel().schneider
<Schneider.STANDARD: 'standard'>
>>> Rules(solo_order=("wenz", "farbsolo")).solo_order
('wenz', 'farbsolo')
>>> Rules(tariff=Tariff(rufspiel=-1))
Traceback (most recent call last):
...
ValueError: tariff.rufspiel must be an int >= 0, not -1
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.messages import Message, say

__all__ = [
    "PRESETS",
    "AllPass",
    "Deck",
    "GameKind",
    "Jungfrau",
    "LaufendeMin",
    "RamschTie",
    "Rules",
    "Schneider",
    "Tariff",
    "parse_rules",
]


class GameKind(str, enum.Enum):
    """The kinds of game; ``str(kind)`` is its notation word."""

    RUFSPIEL = "rufspiel"
    FARBSOLO = "farbsolo"
    WENZ = "wenz"
    GEIER = "geier"
    SIE = "sie"
    RAMSCH = "ramsch"
    FARBWENZ = "farbwenz"
    FARBGEIER = "farbgeier"
    BETTEL = "bettel"
    BETTEL_OUVERT = "bettel ouvert"

    def __str__(self) -> str:
        return self.value


class AllPass(str, enum.Enum):
    """What happens when every seat says ``weiter`` in round one."""

    RAMSCH = "ramsch"
    THROW_IN = "throw_in"


class Schneider(str, enum.Enum):
    """Where Schneider starts.

    ``LOSERS_THIRTY``: the losing party has 30 Augen or fewer (the seed).
    ``STANDARD``: a losing declaring party at <= 30, losing opponents at <= 29 (Sauspiel).
    """

    LOSERS_THIRTY = "losers_thirty"
    STANDARD = "standard"


class RamschTie(str, enum.Enum):
    """Who loses a Ramsch when the most Augen are tied.

    ``HIGHEST_TRUMP_TAKEN`` (the default): among the tied, whoever took the highest trump in
    his tricks; if none took a trump, the most tricks; then the first from Vorhand.
    ``HIGHEST_TRUMP_HELD`` (NetSchafkopf, "wer den höheren Ober hatte"): whoever held the
    highest trump in his hand at the deal (so the higher Ober when one of them had an
    Ober); then the first from Vorhand.
    ``FIRST_FROM_VORHAND``: the tied seat first from Vorhand loses.
    ``ALL_TIED_SHARE``: every tied seat loses; the seats that are not tied collect the
    price once from each loser, and each loser pays it to each of them.
    """

    HIGHEST_TRUMP_TAKEN = "highest_trump_taken"
    HIGHEST_TRUMP_HELD = "highest_trump_held"
    FIRST_FROM_VORHAND = "first_from_vorhand"
    ALL_TIED_SHARE = "all_tied_share"


class Deck(str, enum.Enum):
    """The cards in play: ``LONG``, the 32 cards, 8 per hand; ``SHORT``, the "kurze
    Karte": 24 cards without the Achter and Siebener, 6 per hand (dealt 3 and 3)."""

    LONG = "long"
    SHORT = "short"

    @property
    def hand_size(self) -> int:
        """Cards per hand with four players, and so tricks per game (three players hold
        8 cards of the short deck: see ``Rules.hand_size``)."""
        return 8 if self is Deck.LONG else 6

    @property
    def size(self) -> int:
        """The number of cards: 32 or 24."""
        return 32 if self is Deck.LONG else 24

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of this deck, in the order of ``kartenregeln.Card``."""
        low = 7 if self is Deck.LONG else 9
        return CardSet.deck(Rank(r) for r in range(low, 15)).cards


class Jungfrau(str, enum.Enum):
    """What a Jungfrau (a seat without a trick) does to the price of a Ramsch.

    ``DOUBLES_ALL`` (the default): every Jungfrau doubles what every seat collects.
    ``DOUBLES_OWN``: only the payment of the Jungfrau herself to the loser's debt doubles
    (each Jungfrau collects twice the price from the loser, the others once).
    ``DOUBLES_OWN_EACH``: only what a Jungfrau herself collects doubles, once for every
    Jungfrau at the table (with two Jungfrauen each collects four times the price from the
    loser, the others once).
    ``NONE``: a Jungfrau changes nothing.
    """

    DOUBLES_ALL = "doubles_all"
    DOUBLES_OWN = "doubles_own"
    DOUBLES_OWN_EACH = "doubles_own_each"
    NONE = "none"


_MAX_INT: Final = 2**53 - 1
"""The largest integer a record keeps (``records.MAX_INT``): larger prices could not be
written and read back."""


def _nonneg(attr_name: str) -> Any:
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value is None and attribute.default is None:
            return
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            field = f"{attr_name}.{attribute.name}"
            raise ValueError(say("rules_nonneg", field=field, value=repr(value)))
        if value > _MAX_INT:
            field = f"{attr_name}.{attribute.name}"
            raise ValueError(say("rules_max_int", field=field, value=str(value)))

    return check


@attrs.frozen(cache_hash=True)
class Tariff:
    """The prices: ``rufspiel``, ``solo`` (Farbsolo, Wenz, Geier, Farbwenz, Farbgeier),
    ``extra`` per Schneider/Schwarz/Laufender.

    ``extra_laufende`` (default ``None`` = ``extra``) prices a Laufender separately;
    ``ramsch`` (default ``None`` = ``rufspiel``) prices a Ramsch separately;
    ``bettel`` (default ``None`` = ``rufspiel``) prices a Bettel (a Bettel ouvert is worth
    twice that).
    """

    rufspiel: int = attrs.field(default=1, validator=_nonneg("tariff"))
    """The price of a Rufspiel (and of a Ramsch and a Bettel unless they have their own)."""
    solo: int = attrs.field(default=5, validator=_nonneg("tariff"))
    """The price of a Solo: Farbsolo, Wenz, Geier, Farbwenz, Farbgeier."""
    extra: int = attrs.field(default=1, validator=_nonneg("tariff"))
    """The price of Schneider, Schwarz and (unless ``extra_laufende``) each Laufender."""
    extra_laufende: int | None = attrs.field(default=None, validator=_nonneg("tariff"))
    """The price of one Laufender; ``None``: ``extra``."""
    ramsch: int | None = attrs.field(default=None, validator=_nonneg("tariff"))
    """The price of a Ramsch; ``None``: ``rufspiel``."""
    bettel: int | None = attrs.field(default=None, validator=_nonneg("tariff"))
    """The price of a Bettel (a Bettel ouvert is worth twice that); ``None``: ``rufspiel``."""

    @property
    def laufender(self) -> int:
        """The price of one Laufender."""
        return self.extra if self.extra_laufende is None else self.extra_laufende

    @property
    def ramsch_price(self) -> int:
        """The base price of a Ramsch."""
        return self.rufspiel if self.ramsch is None else self.ramsch

    @property
    def bettel_price(self) -> int:
        """The base price of a Bettel."""
        return self.rufspiel if self.bettel is None else self.bettel


def _min_or_none(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 14:
        raise ValueError(say("rules_laufende_min", name=attribute.name, value=repr(value)))


@attrs.frozen(cache_hash=True)
class LaufendeMin:
    """From how many Laufende they are paid, per game kind; ``None``: never paid.

    Farbwenz and Farbgeier default to 3, like the Farbsolo (the Sauspiel games replayed by
    openschafkopf's tests are priced so); a Bettel has no Laufende.
    """

    rufspiel: int | None = attrs.field(default=3, validator=_min_or_none)
    """Laufende paid in a Rufspiel from this many on (``None``: never)."""
    farbsolo: int | None = attrs.field(default=3, validator=_min_or_none)
    """Laufende paid in a Farbsolo from this many on (``None``: never)."""
    wenz: int | None = attrs.field(default=2, validator=_min_or_none)
    """Laufende paid in a Wenz from this many on (``None``: never)."""
    geier: int | None = attrs.field(default=2, validator=_min_or_none)
    """Laufende paid in a Geier from this many on (``None``: never)."""
    farbwenz: int | None = attrs.field(default=3, validator=_min_or_none)
    """Laufende paid in a Farbwenz from this many on (``None``: never)."""
    farbgeier: int | None = attrs.field(default=3, validator=_min_or_none)
    """Laufende paid in a Farbgeier from this many on (``None``: never)."""

    def of(self, kind: GameKind) -> int | None:
        """The minimum for ``kind`` (``None`` for kinds without Laufende)."""
        if kind is GameKind.RUFSPIEL:
            return self.rufspiel
        if kind is GameKind.FARBSOLO:
            return self.farbsolo
        if kind is GameKind.WENZ:
            return self.wenz
        if kind is GameKind.GEIER:
            return self.geier
        if kind is GameKind.FARBWENZ:
            return self.farbwenz
        if kind is GameKind.FARBGEIER:
            return self.farbgeier
        return None


_SOLO_KINDS = ("farbsolo", "wenz", "geier", "farbwenz", "farbgeier")


def _check_solo_order(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple):
        raise ValueError(say("rules_kinds_tuple", field="solo_order", value=repr(value)))
    for kind in value:
        if kind not in _SOLO_KINDS:
            known = ", ".join(_SOLO_KINDS)
            raise ValueError(
                say("rules_kinds_unknown", field="solo_order", kind=repr(kind), known=known)
            )
    if len(set(value)) != len(value):
        raise ValueError(say("rules_kinds_twice", field="solo_order", value=repr(value)))


def _check_tout_games(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple):
        raise ValueError(say("rules_kinds_tuple", field="tout_games", value=repr(value)))
    for kind in value:
        if kind not in _SOLO_KINDS:
            known = ", ".join(_SOLO_KINDS)
            raise ValueError(
                say("rules_kinds_unknown", field="tout_games", kind=repr(kind), known=known)
            )
    if len(set(value)) != len(value):
        raise ValueError(say("rules_kinds_twice", field="tout_games", value=repr(value)))


def _solo_order_conv(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return value


def _enum_conv(enum_cls: Any) -> Any:
    def conv(value: Any) -> Any:
        if isinstance(value, enum_cls):
            return value
        try:
            return enum_cls(value)
        except ValueError:
            choices = ", ".join(repr(m.value) for m in enum_cls)
            name = enum_cls.__name__
            raise ValueError(
                say("rules_enum", enum=name, choices=choices, value=repr(value))
            ) from None

    return conv


def _to_all_pass(value: Any) -> AllPass:
    result: AllPass = _enum_conv(AllPass)(value)
    return result


def _to_schneider(value: Any) -> Schneider:
    result: Schneider = _enum_conv(Schneider)(value)
    return result


def _to_ramsch_tie(value: Any) -> RamschTie:
    result: RamschTie = _enum_conv(RamschTie)(value)
    return result


def _to_deck(value: Any) -> Deck:
    result: Deck = _enum_conv(Deck)(value)
    return result


def _to_jungfrau(value: Any) -> Jungfrau:
    result: Jungfrau = _enum_conv(Jungfrau)(value)
    return result


def _bool(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(say("rules_bool", field=attribute.name, value=repr(value)))


def _durchmarsch(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not 61 <= value <= 120:
        raise ValueError(say("rules_durchmarsch", value=repr(value)))


def _stock(inst: Any, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValueError(say("rules_stock", value=repr(value)))
    if value > _MAX_INT:
        raise ValueError(say("rules_max_int", field="stock", value=str(value)))
    if inst.all_pass is not AllPass.THROW_IN:
        raise ValueError(say("rules_stock_throw_in"))


def _players(inst: Any, attribute: attrs.Attribute[Any], value: object) -> None:
    if value not in (3, 4) or not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(say("rules_sk_players", value=repr(value)))


def _instance(cls: type) -> Any:
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, cls):
            kind = cls.__name__
            raise ValueError(
                say("rules_instance", field=attribute.name, kind=kind, value=repr(value))
            )

    return check


@attrs.frozen(cache_hash=True)
class Rules(WireMethods):
    """Every option of a Schafkopf table, with the Speedschafkopf defaults (``Rules()``).

    The house-rule options (all off or at today's behaviour by default):

    - ``farbwenz`` / ``farbgeier``: the Farbwenz (the four Unter, then one suit
      A Z K O 9 8 7) and the Farbgeier (the four Ober, then one suit A Z K U 9 8 7) may be
      announced, in the Solo class (and as Tout if ``tout``).
    - ``bettel`` / ``bettel_ouvert``: the Bettel (the declarer must take no trick; no
      trumps; every suit A K O U Z 9 8 7) and the Bettel ouvert (the same, the declarer's
      hand open after the first trick); both rank above every Rufspiel and below every
      Solo, the ouvert above the plain Bettel.
    - ``bettel_stichzwang``: on, a Bettel (plain or ouvert) is played with Stichzwang: a
      seat that follows the led suit must play a card of it that beats the best card of
      the trick so far, when it holds one (otherwise any card of the suit; a seat without
      the suit plays any card, as always).
    - ``bettel_herz``: on, the Bettel and the Bettel ouvert are played with Herz as trump
      (notation ``bettel herz``, ``bettel ouvert herz``): the trumps and the order of a
      Herz-Solo (the four Ober, the four Unter, then Herz A Z K 9 8 7; every other suit
      A Z K 9 8 7) instead of no trumps; the plain Bettel is then not played.
    - ``tout_games``: the games that may be announced Tout (when ``tout`` is on): by
      default all five Solo games; e.g. ``("farbsolo", "wenz")`` for the tables that know
      only the Solo-Tout and the Wenz-Tout.
    - ``jungfrau``: what a Jungfrau does to a Ramsch (see
      [`Jungfrau`][kartenregeln.schafkopf.rules.Jungfrau]).
    - ``davonlaufen``: off, the holder of the called Sau may never lead its suit with
      another card, however many cards of it he holds.
    - ``sie``: off, there is no Sie announcement.
    - ``re_by_partner``: on, the called partner of a Rufspiel may answer a Kontra with Re
      too: when the declarer says gut, the two other seats that did not say Kontra are
      asked in turn (both, so the turn does not give the partner away); the partner may
      say re or gut, the other opponent only gut. Off, only the declarer answers.
    - ``stock``: when all pass (``all_pass=AllPass.THROW_IN``), every seat pays this into
      the pot (Stock); the pot is carried from game to game (``Match.pot``): the winning
      party of the next Rufspiel takes it, half each, and a losing declaring party pays as
      much into it, half each (it doubles). Solo games leave it alone.
    - ``deck``: ``Deck.SHORT`` plays the "kurze Karte", 24 cards, 6 per hand and 6
      tricks; a Tout and Schwarz mean all 6 tricks, a Durchmarsch all 6.
    - ``players``: 3 plays "Schafkopf zu dritt": no Rufspiel, the declarer alone against
      the other two, who each pay or collect the value; a Stock goes to the next game's
      declarer (won: he takes it all; lost: he pays as much into it). With
      ``deck=Deck.SHORT`` 8 cards each; with the long deck 10 cards each and 2 face down
      as the Skat, whose Augen count for the winner of the last trick.
    """

    tariff: Tariff = attrs.field(factory=Tariff, validator=_instance(Tariff))
    klopfen: bool = attrs.field(default=False, validator=_bool)
    all_pass: AllPass = attrs.field(default=AllPass.RAMSCH, converter=_to_all_pass)
    kontra: bool = attrs.field(default=True, validator=_bool)
    geier: bool = attrs.field(default=True, validator=_bool)
    tout: bool = attrs.field(default=True, validator=_bool)
    schneider: Schneider = attrs.field(default=Schneider.LOSERS_THIRTY, converter=_to_schneider)
    laufende_min: LaufendeMin = attrs.field(factory=LaufendeMin, validator=_instance(LaufendeMin))
    solo_order: tuple[str, ...] = attrs.field(
        default=(), converter=_solo_order_conv, validator=_check_solo_order
    )
    tout_ends_early: bool = attrs.field(default=True, validator=_bool)
    durchmarsch_min_augen: int | None = attrs.field(default=None, validator=_durchmarsch)
    ramsch_tie: RamschTie = attrs.field(
        default=RamschTie.HIGHEST_TRUMP_TAKEN, converter=_to_ramsch_tie
    )
    farbwenz: bool = attrs.field(default=False, validator=_bool)
    farbgeier: bool = attrs.field(default=False, validator=_bool)
    bettel: bool = attrs.field(default=False, validator=_bool)
    bettel_ouvert: bool = attrs.field(default=False, validator=_bool)
    jungfrau: Jungfrau = attrs.field(default=Jungfrau.DOUBLES_ALL, converter=_to_jungfrau)
    bettel_stichzwang: bool = attrs.field(default=False, validator=_bool)
    bettel_herz: bool = attrs.field(default=False, validator=_bool)
    tout_games: tuple[str, ...] = attrs.field(
        default=_SOLO_KINDS, converter=_solo_order_conv, validator=_check_tout_games
    )
    davonlaufen: bool = attrs.field(default=True, validator=_bool)
    sie: bool = attrs.field(default=True, validator=_bool)
    re_by_partner: bool = attrs.field(default=False, validator=_bool)
    stock: int | None = attrs.field(default=None, validator=_stock)
    deck: Deck = attrs.field(default=Deck.LONG, converter=_to_deck)
    players: int = attrs.field(default=4, validator=_players)

    @property
    def hand_size(self) -> int:
        """Cards per hand, and so tricks per game: 8 (32 or 24 cards among 4 or 3
        players), 6 (the short deck among 4) or 10 (the long deck among 3, two cards
        left over as the Skat)."""
        return self.deck.size // self.players

    @property
    def skat_size(self) -> int:
        """The cards dealt face down as the Skat: 2 for three players with the long deck,
        else 0. The Skat stays face down during the game; after the last trick its Augen
        count for the seat that took that trick."""
        return self.deck.size - self.players * self.hand_size

    @classmethod
    def sauspiel(cls, **changes: Any) -> Rules:
        """The Sauspiel platform preset: tariff 20/50/10, Klopfen, Standard Schneider,
        throw-in when all pass, Durchmarsch from 91 Augen."""
        base = cls(
            tariff=Tariff(rufspiel=20, solo=50, extra=10),
            klopfen=True,
            all_pass=AllPass.THROW_IN,
            schneider=Schneider.STANDARD,
            durchmarsch_min_augen=91,
        )
        return attrs.evolve(base, **changes) if changes else base

    @classmethod
    def netschafkopf(cls, **changes: Any) -> Rules:
        """The rules of the NetSchafkopf program as its game protocols show them (the
        protocols published in openschafkopf, github.com/phimuemue/openschafkopf, under
        ``netschafkopf_helper/misc/protokolle``): tariff Rufspiel 2, Solo 5, Schneider,
        Schwarz and each Laufender 1, Ramsch 1; doubling before the game ("aufdoppeln",
        played here as Klopfen), Kontra and Re ("spritzen"); Farbwenz and Farbgeier;
        Laufende paid from 3 in every game; Standard Schneider; a Ramsch when all pass,
        every Jungfrau doubling it, and on equal Augen the seat that held the higher Ober
        loses. The 1,188 protocol games of those files replay to their payouts under it."""
        base = cls(
            tariff=Tariff(rufspiel=2, solo=5, extra=1, ramsch=1),
            klopfen=True,
            schneider=Schneider.STANDARD,
            laufende_min=LaufendeMin(wenz=3, geier=3),
            ramsch_tie=RamschTie.HIGHEST_TRUMP_HELD,
            farbwenz=True,
            farbgeier=True,
        )
        return attrs.evolve(base, **changes) if changes else base

    @classmethod
    def schafkopfordnung(cls, **changes: Any) -> Rules:
        """The games and scoring of the "Offizielle Schafkopfordnung" of the Bayerischer
        Schafkopf-Verein e.V., München (adopted at the first Bavarian Schafkopf congress,
        December 1989): Sauspiel (Rufspiel), Wenz and Farbsolo, each also Tout; no Geier,
        Bettel or Ramsch (the cards are thrown in when nobody plays); Stoß and Gegenstoß
        (Kontra and Re) but no Klopfen; a party with 30 Augen or fewer is Schneider (31
        Augen are "schneiderfrei", for either party: ``Schneider.LOSERS_THIRTY``); Laufende
        from 3, in the Wenz from 2. The Ordnung leaves the money to the table: the tariff
        stays 1/5/1 unless changed."""
        base = cls(all_pass=AllPass.THROW_IN, geier=False)
        return attrs.evolve(base, **changes) if changes else base

    @classmethod
    def parse(cls, text: str) -> Rules:
        """The rules written as one line: a preset (``speed``, ``sauspiel``,
        ``netschafkopf``, ``schafkopfordnung``) and options, e.g.
        ``"sauspiel, farbwenz, no-sie, jungfrau=none, tariff.bettel=20"``. Raises
        ``ValueError`` naming the wrong item."""
        return parse_rules(text)

    def solo_rank(self, kind: GameKind) -> int:
        """The rank of ``kind`` inside the Solo and Tout classes (higher beats lower)."""
        order = self.solo_order
        if kind.value in order:
            return len(order) - order.index(kind.value)
        return 0


# -- rules as one line of text (Rules.parse) -------------------------------------------
PRESETS: Final[dict[str, Callable[..., Rules]]] = {
    "speed": Rules,
    "sauspiel": Rules.sauspiel,
    "netschafkopf": Rules.netschafkopf,
    "schafkopfordnung": Rules.schafkopfordnung,
}
"""The presets of [`Rules.parse`][kartenregeln.schafkopf.rules.Rules.parse] by name (each a
callable taking changes)."""

_BOOLS: Final = {"on": True, "true": True, "yes": True, "off": False, "false": False, "no": False}
_NESTED: Final[dict[str, type[Tariff] | type[LaufendeMin]]] = {
    "tariff": Tariff,
    "laufende_min": LaufendeMin,
}


def _option(item: str, problem: Message) -> Message:
    """``rules option 'farbwenz=maybe': <problem>``: what is wrong with one item."""
    return say("text_rules_option", name=repr(item), error=problem)


def _said(exc: BaseException) -> str:
    """An error's sentence: its Message when it was raised with one, else its text."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, Message) else str(exc)


def _value(item: str, text: str, default: object) -> Any:
    word = text.strip().casefold()
    if isinstance(default, bool):
        if word not in _BOOLS:
            raise ValueError(_option(item, say("rules_text_bool")))
        return _BOOLS[word]
    if isinstance(default, enum.Enum):
        return word  # an enum member's value ("none" too): the Rules converter checks it
    if word == "none":
        return None
    if isinstance(default, tuple):
        return tuple(w for w in word.split("+") if w)
    if default is None or isinstance(default, int):
        try:
            return int(word)
        except ValueError:
            raise ValueError(_option(item, say("rules_text_number"))) from None
    return word  # an enum member's value: the Rules converter checks it


def parse_rules(text: str) -> Rules:
    """The rules written as ``text`` (``Rules.parse``), as the command line takes them.

    Raises ``ValueError`` naming the item that is wrong.

    The text is a comma-separated list: an optional preset first (``speed`` = ``Rules()``,
    ``sauspiel``, ``netschafkopf``, ``schafkopfordnung``), then options: ``farbwenz`` (on),
    ``no-sie`` (off), ``name=value`` (``jungfrau=none``, ``solo_order=wenz+farbsolo``)
    and nested prices as ``tariff.solo=50`` or ``laufende_min.wenz=3``; ``none`` is ``None``.

    >>> str(parse_rules("sauspiel, farbwenz, no-sie").farbwenz)
    'True'
    >>> parse_rules("jungfrau=none,tariff.bettel=3").tariff.bettel
    3
    >>> parse_rules("farbwenz=maybe")
    Traceback (most recent call last):
    ...
    ValueError: rules option 'farbwenz=maybe': expected on/off, true/false or yes/no
    """
    if not isinstance(text, str):
        raise TypeError(say("rules_text_type", kind=type(text).__name__))
    items = [i.strip() for i in text.split(",") if i.strip()]
    preset = PRESETS["speed"]
    if items and items[0].casefold() in PRESETS:
        preset = PRESETS[items.pop(0).casefold()]
    base: Rules = preset()
    fields = {f.name: getattr(base, f.name) for f in attrs.fields(Rules)}
    changes: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    for item in items:
        name, eq, raw = item.partition("=")
        name = name.strip().casefold().replace("-", "_")
        if not eq:
            raw = "off" if name.startswith("no_") else "on"
            name = name.removeprefix("no_")
        group, dot, sub = name.partition(".")
        if dot and group in _NESTED:
            owner = fields[group]
            if sub not in {f.name for f in attrs.fields(_NESTED[group])}:
                no_sub = say("rules_text_no_sub", group=group, sub=repr(sub))
                raise ValueError(_option(item, no_sub))
            nested.setdefault(group, {})[sub] = _value(item, raw, getattr(owner, sub))
            continue
        if name not in fields or name in _NESTED:
            known = ", ".join(n for n in fields if n not in _NESTED)
            raise ValueError(_option(item, say("rules_text_unknown", known=known)))
        changes[name] = _value(item, raw, fields[name])
    for group, values in nested.items():
        changes[group] = attrs.evolve(fields[group], **values)
    try:
        return attrs.evolve(base, **changes) if changes else base
    except (TypeError, ValueError) as exc:
        raise ValueError(say("rules_text_refused", text=repr(text), detail=_said(exc))) from None
