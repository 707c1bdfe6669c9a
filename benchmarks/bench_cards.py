"""Nanoseconds per CardSet operation (median of 5 timeit runs).

Run: python benchmarks/bench_cards.py
"""

from __future__ import annotations

import random
import statistics
import timeit

from kartenregeln import Card, CardSet


def bench(stmt: str, env: dict[str, object], number: int = 200_000) -> float:
    runs = timeit.repeat(stmt, globals=env, number=number, repeat=5)
    return statistics.median(runs) / number * 1e9


def main() -> None:
    rng = random.Random(1)
    cards = list(CardSet.deck())
    rng.shuffle(cards)
    a, b = CardSet(cards[:13]), CardSet(cards[10:30])
    c, d = cards[0], cards[40]
    env: dict[str, object] = {"a": a, "b": b, "c": c, "d": d, "CardSet": CardSet, "Card": Card}
    env["m"] = a.mask
    env["fa"], env["fb"] = frozenset(a), frozenset(b)
    rows = [
        ("a | b", "a | b"),
        ("a & b", "a & b"),
        ("a - b", "a - b"),
        ("a ^ b", "a ^ b"),
        ("a <= b", "a <= b"),
        ("a == b", "a == b"),
        ("hash(a)", "hash(a)"),
        ("len(a)", "len(a)"),
        ("card in a (member)", "c in a"),
        ("card in a (not member)", "d in a"),
        ("a.without(card)", "a.without(c)"),
        ("tuple(a) (13 cards)", "tuple(a)"),
        ("a.cards (13 cards)", "a.cards"),
        ("CardSet.from_mask(m)", "CardSet.from_mask(m)"),
        ("Card(suit, rank) (interned lookup)", "Card(c.suit, c.rank)"),
        ("raw int: m & b.mask", "m & b.mask"),
        ("for comparison: frozenset fa | fb", "fa | fb"),
        ("for comparison: frozenset card in fa", "c in fa"),
    ]
    print(f"{'operation':40s} {'ns/op':>8s}")
    for name, stmt in rows:
        print(f"{name:40s} {bench(stmt, env):8.1f}")
    n = 2_000
    parse_env: dict[str, object] = {"CardSet": CardSet, "t": "EO GO HO SO EU GU HU SU"}
    print(
        f"{'CardSet.parse (8 Schafkopf codes)':40s} {bench('CardSet.parse(t)', parse_env, n):8.1f}"
    )


if __name__ == "__main__":
    main()
