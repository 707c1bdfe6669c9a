"""What one seat may see, and sampling full states consistent with it.

>>> import random
>>> from kartenregeln.schafkopf import Rules, deal
>>> s = deal(Rules(), dealer=3, rng=random.Random(5))
>>> v = s.view(2)
>>> v.hand == s.hand(2), v.legal_actions
(True, ())
>>> world = v.sample(random.Random(1))
>>> world.view(2) == v
True
"""

from __future__ import annotations

# View lives in state.py: a state makes views and a view samples states, so the two classes
# share one module (no import circle). This module keeps their public names.
from kartenregeln.errors import SampleError
from kartenregeln.schafkopf.state import View, make_view, open_hand
from kartenregeln.schafkopf.state import _draw as _draw
from kartenregeln.schafkopf.state import _feasible as _feasible
from kartenregeln.schafkopf.state import _replay as _replay

__all__ = ["SampleError", "View", "make_view", "open_hand"]
