"""Every bot plays Schafkopf zu dritt legally; the searching bot's exact end uses the
generic search there (the fast solver is for four seats), checked against brute force."""

from __future__ import annotations

import random

import attrs
import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.bots import Bot, HeuristicBot, RandomBot, SearchBot, run_duplicate
from kartenregeln.bots.adapters import fast_solver
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.bots.schafkopf.heuristic import game_strength, wanted_game
from kartenregeln.cards import CardSet
from kartenregeln.names import parse_cards
from kartenregeln.schafkopf.state import announceable

THREE = sk.Rules(players=3, deck=sk.Deck.SHORT)
HOUSE3 = attrs.evolve(
    THREE, farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True, klopfen=True
)
LONG3 = sk.Rules(players=3, deck=sk.Deck.LONG, bettel=True, klopfen=True)
"""Ten cards each and a Skat of two (its Augen count for the winner of the last trick)."""
BOTS: list[Bot] = [RandomBot(), HeuristicBot(), SearchBot(samples=2, time_limit=None)]


@pytest.mark.parametrize("rules", [THREE, HOUSE3, LONG3], ids=["plain", "house", "long"])
@pytest.mark.parametrize("bot", BOTS, ids=lambda b: type(b).__name__)
def test_every_bot_plays_three_players_legally(bot: Bot, rules: sk.Rules) -> None:
    rng = random.Random(f"{bot!r}{rules.bettel}")
    for k in range(3):
        state = sk.deal(rules, dealer=k, rng=rng)
        while not state.is_over:
            assert state.to_move is not None
            action = bot.choose(state.view(state.to_move), rng)
            assert state.is_legal(action)
            state = state.apply(action)
        result = state.settle()
        if len(state.tricks) == rules.hand_size:
            assert sum(state.augen) == 120  # the Skat's Augen included
        assert len(result.balance) == 3
        assert sum(result.balance) + result.stock == 0


def _endgame(seed: int, rules: sk.Rules = THREE) -> sk.GameState:
    """A Solo with two tricks (six cards) left."""
    rng = random.Random(seed)
    while True:
        state = sk.deal(rules, dealer=2, rng=rng)
        state = state.apply("spiele").apply("weiter").apply("weiter").apply("solo eichel")
        while state.phase is sk.Phase.KONTRA:
            state = state.apply("gut")
        while not state.is_over and sum(len(state.hand(s)) for s in range(3)) > 6:
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state


def _brute(state: sk.GameState, seat: int) -> float:
    if state.is_over:
        return float(state.settle().balance[seat])
    values = [_brute(state.apply(a), seat) for a in state.legal_actions()]
    assert state.to_move is not None
    assert state.declarer is not None
    same_side = (state.to_move == state.declarer) == (seat == state.declarer)
    return max(values) if same_side else min(values)


@pytest.mark.parametrize("seed", range(4))
def test_the_exact_end_of_three_players_uses_the_generic_search(seed: int) -> None:
    state = _endgame(seed, THREE if seed % 2 else sk.Rules(players=3))
    assert fast_solver(state, 0) is None  # the fast solver is for four seats
    four = sk.deal(sk.Rules(), dealer=3, rng=random.Random(seed))
    four = four.apply("spiele")
    for _ in range(3):
        four = four.apply("weiter")
    four = four.apply(next(a for a in four.legal_actions() if str(a).startswith("solo")))
    while four.phase is not sk.Phase.PLAY:
        four = four.apply("gut")
    assert fast_solver(four, 0) is not None
    adapter = SchafkopfAdapter()
    seat = state.to_move
    assert seat is not None
    assert adapter.cards_left(state) <= adapter.exact_cards
    legal = state.legal_actions()
    values = adapter.action_values(state, seat, legal, random.Random(0))
    assert values == [_brute(state.apply(a), seat) for a in legal]


def test_the_arena_plays_three_seats() -> None:
    result = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=4, seed=1, rules=THREE)
    assert len(result.diffs) == 4
    again = run_duplicate("schafkopf", HeuristicBot(), RandomBot(), units=4, seed=1, rules=THREE)
    assert again.diffs == result.diffs  # the deals and plays come from the seed only


def test_the_heuristic_plays_a_solo_sooner_with_three() -> None:
    """No Rufspiel with three: a Solo needs a lower strength (11.5 with a suit, 9 for a
    Wenz or Geier) than with four (13 and 11), else nearly every deal is a Ramsch."""
    hand = CardSet(parse_cards("EO GO SO GU EZ E9 GA HZ")).mask
    solo = sk.Contract.parse("solo eichel")
    assert 11.5 <= game_strength(solo, hand) < 13
    games = list(announceable(THREE, hand))
    assert wanted_game(hand, games, 3) == solo
    assert wanted_game(hand, games, 4) is None
