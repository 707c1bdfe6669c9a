"""``benchmarks/bench_web.py`` runs and prints its figures (speed is never asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
    assert float(rows["start-up (s)"]) > 0
    assert int(rows["log rows per match"]) > 0
