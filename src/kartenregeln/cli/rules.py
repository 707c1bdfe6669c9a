"""House rules on the command line: ``--rule NAME=VALUE`` (internal).

Every option is read from the fields of the game's ``Rules`` (an attrs class), so an
option added to ``Rules`` is on the command line at once. Values are parsed by the field's
type: ``yes``/``no`` for a flag, a number, ``none`` where the option allows it, the name of
a choice, a comma list for a tuple; a nested value (``tariff``, ``laufende_min``) is set
as a whole (``tariff=20,50,10``) or by part (``tariff.solo=50``).

>>> from kartenregeln import schafkopf as sk
>>> rules = build_rules("schafkopf", ["klopfen=ja", "tariff=20,50,10", "all_pass=throw_in"])
>>> rules.klopfen, rules.tariff.solo, rules.all_pass.value
(True, 50, 'throw_in')
>>> build_rules("schafkopf", ["klopfen=no"], base=sk.Rules.sauspiel()).klopfen
False
>>> build_rules("schafkopf", ["geier=vielleicht"])
Traceback (most recent call last):
...
kartenregeln.cli.rules.RuleError: --rule geier=vielleicht: geier is yes or no
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

import attrs

from kartenregeln.registry import get_game

if TYPE_CHECKING:
    from kartenregeln.game import Rules

T = TypeVar("T")

__all__ = ["RuleError", "build_rules", "describe_options"]

_YES = frozenset({"yes", "ja", "j", "y", "true", "1", "on", "an"})
_NO = frozenset({"no", "nein", "n", "false", "0", "off", "aus"})
_SET_ELSEWHERE = {"players": "--players"}


class RuleError(ValueError):
    """A ``--rule`` the game cannot take; the message says why."""


def _rules_class(game: str) -> type[Rules]:
    return get_game(game).rules_type


def _hints(cls: type) -> dict[str, object]:
    return typing.get_type_hints(cls)


def _optional(tp: object) -> tuple[object, bool]:
    """``(inner type, allows None)`` for ``X | None``."""
    args = typing.get_args(tp)
    origin = typing.get_origin(tp)
    if (origin is typing.Union or origin is types.UnionType) and type(None) in args:
        rest = [a for a in args if a is not type(None)]
        return (rest[0] if len(rest) == 1 else tp), True
    return tp, False


def _type_words(tp: object) -> str:
    inner, none = _optional(tp)
    if inner is bool:
        text = "yes|no"
    elif inner is int:
        text = "a number"
    elif isinstance(inner, type) and issubclass(inner, enum.Enum):
        text = "|".join(str(m.value) for m in inner)
    elif typing.get_origin(inner) is tuple:
        item = typing.get_args(inner)[0]
        text = "a comma list of " + ("numbers" if item is int else "names") + " or empty"
    elif isinstance(inner, type) and attrs.has(inner):
        text = ",".join(f.name for f in attrs.fields(inner))
    else:
        text = str(inner)
    return text + ("|none" if none else "")


def _parse(name: str, tp: object, text: str) -> object:
    inner, none = _optional(tp)
    word = text.strip().lower()
    if none and word in ("none", "-", "keine", "nie"):
        return None
    if inner is bool:
        if word in _YES:
            return True
        if word in _NO:
            return False
        raise RuleError(f"{name} is yes or no")
    if inner is str:
        return word
    if inner is int:
        if not (word.isascii() and word.lstrip("+-").isdigit()) or len(word) > 9:
            raise RuleError(f"{name} is {_type_words(tp)}")
        return int(word)
    if isinstance(inner, type) and issubclass(inner, enum.Enum):
        for member in inner:
            if word in (str(member.value), member.name.lower()):
                return member
        raise RuleError(f"{name} is one of {_type_words(tp)}")
    if typing.get_origin(inner) is tuple:
        item = typing.get_args(inner)[0]
        parts = [p.strip() for p in text.split(",") if p.strip()]
        return tuple(_parse(name, item, p) for p in parts)
    if isinstance(inner, type) and attrs.has(inner):
        fields = attrs.fields(inner)
        parts = [p.strip() for p in text.split(",")]
        if len(parts) > len(fields):
            raise RuleError(f"{name} has {len(fields)} parts: {_type_words(tp)}")
        hints = _hints(inner)
        values = {
            f.name: _parse(f"{name}.{f.name}", hints[f.name], p)
            for f, p in zip(fields, parts, strict=False)
            if p
        }
        return _build(inner, values)
    raise RuleError(f"{name} cannot be set on the command line")  # pragma: no cover


def _build(cls: Callable[..., T], values: Mapping[str, object]) -> T:
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise RuleError(str(exc)) from None


def _split(item: str, cls: type) -> tuple[str, str | None, str]:
    """``NAME[.PART]=VALUE`` -> (name, part, value), checked against the fields."""
    if "=" not in item:
        raise RuleError("write NAME=VALUE, e.g. klopfen=yes")
    key, value = item.split("=", 1)
    key = key.strip().lower().replace("-", "_")
    name, _, part = key.partition(".")
    names = [f.name for f in attrs.fields(cls)]
    if name in _SET_ELSEWHERE:
        raise RuleError(f"use {_SET_ELSEWHERE[name]}")
    if name not in names:
        shown = ", ".join(n for n in names if n not in _SET_ELSEWHERE)
        raise RuleError(f"no such option; the options are {shown}")
    return name, part or None, value


def build_rules(
    game: str, items: Sequence[str], *, base: Rules | None = None, **fixed: object
) -> Rules:
    """The ``Rules`` of ``game`` from ``base`` (default the game's defaults), the
    ``fixed`` options the command sets itself (e.g. ``players``) and the ``--rule`` items,
    in that order."""
    cls = _rules_class(game)
    rules = _build(cls, fixed) if base is None else _evolve(base, fixed)
    hints = _hints(cls)
    for item in items:
        try:
            rules = _apply(rules, item, cls, hints)
        except RuleError as exc:
            raise RuleError(f"--rule {item}: {exc}") from None
    return rules


def _apply(rules: T, item: str, cls: type, hints: dict[str, object]) -> T:
    name, part, value = _split(item, cls)
    tp = hints[name]
    if part is None:
        return _evolve(rules, {name: _parse(name, tp, value)})
    inner, _ = _optional(tp)
    if not (isinstance(inner, type) and attrs.has(inner)) or part not in attrs.fields_dict(inner):
        raise RuleError(f"{name} has no part {part!r}")
    current = getattr(rules, name)
    new = _evolve(current, {part: _parse(f"{name}.{part}", _hints(inner)[part], value)})
    return _evolve(rules, {name: new})


def _evolve(value: T, changes: Mapping[str, object]) -> T:
    try:  # the rules and their parts are attrs values (the wire form needs them to be)
        return cast("T", attrs.evolve(cast("Any", value), **changes))
    except (TypeError, ValueError) as exc:
        raise RuleError(str(exc)) from None


def describe_options(game: str) -> list[str]:
    """One line per option of ``game``: its name, what it takes and its default."""
    cls = _rules_class(game)
    hints = _hints(cls)
    default = cls()
    lines = []
    for f in attrs.fields(cast("type[attrs.AttrsInstance]", cls)):  # rules are attrs values
        if f.name in _SET_ELSEWHERE:
            continue
        now = getattr(default, f.name)
        if attrs.has(type(now)):
            parts = (getattr(now, g.name) for g in attrs.fields(type(now)))
            now = ",".join("none" if p is None else str(p) for p in parts)
        elif isinstance(now, enum.Enum):
            now = now.value
        elif isinstance(now, bool):
            now = "yes" if now else "no"
        elif isinstance(now, tuple):
            now = ",".join(str(x) for x in now) or "empty"
        elif now is None:
            now = "none"
        lines.append(f"{f.name}={_type_words(hints[f.name])} (default {now})")
    return lines
