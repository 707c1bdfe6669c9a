"""Values refuse what they cannot answer: comparisons with other types give TypeError (via
NotImplemented), cards and card sets cannot be changed."""

from __future__ import annotations

import operator
from typing import Any

import pytest

from kartenregeln import Card, CardSet, Rank, Suit

EO = Card(Suit.EICHEL, Rank.OBER)
HAND = CardSet.parse("EO GO HA")


@pytest.mark.parametrize("op", [operator.lt, operator.le, operator.gt, operator.ge])
@pytest.mark.parametrize("other", [1, "EO", None, CardSet()])
def test_card_order_is_only_between_cards(op: Any, other: object) -> None:
    with pytest.raises(TypeError):
        op(EO, other)


@pytest.mark.parametrize(
    "op",
    [operator.or_, operator.and_, operator.sub, operator.xor, operator.lt, operator.le,
     operator.gt, operator.ge],
)  # fmt: skip
@pytest.mark.parametrize("other", [1, "EO", None, frozenset([EO])])
def test_card_set_operators_are_only_between_card_sets(op: Any, other: object) -> None:
    with pytest.raises(TypeError):
        op(HAND, other)


def test_card_set_equality_with_other_types_is_false() -> None:
    others: list[object] = [{EO}, 5, "EO GO HA"]
    assert [HAND.__eq__(x) for x in others] == [NotImplemented] * 3
    assert [HAND.__ne__(x) for x in others] == [NotImplemented] * 3
    assert [x != HAND for x in others] == [True] * 3
    assert CardSet.parse("HA GO EO") == HAND


@pytest.mark.parametrize("value", [EO, HAND])
def test_cards_and_card_sets_are_immutable(value: Any) -> None:
    with pytest.raises(AttributeError, match="immutable"):
        value.mask = 0
    with pytest.raises(AttributeError, match="immutable"):
        del value.mask
