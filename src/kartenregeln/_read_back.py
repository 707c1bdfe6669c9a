"""Reading a plain English sentence back into its key and values: the deprecated path.

The library's rules and errors give [`Message`][kartenregeln.messages.Message]s, which
carry their key and values to where they are rendered, so nothing needs to read an
English text back. Before 0.2 ``translate``, ``code`` and ``params`` also took a plain
``str`` and found its template by matching the text against every template; that path
remains for text from elsewhere (a reason stored as text, an outside game's plain
string) until 0.3, with a ``DeprecationWarning`` (given by ``kartenregeln.messages``).
This module is that reader, kept apart from ``messages`` so that the sentences
themselves need no regular expressions.

It keeps the templates in the order texts are matched: the wrappers (an error text that
holds another text) first, then the reasons, the labels, the other errors; a game's
sentence goes before the first one that would read its text.
[`kartenregeln.messages.register`][kartenregeln.messages.register] asks
[`place`][kartenregeln._read_back.place] whether a new sentence's text would be read as
another's (and refuses it then), so the path stays unambiguous while it exists.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Final

__all__ = ["WRAPPERS", "place", "placed", "read", "start"]

WRAPPERS: Final = (
    "illegal_action",
    "illegal_action_over",
    "not_parsed_at",
    "not_parsed",
    "dealer_assumed",
    "replayed_by",
    "replayed",
)
"""The error texts that hold another text (a reason, a problem): matched first."""

_TABLES: Final[dict[str, Mapping[str, tuple[str, str]]]] = {}
"""The tables of ``kartenregeln.messages`` by kind (``reason``, ``line``, ``error``)."""


@functools.cache
def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        re.escape(part) if k % 2 == 0 else f"(?P<{part}>.+?)" for k, part in enumerate(parts)
    )
    return re.compile(f"^{regex}$", re.DOTALL)


_ORDER: Final[list[tuple[str, str]]] = []
"""Every key with its table, in the order texts are matched (so ``game=solo: these rules
have no Tout`` is the game's sentence, not the library's ``game={game}: these rules have
no {kind}``). The games' sentences join it through ``place``."""


def start(tables: Mapping[str, Mapping[str, tuple[str, str]]], owners: Mapping[str, str]) -> None:
    """Read with ``tables`` (``kartenregeln.messages`` gives them, with the game that
    registered each key): the library's sentences in their order. Once; later calls do
    nothing."""
    if _TABLES:
        return
    _TABLES.update(tables)

    def library(kind: str) -> list[str]:
        return [k for k in tables[kind] if k not in owners and k not in WRAPPERS]

    _ORDER[:] = [
        *((k, "error") for k in WRAPPERS),
        *((k, "reason") for k in library("reason")),
        *((k, "line") for k in library("line")),
        *((k, "error") for k in library("error")),
    ]
    _rebuild()


_TEMPLATES: Final[list[tuple[str, re.Pattern[str]]]] = []


def _rebuild() -> None:
    _TEMPLATES[:] = [(key, _pattern(_TABLES[kind][key][0])) for key, kind in _ORDER]
    _read.cache_clear()


def read(text: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The key of the template ``text`` was written from and the values of its blanks,
    or ``None`` for a text no template writes."""
    return _read(text)


@functools.lru_cache(maxsize=4096)
def _read(text: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    for key, pattern in _TEMPLATES:
        found = pattern.match(text)
        if found is not None:
            return key, tuple(found.groupdict().items())
    return None


def _sample(template: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: f"<{m.group(1)}>", template)


def place(new: Mapping[str, tuple[str, str]], kind: str) -> tuple[str, str] | None:
    """Place a game's ``new`` sentences (key → (English, German)) in the table ``kind``;
    or, when one of them would be read as another sentence (or another as one of them),
    change nothing and give the clash (the key read wrongly, the key it is read as)."""
    order = list(_ORDER)
    patterns = dict(_TEMPLATES)
    patterns.update((key, _pattern(en)) for key, (en, _de) in new.items())
    section = [n for n, (k, kd) in enumerate(order) if kd == kind and k not in WRAPPERS]
    start, end = (section[0], section[-1] + 1) if section else (len(order), len(order))
    for key, (en, _de) in new.items():
        sample = _sample(en)
        place = next((n for n in range(start, end) if patterns[order[n][0]].match(sample)), end)
        order.insert(place, (key, kind))
        end += 1
    at = {key: n for n, (key, _kind) in enumerate(order)}
    for n, (key, key_kind) in enumerate(order):
        mine = key in new
        sample = _sample(new[key][0] if mine else _TABLES[key_kind][key][0])
        before = [k for k, _kd in order[:n]] if mine else [k for k in new if at[k] < n]
        for other in before:
            # a clash with the library or another game; a game's own order is its own
            if not (mine and other in new) and patterns[other].match(sample):
                return key, other
    _ORDER[:] = order
    return None


def placed() -> None:
    """The new sentences are in their tables: read texts with them from now on."""
    _rebuild()
