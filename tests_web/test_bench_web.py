"""``benchmarks/bench_web.py`` runs and prints its figures (speed is never asserted)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests_web.conftest import Postgres

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_web.py"


def test_bench_web_prints_its_figures() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--tables", "2", "--seconds", "0.5", "--game", "schapa"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    rows = {line[:26].strip(): line[26:].split()[0] for line in out.splitlines()[1:]}
    for name in ("actions per second", "log rows per second", "memory per table (KiB)"):
        assert float(rows[name].replace(",", "")) > 0, out
    assert "RSS per table (KiB)" in rows


def test_bench_web_measures_the_start_up_with_finished_matches() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--startup", "20"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout
    rows = {line[:26].strip(): line[26:].split()[0] for line in out.splitlines()[1:]}
    assert out.startswith("start-up with 20 finished matches")
    # a figure, never asserted to be large or small: on a quick machine the start-up
    # with 20 matches took less than the 0.5 ms that three decimals of a second show
    assert float(rows["start-up (ms)"].replace(",", "")) >= 0
    assert int(rows["log rows per match"]) > 0


SERVE = SCRIPT.parent / "bench_serve.py"


def test_bench_serve_plays_over_websockets_and_floods() -> None:
    """The load benchmark starts its own server, plays matches over WebSockets as
    table.js does, floods one table and reports its figures as JSON."""
    out = subprocess.run(
        [sys.executable, str(SERVE), "--tables", "2", "--seconds", "14", "--warmup", "1",
         "--flood-at", "6", "--flood-seconds", "1", "--flood-rate", "200",
         "--game", "schapa", "--rounds", "1", "--computers", "random", "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=180,
    ).stdout  # fmt: skip
    figures = json.loads(out.splitlines()[-1])
    assert figures["matches"] > 0, out
    assert figures["games_per_minute"] > 0, out
    assert figures["round_trip_ms"]["no_flood"]["n"] > 0, out
    flood = figures["flood"]
    assert flood["errors"] > 0, out  # out-of-turn moves are refused
    # every message sent, or the server closed the flooding connection first
    assert flood["sent"] == 200 or flood["closed_after"] is not None, out
    assert len(figures["rss_kib"]) > 3, out
    assert all(r > 0 for _, _, r in figures["rss_kib"]), out
    assert figures["lobby_failed"] == 0, out


def test_bench_serve_two_processes_on_postgresql(postgres: Postgres) -> None:
    """Two server processes on one PostgreSQL database, the scripted players at computer
    pace (over their connections' limits when the servers answer fast): every table
    plays to the end of the run, none waits for an answer that never comes."""
    out = subprocess.run(
        [sys.executable, str(SERVE), "--tables", "4", "--seconds", "14", "--warmup", "1",
         "--no-flood", "--processes", "2", "--db", postgres.database(),
         "--game", "schapa", "--rounds", "1", "--computers", "random", "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=180,
    ).stdout  # fmt: skip
    figures = json.loads(out.splitlines()[-1])
    assert figures["processes"] == 2, out
    assert figures["matches"] > 0, out
    assert figures["stalled"] == 0, out
    assert len(figures["cpu_seconds"]["servers"]) == 2, out
