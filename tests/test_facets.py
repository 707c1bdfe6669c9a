"""The facets of a game are checked against their contracts (``kartenregeln.facets``), and
installed games are found by their entry points (group ``kartenregeln.games``)."""

from __future__ import annotations

import sys
import textwrap
import types
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
from typing_extensions import get_protocol_members

import kartenregeln
from kartenregeln import registry
from kartenregeln.bots.adapters import BotsFacet
from kartenregeln.facets import OPTIONAL, PROTOCOLS, REQUIRED, FacetError
from kartenregeln.testing import check_game


@pytest.fixture
def clean_registry() -> Iterator[None]:
    """The registry as it was before the test (games registered or found are forgotten)."""
    tables: tuple[dict[str, Any], ...] = (
        registry._GAMES,
        registry._MODULES,
        registry._ENTRY_POINTS,
        registry._BROKEN,
    )
    saved = [dict(table) for table in tables]
    discovered = registry._discovered
    try:
        yield
    finally:
        for table, old in zip(tables, saved, strict=True):
            table.clear()
            table.update(old)
        registry._discovered = discovered


def _module(name: str, **names: object) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(names)
    sys.modules[name] = module
    return module


def _variant(name: str, **facets: str) -> kartenregeln.Game:
    return attrs.evolve(kartenregeln.get_game("schapa"), name=name, facets=facets)


def test_every_facet_lists_the_members_of_its_protocol() -> None:
    protocols: dict[str, type] = {**PROTOCOLS, "bots": BotsFacet}
    assert set(protocols) == set(REQUIRED) == set(OPTIONAL)
    for part, protocol in protocols.items():
        names = set(REQUIRED[part]) | set(OPTIONAL[part])
        assert names == set(get_protocol_members(protocol)), part
        assert not set(REQUIRED[part]) & set(OPTIONAL[part])


def test_the_built_in_games_satisfy_their_contracts() -> None:
    for game in kartenregeln.games():
        game.check_facets()
        for part in game.facets:
            facet = game.facet(part)
            for name in (*REQUIRED[part], *OPTIONAL[part]):
                assert hasattr(facet, name), (game.name, part, name)


def test_a_facet_without_a_required_function_is_refused_naming_facet_and_name(
    clean_registry: None,
) -> None:
    wire = kartenregeln.get_game("schapa").facet("wire")
    _module("_toy_wire", CODEC=wire.CODEC)  # no TYPES
    _module("_toy_records", dealt_hands=len, new_match=len, start="not a function")
    game = registry.register(_variant("toy", wire="_toy_wire", records="_toy_records"))
    with pytest.raises(FacetError, match=r"'wire' facet of the game 'toy' .* lacks 'TYPES'"):
        game.facet("wire")
    with pytest.raises(FacetError, match=r"'records' facet .*'start' is not a function"):
        game.facet("records")
    with pytest.raises(FacetError, match="lacks 'TYPES'"):
        game.check_facets()
    with pytest.raises(FacetError, match="lacks 'TYPES'"):
        check_game(game, games=1)
    assert isinstance(FacetError("x"), TypeError)


def test_an_optional_name_left_out_gets_its_default(clean_registry: None) -> None:
    def start(rules: object, dealer: int, round_: object, hands: object, pot: int) -> None:
        return None

    def new_match(rules: object, games: object, first_dealer: int) -> None:
        return None

    _module("_toy_records2", dealt_hands=len, new_match=new_match, start=start)
    game = registry.register(_variant("toy", records="_toy_records2"))
    records: Any = game.facet("records")  # a toy facet of len functions, no RecordsFacet
    assert records.dealt_hands is len
    assert (records.HAS_POT, records.ROUNDS, records.pot_of(None), records.round_of(None)) == (
        False,
        None,
        0,
        None,
    )
    assert game.facet("records") is records  # found and checked once


@pytest.mark.parametrize(
    ("facets", "problem"),
    [
        ({"wire": "kartenregeln.schapa._wrie"}, "no module named 'kartenregeln.schapa._wrie'"),
        ({"wire": "no_such_package.wire"}, "no module named 'no_such_package.wire'"),
        ({"wire": "kartenregeln.schapa:_wire:x"}, "not a 'package.module"),
        ({"wyre": "kartenregeln.schapa._wire"}, "unknown facet 'wyre': facets are wire, svg"),
    ],
)
def test_a_typo_in_a_facet_is_refused_at_registration(
    clean_registry: None, facets: dict[str, str], problem: str
) -> None:
    with pytest.raises(FacetError, match=problem):
        registry.register(_variant("toy", **facets))
    assert "toy" not in registry._GAMES


