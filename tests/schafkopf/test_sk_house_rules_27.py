"""House rules of issue 27: the Jungfrau doubling once per Jungfrau for each Jungfrau,
the Bettel with Stichzwang, the Bettel with Herz as trump, and which games may be Tout."""

from __future__ import annotations

import pytest
from sk_build import fill

from kartenregeln import schafkopf as sk

# -- Jungfrau ------------------------------------------------------------------------------
# openschafkopf's test "0 has 120, but no durchmarsch": seat 0 takes 120 Augen, seat 1 one
# trick of 0 Augen, seats 2 and 3 none; the Ramsch costs 10.
C8 = {
    sk.Jungfrau.NONE: (-30, 10, 10, 10),
    sk.Jungfrau.DOUBLES_ALL: (-120, 40, 40, 40),
    sk.Jungfrau.DOUBLES_OWN: (-50, 10, 20, 20),
    sk.Jungfrau.DOUBLES_OWN_EACH: (-90, 10, 40, 40),
}


def _c8_game(rules: sk.Rules) -> sk.GameState:
    hands = fill(["EO GO HO SO EU GU HU G7", "G9 GA GZ GK", "G8", "E7"])
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    for _ in range(4):
        state = state.apply("weiter")
    assert state.game is not None and state.game.kind is sk.GameKind.RAMSCH
    for card in ("G7", "G9", "G8", "E7"):  # seat 1 takes a trick without Augen
        state = state.apply(card)
    high = ["EO", "GO", "HO", "SO", "EU", "GU", "HU"]
    while not state.is_over:
        if state.to_move == 0:
            state = state.apply(high.pop(0))  # seat 0 holds only top trumps: takes the rest
        else:
            state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("mode", list(C8))
def test_jungfrau_rules_pay_openschafkopfs_case(mode: sk.Jungfrau) -> None:
    rules = sk.Rules(jungfrau=mode, tariff=sk.Tariff(ramsch=10))
    result = _c8_game(rules).settle()
    assert result.augen == (120, 0, 0, 0)
    assert result.jungfrauen == (2, 3)
    assert result.durchmarsch is None
    assert result.balance == C8[mode]
    facts = sk.ramsch_payout(rules, augen=(120, 0, 0, 0), jungfrauen=(2, 3))
    assert facts.balance == C8[mode]


def test_doubles_own_each_doubles_once_per_jungfrau_at_the_table() -> None:
    each = sk.Rules(jungfrau="doubles_own_each")
    # one Jungfrau: as DOUBLES_OWN; three: each collects eight times the price
    assert sk.ramsch_balance(each, [1], [0]) == sk.ramsch_balance(
        sk.Rules(jungfrau="doubles_own"), [1], [0]
    )
    assert sk.ramsch_balance(each, [0], [1, 2, 3], doublings=1) == (-48, 16, 16, 16)
    assert sk.Rules.parse("jungfrau=doubles_own_each").jungfrau is sk.Jungfrau.DOUBLES_OWN_EACH
