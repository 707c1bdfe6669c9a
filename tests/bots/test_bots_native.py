"""The compiled search of the fast solvers equals the pure-Python one: the same value of
every legal action and the same node count, on random positions under random house rules,
both games, three and four players.

The comparison needs the compiled module (``_csolver``); without it these tests are
skipped with the reason printed, unless ``KARTENREGELN_REQUIRE_NATIVE=1`` says it must be
there (CI sets it): then they fail.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import SolveResult, solve, solver_backend
from kartenregeln.bots._native import native

REQUIRED = os.environ.get("KARTENREGELN_REQUIRE_NATIVE", "") not in ("", "0")
needs_native = pytest.mark.skipif(
    not native.available() and not REQUIRED,
    reason=f"the compiled solver is not installed ({native.import_error()}); "
    "set KARTENREGELN_REQUIRE_NATIVE=1 to make this a failure",
)


def test_the_compiled_solver_is_there_when_required() -> None:
    if not REQUIRED:
        pytest.skip("KARTENREGELN_REQUIRE_NATIVE is not set: the compiled solver is optional")
    assert native.available(), f"the compiled solver is missing: {native.import_error()}"


def test_the_backend_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert solver_backend() == "python"
    monkeypatch.setenv(native.PURE_ENV, "0")
    assert solver_backend() == ("native" if native.available() else "python")
    monkeypatch.delenv(native.PURE_ENV)
    assert solver_backend() == ("native" if native.available() else "python")


def both(state: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[SolveResult, SolveResult]:
    """``solve(state)`` with the pure search, then with the compiled one."""
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert solver_backend() == "python"
    pure = solve(state)
    monkeypatch.setenv(native.PURE_ENV, "0")
    assert solver_backend() == "native", native.import_error()
    compiled = solve(state)
    return pure, compiled


SCHAFKOPF_KINDS = (
    "rufspiel", "solo", "wenz", "geier", "tout", "farbwenz", "farbgeier", "bettel", "ramsch"
)  # fmt: skip


@st.composite
def schafkopf_rules(draw: st.DrawFn, players: int) -> sk.Rules:
    """Random house rules (the ones the search reads: the contracts, Tout, Schneider,
    Klopfen, the Ramsch's tie, Jungfrau and Durchmarsch, the deck, the tariff)."""
    bettel = draw(st.booleans())
    return sk.Rules(
        players=players,
        deck=draw(st.sampled_from(("long", "short"))),
        farbwenz=draw(st.booleans()),
        farbgeier=draw(st.booleans()),
        bettel=bettel,
        bettel_ouvert=bettel and draw(st.booleans()),
        klopfen=draw(st.booleans()),
        tout_ends_early=draw(st.booleans()),
        schneider=draw(st.sampled_from(list(sk.Schneider))),
        ramsch_tie=draw(st.sampled_from(list(sk.RamschTie))),
        jungfrau=draw(st.sampled_from(list(sk.Jungfrau))),
        bettel_herz=draw(st.booleans()),
        bettel_stichzwang=draw(st.booleans()),
        durchmarsch_min_augen=draw(st.sampled_from((None, 91, 100))),
        tariff=sk.Tariff(
            rufspiel=draw(st.integers(1, 20)),
            solo=draw(st.integers(2, 50)),
            extra=draw(st.integers(0, 10)),
            ramsch=draw(st.sampled_from((None, 3, 10))),
        ),
    )


def schafkopf_position(rules: sk.Rules, seed: int, want: str, tricks_left: int) -> Any:
    """A card-play position of about ``tricks_left`` tricks to go, bid towards ``want``;
    ``None`` if the random bidding found no card play."""
    rng = random.Random(seed)
    n = rules.players
    for _ in range(40):
        state: Any = sk.deal(rules, dealer=rng.randrange(n), rng=rng)
        while not state.is_over and state.phase is not sk.Phase.PLAY:
            legal = state.legal_actions()
            names = [str(a) for a in legal]
            if state.phase is sk.Phase.ROUND1:
                spiele = want != "ramsch" and rng.random() < 0.8
                action = legal[0] if spiele else legal[-1]
            elif state.phase is sk.Phase.AUCTION:
                games = [a for a, s in zip(legal, names, strict=True) if want in s]
                if "weiter" in names and (not games or rng.random() < 0.85):
                    action = legal[names.index("weiter")]
                else:
                    action = rng.choice(games or legal)
            else:
                action = rng.choice(legal)
            state = state.apply(action)
        target = n * tricks_left - rng.randrange(n)
        while not state.is_over and sum(len(state.hand(s)) for s in range(n)) > target:
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state
    return None


@needs_native
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.data(),
    st.integers(0, 10**6),
    st.sampled_from(SCHAFKOPF_KINDS),
    st.integers(2, 5),
    st.sampled_from((3, 4)),
)
def test_schafkopf_compiled_equals_pure(
    data: st.DataObject, seed: int, want: str, tricks: int, players: int
) -> None:
    rules = data.draw(schafkopf_rules(players))
    state = schafkopf_position(rules, seed, want, tricks)
    if state is None:
        return
    with pytest.MonkeyPatch.context() as mp:
        pure, compiled = both(state, mp)
    assert compiled.values == pure.values
    assert compiled.nodes == pure.nodes


