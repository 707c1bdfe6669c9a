"""Hypothesis: random games under random house rules keep every promise."""

from __future__ import annotations

import random

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import CardSet, check_game
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.contracts import AUGEN, DECK_MASK

tariffs = st.builds(
    sk.Tariff,
    rufspiel=st.integers(0, 50),
    solo=st.integers(0, 100),
    extra=st.integers(0, 20),
    extra_laufende=st.none() | st.integers(0, 20),
    ramsch=st.none() | st.integers(0, 30),
    bettel=st.none() | st.integers(0, 30),
)
minimums = st.none() | st.integers(1, 4)
rules_strategy = (
    st.builds(
        sk.Rules,
        tariff=tariffs,
        klopfen=st.booleans(),
        all_pass=st.sampled_from(list(sk.AllPass)),
        kontra=st.booleans(),
        geier=st.booleans(),
        tout=st.booleans(),
        schneider=st.sampled_from(list(sk.Schneider)),
        laufende_min=st.builds(
            sk.LaufendeMin,
            rufspiel=minimums,
            farbsolo=minimums,
            wenz=minimums,
            geier=minimums,
            farbwenz=minimums,
            farbgeier=minimums,
        ),
        solo_order=st.permutations(["farbsolo", "wenz", "geier", "farbwenz", "farbgeier"]).map(
            tuple
        )
        | st.just(())
        | st.just(("wenz",)),
        tout_ends_early=st.booleans(),
        durchmarsch_min_augen=st.none() | st.integers(61, 120),
        ramsch_tie=st.sampled_from(list(sk.RamschTie)),
        farbwenz=st.booleans(),
        farbgeier=st.booleans(),
        bettel=st.booleans(),
        bettel_ouvert=st.booleans(),
        jungfrau=st.sampled_from(list(sk.Jungfrau)),
        bettel_stichzwang=st.booleans(),
        bettel_herz=st.booleans(),
        tout_games=st.lists(
            st.sampled_from(["farbsolo", "wenz", "geier", "farbwenz", "farbgeier"]), unique=True
        ).map(tuple),
        davonlaufen=st.booleans(),
        sie=st.booleans(),
        deck=st.sampled_from(list(sk.Deck)),
    )
    .flatmap(
        # a Stock needs the throw-in when all pass
        lambda r: (
            st.just(r) | st.integers(1, 5).map(lambda k: attrs.evolve(r, stock=k))
            if r.all_pass is sk.AllPass.THROW_IN
            else st.just(r)
        )
    )
    .flatmap(
        # three players (Schafkopf zu dritt): the short deck, or the long one with a Skat
        lambda r: st.sampled_from([r, attrs.evolve(r, players=3)])
    )
)

SETTINGS = settings(max_examples=60, deadline=None)


def random_game(rules: sk.Rules, seed: int, bias_play: bool = True) -> list[sk.GameState]:
    """All states of one random game; with ``bias_play`` seats say spiele more often."""
    rng = random.Random(seed)
    pot = rng.choice([0, 8 * rules.stock]) if rules.stock else 0
    state = sk.deal(rules, dealer=rng.randrange(rules.players), rng=rng, pot=pot)
    states = [state]
    while not state.is_over:
        legal = state.legal_actions()
        if bias_play and sk.SPIELE in legal and rng.random() < 0.5:
            action: sk.Action = sk.SPIELE
        else:
            action = rng.choice(legal)
        state = state.apply(action)
        states.append(state)
    return states


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9))
def test_random_games_conserve_cards_augen_and_money(rules: sk.Rules, seed: int) -> None:
    states = random_game(rules, seed)
    final = states[-1]
    n = rules.players
    n_tricks = rules.hand_size
    assert final.num_seats == n
    for state in states:
        held = [state.hand(s).mask for s in range(n)]
        played = [0] * n
        for trick in state.tricks:
            assert len(trick.cards) == n
            for k, c in enumerate(trick.cards):
                played[(trick.leader + k) % n] |= c.bit
        for k, c in enumerate(state.trick):
            played[(state.leader + k) % n] |= c.bit
        union = 0
        for s in range(n):
            assert held[s] & played[s] == 0
            assert held[s] | played[s] == state.initial_hand(s).mask
            assert union & state.initial_hand(s).mask == 0
            union |= state.initial_hand(s).mask
        # the cards no seat was dealt are the Skat (three players with the long deck)
        assert union & state.skat.mask == 0
        assert len(state.skat) == rules.skat_size
        assert union | state.skat.mask == DECK_MASK[rules.deck]
        # the Skat's Augen count once the last trick is taken
        skat = sum(AUGEN[c.index] for c in state.skat) if len(state.tricks) == n_tricks else 0
        assert sum(state.augen) == sum(t.augen for t in state.tricks) + skat
    if len(final.tricks) == rules.hand_size:
        assert sum(final.augen) == 120
    elif final.game is not None and final.tricks:
        # only a Tout or a Bettel ends early: when the declarer loses it
        assert final.game.tout or final.game.is_bettel
        winner = final.tricks[-1].winner
        assert (winner == final.declarer) == final.game.is_bettel
    result = final.settle()
    assert len(result.balance) == len(result.scores) == n
    assert all(s >= 0 for s in result.scores)
    assert sum(result.balance) + result.stock == 0
    assert result.stock == 0 or rules.stock is not None
    assert result.scores == tuple(max(b, 0) for b in result.balance)
    if result.game is not None and result.game.kind is not sk.GameKind.RAMSCH:
        assert result.declarer is not None
        # a game is worth nothing only where its tariff is 0 (Bettel has its own, if set)
        free = rules.tariff.solo == 0 or rules.tariff.rufspiel == 0
        free = free or (result.game.is_bettel and rules.tariff.bettel == 0)
        assert result.value > 0 or free


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9), pick=st.floats(0, 1))
def test_view_sample_is_always_consistent(rules: sk.Rules, seed: int, pick: float) -> None:
    states = random_game(rules, seed)
    state = states[int(pick * (len(states) - 1))]
    rng = random.Random(seed)
    for seat in range(rules.players):
        view = state.view(seat)
        world = view.sample(rng)
        assert world.view(seat) == view
        assert world.history == state.history
        assert world.hand(seat) == state.hand(seat) or view.phase is sk.Phase.KLOPFEN