def _install(root: Path, dist: str, entry_points: str, modules: dict[str, str]) -> None:
    """A distribution ``dist`` installed under ``root``: its modules and its metadata with
    ``entry_points``."""
    info = root / f"{dist}-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(textwrap.dedent(entry_points))
    for name, source in modules.items():
        (root / f"{name}.py").write_text(textwrap.dedent(source))


@pytest.fixture
def site(tmp_path: Path, clean_registry: None, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder on ``sys.path`` to install distributions into; the registry will look for
    entry points again."""
    monkeypatch.syspath_prepend(str(tmp_path))
    registry._discovered = False
    return tmp_path


TOY_GAME = """
    import attrs
    from kartenregeln import get_game, register

    GAME = register(attrs.evolve(get_game("schapa"), name="toygame", module=__name__))
"""


def test_an_installed_game_is_found_by_its_entry_point(site: Path) -> None:
    _install(
        site,
        "toygame",
        "[kartenregeln.games]\ntoygame = toygame_pkg\n",
        {"toygame_pkg": TOY_GAME},
    )
    assert "toygame_pkg" not in sys.modules
    assert [g.name for g in kartenregeln.games()][-1] == "toygame"
    assert kartenregeln.get_game("toygame").module == "toygame_pkg"
    sys.modules.pop("toygame_pkg", None)


def test_a_broken_entry_point_is_named_and_the_other_games_stay(site: Path) -> None:
    _install(
        site,
        "brokengames",
        """
        [kartenregeln.games]
        crashes = crash_pkg
        missing = no_such_module_here
        nogame = nogame_pkg
        misnamed = toygame_pkg2
        """,
        {
            "crash_pkg": "raise RuntimeError('the rules are not written yet')\n",
            "nogame_pkg": "GAME = 3\n",
            "toygame_pkg2": TOY_GAME.replace('"toygame"', '"other"'),
        },
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        names = [g.name for g in kartenregeln.games()]
    assert names[:2] == ["schafkopf", "schapa"]
    assert not {"crashes", "missing", "nogame", "misnamed"} & set(names)
    assert len(caught) == 4
    assert all(issubclass(w.category, registry.GameLoadWarning) for w in caught)
    broken = registry.broken_games()
    assert "RuntimeError: the rules are not written yet" in broken["crashes"]
    assert "installed by brokengames 1.0" in broken["crashes"]
    assert "ModuleNotFoundError" in broken["missing"]
    assert "neither a Game nor a module exporting GAME" in broken["nogame"]
    assert "gives the game 'other', not 'misnamed'" in broken["misnamed"]
    with pytest.raises(ValueError, match="'crashes' is installed but broken: the entry point"):
        kartenregeln.get_game("crashes")
    for name in ("crash_pkg", "nogame_pkg", "toygame_pkg2"):
        sys.modules.pop(name, None)


def test_facet_typing_is_usable(clean_registry: None) -> None:
    # a facet read through its protocol type-checks (this test is read by mypy)
    from kartenregeln.facets import RecordsFacet

    records: RecordsFacet = kartenregeln.get_game("schapa").facet("records")
    data: Any = records.ROUNDS
    assert tuple(data) == tuple(range(1, 9))


def test_a_facet_class_that_subclasses_its_protocol_gets_the_defaults_it_inherits(
    clean_registry: None,
) -> None:
    from kartenregeln.facets import CommandOptions, FrontendFacet

    schapa = kartenregeln.get_game("schapa")
    built_in = schapa.facet("frontend")

    class Frontend(FrontendFacet):
        new_match = staticmethod(built_in.new_match)
        deals = staticmethod(built_in.deals)
        taken = staticmethod(built_in.taken)

    _module("_toy_frontend_class", FRONTEND=Frontend())
    game = registry.register(_variant("toy", frontend="_toy_frontend_class:FRONTEND"))
    frontend = game.facet("frontend")
    rules, games = frontend.cli_rules(CommandOptions(players=5))  # the default, with the game
    assert (rules.players, games) == (5, 1)
    assert frontend.deals_left(frontend.new_match(rules, None, 0)) == frontend.deals(
        frontend.new_match(rules, None, 0)
    )
