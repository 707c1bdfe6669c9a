"""Mutated JSON of a game's values: each must read back or be refused with the library's
``RecordError`` (the wire form's ``WireError`` is one), never another exception.

A mutation changes one place of the JSON tree: an entry dropped, a value replaced by one
of another kind (``null``, a boolean, a number, a string, a list, an object), a list
shortened, lengthened or reordered, a number moved by one or negated, a string cut or
replaced by another string of the same value. A value that reads back must itself
round-trip (it is a real value of the game, not a bag of fields).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any, Final

from kartenregeln.errors import RecordError
from kartenregeln.game import Game, GameCheckError, GameState, Match

__all__ = ["check_mutations", "mutate", "paths"]

_KINDS: Final[tuple[object, ...]] = (
    None, True, False, 0, 1, -1, 7, 2**40, "", "x", "EO", "QS", [], {}, [0], {"a": 1},
)  # fmt: skip
"""Values of every JSON kind a retyped entry takes."""

Path = tuple[str | int, ...]


def paths(data: object, prefix: Path = ()) -> Iterator[Path]:
    """Every place in the JSON tree ``data`` (the root first)."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(data, list):
        for k, value in enumerate(data):
            yield from paths(value, (*prefix, k))


def _strings(data: object) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return []


def mutate(data: object, rng: random.Random) -> tuple[object, str]:
    """A copy of ``data`` with one random place changed, and what was done."""
    data = copy.deepcopy(data)
    places = [p for p in paths(data) if p]
    if not places:
        return rng.choice(_KINDS), "the whole value retyped"
    path = rng.choice(places)
    parent: Any = data
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    value = parent[key]
    where = "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path)
    ops: list[tuple[str, Callable[[], None]]] = [
        ("retyped", lambda: parent.__setitem__(key, copy.deepcopy(rng.choice(_KINDS)))),
    ]
    if isinstance(parent, dict):
        ops.append(("dropped", lambda: parent.pop(key)))
    if isinstance(parent, list) and isinstance(key, int):
        index = key
        ops.append(("removed from its list", lambda: parent.pop(index)))
        ops.append(("doubled in its list", lambda: parent.insert(index, copy.deepcopy(value))))
    if isinstance(value, list) and value:
        ops.append(("shortened", lambda: value.pop(rng.randrange(len(value)))))
        ops.append(("lengthened", lambda: value.append(copy.deepcopy(rng.choice(value)))))
        ops.append(("cut to one item", lambda: value.__delitem__(slice(1, None))))
        ops.append(("reordered", lambda: rng.shuffle(value)))
        ops.append(("emptied", value.clear))
    if isinstance(value, list):
        ops.append(("given an odd item", lambda: value.append(rng.choice(_KINDS))))
    if type(value) is int:
        step = rng.choice((1, -1, 2, -value - 1, value * 7 + 13))
        ops.append((f"moved by {step}", lambda: parent.__setitem__(key, value + step)))
    if isinstance(value, str):
        others = _strings(data)
        ops.append(("cut", lambda: parent.__setitem__(key, value[: len(value) // 2])))
        ops.append(("swapped", lambda: parent.__setitem__(key, rng.choice(others))))
    name, op = rng.choice(ops)
    op()
    return data, f"{where or 'the value'} {name}"


def _values(
    match: Match[Any], recorded: Match[Any], states: Sequence[GameState[Any]], rng: random.Random
) -> list[tuple[str, Any]]:
    """The game's values with a JSON form: a state, a view, an action, the rules, the
    settlement, the match."""
    state = rng.choice(states)
    final = states[-1]
    out: list[tuple[str, Any]] = [
        ("state", state),
        ("view", state.view(rng.randrange(state.num_seats))),
        ("rules", final.rules),
        ("settlement", final.settle()),
        ("match", recorded),
    ]
    if final.history:
        out.append(("action", rng.choice(final.history)))
    return out


def check_mutations(
    game: Game,
    match: Match[Any],
    recorded: Match[Any],
    states: Sequence[GameState[Any]],
    rng: random.Random,
    count: int,
) -> None:
    """``count`` mutated JSON forms of the game's values (and of its record) each read back
    to a value that round-trips, or are refused with ``RecordError``."""
    from kartenregeln import records, wire

    values = _values(match, recorded, states, rng)
    try:
        record: object = json.loads(records.dumps(states[-1]))
    except TypeError:
        record = None
    for _ in range(count):
        what, value = rng.choice(values)
        if record is not None and rng.random() < 0.15:
            mutated, done = mutate(record, rng)
            _expect(partial(records.loads, json.dumps(mutated)), "the record", done, mutated)
            continue
        mutated, done = mutate(wire.to_json(value), rng)
        back = _expect(partial(wire.from_json, mutated), f"the {what}", done, mutated)
        if back is not None:
            _reads_back(back, f"the {what}", done, mutated)
        read = getattr(type(value), "from_json", None)
        if read is not None:
            _expect(partial(read, mutated), f"the {what}", done, mutated)


def _expect(read: Callable[[], Any], what: str, done: str, data: object) -> Any:
    """``read()``'s value, ``None`` if it raised ``RecordError``; another exception fails."""
    try:
        return read()
    except RecordError:
        return None
    except Exception as exc:
        raise GameCheckError(
            f"{what} read from mutated JSON ({done}) raised {type(exc).__name__}: {exc}\n"
            f"  JSON: {_short(data)}"
        ) from exc


def _reads_back(value: Any, what: str, done: str, data: object) -> None:
    """A value read from mutated JSON is a real value: its JSON reads back to it (and a
    view or state its text)."""
    from kartenregeln import wire

    try:
        again = wire.from_json(json.loads(json.dumps(wire.to_json(value))))
        text_ok = not hasattr(value, "to_text") or type(value).from_text(value.to_text()) == value
        _use(value)
    except Exception as exc:
        raise GameCheckError(
            f"{what} read from mutated JSON ({done}) does not round-trip: {exc!r}\n"
            f"  JSON: {_short(data)}"
        ) from exc
    if again != value or not text_ok:
        raise GameCheckError(
            f"{what} read from mutated JSON ({done}) does not round-trip\n  JSON: {_short(data)}"
        )


def _use(value: Any) -> None:
    """What a program does with such a value: a settlement's text, a match's totals and
    placements, a view's or state's legal actions and picture data."""
    from kartenregeln.game import Settlement

    if isinstance(value, Settlement):
        value.text("en")
        value.text("de")
    if isinstance(value, Match):
        value.placements()
        for result in value.results:
            result.text("en")
    if isinstance(value, GameState):
        value.legal_actions()
        value.settle() if value.is_over else value.view(0)
    legal = getattr(value, "legal_actions", None)
    if isinstance(legal, tuple):
        for action in legal[:3]:
            value.why_illegal(action)


def _short(data: object, limit: int = 2000) -> str:
    text = json.dumps(data, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
