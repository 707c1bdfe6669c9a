"""House rules: a Farbwenz and a Bettel ouvert, played by the heuristic bots.

Run: python examples/schafkopf_house_rules.py
"""

from __future__ import annotations

import random

from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot


def play(
    rules: sk.Rules, hands: list[str], declarer: int, game: str, cards: int = 32
) -> sk.GameState:
    """Everybody passes but ``declarer``, who announces ``game``; the bots play up to
    ``cards`` cards."""
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    for seat in range(4):
        state = state.apply("spiele" if seat == declarer else "weiter")
    state = state.apply(game)
    bot = HeuristicBot()
    rng = random.Random(1)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    while not state.is_over and 4 * len(state.tricks) + len(state.trick) < cards:
        assert state.to_move is not None
        state = state.apply(bot.choose(state.view(state.to_move), rng))
    return state


def main() -> None:
    rules = sk.Rules(farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True)
    farbwenz = play(
        rules,
        [
            "EU GU EA EZ EK EO E9 GA",
            "HU SU GZ GK GO G9 G8 G7",
            "HA HZ HK HO H9 H8 SA SZ",
            "E8 E7 H7 SK SO S9 S8 S7",
        ],
        0,
        "farbwenz eichel",
    )
    print(farbwenz.game, "Laufende:", farbwenz.laufende())
    print(farbwenz.settle())
    hands = [
        "E7 E8 G7 G8 H7 H8 S7 S8",
        "EA EZ EK EO GA GZ GK GO",
        "HA HZ HK HO SA SZ SK SO",
        "EU GU HU SU E9 G9 H9 S9",
    ]
    first_trick = play(rules, hands, 0, "bettel ouvert", cards=4)
    shown = first_trick.view(2).open_hand
    assert shown is not None
    print("after the first trick seat 2 sees the declarer's hand:", shown.to_text("schafkopf"))
    bettel = play(rules, hands, 0, "bettel ouvert")
    print(bettel.game, "declarer's tricks:", bettel.settle().tricks[0])
    print(bettel.settle())


if __name__ == "__main__":
    main()
