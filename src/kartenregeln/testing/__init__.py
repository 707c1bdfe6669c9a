"""The conformance suite for a game on the protocol: ``check_game(game)``.

It takes a registered game descriptor (see [`kartenregeln.game.Game`][kartenregeln.game.Game]),
plays random matches under the default rules and under random house rules and seat
counts, and checks every promise of the protocol of
[`kartenregeln.game`][kartenregeln.game] at every state. It raises
[`GameCheckError`][kartenregeln.game.GameCheckError] naming the broken promise and the actions
that led to it, and returns the number of states checked.

>>> from kartenregeln import get_game
>>> from kartenregeln.testing import check_game
>>> check_game(get_game("schapa"), games=1, seed=1) > 0
True
"""

from kartenregeln.testing._check import GameCheckError, check_game, random_rules, rule_fields
from kartenregeln.testing._soak import SECOND_CHECKS, SoakReport, soak

__all__ = [
    "SECOND_CHECKS",
    "GameCheckError",
    "SoakReport",
    "check_game",
    "random_rules",
    "rule_fields",
    "soak",
]
