"""Trick rounds (1–6, 8): following suit, trick winners, each round's scoring for 3–6
players, the early end of rounds 3 and 4, and rounds that are always played out."""

from __future__ import annotations

import random

import pytest
from sp_random import PLAYERS

from kartenregeln import Card, CardSet, IllegalActionError, NotationError
from kartenregeln import schapa as sp

TRICK_ROUNDS = (1, 2, 3, 4, 5, 6, 8)


def sweep_hands(rules: sp.Rules, dealer: int) -> list[CardSet]:
    """The leader (left of the dealer) gets the first cards of the deck in card order
    (clubs from the ace down, then spades …); the next seats get the next cards."""
    cards = list(rules.deck)
    n, k = rules.players, rules.hand_size
    hands: list[CardSet] = [CardSet()] * n
    for j in range(n):
        hands[(dealer + 1 + j) % n] = CardSet(cards[j * k : (j + 1) * k])
    return hands


def play_first(state: sp.RoundState) -> sp.TrickRoundState:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert isinstance(state, sp.TrickRoundState)
    return state


def expected_sweep(rules: sp.Rules, number: int) -> int:
    t, clubs = rules.tricks, rules.club_total
    return {
        1: 5 * t, 2: -5 * t, 3: 80, 4: -80, 5: -60, 6: 5 * t - clubs,
        8: 5 * t + 80 - 80 - clubs - 60,
    }[number]  # fmt: skip


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("number", TRICK_ROUNDS)
def test_round_scoring_when_the_leader_takes_every_trick(players: int, number: int) -> None:
    rules = sp.Rules(players=players)
    dealer = players - 1
    state = play_first(
        sp.RoundState.start(rules, round=number, dealer=dealer, hands=sweep_hands(rules, dealer))
    )
    result = state.settle()
    leader = 0
    assert result.round == number
    assert result.scores[leader] == expected_sweep(rules, number)
    assert all(s == 0 for seat, s in enumerate(result.scores) if seat != leader)
    assert sum(result.scores) == expected_sweep(rules, number)
    assert sum(line.value for line in result.breakdown) == sum(result.scores)


def test_four_players_round_by_round_with_one_suit_per_seat() -> None:
    rules = sp.Rules(players=4)
    hands = [
        "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C",
        "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
        "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
        "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
    ]
    # seat 0 leads (dealer 3) and takes every trick with clubs.
    scores = {}
    for number in TRICK_ROUNDS:
        state = play_first(sp.RoundState.start(rules, round=number, dealer=3, hands=hands))
        scores[number] = state.settle().scores
    assert scores[1] == (65, 0, 0, 0)
    assert scores[2] == (-65, 0, 0, 0)
    assert scores[3] == (80, 0, 0, 0)
    assert scores[4] == (-80, 0, 0, 0)
    assert scores[5] == (-60, 0, 0, 0)
    assert scores[6] == (65 - 95, 0, 0, 0)
    assert scores[8] == (65 + 80 - 80 - 95 - 60, 0, 0, 0)


def test_round_three_split_queens_score_minus_twenty_each() -> None:
    rules = sp.Rules(players=4)
    hands = [
        "QC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC KC AC",
        "QS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS",
        "QH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH KH AH",
        "QD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD KD AD",
    ]
    state = sp.RoundState.start(rules, round=3, dealer=3, hands=hands)
    # Seat 0 leads the QC; everybody follows with... nothing of clubs: they throw a queen.
    for text in ("QC", "QS", "QH", "2D"):
        state = state.apply(text)
    # seat 0 took QC QS QH: -60 so far; the fourth queen has not fallen
    assert state.scores_so_far() == (-60, 0, 0, 0)
    # seat 0 leads 2C, seat 1 throws 2S, seat 2 2H, seat 3 QD: seat 0 takes QD -> all four
    for text in ("2C", "2S", "2H", "QD"):
        state = state.apply(text)
    assert state.is_over
    assert state.settle().scores == (80, 0, 0, 0)
    assert state.settle().ended_early


def test_round_three_queens_to_two_seats() -> None:
    rules = sp.Rules(players=3)
    hands = [
        "QC AS 3C 4C 5C 6C 7C 8C 9C 10C JC KC AC 3D 4D 5D",
        "QS KS QH 3S 4S 5S 6S 7S 8S 9S 10S JS 6D 7D 8D 9D",
        "QD AH KH JH 10H 9H 8H 7H 6H 5H 4H 3H 10D JD KD AD",
    ]
    state = sp.RoundState.start(rules, round=3, dealer=2, hands=hands)
    assert state.to_move == 0
    for text in ("AS", "QS", "QD"):  # seat 0 takes QS QD
        state = state.apply(text)
    assert state.scores_so_far() == (-40, 0, 0)
    for text in ("QC", "QH", "AH"):  # seat 0 leads QC, seat 1 throws QH; seat 0 wins
        state = state.apply(text)
    assert state.is_over
    assert state.settle().ended_early
    assert state.settle().scores == (80, 0, 0)


