"""The one place where a seat's view becomes JSON for the browser: the library's wire form.

[`kartenregeln.wire.to_json`][kartenregeln.wire.to_json] of the seat's view: the hand in display
order, the
legal actions in notation, and its ``render`` object (the trick with who played each
card, the game's name, the round's name). Never another seat's cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kartenregeln import wire

if TYPE_CHECKING:
    from kartenregeln.game import View

__all__ = ["view_json"]


def view_json(view: View[Any]) -> dict[str, Any]:
    """A seat's view in the wire form (``schafkopf.view`` or ``schapa.view``)."""
    return wire.to_json(view)
