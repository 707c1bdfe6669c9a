"""Compute the Solo-value table that ships with the package (offline, minutes).

For each of ``--deals`` random deals one seat and one game of the Solo class it may
announce (Farbsolo, Wenz or Geier, with a ``game_strength`` of at least ``--min-strength``,
so that the samples lie where bidding decisions are made) are drawn; the seat says
``spiele`` and announces that game, the others pass, and the game is played as
``SearchBot``'s bidding lines are: ``HeuristicBot`` for every seat (the opponents saying
Kontra as it does) for the first two tricks, then the compiled solver exactly. The
declarer's balance over the Solo price is the sample. One linear model per kind of game
(``kartenregeln.bots.schafkopf.solovalue.FEATURES``) is fitted by least squares on 90 %
of the samples; the other 10 % give the error printed, next to that of the old rating
(``game_strength``, fitted linearly on the same samples) as a comparison.

    python benchmarks/bid_table.py --deals 400000 --workers 2 --seed 1 \\
        --out src/kartenregeln/bots/schafkopf/solo_values.json

The file is written whole and then renamed (never half written); the folder is checked
before the deals are played.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
import tempfile
import time
from pathlib import Path

from kartenregeln import schafkopf as sk
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.bots.schafkopf.heuristic import game_strength
from kartenregeln.bots.schafkopf.solovalue import FEATURES, SoloModel, cell, family, features
from kartenregeln.schafkopf.actions import SPIELE, WEITER
from kartenregeln.schafkopf.state import Phase, announceable

RULES = sk.Rules.sauspiel(klopfen=False, tout=False, sie=False)
"""The rules of the samples: the Sauspiel preset (20/50/10) without Klopfen, Tout and Sie."""


def sample(
    seed: int, min_strength: float, exact_from: int | None = None
) -> tuple[str, tuple[float, ...], float, float] | None:
    """One deal: (family, features, value in Solo prices, game_strength), or None when
    the drawn seat has no Solo-class game of that strength."""
    rng = random.Random(seed)
    state = sk.deal(RULES, dealer=rng.randrange(4), rng=rng)
    seat = rng.randrange(4)
    hand = state.hand(seat).mask
    games = [
        g
        for g in announceable(RULES, hand)
        if family(g) is not None and game_strength(g, hand) >= min_strength
    ]
    if not games:
        return None
    kinds = sorted({family(g) or "" for g in games})
    kind = rng.choice(kinds)  # each kind as often, then a game of it
    game = rng.choice([g for g in games if family(g) == kind])
    vorhand = seat == (state.dealer + 1) % 4
    while state.phase is Phase.ROUND1:
        state = state.apply(SPIELE if state.to_move == seat else WEITER)
    adapter = SchafkopfAdapter(exact=exact_from)
    value = adapter._playout(state, seat, game, adapter.policy(), rng)
    name = family(game)
    assert name is not None
    return (
        name,
        features(game, hand, vorhand=vorhand),
        value / RULES.tariff.solo,
        game_strength(game, hand),
    )


def run(
    args: tuple[int, int, float, int | None],
) -> list[tuple[str, tuple[float, ...], float, float]]:
    first, count, min_strength, exact_from = args
    out = []
    for seed in range(first, first + count):
        got = sample(seed, min_strength, exact_from)
        if got is not None:
            out.append(got)
    return out


def solve(rows: list[tuple[float, ...]], ys: list[float], ridge: float = 1e-6) -> list[float]:
    """Least squares by the normal equations (a tiny ridge keeps them regular)."""
    k = len(rows[0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for x, y in zip(rows, ys, strict=True):
        for i in range(k):
            xi = x[i]
            if xi:
                b[i] += xi * y
                row = a[i]
                for j in range(k):
                    row[j] += xi * x[j]
    for i in range(k):
        a[i][i] += ridge * len(rows)
    for c in range(k):  # Gauss-Jordan with partial pivoting
        p = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[p], b[c], b[p] = a[p], a[c], b[p], b[c]
        for r in range(k):
            if r != c and a[r][c]:
                f = a[r][c] / a[c][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c], strict=True)]
                b[r] -= f * b[c]
    return [b[i] / a[i][i] for i in range(k)]


SHRINK = 20
"""A cell's correction is its mean residual shrunk toward 0 as if it had this many more
deals with a residual of 0 (a cell of few deals moves the value little)."""


def fit(rows: list[tuple[float, ...]], ys: list[float]) -> SoloModel:
    """The linear part by least squares, then each cell's mean residual, shrunk."""
    w = solve(rows, ys)
    sums: dict[str, float] = {}
    counts: dict[str, int] = {}
    for x, y in zip(rows, ys, strict=True):
        key = cell(x)
        sums[key] = sums.get(key, 0.0) + y - sum(a * b for a, b in zip(w, x, strict=True))
        counts[key] = counts.get(key, 0) + 1
    cells = {k: sums[k] / (counts[k] + SHRINK) for k in sorted(sums)}
    return SoloModel(
        tuple(w), cells, len(ys), rmse_of(SoloModel(tuple(w), cells, 0, 0.0), rows, ys)
    )


