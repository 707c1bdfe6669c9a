"""The compiled core (``kartenregeln._native``) equals the pure-Python steps it replaces.

Random games under random house rules (``kartenregeln.testing.random_rules``), every seat
count, each played twice from the same seed: once with the compiled steps, once with the
pure ones (the module hooks set to ``None``). At every step both must offer the same legal
actions, be the same state (``==``, ``hash``, text), refuse the same illegal actions with
the same error, and end with the same settlement.

``KARTENREGELN_CORE_GAMES`` sets the number of games per game (CI runs 10,000). Without
the compiled module these tests are skipped with the reason printed, unless
``KARTENREGELN_REQUIRE_NATIVE=1`` says it must be there (CI sets it): then they fail.
"""

from __future__ import annotations

import inspect
import os
import random
import subprocess
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import pytest

import kartenregeln
from kartenregeln import _native, _shuffle, testing
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cards import Card
from kartenregeln.errors import IllegalActionError
from kartenregeln.schafkopf import state as sk_state
from kartenregeln.schafkopf.contracts import SK_CARDS
from kartenregeln.schapa import state as sp_state

REQUIRED = os.environ.get("KARTENREGELN_REQUIRE_NATIVE", "") not in ("", "0")
GAMES = int(os.environ.get("KARTENREGELN_CORE_GAMES", "400"))
SEED = int(os.environ.get("KARTENREGELN_SEED", "0") or "0")

needs_core = pytest.mark.skipif(
    not _native.available() and not REQUIRED,
    reason=f"the compiled core is not installed ({_native.import_error()}); "
    "set KARTENREGELN_REQUIRE_NATIVE=1 to make this a failure",
)

# Every module hook the compiled core fills, by module.
HOOKS: tuple[tuple[ModuleType, tuple[str, ...]], ...] = (
    (sk_state, ("_C_LEGAL", "_C_PLAY", "_C_BID")),
    (sp_state, ("_C_LEGAL", "_C_PLAY", "_C_LAYOUT_LEGAL", "_C_LAYOUT_PLAY")),
    (_shuffle, ("_C_SHUFFLE", "_C_DEAL")),
)
pure_steps = _native.pure_steps


def test_every_hook_is_registered() -> None:
    """``pure_steps`` turns off every hook: the games registered each one."""
    registered = {(m.__name__, n) for m, names in _native.hooks() for n in names}
    assert {(m.__name__, n) for m, names in HOOKS for n in names} <= registered
    with pure_steps():
        assert all(getattr(m, n) is None for m, names in _native.hooks() for n in names)
        # and the states' methods are the pure functions again
        for cls in (sk.GameState, sp.TrickRoundState, sp.LayoutRoundState):
            assert inspect.isfunction(cls.__dict__["apply"]), cls
            assert inspect.isfunction(cls.__dict__["legal_actions"]), cls


@needs_core
def test_the_compiled_methods_look_like_the_pure_ones() -> None:
    """With the compiled core the methods keep the pure methods' name, docstring and
    signature, bind to their state, and are found by the class (help, inspect, docs)."""
    if _native.backend() != "native":
        pytest.skip(f"{_native.PURE_ENV} is set: the games were imported with the pure steps")
    for cls in (sk.GameState, sp.TrickRoundState, sp.LayoutRoundState):
        for name in ("apply", "legal_actions"):
            method = getattr(cls, name)
            pure = method.__wrapped__
            assert inspect.isfunction(pure)
            assert (method.__name__, method.__qualname__, method.__doc__) == (
                pure.__name__,
                pure.__qualname__,
                pure.__doc__,
            )
            assert inspect.signature(method) == inspect.signature(pure)
    over = sk.GameState.is_over
    assert isinstance(over, property)
    with pure_steps():
        assert over.__doc__ == sk.GameState.is_over.__doc__
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(SEED))
    assert state.is_over is False
    bound: Any = state.apply
    assert bound.__self__ is state
    assert list(inspect.signature(bound).parameters) == ["action"]
    assert sk.GameState.apply(state, "weiter") == state.apply("weiter")
    with pytest.raises(TypeError):
        bound()


def test_the_compiled_core_is_there_when_required() -> None:
    if not REQUIRED:
        pytest.skip("KARTENREGELN_REQUIRE_NATIVE is not set: the compiled core is optional")
    assert _native.available(), f"the compiled core is missing: {_native.import_error()}"


@needs_core
def test_the_hooks_are_filled() -> None:
    if os.environ.get(_native.PURE_ENV, "") not in ("", "0"):
        pytest.skip(f"{_native.PURE_ENV} is set: the games were imported with the pure steps")
    for module, names in HOOKS:
        for name in names:
            assert getattr(module, name) is not None, f"{module.__name__}.{name}"


