"""Schafkopf zu dritt with the long deck: ten cards each and a Skat of two.

The Skat stays face down; after the tenth trick its Augen count for the seat that took
that trick. A short match between a searching player and two heuristic ones, then one
game's Skat, Augen and settlement, and its record read back.

Run: python examples/schafkopf_three_players_long.py
"""

from __future__ import annotations

import random

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.bots import Bot, HeuristicBot, SearchBot
from kartenregeln.names import schafkopf_code


def main() -> None:
    rules = sk.Rules(players=3, deck=sk.Deck.LONG, klopfen=True)
    print(f"{rules.players} players, {rules.hand_size} cards each, a Skat of {rules.skat_size}")
    bots: list[Bot] = [SearchBot(samples=2), HeuristicBot(), HeuristicBot()]
    rng = random.Random(5)
    match = sk.Match(rules)  # nine games: every seat deals three times
    shown: sk.GameState | None = None
    for _ in range(3):
        state = match.deal(rng)
        while not state.is_over:
            assert state.to_move is not None
            view = state.view(state.to_move)
            assert view.skat is None  # nobody sees the Skat during the game
            state = state.apply(bots[state.to_move].choose(view, rng))
        result = state.settle()
        what = "thrown in" if result.game is None else str(result.game)
        print(f"dealer {state.dealer}: {what}: {result.balance}")
        if shown is None and len(state.tricks) == rules.hand_size:
            shown = state
        match = match.record(state)
    print("totals so far:", match.totals)
    if shown is not None:
        last = shown.tricks[-1].winner
        print()
        skat = " ".join(schafkopf_code(c) for c in shown.skat)
        print(f"the Skat {skat} goes with the last trick to seat {last}")
        print("Augen with the Skat:", shown.augen, "=", sum(shown.augen))
        print(shown.settle().text())
        again = records.loads(records.dumps(shown, names=["Anna", "Bert", "Cilli"]))
        assert isinstance(again, records.GameRecord)
        print("record read back:", again.final == shown)


if __name__ == "__main__":
    main()
