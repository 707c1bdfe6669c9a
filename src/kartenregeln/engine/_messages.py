"""The engine protocol's messages and the view's JSON form (internal).

Everything the protocol sends about a game goes through
[`view_json`][kartenregeln.engine._messages.view_json] and
[`view_from_json`][kartenregeln.engine._messages.view_from_json], the one place that knows the JSON
form of a view.
"""

from __future__ import annotations

import json
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Final, cast

if TYPE_CHECKING:
    from kartenregeln.game import View

PROTOCOL: Final = 1
"""The protocol version in the ``hello`` messages."""


def view_json(view: View[Any]) -> dict[str, Any]:
    """The view in its JSON wire form ([`kartenregeln.wire.to_json`][kartenregeln.wire.to_json])."""
    from kartenregeln import wire

    return wire.to_json(view)


def view_from_json(data: object) -> View[Any]:
    """The view back from its wire form (a ``RecordError`` naming the entry if bad)."""
    from kartenregeln import wire

    return cast("View[Any]", wire.from_json(data))  # the protocol sends views


def game_of(view: object) -> str:
    """The name of the game ``view`` belongs to (``"schafkopf"``, ``"schapa"``)."""
    from kartenregeln.registry import game_of as _game_of

    return _game_of(view).name


def parse_action(game: str, text: str) -> Hashable:
    """An action from its text in ``game``'s notation (``NotationError`` if it is none)."""
    from kartenregeln.registry import get_game

    return get_game(game).parse_action(text)


def line(message: dict[str, Any]) -> bytes:
    """One message as a line of compact JSON."""
    return (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode()
