"""The command line's ``simulate``: the README's main job, read as a Schafkopf player reads
it, and the options around it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_run import run

from kartenregeln import records
from kartenregeln import schafkopf as sk

ROOT = Path(__file__).resolve().parents[2]
GAME_LINE = re.compile(
    r"^Spiel (\d): (.*); (Sitz 0 [+-]\d+, Sitz 1 [+-]\d+, Sitz 2 [+-]\d+, Sitz 3 [+-]\d+)$"
)


def test_the_main_job_in_german_by_default(tmp_path: Path) -> None:
    """`kartenregeln simulate`: German, the seats of good play, a line per game with the
    declarer, the game, the party's Augen, the facts and the signed money; then the table
    with totals, placement bonus and places. Checked against the record it writes."""
    path = tmp_path / "main.json"
    result = run("simulate", "--record", str(path))
    assert result.code == 0, result.err
    lines = result.lines
    assert lines[0].startswith("Schafkopf: eine Partie mit 8 Spielen. Beträge in Punkten; ")
    assert "Tarif: Rufspiel 1, Solo 5, Schneider und Schwarz je 1, Laufender je 1" in lines[0]
    assert lines[1] == (
        "Sitz 0: Suche (8 Stichproben), Sitz 1: Heuristik, Sitz 2: Heuristik, Sitz 3: Heuristik"
    )
    assert result.err == ""  # stderr is no terminal here: no progress bar in the log
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    games = [GAME_LINE.match(line) for line in lines if line.startswith("Spiel ")]
    assert len(games) == 8
    assert all(games)
    for found, deal in zip(games, record.deals, strict=True):
        assert found is not None
        res = deal.result
        assert isinstance(res, sk.Settlement)
        money = ", ".join(f"Sitz {s} {v:+d}" for s, v in enumerate(res.balance))
        assert found.group(3) == money  # the signed balance, never the positive-only scores
        text = found.group(2)
        if res.game is None:
            assert text == "Alle sagen weiter: zusammengeworfen"
            continue
        if res.game.kind is sk.GameKind.RAMSCH:
            assert text.startswith("Ramsch: ")
            continue
        assert res.declarer is not None
        assert res.party_augen is not None
        verb = "gewinnt" if res.declarer in res.winners else "verliert"
        assert text.startswith(
            f"Sitz {res.declarer} {verb} {res.game.article()} {res.game.name('de')}"
        )
        assert f"Spieler {res.party_augen[0]} Augen, Gegner {res.party_augen[1]}" in text
        assert ("Schneider" in text) == (res.schneider and not res.schwarz)
        assert ("Schwarz" in text) == res.schwarz
        assert ("Laufende" in text) == bool(res.laufende_paid)
        if res.laufende_paid:
            assert f" {res.laufende_paid} Laufende" in text
    assert not any("Acorns" in line or "seat" in line for line in lines)
    # the table: places, seats, players, totals, placement bonus
    table = lines[lines.index("Endstand nach 8 Spielen, in Punkten:") + 1 :]
    assert table[0].split() == ["Platz", "Sitz", "Spieler", "Summe", "Platzbonus"]
    rows = [re.split(r"\s{2,}", row.strip()) for row in table[2:6]]
    assert record.match is not None
    assert isinstance(record.match, sk.Match)
    for place, seat, _player, total, bonus in rows:
        placement = record.match.placements()[int(seat)]
        assert (int(place.rstrip(".")), int(total), int(bonus)) == (
            placement.place, placement.total, placement.bonus
        )  # fmt: skip
    assert lines[-1] == f"Spielbericht geschrieben: {path}"


def test_the_main_job_is_shown_verbatim_in_docs_cli_md() -> None:
    """docs/cli.md shows the README's main job; this keeps it true."""
    from kartenregeln.bots import solver_backend

    if solver_backend() != "native":
        pytest.skip("docs/cli.md shows the run with the compiled solver, which is not in use")
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    marker = "<!-- output of: kartenregeln simulate -->"
    assert marker in text
    shown = text.split(marker)[1].split("```\n", 2)[1]
    assert run("simulate", "--no-progress").out == shown


def test_the_main_job_in_english_translates_everything() -> None:
    result = run("simulate", "--no-progress", "--lang", "en", "--games", "12")
    assert result.code == 0, result.err
    out = result.out
    assert out.startswith("Schafkopf: one match of 12 games. Amounts in points; tariff:")
    assert "seat 0: search (8 samples), seat 1: heuristic" in out
    assert "Final standing after 12 games, in points:" in out
    assert re.search(r"^game 12: seat \d (wins|loses) the ", out, re.M)
    assert "Sitz" not in out
    assert "Spieler" not in out


