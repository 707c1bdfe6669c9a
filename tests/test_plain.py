"""kartenregeln.plain and kartenregeln.bots.plain: the building blocks of a plain trick
game keep their promises (the tricks, following suit, the reasons, the deals, the worlds
a view could come from, the facets' sentences in both languages)."""

from __future__ import annotations

import functools
import random
from types import SimpleNamespace
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from kartenregeln import messages, plain
from kartenregeln.bots.base import RandomBot
from kartenregeln.bots.plain import PlainAdapter, PlainBots
from kartenregeln.cards import Card, CardSet, Rank, Suit

DECK = CardSet.deck([r for r in Rank if r >= Rank.SEVEN])


def _played(seed: int, seats: int, count: int) -> tuple[list[CardSet], list[Card], int]:
    """A deal and ``count`` cards played by the follow-suit rule: the hands left, the
    cards played and the first leader."""
    rng = random.Random(seed)
    hands = plain.deal_hands(DECK, seats, rng)
    first, cards = seed % seats, list[Card]()
    for _ in range(count):
        p = plain.progress(first, seats, tuple(cards))
        seat = (p.leader + len(p.trick)) % seats
        card = rng.choice(list(plain.follow_suit(hands[seat], p.trick)))
        hands[seat] = hands[seat].without(card)
        cards.append(card)
    return hands, cards, first


@given(st.integers(0, 10_000), st.sampled_from([2, 4]), st.integers(0, 32), st.booleans())
def test_progress_follows_the_tricks(seed: int, seats: int, count: int, trumps: bool) -> None:
    _hands, cards, first = _played(seed, seats, count)
    trump = Suit.HERZ if trumps else None
    p = plain.progress(first, seats, tuple(cards), trump)
    assert [c for t in p.tricks for c in t.cards] + list(p.trick) == cards
    leader = first
    for trick in p.tricks:
        assert trick.leader == leader
        assert len(trick.cards) == seats
        best = max(
            trick.cards, key=lambda c: (c.suit == trump, c.suit == trick.cards[0].suit, c.rank)
        )
        assert trick.winner == (leader + trick.cards.index(best)) % seats
        leader = trick.winner
    assert p.leader == leader
    assert len(p.trick) < seats
    assert [(s, c) for s, c, _led in p.plays(seats)] == [
        ((t.leader + k) % seats, c)
        for t in (*p.tricks, plain.Trick(p.leader, p.trick, -1))
        for k, c in enumerate(t.cards)
    ]


@given(st.integers(0, 10_000), st.integers(0, 31))
def test_follow_suit_and_why_not_agree(seed: int, count: int) -> None:
    hands, cards, first = _played(seed, 4, count)
    p = plain.progress(first, 4, tuple(cards))
    seat = (p.leader + len(p.trick)) % 4
    hand = hands[seat]
    legal = plain.follow_suit(hand, p.trick)
    assert legal
    assert legal <= hand
    if p.trick and hand.of(p.trick[0].suit):
        assert legal == hand.of(p.trick[0].suit)
    else:
        assert legal == hand
    for card in DECK:
        reason = plain.why_not(card, hand, p.trick, seat, "schafkopf")
        assert (reason is None) == (card in legal)
        if reason is not None:
            key = "does_not_hold" if card not in hand else "must_follow_suit"
            assert messages.code(reason) == key
            assert "Sitz" in messages.translate(reason, "de")


def test_why_not_names_the_suit_in_both_languages_and_both_faces() -> None:
    trick = (Card.parse("EA"),)
    hand = CardSet.parse("E7 GA")
    reason = plain.why_not(Card.parse("GA"), hand, trick, 1, "schafkopf")
    assert reason == "seat 1 must follow Acorns"
    assert messages.translate(str(reason), "de") == "Sitz 1 muss Eichel bedienen"
    french = plain.why_not(Card.parse("GA"), hand, trick, 1, "french")
    assert french == "seat 1 must follow clubs"
    assert messages.translate(str(french), "de") == "Sitz 1 muss Kreuz bedienen"
    assert plain.why_not(Card.parse("HA"), hand, trick, 1, "french") == "seat 1 does not hold AH"


def test_deal_and_check_hands() -> None:
    hands = plain.deal_hands(DECK, 4, random.Random(1))
    assert plain.check_hands(DECK, 4, hands) == tuple(hands)
    assert plain.check_hands(DECK, 4, [h.to_text("schafkopf") for h in hands]) == tuple(hands)
    with pytest.raises(ValueError, match="deal 4 hands of 8 cards"):
        plain.check_hands(DECK, 4, hands[:3])
    twice = [hands[0], hands[0], hands[2], hands[3]]
    with pytest.raises(ValueError, match="the hands must hold the 32 cards of the deck, each once"):
        plain.check_hands(DECK, 4, twice)


@given(st.integers(0, 10_000), st.integers(0, 31), st.integers(0, 3))
def test_a_sampled_deal_fits_what_the_seat_knows(seed: int, count: int, seat: int) -> None:
    hands, cards, first = _played(seed, 4, count)
    plays = plain.progress(first, 4, tuple(cards)).plays(4)
    sizes = [len(h) for h in hands]
    unseen = DECK - hands[seat] - CardSet(cards)
    world = plain.sample_hands(random.Random(seed), seat, hands[seat], unseen, sizes, plays)
    assert world[seat] == hands[seat]
    assert [len(h) for h in world] == sizes
    assert functools.reduce(CardSet.__or__, world) == DECK - CardSet(cards)
    for who, card, led in plays:
        if card.suit != led:  # showed it lacks the suit led: holds none in the world
            assert not world[who].of(led)


