"""``to_json()`` and ``from_json(data)`` as methods: a base class the public values share.

The work is done by [`kartenregeln.wire`][kartenregeln.wire] (imported when first used, so the core
modules do not import it).
"""

from __future__ import annotations

from typing import Any

from typing_extensions import Self

__all__ = ["WireMethods"]


class WireMethods:
    """Gives a value ``to_json()`` and its class ``from_json(data)`` (the wire form)."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        """This value in the JSON wire form (see [`kartenregeln.wire`][kartenregeln.wire])."""
        from kartenregeln.wire import to_json

        return to_json(self)

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The value written as ``data`` by
        [`to_json`][kartenregeln._wire_methods.WireMethods.to_json]. Raises
        [`WireError`][kartenregeln.wire.WireError] naming the entry for bad data, also when
        ``data`` holds another type of value."""
        from kartenregeln.messages import say
        from kartenregeln.wire import WireError, from_json

        value = from_json(data)
        if not isinstance(value, cls):
            assert isinstance(data, dict)
            found = repr(data["type"])
            raise WireError("type", say("wire_expected_class", name=cls.__name__, found=found))
        return value
