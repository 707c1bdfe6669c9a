"""The command line with house rules: a match with the Sauspiel preset between computer players,
then the same table with Klopfen switched off, and a record checked and scored.

The same as typing, in a shell:

    kartenregeln simulate --rules sauspiel --bots heuristic,random,random,heuristic
    kartenregeln simulate --rules sauspiel --rule klopfen=no --lang en --record m.json
    kartenregeln check m.json && kartenregeln score m.json --lang en
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from kartenregeln.cli import main

BOTS = ["--bots", "heuristic,random,random,heuristic", "--no-progress"]

print("$ kartenregeln simulate --rules sauspiel", *BOTS)
main(["simulate", "--rules", "sauspiel", *BOTS])

with tempfile.TemporaryDirectory() as folder:
    record = str(Path(folder) / "m.json")
    print("\n$ kartenregeln simulate --rules sauspiel --rule klopfen=no --lang en --record m.json")
    main(["simulate", "--rules", "sauspiel", "--rule", "klopfen=no", "--lang", "en",
          "--record", record, *BOTS])  # fmt: skip
    print("\n$ kartenregeln check m.json")
    assert main(["check", record]) == 0
    print("\n$ kartenregeln score m.json --lang en")
    main(["score", record, "--lang", "en"])

print("\n$ kartenregeln simulate --rule help")
main(["simulate", "--rule", "help", "--lang", "en"])
