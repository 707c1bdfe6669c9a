"""The command line plays Schafkopf zu dritt."""

from __future__ import annotations

from cli_run import run


def test_the_command_line_plays_three() -> None:
    result = run(
        "simulate", "--players", "3", "--bots", "random,heuristic,random", "--matches", "1",
        "--games", "12", "--no-progress", "--lang", "en",
    )  # fmt: skip
    assert result.code == 0, result.err
    assert "12 games" in result.out
    assert "seat 2" in result.out or "2 " in result.out
    text = run(
        "simulate", "--rules", "sauspiel, players=3, deck=short", "--bots",
        "random,random,random", "--matches", "1", "--no-progress", "--lang", "en",
    )  # fmt: skip
    assert text.code == 0, text.err
