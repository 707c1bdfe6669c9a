"""One lookup from a value to its game's facet: ``registry.facet_of``, typed by the facet's
contract, with one cache (the game of each type) that a new registration renews."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import attrs
import pytest

import kartenregeln
from kartenregeln import encode, registry
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots.adapters import adapter_for, bots_facet
from kartenregeln.registry import facet_of, game_of


@pytest.fixture
def saved_registry() -> Iterator[None]:
    games, modules = dict(registry._GAMES), dict(registry._MODULES)
    try:
        yield
    finally:
        registry._GAMES.clear()
        registry._GAMES.update(games)
        registry._MODULES.clear()
        registry._MODULES.update(modules)
        registry._OF_TYPE.clear()


def test_facet_of_is_the_games_facet_for_every_kind_of_value() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    round_ = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    for value, name in [
        (state, "schafkopf"), (state.view(0), "schafkopf"), (sk.Rules(), "schafkopf"),
        (state.legal_actions()[0], "schafkopf"), (round_, "schapa"), (sp.Rules(), "schapa"),
    ]:  # fmt: skip
        game = kartenregeln.get_game(name)
        for part in ("records", "frontend", "narration", "svg", "wire", "encode", "bots"):
            assert facet_of(value, part) is game.facet(part), (value, part)


def test_facet_of_refuses_a_value_of_no_game_and_a_facet_no_game_has() -> None:
    with pytest.raises(TypeError, match="belongs to no registered game"):
        facet_of(3.5, "svg")
    with pytest.raises(TypeError, match="belongs to no registered game"):
        facet_of("EO", "encode")  # a text is not a game's name here
    with pytest.raises(LookupError, match="no 'chess' support"):
        facet_of(sk.Rules(), "chess")
    # the shared parts that ask answer as before for what belongs to no game
    assert bots_facet(3.5) is None
    assert type(adapter_for(3.5)).__name__ == "GenericAdapter"
    with pytest.raises(TypeError, match="not float"):
        encode.observation_size(3.5)  # type: ignore[arg-type]


def test_the_game_of_a_type_is_remembered_once_and_renewed_by_a_registration(
    saved_registry: None,
) -> None:
    rules = sp.Rules(players=5)
    schapa = game_of(rules)
    assert registry._OF_TYPE[sp.Rules][0] is schapa
    assert game_of(sp.Rules(players=3)) is schapa
    # a game registered in its place (replace=True) is the one found from then on
    variant = attrs.evolve(schapa, titles={"de": "Schapa*", "en": "Schapa*"})
    registry.register(variant, replace=True)
    assert sp.Rules not in registry._OF_TYPE
    assert game_of(rules) is variant
    assert facet_of(rules, "svg") is variant.facet("svg")
    # and a stale answer is never given once the registry changed back
    registry._GAMES["schapa"] = schapa
    assert game_of(rules) is schapa


def test_the_shared_modules_keep_no_cache_of_their_own() -> None:
    from kartenregeln.bots import adapters
    from kartenregeln.svg import _scene

    assert not hasattr(adapters, "_FACETS")
    assert not hasattr(_scene, "_SVG_OF")
    assert not hasattr(encode, "_MODULES")


def test_the_shared_modules_ask_facet_of_not_game_of_then_facet() -> None:
    package = Path(kartenregeln.__file__).resolve().parent
    found = []
    for path in sorted(package.rglob("*.py")):
        if path.name == "registry.py":
            continue  # where facet_of is written
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "facet"
                and isinstance(node.func.value, ast.Call)
                and ast.unparse(node.func.value.func).rpartition(".")[2] == "game_of"
            ):
                found.append(f"{path.relative_to(package)}:{node.lineno}")
    assert found == []
