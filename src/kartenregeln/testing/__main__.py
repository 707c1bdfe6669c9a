"""``python -m kartenregeln.testing``: the conformance suite's long run (see
[`kartenregeln.testing.soak`][kartenregeln.testing.soak])."""

from __future__ import annotations

import sys

from kartenregeln.testing._soak import main

if __name__ == "__main__":
    sys.exit(main())
