"""Fixed-size numeric encodings of what a seat knows, and a fixed action index space.

For learning programs: a view becomes a vector of floats with a documented layout, every
action an index, and the legal actions a 0/1 mask over the indices. Schafkopf has 72
action indices (every game any house rules can announce), Schapa 54; the vector's size
depends only on the game (Schapa keeps room for six seats, Schafkopf for every house
rule). Plain Python lists by default (the core needs no numpy); ``as_numpy=True`` gives
``numpy.float32`` / ``numpy.int8`` arrays when numpy is installed.

>>> import random
>>> from kartenregeln import encode, schafkopf as sk
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
>>> view = state.view(state.to_move)
>>> len(encode.observation(view)) == encode.observation_size(state.rules)
True
>>> mask = encode.action_mask(view)
>>> [str(encode.action_from_index(state.rules, i)) for i, m in enumerate(mask) if m]
['weiter', 'spiele']
>>> encode.action_index(sk.parse_action("spiele"))
33

Two different views of games under the same rules never encode the same: the vector
holds the seat, its hand, the contract and parties, and every public action in order (in
Schafkopf each card's player and trick plus the auction; in Schapa each card's player and
trick, and in round 7 every action of the round).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from kartenregeln.bots.base import legal_actions_of
from kartenregeln.encode._layout import Block
from kartenregeln.registry import facet_of

if TYPE_CHECKING:
    from kartenregeln.facets import EncodeFacet
    from kartenregeln.game import Rules, View

__all__ = [
    "NUM_ACTIONS",
    "Block",
    "action_from_index",
    "action_index",
    "action_mask",
    "layout",
    "num_actions",
    "observation",
    "observation_size",
]


def _encodings() -> list[EncodeFacet]:
    """The ``"encode"`` facets of every registered game that has one."""
    from kartenregeln.registry import games

    return [game.facet("encode") for game in games() if "encode" in game.facets]


def __getattr__(name: str) -> int:
    if name == "NUM_ACTIONS":
        # The most action indices of any game: 72, Schafkopf's (Schapa has 54; see
        # ``num_actions``). Computed on first use, so this module imports no game.
        value = max(int(module.NUM_ACTIONS) for module in _encodings())
        globals()["NUM_ACTIONS"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _module(rules: object) -> EncodeFacet:
    """The ``"encode"`` facet of the game ``rules`` (or a view) belongs to (found by
    [`facet_of`][kartenregeln.registry.facet_of])."""
    try:
        return facet_of(rules, "encode")
    except (TypeError, LookupError):
        kind = type(rules).__name__
        problem = f"expected the rules or a view of a game with an encoding, not {kind}"
        raise TypeError(problem) from None


def layout(rules: Rules) -> tuple[Block, ...]:
    """The blocks of the observation vector for a game's ``rules``, in order."""
    return _module(rules).LAYOUT.blocks


def observation_size(rules: Rules) -> int:
    """The length of the observation vector for a game's ``rules``."""
    return _module(rules).LAYOUT.size


def num_actions(rules: Rules) -> int:
    """The number of action indices for a game's ``rules``: 72 for Schafkopf whatever its
    house rules, 54 for Schapa."""
    return _module(rules).NUM_ACTIONS


@functools.cache
def _load_numpy() -> Any:
    return importlib.import_module("numpy")  # cached: this runs on every step of an env


def _numpy(what: str) -> Any:
    try:
        return _load_numpy()
    except ImportError:
        raise ImportError(
            f'{what}(..., as_numpy=True) needs numpy: pip install "kartenregeln[rl]"'
        ) from None


def observation(view: View[Any], *, as_numpy: bool = False) -> Any:
    """The observation vector of ``view`` (a list of floats, or a ``float32`` array)."""
    values = _module(view.rules).observation(view)
    if as_numpy:
        return _numpy("observation").asarray(values, dtype="float32")
    return values


def _legal(view: View[Any]) -> tuple[Hashable, ...]:
    return legal_actions_of(view)


def action_mask(view: View[Any], *, as_numpy: bool = False) -> Any:
    """1 at the index of every legal action of ``view``, else 0 (all 0 when it is not the
    seat's turn); a list of ints, or an ``int8`` array."""
    module = _module(view.rules)
    mask = [0] * module.NUM_ACTIONS
    for action in _legal(view):
        mask[module.action_index(action)] = 1
    if as_numpy:
        return _numpy("action_mask").asarray(mask, dtype="int8")
    return mask


def action_index(action: Hashable) -> int:
    """The index of a Schafkopf (0–71) or Schapa (0–53) action."""
    try:
        module = facet_of(action, "encode")
    except (TypeError, LookupError):
        module = None
    if module is None or not module.is_action(action):
        raise ValueError(f"{action!r} is not a Schafkopf or Schapa action")
    return module.action_index(action)


def action_from_index(rules: Rules, index: int) -> Hashable:
    """The action of ``index`` in the game of ``rules`` (the inverse of
    [`action_index`][kartenregeln.encode.action_index])."""
    module = _module(rules)
    actions = module.ACTIONS
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(actions):
        raise ValueError(f"action index must be an int from 0 to {len(actions) - 1}, not {index!r}")
    return module.action_of(rules, index)
