"""The narration, byte for byte (issue 39): complete matches of Schafkopf (4 and 3 players,
house rules), Schapa (3 to 6 players) and Herzeln, played through a
[`Table`][kartenregeln.table.Table] with one person seat that acts, lets the clock run out
(grace, takeover), asks for S, L, A and B, pauses and confirms, told by the terminal
session (both languages, plain and with colour, Braille) and by the web table's narrator
(both languages). The digest of every line is kept in ``tests/data/narration/golden.json``:
a change of the narration's code that changes no sentence leaves it as it is.

``python tests/test_narration_unchanged.py --write`` writes the file anew (only for a
change of a sentence that is meant), ``--dump DIR`` writes the lines themselves.
"""

from __future__ import annotations

import hashlib
import importlib
import io
import json
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from kartenregeln import registry
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.facets import NarrationFacet, Teller
from kartenregeln.game import Rules
from kartenregeln.session import Narrator as SharedNarrator
from kartenregeln.session import PlaySession, Screen
from kartenregeln.table import Event, Phase, Player, Table
from kartenregeln.web.room import Narrator, Room

GOLDEN = Path(__file__).parent / "data" / "narration" / "golden.json"
HERZELN = Path(__file__).resolve().parents[1] / "examples" / "herzeln" / "src"


@contextmanager
def _herzeln() -> Iterator[None]:
    """The outside game of examples/herzeln, imported from its folder (and forgotten)."""
    sys.path.insert(0, str(HERZELN))
    modules = dict(registry._MODULES)
    try:
        importlib.import_module("herzeln")
        yield
    finally:
        sys.path.remove(str(HERZELN))
        registry._GAMES.pop("herzeln", None)
        registry._MODULES.clear()
        registry._MODULES.update(modules)
        for name in [m for m in sys.modules if m == "herzeln" or m.startswith("herzeln.")]:
            del sys.modules[name]


def _herzeln_rules() -> Rules:
    rules: Rules = registry.get_game("herzeln").rules_type()
    return rules


# name: (game, rules, games, seed)
MATCHES: dict[str, tuple[str, Callable[[], Rules], int | None, int]] = {
    "schafkopf4": ("schafkopf", lambda: sk.Rules(), 8, 1),
    "schafkopf4_house": (
        "schafkopf",
        lambda: sk.Rules(
            klopfen=True,
            all_pass="throw_in",
            bettel=True,
            farbwenz=True,
            stock=2,
            tariff=sk.Tariff(20, 50, 10, ramsch=30),
        ),
        8,
        2,
    ),
    "schafkopf4_ramsch": ("schafkopf", lambda: sk.Rules(kontra=True, klopfen=True), 8, 7),
    "schafkopf3": ("schafkopf", lambda: sk.Rules(players=3), 9, 3),
    "schafkopf3_house": ("schafkopf", lambda: sk.Rules(players=3, klopfen=True, sie=False), 9, 4),
    "schapa3": ("schapa", lambda: sp.Rules(players=3), None, 5),
    "schapa4": ("schapa", lambda: sp.Rules(players=4), None, 6),
    "schapa5": ("schapa", lambda: sp.Rules(players=5), None, 8),
    "schapa6": ("schapa", lambda: sp.Rules(players=6), None, 9),
    "herzeln": ("herzeln", _herzeln_rules, None, 10),
}

VARIANTS = ("de_plain", "en_plain", "de_colour", "en_colour", "de_braille", "web_de", "web_en")


class _Tellers:
    """Every narration of one table: terminal sessions (their screens) and web narrators."""

    def __init__(self, table: Table, room: Room) -> None:
        self.outs: dict[str, io.StringIO] = {}
        self.sessions: dict[str, PlaySession] = {}
        for name in VARIANTS[:5]:
            lang, kind = name.split("_")
            out = io.StringIO()
            screen = Screen(out, plain=kind == "plain", colour=kind == "colour")
            self.outs[name] = out
            self.sessions[name] = PlaySession(
                table, screen, lang=lang, faces="french" if lang == "en" else "bavarian",
                braille=kind == "braille", seat=0, seed=1,
            )  # fmt: skip
        self.web = {f"web_{lang}": Narrator(room, table, lang) for lang in ("de", "en")}
        self.web_lines: dict[str, list[str]] = {name: [] for name in self.web}

    def tell(self, events: list[Event]) -> None:
        for session in self.sessions.values():
            session.show(events)
        for name, narrator in self.web.items():
            for event in events:
                self.web_lines[name].extend(narrator.event_lines(event))

    def keys(self, table: Table) -> None:
        """What the info keys and the prompt say now (the person's turn)."""
        for session in self.sessions.values():
            for key in ("S", "L", "A", "B"):
                info = session.info_key(key)
                assert info is not None
                session.screen.line(info)
            session.prompt()

    def lines(self) -> dict[str, list[str]]:
        told = {name: out.getvalue().split("\n") for name, out in self.outs.items()}
        return told | self.web_lines


