"""The generic protocol answers what a program for any game needs (issue 31): the deck,
the options a deal takes, and the narration, without importing a game's module."""

from __future__ import annotations

import random

import pytest

import kartenregeln as kr
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.game import Rules


@pytest.mark.parametrize("game", kr.games(), ids=lambda g: g.name)
def test_every_game_deals_and_narrates_through_its_descriptor(game: kr.Game) -> None:
    rules = game.rules_type()
    assert isinstance(rules, Rules)
    assert len(rules.deck.cards) >= rules.players * rules.hand_size
    state = game.deal(rules, dealer=0, rng=random.Random(3))
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    german, english = game.narrate(state, "de"), game.narrate(state, "en")
    assert len(german) == len(english) >= 6
    assert all("Sitz" in line or "Stich" in line for line in german[:6])
    assert game.narrate(state) == english  # English unless told otherwise
    # the options a deal takes are named, so generic code can ask before passing one
    for option in game.deal_options:
        assert option in {"pot", "round"}


def test_deal_options_say_which_game_takes_a_round() -> None:
    schafkopf, schapa = kr.get_game("schafkopf"), kr.get_game("schapa")
    assert "round" in schapa.deal_options
    assert "round" not in schafkopf.deal_options
    state = schapa.deal(sp.Rules(), dealer=0, rng=random.Random(1), round=7)
    assert isinstance(state, sp.RoundState)
    assert state.round == 7


def test_the_schafkopf_deck_lists_its_cards() -> None:
    assert len(sk.Deck.LONG.cards) == 32
    assert {c.rank for c in sk.Deck.SHORT.cards} == {9, 10, 11, 12, 13, 14}
    assert sk.Rules(deck="short").deck.cards == sk.Deck.SHORT.cards


def test_a_game_without_narration_says_so() -> None:
    game = kr.get_game("schafkopf")
    import attrs

    bare = attrs.evolve(game, narrator=None)
    with pytest.raises(LookupError, match="has no narration"):
        bare.narrate(sk.deal(sk.Rules(), dealer=0, rng=random.Random(1)))
