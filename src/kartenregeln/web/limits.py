"""What one browser's connection may send: a rate, a burst, a small queue.

Every frame a WebSocket carries counts. A frame over the rate, or one that finds the
connection's queue full, is refused at once with an ``error`` message that says so
(``"retry_after"``: the seconds until the connection may send again; nothing of the
room is touched, no lock is taken, and the message is not kept: a client that still
wants it sends it again); a connection refused more than ``close_after`` times
within ``window`` seconds is closed (code 1008, policy violation). A page used by a
person stays far below the limits: a key pressed is one message, and the page waits for
nothing.

>>> bucket = TokenBucket(rate=2.0, burst=2, now=0.0)
>>> [bucket.take(0.0), bucket.take(0.0), bucket.take(0.0), bucket.take(0.5)]
[True, True, False, True]
"""

from __future__ import annotations

from collections import deque

import attrs

__all__ = ["Limits", "Strikes", "TokenBucket"]


@attrs.frozen
class Limits:
    """The limits of one connection: ``rate`` messages a second on average, ``burst`` at
    once, ``queue`` waiting for the room at most; closed after ``close_after`` refusals
    within ``window`` seconds."""

    rate: float = 20.0
    burst: int = 40
    queue: int = 8
    close_after: int = 100
    window: float = 10.0


class TokenBucket:
    """``burst`` tokens, refilled at ``rate`` a second; each message takes one."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = now

    def take(self, now: float) -> bool:
        self.tokens = min(float(self.burst), self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def wait(self) -> float:
        """Seconds until the next message may be taken (0 if one may now).

        >>> bucket = TokenBucket(rate=4.0, burst=1, now=0.0)
        >>> bucket.take(0.0), bucket.wait()
        (True, 0.25)
        """
        return max(0.0, (1.0 - self.tokens) / self.rate)


class Strikes:
    """The refusals of one connection within the last ``window`` seconds.

    >>> s = Strikes(limit=2, window=10.0)
    >>> [s.add(0.0), s.add(1.0), s.add(2.0), s.add(30.0)]
    [False, False, True, False]
    """

    def __init__(self, limit: int, window: float) -> None:
        self.limit, self.window = limit, window
        self.times: deque[float] = deque()

    def add(self, now: float) -> bool:
        """Count one refusal; whether the connection is now over its limit."""
        self.times.append(now)
        while self.times and self.times[0] < now - self.window:
            self.times.popleft()
        return len(self.times) > self.limit
