"""House rule ``Rules.re_by_partner`` (issue 27): the called partner of a Rufspiel may
answer a Kontra with Re; by default only the declarer may."""

from __future__ import annotations

import random

import pytest

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf import GameState, Phase, Rules

GUT, RE = sk.parse_action("gut"), sk.parse_action("re")


def _after_kontra(rules: Rules) -> GameState:
    """A Rufspiel after a Kontra: seat 0 plays it, the first opponent says Kontra."""
    for seed in range(500):
        state = sk.deal(rules, dealer=3, rng=random.Random(seed))
        calls = [a for a in state.legal_actions() if str(a) == "spiele"]
        if not calls:
            continue
        state = state.apply(calls[0])
        for _ in range(3):
            state = state.apply(sk.parse_action("weiter"))
        rufspiele = [a for a in state.legal_actions() if str(a).startswith("rufspiel")]
        if not rufspiele:
            continue
        state = state.apply(rufspiele[0])
        while state.phase is Phase.KONTRA:
            kontra = [a for a in state.legal_actions() if str(a) == "kontra"]
            state = state.apply(kontra[0] if kontra else GUT)
        if state.phase is Phase.RE:
            return state
    raise AssertionError("no Rufspiel with Kontra found")  # pragma: no cover


def test_by_default_only_the_declarer_answers_a_kontra() -> None:
    state = _after_kontra(Rules())
    assert state.to_move == state.declarer
    assert set(state.legal_actions()) == {RE, GUT}
    after = state.apply(GUT)
    assert after.phase is Phase.PLAY
    assert after.re is None


@pytest.mark.parametrize("partner_says", ["re", "gut"])
def test_with_re_by_partner_the_partner_may_say_re(partner_says: str) -> None:
    rules = Rules(re_by_partner=True)
    state = _after_kontra(rules)
    declarer, partner, kontra = state.declarer, state.partner, state.kontra
    assert declarer == 0
    assert partner is not None
    assert kontra is not None
    assert state.to_move == declarer
    state = state.apply(GUT)
    asked = []
    while state.phase is Phase.RE:
        seat = state.to_move
        assert seat is not None
        asked.append(seat)
        assert seat not in (declarer, kontra)
        if seat == partner:
            assert set(state.legal_actions()) == {RE, GUT}
            why = state.why_illegal(sk.parse_action("kontra"), "de")
            assert why == (
                f"es wurde Kontra gegeben: der Partner des Spielers, Sitz {seat}, "
                "darf re oder gut sagen"
            )
            state = state.apply(sk.parse_action(partner_says))
        else:
            # the other opponent is asked too (the turn keeps the partner hidden): only gut
            assert state.legal_actions() == (GUT,)
            assert not state.is_legal(RE)
            why = state.why_illegal(RE, "de")
            assert why == "nur die Partei des Spielers darf re sagen, die anderen sagen gut"
            state = state.apply(GUT)
    # the seats after the declarer in turn, skipping the Kontra seat, until the first re
    order = [s for s in (1, 2, 3) if s != kontra]
    assert asked == order[: order.index(partner) + 1] if partner_says == "re" else order
    assert state.phase is Phase.PLAY
    assert state.re == (partner if partner_says == "re" else None)
    # the doubling of the partner's Re is the same as the declarer's
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.settle()
    assert any("Re" in str(line) for line in result.breakdown) == (partner_says == "re")
    # the option is written into the position and the record, and read back
    assert "re_by_partner" in state.to_text()
    assert GameState.from_text(state.to_text()).re == state.re
    text = records.dumps(records.record_game(state))
    back = records.loads(text)
    assert isinstance(back, records.GameRecord)
    assert back.rules == rules


def test_in_a_solo_only_the_declarer_answers() -> None:
    rules = Rules(re_by_partner=True)
    for seed in range(500):
        state = sk.deal(rules, dealer=3, rng=random.Random(seed))
        state = state.apply(sk.parse_action("spiele"))
        for _ in range(3):
            state = state.apply(sk.parse_action("weiter"))
        solo = [a for a in state.legal_actions() if str(a).startswith("solo")]
        state = state.apply(solo[0])
        state = state.apply(sk.parse_action("kontra"))
        assert state.phase is Phase.RE
        assert state.to_move == 0
        assert state.apply(GUT).phase is Phase.PLAY
        return
    raise AssertionError("no solo found")  # pragma: no cover
