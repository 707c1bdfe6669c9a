"""Run a bot as an engine: read the protocol's messages from a stream, answer on another.

``kartenregeln engine --bot heuristic`` runs [`serve`][kartenregeln.engine.serve.serve] on
stdin/stdout, so a
kartenregeln process can be an engine for another one.
"""

from __future__ import annotations

import json
import random
import sys
from typing import IO, Any

from kartenregeln._version import __version__
from kartenregeln.bots.base import Bot
from kartenregeln.engine._messages import PROTOCOL, line, view_from_json

__all__ = ["serve"]


def serve(bot: Bot, rng: random.Random, stdin: IO[bytes], stdout: IO[bytes], name: str) -> int:
    """Answer ``hello`` and every ``choose`` with ``bot`` until ``quit`` or the end of
    input; a ``choose`` with a ``seed`` is decided with ``random.Random(seed)``, without
    one with ``rng``. A message it cannot read is answered with ``{"type": "error", ...}``."""
    for raw in stdin:
        if not raw.strip():
            continue
        try:
            message: Any = json.loads(raw)
            kind = message["type"]
        except (ValueError, TypeError, KeyError):
            _send(stdout, {"type": "error", "text": "not a message object with a type"})
            continue
        if kind == "quit":
            return 0
        if kind == "hello":
            _send(stdout, {"type": "hello", "name": name, "version": __version__,
                           "protocol": PROTOCOL})  # fmt: skip
        elif kind == "choose":
            try:
                view = view_from_json(message["view"])
                seed = message.get("seed")
                action = bot.choose(view, rng if seed is None else random.Random(seed))
            except (ValueError, KeyError, TypeError) as exc:
                _send(stdout, {"type": "error", "id": message.get("id"), "text": str(exc)})
                continue
            _send(stdout, {"type": "action", "id": message.get("id"), "action": str(action)})
        else:
            _send(stdout, {"type": "error", "text": f"unknown message type {kind!r}"})
    return 0


def _send(stdout: IO[bytes], message: dict[str, Any]) -> None:
    stdout.write(line(message))
    stdout.flush()


def main(bot_name: str, seed: int, samples: int) -> int:
    """``kartenregeln engine``: serve a built-in bot on stdin/stdout."""
    from kartenregeln.bots.named import bot_named

    bot = bot_named(bot_name, samples=samples)
    return serve(
        bot, random.Random(seed), sys.stdin.buffer, sys.stdout.buffer, f"kartenregeln {bot_name}"
    )
