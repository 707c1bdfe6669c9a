"""The JSON Schema of the wire form, made from the same type hints the codec reads.

The package ships its output as ``kartenregeln/schemas/wire.schema.json``; after a field
is added to a public value, write it again with::

    python -m kartenregeln.wire._schema > src/kartenregeln/schemas/wire.schema.json

(a test fails while the shipped file is stale).
"""

from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, Final

import attrs

from kartenregeln.cards import Card, CardSet
from kartenregeln.registry import games
from kartenregeln.wire._codec import VERSION, Codec

__all__ = ["Builder", "build_schema"]

_ID: Final = "https://kartenregeln.invalid/schemas/wire.schema.json"


class Builder:
    """Collects ``$defs`` while it turns type hints into schemas, for one game: what a
    ``wire`` facet's ``schema(b)`` gets (see
    [`WireFacet.schema`][kartenregeln.facets.WireFacet.schema]). ``fields(cls)`` is an
    attrs class's object, ``of(hint)`` a type hint's schema, ``card()`` a card of the
    game, ``state``/``obj``/``render``/``seat_card`` the shapes of a state and a view."""

    def __init__(self, game: str, codec: Codec, cards: list[str], defs: dict[str, Any]) -> None:
        self.game = game
        self.codec = codec
        self.cards = cards
        self.defs = defs

    def ref(self, name: str) -> dict[str, Any]:
        return {"$ref": f"#/$defs/{name}"}

    def card(self) -> dict[str, Any]:
        name = f"{self.game}.card"
        self.defs.setdefault(name, {"description": "a card code", "enum": self.cards})
        return self.ref(name)

    def of(self, hint: object) -> dict[str, Any]:
        """The schema of values of the type ``hint``."""
        if hint is type(None):
            return {"type": "null"}
        origin = typing.get_origin(hint)
        if origin is typing.Union or origin is types.UnionType:
            arms = typing.get_args(hint)
            rest = [a for a in arms if a is not type(None)]
            if all(isinstance(a, type) and issubclass(a, self.codec.action_types) for a in rest):
                inner = {"type": "string", "description": "an action in notation"}
            else:
                (only,) = rest
                inner = self.of(only)
            return {"anyOf": [inner, {"type": "null"}]} if len(rest) < len(arms) else inner
        if origin is tuple:
            args = typing.get_args(hint)
            if len(args) == 2 and args[1] is Ellipsis:
                return {"type": "array", "items": self.of(args[0])}
            return {
                "type": "array",
                "prefixItems": [self.of(a) for a in args],
                "minItems": len(args),
                "maxItems": len(args),
            }
        scalars = {bool: "boolean", int: "integer", str: "string"}
        if hint in scalars:
            return {"type": scalars[hint]}
        if isinstance(hint, type):
            return self.of_class(hint)
        raise TypeError(f"no schema for {hint!r}")

    def of_class(self, cls: type) -> dict[str, Any]:
        if issubclass(cls, enum.Enum):
            values = [m.name.lower() if isinstance(m, enum.IntEnum) else m.value for m in cls]
            return {"enum": values}
        if cls is Card:
            return self.card()
        if cls is CardSet:
            return {"type": "array", "items": self.card(), "uniqueItems": True}
        if issubclass(cls, self.codec.action_types):
            return {"type": "string", "description": "an action in notation"}
        if cls in self.codec.custom:
            return {"type": "string", "description": f"a {cls.__name__} in notation"}
        name = f"{self.game}.{cls.__name__}"
        if name not in self.defs:
            self.defs[name] = {}  # reserved while it is built (recursion)
            self.defs[name] = self.fields(cls)
        return self.ref(name)

    def obj(self, props: dict[str, Any], required: list[str]) -> dict[str, Any]:
        """A closed object of ``props`` with the ``required`` ones."""
        return {
            "type": "object",
            "properties": props,
            "required": required,
            "additionalProperties": False,
        }

    def seat_card(self) -> dict[str, Any]:
        """A card with the seat that played it."""
        props = {"seat": {"type": "integer"}, "card": self.ref(f"{self.game}.card")}
        return self.obj(props, ["seat", "card"])

    @staticmethod
    def names() -> dict[str, Any]:
        """A text in German and English."""
        return {
            "type": "object",
            "properties": {"de": {"type": "string"}, "en": {"type": "string"}},
            "required": ["de", "en"],
        }

    def render(self, props: dict[str, Any]) -> dict[str, Any]:
        """A view's ``render`` object: ``props``, all required."""
        return {
            "description": "derived from the view's fields for drawing; checked, never read",
            **self.obj(props, list(props)),
        }

    def state(self, props: dict[str, Any], optional: dict[str, Any]) -> dict[str, Any]:
        """A state: the ``props`` (required) and the ``optional`` ones."""
        return self.obj({**props, **optional}, list(props))

    def fields(self, cls: type, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        """An object of ``cls``'s fields; those without a default are required."""
        hints = self.codec.hints(cls)
        props: dict[str, Any] = {}
        required = []
        for f in attrs.fields(cls):
            if not f.init:
                continue
            props[f.alias] = self.of(hints[f.name])
            if f.default is attrs.NOTHING:
                required.append(f.alias)
        for name in getattr(cls, "_wire_derived", ()):
            props[name] = {"type": "string", "description": "derived from the fields"}
        props.update(extra or {})
        return {
            "type": "object",
            "properties": props,
            "required": required,
            "additionalProperties": False,
        }


def _top(name: str, body: dict[str, Any]) -> dict[str, Any]:
    """A top-level wire value: ``type`` and ``version`` added to ``body``."""
    props = {
        "type": {"const": name},
        "version": {"const": VERSION},
        **body.get("properties", {}),
    }
    return {**body, "properties": props, "required": ["type", "version", *body["required"]]}


def build_schema() -> dict[str, Any]:
    """The whole schema: one ``$defs`` entry per wire type, chosen by ``type``."""
    defs: dict[str, Any] = {}
    tops: dict[str, dict[str, Any]] = {}
    for game in games():
        try:
            facet = game.facet("wire")
        except LookupError:
            continue
        builder = Builder(game.name, facet.CODEC, facet.schema_cards(), defs)
        tops.update(facet.schema(builder))
        for name in facet.TYPES:  # a type the game describes no further: any object
            tops.setdefault(name, {"type": "object", "required": []})
    for name, body in tops.items():
        defs[f"wire:{name}"] = _top(name, body)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": _ID,
        "title": "kartenregeln wire form",
        "description": f"Every public value of kartenregeln as JSON, version {VERSION}.",
        "oneOf": [{"$ref": f"#/$defs/wire:{name}"} for name in tops],
        "$defs": dict(sorted(defs.items())),
    }


if __name__ == "__main__":
    print(json.dumps(build_schema(), indent=1, ensure_ascii=False))
