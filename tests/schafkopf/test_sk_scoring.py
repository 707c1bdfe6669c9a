"""Who wins, Schneider, Schwarz, Laufende, Tout, payouts and the Ramsch."""

from __future__ import annotations

import random

import pytest
from sk_build import announce, fill, play_out

from kartenregeln import schafkopf as sk

SEED = sk.Rules()
SAUSPIEL = sk.Rules.sauspiel()
RUF = sk.Contract("rufspiel", "gras")
SOLO = sk.Contract("farbsolo", "herz")


def v(rules: sk.Rules, augen: int, game: sk.Contract = SOLO, tricks: int = 4) -> sk.Value:
    return sk.value(rules, game, augen=augen, tricks=tricks)


def test_declaring_party_wins_with_61_and_loses_60_60() -> None:
    assert v(SEED, 61).won
    assert not v(SEED, 60).won


@pytest.mark.parametrize(
    ("rules", "augen", "schneider"),
    [
        # won: the opponents at 30 (seed: losers <= 30) / 29 (Standard)
        (SEED, 90, True),
        (SEED, 89, False),
        (SAUSPIEL, 91, True),
        (SAUSPIEL, 90, False),
        # lost: the declaring party at 30 / 31, the same in both presets
        (SEED, 30, True),
        (SEED, 31, False),
        (SAUSPIEL, 30, True),
        (SAUSPIEL, 31, False),
    ],
)
def test_schneider_boundaries(rules: sk.Rules, augen: int, schneider: bool) -> None:
    value = v(rules, augen)
    assert value.schneider is schneider
    extra = rules.tariff.extra if schneider else 0
    assert value.amount == rules.tariff.solo + extra


def test_schneider_counts_for_a_lost_game_too() -> None:
    value = v(SEED, 20, RUF)
    assert not value.won
    assert value.schneider
    assert value.amount == 1 + 1


def test_schwarz_adds_schneider_and_schwarz() -> None:
    value = v(SEED, 120, SOLO, tricks=8)
    assert value.schwarz
    assert value.schneider
    assert value.amount == 5 + 2


def test_schwarz_not_when_loser_took_a_trick_of_zero_augen() -> None:
    value = v(SEED, 120, SOLO, tricks=7)
    assert value.schneider
    assert not value.schwarz
    lost = v(SEED, 0, SOLO, tricks=1)
    assert lost.schneider
    assert not lost.schwarz


def _laufende(
    game: str, required: list[str], declarer: int = 0, rules: sk.Rules = SEED
) -> sk.Settlement:
    state = announce(fill(required), declarer, game, rules=rules)
    return play_out(state).settle()


@pytest.mark.parametrize(
    ("game", "required", "count", "mit", "paid"),
    [
        # Rufspiel (min 3): party = seat 0 + the Gras-Sau holder (seat 1)
        ("rufspiel gras", ["EO GO G7", "HO GA", "SO", ""], 3, True, 3),
        ("rufspiel gras", ["SO G7", "GA", "EO GO HO", ""], 3, False, 3),
        ("rufspiel gras", ["EO GO G7", "GA", "HO", ""], 2, True, 0),
        # Farbsolo (min 3)
        ("solo schellen", ["EO GO HO", "SO", "", ""], 3, True, 3),
        ("solo schellen", ["SO", "EO GO", "HO", ""], 3, False, 3),
        ("solo schellen", ["EO GO", "HO", "", ""], 2, True, 0),
        # Wenz (min 2)
        ("wenz", ["EU GU", "HU", "", ""], 2, True, 2),
        ("wenz", ["HU", "EU", "GU", ""], 2, False, 2),
        ("wenz", ["EU", "GU", "", ""], 1, True, 0),
        # Geier (min 2)
        ("geier", ["EO GO", "HO", "", ""], 2, True, 2),
        ("geier", ["HO", "EO", "GO", ""], 2, False, 2),
        ("geier", ["EO", "GO", "", ""], 1, True, 0),
    ],
)
def test_laufende_mit_and_ohne_at_the_minimum(
    game: str, required: list[str], count: int, mit: bool, paid: int
) -> None:
    result = _laufende(game, required)
    assert result.laufende == count
    assert result.laufende_mit is mit
    assert result.laufende_paid == paid
    assert any(line.label == f"{paid} Laufende" for line in result.breakdown) == bool(paid)


