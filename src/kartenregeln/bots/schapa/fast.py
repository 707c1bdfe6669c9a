# ruff: noqa: N803  (the search closures take their constant tables in capitals)
"""A fast exact (paranoid) solver for the Schapa trick rounds (1–6 and 8).

The root seat plays against every other seat; the value is the root's round score
(``settle().scores[root]``). Only the root's own takes count for it, so the score splits
into what it has already taken and what it takes from now on:

- per trick the root takes: the points per trick (rounds 1, 2, 6, 8) plus the values of
  the cards in it (a queen −20, K♠ −80, a club minus its value), the last trick's points
  if it is the last one;
- the queens' flip (round 3 and 8): a seat that takes every queen scores +80 instead of
  −80, a bonus of +160 that the root gets iff no other seat takes a queen — a flag in
  the position.

The search is fail-soft alpha-beta on the future score over plain ints, called with null
windows (MTD(f): each result bounds the value and is the next guess) (the stronger
card has the higher bit; following suit is ``hand & led or hand``), a transposition
table at trick boundaries keyed by the hands, the leader and the queens' flag, equivalent
cards (adjacent live cards of one suit with the same value are one move), bounds from
the values still in play, the last trick computed directly, and the early end of rounds
3 and 4 (once no scoring card is left the rest of the round cannot change the score).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from functools import lru_cache
from typing import Any, Final

from kartenregeln.bots._moves import (
    canonical_shifts,
    distinct,
    shrink_table,
    split_winners,
    tops_and_rest,
)
from kartenregeln.bots._native.native import search_factory
from kartenregeln.cards import Card
from kartenregeln.schapa.rounds import (
    ROUNDS,
    CardValues,
    FinishingOrder,
    LastTrick,
    OneCard,
    PerCard,
    PerTrick,
)
from kartenregeln.schapa.state import LayoutRoundState, TrickRoundState

__all__ = ["LayoutSolver", "SchapaSolver", "supports", "supports_layout"]

_INF: Final = 1 << 30
_TT_LIMIT: Final = 2_000_000
"""The transposition table is thinned out (`shrink_table`) when it reaches this size."""


def supports(state: Any) -> bool:
    """Whether [`SchapaSolver`][kartenregeln.bots.schapa.fast.SchapaSolver] handles ``state`` (a
    trick round still in play)."""
    return isinstance(state, TrickRoundState) and state.to_move is not None


_Ints = tuple[int, ...]
_Tables = tuple[_Ints, int, int, int, int, int, tuple[_Ints, ...], tuple[_Ints, ...]]


@lru_cache(maxsize=64)
def _round_tables(round_no: int, deck: int) -> _Tables:
    """Per internal position the value of taking the card, the points per trick, for the
    last trick, the queens' mask and bonus, the scoring cards, and per suit the sums of
    the positive and of the negative values of every 13-bit pattern."""
    values = [0] * 52  # by card index
    per_trick = last = 0
    qmask = 0
    qbonus = 0
    for part in ROUNDS[round_no].parts:
        if isinstance(part, PerTrick):
            per_trick += part.points
        elif isinstance(part, LastTrick):
            last += part.points
        elif isinstance(part, PerCard):
            mask = part.scoring_cards(deck)
            n = mask.bit_count()
            for i in range(52):
                if mask >> i & 1:
                    values[i] += part.points
                    qmask |= 1 << _pos(i)
            qbonus += part.points * n * (part.all_taken_multiplier - 1)
        elif isinstance(part, OneCard):
            if deck & part.card.bit:
                values[part.card.index] += part.points
        elif isinstance(part, CardValues):
            for rank, v in part.values:
                i = Card(part.suit, rank).index
                if deck >> i & 1:
                    values[i] += part.sign * v
    by_pos = [0] * 52
    for i in range(52):
        by_pos[_pos(i)] = values[i]
    scoring = ROUNDS[round_no].scoring_cards(deck)
    score_pos = 0
    for i in range(52):
        if scoring >> i & 1:
            score_pos |= 1 << _pos(i)
    pos_t: list[tuple[int, ...]] = []
    neg_t: list[tuple[int, ...]] = []
    for s in range(4):
        pt = [0] * 8192
        nt = [0] * 8192
        if any(by_pos[13 * s + j] for j in range(13)):
            for m in range(1, 8192):
                low = m & -m
                v = by_pos[13 * s + low.bit_length() - 1]
                pt[m] = pt[m ^ low] + (v if v > 0 else 0)
                nt[m] = nt[m ^ low] + (v if v < 0 else 0)
        pos_t.append(tuple(pt))
        neg_t.append(tuple(nt))
    return tuple(by_pos), per_trick, last, qmask, qbonus, score_pos, tuple(pos_t), tuple(neg_t)


def _pos(index: int) -> int:
    """The internal bit position of a card index: the ace of a suit on top."""
    return 13 * (index // 13) + 12 - index % 13


class SchapaSolver:
    """Exact paranoid values of a Schapa trick-round position for the seat ``seat``."""

    def __init__(self, state: TrickRoundState, seat: int) -> None:
        if not supports(state):
            raise ValueError("the fast Schapa solver needs a trick round still in play")
        rules = state.rules
        n = rules.players
        self.n = n
        self.seat = seat
        assert state.to_move is not None
        self.to_move: int = state.to_move
        vals, per_trick, last, qmask, qbonus, scoring, pos_t, neg_t = _round_tables(
            state.round, rules.info.mask
        )
        rnd = ROUNDS[state.round]
        early = rnd.can_end_early and not rules.play_out

        def to_bits(mask: int) -> int:
            out = 0
            while mask:
                low = mask & -mask
                out |= 1 << _pos(low.bit_length() - 1)
                mask ^= low
            return out

        self.hands = [to_bits(m) for m in state.hand_masks]
        self.trick = [1 << _pos(c.index) for c in state.trick]
        self.leader = state.leader
        # what the root has scored so far (without the queens' bonus, which is a flag)
        taken = to_bits(state.taken[seat])
        past = sum(vals[p] for p in range(52) if taken >> p & 1)
        past += per_trick * sum(1 for t in state.tricks if t.winner == seat)
        self.past = past
        others = 0
        for s in range(n):
            if s != seat:
                others |= state.taken[s]
        self.q = bool(qbonus) and not to_bits(others) & qmask
        self.nodes = 0
        self._guess = 0
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        suit: dict[int, int] = {}
        val: dict[int, int] = {}
        run: dict[int, int] = {}
        run_id = 0
        prev: tuple[int, int, bool, bool] = (-1, 0, False, False)
        deck = to_bits(rules.info.mask)
        for p in range(52):
            b = 1 << p
            suit[b] = 0x1FFF << (13 * (p // 13))
            val[b] = vals[p]
            if deck & b:
                here = (p // 13, vals[p], bool(qmask & b), bool(scoring & b))
                if here != prev:
                    run_id += 1
                prev = here
                run[b] = run_id
        # runs of two or more cards, for the canonical layout at trick boundaries
        members: dict[int, list[int]] = {}
        for b, r in run.items():
            members.setdefault(r, []).append(b)
        runs: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
        for bits in members.values():
            if len(bits) > 1:
                tops = tuple(sorted(bits, reverse=True))
                topk = tuple(sum(tops[:k]) for k in range(len(tops) + 1))
                runs.append((sum(bits), tops, topk))
        self._suit = suit
        self._val = val
        self._per_trick = per_trick
        self._last = last
        self._qmask = qmask
        self._qbonus = qbonus
        self._boundary, self._follow, self._count = search_factory("schapa", _make_search)(
            n, seat, suit, val, run, per_trick, last, qmask, qbonus, scoring if early else -1,
            pos_t, neg_t, tuple(runs), self.table,
        )  # fmt: skip

    def card_bit(self, index: int) -> int:
        return 1 << _pos(index)

    def _mtdf(self, search: Callable[[int, int], int]) -> int:
        """The exact value from null-window searches (MTD(f)): each fail-soft result bounds
        the value from one side and is the next guess; the first guess is the last value
        found."""
        g = self._guess
        lo, hi = -_INF, _INF
        enabled = gc.isenabled()
        gc.disable()
        try:
            while lo < hi:
                beta = g if g > lo else lo + 1
                g = search(beta - 1, beta)
                if g < beta:
                    hi = g
                else:
                    lo = g
        finally:
            self.nodes = self._count()
            if enabled:
                gc.enable()
        self._guess = g
        return g

    def _future_after(self, b: int, alpha: int, beta: int) -> int:
        n = self.n
        hands = list(self.hands)
        seat = self.to_move
        hands[seat] ^= b
        trick = [*self.trick, b]
        suit, val = self._suit, self._val
        led = suit[trick[0]]
        leader = self.leader
        wb, ws = trick[0], leader
        tval = 0
        tm = 0
        for k, c in enumerate(trick):
            tval += val[c]
            tm |= c
            if c > wb and c & led:
                wb, ws = c, (leader + k) % n
        if len(trick) == n:
            root = self.seat
            gain = self._per_trick + tval if ws == root else 0
            q = self.q and (ws == root or not tm & self._qmask)
            if not any(hands):
                if ws == root:
                    gain += self._last
                return gain + (self._qbonus if q else 0)
            return gain + self._boundary(hands, ws, q, alpha - gain, beta - gain)
        live = tm
        for x in hands:
            live |= x
        return self._follow(hands, (seat + 1) % n, len(trick), led, wb, ws, tval, tm, live,
                            self.q, alpha, beta)  # fmt: skip

    def value_after(self, index: int) -> int:
        """The root's exact (paranoid) round score after the seat to move plays ``index``."""
        b = self.card_bit(index)
        return self.past + self._mtdf(lambda alpha, beta: self._future_after(b, alpha, beta))

    def value(self) -> int:
        """The root's exact (paranoid) round score at a trick boundary."""
        if self.trick:
            raise ValueError("value() needs a trick boundary: use value_after mid-trick")
        hands = list(self.hands)
        leader, q = self.leader, self.q
        return self.past + self._mtdf(
            lambda alpha, beta: self._boundary(hands, leader, q, alpha, beta)
        )

    def equivalent(self, indices: list[int]) -> list[int]:
        """For each card index, the position in ``indices`` of the first card it is
        equivalent to (same suit, same value, no live card between them)."""
        live = 0
        for h in self.hands:
            live |= h
        for c in self.trick:
            live |= c
        bits = [self.card_bit(i) for i in indices]
        rep = list(range(len(bits)))
        order = sorted(range(len(bits)), key=lambda k: -bits[k])
        prev = -1
        for k in order:
            b = bits[k]
            if prev >= 0:
                pb = bits[prev]
                if (
                    self._suit[pb] == self._suit[b]
                    and self._val[pb] == self._val[b]
                    and not live & (pb - (b << 1))
                ):
                    rep[k] = rep[prev]
            prev = k
        return rep


