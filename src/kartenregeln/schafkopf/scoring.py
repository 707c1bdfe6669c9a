"""The value of a game from facts alone (Schneider, Schwarz, Laufende, Tout, Kontra, Ramsch), and
the Schafkopf ``Settlement``.

``value`` is meant for score-keeping apps at a real table too:

>>> v = value(Rules(), Contract("rufspiel", "gras"), augen=95, tricks=6, laufende=3)
>>> v.won, v.schneider, v.schwarz, v.laufende_paid, v.amount
(True, True, False, 3, 5)
>>> value(Rules.sauspiel(), Contract("farbsolo", "herz"), augen=90, tricks=7).amount
50
>>> value(Rules(), Contract("wenz", tout=True), augen=120, tricks=8, laufende=2,
...       doublings=1).amount
28
>>> v = value(Rules(), Contract("bettel ouvert"), tricks=0)
>>> v.won, v.amount
(True, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import attrs

import kartenregeln.schafkopf.sentences  # noqa: F401  (the labels below are its sentences)
from kartenregeln._wire_methods import WireMethods
from kartenregeln.game import Settlement as _BaseSettlement
from kartenregeln.game import SettlementLine
from kartenregeln.game import _shared_line as _line
from kartenregeln.messages import say
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.rules import GameKind, Jungfrau, Rules, Schneider

_LABEL: Final = {
    key: say(key)
    for key in (
        "bettel_tariff",
        "doublings",
        "ouvert",
        "rufspiel_tariff",
        "schneider",
        "schwarz",
        "sie",
        "solo_tariff",
        "tout",
    )
}
"""The settlement labels without blanks, said once (a game settles with a few of them)."""

__all__ = ["Settlement", "Value", "ramsch_balance", "ramsch_value", "value"]


@attrs.frozen(kw_only=True)
class Value:
    """The value of one game: ``amount`` is what one unit of payment is (each winner of a
    Rufspiel collects it; a solo declarer collects or pays it to each of the three, or
    the two with three players)."""

    won: bool
    amount: int
    schneider: bool = False
    schwarz: bool = False
    laufende_paid: int = 0
    lines: tuple[SettlementLine, ...] = ()


def value(
    rules: Rules,
    game: Contract,
    *,
    augen: int = 0,
    tricks: int = 0,
    laufende: int = 0,
    doublings: int = 0,
    doubling_lines: Sequence[SettlementLine] = (),
) -> Value:
    """The value of ``game`` (not Ramsch) from the declaring party's ``augen`` and number of
    ``tricks``, the ``laufende`` it or the opponents held (the run length, whoever held it)
    and the number of ``doublings`` (Klopfer, Kontra, Re).

    A Bettel is won when the declarer took no trick; it has no Schneider, Schwarz or
    Laufende, and the ouvert is worth twice the Bettel tariff.

    ``doubling_lines`` replace the generic doubling line in the breakdown (the state passes
    one labelled line per Klopfer, Kontra and Re).
    """
    if game.kind is GameKind.RAMSCH:
        raise ValueError("use ramsch_value() for a Ramsch")
    all_tricks = rules.hand_size
    if not 0 <= augen <= 120 or not 0 <= tricks <= all_tricks or laufende < 0 or doublings < 0:
        raise ValueError(f"augen 0..120, tricks 0..{all_tricks}, laufende and doublings >= 0")
    tariff = rules.tariff
    lines: list[SettlementLine] = []
    kind = game.kind
    schneider = schwarz = False
    paid = 0
    if kind is GameKind.SIE:
        won = True
        lines.append(_line(_LABEL["solo_tariff"], tariff.solo))
        paid = 8
        lines.append(_line(say("laufende", n=8), 8 * tariff.laufender))
        amount = (tariff.solo + 8 * tariff.laufender) * 4
        lines.append(_line(_LABEL["sie"], 4, True))
    elif game.is_bettel:
        won = tricks == 0
        amount = tariff.bettel_price
        lines.append(_line(_LABEL["bettel_tariff"], amount))
        if kind is GameKind.BETTEL_OUVERT:
            amount *= 2
            lines.append(_line(_LABEL["ouvert"], 2, True))
    else:
        base = tariff.rufspiel if kind is GameKind.RUFSPIEL else tariff.solo
        label = _LABEL["rufspiel_tariff" if kind is GameKind.RUFSPIEL else "solo_tariff"]
        lines.append(_line(label, base))
        minimum = rules.laufende_min.of(kind)
        if minimum is not None and laufende >= minimum:
            paid = laufende
        if game.tout:
            won = tricks == all_tricks
            amount = base + paid * tariff.laufender
            if paid:
                lines.append(_line(say("laufende", n=paid), paid * tariff.laufender))
            amount *= 2
            lines.append(_line(_LABEL["tout"], 2, True))
        else:
            won = augen >= 61
            if won:
                limit = 90 if rules.schneider is Schneider.LOSERS_THIRTY else 91
                schneider = augen >= limit
                schwarz = tricks == all_tricks
            else:
                schneider = augen <= 30
                schwarz = tricks == 0
            schneider = schneider or schwarz
            amount = base
            if schneider:
                amount += tariff.extra
                lines.append(_line(_LABEL["schneider"], tariff.extra))
            if schwarz:
                amount += tariff.extra
                lines.append(_line(_LABEL["schwarz"], tariff.extra))
            if paid:
                amount += paid * tariff.laufender
                lines.append(_line(say("laufende", n=paid), paid * tariff.laufender))
    amount <<= doublings
    if doubling_lines:
        lines.extend(doubling_lines)
    elif doublings:
        lines.append(_line(_LABEL["doublings"], 1 << doublings, True))
    return Value(
        won=won,
        amount=amount,
        schneider=schneider,
        schwarz=schwarz,
        laufende_paid=paid,
        lines=tuple(lines),
    )


def ramsch_value(rules: Rules, *, jungfrauen: int = 0, doublings: int = 0) -> int:
    """What each seat collects from the Ramsch loser: the Ramsch tariff doubled for every
    doubling (Klopfer) and, under ``Jungfrau.DOUBLES_ALL`` (the default), for every
    Jungfrau. (Under ``DOUBLES_OWN`` a Jungfrau herself collects twice this, under
    ``DOUBLES_OWN_EACH`` this doubled once for every Jungfrau at the table; see
    [`ramsch_balance`][kartenregeln.schafkopf.scoring.ramsch_balance].)

    >>> ramsch_value(Rules(), jungfrauen=1, doublings=1)
    4
    >>> ramsch_value(Rules(jungfrau="none"), jungfrauen=1, doublings=1)
    2
    """
    if rules.jungfrau is not Jungfrau.DOUBLES_ALL:
        jungfrauen = 0
    return rules.tariff.ramsch_price << (jungfrauen + doublings)


def ramsch_balance(
    rules: Rules, losers: Sequence[int], jungfrauen: Sequence[int], doublings: int = 0
) -> tuple[int, ...]:
    """The table money of a Ramsch (no Durchmarsch) that ``losers`` lose: each seat that
    did not lose collects the price from each loser; the price doubles for every doubling
    and, by ``rules.jungfrau``, for every Jungfrau (``DOUBLES_ALL``) or only in what a
    Jungfrau herself collects: once (``DOUBLES_OWN``) or once for every Jungfrau at the
    table (``DOUBLES_OWN_EACH``).

    >>> ramsch_balance(Rules(), [2], [0])
    (2, 2, -6, 2)
    >>> ramsch_balance(Rules(jungfrau="doubles_own"), [2], [0])
    (2, 1, -4, 1)
    >>> ramsch_balance(Rules(jungfrau="doubles_own_each"), [0], [2, 3])
    (-9, 1, 4, 4)
    """
    amount = rules.tariff.ramsch_price << doublings
    own = 0
    if rules.jungfrau is Jungfrau.DOUBLES_OWN:
        own = 1
    elif rules.jungfrau is Jungfrau.DOUBLES_OWN_EACH:
        own = len(jungfrauen)
    elif rules.jungfrau is Jungfrau.DOUBLES_ALL:
        amount <<= len(jungfrauen)
    balance = [0] * rules.players
    for seat in range(rules.players):
        if seat in losers:
            continue
        due = amount << own if seat in jungfrauen else amount
        for loser in losers:
            balance[seat] += due
            balance[loser] -= due
    return tuple(balance)


@attrs.frozen(kw_only=True)
class Settlement(_BaseSettlement, WireMethods):
    """The Abrechnung of one Schafkopf game.

    ``scores`` is what each seat collects (never negative), ``balance`` the zero-sum table
    money, ``breakdown`` the labelled lines. ``game`` is ``None`` for a thrown-in deal.
    ``stock`` is what the game put into the Stock pot (negative: what it took out); with
    it, ``sum(balance) + stock == 0``. In a Ramsch, ``ramsch_losers`` are the seats that
    lose it (more than one only under ``RamschTie.ALL_TIED_SHARE``) and ``ramsch_loser``
    is the first of them.
    """

    balance: tuple[int, ...]
    game: Contract | None = None
    declarer: int | None = None
    partner: int | None = None
    winners: tuple[int, ...] = ()
    augen: tuple[int, ...] = (0, 0, 0, 0)
    tricks: tuple[int, ...] = (0, 0, 0, 0)
    party_augen: tuple[int, int] | None = None
    value: int = 0
    schneider: bool = False
    schwarz: bool = False
    laufende: int = 0
    laufende_mit: bool | None = None
    laufende_paid: int = 0
    thrown_in: bool = False
    ramsch_loser: int | None = None
    ramsch_losers: tuple[int, ...] = ()
    jungfrauen: tuple[int, ...] = ()
    durchmarsch: int | None = None
    stock: int = 0

    @property
    def net(self) -> tuple[int, ...]:
        """What the game adds to each seat's ``Match.totals``: the ``balance``."""
        return self.balance

    def text(self, lang: str = "en") -> str:
        """The breakdown, the scores and the balance, in ``lang`` (``"en"``, ``"de"``)."""
        de = lang == "de"
        lines = [line.text(lang) for line in self.breakdown]
        lines.append(("Punkte: " if de else "scores: ") + " ".join(map(str, self.scores)))
        lines.append(
            ("Bilanz: " if de else "balance: ") + " ".join(f"{s:+d}" for s in self.balance)
        )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text("en")
