"""How far SearchBot solves a sampled world exactly: by game and by solver, and the
playouts that end in an exact search (``GenericAdapter.finish``)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, SearchBot, minimax
from kartenregeln.bots._native import native
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.bots.schapa.adapter import SchapaAdapter

RUFSPIEL = "rufspiel eichel"


def schafkopf_play(seed: int, announce: str, rules: sk.Rules | None = None) -> Any:
    """A deal in which Vorhand announces ``announce`` (or all pass into a Ramsch), at its
    first card."""
    rules = rules or sk.Rules()
    for k in range(200):
        state: Any = sk.deal(rules, dealer=rules.players - 1, rng=random.Random(seed * 1000 + k))
        try:
            if announce == "ramsch":
                for _ in range(rules.players):
                    state = state.apply("weiter")
            else:
                state = state.apply("spiele")
                for _ in range(rules.players - 1):
                    state = state.apply("weiter")
                state = state.apply(announce)
            while state.phase is not sk.Phase.PLAY:
                state = state.apply("gut" if "gut" in map(str, state.legal_actions()) else
                                    state.legal_actions()[0])  # fmt: skip
        except ValueError:
            continue  # the hand may not announce it (it holds the Sau)
        return state
    raise AssertionError("no deal found")


def play_to(state: Any, cards_in_hands: int, rng: random.Random) -> Any:
    while sum(len(state.hand(s)) for s in range(state.num_seats)) > cards_in_hands:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_compiled_solver_starts_earlier_by_game() -> None:
    adapter = SchafkopfAdapter()
    adapter.native = True
    assert adapter.exact_limit(schafkopf_play(1, RUFSPIEL)) == 28  # from the second trick
    assert adapter.exact_limit(schafkopf_play(1, "solo herz")) == 24  # from the third
    assert adapter.exact_limit(schafkopf_play(1, "wenz")) == 24
    bettel = schafkopf_play(1, "bettel", sk.Rules(bettel=True))
    assert adapter.exact_limit(bettel) == 28
    stichzwang = sk.Rules(bettel=True, bettel_stichzwang=True)
    # no fast solver for the Stichzwang: the generic search keeps the pure limit
    assert adapter.exact_limit(schafkopf_play(1, "bettel", stichzwang)) == adapter.exact_cards
    ramsch = schafkopf_play(1, "ramsch")
    assert adapter.exact_limit(ramsch) == 24  # 20 cards in the hands
    assert adapter.cards_left(play_to(ramsch, 20, random.Random(1))) == 24
    three = schafkopf_play(1, "wenz", sk.Rules(players=3, deck="short"))
    assert adapter.exact_limit(three) == adapter.exact_cards  # the generic search
    adapter.native = False
    assert adapter.exact_limit(schafkopf_play(1, RUFSPIEL)) == adapter.exact_cards == 20
    assert SchafkopfAdapter(exact=36).exact_limit(schafkopf_play(1, "solo herz")) == 36


def test_the_adapters_follow_the_solver_in_use(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_ENV, "1")
    for adapter in (SchafkopfAdapter(), SchapaAdapter()):
        assert not adapter.native
        assert not adapter.exact_playouts
    monkeypatch.setenv(native.PURE_ENV, "0")
    for adapter in (SchafkopfAdapter(), SchapaAdapter()):
        assert adapter.native is native.available()
        assert adapter.exact_playouts is native.available()
    schapa = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
    layout = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(1))
    adapter = SchapaAdapter()
    adapter.native = True
    assert adapter.exact_limit(schapa) == 24  # the last six tricks
    assert adapter.exact_limit(layout) == adapter.exact_cards  # no compiled layout search
    adapter.native = False
    assert adapter.exact_limit(schapa) == adapter.exact_cards


@pytest.mark.parametrize("announce", [RUFSPIEL, "solo herz", "ramsch"])
def test_a_playout_ends_in_the_exact_value_of_the_first_small_enough_trick(
    announce: str,
) -> None:
    adapter = SchafkopfAdapter()
    adapter.native = True
    rng = random.Random(4)
    state = play_to(schafkopf_play(2, announce), 14, rng)  # mid-trick, 14 cards
    assert state.trick
    seat = state.to_move
    limit = 10 if announce == "ramsch" else 12  # in cards_left; small enough for minimax
    adapter.native_limits = {"rufspiel": limit, "solo": limit, "ramsch": limit}
    policy = HeuristicBot()
    # the playout: HeuristicBot until the first trick boundary at or below the limit
    expected_state = state
    replay = random.Random(9)
    while expected_state.trick or adapter.cards_left(expected_state) > limit:
        actor = expected_state.to_move
        expected_state = expected_state.apply(policy.choose(expected_state.view(actor), replay))
    got = adapter.finish(state, seat, policy, random.Random(9))
    assert got == minimax(expected_state, seat)


def test_schapa_playouts_end_in_an_exact_search_of_a_trick_round() -> None:
    adapter = SchapaAdapter()
    adapter.native = True
    adapter.native_exact_cards = 8  # two tricks left, for minimax to check
    rng = random.Random(3)
    state: Any = sp.deal(sp.Rules(players=4), round=3, dealer=0, rng=rng)
    while sum(len(h) for h in state.hands) > 14:
        state = state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move
    policy = HeuristicBot()
    replay = random.Random(5)
    expected = state
    while expected.trick or adapter.cards_left(expected) > 8:
        expected = expected.apply(policy.choose(expected.view(expected.to_move), replay))
    assert adapter.finish(state, seat, policy, random.Random(5)) == minimax(expected, seat)


def test_advise_reports_the_values_searchbot_acts_on() -> None:
    # the same worlds and the same adapter: the bot's choice is advise's best line
    state = play_to(schafkopf_play(3, "solo herz"), 28, random.Random(2))
    view = state.view(state.to_move)
    bot = SearchBot(samples=4, bid_samples=4, time_limit=None)
    evaluated = bot.evaluate(view, random.Random(7))
    from kartenregeln.bots import advise

    advised = advise(view, 4, rng=random.Random(7))
    assert [(a.action, a.value) for a in evaluated] == [(a.action, a.value) for a in advised]
    assert bot.choose(view, random.Random(7)) == evaluated[0].action
