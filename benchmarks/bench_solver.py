"""Time to solve positions exactly with the fast solvers (median, 90th percentile, nodes/s,
the median and total node count: a figure that does not depend on the machine's load).

- Schafkopf, a full deal from the first card: deals from a seeded rng, bid by
  ``HeuristicBot`` until the game is fixed; the deals whose game is a Rufspiel, and
  separately a (not tout) Farbsolo, are kept; then deals where Vorhand plays a Farbwenz
  (in his longest suit) or a Bettel, whatever his hand. Two figures per deal: the exact value of
  the position (``SchafkopfSolver.value``) and ``solve`` (the exact value of every legal
  first card, what a searching bot needs per sampled world).
- Schapa, 4 players, a trick round from trick 5: round 8 and round 3, the first four
  tricks played by ``HeuristicBot``; the value of the position, and ``solve`` (every legal
  card) from trick 7 (``--solve-trick``).

The search is the compiled one when it is installed (``solver_backend()``, printed first),
else the pure-Python one; ``KARTENREGELN_PURE=1`` forces Python. ``--paired`` runs every
position with both, alternating (so that the machine's load hits both alike), and prints
both rates (CPU time), the speed-up and whether the node counts agree.

Run: python benchmarks/bench_solver.py [--quick] [--deals N] [--only schafkopf|schapa]
[--trick T] [--solve-trick T] [--paired] [--kinds rufspiel ...] [--rounds 8 3 ...]
[--by-trick]

``--by-trick``: ``solve`` at the first card of tricks 1 to 4 of Rufspiel and Farbsolo
deals and tricks 3 to 5 of Ramsch deals (16 each), the tricks before played by
``HeuristicBot``: where SearchBot can afford to start its exact search.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, solve, solver_backend
from kartenregeln.bots.schafkopf.fast import SchafkopfSolver
from kartenregeln.bots.schapa.fast import SchapaSolver
from kartenregeln.schafkopf.rules import GameKind


def schafkopf_deals(kind: str, count: int, seed: int) -> list[Any]:
    """``count`` deals at their first card whose game is a Rufspiel, a Farbsolo or a
    Ramsch (``kind``), as ``HeuristicBot`` bids them."""
    rng = random.Random(seed)
    bot = HeuristicBot()
    out: list[Any] = []
    dealer = 0
    while len(out) < count:
        state: Any = sk.deal(sk.Rules(), dealer=dealer, rng=rng)
        dealer = (dealer + 1) % 4
        while not state.is_over and state.phase is not sk.Phase.PLAY:
            state = state.apply(bot.choose(state.view(state.to_move), rng))
        game = state.game
        if state.is_over or game is None or game.tout:
            continue
        if (
            (kind == "rufspiel" and game.kind is GameKind.RUFSPIEL)
            or (kind == "solo" and game.kind is GameKind.FARBSOLO)
            or (kind == "ramsch" and game.kind is GameKind.RAMSCH)
        ):
            out.append(state)
    return out


HOUSE = sk.Rules(farbwenz=True, bettel=True)


def house_deals(kind: str, count: int, seed: int) -> list[Any]:
    """``count`` deals at their first card in which Vorhand plays ``kind`` (``farbwenz``:
    a Farbwenz in his longest suit, ``bettel``: a Bettel), whatever his hand."""
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < count:
        state: Any = sk.deal(HOUSE, dealer=len(out) % 4, rng=rng)
        state = state.apply("spiele")
        for _ in range(3):
            state = state.apply("weiter")
        games = [a for a in state.legal_actions() if str(a).startswith(kind)]
        if kind == "farbwenz":
            hand = state.hand(state.to_move)
            games.sort(key=lambda a: sum(1 for c in hand if c.suit == a.game.suit))
        state = state.apply(games[-1])
        while state.phase is not sk.Phase.PLAY:
            state = state.apply("gut")
        out.append(state)
    return out


def schapa_positions(round_no: int, count: int, trick: int, seed: int) -> list[Any]:
    """``count`` 4-player positions of ``round_no`` at the start of trick ``trick``."""
    rng = random.Random(seed)
    bot = HeuristicBot()
    out: list[Any] = []
    while len(out) < count:
        state: Any = sp.deal(sp.Rules(players=4), round=round_no, dealer=len(out) % 4, rng=rng)
        while not state.is_over and len(state.tricks) < trick - 1:
            state = state.apply(bot.choose(state.view(state.to_move), rng))
        if not state.is_over:
            out.append(state)
    return out


def measure(
    label: str, positions: list[Any], run: Callable[[Any], int]
) -> tuple[float, float, float]:
    times: list[float] = []
    counts: list[int] = []
    for state in positions:
        start = time.perf_counter()
        counts.append(run(state))
        times.append(time.perf_counter() - start)
    nodes = sum(counts)
    times.sort()
    median = statistics.median(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    rate = nodes / sum(times)
    print(
        f"{label:<42} n={len(times):<3} median {median * 1e3:8.1f} ms   p90 "
        f"{p90 * 1e3:8.1f} ms   max {times[-1] * 1e3:8.1f} ms   {rate / 1e3:6.0f} k nodes/s   "
        f"nodes median {statistics.median(counts) / 1e3:.0f} k, total {nodes / 1e6:.2f} M",
        flush=True,
    )
    return median, p90, rate


def measure_paired(label: str, positions: list[Any], run: Callable[[Any], int]) -> float:
    """Each position with the pure search, then with the compiled one: both rates, in CPU
    time of this process (``time.process_time``: what other processes take does not
    count)."""
    times = {"1": 0.0, "0": 0.0}
    nodes = {"1": 0, "0": 0}
    per: dict[str, list[float]] = {"1": [], "0": []}
    old = os.environ.get("KARTENREGELN_PURE")
    try:
        for state in positions:
            for pure in ("1", "0"):
                os.environ["KARTENREGELN_PURE"] = pure
                start = time.process_time()
                nodes[pure] += run(state)
                took = time.process_time() - start
                times[pure] += took
                per[pure].append(took)
    finally:
        if old is None:
            del os.environ["KARTENREGELN_PURE"]
        else:
            os.environ["KARTENREGELN_PURE"] = old
    rate_p, rate_n = nodes["1"] / times["1"], nodes["0"] / times["0"]
    print(
        f"{label:<42} n={len(positions):<3} python {rate_p / 1e3:6.0f} k nodes/s   native "
        f"{rate_n / 1e3:6.0f} k nodes/s   x{rate_n / rate_p:5.1f}   median cpu python "
        f"{statistics.median(per['1']) * 1e3:7.1f} ms, native "
        f"{statistics.median(per['0']) * 1e3:6.1f} ms   nodes "
        f"{'equal' if nodes['1'] == nodes['0'] else 'DIFFER'} ({nodes['1'] / 1e6:.2f} M)",
        flush=True,
    )
    return rate_n / rate_p


def by_trick(n: int) -> None:
    """Where a searching bot can start its exact search: ``solve`` (every legal card) at
    the first card of tricks 1 to 4 (a Ramsch: 3 to 5), the tricks before played by
    ``HeuristicBot``."""
    bot = HeuristicBot()
    cases = (
        ("rufspiel", schafkopf_deals("rufspiel", n, seed=11)),
        ("solo", schafkopf_deals("solo", n, seed=12)),
        ("ramsch", schafkopf_deals("ramsch", n, seed=14)),
    )
    for kind, deals in cases:
        # a Ramsch from its first or second trick takes minutes: from the third on
        for trick in (3, 4, 5) if kind == "ramsch" else (1, 2, 3, 4):
            positions = []
            for state in deals:
                rng = random.Random(trick)
                while len(state.tricks) < trick - 1:
                    state = state.apply(bot.choose(state.view(state.to_move), rng))
                positions.append(state)
            measure(f"Schafkopf {kind}, trick {trick}, solve (all)", positions, solve_all)


def value_only(state: Any) -> int:
    seat: int = state.to_move
    solver: Any = (
        SchafkopfSolver(state, seat)
        if isinstance(state, sk.GameState)
        else SchapaSolver(state, seat)
    )
    solver.value()
    return int(solver.nodes)


def solve_all(state: Any) -> int:
    return solve(state).nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="few deals (a smoke run)")
    parser.add_argument("--deals", type=int, default=None, help="deals per case")
    parser.add_argument("--only", choices=("schafkopf", "schapa"), default=None)
    parser.add_argument("--trick", type=int, default=5, help="Schapa: the value from this trick")
    parser.add_argument(
        "--solve-trick", type=int, default=7, help="Schapa: solve (all cards) from this trick"
    )
    parser.add_argument("--paired", action="store_true", help="both searches, alternating")
    parser.add_argument(
        "--kinds", nargs="+", default=["rufspiel", "solo", "farbwenz", "bettel"],
        choices=["rufspiel", "solo", "farbwenz", "bettel"], help="Schafkopf: the games",
    )  # fmt: skip
    parser.add_argument(
        "--rounds", nargs="+", type=int, default=[8, 3], choices=[1, 2, 3, 4, 5, 6, 8],
        help="Schapa: the rounds",
    )  # fmt: skip
    parser.add_argument(
        "--by-trick", action="store_true",
        help="Schafkopf: solve (all) at tricks 1-4 of Rufspiel, Farbsolo and Ramsch deals",
    )  # fmt: skip
    args = parser.parse_args()
    print(f"solver: {'both, paired' if args.paired else solver_backend()}", flush=True)
    if args.by_trick:
        by_trick(args.deals or (6 if args.quick else 16))
        return
    run_case: Callable[..., Any] = measure_paired if args.paired else measure
    n = args.deals or (6 if args.quick else 30)
    kinds = () if args.only == "schapa" else tuple(args.kinds)
    rounds = () if args.only == "schafkopf" else tuple(args.rounds)
    for kind in kinds:
        if kind in ("farbwenz", "bettel"):
            deals = house_deals(kind, n, seed=13)
        else:
            deals = schafkopf_deals(kind, n, seed=11 if kind == "rufspiel" else 12)
        run_case(f"Schafkopf {kind}, first card, value", deals, value_only)
        run_case(f"Schafkopf {kind}, first card, solve (all)", deals, solve_all)
    for round_no in rounds:
        positions = schapa_positions(round_no, n, args.trick, seed=round_no)
        run_case(f"Schapa 4p round {round_no}, trick {args.trick}, value", positions, value_only)
        positions = schapa_positions(round_no, n, args.solve_trick, seed=round_no)
        label = f"Schapa 4p round {round_no}, trick {args.solve_trick}, solve (all)"
        run_case(label, positions, solve_all)


if __name__ == "__main__":
    main()
