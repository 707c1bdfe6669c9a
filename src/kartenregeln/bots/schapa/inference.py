"""Inference from the play in Schapa's trick rounds: worlds in which the other seats'
cards were likely.

``RoundView.sample`` already respects what the play proves (a seat that did not follow
suit holds none of it). What it does not use is *which* card a seat played among those it
could: a seat that threw a queen in round 3 or led a low spade says something about the
rest of its hand. Here the other seats are modelled by ``HeuristicBot`` (a deterministic
player), and a world's **surprise** is the number of their earlier trick-round decisions
(two legal cards or more) in which ``HeuristicBot``, holding that world's hand, would have
played another card. The surprise of a world is a sum over the other seats, and a seat's
part depends only on the cards that seat holds now (the hand it held at each of its
decisions is those cards and the ones it played since), so it is computed per seat and
hand, and cached for one decision.

``PlayInference.worlds`` draws worlds by Metropolis walks over the unplayed cards of the
other seats, as ``infer_worlds``' walk, but on card masks (no state is replayed until a
world is taken): each step swaps one card between two other seats (never a card of a suit
the receiving seat is known to lack) and keeps the swap with probability
``eps ** (new surprise - old surprise)`` (always when it does not grow). ``chains`` walks
(8) each begin at a plain ``view.sample`` and walk ``burn`` steps (16) to their first
world, then ``walk`` steps (4) to each next one; the worlds are taken from the walks in
turn, so that the first worlds, which the search's race looks at first, come from
different walks. One walk for all worlds made them too alike (see docs/bots.md). ``eps``
is the share of decisions taken to be the model's mistakes (0.1, as ``infer_worlds``).
Round 7, the layout, is sampled plainly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from kartenregeln._position import replay_attempt
from kartenregeln.bots.schapa.heuristic import play_index
from kartenregeln.cards import CardSet
from kartenregeln.schapa.actions import Play, played_by
from kartenregeln.schapa.rules import LAYOUT_ROUND
from kartenregeln.schapa.sampling import _constraints
from kartenregeln.schapa.state import RoundState

__all__ = ["PlayInference"]

_SUIT = tuple(0x1FFF << (13 * s) for s in range(4))


class PlayInference:
    """The other seats' trick-round decisions seen from ``view``, and worlds weighed by
    how well ``HeuristicBot`` explains them (see the module text)."""

    def __init__(self, view: Any, eps: float = 0.1) -> None:
        if not 0 < eps <= 1:
            raise ValueError(f"eps must be in (0, 1], not {eps!r}")
        self.view = view
        self.eps = eps
        rules = view.rules
        n = rules.players
        self.n = n
        self.deck = rules.info.mask
        self.active = view.round != LAYOUT_ROUND
        # decisions[s]: (trick so far, card played, cards s played from then on,
        # cards played before) for each decision of seat s
        self.decisions: list[list[tuple[list[int], int, int, int]]] = [[] for _ in range(n)]
        self._cache: dict[tuple[int, int], int] = {}
        self.lacks: list[int] = [0] * n
        if not self.active:
            return
        self.lacks = _constraints(view)[0]
        plays = [(a.card.index, s) for a, s in zip(view.history, view.movers, strict=True)
                 if isinstance(a, Play)]  # fmt: skip
        before = 0
        for i, (card, s) in enumerate(plays):
            if s != view.seat:
                start = i - i % n
                trick = [c for c, _ in plays[start:i]]
                later = 0
                for c, who in plays[i:]:
                    if who == s:
                        later |= 1 << c
                self.decisions[s].append((trick, card, later, before))
            before |= 1 << card

    def seat_surprise(self, seat: int, hand: int) -> int:
        """How many of ``seat``'s decisions ``HeuristicBot`` would have taken otherwise,
        ``seat`` holding ``hand`` (a mask) now."""
        key = (seat, hand)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        count = 0
        view = self.view
        for trick, card, later, before in self.decisions[seat]:
            held = hand | later
            legal = held & _SUIT[trick[0] // 13] if trick else 0
            if not legal:
                legal = held
            if legal & (legal - 1) == 0:
                continue  # one legal card: no choice
            cards = [i for i in range(52) if legal >> i & 1]
            unseen = self.deck & ~before & ~held
            chosen = play_index(view.round, self.deck, self.n, trick, cards, unseen,
                                held.bit_count() == 1)  # fmt: skip
            count += chosen != card
        self._cache[key] = count
        return count

    def surprise(self, hands: list[int]) -> int:
        """The surprise of a world whose seats hold ``hands`` now (masks)."""
        return sum(self.seat_surprise(s, h) for s, h in enumerate(hands) if s != self.view.seat)

    def worlds(
        self,
        rng: random.Random,
        n: int | None = None,
        *,
        chains: int = 8,
        burn: int = 16,
        walk: int = 4,
    ) -> Iterator[RoundState]:
        """``n`` worlds consistent with the view (without end when ``n`` is None), from
        the walks (see the module text)."""
        if chains < 1 or walk < 1 or burn < 0:
            raise ValueError(
                f"chains and walk must be at least 1, burn at least 0: {chains, burn, walk}"
            )
        view = self.view
        if not self.active or not any(self.decisions):
            while n is None or n > 0:
                yield view.sample(rng)
                n = None if n is None else n - 1
            return
        walks: list[tuple[list[int], list[int], list[int]]] = []
        taken = 0
        while n is None or taken < n:
            # the worlds come from ``chains`` walks in turn, each begun at a plain draw
            if len(walks) < chains:
                hands = list(view.sample(rng).hand_masks)
                seats = [s for s in range(self.n) if s != view.seat and hands[s]]
                parts = [
                    0 if s == view.seat else self.seat_surprise(s, h) for s, h in enumerate(hands)
                ]
                walks.append((hands, parts, seats))
                todo = burn
            else:
                hands, parts, seats = walks[taken % chains]
                todo = walk
            if len(seats) > 1:
                for _ in range(todo):
                    self._step(hands, parts, seats, rng)
            taken += 1
            yield self._world(hands, rng)

    def _step(
        self, hands: list[int], parts: list[int], seats: list[int], rng: random.Random
    ) -> None:
        a, b = rng.sample(seats, 2)
        ca = _pick(hands[a] & ~self.lacks[b], rng)
        cb = _pick(hands[b] & ~self.lacks[a], rng)
        if not ca or not cb:
            return
        ha = hands[a] ^ ca ^ cb
        hb = hands[b] ^ ca ^ cb
        pa, pb = self.seat_surprise(a, ha), self.seat_surprise(b, hb)
        delta = pa + pb - parts[a] - parts[b]
        if delta <= 0 or rng.random() < self.eps**delta:
            hands[a], hands[b], parts[a], parts[b] = ha, hb, pa, pb

    def _world(self, hands: list[int], rng: random.Random) -> RoundState:
        view = self.view
        played = played_by(view.history, view.movers, self.n)
        dealt = RoundState.start(
            view.rules, round=view.round, dealer=view.dealer,
            hands=[CardSet.from_mask(h | p) for h, p in zip(hands, played, strict=True)],
        )  # fmt: skip
        state = replay_attempt(dealt, view.history).state
        if state is None:  # not expected: the walk keeps to what the play showed
            fallback: RoundState = view.sample(rng)
            return fallback
        return state


def _pick(mask: int, rng: random.Random) -> int:
    """One card of ``mask`` at random (its bit), 0 if none."""
    if not mask:
        return 0
    k = rng.randrange(mask.bit_count())
    for _ in range(k):
        mask &= mask - 1
    return mask & -mask
