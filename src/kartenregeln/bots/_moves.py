"""Move lists shared by the fast solvers: cards as single-bit ints, from the highest down,
with equivalent cards pruned."""

from __future__ import annotations

from typing import Any

__all__ = [
    "canonical_shifts",
    "distinct",
    "shrink_table",
    "split_winners",
    "tops_and_rest",
]


def distinct(m: int, live: int, run: dict[int, int]) -> list[int]:
    """The cards of ``m`` from the highest down, one of each group of equivalent cards:
    cards of one run with no live card between them."""
    out: list[int] = []
    prev = 0
    while m:
        b = 1 << (m.bit_length() - 1)
        m ^= b
        if prev and run[b] == run[prev] and not live & (prev - (b << 1)):
            prev = b
            continue
        prev = b
        out.append(b)
    return out


def tops_and_rest(cards: list[int], cls: dict[int, int]) -> tuple[list[int], list[int]]:
    """Cards from the highest down, split into the top card of each class and the rest
    (the rest from the lowest up)."""
    tops: list[int] = []
    rest: list[int] = []
    pcls = 0
    for b in cards:
        c = cls[b]
        if c != pcls:
            tops.append(b)
            pcls = c
        else:
            rest.append(b)
    rest.reverse()
    return tops, rest


def split_winners(
    m: int, live: int, run: dict[int, int], wb: int, beat: int
) -> tuple[list[int], list[int]]:
    """The distinct cards of ``m`` that beat the winning card ``wb`` (higher and among
    ``beat``) and those that do not, each from the highest down."""
    winners: list[int] = []
    losers: list[int] = []
    for b in distinct(m, live, run):
        if b > wb and b & beat:
            winners.append(b)
        else:
            losers.append(b)
    return winners, losers


def canonical_shifts(
    live: int, runs: tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]
) -> tuple[tuple[int, int], ...]:
    """The moves that pack the live cards of each run of equal cards to the run's top:
    pairs (card, the top place it moves to), for the canonical layout of a position."""
    out: list[tuple[int, int]] = []
    for rmask, rtops, topk in runs:
        x = live & rmask
        if x and x != topk[x.bit_count()]:
            j = 0
            while x:
                b = 1 << (x.bit_length() - 1)
                x ^= b
                t = rtops[j]
                j += 1
                if b != t:
                    out.append((b, t))
    return tuple(out)


def shrink_table(tt: dict[tuple[int, ...], Any]) -> None:
    """Make room in a full transposition table: drop the entries with the fewest cards
    left (cheapest to search again), at least half of them. A key's first entry is the
    mask of the cards left."""
    counts: dict[int, int] = {}
    for key in tt:
        c = key[0].bit_count()
        counts[c] = counts.get(c, 0) + 1
    dropped = 0
    limit = -1
    for c in sorted(counts):
        if 2 * dropped >= len(tt):
            break
        dropped += counts[c]
        limit = c
    for key in [k for k in tt if k[0].bit_count() <= limit]:
        del tt[key]