def test_laufende_not_paid_when_minimum_is_none() -> None:
    rules = sk.Rules(laufende_min=sk.LaufendeMin(wenz=None))
    result = _laufende("wenz", ["EU GU HU SU", "", "", ""], rules=rules)
    assert result.laufende == 4
    assert result.laufende_paid == 0


def test_tout_won_needs_all_tricks_and_doubles() -> None:
    hands = fill(["EO GO HO SO EU GU HU SU", "", "", ""])
    result = play_out(announce(hands, 0, "tout solo herz")).settle()
    assert result.winners == (0,)
    assert result.laufende == 8
    assert result.value == (5 + 8) * 2
    assert result.scores == (78, 0, 0, 0)
    assert not result.schneider
    assert not result.schwarz


def test_tout_lost_ends_early_when_opponents_take_a_trick() -> None:
    hands = fill(["HA HZ HK H9 H8 H7 SA SZ", "", "", ""])
    state = play_out(announce(hands, 0, "tout solo herz"))
    assert len(state.tricks) < 8
    result = state.settle()
    assert result.winners == (1, 2, 3)
    assert result.laufende == 8  # the opponents hold all eight Ober and Unter: "ohne 8"
    assert result.value == (5 + 8) * 2
    assert result.balance == (-78, 26, 26, 26)


def test_tout_plays_on_when_tout_ends_early_is_off() -> None:
    hands = fill(["HA HZ HK H9 H8 H7 SA SZ", "", "", ""])
    state = play_out(announce(hands, 0, "tout solo herz", rules=sk.Rules(tout_ends_early=False)))
    assert len(state.tricks) == 8
    assert state.settle().winners == (1, 2, 3)


def test_laufende_in_a_tout_count_from_the_minimum_of_its_kind() -> None:
    hands = fill(["EU GU HU SU GA GZ GK G9", "", "", ""])
    result = play_out(announce(hands, 0, "tout wenz")).settle()
    assert result.winners == (0,)
    assert result.value == (5 + 4) * 2


def test_rufspiel_payout_each_winner_collects_the_value() -> None:
    result = _laufende("rufspiel gras", ["EO GO G7", "HO GA", "SO", ""])
    assert sorted(result.scores) == [0, 0, result.value, result.value]
    assert sum(result.balance) == 0
    assert all(s >= 0 for s in result.scores)


def test_solo_payout_declarer_collects_three_times_or_each_opponent_once() -> None:
    won = play_out(announce(fill(["EO GO HO SO EU GU HU SU", "", "", ""]), 0, "solo herz")).settle()
    assert won.scores == (3 * won.value, 0, 0, 0)
    assert won.balance == (3 * won.value, -won.value, -won.value, -won.value)
    lost = play_out(
        announce(fill(["E7 E8 G7 G8 S7 S8 H7 E9", "", "", ""]), 0, "solo schellen")
    ).settle()
    assert lost.winners == (1, 2, 3)
    assert lost.scores == (0, lost.value, lost.value, lost.value)
    assert lost.balance == (-3 * lost.value, lost.value, lost.value, lost.value)


