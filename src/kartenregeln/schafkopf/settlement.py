"""The settlement of a finished Schafkopf game: the Abrechnung of a game, a Ramsch or a
thrown-in deal, from the state's tricks, Augen and bidding record.

[`GameState.settle`][kartenregeln.schafkopf.state.GameState.settle] calls
[`settle_state`][kartenregeln.schafkopf.settlement.settle_state]; the money itself comes
from [`kartenregeln.schafkopf.payout`][kartenregeln.schafkopf.payout].
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import attrs

import kartenregeln.schafkopf.sentences  # noqa: F401  (the labels below are its sentences)
from kartenregeln._fast import fast_constructor
from kartenregeln.game import SettlementLine
from kartenregeln.game import _shared_line as _line
from kartenregeln.messages import say
from kartenregeln.schafkopf.auction import _RUF_TABLE
from kartenregeln.schafkopf.payout import _game_money, settle_game, settle_ramsch
from kartenregeln.schafkopf.phase import _OVER
from kartenregeln.schafkopf.rules import GameKind, RamschTie
from kartenregeln.schafkopf.scoring import Settlement

_LABEL: Final = {
    key: say(key)
    for key in (
        "klopfer",
        "kontra",
        "pays_stock",
        "re",
        "thrown_in",
    )
}
"""The settlement labels without blanks, said once (a game settles with a few of them)."""

if TYPE_CHECKING:
    from kartenregeln.schafkopf.state import GameState

__all__ = ["settle_state"]


def settle_state(state: GameState, fast: bool = True) -> Settlement:
    """The Abrechnung of the finished game ``state`` (``state.settle()``).

    A game's settlement is built ``fast`` (the money from ``_game_money``, the cached
    value) or plainly through ``settle_game`` and ``value`` (the tests compare them); both
    build the [`Settlement`][kartenregeln.schafkopf.scoring.Settlement] by field name."""
    if state._phase != _OVER:
        raise ValueError("the game is not over yet")
    bid = state._bid
    setup = state._setup
    rules = setup[0]
    n = setup[5]
    play = state._play_part  # the tricks and Augen, read here, not through properties
    tricks_won = [0] * n
    for trick in play[2]:
        tricks_won[trick[2]] += 1
    augen = play[3]
    if bid.thrown_in:
        stock = rules.stock or 0
        return Settlement(
            scores=(0,) * n,
            balance=(-stock,) * n,
            breakdown=(
                SettlementLine(_LABEL["thrown_in"], 0),
                *(_line(_LABEL["pays_stock"], -stock, False, s) for s in range(n) if stock),
            ),
            thrown_in=True,
            stock=n * stock,
            augen=augen,
            tricks=tuple(tricks_won),
        )
    game = bid.game
    assert game is not None
    klopf_lines = [_line(_LABEL["klopfer"], 2, True, s) for s in bid.klopfer] if bid.klopfer else []
    if game.kind is GameKind.RAMSCH:
        return _settle_ramsch(state, tuple(tricks_won), klopf_lines)
    declarer = bid.declarer
    partner = bid.partner
    assert declarer is not None
    party_augen = augen[declarer]
    party_tricks = tricks_won[declarer]
    if partner is not None:
        party_augen += augen[partner]
        party_tricks += tricks_won[partner]
    opponent_augen = sum(augen) - party_augen
    laufende, mit = state.laufende()
    dlines = klopf_lines
    if bid.kontra is not None:
        dlines.append(_line(_LABEL["kontra"], 2, True, bid.kontra))
    if bid.re is not None:
        dlines.append(_line(_LABEL["re"], 2, True, bid.re))
    facts_augen = party_augen
    if game.kind is GameKind.SIE:
        facts_augen, party_tricks = 120, rules.hand_size
    if fast:
        scores, breakdown, balance, winners, amount, schneider, schwarz, paid, stock = (
            _game_money(
                rules, game, declarer, partner, facts_augen, party_tricks, laufende, dlines,
                setup[4],
            )
        )  # fmt: skip
        # positionally, in the order of the fields (see ``_new_settlement``)
        return _new_settlement(
            scores, breakdown, balance, game, declarer, partner, winners, augen,
            tuple(tricks_won), (party_augen, opponent_augen), amount, schneider, schwarz,
            laufende, mit if laufende else None, paid, False, None, (), (), None, stock,
        )  # fmt: skip
    return settle_game(
        rules,
        game,
        declarer,
        partner,
        declaring_augen=facts_augen,
        declaring_tricks=party_tricks,
        laufende=laufende,
        doubling_lines=dlines,
        pot=setup[4],
        augen=augen,
        tricks=tuple(tricks_won),
        party_augen=(party_augen, opponent_augen),
        laufende_mit=mit if laufende else None,
    )


def _settle_ramsch(
    state: GameState, tricks_won: tuple[int, ...], klopf_lines: list[SettlementLine]
) -> Settlement:
    rules = state.rules
    augen = state._augen
    n = state._setup[5]
    order = [(state.vorhand + k) % n for k in range(n)]
    durch = None
    for s in order:
        if tricks_won[s] == rules.hand_size or (
            rules.durchmarsch_min_augen is not None and augen[s] >= rules.durchmarsch_min_augen
        ):
            durch = s
            break
    loser = None
    losers: tuple[int, ...] = ()
    if durch is None:
        most = max(augen)
        tied = [s for s in order if augen[s] == most]
        if len(tied) > 1 and rules.ramsch_tie is RamschTie.ALL_TIED_SHARE:
            losers = tuple(sorted(tied))
        else:
            loser = tied[0] if len(tied) == 1 else _ramsch_tie(state, tied, tricks_won)
    return settle_ramsch(
        rules,
        loser=loser,
        losers=losers,
        durchmarsch=durch,
        jungfrauen=tuple(s for s in range(n) if tricks_won[s] == 0) if durch is None else (),
        klopf_lines=klopf_lines,
        augen=augen,
        tricks=tricks_won,
    )


def _ramsch_tie(state: GameState, tied: list[int], tricks_won: tuple[int, ...]) -> int:
    trumps = _RUF_TABLE.trumps
    if state.rules.ramsch_tie is RamschTie.FIRST_FROM_VORHAND:
        return tied[0]
    if state.rules.ramsch_tie is RamschTie.HIGHEST_TRUMP_HELD:
        for t in trumps:
            for s in tied:
                if state._deal[s] >> t & 1:
                    return s
        return tied[0]
    taken = [0] * state._setup[5]
    for _ld, cards, w in state._tricks:
        for c in cards:
            taken[w] |= 1 << c
    for t in trumps:
        for s in tied:
            if taken[s] >> t & 1:
                return s
    most = max(tricks_won[s] for s in tied)
    return next(s for s in tied if tricks_won[s] == most)


_new_settlement: Final[Callable[..., Settlement]] = fast_constructor(Settlement)
"""A ``Settlement`` from every field, positionally, without ``__init__``."""
_FIELDS: Final = tuple(f.name for f in attrs.fields(Settlement))
assert _FIELDS[:3] == ("scores", "breakdown", "balance")
assert _FIELDS[13:] == (
    "laufende", "laufende_mit", "laufende_paid", "thrown_in", "ramsch_loser", "ramsch_losers",
    "jungfrauen", "durchmarsch", "stock",
)  # fmt: skip
