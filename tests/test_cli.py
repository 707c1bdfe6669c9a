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


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["play", "schapa", "--rounds", "1,x"], "rounds are numbers like 1,7 not '1,x'"),
        (["simulate", "--bots", "random,skat"], "a bot is random, heuristic or search, not 'skat'"),
        (["play", "schafkopf", "--clock", "45"], "choose 30, 60, 90, 120 or none, not '45'"),
        (["play", "schafkopf", "--clock", "soon"], "choose 30, 60, 90, 120 or none"),
        (["simulate", "--rules", "sauspiel,farbwenz=maybe"], "expected on/off"),
    ],
)
def test_option_values_are_checked_with_a_usage_error(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    assert words in capsys.readouterr().err


def test_clock_values(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import io

    for clock in ("none", "aus", "60", "90s"):
        monkeypatch.setattr("sys.stdin", io.StringIO("Q\n"))
        assert main(["play", "schafkopf", "--seed", "1", "--clock", clock]) == 0
        assert "Auf Wiedersehen." in capsys.readouterr().out


@pytest.mark.parametrize("parent", ["default", "ignored"])
def test_interrupt_exits_130_with_one_line(parent: str) -> None:
    """Ctrl-C ends a long run with one line and exit status 130. The child gets the
    default SIGINT disposition whatever pytest was started with: a shell starts a
    background job with SIGINT ignored, and an ignored SIGINT is inherited."""
    import signal
    import time

    before = signal.getsignal(signal.SIGINT)
    if parent == "ignored":  # as in `pytest &`
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "kartenregeln", "simulate", "--matches", "100000", "--bots",
             "random,random,random,random", "--no-progress"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )  # fmt: skip
    finally:
        signal.signal(signal.SIGINT, before)
    assert proc.stdout is not None
    proc.stdout.readline()  # it is running
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert err == "kartenregeln: interrupted\n"


class _GoneReader:
    """A stdout whose reader has gone away, as after `| head -1`."""

    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")

    def flush(self) -> None:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_reader_that_went_away_ends_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    err = io.StringIO()
    monkeypatch.setattr("sys.stdout", _GoneReader())
    monkeypatch.setattr("sys.stderr", err)
    assert main(["demo", "--seed", "1"]) == 0
    assert err.getvalue() == ""
