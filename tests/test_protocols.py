"""Both games implement the shared protocols of ``kartenregeln.game``: statically (mypy
checks the assignments below against the protocols) and at run time (``isinstance`` with
the ``runtime_checkable`` protocols). Also the unified signatures and their deprecated
old spellings."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.game import GameState, Match, Placement, Rules, Settlement, View


def _sk_state() -> sk.GameState:
    return sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))


def _sp_state() -> sp.RoundState:
    return sp.deal(sp.Rules(players=4), round=3, dealer=0, rng=random.Random(1))


def test_schafkopf_satisfies_the_protocols() -> None:
    state: GameState[sk.Action] = _sk_state()
    view: View[GameState[sk.Action]] = state.view(1)
    rules: Rules = sk.Rules()
    match: Match[sk.GameState] = sk.Match(sk.Rules())
    world: GameState[sk.Action] = view.sample(random.Random(2), tries=50)
    assert world.view(1) == view
    for value, protocol in (
        (state, GameState),
        (view, View),
        (rules, Rules),
        (match, Match),
    ):
        assert isinstance(value, protocol), (value, protocol)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result: Settlement = state.settle()
    assert len(result.scores) == state.num_seats


def test_schapa_satisfies_the_protocols() -> None:
    state: GameState[sp.Action] = _sp_state()
    view: View[GameState[sp.Action]] = state.view(1)
    rules: Rules = sp.Rules()
    match: Match[sp.RoundState] = sp.Match(sp.Rules())
    world: GameState[sp.Action] = view.sample(random.Random(2), tries=50)
    assert world.view(1) == view
    for value, protocol in (
        (state, GameState),
        (view, View),
        (rules, Rules),
        (match, Match),
    ):
        assert isinstance(value, protocol), (value, protocol)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result: Settlement = state.settle()
    assert len(result.scores) == state.num_seats


def test_a_plain_value_is_no_game_state() -> None:
    assert not isinstance(object(), GameState)
    assert not isinstance(sk.Rules(), GameState)
    assert not isinstance(_sk_state(), Match)


@pytest.mark.parametrize("views", [lambda: _sk_state().view(2), lambda: _sp_state().view(2)])
def test_sample_takes_tries_in_both_games(views: Any) -> None:
    from kartenregeln import SampleError

    view = views()
    assert view.sample(random.Random(3), tries=20).view(2) == view
    with pytest.raises(SampleError, match="in 0 tries"):
        view.sample(random.Random(3), tries=0)


def test_schapa_sample_takes_tries_by_keyword_only() -> None:
    view = _sp_state().view(1)
    assert view.sample(random.Random(2), tries=50).view(1) == view
    with pytest.raises(TypeError):
        view.sample(random.Random(2), attempts=50)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        view.sample(random.Random(2), 50)  # type: ignore[call-arg]


def test_match_start_takes_hands_positionally_or_by_keyword() -> None:
    sk_state = _sk_state()
    sk_match = sk.Match(sk.Rules())
    assert sk_match.start(sk_state.hands) == sk_match.start(hands=sk_state.hands)
    sp_state = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    sp_match = sp.Match(sp.Rules(players=4))
    assert sp_match.start(sp_state.hands) == sp_match.start(hands=sp_state.hands) == sp_state


def _played(match: Any, state: Any) -> Any:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return match.record(state)


def test_placements_are_one_type_in_both_games() -> None:
    sk_match = _played(sk.Match(sk.Rules()), _sk_state())
    sp_first = sp.Match(sp.Rules(players=4))
    sp_match = _played(sp_first, sp_first.deal(random.Random(4)))
    for match in (sk_match, sp_match):
        places = match.placements()
        assert all(type(p) is Placement for p in places)
        assert [p.seat for p in places] == list(range(len(match.totals)))
        assert [p.total for p in places] == list(match.totals)
        for p in places:
            assert p.place == 1 + sum(t > p.total for t in match.totals)
    assert all(p.bonus == 0 for p in sp_match.placements())
    assert sk.Placement is Placement
    assert sp_match.winners() == tuple(p.seat for p in sp_match.placements() if p.place == 1)


def test_from_text_is_a_classmethod_in_both_games() -> None:
    for cls in (sk.GameState, sp.RoundState, sk.View, sp.RoundView):
        assert isinstance(cls.__dict__["from_text"], classmethod), cls
    state = _sp_state()
    assert sp.RoundState.from_text(state.to_text()) == state
    assert sk.GameState.from_text(_sk_state().to_text()) == _sk_state()


def test_schapa_events_live_in_their_own_module() -> None:
    import importlib

    sp_events = importlib.import_module("kartenregeln.schapa.events")

    assert sp.RoundOver is sp_events.RoundOver
    assert sp.events is sp_events.events
    old = importlib.import_module("kartenregeln.schapa.describe")
    for name in ("Event", "RoundOver", "SeatOut", "TrickTaken", "TurnEnded", "events"):
        assert not hasattr(old, name)  # the old place is gone (CHANGELOG "Removed")


def test_schafkopf_state_is_split_by_concern() -> None:
    import importlib

    state_module = importlib.import_module("kartenregeln.schafkopf.state")
    auction = importlib.import_module("kartenregeln.schafkopf.auction")
    settlement = importlib.import_module("kartenregeln.schafkopf.settlement")
    assert state_module.announceable is auction.announceable
    assert state_module._all_games is auction._all_games
    for seed in range(5):
        state = sk.deal(
            sk.Rules(stock=2, all_pass=sk.AllPass.THROW_IN),
            dealer=seed % 4,
            rng=random.Random(seed),
        )
        while not state.is_over:
            state = state.apply(random.Random(seed).choice(state.legal_actions()))
        result = settlement.settle_state(state)
        assert result == state.settle() == settlement.settle_state(state, fast=False)
        assert result.net == result.balance
        assert sum(result.net) + result.stock == 0
    with pytest.raises(ValueError, match="not over"):
        settlement.settle_state(_sk_state())


def test_schapa_settlement_net_is_its_scores() -> None:
    state = _sp_state()
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert state.settle().net == state.settle().scores
