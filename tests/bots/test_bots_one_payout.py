"""One payout: the fast Schafkopf solver's money is the payout's (``schafkopf.payout``),
the Stock in the pot included, so it agrees with the generic search (which settles each
finished game with ``GameState.settle``) under any house rules.

There is no fast solver for three players (``fast_solver`` is ``None`` there), so the
comparison is for four."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln.bots import solve
from kartenregeln.bots.adapters import fast_solver
from kartenregeln.schafkopf.payout import game_balance, settle_game

house_rules = st.builds(
    sk.Rules,
    stock=st.sampled_from([1, 2, 5]),  # a pot needs a Stock rule
    all_pass=st.just(sk.AllPass.THROW_IN),
    klopfen=st.booleans(),
    kontra=st.booleans(),
    schneider=st.sampled_from(list(sk.Schneider)),
    tout_ends_early=st.booleans(),
    deck=st.sampled_from(list(sk.Deck)),
    farbwenz=st.booleans(),
    bettel=st.booleans(),
    bettel_stichzwang=st.booleans(),
    bettel_herz=st.booleans(),
    tariff=st.builds(
        sk.Tariff, rufspiel=st.integers(1, 3), solo=st.integers(2, 6), extra=st.integers(0, 2)
    ),
)


def endgame(rules: sk.Rules, pot: int, seed: int, tricks_left: int) -> Any:
    """A card-play position of a party game with about ``tricks_left`` tricks to go, from
    a random deal with ``pot`` in the Stock and random bidding and play; ``None`` if the
    deal was thrown in."""
    rng = random.Random(seed)
    state: Any = sk.deal(rules, dealer=rng.randrange(4), rng=rng, pot=pot)
    while not state.is_over and state.phase is not sk.Phase.PLAY:
        legal = state.legal_actions()
        if state.phase is sk.Phase.ROUND1:
            action = legal[0] if rng.random() < 0.9 else legal[-1]
        elif state.phase is sk.Phase.AUCTION:
            games = [a for a in legal if str(a) not in ("weiter", "sie") and "tout" not in str(a)]
            rufspiel = [a for a in games if "rufspiel" in str(a)]
            if str(legal[0]) == "weiter" and (not games or rng.random() < 0.85):
                action = legal[0]
            else:
                action = rng.choice(rufspiel if rufspiel and rng.random() < 0.6 else games or legal)
        else:
            action = rng.choice(legal)
        state = state.apply(action)
    if state.is_over or state.game.kind is sk.GameKind.SIE:
        return None
    hand = rules.deck.hand_size
    target = 4 * min(tricks_left, hand) - rng.randrange(4)
    while not state.is_over and sum(len(state.hand(s)) for s in range(4)) > target:
        state = state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    house_rules,
    st.sampled_from([0, 4, 8, 12, 20]),
    st.integers(0, 10**6),
    st.integers(1, 2),
)
def test_fast_and_generic_solver_agree_with_a_pot(
    rules: sk.Rules, pot: int, seed: int, tricks: int
) -> None:
    state = endgame(rules, pot, seed, tricks)
    if state is None:
        return
    assert state.pot == pot
    game = state.game
    assert game is not None
    if game.is_bettel and rules.bettel_stichzwang:
        # no fast solver for the Stichzwang: both solves are the generic search
        assert fast_solver(state, state.to_move) is None
    else:
        assert fast_solver(state, state.to_move) is not None
    fast = dict(solve(state).values)
    generic = dict(solve(state, generic=True).values)
    assert fast == generic


def test_the_stock_pot_of_the_issue_is_paid_by_the_fast_solver() -> None:
    """A Rufspiel with 8 in the pot: the declaring party's seat to move gets its share of
    the Stock from both solvers (they differed by half the pot)."""
    rules = sk.Rules(stock=2, all_pass=sk.AllPass.THROW_IN)
    seen = 0
    for seed in range(200):
        state = endgame(rules, 8, seed, 2)
        if state is None or state.game.kind is not sk.GameKind.RUFSPIEL:
            continue
        if state.to_move not in (state.declarer, state.partner):
            continue
        assert dict(solve(state).values) == dict(solve(state, generic=True).values)
        seen += 1
        if seen == 5:
            break
    assert seen == 5


def test_game_balance_is_settle_games_balance() -> None:
    rules = sk.Rules(stock=2, all_pass=sk.AllPass.THROW_IN)
    game = sk.Contract("rufspiel", "schellen")
    for augen, tricks in ((61, 4), (60, 3), (30, 1), (91, 7), (120, 8), (0, 0)):
        kwargs: dict[str, Any] = {
            "declaring_augen": augen,
            "declaring_tricks": tricks,
            "laufende": 3,
            "pot": 8,
        }
        settled = settle_game(rules, game, 1, 3, doubling_lines=(), **kwargs)
        assert game_balance(rules, game, 1, 3, **kwargs) == settled.balance
    won = game_balance(rules, game, 1, 3, declaring_augen=70, declaring_tricks=5, laufende=0)
    with_pot = game_balance(
        rules, game, 1, 3, declaring_augen=70, declaring_tricks=5, laufende=0, pot=8
    )
    assert [b - a for a, b in zip(won, with_pot, strict=True)] == [0, 4, 0, 4]
