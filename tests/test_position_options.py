"""The position text writes rules options generically: an option a later version adds to a
game's ``Rules`` is written and read back without a change to the text format."""

from __future__ import annotations

import enum

import attrs
import pytest

from kartenregeln import NotationError
from kartenregeln._position import Text, parse_rules, rules_text


class Mode(str, enum.Enum):
    PLAIN = "plain"
    FANCY = "fancy_mode"


@attrs.frozen
class Inner:
    price: int = 5
    cap: int | None = None


@attrs.frozen
class FutureRules:
    """Stands for a Rules class with options added later: every kind of field."""

    players: int = 4
    flag: bool = False
    mode: Mode = attrs.field(default=Mode.PLAIN, converter=Mode)
    order: tuple[str, ...] = ("wenz", "geier")
    rounds: tuple[int, ...] = (1, 2, 3)
    limit: int | None = None
    share: float = 0.5
    title: str = "Stammtisch"
    inner: Inner = attrs.field(factory=Inner)


def read(words: str) -> FutureRules:
    text = Text(words)
    return parse_rules(text, text.sections(1)[0][0], FutureRules)


@pytest.mark.parametrize(
    "rules",
    [
        FutureRules(),
        FutureRules(flag=True, mode=Mode.FANCY, limit=0),
        FutureRules(order=(), rounds=(7,), inner=Inner(price=-2, cap=3)),
        FutureRules(order=("solo",), limit=None, inner=Inner(cap=None, price=0)),
        FutureRules(share=0.25, title="Zum | Hirschen, 100% / a=b", order=("a b", "c,d")),
        FutureRules(title="", share=-1.5),
        FutureRules(title="none", order=("true", "12", "()", "-3.5", "ä")),
        FutureRules(order=("()",), rounds=()),
    ],
)
def test_every_kind_of_option_round_trips(rules: FutureRules) -> None:
    words = rules_text(rules, FutureRules)
    assert read(words) == rules
    # only what differs from the defaults is written
    assert ("flag=" in words) == rules.flag
    assert ("players=" in words) is False


def test_an_option_can_always_be_written_and_a_wrong_one_is_named() -> None:
    assert rules_text(FutureRules(), FutureRules, always=("players",)) == "players=4"
    with pytest.raises(NotationError, match="unknown rules option 'speed'") as info:
        read("flag=true speed=9")
    assert info.value.position == 10
    with pytest.raises(NotationError, match=r"unknown rules option 'inner\.size'"):
        read("inner.size=3")
    with pytest.raises(NotationError, match="rules option mode") as bad:
        read("mode=loud")
    assert bad.value.position == 0
