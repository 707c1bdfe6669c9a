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

import os
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

import pytest

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
    (sk_state, ("_C_LEGAL", "_C_PLAY")),
    (sp_state, ("_C_LEGAL", "_C_PLAY", "_C_LAYOUT_LEGAL", "_C_LAYOUT_PLAY")),
    (_shuffle, ("_C_SHUFFLE",)),
)


@contextmanager
def pure_steps() -> Iterator[None]:
    """The pure-Python steps for the duration (every hook set to ``None``)."""
    saved = [(module, name, getattr(module, name)) for module, names in HOOKS for name in names]
    try:
        for module, name, _ in saved:
            setattr(module, name, None)
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


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
    assert _native.core() is None
    assert _native.backend() == "python"
    monkeypatch.setenv(_native.PURE_ENV, "0")
    assert (_native.core() is not None) == _native.available()


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
def test_schafkopf_card_play_compiled_equals_pure() -> None:
    game = sk.GAME
    for k in range(GAMES):
        seed = SEED * 1_000_003 + k
        rules = testing.random_rules(game, random.Random(seed))
        assert isinstance(rules, sk.Rules)

        def deal(rng: random.Random, rules: sk.Rules = rules, k: int = k) -> sk.GameState:
            return sk.deal(rules, dealer=k % rules.players, rng=rng)

        _compare(deal, seed, _sk_wrong, _sk_choose)


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
