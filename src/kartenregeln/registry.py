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
game.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Final

from kartenregeln.errors import IllegalActionError

if TYPE_CHECKING:
    from kartenregeln.game import Game

__all__ = ["game_of", "games", "get_game", "register", "wrong_action"]

_BUILTIN: Final = {
    "schafkopf": "kartenregeln.schafkopf",
    "schapa": "kartenregeln.schapa",
}
"""The games that ship with the library: name -> the package that exports ``GAME``."""

_GAMES: dict[str, Game] = {}
_MODULES: dict[str, str] = dict(_BUILTIN)


def register(game: Game, *, replace: bool = False) -> Game:
    """Register ``game`` under ``game.name`` and return it.

    A game's package calls this once when it is imported. Registering a second, different
    game under a name that is taken raises ``ValueError`` unless ``replace=True``.
    """
    old = _GAMES.get(game.name)
    if old is not None and old is not game and not replace:
        raise ValueError(f"a game named {game.name!r} is registered already")
    _GAMES[game.name] = game
    _MODULES.setdefault(game.name, game.module)
    return game


def _load(name: str) -> Game | None:
    game = _GAMES.get(name)
    if game is None and name in _MODULES:
        importlib.import_module(_MODULES[name])
        game = _GAMES.get(name)
    return game


def games() -> tuple[Game, ...]:
    """Every registered game, the built-in ones first, in the order they were listed."""
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
    game = _load(name) if isinstance(name, str) else None
    if game is None:
        known = ", ".join(g.name for g in games())
        raise ValueError(f"unknown game {name!r}: known games are {known}")
    return game


def game_of(value: object) -> Game:
    """The game a value belongs to: a state, view, rules, match, settlement, action, …

    Records answer too (by their ``game`` name). A value of no registered game raises
    ``TypeError``.

    >>> game_of(3.5)
    Traceback (most recent call last):
    ...
    TypeError: 3.5 belongs to no registered game
    """
    for game in games():
        if game.owns(value):
            return game
    name = getattr(value, "game", None)
    if isinstance(name, str) and _load(name) is not None:
        return get_game(name)
    raise TypeError(f"{value!r} belongs to no registered game")


def wrong_action(
    seat: int | None, action: object, game: str, card_style: str = "french"
) -> Exception:
    """The error for ``action``, a value that is not an action of ``game`` (its title; a
    card is named in the game's ``card_style``):
    [`IllegalActionError`][kartenregeln.errors.IllegalActionError] for input a client may
    well send, a bare card or an action of another game; ``TypeError`` for any other value
    (a programming error)."""
    from kartenregeln.cards import Card

    if isinstance(action, Card):
        code = format(action, card_style)
        reason = f"a bare card ({code}) is not an action: play it as Play(card) or its text"
        return IllegalActionError(seat, code, reason)
    for other in games():
        if isinstance(action, other.action_types):
            reason = f"{str(action)!r} is a {other.title('en')} action, not a {game} action"
            return IllegalActionError(seat, action, reason)
    return TypeError(f"not a {game} action: {action!r}")
