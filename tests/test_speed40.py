"""The states rebuilt for speed (issue 40) are the same values: private slots written
directly, read-only public names, the bidding log in its own slot, caches shared by
equal rules, the Laufende and the settlement on their fast paths."""

from __future__ import annotations

import contextlib
import gc
import pickle
import random
from itertools import pairwise
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import get_game
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln._fast import slot_constructor, value_key
from kartenregeln.cards import Card
from kartenregeln.schafkopf.auction import _auction_table
from kartenregeln.schafkopf.contracts import DECK_MASK, SUITS, table_for
from kartenregeln.schafkopf.payout import _class_value
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.scoring import value
from kartenregeln.testing import random_rules


def _play(state: Any, rng: random.Random, stop: int = 10**6) -> list[Any]:
    states = [state]
    while not state.is_over and len(states) < stop:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def _sk_game(seed: int) -> tuple[sk.Rules, list[sk.GameState]]:
    rng = random.Random(seed)
    rules: Any = random_rules(get_game("schafkopf"), rng)
    return rules, _play(sk.deal(rules, dealer=seed % rules.players, rng=rng), rng)


def _sp_game(seed: int) -> tuple[sp.Rules, list[sp.RoundState]]:
    rng = random.Random(seed)
    rules: Any = random_rules(get_game("schapa"), rng)
    state = sp.deal(rules, round=1 + seed % 8, dealer=seed % rules.players, rng=rng)
    return rules, _play(state, rng)


def _plain_laufende(state: sk.GameState) -> tuple[int, bool]:
    """The Laufende counted card by card: the run of the game's highest trumps in play
    that the declaring party holds all of, or none of."""
    game, declarer = state.game, state.declarer
    if game is None or declarer is None:
        return (0, False)
    party = set(state.initial_hand(declarer))
    if state.partner is not None:
        party |= set(state.initial_hand(state.partner))
    in_play = DECK_MASK[state.rules.deck]
    trumps = [Card.from_index(t) for t in table_for(game).trumps if in_play >> t & 1]
    if not trumps:
        return (0, False)
    mit = trumps[0] in party
    n = 0
    for card in trumps:
        if (card in party) != mit:
            break
        n += 1
    return (n, mit)


@given(st.integers(0, 2**32))
@settings(max_examples=150, deadline=None)
def test_laufende_equal_the_card_by_card_count_under_random_rules(seed: int) -> None:
    _, states = _sk_game(seed)
    for state in states[-3:]:
        assert state.laufende() == _plain_laufende(state)
    end = states[-1]
    assert end.settle() == end._settle(fast=False)