def play_match(name: str) -> dict[str, list[str]]:
    """One match told every way: the lines of each variant."""
    game, rules, games, seed = MATCHES[name]
    n = rules().players
    kinds = ["person"] + ["random"] * (n - 1)
    settings = {
        "seats": kinds, "standin": "random", "seed": seed, "computer_delay": 0.0,
        "game": game, "players": n,
    }  # fmt: skip
    room = Room(name, settings, store=None)  # type: ignore[arg-type]
    room.names[0] = "Anna Überall"
    players = [Player.person("Anna Überall")] + [
        Player.computer(f"Computer {s}", "random") for s in range(1, n)
    ]
    table = Table(game, players, rules=rules(), games=games, clock=30, seed=seed)
    tellers = _Tellers(table, room)
    rng = random.Random(seed)
    now = 0.0
    tellers.tell(table.tick(now))
    for _ in range(100_000):
        if table.phase is Phase.OVER:
            break
        if table.phase is Phase.PLAYING and 0 in table.waiting_for():
            if rng.random() < 0.1:
                tellers.keys(table)
            if rng.random() < 0.15:  # the clock runs out: grace, then the takeover
                due = table.next_time()
                assert due is not None
                now = max(now, due)
                tellers.tell(table.tick(now))
                continue
            if rng.random() < 0.05 and table.pause_wanted is None:
                tellers.tell(table.pause(0, now))
            action = rng.choice(list(table.state.legal_actions()))
            now += 1.0
            tellers.tell(table.act(0, action, now))
            continue
        if table.phase is Phase.ABRECHNUNG and 0 in table.waiting_for():
            now += 1.0
            if table.paused:
                tellers.tell(table.resume(0, now))
                continue
            if rng.random() < 0.1:
                tellers.tell(table.pause(0, now))
                continue
            tellers.tell(table.confirm(0, now))
            continue
        due = table.next_time()
        now = max(now + 1.0, due if due is not None else now)
        tellers.tell(table.tick(now))
    else:  # pragma: no cover
        raise AssertionError("the match does not end")
    lines = tellers.lines()
    assert any(line for line in lines["web_de"]), name
    return lines


def _told(name: str) -> dict[str, list[str]]:
    if MATCHES[name][0] == "herzeln":
        with _herzeln():
            return play_match(name)
    return play_match(name)


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


@pytest.mark.parametrize("name", list(MATCHES))
def test_the_narration_is_byte_for_byte_what_it_was(name: str) -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))[name]
    told = _told(name)
    assert {v: len(lines) for v, lines in told.items()} == golden["lines"]
    assert {v: digest(lines) for v, lines in told.items()} == golden["sha256"]


def main(argv: list[str]) -> None:  # pragma: no cover - run by hand
    data: dict[str, Any] = {}
    dump = Path(argv[argv.index("--dump") + 1]) if "--dump" in argv else None
    for name in MATCHES:
        told = _told(name)
        data[name] = {
            "lines": {v: len(lines) for v, lines in told.items()},
            "sha256": {v: digest(lines) for v, lines in told.items()},
        }
        if dump is not None:
            dump.mkdir(parents=True, exist_ok=True)
            for v, lines in told.items():
                (dump / f"{name}.{v}.txt").write_text("\n".join(lines), encoding="utf-8")
    if "--write" in argv:
        GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    total = sum(sum(d["lines"].values()) for d in data.values())
    print(f"{len(data)} matches, {total} lines")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])


def test_the_seat_is_put_into_the_sentence_not_spliced() -> None:
    """A game's sentence takes the seat's name as a value; a facet that writes only
    ``action_line`` (from before ``action_sentence``) has its seat word given by name."""
    assert sk.describe(sk.Kontra(), 2, "de", who=lambda s: f"Sitz {s} (Anna)") == (
        "Sitz 2 (Anna) sagt Kontra"
    )

    class Old:
        def action_line(self, action: str, seat: int, lang: str, face: str, cards: str) -> str:
            return f"Sitz {seat} sagt {action}"

    old: Any = Old()
    line = NarrationFacet.action_sentence(old, "Kontra", 2, "de", "bavarian", "name", "Anna")
    assert line == "Anna sagt Kontra"


def test_the_shared_narrator_is_what_a_narration_facet_may_ask() -> None:
    """The narrator (no screen, no keys) is a ``Teller``; the terminal's session is one."""
    table = Table("schafkopf", [Player.person("Anna")], seed=1, clock=None)
    teller: Teller = SharedNarrator(table, lang="de")
    assert teller.who(0) == "Sitz 0 (Anna)"
    assert issubclass(PlaySession, SharedNarrator)
    assert issubclass(Narrator, SharedNarrator)
    assert not hasattr(teller, "screen")
