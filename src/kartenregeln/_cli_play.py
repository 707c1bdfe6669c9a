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
from kartenregeln._cli_play_text import MAX_INPUT, NO, TEXT, WORDS, YES
from kartenregeln._cli_text import (
    breakdown_line,
    game_line,
    money,
    plural,
    round_line,
    seat_word,
    settlement_money,
)
from kartenregeln.bots import advise
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.errors import IllegalActionError, KartenregelnError, NotationError
from kartenregeln.messages import translate
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

    def green(self, text: str) -> str:
        return f"\x1b[32m{text}\x1b[0m" if self.colour else text


def shown(key: str) -> str:
    """A key as echoed back: quoted, control characters escaped, cut short."""
    text = key if len(key) <= 20 else key[:20] + "…"
    return repr(text)


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
        self.t = TEXT[self.lang]
        self.faces = faces
        self.braille = braille
        self.seat = seat
        self.seed = seed
        self.last: Any = None
        self.advice_count = 0

    # -- words -------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        name = self.table.players[seat].name
        return f"{self.t['seat']} {seat} ({name})"

    @property
    def face(self) -> str:
        return (
            "bavarian" if self.table.game == "schafkopf" and self.faces == "bavarian" else "french"
        )

    def card(self, card: Card) -> str:
        """A card in a hand listing."""
        if self.braille:
            return label(card, "braille")
        if self.face == "bavarian":
            return label(card, "schafkopf")
        return label(card, "symbol")

    def card_name(self, card: Card) -> str:
        """A card in an event line (long name, or Braille)."""
        if self.braille:
            return label(card, "braille")
        return long_name(card, self.lang, self.face)  # type: ignore[arg-type]

    def action_text(self, action: Any) -> str:
        card = getattr(action, "card", None)
        if card is not None:
            return self.card(card)
        return WORDS[self.lang].get(str(action), str(action))

    def keys_text(self) -> str:
        t = self.t
        sk_game = self.table.game == "schafkopf"
        rules = self.table.rules
        size = rules.hand_size if isinstance(rules, sp.Rules) else 8
        return t["keys"].format(
            range=f"1-{size}",
            yes_no=t["yes_no_sk" if sk_game else "yes_no_sp"],
            augen=t["augen" if sk_game else "points"],
            examples=t["examples_sk" if sk_game else "examples_sp"],
        )

    def trick_line(self, trick: Any, number: int) -> str:
        """A finished trick: who took it, and who played which card (one line)."""
        t = self.t
        n = self.table.num_seats
        head = t["takes"].format(who=self.who(trick.winner), n=number)
        augen = getattr(trick, "augen", None)
        if augen is not None:
            head += " " + t["with_augen"].format(augen=augen)
        plays = ", ".join(
            f"{self.who((trick.leader + k) % n)} {self.card_name(c)}"
            for k, c in enumerate(trick.cards)
        )
        return f"{head}: {plays}"

    def current_trick(self) -> tuple[int, list[Card]] | None:
        """The leader and the cards of the trick in progress, if any."""
        state = self.table.state
        cards = getattr(state, "trick", ())
        if not cards:
            return None
        return getattr(state, "leader"), list(cards)  # noqa: B009 - both trick states have it

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
            return [self.screen.bold(self.deal_head(event.number) + f", {t['dealer']}: "
                                     f"{self.who(event.dealer)}")]  # fmt: skip
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
            return self.standing_lines(final=True)
        return []

    def deal_head(self, number: int) -> str:
        """``Spiel 3 von 8``; ``Runde 3 von 8: Damen``; ``Runde 1 von 2: Domino (Runde 7)``
        when a match plays only some of the eight rounds."""
        t = self.t
        state = self.table.state if self.last is None else self.last
        if isinstance(state, sp.RoundState):
            head = f"{t['round']} {number} {t['of']} {self.table.total}: "
            head += state.info.name(self.lang)
            if state.round != number:
                head += f" ({t['round']} {state.round})"
            return head
        return f"{t['game']} {number} {t['of']} {self.table.total}"

    def move_lines(self, before: Any, event: Moved) -> list[str]:
        after = event.state
        seat = event.seat
        action = event.action
        if isinstance(after, sk.GameState):
            text = sk.describe(action, seat, self.lang, self.face, cards=self._cards())  # type: ignore[arg-type]
            lines = [self.who(seat) + text[len(f"{seat_word(self.lang)} {seat}") :]]
            if before is not None and len(after.tricks) > len(before.tricks):
                lines.append(self.trick_line(after.tricks[-1], len(after.tricks)))
            announced = isinstance(action, sk.Announce)
            if after.game is not None and not announced and (before is None or before.game is None):
                lines.append(self.game_text(after))
            return lines
        layout = isinstance(before, sp.LayoutRoundState)
        text = sp.describe(action, seat, self.lang, layout=layout, cards=self._cards())  # type: ignore[arg-type]
        lines = [self.who(seat) + text[len(f"{seat_word(self.lang)} {seat}") :]]
        if before is not None:
            for ev in sp.events(before, after):
                if isinstance(ev, sp.TrickTaken):
                    lines.append(self.trick_line(after.tricks[ev.number - 1], ev.number))
                    continue
                line = sp.describe(ev, None, self.lang, cards=self._cards())  # type: ignore[arg-type]
                word = seat_word(self.lang)
                for s in range(self.table.num_seats):
                    line = line.replace(f"{word} {s} ", self.who(s) + " ", 1)
                lines.append(line)
        return lines

    def _cards(self) -> str:
        return "braille" if self.braille else "name"

    def game_text(self, state: sk.GameState) -> str:
        """Who plays which game (after the bidding)."""
        t = self.t
        game = state.game
        assert game is not None
        name = game.name(self.lang, self.face)
        if state.declarer is None:
            return t["played"].format(game=name)
        return t["plays"].format(who=self.who(state.declarer), game=name)

    def game_key(self) -> str:
        """The S key: the game, the contract and the declarer (and your part in it)."""
        t = self.t
        state = self.table.state
        head = self.deal_head(self.table.number)
        if isinstance(state, sp.RoundState):
            return f"{head}: {state.info.text(self.lang)}"
        if state.game is None:
            return t["bidding"].format(head=head)
        text = f"{head}: {self.game_text(state)}"
        extras = _doubling_words(state, self.who, self.lang)
        view = self.table.view(self.seat)
        if state.declarer == self.seat:
            extras.append(t["you_declarer"])
        elif getattr(view, "partner", None) == self.seat:
            extras.append(t["you_partner"])
        return text + ("; " + ", ".join(extras) if extras else "")

    def abrechnung_lines(self, event: GameOver) -> list[str]:
        t = self.t
        result = event.settlement
        lines = []
        if isinstance(result, sk.Settlement):
            head = game_line(result, self.lang, self.face, self.who)
            lines.append(self.screen.bold(f"{t['abrechnung']} {t['game']} {event.number}: {head}"))
            if result.game is not None:
                augen = ", ".join(f"{self.who(s)} {a}" for s, a in enumerate(result.augen))
                lines.append(f"  Augen: {augen}")
        else:
            assert isinstance(result, sp.RoundSettlement)
            lines.append(
                self.screen.bold(f"{t['abrechnung']} {round_line(result, self.lang, self.who)}")
            )
        lines.extend(f"  {breakdown_line(item, self.lang, self.who)}" for item in result.breakdown)
        lines.append(f"  {t['result']}: {money(settlement_money(result), self.lang, self.who)}")
        lines.append(f"  {t['bilanz']}: " + self.bilanz_text())
        if self.table.phase is not Phase.OVER and not self.table.match.is_over:
            lines.append(t["continue"])
        return lines

    def bilanz_text(self) -> str:
        return money(self.table.bilanz(), self.lang, self.who)

    def standing_lines(self, *, final: bool) -> list[str]:
        """The places by the totals so far (the final standing at the end)."""
        t = self.t
        match = self.table.match
        unit = ("Spiel", "Spielen") if self.lang == "de" else ("game", "games")
        if isinstance(match, sp.Match):
            unit = ("Runde", "Runden") if self.lang == "de" else ("round", "rounds")
        done = len(match.results) if isinstance(match, sp.Match) else match.games_played
        title = t["final"] if final else t["standing"].format(n=plural(done, *unit))
        lines = [self.screen.bold(title)]
        if isinstance(match, sk.Match):
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat)):
                lines.append(
                    f"  {p.place}. {t['place']}: {self.who(p.seat)} {p.total:+d}, "
                    f"{t['bonus']} {p.bonus}"
                )
        else:
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat)):
                lines.append(f"  {p.place}. {t['place']}: {self.who(p.seat)} {p.total:+d}")
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

    def layout_text(self) -> str:
        """Round 7: the cards laid out, as a range per suit."""
        t = self.t
        laid = self.table.view(self.seat).layout
        parts = []
        for suit in _FRENCH_SUITS:
            cards = sorted((c for c in laid if c.suit == suit), key=_domino_key)
            name = _SUIT_NAMES[self.lang][suit]
            if not cards:
                parts.append(f"{name} {t['nothing']}")
            elif len(cards) == 1:
                parts.append(f"{name} {self.card(cards[0])}")
            else:
                parts.append(f"{name} {self.card(cards[0])} {t['to']} {self.card(cards[-1])}")
        return f"{t['layout']}: " + ", ".join(parts)

    def trick_so_far(self) -> str | None:
        current = self.current_trick()
        if current is None:
            return None
        leader, cards = current
        n = self.table.num_seats
        number = len(getattr(self.table.state, "tricks", ())) + 1
        plays = ", ".join(
            f"{self.who((leader + k) % n)} {self.card(c)}" for k, c in enumerate(cards)
        )
        return f"{self.t['trick']} ({self.t['nth_trick'].format(n=number)}): {plays}"

    def prompt(self) -> None:
        t = self.t
        state = self.table.state
        hand, playable, others = self.choices()
        lines = []
        if isinstance(state, sp.LayoutRoundState):
            lines.append(self.layout_text())
        trick = self.trick_so_far()
        if trick is not None:
            lines.append(trick)
        cells = []
        for k, c in enumerate(hand, 1):
            mark = "*" if c in playable else ""
            text = f"{k} {self.card(c)}{mark}"
            cells.append(self.screen.green(text) if mark else text)
        lines.append(f"{t['hand']}: " + ", ".join(cells))
        if others:
            words = [self.yes_no_words(others)] if self.yes_no_words(others) else []
            plain = sum(1 for a in others if str(a) in YES or str(a) in NO)
            if self.numbered_choices(playable, others) and len(others) > plain:
                words.extend(f"{k} {self.choice_name(a)}" for k, a in enumerate(others, 1))
            lines.append(f"{t['your_turn']}: " + ", ".join(words))
        else:
            lines.append(f"{t['your_turn']} ({t['playable']})")
        for line in lines:
            self.screen.line(line)

    def yes_no_words(self, others: list[Any]) -> str:
        """``J Ich spiele, N Weiter``: what J and N mean now."""
        words = []
        yes = next((a for a in others if str(a) in YES), None)
        no = next((a for a in others if str(a) in NO), None)
        if yes is not None:
            words.append(f"J {WORDS[self.lang][str(yes)]}")
        if no is not None:
            words.append(f"N {WORDS[self.lang][str(no)]}")
        return ", ".join(words)

    @staticmethod
    def numbered_choices(playable: set[Card], others: list[Any]) -> bool:
        """Whether the numbers choose from the list of announcements (no card now)."""
        return not playable and bool(others)

    def choice_name(self, action: Any) -> str:
        game = getattr(action, "game", None)
        if game is not None:
            return str(game.name(self.lang, self.face))
        return self.action_text(action)

    # -- keys --------------------------------------------------------------------------
    def handle(self, line: str, now: float) -> list[Event] | None:
        """Act on one line of input; ``None`` means quit. Every line the table cannot
        take is answered with a reason (the caller asks again)."""
        key = line.strip()
        t = self.t
        if len(key) > MAX_INPUT:
            self.screen.line(t["too_long"].format(n=len(key)))
            return []
        upper = key.upper()
        table = self.table
        if upper in ("Q", "QUIT", "EXIT"):
            return None
        info = self.info_key(upper)
        if info is not None:
            self.screen.line(info)
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
        if self.seat not in table.waiting_for():  # pragma: no cover - the computer moves at once
            return []
        if key == "":
            self.prompt()
            return []
        if upper == "R":
            self.show_advice()
            return []
        action = self.action_for(key)
        if action is None:
            self.prompt()
            return []
        try:
            return table.act(self.seat, action, now)
        except KartenregelnError as exc:
            self.screen.line(self.refusal(exc))
            self.prompt()
            return []

    def refusal(self, exc: KartenregelnError) -> str:
        """Why the table refused a key, in the session's language."""
        t = self.t
        if isinstance(exc, IllegalActionError):
            return t["not_now"].format(why=translate(exc.reason, self.lang))
        if isinstance(exc, NotationError):
            return t["not_understood"].format(text=shown(exc.text), problem=exc.problem)
        return t["not_now"].format(why=exc)

    def info_key(self, upper: str) -> str | None:
        """The keys that only tell something: H, B, L, A, S."""
        t = self.t
        if upper in ("H", "?", "HELP"):
            return self.keys_text()
        if upper == "B":
            return f"{t['bilanz']}: " + self.bilanz_text()
        if upper == "L":
            return self.last_trick_text()
        if upper == "A":
            word = t["augen"] if self.table.game == "schafkopf" else t["points"]
            return f"{word}: " + ", ".join(
                f"{self.who(s)} {v}" for s, v in enumerate(self.table.augen())
            )
        if upper == "S":
            return self.game_key()
        return None

    def action_for(self, key: str) -> Any:
        """The action a key stands for, or ``None`` after saying why there is none."""
        t = self.t
        hand, playable, others = self.choices()
        upper = key.upper()
        numbered = self.numbered_choices(playable, others)
        last = len(others) if numbered else len(hand)
        what = (t["choose_one"] if numbered else t["choose_card"]).format(last=last)
        if upper in ("J", "N"):
            words = YES if upper == "J" else NO
            found = next((a for a in others if str(a) in words), None)
            if found is None:
                self.screen.line(t["no_yes" if upper == "J" else "no_no"].format(what=what))
            return found
        if key.isascii() and key.isdigit():
            n = int(key[-4:]) if len(key.lstrip("0")) <= 4 else 10**4
            if numbered:
                if 1 <= n <= len(others):
                    return others[n - 1]
                self.screen.line(t["no_choice"].format(n=shown(key)[1:-1], last=last))
                return None
            if 1 <= n <= len(hand):
                return self._play_action(hand[n - 1])
            self.screen.line(t["no_card"].format(n=shown(key)[1:-1], last=last))
            return None
        if len(key) == 1 or not key.isprintable():
            self.screen.line(t["unknown"].format(key=shown(key)))
            return None
        return key  # notation: the table parses it and names what is wrong

    def _play_action(self, card: Card) -> Any:
        if self.table.game == "schafkopf":
            return sk.Play(card)
        return sp.Play(card)

    def last_trick_text(self) -> str:
        t = self.t
        tricks = getattr(self.table.state, "tricks", ())
        if not tricks:
            return t["no_trick"]
        return f"{t['last_trick']}: " + self.trick_line(tricks[-1], len(tricks))

    def show_advice(self) -> None:
        t = self.t
        view = self.table.view(self.seat)
        self.advice_count += 1
        rng = random.Random(f"{self.seed}/advice/{self.advice_count}")
        budget = 16
        advice = advise(view, budget, rng=rng)
        parts = []
        for k, a in enumerate(advice[:3], 1):
            parts.append(
                f"{k}. {self.choice_name(a.action)}: {t['value']} {a.value:+.2f}, "
                f"{t['share']} {a.best_share:.0%}"
            )
        self.screen.line(t["advice"].format(n=budget) + ": " + "; ".join(parts))


