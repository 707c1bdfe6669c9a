"""Many random games, the fast way: the loop a simulation or a search runs.

Take the tuple from ``legal_actions()`` and hand one of its actions back to ``apply``.
The state caches that tuple and accepts its own action objects at once, so the loop
pays for one check that costs about one mask test. Text such as ``"EO"`` is accepted
too, but it is parsed and fully checked every time: keep it for people, not for loops.
Build ``Rules`` once and reuse it.

    python examples/random_playouts.py [games]
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def schafkopf_games(games: int, rng: random.Random) -> Counter[str]:
    """Random Schafkopf games from the deal to the settlement; the games played, counted."""
    rules = sk.Rules()
    played: Counter[str] = Counter()
    for g in range(games):
        state = sk.deal(rules, dealer=g % 4, rng=rng)
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        result = state.settle()
        played["thrown in" if result.game is None else result.game.kind.value] += 1
    return played


def schapa_rounds(rounds: int, rng: random.Random) -> list[int]:
    """Random four-player Schapa rounds 1 to 8 in turn; the summed scores per seat."""
    rules = sp.Rules(players=4)
    totals = [0, 0, 0, 0]
    for r in range(rounds):
        state = sp.deal(rules, round=r % 8 + 1, dealer=r % 4, rng=rng)
        while state.to_move is not None:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
        for seat, score in enumerate(state.settle().scores):
            totals[seat] += score
    return totals


def main(games: int = 400) -> None:
    rng = random.Random(2026)
    start = time.perf_counter()
    played = schafkopf_games(games, rng)
    elapsed = time.perf_counter() - start
    print(f"{games} random Schafkopf games in {elapsed:.2f} s:")
    for kind, count in played.most_common():
        print(f"  {kind:<10} {count}")
    start = time.perf_counter()
    totals = schapa_rounds(games, rng)
    elapsed = time.perf_counter() - start
    print(f"{games} random Schapa rounds (4 players) in {elapsed:.2f} s; totals {totals}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 400)
