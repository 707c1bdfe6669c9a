"""Round 7, the layout: what may be laid, how many cards a turn has laid so far, what is
refused (with the seat, the action and the reason) and the settlement by finishing order.

The expected values are read from the rules of round 7 (docs/schapa.md): a suit is opened
by its seven; then the next higher card fits above it (8 … K) and the next lower below it
(6 … the lowest, then the ace); a seat lays as long as it has a card that fits unless the
house rule allows one card per turn; the first seat out scores 0, the second −20, the third
−40, and so on.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sp_random import PLAYERS, SUIT_HANDS

from kartenregeln import schapa as sp
from kartenregeln.cards import Card
from kartenregeln.errors import IllegalActionError
from kartenregeln.game import SettlementLine
from kartenregeln.messages import translate

RULES = sp.Rules(players=4)
HANDS = list(SUIT_HANDS)


def _layout(rules: sp.Rules = RULES) -> sp.RoundState:
    # dealer 3: seat 0, left of the dealer, lays first
    return sp.RoundState.start(rules, round=sp.LAYOUT_ROUND, dealer=3, hands=HANDS)


def _refusal(state: sp.RoundState, action: object) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)  # type: ignore[arg-type]
    return info.value


def test_a_turn_counts_the_cards_it_has_laid() -> None:
    state = _layout()
    assert state.to_move == 0
    assert isinstance(state, sp.LayoutRoundState)
    assert state.lays == 0
    # only the sevens fit at first, and seat 0 holds just the seven of clubs
    assert [str(a) for a in state.legal_actions()] == ["7C"]
    state = state.apply("7C")
    # the 8 and the 6 of clubs fit now and seat 0 holds them: its turn goes on
    assert isinstance(state, sp.LayoutRoundState)
    assert (state.to_move, state.lays) == (0, 1)
    assert [str(a) for a in state.legal_actions()] == ["8C", "6C", "ende"]
    state = state.apply("8C")
    assert isinstance(state, sp.LayoutRoundState)
    assert (state.to_move, state.lays) == (0, 2)
    state = state.apply("ende")
    # ending the turn passes it to seat 1, which has laid nothing yet
    assert isinstance(state, sp.LayoutRoundState)
    assert (state.to_move, state.lays) == (1, 0)


def test_with_one_card_per_turn_the_turn_passes_after_each_card() -> None:
    state = _layout(sp.Rules(players=4, one_card_per_turn=True)).apply("7C")
    assert isinstance(state, sp.LayoutRoundState)
    assert (state.to_move, state.lays) == (1, 0)


def test_a_card_that_does_not_fit_or_is_not_held_is_refused_by_name() -> None:
    state = _layout()
    refused = _refusal(state, "9C")
    assert (refused.seat, refused.action, refused.reason) == (
        0,
        sp.Play(Card.parse("9C")),
        "9C does not fit: clubs are opened by their seven",
    )
    refused = _refusal(state, "7S")  # it fits, but seat 1 holds it
    assert (refused.seat, refused.action, refused.reason) == (
        0,
        sp.Play(Card.parse("7S")),
        "seat 0 does not hold 7S",
    )
    after = state.apply("7C")
    refused = _refusal(after, sp.Play(Card.parse("10C")))
    assert (refused.seat, refused.reason) == (0, "10C does not fit: clubs take 8C 6C now")
    # a refusal changes nothing: seat 0 still holds every club but the seven
    assert after.hand(0).mask == state.hand(0).mask ^ Card.parse("7C").bit


def test_schapa_is_refused_while_a_card_fits() -> None:
    refused = _refusal(_layout(), "schapa")
    assert (refused.seat, refused.action, refused.reason) == (
        0,
        sp.SCHAPA,
        "seat 0 holds a card that fits (7C) and must lay it; schapa only when nothing fits",
    )


def test_a_bare_card_or_another_value_is_not_an_action_of_the_seat_to_move() -> None:
    for state in (_layout(), sp.RoundState.start(RULES, round=1, dealer=3, hands=HANDS)):
        refused = _refusal(state, Card.parse("7C"))
        assert (refused.seat, refused.action, refused.reason) == (
            0,
            "7C",
            "a bare card (7C) is not an action: play it as Play(card) or its text",
        )
        with pytest.raises(TypeError, match=r"^not a Schapa action: 42$"):
            state.apply(42)  # type: ignore[arg-type]


def _play_out(state: sp.RoundState) -> sp.RoundState:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def test_the_finished_layout_settles_by_finishing_order() -> None:
    start = _layout()
    # nobody is out yet: no place, so no points for anyone
    assert start.scores_so_far() == (0, 0, 0, 0)
    state = _play_out(start)
    assert isinstance(state, sp.LayoutRoundState)
    assert sorted(state.finished) == [0, 1, 2, 3]
    # the round is over: no turn, so no card laid in it
    assert state.lays == 0
    assert state.tally() == sp.Tally(4, RULES.deck.mask, finished=state.finished)
    settlement = state.settle()
    assert settlement.breakdown == tuple(
        SettlementLine(f"place {k + 1}", -20 * k, seat=seat)
        for k, seat in enumerate(state.finished)
    )
    assert [settlement.scores[seat] for seat in state.finished] == [0, -20, -40, -60]
    refused = _refusal(state, "schapa")
    assert (refused.seat, refused.action, refused.reason) == (None, sp.SCHAPA, "the round is over")


def _laid_this_turn(state: sp.RoundState) -> int:
    """The cards laid since the turn of the seat to move began, read from the history."""
    if state.to_move is None:
        return 0
    count = 0
    for action, mover in zip(reversed(state.history), reversed(state.movers), strict=True):
        if mover != state.to_move or not isinstance(action, sp.Play):
            break
        count += 1
    return count


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from(PLAYERS),
    one_card=st.booleans(),
    play_out=st.booleans(),
    seed=st.integers(0, 2**32 - 1),
)
def test_random_layouts_count_each_turn_and_refuse_what_does_not_fit(
    players: int, one_card: bool, play_out: bool, seed: int
) -> None:
    rules = sp.Rules(players=players, one_card_per_turn=one_card, play_out=play_out)
    rng = random.Random(seed)
    state = sp.deal(rules, round=sp.LAYOUT_ROUND, dealer=rng.randrange(players), rng=rng)
    while not state.is_over:
        assert isinstance(state, sp.LayoutRoundState)
        assert state.lays == _laid_this_turn(state)
        seat = state.to_move
        assert seat is not None
        hand = state.hand_masks[seat]
        # a held card that does not fit, and a fitting card another seat holds: refused
        for bad in (hand & ~state.fits, state.fits & ~hand):
            if bad:
                card = Card.from_index((bad & -bad).bit_length() - 1)
                with pytest.raises(IllegalActionError) as info:
                    state.apply(sp.Play(card))
                assert info.value.seat == seat
                assert info.value.action == sp.Play(card)
                assert translate(info.value.reason, "en") == state.why_illegal(sp.Play(card))
        state = state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, sp.LayoutRoundState)
    assert state.lays == 0
    assert state.tally().deck == rules.deck.mask
    lines = state.settle().breakdown
    assert lines == tuple(
        SettlementLine(f"place {k + 1}", -20 * k, seat=seat)
        for k, seat in enumerate(state.finished)
    )
