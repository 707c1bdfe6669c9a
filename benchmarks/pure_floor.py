"""How fast can pure-Python Schafkopf card play be? The engine's card play against two
stripped models of it on the same deals, and OpenSpiel's skat, in one process.

The rows, each a whole card play from the first card to the last, the clock running only
there (as ``schafkopf play`` in ``compare.py``), with the driver of ``compare.py`` (the
legal actions, one picked by a seeded ``random.Random``, applied):

- ``engine``: ``GameState.legal_actions`` and ``apply`` with the pure-Python steps
  (``kartenregeln._native.pure_steps``), every house rule checked;
- ``follow suit only``: a state of the engine's shape (the same eight slots, the same
  card-play tuple, the history, the same ``Play`` tuples from the same tables) whose only
  rules are "follow the led class if you can" and the trick's winner and Augen: no
  called Sau, no Bettel or Tout, no legality check of the action applied. No engine
  that keeps the rules can be faster than this in pure Python with this state;
- ``bare state``: the same state with no rules at all (every card of the hand is legal,
  the leader wins the trick): what building the immutable states costs;
- ``openspiel skat``: whole games of OpenSpiel's skat, as in ``compare.py`` (needs
  ``open-spiel``, the ``bench`` extra).

The deals of the three models are the same (each game's state at its first card, reached
with the engine's bidding). The ratio of each row to skat's µs per decision is the median
of the repeats' ratios (interleaved, one round per repeat).

    python benchmarks/pure_floor.py [--games 3000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import compare

from kartenregeln import _native
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.actions import PLAYS
from kartenregeln.schafkopf.card_play import _PLAY_BYTES
from kartenregeln.schafkopf.contracts import AUGEN, TRUMP

_clock = time.process_time


class _Model:
    """A state of the engine's shape: eight slots, the card play as a 6-tuple (trick,
    leader, tricks, Augen, searched, cards left), the history, the legal-actions cache."""

    __slots__ = ("_bid", "_history", "_legal", "_log", "_phase", "_play", "_s", "_tab", "_to")


_new = object.__new__


def _make(s: Any, ph: int, to: Any, h: Any, b: Any, p: Any, t: Any, lg: Any) -> _Model:
    o = _new(_Model)
    o._s = s
    o._phase = ph
    o._to = to
    o._history = h
    o._bid = b
    o._play = p
    o._tab = t
    o._log = lg
    o._legal = None
    return o


def _from(state: sk.GameState) -> _Model:
    return _make(
        state._setup,
        0,
        state._to_move,
        state._history,
        state._bid,
        state._play_part,
        state._table,
        state._log,
    )


_B0, _B1, _B2, _B3 = _PLAY_BYTES


def _legal(o: _Model, rules: bool) -> tuple[Any, ...]:
    legal = o._legal
    if legal is None:
        play = o._play
        hand = o._s[2][o._to] & play[5]
        trick = play[0]
        if rules and trick:
            tab = o._tab
            hand = hand & tab.class_mask[tab.follow[trick[0]]] or hand
        legal = o._legal = (
            _B0[hand & 0xFF]
            + _B1[hand >> 13 & 0xFF]
            + _B2[hand >> 26 & 0xFF]
            + _B3[hand >> 39 & 0xFF]
        )
    return legal


def _apply(o: _Model, action: Any, rules: bool) -> _Model:
    idx = action.card.index
    play = o._play
    left = play[5] ^ 1 << idx
    trick = play[0] + (idx,)
    history = o._history + (action,)  # noqa: RUF005
    if len(trick) < 4:
        return _make(
            o._s,
            0,
            (o._to + 1) & 3,
            history,
            o._bid,
            (trick, play[1], play[2], play[3], play[4], left),
            o._tab,
            o._log,
        )
    a, b, c, d = trick
    pos = 0
    if rules:
        tab = o._tab
        follow, power = tab.follow, tab.power
        led = follow[a]
        best = a
        f = follow[b]
        if (f == led or f == TRUMP) and power[b] > power[best]:  # noqa: SIM109
            best, pos = b, 1
        f = follow[c]
        if (f == led or f == TRUMP) and power[c] > power[best]:  # noqa: SIM109
            best, pos = c, 2
        f = follow[d]
        if (f == led or f == TRUMP) and power[d] > power[best]:  # noqa: SIM109
            pos = 3
    winner = (play[1] + pos) & 3
    augen = list(play[3])
    augen[winner] += AUGEN[a] + AUGEN[b] + AUGEN[c] + AUGEN[d]
    return _make(
        o._s,
        0 if left else 1,
        winner,
        history,
        o._bid,
        ((), winner, play[2] + ((play[1], trick, winner),), tuple(augen), play[4], left),
        o._tab,
        o._log,
    )


Run = Callable[[list[sk.GameState], int], tuple[int, float]]


def _engine(starts: list[sk.GameState], seed: int) -> tuple[int, float]:
    rand = random.Random(seed).random
    decisions = 0
    with _native.pure_steps():
        t0 = _clock()
        for state in starts:
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply(legal[int(rand() * len(legal))])
                decisions += 1
        return decisions, _clock() - t0


def _model(rules: bool) -> Run:
    def run(starts: list[sk.GameState], seed: int) -> tuple[int, float]:
        rand = random.Random(seed).random
        models = [_from(s) for s in starts]
        decisions = 0
        t0 = _clock()
        for o in models:
            while o._phase == 0:
                legal = _legal(o, rules)
                o = _apply(o, legal[int(rand() * len(legal))], rules)
                decisions += 1
        return decisions, _clock() - t0

    return run


def _starts(games: int, seed: int) -> list[sk.GameState]:
    """The first-card states of ``games`` games of four (the long deck, a game played)."""
    rules = sk.Rules()
    rng = random.Random(seed)
    out: list[sk.GameState] = []
    play = sk.Phase.PLAY
    while len(out) < games:
        state = sk.deal(rules, dealer=len(out) & 3, rng=rng)
        while state.phase is not play and not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(rng.random() * len(legal))])
        if not state.is_over:
            out.append(state)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    # a PLAYS entry is the action the engine hands out, so the models play the same objects
    assert all(p is None or p.card.index == i for i, p in enumerate(PLAYS))
    rows: dict[str, Run] = {
        "engine": _engine,
        "follow suit only": _model(True),
        "bare state": _model(False),
    }
    skat = compare._openspiel("skat")
    times: dict[str, list[float]] = {name: [] for name in rows}
    skat_times: list[float] = []
    for r in range(args.repeats):
        starts = _starts(args.games, 1000 + r)
        for name, run in rows.items():
            decisions, seconds = run(starts, r)
            times[name].append(seconds / decisions * 1e6)
        if skat is not None:
            games = max(1, args.games // 2)
            _, decisions, seconds = skat(games, r)
            skat_times.append(seconds / decisions * 1e6)
    print(f"card play of {args.games} games, cpu clock, median of {args.repeats} rounds")
    for name, us in times.items():
        line = f"{name:18s} {statistics.median(us):6.2f} µs/decision"
        if skat_times:
            ratio = statistics.median(a / b for a, b in zip(us, skat_times, strict=True))
            line += f"  {ratio:.2f} x skat"
        print(line)
    if skat_times:
        print(f"{'openspiel skat':18s} {statistics.median(skat_times):6.2f} µs/decision")
    else:
        print("openspiel skat: skipped: open-spiel is not installed (pip install -e '.[bench]')")


if __name__ == "__main__":
    main()
