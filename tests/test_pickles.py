"""Pickles made by an earlier release still load, as equal values that play on alike
(``tests/data/pickles/make_pickles.py`` made them; the core's states were rebuilt for speed
after that, issue 40)."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp

HERE = Path(__file__).resolve().parent / "data" / "pickles"
RELEASES = sorted(p.stem for p in HERE.glob("*.pickle"))


def _finish(state: Any, seed: int) -> Any:
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("release", RELEASES)
def test_old_pickles_load_as_equal_values(release: str) -> None:
    objects = pickle.loads((HERE / f"{release}.pickle").read_bytes())
    expected = json.loads((HERE / f"{release}.json").read_text())
    assert len(objects) == len(expected) > 100
    kinds = set()
    for i, (obj, facts) in enumerate(zip(objects, expected, strict=True)):
        kinds.add(type(obj).__name__)
        assert repr(obj) == facts["repr"], i
        assert pickle.loads(pickle.dumps(obj)) == obj
        if "text" not in facts:
            continue
        assert obj.to_text() == facts["text"]
        assert [str(a) for a in obj.legal_actions()] == facts["legal"]
        game = sk.GameState if isinstance(obj, sk.GameState) else sp.RoundState
        fresh = game.from_text(facts["text"])
        assert obj == fresh
        assert hash(obj) == hash(fresh)
        end, fresh_end = _finish(obj, i), _finish(fresh, i)
        assert end == fresh_end
        assert end.settle() == fresh_end.settle()
        assert end.to_text() == fresh_end.to_text()
    assert {"GameState", "TrickRoundState", "LayoutRoundState", "Settlement"} <= kinds
    assert {"RoundSettlement", "Rules"} <= kinds
