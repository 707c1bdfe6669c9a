"""The ``Bot`` protocol and the simplest bot, ``RandomBot``.

A bot sees only a seat's view: ``choose(view, rng)`` returns one of
``view.legal_actions`` and never looks at another seat's cards. Randomness comes only from
the ``rng`` passed in, so a seed reproduces every decision.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast, runtime_checkable

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View

ActionT = TypeVar("ActionT", bound=Hashable)
"""The actions of the game a view belongs to (a bot for every game returns one of them)."""

__all__ = ["Bot", "RandomBot", "legal_actions_of"]


@runtime_checkable
class Bot(Protocol):
    """Anything that chooses an action for the seat whose view it is given."""

    def choose(self, view: Any, rng: random.Random) -> Any:
        """Return one of the legal actions of ``view``.

        Both are ``Any`` on purpose: a bot of one game takes that game's view (a
        ``schafkopf.View``; a narrower parameter than the protocol's would not satisfy it)
        and returns that game's action, which the caller applies to that game's state."""
        ...


def legal_actions_of(
    view: View[GameState[ActionT]] | GameState[ActionT],
) -> tuple[ActionT, ...]:
    """The legal actions a view offers (empty when it is not the seat's turn), or a
    state's: a view stores them as a tuple, a state computes them (``legal_actions()``)."""
    legal = view.legal_actions
    # a view lists its game's actions (the protocol types them only as Hashable)
    return cast("tuple[ActionT, ...]", tuple(legal() if callable(legal) else legal))


class RandomBot:
    """Chooses uniformly among the legal actions.

    >>> import random
    >>> from kartenregeln import schapa as sp
    >>> state = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    >>> action = RandomBot().choose(state.view(state.to_move), random.Random(2))
    >>> state.is_legal(action)
    True
    """

    name = "random"

    def choose(self, view: View[GameState[ActionT]], rng: random.Random) -> ActionT:
        legal = legal_actions_of(view)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        return legal[rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
