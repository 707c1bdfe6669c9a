"""``kartenregeln play``: a terminal table against computer players (internal to the CLI).

Input is read line by line, so keystrokes can be piped in; end of input ends the game
cleanly. The keys are those of Speedschafkopf (see docs/cli.md).
"""

from __future__ import annotations

import random
import select
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TextIO

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import advise
from kartenregeln.cards import Card
from kartenregeln.errors import KartenregelnError
from kartenregeln.names import label, long_name
from kartenregeln.table import (
    Dealt,
    Event,
    GameOver,
    GraceStarted,
    MatchOver,
    Moved,
    Paused,
    Phase,
    Player,
    Resumed,
    Table,
    TableError,
)

__all__ = ["Screen", "run_play"]

Lang = Literal["de", "en"]

TEXT: dict[str, dict[str, str]] = {
    "de": {
        "seat": "Sitz",
        "you": "Du",
        "computer": "Computer",
        "game": "Spiel",
        "round": "Runde",
        "of": "von",
        "dealer": "Geber",
        "hand": "Deine Karten",
        "trick": "Im Stich",
        "layout": "Ausgelegt",
        "your_turn": "Du bist dran",
        "playable": "* = spielbar",
        "abrechnung": "Abrechnung",
        "bilanz": "Bilanz",
        "augen": "Augen bisher",
        "points": "Punkte bisher",
        "last_trick": "Letzter Stich",
        "no_trick": "Noch kein Stich",
        "advice": "Rat des Computers",
        "continue": "Enter: weiter",
        "grace": "Bedenkzeit abgelaufen, noch {n} Sekunden, dann spielt der Computer",
        "takeover": "Der Computer spielt für",
        "paused": "Pause",
        "resumed": "Weiter nach der Pause",
        "end_input": "Ende der Eingabe.",
        "bye": "Auf Wiedersehen.",
        "final": "Endstand",
        "place": "Platz",
        "bonus": "Bonus",
        "total": "Summe",
        "unknown": "Unbekannte Taste {key!r}; H zeigt die Tasten.",
        "no_card": "Es gibt keine Karte {n}.",
        "no_choice": "Es gibt keine Wahl {n}.",
        "not_now": "Das geht jetzt nicht: {why}",
        "press_enter": "Die Abrechnung: Enter geht weiter.",
        "paused_hint": "Pause: P beendet sie.",
        "saved": "Spielbericht gespeichert: {path}",
        "too_late": "Zu spät für {key!r}: der Tisch ist weiter.",
        "help": (
            "Tasten: 1-9 Karte oder Wahl, J Ich spiele/ja, N Weiter/nein, B Bilanz, "
            "L letzter Stich, A Augen bisher, R Rat, P Pause, Enter weiter, Q Ende; "
            "oder eine Ansage wie 'rufspiel gras' oder eine Karte wie EO"
        ),
    },
    "en": {
        "seat": "seat",
        "you": "You",
        "computer": "Computer",
        "game": "game",
        "round": "round",
        "of": "of",
        "dealer": "dealer",
        "hand": "Your cards",
        "trick": "On the table",
        "layout": "Layout",
        "your_turn": "Your turn",
        "playable": "* = playable",
        "abrechnung": "Abrechnung",
        "bilanz": "Bilanz",
        "augen": "Augen so far",
        "points": "Points so far",
        "last_trick": "Last trick",
        "no_trick": "No trick yet",
        "advice": "The computer's advice",
        "continue": "Enter: continue",
        "grace": "Bedenkzeit is over, {n} seconds left, then the computer plays",
        "takeover": "The computer plays for",
        "paused": "Pause",
        "resumed": "The pause is over",
        "end_input": "End of input.",
        "bye": "Goodbye.",
        "final": "Final standing",
        "place": "place",
        "bonus": "bonus",
        "total": "total",
        "unknown": "Unknown key {key!r}; H shows the keys.",
        "no_card": "There is no card {n}.",
        "no_choice": "There is no choice {n}.",
        "not_now": "Not now: {why}",
        "press_enter": "The Abrechnung: press Enter to go on.",
        "paused_hint": "Paused: P ends the pause.",
        "saved": "Record saved: {path}",
        "too_late": "Too late for {key!r}: the table has moved on.",
        "help": (
            "Keys: 1-9 card or choice, J I play/yes, N pass/no, B Bilanz, L last trick, "
            "A Augen so far, R advice, P pause, Enter continue, Q quit; "
            "or an announcement like 'rufspiel gras' or a card like EO"
        ),
    },
}

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "spiele": "Ich spiele", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
        "weiter": "Weiter", "gut": "Gut", "schapa": "Schapa", "ende": "Ende",
    },
    "en": {
        "spiele": "I play", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
        "weiter": "Pass", "gut": "Gut", "schapa": "Schapa", "ende": "End turn",
    },
}  # fmt: skip
_YES = ("spiele", "klopfen", "kontra", "re")
_NO = ("weiter", "gut", "schapa", "ende")


