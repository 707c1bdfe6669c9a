"""The protocol both games speak, the ``Settlement`` base, and ``check_game``.

A game is a value: ``state.apply(action)`` returns a new state and never changes the old
one. Bots, records, tables and frontends use only the members of
[`GameState`][kartenregeln.game.GameState].
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar, runtime_checkable

import attrs
from typing_extensions import Self

from kartenregeln import _facets
from kartenregeln.errors import IllegalActionError

if TYPE_CHECKING:
    from kartenregeln.cards import Card, CardSet

__all__ = [
    "Game",
    "GameCheckError",
    "GameState",
    "Match",
    "Placement",
    "PlayableState",
    "Rules",
    "Seat",
    "Settlement",
    "SettlementLine",
    "Trick",
    "View",
    "check_game",
]

Seat = int
"""Seats are plain ints, 0 … n−1 clockwise."""

ActionT = TypeVar("ActionT", bound=Hashable)
StateT_co = TypeVar("StateT_co", bound="GameState[Any]", covariant=True)


@attrs.frozen
class SettlementLine:
    """One labelled line of a settlement, as an Abrechnung shows it.

    ``value`` is points added (``factor=False``) or a multiplier (``factor=True``).
    ``seat`` names the seat a line is about, if it is about one.
    """

    label: str
    value: int
    factor: bool = False
    seat: Seat | None = None

    _wire_derived = ("code",)
    """Written with the fields in the wire form (see [`kartenregeln.wire`][kartenregeln.wire])."""

    @property
    def code(self) -> str:
        """The stable machine code of the label (``"schneider"``, ``"laufende"``), for a
        frontend that translates by itself (see
        [`kartenregeln.messages`][kartenregeln.messages])."""
        from kartenregeln.messages import code

        return code(self.label)

    def text(self, lang: str = "en") -> str:
        """The line as ``str(line)`` shows it, in ``lang`` (``"en"`` or ``"de"``)."""
        from kartenregeln.messages import translate

        amount = f"×{self.value}" if self.factor else f"{self.value:+d}"
        seat = "Sitz" if lang == "de" else "seat"
        who = "" if self.seat is None else f" ({seat} {self.seat})"
        return f"{translate(self.label, lang)}{who}: {amount}"

    def __str__(self) -> str:
        return self.text("en")


_shared_line: Final = functools.lru_cache(maxsize=1024)(SettlementLine)
"""``SettlementLine(label, value, factor, seat)`` from a small cache: lines are immutable
values and a game's lines repeat from game to game (for the engines' settlements)."""


@attrs.frozen(kw_only=True)
class Settlement:
    """The result of a finished game: ``scores`` per seat and a ``breakdown``.

    Each game subclasses it with what its players want to know (the Augen, the winners…).
    """

    scores: tuple[int, ...]
    breakdown: tuple[SettlementLine, ...] = ()

    @property
    def net(self) -> tuple[int, ...]:
        """What the game adds to each seat's running total in a match (``Match.totals`` is
        the sum of its results' ``net``): the ``scores`` unless the game keeps another
        table (Schafkopf's zero-sum ``balance``)."""
        return self.scores

    def text(self, lang: str = "en") -> str:
        """The breakdown, one line each, and the scores, in ``lang`` (``"en"``, ``"de"``)."""
        lines = [line.text(lang) for line in self.breakdown]
        word = "Punkte" if lang == "de" else "scores"
        lines.append(f"{word}: " + " ".join(f"{s:+d}" for s in self.scores))
        return "\n".join(lines)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see `kartenregeln.svg`)."""
        from kartenregeln.svg import picture

        return picture(self)

    def __str__(self) -> str:
        return self.text("en")


@attrs.frozen(kw_only=True)
class Game:
    """The descriptor of one game: its name, its types and what the shared parts need.

    Each game's package exports one ``GAME`` and registers it (see
    [`kartenregeln.registry`][kartenregeln.registry]); records, the wire form, pictures, the
    table, bots, engines, environments, the web table and the command line ask it instead
    of testing which game a value belongs to.

    ``facets`` names, per shared part, the module of the game that serves it (``"svg"``,
    ``"bots"``, ``"narration"``, …), as ``"package.module"`` or ``"package.module:attr"``;
    [`facet`][kartenregeln.game.Game.facet] imports it on first use, so a game's package
    does not import the shared parts and they do not import the game.

    >>> from kartenregeln import get_game
    >>> game = get_game("schafkopf")
    >>> game.name, game.seats, game.card_style
    ('schafkopf', (3, 4), 'schafkopf')
    """

    name: str
    """The game's registered name, as records and the wire form write it."""
    titles: Mapping[str, str]
    """The game's name for people, per language (``{"de": …, "en": …}``)."""
    module: str
    """The package that defines the game and exports ``GAME``."""
    state_type: type[GameState[Any]]
    """The type of a game state (the protocol's ``GameState``)."""
    view_type: type[View[Any]]
    """The type of what one seat may know (the protocol's ``View``)."""
    rules_type: type[Rules]
    """The type of the house rules."""
    match_type: type[Match[Any]]
    """The type of a series of games."""
    settlement_type: type[Settlement]
    """The type of the result of one finished game."""
    action_types: tuple[type[Any], ...]
    """Every type of action the game knows."""
    value_types: tuple[type[Any], ...] = ()
    """Further public value types of the game (contracts, events, …), for ``owns``."""
    seats: tuple[int, ...]
    """The numbers of players the game can be played by."""
    card_style: str
    """The faces its cards are named in by default (``"schafkopf"`` or ``"french"``)."""
    deal: Callable[..., Any]
    """``deal(rules, *, dealer, rng, **options)``: a shuffled deal."""
    parse_action: Callable[[str], Any]
    """An action from its notation; ``NotationError`` when it does not parse."""
    facets: Mapping[str, str] = attrs.field(factory=dict)
    """Per shared part, the module of this game that serves it (see the class docstring)."""
    deal_options: tuple[str, ...] = ()
    """The keyword options ``deal`` takes besides ``dealer`` and ``rng`` (Schafkopf:
    ``pot``; Schapa: ``round``), so that code for any game can ask before it passes one."""
    narrator: Callable[..., tuple[str, ...]] | None = None
    """``narrator(state_or_view, lang)``: the game's ``narrate`` (see
    [`narrate`][kartenregeln.game.Game.narrate])."""

    def title(self, lang: str = "en") -> str:
        """The game's name for people in ``lang``."""
        return self.titles.get(lang) or self.titles.get("en") or self.name

    def narrate(self, value: Any, lang: str = "en") -> tuple[str, ...]:
        """Every public action so far of ``value`` (a state or a view of this game), one
        line each, followed by the lines of its events, in ``lang`` (``"en"`` or
        ``"de"``): the game's own ``narrate``. ``LookupError`` for a game without one."""
        if self.narrator is None:
            raise LookupError(f"the game {self.name!r} has no narration")
        return self.narrator(value, lang)

    def owns(self, value: object) -> bool:
        """Whether ``value`` (or the class ``value``) is one of this game's values."""
        types = (
            self.state_type,
            self.view_type,
            self.rules_type,
            self.match_type,
            self.settlement_type,
            *self.action_types,
            *self.value_types,
        )
        if isinstance(value, type):
            return issubclass(value, types)
        return isinstance(value, types)

    def facet(self, part: str) -> Any:
        """The module (or attribute) of this game that serves the shared ``part``, checked
        against its contract (see [`kartenregeln.facets`][kartenregeln.facets]) on first
        use, with the defaults of the optional names it leaves out.

        A facet whose names are all optional (``"svg"``) need not be named: the game gets
        its defaults. Raises ``LookupError`` when the game offers nothing for ``part`` and
        [`FacetError`][kartenregeln.facets.FacetError] (a ``TypeError``) naming the facet and
        the missing name when the facet does not satisfy its contract.
        """
        resolved = _RESOLVED.get(id(self))
        if resolved is None or resolved[0] is not self:
            resolved = _RESOLVED[id(self)] = (self, {})
        found = resolved[1].get(part)
        if found is None:
            where = self.facets.get(part)
            found = _facets.defaults(self, part) if where is None else None
            if where is None and found is None:
                raise LookupError(f"the game {self.name!r} has no {part!r} support")
            if found is None:
                found = _facets.resolve(self, part, str(where))
            resolved[1][part] = found
        return found

    def check_facets(self) -> None:
        """Import every facet and check it against its contract: a
        [`FacetError`][kartenregeln.facets.FacetError] names the first facet and name that
        is missing."""
        for part in self.facets:
            self.facet(part)

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


