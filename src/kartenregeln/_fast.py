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

from collections.abc import Callable
from itertools import pairwise
from typing import Any

import attrs

__all__ = ["fast_constructor"]


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
