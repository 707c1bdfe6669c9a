"""The registry of games: every game the library knows, found by name or by a value.

A game is described by one frozen [`Game`][kartenregeln.game.Game] value, which its package
exports as ``GAME``. The shared parts of the library (records, the wire form, pictures, the
table, bots, engines, the research environments, the web table and the command line) ask
this registry and the descriptor instead of testing which game they hold.

>>> import kartenregeln
>>> [game.name for game in kartenregeln.games()]
['schafkopf', 'schapa']
>>> kartenregeln.get_game("schapa").title("de")
'Schapa'
>>> from kartenregeln import schafkopf as sk
>>> kartenregeln.game_of(sk.Rules()).name
'schafkopf'

A third game registers itself with [`register`][kartenregeln.registry.register]; the built-in
games are listed here by module path and imported on first use, so this module imports no
game. An installed game is found by its entry point in the group ``kartenregeln.games``
(see [`ENTRY_POINT_GROUP`][kartenregeln.registry.ENTRY_POINT_GROUP]): its package is imported
when the games are first listed or the game is first asked for by name. A game whose entry
point fails to load is left out with a warning, and
[`get_game`][kartenregeln.registry.get_game] names the error; the other games stay.
"""

from __future__ import annotations

import importlib
import warnings
from typing import TYPE_CHECKING, Final, Literal, overload

from kartenregeln.errors import IllegalActionError

if TYPE_CHECKING:
    from importlib import metadata

    from kartenregeln.facets import (
        BotsFacet,
        EncodeFacet,
        FrontendFacet,
        NarrationFacet,
        RecordsFacet,
        SvgFacet,
        WireFacet,
    )
    from kartenregeln.game import Game

__all__ = [
    "ENTRY_POINT_GROUP",
    "GameLoadWarning",
    "broken_games",
    "facet_of",
    "game_of",
    "games",
    "get_game",
    "register",
    "wrong_action",
]

ENTRY_POINT_GROUP: Final = "kartenregeln.games"
"""The entry-point group an installed game declares itself in: its name is the game's name,
its value the package that exports ``GAME`` (``herzeln = "herzeln"`` in the
``[project.entry-points."kartenregeln.games"]`` table of its ``pyproject.toml``)."""


class GameLoadWarning(UserWarning):
    """An installed game whose entry point could not be loaded (it is left out)."""


_BUILTIN: Final = {
    "schafkopf": "kartenregeln.schafkopf",
    "schapa": "kartenregeln.schapa",
}
"""The games that ship with the library: name -> the package that exports ``GAME``."""

_GAMES: dict[str, Game] = {}
_MODULES: dict[str, str] = dict(_BUILTIN)
_ENTRY_POINTS: dict[str, metadata.EntryPoint] = {}
"""The installed games not loaded yet, by name."""
_BROKEN: dict[str, str] = {}
"""The installed games whose entry point failed: name -> what went wrong."""
_discovered = False
_OF_TYPE: dict[type, tuple[Game, dict[str, object]]] = {}
"""Per type of value asked so far, its game and the facets of that game asked for it: the
one cache of the lookup value -> game -> facet (a registration empties it)."""


def register(game: Game, *, replace: bool = False) -> Game:
    """Register ``game`` under ``game.name`` and return it.

    A game's package calls this once when it is imported. Registering a second, different
    game under a name that is taken raises ``ValueError`` unless ``replace=True``. An
    unknown facet name or a facet path that names no module raises
    [`FacetError`][kartenregeln.facets.FacetError]; what a facet holds is checked on its
    first use and by [`kartenregeln.testing.check_game`][kartenregeln.testing.check_game].
    """
    from kartenregeln._facets import check_path

    for part, where in game.facets.items():
        check_path(game.name, part, where)
    old = _GAMES.get(game.name)
    if old is not None and old is not game and not replace:
        raise ValueError(f"a game named {game.name!r} is registered already")
    _GAMES[game.name] = game
    _OF_TYPE.clear()
    _MODULES.setdefault(game.name, game.module)
    return game