def schapa_position(players: int, round_no: int, seed: int, tricks_left: int) -> Any:
    rng = random.Random(seed)
    rules = sp.Rules(players=players, play_out=rng.random() < 0.3)
    state: Any = sp.deal(rules, round=round_no, dealer=rng.randrange(players), rng=rng)
    while not state.is_over and len(state.hands[0]) > tricks_left:
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


@needs_native
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 10**6),
    st.sampled_from((3, 4, 5, 6)),
    st.sampled_from((1, 2, 3, 4, 5, 6, 8)),
    st.integers(2, 5),
)
def test_schapa_compiled_equals_pure(seed: int, players: int, round_no: int, tricks: int) -> None:
    state = schapa_position(players, round_no, seed, tricks)
    if state is None:
        return
    with pytest.MonkeyPatch.context() as mp:
        pure, compiled = both(state, mp)
    assert compiled.values == pure.values
    assert compiled.nodes == pure.nodes


@needs_native
@pytest.mark.parametrize("want", ["rufspiel", "solo", "wenz", "bettel", "ramsch"])
def test_longer_schafkopf_positions_agree(want: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = sk.Rules(bettel=True, farbwenz=True, klopfen=True)
    found = [s for s in (schafkopf_position(rules, seed, want, 5) for seed in range(12)) if s]
    assert len(found) >= 3
    for state in found[:3]:
        pure, compiled = both(state, monkeypatch)
        assert (compiled.values, compiled.nodes) == (pure.values, pure.nodes)


@needs_native
@pytest.mark.parametrize("game", ["schafkopf", "ramsch", "schapa"])
def test_a_full_table_is_thinned_out_alike(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from kartenregeln.bots.schafkopf import fast as fast_schafkopf
    from kartenregeln.bots.schapa import fast as fast_schapa

    module: Any = fast_schapa if game == "schapa" else fast_schafkopf
    monkeypatch.setattr(module, "_TT_LIMIT", 30)
    for seed in range(3):
        if game == "schapa":
            state = schapa_position(4, 8, seed, 3)
        else:
            rules = sk.Rules(klopfen=True)
            state = schafkopf_position(rules, seed, "ramsch" if game == "ramsch" else "ruf", 4)
        if state is None:
            continue
        pure, compiled = both(state, monkeypatch)
        assert (compiled.values, compiled.nodes) == (pure.values, pure.nodes)


@needs_native
def test_a_failing_ramsch_payoff_raises_through_the_compiled_search() -> None:
    def broken(augen: list[int], tricks: list[int], top: list[int]) -> int:
        raise ArithmeticError("payoff broke")

    search = native._csolver.RaSearch(
        [0] * 32, [0] * 32, list(range(32)), 0, 0, False, broken, [0] * 4, [0] * 4, [0] * 4, 10
    )
    with pytest.raises(ArithmeticError, match="payoff broke"):
        search.take([0, 0, 0, 0], 0, 0, 0, -100, 100)
