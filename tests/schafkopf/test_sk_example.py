"""The example and the benchmark run."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_quickstart_example_runs(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["schafkopf_quickstart.py"])
    runpy.run_path(str(ROOT / "examples" / "schafkopf_quickstart.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "Abrechnung:" in out
    assert "balance" in out


def test_benchmark_runs(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["bench_schafkopf.py", "20", "1"])
    runpy.run_path(str(ROOT / "benchmarks" / "bench_schafkopf.py"), run_name="__main__")
    assert "games/s" in capsys.readouterr().out
