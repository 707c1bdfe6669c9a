"""The JSON wire form of every public value, for frontends, services and other languages.

``to_json(value)`` gives plain JSON (dicts, lists, str, int, bool, None) with a ``type``
and a ``version``; ``from_json(data)`` reads any of them back by its ``type``, and
``from_json(to_json(x)) == x``. The classes have the same as methods: ``x.to_json()`` and
``Class.from_json(data)``. Bad data raises [`WireError`][kartenregeln.wire.WireError] (a
[`RecordError`][kartenregeln.errors.RecordError], so a ``ValueError``) naming the entry. The JSON
Schema
ships inside the package: [`schema`][kartenregeln.wire.schema].

>>> import random
>>> from kartenregeln import schafkopf as sk, wire
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(7))
>>> data = wire.to_json(state.view(0))
>>> data["type"], data["version"], data["hand"][:3]
('schafkopf.view', 1, ['GO', 'HU', 'SU'])
>>> wire.from_json(data) == state.view(0)
True
>>> wire.to_json(sk.Contract("solo", "eichel"))
{'type': 'schafkopf.contract', 'version': 1, 'game': 'solo eichel'}
>>> wire.from_json({"type": "schafkopf.contract", "version": 1, "game": "solo"})
Traceback (most recent call last):
...
kartenregeln.wire.WireError: game: a Farbsolo needs a trump suit
"""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib import resources
from typing import Any, Final

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln._strict_json import StrictJsonError, read_json, shown
from kartenregeln._wire_codec import VERSION, Codec, WireError, entries, kind_of
from kartenregeln.schafkopf import _wire as skw
from kartenregeln.schapa import _wire as spw

__all__ = ["TYPES", "VERSION", "WireError", "dumps", "from_json", "loads", "schema", "to_json"]


def _fields(codec: Codec, cls: type) -> tuple[Callable[[Any], Any], Callable[[Any, str], Any]]:
    """Writing and reading a value as the object of its attrs fields."""
    return (
        codec.encode_fields,
        lambda data, entry: codec.decode_fields(cls, data, entry, skip=("type", "version")),
    )


def _single(
    codec: Codec, key: str, decode: Callable[[Any, str], Any]
) -> tuple[Callable[[Any], Any], Callable[[Any, str], Any]]:
    """Writing and reading a value as one entry ``key`` (an action, a game)."""
    return (
        lambda value: {key: codec.encode(value)},
        lambda data, entry: decode(entries(data, entry, (key,))[key], key),
    )


_SK_ACTIONS: Final = skw.CODEC.action_types
_SP_ACTIONS: Final = spw.CODEC.action_types

TYPES: Final[
    dict[str, tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]]
] = {
    "schafkopf.state": ((sk.GameState,), skw.encode_state, skw.decode_state),
    "schafkopf.view": ((sk.View,), skw.encode_view, skw.decode_view),
    "schafkopf.action": (_SK_ACTIONS, *_single(skw.CODEC, "action", skw.CODEC.action)),
    "schafkopf.contract": (
        (sk.Contract,),
        *_single(skw.CODEC, "game", lambda d, e: skw.CODEC.decode(sk.Contract, d, e)),
    ),
    "schafkopf.rules": ((sk.Rules,), *_fields(skw.CODEC, sk.Rules)),
    "schafkopf.settlement": ((sk.Settlement,), *_fields(skw.CODEC, sk.Settlement)),
    "schafkopf.match": ((sk.Match,), *_fields(skw.CODEC, sk.Match)),
    "schapa.state": ((sp.RoundState,), spw.encode_state, spw.decode_state),
    "schapa.view": ((sp.RoundView,), spw.encode_view, spw.decode_view),
    "schapa.action": (_SP_ACTIONS, *_single(spw.CODEC, "action", spw.CODEC.action)),
    "schapa.rules": ((sp.Rules,), *_fields(spw.CODEC, sp.Rules)),
    "schapa.settlement": ((sp.RoundSettlement,), *_fields(spw.CODEC, sp.RoundSettlement)),
    "schapa.match": ((sp.Match,), *_fields(spw.CODEC, sp.Match)),
}
"""Every wire type: the classes it is written for, how to write and how to read it."""


def type_of(value: object) -> str:
    """The wire ``type`` of ``value``; ``TypeError`` if it has none."""
    for name, (classes, _enc, _dec) in TYPES.items():
        if isinstance(value, classes):
            return name
    raise TypeError(f"no wire form for {type(value).__name__}: {value!r}")


def to_json(value: object) -> dict[str, Any]:
    """``value`` (a state, view, action, contract, rules, settlement or match of either
    game) as plain JSON with its ``type`` and the wire ``version``."""
    name = type_of(value)
    return {"type": name, "version": VERSION, **TYPES[name][1](value)}


def from_json(data: object) -> Any:
    """The value written as ``data`` (a parsed JSON object), chosen by its ``type``.

    Raises [`WireError`][kartenregeln.wire.WireError] naming the entry for anything malformed: an
    unknown type
    or version, a missing, unknown or ill-typed entry, an illegal action in a history.
    """
    if not isinstance(data, dict):
        raise WireError("value", f"expected a JSON object, not {kind_of(data)}")
    name = data.get("type")
    if not isinstance(name, str) or name not in TYPES:
        if "type" not in data:
            raise WireError("type", "missing")
        raise WireError("type", f"unknown type {shown(name)}; expected one of {', '.join(TYPES)}")
    if "version" not in data:
        raise WireError("version", "missing")
    if type(data["version"]) is not int or data["version"] != VERSION:
        raise WireError(
            "version", f"this library reads version {VERSION}, not {shown(data['version'])}"
        )
    return TYPES[name][2](data, "")


def dumps(value: object) -> str:
    """The wire JSON of ``value`` as compact text."""
    return json.dumps(to_json(value), ensure_ascii=False, separators=(",", ":"))


def loads(text: str | bytes) -> Any:
    """The value in the wire JSON ``text``, read strictly (bounded size and depth, no key
    twice, no NaN: safe for text from a network); anything bad raises
    [`WireError`][kartenregeln.wire.WireError]."""
    try:
        data = read_json(text)
    except StrictJsonError as exc:
        raise WireError(exc.where, exc.reason) from None
    return from_json(data)


def schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of the wire form, shipped inside the package."""
    text = resources.files("kartenregeln").joinpath("schemas/wire.schema.json").read_text("utf-8")
    result: dict[str, Any] = json.loads(text)
    return result
