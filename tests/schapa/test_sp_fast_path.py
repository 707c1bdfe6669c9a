"""The hot path (fast constructors, mask tables, the shuffled bits) against plain
reference code: on every state of random rounds of every round and player count the
legal actions, the legality checks and the next state are exactly what the plain
rules give, and a deal from a seed is the deal made by ``rng.shuffle``."""

from __future__ import annotations

import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sp_random import PLAYERS, Dealt, dealt_rounds

from kartenregeln import get_game
from kartenregeln import schapa as sp
from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.errors import IllegalActionError
from kartenregeln.game import SettlementLine
from kartenregeln.messages import Message, say
from kartenregeln.names import french_code
from kartenregeln.schapa.actions import PLAYS
from kartenregeln.schapa.rounds import (
    ROUNDS,
    CardValues,
    FinishingOrder,
    LastTrick,
    OneCard,
    Part,
    PerCard,
    PerTrick,
    Tally,
)
from kartenregeln.testing import random_rules
from kartenregeln.tricks import trick_winner

EVERY_ACTION: tuple[sp.Action, ...] = (*PLAYS, sp.SCHAPA, sp.ENDE)


def plays(cards: list[Card]) -> tuple[sp.Action, ...]:
    return tuple(sp.Play(c) for c in sorted(cards, key=lambda c: c.index))


def reference_legal(state: sp.RoundState) -> tuple[sp.Action, ...]:
    if state.to_move is None:
        return ()
    hand = list(state.hands[state.to_move])
    if isinstance(state, sp.TrickRoundState):
        if state.trick:
            suit = state.trick[0].suit
            hand = [c for c in hand if c.suit == suit] or hand
        return plays(hand)
    assert isinstance(state, sp.LayoutRoundState)
    fit = [c for c in hand if c.bit & state.fits]
    if state.lays:
        return (*plays(fit), sp.ENDE)
    return plays(fit) if fit else (sp.SCHAPA,)


