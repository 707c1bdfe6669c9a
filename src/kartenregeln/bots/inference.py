"""Inference: sampled worlds in which the other seats' actions were likely.

``view.sample(rng)`` draws every deal that agrees with what a seat has seen with the same
chance. But the other seats' actions say more than which cards they hold: a seat that
passed has no strong hand, a seat that announced a Solo has many trumps, a seat that gave
Kontra holds trumps against the game. This module weighs a sampled world by how well a
**model** of the other players explains their actions in it:

- the model is a deterministic bot (by default the game's ``HeuristicBot``); in a world,
  the model is asked, at each earlier decision of another seat, whether it could have
  taken the action taken there (its ``plausible(view, action, rng)`` if it has one, else
  whether its ``choose`` returns that action), and the world's **surprise** is the number
  of decisions it could not have taken. ``HeuristicBot`` finds an announcement plausible
  when the hand clears its bar for that game, even if it would have preferred another
  (which Sau a player calls, or whether he raises to a Solo, says little about his hand);
- a world with surprise ``m`` is accepted with probability ``eps ** m`` (rejection
  sampling): the other seats are taken to act like the model except for a share of
  mistakes, ``eps`` for each decision (default 0.1). ``eps=1`` accepts every world: plain
  sampling.

[`infer_worlds`][kartenregeln.bots.inference.infer_worlds] draws at most ``draws`` worlds
(default four per wanted world); when the budget runs out before ``n`` worlds were
accepted (a Solo player's hand turns up in few uniform draws), a short random walk from
the least surprising world drawn, swapping unplayed cards between the other seats, finds
the rest. It always returns ``n`` worlds, each consistent with the view.

Which decisions count: ``bids=True`` counts the auction (both rounds of the bidding, the
announcements, Kontra and Re; Klopfen is not counted, because a sampled world does not
know in which order the other seats got their cards); ``plays=True`` counts the cards
played too. Schapa has no auction, so only its plays can count.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar, cast

from kartenregeln.bots.adapters import Adapter, adapter_for
from kartenregeln.bots.base import Bot, legal_actions_of

if TYPE_CHECKING:
    from kartenregeln.game import GameState, View

StateT = TypeVar("StateT", bound="GameState[Any]")

__all__ = ["infer_worlds", "surprise"]


def _masks(world: GameState[Any]) -> tuple[list[int], list[int]]:
    """Each seat's hand now and the cards it has played, as masks (asked of the game's
    adapter)."""
    return adapter_for(world).dealt_and_played(world)


def _dealt(world: StateT, hands: list[int]) -> StateT:
    """The state right after dealing ``hands`` (masks) in ``world``'s game."""
    # the adapter of the world's game deals a state of that game
    return cast("StateT", adapter_for(world).redeal(world, hands))


def _start(world: StateT) -> StateT:
    """The state right after ``world``'s deal."""
    now, played = _masks(world)
    return _dealt(world, [a | b for a, b in zip(now, played, strict=True)])


def _replay(world: StateT) -> Iterator[tuple[StateT, int, Hashable]]:
    """(state before, seat, action) for every action of ``world``'s history, replayed from
    its deal."""
    state = _start(world)
    for action in world.history:
        seat = state.to_move
        assert seat is not None  # the history's actions were taken by the seat to move
        yield state, seat, action
        state = state.apply(action)


def _counted(adapter: Adapter, state: GameState[Any], bids: bool, plays: bool) -> bool:
    if not adapter.bidding(state):
        return plays
    return bids and adapter.inferable_bid(state)


