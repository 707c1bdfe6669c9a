"""round_scores() from a round's facts equals settle() of the played round, and refuses
facts no round can have, naming them."""

from __future__ import annotations

import random
import re

import pytest

from kartenregeln import CardSet
from kartenregeln import schapa as sp


def test_round_scores_from_the_facts_equal_settle() -> None:
    rng = random.Random(77)
    for n in range(600):
        rules = sp.Rules(players=3 + n % 4, play_out=n % 5 == 0)
        state = sp.deal(rules, round=1 + n % 8, dealer=rng.randrange(rules.players), rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        done = state.settle()
        tally = state.tally()
        if isinstance(state, sp.LayoutRoundState):
            got = sp.round_scores(rules, state.round, finished=done.finishing_order)
        else:
            got = sp.round_scores(
                rules,
                state.round,
                taken=[CardSet.from_mask(m) for m in tally.taken],
                tricks_won=done.tricks_won,
                last_winner=tally.last_winner,
            )
        assert got == done, state


def test_only_the_scoring_cards_may_be_given() -> None:
    rules = sp.Rules(players=4)
    s = sp.round_scores(rules, 4, taken=["", "", "KS", ""], tricks_won=[3, 3, 4, 3])
    assert s.scores == (0, 0, -80, 0)
    assert sp.round_scores(rules, 4, taken=[CardSet(), CardSet(), "KS", ""]).scores[2] == -80


@pytest.mark.parametrize(
    ("number", "facts", "message"),
    [
        (9, {}, "round=9"),
        (7, {"finished": [0, 1, 2]}, "name every seat once"),
        (7, {"finished": [0, 1, 2, 3], "last_winner": 1}, "round 7 is laid out"),
        (1, {"tricks_won": [4, 3, 3, 2]}, "12 tricks"),
        (1, {}, "tricks_won=None"),
        (5, {"tricks_won": [4, 3, 3, 3]}, "last_winner=None"),
        (5, {"tricks_won": [0, 4, 5, 4], "last_winner": 0}, "that seat took no trick"),
        (3, {"taken": ["QC", "QC", "", ""]}, "taken[1]: QC taken twice"),
        (3, {"taken": ["QC", "", ""]}, "each of the 4 seats"),
        (3, {"taken": ["QC QS QH QD 2C", "", "", ""], "tricks_won": [1, 4, 4, 4]}, "5 cards"),
        (1, {"tricks_won": [13, 0, 0, 0], "finished": [0, 1, 2, 3]}, "only round 7"),
        (8, {"tricks_won": [13, 0, 0, 0], "last_winner": 4}, "last_winner=4"),
    ],
)
def test_impossible_facts_are_named(number: int, facts: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        sp.round_scores(sp.Rules(players=4), number, **facts)  # type: ignore[arg-type]


def test_odd_values_are_refused() -> None:
    rules = sp.Rules(players=5)
    with pytest.raises(TypeError, match=r"rules must be schapa\.Rules"):
        sp.round_scores("rules", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=re.escape("taken[0]: 2C not in the deck for 5 players")):
        sp.round_scores(rules, 3, taken=["2C", "", "", "", ""])
    with pytest.raises(ValueError, match=re.escape("tricks_won[1]=-1")):
        sp.round_scores(rules, 4, tricks_won=[1, -1, 0, 0, 0])
    with pytest.raises(ValueError, match="give the tricks of each of the 5 seats"):
        sp.round_scores(rules, 4, tricks_won=[1, 1])


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_cards_that_score_in_each_round(players: int) -> None:
    """The cards whose taking scores: the queens (round 3), the king of spades (4), the
    clubs in the deck (6), all of those (8); none in the rounds of tricks, of the last
    trick and of the layout (1, 2, 5, 7)."""
    from kartenregeln.schapa.rounds import ROUNDS

    rules = sp.Rules(players=players)
    deck = CardSet.from_mask(rules.info.mask)
    queens = CardSet([c for c in deck if str(c).startswith("Q")])
    clubs = CardSet([c for c in deck if str(c).endswith("C")])
    king = CardSet.parse("KS")
    expected = {
        1: CardSet(),
        2: CardSet(),
        3: queens,
        4: king,
        5: CardSet(),
        6: clubs,
        7: CardSet(),
    }
    expected[8] = queens | king | clubs
    for number, round_ in ROUNDS.items():
        assert CardSet.from_mask(round_.scoring_cards(rules.info.mask)) == expected[number]
