"""The analysis: its values equal a brute-force search over the remaining tricks done with
legal_actions/apply alone; its outputs; its options."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.analysis import analyse
from kartenregeln.formats import read_netschafkopf
from kartenregeln.names import long_name

DATA = Path(__file__).resolve().parents[1] / "data" / "formats"
RULE_SETS = [
    sk.Rules(),
    sk.Rules.sauspiel(farbwenz=True, farbgeier=True, bettel=True, all_pass=sk.AllPass.RAMSCH),
    sk.Rules.netschafkopf(),
]


def _random_game(rules: sk.Rules, seed: int, rufspiel: bool = False) -> sk.GameState:
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % 4, rng=rng)
    while not state.is_over:
        legal = state.legal_actions()
        if state.phase is not sk.Phase.PLAY:
            # a Tout that is lost ends at once and a Sie at the announcement: bid others
            legal = tuple(a for a in legal if "tout" not in str(a) and str(a) != "sie")
            calls = tuple(a for a in legal if str(a).startswith("rufspiel"))
            if rufspiel and calls:
                legal = calls
        state = state.apply(rng.choice(legal))
    return state


def _team(state: sk.GameState, seat: int) -> set[int]:
    """The seats that play with ``seat``: its party (the declarer and his partner, or the
    opponents); in a Ramsch everyone plays for himself, so the rest play against it."""
    game = state.game
    assert game is not None
    if game.kind is sk.GameKind.RAMSCH:
        return {seat}
    party = {s for s in (state.declarer, state.partner) if s is not None}
    return party if seat in party else set(range(4)) - party


def _brute(state: sk.GameState, seat: int, team: set[int]) -> int:
    if state.is_over:
        return state.settle().balance[seat]
    values = [_brute(state.apply(a), seat, team) for a in state.legal_actions()]
    return max(values) if state.to_move in team else min(values)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2), st.integers(0, 100_000), st.integers(6, 8), st.booleans())
def test_values_equal_a_brute_force_search(
    rules_no: int, seed: int, from_trick: int, rufspiel: bool
) -> None:
    state = _random_game(RULE_SETS[rules_no], seed, rufspiel)
    if state.game is None or len(state.tricks) < from_trick:
        return  # thrown in, or ended before (a lost Tout or Bettel): nothing to analyse
    result = analyse(state, from_trick=from_trick)
    before: dict[int, sk.GameState] = {}
    for s in records.GameRecord.of(state):
        assert isinstance(s, sk.GameState)
        before[len(s.history)] = s
    plays = [
        k
        for k, a in enumerate(state.history)
        if isinstance(a, sk.Play) and len(before[k].tricks) + 1 >= from_trick
    ]
    assert len(result.decisions) == len(plays)
    for k, decision in zip(plays, result.decisions, strict=True):
        s = before[k]
        seat = s.to_move
        assert seat is not None
        assert decision.seat == seat
        assert decision.played == state.history[k].card  # type: ignore[union-attr]
        team = _team(s, seat)
        expected = {}
        for a in s.legal_actions():
            assert isinstance(a, sk.Play)
            expected[a.card] = _brute(s.apply(a), seat, team)
        got = {a.card: a.value for a in decision.alternatives}
        assert got == expected
        assert decision.best == max(expected.values())
        assert decision.loss == max(expected.values()) - expected[decision.played]
        assert [a.value for a in decision.alternatives] == sorted(got.values(), reverse=True)


def _game() -> tuple[object, tuple[str, ...]]:
    session = read_netschafkopf(DATA / "netschafkopf" / "Schafkopfprotokoll_vom_16.05.20.txt")
    return session.game(3), session.players


def test_a_netschafkopf_game_outputs() -> None:
    game, players = _game()
    result = analyse(game, names=players)
    assert result.number == 3
    assert result.from_trick == 5
    assert len(result.decisions) == 16
    assert all(
        d.loss >= 0 and d.played in {a.card for a in d.alternatives} for d in result.decisions
    )
    data = result.to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["names"] == list(players)
    costly = [d for d in result.decisions if d.loss > 0]
    assert costly, "this game has costly cards (see the text below)"
    text = result.to_text()
    for d in costly:
        assert f"{players[d.seat]} played {long_name(d.played, 'en', 'bavarian')}" in text
    summary = result.summary()
    assert "PcOben: one card cost 10 points in game 3" in summary
    assert "PcLinks: no card cost anything in game 3" in summary
    assert "PcOben: eine Karte kostete 10 Punkte in Spiel 3" in result.summary("de")
    page = result.to_html()
    assert page.count("<svg") == 16
    assert "Trick 8" in page
    assert 'class="loss"' in page
    assert "Stich 5" in result.to_html("de")
    with pytest.raises(ValueError, match="lang"):
        result.to_text("fr")


def test_a_netschafkopf_game_brings_its_names() -> None:
    game, players = _game()
    assert analyse(game, from_trick=8).names == players


def test_seat_and_from_trick_options() -> None:
    game, _players = _game()
    only = analyse(game, seat=3, from_trick=7)
    assert {d.seat for d in only.decisions} == {3}
    assert {d.trick for d in only.decisions} <= {7, 8}
    with pytest.raises(ValueError, match="from_trick"):
        analyse(game, from_trick=9)
    with pytest.raises(ValueError, match="seat"):
        analyse(game, seat=4)
    with pytest.raises(TypeError):
        analyse("not a game")


def test_the_view_without_hindsight() -> None:
    game, _players = _game()
    result = analyse(game, from_trick=7, search=True, search_samples=4)
    for d in result.decisions:
        assert d.search in {a.card for a in d.alternatives}
        assert {c for c, _ in d.search_values} == {a.card for a in d.alternatives}
    assert "SearchBot" in result.to_text(all_cards=True)
    assert "search" in result.to_json()["decisions"][0]