def test_round_three_ends_after_the_fourth_queen_and_not_before() -> None:
    rules = sp.Rules(players=4)
    hands = sweep_hands(rules, 3)  # seat 0: clubs; 1: spades; 2: hearts; 3: diamonds
    state = sp.RoundState.start(rules, round=3, dealer=3, hands=hands)
    for _ in range(2):
        for _ in range(4):
            state = state.apply(state.legal_actions()[0])
    assert not state.is_over  # two tricks: AC KC; no queen yet
    for _ in range(4):  # QC QS QH QD all fall in the third trick
        state = state.apply(state.legal_actions()[0])
    assert isinstance(state, sp.TrickRoundState)
    assert state.is_over
    assert state.to_move is None
    assert state.legal_actions() == ()
    assert len(state.tricks) == 3
    assert all(len(h) == 10 for h in state.hands)
    assert state.settle().ended_early
    assert state.settle().scores == (80, 0, 0, 0)


def test_round_four_ends_when_the_king_of_spades_falls() -> None:
    rules = sp.Rules(players=4)
    state = sp.RoundState.start(rules, round=4, dealer=3, hands=sweep_hands(rules, 3))
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])
    assert not state.is_over  # AC AS AH AD
    for _ in range(4):
        state = state.apply(state.legal_actions()[0])  # KC KS KH KD
    assert isinstance(state, sp.TrickRoundState)
    assert state.is_over
    assert len(state.tricks) == 2
    result = state.settle()
    assert result.scores == (-80, 0, 0, 0)
    assert result.ended_early
    assert [str(line) for line in result.breakdown] == ["King of Spades taken (seat 0): -80"]


def test_play_out_plays_rounds_three_and_four_to_the_last_trick() -> None:
    rules = sp.Rules(players=4, play_out=True)
    for number in (3, 4):
        state = play_first(
            sp.RoundState.start(rules, round=number, dealer=3, hands=sweep_hands(rules, 3))
        )
        assert len(state.tricks) == 13
        assert not state.settle().ended_early
        assert all(not h for h in state.hands)


@pytest.mark.parametrize("number", [1, 2, 5, 6, 8])
def test_rounds_without_an_early_end_are_always_played_out(number: int) -> None:
    for players in PLAYERS:
        rules = sp.Rules(players=players)
        state = play_first(
            sp.RoundState.start(rules, round=number, dealer=0, hands=sweep_hands(rules, 0))
        )
        assert len(state.tricks) == rules.tricks
        assert not state.settle().ended_early


def test_must_follow_suit_and_the_refusal_says_why() -> None:
    rules = sp.Rules(players=4)
    state = sp.RoundState.start(rules, round=1, dealer=3, hands=sweep_hands(rules, 3))
    state = state.apply("AC")
    assert state.to_move == 1
    assert state.why_illegal("KC") == "seat 1 does not hold the King of Clubs"
    assert state.why_illegal("schapa") is not None
    assert state.is_legal("5S")
    mixed = sp.RoundState.start(
        rules, round=1, dealer=3,
        hands=[
            "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2H",
            "2C AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S",
            "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2S",
            "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
        ],
    ).apply("AC")  # fmt: skip
    assert mixed.legal_actions() == (sp.parse_action("2C"),)
    assert mixed.why_illegal("AS") == "seat 1 must follow clubs"
    with pytest.raises(IllegalActionError) as err:
        mixed.apply("AS")
    assert err.value.seat == 1
    assert err.value.reason == "seat 1 must follow clubs"


def test_highest_card_of_the_led_suit_wins_and_leads_next() -> None:
    rules = sp.Rules(players=3)
    state = sp.deal(rules, round=1, dealer=0, rng=random.Random(4))
    leader = state.to_move
    assert leader == 1
    for _ in range(3):
        state = state.apply(state.legal_actions()[-1])
    trick = state.tricks[0]
    led = trick.cards[0].suit
    best = max((c for c in trick.cards if c.suit == led), key=lambda c: c.rank)
    assert trick.winner == (leader + trick.cards.index(best)) % 3
    assert state.to_move == trick.winner


def test_apply_returns_a_new_state_and_leaves_the_old_one() -> None:
    state = sp.deal(sp.Rules(), round=8, dealer=2, rng=random.Random(9))
    before = state.hands
    child = state.apply(state.legal_actions()[0])
    assert state.hands == before
    assert state.history == ()
    assert child.history == (state.legal_actions()[0],)
    assert child.movers == (3,)


def test_over_state_refuses_everything() -> None:
    rules = sp.Rules(players=4)
    state = play_first(sp.RoundState.start(rules, round=4, dealer=3, hands=sweep_hands(rules, 3)))
    assert state.why_illegal("2C") == "the round is over"
    with pytest.raises(IllegalActionError) as err:
        state.apply("2C")
    assert err.value.seat is None


