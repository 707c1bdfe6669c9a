"""The money of a game from its facts: who pays whom, without playing the game.

[`payout`][kartenregeln.schafkopf.payout.payout] and
[`ramsch_payout`][kartenregeln.schafkopf.payout.ramsch_payout] are for score-keeping apps
at a real table: they take what the table agrees on (the game, who played it, the Augen,
Schwarz, the Laufende, the doublings) and return the same
[`Settlement`][kartenregeln.schafkopf.scoring.Settlement] that ``GameState.settle()``
gives for a game with those facts. Facts that no game can have raise ``ValueError``
naming the fact. ``GameState.settle()`` uses the same two functions
([`settle_game`][kartenregeln.schafkopf.payout.settle_game],
[`settle_ramsch`][kartenregeln.schafkopf.payout.settle_ramsch]), so the two cannot
disagree.

>>> from kartenregeln import schafkopf as sk
>>> s = payout(sk.Rules(), "rufspiel gras", declarer=0, partner=2, augen=95, laufende=3)
>>> s.balance, s.value, s.schneider
((5, -5, 5, -5), 5, True)
>>> payout(sk.Rules(), "solo herz", declarer=1, augen=50, kontra=True).balance
(10, -30, 10, 10)
>>> payout(sk.Rules(), "wenz", declarer=1, augen=70, laufende=5)
Traceback (most recent call last):
...
kartenregeln.errors.FactError: laufende=5: a Wenz has only 4 trumps
>>> ramsch_payout(sk.Rules(), augen=(30, 42, 48, 0), jungfrauen=(3,)).balance
(2, 2, -6, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import kartenregeln.schafkopf.sentences  # noqa: F401  (the labels below are its sentences)
from kartenregeln.errors import FactError
from kartenregeln.game import SettlementLine
from kartenregeln.game import _shared_line as _line
from kartenregeln.messages import say
from kartenregeln.schafkopf.contracts import Contract, table_for
from kartenregeln.schafkopf.rules import GameKind, Jungfrau, RamschTie, Rules
from kartenregeln.schafkopf.scoring import Settlement, Value, ramsch_balance, value

_LABEL: Final = {
    key: say(key)
    for key in (
        "doublings",
        "durchmarsch",
        "jungfrau",
        "jungfrau_own",
        "klopfer",
        "kontra",
        "pays_stock",
        "ramsch_loser",
        "ramsch_tariff",
        "re",
        "takes_stock",
        "value",
    )
}
"""The settlement labels without blanks, said once (a game settles with a few of them)."""

__all__ = [
    "durchmarsch_balance",
    "game_balance",
    "payout",
    "ramsch_payout",
    "settle_game",
    "settle_ramsch",
]

# The seats other than the declarer, by the number of seats and the declarer.
_OTHERS: Final = {n: tuple(tuple(s for s in range(n) if s != d) for d in range(n)) for n in (3, 4)}
_RAMSCH: Final = Contract(GameKind.RAMSCH)
# The Rules option that a game kind needs.
_OPTION_OF: Final = {
    GameKind.GEIER: "geier",
    GameKind.SIE: "sie",
    GameKind.FARBWENZ: "farbwenz",
    GameKind.FARBGEIER: "farbgeier",
    GameKind.BETTEL: "bettel",
    GameKind.BETTEL_OUVERT: "bettel_ouvert",
}


def settle_game(
    rules: Rules,
    game: Contract,
    declarer: int,
    partner: int | None,
    *,
    declaring_augen: int,
    declaring_tricks: int,
    laufende: int,
    doubling_lines: Sequence[SettlementLine],
    pot: int = 0,
    **facts: Any,
) -> Settlement:
    """The settlement of a game that is not a Ramsch, from the declaring party's
    Augen and tricks, the ``laufende`` and one line per doubling. ``facts`` are
    passed on to the ``Settlement`` (the per-seat Augen and tricks a state knows).

    ``pot`` is the Stock in the pot (``Rules.stock``): a Rufspiel's declaring party
    takes it, half each, when it wins, and pays as much into it when it loses. With
    three players (no Rufspiel) the declarer of any game takes it all when he wins and
    pays as much into it when he loses."""
    n = rules.players
    facts.setdefault("augen", (0,) * n)  # a seat each (payout() knows no per-seat facts)
    facts.setdefault("tricks", (0,) * n)
    scores, breakdown, balance, winners, amount, schneider, schwarz, paid, stock = _game_money(
        rules, game, declarer, partner, declaring_augen, declaring_tricks, laufende,
        doubling_lines, pot,
    )  # fmt: skip
    return Settlement(
        scores=scores,
        balance=balance,
        breakdown=breakdown,
        stock=stock,
        game=game,
        declarer=declarer,
        partner=partner,
        winners=winners,
        value=amount,
        schneider=schneider,
        schwarz=schwarz,
        laufende=laufende,
        laufende_paid=paid,
        **facts,
    )


Money = tuple[
    tuple[int, ...],
    tuple[SettlementLine, ...],
    tuple[int, ...],
    tuple[int, ...],
    int,
    bool,
    bool,
    int,
    int,
]
"""What a game moves: (scores, breakdown, balance, winners, value, schneider, schwarz,
Laufende paid, Stock)."""


def _game_money(
    rules: Rules,
    game: Contract,
    declarer: int,
    partner: int | None,
    declaring_augen: int,
    declaring_tricks: int,
    laufende: int,
    doubling_lines: Sequence[SettlementLine],
    pot: int,
) -> Money:
    """The money part of [`settle_game`][kartenregeln.schafkopf.payout.settle_game], for
    checked facts (``GameState.settle`` builds its settlement from it positionally)."""
    v = _class_value(rules, game, declaring_augen, declaring_tricks, laufende)
    amount = v.amount << len(doubling_lines)
    won = v.won
    n = rules.players
    if game.is_solo:
        others = n - 1
        if won:
            balance = [-amount] * n
            balance[declarer] = others * amount
            scores = [0] * n
            scores[declarer] = others * amount
            winners: tuple[int, ...] = (declarer,)
        else:
            balance = [amount] * n
            balance[declarer] = -others * amount
            scores = [amount] * n
            scores[declarer] = 0
            winners = _OTHERS[n][declarer]
    else:
        party = (declarer,) if partner is None else (declarer, partner)
        winners = tuple(s for s in range(4) if (s in party) == won)
        scores = [amount if s in winners else 0 for s in range(4)]
        balance = [amount if s in winners else -amount for s in range(4)]
    lines = [*v.lines, *doubling_lines, _line(_LABEL["value"], amount)]
    stock = 0
    if pot and n == 3:
        label = _LABEL["takes_stock" if won else "pays_stock"]
        taken = pot if won else -pot
        stock = -taken
        balance[declarer] += taken
        scores[declarer] = max(balance[declarer], 0)
        lines.append(_line(label, taken, False, declarer))
    elif pot and game.kind is GameKind.RUFSPIEL and partner is not None:
        half = pot // 2 if won else -(pot // 2)
        stock = -2 * half
        for s in (declarer, partner):
            balance[s] += half
            scores[s] = max(balance[s], 0)
            label = _LABEL["takes_stock" if won else "pays_stock"]
            lines.append(_line(label, half, False, s))
    return (
        tuple(scores),
        tuple(lines),
        tuple(balance),
        winners,
        amount,
        v.schneider,
        v.schwarz,
        v.laufende_paid,
        stock,
    )


# ``value`` reads the declaring party's Augen only through these thresholds: 30
# (Schneider against it), 61 (won), 90 and 91 (Schneider by the losers' 30 or 31);
# and its tricks only through none, some or all.
_AUGEN_CLASS: Final = tuple(
    0 if a <= 30 else 1 if a < 61 else 2 if a < 90 else 3 if a < 91 else 4 for a in range(121)
)
_VALUES: dict[tuple[Any, ...], Value] = {}
_VALUES_SIZE: Final = 2048


def _class_value(rules: Rules, game: Contract, augen: int, tricks: int, laufende: int) -> Value:
    """``value(rules, game, augen=augen, tricks=tricks, laufende=laufende)`` for checked
    facts (Augen 0..120, tricks 0..hand size), cached by what the value depends on: the
    game's kind and tout (not its suit) and the classes of Augen and tricks."""
    key = (
        rules,
        game.kind,
        game.tout,
        _AUGEN_CLASS[augen],
        0 if not tricks else 2 if tricks == rules.hand_size else 1,
        laufende,
    )
    found = _VALUES.get(key)
    if found is None:
        found = value(rules, game, augen=augen, tricks=tricks, laufende=laufende)
        if len(_VALUES) >= _VALUES_SIZE:
            _VALUES.clear()
        _VALUES[key] = found
    return found


