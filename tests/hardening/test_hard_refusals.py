"""Refusals of the small helpers: describe's options, the named bots, a random bot asked
out of turn, an illegal-action message in English."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kartenregeln import Card, IllegalActionError, Rank, Suit
from kartenregeln import schafkopf as sk
from kartenregeln.bots import RandomBot
from kartenregeln.bots.named import bot_named
from kartenregeln.schafkopf.describe import describe

ANY_DESCRIBE: Any = describe
EO = sk.Play(Card(Suit.EICHEL, Rank.OBER))


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"lang": "fr"}, ValueError, "lang is 'de' or 'en'"),
        ({"face": "italian"}, ValueError, "face is"),
        ({"cards": "glyph"}, ValueError, "cards is"),
    ],
)
def test_describe_refuses_unknown_options(
    kwargs: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        ANY_DESCRIBE(EO, 0, **kwargs)


def test_describe_names_cards_in_every_style() -> None:
    assert describe(EO, 1, "en", "french", cards="code") == "seat 1 plays QC"
    assert describe(EO, 1, "de", "bavarian", cards="code").endswith("EO")
    assert describe(EO, 1, "en", "bavarian", cards="braille").startswith("seat 1 plays ")
    with pytest.raises(TypeError, match="cannot describe"):
        ANY_DESCRIBE(object(), 0)


def test_named_bots() -> None:
    assert repr(bot_named("random")) == "RandomBot()"
    assert type(bot_named("heuristic")).__name__ == "HeuristicBot"
    assert type(bot_named("search", samples=2)).__name__ == "SearchBot"
    with pytest.raises(ValueError, match="unknown bot"):
        bot_named("perfect")


def test_a_random_bot_asked_out_of_turn_says_so() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    seat = (state.to_move or 0) + 1
    with pytest.raises(ValueError, match=f"seat {seat} has no legal action"):
        RandomBot().choose(state.view(seat), random.Random(1))


def test_an_illegal_action_message_in_english_names_the_card_in_words() -> None:
    err = IllegalActionError(2, "HA", "seat 2 must follow trump")
    assert str(err) == "seat 2 cannot play 'HA': seat 2 must follow trump"
    assert err.message("en") == "seat 2 cannot play the Ace of Hearts: seat 2 must follow trump"
    assert err.message("de") != str(err)
