"""House rules written as one line of text (``Rules.parse``), as the command line takes them.

The text is a comma-separated list: an optional preset first (``speed`` = ``Rules()``,
``sauspiel``, ``netschafkopf``, ``schafkopfordnung``), then options: ``farbwenz`` (on),
``no-sie`` (off), ``name=value`` (``jungfrau=none``, ``solo_order=wenz+farbsolo``)
and nested prices as ``tariff.solo=50`` or ``laufende_min.wenz=3``; ``none`` is ``None``.

>>> str(parse_rules("sauspiel, farbwenz, no-sie").farbwenz)
'True'
>>> parse_rules("jungfrau=none,tariff.bettel=3").tariff.bettel
3
>>> parse_rules("farbwenz=maybe")
Traceback (most recent call last):
...
ValueError: rules option 'farbwenz=maybe': expected on/off, true/false or yes/no
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Final

import attrs

from kartenregeln.schafkopf.rules import LaufendeMin, Rules, Tariff

__all__ = ["PRESETS", "parse_rules"]

PRESETS: Final[dict[str, Callable[..., Rules]]] = {
    "speed": Rules,
    "sauspiel": Rules.sauspiel,
    "netschafkopf": Rules.netschafkopf,
    "schafkopfordnung": Rules.schafkopfordnung,
}
"""The presets by name (each a callable taking changes)."""

_BOOLS: Final = {"on": True, "true": True, "yes": True, "off": False, "false": False, "no": False}
_NESTED: Final[dict[str, type[Tariff] | type[LaufendeMin]]] = {
    "tariff": Tariff,
    "laufende_min": LaufendeMin,
}


def _value(item: str, text: str, default: object) -> Any:
    word = text.strip().casefold()
    if isinstance(default, bool):
        if word not in _BOOLS:
            raise ValueError(f"rules option {item!r}: expected on/off, true/false or yes/no")
        return _BOOLS[word]
    if isinstance(default, enum.Enum):
        return word  # an enum member's value ("none" too): the Rules converter checks it
    if word == "none":
        return None
    if isinstance(default, tuple):
        return tuple(w for w in word.split("+") if w)
    if default is None or isinstance(default, int):
        try:
            return int(word)
        except ValueError:
            raise ValueError(f"rules option {item!r}: expected a whole number or none") from None
    return word  # an enum member's value: the Rules converter checks it


def parse_rules(text: str) -> Rules:
    """The rules written as ``text`` (see the module). Raises ``ValueError`` naming the
    item that is wrong."""
    if not isinstance(text, str):
        raise TypeError(f"rules text must be a str, not {type(text).__name__}")
    items = [i.strip() for i in text.split(",") if i.strip()]
    preset = PRESETS["speed"]
    if items and items[0].casefold() in PRESETS:
        preset = PRESETS[items.pop(0).casefold()]
    base: Rules = preset()
    fields = {f.name: getattr(base, f.name) for f in attrs.fields(Rules)}
    changes: dict[str, Any] = {}
    nested: dict[str, dict[str, Any]] = {}
    for item in items:
        name, eq, raw = item.partition("=")
        name = name.strip().casefold().replace("-", "_")
        if not eq:
            raw = "off" if name.startswith("no_") else "on"
            name = name.removeprefix("no_")
        group, dot, sub = name.partition(".")
        if dot and group in _NESTED:
            owner = fields[group]
            if sub not in {f.name for f in attrs.fields(_NESTED[group])}:
                raise ValueError(f"rules option {item!r}: {group} has no {sub!r}")
            nested.setdefault(group, {})[sub] = _value(item, raw, getattr(owner, sub))
            continue
        if name not in fields or name in _NESTED:
            known = ", ".join(n for n in fields if n not in _NESTED)
            raise ValueError(f"rules option {item!r}: unknown option; use {known}")
        changes[name] = _value(item, raw, fields[name])
    for group, values in nested.items():
        changes[group] = attrs.evolve(fields[group], **values)
    try:
        return attrs.evolve(base, **changes) if changes else base
    except (TypeError, ValueError) as exc:
        raise ValueError(f"rules {text!r}: {exc}") from None
