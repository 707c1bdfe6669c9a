"""Sample records of both games and both kinds, and the records schema as a validator."""

from __future__ import annotations

import functools
import importlib.resources
import json
import random
from typing import Any

from jsonschema import Draft202012Validator, validators

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def schema() -> dict[str, Any]:
    """The schema as shipped in the package (not a copy in the source tree)."""
    text = (
        importlib.resources.files("kartenregeln") / "schemas" / "records.schema.json"
    ).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def _strict_integer(checker: Any, instance: object) -> bool:
    # JSON Schema counts 1.0 as an integer; records write integers as integers (the
    # schema's description says so), and so does this check.
    return type(instance) is int


@functools.cache
def validator() -> Any:
    checker = Draft202012Validator.TYPE_CHECKER.redefine("integer", _strict_integer)
    strict = validators.extend(Draft202012Validator, type_checker=checker)  # type: ignore[no-untyped-call]
    return strict(schema())


def _play(state: Any, rng: random.Random, steps: int) -> Any:
    while not state.is_over and steps:
        state = state.apply(rng.choice(state.legal_actions()))
        steps -= 1
    return state


def _match(game: str, seed: int) -> str:
    rng = random.Random(seed)
    match: Any = (
        sk.Match(sk.Rules(), games=8, first_dealer=1)
        if game == "schafkopf"
        else sp.Match(sp.Rules(players=3, rounds=(2, 7, 1)), first_dealer=2)
    )
    start, states = match, []
    for _ in range(2):
        state = _play(match.deal(rng), rng, 1000)
        states.append(state)
        match = match.record(state)
    states.append(_play(match.deal(rng), rng, 3))
    return records.dumps(start, states=states, names=["A", "B", "C", "D"][: state.num_seats])


@functools.cache
def samples() -> tuple[str, ...]:
    """Record texts: finished and unfinished games of both games, and a match of each."""
    rng = random.Random(5)
    out = []
    for steps in (1000, 7):
        out.append(
            records.dumps(_play(sk.deal(sk.Rules.sauspiel(), dealer=2, rng=rng), rng, steps))
        )
        rules = sp.Rules(players=4)
        out.append(records.dumps(_play(sp.deal(rules, round=7, dealer=1, rng=rng), rng, steps)))
    out.append(_match("schafkopf", 1))
    out.append(_match("schapa", 2))
    return tuple(out)
