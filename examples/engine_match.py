"""An outside program plays through the engine protocol: the example engine in
examples/engines/random_engine.py (plain Python, no kartenregeln inside) against the
heuristic bot, in a duplicate match; then a built-in bot run as an engine by
`kartenregeln engine` (a second kartenregeln process)."""

from __future__ import annotations

import sys
from pathlib import Path

from kartenregeln.bots import HeuristicBot, run_duplicate
from kartenregeln.engine import EngineBot

script = Path(__file__).resolve().parent / "engines" / "random_engine.py"
with EngineBot([sys.executable, str(script)]) as engine:
    result = run_duplicate("schafkopf", engine, HeuristicBot(), units=4, seed=1)
    print(f"engine {engine.engine_name!r} {engine.engine_version}: {result}")
    print("faults:", list(result.faults) or "none")

command = [sys.executable, "-m", "kartenregeln", "engine", "--bot", "heuristic"]
with EngineBot(command) as engine:
    result = run_duplicate("schapa", engine, HeuristicBot(), units=1, seed=2)
    print(f"engine {engine.engine_name!r}: {result}")
