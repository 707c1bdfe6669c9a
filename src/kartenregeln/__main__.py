"""``python -m kartenregeln``: the command line."""

import sys

from kartenregeln.cli import main

sys.exit(main())
