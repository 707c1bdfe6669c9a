"""The called-Sau rules of the Rufspiel, one test per rule."""

from __future__ import annotations

import random

import pytest

from kartenregeln import NotationError, Suit
from kartenregeln import schafkopf as sk

# Dealer 3, Vorhand 0. Seat 0 calls the Gras-Sau; seat 1 holds it with three more Gras.
DEAL_A = [
    "EO GO HO SO EU GU G7 E7",
    "GA GZ GK G9 HA HZ E9 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G8 H8 H7 EK E8 SK S9 S8",
]
# Dealer 0, Vorhand 1 (the partner, without trumps). Seat 0 calls the Gras-Sau.
DEAL_B = [
    "EO GO HO SO EU GU G7 S8",
    "GA GZ GK G9 EA E9 SA S7",
    "HU SU HZ HK EZ EK SZ SK",
    "G8 HA H9 H8 H7 E8 E7 S9",
]


def rufspiel(hands: list[str], dealer: int, declarer: int, game: str) -> sk.GameState:
    state = sk.GameState.start(sk.Rules(), dealer=dealer, hands=hands)
    for _ in range(4):
        state = state.apply("spiele" if state.to_move == declarer else "weiter")
    state = state.apply(game)
    while state.phase is sk.Phase.KONTRA:
        state = state.apply("gut")
    assert state.phase is sk.Phase.PLAY
    return state


def play(state: sk.GameState, cards: str) -> sk.GameState:
    for card in cards.split():
        state = state.apply(card)
    return state


def test_partner_must_play_called_sau_when_suit_led() -> None:
    state = play(rufspiel(DEAL_A, 3, 0, "rufspiel gras"), "G7")
    assert state.to_move == 1
    assert state.legal_actions() == (sk.parse_action("GA"),)


def test_partner_may_not_play_another_card_of_the_suit_when_it_is_led() -> None:
    state = play(rufspiel(DEAL_A, 3, 0, "rufspiel gras"), "G7")
    assert state.why_illegal("GZ") == "the called Sau must be played when its suit is led"
    assert not state.is_legal("G9")


def test_partner_may_run_away_with_four_cards_of_the_suit() -> None:
    state = rufspiel(DEAL_B, 0, 0, "rufspiel gras")
    assert state.to_move == 1
    assert state.is_legal("GZ")
    assert state.is_legal("G9")
    state = play(state, "GZ EZ G8 G7")
    assert state.searched
    assert state.tricks[0].winner == 1


def test_davonlaufen_counts_the_suit_at_that_moment() -> None:
    state = rufspiel(DEAL_B, 0, 0, "rufspiel gras")
    # Trick 1: the partner leads Eichel; trick 2: trump, the partner discards G9.
    state = play(state, "EA EK E8 EO")
    assert state.to_move == 0
    state = play(state, "EU G9 HU H7")
    # Trick 3: Schellen; the partner takes it with the Schellen-Sau and leads again.
    state = play(state, "S8 SA SZ S9")
    assert state.to_move == 1
    assert not state.searched
    reason = state.why_illegal("GZ")
    assert reason is not None
    assert "davonlaufen" in reason
    assert state.is_legal("GA")
    assert state.is_legal("E9")


def test_davonlaufen_only_when_leading() -> None:
    # A follower holding four Gras cards still has to play the Sau when Gras is led.
    state = play(rufspiel(DEAL_A, 3, 0, "rufspiel gras"), "G7")
    assert len(state.hand(1).of(Suit.GRAS)) == 4
    assert state.legal_actions() == (sk.parse_action("GA"),)


def test_partner_may_not_discard_called_sau_on_trump_before_searched() -> None:
    state = rufspiel(DEAL_B, 0, 0, "rufspiel gras")
    state = play(state, "EA EK E8 EO EU")
    assert state.to_move == 1
    reason = state.why_illegal("GA")
    assert reason is not None
    assert "may not be discarded" in reason
    assert state.is_legal("G9")


