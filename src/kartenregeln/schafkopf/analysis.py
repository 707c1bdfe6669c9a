"""Deprecated: the card-by-card analysis moved to [`kartenregeln.analysis`][kartenregeln.analysis]
(the rules package imports no player, picture or record). Importing this module warns;
it goes in 0.3."""

from __future__ import annotations

import warnings

warnings.warn(
    "kartenregeln.schafkopf.analysis moved to kartenregeln.analysis: import analyse, "
    "Analysis, Decision and Alternative from there (the old path goes in 0.3)",
    DeprecationWarning,
    stacklevel=2,
)

from kartenregeln.analysis import Alternative, Analysis, Decision, analyse  # noqa: E402

__all__ = ["Alternative", "Analysis", "Decision", "analyse"]
