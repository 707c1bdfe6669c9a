"""What each facet of a game must hold, what it may leave out, and how a facet is found.

The typed contracts are in [`kartenregeln.facets`][kartenregeln.facets]; this module holds
only the names (required, and optional with their defaults) so that the descriptor can
check a facet without importing the shared parts that use it.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar, cast

import attrs

if TYPE_CHECKING:
    from kartenregeln.facets import EncodeFacet, FrontendFacet
    from kartenregeln.game import Match as GameMatch

__all__ = ["SPECS", "FacetCallError", "FacetError", "FacetSpec", "check_path", "pick", "resolve"]

T = TypeVar("T")


class Game(Protocol):
    """What the defaults need of a game's descriptor (``kartenregeln.game.Game``; not
    imported here: the descriptor imports this module)."""

    @property
    def name(self) -> str: ...

    @property
    def module(self) -> str: ...

    @property
    def seats(self) -> tuple[int, ...]: ...

    @property
    def card_style(self) -> str: ...

    @property
    def rules_type(self) -> Callable[..., object]: ...

    def title(self, lang: str = "en") -> str: ...

    def facet(self, part: str) -> object: ...


class _Net(Protocol):
    @property
    def net(self) -> Sequence[int]: ...


class _Players(Protocol):
    @property
    def players(self) -> int: ...


class _Place(Protocol):
    @property
    def seat(self) -> int: ...

    @property
    def place(self) -> int: ...

    @property
    def total(self) -> int: ...


class _Match(Protocol):
    """What the defaults read of a match (see ``kartenregeln.game.Match``)."""

    @property
    def rules(self) -> _Players: ...

    @property
    def results(self) -> Sequence[_Net]: ...

    def placements(self) -> Sequence[_Place]: ...


class _Cards(Protocol):
    @property
    def hand(self) -> Iterable[object]: ...


class _Trick(Protocol):
    """What the defaults read of a state (see ``kartenregeln.game.GameState``)."""

    @property
    def to_move(self) -> int | None: ...

    @property
    def num_seats(self) -> int: ...

    @property
    def trick(self) -> Sequence[object]: ...

    @property
    def tricks(self) -> Sequence[object]: ...


class _Teller(Protocol):
    """What the defaults ask of the session (see ``kartenregeln.facets.Teller``)."""

    @property
    def t(self) -> Mapping[str, str]: ...

    def who(self, seat: int) -> str: ...

    def action_line(self, seat: int, action: object) -> str: ...

    def trick_line(self, trick: object, number: int) -> str: ...


class _Options(Protocol):
    """What the default ``cli_rules`` reads (see ``kartenregeln.facets.CommandOptions``)."""

    @property
    def players(self) -> int | None: ...

    @property
    def games(self) -> int | None: ...

    @property
    def rounds(self) -> tuple[int, ...] | None: ...

    @property
    def rules(self) -> object: ...


def pick(data: Mapping[str, object], key: str, default: T, allowed: Sequence[T]) -> T:
    """``data[key]`` (``default`` when it is missing) if it is one of ``allowed``, for a
    facet's ``web_settings``; else a ``ValueError`` naming the setting (a ``bool`` is not
    taken for a number, nor a number for a ``bool``).

    >>> pick({"players": 5}, "players", 4, (3, 4))
    Traceback (most recent call last):
    ...
    ValueError: players must be one of 3, 4, not 5
    """
    value = data.get(key, default)
    if value not in allowed or isinstance(value, bool) != isinstance(default, bool):
        shown = ", ".join(map(str, allowed))
        raise ValueError(f"{key} must be one of {shown}, not {value!r}")
    return cast("T", value)  # one of allowed


pick.__module__ = "kartenregeln.facets"  # its public home


class FacetError(TypeError):
    """A facet of a game that does not satisfy its contract: its module cannot be found or
    imported, or it lacks a name the shared parts need. The message names the game, the
    facet and the missing name."""


FacetError.__module__ = "kartenregeln.facets"  # its public home


class FacetCallError(FacetError):
    """A function of an installed game's facet that raised an error of its own (not the
    ``ValueError`` its contract lets it raise) while the library called it: the message
    names the game, the facet and the member (a
    [`FacetError`][kartenregeln.facets.FacetError])."""


FacetCallError.__module__ = "kartenregeln.facets"  # its public home


@attrs.frozen
class FacetSpec:
    """The names one facet must hold (``required``) and the ones it may leave out
    (``optional``: name -> a function of the game giving the default)."""

    required: tuple[str, ...]
    optional: Mapping[str, Callable[[Game], object]] = attrs.field(factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        """Every name of the facet, the required ones first."""
        return (*self.required, *self.optional)


def _const(value: object) -> Callable[[Game], object]:
    return lambda game: value


def _returns(value: object) -> Callable[[Game], object]:
    """The default of an optional function: one that returns ``value`` (a fresh copy of an
    empty list or dict on every call)."""

    def make(game: Game) -> object:
        def default(*args: object, **kwargs: object) -> object:
            return type(value)() if isinstance(value, (list, dict)) else value

        return default

    return make


def _svg_face(game: Game) -> object:
    return "french" if game.card_style == "french" else "bavarian"


def _faces(game: Game) -> object:
    # a game of the Schafkopf deck is shown in Bavarian faces, or French ones if asked
    return ("french",) if game.card_style == "french" else ("bavarian", "french")


def _display_order(game: Game) -> object:
    def display_order(cards: Iterable[object], contract: object) -> tuple[object, ...]:
        return tuple(cards)

    return display_order


def _action_of(game: Game) -> object:
    def action_of(rules: object, index: int) -> object:
        encode = cast("EncodeFacet", game.facet("encode"))  # checked by its contract
        return encode.ACTIONS[index]

    return action_of


def _per_game(game: Game) -> object:
    def per_game(match: _Match) -> list[tuple[int, ...]]:
        return [tuple(result.net) for result in match.results]

    return per_game


def _match_seats(game: Game) -> object:
    def match_seats(match: _Match) -> int:
        return match.rules.players

    return match_seats


def _hand(game: Game) -> object:
    def hand(view: _Cards, state: object) -> list[object]:
        return list(view.hand)

    return hand


def _game_key(game: Game) -> object:
    def game_key(teller: object, head: str) -> str:
        return head

    return game_key


def _standing_lines(game: Game) -> object:
    def standing_lines(teller: _Teller, match: _Match) -> list[str]:
        t = teller.t
        return [
            f"  {p.place}. {t['place']}: {teller.who(p.seat)} {p.total:+d}"
            for p in sorted(match.placements(), key=lambda p: (p.place, p.seat))
        ]

    return standing_lines


def _deal_head(game: Game) -> object:
    def deal_head(state: object, number: int, total: int, teller: _Teller) -> str:
        t = teller.t
        if getattr(teller, "lang", "en") == "de":
            word = t.get("deal") or t["game"]
        else:  # the game's English word for one deal
            try:
                frontend = cast("FrontendFacet", game.facet("frontend"))
                word = frontend.DEAL_WORDS[0]
            except LookupError:
                word = t["game"]
        return f"{word} {number} {t['of']} {total}"

    return deal_head


def _move_lines(game: Game) -> object:
    def move_lines(
        teller: _Teller, before: _Trick | None, after: _Trick, seat: int, action: object
    ) -> list[str]:
        lines: list[str] = [teller.action_line(seat, action)]
        if before is not None and len(after.tricks) > len(before.tricks):
            lines.append(teller.trick_line(after.tricks[-1], len(after.tricks)))
        return lines

    return move_lines


def _taken_line(game: Game) -> object:
    def taken_line(view: object, taken: Sequence[int], lang: str, who: Callable[[int], str]) -> str:
        return ", ".join(f"{who(s)} {v}" for s, v in enumerate(taken))

    return taken_line


def _trick_leader(game: Game) -> object:
    def trick_leader(state: _Trick) -> int | None:
        # the seats play clockwise: the trick was led len(trick) seats before the mover
        if state.to_move is None:
            return None
        n: int = state.num_seats
        seat: int = (state.to_move - len(state.trick)) % n
        return seat

    return trick_leader


def _deals_done(game: Game) -> object:
    def deals_done(match: _Match) -> int:
        return len(match.results)

    return deals_done


def _deals_left(game: Game) -> object:
    def deals_left(match: _Match) -> int:
        frontend = cast("FrontendFacet", game.facet("frontend"))  # checked by its contract
        return frontend.deals(cast("GameMatch[Any]", match)) - len(match.results)

    return deals_left


def _web_settings(game: Game) -> object:
    def web_settings(data: Mapping[str, object]) -> dict[str, object]:
        default = 4 if 4 in game.seats else game.seats[0]
        players = pick(data, "players", default, game.seats)
        return {"players": players, "preset": "standard", "games": None, "rounds": None}

    return web_settings


def _web_rules(game: Game) -> object:
    def web_rules(settings: Mapping[str, object]) -> object:
        return game.rules_type(players=settings["players"])

    return web_rules


def _cli_rules(game: Game) -> object:
    def cli_rules(options: _Options) -> tuple[object, int]:
        given = {"games": options.games, "rounds": options.rounds, "rules": options.rules}
        for name, value in given.items():
            if value is not None:
                raise ValueError(f"--{name} is not an option of {game.title('en')}")
        fixed = {} if options.players is None else {"players": options.players}
        return game.rules_type(**fixed), 1

    return cli_rules


SPECS: Final[Mapping[str, FacetSpec]] = {
    "wire": FacetSpec(
        ("CODEC", "TYPES"),
        {"schema_cards": _returns([]), "schema": _returns({})},
    ),
    "svg": FacetSpec(
        (),
        {
            "scene_of_view": _const(None),
            "scene_of_state": _const(None),
            "FACE": _svg_face,
            "CHART_UNIT": _const("game"),
            "settlement_headline": _returns(""),
            "per_game": _per_game,
            "match_seats": _match_seats,
            "picture": _returns(None),
            "layout_ranks": _returns(()),
            "display_order": _display_order,
        },
    ),
    "records": FacetSpec(
        ("dealt_hands", "start", "new_match"),
        {
            "NESTED": _const({}),
            "ADDED_OPTIONS": _const(frozenset()),
            "ROUNDS": _const(None),
            "HAS_POT": _const(False),
            "round_of": _returns(None),
            "pot_of": _returns(0),
            "allowed_games": _returns(None),
            "match_games": _returns(None),
            "match_round": _returns(None),
            "match_pot": _returns(None),
        },
    ),
    "narration": FacetSpec(
        ("TEXT", "play", "action_line", "result_line"),
        {
            "deal_head": _deal_head,
            "move_lines": _move_lines,
            "FACES": _faces,
            "WORDS": _const({"de": {}, "en": {}}),
            "YES": _const(()),
            "NO": _const(()),
            "hand": _hand,
            "prompt_lines": _returns([]),
            "result_details": _returns([]),
            "game_key": _game_key,
            "standing_lines": _standing_lines,
            "rules_line": _returns(""),
            "choice_name": _returns(None),
            "trick_points": _returns(None),
            "trick_leader": _trick_leader,
            "taken_line": _taken_line,
        },
    ),
    "frontend": FacetSpec(
        ("new_match", "deals", "taken"),
        {
            "deals_left": _deals_left,
            "deals_done": _deals_done,
            "DEAL_WORDS": _const(("game", "games")),
            "PLACE_BONUS": _const(False),
            "settlement_table": _returns(None),
            "MATCH_LENGTHS": _const(()),
            "match_lengths": _returns(()),
            "WEB_PRESETS": _const(("standard",)),
            "cli_rules": _cli_rules,
            "rule_help": _returns([]),
            "parse_rules": _const(None),
            "shown_cards": _returns(()),
            "lays_out": _returns(False),
            "bids": _returns(None),
            "web_settings": _web_settings,
            "web_rules": _web_rules,
        },
    ),
    "bots": FacetSpec(
        ("adapter", "solver", "heuristic", "arena_rules", "arena_units", "arena_unit"),
    ),
    "encode": FacetSpec(
        (
            "ACTIONS",
            "LAYOUT",
            "NUM_ACTIONS",
            "OBSERVATION_RANGE",
            "PLAYS",
            "action_index",
            "chance_cards",
            "check_episode",
            "deal_packet",
            "dealt_cards",
            "deck_mask",
            "default_rules",
            "is_action",
            "new_episode",
            "observation",
            "reward",
            "start",
        ),
        {"action_of": _action_of},
    ),
}
"""Per facet, what it must hold and what it may leave out (see
[`kartenregeln.facets`][kartenregeln.facets] for the typed contracts)."""

_FUNCTIONS: Final = frozenset(
    name for spec in SPECS.values() for name in spec.names if not name.isupper() and name != "CODEC"
)
"""The names that are functions (the others are constants, written in capitals)."""


def _where(game: str, part: str, where: str) -> str:
    return f"the {part!r} facet of the game {game!r} ({where})"


def check_path(game: str, part: str, where: str) -> None:
    """Refuse an unknown facet ``part`` or a module path that names no module, without
    importing the module (its package is imported if it is not yet)."""
    if part not in SPECS:
        known = ", ".join(SPECS)
        raise FacetError(f"the game {game!r} names an unknown facet {part!r}: facets are {known}")
    module, _, attr = where.partition(":")
    names = module.split(".")
    if not all(n.isidentifier() for n in names) or (attr and not attr.isidentifier()):
        raise FacetError(f"{_where(game, part, where)}: not a 'package.module[:name]' path")
    if not _findable(module):
        raise FacetError(f"{_where(game, part, where)}: no module named {module!r}")


def _findable(module: str) -> bool:
    """Whether ``module`` exists, found on the file system as far as its parents are not
    imported (so a game's descriptor can check its facets while its package loads)."""
    path: list[str] | None = None
    names = module.split(".")
    for depth in range(1, len(names) + 1):
        name = ".".join(names[:depth])
        loaded = sys.modules.get(name)
        if loaded is not None:
            found_path = getattr(loaded, "__path__", None)
            path = list(found_path) if found_path is not None else None
        else:
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            if spec is None and depth == 1:
                spec = importlib.util.find_spec(name)  # an import hook (editable installs)
            if spec is None:
                return False
            locations = spec.submodule_search_locations
            path = list(locations) if locations is not None else None
        if depth < len(names) and path is None:
            return False
    return True


class Filled:
    """A facet module with the defaults of the optional names it leaves out."""

    def __init__(self, inner: object, defaults: Mapping[str, object]) -> None:
        self.__dict__.update(defaults)
        self._inner = inner
        self._defaults = tuple(defaults)

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def __repr__(self) -> str:
        return f"<{self._inner!r} with the defaults of {', '.join(self._defaults)}>"


def defaults(game: Game, part: str) -> object | None:
    """The facet ``part`` of a game that names none: its defaults when every name of the
    facet is optional (the plain picture of a trick game), else ``None``."""
    spec = SPECS.get(part)
    if spec is None or spec.required:
        return None
    return Filled(None, {name: default(game) for name, default in spec.optional.items()})


def resolve(game: Game, part: str, where: str) -> object:
    """Import the facet ``part`` of ``game`` from ``where``, check that it holds every
    required name (a function where the contract asks for one) and fill in the defaults of
    the optional names it leaves out. Raises [`FacetError`][kartenregeln.facets.FacetError]
    naming the facet and the missing name."""
    module_name, _, attr = where.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise FacetError(f"{_where(game.name, part, where)} does not import: {exc}") from exc
    facet: object = module
    if attr:
        try:
            facet = getattr(module, attr)
        except AttributeError:
            problem = f"{_where(game.name, part, where)}: {module_name} has no {attr!r}"
            raise FacetError(problem) from None
    spec = SPECS.get(part)
    if spec is None:
        return facet
    for name in spec.required:
        _check(game, part, where, facet, name, missing_ok=False)
    defaults: dict[str, object] = {}
    for name, default in spec.optional.items():
        if not _check(game, part, where, facet, name, missing_ok=True):
            defaults[name] = default(game)
    return Filled(facet, defaults) if defaults else facet


def _check(game: Game, part: str, where: str, facet: object, name: str, missing_ok: bool) -> bool:
    try:
        value = getattr(facet, name)
    except AttributeError:
        if missing_ok:
            return False
        raise FacetError(f"{_where(game.name, part, where)} lacks {name!r}") from None
    if name in _FUNCTIONS and not callable(value):
        raise FacetError(f"{_where(game.name, part, where)}: {name!r} is not a function")
    return True
