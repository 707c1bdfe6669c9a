"""The command line: demo output, one-line errors, exit codes."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kartenregeln import CardSet
from kartenregeln.cli import main


def test_demo_prints_both_faces_reproducibly(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "1"]) == 0
    first = capsys.readouterr().out
    assert main(["demo", "--seed", "1"]) == 0
    assert capsys.readouterr().out == first
    lines = first.splitlines()
    seat0 = lines[1].split(": ")[1]
    assert len(CardSet.parse(seat0)) == 8
    assert "Schapa" in first
    assert "⠼" in first


def test_card_prints_every_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Kreuz Dame"]) == 0
    assert capsys.readouterr().out.strip() == (
        "EO | QC | Q♣ | Eichel-Ober | Kreuz-Dame | Queen of Clubs | Ober of Acorns | 🃝 | ⠉⠟"
    )


def test_bad_input_is_one_line_on_stderr_without_traceback() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "kartenregeln", "card", "E1"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert result.stderr.strip() == (
        "kartenregeln: error: cannot parse 'E1' at position 0: 'E1' is not a card"
    )
    assert "Traceback" not in result.stderr


def test_unknown_command_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["fly"])
    assert info.value.code == 2
