"""The lines each scoring part writes into a settlement: one line per seat that scored,
with its label, its points (never a multiplier) and that seat; and nothing for a seat
that took none of the part's cards.

The expected values are read from the rules of the rounds (docs/schapa.md): −20 for each
queen taken, +80 instead for a seat that takes all four; each club taken counts minus its
value (ace 11, court cards 10, numbers their face value); in the layout round the first
seat out scores 0, the second −20, and so on.
"""

from __future__ import annotations

from hypothesis import given, settings
from sp_random import Dealt, dealt_rounds

from kartenregeln import schapa as sp
from kartenregeln.cards import CardSet
from kartenregeln.game import SettlementLine

DECK = sp.Rules(players=4).deck.mask


def _taken(*hands: str) -> tuple[int, ...]:
    return tuple(CardSet.parse(h).mask if h else 0 for h in hands)


def test_queens_taken_are_named_with_their_points_per_seat() -> None:
    # seat 0 two queens (and a card that does not score), seat 2 and seat 3 one each
    tally = sp.Tally(4, DECK, taken=_taken("QC QS 2D", "", "QH", "QD"))
    assert sp.PerCard().lines(tally) == (
        SettlementLine("QC QS taken at -20", -40, seat=0),
        SettlementLine("QH taken at -20", -20, seat=2),
        SettlementLine("QD taken at -20", -20, seat=3),
    )


def test_all_four_queens_to_one_seat_are_one_line_of_plus_80() -> None:
    tally = sp.Tally(4, DECK, taken=_taken("AC", "QC QS QH QD", "", "KS"))
    assert sp.PerCard().lines(tally) == (SettlementLine("all of QC QS QH QD taken", 80, seat=1),)


def test_clubs_taken_count_minus_their_value_per_seat() -> None:
    # AC 11 + 2C 2 = 13; 10C 10 + 9C 9 = 19; seat 1 took no club, seat 2 nothing
    tally = sp.Tally(4, DECK, taken=_taken("AC 2C QD", "KS", "", "10C 9C"))
    assert sp.CardValues().lines(tally) == (
        SettlementLine("AC 2C taken", -13, seat=0),
        SettlementLine("10C 9C taken", -19, seat=3),
    )
    assert sp.CardValues().scores(tally) == (-13, 0, 0, -19)


def test_the_finishing_order_gives_each_place_its_points() -> None:
    tally = sp.Tally(4, DECK, finished=(2, 0, 3, 1))
    assert sp.FinishingOrder().lines(tally) == (
        SettlementLine("place 1", 0, seat=2),
        SettlementLine("place 2", -20, seat=0),
        SettlementLine("place 3", -40, seat=3),
        SettlementLine("place 4", -60, seat=1),
    )
    assert sp.FinishingOrder().scores(tally) == (-20, -60, 0, -40)


def test_seats_not_out_yet_have_no_points_from_the_finishing_order() -> None:
    assert sp.FinishingOrder().scores(sp.Tally(4, DECK)) == (0, 0, 0, 0)
    # only seat 1 is out, first: it scores 0, and so far so does everyone else
    assert sp.FinishingOrder().scores(sp.Tally(4, DECK, finished=(1,))) == (0, 0, 0, 0)


@settings(max_examples=150, deadline=None)
@given(dealt_rounds())
def test_every_line_is_points_for_one_seat_and_they_add_up_to_the_scores(
    dealt: Dealt,
) -> None:
    state = dealt.state
    while not state.is_over:
        state = state.apply(dealt.rng.choice(state.legal_actions()))
    settlement = state.settle()
    totals = [0] * dealt.rules.players
    for line in settlement.breakdown:
        assert line.factor is False
        assert line.seat is not None
        totals[line.seat] += line.value
    assert tuple(totals) == settlement.scores
    if isinstance(state, sp.TrickRoundState):
        # a line about cards taken names only cards that seat took
        for line in settlement.breakdown:
            if line.seat is not None and line.code in ("taken", "taken_at", "all_taken"):
                named = CardSet.parse(str(line.label).split(" taken")[0].removeprefix("all of "))
                assert named.mask & ~state.taken[line.seat] == 0
