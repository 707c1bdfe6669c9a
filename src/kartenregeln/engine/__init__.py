"""The engine protocol: bots in other programs (any language) play through JSON lines on
stdin/stdout, like UCI engines in chess. See ``docs/engine.md`` for the protocol.

- [`EngineBot`][kartenregeln.engine.bot.EngineBot] — a [`Bot`][kartenregeln.bots.base.Bot] that
  runs such a program; a
  fallback bot decides whenever the program crashes, answers garbage or runs out of
  time, and each such decision is recorded as an
  [`EngineFault`][kartenregeln.engine.bot.EngineFault].
- [`serve`][kartenregeln.engine.serve.serve] — answer the protocol with a kartenregeln bot
  (``kartenregeln engine``).
"""

from __future__ import annotations

import argparse

from kartenregeln.engine.bot import EngineBot, EngineFault
from kartenregeln.engine.serve import serve

__all__ = ["EngineBot", "EngineFault", "cli_main", "serve"]


def cli_main(args: argparse.Namespace) -> int:
    """The ``kartenregeln engine`` command."""
    from kartenregeln.engine.serve import main

    return main(args.bot, args.seed, args.samples)
