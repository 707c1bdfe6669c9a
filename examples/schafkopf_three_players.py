"""Schafkopf zu dritt: three players, the short deck, eight cards each.

A match of nine games between a searching player and two heuristic ones, then the
settlement of one game and its record read back.

Run: python examples/schafkopf_three_players.py
"""

from __future__ import annotations

import random

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.bots import Bot, HeuristicBot, SearchBot


def main() -> None:
    rules = sk.Rules(players=3, deck=sk.Deck.SHORT, klopfen=True, bettel=True)
    print(f"{rules.players} players, {rules.hand_size} cards each")
    bots: list[Bot] = [SearchBot(samples=4), HeuristicBot(), HeuristicBot()]
    rng = random.Random(3)
    match = sk.Match(rules)  # nine games: every seat deals three times
    shown: sk.GameState | None = None
    while not match.is_over:
        state = match.deal(rng)
        while not state.is_over:
            assert state.to_move is not None
            state = state.apply(bots[state.to_move].choose(state.view(state.to_move), rng))
        result = state.settle()
        what = "thrown in" if result.game is None else str(result.game)
        print(f"game {match.games_played + 1}, dealer {state.dealer}: {what}: {result.balance}")
        if shown is None and result.declarer is not None:
            shown = state
        match = match.record(state)
    print("totals:", match.totals)
    if shown is not None:
        print()
        print(shown.settle().text())  # the declarer collects from (or pays) both others
        text = records.dumps(shown, names=["Anna", "Bert", "Cilli"])
        again = records.loads(text)
        assert isinstance(again, records.GameRecord)
        print("record read back:", again.final == shown)


if __name__ == "__main__":
    main()
