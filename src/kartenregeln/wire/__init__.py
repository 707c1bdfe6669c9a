"""The JSON wire form of every public value, for frontends, services and other languages.

``to_json(value)`` gives plain JSON (dicts, lists, str, int, bool, None) with a ``type``
and a ``version``; ``from_json(data)`` reads any of them back by its ``type``, and
``from_json(to_json(x)) == x``. The classes have the same as methods: ``x.to_json()`` and
``Class.from_json(data)``. Bad data raises [`WireError`][kartenregeln.wire.WireError] (a
[`RecordError`][kartenregeln.errors.RecordError], so a ``ValueError``) naming the entry. The JSON
Schema
ships inside the package: [`schema`][kartenregeln.wire.schema].

A game's ``wire`` facet (see [`kartenregeln.facets.WireFacet`][kartenregeln.facets.WireFacet])
builds its table of wire types with the public pieces here: a
[`Codec`][kartenregeln.wire.Codec] (its card code and parsers),
[`by_fields`][kartenregeln.wire.by_fields] for an attrs value written field by field,
[`by_entry`][kartenregeln.wire.by_entry] for a value written as one entry, and
[`entries`][kartenregeln.wire.entries]/[`join`][kartenregeln.wire.join] to read an object.

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
from collections.abc import Callable, Iterator, Mapping
from importlib import resources
from typing import Any, Final

from kartenregeln import _private
from kartenregeln._strict_json import StrictJsonError, read_json, shown
from kartenregeln.messages import say
from kartenregeln.registry import games
from kartenregeln.wire._codec import (
    VERSION,
    Codec,
    WireError,
    by_entry,
    by_fields,
    entries,
    join,
    kind_of,
)
from kartenregeln.wire._schema import Builder

__all__ = [
    "TYPES",
    "VERSION",
    "Builder",
    "Codec",
    "WireError",
    "WireType",
    "by_entry",
    "by_fields",
    "dumps",
    "entries",
    "from_json",
    "join",
    "loads",
    "schema",
    "to_json",
    "type_of",
]

WireType = tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]
"""One wire type: the classes it is written for, how to write and how to read it."""


class _Registered:
    """The wire types of every registered game, collected from each game's ``wire`` facet
    (a module with a ``TYPES`` table) when first needed and again after a game is added."""

    def __init__(self) -> None:
        self.games: tuple[object, ...] = ()
        self.types: dict[str, WireType] = {}
        self.by_class: dict[type, str] = {}

    def current(self) -> dict[str, WireType]:
        registered = games()
        if registered != self.games:
            types: dict[str, WireType] = {}
            for game in registered:
                try:
                    facet = game.facet("wire")
                except LookupError:
                    continue
                types.update(facet.TYPES)
            self.types, self.by_class, self.games = types, {}, registered
        return self.types

    def name_of(self, value: object) -> str:
        cls = type(value)
        name = self.by_class.get(cls)
        if name is None:
            for name, (classes, _enc, _dec) in self.current().items():
                if issubclass(cls, classes):
                    self.by_class[cls] = name
                    break
            else:
                raise TypeError(f"no wire form for {cls.__name__}: {value!r}")
        return name


_REGISTERED: Final = _Registered()


class _Types(Mapping[str, WireType]):
    """A read-only view of the wire types of every registered game."""

    def __getitem__(self, name: str) -> WireType:
        return _REGISTERED.current()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_REGISTERED.current())

    def __len__(self) -> int:
        return len(_REGISTERED.current())

    def __repr__(self) -> str:
        return f"<wire types {', '.join(self)}>"


TYPES: Final[Mapping[str, WireType]] = _Types()
"""Every wire type of every registered game: the classes it is written for, how to write
and how to read it. Each game lists its own in the module its descriptor names as the
``wire`` facet."""


def type_of(value: object) -> str:
    """The wire ``type`` of ``value``; ``TypeError`` if it has none."""
    return _REGISTERED.name_of(value)


def to_json(value: object) -> dict[str, Any]:
    """``value`` (a state, view, action, contract, rules, settlement or match of either
    game) as plain JSON with its ``type`` and the wire ``version``."""
    name = _REGISTERED.name_of(value)
    return {"type": name, "version": VERSION, **_REGISTERED.types[name][1](value)}


def from_json(data: object) -> Any:
    """The value written as ``data`` (a parsed JSON object), chosen by its ``type``.

    Raises [`WireError`][kartenregeln.wire.WireError] naming the entry for anything
    malformed: an unknown type or version, a missing, unknown or ill-typed entry, an
    illegal action in a history.
    """
    if not isinstance(data, dict):
        raise WireError("value", say("record_expected", what="a JSON object", found=kind_of(data)))
    name = data.get("type")
    types = _REGISTERED.types
    if not isinstance(name, str) or name not in types:  # a game registered since, or none
        types = _REGISTERED.current()
    if not isinstance(name, str) or name not in types:
        if "type" not in data:
            raise WireError("type", say("record_missing"))
        raise WireError("type", say("wire_unknown_type", found=shown(name), types=", ".join(types)))
    if "version" not in data:
        raise WireError("version", say("record_missing"))
    if type(data["version"]) is not int or data["version"] != VERSION:
        raise WireError(
            "version", say("record_version", version=VERSION, found=shown(data["version"]))
        )
    return types[name][2](data, "")


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
    """The JSON Schema (draft 2020-12) of the wire form: the one shipped inside the package,
    or, when a game it does not describe is registered (an installed one), the schema built
    from every registered game's ``wire`` facet (its ``schema``, else any object of its
    ``type``)."""
    text = resources.files("kartenregeln").joinpath("schemas/wire.schema.json").read_text("utf-8")
    result: dict[str, Any] = json.loads(text)
    if all(f"wire:{name}" in result["$defs"] for name in TYPES):
        return result
    from kartenregeln.wire._schema import build_schema

    return build_schema()


_private.warn_on_use("kartenregeln.wire._codec", "kartenregeln.wire")
_private.warn_on_use("kartenregeln.wire._schema", "kartenregeln.wire")
