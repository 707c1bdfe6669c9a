"""The entry points of ``kartenregeln convert`` and ``kartenregeln analyse`` (run on their
own until the CLI wires them in) and the analysis benchmark's smoke run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kartenregeln.formats._command import main

ROOT = Path(__file__).resolve().parents[2]
PROTOCOL = ROOT / "tests/data/formats/netschafkopf/Schafkopfprotokoll_vom_16.05.20.txt"
LINES = ROOT / "tests/data/formats/openschafkopf-example-games.txt"


def test_analyse_prints_the_losses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(PROTOCOL), "--game", "3", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Gast: one card cost 10 points in game 3" in out
    assert (
        "trick 7: Gast played King of Bells (+10), loses 10; Ober of Bells +20, King of Bells +10"
        in out
    )
    assert "SK" not in out  # codes are for the JSON; sentences name cards in words (#31)
    assert main(["analyse", str(PROTOCOL), "--game", "3", "--seat", "Gast", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "Gast: eine Karte kostete 10 Punkte in Spiel 3" in out
    assert "PcOben" not in out


def test_analyse_json_html_and_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyse", str(LINES), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["game"] for d in data] == ["rufspiel gras", "farbwenz schellen"]
    page = tmp_path / "a.html"
    assert main(["analyse", str(PROTOCOL), "--game", "1", "--format", "html", "-o", str(page)]) == 0
    assert page.read_text(encoding="utf-8").count("<svg") == 16
    assert main(["analyse", str(PROTOCOL), "--game", "19"]) == 1
    assert "no game 19" in capsys.readouterr().err
    assert main(["analyse", str(PROTOCOL), "--game", "3", "--seat", "Hans"]) == 1
    assert main(["analyse", str(tmp_path / "missing.txt")]) == 2


def test_convert_between_every_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "games.json"
    assert main(["convert", str(LINES), str(record)]) == 0
    positions = tmp_path / "games.pos"
    assert main(["convert", str(record), str(positions)]) == 0
    back = tmp_path / "back.txt"
    assert main(["convert", str(positions), str(back)]) == 0
    written = back.read_text().splitlines()
    original = LINES.read_text().splitlines()
    assert [w.split(":")[1] for w in written] == [o.split(":")[1] for o in original]
    assert written[0].startswith("Rufspiel mit der Gras-Sau von 3:")
    # NetSchafkopf game 2 was doubled: the one-line notation needs --drop-doublings
    out = tmp_path / "g2.txt"
    assert main(["convert", str(PROTOCOL), str(out), "--game", "2"]) == 1
    assert "drop_doublings" in capsys.readouterr().err
    assert main(["convert", str(PROTOCOL), str(out), "--game", "2", "--drop-doublings"]) == 0
    assert out.read_text().startswith("Gras-Wenz von 3: ")
    one = tmp_path / "g3.json"
    assert main(["convert", str(PROTOCOL), str(one), "--game", "3"]) == 0
    assert json.loads(one.read_text())["names"] == ["PcLinks", "PcOben", "PcRechts", "Gast"]
    assert main(["convert", str(PROTOCOL), str(tmp_path / "x.unknown")]) == 1
    with pytest.raises(SystemExit):  # argparse: NetSchafkopf protocols are not written
        main(["convert", str(LINES), str(tmp_path / "x.txt"), "--to", "netschafkopf"])


def test_the_benchmark_runs() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks/bench_analysis.py"), "--quick"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    assert "from the 4th-to-last trick" in done.stdout
