"""Record values compare equal when their contents do (#39): a record read twice from the
same text is one value; one that differs in a name, an action or the rules is another."""

from __future__ import annotations

import random

import attrs
import pytest

import kartenregeln
from kartenregeln import records
from kartenregeln.testing import random_rules


@pytest.mark.parametrize("seed", range(6))
def test_a_record_read_twice_is_equal_and_hashes_alike(seed: int) -> None:
    rng = random.Random(seed)
    for game in kartenregeln.games()[:2]:
        rules = random_rules(game, rng)  # random house rules and seat counts
        match = game.match_type(rules)
        states = []
        for _ in range(2):
            state = match.deal(rng)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
            states.append(state)
            match = match.record(state)
            if match.is_over:
                break
        one = records.record_game(states[-1])
        text = records.dumps(one)
        assert records.loads(text) == records.loads(text) == one
        assert hash(records.loads(text)) == hash(one)
        other = attrs.evolve(one, names=tuple(f"x{s}" for s in range(len(one.names))))
        assert other != one
        assert attrs.evolve(one, actions=one.actions[:-1]) != one
        whole = records.record_match(game.match_type(rules), states)
        text = records.dumps(whole)
        assert records.loads(text) == records.loads(text) == whole
        assert attrs.evolve(whole, first_dealer=(whole.first_dealer + 1) % 3) != whole
