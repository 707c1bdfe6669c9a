"""The bots find each game's adapter, solver and heuristic through the game's ``"bots"``
facet; the old module paths of the game-specific bot files still work, with a warning."""

from __future__ import annotations

import importlib
import random

import pytest

import kartenregeln
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot
from kartenregeln.bots.adapters import GenericAdapter, adapter_for, bots_facet
from kartenregeln.bots.schafkopf import SchafkopfAdapter, SchafkopfHeuristic
from kartenregeln.bots.schapa import SchapaAdapter, SchapaHeuristic


def test_each_game_names_its_bots_facet() -> None:
    for game, adapter, heuristic in (
        ("schafkopf", SchafkopfAdapter, SchafkopfHeuristic),
        ("schapa", SchapaAdapter, SchapaHeuristic),
    ):
        facet = kartenregeln.get_game(game).facet("bots")
        assert isinstance(facet.adapter(), adapter)
        assert isinstance(facet.heuristic(), heuristic)
        assert facet.arena_units() in ("deals", "matches")


def test_adapter_for_asks_the_facet_and_falls_back_to_the_generic_adapter() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    assert type(adapter_for(state)) is SchafkopfAdapter
    assert type(adapter_for(state.view(0))) is SchafkopfAdapter
    round_ = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    assert type(adapter_for(round_)) is SchapaAdapter
    assert bots_facet(3.5) is None
    kind: type = type(adapter_for(3.5))
    assert kind is GenericAdapter


def test_heuristic_bot_refuses_a_value_of_no_game() -> None:
    with pytest.raises(TypeError, match="no heuristic player for float"):
        HeuristicBot().choose(3.5, random.Random(0))  # type: ignore[arg-type]


def test_heuristic_bot_plays_each_game_with_its_own_heuristic() -> None:
    rng = random.Random(2)
    round_ = sp.deal(sp.Rules(players=4), round=3, dealer=0, rng=random.Random(4))
    assert round_.to_move is not None
    view = round_.view(round_.to_move)
    assert HeuristicBot().choose(view, rng) == SchapaHeuristic().choose(view, rng)
    assert HeuristicBot().plausible(view, SchapaHeuristic().choose(view, rng), rng)


@pytest.mark.parametrize(
    "old",
    [
        "schafkopf_adapter",
        "schafkopf_heuristic",
        "schapa_adapter",
        "schapa_heuristic",
        "fast_schafkopf",
        "fast_schapa",
    ],
)
def test_the_old_module_paths_are_gone(old: str) -> None:
    # deprecated for one release, removed in the next (CHANGELOG "Removed")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(f"kartenregeln.bots.{old}")
