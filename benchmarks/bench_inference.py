"""How close sampled worlds are to the true deal, with and without inference.

Run: python benchmarks/bench_inference.py [--games 200] [--worlds 8]

Plays Schafkopf games with HeuristicBot in every seat (so the model of the other players
is right) and, at each seat's first decision after the auction (Kontra or the first card),
draws worlds with ``view.sample`` (plain) and with ``infer_worlds`` (bids counted). It
prints, over all those decisions:

- **cards placed right**: the share of the cards the seat cannot see that a world puts in
  the hand that really holds them (a uniform guess among three hands gives about 1/3);
- **declarer's hand**: the same share for the declarer's hand alone, in Solo-class games
  (the bids say most about it);
- the surprise of the worlds (decisions of the other seats the model cannot explain) and
  the time per world.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot
from kartenregeln.bots.inference import infer_worlds, surprise
from kartenregeln.schafkopf.state import Phase

HEADER = "| worlds | cards placed right | declarer's hand (Solo class) | surprise | ms per world |"


def placed_right(view: Any, truth: Any, world: Any, seats: list[int]) -> tuple[int, int]:
    right = total = 0
    for s in seats:
        true_mask = truth.hand(s).mask
        total += true_mask.bit_count()
        right += (true_mask & world.hand(s).mask).bit_count()
    return right, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--worlds", type=int, default=8)
    args = parser.parse_args()
    bot = HeuristicBot()
    rng = random.Random(2026)
    stats: dict[str, dict[str, list[float]]] = {
        k: {"all": [], "decl": [], "surprise": [], "ms": []} for k in ("plain", "inferred")
    }
    for g in range(args.games):
        state = sk.deal(sk.Rules(), dealer=g % 4, rng=rng)
        asked: set[int] = set()
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            after_auction = state.phase in (Phase.KONTRA, Phase.RE, Phase.PLAY)
            if after_auction and seat not in asked and state.game is not None:
                asked.add(seat)
                view = state.view(seat)
                others = [s for s in range(4) if s != seat]
                solo = state.game.is_solo and state.declarer != seat
                for kind in ("plain", "inferred"):
                    world_rng = random.Random(g * 10 + seat)
                    start = time.perf_counter()
                    if kind == "plain":
                        worlds = [view.sample(world_rng) for _ in range(args.worlds)]
                    else:
                        worlds = infer_worlds(view, world_rng, args.worlds)
                    ms = (time.perf_counter() - start) * 1000 / args.worlds
                    st = stats[kind]
                    st["ms"].append(ms)
                    for w in worlds:
                        r, t = placed_right(view, state, w, others)
                        st["all"].append(r / t)
                        if solo and state.declarer is not None:
                            r, t = placed_right(view, state, w, [state.declarer])
                            st["decl"].append(r / t)
                        st["surprise"].append(surprise(w, seat))
            state = state.apply(bot.choose(state.view(seat), rng))
    print(f"{args.games} games, {args.worlds} worlds per decision, HeuristicBot in every seat")
    print(HEADER)
    print("|---|---|---|---|---|")
    for kind, st in stats.items():
        decl = f"{statistics.fmean(st['decl']):.1%}" if st["decl"] else "-"
        print(
            f"| {kind} | {statistics.fmean(st['all']):.1%} | {decl} "
            f"| {statistics.fmean(st['surprise']):.2f} | {statistics.median(st['ms']):.2f} |"
        )


if __name__ == "__main__":
    main()
