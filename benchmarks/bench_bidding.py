"""Bidding decisions against the true deal: the regret of each bot.

Run: python benchmarks/bench_bidding.py [--points 700] [--workers 2] [--solve-from N]
     python benchmarks/bench_bidding.py --declarations 2000 [--rules default|peer]
       [--bots heuristic,search] [--workers 2] [--seed 1]

``--declarations N`` counts instead which games each bot declares when it bids in all four
seats of N deals (the auction only, no card play): the Solo-class games (every game but a
Rufspiel and a Ramsch) per 2,000 deals, by kind, at the default rules or at the rules of
the SchafkopfRL arena (``--rules peer``: Rufspiel, Farbsolo and Wenz, tariff 20/50/10).

Collects decision points from Schafkopf games played by HeuristicBot (seeds 0, 1, …): every
decision of the auction's second round, Kontra and Re with two or more legal actions. At
each point every legal action is played out **in the true deal** by HeuristicBot in every
seat (it is deterministic), which gives each action's true value for the seat. A bot's
**regret** at a point is the best action's true value minus that of the action it chose
from its view; lower is better, and the hindsight-best action is out of reach, so no bot
gets to zero. The table compares HeuristicBot, the SearchBot of 0.1.0
(``legacy_search.py``) and SearchBot with and without inference on the same points.

Caveat: the true values assume HeuristicBot's play after the decision, for our seat too;
SearchBot plays its cards better, so this measures the bidding against HeuristicBot
opponents, not the whole bot.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot, SearchBot
from kartenregeln.bots.arena import play_out
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.schafkopf.state import Phase

sys.path.insert(0, str(Path(__file__).resolve().parent))
from legacy_search import LegacySearchBot

H = HeuristicBot()
PHASES = (Phase.AUCTION, Phase.KONTRA, Phase.RE)
BOTS: dict[str, Any] = {
    "HeuristicBot": H,
    "SearchBot 0.1.0": LegacySearchBot(),
    "SearchBot(inference=False)": SearchBot(inference=False),
    "SearchBot()": SearchBot(),
}


def points(n: int) -> list[tuple[sk.GameState, int]]:
    out: list[tuple[sk.GameState, int]] = []
    seed = 0
    while len(out) < n:
        rng = random.Random(seed)
        state = sk.deal(sk.Rules(), dealer=seed % 4, rng=rng)
        seed += 1
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            if state.phase in PHASES and len(state.legal_actions()) > 1:
                out.append((state, seat))
            state = state.apply(H.choose(state.view(seat), rng))
    return out[:n]


def true_value(state: sk.GameState, seat: int, action: Any) -> int:
    end = play_out(state.apply(action), [H] * 4, random.Random(0))
    return int(end.settle().balance[seat])


def regret(args: tuple[str, int, sk.GameState, int, int]) -> tuple[str, float, float]:
    name, k, state, seat, solve_from = args
    SchafkopfAdapter.solve_from = solve_from
    start = time.perf_counter()
    chosen = BOTS[name].choose(state.view(seat), random.Random(k))
    seconds = time.perf_counter() - start
    values = {a: true_value(state, seat, a) for a in state.legal_actions()}
    return state.phase.name, max(values.values()) - values[chosen], seconds


DECLARERS: dict[str, Any] = {"heuristic": H, "search": SearchBot(time_limit=None)}
PEER_RULES = sk.Rules.sauspiel(
    klopfen=False, geier=False, tout=False, sie=False, solo_order=("farbsolo", "wenz")
)


def declared(job: tuple[str, str, int, int]) -> tuple[str, float, int]:
    """The game declared in deal ``index`` with ``name`` bidding in every seat (``"none"``:
    nobody played, ``"ramsch"``), the mean seconds per bidding decision and their number."""
    name, rules_name, seed, index = job
    rules = PEER_RULES if rules_name == "peer" else sk.Rules()
    bot = DECLARERS[name]
    rng = random.Random(f"{seed}/declare/{index}")
    state = sk.deal(rules, dealer=index % 4, rng=rng)
    seconds, decisions = 0.0, 0
    while not state.is_over and state.phase in (Phase.KLOPFEN, Phase.ROUND1, Phase.AUCTION):
        seat = state.to_move
        assert seat is not None
        start = time.perf_counter()
        action = bot.choose(state.view(seat), rng)
        seconds += time.perf_counter() - start
        decisions += 1
        state = state.apply(action)
    game = state.game
    kind = "none" if game is None else str(game.kind)
    if game is not None and game.tout:
        kind += " tout"
    return kind, seconds / max(1, decisions), decisions


def declarations(args: argparse.Namespace) -> None:
    print(f"{args.declarations} deals, rules {args.rules}, seed {args.seed}; "
          "each bot bids in all four seats")  # fmt: skip
    with Pool(args.workers) as pool:
        for name in args.bots.split(","):
            if name not in DECLARERS:
                raise SystemExit(f"--bots: unknown bot {name!r} (use {', '.join(DECLARERS)})")
            jobs = [(name, args.rules, args.seed, i) for i in range(args.declarations)]
            start = time.perf_counter()
            rows = pool.map(declared, jobs, chunksize=8)
            kinds: dict[str, int] = {}
            for kind, _, _ in rows:
                kinds[kind] = kinds.get(kind, 0) + 1
            solo = sum(n for k, n in kinds.items() if k not in ("rufspiel", "ramsch", "none"))
            per = 2000 / args.declarations
            ms = 1000 * statistics.fmean(t for _, t, _ in rows)
            print(
                f"{name}: {solo} Solo-class games ({solo * per:.0f} per 2,000 deals); "
                + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))
                + f"; {ms:.0f} ms per bidding decision, {time.perf_counter() - start:.0f} s",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--points", type=int, default=700)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--solve-from", type=int, default=SchafkopfAdapter.solve_from)
    parser.add_argument("--declarations", type=int, default=0, metavar="N")
    parser.add_argument("--rules", choices=("default", "peer"), default="default")
    parser.add_argument("--bots", default="heuristic,search")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.declarations:
        declarations(args)
        return
    pts = points(args.points)
    print(f"{len(pts)} decision points; SearchBot solves bidding playouts from "
          f"{args.solve_from} cards")  # fmt: skip
    print("| bot | auction | Kontra | Re | all | ms per decision |")
    print("|---|---|---|---|---|---|")
    with Pool(args.workers) as pool:
        for name in BOTS:
            jobs = [(name, k, s, seat, args.solve_from) for k, (s, seat) in enumerate(pts)]
            rows = pool.map(regret, jobs, chunksize=4)
            by: dict[str, list[float]] = {}
            for phase, r, _ in rows:
                by.setdefault(phase, []).append(r)
            cells = [
                f"{statistics.fmean(by[p]):.2f} ({len(by[p])})" if p in by else "-"
                for p in ("AUCTION", "KONTRA", "RE")
            ]
            total = statistics.fmean(r for _, r, _ in rows)
            ms = statistics.fmean(t for _, _, t in rows) * 1000
            print(f"| {name} | {' | '.join(cells)} | {total:.2f} | {ms:.0f} |", flush=True)


if __name__ == "__main__":
    main()
