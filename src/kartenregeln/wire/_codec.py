"""The generic part of the JSON wire form: attrs values to plain JSON and back, by type.

Every field of an attrs value is written under its own name, so a field added to a class
(a new rules option, a new settlement fact) is covered without touching this module.
Values are written by their runtime type and read back by the field's type hint:

- ``int``, ``bool``, ``str``, ``None`` as themselves; tuples as lists;
- enums as their value (an ``IntEnum`` as its lower-case name);
- cards as the game's card code, a [`CardSet`][kartenregeln.cards.CardSet] as a list of codes,
  an action and a Schafkopf ``Contract`` as their notation text;
- nested attrs values (``Tariff``, ``Trick``, ``SettlementLine`` …) as objects.

Reading checks everything and raises [`WireError`][kartenregeln.wire.WireError] (a
[`RecordError`][kartenregeln.errors.RecordError]) naming the entry, e.g. ``results[2].balance[1]``.
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Hashable, Mapping
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

import attrs

from kartenregeln._strict_json import TooLarge, shown
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, RecordError
from kartenregeln.messages import Message, _register_keyed, say

if TYPE_CHECKING:
    from kartenregeln.game import GameState

T = TypeVar("T")
StateT = TypeVar("StateT", bound="GameState[Any]")

__all__ = ["VERSION", "Codec", "WireError", "by_entry", "by_fields", "entries", "join", "kind_of"]

VERSION: Final = 1
"""The version of the wire form this library writes and reads."""


class WireError(RecordError):
    """Wire JSON that is malformed: a missing, unknown or ill-typed entry, text that is not
    a card or action, values the rules refuse. ``entry`` names the place."""


WireError.__module__ = "kartenregeln.wire"  # its public home

_register_keyed(
    "wire",
    {
        # the reasons of a WireError that records.py has no sentence for (it shares
        # record_expected, record_missing and record_unknown_entry)
        "wire_list_of": {
            "en": "expected a list of {n}, not of {found}",
            "de": "erwartet eine Liste mit {n} Einträgen, nicht mit {found}",
        },
        "wire_one_of": {
            "en": "expected one of {choices}, not {found}",
            "de": "erwartet einen der Werte {choices}, nicht {found}",
        },
        "wire_card_as": {
            "en": "write the card as {written}, not {given}",
            "de": "schreibe die Karte als {written}, nicht als {given}",
        },
        "wire_action_as": {
            "en": "write the action as {written}, not {given}",
            "de": "schreibe die Aktion als {written}, nicht als {given}",
        },
        "wire_card_twice": {"en": "names a card twice", "de": "nennt eine Karte zweimal"},
        "wire_derived_differs": {
            "en": "does not match the other fields",
            "de": "passt nicht zu den anderen Feldern",
        },
        "wire_not_following": {
            "en": "does not follow from the other fields",
            "de": "folgt nicht aus den anderen Feldern",
        },
        "wire_render_differs": {
            "en": "does not match the view's fields",
            "de": "passt nicht zu den Feldern der Sicht",
        },
        "wire_seat": {
            "en": "seat {seat} is not one of the {n} seats",
            "de": "Sitz {seat} ist keiner der {n} Sitze",
        },
        # the reading of a whole value (kartenregeln.wire.from_json, Class.from_json)
        "wire_unknown_type": {
            "en": "unknown type {found}; expected one of {types}",
            "de": "unbekannter Typ {found}; möglich sind {types}",
        },
        "wire_expected_class": {
            "en": "expected a {name}, not {found}",
            "de": "erwartet einen Wert der Klasse {name}, nicht {found}",
        },
        # a settlement whose balance and scores name different numbers of seats
        "wire_balance_seats": {
            "en": "has {n} seats, the scores {scores}",
            "de": "hat {n} Sitze, die scores aber {scores}",
        },
        # a kind of JSON value (kind_of), inside record_expected's found
        "wire_too_large": {
            "en": "a number of {digits} digits (more than JSON keeps exactly)",
            "de": "eine Zahl mit {digits} Ziffern (mehr, als JSON genau wiedergibt)",
        },
    },
)


def _expected(what: str, data: object) -> Message:
    """``expected {what}, not {the kind of data}``, keyed as records.py says it."""
    return say("record_expected", what=what, found=kind_of(data))


def _said(exc: BaseException) -> str:
    """The text of an error the rules raised for a value read: its
    [`Message`][kartenregeln.messages.Message] when it was raised with one (the same
    English), else its text."""
    first = exc.args[0] if len(exc.args) == 1 else None
    if isinstance(first, Message) and str(first) == str(exc):
        return first
    return str(exc)


def kind_of(value: object) -> str:
    """A short name of a JSON value's kind, for messages."""
    if value is None:
        return "null"
    if isinstance(value, TooLarge):
        return say("wire_too_large", digits=value.digits)
    names = {bool: "a boolean", int: "a number", float: "a number", str: "a string",
             list: "a list", dict: "an object"}  # fmt: skip
    return names.get(type(value), type(value).__name__)