def _make_search(
    N: int,
    ROOT: int,
    SUIT: dict[int, int],
    VAL: dict[int, int],
    RUN: dict[int, int],
    PT: int,
    LAST: int,
    QMASK: int,
    QB: int,
    EARLY: int,
    POS_T: tuple[tuple[int, ...], ...],
    NEG_T: tuple[tuple[int, ...], ...],
    RUNS: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...],
    tt: dict[tuple[int, ...], tuple[int, int, int]],
) -> tuple[Callable[..., int], Callable[..., int], Callable[[], int]]:
    """The mutually recursive search functions (closures for speed) and the node count.

    The moves of a node are cached: at a trick boundary by the leader's hand and the live
    cards, in a trick by the playable cards, the live cards that can separate them (of the
    led suit when following it), the winning card and the ordering's case."""
    tt_get = tt.get
    val_key = VAL.__getitem__
    pt_hi = max(PT, 0)
    pt_lo = min(PT, 0)
    last_hi = max(LAST, 0)
    last_lo = min(LAST, 0)
    p0, p1, p2, p3 = POS_T
    n0, n1, n2, n3 = NEG_T
    seats = range(N)

    canon: dict[int, tuple[tuple[int, int], ...]] = {}
    canon_get = canon.get
    lead_moves: dict[int, tuple[int, ...]] = {}
    lead_get = lead_moves.get
    follow_moves: dict[tuple[int, int, int, int], tuple[int, ...]] = {}
    follow_get = follow_moves.get
    nodes = 0

    def count() -> int:
        return nodes

    def canon_moves(union: int) -> tuple[tuple[int, int], ...]:
        if len(canon) >= _TT_LIMIT:
            canon.clear()
        canon[union] = found = canonical_shifts(union, RUNS)
        return found

    def boundary(hands: list[int], leader: int, q: bool, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        union = 0
        for h in hands:
            union |= h
        qb = QB if q else 0
        if not union:
            return qb
        if EARLY >= 0 and not union & EARLY:
            return qb
        h = hands[leader]
        if not h & (h - 1):
            # the last trick: every card is forced
            led = SUIT[h]
            w, ws = h, leader
            tv = 0
            tm = 0
            for k in seats:
                s = (leader + k) % N
                c = hands[s]
                tv += VAL[c]
                tm |= c
                if c > w and c & led:
                    w, ws = c, s
            if ws == ROOT:
                return PT + tv + LAST + qb
            if q and tm & QMASK:
                return 0
            return qb
        tricks = h.bit_count()
        ub = (
            p0[union & 0x1FFF] + p1[union >> 13 & 0x1FFF] + p2[union >> 26 & 0x1FFF]
            + p3[union >> 39 & 0x1FFF] + tricks * pt_hi + last_hi + (qb if qb > 0 else 0)
        )  # fmt: skip
        if ub <= alpha:
            return ub
        lb = (
            n0[union & 0x1FFF] + n1[union >> 13 & 0x1FFF] + n2[union >> 26 & 0x1FFF]
            + n3[union >> 39 & 0x1FFF] + tricks * pt_lo + last_lo + (qb if qb < 0 else 0)
        )  # fmt: skip
        if lb >= beta:
            return lb
        # canonical layout: the live cards of each run of equal cards packed to its top
        # (the moves depend only on which cards are live: cached per live set)
        shift = canon_get(union)
        if shift is None:
            shift = canon_moves(union)
        if shift:
            hands = list(hands)
            for b, t in shift:
                union ^= b | t
                for s in seats:
                    if hands[s] & b:
                        hands[s] ^= b | t
                        break
            h = hands[leader]
        key = (*hands, leader, q)
        ent = tt_get(key)
        first = 0
        a0, b0 = alpha, beta
        if ent is not None:
            lo, hi, first = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = lb, ub
        mkey = union << 52 | h
        moves = lead_get(mkey)
        if moves is None:
            moves = lead_order(h, union, mkey)
        if first and moves[0] != first and first in moves:
            moves = (first, *[b for b in moves if b != first])
        maxi = leader == ROOT
        best = -_INF if maxi else _INF
        best_move = first
        nxt = (leader + 1) % N
        for b in moves:
            hands[leader] = h ^ b
            v = follow(hands, nxt, 1, SUIT[b], b, leader, VAL[b], b, union, q, alpha, beta)
            hands[leader] = h
            if maxi:
                if v > best:
                    best = v
                    best_move = b
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                best_move = b
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if best <= a0:
            if best < hi:
                hi = best
        elif best >= b0:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        if len(tt) >= _TT_LIMIT:
            shrink_table(tt)
        tt[key] = (lo, hi, best_move)
        return best

    def lead_order(h: int, union: int, mkey: int) -> tuple[int, ...]:
        # descending, equivalent cards pruned; tops of each suit first, then low
        tops, rest = tops_and_rest(distinct(h, union, RUN), SUIT)
        if len(lead_moves) >= _TT_LIMIT:
            lead_moves.clear()
        lead_moves[mkey] = found = (*tops, *rest)
        return found

    def follow_order(
        m: int, live: int, led: int, wb: int, mode: int, key: tuple[int, int, int, int]
    ) -> tuple[int, ...]:
        winners, losers = split_winners(m, live, RUN, wb, led)
        # ordering: the root takes good tricks and dumps costly cards elsewhere; the others
        # leave bad tricks to the root (dumping costly cards on them) and take good ones
        if len(losers) > 1:
            losers.sort(key=val_key)
        if mode == 1:
            winners.reverse()
            found = (*winners, *losers)
        elif mode == 2:
            found = (*losers, *winners)
        else:
            losers.reverse()
            found = (*losers, *winners)
        if len(follow_moves) >= _TT_LIMIT:
            follow_moves.clear()
        follow_moves[key] = found
        return found

    def follow(
        hands: list[int],
        seat: int,
        k: int,
        led: int,
        wb: int,
        ws: int,
        tval: int,
        tm: int,
        live: int,
        q: bool,
        alpha: int,
        beta: int,
    ) -> int:
        nonlocal nodes
        nodes += 1
        h = hands[seat]
        maxi = seat == ROOT
        mode = (1 if PT + tval > 0 else 2) if maxi or ws == ROOT else 0
        m = h & led
        if m:
            key = (m, live & led, wb, mode)
        else:
            m = h
            key = (m, live, 0, mode)
        moves = follow_get(key)
        if moves is None:
            moves = follow_order(m, key[1], led, wb, mode, key)
        best = -_INF if maxi else _INF
        last_card = k == N - 1
        nxt = (seat + 1) % N
        k1 = k + 1
        for b in moves:
            hands[seat] = h ^ b
            tv = tval + VAL[b]
            if b > wb and b & led:
                nwb, nws = b, seat
            else:
                nwb, nws = wb, ws
            if last_card:
                t = tm | b
                if nws == ROOT:
                    gain = PT + tv
                    nq = q
                else:
                    gain = 0
                    nq = q and not t & QMASK
                if hands[nws]:
                    v = gain + boundary(hands, nws, nq, alpha - gain, beta - gain)
                else:
                    v = gain + (LAST if nws == ROOT else 0) + (QB if nq else 0)
            else:
                v = follow(hands, nxt, k1, led, nwb, nws, tv, tm | b, live, q, alpha, beta)
            hands[seat] = h
            if maxi:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best

    return boundary, follow, count


def supports_layout(state: Any) -> bool:
    """Whether [`LayoutSolver`][kartenregeln.bots.schapa.fast.LayoutSolver] handles ``state`` (round
    7 still in play)."""
    return isinstance(state, LayoutRoundState) and state.to_move is not None


class LayoutSolver:
    """Exact paranoid values of Schapa's round 7 (the layout) for the seat ``seat``.

    The root's score is ``step`` times its place in the finishing order, so a node's value
    is decided the moment the root lays its last card (the seats out before it) or is the
    last seat holding cards. Fail-soft alpha-beta over the turns (a card that fits, ``ende``
    after at least one card, ``schapa`` when nothing fits) with a transposition table
    keyed by the hands, the layout's open cards, the seat to move and whether its turn has
    begun. Actions are passed as card indices, ``-1`` for ``ende`` and ``schapa``.
    """

    def __init__(self, state: LayoutRoundState, seat: int) -> None:
        if not supports_layout(state):
            raise ValueError("the layout solver needs round 7 still in play")
        rules = state.rules
        self.n = n = rules.players
        self.seat = seat
        assert state.to_move is not None
        self.to_move: int = state.to_move
        self.hands = list(state.hand_masks)
        self.fits = state.fits
        self.inturn = state.lays > 0
        step = 0
        for part in ROUNDS[state.round].parts:
            if isinstance(part, FinishingOrder):
                step += part.step
        self.step = step
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[int, int]] = {}
        next_fit = {1 << i: f for i, f in enumerate(rules.info.next_fit)}
        one = rules.one_card_per_turn
        tt = self.table
        tt_get = tt.get
        root = seat

        def next_holding(hands: list[int], s: int) -> int:
            s = (s + 1) % n
            while not hands[s]:
                s = (s + 1) % n
            return s

        def node(hands: list[int], fits: int, s: int, inturn: bool, alpha: int, beta: int) -> int:
            self.nodes += 1
            key = (*hands, fits, s, inturn)
            ent = tt_get(key)
            a0, b0 = alpha, beta
            if ent is not None:
                lo, hi = ent
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            else:
                lo, hi = -_INF, _INF
            h = hands[s]
            fit = h & fits
            maxi = s == root
            best = -_INF if maxi else _INF
            moves: list[int] = []
            m = fit
            while m:
                b = m & -m
                m ^= b
                moves.append(b)
            if inturn or not fit:
                moves.append(0)  # ende (after a card) or schapa (nothing fits)
            for b in moves:
                if b:
                    nh = h ^ b
                    hands[s] = nh
                    nfits = (fits ^ b) | next_fit[b]
                    if not nh:
                        out = sum(1 for x in hands if not x) - 1
                        if s == root:
                            v = step * out
                        elif out == n - 1 - 1:
                            v = step * (n - 1)  # the root is the last seat holding cards
                        else:
                            v = node(hands, nfits, next_holding(hands, s), False, alpha, beta)
                    elif not one and nh & nfits:
                        v = node(hands, nfits, s, True, alpha, beta)
                    else:
                        v = node(hands, nfits, next_holding(hands, s), False, alpha, beta)
                    hands[s] = h
                else:
                    v = node(hands, fits, next_holding(hands, s), False, alpha, beta)
                if maxi:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    break
            if best <= a0:
                if best < hi:
                    hi = best
            elif best >= b0:
                if best > lo:
                    lo = best
            else:
                lo = hi = best
            if len(tt) >= _TT_LIMIT:
                tt.clear()
            tt[key] = (lo, hi)
            return best

        self._node = node
        self._next_holding = next_holding
        self._next_fit = next_fit
        self._one = one

    def value_after(self, index: int) -> int:
        """The root's exact (paranoid) round score after the seat to move lays card
        ``index`` (``-1``: says ``ende`` or ``schapa``)."""
        hands = list(self.hands)
        s = self.to_move
        n = self.n
        enabled = gc.isenabled()
        gc.disable()
        try:
            if index < 0:
                return self._node(hands, self.fits, self._next_holding(hands, s), False,
                                  -_INF, _INF)  # fmt: skip
            b = 1 << index
            nh = hands[s] ^ b
            hands[s] = nh
            fits = (self.fits ^ b) | self._next_fit[b]
            if not nh:
                out = sum(1 for x in hands if not x) - 1
                if s == self.seat:
                    return self.step * out
                if out == n - 2:
                    return self.step * (n - 1)
                return self._node(hands, fits, self._next_holding(hands, s), False, -_INF, _INF)
            if not self._one and nh & fits:
                return self._node(hands, fits, s, True, -_INF, _INF)
            return self._node(hands, fits, self._next_holding(hands, s), False, -_INF, _INF)
        finally:
            if enabled:
                gc.enable()

    def value(self) -> int:
        """The root's exact (paranoid) round score in this position; the root must still
        hold cards (the score of a seat that has finished is already fixed)."""
        if not self.hands[self.seat]:
            raise ValueError(f"seat {self.seat} has finished: its place is known")
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._node(list(self.hands), self.fits, self.to_move, self.inturn, -_INF, _INF)
        finally:
            if enabled:
                gc.enable()

    def equivalent(self, indices: list[int]) -> list[int]:
        """No cards are merged in the layout: every action is its own."""
        return list(range(len(indices)))