@SETTINGS
@given(rules=rules_strategy, seed=st.integers(0, 10**9), pick=st.floats(0, 1))
def test_view_leaks_nothing(rules: sk.Rules, seed: int, pick: float) -> None:
    """A state with other hidden cards (a sample) gives the same view; the view holds
    no card the seat cannot see."""
    states = random_game(rules, seed)
    state = states[int(pick * (len(states) - 1))]
    rng = random.Random(seed + 1)
    for seat in range(rules.players):
        view = state.view(seat)
        other = view.sample(rng)
        assert other.view(seat) == view
        seen = view.hand.mask
        for trick in view.tricks:
            seen |= CardSet(trick.cards).mask
        seen |= CardSet(view.trick).mask
        for s in range(rules.players):
            if s != seat:
                assert state.hand(s).mask & ~seen == state.hand(s).mask
        if view.partner is not None and view.partner != seat:
            assert view.game is not None
            assert view.game.suit is not None
            sau = sk.parse_action(f"{'EGHS'[view.game.suit]}A")
            assert sau in [sk.Play(c) for t in view.tricks for c in t.cards] + [
                sk.Play(c) for c in view.trick
            ]


def test_hidden_cards_swapped_give_the_same_view() -> None:
    hands = [
        "EO GO HO SO EU GU G7 E7",
        "GA GZ GK G9 HA HZ E9 S7",
        "HU SU HK H9 EA EZ SA SZ",
        "G8 H8 H7 EK E8 SK S9 S8",
    ]
    swapped = list(hands)
    swapped[2] = hands[2].replace("SZ", "S9")
    swapped[3] = hands[3].replace("S9", "SZ")
    a = sk.GameState.start(sk.Rules(), dealer=3, hands=hands)
    b = sk.GameState.start(sk.Rules(), dealer=3, hands=swapped)
    for moves in ("", "spiele,weiter,weiter,weiter", "rufspiel gras"):
        for m in moves.split(",") if moves else ():
            a, b = a.apply(m), b.apply(m)
        assert a.view(0) == b.view(0)
        assert a.view(1) == b.view(1)
        assert a.view(2) != b.view(2)


@settings(max_examples=8, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**6))
def test_check_game_under_random_rules(rules: sk.Rules, seed: int) -> None:
    assert check_game(sk.GAME, rules=rules, games=2, seed=seed) > 0


def test_perft_card_play_counts_from_a_fixed_deal() -> None:
    """The number of card sequences from the first card of a fixed Rufspiel (regression)."""
    hands = [
        "EO GO HO SO EU GU G7 E7",
        "GA GZ GK G9 HA HZ E9 S7",
        "HU SU HK H9 EA EZ SA SZ",
        "G8 H8 H7 EK E8 SK S9 S8",
    ]
    state = sk.GameState.start(sk.Rules(kontra=False), dealer=3, hands=hands)
    for m in ["spiele", "weiter", "weiter", "weiter", "rufspiel gras"]:
        state = state.apply(m)

    def perft(s: sk.GameState, depth: int) -> int:
        if depth == 0 or s.is_over:
            return 1
        return sum(perft(s.apply(a), depth - 1) for a in s.legal_actions())

    counts = [perft(state, d) for d in range(1, 10)]
    assert counts == PERFT


# Depth 2: after G7 the partner must give the Gras-Sau (1), after E7 follow with E9 (1),
# after each of the six trumps HA or HZ (12): 14.
PERFT = [8, 14, 58, 108, 756, 924, 3702, 8326, 49956]


def test_perft_bidding_sequences_from_a_fixed_deal() -> None:
    """The number of action sequences from the deal to the first card (or the end)."""
    hands = [
        "EO GO HO SO EU GU G7 E7",
        "GA GZ GK G9 HA HZ E9 S7",
        "HU SU HK H9 EA EZ SA SZ",
        "G8 H8 H7 EK E8 SK S9 S8",
    ]

    def count(s: sk.GameState) -> int:
        if s.is_over or s.phase is sk.Phase.PLAY:
            return 1
        return sum(count(s.apply(a)) for a in s.legal_actions())

    plain = sk.Rules(kontra=False, geier=False, tout=False)
    assert count(sk.GameState.start(plain, dealer=3, hands=hands)) == 1063
    with_kontra = sk.Rules(geier=False, tout=False)
    assert count(sk.GameState.start(with_kontra, dealer=3, hands=hands)) == 7381
    # Klopfen multiplies by the 16 ways the four seats can answer.
    knock = sk.Rules(kontra=False, geier=False, tout=False, klopfen=True, all_pass="throw_in")
    assert count(sk.GameState.start(knock, dealer=3, hands=hands)) == 16 * 1063
