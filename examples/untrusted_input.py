"""Input from clients, the way a server should take it: every refusal is a documented
error with a reason, nothing crashes, nothing is half-written.

- text that is not an action: ``why_illegal`` says why, ``apply`` raises NotationError;
- a value that is not an action of the game: TypeError (a bug in the caller, not a move);
- a record from a file: bounded in size, depth and numbers, refused as a RecordError that
  names the entry, with anything echoed escaped;
- writing a record: atomic, an existing file survives a failure.

    python examples/untrusted_input.py
"""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from kartenregeln import RecordError, records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def answer(state: sk.GameState | sp.RoundState, text: str) -> str:
    """What a server replies to a client's move: the new state's mover, or the reason."""
    reason = state.why_illegal(text)
    if reason is not None:
        return f"refused: {reason}"
    return f"ok, seat {state.apply(text).to_move} is next"


def main() -> None:
    rng = random.Random(5)
    games = (
        sk.deal(sk.Rules(), dealer=0, rng=rng),
        sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=rng),
    )
    for state in games:
        first = str(state.legal_actions()[0])
        for text in (first, "kontra", "hello", "rufspiel straße", "9" * 5000):
            print(f"{type(state).__name__}: {text[:20]!r} -> {answer(state, text)[:70]}")
        try:
            state.apply(None)  # type: ignore[arg-type]
        except TypeError as exc:
            print("a value that is not an action:", exc)

    # A record edited by hand or by an attacker: each problem named, nothing echoed raw.
    state = games[0]
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    good = records.dumps(state, names=["Anna", "Bert", "Cilli", "Done"])
    data = json.loads(good)
    attacks = {
        "deep nesting": "[" * 100_000 + "]" * 100_000,
        "a huge number": good.replace('"dealer": 0', '"dealer": ' + "9" * 5000),
        "a forged line": json.dumps({**data, "x\nok: forged.json": 1}),
        "version true": json.dumps({**data, "version": True}),
        "a key twice": good.replace('"dealer": 0', '"dealer": 0, "dealer": 1'),
    }
    for what, text in attacks.items():
        try:
            records.loads(text)
        except RecordError as exc:
            print(f"{what}: {exc}")

    # Writing is atomic: a name that cannot be written leaves the old record in place.
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        records.dump(state, path, names=["Anna", "Bert", "Cilli", "Done"])
        try:
            records.dump(state, path, names=["Anna", "\udcff", "Cilli", "Done"])
        except ValueError as exc:
            print("not written:", exc)
        print("the old record is intact:", records.load(path).names[0] == "Anna")


if __name__ == "__main__":
    main()
