# ruff: noqa: N803  (the search closures take their constant tables in capitals)
"""A fast exact solver for Schafkopf card play (every game with two parties).

The generic solver walks ``GameState.apply``; this one works on plain ints:

- **Bit layout per game.** The 32 cards get bit positions 0..31: each suit (without its
  trumps) is one contiguous block, the trumps are the top block, and inside a block a
  stronger card has the higher bit. Following suit is ``hand & led or hand``; a card
  takes the lead of a trick when it is higher than the winning card and of the led class
  or trump.
- **Payoff as a table.** The payout of a finished game depends only on the Augen of the
  root seat's party and on which parties took a trick (Schwarz, Tout). The table
  ``pay[augen * 4 + flags]`` is built once per (rules, game, Laufende, doublings, role,
  Stock in the pot) from the payout's own
  [`game_balance`][kartenregeln.schafkopf.payout.game_balance] (the money ``settle``
  pays, the Stock included), so a leaf is one lookup and equals ``settle().balance[root]``.
- **Null-window tests on payoff levels.** ``test(t)`` answers "does the root's party get
  at least ``t``?"; the exact value is a binary search over the few distinct payouts
  (won/lost, Schneider, Schwarz). At every trick boundary the test stops as soon as the
  Augen taken so far decide it either way.
- **Transposition table at trick boundaries** (the hands, the leader, the Augen and
  trick flags so far, whether the called Sau's rules still apply) holding payoff bounds
  and the best lead; **move ordering** (table move, top cards, the winning card with the most Augen,
  Augen to a winning partner); **equivalent cards** (adjacent live cards of the same
  class with equal Augen are one move); the **last trick** computed directly.

The called Sau's rules are exactly those of ``GameState._play_mask``.
[`supports`][kartenregeln.bots.schafkopf.fast.supports]
says which positions [`SchafkopfSolver`][kartenregeln.bots.schafkopf.fast.SchafkopfSolver] takes;
the Ramsch (everyone for himself)
has its own [`RamschSolver`][kartenregeln.bots.schafkopf.fast.RamschSolver] (paranoid, payoff from
per-seat tallies at the leaves);
[`solver_for`][kartenregeln.bots.schafkopf.fast.solver_for] picks the one that applies. Sie has no
card play.
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
from kartenregeln.schafkopf.contracts import AUGEN, SK_DECK, TRUMP, Contract, table_for
from kartenregeln.schafkopf.payout import durchmarsch_balance, game_balance
from kartenregeln.schafkopf.rules import GameKind, RamschTie, Rules
from kartenregeln.schafkopf.scoring import ramsch_balance
from kartenregeln.schafkopf.state import GameState, Phase

__all__ = ["RamschSolver", "SchafkopfSolver", "solver_for", "supports"]

_BIG: Final = 1 << 40
_TT_LIMIT: Final = 2_000_000
"""The transposition table is thinned out (`shrink_table`) when it reaches this size."""


def supports(state: Any) -> bool:
    """Whether [`SchafkopfSolver`][kartenregeln.bots.schafkopf.fast.SchafkopfSolver] handles
    ``state`` (card play of a party game; not a Bettel with Stichzwang)."""
    if not isinstance(state, GameState) or state.phase is not Phase.PLAY or state.num_seats != 4:
        return False
    game = state.game
    if game is None or game.kind in (GameKind.RAMSCH, GameKind.SIE):
        return False
    # the Stichzwang of a Bettel is not a follow-the-class rule: the generic search plays it
    return not (game.is_bettel and state.rules.bettel_stichzwang)


def solver_for(state: Any, seat: int) -> SchafkopfSolver | RamschSolver | None:
    """The fast solver for a Schafkopf card-play position (party game or Ramsch) of four
    players; ``None`` for three (the bots' generic search plays those)."""
    if supports(state):
        return SchafkopfSolver(state, seat)
    if (
        isinstance(state, GameState)
        and state.num_seats == 4
        and state.phase is Phase.PLAY
        and state.game is not None
        and state.game.kind is GameKind.RAMSCH
    ):
        return RamschSolver(state, seat)
    return None


@lru_cache(maxsize=256)
def _layout(game: Contract) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int]:
    """Card index -> bit position, bit position -> card index, class id per position,
    and the trump mask (in positions)."""
    tab = table_for(game)
    pos = [-1] * 52
    idx: list[int] = []
    cls_of: list[int] = []
    for cls in (0, 1, 2, 3, TRUMP):
        cards = [i for i in range(52) if SK_DECK >> i & 1 and tab.follow[i] == cls]
        cards.sort(key=lambda i: tab.power[i])
        for i in cards:
            pos[i] = len(idx)
            idx.append(i)
            cls_of.append(cls)
    trump = sum(1 << p for p in range(32) if cls_of[p] == TRUMP)
    return tuple(pos), tuple(idx), tuple(cls_of), trump


