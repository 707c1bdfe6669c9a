"""``kartenregeln simulate``: computer players against each other (internal to the CLI)."""

from __future__ import annotations

import random
import statistics
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

import attrs

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln._cli_research import engine_seats, fault_report, seat_bot, take_faults
from kartenregeln._parallel import map_ordered
from kartenregeln.bots import play_out

__all__ = ["MatchResult", "play_match", "run_simulate"]


@attrs.frozen
class MatchResult:
    """What one simulated match gives: its lines, totals, places and the record text."""

    index: int
    lines: tuple[str, ...]
    totals: tuple[int, ...]
    places: tuple[int, ...]
    games: int
    record: str
    faults: tuple[str, ...] = ()


def _seat_names(bots: Sequence[str], samples: int) -> list[str]:
    out = []
    for s, b in enumerate(bots):
        out.append(f"{s}:{b}" + (f"({samples})" if b == "search" else ""))
    return out


def play_match(
    args: tuple[str, Any, int, tuple[str, ...], int, int | str, int, str],
    on_game: Callable[[int, int], None] | None = None,
) -> MatchResult:
    """Play match ``index`` (reproducible from the seed and the index alone);
    ``on_game(done, total)`` is called after each game."""
    game, rules, games, bots_names, samples, seed, index, lang = args
    bots = [seat_bot(b, samples) for b in bots_names]
    n = len(bots)
    first = index % n
    match: Any = sk.Match(rules, games, first) if game == "schafkopf" else sp.Match(rules, first)
    start = match
    deal_rng = random.Random(f"{seed}/{index}/deal")
    play_rng = random.Random(f"{seed}/{index}/play")
    states = []
    lines = []
    while not match.is_over:
        state = play_out(match.deal(deal_rng), bots, play_rng)
        states.append(state)
        match = match.record(state)
        if on_game is not None:
            on_game(len(states), len(states) + _left(match))
        result = state.settle()
        if game == "schafkopf":
            head = sk.describe(result, None, lang).split(";")[0]  # type: ignore[arg-type]
            money = " ".join(f"{v:+d}" for v in result.balance)
            lines.append(f"{len(states)}. {head} | {money}")
        else:
            name = sp.ROUNDS[result.round].name(lang)  # type: ignore[arg-type]
            money = " ".join(f"{v:+d}" for v in result.scores)
            lines.append(f"{len(states)}. {result.round} {name} | {money}")
    if game == "schafkopf":
        places = tuple(p.place for p in match.placements())
    else:
        places = match.placements()
    names = [f"seat {s}" for s in range(n)]
    text = records.dumps(records.record_match(start, states, names), compact=True)
    faults = take_faults(bots)
    return MatchResult(index, tuple(lines), match.totals, places, len(states), text, faults)


def _left(match: Any) -> int:
    if isinstance(match, sk.Match):
        return match.games - match.games_played
    return len(match.rules.rounds) - len(match.results)


def _bar(done: int, total: int, what: str, width: int = 30) -> str:
    filled = width * done // total if total else width
    return f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}"


def run_simulate(
    game: str,
    *,
    matches: int,
    games: int,
    players: int,
    bots: Sequence[str],
    samples: int,
    seed: int,
    workers: int,
    lang: str,
    record: str | None,
    progress: bool,
    sk_rules: sk.Rules | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    backend: str = "processes",
    address: str | None = None,
    engines: Sequence[str] = (),
) -> int:
    """Run the matches and print the games (one match) or the matches, then a summary.

    ``backend="ray"`` runs the matches on a Ray cluster (``address``, or a local one
    with ``workers`` CPUs); the results are the same as with one worker. ``engines``
    (``SEAT:COMMAND``) let outside programs play seats; the decisions a fallback bot made
    for them are listed at the end."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    n = 4 if game == "schafkopf" else players
    if not bots:
        bots = ("heuristic", "random", "search", "heuristic", "random", "search")[:n]
    if len(bots) != n:
        raise ValueError(f"--bots names {len(bots)} players; {game} here has {n} seats")
    bots = engine_seats(bots, engines, n)
    rules: Any = sp.Rules(players=n)
    if game == "schafkopf":
        rules = sk.Rules() if sk_rules is None else sk_rules
    if matches < 1:
        raise ValueError("--matches must be at least 1")
    if workers < 1:
        raise ValueError("--workers must be at least 1")
    jobs = [(game, rules, games, tuple(bots), samples, seed, i, lang) for i in range(matches)]
    results: list[MatchResult] = []

    def tick(done: int) -> None:
        if progress:
            err.write(_bar(done, matches, "matches"))
            err.flush()

    if matches == 1:
        unit_name = "games" if game == "schafkopf" else "rounds"

        def each_game(done: int, total: int) -> None:
            if progress:
                err.write(_bar(done, total, unit_name))
                err.flush()

        results.append(play_match(jobs[0], each_game))
    else:
        tick(0)
        for res in map_ordered(play_match, jobs, workers=workers, backend=backend, address=address):
            results.append(res)
            tick(len(results))
    if progress:
        err.write("\n")
        err.flush()
    names = _seat_names(bots, samples)
    unit = "games" if game == "schafkopf" else "rounds"
    if matches == 1:
        res = results[0]
        what = "Schafkopf match" if game == "schafkopf" else "Schapa match"
        out.write(f"{what}, {res.games} {unit}, seats: {', '.join(names)}\n")
        for line in res.lines:
            out.write(line + "\n")
    else:
        for res in results:
            totals = " ".join(f"{v:+d}" for v in res.totals)
            out.write(f"match {res.index + 1}: {totals}\n")
    out.write(_summary(results, names, game))
    out.write(fault_report([f for r in results for f in r.faults]))
    if record is not None:
        path = Path(record)
        if matches == 1:
            path.write_text(results[0].record, encoding="utf-8")
            out.write(f"record written to {path}\n")
        else:
            for r in results:
                each = path.with_name(f"{path.stem}-{r.index + 1}{path.suffix}")
                each.write_text(r.record, encoding="utf-8")
            out.write(f"{len(results)} records written to {path.stem}-N{path.suffix}\n")
    return 0


def _summary(results: Sequence[MatchResult], names: Sequence[str], game: str) -> str:
    n = len(names)
    rows = [["seat", "total", "per match", "per game", "wins", "mean place"]]
    played = sum(r.games for r in results)
    for s in range(n):
        totals = [r.totals[s] for r in results]
        wins = sum(1 for r in results if r.places[s] == 1)
        rows.append(
            [
                names[s],
                f"{sum(totals):+d}",
                f"{statistics.fmean(totals):+.2f}",
                f"{sum(totals) / played:+.2f}",
                str(wins),
                f"{statistics.fmean(r.places[s] for r in results):.2f}",
            ]
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for k, row in enumerate(rows):
        cells = [row[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)
        ]
        lines.append("  ".join(cells))
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines) + "\n"
