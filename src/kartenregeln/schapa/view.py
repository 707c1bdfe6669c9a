"""What one seat may know about a round, and sampling a full round consistent with it.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(2))
>>> view = state.view(1)
>>> view.hand == state.hands[1], view.hand_sizes, view.legal_actions == state.legal_actions()
(True, (13, 13, 13, 13), True)
>>> world = view.sample(random.Random(5))
>>> world.view(1) == view
True
"""

from __future__ import annotations

# RoundView lives in state.py: a state makes views and a view samples states, so the two
# classes share one module (no import circle). This module keeps their public names.
from kartenregeln.schapa.state import RoundView, make_view
from kartenregeln.schapa.state import _attempt as _attempt
from kartenregeln.schapa.state import _constraints as _constraints
from kartenregeln.schapa.state import _deal_unseen as _deal_unseen
from kartenregeln.schapa.state import played_by as played_by

__all__ = ["RoundView", "make_view"]
