"""One strict JSON reader for records and the wire form, worded alike, and one atomic
file writer (#39)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kartenregeln import records, wire
from kartenregeln._atomic import write_atomic
from kartenregeln.errors import RecordError


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("\ufeff{}", "starts with a byte order mark; write UTF-8 without one"),
        (b"\xff{}", "not UTF-8 text: invalid start byte"),
        ('{"a": 1, "a": 2}', "appears twice in one object"),
        ('{"a": NaN}', "NaN is not a JSON number"),
        ("[" * 40 + "]" * 40, "nested more than 32 levels deep"),
        ("{", "not JSON: Expecting property name enclosed in double quotes"),
        (12, "not JSON text: expected str or bytes, not int"),
        (None, "not JSON text: expected str or bytes, not NoneType"),
    ],
)
def test_records_and_the_wire_form_refuse_bad_json_in_the_same_words(
    text: object, reason: str
) -> None:
    with pytest.raises(RecordError) as record_error:
        records.loads(text)  # type: ignore[arg-type]
    with pytest.raises(wire.WireError) as wire_error:
        wire.loads(text)  # type: ignore[arg-type]
    assert str(record_error.value).endswith(reason)
    assert str(wire_error.value).endswith(reason)
    # the same place, except the whole text, which each names by what it reads
    record_place = str(record_error.value).removesuffix(reason)
    wire_place = str(wire_error.value).removesuffix(reason)
    assert record_place == wire_place or (record_place, wire_place) == ("record: ", "text: ")


def test_an_atomic_write_replaces_the_file_whole_or_leaves_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    write_atomic(path, b"old")
    path.chmod(0o640)
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert path.stat().st_mode & 0o777 == 0o640  # the mode of the file it replaced

    def broken(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(path, b"half")
    assert path.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary left
