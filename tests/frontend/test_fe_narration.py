"""The frontends speak the game protocol only: the shared session and narration, the
table, the command line and the web table import no game and ask the descriptor; each
game's narration and frontend facets offer the same members."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import kartenregeln
from kartenregeln import narration
from kartenregeln.game import Game

SRC = Path(kartenregeln.__file__).parent
SHARED = [
    SRC / "narration.py",
    SRC / "session.py",
    SRC / "table.py",
    *sorted((SRC / "cli").glob("*.py")),
    *sorted((SRC / "web").glob("*.py")),
]
GAMES = ("kartenregeln.schafkopf", "kartenregeln.schapa")
NARRATION = ("FACES", "TEXT", "WORDS", "YES", "NO", "result_line", "result_details",
             "deal_head", "hand", "play", "prompt_lines", "action_line", "move_lines",
             "game_key", "standing_lines", "rules_line", "choice_name")  # fmt: skip
FRONTEND = ("DEAL_WORDS", "PLACE_BONUS", "WEB_PRESETS", "new_match", "deals", "deals_left",
            "deals_done", "taken", "cli_rules", "rule_help", "web_settings",
            "web_rules")  # fmt: skip


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            out += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
    return out


@pytest.mark.parametrize("path", SHARED, ids=lambda p: str(p.relative_to(SRC)))
def test_a_shared_frontend_module_imports_no_game(path: Path) -> None:
    bad = [m for m in _imports(path) if m.startswith(GAMES)]
    assert bad == [], f"{path.name} imports a game: {bad}"


def test_the_shared_modules_were_found() -> None:
    names = {p.name for p in SHARED}
    assert {"narration.py", "session.py", "table.py", "play.py", "page.py"} <= names


@pytest.mark.parametrize("game", kartenregeln.games(), ids=lambda g: g.name)
@pytest.mark.parametrize(("part", "members"), [("narration", NARRATION), ("frontend", FRONTEND)])
def test_each_game_offers_every_member_the_frontends_use(
    game: Game, part: str, members: tuple[str, ...]
) -> None:
    facet = game.facet(part)
    assert [m for m in members if not hasattr(facet, m)] == []


@pytest.mark.parametrize("game", kartenregeln.games(), ids=lambda g: g.name)
def test_the_words_of_a_game_complete_the_shared_text(game: Game) -> None:
    for lang in ("de", "en"):
        words = narration.game_words(game, lang)
        assert {"taken", "yes_no", "examples", "deal", "deals"} <= set(words)
        # the key legend can be filled in with the game's words
        assert "{" not in words["keys"].format(
            range="1-8", yes_no=words["yes_no"], augen=words["taken"], examples=words["examples"]
        )
        yes, no = narration.yes_no(game)
        assert set(yes) | set(no) <= set(narration.action_words(game, lang))


def test_the_words_of_the_two_games_differ_where_the_games_do() -> None:
    sk, sp = kartenregeln.get_game("schafkopf"), kartenregeln.get_game("schapa")
    assert narration.game_words(sk, "en")["taken"] == "Augen so far"
    assert narration.game_words(sp, "en")["taken"] == "Points so far"
    assert sk.facet("narration").FACES[0] == "bavarian"
    assert sp.facet("narration").FACES == ("french",)


def test_result_line_asks_the_game_that_settled() -> None:
    from kartenregeln import schafkopf as sk
    from kartenregeln import schapa as sp

    thrown = sk.Settlement(scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), thrown_in=True)
    assert narration.result_line(thrown, 3, "de") == "Spiel 3: Alle sagen weiter: zusammengeworfen"
    r = sp.RoundSettlement(scores=(5, 10, 0), round=1, tricks_won=(1, 2, 0))
    assert narration.result_line(r, 1, "en").startswith("round 1 (")


def test_the_old_cli_modules_are_gone_and_the_package_runs() -> None:
    for old in ("_cli_play", "_cli_sim", "_cli_text", "_cli_play_text"):
        with pytest.raises(ImportError):
            importlib.import_module(f"kartenregeln.{old}")
    cli = importlib.import_module("kartenregeln.cli")
    assert callable(cli.main)
    done = subprocess.run(
        [sys.executable, "-m", "kartenregeln", "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(kartenregeln.__version__)