_RESOLVED: Final[dict[int, tuple[Game, dict[str, Any]]]] = {}
"""Per game (by identity), its facets found and checked so far."""


@attrs.frozen
class Placement:
    """One seat's place at the end of a match: ``place`` 1, 2, … by ``total`` (equal totals
    share the better place and skip the next one), and the leaderboard ``bonus`` the game
    pays for it (0 where the game pays none, as in Schapa).

    Both games' ``Match.placements()`` give one per seat, in seat order.
    """

    seat: Seat
    total: int
    place: int
    bonus: int = 0


class Trick(Protocol):
    """A finished trick as both games give it in ``tricks``: who led it, its cards from
    the leader on, and who took it."""

    @property
    def leader(self) -> Seat: ...

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def winner(self) -> Seat: ...


class Deck(Protocol):
    """The cards a game is played with under its rules: ``cards``, in a fixed order
    (Schafkopf's ``Deck``, the 32 or 24 cards; Schapa's ``CardSet`` of its players)."""

    @property
    def cards(self) -> tuple[Card, ...]: ...


@runtime_checkable
class Rules(Protocol):
    """The protocol of a game's house rules: an immutable value with the number of players,
    the cards per hand and the deck, written to and read from the wire form."""

    @property
    def players(self) -> int: ...

    @property
    def hand_size(self) -> int: ...

    @property
    def deck(self) -> Deck: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: object) -> Self: ...


