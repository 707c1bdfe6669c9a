"""The command line: play by piped keystrokes, simulate, score, check."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cli import main


def _run(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kartenregeln", *args],
        input=stdin, capture_output=True, text=True, timeout=timeout, check=False,
    )  # fmt: skip


def _keys(cards: int, rounds: int, first: str = "") -> str:
    """Cycle through the card numbers: an illegal choice only prints a line and asks again,
    so every card is played in the end. Then Enter confirms the Abrechnung."""
    lines = [first] if first else []
    for _ in range(rounds):
        lines.extend(str(k) for k in range(1, cards + 1))
    return "\n".join(lines) + "\n\nB\n"


def test_play_schafkopf_seed_1_through_a_whole_game(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    result = _run(
        "play", "schafkopf", "--seed", "1", "--plain", "--record", str(path),
        stdin=_keys(8, 20, first="N"),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = result.stdout
    assert "\x1b[" not in out  # plain: no colour, no cursor movement
    assert "Spiel 1 von 8" in out
    assert "Ende der Eingabe." in out
    # the printed Abrechnung is the settlement of the game that was played
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    first = record.deals[0]
    assert first.is_over
    assert first.actions[0] == "weiter"  # our N, seat 0 is Vorhand after dealer 3
    result1 = first.result
    assert isinstance(result1, sk.Settlement)
    head = sk.describe(result1, None, "de")
    assert f"Abrechnung Spiel 1: {head}" in out
    for line in result1.breakdown:
        assert f"  {line}\n" in out
    block = out.split("Abrechnung Spiel 1:")[1]
    assert (
        "Bilanz: "
        + ", ".join(
            f"Sitz {s} ({n}) {v:+d}"
            for s, (n, v) in enumerate(zip(record.names, result1.balance, strict=True))
        )
        in block
    )
    assert "Spiel 2 von 8" in out  # Enter went on to the next game


def test_play_schapa_round_by_piped_keys(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    result = _run(
        "play", "schapa", "--seed", "1", "--rounds", "1", "--players", "3", "--plain",
        "--lang", "en", "--record", str(path),
        stdin=_keys(16, 20),
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    out = result.stdout
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    assert record.is_over
    settlement = record.deals[0].result
    assert isinstance(settlement, sp.RoundSettlement)
    assert "Abrechnung round 1 (" in out
    for line in settlement.breakdown:
        assert f"  {line}\n" in out
    assert "Final standing" in out
    assert "takes trick 1" in out


def test_play_ends_cleanly_at_end_of_input_and_on_q() -> None:
    result = _run("play", "schafkopf", "--seed", "2", "--plain", stdin="")
    assert result.returncode == 0
    assert "Ende der Eingabe." in result.stdout
    result = _run("play", "schafkopf", "--seed", "2", "--lang", "en", stdin="H\nB\nL\nA\nR\nQ\n")
    assert result.returncode == 0, result.stderr
    assert "Goodbye." in result.stdout
    assert "The computer's advice:" in result.stdout
    assert "No trick yet" in result.stdout


def test_play_braille_labels() -> None:
    result = _run("play", "schafkopf", "--seed", "3", "--braille", "--plain", stdin="")
    assert result.returncode == 0
    hand = next(line for line in result.stdout.splitlines() if line.startswith("Deine Karten"))
    assert "⠼" in hand or any("\u2800" <= ch <= "\u28ff" for ch in hand)


def test_play_refuses_bavarian_faces_for_schapa() -> None:
    result = _run("play", "schapa", "--faces", "bavarian", stdin="")
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1
    assert "French cards" in result.stderr
    assert "Traceback" not in result.stderr


def test_simulate_defaults_print_the_games_and_the_table() -> None:
    result = _run("simulate")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Schafkopf match, 8 games")
    assert sum(1 for line in lines if line[:2] in {f"{k}." for k in range(1, 9)}) == 8
    assert "mean place" in result.stdout
    assert "8/8 games" in result.stderr  # one match: the bar counts its games


def test_simulate_is_the_same_with_several_workers(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--matches", "2", "--bots", "heuristic,random,random,heuristic",
            "--no-progress"]  # fmt: skip
    assert main(args) == 0
    one = capsys.readouterr().out
    assert main([*args, "--workers", "2"]) == 0
    assert capsys.readouterr().out == one
    schapa = ["simulate", "--game", "schapa", "--players", "3", "--bots", "random,random,heuristic"]
    assert main([*schapa, "--no-progress"]) == 0
    assert "Schapa match, 8 rounds" in capsys.readouterr().out


def _legal_record(tmp_path: Path) -> tuple[Path, dict[str, object]]:
    path = tmp_path / "sim.json"
    assert main(["simulate", "--bots", "random,random,random,heuristic", "--no-progress",
                 "--record", str(path)]) == 0  # fmt: skip
    return path, json.loads(path.read_text(encoding="utf-8"))


def test_check_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, data = _legal_record(tmp_path)
    capsys.readouterr()
    assert main(["check", str(path)]) == 0
    assert "every action legal" in capsys.readouterr().out

    deals = data["deals"]
    assert isinstance(deals, list)
    actions = deals[2]["actions"]
    k = len(actions) - 8
    actions[k], actions[k + 1] = actions[k + 1], actions[k]
    bad = tmp_path / "illegal.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert main(["check", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"game 3, action {k + 1} '{actions[k]}': seat " in err

    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text(encoding="utf-8")[:-20], encoding="utf-8")
    assert main(["check", str(broken)]) == 2
    assert "line " in capsys.readouterr().err
    assert main(["check", str(tmp_path / "missing.json")]) == 2


def test_check_by_subprocess_never_prints_a_traceback(tmp_path: Path) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "kartenregeln-record", "version": 1, "game": "skat"}')
    result = _run("check", str(junk))
    assert result.returncode == 2
    assert result.stderr.strip().endswith("game: expected 'schafkopf' or 'schapa', not 'skat'")
    assert "Traceback" not in result.stderr


def test_score_prints_the_settlement_with_its_breakdown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = _legal_record(tmp_path)
    capsys.readouterr()
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    for deal in record.deals:
        assert deal.result is not None
        for line in deal.result.breakdown:
            assert f"  {line}\n" in out
    assert "total:" in out
    assert "bonus 30" in out
    assert main(["score", str(tmp_path / "nothing.json")]) == 1


def test_play_with_a_clock_lets_the_computer_take_over() -> None:
    from kartenregeln._cli_play import run_play

    ticks = iter(range(0, 10**7, 100))  # every look at the clock is 100 s later
    out = io.StringIO()
    code = run_play(
        "schafkopf", players=4, games=8, rounds=None, clock=30, seed=1, faces="bavarian",
        plain=True, braille=False, lang="en", opponents="random", name="Tester", record=None,
        stdin=io.StringIO("N\n" * 40), stdout=out, monotonic=lambda: float(next(ticks)),
    )  # fmt: skip
    assert code == 0
    text = out.getvalue()
    assert "seat 0 (Tester): Bedenkzeit is over, 10 seconds left" in text
    assert "The computer plays for seat 0 (Tester)" in text
    assert "Abrechnung game 1" in text


def test_play_pause_holds_the_abrechnung_until_resumed() -> None:
    from kartenregeln._cli_play import run_play

    keys = _keys(8, 20, first="N").replace("\n\nB\n", "\nP\n\nP\nB\n")
    out = io.StringIO()
    code = run_play(
        "schafkopf", players=4, games=8, rounds=None, clock=None, seed=1, faces="bavarian",
        plain=True, braille=False, lang="en", opponents="heuristic", name=None, record=None,
        stdin=io.StringIO(keys), stdout=out, monotonic=lambda: 0.0,
    )  # fmt: skip
    assert code == 0
    text = out.getvalue()
    after = text.split("Abrechnung game 1")[1]
    assert after.index("Pause: seat 0 (You)") < after.index("Paused: P ends the pause.")
    assert after.index("Paused: P ends the pause.") < after.index("The pause is over")
    assert after.index("The pause is over") < after.index("game 2 of 8")
    assert text.rstrip().endswith("End of input.")
