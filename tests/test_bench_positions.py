"""``benchmarks/bench_positions.py`` runs and prints a figure per row (not checked: speed is
measured there, never asserted in tests)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_positions.py"


def test_bench_positions_prints_every_row() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--number", "1"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    rows = out.splitlines()[1:]
    names = [row.rsplit(" ", 1)[0].strip() for row in rows]
    assert "schafkopf View.build + legal_actions" in names
    assert "schapa RoundState.from_text" in names
    assert all(float(row.split()[-1]) > 0 for row in rows)