@runtime_checkable
class View(Protocol[StateT_co]):
    """What one seat may know. ``sample`` draws a full state consistent with it:
    ``view.sample(rng).view(view.seat) == view``.

    Both ``schafkopf.View`` and ``schapa.RoundView`` implement it.
    """

    @property
    def seat(self) -> Seat: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def dealer(self) -> Seat: ...

    @property
    def to_move(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def history(self) -> tuple[Hashable, ...]: ...

    @property
    def hand(self) -> CardSet: ...

    @property
    def trick(self) -> tuple[Card, ...]: ...

    @property
    def tricks(self) -> Sequence[Trick]: ...

    @property
    def legal_actions(self) -> tuple[Hashable, ...]: ...

    def is_legal(self, action: Any) -> bool: ...

    def why_illegal(self, action: Any, lang: str = "en") -> str | None: ...

    def to_text(self) -> str: ...

    @classmethod
    def from_text(cls, text: str) -> Self: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: object) -> Self: ...

    def sample(self, rng: random.Random, *, tries: int = ...) -> StateT_co: ...


@runtime_checkable
class GameState(Protocol[ActionT]):
    """The protocol of a game state. Both ``schafkopf.GameState`` and
    ``schapa.RoundState`` implement it."""

    @property
    def rules(self) -> Rules: ...

    @property
    def num_seats(self) -> int: ...

    @property
    def dealer(self) -> Seat: ...

    @property
    def to_move(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def history(self) -> tuple[ActionT, ...]: ...

    @property
    def hands(self) -> tuple[CardSet, ...]: ...

    def hand(self, seat: Seat) -> CardSet: ...

    @property
    def trick(self) -> tuple[Card, ...]: ...

    @property
    def tricks(self) -> Sequence[Trick]: ...

    def legal_actions(self) -> tuple[ActionT, ...]: ...

    def is_legal(self, action: ActionT | str) -> bool: ...

    def why_illegal(self, action: ActionT | str, lang: str = "en") -> str | None: ...

    def apply(self, action: ActionT | str) -> Self: ...

    def view(self, seat: Seat) -> View[GameState[ActionT]]: ...

    def settle(self) -> Settlement: ...

    def to_text(self) -> str: ...

    @classmethod
    def from_text(cls, text: str) -> Self: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: object) -> Self: ...


StateT = TypeVar("StateT", bound="GameState[Any]")


@runtime_checkable
class Match(Protocol[StateT]):
    """The protocol of a series of games: the next game to deal or start, the results so
    far and the standing. Both ``schafkopf.Match`` and ``schapa.Match`` implement it.

    ``start(hands)`` takes the hands positionally or as ``hands=`` in both games.
    """

    def __init__(self, rules: Rules) -> None: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def first_dealer(self) -> Seat: ...

    @property
    def results(self) -> tuple[Settlement, ...]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def dealer(self) -> Seat: ...

    @property
    def totals(self) -> tuple[int, ...]: ...

    def deal(self, rng: random.Random) -> StateT: ...

    def start(self, hands: Sequence[str | CardSet | Iterable[Card]]) -> StateT: ...

    def record(self, state: StateT) -> Self: ...

    def placements(self) -> tuple[Placement, ...]: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: object) -> Self: ...


