"""The strict JSON reader's refusals (shared by ``records.loads`` and ``wire.loads``) are
keyed sentences: the English as before, word for word, the key, and German from the key,
through both readers. Text that is not JSON, or no text, keeps the key it was read back
as before (``record_not_json``, ``record_not_json_text``)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from kartenregeln import _strict_json, messages, records, wire
from kartenregeln.errors import RecordError
from kartenregeln.messages import Message

# (key, text, entry, English, German); the entry is the place the reader names
CASES: list[tuple[str, str | bytes | object, str, str, str]] = [
    ("json_key_twice", '{"a": 1, "a": 2}', "key 'a'", "appears twice in one object",
     "kommt in einem Objekt zweimal vor"),
    ("json_constant", "[NaN]", "text", "NaN is not a JSON number", "NaN ist keine JSON-Zahl"),
    ("json_constant", "[-Infinity]", "text", "-Infinity is not a JSON number",
     "-Infinity ist keine JSON-Zahl"),
    ("record_not_json", "[1,", "line 1, column 4", "not JSON: Expecting value",
     "kein JSON: Expecting value"),
    ("json_bom", "\ufeff{}", "text", "starts with a byte order mark; write UTF-8 without one",
     "beginnt mit einer Byte-Order-Markierung (BOM); schreibe UTF-8 ohne sie"),
    ("json_nested", "[" * 33 + "]" * 33, "line 1", "nested more than 32 levels deep",
     "mehr als 32 Ebenen tief verschachtelt"),
    ("json_not_utf8", b"\xff{}", "text", "not UTF-8 text: invalid start byte",
     "kein UTF-8-Text: invalid start byte"),
    ("record_not_json_text", 5, "text", "not JSON text: expected str or bytes, not int",
     "kein JSON-Text: erwartet str or bytes, nicht int"),
]  # fmt: skip

READERS: dict[str, Callable[[object], object]] = {
    "records": records.loads,  # type: ignore[dict-item]
    "wire": wire.loads,  # type: ignore[dict-item]
}


# German names a numbered line and the whole value in German; a key stays as written
_DE_ENTRY = {"value": "Wert", "line 1": "Zeile 1", "line 1, column 4": "Zeile 1, Spalte 4"}


def _check(error: RecordError, key: str, entry: str, english: str, german: str) -> None:
    reason = error.reason
    assert isinstance(reason, Message), reason
    assert reason.key == key == error.code
    assert reason == english  # the English, byte for byte as before
    assert messages.translate(reason, "de") == german
    assert error.message("de") == f"{_DE_ENTRY.get(entry, entry)}: {german}"


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize(
    ("key", "text", "entry", "english", "german"), CASES, ids=[c[0] for c in CASES]
)
def test_each_refusal_by_key_in_both_languages(
    reader: str, key: str, text: object, entry: str, english: str, german: str
) -> None:
    if reader == "records" and entry == "text":
        entry = "record"  # records.loads names the whole text "record"
    with pytest.raises(RecordError) as info:
        READERS[reader](text)
    assert info.value.entry == entry
    _check(info.value, key, entry, english, german)


@pytest.mark.parametrize(
    ("data", "key", "english", "german"),
    [
        ("[" + " " * 20 + "]", "json_longer_chars", "longer than 10 characters",
         "länger als 10 Zeichen"),
        (b"[" + b" " * 20 + b"]", "json_longer_bytes", "longer than 10 bytes",
         "länger als 10 Bytes"),
    ],
)  # fmt: skip
def test_a_text_over_the_limit(
    monkeypatch: pytest.MonkeyPatch, data: str | bytes, key: str, english: str, german: str
) -> None:
    monkeypatch.setattr(_strict_json, "MAX_CHARS", 10)
    with pytest.raises(RecordError) as info:
        wire.loads(data)
    _check(info.value, key, "text", english, german)


def test_a_nesting_the_parser_cannot_hold(monkeypatch: pytest.MonkeyPatch) -> None:
    def deep(*args: object, **kwargs: object) -> object:
        raise RecursionError

    monkeypatch.setattr(json, "loads", deep)
    with pytest.raises(_strict_json.StrictJsonError) as info:
        _strict_json.read_json("[]")
    reason = info.value.reason
    assert isinstance(reason, Message)
    assert (reason.key, reason) == ("json_too_deep", "nested too deeply")
    assert messages.translate(reason, "de") == "zu tief verschachtelt"


def test_every_key_of_the_reader_is_tested() -> None:
    keys = {k for k in messages.ERRORS if messages.owner(k) == "json"}
    tested = {c[0] for c in CASES if c[0].startswith("json_")}
    tested |= {"json_longer_chars", "json_longer_bytes", "json_too_deep"}
    assert keys == tested