@lru_cache(maxsize=512)
def _pay_table(
    rules: Rules,
    game: Contract,
    laufende: int,
    doublings: int,
    role: int,
    has_partner: bool,
    pot: int,
) -> tuple[int, ...]:
    """``pay[a * 4 + flags]``: the root seat's balance when its party ends with ``a`` Augen;
    flags bit 0: the root's party took a trick, bit 1: the other party took one.

    The money is [`game_balance`][kartenregeln.schafkopf.payout.game_balance]'s, the Stock
    ``pot`` included, for seats numbered by role: the declarer 0, his partner 1 (if
    ``has_partner``), an opponent 2; ``role`` is the root seat's.

    In a Bettel the flags are swapped (bit 0: the other party took a trick): the search
    then counts the other party as the root's "team", so that taking a trick is never
    worse for the team, as its bounds assume (a Bettel's payoff ignores the Augen)."""
    in_party = role < 2
    partner = 1 if has_partner else None
    out = [0] * (121 * 4)
    for a in range(121):
        for flags in range(4):
            mine, theirs = flags & 1, flags >> 1 & 1
            if game.is_bettel:
                mine, theirs = theirs, mine
            party_augen = a if in_party else 120 - a
            p_has, o_has = (mine, theirs) if in_party else (theirs, mine)
            tricks = rules.deck.hand_size if not o_has else (0 if not p_has else 1)
            out[a * 4 + flags] = game_balance(
                rules,
                game,
                0,
                partner,
                declaring_augen=party_augen,
                declaring_tricks=tricks,
                laufende=laufende,
                doublings=doublings,
                pot=pot,
            )[role]
    return tuple(out)


