"""House rules written as one line of text (``Rules.parse``), as the command line takes them.

The text is a comma-separated list: an optional preset first (``speed`` = ``Rules()``,
``sauspiel``, ``netschafkopf``, ``schafkopfordnung``), then options: ``farbwenz`` (on),
``no-sie`` (off), ``name=value`` (``jungfrau=none``, ``solo_order=wenz+farbsolo``)
and nested prices as ``tariff.solo=50`` or ``laufende_min.wenz=3``; ``none`` is ``None``.

>>> str(parse_rules("sauspiel, farbwenz, no-sie").farbwenz)
'True'
>>> parse_rules("jungfrau=none,tariff.bettel=3").tariff.bettel
3
>>> parse_rules("farbwenz=maybe")
Traceback (most recent call last):
...
ValueError: rules option 'farbwenz=maybe': expected on/off, true/false or yes/no
"""

from __future__ import annotations

# The parser lives in rules.py next to ``Rules.parse`` (one module, no import circle);
# this module keeps its public names.
from kartenregeln.schafkopf.rules import PRESETS, parse_rules

__all__ = ["PRESETS", "parse_rules"]
