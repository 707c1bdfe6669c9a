"""Check the rules yourself before you trust them: the conformance suite on random games
under random house rules, the same that CI and the release's soak run use.

``check_game`` plays random games and checks every promise of the game protocol at every
position (legality, every text/JSON/pickle form, views against the game, ``View.build``,
``check_play`` and ``payout`` against the full game, mutated JSON refused with the
library's error); ``soak`` runs many short matches, one seed each, and reports. The long
run is a command:

    python -m kartenregeln.testing --game schafkopf --games 100000 --seed 1 --workers 2

    python examples/verify_rules.py [seed]
"""

from __future__ import annotations

import random
import sys

from kartenregeln import get_game
from kartenregeln.testing import check_game, random_rules, rule_fields, soak


def main(seed: int) -> None:
    schafkopf = get_game("schafkopf")
    rules = random_rules(schafkopf, random.Random(seed))
    changed = {k: v for k, v in rule_fields(rules).items() if v != rule_fields(type(rules)())[k]}
    print(f"one draw of house rules changes {len(changed)} of {len(rule_fields(rules))} options")
    positions = check_game(schafkopf, games=3, seed=seed, mutations=10)
    print(f"check_game: 3 Schafkopf games, {positions} positions, every check on each")
    for name in ("schafkopf", "schapa"):
        report = soak(name, games=40, seed=seed)
        print(report.text())
        if report.failures:
            raise SystemExit(1)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 38)
