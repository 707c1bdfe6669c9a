"""The strong computer's advice (the R key of Speedschafkopf) on a real position.

First the bidding: seat 0 (Vorhand) is asked whether it plays. ``advise`` values
``spiele`` by every game seat 0 could then announce, each over the same sampled worlds,
and lists those games with their values (``Advice.lines``); ``spiele`` is worth the best.
Then a Rufspiel is under way; seat 1 is to play. ``advise`` samples worlds consistent with
what seat 1 has seen, evaluates every legal card in each, and lists them best first.

Run: python examples/advice.py
"""

from __future__ import annotations

import random

from kartenregeln import schafkopf as sk
from kartenregeln.bots import advise, solve

HANDS = [
    "EO HO HA HK GA GZ S9 S8",  # seat 0, Vorhand
    "GO SO EU GU HZ EA E9 S7",  # seat 1
    "HU SU H9 H8 EZ EK GK SA",  # seat 2
    "H7 E8 E7 G9 G8 G7 SZ SK",  # seat 3, the dealer
]


def main() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    print(f"Seat 0 holds {state.view(0).hand.to_text('schafkopf')}; does it play?")
    for advice in advise(state.view(0), 8, rng=random.Random(1)):
        print(f"  {advice.action}: {advice.value:+.2f} over {advice.samples} worlds")
        for game, value in advice.lines:  # the games behind ``spiele``, best first
            print(f"      {game}: {value:+.2f}")
    for action in ("spiele", "weiter", "weiter", "weiter", "rufspiel schellen"):
        state = state.apply(action)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    state = state.apply("EO")  # Vorhand leads the Eichel-Ober
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    print(f"Game: {state.game}, declarer seat {state.declarer}; seat {seat} to play.")
    print(f"Seat {seat} holds {view.hand.to_text('schafkopf')}")
    print("Advice (mean balance for seat over sampled worlds, share of worlds where best):")
    for advice in advise(view, 12, rng=random.Random(1)):
        print(f"  {advice}")
    # With every hand open, the solver knows the exact answer for the last tricks.
    while sum(len(state.hand(s)) for s in range(4)) > 12:
        state = state.apply(state.legal_actions()[0])
    print("Exact, all hands open, three tricks before the end:", solve(state))


if __name__ == "__main__":
    main()
