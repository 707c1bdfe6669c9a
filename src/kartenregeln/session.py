"""A seat at a table, told in words: the sentences of the table's events, the prompt,
and what a line of keys or notation does.

[`Narrator`][kartenregeln.session.Narrator] tells the events, and both frontends share
it: the web table (`kartenregeln.web`) sends its lines to the browsers, and
[`PlaySession`][kartenregeln.session.PlaySession], the terminal's loop on top of it
(``kartenregeln play``), writes them to the terminal and reads the keys. They speak only
the game protocol and the descriptor: the sentences come from
[`kartenregeln.narration`][kartenregeln.narration] and the game's narration facet.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any, Literal, TextIO

from kartenregeln.bots import advise
from kartenregeln.cards import Card
from kartenregeln.errors import IllegalActionError, KartenregelnError, NotationError
from kartenregeln.game import GameState, Trick, View
from kartenregeln.messages import translate
from kartenregeln.names import label, long_name
from kartenregeln.narration import (
    MAX_INPUT,
    action_words,
    breakdown_line,
    game_words,
    money,
    plural,
    result_line,
    settlement_money,
    yes_no,
)
from kartenregeln.registry import get_game
from kartenregeln.table import (
    Dealt,
    Event,
    GameOver,
    GraceStarted,
    MatchOver,
    Moved,
    Paused,
    Phase,
    Resumed,
    Table,
    TableError,
)

__all__ = ["Narrator", "PlaySession", "Screen", "shown"]

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


class Narrator:
    """The sentences a [`Table`][kartenregeln.table.Table]'s events make, told for one
    seat in one language: the head of a deal, the moves and tricks, the Abrechnung, the
    standing, and how seats, cards and calls are named. It holds no screen, reads no
    keys and gives no advice: the terminal table
    ([`PlaySession`][kartenregeln.session.PlaySession]) is its loop on top of it, the
    web table (`kartenregeln.web`) sends its lines to the browsers. What only one game
    says comes from the game's narration facet, which gets the narrator as its
    [`Teller`][kartenregeln.facets.Teller].

    >>> from kartenregeln.table import Player, Table
    >>> table = Table("schafkopf", [Player.person("Anna")], seed=1, clock=None)
    >>> narrator = Narrator(table, lang="en")
    >>> lines = [line for event in table.tick(0.0) for line in narrator.event_lines(event)]
    >>> lines[:2]
    ['game 1 of 8, dealer: seat 0 (Anna)', 'seat 1 (Computer 1) says weiter (pass)']
    >>> narrator.who(2)
    'seat 2 (Computer 2)'
    """

    def __init__(
        self, table: Table, *, lang: str, faces: str = "", braille: bool = False, seat: int = 0
    ) -> None:
        self.table = table
        self.lang: Lang = "de" if lang == "de" else "en"
        self.game = get_game(table.game)
        self.story = self.game.facet("narration")
        self.t = game_words(self.game, self.lang)
        self.words = action_words(self.game, self.lang)
        self.yes, self.no = yes_no(self.game)
        self.faces = faces
        self.braille = braille
        self.seat = seat
        self.last: GameState[Any] | None = None

    # -- what a narration facet may ask (see kartenregeln.facets.Teller) -----------------
    @property
    def state(self) -> GameState[Any]:
        """The state of the game being told."""
        return self.table.state

    @property
    def num_seats(self) -> int:
        """The seats at the table."""
        return self.table.num_seats

    def seat_view(self) -> View[Any]:
        """What this narrator's seat sees of the game being told."""
        return self.table.view(self.seat)

    # -- words -------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        """``Sitz 2 (Anna)``: a seat, with the player's name."""
        name = self.table.players[seat].name
        return f"{self.t['seat']} {seat} ({name})"

    def bold(self, text: str) -> str:
        """A line that heads a part (a deal, the Abrechnung, the standing): as it is here;
        the terminal table makes it bold when it shows colour."""
        return text

    @property
    def face(self) -> str:
        """The card faces shown: the chosen ones if the game is played with them."""
        faces: tuple[str, ...] = self.story.FACES
        return self.faces if self.faces in faces else faces[0]

    @property
    def card_style(self) -> str:
        """How an event line names a card: by its long name, or in Braille."""
        return "braille" if self.braille else "name"

    def card(self, card: Card) -> str:
        """A card in a hand listing: in words of the player's language (codes are for
        machine output only), or in Braille."""
        if self.braille:
            return label(card, "braille")
        return self.card_name(card)

    def card_name(self, card: Card) -> str:
        """A card in an event line (long name, or Braille)."""
        if self.braille:
            return label(card, "braille")
        return long_name(card, self.lang, self.face)  # type: ignore[arg-type]

    def action_text(self, action: Hashable) -> str:
        """An action by its name: the card it plays, or the call's word."""
        card = getattr(action, "card", None)
        if card is not None:
            return self.card(card)
        return self.words.get(str(action), str(action))

    def choice_name(self, action: Hashable) -> str:
        """An action as a choice offers it (``Rufspiel mit der Alten``, ``Kontra``)."""
        name: str | None = self.story.choice_name(action, self.lang, self.face)
        return self.action_text(action) if name is None else name

    def action_line(self, seat: int, action: Hashable) -> str:
        """``Sitz 2 (Anna) sagt Kontra``: one action in a sentence, naming the seat."""
        text: str = self.story.action_sentence(
            action, seat, self.lang, self.face, self.card_style, self.who(seat)
        )
        return text

    def trick_line(self, trick: Trick, number: int) -> str:
        """A finished trick: who took it, and who played which card (one line)."""
        t = self.t
        n = self.table.num_seats
        head = t["takes"].format(who=self.who(trick.winner), n=number)
        augen = self.story.trick_points(trick)
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
        cards = state.trick
        if not cards:
            return None
        leader: int | None = self.story.trick_leader(state)
        return None if leader is None else (leader, list(cards))

    def last_trick_text(self) -> str:
        """The last trick taken (the L key), or that there is none yet."""
        t = self.t
        tricks = self.table.state.tricks
        if not tricks:
            return t["no_trick"]
        return f"{t['last_trick']}: " + self.trick_line(tricks[-1], len(tricks))

    # -- events ------------------------------------------------------------------------
    def event_lines(self, event: Event) -> list[str]:
        """The lines one event of the table makes (none for an event nobody is told)."""
        t = self.t
        if isinstance(event, Dealt):
            self.last = event.state
            return [self.bold(self.deal_head(event.number) + f", {t['dealer']}: "
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
        state = self.table.state if self.last is None else self.last
        return str(self.story.deal_head(state, number, self.table.total, self))

    def move_lines(self, before: GameState[Any] | None, event: Moved) -> list[str]:
        """The lines a move makes: the move, then what it brought about (the facet's)."""
        lines: list[str] = self.story.move_lines(
            self, before, event.state, event.seat, event.action
        )
        return lines

    def game_key(self) -> str:
        """The S key: the game, the contract and the declarer (and your part in it)."""
        head = self.deal_head(self.table.number)
        return str(self.story.game_key(self, head))

    def abrechnung_lines(self, event: GameOver) -> list[str]:
        """The Abrechnung of a deal: its line, the breakdown, the amounts, the Bilanz."""
        t = self.t
        result = event.settlement
        head = result_line(result, event.number, self.lang, self.face, self.who)
        lines = [self.bold(f"{t['abrechnung']} {head}")]
        lines.extend(self.story.result_details(result, self))
        lines.extend(f"  {breakdown_line(item, self.lang, self.who)}" for item in result.breakdown)
        lines.append(f"  {t['result']}: {money(settlement_money(result), self.lang, self.who)}")
        lines.append(f"  {t['bilanz']}: " + self.bilanz_text())
        if self.table.phase is not Phase.OVER and not self.table.match.is_over:
            lines.append(t["continue"])
        return lines

    def bilanz_text(self) -> str:
        """Each seat's money so far."""
        return money(self.table.bilanz(), self.lang, self.who)

    def standing_lines(self, *, final: bool) -> list[str]:
        """The places by the totals so far (the final standing at the end)."""
        t = self.t
        match = self.table.match
        done = self.game.facet("frontend").deals_done(match)
        title = t["final"] if final else t["standing"].format(n=plural(done, *self.deal_units))
        lines = [self.bold(title)]
        lines.extend(self.story.standing_lines(self, match))
        return lines

    @property
    def deal_units(self) -> tuple[str, str]:
        """One deal of the match, and many (German: the dative plural, after nach)."""
        return self.t["deal"], self.t["deals"]


class PlaySession(Narrator):
    """One player's seat at a [`Table`][kartenregeln.table.Table] in the terminal: the
    [`Narrator`][kartenregeln.session.Narrator]'s lines written to ``screen``, the
    prompt, and what a line of keys or notation does."""

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
        super().__init__(table, lang=lang, faces=faces, braille=braille, seat=seat)
        self.screen = screen
        self.seed = seed
        self.advice_count = 0

    def bold(self, text: str) -> str:
        """Bold when the screen shows colour."""
        return self.screen.bold(text)

    def keys_text(self) -> str:
        t = self.t
        size = self.table.rules.hand_size
        return t["keys"].format(
            range=f"1-{size}", yes_no=t["yes_no"], augen=t["taken"], examples=t["examples"]
        )

    def show(self, events: list[Event]) -> None:
        """Write the lines of ``events`` to the screen (a blank line before a deal, an
        Abrechnung and the final standing, unless plain)."""
        for event in events:
            if not self.screen.plain and isinstance(event, (Dealt, GameOver, MatchOver)):
                self.screen.line()
            for text in self.event_lines(event):
                self.screen.line(text)

    # -- the prompt --------------------------------------------------------------------
    def choices(self) -> tuple[list[Card], set[Card], list[Hashable]]:
        """The hand (in order), the playable cards, and the non-card legal actions."""
        view = self.table.view(self.seat)
        legal = tuple(self.table.state.legal_actions())
        hand: list[Card] = self.story.hand(view, self.table.state)
        playable = {getattr(a, "card") for a in legal if getattr(a, "card", None) is not None}  # noqa: B009
        others = [a for a in legal if getattr(a, "card", None) is None]
        return hand, playable, others

    def trick_so_far(self) -> str | None:
        current = self.current_trick()
        if current is None:
            return None
        leader, cards = current
        n = self.table.num_seats
        number = len(self.table.state.tricks) + 1
        plays = ", ".join(
            f"{self.who((leader + k) % n)} {self.card(c)}" for k, c in enumerate(cards)
        )
        return f"{self.t['trick']} ({self.t['nth_trick'].format(n=number)}): {plays}"

    def prompt(self) -> None:
        t = self.t
        hand, playable, others = self.choices()
        lines: list[str] = list(self.story.prompt_lines(self))
        trick = self.trick_so_far()
        if trick is not None:
            lines.append(trick)
        cells = []
        for k, c in enumerate(hand, 1):
            mark = "*" if c in playable and not self.screen.plain else ""
            text = f"{k} {self.card(c)}{mark}"
            cells.append(self.screen.green(text) if mark else text)
        lines.append(f"{t['hand']}: " + ", ".join(cells))
        if self.screen.plain and playable and not others:
            # a screen reader reads "*" as "Stern": the playable cards are said in words
            lines.append(self.playable_text(hand, playable))
        if others:
            words = [self.yes_no_words(others)] if self.yes_no_words(others) else []
            if self.numbers_offered(playable, others):
                words.extend(f"{k} {self.choice_name(a)}" for k, a in enumerate(others, 1))
            lines.append(f"{t['your_turn']}: " + ", ".join(words))
        elif not self.screen.plain:
            lines.append(f"{t['your_turn']} ({t['playable']})")
        for line in lines:
            self.screen.line(line)

    def playable_text(self, hand: list[Card], playable: set[Card]) -> str:
        """With ``plain``: the cards that may be played, in words (``Du bist dran, spielbar:
        2 Herz-Zehn, 5 Eichel-Sau``; ``alle Karten`` when every card may be played)."""
        t = self.t
        if all(c in playable for c in hand):
            return f"{t['your_turn']}, {t['playable_plain']}: {t['all_cards']}"
        cards = [f"{k} {self.card(c)}" for k, c in enumerate(hand, 1) if c in playable]
        return f"{t['your_turn']}, {t['playable_plain']}: " + ", ".join(cards)

    def yes_no_words(self, others: list[Hashable]) -> str:
        """``J Ich spiele, N Weiter``: what J and N mean now."""
        words = []
        yes = next((a for a in others if str(a) in self.yes), None)
        no = next((a for a in others if str(a) in self.no), None)
        if yes is not None:
            words.append(f"J {self.words[str(yes)]}")
        if no is not None:
            words.append(f"N {self.words[str(no)]}")
        return ", ".join(words)

    @staticmethod
    def numbered_choices(playable: set[Card], others: list[Hashable]) -> bool:
        """Whether the numbers choose from the list of announcements (no card now)."""
        return not playable and bool(others)

    def numbers_offered(self, playable: set[Card], others: list[Hashable]) -> bool:
        """Whether the prompt lists numbered choices (not when J and N say it all)."""
        plain = sum(1 for a in others if str(a) in self.yes or str(a) in self.no)
        return self.numbered_choices(playable, others) and len(others) > plain

    # -- keys --------------------------------------------------------------------------
    def handle(self, line: str, now: float) -> list[Event] | None:
        """Act on one line of input; ``None`` means quit. Every line the table cannot
        take is answered with a reason (the caller asks again)."""
        key = line.strip()
        t = self.t
        if len(key) > MAX_INPUT:
            self.screen.line(t["too_long"].format(n=len(key)))
            self.prompt_again()
            return []
        upper = key.upper()
        table = self.table
        if upper in ("Q", "QUIT", "EXIT"):
            return None
        info = self.info_key(upper)
        if info is not None:
            self.screen.line(info)
            self.prompt_again()
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

    def prompt_again(self) -> None:
        """After a line that only told something (or was refused unread): the hand and
        the prompt once more, if it is this seat's turn, so the player need not scroll
        back (a screen reader reads only what comes last)."""
        table = self.table
        if table.phase is Phase.PLAYING and self.seat in table.waiting_for():
            self.prompt()

    def refusal(self, exc: KartenregelnError) -> str:
        """Why the table refused a key, in the session's language."""
        t = self.t
        if isinstance(exc, IllegalActionError):
            return t["not_now"].format(why=translate(exc.reason, self.lang, you=self.seat))
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
            view = self.table.view(self.seat)
            taken = self.table.augen()
            line: str = self.story.taken_line(view, taken, self.lang, self.who)
            return f"{t['taken']}: {line}"
        if upper == "S":
            return self.game_key()
        return None

    def action_for(self, key: str) -> Hashable | None:
        """The action a key stands for, or ``None`` after saying why there is none."""
        t = self.t
        hand, playable, others = self.choices()
        upper = key.upper()
        numbered = self.numbered_choices(playable, others)
        last = len(others) if numbered else len(hand)
        what = (t["choose_one"] if numbered else t["choose_card"]).format(last=last)
        if upper in ("J", "N"):
            words = self.yes if upper == "J" else self.no
            found = next((a for a in others if str(a) in words), None)
            if found is None:
                self.screen.line(t["no_yes" if upper == "J" else "no_no"].format(what=what))
            return found
        if key.isascii() and key.isdigit():
            n = int(key[-4:]) if len(key.lstrip("0")) <= 4 else 10**4
            if numbered:
                if 1 <= n <= len(others):
                    return others[n - 1]
                if not self.numbers_offered(playable, others):
                    offered = self.yes_no_words(others)
                    self.screen.line(t["no_offer"].format(n=shown(key)[1:-1], offered=offered))
                    return None
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

    def _play_action(self, card: Card) -> Hashable:
        return self.story.play(card)

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
