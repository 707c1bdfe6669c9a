"""Who loses a Ramsch with the most Augen tied, under each ``RamschTie`` rule, in a game
made for it: seats 0 and 1 take 32 Augen each and no trump (seat 0 one trick, seat 1
three), seats 2 and 3 take every trump. Random games almost never get there (a seat with
the most Augen has nearly always taken a trump), so the fallbacks of the rules are
played here card by card."""

from __future__ import annotations

import pytest

from kartenregeln import schafkopf as sk

HANDS = (
    "EA E8 G9 SA SK HZ H9 H7 / E7 EK GK SZ S7 HA HK H8 / "
    "GA GZ G8 S9 EO SO EU SU / EZ E9 G7 S8 GO HO GU HU"
)
# Vorhand (seat 0) takes the first trick with the Eichel-Sau; seats 2 and 3 take the
# four trump tricks; seat 1 takes the last three
PLAY = (
    "EA E7 GA EZ", "H7 H8 SU GU", "HU H9 HK SO", "EU HO HZ HA",
    "GO SA S7 EO", "G8 G7 G9 GK", "SZ S9 S8 SK", "EK GZ E9 E8",
)  # fmt: skip


def _played(tie: sk.RamschTie) -> sk.GameState:
    state = sk.GameState.from_text(
        f"schafkopf d3 all_pass=ramsch ramsch_tie={tie.value} | {HANDS} |"
    )
    for action in ["weiter"] * 4 + " ".join(PLAY).split():
        state = state.apply(action)
    return state


def test_the_game_is_the_one_described() -> None:
    state = _played(sk.RamschTie.HIGHEST_TRUMP_TAKEN)
    assert state.is_over
    assert state.augen == (32, 32, 26, 30)
    assert [t.winner for t in state.tricks] == [0, 3, 2, 3, 2, 1, 1, 1]
    # every trump went into the four tricks seats 2 and 3 took
    in_trump_tricks = {c for t in state.tricks[1:5] for c in t.cards}
    assert len(in_trump_tricks) == 16
    assert all(t.winner in (2, 3) for t in state.tricks[1:5])


@pytest.mark.parametrize(
    ("tie", "losers", "balance"),
    [
        # no tied seat took a trump: the one with more tricks
        (sk.RamschTie.HIGHEST_TRUMP_TAKEN, (1,), (1, -3, 1, 1)),
        # seat 1 held the Herz-Sau, the highest trump of the two
        (sk.RamschTie.HIGHEST_TRUMP_HELD, (1,), (1, -3, 1, 1)),
        (sk.RamschTie.FIRST_FROM_VORHAND, (0,), (-3, 1, 1, 1)),
        (sk.RamschTie.ALL_TIED_SHARE, (0, 1), (-2, -2, 2, 2)),
    ],
)
def test_the_tie_rule_decides_who_loses(
    tie: sk.RamschTie, losers: tuple[int, ...], balance: tuple[int, ...]
) -> None:
    done = _played(tie).settle()
    assert done.ramsch_losers == losers
    assert done.ramsch_loser == losers[0]
    assert done.balance == balance
    # the score calculator, told the loser the tie rule chose, pays the same
    named = None if tie is sk.RamschTie.ALL_TIED_SHARE else losers[0]
    rules = sk.Rules(all_pass=sk.AllPass.RAMSCH, ramsch_tie=tie)
    assert sk.ramsch_payout(rules, augen=(32, 32, 26, 30), loser=named).balance == balance
