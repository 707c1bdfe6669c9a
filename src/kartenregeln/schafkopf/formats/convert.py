"""Conversion between the formats: NetSchafkopf protocols (read only), openschafkopf's
one-line notation, the library's record JSON and its position texts.

>>> from kartenregeln.schafkopf.formats.convert import convert_text
>>> line = ("Rufspiel Blaue von 3: so h7 go eo ho hz hk eu gu h9 su g8 g9 ga gk e9 "
...         "ea ek ez e7 g7 ha s7 gz sa s9 h8 sz e8 sk hu s8")
>>> convert_text(line, "position").startswith("schafkopf d3 ")
True
>>> convert_text(convert_text(line, "record"), "openschafkopf")[:40]
'Rufspiel mit der Gras-Sau von 3: so h7 g'

"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

import attrs

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.errors import NotationError, RecordError
from kartenregeln.messages import say
from kartenregeln.schafkopf.formats.netschafkopf import read_netschafkopf
from kartenregeln.schafkopf.formats.openschafkopf import parse_openschafkopf, to_openschafkopf

__all__ = ["FORMATS", "Game", "convert_text", "detect", "read_games", "write_games"]

FORMATS: Final = ("netschafkopf", "openschafkopf", "record", "position")
"""The format names: ``netschafkopf`` (read only), ``openschafkopf``, ``record``,
``position``."""


@attrs.frozen
class Game:
    """One game read from a file: the ``state``, the players' ``names`` if the file has
    them, and its ``number`` in the file (1 for the first)."""

    state: sk.GameState
    names: tuple[str, ...] | None
    number: int


def detect(text: str) -> str:
    """The format of ``text``: a JSON value is a ``record``, a text whose second line
    starts with "gespielt von" a ``netschafkopf`` protocol, lines starting with
    ``schafkopf `` are ``position`` texts, anything else ``openschafkopf`` lines."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith(("{", "[")):
        return "record"
    lines = [line.strip() for line in text.splitlines()]
    if len(lines) > 1 and lines[1].startswith("gespielt von "):
        return "netschafkopf"
    first = next((line for line in lines if line), "")
    if first.startswith("schafkopf "):
        return "position"
    return "openschafkopf"


def _lines(text: str) -> list[tuple[int, str]]:
    return [
        (k, line.strip())
        for k, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("#")
    ]


def read_games(
    data: str | bytes, fmt: str | None = None, *, rules: sk.Rules | None = None
) -> list[Game]:
    """Every game of a file's contents ``data`` in format ``fmt`` (detected if ``None``).

    ``rules`` are used for openschafkopf lines (they do not state rules); the other formats
    carry their own. NetSchafkopf games the library cannot represent are left out here
    (``read_netschafkopf`` lists them with the reason)."""
    if isinstance(data, bytes):
        if fmt is None or fmt == "netschafkopf":
            text_or_bytes: str | bytes = data
        else:
            text_or_bytes = data.decode("utf-8")
    else:
        text_or_bytes = data
    if fmt is None:
        probe = text_or_bytes if isinstance(text_or_bytes, str) else text_or_bytes.decode("latin-1")
        fmt = detect(probe)
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    if fmt == "netschafkopf":
        session = read_netschafkopf(
            text_or_bytes if isinstance(text_or_bytes, bytes) else text_or_bytes + "\n"
        )
        return [Game(g.state, session.players, g.number) for g in session.games]
    text = text_or_bytes if isinstance(text_or_bytes, str) else text_or_bytes.decode("utf-8")
    if fmt == "record":
        try:
            value = json.loads(text)
        except ValueError as err:
            raise RecordError("record", say("record_not_json", problem=str(err))) from None
        items = value if isinstance(value, list) else [value]
        games: list[Game] = []
        for k, item in enumerate(items, start=1):
            rec = records.loads(json.dumps(item))
            finals = (
                [rec.final] if isinstance(rec, records.GameRecord) else [d.final for d in rec.deals]
            )
            for state in finals:
                if not isinstance(state, sk.GameState):
                    raise RecordError(f"record {k}", say("convert_not_schafkopf"))
                games.append(Game(state, tuple(rec.names), len(games) + 1))
        return games
    out: list[Game] = []
    for no, line in _lines(text):
        try:
            if fmt == "position":
                state = sk.GameState.from_text(line)
            else:
                state = parse_openschafkopf(line, rules)
        except NotationError as err:
            raise RecordError(f"line {no}", err.problem) from None
        out.append(Game(state, None, len(out) + 1))
    return out


def write_games(games: Sequence[Game], fmt: str, *, drop_doublings: bool = False) -> str:
    """``games`` written in format ``fmt``: one line per game (``openschafkopf``,
    ``position``), or record JSON (one record; a JSON array of records for several).
    NetSchafkopf protocols are not written."""
    if fmt == "netschafkopf":
        raise ValueError("NetSchafkopf protocols are read, not written")
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    if fmt == "record":
        texts = [records.dumps(g.state, names=g.names) for g in games]
        if len(texts) == 1:
            return texts[0] if texts[0].endswith("\n") else texts[0] + "\n"
        return json.dumps([json.loads(t) for t in texts], ensure_ascii=False, indent=1) + "\n"
    if fmt == "position":
        return "".join(g.state.to_text() + "\n" for g in games)
    return "".join(to_openschafkopf(g.state, drop_doublings=drop_doublings) + "\n" for g in games)


def convert_text(
    data: str | bytes,
    to: str,
    *,
    source: str | None = None,
    game: int | None = None,
    rules: sk.Rules | None = None,
    drop_doublings: bool = False,
) -> str:
    """``data`` (format ``source``, detected if ``None``) written as ``to``; ``game``
    picks one game by its number in the file."""
    games = read_games(data, source, rules=rules)
    if game is not None:
        games = [g for g in games if g.number == game]
        if not games:
            raise RecordError(f"game {game}", say("convert_no_game"))
    if not games:
        raise RecordError("input", say("convert_nothing"))
    return write_games(games, to, drop_doublings=drop_doublings)