def test_several_matches_stream_with_their_table(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    args = ["simulate", "--matches", "3", "--bots", "heuristic,random,random,heuristic",
            "--no-progress", "--record", str(path)]  # fmt: skip
    one = run(*args)
    assert one.code == 0, one.err
    lines = one.lines
    matches = [line for line in lines if line.startswith("Partie ")]
    assert [m.split(":")[0] for m in matches] == ["Partie 1", "Partie 2", "Partie 3"]
    assert "Nach 3 Partien (24 Spielen), in Punkten:" in lines
    head = lines[lines.index("Nach 3 Partien (24 Spielen), in Punkten:") + 1]
    assert re.split(r"\s{2,}", head) == [
        "Sitz", "Spieler", "Summe", "je Partie", "je Spiel", "Platzbonus", "1. Plätze",
        "mittlerer Platz",
    ]  # fmt: skip
    assert lines[-1] == f"3 Spielberichte geschrieben: {tmp_path / 'run-1.json'} … " + str(
        tmp_path / "run-3.json"
    )
    assert "-N" not in one.out
    totals = [0, 0, 0, 0]
    for k in range(1, 4):
        record = records.load(tmp_path / f"run-{k}.json")
        assert isinstance(record, records.MatchRecord)
        money = ", ".join(f"Sitz {s} {v:+d}" for s, v in enumerate(record.totals))
        assert f"Partie {k}: {money}" in lines
        totals = [a + b for a, b in zip(totals, record.totals, strict=True)]
    for s in range(4):
        assert re.search(rf"^{s}\s+\S+\s+{re.escape(f'{totals[s]:+d}')}\s", one.out, re.M)
    two = run(*args, "--workers", "2")
    assert two.out == one.out  # the same with several processes


def test_schapa_names_rounds_and_columns_by_rounds() -> None:
    result = run("simulate", "--game", "schapa", "--players", "3", "--matches", "2",
                 "--bots", "random,random,heuristic", "--no-progress")  # fmt: skip
    assert result.code == 0, result.err
    assert result.out.startswith("Schapa: 2 Partien mit je 8 Runden.")
    assert "je Runde" in result.out
    assert "je Spiel" not in result.out
    assert "Platzbonus" not in result.out
    one = run("simulate", "--game", "schapa", "--rounds", "7,1", "--bots",
              "random,random,random,heuristic", "--no-progress")  # fmt: skip
    assert "Runde 7 (Domino): fertig in der Reihenfolge Sitz " in one.out
    assert re.search(r"^Runde 1 \(Stiche\): Stiche: Sitz 0 \d+, ", one.out, re.M)
    assert "Endstand nach 2 Runden" in one.out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "5"], "Schafkopf is played by 3 or 4, not 5"),
        (["--players", "3", "--bots", "random,random"], "schafkopf here has 3 seats"),
        (["--game", "schapa", "--games", "12"], "--games is for Schafkopf"),
        (["--rounds", "1"], "--rounds is for Schapa"),
        (["--bots", "random,random"], "--bots names 2 players; schafkopf here has 4 seats"),
        (["--matches", "0"], "--matches must be at least 1"),
        (["--workers", "0"], "--workers must be at least 1"),
        (["--samples", "0"], "--samples must be at least 1"),
        (["--rule", "klopfen=vielleicht"], "--rule klopfen=vielleicht: klopfen is yes or no"),
        (["--game", "schapa", "--rules", "sauspiel"], "--rules is for Schafkopf"),
    ],
)
def test_options_that_do_not_fit_are_refused(args: list[str], words: str) -> None:
    result = run("simulate", "--no-progress", *args)
    assert result.code in (1, 2)
    assert result.err.count("\n") == 1
    assert words in result.err
    assert result.out == ""


def test_the_record_path_is_checked_before_any_game(tmp_path: Path) -> None:
    for record, words in [
        (tmp_path / "no" / "such" / "dir.json", "there is no folder"),
        (tmp_path, "is a folder, not a file"),
    ]:
        result = run("simulate", "--matches", "50", "--record", str(record))
        assert result.code == 2
        assert words in result.err
        assert result.out == ""  # not one game was played
        result = run("play", "schafkopf", "--record", str(record), stdin="N\n")
        assert result.code == 2
        assert words in result.err
        assert result.out == ""


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write anywhere; no permission to test")
def test_a_record_path_without_permission_is_refused(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    result = run("simulate", "--record", str(locked / "m.json"))
    assert result.code == 2
    assert "permission denied" in result.err


def test_a_billion_matches_are_streamed_not_listed() -> None:
    """`simulate --matches 1000000000` once built the whole job list and died of a
    MemoryError; now the first match line comes at once."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "kartenregeln", "simulate", "--matches", "1000000000",
         "--bots", "random,random,random,random", "--no-progress"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        head = proc.stdout.readline()
        first = proc.stdout.readline()
    finally:
        proc.kill()
        proc.wait()
    assert head.startswith("Schafkopf: 1000000000 Partien mit je 8 Spielen.")
    assert proc.stdout is not None
    assert re.match(r"Sitz 0: Zufall", first)


def test_head_1_ends_quietly_with_exit_0() -> None:
    """`kartenregeln simulate | head -1`: the reader goes away; no message, exit 0."""
    cmd = f"{sys.executable} -m kartenregeln simulate --matches 5 --bots random,random,random,random --no-progress | head -1"  # noqa: E501
    done = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True, timeout=120,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("Schafkopf: 5 Partien")
    assert done.stdout.count("\n") == 1


def test_records_written_by_simulate_are_whole_json(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    path.write_text("old", encoding="utf-8")
    assert run("simulate", "--bots", "random,random,random,random", "--record", str(path)).code == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "kartenregeln-record"
    assert [p.name for p in tmp_path.iterdir()] == ["m.json"]  # no temporary file left
