"""A game from outside the library is checked and told what to change (#39): a game written
against 0.1 (tests/fixtures/herzeln01, a copy of examples/herzeln with the 0.1 signatures
of its frontend facet, kept as ``*.py.fixture`` files) runs with a DeprecationWarning per
change; a planted mistake of each kind (a missing member, a wrong signature, a view JSON
without what the web table reads, a facet that raises) is refused naming the game, the
facet and the member."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
import types
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import jsonschema
import pytest

import kartenregeln
from kartenregeln import _contract, narration, registry, wire
from kartenregeln.cli import main
from kartenregeln.facets import CommandOptions, FacetError
from kartenregeln.testing import check_game

# the planted mistakes keep the fixture's 0.1 frontend: its warnings are tested once, below
pytestmark = pytest.mark.filterwarnings("ignore:.*is the 0.1 form:DeprecationWarning")

FIXTURE = Path(__file__).parent / "fixtures" / "herzeln01"
"""The 0.1 game's sources, ``*.py.fixture`` (so that neither the test collection nor the
type checker takes them for the project's modules); installed as a package per run."""


@pytest.fixture(scope="session")
def herzeln01_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the 0.1 game's package ``herzeln01``."""
    site = tmp_path_factory.mktemp("herzeln01")
    package = site / "herzeln01"
    package.mkdir()
    for source in (FIXTURE / "herzeln01").glob("*.py.fixture"):
        (package / source.name.removesuffix(".fixture")).write_text(source.read_text())
    return site


@pytest.fixture
def herzeln01(herzeln01_site: Path) -> Iterator[Any]:
    """The 0.1 game's package (imported once, kept for the process: its sentences are
    registered for good), with the registry as it was before the test."""
    kartenregeln.games()  # the built-in games registered before the registry is saved
    tables: tuple[dict[str, Any], ...] = (
        registry._GAMES,
        registry._MODULES,
        registry._ENTRY_POINTS,
        registry._BROKEN,
    )
    saved = [dict(table) for table in tables]
    if "herzeln01" not in sys.modules:
        sys.path.insert(0, str(herzeln01_site))
    module = importlib.import_module("herzeln01")
    try:
        yield module
    finally:
        for table, old in zip(tables, saved, strict=True):
            table.clear()
            table.update(old)
        registry._OF_TYPE.clear()


def _fresh(package: Any, name: str = "herzeln01", **changes: Any) -> kartenregeln.Game:
    """The fixture's game under ``name`` (a new descriptor: its facets are checked anew),
    registered in place of the package's own."""
    registry._GAMES.pop("herzeln01", None)
    game: kartenregeln.Game = attrs.evolve(package.GAME, name=name, **changes)
    return registry.register(game, replace=True)


def _module(monkeypatch: pytest.MonkeyPatch, name: str, **names: object) -> None:
    module = types.ModuleType(name)
    module.__dict__.update(names)
    monkeypatch.setitem(sys.modules, name, module)


def _messages(record: list[warnings.WarningMessage]) -> str:
    return "\n".join(str(w.message) for w in record if w.category is DeprecationWarning)


def test_a_game_written_against_0_1_runs_with_a_warning_naming_each_change(
    herzeln01: Any,
) -> None:
    game = _fresh(herzeln01)
    with pytest.warns(DeprecationWarning, match="is the 0.1 form") as record:
        assert check_game(game, games=3, seed=2) > 0
    said = _messages(record.list)
    for member in ("cli_rules(args, build_rules, usage)", "web_settings(data, pick, error)"):
        assert member in said
    assert "web_rules(settings, error)" in said
    assert "the 'frontend' facet of the game 'herzeln01' (herzeln01.frontend)" in said
    assert "cli_rules(options: CommandOptions) -> tuple[Rules, int]" in said
    assert "#porting-a-game-from-01" in said
    # the adapters give what today's callers expect of the old functions
    frontend = game.facet("frontend")
    assert frontend.cli_rules(CommandOptions(players=4)) == (herzeln01.Rules(), 1)
    with pytest.raises(ValueError, match="--games is not an option of Herzeln"):
        frontend.cli_rules(CommandOptions(games=8))
    assert frontend.web_settings({"players": 4})["players"] == 4
    with pytest.raises(ValueError, match="players must be one of 4, not 3"):
        frontend.web_settings({"players": 3})
    assert frontend.web_rules({"players": 4}) == herzeln01.Rules()