@runtime_checkable
class PlayableState(Protocol[ActionT]):
    """The members the factory-based [`check_game`][kartenregeln.game.check_game] uses: a
    smaller protocol than [`GameState`][kartenregeln.game.GameState], for a game still
    being written (no text, wire form or match yet)."""

    @property
    def num_seats(self) -> int: ...

    @property
    def to_move(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def history(self) -> tuple[ActionT, ...]: ...

    def legal_actions(self) -> tuple[ActionT, ...]: ...

    def is_legal(self, action: ActionT | str) -> bool: ...

    def why_illegal(self, action: ActionT | str) -> str | None: ...

    def apply(self, action: ActionT | str) -> Self: ...

    def view(self, seat: Seat) -> object: ...

    def settle(self) -> Settlement: ...


class GameCheckError(AssertionError):
    """A broken promise of the protocol, found by [`check_game`][kartenregeln.game.check_game]."""


def _fail(state: object, history: Sequence[object], problem: str) -> GameCheckError:
    moves = " ".join(str(a) for a in history)
    return GameCheckError(f"{problem}\n  after actions: {moves or '(none)'}\n  state: {state!r}")


def check_game(
    factory: Callable[[random.Random], PlayableState[Any]],
    *,
    parse_action: Callable[[str], Any],
    games: int = 10,
    seed: int = 0,
    max_actions: int = 2000,
    check_views: bool = True,
    illegal_probes: int = 8,
) -> int:
    """Play ``games`` random games from ``factory(rng)`` and check the protocol's promises.

    At every state it checks: a non-final state has a legal action and a seat to move; a
    final one has neither; ``legal_actions`` is deterministic; every legal action is legal
    by ``is_legal`` and ``why_illegal``, parses back from ``str(action)`` and applies;
    ``apply`` extends ``history`` by the action and never changes the state it was called
    on; actions that were legal elsewhere but are not legal here are refused with a reason
    and an [`IllegalActionError`][kartenregeln.errors.IllegalActionError] naming the seat, and
    change nothing; ``view(seat)``
    works for every seat and (with ``check_views``) ``view.sample(rng)`` gives a state whose
    view for that seat is the same view. Every game must end within ``max_actions``, and
    ``settle()`` must give one score per seat.

    Raises [`GameCheckError`][kartenregeln.game.GameCheckError] (an ``AssertionError``) on the first
    broken promise and
    returns the number of states checked.
    """
    rng = random.Random(seed)
    checked = 0
    pool: dict[Any, None] = {}
    for _ in range(games):
        state = factory(rng)
        history: list[Any] = list(state.history)
        for _step in range(max_actions + 1):
            checked += 1
            _check_state(state, history, parse_action, pool, rng, check_views, illegal_probes)
            if state.is_over:
                break
            legal = state.legal_actions()
            action = rng.choice(legal)
            state = state.apply(action)
            history.append(action)
        else:
            raise _fail(state, history, f"the game did not end within {max_actions} actions")
        result = state.settle()
        if len(result.scores) != state.num_seats:
            raise _fail(state, history, f"settle() gave {len(result.scores)} scores")
    return checked


def _check_state(
    state: PlayableState[Any],
    history: list[Any],
    parse_action: Callable[[str], Any],
    pool: dict[Any, None],
    rng: random.Random,
    check_views: bool,
    illegal_probes: int,
) -> None:
    legal = state.legal_actions()
    if legal != state.legal_actions():
        raise _fail(state, history, "legal_actions() is not deterministic")
    if state.is_over:
        if legal or state.to_move is not None:
            raise _fail(state, history, "a final state has legal actions or a seat to move")
    elif not legal or state.to_move is None:
        raise _fail(state, history, "a non-final state has no legal action or no seat to move")
    if tuple(state.history) != tuple(history):
        raise _fail(state, history, f"history is {state.history!r}")
    snapshot = copy.deepcopy(state)
    for action in legal:
        if not state.is_legal(action) or state.why_illegal(action) is not None:
            raise _fail(state, history, f"legal action {action!s} is refused")
        text = str(action)
        try:
            parsed = parse_action(text)
        except Exception as exc:
            raise _fail(state, history, f"str(action) {text!r} does not parse: {exc}") from exc
        if parsed != action:
            raise _fail(state, history, f"{text!r} parses to {parsed!r}, not {action!r}")
        try:
            child = state.apply(action)
        except Exception as exc:
            raise _fail(state, history, f"legal action {text} does not apply: {exc!r}") from exc
        if tuple(child.history) != (*history, action):
            raise _fail(state, history, f"apply({text}) did not extend the history by it")
        pool.setdefault(action)
    if not state.is_over and legal and state.apply(str(legal[0])) != state.apply(legal[0]):
        raise _fail(state, history, "apply(text) and apply(action) differ")
    legal_set = set(legal)
    probes = [a for a in pool if a not in legal_set]
    rng.shuffle(probes)
    for action in probes[:illegal_probes]:
        reason = state.why_illegal(action)
        if state.is_legal(action) or not reason or not isinstance(reason, str):
            raise _fail(state, history, f"illegal action {action!s} has no reason: {reason!r}")
        try:
            state.apply(action)
        except IllegalActionError as exc:
            if exc.seat != state.to_move or not exc.reason:
                raise _fail(state, history, f"IllegalActionError names {exc.seat!r}") from exc
        else:
            raise _fail(state, history, f"illegal action {action!s} was applied")
    if state != snapshot or hash(state) != hash(snapshot):
        raise _fail(state, history, "a call changed the state it was called on")
    if check_views:
        for seat in range(state.num_seats):
            view = state.view(seat)
            sample = getattr(view, "sample", None)
            if sample is None:
                continue
            world = sample(rng)
            if world.view(seat) != view:
                raise _fail(state, history, f"view({seat}).sample() is not consistent with it")
