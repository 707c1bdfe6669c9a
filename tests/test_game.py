"""The protocol and check_game, on a tiny two-seat trick game written here.

The toy game: 8 cards (A K Q J of clubs and hearts), two seats, four cards each, follow
suit, the higher card wins, each trick scores 1. It implements the whole protocol, so it
shows check_game passing; broken variants show that each promise is really checked.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from typing_extensions import Self

from kartenregeln import Card, CardSet, IllegalActionError, NotationError, Rank, Suit
from kartenregeln.game import (
    GameCheckError,
    GameState,
    PlayableState,
    Settlement,
    SettlementLine,
    check_game,
)
from kartenregeln.tricks import playable, trick_winner

DECK = CardSet([Card(s, r) for s in (Suit.CLUBS, Suit.HEARTS) for r in (14, 13, 12, 11)])
CLASS = tuple(i // 13 for i in range(52))
POWER = tuple(13 - i % 13 for i in range(52))


@attrs.frozen
class Play:
    card: Card

    def __str__(self) -> str:
        return str(self.card)


def parse(text: str) -> Play:
    return Play(Card.parse(text))


@attrs.frozen
class ToyView:
    seat: int
    hand: CardSet
    history: tuple[Play, ...]

    def sample(self, rng: random.Random) -> ToyState:
        played = CardSet([a.card for a in self.history])
        unseen = list(DECK - self.hand - played)
        while True:
            rng.shuffle(unseen)
            state = _rebuild(self, unseen)
            if state is not None:
                return state


def _rebuild(view: ToyView, unseen: list[Card]) -> ToyState | None:
    other = 1 - view.seat
    played_by = [CardSet(), CardSet()]
    # who played what: follow the tricks to learn the seats
    seats: list[int] = []
    leader, trick = 0, ()  # type: tuple[int, tuple[int, ...]]
    for action in view.history:
        seat = (leader + len(trick)) % 2
        seats.append(seat)
        trick = (*trick, action.card.index)
        if len(trick) == 2:
            leader = (leader + trick_winner(trick, CLASS, POWER)) % 2
            trick = ()
    for action, seat in zip(view.history, seats, strict=True):
        played_by[seat] = played_by[seat].with_card(action.card)
    hands = [CardSet(), CardSet()]
    hands[view.seat] = view.hand | played_by[view.seat]
    hands[other] = CardSet(unseen) | played_by[other]
    replay = ToyState.start(hands)
    try:
        for action in view.history:
            replay = replay.apply(action)
    except IllegalActionError:
        return None
    return replay


@attrs.frozen
class ToyState:
    hands: tuple[CardSet, CardSet]
    leader: int
    trick: tuple[int, ...]
    points: tuple[int, int]
    history: tuple[Play, ...]
    rules: None = None

    @classmethod
    def start(cls, hands: list[CardSet]) -> ToyState:
        return cls((hands[0], hands[1]), 0, (), (0, 0), ())

    @property
    def num_seats(self) -> int:
        return 2

    @property
    def is_over(self) -> bool:
        return not self.hands[0] and not self.hands[1]

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % 2

    def legal_actions(self) -> tuple[Play, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        led = CLASS[self.trick[0]] if self.trick else None
        led_mask = CardSet.of_suit(Suit(led)).mask if led is not None else 0
        return tuple(Play(c) for c in CardSet.from_mask(playable(self.hands[seat].mask, led_mask)))

    def why_illegal(self, action: Play | str) -> str | None:
        act = parse(action) if isinstance(action, str) else action
        seat = self.to_move
        if seat is None:
            return "the game is over"
        if act.card not in self.hands[seat]:
            return f"seat {seat} does not hold {act.card}"
        if act not in self.legal_actions():
            return f"seat {seat} must follow suit"
        return None

    def is_legal(self, action: Play | str) -> bool:
        return self.why_illegal(action) is None

    def apply(self, action: Play | str) -> Self:
        act = parse(action) if isinstance(action, str) else action
        reason = self.why_illegal(act)
        if reason is not None:
            raise IllegalActionError(self.to_move, act, reason)
        seat = self.to_move
        assert seat is not None
        hands = list(self.hands)
        hands[seat] = hands[seat].without(act.card)
        trick = (*self.trick, act.card.index)
        leader, points = self.leader, list(self.points)
        if len(trick) == 2:
            leader = (leader + trick_winner(trick, CLASS, POWER)) % 2
            points[leader] += 1
            trick = ()
        return type(self)(
            (hands[0], hands[1]), leader, trick, (points[0], points[1]), (*self.history, act)
        )

    def view(self, seat: int) -> ToyView:
        return ToyView(seat, self.hands[seat], self.history)

    def settle(self) -> Settlement:
        return Settlement(scores=self.points, breakdown=(SettlementLine("tricks", 4),))


def toy_factory(rng: random.Random) -> ToyState:
    cards = list(DECK)
    rng.shuffle(cards)
    return ToyState.start([CardSet(cards[:4]), CardSet(cards[4:])])


def test_toy_game_implements_the_small_protocol() -> None:
    toy: PlayableState[Play] = toy_factory(random.Random(0))
    assert isinstance(toy, PlayableState)
    # it has no text form, wire form or rules: not the complete protocol
    assert not isinstance(toy, GameState)


def test_check_game_passes_on_a_correct_game() -> None:
    checked = check_game(toy_factory, parse_action=parse, games=20, seed=3)
    assert checked == 20 * 9


def test_settlement_prints_its_lines() -> None:
    s = Settlement(
        scores=(3, 1),
        breakdown=(SettlementLine("tricks", 4), SettlementLine("Kontra", 2, factor=True, seat=1)),
    )
    assert str(s) == "tricks: +4\nKontra (seat 1): ×2\nscores: +3 +1"


class NoEnd(ToyState):
    @property
    def is_over(self) -> bool:
        return False

    def legal_actions(self) -> tuple[Play, ...]:
        return super().legal_actions() or (Play(Card(Suit.CLUBS, Rank.ACE)),)


class Mutating(ToyState):
    def apply(self, action: Play | str) -> Self:
        child = super().apply(action)
        object.__setattr__(self, "points", (9, 9))
        return child


class NoReason(ToyState):
    def why_illegal(self, action: Play | str) -> str | None:
        return None


class BadText(ToyState):
    def legal_actions(self) -> tuple[Play, ...]:
        return tuple(BadPlay(a.card) for a in super().legal_actions())


@attrs.frozen
class BadPlay(Play):
    def __str__(self) -> str:
        return "card " + str(self.card)


class LeakySample(ToyView):
    def sample(self, rng: random.Random) -> ToyState:
        return toy_factory(rng)


class LeakyViews(ToyState):
    def view(self, seat: int) -> ToyView:
        return LeakySample(seat, self.hands[seat], self.history)


def _factory(cls: type[ToyState]) -> Any:
    def make(rng: random.Random) -> ToyState:
        s = toy_factory(rng)
        return cls(s.hands, s.leader, s.trick, s.points, s.history)

    return make


@pytest.mark.parametrize(
    ("cls", "problem"),
    [
        (Mutating, "changed the state"),
        (NoReason, "no reason|was applied"),
        (BadText, "does not parse"),
        (LeakyViews, "sample"),
    ],
)
def test_check_game_catches_each_broken_promise(cls: type[ToyState], problem: str) -> None:
    with pytest.raises(GameCheckError, match=problem):
        check_game(_factory(cls), parse_action=parse, games=5, seed=1)


def test_check_game_catches_a_game_that_never_ends() -> None:
    with pytest.raises(GameCheckError, match=r"did not end|legal action"):
        check_game(_factory(NoEnd), parse_action=parse, games=1, max_actions=50, check_views=False)


def test_toy_parse_refuses_junk() -> None:
    with pytest.raises(NotationError):
        parse("E1")


# -- every other promise check_game makes, each broken once --------------------------------

_FLIPS = iter(range(10**9))


class Flaky(ToyState):
    def legal_actions(self) -> tuple[Play, ...]:
        legal = super().legal_actions()
        return legal[::-1] if next(_FLIPS) % 2 else legal


class OverAtOnce(ToyState):
    @property
    def is_over(self) -> bool:
        return True

    def legal_actions(self) -> tuple[Play, ...]:
        return tuple(Play(c) for c in self.hands[0])


class NoMoves(ToyState):
    def legal_actions(self) -> tuple[Play, ...]:
        return ()


class ForgetsHistory(ToyState):
    def apply(self, action: Play | str) -> Self:
        child = super().apply(action)
        return attrs.evolve(child, history=()) if len(child.history) == 2 else child


class ApplyBreaks(ToyState):
    def apply(self, action: Play | str) -> Self:
        if not isinstance(action, str) and self.history:
            raise RuntimeError("boom")
        return super().apply(action)


class TextDiffers(ToyState):
    def apply(self, action: Play | str) -> Self:
        child = super().apply(action)
        return attrs.evolve(child, points=(7, 7)) if isinstance(action, str) else child


class WrongSeat(ToyState):
    def apply(self, action: Play | str) -> Self:
        try:
            return super().apply(action)
        except IllegalActionError as exc:
            raise IllegalActionError(None, exc.action, exc.reason) from None


class AppliesAnything(ToyState):
    def apply(self, action: Play | str) -> Self:
        if self.why_illegal(action) is None:
            return super().apply(action)
        return self


class ThreeScores(ToyState):
    def settle(self) -> Settlement:
        return Settlement(scores=(1, 2, 3), breakdown=())


@pytest.mark.parametrize(
    ("cls", "problem"),
    [
        (Flaky, "not deterministic"),
        (OverAtOnce, "final state has legal actions"),
        (NoMoves, "non-final state has no legal action"),
        (ForgetsHistory, "did not extend the history|history is"),
        (ApplyBreaks, "does not apply"),
        (TextDiffers, r"apply\(text\) and apply\(action\) differ"),
        (WrongSeat, "IllegalActionError names"),
        (AppliesAnything, "was applied"),
        (ThreeScores, r"settle\(\) gave 3 scores"),
    ],
)
def test_check_game_catches_every_other_broken_promise(cls: type[ToyState], problem: str) -> None:
    with pytest.raises(GameCheckError, match=problem):
        check_game(_factory(cls), parse_action=parse, games=3, seed=2, check_views=False)


def test_check_game_catches_a_parser_that_reads_another_action() -> None:
    def wrong(text: str) -> Play:
        card = parse(text).card
        return Play(Card.from_index((card.index + 1) % 52))

    with pytest.raises(GameCheckError, match="parses to"):
        check_game(toy_factory, parse_action=wrong, games=1, check_views=False)
