"""Old names kept for one release: a read-only alias that warns when used.

>>> import warnings
>>> class Box:
...     def __init__(self) -> None:
...         self.trick = (1, 2)
...     current_trick = renamed("current_trick", "trick")
>>> with warnings.catch_warnings(record=True) as caught:
...     warnings.simplefilter("always")
...     Box().current_trick, caught[0].category.__name__
((1, 2), 'DeprecationWarning')
"""

from __future__ import annotations

import warnings
from typing import Any

__all__ = ["renamed", "warn_renamed"]


def warn_renamed(old: str, new: str, *, stacklevel: int = 3) -> None:
    """Warn that ``old`` is deprecated in favour of ``new``."""
    warnings.warn(
        f"{old} is deprecated and will be removed in the next release; use {new}",
        DeprecationWarning,
        stacklevel=stacklevel,
    )


def renamed(old: str, new: str) -> Any:
    """A property ``old`` that returns the attribute ``new`` with a ``DeprecationWarning``."""

    def get(self: Any) -> Any:
        warn_renamed(f"{type(self).__name__}.{old}", f".{new}")
        return getattr(self, new)

    return property(get, doc=f"Deprecated: use ``{new}``.")
