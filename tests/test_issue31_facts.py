"""Facts that surprised (issue 31): results left open are refused, Schneider is checked,
Schapa scores from the tricks themselves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import FactError, messages
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def test_a_tout_at_120_augen_needs_the_tricks() -> None:
    rules = sk.Rules()
    with pytest.raises(FactError, match="say whether the other party took a trick") as info:
        sk.payout(rules, "tout wenz", declarer=0, augen=120)
    assert "schwarz=True oder False" in info.value.message("de")
    won = sk.payout(rules, "tout wenz", declarer=0, augen=120, schwarz=True)
    assert won.balance[0] > 0
    assert sk.payout(rules, "tout wenz", declarer=0, augen=120, tricks=8).balance == won.balance
    lost = sk.payout(rules, "tout wenz", declarer=0, augen=120, tricks=7)
    assert lost.balance[0] < 0
    # a Bettel at 0 Augen is the same question; a Sie always takes every trick
    with pytest.raises(FactError, match="say whether"):
        sk.payout(sk.Rules(bettel=True), "bettel", declarer=1, augen=0)
    assert sk.payout(sk.Rules(), "sie", declarer=0, augen=120).balance[0] > 0


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        ({"augen": 60, "tricks": 0}, "a party without a trick leaves the other 120"),
        ({"augen": 120, "tricks": 0}, "a party without a trick leaves the other 120"),
        ({"augen": 120, "tricks": 8, "schwarz": False}, "they disagree"),
        ({"augen": 70, "tricks": 9}, "from 0 to 8"),
        ({"augen": 95, "schneider": False}, "the game is Schneider by these rules"),
        ({"augen": 80, "schneider": True}, "the game is not Schneider by these rules"),
        ({"augen": 80, "schneider": "ja"}, "must be True or False"),
    ],
)
def test_facts_that_contradict_are_named(facts: dict[str, object], message: str) -> None:
    with pytest.raises(FactError, match=message) as info:
        sk.payout(sk.Rules(), "solo herz", declarer=0, **facts)  # type: ignore[arg-type]
    assert messages.code(info.value.sentence)
    assert info.value.message("de") != str(info.value)


@settings(max_examples=60, deadline=None)
@given(augen=st.integers(31, 89), schneider=st.booleans())
def test_schneider_is_accepted_exactly_when_the_augen_say_so(augen: int, schneider: bool) -> None:
    plain = sk.payout(sk.Rules(), "wenz", declarer=2, augen=augen)
    if plain.schneider == schneider:
        assert sk.payout(sk.Rules(), "wenz", declarer=2, augen=augen, schneider=schneider) == plain
    else:
        with pytest.raises(FactError):
            sk.payout(sk.Rules(), "wenz", declarer=2, augen=augen, schneider=schneider)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 6), rnd=st.sampled_from([1, 2, 3, 4, 5, 6, 8]), seed=st.integers())
def test_schapa_scores_from_the_tricks_equal_the_played_round(
    players: int, rnd: int, seed: int
) -> None:
    rng = random.Random(seed)
    rules = sp.Rules(players=players)
    dealer = rng.randrange(players)
    state = sp.deal(rules, round=rnd, dealer=dealer, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    scored = sp.round_scores(rules, rnd, tricks=[t.cards for t in state.tricks], dealer=dealer)
    assert scored.scores == state.settle().scores


def test_schapa_tricks_are_checked() -> None:
    rules = sp.Rules(players=3)
    with pytest.raises(FactError, match="say who dealt"):
        sp.round_scores(rules, 1, tricks=["AC KC QC"])
    with pytest.raises(FactError, match="was played before"):
        sp.round_scores(rules, 3, tricks=["AC KC QC", "AC JC 10C"], dealer=0)
    with pytest.raises(FactError, match="not both"):
        sp.round_scores(rules, 3, tricks=["AC KC QC"], dealer=0, tricks_won=[1, 0, 0])
    with pytest.raises(FactError, match="3 players play 3"):
        sp.round_scores(rules, 3, tricks=["AC KC"], dealer=0)
