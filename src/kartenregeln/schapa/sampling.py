"""Worlds a Schapa seat cannot tell from the real one: the unseen cards dealt at random
to the other seats under what the public history shows (a suit a seat did not follow; in
round 7 the cards that fitted when it said schapa or its turn ended), then the history
replayed on the deal to check it. [`RoundView.sample`][kartenregeln.schapa.view.RoundView.sample]
and the positions rebuilt from text draw with it.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(2))
>>> view = state.apply(state.legal_actions()[0]).view(1)
>>> world = _attempt(view, random.Random(5)).state
>>> world is None or world.view(1) == view
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from kartenregeln._position import Attempt, replay_attempt
from kartenregeln.cards import CardSet, indices
from kartenregeln.errors import SampleError
from kartenregeln.schapa.actions import Play, Schapa, played_by
from kartenregeln.schapa.rules import LAYOUT_ROUND
from kartenregeln.schapa.state import _SUIT_MASK, RoundState, _new_layout

if TYPE_CHECKING:
    from kartenregeln.schapa.view import RoundView

__all__: list[str] = []


def _stand_in(view: RoundView) -> RoundState:
    """A layout state that answers for a round-7 view built without its history: the
    seat to move at the start of its turn, the other seats holding the unseen cards in
    any order (what the seat may do depends only on its hand and the layout)."""
    if view.round != LAYOUT_ROUND or view.to_move is None:
        raise SampleError(f"no consistent deal found for seat {view.seat}")
    unseen = [c.bit for c in CardSet.from_mask(view.rules.info.mask & ~view.layout.mask)
              if c not in view.hand]  # fmt: skip
    hands = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand.mask)
            continue
        mask = 0
        for bit in unseen[:size]:
            mask |= bit
        unseen = unseen[size:]
        hands.append(mask)
    state: RoundState = _new_layout(
        view.rules, view.round, view.dealer, tuple(hands), view.history, view.movers,
        view.to_move, view.layout.mask, view.fits.mask, 0, view.finished,
    )  # fmt: skip
    return state


def _attempt(view: RoundView, rng: random.Random) -> Attempt[RoundState]:
    """One deal of the unseen cards that respects what the public history shows, and the
    history replayed on it (or why that failed)."""
    n = view.rules.players
    lacks, must = _constraints(view)
    hands = _deal_unseen(view, view.unseen.mask, lacks, must, rng)
    if hands is None:
        return Attempt(None)
    hands[view.seat] = view.hand.mask
    played = played_by(view.history, view.movers, n)
    state = RoundState.start(
        view.rules,
        round=view.round,
        dealer=view.dealer,
        hands=[CardSet.from_mask(hands[s] | played[s]) for s in range(n)],
    )
    return replay_attempt(state, view.history)


def _constraints(view: RoundView) -> tuple[list[int], list[tuple[int, int]]]:
    """What the public history shows: ``lacks[s]`` cards seat s cannot hold now, and
    ``must`` pairs (s, mask): seat s now holds at least one card of mask."""
    rules = view.rules
    n = rules.players
    lacks = [0] * n
    history, movers = view.history, view.movers
    if view.round != LAYOUT_ROUND:
        led = 0
        for i, (a, s) in enumerate(zip(history, movers, strict=True)):
            if not isinstance(a, Play):
                continue
            suit_mask = _SUIT_MASK[a.card.index // 13]
            if i % n == 0:
                led = suit_mask
            elif not a.card.bit & led:
                lacks[s] |= led
        return lacks, []
    info = rules.info
    fits = info.sevens
    left = [rules.hand_size] * n
    pending: list[tuple[int, int, int]] = []
    for i, (a, s) in enumerate(zip(history, movers, strict=True)):
        if isinstance(a, Schapa):
            lacks[s] |= fits
        elif isinstance(a, Play):
            idx = a.card.index
            fits = (fits & ~(1 << idx)) | info.next_fit[idx]
            left[s] -= 1
            if rules.one_card_per_turn or not left[s]:
                continue
            continues = movers[i + 1] == s if i + 1 < len(history) else view.to_move == s
            if continues:
                pending.append((s, fits, i))
            else:
                lacks[s] |= fits
    must: list[tuple[int, int]] = []
    for s, mask, i in pending:
        later = 0
        for a, who in zip(history[i + 1 :], movers[i + 1 :], strict=True):
            if who == s and isinstance(a, Play):
                later |= a.card.bit
        if not later & mask:
            must.append((s, mask))
    return lacks, must


def _deal_unseen(
    view: RoundView,
    unseen: int,
    lacks: list[int],
    must: list[tuple[int, int]],
    rng: random.Random,
) -> list[int] | None:
    """Deal the unseen cards to the other seats: sizes as shown, no seat gets a card it
    is known to lack, every ``must`` set is met. ``None`` if this attempt failed."""
    n = view.rules.players
    cap = [0 if s == view.seat else view.hand_sizes[s] for s in range(n)]
    allowed = [0 if s == view.seat else unseen & ~lacks[s] for s in range(n)]
    owner: dict[int, int] = {}
    fixed: set[int] = set()
    hands = [0] * n
    for s, mask in sorted(must, key=lambda m: m[1].bit_count()):
        if s == view.seat or hands[s] & mask:
            continue
        cand = [c for c in indices(mask & allowed[s]) if c not in owner]
        if not cand or not cap[s]:
            return None
        c = rng.choice(cand)
        owner[c] = s
        fixed.add(c)
        hands[s] |= 1 << c
        cap[s] -= 1
    cards = [c for c in indices(unseen) if c not in owner]
    rng.shuffle(cards)
    seats_of = {c: [s for s in range(n) if allowed[s] >> c & 1] for c in cards}
    for c in cards:
        rng.shuffle(seats_of[c])
    members: list[list[int]] = [[] for _ in range(n)]
    for c in owner:
        members[owner[c]].append(c)

    def place(card: int, seen: set[int]) -> bool:
        for s in seats_of[card]:
            if s in seen:
                continue
            seen.add(s)
            if cap[s] > 0:
                cap[s] -= 1
                owner[card] = s
                members[s].append(card)
                return True
            for other in members[s]:
                if other in fixed:
                    continue
                members[s].remove(other)
                if place(other, seen):
                    owner[card] = s
                    members[s].append(card)
                    return True
                members[s].append(other)
        return False

    for c in cards:
        if not place(c, set()):
            return None
    for c, s in owner.items():
        hands[s] |= 1 << c
    return hands
