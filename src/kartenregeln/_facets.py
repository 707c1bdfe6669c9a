"""How a facet of a game is found and checked.

What a facet has and what it may leave out is stated once, in
[`kartenregeln.facets`][kartenregeln.facets] (its protocols and defaults classes); this
module finds a facet's module, checks it against that contract and fills in what it
leaves out, without importing the shared parts that use it.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import inspect
import sys
import types
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from kartenregeln import facets
from kartenregeln.facets import FacetCallError, FacetError, pick

if TYPE_CHECKING:
    from kartenregeln.game import Game

__all__ = ["FacetCallError", "FacetError", "Filled", "check_path", "defaults", "pick", "resolve"]


def _is_function(protocol: type, name: str) -> bool:
    """Whether the protocol declares ``name`` as a function (not a constant or a property)."""
    return any(inspect.isfunction(vars(k).get(name)) for k in protocol.__mro__)


def _where(game: str, part: str, where: str) -> str:
    return f"the {part!r} facet of the game {game!r} ({where})"


def check_path(game: str, part: str, where: str) -> None:
    """Refuse an unknown facet ``part`` or a module path that names no module, without
    importing the module (its package is imported if it is not yet)."""
    if part not in facets.PROTOCOLS:
        known = ", ".join(facets.PROTOCOLS)
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
    """A facet (``inner``) of the game ``game`` with ``given`` members in place of its
    own and, for each optional member it leaves out, its protocol's default, run on this
    object (so a default reads the facet's other members and the game)."""

    def __init__(self, inner: object, game: Game, part: str, given: Mapping[str, object]) -> None:
        self._inner, self._game, self._part = inner, game, part
        self.__dict__.update(given)
        protocol = facets.PROTOCOLS[part]
        self._defaults = tuple(n for n in facets.OPTIONAL[part] if _left_out(inner, part, n))
        for name in self._defaults:
            member = vars(protocol)[name]
            if isinstance(member, property):
                member = member.__get__(self)
            elif inspect.isfunction(member):
                member = types.MethodType(member, self)
            self.__dict__[name] = member  # else a constant

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def __repr__(self) -> str:
        return f"<{self._inner!r} with the defaults of {', '.join(self._defaults)}>"


def _left_out(facet: object, part: str, name: str) -> bool:
    """Whether ``facet`` lacks the optional member ``name`` or has it only as its protocol's
    default (a facet class that subclasses the protocol): the descriptor fills it in."""
    own = inspect.getattr_static(type(facet), name, _MISSING)
    return not hasattr(facet, name) or own is vars(facets.PROTOCOLS[part])[name]


def defaults(game: Game, part: str) -> object | None:
    """The facet ``part`` of a game that names none: its defaults when every name of the
    facet is optional (the plain picture of a trick game), else ``None``."""
    if part not in facets.PROTOCOLS or facets.REQUIRED[part]:
        return None
    return Filled(None, game, part, {})


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
    if part not in facets.PROTOCOLS:
        return facet
    protocol = facets.PROTOCOLS[part]
    for name in facets.REQUIRED[part] + facets.OPTIONAL[part]:
        value = getattr(facet, name, _MISSING)
        if value is _MISSING and name in facets.REQUIRED[part]:
            raise FacetError(f"{_where(game.name, part, where)} lacks {name!r}")
        if value is not _MISSING and _is_function(protocol, name) and not callable(value):
            raise FacetError(f"{_where(game.name, part, where)}: {name!r} is not a function")
    if not any(_left_out(facet, part, name) for name in facets.OPTIONAL[part]):
        return facet
    return Filled(facet, game, part, {})


_MISSING: Final = object()