def test_no_sampled_deal_when_the_voids_leave_none() -> None:
    # seat 1 showed it lacks Gras, but the only unseen cards are Gras
    plays = [(0, Card.parse("GA"), Suit.GRAS), (1, Card.parse("SA"), Suit.GRAS)]
    with pytest.raises(ValueError, match="no deal fits the view within 5 tries"):
        plain.sample_hands(
            random.Random(0), 0, CardSet(), CardSet.parse("GK G7"), [0, 2], plays, tries=5
        )


@attrs.frozen
class _Play:
    card: Card

    def __str__(self) -> str:
        return format(self.card, "french")


def _facets(**options: object) -> plain.Facets:
    rules = attrs.make_class("ProbeRules", {"players": attrs.field(default=4)}, frozen=True)

    def match_of(rules: object, first: int) -> SimpleNamespace:
        return SimpleNamespace(rules=rules, first=first)

    match: Any = match_of  # a stand-in for a match class
    return plain.Facets(
        "probe",
        state_type=SimpleNamespace,
        view_type=SimpleNamespace,
        rules_type=rules,
        match_type=match,
        settlement_type=rules,
        play_type=_Play,
        parse_action=lambda text: _Play(Card.parse(text)),
        **options,  # type: ignore[arg-type]
    )


def test_the_facets_tell_a_plain_game_in_both_languages() -> None:
    facets = _facets(card_style="french", text={"de": {"taken": "Punkte bisher"}})
    play = facets.play(Card.parse("QS"))
    assert facets.action_line(play, 2, "de", "french") == "Sitz 2 spielt Pik-Dame"
    assert facets.action_line(play, 2, "en", "french") == "seat 2 plays Queen of Spades"
    result = SimpleNamespace(scores=(-2, 0, 1, 1))
    who = ["Anna", "Bert", "Cleo", "Dora"].__getitem__
    # the amounts follow the line where it is shown: it does not repeat them
    assert facets.result_line(result, 3, "de", None, who) == "Spiel 3"
    assert facets.result_line(result, 3, "en", None, who) == "deal 3"
    assert facets.TEXT["de"]["taken"] == "Punkte bisher"
    assert facets.TEXT["en"]["taken"] == "tricks so far"
    assert facets.TEXT["en"]["examples"] == "QS or 'Pik-Dame'"
    assert facets.TEXT["de"]["examples"] == "QS oder 'Pik-Dame'"
    tricks = [plain.Trick(0, (), 2), plain.Trick(2, (), 2)]
    # stand-ins with only what the facet reads (typed Any: they are no game's values)
    state: Any = SimpleNamespace(num_seats=4, tricks=tricks)
    nothing: Any = None
    assert facets.taken(state) == (0, 0, 2, 0)
    assert _facets(taken=lambda state: (9,)).taken(nothing) == (9,)
    toy_rules: Any = "rules"
    match: Any = facets.new_match(toy_rules, 5, 1)
    assert (match.rules, match.first) == ("rules", 1)
    view = SimpleNamespace(num_seats=4, leader=3, trick=(Card.parse("QS"), Card.parse("AH")))
    assert facets.render(view) == {"trick": [{"seat": 3, "card": "QS"}, {"seat": 0, "card": "AH"}]}
    assert set(facets.TYPES) == {
        f"probe.{k}" for k in ("state", "view", "action", "rules", "settlement", "match")
    }


def test_the_plain_bots_facet() -> None:
    toy_rules: Any = "rules"  # the facet only hands its rules on
    facet = PlainBots(RandomBot, rules=toy_rules, score=lambda state: state.score, units="deals")
    assert facet.arena_rules() is toy_rules
    assert facet.arena_units() == "deals"
    assert isinstance(facet.heuristic(), RandomBot)
    assert facet.solver(None, 0) is None
    adapter = facet.adapter()
    assert isinstance(adapter, PlainAdapter)
    assert isinstance(adapter.policy(), RandomBot)
    # a stand-in with only what the adapter reads of a state
    state: Any = SimpleNamespace(
        hands=(CardSet.parse("EA"), CardSet()), trick=(), to_move=0, score=3
    )
    assert adapter.cards_left(state) == 1
    assert adapter.key(state, 0) == ((CardSet.parse("EA").mask, 0), (), 0, 3)


def test_a_deal_is_found_when_shuffles_almost_never_fit() -> None:
    # seats 1-3 have each shown that they lack all suits but one: of the 24!/(8!)^3
    # deals of the unseen cards, one fits, which whole shuffles would never find
    suits = (Suit.EICHEL, Suit.GRAS, Suit.HERZ, Suit.SCHELLEN)
    plays = [
        (s, Card(suits[s], Rank.ACE), led) for s in (1, 2, 3) for led in suits if led != suits[s]
    ]
    unseen = CardSet(c for c in DECK if c.suit != Suit.EICHEL)
    for seed in range(5):
        world = plain.sample_hands(
            random.Random(seed), 0, DECK - unseen, unseen, [8, 8, 8, 8], plays, tries=5
        )
        assert world[0] == DECK - unseen
        for s in (1, 2, 3):
            assert {c.suit for c in world[s]} == {suits[s]}
