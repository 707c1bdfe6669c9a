"""Issue 27, facts that cannot be: incomplete Schapa round facts, match results that do
not fit the match, and a Kontra on a Sie are refused by name."""

from __future__ import annotations

import re

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


@pytest.mark.parametrize(
    ("number", "facts", "missing"),
    [
        (3, {"taken": ["QC", "", "", ""]}, "QS QH QD"),
        (3, {}, "QC QS QH QD"),
        (4, {}, "KS"),
        (4, {"taken": ["QC", "", "", ""]}, "KS"),
        (6, {"tricks_won": [4, 3, 3, 3], "taken": ["AC", "", "", ""]}, "KC QC"),
        (8, {"tricks_won": [4, 3, 3, 3], "last_winner": 0}, "KS"),
    ],
)
def test_round_facts_account_for_every_scoring_card(
    number: int, facts: dict[str, object], missing: str
) -> None:
    rules = sp.Rules(players=4)
    with pytest.raises(ValueError, match=r"taken: nobody took .*" + re.escape(missing)):
        sp.round_scores(rules, number, **facts)  # type: ignore[arg-type]


def test_complete_round_facts_still_score() -> None:
    rules = sp.Rules(players=4)
    clubs = "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C"
    s = sp.round_scores(rules, 6, tricks_won=[4, 3, 3, 3], taken=[clubs, "", "", ""])
    assert s.scores == (20 - 95, 15, 15, 15)
    assert sp.round_scores(rules, 4, taken=["", "KS", "", ""]).scores == (0, -80, 0, 0)


def test_schafkopf_match_refuses_more_results_than_games() -> None:
    game = sk.payout(sk.Rules(), "wenz", declarer=1, augen=70)
    assert sk.Match(sk.Rules(), games=8, results=(game,) * 8).is_over
    with pytest.raises(ValueError, match="9 games played, but the match has only 8"):
        sk.Match(sk.Rules(), games=8, results=(game,) * 9)
    three = sk.Rules(players=3, deck="short")
    with pytest.raises(ValueError, match="a game of 4 seats, not 3"):
        sk.Match(three, games=9, results=(game,))
    with pytest.raises(TypeError, match="Settlement"):
        sk.Match(sk.Rules(), results=("wenz",))  # type: ignore[arg-type]


def test_schapa_match_refuses_a_settlement_of_the_wrong_round() -> None:
    rules = sp.Rules(players=4)
    first = sp.round_scores(rules, 1, tricks_won=[4, 3, 3, 3])
    third = sp.round_scores(rules, 3, taken=["QC QS", "QH", "", "QD"])
    assert sp.Match(rules, results=(first,)).round == 2
    with pytest.raises(ValueError, match="game 1 of the match is round 1, not round 3"):
        sp.Match(rules, results=(third,))
    with pytest.raises(ValueError, match="9 rounds played, but the match has only 8"):
        sp.Match(rules, results=(first,) * 9)
    five = sp.round_scores(sp.Rules(players=5), 1, tricks_won=[2, 2, 2, 1, 1])
    with pytest.raises(ValueError, match="a round of 5 seats, not 4"):
        sp.Match(rules, results=(five,))


def test_payout_refuses_kontra_on_a_sie() -> None:
    with pytest.raises(ValueError, match="a Sie ends the auction before anyone can say Kontra"):
        sk.payout(sk.Rules(), "sie", declarer=0, augen=120, kontra=True)
    assert sum(sk.payout(sk.Rules(), "sie", declarer=0, augen=120).balance) == 0
