"""Schafkopf zu dritt with the long deck (``Rules(players=3, deck=Deck.LONG)``): ten cards
each and a Skat of two that stays face down; its Augen count for the winner of the last
trick."""

from __future__ import annotations

import json
import pathlib
import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import NotationError, records, wire
from kartenregeln import schafkopf as sk
from kartenregeln.bots import Bot, HeuristicBot, RandomBot, SearchBot
from kartenregeln.cards import CardSet
from kartenregeln.names import parse_cards
from kartenregeln.schafkopf.contracts import AUGEN, DECK_MASK, SK_CARDS

LONG3 = sk.Rules(players=3, deck=sk.Deck.LONG)
# seat 0: the four Ober, the four Unter and two Herz; the Skat: Eichel and Gras Sau (22)
HANDS = [
    "EO GO HO SO EU GU HU SU HA HZ",
    "EZ EK E9 E8 E7 GZ GK G9 G8 G7",
    "HK H9 H8 H7 SA SZ SK S9 S8 S7",
]
SKAT_AUGEN = 22
DATA = pathlib.Path(__file__).parent.parent / "data" / "records"


def _skat_augen(state: sk.GameState) -> int:
    return sum(AUGEN[c.index] for c in state.skat)


def _random_game(rules: sk.Rules, seed: int) -> sk.GameState:
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % 3, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _trick_augen(state: sk.GameState) -> list[int]:
    out = [0, 0, 0]
    for t in state.tricks:
        out[t.winner] += t.augen
    return out


# -- the rules and the deal ---------------------------------------------------------------


def test_the_rules_deal_ten_each_and_a_skat_of_two() -> None:
    assert (LONG3.hand_size, LONG3.skat_size) == (10, 2)
    assert sk.Rules().skat_size == sk.Rules(players=3, deck="short").skat_size == 0
    assert sk.Rules.parse("players=3") == LONG3
    assert sk.Rules.parse("sauspiel, players=3").deck is sk.Deck.LONG
    for seed in range(20):
        state = sk.deal(LONG3, dealer=seed % 3, rng=random.Random(seed))
        assert [len(state.hand(s)) for s in range(3)] == [10, 10, 10]
        assert [len(state.first_packet(s)) for s in range(3)] == [5, 5, 5]
        assert len(state.skat) == 2
        union = state.skat.mask
        for s in range(3):
            assert not union & state.hand(s).mask
            union |= state.hand(s).mask
        assert union == DECK_MASK[sk.Deck.LONG]
    # the Skat of a state started from three hands is the two cards nobody was dealt
    state = sk.GameState.start(LONG3, dealer=2, hands=HANDS)
    assert state.skat == CardSet(parse_cards("EA GA"))
    with pytest.raises(NotationError, match="seat 0 has 8 cards, not 10"):
        sk.GameState.start(LONG3, dealer=2, hands=[h[:23] for h in HANDS])


# -- the Skat's Augen ---------------------------------------------------------------------


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6))
def test_the_skat_counts_for_the_winner_of_the_last_trick(seed: int) -> None:
    state = _random_game(LONG3, seed)
    tricks = _trick_augen(state)
    if len(state.tricks) == 10:
        last = state.tricks[-1].winner
        tricks[last] += _skat_augen(state)
        assert sum(state.augen) == 120
    # a game ended early (a Tout or Bettel lost) never turns the Skat over
    assert list(state.augen) == tricks
    settled = state.settle()
    assert settled.augen == state.augen
    game = state.game
    if game is not None and state.declarer is not None and len(state.tricks) == 10:
        mine = state.augen[state.declarer]
        assert settled.party_augen == (mine, 120 - mine)


def test_schneider_counts_the_skat() -> None:
    """The Augen of the Skat belong to the party of the last trick's winner before Schneider
    is decided: among random Solos some party has 30 Augen or fewer in its tricks but more
    with the Skat, and is not Schneider (or the other way round)."""
    saved = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = sk.deal(LONG3, dealer=2, rng=rng)
        state = state.apply("spiele").apply("weiter").apply("weiter").apply("solo herz")
        while state.phase is not sk.Phase.PLAY:
            state = state.apply("gut")
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        if len(state.tricks) < 10:
            continue  # a Tout ended early: no Skat
        settled = state.settle()
        mine = state.augen[0]
        assert settled.party_augen == (mine, 120 - mine)
        loser_augen = 120 - mine if settled.winners == (0,) else mine
        assert settled.schneider == (loser_augen <= 30)
        tricks = _trick_augen(state)
        loser_tricks = sum(tricks) - tricks[0] if settled.winners == (0,) else tricks[0]
        if (loser_tricks <= 30) != (loser_augen <= 30):
            saved += 1
    assert saved > 0


def test_schwarz_means_all_ten_tricks_and_the_skat_goes_to_the_declarer() -> None:
    """Seat 0 plays a Herz-Solo with the Ober, Unter, Herz Sau and Zehn: every trick."""
    state = sk.GameState.start(LONG3, dealer=2, hands=HANDS)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("solo herz")
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 10
    assert all(t.winner == 0 for t in state.tricks)
    assert state.augen == (120, 0, 0)
    settled = state.settle()
    assert settled.schwarz
    assert settled.schneider
    assert settled.laufende == 10  # the eight Ober and Unter, the Herz Sau and Zehn
    tariff = LONG3.tariff
    assert settled.value == tariff.solo + 2 * tariff.extra + 10 * tariff.laufender