class SchafkopfSolver:
    """Exact values of a Schafkopf card-play position for the seat ``seat``.

    ``value_after(card_index)``: the exact payoff of the root seat after the seat to move
    plays that card; ``value()``: the value of the position. The transposition table is
    shared between calls.
    """

    def __init__(self, state: GameState, seat: int) -> None:
        if not supports(state):
            raise ValueError("the fast Schafkopf solver needs card play of a party game")
        game = state.game
        assert game is not None
        declarer = state.declarer
        assert declarer is not None
        partner = state.partner
        party = {declarer} if partner is None else {declarer, partner}
        in_party = seat in party
        team = party if in_party else set(range(4)) - party
        # who maximizes the root's payoff, and whose tricks count as "mine" in the flags
        # and the Augen (the other party in a Bettel: see _pay_table)
        maxi = tuple(s in team for s in range(4))
        if game.is_bettel:
            team = set(range(4)) - team
        self.seat = seat
        self.to_move: int = state.to_move if state.to_move is not None else -1
        pos, idx, cls_id, trump = _layout(game)
        self.pos = pos
        self.idx = idx
        laufende, _ = state.laufende()
        doublings = len(state.klopfer) + (state.kontra is not None) + (state.re is not None)
        role = 0 if seat == declarer else 1 if in_party else 2
        pay = _pay_table(
            state.rules, game, laufende, doublings, role, partner is not None, state.pot
        )
        self.levels: tuple[int, ...] = tuple(sorted(set(pay)))
        my = tuple(s in team for s in range(4))
        decl = tuple(s in party for s in range(4))

        def to_bits(mask: int) -> int:
            out = 0
            while mask:
                low = mask & -mask
                out |= 1 << pos[low.bit_length() - 1]
                mask ^= low
            return out

        self.hands = [to_bits(state.hand(s).mask) for s in range(4)]
        self.trick = [1 << pos[c.index] for c in state.trick]
        self.leader = state.leader
        my_aug = 0
        flags = 0
        for s in range(4):
            if my[s]:
                my_aug += state.augen[s]
        for t in state.tricks:
            flags |= 1 if my[t.winner] else 2
        self.my_aug = my_aug
        self.flags = flags
        self.rem = 120 - sum(state.augen)
        # the called Sau: its rules apply while it is in its holder's hand, unsearched
        holder = -1
        sau = 0
        call = 0
        class_mask = [sum(1 << p for p in range(32) if cls_id[p] == c) for c in range(5)]
        if game.kind is GameKind.RUFSPIEL and partner is not None:
            assert game.suit is not None
            holder = partner
            sau_bit = 1 << pos[Card(game.suit, 14).index]
            call = class_mask[int(game.suit)]
            if not state.searched and self.hands[holder] & sau_bit:
                sau = sau_bit
        self.sau = sau
        tout_bit = 0
        if (game.tout and state.rules.tout_ends_early) or game.is_bettel:
            tout_bit = 2 if in_party else 1
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}

        cls: dict[int, int] = {}
        aug: dict[int, int] = {}
        run: dict[int, int] = {}
        run_id = 0
        for p in range(32):
            b = 1 << p
            cls[b] = class_mask[cls_id[p]]
            aug[b] = AUGEN[idx[p]]
            if p and (cls_id[p] != cls_id[p - 1] or AUGEN[idx[p]] != AUGEN[idx[p - 1]]):
                run_id += 1
            run[b] = run_id
        self._cls = cls
        self._aug = aug
        self._trump = trump
        self._my = my
        self._holder = holder
        self._call = call
        members: dict[int, list[int]] = {}
        for b, r in run.items():
            members.setdefault(r, []).append(b)
        runs: list[tuple[int, tuple[int, ...], tuple[int, ...]]] = []
        for bits in members.values():
            if len(bits) > 1:
                tops = tuple(sorted(bits, reverse=True))
                topk = tuple(sum(tops[:k]) for k in range(len(tops) + 1))
                runs.append((sum(bits), tops, topk))
        self.boundary, self.follow = search_factory("schafkopf", _make_search)(
            cls,
            aug,
            run,
            tuple(runs),
            trump,
            my,
            maxi,
            decl,
            pay,
            holder,
            call,
            tout_bit,
            partner is None,
            self.table,
            self,
        )

    # -- the root ------------------------------------------------------------------------
    def card_bit(self, index: int) -> int:
        """The internal bit of a card index."""
        return 1 << self.pos[index]

    def _test_after(self, b: int, thr: int) -> bool:
        hands = list(self.hands)
        seat = self.to_move
        hands[seat] ^= b
        trick = [*self.trick, b]
        cls, aug, trump, my = self._cls, self._aug, self._trump, self._my
        led = cls[trick[0]]
        beat = led | trump
        leader = self.leader
        wb, ws = trick[0], leader
        taug = 0
        tm = 0
        for k, c in enumerate(trick):
            taug += aug[c]
            tm |= c
            if c > wb and c & beat:
                wb, ws = c, (leader + k) & 3
        sau = self.sau
        if len(trick) == 4:
            nsau = sau if sau and led != self._call and hands[self._holder] & sau else 0
            if my[ws]:
                return self.boundary(
                    hands, ws, self.my_aug + taug, self.flags | 1, self.rem - taug, nsau, thr
                )
            return self.boundary(hands, ws, self.my_aug, self.flags | 2, self.rem - taug, nsau, thr)
        return self.follow(
            hands,
            (seat + 1) & 3,
            len(trick),
            led,
            beat,
            wb,
            ws,
            taug,
            self.my_aug,
            self.flags,
            self.rem,
            sau,
            thr,
            tm,
        )

    def _search(self, test: Callable[[int], bool]) -> int:
        levels = self.levels
        lo, hi = 0, len(levels) - 1
        enabled = gc.isenabled()
        gc.disable()
        try:
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if test(levels[mid]):
                    lo = mid
                else:
                    hi = mid - 1
        finally:
            if enabled:
                gc.enable()
        return levels[lo]

    def value_after(self, index: int) -> int:
        """The exact payoff of the root seat after the seat to move plays card ``index``."""
        b = self.card_bit(index)
        return self._search(lambda thr: self._test_after(b, thr))

    def value(self) -> int:
        """The exact payoff of the root seat in this position."""
        if not self.trick:
            hands = list(self.hands)
            return self._search(
                lambda thr: self.boundary(
                    hands, self.leader, self.my_aug, self.flags, self.rem, self.sau, thr
                )
            )
        raise ValueError("value() needs a trick boundary: use value_after mid-trick")

    def equivalent(self, indices: list[int]) -> list[int]:
        """For each card index, the index of the first card in ``indices`` it is
        equivalent to (equal Augen, same class, no live card between them)."""
        live = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
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
                    self._cls[pb] == self._cls[b]
                    and self._aug[pb] == self._aug[b]
                    and not live & (pb - (b << 1))
                ):
                    rep[k] = rep[prev]
            prev = k
        return rep


