"""A whole match of Schapa, eight rounds, between four random players; prints how the
first tricks and the first turns of round 7 went, then the score sheet.

Run: python examples/schapa_match.py [players] [seed]
"""

from __future__ import annotations

import random
import sys

from kartenregeln import schapa as sp


def main(players: int = 4, seed: int = 2024) -> None:
    rng = random.Random(seed)
    rules = sp.Rules(players=players)
    match = sp.Match(rules, first_dealer=rng.randrange(players))
    while not match.is_over:
        number = match.round
        assert number is not None
        info = sp.ROUNDS[number]
        print(
            f"Round {number}: {info.name('en')} — {info.text('en')} (dealer: seat {match.dealer})"
        )
        state = match.deal(rng)
        told = 0
        while not state.is_over:
            action = rng.choice(state.legal_actions())  # a random player
            before, state = state, state.apply(action)
            lines = sp.narrate(state, "en")[len(sp.narrate(before, "en")) :]
            if told < 6:
                for line in lines:
                    print("   ", line)
                told += 1
        result = state.settle()
        print("    ...")
        for entry in result.breakdown[:6]:
            print("   ", entry)
        print("    round scores:", " ".join(f"{s:+d}" for s in result.scores))
        match = match.record(state)
    print()
    print(match.score_sheet())
    print()
    print(match.score_sheet("de").splitlines()[-1])
    winners = ", ".join(f"seat {s}" for s in match.winners())
    print(f"winner: {winners}")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:3]]
    main(*args)
