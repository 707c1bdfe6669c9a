"""The inlined shuffle makes the same draws and swaps as ``random.Random.shuffle``."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import _shuffle


@given(st.integers(0, 2**64), st.integers(0, 60))
@settings(max_examples=200, deadline=None)
def test_same_order_and_generator_state(seed: int, size: int) -> None:
    plain, fast = random.Random(seed), random.Random(seed)
    a, b = list(range(size)), list(range(size))
    plain.shuffle(a)
    _shuffle.shuffle(b, fast)
    assert a == b
    assert plain.getstate() == fast.getstate()


def test_the_inlined_loop_is_in_use_on_this_python() -> None:
    assert _shuffle._INLINED


class _Counting(random.Random):
    calls = 0

    def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
        type(self).calls += 1
        super().shuffle(x)


def test_a_subclass_keeps_its_own_shuffle() -> None:
    rng = _Counting(3)
    cards = list(range(32))
    _shuffle.shuffle(cards, rng)
    assert _Counting.calls == 1
    expected = list(range(32))
    random.Random(3).shuffle(expected)
    assert cards == expected