def rmse_of(model: SoloModel, rows: list[tuple[float, ...]], ys: list[float]) -> float:
    err = sum((model.value(x) - y) ** 2 for x, y in zip(rows, ys, strict=True))
    return math.sqrt(err / max(1, len(ys)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=400_000)
    ap.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--min-strength", type=float, default=6.0)
    ap.add_argument(
        "--exact-from",
        type=int,
        default=None,
        help="solve exactly from this many cards left (default: as SearchBot's bidding "
        "lines; 0: HeuristicBot plays every card)",
    )
    ap.add_argument("--out", type=Path, required=True, help="the JSON file to write")
    args = ap.parse_args(argv)
    folder = args.out.resolve().parent
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        ap.error(f"--out: cannot write into {folder}")
    started = time.perf_counter()
    chunk = 500
    jobs = [
        (args.seed + i, min(chunk, args.deals - i), args.min_strength, args.exact_from)
        for i in range(0, args.deals, chunk)
    ]
    samples: list[tuple[str, tuple[float, ...], float, float]] = []
    with multiprocessing.Pool(args.workers) as pool:
        for part in pool.imap_unordered(run, jobs):
            samples.extend(part)
    samples.sort(key=lambda s: (s[0], s[1], s[2]))  # the same file for any --workers
    random.Random(args.seed).shuffle(samples)
    out: dict[str, object] = {}
    print(
        f"{len(samples)} samples from {args.deals} deals in {time.perf_counter() - started:.0f} s"
    )
    for name in ("farbsolo", "wenz", "geier"):
        mine = [s for s in samples if s[0] == name]
        if len(mine) < 100:
            print(f"{name}: only {len(mine)} samples, no model", file=sys.stderr)
            continue
        cut = len(mine) * 9 // 10
        train, test = mine[:cut], mine[cut:]
        model = fit([s[1] for s in train], [s[2] for s in train])
        ys = [s[2] for s in test]
        old = solve([(1.0, s[3]) for s in train], [s[2] for s in train])
        old_err = math.sqrt(sum((old[0] + old[1] * s[3] - s[2]) ** 2 for s in test) / len(test))
        mean = sum(ys) / len(ys)
        spread = math.sqrt(sum((y - mean) ** 2 for y in ys) / len(ys))
        print(
            f"{name}: {len(mine)} samples, mean {sum(s[2] for s in mine) / len(mine):+.2f}"
            f" Solo prices; held-out rmse {rmse_of(model, [s[1] for s in test], ys):.3f}"
            f" (game_strength, linear: {old_err:.3f}; the spread itself {spread:.3f})"
        )
        full = fit([s[1] for s in mine], [s[2] for s in mine])
        out[name] = {
            "weights": [round(x, 5) for x in full.weights],
            "cells": {k: round(v, 4) for k, v in full.cells.items()},
            "samples": full.samples,
            "rmse": round(full.rmse, 4),
        }
    data = {
        "about": "Solo-class game values in Solo prices, made by benchmarks/bid_table.py",
        "rules": "Rules.sauspiel(klopfen=False, tout=False, sie=False)",
        "deals": args.deals,
        "min_strength": args.min_strength,
        "exact_from": args.exact_from,
        "seed": args.seed,
        "features": list(FEATURES),
        "models": out,
    }
    fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
        f.write("\n")
    os.chmod(tmp, 0o644)  # mkstemp makes it private; the package data is read by all
    os.replace(tmp, args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