@given(st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_equal_but_distinct_rules_give_the_same_states_and_share_the_tables(seed: int) -> None:
    """A state read back from its text has its own ``Rules`` object: every step from it
    equals the step from the original, and both use one auction table."""
    rules, states = _sk_game(seed)
    twin = attrs.evolve(rules)
    assert twin == rules
    assert twin is not rules
    assert _auction_table(twin) is _auction_table(rules)
    assert value_key(twin) == value_key(rules)
    for state in states:
        copy = sk.GameState.from_text(state.to_text())
        assert copy.rules is not state.rules
        assert copy == state
        assert hash(copy) == hash(state)
        assert copy.legal_actions() == state.legal_actions()
        assert copy.bids == state.bids
    log = []
    for before, after in pairwise(states):
        if before.phase is not sk.Phase.PLAY:
            log.append((before.to_move, after.history[-1]))
        assert after.bids == tuple(log)


def test_value_key_tells_unequal_values_apart_and_forgets_dead_objects() -> None:
    keys = {value_key(sk.Rules(players=p)) for p in (3, 4)}
    assert len(keys) == 2
    rules = sk.Rules(tout=False)
    key = value_key(rules)
    del rules
    gc.collect()
    assert value_key(sk.Rules(tout=False)) == key
    assert value_key(sk.Rules()) != key


_ROUND = ("rules", "round", "dealer", "hand_masks", "history", "movers", "to_move")
PUBLIC = {
    "schafkopf": ("to_move", "history", "rules", "dealer"),
    "trick": (*_ROUND, "leader", "taken", "tricks"),
    "layout": (*_ROUND, "laid", "fits", "lays", "finished"),
}


@pytest.mark.parametrize("seed", range(6))
def test_public_names_cannot_be_assigned_or_deleted(seed: int) -> None:
    states: list[Any] = [_sk_game(seed)[1][-1]]
    rng = random.Random(seed)
    rules = sp.Rules(players=4)
    states.append(_play(sp.deal(rules, round=3, dealer=0, rng=rng), rng, 7)[-1])
    states.append(_play(sp.deal(rules, round=7, dealer=0, rng=rng), rng, 7)[-1])
    for state, names in zip(states, PUBLIC.values(), strict=True):
        before = state.to_text()
        for name in names:
            value = getattr(state, name)
            with pytest.raises(attrs.exceptions.FrozenInstanceError):
                setattr(state, name, value)
            with pytest.raises(attrs.exceptions.FrozenInstanceError):
                delattr(state, name)
        assert state.to_text() == before
        # the engine writes the private slots directly: no __setattr__ of its own
        assert type(state).__setattr__ is object.__setattr__  # type: ignore[comparison-overlap]


def test_a_slot_constructor_needs_a_class_without_its_own_setattr() -> None:
    with pytest.raises(TypeError, match="own __setattr__"):
        slot_constructor(sk.Settlement, ("scores",))


def _contracts() -> list[sk.Contract]:
    """Every contract but Ramsch: each kind with each suit it takes, tout where it may."""
    found = []
    for kind in GameKind:
        for suit in (None, *SUITS):
            for tout in (False, True):
                with contextlib.suppress(ValueError):  # a suit or tout the kind refuses
                    found.append(sk.Contract(kind, suit, tout))
    return [c for c in found if c.kind is not GameKind.RAMSCH]


CONTRACTS = _contracts()


@given(st.integers(0, 2**32))
@settings(max_examples=100, deadline=None)
def test_the_cached_value_is_the_value_of_every_game_under_random_rules(seed: int) -> None:
    """``_class_value``, cached by the game's kind and tout and the classes of the facts
    (not by the contract: its suit does not count), is ``value`` for every game."""
    rng = random.Random(seed)
    rules: Any = random_rules(get_game("schafkopf"), rng)
    for _ in range(3):
        augen, tricks = rng.randrange(121), rng.randrange(rules.hand_size + 1)
        laufende = rng.randrange(rules.hand_size + 1)
        for game in rng.sample(CONTRACTS, len(CONTRACTS)):
            plain = value(rules, game, augen=augen, tricks=tricks, laufende=laufende)
            assert _class_value(rules, game, augen, tricks, laufende) == plain


@given(st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_schapa_states_keep_their_attrs_api_under_random_rules(seed: int) -> None:
    """``attrs.evolve`` and the keyword ``__init__`` take the public names, as before."""
    _, states = _sp_game(seed)
    for state in states[:: max(1, len(states) // 6)]:
        same = attrs.evolve(state)
        assert same == state
        assert hash(same) == hash(state)
        assert same.legal_actions() == state.legal_actions()
        moved = attrs.evolve(state, to_move=None)
        assert moved.to_move is None
        assert moved.is_over
        assert {f.alias for f in attrs.fields(type(state))} >= {
            "rules", "round", "dealer", "hand_masks", "history", "movers", "to_move"
        }  # fmt: skip


@given(st.integers(0, 2**32), st.booleans())
@settings(max_examples=60, deadline=None)
def test_states_pickle_to_equal_values_under_random_rules(seed: int, schafkopf: bool) -> None:
    states: list[Any] = _sk_game(seed)[1] if schafkopf else _sp_game(seed)[1]
    for state in states[:: max(1, len(states) // 5)] + states[-1:]:
        state.legal_actions()  # fills the Schafkopf cache, which is not part of the value
        copy = pickle.loads(pickle.dumps(state))
        assert copy == state
        assert hash(copy) == hash(state)
        assert copy.to_text() == state.to_text()
        assert copy.legal_actions() == state.legal_actions()
        assert repr(copy) == repr(state)
        if state.is_over:
            assert copy.settle() == state.settle()