def test_the_0_1_game_plays_in_the_command_line_with_its_rule_items(
    herzeln01: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    _fresh(herzeln01)
    argv = ["simulate", "--game", "herzeln01", "--matches", "1", "--no-progress"]
    argv += ["--bots", "random,random,random,random", "--lang", "en", "--seed", "3"]
    with pytest.warns(DeprecationWarning, match="cli_rules"):
        code = main([*argv, "--rule", "deals=2"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "one match of 2 deals" in out.out  # the --rule item reached the rules
    assert "internal error" not in out.err
    assert main([*argv, "--games", "8"]) == 2  # the 0.1 refusal, as a usage error
    assert "--games is not an option of Herzeln" in capsys.readouterr().err


def test_a_missing_facet_member_is_refused_naming_facet_and_member(
    herzeln01: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    frontend = importlib.import_module("herzeln01.frontend")

    names = {k: v for k, v in vars(frontend).items() if not k.startswith("_") and k != "taken"}
    _module(monkeypatch, "_planted_frontend", **names)
    game = _fresh(herzeln01, facets={**herzeln01.GAME.facets, "frontend": "_planted_frontend"})
    where = r"'frontend' facet of the game 'herzeln01'.* lacks 'taken'"
    with pytest.raises(FacetError, match=where):
        check_game(game, games=1)


def test_a_facet_function_of_the_wrong_signature_is_refused_with_the_expected_one(
    herzeln01: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    facets = herzeln01.FACETS

    def action_line(action: object, seat: int) -> str:  # lang, face and cards forgotten
        return f"seat {seat} plays {action}"

    names = {n: getattr(facets, n) for n in ("TEXT", "play", "result_line")}
    _module(monkeypatch, "_planted_narration", action_line=action_line, **names)
    game = _fresh(herzeln01, facets={**herzeln01.GAME.facets, "narration": "_planted_narration"})
    with pytest.raises(FacetError) as caught:
        check_game(game, games=1)
    message = str(caught.value)
    assert "the 'narration' facet of the game 'herzeln01' (_planted_narration)" in message
    found = "member `action_line` has the signature action_line(action: object, seat: int)"
    assert found in message
    assert "action_line(action: Hashable, seat: int, lang: str, face: str, cards: str)" in message
    assert "change `action_line`" in message
    assert "#porting-a-game-from-01" in message


def test_a_view_json_without_what_the_browser_reads_is_refused(
    herzeln01: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    facets = herzeln01.FACETS
    kinds, write, read = facets.TYPES["herzeln01.view"]

    def bare(view: object) -> dict[str, Any]:  # the fields only: no legal_actions, no render
        data: dict[str, Any] = write(view)
        return {k: v for k, v in data.items() if k not in ("render", "legal_actions")}

    types_ = {**facets.TYPES, "herzeln01.view": (kinds, bare, read)}
    _module(monkeypatch, "_planted_wire", CODEC=facets.CODEC, TYPES=types_)
    game = _fresh(herzeln01, facets={**herzeln01.GAME.facets, "wire": "_planted_wire"})
    with pytest.raises(FacetError) as caught:
        check_game(game, games=1)
    message = str(caught.value)
    assert "the 'wire' facet of the game 'herzeln01' (_planted_wire)" in message
    assert "member TYPES" in message
    assert "view lacks `legal_actions`" in message
    assert "view lacks `render`" in message


def test_a_protocol_member_missing_from_the_rules_is_named(herzeln01: Any) -> None:
    @attrs.frozen
    class NoDeck(herzeln01.Rules):  # type: ignore[misc]
        @property
        def deck(self) -> Any:
            raise AttributeError("deck")

    game = _fresh(herzeln01, rules_type=NoDeck)
    with pytest.raises(FacetError) as caught:
        check_game(game, games=1)
    message = str(caught.value)
    assert "the rules of the game 'herzeln01'" in message
    assert "does not satisfy the Rules protocol: missing `deck`" in message


def test_an_error_inside_an_outside_game_s_facet_names_game_facet_and_member(
    herzeln01: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    facets = herzeln01.FACETS

    def result_line(result: Any, number: int, lang: str, face: str | None, who: Any) -> str:
        return {"en": "deal {n}"}[lang]  # a slip: no German line

    names = {n: getattr(facets, n) for n in ("TEXT", "play", "action_line")}
    _module(monkeypatch, "_planted_lines", result_line=result_line, **names)
    _fresh(herzeln01, facets={**herzeln01.GAME.facets, "narration": "_planted_lines"})
    argv = ["simulate", "--game", "herzeln01", "--matches", "1", "--no-progress", "--lang", "de"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        code = main([*argv, "--bots", "random,random,random,random"])
    err = capsys.readouterr().err
    assert code == 1
    assert "internal error" not in err
    assert "the 'narration' facet of the game 'herzeln01' (_planted_lines)" in err
    assert "raised KeyError in `result_line`" in err


def test_the_built_in_games_facets_are_not_wrapped() -> None:
    from kartenregeln.schafkopf import _frontend

    game = kartenregeln.get_game("schafkopf")
    assert game.facet("frontend").cli_rules is _frontend.cli_rules


def test_the_browser_view_schema_is_json_schema_and_every_game_s_views_satisfy_it() -> None:
    schema = _contract.browser_view_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    rng = random.Random(5)
    for game in kartenregeln.games():
        state = game.deal(game.rules_type(), dealer=0, rng=rng)
        for _ in range(12):
            if state.is_over:
                break
            for seat in range(state.num_seats):
                data = json.loads(json.dumps(wire.to_json(state.view(seat))))
                jsonschema.validate(data, schema)
                assert _contract.browser_view_problems(data) == []
            state = state.apply(rng.choice(state.legal_actions()))


def test_the_browser_view_check_agrees_with_json_schema_on_broken_views() -> None:
    state = kartenregeln.schafkopf.deal(
        kartenregeln.schafkopf.Rules(), dealer=0, rng=random.Random(1)
    )
    good = json.loads(json.dumps(wire.to_json(state.view(1))))
    broken = [
        {k: v for k, v in good.items() if k != "render"},
        {**good, "legal_actions": "spiele"},
        {**good, "render": {**good["render"], "trick": [{"seat": 0}]}},
        {**good, "hand": [1, 2]},
        {**good, "seat": True},
    ]
    for data in broken:
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(data, _contract.browser_view_schema())
        assert _contract.browser_view_problems(data), data


def test_the_default_deal_head_says_the_game_s_word_for_a_deal(herzeln01: Any) -> None:
    game = _fresh(herzeln01)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the 0.1 frontend
        head = game.facet("narration").deal_head
        state = game.deal(game.rules_type(), dealer=0, rng=random.Random(1))
        for lang, expected in (("en", "deal 2 of 4"), ("de", "Spiel 2 von 4")):
            teller = types.SimpleNamespace(t=narration.game_words(game, lang), lang=lang)
            assert head(state, 2, 4, teller) == expected
    assert game.facet("frontend").DEAL_WORDS == ("deal", "deals")


def test_the_command_line_shows_the_0_1_warnings_to_the_game_s_author(
    herzeln01_site: Path,
) -> None:
    code = (
        f"import sys; sys.path.insert(0, {str(herzeln01_site)!r}); import herzeln01\n"
        "from kartenregeln.cli import main\n"
        "sys.exit(main(['simulate', '--game', 'herzeln01', '--matches', '1', "
        "'--no-progress', '--bots', 'random,random,random,random']))\n"
    )
    # as Python runs a command: DeprecationWarnings outside __main__ hidden by default
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stderr
    assert "DeprecationWarning: the 'frontend' facet of the game 'herzeln01'" in run.stderr
    assert "cli_rules(args, build_rules, usage) is the 0.1 form" in run.stderr


def test_a_guarded_facet_function_travels_to_worker_processes(herzeln01: Any) -> None:
    import pickle

    game = _fresh(herzeln01)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        taken = game.facet("frontend").taken
    back = pickle.loads(pickle.dumps(taken))
    state = game.deal(game.rules_type(), dealer=0, rng=random.Random(4))
    assert back(state) == taken(state) == (0, 0, 0, 0)
    with pytest.raises(FacetError, match="raised AttributeError in `taken`"):
        back(None)
