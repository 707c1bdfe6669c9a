"""A deliberately naive second implementation of the rules of Schafkopf and Schapa, to
compare the engine with (``python -m kartenregeln._reference``; docs/reference.md).

It shares no code with the engine: it reads only the fields of the public ``Rules``
values and the position texts, and computes legality, trick winners and scores again,
slowly and plainly, from the rules as the documentation states them.
"""

from kartenregeln._reference.compare import Difference, Report, compare

GAMES = ("schafkopf", "schapa")
"""The games the reference knows."""

__all__ = ["GAMES", "Difference", "Report", "compare"]