def _ramsch(hands: list[str], rules: sk.Rules = SEED, seed: int | None = None) -> sk.GameState:
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("weiter")
    if seed is None:
        return play_out(state)
    rng = random.Random(seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_ramsch_loser_has_the_most_augen_and_pays_each_other_seat() -> None:
    state = _ramsch(fill(["", "", "", ""]), seed=3)
    result = state.settle()
    assert result.ramsch_loser is not None
    assert result.augen[result.ramsch_loser] == max(result.augen)
    amount = result.value
    assert result.balance[result.ramsch_loser] == -3 * amount
    assert result.scores[result.ramsch_loser] == 0


def test_ramsch_jungfrau_doubles_everybodys_payment() -> None:
    for seed in range(300):
        deal = sk.deal(SEED, dealer=3, rng=random.Random(seed))
        hands = [deal.initial_hand(s).to_text("schafkopf") for s in range(4)]
        state = _ramsch(hands, seed=seed)
        result = state.settle()
        if result.durchmarsch is None and len(result.jungfrauen) == 1:
            assert result.value == 2
            assert result.tricks[result.jungfrauen[0]] == 0
            return
    pytest.fail("no Ramsch with one Jungfrau found")


def _tie_loser(state: sk.GameState, tied: list[int], rule: sk.RamschTie) -> int:
    trumps = ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU", "HA", "HZ", "HK", "H9", "H8", "H7"]
    order = [(state.vorhand + k) % 4 for k in range(4)]
    tied = [s for s in order if s in tied]
    if rule is sk.RamschTie.HIGHEST_TRUMP_HELD:
        for t in trumps:
            for s in tied:
                if t in state.initial_hand(s).to_text("schafkopf").split():
                    return s
        return tied[0]
    taken: dict[int, set[str]] = {s: set() for s in range(4)}
    for trick in state.tricks:
        taken[trick.winner] |= {sk.Play(c).__str__() for c in trick.cards}
    for t in trumps:
        for s in tied:
            if t in taken[s]:
                return s
    most = max(sum(1 for tr in state.tricks if tr.winner == s) for s in tied)
    return next(s for s in tied if sum(1 for tr in state.tricks if tr.winner == s) == most)


@pytest.mark.parametrize(
    "rule", [sk.RamschTie.HIGHEST_TRUMP_TAKEN, sk.RamschTie.HIGHEST_TRUMP_HELD]
)
def test_ramsch_tie_break(rule: sk.RamschTie) -> None:
    rules = sk.Rules(ramsch_tie=rule)
    found = 0
    for seed in range(3000):
        deal = sk.deal(rules, dealer=3, rng=random.Random(seed))
        hands = [deal.initial_hand(s).to_text("schafkopf") for s in range(4)]
        state = _ramsch(hands, rules=rules, seed=seed)
        result = state.settle()
        most = max(result.augen)
        tied = [s for s in range(4) if result.augen[s] == most]
        if len(tied) > 1 and result.durchmarsch is None:
            assert result.ramsch_loser == _tie_loser(state, tied, rule)
            found += 1
            if found == 3:
                return
    pytest.fail(f"only {found} tied Ramsch games found")


def test_ramsch_durchmarsch_all_tricks() -> None:
    state = _ramsch(fill(["EO GO HO SO EU GU HU SU", "", "", ""]))
    result = state.settle()
    assert result.durchmarsch == 0
    assert result.scores == (3, 0, 0, 0)
    assert result.balance == (3, -1, -1, -1)
    assert result.jungfrauen == ()  # no Jungfrau doubling in a Durchmarsch


def test_ramsch_durchmarsch_min_augen_option() -> None:
    hands = fill(["EO GO HO SO EU GU HU E7", "", "", ""])
    plain = _ramsch(hands).settle()
    assert plain.durchmarsch is None
    assert plain.augen[0] >= 91
    rules = sk.Rules(durchmarsch_min_augen=91)
    result = _ramsch(hands, rules=rules).settle()
    assert result.durchmarsch == 0
    assert result.balance == (3, -1, -1, -1)


def test_ramsch_separate_tariff_option() -> None:
    rules = sk.Rules(tariff=sk.Tariff(rufspiel=10, solo=50, extra=10, ramsch=7))
    result = _ramsch(fill(["", "", "", ""]), rules=rules, seed=5).settle()
    assert result.value in (7, 14, 28, 56)


def test_value_from_facts_for_score_keeping() -> None:
    value = sk.value(SAUSPIEL, sk.Contract("wenz"), augen=95, tricks=6, laufende=3, doublings=1)
    assert value.won
    assert value.schneider
    assert value.amount == (50 + 10 + 30) * 2
    assert sk.ramsch_value(SEED, jungfrauen=2) == 4
    with pytest.raises(ValueError, match="ramsch_value"):
        sk.value(SEED, sk.Contract("ramsch"))


def test_schwarz_not_when_opponents_took_a_trick_of_zero_augen_in_play() -> None:
    hands = [
        "EO GO HO SO EU GU HU E7",
        "SU HA HZ HK E8 GA GZ GK",
        "H9 H8 H7 E9 SA SZ SK S9",
        "EA EZ EK G9 G8 G7 S8 S7",
    ]
    state = announce(hands, 0, "solo herz")
    moves = [
        "EO SU H9 EA",
        "GO HA H8 EZ",
        "HO HZ H7 EK",
        "SO HK SA G9",
        "EU GA SZ G8",
        "GU GZ SK S8",
        "HU GK S9 S7",
        "E7 E8 E9 G7",
    ]
    for trick in moves:
        for card in trick.split():
            state = state.apply(card)
    result = state.settle()
    assert state.tricks[-1].winner == 2
    assert state.tricks[-1].augen == 0
    assert result.party_augen == (120, 0)
    assert result.tricks == (7, 0, 1, 0)
    assert result.schneider
    assert not result.schwarz
    assert result.laufende == 7
    assert result.value == 5 + 1 + 7
