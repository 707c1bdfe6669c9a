"""The shared protocol checks (kartenregeln.check_game) pass for Schafkopf."""

from __future__ import annotations

import random

import pytest

from kartenregeln import check_game
from kartenregeln import schafkopf as sk

RULES = [
    sk.Rules(),
    sk.Rules.sauspiel(),
    sk.Rules(all_pass="throw_in", kontra=False, geier=False, tout=False),
    sk.Rules(klopfen=True, solo_order=("wenz", "farbsolo", "geier"), durchmarsch_min_augen=61),
]


@pytest.mark.parametrize("rules", RULES, ids=["seed", "sauspiel", "plain", "klopfen-order"])
def test_check_game_passes(rules: sk.Rules) -> None:
    def factory(rng: random.Random) -> sk.GameState:
        return sk.deal(rules, dealer=rng.randrange(4), rng=rng)

    checked = check_game(factory, parse_action=sk.parse_action, games=6, seed=1)
    assert checked > 100
