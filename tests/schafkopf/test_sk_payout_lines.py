"""The money of a settlement seat by seat and line by line: the Stock taken or paid (each
line naming its seat, in whole amounts), the scores of a Rufspiel, the Ramsch facts that
name a seat of a three-player table, and the ties of a Ramsch."""

from __future__ import annotations

import pytest

from kartenregeln import FactError
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.payout import game_balance, ramsch_payout, settle_game

STOCK = sk.Rules(stock=2, all_pass="throw_in")
STOCK3 = sk.Rules(players=3, stock=2, all_pass="throw_in")


def _lines(s: sk.Settlement) -> list[tuple[str, int, bool, int | None]]:
    return [(line.code, line.value, line.factor, line.seat) for line in s.breakdown]


def _rufspiel(augen: int, pot: int) -> sk.Settlement:
    return settle_game(
        STOCK,
        sk.Contract("rufspiel", "eichel"),
        0,
        2,
        declaring_augen=augen,
        declaring_tricks=4,
        laufende=0,
        doubling_lines=(),
        pot=pot,
    )


def test_a_won_rufspiel_takes_the_pot_half_each_and_says_who() -> None:
    s = _rufspiel(70, 8)
    assert (s.scores, s.balance, s.stock, s.winners) == ((5, 0, 5, 0), (5, -1, 5, -1), -8, (0, 2))
    assert _lines(s) == [
        ("rufspiel_tariff", 1, False, None),
        ("value", 1, False, None),
        ("takes_stock", 4, False, 0),
        ("takes_stock", 4, False, 2),
    ]


def test_a_lost_rufspiel_pays_into_the_pot_in_whole_amounts() -> None:
    s = _rufspiel(40, 8)
    assert (s.scores, s.balance, s.stock, s.winners) == ((0, 1, 0, 1), (-5, 1, -5, 1), 8, (1, 3))
    assert _lines(s) == [
        ("rufspiel_tariff", 1, False, None),
        ("value", 1, False, None),
        ("pays_stock", -4, False, 0),
        ("pays_stock", -4, False, 2),
    ]
    assert all(type(x) is int for x in (*s.balance, *s.scores, s.stock))
    assert all(type(line.value) is int for line in s.breakdown)
    assert str(s)  # the Abrechnung writes every line with its sign


def test_without_a_pot_a_rufspiel_has_no_stock_line() -> None:
    s = _rufspiel(70, 0)
    assert (s.scores, s.balance, s.stock) == ((1, 0, 1, 0), (1, -1, 1, -1), 0)
    assert [line.code for line in s.breakdown] == ["rufspiel_tariff", "value"]


def test_a_solo_of_four_leaves_the_pot_where_it_is() -> None:
    s = settle_game(
        STOCK,
        sk.Contract("wenz"),
        1,
        None,
        declaring_augen=70,
        declaring_tricks=4,
        laufende=0,
        doubling_lines=(),
        pot=8,
    )
    assert (s.balance, s.stock) == ((-5, 15, -5, -5), 0)
    assert [line.code for line in s.breakdown] == ["solo_tariff", "value"]


@pytest.mark.parametrize(
    ("augen", "balance", "stock", "line"),
    [
        (70, (-5, 16, -5), -6, ("takes_stock", 6, False, 1)),
        (40, (5, -16, 5), 6, ("pays_stock", -6, False, 1)),
    ],
)
def test_with_three_players_the_declarer_takes_or_pays_the_whole_pot(
    augen: int, balance: tuple[int, ...], stock: int, line: tuple[str, int, bool, int]
) -> None:
    s = settle_game(
        STOCK3,
        sk.Contract("wenz"),
        1,
        None,
        declaring_augen=augen,
        declaring_tricks=4,
        laufende=0,
        doubling_lines=(),
        pot=6,
    )
    assert (s.balance, s.stock) == (balance, stock)
    assert _lines(s)[-1] == line
    assert len(s.breakdown) == 3


def test_game_balance_counts_no_doubling_unless_told() -> None:
    wenz = sk.Contract("wenz")
    facts = {"declaring_augen": 70, "declaring_tricks": 4, "laufende": 0}
    assert game_balance(sk.Rules(), wenz, 1, None, **facts) == (-5, 15, -5, -5)
    assert game_balance(sk.Rules(), wenz, 1, None, doublings=2, **facts) == (-20, 60, -20, -20)


def test_a_ramsch_is_won_by_everyone_but_its_loser() -> None:
    s = ramsch_payout(sk.Rules(), augen=(20, 50, 30, 20))
    assert (s.winners, s.ramsch_losers, s.balance) == ((0, 2, 3), (1,), (1, -3, 1, 1))


def test_all_tied_share_splits_the_loss_and_keeps_the_augen() -> None:
    rules = sk.Rules(ramsch_tie="all_tied_share")
    s = ramsch_payout(rules, augen=(40, 40, 20, 20))
    assert (s.balance, s.winners, s.ramsch_losers) == ((-2, -2, 2, 2), (2, 3), (0, 1))
    assert s.augen == (40, 40, 20, 20)
    # with one seat ahead there is nobody to share with: it loses alone, named or not
    alone = ramsch_payout(rules, augen=(50, 30, 20, 20), loser=0)
    assert (alone.ramsch_losers, alone.balance) == ((0,), (-3, 1, 1, 1))
    assert alone == ramsch_payout(rules, augen=(50, 30, 20, 20))


def test_a_tie_of_two_needs_its_loser_named() -> None:
    with pytest.raises(FactError, match=r"^loser=None: seats 0, 1 share the most Augen"):
        ramsch_payout(sk.Rules(), augen=(40, 40, 30, 10))
    assert ramsch_payout(sk.Rules(), augen=(40, 40, 30, 10), loser=1).ramsch_losers == (1,)


@pytest.mark.parametrize(
    ("facts", "name"),
    [
        ({"augen": (60, 60, 0), "jungfrauen": (3,)}, "jungfrauen"),
        ({"augen": (60, 30, 30), "durchmarsch": 3}, "durchmarsch"),
        ({"augen": (60, 30, 30), "loser": 3}, "loser"),
    ],
)
def test_three_players_have_no_seat_3(facts: dict[str, object], name: str) -> None:
    with pytest.raises(FactError, match=rf"^{name}=3: a seat is 0, 1 or 2$"):
        ramsch_payout(sk.Rules(players=3), **facts)  # type: ignore[arg-type]
