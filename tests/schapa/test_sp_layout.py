"""Round 7, the layout: sevens open, multi-card turns, the ace after the lowest rank,
``schapa`` and ``ende``, skipping seats that are out, the finishing order."""

from __future__ import annotations

import pytest

from kartenregeln import Card, CardSet, IllegalActionError
from kartenregeln import schapa as sp

SUITS = {"C": "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C"}
for _s in "SHD":
    SUITS[_s] = SUITS["C"].replace("C", _s)


def lay_all(state: sp.RoundState, texts: str) -> sp.RoundState:
    for text in texts.split():
        state = state.apply(text)
    return state


@pytest.mark.parametrize(("players", "lowest"), [(3, "3"), (4, "2"), (5, "5"), (6, "3")])
def test_the_ace_comes_after_the_lowest_rank_in_the_deck(players: int, lowest: str) -> None:
    rules = sp.Rules(players=players)
    for suit in "CSHD":
        low = Card.parse(lowest + suit)
        assert rules.info.next_fit[low.index] == Card.parse("A" + suit).bit
        assert rules.info.next_fit[Card.parse("7" + suit).index] == (
            Card.parse("8" + suit).bit | Card.parse("6" + suit).bit
        )
        assert rules.info.next_fit[Card.parse("K" + suit).index] == 0
        assert rules.info.next_fit[Card.parse("A" + suit).index] == 0


def test_several_cards_in_one_turn_build_on_each_other_and_the_ace_after_the_two() -> None:
    rules = sp.Rules(players=4)
    hands = [SUITS["D"], SUITS["H"], SUITS["C"], SUITS["S"]]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    assert state.to_move == 1
    assert state.legal_actions() == (sp.parse_action("7H"),)
    assert (
        state.why_illegal("8H")
        == "The Eight of Hearts does not fit: hearts are opened by their seven"
    )
    assert state.why_illegal("ende") is not None
    assert state.why_illegal("7C") is not None
    state = state.apply("7H")
    assert state.to_move == 1  # the same seat goes on: 8H and 6H fit now
    assert {str(a) for a in state.legal_actions()} == {"8H", "6H", "ende"}
    state = lay_all(state, "8H 9H 10H JH QH KH 6H 5H 4H 3H")
    assert (
        state.why_illegal("AH") == "The Ace of Hearts does not fit: hearts take Two of Hearts now"
    )
    state = state.apply("2H")
    assert state.legal_actions() == (sp.parse_action("AH"), sp.ENDE)
    state = state.apply("AH")
    assert isinstance(state, sp.LayoutRoundState)
    assert state.finished == (1,)
    assert state.to_move == 2
    state = lay_all(state, "7C 8C 9C 10C JC QC KC 6C 5C 4C 3C 2C AC")
    state = lay_all(state, "7S 6S 5S 4S 3S 2S AS 8S 9S 10S JS QS KS")
    assert state.is_over
    assert state.legal_actions() == ()
    result = state.settle()
    assert result.finishing_order == (1, 2, 3, 0)
    assert result.scores == (-60, 0, -20, -40)
    assert sum(result.scores) == -20 * (0 + 1 + 2 + 3)


def test_finishing_order_skips_seats_that_are_out() -> None:
    rules = sp.Rules(players=4)
    hands = [
        SUITS["D"],
        SUITS["H"],
        SUITS["C"].replace("8C", "8S"),
        SUITS["S"].replace("8S", "8C"),
    ]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    state = lay_all(state, "7H 8H 9H 10H JH QH KH 6H 5H 4H 3H 2H AH")  # seat 1 out first
    assert state.to_move == 2
    state = lay_all(state, "7C 6C 5C 4C 3C 2C")
    assert state.to_move == 2  # AC fits
    state = state.apply("AC")  # nothing more fits (8C is missing): the turn ends by itself
    assert state.to_move == 3
    state = lay_all(state, "7S 6S 5S 4S 3S 2S AS 8C")
    assert state.to_move == 0  # 9C is with seat 2, 8S too: seat 3 is done
    state = lay_all(state, "7D 8D 9D 10D JD QD KD 6D 5D 4D 3D 2D AD")  # seat 0 out second
    assert state.to_move == 2  # seat 1 is skipped
    state = lay_all(state, "9C 10C JC QC KC")
    assert state.to_move == 2
    state = state.apply("8S")  # seat 2 out third; only seat 3 holds cards
    assert state.is_over
    result = state.settle()
    assert result.finishing_order == (1, 0, 2, 3)
    assert result.scores == (-20, 0, -40, -60)
    assert [str(line) for line in result.breakdown][-1] == "place 4 (seat 3): -60"


