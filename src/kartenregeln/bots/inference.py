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
(default eight per wanted world); when the budget runs out before ``n`` worlds were
accepted, it fills up with the least surprising worlds it rejected, so it always returns
``n`` worlds, each consistent with the view.

Which decisions count: ``bids=True`` counts the auction (both rounds of the bidding, the
announcements, Kontra and Re; Klopfen is not counted, because a sampled world does not
know in which order the other seats got their cards); ``plays=True`` counts the cards
played too. Schapa has no auction, so only its plays can count.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from kartenregeln.bots.base import Bot, legal_actions_of

__all__ = ["infer_worlds", "surprise"]


def _start(world: Any) -> Any:
    """The state right after ``world``'s deal."""
    module = type(world).__module__
    state: Any
    if module.startswith("kartenregeln.schafkopf"):
        from kartenregeln.cards import CardSet
        from kartenregeln.schafkopf.state import GameState

        played = world.view(0).played_by()
        hands = [CardSet.from_mask(world.hand(s).mask | played[s]) for s in range(4)]
        state = GameState.start(world.rules, dealer=world.dealer, hands=hands, pot=world.pot)
    elif module.startswith("kartenregeln.schapa"):
        from kartenregeln.cards import CardSet
        from kartenregeln.schapa.state import RoundState
        from kartenregeln.schapa.view import played_by

        n = world.rules.players
        played = played_by(world.history, world.view(0).movers, n)
        state = RoundState.start(
            world.rules,
            round=world.round,
            dealer=world.dealer,
            hands=[CardSet.from_mask(world.hand_masks[s] | played[s]) for s in range(n)],
        )
    else:
        raise TypeError(f"no inference for {type(world).__name__}")
    return state


def _replay(world: Any) -> Iterator[tuple[Any, int, Any]]:
    """(state before, seat, action) for every action of ``world``'s history, replayed from
    its deal."""
    state = _start(world)
    for action in world.history:
        yield state, state.to_move, action
        state = state.apply(action)


def _counted(state: Any, bids: bool, plays: bool) -> bool:
    phase = getattr(state, "phase", None)
    if phase is None:  # Schapa: every decision is play
        return plays
    name = phase.name
    if name == "PLAY":
        return plays
    return bids and name != "KLOPFEN"


def surprise(
    world: Any, seat: int, model: Bot | None = None, *, bids: bool = True, plays: bool = False
) -> int:
    """How many earlier decisions of the seats other than ``seat`` the ``model`` could not
    have taken in ``world`` (a full state; decisions with one legal action do not
    count)."""
    if model is None:
        from kartenregeln.bots.heuristic import HeuristicBot

        model = HeuristicBot()
    rng = random.Random(0)
    count = 0
    for state, actor, action in _replay(world):
        if not plays and getattr(state, "phase", None) is not None and state.phase.name == "PLAY":
            break  # only the auction counts, and it is over
        if actor == seat or not _counted(state, bids, plays):
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
    view: Any,
    rng: random.Random,
    n: int,
    *,
    model: Bot | None = None,
    eps: float = 0.1,
    draws: int | None = None,
    bids: bool = True,
    plays: bool = False,
) -> list[Any]:
    """``n`` full states consistent with ``view``, drawn by ``view.sample(rng)`` and kept
    with probability ``eps ** surprise`` (see the module text).

    ``draws`` caps the worlds drawn (default ``8 * n``); if fewer than ``n`` were kept by
    then, the least surprising of the others (earliest first) fill up the list.
    """
    if n < 1:
        raise ValueError(f"n must be at least 1, not {n!r}")
    if not 0 < eps <= 1:
        raise ValueError(f"eps must be in (0, 1], not {eps!r}")
    if draws is None:
        draws = 8 * n
    if draws < n:
        raise ValueError(f"draws must be at least n ({n}), not {draws!r}")
    if eps == 1 or not (bids or plays):
        return [view.sample(rng) for _ in range(n)]
    if model is None:
        from kartenregeln.bots.heuristic import HeuristicBot

        model = HeuristicBot()
    kept: list[Any] = []
    rejected: list[tuple[int, int, Any]] = []
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
    kept.extend(w for _, _, w in rejected[: n - len(kept)])
    return kept
