"""The data and picture parts find each game through its descriptor: the wire form, the
records and the pictures ask the game's facets, so a third game plugs in by registering
itself, and the shared modules import no game."""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterator
from typing import Any, Final, cast

import attrs
import pytest

import kartenregeln
from kartenregeln import registry, svg, wire
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.wire import Codec, by_fields

SRC: Final = pathlib.Path(kartenregeln.__file__).parent


@attrs.frozen
class ToyRules:
    """The rules of a made-up third game."""

    players: int = 3
    bonus: bool = False


TOY_CODEC: Final = Codec(
    card_code=str,
    parse_card=kartenregeln.Card.parse,
    action_types=(),
    parse_action=str,
    namespace={"ToyRules": ToyRules},
)


class ToyWire:
    """The toy game's ``wire`` facet."""

    CODEC = TOY_CODEC
    TYPES: Final = {"toy.rules": by_fields(TOY_CODEC, ToyRules)}


@pytest.fixture
def toy() -> Iterator[kartenregeln.Game]:
    """A third game registered for one test, then removed."""
    game = attrs.evolve(
        kartenregeln.get_game("schapa"),
        name="toy",
        titles={"de": "Spielzeug", "en": "Toy"},
        module=__name__,
        rules_type=cast(Any, ToyRules),
        facets={"wire": f"{__name__}:ToyWire"},
    )
    registry.register(game)
    try:
        yield game
    finally:
        del registry._GAMES["toy"]
        del registry._MODULES["toy"]
        assert "toy.rules" not in wire.TYPES  # the wire table sees the game gone


def test_wire_types_are_the_union_of_the_games_facets() -> None:
    expected: dict[str, Any] = {}
    for game in kartenregeln.games():
        expected.update(game.facet("wire").TYPES)
    assert dict(wire.TYPES) == expected
    assert wire.type_of(sk.Rules()) == "schafkopf.rules"
    assert wire.type_of(sp.Rules(players=3)) == "schapa.rules"


def test_a_registered_third_game_gets_a_wire_form(toy: kartenregeln.Game) -> None:
    data = wire.to_json(ToyRules(4, True))
    assert data == {"type": "toy.rules", "version": 1, "players": 4, "bonus": True}
    assert wire.from_json(data) == ToyRules(4, True)
    assert "toy.rules" in wire.TYPES
    with pytest.raises(wire.WireError, match="players"):
        wire.from_json({"type": "toy.rules", "version": 1, "players": "three"})


def test_an_unknown_type_names_every_registered_type() -> None:
    with pytest.raises(
        wire.WireError,
        match=r"unknown type 'toy.rules'; expected one of schafkopf\.state, .*, schapa\.match$",
    ):
        wire.from_json({"type": "toy.rules", "version": 1})


def test_the_game_parts_come_from_each_games_facets() -> None:
    for game in kartenregeln.games():
        for part in ("wire", "svg", "records"):
            module: Any = game.facet(part)  # a module, or one wrapped with defaults
            assert module.__name__ == f"{game.module}._{part}"
    solo = sk.Contract("solo", "eichel")
    assert svg.picture(solo) == sk.trumps_svg(solo)
    with pytest.raises(TypeError, match="trumps_svg"):
        sk.trumps_svg(sp.Rules(players=3))  # type: ignore[arg-type]


def _runtime_imports(path: pathlib.Path) -> set[str]:
    """Every module ``path`` imports, outside ``if TYPE_CHECKING:`` blocks and outside a
    ``_repr_svg_`` that imports the pictures."""
    tree = ast.parse(path.read_text("utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            skip.update(id(n) for n in ast.walk(node))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
    return found


@pytest.mark.parametrize(
    "module",
    ["cards.py", "names.py", "game.py", "records.py", "wire/__init__.py", "wire/_codec.py",
     "wire/_schema.py", "_wire_methods.py", "svg/__init__.py", "svg/_scene.py",
     "svg/_chart.py", "svg/_table.py", "svg/_draw.py", "svg/_order.py"],
)  # fmt: skip
def test_the_shared_data_modules_import_no_game(module: str) -> None:
    games = ("kartenregeln.schafkopf", "kartenregeln.schapa")
    imported = _runtime_imports(SRC / module)
    assert not {m for m in imported if m.startswith(games)}, imported
    if module in ("cards.py", "names.py", "game.py"):
        assert "kartenregeln.records" not in imported
        assert "kartenregeln.wire" not in imported
    if module == "cards.py":
        assert not {m for m in imported if m.startswith("kartenregeln.names")}