class Screen:
    """Writes lines: plain (one line per event, no colour, no cursor movement) or with
    colour when the output is a terminal."""

    def __init__(self, out: TextIO, *, plain: bool, colour: bool) -> None:
        self.out = out
        self.plain = plain
        self.colour = colour and not plain

    def line(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def bold(self, text: str) -> str:
        return f"\x1b[1m{text}\x1b[0m" if self.colour else text

    def dim(self, text: str) -> str:
        return f"\x1b[2m{text}\x1b[0m" if self.colour else text

    def green(self, text: str) -> str:
        return f"\x1b[32m{text}\x1b[0m" if self.colour else text


class PlaySession:
    """One terminal game: the table, the screen and the keys."""

    def __init__(
        self,
        table: Table,
        screen: Screen,
        *,
        lang: str,
        faces: str,
        braille: bool,
        seat: int,
        seed: int,
    ) -> None:
        self.table = table
        self.screen = screen
        self.lang: Lang = "de" if lang == "de" else "en"
        self.t = TEXT[lang]
        self.faces = faces
        self.braille = braille
        self.seat = seat
        self.seed = seed
        self.last: Any = None
        self.advice_count = 0

    # -- words -------------------------------------------------------------------------
    def who(self, seat: int | None) -> str:
        if seat is None:
            return "-"
        name = self.table.players[seat].name
        return f"{self.t['seat']} {seat} ({name})"

    def card(self, card: Card) -> str:
        """A card in a hand listing."""
        if self.braille:
            return label(card, "braille")
        if self.table.game == "schafkopf" and self.faces == "bavarian":
            return label(card, "schafkopf")
        return label(card, "symbol")

    def card_name(self, card: Card) -> str:
        """A card in an event line (long name, or Braille)."""
        if self.braille:
            return label(card, "braille")
        face = (
            "bavarian" if self.table.game == "schafkopf" and self.faces == "bavarian" else "french"
        )
        return long_name(card, self.lang, face)  # type: ignore[arg-type]

    def action_text(self, action: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return self.card(card)
        return str(action)

    # -- events ------------------------------------------------------------------------
    def show(self, events: list[Event]) -> None:
        for event in events:
            if not self.screen.plain and isinstance(event, (Dealt, GameOver, MatchOver)):
                self.screen.line()
            for text in self.event_lines(event):
                self.screen.line(text)

    def event_lines(self, event: Event) -> list[str]:
        t = self.t
        if isinstance(event, Dealt):
            self.last = event.state
            head = t["game"] if self.table.game == "schafkopf" else t["round"]
            extra = ""
            if isinstance(event.state, sp.RoundState):
                extra = f" ({event.state.round}: {event.state.info.name(self.lang)})"
            return [
                self.screen.bold(
                    f"{head} {event.number} {t['of']} {self.table.total}{extra}, "
                    f"{t['dealer']}: {self.who(event.dealer)}"
                )
            ]
        if isinstance(event, Moved):
            before, self.last = self.last, event.state
            lines = self.move_lines(before, event)
            if event.by == "takeover":
                lines.insert(0, f"{t['takeover']} {self.who(event.seat)}")
            return lines
        if isinstance(event, GraceStarted):
            return [f"{self.who(event.seat)}: " + t["grace"].format(n=10)]
        if isinstance(event, GameOver):
            return self.abrechnung_lines(event)
        if isinstance(event, Paused):
            return [f"{t['paused']}: {self.who(event.seat)}"]
        if isinstance(event, Resumed):
            return [t["resumed"]]
        if isinstance(event, MatchOver):
            return self.final_lines()
        return []

    def move_lines(self, before: Any, event: Moved) -> list[str]:
        after = event.state
        seat = event.seat
        action = event.action
        de = self.lang == "de"
        if isinstance(after, sk.GameState):
            if isinstance(action, sk.Play):
                verb = "spielt" if de else "plays"
                lines = [f"{self.who(seat)} {verb} {self.card_name(action.card)}"]
            else:
                face = "bavarian" if self.faces == "bavarian" else "french"
                text = sk.describe(action, seat, self.lang, face)  # type: ignore[arg-type]
                prefix = f"Sitz {seat}" if de else f"seat {seat}"
                lines = [self.who(seat) + text[len(prefix) :]]
            if before is not None and len(after.tricks) > len(before.tricks):
                trick = after.tricks[-1]
                if de:
                    lines.append(f"{self.who(trick.winner)} sticht mit {trick.augen} Augen")
                else:
                    lines.append(f"{self.who(trick.winner)} takes the trick, {trick.augen} Augen")
            announced = isinstance(action, sk.Announce)
            if after.game is not None and not announced and (before is None or before.game is None):
                lines.append(self._game_line(after))
            return lines
        cards = "braille" if self.braille else "name"
        layout = isinstance(before, sp.LayoutRoundState)
        text = sp.describe(action, seat, self.lang, layout=layout, cards=cards)  # type: ignore[arg-type]
        prefix = f"Sitz {seat}" if de else f"seat {seat}"
        lines = [self.who(seat) + text[len(prefix) :]]
        if before is not None:
            for ev in sp.events(before, after):
                line = sp.describe(ev, None, self.lang, cards=cards)  # type: ignore[arg-type]
                for s in range(self.table.num_seats):
                    line = line.replace(f"{'Sitz' if de else 'seat'} {s} ", self.who(s) + " ", 1)
                lines.append(line)
        return lines

    def _game_line(self, state: sk.GameState) -> str:
        game = state.game
        assert game is not None
        face = "bavarian" if self.faces == "bavarian" else "french"
        name = game.name(self.lang, face)
        if state.declarer is None:
            return f"{'Es wird gespielt' if self.lang == 'de' else 'The game is'}: {name}"
        verb = "spielt" if self.lang == "de" else "plays"
        return f"{self.who(state.declarer)} {verb}: {name}"

    def abrechnung_lines(self, event: GameOver) -> list[str]:
        t = self.t
        result = event.settlement
        lines = []
        if isinstance(result, sk.Settlement):
            face = "bavarian" if self.faces == "bavarian" else "french"
            head = sk.describe(result, None, self.lang, face)  # type: ignore[arg-type]
            lines.append(self.screen.bold(f"{t['abrechnung']} {t['game']} {event.number}: {head}"))
            if result.game is not None:
                augen = ", ".join(f"{self.who(s)} {a}" for s, a in enumerate(result.augen))
                lines.append(f"  Augen: {augen}")
        else:
            assert isinstance(result, sp.RoundSettlement)
            name = sp.ROUNDS[result.round].name(self.lang)
            lines.append(
                self.screen.bold(f"{t['abrechnung']} {t['round']} {result.round} ({name})")
            )
        for item in result.breakdown:
            lines.append(f"  {item}")
        scores = getattr(result, "balance", result.scores)
        lines.append("  " + ", ".join(f"{self.who(s)} {v:+d}" for s, v in enumerate(scores)))
        lines.append(f"  {t['bilanz']}: " + self.bilanz_text())
        if self.table.phase is not Phase.OVER and not self.table.match.is_over:
            lines.append(t["continue"])
        return lines

    def bilanz_text(self) -> str:
        return ", ".join(f"{self.who(s)} {v:+d}" for s, v in enumerate(self.table.bilanz()))

    def final_lines(self) -> list[str]:
        t = self.t
        lines = [self.screen.bold(t["final"])]
        match = self.table.match
        if isinstance(match, sk.Match):
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat)):
                lines.append(
                    f"  {p.place}. {t['place']}: {self.who(p.seat)} {p.total:+d}, "
                    f"{t['bonus']} {p.bonus}"
                )
        else:
            places = match.placements()
            for s in sorted(range(self.table.num_seats), key=lambda s: (places[s], s)):
                lines.append(f"  {places[s]}. {t['place']}: {self.who(s)} {match.totals[s]:+d}")
        return lines

    # -- the prompt --------------------------------------------------------------------
    def choices(self) -> tuple[list[Card], set[Card], list[Any]]:
        """The hand (in order), the playable cards, and the non-card legal actions."""
        view = self.table.view(self.seat)
        legal = tuple(self.table.state.legal_actions())
        state = self.table.state
        if isinstance(state, sk.GameState):
            hand = list(sk.display_order(view.hand, state.game))
        else:
            hand = list(sp.display_order(view.hand))
        playable = {getattr(a, "card") for a in legal if getattr(a, "card", None) is not None}  # noqa: B009
        others = [a for a in legal if getattr(a, "card", None) is None]
        return hand, playable, others

    def prompt(self) -> None:
        t = self.t
        state = self.table.state
        hand, playable, others = self.choices()
        lines = []
        if isinstance(state, sk.GameState):
            if state.trick:
                lines.append(f"{t['trick']}: " + " ".join(self.card(c) for c in state.trick))
        elif isinstance(state, sp.LayoutRoundState):
            view = self.table.view(self.seat)
            lines.append(f"{t['layout']}: " + (" ".join(self.card(c) for c in view.layout) or "-"))
        elif isinstance(state, sp.TrickRoundState) and state.trick:
            lines.append(f"{t['trick']}: " + " ".join(self.card(c) for c in state.trick))
        cells = []
        for k, c in enumerate(hand, 1):
            mark = "*" if c in playable else ""
            text = f"{k} {self.card(c)}{mark}"
            cells.append(self.screen.green(text) if mark else text)
        lines.append(f"{t['hand']}: " + ", ".join(cells))
        if others:
            words = []
            yes = next((a for a in others if str(a) in _YES), None)
            no = next((a for a in others if str(a) in _NO), None)
            if yes is not None:
                words.append(f"J {WORDS[self.lang][str(yes)]}")
            if no is not None:
                words.append(f"N {WORDS[self.lang][str(no)]}")
            if not playable and len(others) > (yes is not None) + (no is not None):
                words.extend(f"{k} {a}" for k, a in enumerate(others, 1))
            lines.append(f"{t['your_turn']}: " + ", ".join(words))
        else:
            lines.append(f"{t['your_turn']} ({t['playable']})")
        for line in lines:
            self.screen.line(line)

    # -- keys --------------------------------------------------------------------------
    def handle(self, line: str, now: float) -> list[Event] | None:
        """Act on one line of input; ``None`` means quit."""
        key = line.strip()
        t = self.t
        upper = key.upper()
        table = self.table
        if upper in ("Q", "QUIT", "EXIT"):
            return None
        if upper in ("H", "?", "HELP"):
            self.screen.line(t["help"])
            return []
        if upper == "B":
            self.screen.line(f"{t['bilanz']}: " + self.bilanz_text())
            return []
        if upper == "L":
            self.screen.line(self.last_trick_text())
            return []
        if upper == "A":
            word = t["augen"] if table.game == "schafkopf" else t["points"]
            aug = table.augen()
            self.screen.line(
                f"{word}: " + ", ".join(f"{self.who(s)} {v}" for s, v in enumerate(aug))
            )
            return []
        if upper == "P":
            try:
                if table.paused:
                    return table.resume(self.seat, now)
                return table.pause(self.seat, now)
            except TableError as exc:
                self.screen.line(t["not_now"].format(why=exc))
                return []
        if table.phase is Phase.ABRECHNUNG:
            if key == "":
                events = table.confirm(self.seat, now)
                if table.paused:
                    self.screen.line(t["paused_hint"])
                return events
            self.screen.line(t["press_enter"])
            return []
        if self.seat not in table.waiting_for():
            return []
        if key == "":
            self.prompt()
            return []
        if upper == "R":
            self.show_advice()
            return []
        action = self.action_for(key)
        if action is None:
            return []
        try:
            return table.act(self.seat, action, now)
        except KartenregelnError as exc:
            reason = getattr(exc, "reason", None) or str(exc)
            self.screen.line(t["not_now"].format(why=reason))
            self.prompt()
            return []

    def action_for(self, key: str) -> Any:
        t = self.t
        hand, playable, others = self.choices()
        upper = key.upper()
        if upper in ("J", "N"):
            words = _YES if upper == "J" else _NO
            found = next((a for a in others if str(a) in words), None)
            if found is None:
                self.screen.line(t["not_now"].format(why=key))
                self.prompt()
            return found
        if key.isdigit():
            n = int(key)
            if others and not playable:
                if 1 <= n <= len(others):
                    return others[n - 1]
                self.screen.line(t["no_choice"].format(n=n))
                self.prompt()
                return None
            if 1 <= n <= len(hand):
                return self._play_action(hand[n - 1])
            self.screen.line(t["no_card"].format(n=n))
            self.prompt()
            return None
        if len(key) == 1:
            self.screen.line(t["unknown"].format(key=key))
            return None
        return key  # notation: the table parses it and names what is wrong

    def _play_action(self, card: Card) -> Any:
        if self.table.game == "schafkopf":
            return sk.Play(card)
        return sp.Play(card)

    def last_trick_text(self) -> str:
        t = self.t
        trick = self.table.last_trick()
        if trick is None:
            return t["no_trick"]
        cards = " ".join(self.card(c) for c in trick.cards)
        return f"{t['last_trick']}: {cards}; {self.who(trick.leader)} -> {self.who(trick.winner)}"

    def show_advice(self) -> None:
        view = self.table.view(self.seat)
        self.advice_count += 1
        rng = random.Random(f"{self.seed}/advice/{self.advice_count}")
        advice = advise(view, 16, rng=rng)
        parts = []
        for a in advice[:3]:
            parts.append(f"{self.action_text(a.action)} {a.value:+.2f} ({a.best_share:.0%})")
        self.screen.line(f"{self.t['advice']}: " + "; ".join(parts))


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
    players: int,
    games: int,
    rounds: tuple[int, ...] | None,
    clock: int | None,
    seed: int,
    faces: str,
    plain: bool,
    braille: bool,
    lang: str,
    opponents: str,
    name: str | None,
    record: str | None,
    sk_rules: sk.Rules | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    monotonic: Callable[[], float] = time.monotonic,
) -> int:
    """Play a match at the terminal; returns the exit code."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    t = TEXT[lang]
    if game == "schafkopf":
        rules: Any = sk.Rules() if sk_rules is None else sk_rules
        n = 4
    else:
        if faces == "bavarian":
            raise ValueError("Schapa is played with French cards; use --faces french")
        rules = (
            sp.Rules(players=players)
            if rounds is None
            else sp.Rules(players=players, rounds=rounds)
        )
        n = players
    seats = [Player.person(name or t["you"])]
    seats += [Player.computer(f"{t['computer']} {s}", opponents) for s in range(1, n)]
    start = monotonic()
    table = Table(
        game,  # type: ignore[arg-type]
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
    names = ", ".join(session.who(s) for s in range(n))
    screen.line(f"{names}; seed {seed}")
    screen.line(t["help"])
    events = table.tick(0.0)
    code = 0
    prompted = False
    while True:
        session.show(events)
        if events:
            prompted = False
        if table.phase is Phase.OVER:
            break
        waiting = session.seat in table.waiting_for()
        if waiting and table.phase is Phase.PLAYING and not prompted:
            session.prompt()
            prompted = True
        nxt = table.next_time()
        if not waiting and nxt is None and not table.paused:  # pragma: no cover
            break
        now = monotonic() - start
        timeout = None if nxt is None else max(0.0, nxt - now)
        try:
            line = _read_line(stdin, timeout)
        except TimeoutError:
            events = table.tick(monotonic() - start)
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
                screen.line(t["too_late"].format(key=line.strip()))
                events = []
                continue
        result = session.handle(line, now)
        if result is None:
            screen.line(t["bye"])
            break
        events = result
    if record is not None:
        records.dump(table.record(), Path(record))
        screen.line(t["saved"].format(path=record))
    return code