def surprise(
    world: GameState[Any],
    seat: int,
    model: Bot | None = None,
    *,
    bids: bool = True,
    plays: bool = False,
) -> int:
    """How many earlier decisions of the seats other than ``seat`` the ``model`` could not
    have taken in ``world`` (a full state; decisions with one legal action do not
    count)."""
    if model is None:
        from kartenregeln.bots.heuristic import HeuristicBot

        model = HeuristicBot()
    rng = random.Random(0)
    count = 0
    adapter = adapter_for(world)
    for state, actor, action in _replay(world):
        if not plays and not adapter.bidding(state):
            break  # only the auction counts, and it is over
        if actor == seat or not _counted(adapter, state, bids, plays):
            continue
        view = state.view(actor)
        if len(legal_actions_of(view)) < 2:
            continue
        plausible = getattr(model, "plausible", None)
        if plausible is not None:
            count += not plausible(view, action, rng)
        elif model.choose(view, rng) != action:
            count += 1
    return count


def infer_worlds(
    view: View[StateT],
    rng: random.Random,
    n: int,
    *,
    model: Bot | None = None,
    eps: float = 0.1,
    draws: int | None = None,
    walk: int = 4,
    bids: bool = True,
    plays: bool = False,
) -> list[StateT]:
    """``n`` full states consistent with ``view``, drawn by ``view.sample(rng)`` and kept
    with probability ``eps ** surprise`` (see the module text).

    ``draws`` caps the worlds drawn (default ``4 * n``). If fewer than ``n`` were kept by
    then, the rest comes from a random walk (Metropolis) that starts at the least
    surprising world drawn: each step swaps one unplayed card between two other seats,
    keeps the result only if it is consistent with the view, and accepts it with
    probability ``eps ** (its surprise - the current surprise)``; a world is taken every
    ``walk`` steps (default 4).
    """
    if n < 1:
        raise ValueError(f"n must be at least 1, not {n!r}")
    if not 0 < eps <= 1:
        raise ValueError(f"eps must be in (0, 1], not {eps!r}")
    if draws is None:
        draws = 4 * n
    if draws < 1:
        raise ValueError(f"draws must be at least 1, not {draws!r}")
    if walk < 1:
        raise ValueError(f"walk must be at least 1, not {walk!r}")
    if eps == 1 or not (bids or plays):
        return [view.sample(rng) for _ in range(n)]
    if model is None:
        from kartenregeln.bots.heuristic import HeuristicBot

        model = HeuristicBot()
    kept: list[StateT] = []
    rejected: list[tuple[int, int, StateT]] = []
    for i in range(draws):
        world = view.sample(rng)
        m = surprise(world, view.seat, model, bids=bids, plays=plays)
        if m == 0 or rng.random() < eps**m:
            kept.append(world)
            if len(kept) == n:
                return kept
        else:
            rejected.append((m, i, world))
    rejected.sort(key=lambda r: (r[0], r[1]))
    m, _, world = rejected[0]
    while len(kept) < n:
        for _ in range(walk):
            world, m = _step(view, world, m, rng, model, eps, bids, plays)
        kept.append(world)
    return kept


def _step(
    view: View[StateT], world: StateT, m: int, rng: random.Random, model: Bot, eps: float,
    bids: bool, plays: bool,
) -> tuple[StateT, int]:  # fmt: skip
    """One Metropolis step: swap one unplayed card between two other seats; keep the new
    world if it is consistent with ``view`` and with probability ``eps ** (new - m)``."""
    now, played = _masks(world)
    others = [s for s in range(len(now)) if s != view.seat and now[s]]
    if len(others) < 2:
        return world, m
    a, b = rng.sample(others, 2)
    ca = rng.choice(_bits(now[a]))
    cb = rng.choice(_bits(now[b]))
    now[a] ^= ca | cb
    now[b] ^= ca | cb
    from kartenregeln._position import replay_attempt

    dealt = _dealt(world, [x | y for x, y in zip(now, played, strict=True)])
    state = replay_attempt(dealt, view.history).state
    if state is None or state.view(view.seat) != view:
        return world, m
    new = surprise(state, view.seat, model, bids=bids, plays=plays)
    if new <= m or rng.random() < eps ** (new - m):
        return state, new
    return world, m


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out
