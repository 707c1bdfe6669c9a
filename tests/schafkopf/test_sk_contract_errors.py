"""What ``Contract`` accepts for its kind, suit and tout, and the exact words it refuses
the rest with: a program building contracts from user input shows these messages."""

from __future__ import annotations

import pytest

from kartenregeln import Suit
from kartenregeln import schafkopf as sk

KINDS = "rufspiel, farbsolo, wenz, geier, sie, ramsch, farbwenz, farbgeier, bettel, bettel ouvert"


@pytest.mark.parametrize("number", [0, 1, 2, 3])
def test_a_suit_can_be_given_by_its_number(number: int) -> None:
    assert sk.Contract("farbsolo", number).suit is Suit(number)
    assert sk.Contract("farbsolo", number) == sk.Contract("farbsolo", Suit(number))


@pytest.mark.parametrize("word", [4, -1, True, False, 1.0])
def test_other_suit_values_are_refused(word: object) -> None:
    with pytest.raises(
        ValueError, match=rf"^Contract.suit must be a Suit, a suit word or None, not {word!r}$"
    ):
        sk.Contract("farbsolo", word)


def test_an_unknown_suit_word_names_the_four_suits() -> None:
    with pytest.raises(
        ValueError, match=r"^unknown suit 'xyz': use eichel, gras, herz or schellen$"
    ):
        sk.Contract("farbsolo", "xyz")


@pytest.mark.parametrize("word", ["foo", 7, None])
def test_an_unknown_kind_names_every_kind(word: object) -> None:
    with pytest.raises(ValueError, match=r"^Contract.kind must be one of ") as caught:
        sk.Contract(word)
    assert str(caught.value) == f"Contract.kind must be one of {KINDS}, not {word!r}"


def test_the_kind_words_are_read_in_any_case_and_solo_is_a_farbsolo() -> None:
    assert sk.Contract(" WENZ ").kind is sk.GameKind.WENZ
    assert sk.Contract("Solo", "herz") == sk.Contract("farbsolo", "herz")


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("farbsolo", "a Farbsolo needs a trump suit"),
        ("farbwenz", "a Farbwenz needs a trump suit"),
        ("rufspiel", "a Rufspiel calls the Eichel-, Gras- or Schellen-Sau"),
    ],
)
def test_a_suited_game_without_a_suit(kind: str, message: str) -> None:
    with pytest.raises(ValueError, match=rf"^{message}$"):
        sk.Contract(kind)


@pytest.mark.parametrize("kind", ["wenz", "geier", "sie", "ramsch"])
def test_a_game_without_a_suit_refuses_one(kind: str) -> None:
    with pytest.raises(ValueError, match=rf"^{kind} has no suit$"):
        sk.Contract(kind, "gras")


def test_tout_must_be_a_bool() -> None:
    with pytest.raises(TypeError, match=r"^Contract.tout must be True or False, not 'yes'$"):
        sk.Contract("wenz", tout="yes")  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", ["rufspiel", "sie", "ramsch", "bettel"])
def test_a_game_that_cannot_be_tout(kind: str) -> None:
    suit = "gras" if kind == "rufspiel" else None
    with pytest.raises(ValueError, match=rf"^{kind} cannot be played tout$"):
        sk.Contract(kind, suit, tout=True)


def test_a_bettel_has_no_suit_but_herz() -> None:
    assert sk.Contract("bettel", "herz").suit is Suit.HERZ
    with pytest.raises(
        ValueError, match=r"^bettel has no suit but herz \(the Bettel with Herz as trump\)$"
    ):
        sk.Contract("bettel", "gras")