def settle_ramsch(
    rules: Rules,
    *,
    loser: int | None,
    durchmarsch: int | None,
    jungfrauen: tuple[int, ...],
    klopf_lines: Sequence[SettlementLine],
    losers: tuple[int, ...] = (),
    **facts: Any,
) -> Settlement:
    """The settlement of a Ramsch lost by ``loser`` (or by all of ``losers``, under
    ``RamschTie.ALL_TIED_SHARE``; with the ``jungfrauen``, the seats that took no trick),
    or won by ``durchmarsch``. ``facts`` go to the ``Settlement``."""
    base = rules.tariff.ramsch_price
    lines = [_line(_LABEL["ramsch_tariff"], base)]
    n = rules.players
    facts.setdefault("tricks", (0,) * n)
    if durchmarsch is not None:
        amount = base << len(klopf_lines)
        lines += klopf_lines
        lines.append(_line(_LABEL["durchmarsch"], n - 1, True, durchmarsch))
        balance = [-amount] * n
        balance[durchmarsch] = (n - 1) * amount
        scores = [0] * n
        scores[durchmarsch] = (n - 1) * amount
        return Settlement(
            scores=tuple(scores),
            balance=tuple(balance),
            breakdown=tuple(lines),
            game=_RAMSCH,
            winners=(durchmarsch,),
            value=amount,
            durchmarsch=durchmarsch,
            **facts,
        )
    if loser is not None:
        losers = (loser,)
    assert losers
    amount = base << len(klopf_lines)
    if rules.jungfrau is Jungfrau.DOUBLES_ALL:
        amount <<= len(jungfrauen)
        lines += [_line(_LABEL["jungfrau"], 2, True, s) for s in jungfrauen]
    elif rules.jungfrau is Jungfrau.DOUBLES_OWN:
        lines += [_line(_LABEL["jungfrau_own"], 2, True, s) for s in jungfrauen]
    elif rules.jungfrau is Jungfrau.DOUBLES_OWN_EACH:
        each = 1 << len(jungfrauen)
        lines += [_line(_LABEL["jungfrau_own"], each, True, s) for s in jungfrauen]
    lines += klopf_lines
    money = ramsch_balance(rules, losers, jungfrauen, len(klopf_lines))
    lines += [_line(_LABEL["ramsch_loser"], money[s], False, s) for s in losers]
    return Settlement(
        scores=tuple(max(b, 0) for b in money),
        balance=money,
        breakdown=tuple(lines),
        game=_RAMSCH,
        winners=tuple(s for s in range(n) if s not in losers),
        value=amount,
        ramsch_loser=losers[0],
        ramsch_losers=losers,
        jungfrauen=jungfrauen,
        **facts,
    )


