"""``kartenregeln site OUT``: the folder's contents, its pure wheel, and the refusals
(checked before anything is written). The folder in a browser: tests_site/."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import kartenregeln
from kartenregeln.cli import main
from kartenregeln.web.local import LocalTable, Worker
from kartenregeln.web.site import PYODIDE_FILES, SiteError, build_site


@pytest.fixture
def pyodide(tmp_path: Path) -> Path:
    """A stand-in for the npm package: the files the folder copies (their contents are
    not read here; the browser tests use the real package)."""
    folder = tmp_path / "node_modules" / "pyodide"
    folder.mkdir(parents=True)
    for name in PYODIDE_FILES:
        (folder / name).write_text(f"stand-in {name}\n")
    (folder / "package.json").write_text(json.dumps({"name": "pyodide", "version": "314.0.8"}))
    return folder


def test_the_folder_holds_page_runtime_wheels_and_pictures(tmp_path: Path, pyodide: Path) -> None:
    done = build_site(tmp_path / "out", pyodide)
    out = done.out
    assert done.files > 100
    assert done.size > 0
    page = (out / "index.html").read_text()
    assert 'src="static/site/local.js"' in page
    assert 'src="static/table.js"' in page
    assert 'href="/' not in page
    assert 'src="/' not in page
    assert "`cards/${lang}/${face()}/" in (out / "static" / "table.js").read_text()
    assert (out / "cards" / "de" / "bavarian" / "EO.svg").read_text().startswith("<svg")
    assert (out / "cards" / "en" / "french" / "10H.svg").is_file()
    for name in PYODIDE_FILES:
        assert (out / "pyodide" / name).is_file()
    site = json.loads((out / "site.json").read_text())
    assert site["pyodide"] == "314.0.8"
    assert [w.split("/")[1].split("-")[0] for w in site["wheels"]] == [
        "attrs",
        "typing_extensions",
        "kartenregeln",
    ]
    wheel = out / site["wheels"][2]
    names = zipfile.ZipFile(wheel).namelist()
    assert "kartenregeln/web/local.py" in names
    assert not [n for n in names if n.endswith((".so", ".pyd", ".c", ".pyc"))]
    assert not [n for n in names if n.startswith(("kartenregeln/rl/", "kartenregeln/web/static"))]
    # the wheels alone (a zip on sys.path, as the worker unpacks them) run the table with
    # the pure-Python solver
    paths = [str(out / w) for w in site["wheels"]]
    code = (
        f"import sys; sys.path[:0] = {paths!r}; import kartenregeln, kartenregeln.bots as b; "
        "from kartenregeln.web.local import LocalTable; "
        f"assert kartenregeln.__file__.startswith({str(wheel)!r}), kartenregeln.__file__; "
        "print(b.solver_backend())"
    )
    done_run = subprocess.run(
        [sys.executable, "-I", "-c", code], capture_output=True, text=True, timeout=120
    )
    assert done_run.stdout.strip() == "python", done_run.stderr


def test_a_folder_written_before_is_replaced_others_are_refused(
    tmp_path: Path, pyodide: Path
) -> None:
    out = tmp_path / "out"
    build_site(out, pyodide)
    (out / "old.txt").write_text("from the first build")
    build_site(out, pyodide)
    assert not (out / "old.txt").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".out-")]  # no leftovers
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep")
    with pytest.raises(SiteError, match="not empty and was not written by"):
        build_site(foreign, pyodide)
    assert (foreign / "notes.txt").read_text() == "keep"
    (tmp_path / "file").write_text("x")
    with pytest.raises(SiteError, match="is a file"):
        build_site(tmp_path / "file", pyodide)


def test_missing_pyodide_and_unwritable_places_are_named(
    tmp_path: Path, pyodide: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["site", str(tmp_path / "out"), "--pyodide", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert "no Pyodide at" in err
    assert "npm install pyodide@" in err
    (pyodide / "pyodide.asm.wasm").unlink()
    assert main(["site", str(tmp_path / "out"), "--pyodide", str(pyodide)]) == 2
    assert "lacks Pyodide's pyodide.asm.wasm" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    (pyodide / "pyodide.asm.wasm").write_text("stand-in")
    with pytest.raises(SiteError, match="does not exist"):
        build_site(tmp_path / "no" / "such" / "out", pyodide)
    if sys.platform == "linux":  # /proc: not writable, not even for root
        with pytest.raises(SiteError, match=r"(not writable|cannot write)"):
            build_site("/proc/kartenregeln-site", pyodide)
    assert main(["site", str(tmp_path / "out"), "--pyodide", str(pyodide)]) == 0
    said = capsys.readouterr()
    assert "python -m http.server" in said.out
    assert said.err == ""
    (pyodide / "package.json").write_text('{"version": "0.1.0"}')
    assert main(["site", str(tmp_path / "out"), "--pyodide", str(pyodide)]) == 0
    assert "holds Pyodide 0.1.0; kartenregeln is tested with 314.0.8" in capsys.readouterr().err


def test_the_worker_plays_restores_and_refuses() -> None:
    w = Worker()
    assert json.loads(w.handle('{"op": "boot", "saved": null}')) == {
        "active": False,
        "due_in": None,
    }
    form = {"game": "schapa", "players": 3, "rounds": [1], "seats": ["person", "random", "random"],
            "seed": 3, "computer_delay": 0, "clock": None}  # fmt: skip
    made = json.loads(w.handle(json.dumps({"op": "new", "form": form, "name": "Vroni"})))
    assert made["seat"] == 0
    assert made["save"]
    state = json.loads(w.handle('{"op": "connect", "lang": "en"}'))["messages"][0]["state"]
    assert state["game"] == "schapa"
    assert len(state["view"]["hand"]) == 16
    bad = json.loads(w.handle('{"op": "message", "text": "{\\"type\\": \\"act\\"}", "lang": "en"}'))
    assert bad["messages"][0]["type"] == "error"
    assert "action" in bad["messages"][0]["message"]
    # the stored bytes bring the same hand back, as a reload does
    again = Worker()
    assert json.loads(again.handle(json.dumps({"op": "boot", "saved": made["save"]})))["active"]
    back = json.loads(again.handle('{"op": "connect", "lang": "en"}'))["messages"][0]["state"]
    assert back["view"]["hand"] == state["view"]["hand"]
    broken = json.loads(Worker().handle('{"op": "boot", "saved": "bm90IGEgZGI=", "lang": "en"}'))
    assert "not a stored kartenregeln database" in broken["error"]
    refused = json.loads(w.handle('{"op": "new", "form": {"game": "go"}, "lang": "en"}'))
    assert "game must be one of" in refused["error"]
    best = json.loads(w.handle('{"op": "bestenliste", "period": "all", "game": "schapa"}'))
    assert (best["game"], best["people"], best["computers"]) == ("schapa", [], [])
    nogame = json.loads(w.handle('{"op": "bestenliste", "game": "go", "lang": "en"}'))
    assert nogame["error"] == "game must be one of schafkopf, schapa"
    empty = json.loads(w.handle('{"op": "analyse", "text": " ", "lang": "en"}'))
    assert empty["error"].startswith("paste a game")
    assert LocalTable().due_in() is None


def test_the_folder_needs_no_web_extra(tmp_path: Path, pyodide: Path) -> None:
    block = "import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None\n"
    argv = ["site", str(tmp_path / "out"), "--pyodide", str(pyodide)]
    code = block + f"from kartenregeln.cli import main\nraise SystemExit(main({argv!r}))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "index.html").is_file()


def test_a_new_match_gives_up_the_running_one_and_the_record_waits_for_the_end() -> None:
    t = LocalTable()
    form = {"game": "schafkopf", "seats": ["person", "random", "random", "random"],
            "seed": 4, "computer_delay": 0, "clock": None}  # fmt: skip
    first = t.new(form, "Vroni")["id"]
    t.connect("de")
    with pytest.raises(ValueError, match="when the match is over"):
        t.record()
    second = t.new({**form, "seed": 5}, "Vroni")["id"]
    assert [s.id for s in t.store.tables()] == [second]
    assert first != second
    assert LocalTable(t.dump()).room is not None


def test_the_panel_offers_the_games_as_they_describe_themselves() -> None:
    out = json.loads(Worker().handle('{"op": "games", "lang": "de"}'))
    names = [g["name"] for g in out["games"]]
    assert names[:2] == ["schafkopf", "schapa"]
    schapa = out["games"][names.index("schapa")]
    assert schapa["seats"] == [3, 4, 5, 6]
    assert schapa["rounds"] is True
    # the panel's page and script name no game: they follow this description
    static = Path(kartenregeln.__file__).parent / "web" / "static" / "site"
    for page in ("local.js", "panel.html"):
        text = (static / page).read_text(encoding="utf-8")
        for name in names:
            assert f'"{name}"' not in text, (page, name)
