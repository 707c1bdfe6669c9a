"""A table: seats, computer players, clocks, the Abrechnung and pauses, with time passed in.

What a web or terminal table needs around the rules, as a state machine that never reads
a clock, never sleeps and starts no thread: every call takes ``now`` (seconds, from any
monotonic clock the frontend likes) and returns the events it caused.

>>> from kartenregeln.table import Table, Player
>>> table = Table("schafkopf", [Player.person("Anna")], seed=1, clock=30)
>>> events = table.tick(0.0)
>>> table.phase.value, table.waiting_for()
('playing', (0,))
>>> table.deadline     # Bedenkzeit 30 s, then 10 s grace, then the computer plays
40.0
>>> [type(e).__name__ for e in table.tick(39.9)]
['GraceStarted']
>>> [(type(e).__name__, e.by) for e in table.tick(40.0)][:1]
[('Moved', 'takeover')]

The rules of the clock (as in Speedschafkopf):

- Bedenkzeit per move: 30, 60, 90 or 120 seconds (default), or ``None`` for no clock.
  When it runs out a grace of [`GRACE`][kartenregeln.table.GRACE] (10 s) begins; when that runs out
  too, the
  computer plays for the seat.
- After each game the Abrechnung waits until every human has confirmed it. With a clock
  it goes on by itself after [`READING_TIME`][kartenregeln.table.READING_TIME] plus the Bedenkzeit.
- A pause holds the Abrechnung (asked for during a game, it begins at the next
  Abrechnung). A human alone against the computer may pause as long as they like; with
  other humans at the table the pauses of one Abrechnung last at most
  [`PAUSE_LIMIT`][kartenregeln.table.PAUSE_LIMIT] (2 minutes) together.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Final, Literal, TypeAlias

import attrs

from kartenregeln import records
from kartenregeln.bots import Bot, HeuristicBot, RandomBot, SearchBot
from kartenregeln.errors import KartenregelnError
from kartenregeln.game import GameState, Match, Rules, Settlement, Trick, View
from kartenregeln.messages import say
from kartenregeln.registry import games as games_registered
from kartenregeln.registry import get_game

if TYPE_CHECKING:
    from kartenregeln.facets import FrontendFacet

__all__ = [
    "BEDENKZEIT",
    "DEFAULT_CLOCK",
    "GRACE",
    "PAUSE_LIMIT",
    "READING_TIME",
    "Confirmed",
    "Dealt",
    "Event",
    "GameOver",
    "GraceStarted",
    "MatchOver",
    "Moved",
    "Paused",
    "Phase",
    "Player",
    "Resumed",
    "Table",
    "TableError",
    "make_bot",
]

BEDENKZEIT: Final = (30, 60, 90, 120)
"""The Bedenkzeit choices in seconds (besides ``None``: no clock)."""
DEFAULT_CLOCK: Final = 120
"""The default Bedenkzeit: 2 minutes."""
GRACE: Final = 10
"""Seconds of grace after the Bedenkzeit, before the computer plays for the seat."""
READING_TIME: Final = 10
"""With a clock, the Abrechnung goes on by itself after this plus the Bedenkzeit."""
PAUSE_LIMIT: Final = 120
"""With other humans at the table, the pauses of one Abrechnung last at most this long."""

BotName = Literal["random", "heuristic", "search"]
GameName = str
"""A registered game's name (``"schafkopf"``, ``"schapa"``; see `kartenregeln.games`)."""
State: TypeAlias = GameState[Any]
"""A state of the table's game (it speaks [`GameState`][kartenregeln.game.GameState])."""


class TableError(KartenregelnError):
    """A request the table refuses now (not this seat's turn, no Abrechnung, no pause
    left, …); the reason is one sentence. Nothing changes."""


class Phase(str, enum.Enum):
    """Where the table is."""

    PLAYING = "playing"
    ABRECHNUNG = "abrechnung"
    OVER = "over"


