"""`kartenregeln check` on hostile records: exit 2 (malformed), one line on stderr, nothing
forged into the output, no traceback (findings 1 and 6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hard_records import samples

from kartenregeln.cli import main

HOSTILE = {
    "deep": "[" * 100_000 + "]" * 100_000,
    "huge int": samples()[0].replace('"dealer": 2', '"dealer": ' + "9" * 5000, 1),
    "forged key": json.dumps({**json.loads(samples()[0]), "x\nok: forged.json": 1}),
    "escape codes": json.dumps({**json.loads(samples()[0]), "\x1b[2J\x1b[32mok": 1}),
    "bom": "\ufeff" + samples()[0],
    "duplicate": samples()[0].replace('"dealer": 2', '"dealer": 2, "dealer": 2', 1),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_check_refuses_hostile_records_on_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(HOSTILE[name], encoding="utf-8")
    assert main(["check", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert "\x1b" not in err
    assert "malformed" in err
    assert "Traceback" not in err