def join(entry: str, key: str) -> str:
    """The name of ``key`` inside ``entry`` (``results[2].balance``)."""
    return key if not entry else f"{entry}.{key}"


def entries(data: object, entry: str, keys: tuple[str, ...]) -> dict[str, Any]:
    """``data`` as an object holding exactly ``keys`` (and ``type``/``version``)."""
    if not isinstance(data, dict):
        raise WireError(entry or "value", _expected("an object", data))
    for key in data:
        if key not in keys and key not in ("type", "version"):
            raise WireError(join(entry, str(key)), say("record_unknown_entry"))
    for key in keys:
        if key not in data:
            raise WireError(join(entry, key), say("record_missing"))
    return data


@attrs.frozen
class Codec:
    """The wire conversions of one game: its card code, card and action parsers, and the
    names its type hints use (``namespace``) to resolve string annotations."""

    card_code: Callable[[Card], str]
    parse_card: Callable[[str], Card]
    action_types: tuple[type, ...]
    parse_action: Callable[[str], Hashable]
    namespace: Mapping[str, Any] = attrs.field(factory=dict)
    custom: Mapping[type, tuple[Callable[[Any], Any], Callable[[Any, str], Any]]] = attrs.field(
        factory=dict
    )
    """Per class, (encode, decode(data, entry)) overriding the generic attrs form."""
    _hints: dict[type, dict[str, Any]] = attrs.field(factory=dict, init=False, repr=False)
    _encoders: dict[type, Callable[[Any], Any]] = attrs.field(factory=dict, init=False, repr=False)
    _decoders: dict[Any, Callable[[Any], Any]] = attrs.field(factory=dict, init=False, repr=False)
    _plans: dict[type, Any] = attrs.field(factory=dict, init=False, repr=False)
    _card_memo: dict[str, Card] = attrs.field(factory=dict, init=False, repr=False)
    _action_memo: dict[str, Hashable] = attrs.field(factory=dict, init=False, repr=False)

    # -- writing ----------------------------------------------------------------------
    def encode(self, value: object) -> Any:
        """``value`` as plain JSON (dicts, lists, str, int, bool, None): ``Any``, as JSON
        is."""
        write = self._encoders.get(type(value))
        if write is None:
            write = self._encoders[type(value)] = self._make_encoder(type(value))
        return write(value)

    def _make_encoder(self, cls: type) -> Callable[[Any], Any]:
        """How to write values of the class ``cls`` (made once per class)."""
        if issubclass(cls, enum.Enum):
            return _enum_json
        if issubclass(cls, str) and cls is not str:
            return str  # a str subclass (a messages.Message) is written as its plain text
        if cls is type(None) or issubclass(cls, (bool, str, int)):
            return _same
        if cls is Card:
            return self.card_code
        if cls is CardSet:
            code = self.card_code
            return lambda cards: [code(c) for c in cards]
        if issubclass(cls, self.action_types):
            return str
        custom = self.custom.get(cls)
        if custom is not None:
            return custom[0]
        if issubclass(cls, (tuple, list)):
            return lambda items: [self.encode(v) for v in items]
        if attrs.has(cls):
            return self.encode_fields
        raise TypeError(f"no wire form for {cls.__name__}")

    def encode_fields(self, value: object) -> dict[str, Any]:
        """Every attrs field of ``value``, public names (a leading ``_`` dropped), and the
        derived values its class names in ``_wire_derived`` (written, checked on reading)."""
        out = {
            f.alias: self.encode(getattr(value, f.name))
            for f in attrs.fields(cast("type[attrs.AttrsInstance]", type(value)))  # an attrs value
            if f.init
        }
        for name in getattr(value, "_wire_derived", ()):
            out[name] = self.encode(getattr(value, name))
        return out

    # -- reading ----------------------------------------------------------------------
    def decode(self, hint: object, data: object, entry: str) -> Any:
        """The value of type ``hint`` written as ``data``; ``entry`` names it in errors.
        ``Any``: ``hint`` is any type form (a union, a tuple type …), not only a class."""
        try:
            return self.decoder(hint)(data)
        except _FailError as fail:
            raise fail.error(entry) from None

    def decoder(self, hint: object) -> Callable[[Any], Any]:
        """A function reading values of type ``hint`` (made once per type): it raises
        ``_FailError`` with the path inside the value, which ``decode`` names."""
        found = self._decoders.get(hint)
        if found is None:
            found = self._decoders[hint] = self._make_decoder(hint)
        return found

    def _make_decoder(self, hint: object) -> Callable[[Any], Any]:
        if hint is Any:
            return lambda data: data
        if hint is type(None):
            return _expect_null
        origin = typing.get_origin(hint)
        if origin is typing.Union or origin is types.UnionType:
            return self._union_decoder(typing.get_args(hint))
        if origin is tuple:
            return self._tuple_decoder(typing.get_args(hint))
        scalar = _SCALARS.get(hint)
        if scalar is not None:
            return scalar
        if isinstance(hint, type):
            return self._class_decoder(hint)
        raise TypeError(f"no wire form for the type {hint!r}")

    def _union_decoder(self, arms: tuple[Any, ...]) -> Callable[[Any], Any]:
        rest = tuple(a for a in arms if a is not type(None))
        inner: Callable[[Any], Any]
        if all(isinstance(a, type) and issubclass(a, self.action_types) for a in rest):
            inner = self._action
        elif len(rest) == 1:
            inner = self.decoder(rest[0])
        else:
            raise TypeError(f"no wire form for the union {arms!r}")
        if len(rest) == len(arms):
            return inner
        return lambda data: None if data is None else inner(data)

    def _tuple_decoder(self, args: tuple[Any, ...]) -> Callable[[Any], Any]:
        if len(args) == 2 and args[1] is Ellipsis:
            item = self.decoder(args[0])

            def many(data: object) -> tuple[Any, ...]:
                if type(data) is not list:
                    raise _FailError(_expected("a list", data))
                try:
                    return tuple([item(v) for v in data])
                except _FailError as fail:
                    raise fail.at(_index_of(data, item)) from None

            return many
        items = tuple(self.decoder(a) for a in args)

        def fixed(data: object) -> tuple[Any, ...]:
            if type(data) is not list:
                raise _FailError(_expected("a list", data))
            if len(data) != len(items):
                raise _FailError(say("wire_list_of", n=len(items), found=len(data)))
            out = []
            for k, (read, v) in enumerate(zip(items, data, strict=True)):
                try:
                    out.append(read(v))
                except _FailError as fail:
                    raise fail.at(k) from None
            return tuple(out)

        return fixed

    def _class_decoder(self, cls: type) -> Callable[[Any], Any]:
        if issubclass(cls, enum.Enum):
            return _enum_decoder(cls)
        if cls is Card:
            return self._card
        if cls is CardSet:
            return self._cards
        if issubclass(cls, self.action_types):
            return self._action
        custom = self.custom.get(cls)
        if custom is not None:
            read = custom[1]

            def custom_read(data: object) -> object:
                try:
                    return read(data, "")
                except WireError as exc:
                    fail = _FailError(exc.reason)
                    raise (fail.at(exc.entry) if exc.entry else fail) from None

            return custom_read
        if attrs.has(cls):
            return lambda data: self._fields(cls, data, ())
        raise TypeError(f"no wire form for {cls.__name__}")

    def decode_fields(
        self, cls: type[T], data: object, entry: str, *, skip: tuple[str, ...] = ()
    ) -> T:
        """An attrs value of ``cls`` from an object of its fields. Fields with a default
        may be left out; unknown keys (other than ``skip``) are refused."""
        try:
            return self._fields(cls, data, skip)
        except _FailError as fail:
            raise fail.error(entry, default=cls.__name__) from None

    def _fields(self, cls: type[T], data: object, skip: tuple[str, ...]) -> T:
        if type(data) is not dict:
            raise _FailError(_expected("an object", data))
        plan = self._plans.get(cls)
        if plan is None:
            plan = self._plans[cls] = self._plan(cls)
        fields, derived = plan
        for key in data:
            if key not in fields and key not in skip and key not in derived:
                raise _FailError(say("record_unknown_entry")).at(str(key))
        kwargs: dict[str, Any] = {}
        for alias, (read, required) in fields.items():
            if alias not in data:
                if required:
                    raise _FailError(say("record_missing")).at(alias)
                continue
            try:
                kwargs[alias] = read(data[alias])
            except _FailError as fail:
                raise fail.at(alias) from None
        try:
            value = cls(**kwargs)
        except (ValueError, TypeError) as exc:
            raise _FailError(_said(exc)) from None
        for name in derived:
            if name in data and data[name] != self.encode(getattr(value, name)):
                raise _FailError(say("wire_derived_differs")).at(name)
        return value

    def _plan(
        self, cls: type
    ) -> tuple[dict[str, tuple[Callable[[Any], Any], bool]], tuple[str, ...]]:
        hints = self.hints(cls)
        fields = {
            f.alias: (self.decoder(hints[f.name]), f.default is attrs.NOTHING)
            for f in attrs.fields(cls)
            if f.init
        }
        return fields, tuple(getattr(cls, "_wire_derived", ()))

    def hints(self, cls: type) -> dict[str, Any]:
        """The resolved type hints of ``cls``'s fields."""
        found = self._hints.get(cls)
        if found is None:
            found = self._hints[cls] = {}
            for klass in reversed(cls.__mro__):
                if attrs.has(klass):
                    found.update(typing.get_type_hints(klass, localns=dict(self.namespace)))
        return found

    def _card(self, data: object) -> Card:
        card = self._card_memo.get(data) if type(data) is str else None
        if card is not None:
            return card
        if not isinstance(data, str):
            raise _FailError(_expected("a card code", data))
        try:
            card = self.parse_card(data)
        except NotationError as exc:
            raise _FailError(exc.problem) from None
        if self.card_code(card) != data:
            raise _FailError(
                say("wire_card_as", written=repr(self.card_code(card)), given=repr(data))
            )
        self._card_memo[data] = card
        return card

    def _cards(self, data: object) -> CardSet:
        if type(data) is not list:
            raise _FailError(_expected("a list of card codes", data))
        try:
            cards = [self._card(v) for v in data]
        except _FailError as fail:
            raise fail.at(_index_of(data, self._card)) from None
        result = CardSet(cards)
        if len(result) != len(cards):
            raise _FailError(say("wire_card_twice"))
        return result

    def _action(self, data: object) -> Hashable:
        action = self._action_memo.get(data) if type(data) is str else None
        if action is not None:
            return action
        if not isinstance(data, str):
            raise _FailError(_expected("an action as text", data))
        try:
            action = self.parse_action(data)
        except NotationError as exc:
            raise _FailError(exc.problem) from None
        if str(action) != data:
            raise _FailError(say("wire_action_as", written=repr(str(action)), given=repr(data)))
        if len(self._action_memo) < 4096:
            self._action_memo[data] = action
        return action

    def action(self, data: object, entry: str) -> Hashable:
        """An action from its notation (the canonical text ``str(action)``)."""
        try:
            return self._action(data)
        except _FailError as fail:
            raise fail.error(entry) from None

    def replay(self, start: Callable[[], StateT], history: object, entry: str) -> StateT:
        """The state ``start()`` (its ``ValueError`` blamed on ``hands``) after the
        actions ``history`` (texts), each checked and applied in turn."""
        if not isinstance(history, list):
            raise WireError(join(entry, "history"), _expected("a list", history))
        try:
            state = start()
        except ValueError as exc:
            raise WireError(join(entry, "hands"), _said(exc)) from None
        for k, text in enumerate(history):
            where = join(entry, f"history[{k}]")
            action = self.action(text, where)
            try:
                state = state.apply(action)
            except IllegalActionError as exc:
                raise WireError(where, exc.reason) from None
        return state

    def view(
        self,
        cls: type[T],
        data: object,
        entry: str,
        render: Callable[[T], object],
        rebuild: Callable[[T], T] | None = None,
    ) -> T:
        """A view of ``cls`` from its fields; a ``render`` object given must equal
        ``render(view)`` (it is derived, never read). With ``rebuild`` (the view rebuilt
        from what the seat knows, raising ``ValueError`` for a position no game reaches)
        every field must be the rebuilt view's: the first that is not is named."""
        view = self.decode_fields(cls, data, entry, skip=("type", "version", "render"))
        if rebuild is not None:
            try:
                real = rebuild(view)
            except ValueError as exc:
                raise WireError(join(entry, "history"), _said(exc)) from None
            if real != view:
                for field in attrs.fields(cast("type[attrs.AttrsInstance]", cls)):
                    if getattr(real, field.name) != getattr(view, field.name):
                        raise WireError(join(entry, field.alias), say("wire_not_following"))
        if isinstance(data, dict) and "render" in data and data["render"] != render(view):
            raise WireError(join(entry, "render"), say("wire_render_differs"))
        return view


