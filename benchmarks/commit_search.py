"""The SearchBot of an earlier commit, for head-to-head runs against today's.

``searchbot_at("a5075bc")`` reads ``src/kartenregeln/bots/search.py`` as it was at that
commit (``git show``; run from inside the repository) and loads it as a module of its own
beside today's package: the old search code on today's adapters, heuristic and solver.
So it measures what changed in ``search.py`` (for a5075bc: the worlds solved on a thread
pool, and the random numbers of each world drawn in order), nothing else. The module is
registered in ``sys.modules`` so that its bots pickle into forked worker processes.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from typing import Any

__all__ = ["searchbot_at"]

ROOT = Path(__file__).resolve().parent.parent


def searchbot_at(commit: str) -> type[Any]:
    """The ``SearchBot`` class of ``search.py`` at ``commit``."""
    name = f"kartenregeln_search_at_{commit}"
    module = sys.modules.get(name)
    if module is None:
        source = subprocess.run(
            ["git", "show", f"{commit}:src/kartenregeln/bots/search.py"],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        spec = importlib.util.spec_from_loader(name, loader=None)
        assert spec is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        exec(compile(source, f"{commit}:search.py", "exec"), module.__dict__)
    bot: type[Any] = module.SearchBot
    return bot