def _bot_name(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value not in ("random", "heuristic", "search"):
        raise ValueError(f"bot is 'random', 'heuristic' or 'search', not {value!r}")


def _positive(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValueError(f"{attribute.name} must be an int >= 1, not {value!r}")


def _text(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, str):
        raise TypeError(f"Player.{attribute.name} must be a str, not {value!r}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        # refused where it enters: a record, a page or a database could not keep it
        raise ValueError(
            f"Player.{attribute.name} {value!r} cannot be written as UTF-8 (a lone surrogate)"
        ) from None


def _flag(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"Player.{attribute.name} must be True or False, not {value!r}")


@attrs.frozen
class Player:
    """A seat's player: a human, or the computer with a ``bot`` (``"random"``,
    ``"heuristic"`` or ``"search"``; ``samples`` is the search bot's strength)."""

    name: str = attrs.field(validator=_text)
    """The name shown at the table and written to the record."""
    human: bool = attrs.field(default=False, validator=_flag)
    """Whether a person plays this seat (else the computer)."""
    bot: str = attrs.field(default="heuristic", validator=_bot_name)
    """The computer player: ``"random"``, ``"heuristic"`` or ``"search"``."""
    samples: int = attrs.field(default=8, validator=_positive)
    """The search bot's strength: worlds sampled per decision (1 or more)."""

    @classmethod
    def computer(cls, name: str, bot: str = "heuristic", samples: int = 8) -> Player:
        """A computer player."""
        return cls(name, False, bot, samples)

    @classmethod
    def person(cls, name: str) -> Player:
        """A human player."""
        return cls(name, True)


def make_bot(player: Player) -> Bot:
    """The computer player for ``player`` (search bots without a time limit, so that a
    seed reproduces every decision)."""
    if player.bot == "random":
        return RandomBot()
    if player.bot == "search":
        # the bidding's worlds grow with the strength up to the bot's default (24 at the
        # default 8), so that fewer samples make every decision cheaper
        return SearchBot(
            samples=player.samples, time_limit=None, bid_samples=min(24, 3 * player.samples)
        )
    return HeuristicBot()


# -- events ---------------------------------------------------------------------------


@attrs.frozen
class Dealt:
    """Game (or round) ``number`` (1-based) was dealt by ``dealer``; ``state`` is the
    state after the deal."""

    number: int
    dealer: int
    time: float
    state: Any = attrs.field(repr=False)


@attrs.frozen
class Moved:
    """``seat`` took ``action``; ``by`` is ``"human"``, ``"computer"`` or ``"takeover"``
    (the computer played for a human whose time ran out); ``state`` is the state after
    it."""

    seat: int
    action: Any
    by: str
    time: float
    state: Any = attrs.field(repr=False)


@attrs.frozen
class GraceStarted:
    """The Bedenkzeit of ``seat`` is over; the computer plays for it at ``deadline``."""

    seat: int
    deadline: float
    time: float


@attrs.frozen
class GameOver:
    """Game ``number`` is over; the Abrechnung is ``settlement``."""

    number: int
    settlement: Settlement
    time: float


@attrs.frozen
class Confirmed:
    """``seat`` confirmed the Abrechnung."""

    seat: int
    time: float


@attrs.frozen
class Paused:
    """``seat`` paused; ``until`` is when the pause ends by itself (``None``: never)."""

    seat: int
    until: float | None
    time: float


@attrs.frozen
class Resumed:
    """The pause is over (``seat`` resumed, or ``None``: its time ran out)."""

    seat: int | None
    time: float


@attrs.frozen
class MatchOver:
    """The match is over with these ``totals``."""

    totals: tuple[int, ...]
    time: float


Event = Dealt | Moved | GraceStarted | GameOver | Confirmed | Paused | Resumed | MatchOver


def _seconds(value: object, name: str) -> float:
    """``value`` as seconds: an int or float that is finite (`TypeError` for other
    types, `TableError` for NaN and the infinities)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise TypeError(f"{name} must be a number of seconds, not {value!r}")
    try:
        seconds = float(value)
    except OverflowError:
        seconds = math.inf
    if not math.isfinite(seconds):
        raise TableError(say("table_seconds", name=name, value=repr(value)))
    return seconds


def _clock(value: object) -> int | None:
    if value is None:
        return None
    if value not in BEDENKZEIT or isinstance(value, bool):
        raise ValueError(f"the Bedenkzeit is 30, 60, 90 or 120 seconds or None, not {value!r}")
    return int(value)  # type: ignore[call-overload,unused-ignore]


class Table:
    """A Schafkopf or Schapa match at a table of humans and computer players.

    ``players`` fills the seats from seat 0: a [`Player`][kartenregeln.table.Player], a name (a
    human) or
    ``None`` (the computer); seats left over are taken by the computer. ``games`` is the
    length of a Schafkopf match (8, 12, 16 or 24; with three players 9, 12, 18 or 24;
    default the shortest); a Schapa match plays ``rules.rounds``.
    ``clock`` is the Bedenkzeit (30, 60, 90, 120 or ``None``). ``computer_delay`` makes
    computer players wait that long before each action (0: at once). The deals and the
    computer's choices come from ``seed`` only.

    The table is the one mutable object of the library: it holds the current (immutable)
    game state, the match, the clocks and the confirmations. Every method that lets time
    pass takes ``now`` and returns the events, in order.
    """

    @property
    def _frontend(self) -> FrontendFacet:
        """The game's frontend facet (looked up, not kept: a table pickles and copies)."""
        return get_game(self.game).facet("frontend")

    def __init__(
        self,
        game: GameName = "schafkopf",
        players: Sequence[Player | str | None] = (),
        *,
        rules: Rules | None = None,
        games: int | None = None,
        clock: int | None = DEFAULT_CLOCK,
        seed: int | str = 0,
        first_dealer: int = 0,
        now: float = 0.0,
        computer_delay: float = 0.0,
        takeover: Bot | None = None,
    ) -> None:
        known = tuple(g.name for g in games_registered())
        if game not in known:
            names = " or ".join(map(repr, known))
            raise ValueError(f"game is {names}, not {game!r}")
        described = get_game(game)
        rules = described.rules_type() if rules is None else rules
        if not isinstance(rules, described.rules_type):
            raise TypeError(f"a {described.title()} table needs {described.name}.Rules")
        self.match: Match[Any] = described.facet("frontend").new_match(rules, games, first_dealer)
        n = rules.players
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise TypeError(f"players must be a list of players, names or None, not {players!r}")
        if len(players) > n:
            raise ValueError(f"{game} has {n} seats, not {len(players)}")
        seats: list[Player] = []
        for s in range(n):
            p = players[s] if s < len(players) else None
            if p is None:
                p = Player.computer(f"Computer {s}")
            elif isinstance(p, str):
                p = Player.person(p)
            elif not isinstance(p, Player):
                raise TypeError(f"players[{s}] must be a Player, a name or None, not {p!r}")
            seats.append(p)
        computer_delay = _seconds(computer_delay, "computer_delay")
        if computer_delay < 0:
            raise ValueError("computer_delay must be >= 0")
        self.game: GameName = game
        self.rules = rules
        self.players: tuple[Player, ...] = tuple(seats)
        self.clock = _clock(clock)
        self.computer_delay = float(computer_delay)
        self._bots = [None if p.human else make_bot(p) for p in seats]
        self._takeover: Bot = takeover if takeover is not None else HeuristicBot()
        self._deal_rng = random.Random(f"{seed}/deal")
        self._play_rng = random.Random(f"{seed}/play")
        self._start_match = self.match
        self._states: list[State] = []
        self._now = _seconds(now, "now")
        self._pending: list[Event] = []
        self.phase = Phase.PLAYING
        self._confirmed: set[int] = set()
        self._abrechnung_at = 0.0
        self._pause_seat: int | None = None
        self._pause_at = 0.0
        self._pause_used = 0.0
        self._pause_wanted: int | None = None
        self._released = self._now
        self.state: State = self._deal(self._now)

    # -- facts -------------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """The number of seats."""
        return len(self.players)

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats of the human players."""
        return tuple(s for s, p in enumerate(self.players) if p.human)

    @property
    def number(self) -> int:
        """The number of the current (or last) game or round, 1-based."""
        return len(self._states)

    @property
    def total(self) -> int:
        """The number of games (Schafkopf) or rounds (Schapa) in the match."""
        total: int = self._frontend.deals(self.match)
        return total

    @property
    def paused(self) -> bool:
        """Whether a pause holds the Abrechnung."""
        return self._pause_seat is not None

    @property
    def paused_by(self) -> int | None:
        """The seat whose pause holds the Abrechnung now, or ``None``."""
        return self._pause_seat

    @property
    def pause_wanted(self) -> int | None:
        """The seat that asked for a pause during a game (it begins at the next
        Abrechnung), or ``None``."""
        return self._pause_wanted

    @property
    def pause_limit(self) -> float | None:
        """How long the pauses of one Abrechnung may last (``None``: alone against the
        computer, as long as you like)."""
        return None if len(self.humans) <= 1 else float(PAUSE_LIMIT)

    @property
    def settlement(self) -> Settlement | None:
        """The Abrechnung of the last finished game (``None`` before the first one)."""
        for state in reversed(self._states):
            if state.is_over:
                settlement: Settlement = state.settle()
                return settlement
        return None

    def waiting_for(self) -> tuple[int, ...]:
        """The human seats the table waits for: the seat to move, or in the Abrechnung
        every human who has not confirmed."""
        if self.phase is Phase.PLAYING:
            seat = self.state.to_move
            if seat is not None and self.players[seat].human:
                return (seat,)
            return ()
        if self.phase is Phase.ABRECHNUNG:
            return tuple(s for s in self.humans if s not in self._confirmed)
        return ()

    @property
    def now(self) -> float:
        """The latest time the table has been given."""
        return self._now

    @property
    def turn_started(self) -> float:
        """When the current turn (or the Abrechnung) began."""
        return self._turn_at

    @property
    def deadline(self) -> float | None:
        """When the table goes on by itself: the computer plays for the human to move, the
        Abrechnung goes on, or the pause ends. ``None``: it waits for a human."""
        if self.phase is Phase.PLAYING:
            seat = self.state.to_move
            if seat is None:
                return None
            if not self.players[seat].human:
                return self._turn_at + self.computer_delay
            if self.clock is None:
                return None
            return self._turn_at + self.clock + GRACE
        if self.phase is Phase.ABRECHNUNG:
            if self._pause_seat is not None:
                limit = self.pause_limit
                if limit is None:
                    return None
                return self._pause_at + (limit - self._pause_used)
            if self.clock is None:
                return None
            return self._abrechnung_at + READING_TIME + self.clock + self._pause_used
        return None

    def time_left(self, now: float) -> float | None:
        """Seconds of Bedenkzeit left for the human to move (negative in the grace), or
        ``None`` without a clock or when no human is to move."""
        now = _seconds(now, "now")
        if self.phase is not Phase.PLAYING or self.clock is None or not self.waiting_for():
            return None
        return self._turn_at + self.clock - now

    def next_time(self) -> float | None:
        """The earliest time at which [`tick`][kartenregeln.table.Table.tick] would change something
        (a frontend's
        timer), or ``None`` when only a human can move the table on."""
        deadline = self.deadline
        if (
            self.phase is Phase.PLAYING
            and self.clock is not None
            and self.waiting_for()
            and not self._grace_told
        ):
            return self._turn_at + self.clock
        return deadline

    def view(self, seat: int) -> View[Any]:
        """What ``seat`` may know of the current game."""
        return self.state.view(seat)

    def last_trick(self) -> Trick | None:
        """The last finished trick of the current game (``leader``, ``cards``, ``winner``),
        or ``None`` (no trick yet, or the layout round of Schapa)."""
        tricks = self.state.tricks
        return tricks[-1] if tricks else None

    def bilanz(self) -> tuple[int, ...]:
        """The match totals so far (the Bilanz), finished games only."""
        return tuple(self.match.totals)

    def augen(self) -> tuple[int, ...]:
        """What each seat has taken in the current game so far: the Augen in Schafkopf,
        the round's points in Schapa."""
        return tuple(self._frontend.taken(self.state))

    def states(self) -> tuple[State, ...]:
        """The states of every game dealt so far (the last one may be in progress)."""
        return tuple(self._states)

    def record(self) -> records.MatchRecord:
        """The match so far as a record ([`kartenregeln.records`][kartenregeln.records])."""
        names = [p.name for p in self.players]
        return records.record_match(self._start_match, self._states, names)

    # -- time and actions -----------------------------------------------------------------
    def tick(self, now: float) -> list[Event]:
        """Let time pass up to ``now``: computer players move, clocks run out, the
        Abrechnung and pauses end by themselves. Returns the events in order."""
        self._check_time(now)
        self._advance(now)
        return self._flush()

    def act(self, seat: int, action: Hashable, now: float) -> list[Event]:
        """The human at ``seat`` takes ``action`` (an action or its notation) at ``now``.

        Time passes first: if the computer has already played for the seat, this raises
        [`TableError`][kartenregeln.table.TableError]. An illegal action raises
        [`IllegalActionError`][kartenregeln.errors.IllegalActionError] (text that does not parse a
        [`NotationError`][kartenregeln.errors.NotationError]); either way the table is unchanged
        except for the time that passed (the events of that are returned by the next call).
        """
        self._check_time(now)
        self._advance(now)
        if self.phase is not Phase.PLAYING:
            raise TableError(say(f"table_no_game_{self.phase.value}"))
        self._check_human(seat)
        if self.state.to_move != seat:
            raise TableError(say("table_not_turn", seat=seat, mover=self.state.to_move))
        self._move(seat, action, "human", now)
        self._advance(now)
        return self._flush()

    def confirm(self, seat: int, now: float) -> list[Event]:
        """The human at ``seat`` has read the Abrechnung."""
        self._check_time(now)
        self._advance(now)
        if self.phase is not Phase.ABRECHNUNG:
            raise TableError(say("table_no_abrechnung"))
        self._check_human(seat)
        if seat not in self._confirmed:
            self._confirmed.add(seat)
            self._released = max(self._released, now)
            self._pending.append(Confirmed(seat, now))
        self._advance(now)
        return self._flush()

    def pause(self, seat: int, now: float) -> list[Event]:
        """The human at ``seat`` asks for a pause: during a game it begins at the next
        Abrechnung, in the Abrechnung at once."""
        self._check_time(now)
        self._advance(now)
        self._check_human(seat)
        if self.phase is Phase.OVER:
            raise TableError(say("table_match_over"))
        limit = self.pause_limit
        if self._pause_seat is not None:
            raise TableError(say("table_paused", seat=self._pause_seat))
        if self.phase is Phase.PLAYING:
            self._pause_wanted = seat
            return self._flush()
        if limit is not None and self._pause_used >= limit:
            raise TableError(say("table_pause_used"))
        self._begin_pause(seat, now)
        return self._flush()

    def resume(self, seat: int, now: float) -> list[Event]:
        """End the pause (any human may)."""
        self._check_time(now)
        self._advance(now)
        self._check_human(seat)
        if self._pause_wanted is not None and self._pause_seat is None:
            self._pause_wanted = None
            return self._flush()
        if self._pause_seat is None:
            raise TableError(say("table_no_pause"))
        self._end_pause(seat, now)
        self._advance(now)
        return self._flush()

    # -- machinery ----------------------------------------------------------------------
    def _check_time(self, now: float) -> None:
        now = _seconds(now, "now")
        if now < self._now:
            raise TableError(say("table_time_back", now=now, before=self._now))
        self._now = now

    def _check_human(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.num_seats:
            raise TableError(say("table_no_seat", seat=repr(seat)))
        if not self.players[seat].human:
            raise TableError(say("table_computer_seat", seat=seat))

    def _flush(self) -> list[Event]:
        out, self._pending = self._pending, []
        return out

    def _deal(self, at: float) -> State:
        state: State = self.match.deal(self._deal_rng)
        self._states.append(state)
        self._turn_at = at
        self._grace_told = False
        self._pending.append(Dealt(len(self._states), state.dealer, at, state))
        return state

    def _move(self, seat: int, action: Hashable, by: str, at: float) -> None:
        self.state = self.state.apply(action)
        self._states[-1] = self.state
        self._pending.append(Moved(seat, self.state.history[-1], by, at, self.state))
        self._turn_at = at
        self._grace_told = False

    def _begin_pause(self, seat: int, at: float) -> None:
        self._pause_seat = seat
        self._pause_at = at
        self._pause_wanted = None
        limit = self.pause_limit
        until = None if limit is None else at + limit - self._pause_used
        self._pending.append(Paused(seat, until, at))

    def _end_pause(self, seat: int | None, at: float) -> None:
        self._pause_used += at - self._pause_at
        self._pause_seat = None
        self._released = max(self._released, at)
        self._pending.append(Resumed(seat, at))

    def _advance(self, now: float) -> None:
        for _ in range(100_000):
            if not self._step(now):
                return
        raise RuntimeError("the table does not settle")  # pragma: no cover

    def _step(self, now: float) -> bool:
        """Make one change that is due at ``now``; False when nothing is due."""
        if self.phase is Phase.OVER:
            return False
        if self.phase is Phase.ABRECHNUNG:
            return self._step_abrechnung(now)
        state = self.state
        seat = state.to_move
        if seat is None:
            self._states[-1] = state
            self.match = self.match.record(state)
            self.phase = Phase.ABRECHNUNG
            self._abrechnung_at = self._turn_at
            self._confirmed = set()
            self._pause_used = 0.0
            self._released = self._turn_at
            self._pending.append(GameOver(len(self._states), state.settle(), self._turn_at))
            if self._pause_wanted is not None:
                self._begin_pause(self._pause_wanted, self._turn_at)
            return True
        bot = self._bots[seat]
        if bot is not None:
            at = self._turn_at + self.computer_delay
            if at > now:
                return False
            self._move(seat, bot.choose(state.view(seat), self._play_rng), "computer", at)
            return True
        if self.clock is None:
            return False
        grace_at = self._turn_at + self.clock
        if not self._grace_told and now >= grace_at:
            self._grace_told = True
            self._pending.append(GraceStarted(seat, grace_at + GRACE, grace_at))
            return True
        deadline = grace_at + GRACE
        if now >= deadline:
            action = self._takeover.choose(state.view(seat), self._play_rng)
            self._move(seat, action, "takeover", deadline)
            return True
        return False

    def _step_abrechnung(self, now: float) -> bool:
        if self._pause_seat is not None:
            limit = self.pause_limit
            if limit is None:
                return False
            ends = self._pause_at + (limit - self._pause_used)
            if now < ends:
                return False
            self._end_pause(None, ends)
            return True
        at: float | None = None
        if all(s in self._confirmed for s in self.humans):
            at = self._released  # the last confirmation or the end of the pause
        if self.clock is not None:
            auto = self._abrechnung_at + READING_TIME + self.clock + self._pause_used
            if now >= auto and (at is None or auto < at):
                at = auto
        if at is None:
            return False
        if self.match.is_over:
            self.phase = Phase.OVER
            self._pending.append(MatchOver(self.match.totals, at))
            return True
        self.phase = Phase.PLAYING
        self.state = self._deal(at)
        return True