def test_a_ramsch_counts_the_skat_for_the_last_trick() -> None:
    """All pass: a Ramsch; the Skat's Augen go to the winner of the last trick, and they
    decide who loses in some deals (found among the first seeds)."""
    rules = attrs.evolve(LONG3, all_pass="ramsch")
    changed = 0
    for seed in range(400):
        rng = random.Random(seed)
        state = sk.deal(rules, dealer=seed % 3, rng=rng)
        for _ in range(3):
            state = state.apply("weiter")
        assert state.game is not None
        assert state.game.kind is sk.GameKind.RAMSCH
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        assert len(state.tricks) == 10
        assert sum(state.augen) == 120
        settled = state.settle()
        tricks = _trick_augen(state)
        most = max(state.augen)
        durchmarsch = any(settled.tricks[s] == 10 for s in range(3))
        if durchmarsch or state.augen.count(most) > 1:
            continue
        loser = state.augen.index(most)
        assert settled.balance[loser] < 0
        assert all(settled.balance[s] > 0 for s in range(3) if s != loser)
        if tricks.index(max(tricks)) != loser:
            changed += 1
    assert changed > 0  # the Skat made another seat the one with the most Augen


# -- texts, records, wire, views ----------------------------------------------------------


def test_the_skat_is_hidden_until_the_last_trick() -> None:
    state = sk.GameState.start(LONG3, dealer=2, hands=HANDS)
    rng = random.Random(3)
    seen: set[str] = set()
    while not state.is_over:
        for seat in range(3):
            view = state.view(seat)
            assert view.skat is None
            world = view.sample(rng)
            assert world.view(seat) == view
            seen.add(str(world.skat))
        state = state.apply(rng.choice(state.legal_actions()))
    assert len(seen) > 1  # the sampled worlds place the Skat at random
    for seat in range(3):
        view = state.view(seat)
        if len(state.tricks) == 10:
            assert view.skat == state.skat
            assert view.augen == state.augen
        assert sk.View.from_text(view.to_text()) == view


def test_texts_records_and_wire_round_trip() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        rules = attrs.evolve(LONG3, klopfen=seed % 2 == 0, bettel=True)
        state = sk.deal(rules, dealer=seed % 3, rng=rng)
        for _ in range(rng.randrange(0, 45)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        text = state.to_text()
        assert " players=3 | " in text
        assert "deck=" not in text
        assert all(len(h.split()) == 10 for h in text.split(" | ")[1].split(" / "))
        assert sk.GameState.from_text(text) == state
        assert wire.loads(wire.dumps(state)) == state
        for seat in range(3):
            view = state.view(seat)
            assert sk.View.from_text(view.to_text()) == view
            assert wire.loads(wire.dumps(view)) == view
        dumped = records.dumps(state, names=["A", "B", "C"])
        loaded = records.loads(dumped)
        assert isinstance(loaded, records.GameRecord)
        assert loaded.final == state
        assert json.loads(dumped)["rules"]["deck"] == "long"


def test_an_old_short_deck_record_of_three_players_still_loads() -> None:
    """Written by the version before the long deck was allowed for three players."""
    loaded = records.loads((DATA / "schafkopf-three-players-short.json").read_text())
    assert isinstance(loaded, records.MatchRecord)
    assert loaded.rules == sk.Rules(players=3, deck=sk.Deck.SHORT, klopfen=True)
    finals = [deal.final for deal in loaded.deals]
    assert all(isinstance(s, sk.GameState) for s in finals)
    finals_sk = [s for s in finals if isinstance(s, sk.GameState)]
    assert all(len(s.initial_hand(p)) == 8 for s in finals_sk for p in range(3))
    assert all(len(s.skat) == 0 for s in finals_sk)
    # the balances that version computed
    assert [s.settle().balance for s in finals_sk] == [(32, 32, -64), (2, 2, -4)]


def test_a_match_played_by_bots_records_and_reloads() -> None:
    rules = attrs.evolve(LONG3, bettel=True, klopfen=True)
    bots: list[Bot] = [SearchBot(samples=2, time_limit=None), HeuristicBot(), RandomBot()]
    rng = random.Random(27)
    match = sk.Match(rules)
    states = []
    for _ in range(3):
        state = match.deal(rng)
        while not state.is_over:
            assert state.to_move is not None
            action = bots[state.to_move].choose(state.view(state.to_move), rng)
            state = state.apply(action)
        if len(state.tricks) == 10:
            assert sum(state.augen) == 120
        states.append(state)
        match = match.record(state)
    assert sum(match.totals) + match.pot == 0
    text = records.dumps(match, states=states, names=["A", "B", "C"])
    loaded = records.loads(text)
    assert isinstance(loaded, records.MatchRecord)
    assert loaded.match == match
    assert wire.loads(wire.dumps(match)) == match


def test_the_encoding_keeps_ten_tricks_in_range() -> None:
    """The observation's entries stay in 0..1 with ten tricks (trick t is (t + 1) / 10)."""
    from kartenregeln import encode
    from kartenregeln.encode import schafkopf as esk

    low, high = esk.OBSERVATION_RANGE
    rng = random.Random(5)
    state = sk.deal(LONG3, dealer=0, rng=rng)
    for _ in range(3):
        state = state.apply("weiter")  # a Ramsch: all ten tricks are played
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    assert len(state.tricks) == 10
    for seat in range(3):
        vector = encode.observation(state.view(seat))
        assert all(low <= x <= high for x in vector)
        last = state.tricks[-1].cards[0]
        assert vector[esk.LAYOUT.played_in + SK_CARDS.index(last)] == 1.0
