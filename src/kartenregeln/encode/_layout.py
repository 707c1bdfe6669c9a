"""The block layout of an observation vector and a small writer for it (internal)."""

from __future__ import annotations

from collections.abc import Sequence

import attrs

__all__ = ["Block", "Layout", "Writer"]


@attrs.frozen
class Block:
    """One named part of an observation vector: ``size`` entries from ``start`` on."""

    name: str
    start: int
    size: int
    meaning: str

    @property
    def stop(self) -> int:
        """One past the block's last entry."""
        return self.start + self.size


class Layout:
    """The blocks of a vector in order; ``layout.name`` is the start of block ``name``."""

    def __init__(self, parts: Sequence[tuple[str, int, str]]) -> None:
        blocks: list[Block] = []
        start = 0
        for name, size, meaning in parts:
            blocks.append(Block(name, start, size, meaning))
            start += size
        self.blocks: tuple[Block, ...] = tuple(blocks)
        self.size: int = start
        for b in blocks:  # plain attributes: read on every encoding
            setattr(self, b.name, b.start)

    def __getattr__(self, name: str) -> int:
        """Only for names that are not blocks (typed for the checkers)."""
        raise AttributeError(f"no block named {name!r}")


class Writer:
    """A zeroed vector of a layout's size with helpers to fill it."""

    __slots__ = ("v",)

    def __init__(self, size: int) -> None:
        self.v: list[float] = [0.0] * size

    def one(self, start: int, offset: int | None) -> None:
        """Set the one-hot entry ``start + offset`` (nothing when ``offset`` is ``None``)."""
        if offset is not None:
            self.v[start + offset] = 1.0

    def mask(self, start: int, positions: Sequence[int]) -> None:
        """Set ``start + p`` for every position ``p``."""
        v = self.v
        for p in positions:
            v[start + p] = 1.0
