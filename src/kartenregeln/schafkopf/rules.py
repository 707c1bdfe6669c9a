"""The house rules of a Schafkopf game: a frozen ``Rules`` value, validated when built.

>>> Rules().tariff
Tariff(rufspiel=1, solo=5, extra=1, extra_laufende=None, ramsch=None)
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
from typing import Any

import attrs

from kartenregeln._wire_methods import WireMethods

__all__ = [
    "AllPass",
    "GameKind",
    "LaufendeMin",
    "RamschTie",
    "Rules",
    "Schneider",
    "Tariff",
]


class GameKind(str, enum.Enum):
    """The kinds of game; ``str(kind)`` is its notation word."""

    RUFSPIEL = "rufspiel"
    FARBSOLO = "farbsolo"
    WENZ = "wenz"
    GEIER = "geier"
    SIE = "sie"
    RAMSCH = "ramsch"

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
    """

    HIGHEST_TRUMP_TAKEN = "highest_trump_taken"
    HIGHEST_TRUMP_HELD = "highest_trump_held"


def _nonneg(attr_name: str) -> Any:
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if value is None and attribute.default is None:
            return
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"{attr_name}.{attribute.name} must be an int >= 0, not {value!r}")

    return check


@attrs.frozen(cache_hash=True)
class Tariff:
    """The prices: ``rufspiel``, ``solo`` (Farbsolo, Wenz, Geier), ``extra`` per
    Schneider/Schwarz/Laufender.

    ``extra_laufende`` (default ``None`` = ``extra``) prices a Laufender separately;
    ``ramsch`` (default ``None`` = ``rufspiel``) prices a Ramsch separately.
    """

    rufspiel: int = attrs.field(default=1, validator=_nonneg("tariff"))
    solo: int = attrs.field(default=5, validator=_nonneg("tariff"))
    extra: int = attrs.field(default=1, validator=_nonneg("tariff"))
    extra_laufende: int | None = attrs.field(default=None, validator=_nonneg("tariff"))
    ramsch: int | None = attrs.field(default=None, validator=_nonneg("tariff"))

    @property
    def laufender(self) -> int:
        """The price of one Laufender."""
        return self.extra if self.extra_laufende is None else self.extra_laufende

    @property
    def ramsch_price(self) -> int:
        """The base price of a Ramsch."""
        return self.rufspiel if self.ramsch is None else self.ramsch


def _min_or_none(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 14:
        raise ValueError(
            f"laufende_min.{attribute.name} must be None (not paid) or 1..14, not {value!r}"
        )


@attrs.frozen(cache_hash=True)
class LaufendeMin:
    """From how many Laufende they are paid, per game kind; ``None``: never paid."""

    rufspiel: int | None = attrs.field(default=3, validator=_min_or_none)
    farbsolo: int | None = attrs.field(default=3, validator=_min_or_none)
    wenz: int | None = attrs.field(default=2, validator=_min_or_none)
    geier: int | None = attrs.field(default=2, validator=_min_or_none)

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
        return None


_SOLO_KINDS = ("farbsolo", "wenz", "geier")


def _check_solo_order(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, tuple):
        raise ValueError(f"solo_order must be a tuple of game kinds, not {value!r}")
    for kind in value:
        if kind not in _SOLO_KINDS:
            raise ValueError(f"solo_order: unknown game {kind!r}; use {', '.join(_SOLO_KINDS)}")
    if len(set(value)) != len(value):
        raise ValueError(f"solo_order names a game twice: {value!r}")


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
            raise ValueError(
                f"{enum_cls.__name__} must be one of {choices}, not {value!r}"
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


def _bool(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, bool):
        raise ValueError(f"{attribute.name} must be True or False, not {value!r}")


def _durchmarsch(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or not 61 <= value <= 120:
        raise ValueError(f"durchmarsch_min_augen must be None or 61..120, not {value!r}")


def _instance(cls: type) -> Any:
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        if not isinstance(value, cls):
            raise ValueError(f"{attribute.name} must be a {cls.__name__}, not {value!r}")

    return check


@attrs.frozen(cache_hash=True)
class Rules(WireMethods):
    """Every house-rule option of Schafkopf, with the defaults of Speedschafkopf
    (``Rules()``)."""

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

    def solo_rank(self, kind: GameKind) -> int:
        """The rank of ``kind`` inside the Solo and Tout classes (higher beats lower)."""
        order = self.solo_order
        if kind.value in order:
            return len(order) - order.index(kind.value)
        return 0