def check_seats(
    settlement: Any, entry: str, one: tuple[str, ...] = (), many: tuple[str, ...] = ()
) -> None:
    """The seats a settlement read from JSON names (the fields ``one`` hold a seat or
    ``None``, the fields ``many`` a list of seats, and each breakdown line's ``seat``) must
    be seats of its game (one a score); else ``WireError`` naming the entry."""
    n = len(settlement.scores)
    named: list[tuple[str, object]] = [(name, getattr(settlement, name)) for name in one]
    for name in many:
        named += [(f"{name}[{k}]", v) for k, v in enumerate(getattr(settlement, name))]
    named += [(f"breakdown[{k}].seat", line.seat) for k, line in enumerate(settlement.breakdown)]
    for name, seat in named:
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
            raise WireError(join(entry, name), say("wire_seat", seat=seat, n=n))


def _enum_json(value: enum.Enum) -> object:
    if isinstance(value, enum.IntEnum):
        return value.name.lower()
    return value.value


class _FailError(Exception):
    """A reading failure deep inside a value: the reason, and the path to it (filled in
    as it passes through the lists and objects around it)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.path: list[str | int] = []

    def at(self, key: str | int) -> _FailError:
        self.path.append(key)
        return self

    def error(self, entry: str, default: str = "value") -> WireError:
        """The error naming the place: ``entry`` and the path inside it (``default``
        when both are empty: the whole value)."""
        where = entry
        for key in reversed(self.path):
            where = f"{where}[{key}]" if isinstance(key, int) else join(where, key)
        return WireError(where or default, self.reason)


def _index_of(data: list[Any], read: Callable[[Any], Any]) -> int:
    """The index of the first item of ``data`` that ``read`` refuses."""
    for k, v in enumerate(data):
        try:
            read(v)
        except _FailError:
            return k
    return 0


def _same(value: T) -> T:
    return value


def _expect_null(data: object) -> None:
    if data is not None:
        raise _FailError(_expected("null", data))


def _read_bool(data: object) -> bool:
    if type(data) is not bool:
        raise _FailError(_expected("true or false", data))
    return data


def _read_int(data: object) -> int:
    if type(data) is not int:
        raise _FailError(_expected("a whole number", data))
    return data


def _read_str(data: object) -> str:
    if type(data) is not str:
        raise _FailError(_expected("a string", data))
    return data


_SCALARS: Final[dict[Any, Callable[[Any], Any]]] = {
    bool: _read_bool,
    int: _read_int,
    str: _read_str,
}


def _enum_decoder(cls: type[enum.Enum]) -> Callable[[Any], Any]:
    table = {(_enum_json(m), type(_enum_json(m))): m for m in cls}
    choices = ", ".join(repr(_enum_json(m)) for m in cls)

    def read(data: object) -> enum.Enum:
        try:
            return table[(data, type(data))]
        except (KeyError, TypeError):
            raise _FailError(say("wire_one_of", choices=choices, found=shown(data))) from None

    return read


def by_fields(
    codec: Codec, cls: type
) -> tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]:
    """A wire type written and read as the object of ``cls``'s attrs fields."""
    return (
        (cls,),
        codec.encode_fields,
        lambda data, entry: codec.decode_fields(cls, data, entry, skip=("type", "version")),
    )


def by_entry(
    codec: Codec, classes: tuple[type, ...], key: str, decode: Callable[[Any, str], Any]
) -> tuple[tuple[type, ...], Callable[[Any], Any], Callable[[Any, str], Any]]:
    """A wire type written and read as one entry ``key`` (an action, a game)."""
    return (
        classes,
        lambda value: {key: codec.encode(value)},
        lambda data, entry: decode(entries(data, entry, (key,))[key], key),
    )
