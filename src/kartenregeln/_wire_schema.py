"""The JSON Schema of the wire form, made from the same type hints the codec reads.

The package ships its output as ``kartenregeln/schemas/wire.schema.json``; after a field
is added to a public value, write it again with::

    python -m kartenregeln._wire_schema > src/kartenregeln/schemas/wire.schema.json

(a test fails while the shipped file is stale).
"""

from __future__ import annotations

import enum
import json
import types
import typing
from typing import Any, Final

import attrs

from kartenregeln._wire_codec import VERSION, Codec
from kartenregeln.cards import Card, CardSet

__all__ = ["build_schema"]

_ID: Final = "https://kartenregeln.invalid/schemas/wire.schema.json"


class _Builder:
    """Collects ``$defs`` while it turns type hints into schemas, for one game."""

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

    def of(self, hint: Any) -> dict[str, Any]:
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


def _render(game: str) -> dict[str, Any]:
    seat_card = {
        "type": "object",
        "properties": {"seat": {"type": "integer"}, "card": {"$ref": f"#/$defs/{game}.card"}},
        "required": ["seat", "card"],
        "additionalProperties": False,
    }
    names = {
        "type": "object",
        "properties": {"de": {"type": "string"}, "en": {"type": "string"}},
        "required": ["de", "en"],
    }
    ints = {"type": "array", "items": {"type": "integer"}}
    if game == "schafkopf":
        props: dict[str, Any] = {
            "trick": {"type": "array", "items": seat_card},
            "tricks_taken": ints,
            "augen": ints,
            "game": {"type": ["string", "null"]},
            "game_name": {"anyOf": [names, {"type": "null"}]},
            "parties": {"anyOf": [{"type": "array", "items": ints}, {"type": "null"}]},
            "party_augen": {"anyOf": [ints, {"type": "null"}]},
        }
    else:
        props = {
            "trick": {"type": "array", "items": seat_card},
            "round_name": names,
            "round_text": names,
        }
    return {
        "description": "derived from the view's fields for drawing; checked, never read",
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _state(game: str, rules: str, card_hands: dict[str, Any]) -> dict[str, Any]:
    props: dict[str, Any] = {"rules": {"$ref": f"#/$defs/{rules}"}}
    if game == "schapa":
        props["round"] = {"type": "integer", "minimum": 1, "maximum": 8}
    props["dealer"] = {"type": "integer", "minimum": 0}
    props["hands"] = {"type": "array", "items": card_hands}
    props["history"] = {"type": "array", "items": {"type": "string"}}
    required = list(props)
    if game == "schafkopf":
        # the Stock carried into the game (Rules.stock); omitted when 0
        props["pot"] = {"type": "integer", "minimum": 0}
    return {
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": False,
    }


def build_schema() -> dict[str, Any]:
    """The whole schema: one ``$defs`` entry per wire type, chosen by ``type``."""
    from kartenregeln import schafkopf as sk
    from kartenregeln import schapa as sp
    from kartenregeln.names import french_code, schafkopf_code
    from kartenregeln.schafkopf import _wire as skw
    from kartenregeln.schafkopf.contracts import SK_CARDS
    from kartenregeln.schapa import _wire as spw

    defs: dict[str, Any] = {}
    sk_b = _Builder("schafkopf", skw.CODEC, [schafkopf_code(c) for c in SK_CARDS], defs)
    sp_b = _Builder("schapa", spw.CODEC, [french_code(Card.from_index(i)) for i in range(52)], defs)
    single = {
        "type": "object",
        "properties": {"action": {"type": "string"}},
        "required": ["action"],
        "additionalProperties": False,
    }
    tops: dict[str, dict[str, Any]] = {
        "schafkopf.state": _state(
            "schafkopf", "schafkopf.Rules", {"type": "array", "items": sk_b.card()}
        ),
        "schafkopf.view": sk_b.fields(sk.View, {"render": _render("schafkopf")}),
        "schafkopf.action": single,
        "schafkopf.contract": {
            "type": "object",
            "properties": {"game": {"type": "string", "description": "e.g. 'solo eichel'"}},
            "required": ["game"],
            "additionalProperties": False,
        },
        "schafkopf.rules": sk_b.fields(sk.Rules),
        "schafkopf.settlement": sk_b.fields(sk.Settlement),
        "schafkopf.match": sk_b.fields(sk.Match),
        "schapa.state": _state(
            "schapa", "schapa.Rules", {"type": "array", "items": sp_b.card(), "uniqueItems": True}
        ),
        "schapa.view": sp_b.fields(sp.RoundView, {"render": _render("schapa")}),
        "schapa.action": single,
        "schapa.rules": sp_b.fields(sp.Rules),
        "schapa.settlement": sp_b.fields(sp.RoundSettlement),
        "schapa.match": sp_b.fields(sp.Match),
    }
    sk_b.of(sk.Rules)
    sp_b.of(sp.Rules)
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
