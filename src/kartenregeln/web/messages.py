"""The messages a browser may send over its WebSocket, checked before anything happens.

A message is one JSON object: ``{"type": "act", "action": "EO"}`` (an action in the
library's notation), or ``{"type": T}`` with T one of ``confirm``, ``pause``,
``resume``, ``advice``, ``start``. Anything else is refused with a reason, and a message
never names a seat: the seat is the one the socket's token holds.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["KINDS", "MAX_DEPTH", "MAX_MESSAGE", "MessageError", "parse_message"]

KINDS = ("act", "confirm", "pause", "resume", "advice", "start")
"""The message types."""
MAX_MESSAGE = 2000
"""The longest message accepted, in characters."""
MAX_DEPTH = 4
"""The deepest nesting of brackets accepted (a message is a flat object)."""


def _depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


class MessageError(ValueError):
    """A malformed or forged message; the reason is one sentence. Nothing changes."""


def parse_message(text: str | None, data: bytes | None, seat: int) -> tuple[str, str | None]:
    """``(type, action)`` of a browser's message for ``seat``, or
    [`MessageError`][kartenregeln.web.messages.MessageError]."""
    if text is None:
        raise MessageError("messages are JSON text, not binary frames")
    if len(text) > MAX_MESSAGE:
        raise MessageError(f"the message is longer than {MAX_MESSAGE} characters")
    if _depth(text) > MAX_DEPTH:  # checked before parsing: no RecursionError, no stack use
        raise MessageError(f"the message is nested too deeply (more than {MAX_DEPTH} levels)")
    try:
        obj: Any = json.loads(text)
    except (ValueError, RecursionError):
        raise MessageError("the message is not JSON") from None
    if not isinstance(obj, dict):
        raise MessageError("a message is a JSON object")
    if "seat" in obj and obj["seat"] != seat:
        raise MessageError(f"this connection acts for seat {seat} only")
    kind = obj.get("type")
    if kind not in KINDS:
        raise MessageError(f"unknown message type {kind!r}; known: {', '.join(KINDS)}")
    unknown = sorted(set(obj) - {"type", "action", "seat"})
    if unknown:
        raise MessageError(f"unknown field {unknown[0]!r}")
    action = obj.get("action")
    if kind == "act":
        if not isinstance(action, str) or not action.strip():
            raise MessageError("an 'act' message needs the action as text, e.g. \"EO\"")
        return kind, action.strip()
    if action is not None:
        raise MessageError(f"a {kind!r} message has no action")
    return kind, None