def test_pure_env_turns_the_core_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(_native.PURE_ENV, "1")
    assert _native.wanted() is None
    monkeypatch.setenv(_native.PURE_ENV, "0")
    assert (_native.wanted() is not None) == _native.available()


def test_the_core_is_chosen_once_for_every_game() -> None:
    chosen = _native.core()
    assert kartenregeln.core_backend() == ("native" if chosen is not None else "python")
    assert (sk_state._C_PLAY is not None) == (chosen is not None)
    assert (_shuffle._C_DEAL is not None) == (chosen is not None)


@pytest.mark.parametrize("pure", ["1", "0"])
def test_a_process_started_with_the_switch_uses_that_core(pure: str) -> None:
    """``KARTENREGELN_PURE`` set before the import decides, for every game."""
    env = {**os.environ, _native.PURE_ENV: pure}
    code = (
        "import kartenregeln, kartenregeln.schafkopf.state as s, kartenregeln._shuffle as d;"
        "print(kartenregeln.core_backend(), s._C_PLAY is None, d._C_DEAL is None)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    if pure == "1" or not _native.available():
        assert out == ["python", "True", "True"]
    else:
        assert out == ["native", "False", "False"]


def _refusal(state: Any, action: object) -> str | None:
    """The error ``state.apply(action)`` raises (type and text), or None if it is legal."""
    try:
        state.apply(action)
    except (IllegalActionError, ValueError, TypeError) as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


Wrong = Callable[[Any, random.Random], list[object]]
Choose = Callable[[Any, tuple[Any, ...], random.Random], Any]


def _any(state: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
    return legal[rng.randrange(len(legal))]


def _trace(
    deal: Callable[[random.Random], Any], seed: int, wrong: Wrong, choose: Choose = _any
) -> list[object]:
    """Everything observable along one random game from ``seed``."""
    rng = random.Random(seed)
    state = deal(rng)
    out: list[object] = []
    while not state.is_over:
        legal = state.legal_actions()
        out.append((legal, state.to_text(), hash(state), state))
        for action in wrong(state, rng):
            out.append(_refusal(state, action))
        pick = choose(state, legal, rng)
        # now and then the action as text: parsed, fully checked, then stepped
        state = state.apply(str(pick) if rng.random() < 0.1 else pick)
    out.append((state.legal_actions(), state.to_text(), hash(state), state, state.settle()))
    return out


def _compare(
    deal: Callable[[random.Random], Any], seed: int, wrong: Wrong, choose: Choose = _any
) -> None:
    compiled = _trace(deal, seed, wrong, choose)
    with pure_steps():
        pure = _trace(deal, seed, wrong, choose)
    assert len(compiled) == len(pure), seed
    for step, (a, b) in enumerate(zip(compiled, pure, strict=True)):
        assert a == b, f"seed {seed}, step {step}: compiled {a!r} != pure {b!r}"


def _sk_wrong(state: sk.GameState, rng: random.Random) -> list[object]:
    """Cards the seat to move may not play (not held, or held but not allowed), a card
    already played, and a Play built anew (equal, not the interned one)."""
    if state.phase is not sk.Phase.PLAY:
        return []
    seat = state.to_move
    assert seat is not None
    legal = {a.card for a in state.legal_actions() if isinstance(a, sk.Play)}
    others = [c for c in SK_CARDS if c not in legal]
    picks: list[object] = [sk.Play(c) for c in rng.sample(others, min(2, len(others)))]
    picks.append(sk.Play(rng.choice(sorted(legal, key=lambda c: c.index))))
    return picks


def _sk_choose(state: sk.GameState, legal: tuple[Any, ...], rng: random.Random) -> Any:
    """A random action, but every kind of game about as often: few seats want to play
    in round one, a later seat mostly lets an announced game stand, and an announcement
    is a random kind of game first (a Rufspiel half the time it may be
    called, a Tout one time in five). A uniform pick would end
    nearly every game in a Tout or a Solo, never in a Rufspiel."""
    games = [a for a in legal if isinstance(a, sk.Announce)]
    if state.phase is sk.Phase.ROUND1:
        return legal[0] if rng.random() < 0.3 else legal[-1]
    if state.phase is sk.Phase.AUCTION and games:
        if len(games) < len(legal) and rng.random() < 0.6:
            return next(a for a in legal if not isinstance(a, sk.Announce))
        plain = [a for a in games if not a.game.tout]
        pool = plain if plain and rng.random() < 0.8 else games
        kinds = sorted({a.game.kind.value for a in pool})
        # the Rufspiel, with its called Sau, gets a larger share
        kind = "rufspiel" if "rufspiel" in kinds and rng.random() < 0.5 else rng.choice(kinds)
        return rng.choice([a for a in pool if a.game.kind.value == kind])
    return _any(state, legal, rng)


@needs_core
def test_schafkopf_compiled_equals_pure() -> None:
    game = sk.GAME
    for k in range(GAMES):
        seed = SEED * 1_000_003 + k
        rules = testing.random_rules(game, random.Random(seed))
        assert isinstance(rules, sk.Rules)

        def deal(rng: random.Random, rules: sk.Rules = rules, k: int = k) -> sk.GameState:
            return sk.deal(rules, dealer=k % rules.players, rng=rng)

        _compare(deal, seed, _sk_wrong, _sk_choose)


@needs_core
def test_the_compiled_steps_answer_every_step_of_a_game() -> None:
    """Given the very objects ``legal_actions()`` returned, the compiled steps decide every
    step of a game themselves (none falls back to the pure path unseen)."""
    if sk_state._C_BID is None or sk_state._C_PLAY is None or sk_state._C_LEGAL is None:
        pytest.skip(f"{_native.PURE_ENV} is set: the games were imported with the pure steps")
    rng = random.Random(SEED)
    for k in range(50):
        rules = testing.random_rules(sk.GAME, rng)
        assert isinstance(rules, sk.Rules)
        state = sk.deal(rules, dealer=k % rules.players, rng=rng)
        while not state.is_over:
            legal = state.legal_actions()
            if state.phase is sk.Phase.PLAY:
                assert sk_state._C_LEGAL(state) == legal
            pick = _sk_choose(state, legal, rng)
            step = sk_state._C_PLAY if state.phase is sk.Phase.PLAY else sk_state._C_BID
            new = step(state, pick)
            assert new is not None, (state.to_text(), str(pick))
            assert new == state.apply(pick)
            state = new


def _sp_wrong(state: sp.RoundState, rng: random.Random) -> list[object]:
    """Cards the seat to move may not play: one it does not hold, one it holds but may
    not play now (not following suit; in round 7 one that does not fit), then a Play
    built anew (equal to a legal one, not the interned one), and now and then a word
    that is not a card."""
    seat = state.to_move
    assert seat is not None
    hand = state.hand(seat)
    legal = state.legal_actions()
    cards = {a.card for a in legal if isinstance(a, sp.Play)}
    deck = [Card.from_index(i) for i in range(52)]
    picks: list[object] = [sp.Play(rng.choice([c for c in deck if c not in hand]))]
    held = sorted((c for c in hand if c not in cards), key=lambda c: c.index)
    if held:
        picks.append(sp.Play(rng.choice(held)))
    if cards:
        picks.append(sp.Play(rng.choice(sorted(cards, key=lambda c: c.index))))
    if rng.random() < 0.2:
        picks.append(rng.choice([sp.SCHAPA, sp.ENDE]))
    return picks


@needs_core
def test_schapa_compiled_equals_pure() -> None:
    game = sp.GAME
    for k in range(GAMES):
        seed = SEED * 1_000_003 + k
        rules = testing.random_rules(game, random.Random(seed))
        assert isinstance(rules, sp.Rules)
        number = 1 + seed % 8

        def deal(
            rng: random.Random, rules: sp.Rules = rules, k: int = k, number: int = number
        ) -> sp.RoundState:
            return sp.deal(rules, round=number, dealer=k % rules.players, rng=rng)

        _compare(deal, seed, _sp_wrong)


@needs_core
def test_the_compiled_schapa_steps_answer_every_step_of_a_round() -> None:
    """The same for Schapa: every trick and every move of the layout round is decided by
    the compiled steps when given the objects ``legal_actions()`` returned."""
    if sp_state._C_PLAY is None or sp_state._C_LAYOUT_PLAY is None:
        pytest.skip(f"{_native.PURE_ENV} is set: the games were imported with the pure steps")
    rng = random.Random(SEED)
    for k in range(40):
        rules = testing.random_rules(sp.GAME, rng)
        assert isinstance(rules, sp.Rules)
        state = sp.deal(rules, round=k % 8 + 1, dealer=k % rules.players, rng=rng)
        layout = isinstance(state, sp.LayoutRoundState)
        legal_of = sp_state._C_LAYOUT_LEGAL if layout else sp_state._C_LEGAL
        step = sp_state._C_LAYOUT_PLAY if layout else sp_state._C_PLAY
        assert legal_of is not None
        assert step is not None
        while not state.is_over:
            legal = state.legal_actions()
            assert legal_of(state) == legal  # type: ignore[arg-type]
            pick = legal[rng.randrange(len(legal))]
            new = step(state, pick)  # type: ignore[arg-type]
            assert new is not None, (state.to_text(), str(pick))
            assert new == state.apply(pick)
            state = new
