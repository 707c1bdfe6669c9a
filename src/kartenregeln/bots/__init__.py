"""Computer players for both games, on their views only.

>>> from kartenregeln.bots import Bot, RandomBot, HeuristicBot, SearchBot, advise, solve
>>> isinstance(SearchBot(), Bot)
True

- [`RandomBot`][kartenregeln.bots.base.RandomBot] — uniform over the legal actions.
- [`HeuristicBot`][kartenregeln.bots.heuristic.HeuristicBot] — small, named rules of a sensible club
  player.
- [`SearchBot`][kartenregeln.bots.search.SearchBot] — samples worlds consistent with the view
  (and, in the bidding, with how the other seats bid), solves the endgame exactly and plays
  the rest out heuristically; chooses the best mean.
- [`infer_worlds`][kartenregeln.bots.inference.infer_worlds] — sampled worlds kept by how well
  a model of the other players explains their actions.
- [`advise`][kartenregeln.bots.search.advise] — every legal action with its estimated value (the R
  key).
- [`solve`][kartenregeln.bots.solver.solve] — the exact value of a perfect-information position;
  [`solver_backend`][kartenregeln.bots.solver.solver_backend] says whether the compiled search
  or the pure-Python one runs (``KARTENREGELN_PURE=1`` forces Python).
- [`run_duplicate`][kartenregeln.bots.arena.run_duplicate] — duplicate matches between two bots,
  with a 95 % interval.
"""

from kartenregeln.bots.arena import ArenaResult, play_out, run_duplicate
from kartenregeln.bots.base import Bot, RandomBot
from kartenregeln.bots.heuristic import HeuristicBot
from kartenregeln.bots.inference import infer_worlds, surprise
from kartenregeln.bots.named import BOT_NAMES, bot_named
from kartenregeln.bots.search import Advice, SearchBot, advise
from kartenregeln.bots.solver import SolveResult, minimax, solve, solver_backend

__all__ = [
    "BOT_NAMES",
    "Advice",
    "ArenaResult",
    "Bot",
    "HeuristicBot",
    "RandomBot",
    "SearchBot",
    "SolveResult",
    "advise",
    "bot_named",
    "infer_worlds",
    "minimax",
    "play_out",
    "run_duplicate",
    "solve",
    "solver_backend",
    "surprise",
]
