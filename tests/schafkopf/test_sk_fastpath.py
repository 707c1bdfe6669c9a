"""The fast paths give exactly what the plain paths give.

``deal`` builds masks straight from the shuffle, ``legal_actions`` is cached on the state,
``apply`` accepts an action it handed out by identity and a card by the cached mask. Each
is checked here against the slow path: a deal built card by card through
``GameState.start``, and a replay of the same game by notation (parsed, checked with
``why_illegal``, never a cached tuple).
"""

from __future__ import annotations

import pickle
import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import IllegalActionError
from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.schafkopf.actions import Announce, Play
from kartenregeln.schafkopf.contracts import SK_CARDS, _table_for, table_for
from kartenregeln.schafkopf.payout import _VALUES, _class_value
from kartenregeln.schafkopf.state import (
    _allowed,
    _game_key,
    _hand_allows,
    _ranked_games,
)

RULES = (sk.Rules(), sk.Rules.sauspiel(), sk.Rules(kontra=False, tout=False, geier=False))


def _old_deal(rules: sk.Rules, dealer: int, rng: random.Random) -> sk.GameState:
    """The deal as it was written before the fast path: cards, then ``start``."""
    cards = list(SK_CARDS)
    rng.shuffle(cards)
    hands: list[list[Card]] = [[], [], [], []]
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        hands[seat] = cards[4 * k : 4 * k + 4] + cards[16 + 4 * k : 16 + 4 * k + 4]
    return sk.GameState.start(rules, dealer=dealer, hands=hands)


@given(st.integers(0, 2**32), st.integers(0, 3), st.sampled_from(RULES))
@settings(max_examples=80, deadline=None)
def test_deal_equals_the_card_by_card_deal(seed: int, dealer: int, rules: sk.Rules) -> None:
    fast = sk.deal(rules, dealer=dealer, rng=random.Random(seed))
    slow = _old_deal(rules, dealer, random.Random(seed))
    assert fast == slow
    for seat in range(4):
        assert fast.hand(seat) == slow.hand(seat)
        assert fast.first_packet(seat) == slow.first_packet(seat)
    assert fast.legal_actions() == slow.legal_actions()


@given(st.integers(0, 2**32), st.sampled_from(RULES))
@settings(max_examples=60, deadline=None)
def test_fast_driver_equals_replay_by_notation(seed: int, rules: sk.Rules) -> None:
    rng = random.Random(seed)
    fast = sk.deal(rules, dealer=seed % 4, rng=rng)
    start = fast
    slow = _old_deal(rules, seed % 4, random.Random(seed))
    while not fast.is_over:
        legal = fast.legal_actions()
        assert fast.legal_actions() is legal  # cached
        # the uncached state computes the same tuple afresh
        assert slow.legal_actions() == legal
        action = legal[rng.randrange(len(legal))]
        fast = fast.apply(action)
        slow = slow.apply(str(action))
        assert fast == slow
        assert hash(fast) == hash(slow)
    assert slow.is_over
    assert fast.settle() == slow.settle()
    # the caches are not part of the value: pickling keeps the state equal
    assert pickle.loads(pickle.dumps(fast)) == fast
    assert (
        start.legal_actions()
        == sk.deal(rules, dealer=seed % 4, rng=random.Random(seed)).legal_actions()
    )


def test_equal_but_not_identical_actions_are_accepted() -> None:
    state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(11))
    state.legal_actions()
    state = state.apply(sk.SPIELE)
    for _ in range(3):
        state = state.apply(sk.WEITER)
    choice = state.legal_actions()[0]
    assert isinstance(choice, Announce)
    fresh = Announce(choice.game)
    assert fresh is not choice
    assert state.apply(fresh) == state.apply(choice)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply(state.legal_actions()[-1])
    card = state.legal_actions()[0]
    assert isinstance(card, Play)
    assert state.apply(Play(card.card)) == state.apply(card)


def test_illegal_card_is_refused_with_or_without_the_cache() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(5))
    for _ in range(4):
        state = state.apply(sk.WEITER)
    assert state.phase is sk.Phase.PLAY
    assert state.to_move is not None
    other = next(iter(state.hand((state.to_move + 1) % 4)))
    for cached in (False, True):
        if cached:
            state.legal_actions()
        with pytest.raises(IllegalActionError) as info:
            state.apply(Play(other))
        assert info.value.seat == state.to_move
        assert "does not hold" in info.value.reason


def _plain_auction(state: sk.GameState) -> tuple[sk.Action, ...]:
    """Round two's choices as the rules say them: every game at least as high as the best
    so far (higher for a seat behind its holder) that the hand may announce."""
    seat = state.to_move
    assert seat is not None
    hand = state.hand(seat).mask
    best: sk.Action | None = None
    holder = None
    for who, action in state.bids:
        if isinstance(action, Announce):
            best, holder = action, who
    out: list[sk.Action] = []
    if best is None:
        floor, strict = (-1, -1), False
    else:
        assert isinstance(best, Announce)
        assert holder is not None
        floor = _game_key(state.rules, best.game)
        strict = (seat - state.vorhand) % 4 > (holder - state.vorhand) % 4
        out.append(sk.WEITER)
    for game, key in _ranked_games(state.rules):
        if (key > floor if strict else key >= floor) and _hand_allows(game, hand) is None:
            out.append(Announce(game))
    return tuple(out)


