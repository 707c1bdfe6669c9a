"""The Bestenliste's periods: today, this month, all time (in the server's local time).

>>> import datetime as dt
>>> noon = dt.datetime(2026, 3, 15, 12, 0).timestamp()
>>> dt.datetime.fromtimestamp(period_start("today", noon)).isoformat()
'2026-03-15T00:00:00'
>>> dt.datetime.fromtimestamp(period_start("month", noon)).isoformat()
'2026-03-01T00:00:00'
>>> period_start("all", noon) is None
True
"""

from __future__ import annotations

import datetime as dt

__all__ = ["PERIODS", "period_start"]

PERIODS = ("today", "month", "all")
"""The Bestenliste's periods."""


def period_start(period: str, now: float) -> float | None:
    """The Unix time the ``period`` begins at (``None``: all time)."""
    if period == "all":
        return None
    day = dt.datetime.fromtimestamp(now).replace(hour=0, minute=0, second=0, microsecond=0)
    if period == "month":
        day = day.replace(day=1)
    return day.timestamp()
