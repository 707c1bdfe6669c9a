"""The fast Schafkopf solver equals plain minimax (and the generic search) on endings of
every party game, including the called Sau's rules, Tout, both Schneider rules, Farbwenz,
Farbgeier and Bettel (plain and ouvert)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln.bots import minimax, solve
from kartenregeln.bots.adapters import adapter_for, fast_solver
from kartenregeln.bots.schafkopf.fast import RamschSolver, SchafkopfSolver, supports
from kartenregeln.cards import Card
from kartenregeln.schafkopf.contracts import table_for

KINDS = ("rufspiel", "solo", "wenz", "geier", "tout", "farbwenz", "farbgeier", "bettel")
HOUSE_KINDS = ("farbwenz", "farbgeier", "bettel")
HOUSE_RULES = (
    sk.Rules(farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True),
    sk.Rules.sauspiel(farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True),
    sk.Rules(deck="short", farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True),
    sk.Rules(bettel=True, bettel_ouvert=True, bettel_herz=True, tout_games=("farbsolo",)),
)
RULES = (
    sk.Rules(),
    sk.Rules.sauspiel(),
    sk.Rules(tout_ends_early=False, schneider="standard", klopfen=True),
    sk.Rules(deck="short"),
)
RAMSCH_RULES = (
    sk.Rules(),
    sk.Rules(ramsch_tie="highest_trump_held", durchmarsch_min_augen=91, klopfen=True),
    sk.Rules(tariff=sk.Tariff(ramsch=3), klopfen=True),
    sk.Rules(deck="short", jungfrau="doubles_own", ramsch_tie="all_tied_share"),
)


def position(seed: int, tricks_left: int, want: str | None, *, keep_sau: bool = False) -> Any:
    """A random card-play position with about ``tricks_left`` tricks to go: random deal,
    random bidding steered to the game kind ``want``, random card play (with
    ``keep_sau`` nobody leads the called suit, so its rules still apply)."""
    rng = random.Random(seed)
    pool = HOUSE_RULES if want in HOUSE_KINDS else RULES
    rules = rng.choice(RAMSCH_RULES if want == "ramsch" else pool)
    state: Any = None
    for _ in range(60):
        state = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
        while not state.is_over and state.phase is not sk.Phase.PLAY:
            legal = state.legal_actions()
            if state.phase is sk.Phase.ROUND1:
                spiele = want != "ramsch" and rng.random() < 0.8
                action = legal[0] if spiele else legal[-1]
            elif state.phase is sk.Phase.AUCTION:
                games = [a for a in legal if str(a) not in ("weiter", "sie")]
                if want is not None:
                    tout = want == "tout"
                    games = [a for a in games if want in str(a) and ("tout" in str(a)) == tout]
                if str(legal[0]) == "weiter" and (not games or rng.random() < 0.9):
                    action = legal[0]
                else:
                    action = rng.choice(games or legal)
            else:
                action = rng.choice(legal)
            state = state.apply(action)
        wanted = want is None or want in str(state.game)
        tout_ok = want == "tout" or state.game is None or not state.game.tout
        if not state.is_over and wanted and tout_ok:
            break
    target = 4 * tricks_left - rng.randrange(4)
    while not state.is_over and sum(len(state.hand(s)) for s in range(4)) > target:
        legal = list(state.legal_actions())
        if keep_sau and state.game is not None and state.game.suit is not None:
            call = int(state.game.suit)
            tab = table_for(state.game)
            safe = [a for a in legal if tab.follow[a.card.index] != call]
            legal = safe or legal
        state = state.apply(rng.choice(legal))
    return state


def check_against_minimax(state: Any) -> None:
    seat = state.to_move
    solver = SchafkopfSolver(state, seat)
    for action in state.legal_actions():
        assert solver.value_after(action.card.index) == minimax(state.apply(action), seat)
    assert solve(state).value == minimax(state)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 3), st.sampled_from(KINDS))
def test_fast_equals_minimax_on_endings(seed: int, tricks: int, kind: str) -> None:
    state = position(seed, tricks, kind)
    if state.is_over or not supports(state):
        return
    check_against_minimax(state)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 3))
def test_fast_equals_minimax_while_the_called_sau_rules_apply(seed: int, tricks: int) -> None:
    state = position(seed, tricks, "rufspiel", keep_sau=True)
    if state.is_over or not supports(state):
        return
    check_against_minimax(state)


def test_the_called_sau_rules_are_exercised() -> None:
    hits = 0
    for seed in range(40):
        state = position(seed, 3, "rufspiel", keep_sau=True)
        if state.is_over or state.game is None or state.game.kind is not sk.GameKind.RUFSPIEL:
            continue
        assert state.game.suit is not None
        sau = Card(state.game.suit, 14)
        if not state.searched and sau in state.hand(state.partner):
            hits += 1
            check_against_minimax(state)
    assert hits >= 5


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from(KINDS))
def test_fast_equals_minimax_on_four_trick_endings(seed: int, kind: str) -> None:
    state = position(seed, 4, kind)
    if state.is_over or not supports(state):
        return
    fast = solve(state)
    generic = solve(state, generic=True)
    assert fast.values == generic.values or sorted(fast.values, key=str) == sorted(
        generic.values, key=str
    )
    assert fast.value == minimax(state)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.sampled_from(KINDS))
def test_fast_equals_generic_on_five_trick_positions(seed: int, kind: str) -> None:
    state = position(seed, 5, kind)
    if state.is_over or not supports(state):
        return
    fast = dict(solve(state).values)
    generic = dict(solve(state, generic=True).values)
    assert fast == generic


def test_solve_lists_every_legal_action_once_best_first() -> None:
    state = position(3, 5, "rufspiel")
    result = solve(state)
    actions = [a for a, _ in result.values]
    assert sorted(actions, key=str) == sorted(state.legal_actions(), key=str)
    assert result.value == result.values[0][1] == max(v for _, v in result.values)
    assert result.best
    assert all(dict(result.values)[a] == result.value for a in result.best)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 3))
def test_fast_ramsch_equals_minimax_on_endings(seed: int, tricks: int) -> None:
    state = position(seed, tricks, "ramsch")
    if state.is_over:
        return
    assert state.game is not None
    assert state.game.kind is sk.GameKind.RAMSCH
    seat = state.to_move
    solver = RamschSolver(state, seat)
    for action in state.legal_actions():
        assert solver.value_after(action.card.index) == minimax(state.apply(action), seat)
    assert solve(state).value == minimax(state)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 3))
def test_ramsch_value_at_a_trick_boundary_equals_minimax_for_every_seat(
    seed: int, tricks: int
) -> None:
    # the playouts of SearchBot end in value(): the position's exact value for any seat
    state = position(seed, tricks, "ramsch")
    rng = random.Random(seed)
    while not state.is_over and state.trick:
        state = state.apply(rng.choice(state.legal_actions()))
    if state.is_over:
        return
    for seat in range(4):
        assert RamschSolver(state, seat).value() == minimax(state, seat)
    with pytest.raises(ValueError, match="trick boundary"):
        RamschSolver(state.apply(state.legal_actions()[0]), 0).value()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_fast_ramsch_equals_generic_on_four_trick_endings(seed: int) -> None:
    state = position(seed, 4, "ramsch")
    if state.is_over:
        return
    assert isinstance(fast_solver(state, state.to_move), RamschSolver)
    assert dict(solve(state).values) == dict(solve(state, generic=True).values)


def test_the_adapter_solves_sampled_worlds_with_the_fast_solver() -> None:
    for seed, kind, tricks in ((1, "rufspiel", 5), (2, "solo", 5), (3, "ramsch", 4)):
        state = position(seed, tricks, kind)
        seat = state.to_move
        adapter = adapter_for(state)
        assert adapter.cards_left(state) <= adapter.exact_cards  # type: ignore[attr-defined]
        assert fast_solver(state, seat) is not None
        legal = state.legal_actions()
        values = adapter.action_values(state, seat, legal, random.Random(0))
        assert values == [dict(solve(state).values)[a] for a in legal]


def test_a_full_transposition_table_is_thinned_out_without_changing_values(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kartenregeln.bots.schafkopf import fast as fast_schafkopf

    states = [position(seed, 5, kind) for seed, kind in ((1, "rufspiel"), (2, "solo"))]
    states.append(position(3, 4, "ramsch"))
    expected = [dict(solve(s).values) for s in states]
    monkeypatch.setattr(fast_schafkopf, "_TT_LIMIT", 20)
    assert [dict(solve(s).values) for s in states] == expected


@pytest.mark.parametrize("kind", HOUSE_KINDS)
def test_house_games_are_exercised_and_solved_exactly(kind: str) -> None:
    hits = 0
    for seed in range(30):
        state = position(seed, 3, kind)
        if state.is_over or kind not in str(state.game):
            continue
        hits += 1
        check_against_minimax(state)
    assert hits >= 5, hits
