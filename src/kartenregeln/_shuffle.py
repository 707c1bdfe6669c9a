"""``random.Random.shuffle`` without a method call per card, for the deals.

``shuffle(cards, rng)`` makes exactly the draws and swaps ``rng.shuffle(cards)`` makes, so
a seed deals the same cards either way. The inlined loop is used only for a plain
``random.Random`` and only if, at import, it matched this Python's ``Random.shuffle`` on a
few seeds (card order and generator state); otherwise ``rng.shuffle`` is called.

>>> import random
>>> a, b = list(range(32)), list(range(32))
>>> random.Random(7).shuffle(a)
>>> shuffle(b, random.Random(7))
>>> a == b
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Final

from kartenregeln._native import core, register_hooks

__all__ = ["compiled_deal", "shuffle"]


@cache
def _steps(size: int) -> tuple[tuple[int, int], ...]:
    return tuple((i, (i + 1).bit_length()) for i in reversed(range(1, size)))


def _inline(cards: list[int], getrandbits: Callable[[int], int]) -> None:
    """CPython's ``Random.shuffle``: ``_randbelow(i + 1)`` by rejection on ``getrandbits``."""
    for i, bits in _steps(len(cards)):
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def _matches_random() -> bool:
    for seed in range(8):
        plain, fast = random.Random(seed), random.Random(seed)
        a, b = list(range(52)), list(range(52))
        plain.shuffle(a)
        _inline(b, fast.getrandbits)
        if a != b or plain.getstate() != fast.getstate():
            return False
    return True


_INLINED: Final = _matches_random()

# The compiled loop (kartenregeln._native), the same draws and swaps as _inline, or None;
# and the compiled deal, which shuffles the same way and adds up the hands too.
_C_SHUFFLE: Callable[[list[int], Callable[[int], int]], None] | None = getattr(
    core(), "shuffle", None
)
_Masks = tuple[tuple[int, ...], tuple[int, ...]]
_C_DEAL: Callable[..., _Masks] | None = getattr(core(), "deal", None)
register_hooks(__name__, "_C_SHUFFLE", "_C_DEAL")


def compiled_deal(
    bits: tuple[int, ...],
    rng: random.Random,
    dealer: int,
    seats: int,
    first: int,
    second: int = 0,
    gap: int = 0,
) -> _Masks | None:
    """``bits`` (a card's bit each) shuffled as ``shuffle`` does, then dealt from the seat
    after ``dealer``: ``first`` cards to each seat, ``gap`` cards aside, ``second`` cards
    to each seat; the hands' masks and their first packets' masks, by seat. ``None`` when
    the compiled core is not in use (or ``rng`` is not a plain ``random.Random``): the
    caller deals in Python, with the same result."""
    if _C_DEAL is None or not _INLINED or type(rng) is not random.Random:
        return None
    return _C_DEAL(bits, rng.getrandbits, dealer, seats, first, second, gap)


def shuffle(cards: list[int], rng: random.Random) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle(cards)`` would."""
    if _INLINED and type(rng) is random.Random:
        (_C_SHUFFLE or _inline)(cards, rng.getrandbits)
    else:
        rng.shuffle(cards)
