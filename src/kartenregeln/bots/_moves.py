"""Move lists shared by the fast solvers: cards as single-bit ints, from the highest down,
with equivalent cards pruned."""

from __future__ import annotations

__all__ = ["distinct", "tops_and_rest"]


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
