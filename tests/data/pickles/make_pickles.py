"""Makes the pickles that ``tests/test_pickles.py`` loads: states, settlements and rules of
both games, pickled by the release before the core was rebuilt for speed (issue 40).

Run once with that release (``python tests/data/pickles/make_pickles.py``); the files are
kept, so later releases must go on reading them. Each entry is stored with the texts it
had then (``to_text``, ``repr``, the legal actions), which the test compares.
"""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path
from typing import Any

from kartenregeln import get_game
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.testing import random_rules

HERE = Path(__file__).resolve().parent


def _walk(state: Any, rng: random.Random, steps: int) -> Any:
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


def _entry(obj: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {"repr": repr(obj)}
    if hasattr(obj, "to_text"):
        entry["text"] = obj.to_text()
        entry["legal"] = [str(a) for a in obj.legal_actions()]
    return entry


def main() -> None:
    rng = random.Random(40)
    objects: list[Any] = []
    sk_game, sp_game = get_game("schafkopf"), get_game("schapa")
    for i in range(12):
        rules: Any = sk.Rules() if i < 2 else random_rules(sk_game, rng)
        state: Any = sk.deal(rules, dealer=i % rules.players, rng=rng)
        objects.append(rules)
        for steps in (0, 2, 5, 9, 14, 25, 60):
            state = _walk(state, rng, steps)
            objects.append(state)
        if state.is_over:
            objects.append(state.settle())
    for i in range(8):
        rules2: Any = sp.Rules(players=4) if i < 2 else random_rules(sp_game, rng)
        number = 7 if i % 4 == 3 else 1 + i % 8
        state = sp.deal(rules2, round=number, dealer=0, rng=rng)
        objects.append(rules2)
        for steps in (0, 3, 9, 30, 200):
            state = _walk(state, rng, steps)
            objects.append(state)
        if state.is_over:
            objects.append(state.settle())
    name = "0.2.0.dev0-main-1347067"
    (HERE / f"{name}.pickle").write_bytes(pickle.dumps(objects, protocol=4))
    expected = json.dumps([_entry(obj) for obj in objects], indent=1, ensure_ascii=False)
    (HERE / f"{name}.json").write_text(expected + "\n")


if __name__ == "__main__":
    main()
