"""SearchBot's bidding: candidate games, lines for ``spiele``, pruning, solved values."""

from __future__ import annotations

import random

from kartenregeln import schafkopf as sk
from kartenregeln.bots import SearchBot
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter, candidate_games
from kartenregeln.bots.schafkopf.heuristic import game_strength, sau_to_call
from kartenregeln.cards import CardSet
from kartenregeln.schafkopf.actions import GUT, KONTRA, SPIELE, WEITER, Announce
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import Phase, announceable

A = SchafkopfAdapter()
RULES = sk.Rules(klopfen=False)
STRONG_FIRST = [
    "EO GO HO SO EU GU HA HZ",
    "E7 E8 G7 G8 H7 S7 S8 S9",
    "EA EZ EK E9 GA GZ GK G9",
    "HU SU H9 H8 SA SZ SK HK",
]
WEAK_FIRST = [STRONG_FIRST[1], STRONG_FIRST[0], *STRONG_FIRST[2:]]


def mask(text: str) -> int:
    return CardSet.parse(text).mask


def test_sie_is_the_only_candidate_when_offered() -> None:
    hand = mask("EO GO HO SO EU GU HU SU")
    games = candidate_games(hand, announceable(RULES, hand))
    assert [g.kind for g in games] == [GameKind.SIE]


def test_candidates_are_every_rufspiel_and_the_strongest_solos() -> None:
    hand = mask("EO GO HU SU HA HK G9 S9")
    offered = announceable(RULES, hand)
    games = candidate_games(hand, offered)
    ruf = [g for g in games if g.kind is GameKind.RUFSPIEL]
    # every Sau the hand may call (here Gras and Schellen), HeuristicBot's call first
    assert {g.suit for g in ruf} == {g.suit for g in offered if g.kind is GameKind.RUFSPIEL}
    assert len(ruf) == 2
    assert ruf[0].suit == sau_to_call(hand)
    solos = [g for g in games if g.kind is not GameKind.RUFSPIEL and not g.tout]
    assert 1 <= len(solos) <= SchafkopfAdapter.solo_lines
    others = [
        g
        for g in announceable(RULES, hand)
        if g.kind is not GameKind.RUFSPIEL and not g.tout and g not in solos
    ]
    weakest = min(game_strength(g, hand) for g in solos)
    assert all(game_strength(g, hand) <= weakest for g in others)
    assert all(game_strength(g, hand) >= SchafkopfAdapter.solo_bar for g in solos)
    assert not [g for g in games if g.tout]  # strength below 15: no Tout
    # the candidates before the race: the called Rufspiel, three Solo-class games from 9
    before = candidate_games(hand, offered, solo_bar=9, solo_lines=3, every_sau=False)
    assert [g for g in before if g.kind is GameKind.RUFSPIEL] == ruf[:1]
    assert all(game_strength(g, hand) >= 9 for g in before if g not in ruf)
    assert len([g for g in before if g not in ruf]) <= 3


def test_no_rufspiel_is_searched_with_fewer_than_three_trumps() -> None:
    hand = mask("EO GA G9 SK S9 EA EK E8")
    games = candidate_games(hand, announceable(RULES, hand))
    assert not [g for g in games if g.kind is GameKind.RUFSPIEL]


def test_a_very_strong_hand_also_searches_the_tout() -> None:
    hand = mask("EO GO HO SO EU GU HA HZ")
    games = candidate_games(hand, announceable(RULES, hand))
    touts = [g for g in games if g.tout]
    assert len(touts) == 1
    assert game_strength(touts[0], hand) >= 15


def test_a_weak_hand_passes_without_search() -> None:
    state = sk.GameState.start(RULES, dealer=3, hands=WEAK_FIRST)
    view = state.view(0)
    assert view.phase is Phase.ROUND1
    assert A.candidates(view, tuple(view.legal_actions)) == (WEITER,)
    assert SearchBot(samples=2, bid_samples=2).choose(view, random.Random(0)) is WEITER


def test_spiele_is_searched_as_one_line_per_candidate_game() -> None:
    state = sk.GameState.start(RULES, dealer=3, hands=STRONG_FIRST)
    view = state.view(0)
    legal = tuple(view.legal_actions)
    lines = A.lines(view, legal)
    spiele = legal.index(SPIELE)
    planned = [plan for i, plan in lines if i == spiele]
    hand = view.hand.mask
    assert tuple(planned) == candidate_games(hand, announceable(RULES, hand))
    assert [plan for i, plan in lines if i != spiele] == [None]


def test_a_strong_hand_says_spiele_then_announces_a_solo_class_game() -> None:
    state = sk.GameState.start(RULES, dealer=3, hands=STRONG_FIRST)
    bot = SearchBot(samples=4, bid_samples=8, time_limit=None)
    rng = random.Random(3)
    assert bot.choose(state.view(0), rng) is SPIELE
    state = state.apply(SPIELE)
    while state.phase is Phase.ROUND1:
        state = state.apply(WEITER)
    action = bot.choose(state.view(0), rng)
    assert type(action) is Announce
    assert action.game.game_class >= 2  # a Solo-class game, not a Rufspiel


def test_kontra_needs_three_trumps_to_be_searched() -> None:
    state = sk.GameState.start(RULES, dealer=3, hands=STRONG_FIRST)
    state = state.apply(SPIELE)
    while state.phase is Phase.ROUND1:
        state = state.apply(WEITER)
    state = state.apply(Announce(sk.Contract(GameKind.WENZ)))
    while state.phase is not Phase.KONTRA:
        state = state.apply(WEITER)
    assert state.to_move is not None
    view = state.view(state.to_move)
    assert KONTRA in view.legal_actions
    trumps = view.hand.mask & mask("EU GU HU SU")
    expected = tuple(view.legal_actions) if trumps.bit_count() >= 3 else (GUT,)
    assert A.candidates(view, tuple(view.legal_actions)) == expected


def test_advise_still_lists_every_legal_action_once() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(11))
    while state.phase is not Phase.AUCTION and not state.is_over:
        assert state.to_move is not None
        view = state.view(state.to_move)
        state = state.apply(SPIELE if SPIELE in view.legal_actions else view.legal_actions[0])
    if state.is_over:
        return
    assert state.to_move is not None
    view = state.view(state.to_move)
    bot = SearchBot(samples=2, bid_samples=2, time_limit=None)
    advice = bot.evaluate(view, random.Random(0))
    assert sorted(map(str, (a.action for a in advice))) == sorted(map(str, view.legal_actions))