def test_unfinished_round_cannot_be_settled() -> None:
    state = sp.deal(sp.Rules(), round=1, dealer=0, rng=random.Random(1))
    with pytest.raises(ValueError, match="not over"):
        state.settle()


def test_text_that_is_no_action_is_a_notation_error() -> None:
    state = sp.deal(sp.Rules(), round=1, dealer=0, rng=random.Random(1))
    assert not state.is_legal("blah")
    assert "not an action" in (state.why_illegal("blah") or "")
    with pytest.raises(NotationError):
        state.apply("blah")


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (["AC"] * 4, "has 1 cards"),
        (["AC KC"], "4 players need 4 hands"),
        ("AC KC", "one hand"),
    ],
)
def test_start_refuses_bad_hands(hands: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        sp.RoundState.start(sp.Rules(), round=1, dealer=0, hands=hands)


def test_start_refuses_duplicates_and_cards_outside_the_deck() -> None:
    rules = sp.Rules(players=5)
    good = [str(h) for h in sweep_hands(rules, 0)]
    twice = [good[0], good[0], *good[2:]]
    with pytest.raises(ValueError, match="dealt twice"):
        sp.RoundState.start(rules, round=1, dealer=0, hands=twice)
    with pytest.raises(ValueError, match="not in the deck for 5 players"):
        sp.RoundState.start(
            rules, round=1, dealer=0, hands=[good[0], good[1].replace("AC", "2C"), *good[2:]]
        )
    with pytest.raises(NotationError):
        sp.RoundState.start(rules, round=1, dealer=0, hands=["AC AC", *good[1:]])
    cards = list(CardSet.parse(good[0]))
    with pytest.raises(ValueError, match="names a card twice"):
        sp.RoundState.start(rules, round=1, dealer=0, hands=[[*cards[:-1], cards[0]], *good[1:]])
    with pytest.raises(ValueError, match="dealer"):
        sp.RoundState.start(rules, round=1, dealer=5, hands=good)
    with pytest.raises(ValueError, match="numbered 1 to 8"):
        sp.RoundState.start(rules, round=9, dealer=0, hands=good)


def test_hands_as_text_cardsets_or_card_lists_are_the_same() -> None:
    rules = sp.Rules(players=6)
    sets = sweep_hands(rules, 1)
    a = sp.RoundState.start(rules, round=2, dealer=1, hands=sets)
    b = sp.RoundState.start(rules, round=2, dealer=1, hands=[str(h) for h in sets])
    c = sp.RoundState.start(rules, round=2, dealer=1, hands=[list(h) for h in sets])
    assert a == b == c
    assert hash(a) == hash(c)
    assert Card.parse("AC") in a.hands[2]


def independent_scores(state: sp.RoundState) -> tuple[int, ...]:
    """The round's scores computed from the tricks, without the library's scoring parts."""
    assert isinstance(state, sp.TrickRoundState)
    n, number = state.num_seats, state.round
    out = [0] * n
    values = {"A": 11, "K": 10, "Q": 10, "J": 10}
    for i, t in enumerate(state.tricks):
        cards = [str(c) for c in t.cards]
        if number in (1, 6, 8):
            out[t.winner] += 5
        if number == 2:
            out[t.winner] -= 5
        if number in (3, 8):
            out[t.winner] -= 20 * sum(c.startswith("Q") for c in cards)
        if number in (4, 8) and "KS" in cards:
            out[t.winner] -= 80
        if number in (5, 8) and i == state.rules.tricks - 1:
            out[t.winner] -= 60
        if number in (6, 8):
            for c in cards:
                if c.endswith("C"):
                    out[t.winner] -= values.get(c[:-1]) or int(c[:-1])
    if number in (3, 8):
        for seat in range(n):
            if sum(str(c).startswith("Q") for t in state.tricks for c in t.cards
                   if t.winner == seat) == 4:  # fmt: skip
                out[seat] += 160
    return tuple(out)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("number", TRICK_ROUNDS)
def test_scores_match_an_independent_count(players: int, number: int) -> None:
    rules = sp.Rules(players=players)
    rng = random.Random(players * 10 + number)
    for _ in range(4):
        state = sp.deal(rules, round=number, dealer=rng.randrange(players), rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        assert state.settle().scores == independent_scores(state)


def test_deal_is_reproducible_and_equals_start_with_its_hands() -> None:
    rules = sp.Rules(players=5)
    a = sp.deal(rules, round=6, dealer=2, rng=random.Random(42))
    b = sp.deal(rules, round=6, dealer=2, rng=random.Random(42))
    assert a == b
    assert a == sp.RoundState.start(rules, round=6, dealer=2, hands=a.hands)
    assert all(len(h) == 8 for h in a.hands)
    with pytest.raises(ValueError, match="dealer"):
        sp.deal(rules, round=1, dealer=5, rng=random.Random(1))
    with pytest.raises(ValueError, match="numbered 1 to 8"):
        sp.deal(rules, round=0, dealer=0, rng=random.Random(1))
