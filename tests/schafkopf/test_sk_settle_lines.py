"""``GameState.settle`` line by line for what a played game adds to the value: one line per
Klopfer, the Kontra and the Re, each naming the seat that said it; and a thrown-in game
under the Stock rule, where every seat pays the Stock into the pot (a line each)."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schafkopf as sk

HANDS = (
    "EA E8 G9 SA SK HZ H9 H7 / E7 EK GK SZ S7 HA HK H8 / "
    "GA GZ G8 S9 EO SO EU SU / EZ E9 G7 S8 GO HO GU HU"
)


def _lines(s: sk.Settlement) -> list[tuple[str, int, bool, int | None]]:
    return [(line.code, line.value, line.factor, line.seat) for line in s.breakdown]


def test_each_doubling_line_names_the_seat_that_said_it() -> None:
    state = sk.GameState.from_text(f"schafkopf d3 klopfen=true | {HANDS} |")
    # seats 1 and 3 knock; Vorhand (seat 0) calls the Gras-Sau, seat 1 says Kontra, seat 0 Re
    bidding = "weiter klopfen weiter klopfen spiele weiter weiter weiter rufspiel-gras"
    for action in bidding.split():
        state = state.apply(action)
    said = {"kontra": 1, "re": 0}
    while not state.is_over:
        legal = [str(a) for a in state.legal_actions()]
        word = next((w for w, seat in said.items() if w in legal and state.to_move == seat), None)
        if word is not None:
            del said[word]
            state = state.apply(word)
            continue
        state = state.apply(next(a for a in legal if a not in ("kontra", "re", "weiter")))
    assert (state.klopfer, state.kontra, state.re) == ((1, 3), 1, 0)
    s = state.settle()
    # a Rufspiel of 1 doubled four times: 16 a seat; the partner (seat 2) sits with seat 0
    assert _lines(s) == [
        ("rufspiel_tariff", 1, False, None),
        ("klopfer", 2, True, 1),
        ("klopfer", 2, True, 3),
        ("kontra", 2, True, 1),
        ("re", 2, True, 0),
        ("value", 16, False, None),
    ]
    assert abs(s.balance[0]) == 16
    assert s.balance[0] == s.balance[2] == -s.balance[1] == -s.balance[3]


@pytest.mark.parametrize("players", [3, 4])
def test_a_thrown_in_game_puts_every_seats_stock_into_the_pot(players: int) -> None:
    rules = sk.Rules(players=players, stock=3, all_pass="throw_in")
    state = sk.deal(rules, dealer=0, rng=random.Random(players))
    with pytest.raises(ValueError, match=r"^the game is not over yet$"):
        state.settle()
    while not state.is_over:
        state = state.apply("weiter")
    # the bidding record keeps every seat's weiter, from Vorhand (left of the dealer)
    assert state.bids == tuple(((1 + k) % players, sk.WEITER) for k in range(players))
    s = state.settle()
    assert s.thrown_in
    assert _lines(s) == [
        ("thrown_in", 0, False, None),
        *(("pays_stock", -3, False, seat) for seat in range(players)),
    ]
    assert (s.balance, s.scores, s.stock) == ((-3,) * players, (0,) * players, 3 * players)
    assert (s.augen, s.tricks) == ((0,) * players, (0,) * players)


def test_without_a_stock_a_thrown_in_game_has_only_its_line() -> None:
    state = sk.deal(sk.Rules(all_pass="throw_in"), dealer=1, rng=random.Random(7))
    while not state.is_over:
        state = state.apply("weiter")
    s = state.settle()
    assert _lines(s) == [("thrown_in", 0, False, None)]
    assert (s.balance, s.stock) == ((0, 0, 0, 0), 0)