def _discover() -> None:
    """Note the games installed with an entry point (once)."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    from importlib import metadata  # only when the games are first listed: it is slow

    try:
        found = metadata.entry_points(group=ENTRY_POINT_GROUP)
    except Exception as exc:  # a broken distribution's metadata must not stop the library
        warnings.warn(f"cannot read the installed games: {exc!r}", GameLoadWarning, stacklevel=3)
        return
    for entry in sorted(found, key=lambda e: e.name):
        if entry.name not in _MODULES and entry.name not in _ENTRY_POINTS:
            _ENTRY_POINTS[entry.name] = entry
            _MODULES[entry.name] = entry.module


def _load_entry_point(name: str) -> None:
    entry = _ENTRY_POINTS.pop(name)
    where = f"the entry point {name} = {entry.value!r} of the group {ENTRY_POINT_GROUP!r}"
    if entry.dist is not None:
        where += f" (installed by {entry.dist.name} {entry.dist.version})"
    try:
        loaded = entry.load()
    except Exception as exc:
        problem = f"{where} does not load: {type(exc).__name__}: {exc}"
    else:
        from kartenregeln.game import Game

        game = getattr(loaded, "GAME", loaded)
        if not isinstance(game, Game):
            problem = f"{where} gives {loaded!r}, neither a Game nor a module exporting GAME"
        elif game.name != name:
            problem = f"{where} gives the game {game.name!r}, not {name!r}"
        else:
            try:
                if _GAMES.get(name) is not game:
                    register(game)
            except (TypeError, ValueError) as exc:
                problem = f"{where} does not register: {exc}"
            else:
                return
    _BROKEN[name] = problem
    _MODULES.pop(name, None)
    warnings.warn(problem, GameLoadWarning, stacklevel=4)


def _load(name: str) -> Game | None:
    game = _GAMES.get(name)
    if game is None and name in _ENTRY_POINTS:
        _load_entry_point(name)
        game = _GAMES.get(name)
    elif game is None and name in _MODULES:
        importlib.import_module(_MODULES[name])
        game = _GAMES.get(name)
    return game


def broken_games() -> dict[str, str]:
    """The installed games whose entry point failed to load: name -> what went wrong."""
    games()
    return dict(_BROKEN)


def games() -> tuple[Game, ...]:
    """Every registered game, the built-in ones first, then the installed ones (found by
    their entry points) and the ones registered by hand, in the order they were listed."""
    _discover()
    for name in list(_MODULES):
        _load(name)
    return tuple(_GAMES[name] for name in _MODULES if name in _GAMES)


def get_game(name: str) -> Game:
    """The game registered as ``name`` (``"schafkopf"``, ``"schapa"``).

    >>> get_game("skat")
    Traceback (most recent call last):
    ...
    ValueError: unknown game 'skat': known games are schafkopf, schapa
    """
    if isinstance(name, str) and name not in _MODULES:
        _discover()
    game = _load(name) if isinstance(name, str) else None
    if game is None:
        if isinstance(name, str) and name in _BROKEN:
            raise ValueError(f"the game {name!r} is installed but broken: {_BROKEN[name]}")
        known = ", ".join(g.name for g in games())
        raise ValueError(f"unknown game {name!r}: known games are {known}")
    return game


def _by_type(value: object) -> tuple[Game, dict[str, object]] | None:
    """The game that owns ``value``'s type and the facets found for it (remembered per
    type), or ``None``."""
    kind = type(value)
    found = _OF_TYPE.get(kind)
    if found is not None and _GAMES.get(found[0].name) is found[0]:  # still registered
        return found
    for game in games():
        if game.owns(value):
            found = (game, {})
            if not isinstance(value, type):
                _OF_TYPE[kind] = found
            return found
    return None


def game_of(value: object) -> Game:
    """The game a value belongs to: a state, view, rules, match, settlement, action, …

    Records answer too (by their ``game`` name). A value of no registered game raises
    ``TypeError``. The answer is remembered per type of value.

    >>> game_of(3.5)
    Traceback (most recent call last):
    ...
    TypeError: 3.5 belongs to no registered game
    """
    found = _by_type(value)
    if found is not None:
        return found[0]
    name = getattr(value, "game", None)
    if isinstance(name, str) and _load(name) is not None:
        return get_game(name)
    raise TypeError(f"{value!r} belongs to no registered game")


@overload
def facet_of(value: object, part: Literal["wire"]) -> WireFacet: ...
@overload
def facet_of(value: object, part: Literal["svg"]) -> SvgFacet: ...
@overload
def facet_of(value: object, part: Literal["records"]) -> RecordsFacet: ...
@overload
def facet_of(value: object, part: Literal["narration"]) -> NarrationFacet: ...
@overload
def facet_of(value: object, part: Literal["frontend"]) -> FrontendFacet: ...
@overload
def facet_of(value: object, part: Literal["encode"]) -> EncodeFacet: ...
@overload
def facet_of(value: object, part: Literal["bots"]) -> BotsFacet: ...
@overload
def facet_of(value: object, part: str) -> object: ...
def facet_of(value: object, part: str) -> object:
    """The facet ``part`` of the game ``value`` belongs to (``value`` a state, view, rules,
    action, record …): the one lookup the shared parts use, ``game_of(value).facet(part)``,
    typed by the facet's protocol (see [`kartenregeln.facets`][kartenregeln.facets]); these
    overloads type [`Game.facet`][kartenregeln.game.Game.facet] too. The game of a type is
    remembered, and each game remembers its facets.

    ``TypeError`` for a value of no registered game, ``LookupError`` for a game without
    the facet.

    >>> from kartenregeln import schapa as sp
    >>> facet_of(sp.Rules(), "records").HAS_POT
    False
    """
    found = _by_type(value)
    if found is None:  # a record (by its game's name), or a TypeError
        return game_of(value).facet(part)
    game, facets = found
    facet = facets.get(part)
    if facet is None:
        facet = facets[part] = game.facet(part)
    return facet


def wrong_action(
    seat: int | None, action: object, game: str, card_style: str = "french"
) -> Exception:
    """The error for ``action``, a value that is not an action of ``game`` (its title; a
    card is named in the game's ``card_style``):
    [`IllegalActionError`][kartenregeln.errors.IllegalActionError] for input a client may
    well send, a bare card or an action of another game; ``TypeError`` for any other value
    (a programming error)."""
    from kartenregeln.cards import Card
    from kartenregeln.messages import say

    if isinstance(action, Card):
        code = format(action, card_style)
        return IllegalActionError(seat, code, say("card_not_action", card=code))
    for other in games():
        if isinstance(action, other.action_types):
            value = repr(str(action))
            reason = say("not_game_action", value=value, other=other.title("en"), game=game)
            return IllegalActionError(seat, action, reason)
    return TypeError(f"not a {game} action: {action!r}")
