"""Herzeln, the outside game in examples/herzeln, installed from its folder: found by its
entry point, it passes ``check_game`` and plays in the command line, records, pictures,
the bots and the duplicate arena, written against public names only."""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import os
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import kartenregeln
from kartenregeln import records, registry, svg, wire
from kartenregeln.bots import Bot, HeuristicBot, RandomBot, SearchBot, play_out, run_duplicate
from kartenregeln.testing import check_game

FOLDER = Path(__file__).resolve().parents[1] / "examples" / "herzeln"


def _install(target: Path) -> None:
    """``pip install`` the folder into ``target`` (offline: no dependencies, the build
    backend of this environment)."""
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip("hatchling (the dev extra) is needed to build the folder offline")
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps"]
    command += ["--no-build-isolation", "--no-index", "--target", str(target), str(FOLDER)]
    subprocess.run(command, check=True, capture_output=True, timeout=300)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder installed into a fresh directory, on ``sys.path``; the registry looks for
    entry points again (and forgets Herzeln afterwards)."""
    target = tmp_path_factory.mktemp("site")
    _install(target)
    sys.path.insert(0, str(target))
    saved = dict(registry._MODULES), registry._discovered
    registry._discovered = False
    try:
        yield target
    finally:
        sys.path.remove(str(target))
        registry._GAMES.pop("herzeln", None)
        registry._MODULES.clear()
        registry._MODULES.update(saved[0])
        registry._discovered = saved[1]
        for name in [m for m in sys.modules if m == "herzeln" or m.startswith("herzeln.")]:
            del sys.modules[name]


def _run(target: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(target)}
    return subprocess.run(
        [sys.executable, "-m", "kartenregeln", *args],
        input=stdin, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip


def test_the_entry_point_is_declared_and_installed(installed: Path) -> None:
    (info,) = installed.glob("kartenregeln_herzeln-*.dist-info")
    text = (info / "entry_points.txt").read_text()
    assert "[kartenregeln.games]" in text
    assert "herzeln = herzeln" in text


def test_games_lists_herzeln_without_an_import_by_hand(installed: Path) -> None:
    assert "herzeln" not in sys.modules
    names = [game.name for game in kartenregeln.games()]
    assert names == ["schafkopf", "schapa", "herzeln"]
    game = kartenregeln.get_game("herzeln")
    assert game.title("de") == "Herzeln"
    assert check_game(game, games=4) > 0


def test_herzeln_plays_in_records_pictures_bots_and_the_arena(installed: Path) -> None:
    game = kartenregeln.get_game("herzeln")
    match: Any = game.match_type(game.rules_type(deals=2))  # type: ignore[call-arg]
    rng = random.Random(3)
    bots: list[Bot] = [
        SearchBot(samples=2, time_limit=None),
        HeuristicBot(),
        RandomBot(),
        RandomBot(),
    ]
    states = []
    while not match.is_over:
        state = play_out(match.deal(rng), bots, rng)
        states.append(state)
        match = match.record(state)
    record = records.record_match(game.match_type(match.rules), states)
    text = records.dumps(record)
    assert records.dumps(records.loads(text)) == text
    assert svg.picture(states[0].view(0)).startswith("<svg")
    assert svg.picture(states[-1]).startswith("<svg")
    assert svg.match_chart(match).startswith("<svg")
    result = run_duplicate("herzeln", HeuristicBot(), RandomBot(), units=1)
    assert result.units == 1
    validator = jsonschema.Draft202012Validator(wire.schema())  # built with Herzeln's types
    for value in (states[0], states[0].view(1), states[0].settle(), match, match.rules):
        validator.validate(wire.to_json(value))
    validator.validate(wire.to_json(game.parse_action("HA")))
    bad = wire.to_json(states[0])
    bad["hands"][0][0] = "QS"  # a code of the French deck: not Herzeln's
    for wrong in ({"type": "herzeln.state", "version": 2}, bad, {**bad, "dealer": "0"}):
        with pytest.raises(jsonschema.ValidationError):
            validator.validate(wrong)


def test_the_command_line_plays_and_simulates_herzeln(installed: Path) -> None:
    listed = _run(installed, "simulate", "--help")
    assert "herzeln" in listed.stdout
    run = _run(
        installed, "simulate", "--game", "herzeln", "--bots", "heuristic,random,random,random"
    )
    assert run.returncode == 0, run.stderr
    assert "Herzeln" in run.stdout
    play = _run(installed, "play", "herzeln", "--lang", "en", "--seed", "1", stdin="1\n" * 40)
    assert "takes trick 1" in play.stdout, play.stderr


def test_the_folder_s_own_tests_pass_after_install(installed: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(installed)}
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=-q"]
    run = subprocess.run(
        [*command, str(FOLDER / "tests")],
        env=env, cwd=FOLDER, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert " passed" in run.stdout


def test_herzeln_s_registered_sentences_read_in_both_languages(installed: Path) -> None:
    from kartenregeln import messages

    game = kartenregeln.get_game("herzeln")  # imports the package: its sentences register
    state = game.deal(game.rules_type(), dealer=0, rng=random.Random(5))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    for line in state.settle().breakdown:
        assert line.code in ("herzeln_herzen", "herzeln_durchmarsch")
        assert line.text("de") != line.text("en")
    assert (
        messages.translate("Herzen taken: 3, a point each", "de")
        == "Herzen genommen: 3, je ein Punkt"
    )
    assert messages.code("Durchmarsch: all eight Herzen, the others pay eight") == (
        "herzeln_durchmarsch"
    )
    with pytest.raises(
        ValueError, match="herzeln: the sentence 'herzeln_herzen' has no text in de"
    ):
        messages.register("herzeln", {"herzeln_herzen": {"en": "Herzen taken: {n}, a point each"}})
    with pytest.raises(ValueError, match="herzeln: the sentence key 'herzeln_herzen' is taken"):
        messages.register(
            "herzeln", {"herzeln_herzen": {"en": "{n} Herzen", "de": "{n} Herzen"}}, kind="line"
        )


def test_the_walk_through_quotes_the_example() -> None:
    """Every code block of docs/protocol.md's "Adding a game" is the folder's code."""
    docs = (FOLDER.parents[1] / "docs" / "protocol.md").read_text(encoding="utf-8")
    walk = docs.split("# The game protocol (reference)")[0]
    blocks = re.findall(r"```(python|toml)\n(.*?)```", walk, re.DOTALL)
    sources = [p.read_text(encoding="utf-8") for p in sorted(FOLDER.rglob("*.py"))]
    sources.append((FOLDER / "pyproject.toml").read_text(encoding="utf-8"))
    assert len(blocks) >= 9
    for _kind, block in blocks:
        assert any(block in text for text in sources), f"not in examples/herzeln:\n{block}"


def test_herzeln_imports_no_private_name_of_kartenregeln() -> None:
    sources = sorted(FOLDER.rglob("*.py"))
    lines = 0
    for path in sources:
        text = path.read_text(encoding="utf-8")
        lines += len(text.splitlines())
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("kartenregeln"):
                names = [node.module or "", *(alias.name for alias in node.names)]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names if alias.name.startswith("kartenr")]
            else:
                continue
            private = [n for n in names if any(p.startswith("_") for p in n.split("."))]
            assert not private, f"{path.name}:{node.lineno} imports {private}"
    assert lines <= 420  # the outside attempt needed 665


def test_herzeln_plays_a_match_at_the_web_table(installed: Path, tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    from kartenregeln.errors import KartenregelnError
    from kartenregeln.web.page import page_model
    from kartenregeln.web.room import Connection, Room
    from kartenregeln.web.settings import check_settings
    from kartenregeln.web.store import Store

    store = Store(tmp_path / "web.sqlite3")
    seats = ["person", "heuristic", "heuristic", "heuristic"]
    settings = check_settings({"game": "herzeln", "seats": seats, "computer_delay": 0})
    store.create("h", 0.0, settings)
    room = Room("h", settings, store, standin_after=1000.0)
    room.sit(0, "Anna")
    room.connect(Connection(lambda message: None, 0, "en"))
    for _ in range(500):
        if room.finished:
            break
        room.step()
        table = room.table
        if table is None or 0 not in table.waiting_for():
            continue
        page_model(room, 0, "en")
        if table.state.to_move == 0:
            room.perform("act", 0, str(table.state.legal_actions()[0]))
        else:
            with contextlib.suppress(KartenregelnError):
                room.perform("confirm", 0)
    assert room.finished
    model = page_model(room, 0, "de")
    assert model["title"] == "Herzeln"
    store.close()
