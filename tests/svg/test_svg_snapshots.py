"""Each picture function gives the same SVG for the same input: the pictures of fixed
games are frozen under tests/snapshots/. After a deliberate change of the drawing, run
``KARTENREGELN_UPDATE_SNAPSHOTS=1 pytest tests/svg`` and look at the new pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from scenes import PICTURES
from svg_read import parse

SNAPSHOTS = Path(__file__).resolve().parents[1] / "snapshots"
UPDATE = os.environ.get("KARTENREGELN_UPDATE_SNAPSHOTS") == "1"


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_picture_matches_its_snapshot(name: str) -> None:
    text = PICTURES[name]()
    parse(text)
    assert text == PICTURES[name](), "the same input gave another picture"
    path = SNAPSHOTS / f"{name}.svg"
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no snapshot {path.name}: run with KARTENREGELN_UPDATE_SNAPSHOTS=1"
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from its snapshot"


def test_every_snapshot_has_a_picture() -> None:
    stored = {p.stem for p in SNAPSHOTS.glob("*.svg")}
    assert stored == set(PICTURES)
