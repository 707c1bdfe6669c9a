"""A duplicate match on a local Ray instance with two CPUs; the same figures as in one
process. On a cluster pass address="auto" (or "ray://head:10001") instead of workers.

Needs the ray extra: pip install "kartenregeln[ray]"
"""

from __future__ import annotations

from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate

local = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=8, seed=1)
on_ray = run_duplicate(
    "schafkopf", HeuristicBot(), RandomBot(), units=8, seed=1, backend="ray", workers=2
)
print(on_ray)
print("same as one process:", on_ray == local)