def test_partner_may_not_discard_called_sau_on_another_suit_before_searched() -> None:
    # Seat 2 leads Schellen to a partner void in Schellen.
    hands = [
        "EO GO HO SO EU GU G7 S8",
        "GA GZ GK G9 EA E9 HA H7",
        "HU SU HZ HK EZ EK SZ SK",
        "G8 SA H9 H8 S7 E8 E7 S9",
    ]
    state = rufspiel(hands, 0, 0, "rufspiel gras")
    # Trick 1: seat 1 leads E9, seat 2 takes it with EZ.
    state = play(state, "E9 EZ E8 S8")
    assert state.tricks[0].winner == 2
    state = play(state, "SK S9 G7")
    assert state.to_move == 1
    assert not state.is_legal("GA")
    assert state.is_legal("GZ")


def test_called_sau_is_ordinary_once_searched() -> None:
    state = rufspiel(DEAL_B, 0, 0, "rufspiel gras")
    state = play(state, "GZ EZ G8 G7")  # davonlaufen: Gras is searched
    state = play(state, "GK SK H7 EU")  # seat 3 trumps with H7, seat 0 over-trumps
    assert state.searched
    winner = state.tricks[-1].winner
    assert winner == 0
    state = play(state, "EO")  # trump led; the partner has no trump
    assert state.to_move == 1
    assert state.is_legal("GA")
    # With two Gras cards left he may lead Gras with any card later, too.
    state = play(state, "GA HU H9")
    assert state.to_move == 0


def test_called_sau_last_card_exception() -> None:
    # Play random games from DEAL_B in which nobody leads Gras until the partner holds
    # only the Sau and must discard it on another suit.
    start = rufspiel(DEAL_B, 0, 0, "rufspiel gras")
    gras_sau = sk.parse_action("GA")
    found = 0
    for seed in range(400):
        rng = random.Random(seed)
        state = start
        while not state.is_over:
            legal = list(state.legal_actions())
            if not state.trick:
                non_gras = [a for a in legal if "G" not in str(a)[0] or str(a)[1] in "OU"]
                legal = non_gras or legal
            if (
                state.to_move == 1
                and len(state.hand(1)) == 1
                and not state.searched
                and state.trick
            ):
                assert state.legal_actions() == (gras_sau,)
                found += 1
                break
            state = state.apply(rng.choice(legal))
        if found >= 1:
            break
    assert found == 1


def test_rufspiel_needs_a_callable_sau() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A)
    state = play(state, "spiele weiter weiter weiter")
    # Seat 0 holds G7 but not the Gras-Sau, E7 but not the Eichel-Sau, no Schellen card.
    assert state.is_legal("rufspiel gras")
    assert state.is_legal("rufspiel eichel")
    reason = state.why_illegal("rufspiel schellen")
    assert reason == (
        "Rufspiel needs a callable Sau: seat 0 holds no Bells card (its Ober and Unter are trumps)"
    )
    state2 = sk.GameState.start(sk.Rules(), dealer=0, hands=DEAL_A)
    state2 = play(state2, "spiele weiter weiter weiter")
    assert state2.to_move == 1
    assert (
        state2.why_illegal("rufspiel gras")
        == "Rufspiel needs a callable Sau: seat 1 holds the Ace of Leaves itself"
    )


def test_herz_sau_cannot_be_called() -> None:
    with pytest.raises(NotationError, match="Eichel-, Gras- or Schellen-Sau"):
        sk.parse_action("rufspiel herz")
    with pytest.raises(ValueError, match="Schellen-Sau"):
        sk.Contract("rufspiel", "herz")


def test_partner_is_hidden_until_the_called_sau_is_played() -> None:
    state = rufspiel(DEAL_A, 3, 0, "rufspiel gras")
    assert state.partner == 1
    assert state.view(0).partner is None
    assert state.view(2).partner is None
    assert state.view(1).partner == 1
    state = play(state, "G7 GA")
    assert state.view(0).partner == 1
    assert state.view(3).partner == 1
