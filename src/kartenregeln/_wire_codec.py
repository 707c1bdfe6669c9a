"""The generic part of the JSON wire form: attrs values to plain JSON and back, by type.

Every field of an attrs value is written under its own name, so a field added to a class
(a new rules option, a new settlement fact) is covered without touching this module.
Values are written by their runtime type and read back by the field's type hint:

- ``int``, ``bool``, ``str``, ``None`` as themselves; tuples as lists;
- enums as their value (an ``IntEnum`` as its lower-case name);
- cards as the game's card code, a :class:`~kartenregeln.CardSet` as a list of codes,
  an action and a Schafkopf ``Contract`` as their notation text;
- nested attrs values (``Tariff``, ``Trick``, ``SettlementLine`` …) as objects.

Reading checks everything and raises :class:`WireError` (a
:class:`~kartenregeln.RecordError`) naming the entry, e.g. ``results[2].balance[1]``.
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Final

import attrs

from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, RecordError

__all__ = ["VERSION", "Codec", "WireError", "entries", "join", "kind_of"]

VERSION: Final = 1
"""The version of the wire form this library writes and reads."""


class WireError(RecordError):
    """Wire JSON that is malformed: a missing, unknown or ill-typed entry, text that is not
    a card or action, values the rules refuse. ``entry`` names the place."""


WireError.__module__ = "kartenregeln.wire"  # its public home


def kind_of(value: object) -> str:
    """A short name of a JSON value's kind, for messages."""
    if value is None:
        return "null"
    names = {bool: "a boolean", int: "a number", float: "a number", str: "a string",
             list: "a list", dict: "an object"}  # fmt: skip
    return names.get(type(value), type(value).__name__)


def join(entry: str, key: str) -> str:
    """The name of ``key`` inside ``entry`` (``results[2].balance``)."""
    return key if not entry else f"{entry}.{key}"


