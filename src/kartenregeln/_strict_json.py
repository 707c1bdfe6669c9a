"""Strict, bounded JSON reading for untrusted text (records, and any later JSON form).

``read_json`` parses text or UTF-8 bytes and refuses, with a `StrictJsonError` that names
the place, what a server should never have to hold or interpret:

- text longer than `MAX_CHARS` characters (bytes: `MAX_CHARS` bytes);
- nesting deeper than `MAX_DEPTH` objects and lists;
- an object that names a key twice (JSON leaves the meaning open; Python keeps the last);
- a byte order mark (JSON text is UTF-8 without one), bytes that are not UTF-8;
- NaN and the infinities (not JSON).

An integer outside ``±MAX_INT`` (2**53 - 1, the range every JSON reader keeps exactly) is
read as a `TooLarge` value, which no type check accepts, so the caller can name its
entry; such numbers are never converted to an ``int`` (CPython refuses more than 4,300
digits with a plain `ValueError`).
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

from kartenregeln.errors import shown
from kartenregeln.messages import Message, _register_keyed, say

__all__ = ["MAX_CHARS", "MAX_DEPTH", "MAX_INT", "StrictJsonError", "TooLarge", "read_json", "shown"]

MAX_CHARS: Final = 8_000_000
"""The longest text read (characters, or bytes for bytes)."""

MAX_DEPTH: Final = 32
"""The deepest nesting of objects and lists read."""

MAX_INT: Final = 2**53 - 1
"""The largest integer magnitude read as an int."""

_BRACKETS: Final = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)

_register_keyed(
    "json",
    {
        # the reasons of a StrictJsonError (records.loads and wire.loads say them); text
        # that is not JSON, or no text, keeps the record_not_json(_text) keys it had
        "json_constant": {
            "en": "{name} is not a JSON number",
            "de": "{name} ist keine JSON-Zahl",
        },
        "json_key_twice": {
            "en": "appears twice in one object",
            "de": "kommt in einem Objekt zweimal vor",
        },
        "json_nested": {
            "en": "nested more than {depth} levels deep",
            "de": "mehr als {depth} Ebenen tief verschachtelt",
        },
        "json_too_deep": {"en": "nested too deeply", "de": "zu tief verschachtelt"},
        "json_longer_bytes": {
            "en": "longer than {limit} bytes",
            "de": "länger als {limit} Bytes",
        },
        "json_longer_chars": {
            "en": "longer than {limit} characters",
            "de": "länger als {limit} Zeichen",
        },
        "json_not_utf8": {
            "en": "not UTF-8 text: {problem}",
            "de": "kein UTF-8-Text: {problem}",
        },
        "json_bom": {
            "en": "starts with a byte order mark; write UTF-8 without one",
            "de": "beginnt mit einer Byte-Order-Markierung (BOM); schreibe UTF-8 ohne sie",
        },
    },
)


class StrictJsonError(ValueError):
    """Text refused by `read_json`: ``where`` names the place, ``reason`` the problem."""

    def __init__(self, where: str, reason: str | Message) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"{where}: {reason}")


class TooLarge:
    """An integer outside ``±MAX_INT``, kept as its digit count only."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a number of {self.digits} digits>"


def _parse_int(text: str) -> int | TooLarge:
    if len(text) <= 17:  # 2**53 has 16 digits; a sign makes 17
        value = int(text)
        if -MAX_INT <= value <= MAX_INT:
            return value
    return TooLarge(len(text.lstrip("-")))


def _refuse_constant(name: str, what: str) -> Any:
    raise StrictJsonError(what, say("json_constant", name=name))


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise StrictJsonError(f"key {shown(key)}", say("json_key_twice"))
        out[key] = value
    return out


def _check_depth(text: str) -> None:
    depth = 0
    for match in _BRACKETS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, match.start()) + 1
                raise StrictJsonError(f"line {line}", say("json_nested", depth=MAX_DEPTH))
        elif token in "]}":
            depth -= 1


def read_json(text: str | bytes, what: str = "text") -> Any:
    """The JSON value in ``text``, with the limits of this module: the one strict reader of
    records and the wire form, so both word a refusal alike. ``what`` names the whole text
    in an error about it (``"record"``; default ``"text"``); anything that is not text is
    refused as ``not JSON text``."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_CHARS:
            raise StrictJsonError(what, say("json_longer_bytes", limit=f"{MAX_CHARS:,}"))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise StrictJsonError(what, say("json_not_utf8", problem=exc.reason)) from None
    if not isinstance(text, str):
        kind = type(text).__name__
        problem = say("record_expected", what="str or bytes", found=kind)
        raise StrictJsonError(what, say("record_not_json_text", problem=problem))
    if len(text) > MAX_CHARS:
        raise StrictJsonError(what, say("json_longer_chars", limit=f"{MAX_CHARS:,}"))
    if text.startswith("\ufeff"):
        raise StrictJsonError(what, say("json_bom"))
    _check_depth(text)
    try:
        return json.loads(
            text,
            parse_int=_parse_int,
            parse_constant=lambda name: _refuse_constant(name, what),
            object_pairs_hook=_no_duplicates,
        )
    except json.JSONDecodeError as exc:
        raise StrictJsonError(
            f"line {exc.lineno}, column {exc.colno}", say("record_not_json", problem=exc.msg)
        ) from None
    except RecursionError:  # pragma: no cover - _check_depth keeps the nesting low
        raise StrictJsonError(what, say("json_too_deep")) from None