def reference_trick_step(state: sp.TrickRoundState, action: sp.Play) -> sp.TrickRoundState:
    """The next state by the rules, built with ``attrs.evolve``."""
    seat = state.to_move
    assert seat is not None
    n = state.rules.players
    card = action.card
    hands = list(state.hand_masks)
    hands[seat] &= ~card.bit
    trick = (*(c.index for c in state.trick), card.index)
    history: tuple[sp.Action, ...] = (*state.history, action)
    movers = (*state.movers, seat)
    if len(trick) < n:
        return attrs.evolve(
            state,
            hand_masks=tuple(hands),
            history=history,
            movers=movers,
            to_move=(seat + 1) % n,
            trick=trick,
        )
    follow = [i // 13 for i in range(52)]
    power = [13 - i % 13 for i in range(52)]
    winner = (state.leader + trick_winner(trick, follow, power)) % n
    taken = list(state.taken)
    for i in trick:
        taken[winner] |= 1 << i
    done = sp.Trick(state.leader, tuple(Card.from_index(i) for i in trick), winner)
    nxt: int | None = winner
    rnd = ROUNDS[state.round]
    played = 0
    for m in taken:
        played |= m
    if not hands[winner] or (
        not state.rules.play_out
        and rnd.can_end_early
        and not rnd.scoring_cards(state.rules.deck.mask) & ~played
    ):
        nxt = None
    return attrs.evolve(
        state,
        hand_masks=tuple(hands),
        history=history,
        movers=movers,
        to_move=nxt,
        leader=winner,
        trick=(),
        taken=tuple(taken),
        tricks=(*state.tricks, done),
    )


def next_holding(hands: list[int], seat: int) -> int:
    s = (seat + 1) % len(hands)
    while not hands[s]:
        s = (s + 1) % len(hands)
    return s


def reference_layout_step(state: sp.LayoutRoundState, action: sp.Action) -> sp.LayoutRoundState:
    """The next state by the rules, built with ``attrs.evolve``."""
    seat = state.to_move
    assert seat is not None
    hands = list(state.hand_masks)
    history: tuple[sp.Action, ...] = (*state.history, action)
    movers = (*state.movers, seat)
    laid, fits, finished = state.laid, state.fits, state.finished
    to_move: int | None = None
    lays = 0
    if isinstance(action, sp.Play):
        card = action.card
        hands[seat] &= ~card.bit
        fits = (fits & ~card.bit) | state.rules.info.next_fit[card.index]
        laid |= card.bit
        holding = [s for s in range(len(hands)) if hands[s]]
        if not hands[seat]:
            finished = (*finished, seat)
        if len(holding) == 1:
            finished = (*finished, holding[0])
        elif hands[seat] and hands[seat] & fits and not state.rules.one_card_per_turn:
            to_move, lays = seat, state.lays + 1
        else:
            to_move = next_holding(hands, seat)
    else:
        to_move = next_holding(hands, seat)
    return attrs.evolve(
        state,
        hand_masks=tuple(hands),
        history=history,
        movers=movers,
        to_move=to_move,
        laid=laid,
        fits=fits,
        lays=lays,
        finished=finished,
    )


def check_state(state: sp.RoundState) -> None:
    legal = state.legal_actions()
    assert legal == reference_legal(state)
    assert type(legal) is tuple
    for action in EVERY_ACTION:
        why = state.why_illegal(action)
        assert (why is None) == (action in legal)
        if why is not None:
            with pytest.raises(IllegalActionError) as info:
                state.apply(action)
            assert info.value.message("en").endswith(why)
            assert info.value.seat == state.to_move


@settings(max_examples=120, deadline=None)
@given(dealt_rounds())
def test_every_state_of_a_random_round_matches_the_plain_rules(dealt: Dealt) -> None:
    state, rng = dealt.state, dealt.rng
    while True:
        check_state(state)
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        nxt = state.apply(action)
        assert type(nxt) is type(state)
        assert state.apply(str(action)) == nxt
        if isinstance(state, sp.TrickRoundState):
            assert isinstance(action, sp.Play)
            expected: sp.RoundState = reference_trick_step(state, action)
        else:
            assert isinstance(state, sp.LayoutRoundState)
            expected = reference_layout_step(state, action)
        assert nxt == expected
        assert hash(nxt) == hash(expected)
        assert repr(nxt) == repr(expected)
        state = nxt


def dealt_the_plain_way(rules: sp.Rules, dealer: int, rng: random.Random) -> tuple[int, ...]:
    order = [c.index for c in rules.deck]
    rng.shuffle(order)
    n, k = rules.players, rules.hand_size
    masks = [0] * n
    for j in range(n):
        for i in order[j * k : (j + 1) * k]:
            masks[(dealer + 1 + j) % n] |= 1 << i
    return tuple(masks)


@settings(max_examples=200, deadline=None)
@given(
    players=st.sampled_from(PLAYERS),
    number=st.integers(1, 8),
    seed=st.integers(0, 2**64 - 1),
    dealer=st.integers(0, 5),
)
def test_a_deal_from_a_seed_is_the_plain_shuffle_and_uses_the_rng_alike(
    players: int, number: int, seed: int, dealer: int
) -> None:
    rules = sp.Rules(players=players)
    dealer %= players
    fast, plain = random.Random(seed), random.Random(seed)
    state = sp.deal(rules, round=number, dealer=dealer, rng=fast)
    assert state.hand_masks == dealt_the_plain_way(rules, dealer, plain)
    assert fast.getstate() == plain.getstate()
    assert state == sp.RoundState.start(rules, round=number, dealer=dealer, hands=list(state.hands))


class OwnRandom(random.Random):
    """A subclass with its own ``random()``: the deal must go through ``rng.shuffle``."""

    def random(self) -> float:
        return super().random() / 2


def test_a_deal_with_a_random_subclass_still_uses_its_shuffle() -> None:
    rules = sp.Rules(players=4)
    for seed in range(20):
        state = sp.deal(rules, round=1, dealer=0, rng=OwnRandom(seed))
        assert state.hand_masks == dealt_the_plain_way(rules, 0, OwnRandom(seed))


def plain_codes(cards: list[Card]) -> str:
    return " ".join(french_code(c) for c in sorted(cards, key=lambda c: c.index))


def plain_part(part: Part, tally: Tally) -> tuple[tuple[int, ...], tuple[SettlementLine, ...]]:
    """A part's scores and lines by its definition, card by card, with plain labels."""
    n = tally.players
    taken = [[c for c in map(Card.from_index, range(52)) if m & c.bit] for m in tally.taken]
    if isinstance(part, PerTrick):
        return tuple(part.points * w for w in tally.tricks_won), tuple(
            SettlementLine(f"{w} tricks at {part.points:+d}", part.points * w, False, s)
            for s, w in enumerate(tally.tricks_won)
            if w
        )
    if isinstance(part, OneCard):
        return tuple(part.points if part.card in cards else 0 for cards in taken), tuple(
            SettlementLine(f"{part.card} taken", part.points, False, s)
            for s, cards in enumerate(taken)
            if part.card in cards
        )
    if isinstance(part, LastTrick):
        last = tally.last_winner
        return tuple(part.points if s == last else 0 for s in range(n)), (
            () if last is None else (SettlementLine("last trick", part.points, False, last),)
        )
    if isinstance(part, PerCard):
        of_rank = [Card(suit, part.rank) for suit in Suit if Card(suit, part.rank).bit & tally.deck]
        scores, lines = [], []
        for s, cards in enumerate(taken):
            mine = [c for c in cards if c in of_rank]
            score = part.points * len(mine)
            if of_rank and len(mine) == len(of_rank):
                score *= part.all_taken_multiplier
                lines.append(SettlementLine(f"all of {plain_codes(mine)} taken", score, False, s))
            elif mine:
                label = f"{plain_codes(mine)} taken at {part.points:+d}"
                lines.append(SettlementLine(label, score, False, s))
            scores.append(score)
        return tuple(scores), tuple(lines)
    if isinstance(part, CardValues):
        values = dict(part.values)  # the last value of a rank given twice counts
        scores, lines = [], []
        for s, cards in enumerate(taken):
            mine = [c for c in cards if c.suit == part.suit and c.rank in values]
            score = part.sign * sum(values[c.rank] for c in mine)
            if mine:
                lines.append(SettlementLine(f"{plain_codes(mine)} taken", score, False, s))
            scores.append(score)
        return tuple(scores), tuple(lines)
    assert isinstance(part, FinishingOrder)
    order = [0] * n
    for place, seat in enumerate(tally.finished):
        order[seat] = part.step * place
    return tuple(order), tuple(
        SettlementLine(f"place {place + 1}", part.step * place, False, seat)
        for place, seat in enumerate(tally.finished)
    )


def reference_settle(state: sp.RoundState) -> sp.RoundSettlement:
    """The settlement as the plain code built it: the tally from the public fields (the
    tricks won counted trick by trick), each part's scores and lines by their definitions,
    the keyword constructor."""
    rules = state.rules
    n = rules.players
    if isinstance(state, sp.TrickRoundState):
        won = [0] * n
        for trick in state.tricks:
            won[trick.winner] += 1
        last = state.tricks[-1].winner if len(state.tricks) == rules.tricks else None
        tally = Tally(n, rules.info.mask, state.taken, tuple(won), last, ())
        ended_early = len(state.tricks) < rules.tricks
    else:
        assert isinstance(state, sp.LayoutRoundState)
        tally = Tally(n, rules.info.mask, finished=state.finished)
        ended_early = False
    parts = []
    lines: list[SettlementLine] = []
    for part in ROUNDS[state.round].parts:
        scores, part_lines = plain_part(part, tally)
        parts.append(scores)
        lines.extend(part_lines)
    return sp.RoundSettlement(
        scores=tuple(sum(col) for col in zip(*parts, strict=True)),
        breakdown=tuple(lines),
        round=state.round,
        part_scores=tuple(parts),
        tricks_won=tally.tricks_won,
        finishing_order=tally.finished,
        ended_early=ended_early,
    )


def check_settlement(state: sp.RoundState) -> None:
    """The settlement equals the plain one in every output, and each label is the sentence
    ``say`` makes from its key and values (the unchecked ``_fill`` included)."""
    fast = state.settle()
    plain = reference_settle(state)
    assert fast == plain
    assert hash(fast) == hash(plain)
    assert fast.text("de") == plain.text("de")
    assert fast.text("en") == plain.text("en")
    assert fast.to_json() == plain.to_json()
    for line in fast.breakdown:
        assert type(line.label) is Message
        said = say(line.label.key, **line.label.params)
        assert (said, said.key, said.params) == (line.label, line.label.key, line.label.params)


@settings(max_examples=150, deadline=None)
@given(dealt_rounds())
def test_the_settlement_equals_the_plain_settlement(dealt: Dealt) -> None:
    state, rng = dealt.state, dealt.rng
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    check_settlement(state)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_the_settlement_equals_the_plain_settlement_under_random_rules(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(get_game("schapa"), rng)
    assert isinstance(rules, sp.Rules)
    for number in (1 + seed % 8, 8, 6):  # and the two rounds of the clubs' lines
        state = sp.deal(rules, round=number, dealer=rng.randrange(rules.players), rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        check_settlement(state)


@st.composite
def tallies(draw: st.DrawFn) -> Tally:
    """What the seats took: any cards of a deck, dealt to the seats (or left untaken),
    any tricks won, a last winner or none, a finishing order."""
    players = draw(st.sampled_from(PLAYERS))
    deck = sp.Rules(players=players).info.mask
    owner = draw(st.lists(st.integers(-1, players - 1), min_size=52, max_size=52))
    taken = tuple(
        sum(1 << i for i in range(52) if owner[i] == s and deck >> i & 1) for s in range(players)
    )
    won = tuple(draw(st.lists(st.integers(0, 16), min_size=players, max_size=players)))
    last = draw(st.none() | st.integers(0, players - 1))
    finished = tuple(draw(st.permutations(range(players)))[: draw(st.integers(0, players))])
    return Tally(players, deck, taken, won, last, finished)


parts = st.one_of(
    st.builds(PerTrick, st.integers(-9, 9)),
    st.builds(
        PerCard, st.sampled_from(list(Rank)), st.integers(-30, 30), st.sampled_from([-1, 1, 2])
    ),
    st.builds(OneCard, st.integers(0, 51).map(Card.from_index), st.integers(-99, 99)),
    st.builds(LastTrick, st.integers(-99, 99)),
    st.builds(
        CardValues,
        st.sampled_from(list(Suit)),
        st.lists(st.tuples(st.sampled_from(list(Rank)), st.integers(0, 20)), max_size=14).map(
            tuple
        ),
        st.sampled_from([-1, 1]),
    ),
    st.builds(FinishingOrder, st.integers(-30, 30)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(parts, min_size=1, max_size=4), tallies())
def test_each_part_scores_and_lines_by_its_definition(made: list[Part], tally: Tally) -> None:
    """Parts made anew (the caches by a part's id must not outlive it) with any values."""
    for part in made:
        scores, lines = plain_part(part, tally)
        assert part._settled(tally) == (scores, lines)
        assert part.scores(tally) == scores
        assert part.lines(tally) == lines
