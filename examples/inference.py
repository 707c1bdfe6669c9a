"""What the bids reveal: sampled worlds with and without inference.

Four HeuristicBots bid until one of them announces a game of the Solo class. The seat
after the declarer then asks: what does the declarer hold? Plain sampling deals the unseen
cards alike; ``infer_worlds`` keeps the worlds in which HeuristicBot would have bid as the
seats did, so the declarer gets a strong hand. Finally SearchBot's advice on Kontra.

Run: python examples/inference.py
"""

from __future__ import annotations

import random
import statistics

from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot, SearchBot, infer_worlds, surprise
from kartenregeln.bots.schafkopf.heuristic import game_strength


def solo_auction() -> sk.GameState:
    """The first deal (from seed 0 on) whose auction, by HeuristicBots, ends in a Solo."""
    bot = HeuristicBot()
    for seed in range(1000):
        rng = random.Random(seed)
        state = sk.deal(sk.Rules(), dealer=seed % 4, rng=rng)
        while state.phase is not sk.Phase.KONTRA and not state.is_over:
            assert state.to_move is not None
            state = state.apply(bot.choose(state.view(state.to_move), rng))
        if state.phase is sk.Phase.KONTRA and state.game is not None and state.game.is_solo:
            return state
    raise RuntimeError("no Solo in 1000 deals")


def main() -> None:
    state = solo_auction()
    game, declarer = state.game, state.declarer
    assert game is not None
    assert declarer is not None
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    print(f"Seat {declarer} plays {game}; seat {seat} holds {view.hand.to_text('schafkopf')}")
    truth = game_strength(game, state.hand(declarer).mask)
    print(f"The declarer's real hand has strength {truth:.1f} for {game}.")
    plain = [view.sample(random.Random(k)) for k in range(8)]
    inferred = infer_worlds(view, random.Random(1), 8, draws=240)
    for name, worlds in (("plain", plain), ("inferred", inferred)):
        strength = statistics.fmean(game_strength(game, w.hand(declarer).mask) for w in worlds)
        unexplained = statistics.fmean(surprise(w, seat) for w in worlds)
        print(
            f"  {name:8}: mean declarer strength {strength:5.1f}, "
            f"bids the model cannot explain {unexplained:.2f}"
        )
    bot = SearchBot(samples=8, bid_samples=8, time_limit=None)
    print("SearchBot's advice:")
    for advice in bot.evaluate(view, random.Random(2)):
        print(f"  {advice}")


if __name__ == "__main__":
    main()