@given(st.integers(0, 2**32), st.sampled_from(RULES))
@settings(max_examples=150, deadline=None)
def test_auction_table_equals_the_plain_rule(seed: int, rules: sk.Rules) -> None:
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % 4, rng=rng)
    while not state.is_over and state.phase is not sk.Phase.PLAY:
        legal = state.legal_actions()
        if state.phase is sk.Phase.AUCTION:
            assert legal == _plain_auction(state)
        # say spiele more often than weiter, so that auctions are long
        if sk.SPIELE in legal and rng.random() < 0.7:
            state = state.apply(sk.SPIELE)
        else:
            state = state.apply(legal[rng.randrange(len(legal))])


# House rules that change the money: Klopfen, the Stock, other tariffs and Schneider,
# every extra game, the short deck, Ramsch tie rules, three players.
SETTLE_RULES = (
    *RULES,
    sk.Rules(klopfen=True, stock=2, all_pass="throw_in"),
    sk.Rules.netschafkopf(),
    sk.Rules.schafkopfordnung(),
    sk.Rules(
        bettel=True,
        bettel_ouvert=True,
        farbwenz=True,
        farbgeier=True,
        deck="short",
        schneider="standard",
        klopfen=True,
    ),
    sk.Rules(players=3, deck="short"),
    sk.Rules(players=3, deck="short", klopfen=True, stock=2, all_pass="throw_in", bettel=True),
    sk.Rules(
        bettel=True,
        bettel_ouvert=True,
        bettel_stichzwang=True,
        bettel_herz=True,
        tout_games=("wenz",),
        jungfrau="doubles_own_each",
    ),
)


def _random_game(rules: sk.Rules, seed: int, pot: int = 0) -> sk.GameState:
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % rules.players, rng=rng, pot=pot)
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


@given(st.integers(0, 2**32), st.sampled_from(SETTLE_RULES), st.sampled_from((0, 0, 4, 10)))
@settings(max_examples=150, deadline=None)
def test_settlement_equals_the_plain_settlement(seed: int, rules: sk.Rules, pot: int) -> None:
    """``settle`` builds a game's settlement positionally from ``_game_money`` and the
    cached value; the plain path builds it through ``settle_game``'s keyword constructor
    and ``value`` itself."""
    state = _random_game(rules, seed, pot if rules.stock else 0)
    fast = state.settle()
    plain = state._settle(fast=False)
    assert fast == plain
    assert type(fast) is type(plain)
    assert fast.text("de") == plain.text("de")
    assert hash(fast) == hash(plain)
    assert fast.to_json() == plain.to_json()


@pytest.mark.parametrize("rules", SETTLE_RULES)
def test_class_value_equals_value(rules: sk.Rules) -> None:
    """The value cached by the classes of Augen and tricks equals ``value`` itself, for
    every game of the rules, all Augen in turn (so that neighbours share cache entries)
    and the tricks none, one, some and all."""
    _VALUES.clear()
    size = rules.hand_size
    for game, _key in _ranked_games(rules):
        for laufende in (0, 4):
            for tricks in (0, 1, size - 1, size):
                for augen in range(121):
                    plain = sk.value(rules, game, augen=augen, tricks=tricks, laufende=laufende)
                    assert _class_value(rules, game, augen, tricks, laufende) == plain


def _plain_allowed(hand: int) -> int:
    """The games a hand may announce by the rule: Sie with all four Ober and Unter, a
    Rufspiel on a suit whose Sau it lacks but of which it holds a card (not counting the
    suit's Ober and Unter, which are trumps)."""
    allowed = 8 if all(hand & c.bit for c in SK_CARDS if c.rank in (Rank.OBER, Rank.UNTER)) else 0
    for bit, suit in ((1, Suit.EICHEL), (2, Suit.GRAS), (4, Suit.SCHELLEN)):
        plain = [c for c in SK_CARDS if c.suit == suit and c.rank not in (Rank.OBER, Rank.UNTER)]
        if not hand & Card(suit, Rank.SAU).bit and any(hand & c.bit for c in plain):
            allowed |= bit
    return allowed


@given(st.lists(st.sampled_from(SK_CARDS), min_size=1, max_size=8, unique=True))
@settings(max_examples=200, deadline=None)
def test_allowed_games_equal_the_loop_over_the_callable_suits(cards: list[Card]) -> None:
    hand = sum(c.bit for c in cards)
    assert _allowed(hand) == _plain_allowed(hand)


@pytest.mark.parametrize("rules", SETTLE_RULES)
def test_table_for_a_game_equals_the_table_built_for_it(rules: sk.Rules) -> None:
    """``table_for`` answers from a dict by game; the tables equal those built afresh,
    and an equal contract gets the same table object."""
    for game, _key in (*_ranked_games(rules), (sk.Contract("ramsch"), (-1, 0))):
        table = table_for(game)
        assert table is table_for(sk.Contract(game.kind, game.suit, tout=game.tout))
        plain = _table_for(game)
        assert attrs.astuple(table) == attrs.astuple(plain)


def test_allowed_games_of_a_sie_hand_and_of_hands_without_a_sau() -> None:
    sie = sum(c.bit for c in SK_CARDS if c.rank in (Rank.OBER, Rank.UNTER))
    assert _allowed(sie) == _plain_allowed(sie) == 8
    no_sau = sum(c.bit for c in SK_CARDS if c.rank in (Rank.NEUN, Rank.ACHT))
    assert _allowed(no_sau) == _plain_allowed(no_sau) == 1 | 2 | 4
