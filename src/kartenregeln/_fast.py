"""Building immutable attrs values on the hot path without running ``__init__``.

A frozen attrs class sets each field through ``object.__setattr__``; a game state built
millions of times cannot afford that, nor keyword arguments. ``fast_constructor(cls)``
makes, once per class, a function that takes the fields positionally (in
``attrs.fields`` order) and sets each slot directly; fields with a plain default at the
end may be left out (all fields are required if a required one follows a defaulted one,
as in a keyword-only class). No converter or validator runs: it is
for values the engine built itself.

>>> import attrs
>>> @attrs.frozen
... class Point:
...     x: int
...     y: int = 0
>>> make = fast_constructor(Point)
>>> make(1, 2) == Point(1, 2), make(3) == Point(3)
(True, True)
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Mapping
from itertools import pairwise
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

__all__ = [
    "by_identity",
    "fast_constructor",
    "read_only",
    "restore_slots",
    "slot_constructor",
    "slot_getters",
    "value_key",
]


_MADE: dict[type[Any], Callable[..., Any]] = {}


def fast_constructor(cls: type[Any]) -> Callable[..., Any]:
    """A positional constructor for the attrs slots class ``cls`` that skips
    ``__init__``; fields with a plain default may be left out. Made once per class."""
    made = _MADE.get(cls)
    if made is None:
        made = _MADE[cls] = _make_constructor(cls)
    return made


def _make_constructor(cls: type[Any]) -> Callable[..., Any]:
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    params: list[str] = []
    body: list[str] = []
    fields = attrs.fields(cls)
    required = [_required(f) for f in fields]
    # Defaults only on a tail of fields (a keyword-only class may have a required field
    # after defaulted ones: then every field is required).
    if any(r and not before for before, r in pairwise(required)):
        required = [True] * len(fields)
    for field, needed in zip(fields, required, strict=True):
        name = field.name
        env[f"_set_{name}"] = getattr(cls, name).__set__
        if needed:
            params.append(name)
        else:
            env[f"_default_{name}"] = field.default
            params.append(f"{name}=_default_{name}")
        body.append(f"    _set_{name}(o, {name})")
    source = "\n".join(
        [f"def make({', '.join(params)}):", "    o = _new(_cls)", *body, "    return o"]
    )
    exec(source, env)
    maker: Callable[..., Any] = env["make"]
    return maker


def _required(field: attrs.Attribute[Any]) -> bool:
    return field.default is attrs.NOTHING or isinstance(field.default, attrs.Factory)  # type: ignore[arg-type]


# -- states as slot classes -----------------------------------------------------------------
#
# A frozen attrs class forbids ``o.x = v``, so a value it builds pays one slot setter call
# per field (about 45-55 ns each). The game states are instead attrs classes that are not
# frozen, whose fields are private (``_to_move``), and whose public names are read-only
# properties (``to_move``): the engine writes each slot with a plain ``o._x = v``, which
# CPython turns into a direct slot store, and users still cannot assign a public name.


def slot_constructor(
    cls: type[object],
    names: tuple[str, ...],
    optional: dict[str, object] | None = None,
    **fixed: object,
) -> Callable[..., Any]:
    """A positional constructor for ``cls`` (a slots class without its own
    ``__setattr__``): it takes the slots ``names`` in that order and stores each directly,
    then the slots of ``optional``, which may be left out (their values are the defaults);
    the slots in ``fixed`` get those values. No ``__init__``, converter or validator runs.

    >>> import attrs
    >>> @attrs.define
    ... class Point:
    ...     _x: int
    ...     _y: int = 0
    >>> make = slot_constructor(Point, ("_x",), _y=7)
    >>> make(1) == Point(1, 7)
    True
    """
    if cls.__setattr__ is not object.__setattr__:
        raise TypeError(f"{cls.__name__} has its own __setattr__: no direct slot stores")
    env: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    params = [name.lstrip("_") for name in names]
    body = [f"    o.{name} = {param}" for name, param in zip(names, params, strict=True)]
    for name, value in (optional or {}).items():
        env[f"_default{name}"] = value
        params.append(f"{name.lstrip('_')}=_default{name}")
        body.append(f"    o.{name} = {name.lstrip('_')}")
    for name, value in fixed.items():
        env[f"_fixed{name}"] = value
        body.append(f"    o.{name} = _fixed{name}")
    source = "\n".join(
        [f"def make({', '.join(params)}):", "    o = _new(_cls)", *body, "    return o"]
    )
    exec(source, env)
    maker: Callable[..., Any] = env["make"]
    return maker


if TYPE_CHECKING:
    read_only = property
else:

    class read_only(property):  # noqa: N801 (used as a decorator, like property)
        """A property that cannot be set or deleted: both raise
        ``attrs.exceptions.FrozenInstanceError``, as assigning a field of a frozen attrs
        value does (reading costs what a property costs)."""

        def __set__(self, obj: object, value: object) -> None:
            raise attrs.exceptions.FrozenInstanceError

        def __delete__(self, obj: object) -> None:
            raise attrs.exceptions.FrozenInstanceError


def restore_slots(
    obj: object, state: Mapping[str, object] | tuple[object, ...], defaults: Mapping[str, object]
) -> None:
    """``obj.__setstate__(state)`` for a state class whose fields became private: the
    pickle of an earlier release names a field ``to_move``, this one ``_to_move``. Slots
    not in ``state`` get ``defaults``."""
    if isinstance(state, tuple):  # a pickle of attrs' older tuple form: not made by us
        raise TypeError(f"cannot read this pickle of {type(obj).__name__}")
    for name, value in defaults.items():
        object.__setattr__(obj, name, value)
    for name, value in state.items():
        object.__setattr__(obj, name if name.startswith("_") else "_" + name, value)


# -- cache keys for equal values ------------------------------------------------------------

T = TypeVar("T")
_KEY_BY_VALUE: dict[Hashable, int] = {}
_KEY_BY_ID: dict[int, int] = {}


def value_key(value: Hashable) -> int:
    """A small int that is the same for equal values (``Rules``, say) and differs for
    unequal ones: a cache key that costs one lookup by ``id`` once a value has been seen,
    where a lookup by the value itself would compare an equal but distinct value field by
    field. ``value`` must be hashable and allow weak references; the entry for its ``id``
    goes when it does.

    >>> from kartenregeln import schafkopf as sk
    >>> value_key(sk.Rules()) == value_key(sk.Rules()) != value_key(sk.Rules(tout=False))
    True
    """
    key = _KEY_BY_ID.get(id(value))
    if key is None:
        key = _KEY_BY_VALUE.get(value)
        if key is None:
            key = _KEY_BY_VALUE[value] = len(_KEY_BY_VALUE)
        ident = id(value)
        _KEY_BY_ID[ident] = key
        weakref.finalize(value, _KEY_BY_ID.pop, ident, None)
    return key


def by_identity(cache: dict[int, T], value: object, found: T) -> T:
    """Put ``found`` (what a cache holds for ``value``) into ``cache`` under ``id(value)``
    until ``value`` goes, and return it: later lookups of the same object are one
    ``cache.get(id(value))``."""
    ident = id(value)
    cache[ident] = found
    weakref.finalize(value, cache.pop, ident, None)
    return found


def slot_getters(cls: type[object], *names: str) -> None:
    """Make the read-only properties ``names`` of ``cls`` read their private slots
    (``_name``) through ``operator.attrgetter``: a C call instead of a Python function,
    about 40 % less per read of a public field. Each keeps its docstring."""
    for name in names:
        old = cls.__dict__[name]
        if not isinstance(old, read_only):
            raise TypeError(f"{cls.__name__}.{name} is not a read_only property")
        setattr(cls, name, read_only(attrgetter("_" + name), doc=old.__doc__))
