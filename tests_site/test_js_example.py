"""examples/js/rules.mjs: the rules from JavaScript through Pyodide, on the folder's
runtime and wheels (Node, as CI has it for npm)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "js" / "rules.mjs"


def test_the_javascript_example_checks_a_card(site: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.fail("no node: it comes with npm, which tests_site needs anyway")
    done = subprocess.run(
        [node, str(EXAMPLE), str(site)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == [
        "legal: E9",
        "HA: seat 2 must follow Acorns",
        "E9: null",
        "wire: schafkopf.view 1 E9",
    ]