def _make_search(
    CLS: dict[int, int],
    AUG: dict[int, int],
    RUN: dict[int, int],
    RUNS: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...],
    TM: int,
    MY: tuple[bool, ...],
    MAX: tuple[bool, ...],
    DECL: tuple[bool, ...],
    PAY: tuple[int, ...],
    HOLDER: int,
    CALL: int,
    TOUT: int,
    SOLO: bool,
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    counter: SchafkopfSolver,
) -> tuple[Callable[..., bool], Callable[..., bool]]:
    """The two mutually recursive search functions (closures for speed).

    The canonical layout's card shifts are cached by the live cards, the moves of a node
    at a trick boundary by the cards it may lead and the live cards, in a trick by the
    playable cards, the live cards that can separate them (of the led class when
    following it), the winning card and the ordering's case."""
    aug_key = AUG.__getitem__
    tt_get = tt.get
    canon: dict[int, tuple[tuple[int, int], ...]] = {}
    canon_get = canon.get
    lead_moves: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    lead_get = lead_moves.get
    follow_moves: dict[tuple[int, int, int, int], tuple[int, ...]] = {}
    follow_get = follow_moves.get

    def canon_moves(live: int) -> tuple[tuple[int, int], ...]:
        if len(canon) >= _TT_LIMIT:
            canon.clear()
        canon[live] = found = canonical_shifts(live, RUNS)
        return found

    def lead_order(m: int, live: int, key: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        # descending, equivalent cards pruned; tops of each class first; a second order
        # for the defenders, who lead their suits' tops before their best trump
        tops, rest = tops_and_rest(distinct(m, live, RUN), CLS)
        moves = (*tops, *rest)
        if len(tops) > 1 and tops[0] & TM:
            found = moves, (*tops[1:], tops[0], *rest)
        else:
            found = moves, moves
        if len(lead_moves) >= _TT_LIMIT:
            lead_moves.clear()
        lead_moves[key] = found
        return found

    def follow_order(
        m: int, live: int, beat: int, wb: int, same: bool, key: tuple[int, int, int, int]
    ) -> tuple[int, ...]:
        winners, losers = split_winners(m, live, RUN, wb, beat)
        # ordering (measured: each variant is better for its kind of game): with the own
        # party ahead, give it Augen (schmieren), in a solo without overtaking; else take
        # the trick (a solo: with the most Augen; a Rufspiel: with the cheapest card that
        # wins), or throw the cheapest card
        if same:
            if SOLO:
                if len(losers) > 1:
                    losers.sort(key=aug_key, reverse=True)
                moves = losers + winners
            else:
                moves = winners + losers
                if len(moves) > 1:
                    moves.sort(key=aug_key, reverse=True)
        else:
            if SOLO:
                if len(winners) > 1:
                    winners.sort(key=aug_key, reverse=True)
            else:
                winners.reverse()
            if len(losers) > 1:
                losers.sort(key=aug_key)
            moves = winners + losers
        if len(follow_moves) >= _TT_LIMIT:
            follow_moves.clear()
        follow_moves[key] = found = tuple(moves)
        return found

    def boundary(
        hands: list[int], leader: int, my_aug: int, flags: int, rem: int, sau: int, thr: int
    ) -> bool:
        counter.nodes += 1
        if flags & TOUT:
            return PAY[my_aug * 4 + flags] >= thr
        h = hands[leader]
        if not h:
            return PAY[my_aug * 4 + flags] >= thr
        if PAY[my_aug * 4 + (flags | 2)] >= thr:
            return True
        if PAY[(my_aug + rem) * 4 + (flags | 1)] < thr:
            return False
        if not h & (h - 1):
            # the last trick: every card is forced
            s1, s2, s3 = (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
            beat = CLS[h] | TM
            w, ws = h, leader
            c = hands[s1]
            if c > w and c & beat:
                w, ws = c, s1
            c = hands[s2]
            if c > w and c & beat:
                w, ws = c, s2
            c = hands[s3]
            if c > w and c & beat:
                ws = s3
            if MY[ws]:
                return PAY[(my_aug + rem) * 4 + (flags | 1)] >= thr
            return PAY[my_aug * 4 + (flags | 2)] >= thr
        # canonical layout: the live cards of each run of equal cards packed to its top
        h0, h1, h2, h3 = hands
        live = h0 | h1 | h2 | h3
        shift = canon_get(live)
        if shift is None:
            shift = canon_moves(live)
        if shift:
            hands = list(hands)
            for b, t in shift:
                live ^= b | t
                for s in (0, 1, 2, 3):
                    if hands[s] & b:
                        hands[s] ^= b | t
                        break
            h0, h1, h2, h3 = hands
            h = hands[leader]
        key = (h0, h1, h2, h3, leader, my_aug, flags, sau)
        ent = tt_get(key)
        first = 0
        if ent is not None:
            lo, hi, first = ent
            if lo >= thr:
                return True
            if hi <= thr:
                return False
        m = h
        if sau and leader == HOLDER and h & sau:
            suit_cards = h & CALL
            if suit_cards.bit_count() < 4:
                m = h & (~suit_cards | sau)
        mkey = live << 32 | m
        orders = lead_get(mkey)
        if orders is None:
            orders = lead_order(m, live, mkey)
        moves = orders[0] if DECL[leader] else orders[1]
        if first and moves[0] != first and first in moves:
            moves = (first, *[b for b in moves if b != first])
        maxi = MAX[leader]
        result = not maxi
        best = first
        nxt = (leader + 1) & 3
        for b in moves:
            hands[leader] = h ^ b
            led = CLS[b]
            r = follow(hands, nxt, 1, led, led | TM, b, leader, AUG[b], my_aug, flags, rem, sau,
                       thr, b)  # fmt: skip
            hands[leader] = h
            if r is maxi:
                result = r
                best = b
                break
        if ent is None:
            lo, hi = -_BIG, _BIG
        if result:
            if thr > lo:
                lo = thr
        elif thr < hi:
            hi = thr
        if len(tt) >= _TT_LIMIT:
            shrink_table(tt)
        tt[key] = (lo, hi, best)
        return result

    def follow(
        hands: list[int],
        seat: int,
        k: int,
        led: int,
        beat: int,
        wb: int,
        ws: int,
        taug: int,
        my_aug: int,
        flags: int,
        rem: int,
        sau: int,
        thr: int,
        tm: int,
    ) -> bool:
        counter.nodes += 1
        h = hands[seat]
        m = h & led or h
        if sau and seat == HOLDER and h & sau:
            if led == CALL:
                m = sau
            elif h != sau:
                m &= ~sau
        maxi = MAX[seat]
        live = hands[0] | hands[1] | hands[2] | hands[3] | tm
        same = MAX[ws] is maxi
        key: tuple[int, int, int, int]
        if m & led == m:
            key = (m, live & led, wb, same)
            rel = live & led
        else:
            key = (m, live, wb, same + 2)
            rel = live
        moves = follow_get(key)
        if moves is None:
            moves = follow_order(m, rel, beat, wb, same, key)
        if k == 3:
            for b in moves:
                a = taug + AUG[b]
                hands[seat] = h ^ b
                nws = seat if b > wb and b & beat else ws
                if MY[nws]:
                    na, nf = my_aug + a, flags | 1
                else:
                    na, nf = my_aug, flags | 2
                # the cheap cases of boundary() inline: the end, or the Augen decide
                if nf & TOUT or not hands[nws]:
                    r = PAY[na * 4 + nf] >= thr
                elif PAY[na * 4 + (nf | 2)] >= thr:
                    r = True
                elif PAY[(na + rem - a) * 4 + (nf | 1)] < thr:
                    r = False
                else:
                    nsau = sau if sau and led != CALL and hands[HOLDER] & sau else 0
                    r = boundary(hands, nws, na, nf, rem - a, nsau, thr)
                hands[seat] = h
                if r is maxi:
                    return r
            return not maxi
        nxt = (seat + 1) & 3
        k1 = k + 1
        for b in moves:
            hands[seat] = h ^ b
            if b > wb and b & beat:
                r = follow(hands, nxt, k1, led, beat, b, seat, taug + AUG[b], my_aug, flags, rem,
                           sau, thr, tm | b)  # fmt: skip
            else:
                r = follow(hands, nxt, k1, led, beat, wb, ws, taug + AUG[b], my_aug, flags, rem,
                           sau, thr, tm | b)  # fmt: skip
            hands[seat] = h
            if r is maxi:
                return r
        return not maxi

    return boundary, follow


class RamschSolver:
    """Exact paranoid values of a Ramsch card-play position for the seat ``seat``: the
    root against the other three, the payoff its ``settle().balance`` (the loser by the
    most Augen and the tie rules, Jungfrauen, Durchmarsch), computed at each leaf from the
    Augen, the tricks and the highest trump each seat took.

    Fail-soft alpha-beta on the payoff with a transposition table at trick boundaries
    (keyed with those per-seat tallies); trumps are never merged as equivalent cards
    while the tie rule looks at the trumps taken.
    """

    def __init__(self, state: GameState, seat: int) -> None:
        game = state.game
        if (
            not isinstance(state, GameState)
            or state.phase is not Phase.PLAY
            or game is None
            or game.kind is not GameKind.RAMSCH
        ):
            raise ValueError("the Ramsch solver needs card play of a Ramsch")
        rules = state.rules
        self.seat = seat
        self.to_move: int = state.to_move if state.to_move is not None else -1
        pos, idx, cls_id, trump = _layout(game)
        self.pos = pos

        def to_bits(mask: int) -> int:
            out = 0
            while mask:
                low = mask & -mask
                out |= 1 << pos[low.bit_length() - 1]
                mask ^= low
            return out

        self.hands = [to_bits(state.hand(s).mask) for s in range(4)]
        self.trick = [1 << pos[c.index] for c in state.trick]
        self.leader = state.leader
        taken_rule = rules.ramsch_tie is RamschTie.HIGHEST_TRUMP_TAKEN
        self.augen = list(state.augen)
        self.tricks = [0, 0, 0, 0]
        self.top = [0, 0, 0, 0]
        for t in state.tricks:
            self.tricks[t.winner] += 1
            if taken_rule:
                for c in t.cards:
                    b = 1 << pos[c.index]
                    if b & trump and b > self.top[t.winner]:
                        self.top[t.winner] = b
        class_mask = [sum(1 << p for p in range(32) if cls_id[p] == c) for c in range(5)]
        cls: dict[int, int] = {}
        aug: dict[int, int] = {}
        run: dict[int, int] = {}
        run_id = 0
        for p in range(32):
            b = 1 << p
            cls[b] = class_mask[cls_id[p]]
            aug[b] = AUGEN[idx[p]]
            if (
                p == 0
                or cls_id[p] != cls_id[p - 1]
                or AUGEN[idx[p]] != AUGEN[idx[p - 1]]
                or (taken_rule and b & trump)
            ):
                run_id += 1
            run[b] = run_id
        self._cls = cls
        self._aug = aug
        self._trump = trump
        self.nodes = 0
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        # the payoff of the root seat from the per-seat tallies (as GameState.settle)
        klopf = len(state.klopfer)
        share = rules.ramsch_tie is RamschTie.ALL_TIED_SHARE
        all_tricks = rules.deck.hand_size
        tie_by_trump = taken_rule or rules.ramsch_tie is RamschTie.HIGHEST_TRUMP_HELD
        order = tuple((state.vorhand + k) % 4 for k in range(4))
        dmin = rules.durchmarsch_min_augen
        durchmarsch = [durchmarsch_balance(rules, s, klopf)[seat] for s in range(4)]
        held = [0, 0, 0, 0]
        for s in range(4):
            held[s] = to_bits(state.initial_hand(s).mask) & trump
            held[s] = 1 << (held[s].bit_length() - 1) if held[s] else 0

        def pay(augen: list[int], tricks: list[int], top: list[int]) -> int:
            for s in order:
                if tricks[s] == all_tricks or (dmin is not None and augen[s] >= dmin):
                    return durchmarsch[s]
            most = max(augen)
            tied = [s for s in order if augen[s] == most]
            losers = tied[:1]
            if len(tied) > 1 and share:
                losers = tied
            elif len(tied) > 1 and tie_by_trump:
                tops = top if taken_rule else held
                best = max(tops[s] for s in tied)
                if best:
                    losers = [next(s for s in tied if tops[s] == best)]
                elif taken_rule:
                    most_tricks = max(tricks[s] for s in tied)
                    losers = [next(s for s in tied if tricks[s] == most_tricks)]
            jungfrauen = [s for s in range(4) if tricks[s] == 0]
            return ramsch_balance(rules, losers, jungfrauen, klopf)[seat]

        self._pay = pay
        self._runs = run
        self.boundary, self.follow, self.take = search_factory("ramsch", _make_ramsch_search)(
            cls, aug, run, trump, seat, taken_rule, pay,
            self.augen, self.tricks, self.top, self.table, self,
        )  # fmt: skip

    def card_bit(self, index: int) -> int:
        return 1 << self.pos[index]

    def value(self) -> int:
        """The root's exact (paranoid) balance at a trick boundary."""
        if self.trick:
            raise ValueError("value() needs a trick boundary: use value_after mid-trick")
        enabled = gc.isenabled()
        gc.disable()
        try:
            return int(self.boundary(list(self.hands), self.leader, -_BIG, _BIG))
        finally:
            if enabled:
                gc.enable()

    def value_after(self, index: int) -> int:
        """The root's exact (paranoid) balance after the seat to move plays ``index``."""
        b = self.card_bit(index)
        hands = list(self.hands)
        seat = self.to_move
        hands[seat] ^= b
        trick = [*self.trick, b]
        cls, aug, trump = self._cls, self._aug, self._trump
        led = cls[trick[0]]
        beat = led | trump
        leader = self.leader
        wb, ws = trick[0], leader
        taug = 0
        tm = 0
        for k, c in enumerate(trick):
            taug += aug[c]
            tm |= c
            if c > wb and c & beat:
                wb, ws = c, (leader + k) & 3
        lo, hi = -_BIG, _BIG
        enabled = gc.isenabled()
        gc.disable()
        try:
            if len(trick) < 4:
                return int(
                    self.follow(
                        hands, (seat + 1) & 3, len(trick), led, beat, wb, ws, taug, tm, lo, hi
                    )
                )
            return int(self.take(hands, ws, taug, tm, lo, hi))
        finally:
            if enabled:
                gc.enable()

    def equivalent(self, indices: list[int]) -> list[int]:
        """For each card index, the position in ``indices`` of the first card it is
        equivalent to (same run of equal cards, no live card between them)."""
        live = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        for c in self.trick:
            live |= c
        bits = [self.card_bit(i) for i in indices]
        rep = list(range(len(bits)))
        order = sorted(range(len(bits)), key=lambda k: -bits[k])
        prev = -1
        run = self._run_of
        for k in order:
            b = bits[k]
            if prev >= 0:
                pb = bits[prev]
                if run(pb) == run(b) and not live & (pb - (b << 1)):
                    rep[k] = rep[prev]
            prev = k
        return rep

    def _run_of(self, b: int) -> int:
        return self._runs[b]


def _make_ramsch_search(
    CLS: dict[int, int],
    AUG: dict[int, int],
    RUN: dict[int, int],
    TM: int,
    ROOT: int,
    TAKEN: bool,
    pay: Callable[[list[int], list[int], list[int]], int],
    augen: list[int],
    tricks: list[int],
    top: list[int],
    tt: dict[tuple[int, ...], tuple[int, int, int]],
    counter: RamschSolver,
) -> tuple[Callable[..., int], Callable[..., int], Callable[..., int]]:
    """Fail-soft alpha-beta for the Ramsch (closures over the per-seat tallies, which are
    updated in place and restored)."""
    tt_get = tt.get
    aug_key = AUG.__getitem__

    def take(hands: list[int], ws: int, taug: int, tm: int, alpha: int, beta: int) -> int:
        old = top[ws]
        augen[ws] += taug
        tricks[ws] += 1
        if TAKEN:
            t = tm & TM
            if t:
                t = 1 << (t.bit_length() - 1)
                if t > old:
                    top[ws] = t
        v = boundary(hands, ws, alpha, beta) if hands[ws] else pay(augen, tricks, top)
        augen[ws] -= taug
        tricks[ws] -= 1
        top[ws] = old
        return v

    def boundary(hands: list[int], leader: int, alpha: int, beta: int) -> int:
        counter.nodes += 1
        h = hands[leader]
        h0, h1, h2, h3 = hands
        if not h & (h - 1):
            s1, s2, s3 = (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
            beat = CLS[h] | TM
            w, ws = h, leader
            c = hands[s1]
            if c > w and c & beat:
                w, ws = c, s1
            c = hands[s2]
            if c > w and c & beat:
                w, ws = c, s2
            c = hands[s3]
            if c > w and c & beat:
                ws = s3
            tm = h0 | h1 | h2 | h3
            return take([0, 0, 0, 0], ws, AUG[h0] + AUG[h1] + AUG[h2] + AUG[h3], tm, alpha, beta)
        key = (h0, h1, h2, h3, leader, *augen, *tricks, *top)
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
            lo, hi = -_BIG, _BIG
        live = h0 | h1 | h2 | h3
        tops, rest = tops_and_rest(distinct(h, live, RUN), CLS)
        # in a Ramsch everybody sheds: low cards first
        moves = rest + tops
        if first and first in moves and moves[0] != first:
            moves.remove(first)
            moves.insert(0, first)
        maxi = leader == ROOT
        best = -_BIG if maxi else _BIG
        best_move = first
        nxt = (leader + 1) & 3
        for b in moves:
            hands[leader] = h ^ b
            led = CLS[b]
            v = follow(hands, nxt, 1, led, led | TM, b, leader, AUG[b], b, alpha, beta)
            hands[leader] = h
            if maxi:
                if v > best:
                    best, best_move = v, b
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, best_move = v, b
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

    def follow(
        hands: list[int],
        seat: int,
        k: int,
        led: int,
        beat: int,
        wb: int,
        ws: int,
        taug: int,
        tm: int,
        alpha: int,
        beta: int,
    ) -> int:
        counter.nodes += 1
        h = hands[seat]
        m = h & led or h
        maxi = seat == ROOT
        live = hands[0] | hands[1] | hands[2] | hands[3] | tm
        winners, losers = split_winners(m, live, RUN, wb, beat)
        # duck with the highest loser, shed Augen; else win as cheaply as possible
        if len(losers) > 1:
            losers.sort(key=aug_key, reverse=True)
        winners.reverse()
        moves = losers + winners
        best = -_BIG if maxi else _BIG
        nxt = (seat + 1) & 3
        k1 = k + 1
        for b in moves:
            hands[seat] = h ^ b
            a = taug + AUG[b]
            if b > wb and b & beat:
                nwb, nws = b, seat
            else:
                nwb, nws = wb, ws
            if k == 3:
                v = take(hands, nws, a, tm | b, alpha, beta)
            else:
                v = follow(hands, nxt, k1, led, beat, nwb, nws, a, tm | b, alpha, beta)
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

    return boundary, follow, take