def entries(data: Any, entry: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """``data`` as an object holding exactly ``keys`` (and ``type``/``version``)."""
    if not isinstance(data, dict):
        raise WireError(entry or "value", f"expected an object, not {kind_of(data)}")
    for key in data:
        if key not in keys and key not in ("type", "version"):
            raise WireError(join(entry, str(key)), "unknown entry")
    for key in keys:
        if key not in data:
            raise WireError(join(entry, key), "missing")
    return data


@attrs.frozen
class Codec:
    """The wire conversions of one game: its card code, card and action parsers, and the
    names its type hints use (``namespace``) to resolve string annotations."""

    card_code: Callable[[Card], str]
    parse_card: Callable[[str], Card]
    action_types: tuple[type, ...]
    parse_action: Callable[[str], Any]
    namespace: Mapping[str, Any] = attrs.field(factory=dict)
    custom: Mapping[type, tuple[Callable[[Any], Any], Callable[[Any, str], Any]]] = attrs.field(
        factory=dict
    )
    """Per class, (encode, decode(data, entry)) overriding the generic attrs form."""
    _hints: dict[type, dict[str, Any]] = attrs.field(factory=dict, init=False, repr=False)

    # -- writing ----------------------------------------------------------------------
    def encode(self, value: Any) -> Any:
        """``value`` as plain JSON (dicts, lists, str, int, bool, None)."""
        if isinstance(value, enum.Enum):
            return _enum_json(value)
        if value is None or isinstance(value, (bool, str)):
            return value
        if isinstance(value, int):
            return value
        if isinstance(value, Card):
            return self.card_code(value)
        if isinstance(value, CardSet):
            return [self.card_code(c) for c in value]
        if isinstance(value, self.action_types):
            return str(value)
        custom = self.custom.get(type(value))
        if custom is not None:
            return custom[0](value)
        if isinstance(value, (tuple, list)):
            return [self.encode(v) for v in value]
        if attrs.has(type(value)):
            return self.encode_fields(value)
        raise TypeError(f"no wire form for {type(value).__name__}: {value!r}")

    def encode_fields(self, value: Any) -> dict[str, Any]:
        """Every attrs field of ``value``, public names (a leading ``_`` dropped)."""
        return {
            f.alias: self.encode(getattr(value, f.name))
            for f in attrs.fields(type(value))
            if f.init
        }

    # -- reading ----------------------------------------------------------------------
    def decode(self, hint: Any, data: Any, entry: str) -> Any:
        """The value of type ``hint`` written as ``data``; ``entry`` names it in errors."""
        if hint is Any:
            return data
        if hint is type(None):
            if data is not None:
                raise WireError(entry, f"expected null, not {kind_of(data)}")
            return None
        origin = typing.get_origin(hint)
        if origin is typing.Union or origin is types.UnionType:
            return self._decode_union(typing.get_args(hint), data, entry)
        if origin is tuple:
            return self._decode_tuple(typing.get_args(hint), data, entry)
        if hint is bool:
            if not isinstance(data, bool):
                raise WireError(entry, f"expected true or false, not {kind_of(data)}")
            return data
        if hint is int:
            if not isinstance(data, int) or isinstance(data, bool):
                raise WireError(entry, f"expected a whole number, not {kind_of(data)}")
            return data
        if hint is str:
            if not isinstance(data, str):
                raise WireError(entry, f"expected a string, not {kind_of(data)}")
            return data
        if isinstance(hint, type):
            return self._decode_class(hint, data, entry)
        raise TypeError(f"no wire form for the type {hint!r} ({entry})")

    def _decode_union(self, arms: tuple[Any, ...], data: Any, entry: str) -> Any:
        if data is None and type(None) in arms:
            return None
        rest = tuple(a for a in arms if a is not type(None))
        if all(isinstance(a, type) and issubclass(a, self.action_types) for a in rest):
            return self.action(data, entry)
        if len(rest) == 1:
            return self.decode(rest[0], data, entry)
        raise TypeError(f"no wire form for the union {arms!r} ({entry})")

    def _decode_tuple(self, args: tuple[Any, ...], data: Any, entry: str) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise WireError(entry, f"expected a list, not {kind_of(data)}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self.decode(args[0], v, f"{entry}[{k}]") for k, v in enumerate(data))
        if len(data) != len(args):
            raise WireError(entry, f"expected a list of {len(args)}, not of {len(data)}")
        return tuple(
            self.decode(a, v, f"{entry}[{k}]")
            for k, (a, v) in enumerate(zip(args, data, strict=True))
        )

    def _decode_class(self, cls: type, data: Any, entry: str) -> Any:
        if issubclass(cls, enum.Enum):
            return _enum_of(cls, data, entry)
        if cls is Card:
            return self.card(data, entry)
        if cls is CardSet:
            return self.cards(data, entry)
        if issubclass(cls, self.action_types):
            return self.action(data, entry)
        custom = self.custom.get(cls)
        if custom is not None:
            return custom[1](data, entry)
        if attrs.has(cls):
            return self.decode_fields(cls, data, entry)
        raise TypeError(f"no wire form for {cls.__name__} ({entry})")

    def decode_fields(self, cls: type, data: Any, entry: str, *, skip: tuple[str, ...] = ()) -> Any:
        """An attrs value of ``cls`` from an object of its fields. Fields with a default
        may be left out; unknown keys (other than ``skip``) are refused."""
        if not isinstance(data, dict):
            raise WireError(entry or cls.__name__, f"expected an object, not {kind_of(data)}")
        hints = self.hints(cls)
        fields = {f.alias: f for f in attrs.fields(cls) if f.init}
        for key in data:
            if key not in fields and key not in skip:
                raise WireError(join(entry, str(key)), "unknown entry")
        kwargs: dict[str, Any] = {}
        for alias, field in fields.items():
            where = join(entry, alias)
            if alias not in data:
                if field.default is attrs.NOTHING:
                    raise WireError(where, "missing")
                continue
            kwargs[alias] = self.decode(hints[field.name], data[alias], where)
        try:
            return cls(**kwargs)
        except (ValueError, TypeError) as exc:
            raise WireError(entry or cls.__name__, str(exc)) from None

    def hints(self, cls: type) -> dict[str, Any]:
        """The resolved type hints of ``cls``'s fields."""
        found = self._hints.get(cls)
        if found is None:
            found = self._hints[cls] = {}
            for klass in reversed(cls.__mro__):
                if attrs.has(klass):
                    found.update(typing.get_type_hints(klass, localns=dict(self.namespace)))
        return found

    def card(self, data: Any, entry: str) -> Card:
        """A card from its code."""
        if not isinstance(data, str):
            raise WireError(entry, f"expected a card code, not {kind_of(data)}")
        try:
            card = self.parse_card(data)
        except NotationError as exc:
            raise WireError(entry, exc.problem) from None
        if self.card_code(card) != data:
            raise WireError(entry, f"write the card as {self.card_code(card)!r}, not {data!r}")
        return card

    def cards(self, data: Any, entry: str) -> CardSet:
        """A set of cards from a list of codes (any order, no card twice)."""
        if not isinstance(data, list):
            raise WireError(entry, f"expected a list of card codes, not {kind_of(data)}")
        cards = [self.card(v, f"{entry}[{k}]") for k, v in enumerate(data)]
        result = CardSet(cards)
        if len(result) != len(cards):
            raise WireError(entry, "names a card twice")
        return result

    def action(self, data: Any, entry: str) -> Any:
        """An action from its notation (the canonical text ``str(action)``)."""
        if not isinstance(data, str):
            raise WireError(entry, f"expected an action as text, not {kind_of(data)}")
        try:
            action = self.parse_action(data)
        except NotationError as exc:
            raise WireError(entry, exc.problem) from None
        if str(action) != data:
            raise WireError(entry, f"write the action as {str(action)!r}, not {data!r}")
        return action

    def replay(self, start: Callable[[], Any], history: Any, entry: str) -> Any:
        """The state ``start()`` (its ``ValueError`` blamed on ``hands``) after the
        actions ``history`` (texts), each checked and applied in turn."""
        if not isinstance(history, list):
            raise WireError(join(entry, "history"), f"expected a list, not {kind_of(history)}")
        try:
            state = start()
        except ValueError as exc:
            raise WireError(join(entry, "hands"), str(exc)) from None
        for k, text in enumerate(history):
            where = join(entry, f"history[{k}]")
            action = self.action(text, where)
            try:
                state = state.apply(action)
            except IllegalActionError as exc:
                raise WireError(where, exc.reason) from None
        return state

    def view(self, cls: type, data: Any, entry: str, render: Callable[[Any], Any]) -> Any:
        """A view of ``cls`` from its fields; a ``render`` object given must equal
        ``render(view)`` (it is derived, never read)."""
        view = self.decode_fields(cls, data, entry, skip=("type", "version", "render"))
        if "render" in data and data["render"] != render(view):
            raise WireError(join(entry, "render"), "does not match the view's fields")
        return view


def _enum_json(value: enum.Enum) -> Any:
    if isinstance(value, enum.IntEnum):
        return value.name.lower()
    return value.value


def _enum_of(cls: type[enum.Enum], data: Any, entry: str) -> enum.Enum:
    for member in cls:
        if _enum_json(member) == data and type(data) is type(_enum_json(member)):
            return member
    choices = ", ".join(repr(_enum_json(m)) for m in cls)
    raise WireError(entry, f"expected one of {choices}, not {data!r}")
