"""``kartenregeln play``: a terminal table against computer players.

Input is read line by line, so keystrokes can be piped in; end of input ends the game
cleanly. The keys are those of Speedschafkopf (see docs/cli.md). The seat's words and keys
are those of the shared [`PlaySession`][kartenregeln.session.PlaySession]; this module reads
the terminal and keeps the time.
"""

from __future__ import annotations

import select
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from kartenregeln import records
from kartenregeln.narration import TEXT
from kartenregeln.session import PlaySession, Screen, shown
from kartenregeln.table import Dealt, GameOver, MatchOver, Moved, Phase, Player, Table

if TYPE_CHECKING:
    from kartenregeln.game import Rules

__all__ = ["Screen", "run_play"]


def _read_line(stdin: TextIO, timeout: float | None) -> str | None:
    """A line, or ``""``-less ``None`` at end of input; raises TimeoutError on timeout."""
    if timeout is not None:
        try:
            ready, _, _ = select.select([stdin], [], [], max(0.0, timeout))
        except (OSError, ValueError):  # not selectable (e.g. Windows consoles)
            ready = [stdin]
        if not ready:
            raise TimeoutError
    line = stdin.readline()
    if line == "":
        return None
    return line.rstrip("\r\n")


def run_play(
    game: str,
    *,
    rules: Rules,
    games: int,
    clock: int | None,
    seed: int,
    faces: str,
    plain: bool,
    braille: bool,
    lang: str,
    opponents: str,
    name: str | None,
    record: str | None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    monotonic: Callable[[], float] = time.monotonic,
) -> int:
    """Play a match at the terminal; returns the exit code. The record (``record``) is
    written when the session ends, however it ends."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    t = TEXT["de" if lang == "de" else "en"]
    n = rules.players
    seats = [Player.person(name or t["you"])]
    seats += [Player.computer(f"{t['computer']} {s}", opponents) for s in range(1, n)]
    start = monotonic()
    table = Table(
        game,
        seats,
        rules=rules,
        games=games,
        clock=clock,
        seed=seed,
        first_dealer=(n - 1),
    )
    colour = not plain and hasattr(stdout, "isatty") and stdout.isatty()
    screen = Screen(stdout, plain=plain, colour=colour)
    session = PlaySession(table, screen, lang=lang, faces=faces, braille=braille, seat=0, seed=seed)
    try:
        _loop(session, stdin, monotonic, start)
    finally:
        if record is not None:
            records.dump(table.record(), Path(record))
            screen.line(t["saved"].format(path=record))
    return 0


def _loop(
    session: PlaySession, stdin: TextIO, monotonic: Callable[[], float], start: float
) -> None:
    table, screen, t = session.table, session.screen, session.t
    names = ", ".join(session.who(s) for s in range(table.num_seats))
    screen.line(f"{names}; " + t["seed"].format(n=session.seed))
    screen.line(session.keys_text())
    events = table.tick(0.0)
    prompted = False
    while True:
        session.show(events)
        if events:
            prompted = False
        if table.phase is Phase.OVER:
            return
        waiting = session.seat in table.waiting_for()
        if waiting and table.phase is Phase.PLAYING and not prompted:
            session.prompt()
            prompted = True
        nxt = table.next_time()
        if not waiting and nxt is None and not table.paused:  # pragma: no cover
            return
        now = monotonic() - start
        timeout = None if nxt is None else max(0.0, nxt - now)
        try:
            line = _read_line(stdin, timeout)
        except TimeoutError:
            events = table.tick(max(monotonic() - start, table.now))
            continue
        if line is None:
            screen.line(t["end_input"])
            break
        now = max(monotonic() - start, table.now)
        late = table.tick(now)
        if late:
            session.show(late)
            prompted = False
            if any(isinstance(e, (Moved, Dealt, GameOver, MatchOver)) for e in late):
                screen.line(t["too_late"].format(key=shown(line.strip())))
                events = []
                continue
        result = session.handle(line, now)
        if result is None:
            break
        events = result
    for text in session.standing_lines(final=False):
        screen.line(text)
    if line is not None:
        screen.line(t["bye"])
