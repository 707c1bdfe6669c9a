"""Reinforcement-learning integrations (``pip install "kartenregeln[rl]"``).

- `kartenregeln.rl.pettingzoo` — AEC environments for both games (``env(...)``).
- `kartenregeln.rl.gymnasium` — a single-agent environment; kartenregeln's bots play
  the other seats.
- `kartenregeln.rl.openspiel` — both games as OpenSpiel Python games
  (``register()``, then ``pyspiel.load_game("kartenregeln_schafkopf")``).

Each submodule imports its framework when it is imported and says which extra to install
when it is missing. The observations and action indices are those of
[`kartenregeln.encode`][kartenregeln.encode]; [`Episode`][kartenregeln.rl._episode.Episode] is the
game loop they share.
"""

from kartenregeln.rl._episode import Episode

__all__ = ["Episode"]
