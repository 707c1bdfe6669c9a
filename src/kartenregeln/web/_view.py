"""The one place where a seat's view becomes JSON for the browser: the library's wire form.

:func:`kartenregeln.wire.to_json` of the seat's view: the hand in display order, the
legal actions in notation, and its ``render`` object (the trick with who played each
card, the game's name, the round's name). Never another seat's cards.
"""

from __future__ import annotations

from typing import Any

from kartenregeln import wire

__all__ = ["view_json"]


def view_json(view: Any) -> dict[str, Any]:
    """A seat's view in the wire form (``schafkopf.view`` or ``schapa.view``)."""
    data: dict[str, Any] = wire.to_json(view)
    return data