def _seat(name: str, seat: object, seats: int = 4) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
        names = "0, 1, 2 or 3" if seats == 4 else "0, 1 or 2"
        raise FactError(say("fact_seat", name=name, value=repr(seat), seats=names))
    return seat


def _count(name: str, n: object, most: int) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= most:
        raise FactError(say("fact_count", name=name, value=repr(n), most=most))
    return n


def _doubling_lines(rules: Rules, klopfer: int, kontra: bool, re: bool) -> list[SettlementLine]:
    _count("klopfer", klopfer, rules.players)
    for name, flag in (("kontra", kontra), ("re", re)):
        if not isinstance(flag, bool):
            raise FactError(say("fact_flag", name=name, value=repr(flag)))
    if klopfer and not rules.klopfen:
        raise FactError(say("no_klopfen", n=klopfer))
    if kontra and not rules.kontra:
        raise FactError(say("no_kontra"))
    if re and not kontra:
        raise FactError(say("re_without_kontra"))
    lines = [_line(_LABEL["klopfer"], 2, True, None)] * klopfer
    if kontra:
        lines.append(_line(_LABEL["kontra"], 2, True, None))
    if re:
        lines.append(_line(_LABEL["re"], 2, True, None))
    return lines


def payout(
    rules: Rules,
    game: Contract | str,
    *,
    declarer: int,
    partner: int | None = None,
    augen: int,
    schwarz: bool | None = None,
    laufende: int = 0,
    klopfer: int = 0,
    kontra: bool = False,
    re: bool = False,
    tricks: int | None = None,
    schneider: bool | None = None,
) -> Settlement:
    """The settlement of ``game`` (a ``Contract`` or its text, not a Ramsch) played by
    ``declarer`` (with ``partner``, the holder of the called Sau, in a Rufspiel).

    ``augen`` are the declaring party's Augen; ``schwarz`` says that one party took no
    trick (which one follows from the Augen: 120 or 0), or give ``tricks``, the declaring
    party's number of tricks. At 0 or 120 Augen one of the two is needed (a party can take
    a trick of no Augen, and a Tout or a Bettel is won or lost by it), except in a Sie;
    between them ``schwarz`` cannot be true. ``schneider``, if given, is checked against
    the Augen (the rules decide it). ``laufende`` is the length of the
    run of top trumps in one party's hands, whoever held it (it is paid from the minimum
    the rules set for the game). ``klopfer`` counts the seats that knocked; ``kontra`` and
    ``re`` whether they were said. The per-seat Augen and tricks are not known here, so
    the settlement's ``augen`` and ``tricks`` stay zero; ``party_augen`` is
    ``(augen, 120 - augen)``.

    Raises ``ValueError`` naming the fact that no game can have.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    if isinstance(game, str):
        game = Contract.parse(game)
    if game.kind is GameKind.RAMSCH:
        raise FactError(say("ramsch_payout"))
    if game.tout and not rules.tout:
        raise FactError(say("rules_no_tout", game=game))
    flag = _OPTION_OF.get(game.kind)
    if flag is not None and not getattr(rules, flag):
        raise FactError(say("rules_no_game", game=game, kind=game.kind.value.capitalize()))
    n = rules.players
    _seat("declarer", declarer, n)
    if game.kind is GameKind.RUFSPIEL:
        if n == 3:
            raise FactError(say("rufspiel_three", game=game))
        if partner is None:
            raise FactError(say("rufspiel_partner"))
        if _seat("partner", partner) == declarer:
            raise FactError(say("own_sau", partner=partner))
    elif partner is not None:
        raise FactError(say("played_alone", partner=repr(partner), game_name=game.name("en")))
    _count("augen", augen, 120)
    if schwarz is not None and not isinstance(schwarz, bool):
        raise FactError(say("fact_flag", name="schwarz", value=repr(schwarz)))
    if schwarz and augen not in (0, 120):
        raise FactError(say("schwarz_augen", augen=augen))
    if game.kind is GameKind.SIE and augen != 120:
        raise FactError(say("sie_augen", augen=augen))
    all_tricks = rules.hand_size
    if tricks is not None:
        _count("tricks", tricks, all_tricks)
        if (tricks == 0 and augen != 0) or (tricks == all_tricks and augen != 120):
            raise FactError(say("tricks_augen", tricks=tricks, augen=augen))
        if schwarz is not None and schwarz != (tricks in (0, all_tricks)):
            raise FactError(say("schwarz_tricks", schwarz=schwarz, tricks=tricks))
        schwarz = tricks in (0, all_tricks)
    if schwarz is None:
        if augen in (0, 120) and game.kind is not GameKind.SIE:
            raise FactError(say("schwarz_open", augen=augen))
        schwarz = False
    # the longest run: every trump of the game (a Sie's eight Ober and Unter)
    most = 8 if game.kind is GameKind.SIE else len(table_for(game).trumps)
    if not isinstance(laufende, int) or isinstance(laufende, bool) or laufende < 0:
        raise FactError(say("laufende_count", value=repr(laufende)))
    if laufende > most:
        raise FactError(say("laufende_most", n=laufende, game_name=game.name("en"), most=most))
    if game.kind is GameKind.SIE:
        laufende = 8
    if tricks is None:
        tricks = (all_tricks if augen == 120 else 0) if schwarz or game.kind is GameKind.SIE else 4
    lines = _doubling_lines(rules, klopfer, kontra, re)
    if kontra and game.kind is GameKind.SIE:
        raise FactError(say("kontra_on_sie"))
    if schneider is not None and not isinstance(schneider, bool):
        raise FactError(say("schneider_bool", value=repr(schneider)))
    result = settle_game(
        rules,
        game,
        declarer,
        partner,
        declaring_augen=augen,
        declaring_tricks=tricks,
        laufende=laufende,
        doubling_lines=lines,
        party_augen=(augen, 120 - augen),
    )
    if schneider is not None and schneider != result.schneider:
        said = "schneider_is" if result.schneider else "schneider_not"
        raise FactError(say(said, schneider=schneider, augen=augen))
    return result


def ramsch_payout(
    rules: Rules,
    *,
    augen: Sequence[int],
    jungfrauen: Sequence[int] = (),
    durchmarsch: int | None = None,
    loser: int | None = None,
    klopfer: int = 0,
) -> Settlement:
    """The settlement of a Ramsch from the Augen each seat took (one number a seat, 120
    in all), the ``jungfrauen`` (the seats that took no trick) and a ``durchmarsch`` (the
    seat that took every trick, or reached the rules' ``durchmarsch_min_augen``; found
    by itself from the Augen when they reach that minimum).

    The seat with the most Augen loses; when several share the most, the table's tie
    rule decided it from the tricks, so name that seat as ``loser``. ``klopfer`` counts
    the seats that knocked. Raises ``ValueError`` naming an impossible fact.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    n = rules.players
    words = "four" if n == 4 else "three"
    if isinstance(augen, (str, bytes)) or len(augen) != n:
        raise FactError(say("ramsch_augen_seats", augen=repr(augen), words=words))
    for seat, a in enumerate(augen):
        _count(f"augen[{seat}]", a, 120)
    if sum(augen) != 120:
        raise FactError(say("ramsch_augen_sum", augen=list(augen), words=words, total=sum(augen)))
    jung = tuple(sorted({_seat("jungfrauen", s, n) for s in jungfrauen}))
    if len(jung) != len(jungfrauen):
        raise FactError(say("jungfrau_twice", seats=list(jungfrauen)))
    for s in jung:
        if augen[s]:
            raise FactError(say("jungfrau_augen", seat=s, augen=augen[s]))
    # (every seat a Jungfrau cannot be: the Augen, 120 in all, were checked above)
    klopf_lines = _doubling_lines(rules, klopfer, False, False)
    minimum = rules.durchmarsch_min_augen
    if len(jung) == n - 1:
        (sweeper,) = (s for s in range(n) if s not in jung)
        if durchmarsch not in (None, sweeper):
            raise FactError(say("durchmarsch_other", seat=durchmarsch, sweeper=sweeper))
        durchmarsch = sweeper
    if durchmarsch is None and minimum is not None:
        durchmarsch = next((s for s in range(n) if augen[s] >= minimum), None)
    if durchmarsch is not None:
        _seat("durchmarsch", durchmarsch, n)
        reached = minimum is not None and augen[durchmarsch] >= minimum
        if augen[durchmarsch] != 120 and not reached:
            raise FactError(
                say(
                    "durchmarsch_augen",
                    seat=durchmarsch,
                    other=durchmarsch,
                    augen=augen[durchmarsch],
                )
                if minimum is None
                else say(
                    "durchmarsch_augen_min",
                    seat=durchmarsch,
                    other=durchmarsch,
                    augen=augen[durchmarsch],
                    most=minimum,
                )
            )
        if loser is not None:
            raise FactError(say("loser_durchmarsch", seat=loser))
        return settle_ramsch(
            rules, loser=None, durchmarsch=durchmarsch, jungfrauen=(), klopf_lines=klopf_lines,
            augen=tuple(augen),
        )  # fmt: skip
    most = max(augen)
    tied = [s for s in range(n) if augen[s] == most]
    if len(tied) > 1 and rules.ramsch_tie is RamschTie.ALL_TIED_SHARE:
        if loser is not None:
            raise FactError(say("loser_all_tied", seat=loser))
        return settle_ramsch(
            rules, loser=None, losers=tuple(tied), durchmarsch=None, jungfrauen=jung,
            klopf_lines=klopf_lines, augen=tuple(augen),
        )  # fmt: skip
    if loser is None:
        if len(tied) > 1:
            raise FactError(say("loser_tie", seats=", ".join(map(str, tied))))
        loser = tied[0]
    elif _seat("loser", loser, n) not in tied:
        raise FactError(say("loser_not_most", seat=loser, other=loser, most=most))
    return settle_ramsch(
        rules, loser=loser, durchmarsch=None, jungfrauen=jung, klopf_lines=klopf_lines,
        augen=tuple(augen),
    )  # fmt: skip


