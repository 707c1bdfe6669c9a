"""Play one Schafkopf game between four simple players and print the Abrechnung.

Uses only the public API: ``from kartenregeln import schafkopf as sk``.

    python examples/schafkopf_quickstart.py [seed]
"""

from __future__ import annotations

import random
import sys

from kartenregeln import Rank
from kartenregeln import schafkopf as sk


def simple_player(view: sk.View, rng: random.Random) -> sk.Action:
    """Say spiele with four or more Ober and Unter, announce the first game offered, never
    double, lead the first legal card and follow with a random legal card."""
    legal = view.legal_actions
    if sk.SPIELE in legal:
        strong = sum(1 for c in view.hand if c.rank in (Rank.OBER, Rank.UNTER))
        return sk.SPIELE if strong >= 4 else sk.WEITER
    if sk.GUT in legal:
        return sk.GUT
    if sk.WEITER in legal:  # no Klopfen; in the auction keep the game already announced
        return sk.WEITER
    if isinstance(legal[0], sk.Announce) or not view.trick:
        return legal[0]
    return rng.choice(legal)


def main(seed: int = 7) -> None:
    rng = random.Random(seed)
    rules = sk.Rules()
    state = sk.deal(rules, dealer=3, rng=rng)
    for seat in range(4):
        print(f"seat {seat}: {state.hand(seat).to_text('schafkopf')}")
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        action = simple_player(state.view(mover), rng)
        print(sk.describe(action, mover, lang="de"))
        state = state.apply(action)
        if isinstance(action, sk.Play) and not state.trick and state.tricks:
            print("  " + sk.describe(state.tricks[-1], lang="de"))
    result = state.settle()
    print()
    print(sk.describe(result, lang="de"))
    print("Abrechnung:")
    for line in result.breakdown:
        print(f"  {line}")
    print("  scores (what each seat collects):", result.scores)
    print("  balance (zero-sum):              ", result.balance)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
