"""Time to analyse whole games with ``kartenregeln.analysis.analyse`` (the exact solver for
every legal card of every card decision).

The games are the NetSchafkopf protocols in tests/data/formats/netschafkopf (real games,
every kind the files hold). Two figures per game: from the fourth-to-last trick (the
default, as openschafkopf's browser extension analyses Sauspiel games) and, for the first
``--first`` Rufspiel games, from the first card (a Rufspiel takes seconds from the first
card; a Farbsolo tens of seconds; a Farbwenz, Wenz or Ramsch minutes: measured singly,
see docs/analysis.md). Prints the median, the 90th percentile and the
worst game, and the kinds of the worst.

Run: python benchmarks/bench_analysis.py [--games N] [--first N] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from kartenregeln.analysis import analyse
from kartenregeln.formats import read_netschafkopf

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "formats" / "netschafkopf"


def _row(label: str, times: list[tuple[float, str]]) -> str:
    figures = sorted(t for t, _ in times)
    p90 = figures[min(len(figures) - 1, int(0.9 * len(figures)))]
    worst = max(times)
    return (
        f"{label:<28} {len(figures):>4} games  median {statistics.median(figures):7.3f} s  "
        f"p90 {p90:7.3f} s  worst {worst[0]:7.3f} s ({worst[1]})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120, help="games from the 4th-to-last")
    parser.add_argument("--first", type=int, default=2, help="Rufspiel games from the first card")
    parser.add_argument("--quick", action="store_true", help="8 games, none from the first card")
    args = parser.parse_args()
    if args.quick:
        args.games, args.first = 8, 0
    games = [
        (g, f"{path.name}#{g.number} {g.state.game}")
        for path in sorted(DATA.glob("*.txt"))
        for g in read_netschafkopf(path).games
        if g.state.rules.hand_size == 8
    ]
    late: list[tuple[float, str]] = []
    for game, label in games[: args.games]:
        start = time.perf_counter()
        analyse(game)
        late.append((time.perf_counter() - start, label))
    print(_row("from the 4th-to-last trick", late))
    if args.first:
        early: list[tuple[float, str]] = []
        rufspiele = [(g, label) for g, label in games if "rufspiel" in label]
        for game, label in rufspiele[: args.first]:
            start = time.perf_counter()
            analyse(game, from_trick=1)
            early.append((time.perf_counter() - start, label))
        print(_row("from the first card", early))


if __name__ == "__main__":
    main()