def test_schapa_is_the_only_action_when_nothing_fits_and_refused_when_a_card_fits() -> None:
    rules = sp.Rules(players=4)
    hands = [
        "AC KC QC JC AS KS QS JS AH KH QH JH AD",
        "7C 7S 7H 7D 10C 10S 10H 10D 9C 9S 9H 9D KD",
        "8C 8S 8H 8D 6C 6S 6H 6D 5C 5S 5H 5D QD",
        "4C 4S 4H 4D 3C 3S 3H 3D 2C 2S 2H 2D JD",
    ]
    state = sp.RoundState.start(rules, round=7, dealer=3, hands=hands)
    assert state.to_move == 0
    assert state.legal_actions() == (sp.SCHAPA,)
    assert (
        state.why_illegal("AC") == "The Ace of Clubs does not fit: clubs are opened by their seven"
    )
    assert (
        state.why_illegal("ende") == "ende ends a turn only after at least one card has been laid"
    )
    state = state.apply("schapa")
    assert state.to_move == 1
    assert state.why_illegal("schapa") == (
        "seat 1 holds a card that fits (Seven of Clubs, Seven of Spades, Seven of Hearts and "
        "Seven of Diamonds) and must lay it; schapa only when nothing fits"
    )
    with pytest.raises(IllegalActionError) as err:
        state.apply(sp.SCHAPA)
    assert err.value.seat == 1
    state = state.apply("7C")
    assert state.why_illegal("schapa") == (
        "schapa is said only at the start of a turn; lay another card or say ende"
    )
    assert state.is_legal("ende")
    assert state.is_legal("7H")
    state = state.apply("ende")
    assert state.to_move == 2
    assert {str(a) for a in state.legal_actions()} == {"8C", "6C"}
    assert sp.ENDE not in state.legal_actions()  # nothing laid yet this turn


def test_one_card_per_turn_passes_the_turn_after_each_card() -> None:
    rules = sp.Rules(players=4, one_card_per_turn=True)
    hands = [SUITS["D"], SUITS["H"], SUITS["C"], SUITS["S"]]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    for seat, text in [(1, "7H"), (2, "7C"), (3, "7S"), (0, "7D"), (1, "8H")]:
        assert state.to_move == seat
        assert sp.ENDE not in state.legal_actions()
        state = state.apply(text)


def test_layout_and_fits_are_public() -> None:
    rules = sp.Rules(players=5)
    cards = list(rules.deck)
    hands = [CardSet(cards[i::5]) for i in range(5)]
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    assert isinstance(state, sp.LayoutRoundState)
    view = state.view(2)
    assert view.layout == CardSet()
    assert view.fits == CardSet.parse("7C 7S 7H 7D")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_ace_is_laid_after_the_lowest_rank_in_play(players: int) -> None:
    rules = sp.Rules(players=players)
    hearts = [c for c in rules.deck if c.suit == Card.parse("7H").suit]
    down = [c for c in hearts if c.rank <= Card.parse("7H").rank]  # 7 6 5 …, high to low
    ace = Card.parse("AH")
    first = sorted({*down, ace}, key=lambda c: c.index)
    rest = [c for c in rules.deck if c not in first]
    k = rules.hand_size
    starter = [*first, *rest[: k - len(first)]]
    others = rest[k - len(first) :]
    hands = [CardSet(others[i * k : (i + 1) * k]) for i in range(players - 1)]
    hands.insert(1, CardSet(starter))  # dealer 0: seat 1 starts
    state = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    assert state.to_move == 1
    for card in down:
        assert not state.is_legal(sp.Play(ace))
        state = state.apply(sp.Play(card))
    assert state.to_move == 1
    assert state.is_legal(sp.Play(ace))
    state = state.apply(sp.Play(ace))
    assert isinstance(state, sp.LayoutRoundState)
    assert state.laid == sum(c.bit for c in [*down, ace])


def perft(state: sp.RoundState, depth: int) -> int:
    if depth == 0 or state.is_over:
        return 1
    return sum(perft(state.apply(a), depth - 1) for a in state.legal_actions())


def test_perft_counts_from_fixed_deals() -> None:
    """Numbers of legal action sequences, frozen as regression figures."""
    rules = sp.Rules(players=4)
    cards = list(rules.deck)
    hands = [CardSet(cards[i::4]) for i in range(4)]
    trick = sp.RoundState.start(rules, round=1, dealer=0, hands=hands)
    layout = sp.RoundState.start(rules, round=7, dealer=0, hands=hands)
    # seat 1 leads any of 13; seat 2 holds 3/3/4/3 clubs/spades/hearts/diamonds
    assert [perft(trick, d) for d in (1, 2, 3, 4)] == [13, 42, 135, 432]
    # seat 1 holds only 7H that fits; then seat 2 has 6H or 7D …
    assert [perft(layout, d) for d in (1, 2, 3, 4, 5, 6)] == [1, 2, 4, 10, 26, 70]