def _doubling_words(state: sk.GameState, who: Callable[[int], str], lang: str) -> list[str]:
    """Klopfer, Kontra and Re said so far, as the bidding shows them."""
    out = []
    for seat, action in state.bids:
        if isinstance(action, sk.Klopfen):
            out.append(f"{who(seat)} {'klopft' if lang == 'de' else 'knocks'}")
        elif isinstance(action, (sk.Kontra, sk.Re)):
            word = "Kontra" if isinstance(action, sk.Kontra) else "Re"
            out.append(f"{word} {'von' if lang == 'de' else 'by'} {who(seat)}")
    return out


_FRENCH_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
_SUIT_NAMES = {
    "de": {Suit.CLUBS: "Kreuz", Suit.SPADES: "Pik", Suit.HEARTS: "Herz", Suit.DIAMONDS: "Karo"},
    "en": {
        Suit.CLUBS: "clubs", Suit.SPADES: "spades", Suit.HEARTS: "hearts",
        Suit.DIAMONDS: "diamonds",
    },
}  # fmt: skip


def _domino_key(card: Card) -> int:
    """The order of a suit in the Domino: the ace (laid after the lowest card) below all."""
    return 0 if card.rank == Rank.ACE else int(card.rank)


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
    rules: Any,
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
    screen.line(f"{names}; seed {session.seed}")
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