# -- the table money alone, for the solvers ---------------------------------------------


def game_balance(
    rules: Rules,
    game: Contract,
    declarer: int,
    partner: int | None,
    *,
    declaring_augen: int,
    declaring_tricks: int,
    laufende: int,
    doublings: int = 0,
    pot: int = 0,
) -> tuple[int, ...]:
    """The table money (``Settlement.balance``) of a game that is not a Ramsch: what
    [`settle_game`][kartenregeln.schafkopf.payout.settle_game] pays with ``doublings``
    doubling lines (Klopfer, Kontra, Re) and the Stock ``pot``, without building the
    settlement. The facts are taken as checked (the solvers call this for every outcome
    of a game in play).

    >>> from kartenregeln.schafkopf import Contract, Rules
    >>> rufspiel = Contract("rufspiel", "eichel")
    >>> game_balance(Rules(), rufspiel, 0, 2, declaring_augen=70, declaring_tricks=5,
    ...              laufende=0)
    (1, -1, 1, -1)
    >>> stock = Rules(stock=2, all_pass="throw_in")
    >>> game_balance(stock, rufspiel, 0, 2, declaring_augen=70, declaring_tricks=5,
    ...              laufende=0, pot=8)
    (5, -1, 5, -1)
    """
    lines = [_line(_LABEL["doublings"], 2, True)] * doublings
    money = _game_money(
        rules, game, declarer, partner, declaring_augen, declaring_tricks, laufende, lines, pot
    )
    return money[2]


def durchmarsch_balance(rules: Rules, winner: int, doublings: int = 0) -> tuple[int, ...]:
    """The table money of a Ramsch that ``winner`` won by a Durchmarsch, with ``doublings``
    Klopfer: as [`settle_ramsch`][kartenregeln.schafkopf.payout.settle_ramsch] pays it.

    >>> from kartenregeln.schafkopf import Rules
    >>> durchmarsch_balance(Rules(), 1)
    (-1, 3, -1, -1)
    """
    lines = [_line(_LABEL["klopfer"], 2, True)] * doublings
    return settle_ramsch(
        rules, loser=None, durchmarsch=winner, jungfrauen=(), klopf_lines=lines
    ).balance
