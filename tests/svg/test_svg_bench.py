"""``benchmarks/bench_svg.py --quick`` runs and prints a row per picture (the figures are
measured there, never asserted here)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_svg.py"


def test_bench_svg_prints_every_picture() -> None:
    out = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    rows = out.splitlines()[1:]
    names = [row[:42].strip() for row in rows]
    assert "svg.view  Schafkopf, mid-trick" in names
    assert "svg.view  Schapa 4p round 7" in names
    for row in rows:
        us, kb = row[42:].split()
        assert float(us) > 0
        assert float(kb) >= 0
