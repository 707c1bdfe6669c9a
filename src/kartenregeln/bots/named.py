"""The built-in bots by name, as the command line and the environments name them."""

from __future__ import annotations

from typing import Final

from kartenregeln.bots.base import Bot, RandomBot

__all__ = ["BOT_NAMES", "bot_named"]

BOT_NAMES: Final = ("random", "heuristic", "search")


def bot_named(name: str, *, samples: int = 8) -> Bot:
    """A new bot by name: ``random``, ``heuristic`` or ``search`` (``samples`` worlds per
    decision, no time limit, so a seed reproduces every decision).

    >>> bot_named("heuristic")
    HeuristicBot()
    """
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        from kartenregeln.bots.heuristic import HeuristicBot

        return HeuristicBot()
    if name == "search":
        from kartenregeln.bots.search import SearchBot

        return SearchBot(samples=samples, time_limit=None)
    raise ValueError(f"unknown bot {name!r}; choose random, heuristic or search")
