"""The protocol every game speaks, the ``Settlement`` base and the game descriptor (the
conformance suite that checks a game is [`kartenregeln.testing`][kartenregeln.testing]).

A game is a value: ``state.apply(action)`` returns a new state and never changes the old
one. Bots, records, tables and frontends use only the members of
[`GameState`][kartenregeln.game.GameState].
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import (
    TYPE_CHECKING,
    Any,
    Final,
    Protocol,
    TypeVar,
    runtime_checkable,
)

import attrs
from typing_extensions import Self

from kartenregeln import _facets

if TYPE_CHECKING:
    from kartenregeln.cards import Card, CardSet
    from kartenregeln.registry import facet_of

__all__ = [
    "Game",
    "GameCheckError",
    "GameState",
    "Match",
    "Placement",
    "Rules",
    "Seat",
    "Settlement",
    "SettlementLine",
    "Trick",
    "View",
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
    deal: Callable[..., GameState[Any]]
    """``deal(rules, *, dealer, rng, **options)``: a shuffled deal."""
    parse_action: Callable[[str], Hashable]
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

    def narrate(self, value: object, lang: str = "en") -> tuple[str, ...]:
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

    if TYPE_CHECKING:  # typed by facet_of's overloads, stated once there
        facet = facet_of
    else:

        def facet(self, part: str) -> object:
            """The module (or attribute) of this game that serves the shared ``part``:
            [`facet_of`][kartenregeln.registry.facet_of] for the game itself, typed by
            its overloads. A facet is checked against its contract (see
            [`kartenregeln.facets`][kartenregeln.facets]) on first use and gets the
            defaults of the optional names it leaves out.

            A facet whose names are all optional (``"svg"``) need not be named: the game
            gets its defaults. Raises ``LookupError`` when the game offers nothing for
            ``part`` and [`FacetError`][kartenregeln.facets.FacetError] (a ``TypeError``)
            naming the facet and the missing name when the facet does not satisfy its
            contract.
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
                    from kartenregeln import _contract

                    resolved_facet = _facets.resolve(self, part, str(where))
                    found = _contract.fitted(self, part, str(where), resolved_facet)
                resolved[1][part] = found
            return found

    def check_facets(self) -> None:
        """Import every facet and check it against its contract, then deal one game under
        the default rules and check its values: a
        [`FacetError`][kartenregeln.facets.FacetError] names the first facet and member
        that is missing or whose signature does not fit (with the signature the library
        calls), a member missing from the rules, the state, a view or a match (``the
        rules … do not satisfy the Rules protocol: missing `deck```), or what the web
        table needs in a view's wire form (``legal_actions``, ``render``, …). A facet
        function with a 0.1 signature is taken with a ``DeprecationWarning`` saying what
        to change."""
        from kartenregeln import _contract

        for part in self.facets:
            self.facet(part)
        _contract.check_values(self, (Rules, Match, GameState, View))

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


_RESOLVED: Final[dict[int, tuple[Game, dict[str, object]]]] = {}
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


@runtime_checkable
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

    # ``Any``: each game's view takes its own actions (and their text); the protocol
    # cannot name them, as ``View`` is generic in the state only.
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


class GameCheckError(AssertionError):
    """A broken promise of the protocol, found by
    [`kartenregeln.testing.check_game`][kartenregeln.testing.check_game]."""
