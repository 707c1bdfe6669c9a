"""``kartenregeln simulate``: computer players against each other (internal to the CLI).

The matches are streamed: a match is played, printed, written and folded into the
running totals, and only then forgotten, so a run of any length holds a few matches in
memory at a time (with ``--workers``, a few per process).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

import attrs

from kartenregeln import records
from kartenregeln._atomic import write_atomic
from kartenregeln._parallel import map_ordered
from kartenregeln.bots import play_out
from kartenregeln.cli.research import engine_seats, fault_report, seat_bot, take_faults
from kartenregeln.cli.text import bot_name
from kartenregeln.narration import (
    game_words,
    money,
    plural,
    result_line,
    seat_word,
    settlement_money,
)
from kartenregeln.registry import facet_of, get_game

if TYPE_CHECKING:
    from kartenregeln.game import Match, Rules

__all__ = ["DEFAULT_BOTS", "MatchResult", "Tally", "play_match", "run_simulate"]

DEFAULT_BOTS = ("search", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic")
"""The seats of ``simulate`` without ``--bots``: a searching player and heuristic ones."""

Job = tuple[str, Any, int, tuple[str, ...], int, int, int, str]
"""game, rules, games per Schafkopf match, bots, samples, seed, match index, language."""


@attrs.frozen
class MatchResult:
    """What one simulated match gives: its lines, totals, places, bonus and record text."""

    index: int
    lines: tuple[str, ...]
    totals: tuple[int, ...]
    places: tuple[int, ...]
    bonus: tuple[int, ...]
    games: int
    record: str
    faults: tuple[str, ...] = ()


def record_names(bots: Sequence[str], samples: int) -> list[str]:
    """The seat names in a record: ``search (8 samples)``, ``heuristic``."""
    return [bot_name(b, samples, "en") for b in bots]


def play_match(job: Job, on_game: Callable[[int, int], None] | None = None) -> MatchResult:
    """Play match ``index`` (reproducible from the seed and the index alone);
    ``on_game(done, total)`` is called after each game."""
    game, rules, games, bots_names, samples, seed, index, lang = job
    bots = [seat_bot(b, samples) for b in bots_names]
    n = len(bots)
    first = index % n
    frontend = get_game(game).facet("frontend")
    match: Any = frontend.new_match(rules, games, first)
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
        lines.append(f"{result_line(result, len(states), lang)}; "
                     f"{money(settlement_money(result), lang)}")  # fmt: skip
    places = tuple(p.place for p in match.placements())
    bonus = tuple(p.bonus for p in match.placements())
    names = record_names(bots_names, samples)
    text = records.dumps(records.record_match(start, states, names), compact=True)
    faults = take_faults(bots)
    return MatchResult(index, tuple(lines), match.totals, places, bonus, len(states), text, faults)


def _left(match: Match[Any]) -> int:
    return facet_of(match, "frontend").deals_left(match)


def _bar(done: int, total: int, what: str, width: int = 30) -> str:
    filled = width * done // total if total else width
    return f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}"


@attrs.define
class Tally:
    """The running sums of the matches so far (nothing else of them is kept)."""

    seats: int
    matches: int = 0
    games: int = 0
    totals: list[int] = attrs.field(factory=list)
    bonus: list[int] = attrs.field(factory=list)
    wins: list[int] = attrs.field(factory=list)
    place_sum: list[int] = attrs.field(factory=list)
    last: MatchResult | None = None

    def __attrs_post_init__(self) -> None:
        for name in ("totals", "bonus", "wins", "place_sum"):
            setattr(self, name, [0] * self.seats)

    def add(self, res: MatchResult) -> None:
        self.matches += 1
        self.games += res.games
        for s in range(self.seats):
            self.totals[s] += res.totals[s]
            self.bonus[s] += res.bonus[s]
            self.wins[s] += res.places[s] == 1
            self.place_sum[s] += res.places[s]
        self.last = res


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` whole (a temporary file, then a rename), as ``records.dump`` does."""
    write_atomic(path, text.encode("utf-8"))


def numbered(path: Path, index: int) -> Path:
    """The record file of match ``index`` (0-based) in a run of several: ``match-1.json``."""
    return path.with_name(f"{path.stem}-{index + 1}{path.suffix}")


def run_simulate(
    game: str,
    rules: Rules,
    *,
    matches: int,
    games: int,
    bots: Sequence[str],
    samples: int,
    seed: int,
    workers: int,
    lang: str,
    record: str | None,
    progress: bool,
    out: TextIO | None = None,
    err: TextIO | None = None,
    backend: str = "processes",
    address: str | None = None,
    engines: Sequence[str] = (),
) -> int:
    """Run the matches and print the games (one match) or one line per match, then the
    table. ``rules`` are the game's ``Rules`` (they fix the number of seats).

    ``backend="ray"`` runs the matches on a Ray cluster (``address``, or a local one
    with ``workers`` CPUs); the results are the same as with one worker. ``engines``
    (``SEAT:COMMAND``) let outside programs play seats; the decisions a fallback bot made
    for them are listed at the end."""
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    de = lang == "de"
    n = rules.players
    bots = tuple(bots) or DEFAULT_BOTS[:n]
    if len(bots) != n:
        raise ValueError(f"--bots names {len(bots)} players; {game} here has {n} seats")
    bots = engine_seats(bots, engines, n)
    if matches < 1:
        raise ValueError("--matches must be at least 1")
    if workers < 1:
        raise ValueError("--workers must be at least 1")
    if samples < 1:
        raise ValueError("--samples must be at least 1")
    jobs = ((game, rules, games, bots, samples, seed, i, lang) for i in range(matches))
    unit_many = {"Spielen": "Spiele"}.get(_units(game, lang)[1], _units(game, lang)[1])
    out.write(_header(game, rules, matches, games, bots, samples, lang) + "\n")
    tally = Tally(n)
    faults: list[str] = []
    path = None if record is None else Path(record)

    # the bar redraws its line with a carriage return: only on a terminal, never into a log
    progress = progress and bool(getattr(err, "isatty", lambda: False)())

    def bar(done: int, total: int, what: str) -> None:
        if progress:
            err.write(_bar(done, total, what))
            err.flush()

    if matches == 1:
        results: Iterable[MatchResult] = [play_match(next(jobs), lambda d, t: bar(d, t, unit_many))]
    else:
        bar(0, matches, "Partien" if de else "matches")
        results = map_ordered(play_match, jobs, workers=workers, backend=backend, address=address)
    for res in results:
        tally.add(res)
        faults.extend(res.faults)
        if matches == 1:
            out.writelines(line + "\n" for line in res.lines)
        else:
            word = "Partie" if de else "match"
            out.write(f"{word} {res.index + 1}: {money(res.totals, lang)}\n")
            if path is not None:
                write_atomically(numbered(path, res.index), res.record)
            bar(tally.matches, matches, "Partien" if de else "matches")
        out.flush()
    if progress:
        err.write("\n")
        err.flush()
    out.write(_summary(tally, game, bots, samples, lang))
    out.write(fault_report(faults))
    if path is not None:
        if matches == 1:
            assert tally.last is not None
            write_atomically(path, tally.last.record)
            out.write(("Spielbericht geschrieben: " if de else "record written to ") + f"{path}\n")
        else:
            first, last = numbered(path, 0), numbered(path, matches - 1)
            count = plural(matches, "Spielbericht", "Spielberichte") if de else None
            if de:
                out.write(f"{count} geschrieben: {first} … {last}\n")
            else:
                out.write(f"{matches} records written: {first} … {last}\n")
    return 0


def _units(game: str, lang: str) -> tuple[str, str]:
    """The unit of a match, one and many (German: the dative plural, after mit/nach)."""
    words = game_words(get_game(game), lang)
    return words["deal"], words["deals"]


def _header(
    game: str, rules: Rules, matches: int, games: int, bots: Sequence[str], samples: int, lang: str
) -> str:
    de = lang == "de"
    one, many = _units(game, lang)
    described = get_game(game)
    size = described.facet("frontend").deals(described.facet("frontend").new_match(rules, games, 0))
    title = described.title()
    if de:
        runs = "eine Partie mit" if matches == 1 else f"{matches} Partien mit je"
        head = f"{title}: {runs} {plural(size, one, many)}"
        unit = "Beträge in Punkten"
    else:
        runs = "one match" if matches == 1 else f"{matches} matches"
        head = f"{title}: {runs} of {plural(size, one, many)}"
        unit = "amounts in points"
    scoring = described.facet("narration").rules_line(rules, lang)
    unit += f"; {scoring}" if scoring else ""
    seats = ", ".join(
        f"{seat_word(lang)} {s}: {bot_name(b, samples, lang)}" for s, b in enumerate(bots)
    )
    return f"{head}. {unit[0].upper()}{unit[1:]}.\n{seats}"


def _table(rows: list[list[str]], left: int) -> list[str]:
    """Columns: the first ``left`` ones flush left (words), the rest flush right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for k, row in enumerate(rows):
        cells = [
            c.ljust(w) if i < left else c.rjust(w)
            for i, (c, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    return lines


def _summary(tally: Tally, game: str, bots: Sequence[str], samples: int, lang: str) -> str:
    de = lang == "de"
    n = tally.seats
    bonus = bool(get_game(game).facet("frontend").PLACE_BONUS)
    one, many = _units(game, lang)
    names = [bot_name(b, samples, lang) for b in bots]
    seat = "Sitz" if de else "seat"
    if tally.matches == 1:
        res = tally.last
        assert res is not None
        head = ["Platz", seat, "Spieler", "Summe"] if de else ["place", seat, "player", "total"]
        rows = [head + (["Platzbonus" if de else "place bonus"] if bonus else [])]
        for s in sorted(range(n), key=lambda s: (res.places[s], s)):
            row = [f"{res.places[s]}.", str(s), names[s], f"{res.totals[s]:+d}"]
            rows.append(row + ([str(res.bonus[s])] if bonus else []))
        title = (
            f"Endstand nach {plural(res.games, one, many)}, in Punkten:"
            if de
            else f"Final standing after {plural(res.games, one, many)}, in points:"
        )
        return "\n".join(["", title, *_table(rows, 3)]) + "\n"
    per_game = "je " + one if de else "per " + one
    head = (
        [seat, "Spieler", "Summe", "je Partie", per_game]
        if de
        else [seat, "player", "total", "per match", per_game]
    )
    head += (["Platzbonus" if de else "place bonus"] if bonus else []) + (
        ["1. Plätze", "mittlerer Platz"] if de else ["first places", "mean place"]
    )
    rows = [head]
    for s in range(n):
        row = [str(s), names[s], f"{tally.totals[s]:+d}"]
        row.append(f"{tally.totals[s] / tally.matches:+.2f}")
        row.append(f"{tally.totals[s] / tally.games:+.2f}")
        if bonus:
            row.append(str(tally.bonus[s]))
        row += [str(tally.wins[s]), f"{tally.place_sum[s] / tally.matches:.2f}"]
        rows.append(row)
    title = (
        f"Nach {tally.matches} Partien ({plural(tally.games, one, many)}), in Punkten:"
        if de
        else f"After {tally.matches} matches ({plural(tally.games, one, many)}), in points:"
    )
    return "\n".join(["", title, *_table(rows, 2)]) + "\n"
