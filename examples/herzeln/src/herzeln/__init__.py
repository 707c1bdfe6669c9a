"""Herzeln, the Bavarian "Hearts", played with the Schafkopf deck: a game of kartenregeln
written from outside the library, against its public names only.

The rules: four players, the 32 cards of the Schafkopf deck, eight each. The seat after
the dealer leads the first trick; each player in turn plays one card and must follow the
suit led if they can, else plays any card. There are no trumps: the highest card of the
suit led takes the trick (Ass, König, Ober, Unter, Zehn, Neun, Acht, Sieben) and leads
the next. Each Herz taken costs one point. Whoever takes all eight Herzen (a
*Durchmarsch*) pays nothing and every other seat pays eight instead (``durchmarsch``
in the rules; without it every Herz costs its taker). A match is ``deals`` deals, the
deal passing to the left.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterable, Sequence
from typing import Any, Final, NamedTuple

import attrs
from typing_extensions import Self

from kartenregeln import Game, register, wire
from kartenregeln.cards import Card, CardSet, Rank, Suit
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.game import Placement, Settlement, SettlementLine
from kartenregeln.names import parse_card, schafkopf_code

__all__ = ["DECK", "GAME", "Match", "Play", "Result", "Rules", "State", "Trick", "View"]

DECK: Final = CardSet.deck([r for r in Rank if r >= Rank.SEVEN])
"""The 32 cards of the Schafkopf deck."""


class _Value:
    """The text and JSON forms every value of the game shares: its wire form."""

    def to_json(self) -> dict[str, Any]:
        return wire.to_json(self)

    @classmethod
    def from_json(cls, data: object) -> Self:
        return cls._checked(wire.from_json(data))

    def to_text(self) -> str:
        return wire.dumps(self)

    @classmethod
    def from_text(cls, text: str) -> Self:
        return cls._checked(wire.loads(text))

    @classmethod
    def _checked(cls, value: object) -> Self:
        if not isinstance(value, cls):
            raise wire.WireError("type", f"expected a {cls.__name__}, not {value!r}")
        return value


@attrs.frozen
class Rules(_Value):
    """The house rules: four players, a match of ``deals`` deals, and whether taking all
    eight Herzen turns the cost around (``durchmarsch``)."""

    players: int = attrs.field(default=4, validator=attrs.validators.in_((4,)))
    deals: int = attrs.field(default=4, validator=attrs.validators.ge(1))
    durchmarsch: bool = True

    @property
    def deck(self) -> CardSet:
        return DECK

    @property
    def hand_size(self) -> int:
        return len(DECK) // self.players


@attrs.frozen
class Play:
    """Play ``card``; written as its Schafkopf code (``HA``, ``EZ``)."""

    card: Card

    def __str__(self) -> str:
        return schafkopf_code(self.card)


def parse_action(text: str) -> Play:
    """The action of ``text``, a card of the deck (``HA``, ``Herz-Sau``)."""
    card = parse_card(text.strip())
    if card not in DECK:
        raise NotationError(text, f"{schafkopf_code(card)} is not in the Schafkopf deck")
    return Play(card)


@attrs.frozen
class Trick:
    """A finished trick: who led it, its cards from the leader on, and who took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


class _Progress(NamedTuple):
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    leader: int


@functools.lru_cache(maxsize=8192)
def _progress(dealer: int, n: int, history: tuple[Play, ...]) -> _Progress:
    """The finished tricks, the trick in progress and its leader after ``history``."""
    if not history:
        return _Progress((), (), (dealer + 1) % n)
    tricks, trick, leader = _progress(dealer, n, history[:-1])
    trick = (*trick, history[-1].card)
    if len(trick) < n:
        return _Progress(tricks, trick, leader)
    best = max(range(n), key=lambda k: (trick[k].suit == trick[0].suit, trick[k].rank))
    winner = (leader + best) % n
    return _Progress((*tricks, Trick(leader, trick, winner)), (), winner)


class _Play:
    """What a state and a view both know from the history."""

    rules: Rules
    dealer: int
    history: tuple[Play, ...]

    @property
    def num_seats(self) -> int:
        return self.rules.players

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return _progress(self.dealer, self.num_seats, self.history).tricks

    @property
    def trick(self) -> tuple[Card, ...]:
        return _progress(self.dealer, self.num_seats, self.history).trick

    @property
    def leader(self) -> int:
        """Who leads (or led) the trick in progress."""
        return _progress(self.dealer, self.num_seats, self.history).leader

    @property
    def is_over(self) -> bool:
        return len(self.history) == len(DECK)

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % self.num_seats

    def plays(self) -> list[tuple[int, Card, Suit]]:
        """Every card played so far: who played it, the card and the suit led."""
        n, out = self.num_seats, []
        for trick in (*self.tricks, Trick(self.leader, self.trick, -1)):
            out += [
                ((trick.leader + k) % n, c, trick.cards[0].suit) for k, c in enumerate(trick.cards)
            ]
        return out

    def herzen(self) -> tuple[int, ...]:
        """The Herzen each seat has taken so far."""
        taken = [0] * self.num_seats
        for trick in self.tricks:
            taken[trick.winner] += sum(c.suit == Suit.HERZ for c in trick.cards)
        return tuple(taken)

    def _hand(self, seat: int) -> CardSet:
        raise NotImplementedError

    def _legal(self) -> tuple[Play, ...]:
        if self.to_move is None:
            return ()
        hand = self._hand(self.to_move)
        follow = hand.of(self.trick[0].suit) if self.trick else hand
        return tuple(Play(c) for c in (follow or hand))

    def why_illegal(self, action: Play | str, lang: str = "en") -> str | None:
        de = lang == "de"
        try:
            play = parse_action(action) if isinstance(action, str) else action
        except NotationError as exc:
            return exc.problem
        if not isinstance(play, Play):
            return f"{play!r} ist keine Herzeln-Aktion" if de else f"{play!r} is no action"
        if self.to_move is None:
            return "das Spiel ist aus" if de else "the game is over"
        if play in self._legal():
            return None
        code = schafkopf_code(play.card)
        if play.card not in self._hand(self.to_move):
            return f"{code} ist nicht auf der Hand" if de else f"{code} is not in the hand"
        return "Farbe muss bedient werden" if de else "you must follow suit"

    def is_legal(self, action: Play | str) -> bool:
        return self.why_illegal(action) is None


@attrs.frozen
class State(_Play, _Value):
    """A deal of Herzeln: the hands still held and the cards played so far."""

    rules: Rules
    dealer: int
    hands: tuple[CardSet, ...]
    history: tuple[Play, ...] = ()

    @classmethod
    def start(cls, rules: Rules, dealer: int, hands: Sequence[str | Iterable[Card]]) -> State:
        """The deal of ``hands`` (texts or cards), one per seat."""
        sets = tuple(CardSet.parse(h) if isinstance(h, str) else CardSet(h) for h in hands)
        if len(sets) != rules.players or any(len(h) != rules.hand_size for h in sets):
            raise ValueError(f"deal {rules.players} hands of {rules.hand_size} cards")
        if functools.reduce(CardSet.__or__, sets) != DECK:
            raise ValueError("the hands must hold the 32 cards of the deck, each once")
        return cls(rules, dealer % rules.players, sets)

    def hand(self, seat: int) -> CardSet:
        return self.hands[seat]

    _hand = hand

    def legal_actions(self) -> tuple[Play, ...]:
        return self._legal()

    def apply(self, action: Play | str) -> State:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalActionError(self.to_move, action, reason)
        play = parse_action(action) if isinstance(action, str) else action
        seat = self.to_move
        assert seat is not None
        hands = tuple(h.without(play.card) if s == seat else h for s, h in enumerate(self.hands))
        return State(self.rules, self.dealer, hands, (*self.history, play))

    def view(self, seat: int) -> View:
        return View(self.rules, seat, self.dealer, self.hands[seat], self.history)

    def dealt(self) -> tuple[CardSet, ...]:
        """The hands as dealt."""
        hands = list(self.hands)
        for seat, card, _led in self.plays():
            hands[seat] = hands[seat].with_card(card)
        return tuple(hands)

    def settle(self) -> Result:
        if not self.is_over:
            raise ValueError("the deal is not over")
        herzen = self.herzen()
        scores = tuple(-h for h in herzen)
        lines = [SettlementLine("Herzen", -h, seat=s) for s, h in enumerate(herzen) if h]
        if self.rules.durchmarsch and max(herzen) == 8:
            scores = tuple(0 if h == 8 else -8 for h in herzen)
            lines = [SettlementLine("Durchmarsch", 8, seat=herzen.index(8))]
        return Result(scores=scores, breakdown=tuple(lines), herzen=herzen)


@attrs.frozen
class View(_Play, _Value):
    """What one seat knows: its hand and every card played (all plays are open)."""

    rules: Rules
    seat: int
    dealer: int
    hand: CardSet
    history: tuple[Play, ...] = ()

    _wire_derived = ("legal_actions",)
    """Written in the wire form with the fields (a client reads the legal cards there)."""

    def _hand(self, seat: int) -> CardSet:
        return self.hand

    @property
    def legal_actions(self) -> tuple[Play, ...]:
        return self._legal() if self.to_move == self.seat else ()

    def sample(self, rng: random.Random, *, tries: int = 1000) -> State:
        """A state this view could come from: the unseen cards dealt at random to the
        other seats, each short of the suits it has shown it lacks."""
        n, played = self.num_seats, [0] * self.num_seats
        void: list[set[Suit]] = [set() for _ in range(n)]
        for seat, card, led in self.plays():
            played[seat] += 1
            if card.suit != led:
                void[seat].add(led)
        unseen = list(DECK - self.hand - CardSet(p.card for p in self.history))
        for _ in range(tries):
            rng.shuffle(unseen)
            hands, at = [], 0
            for seat in range(n):
                size = 0 if seat == self.seat else self.rules.hand_size - played[seat]
                hands.append(self.hand if seat == self.seat else CardSet(unseen[at : at + size]))
                at += size
            if all(not any(c.suit in void[s] for c in h) for s, h in enumerate(hands)):
                return State(self.rules, self.dealer, tuple(hands), self.history)
        raise ValueError(f"no deal fits the view within {tries} tries")


@attrs.frozen(kw_only=True)
class Result(Settlement, _Value):
    """The result of a deal: ``scores`` (0 or less) and the Herzen each seat took."""

    herzen: tuple[int, ...]


@attrs.frozen
class Match(_Value):
    """A match of ``rules.deals`` deals, the deal passing to the left."""

    rules: Rules
    first_dealer: int = 0
    results: tuple[Result, ...] = ()

    @property
    def is_over(self) -> bool:
        return len(self.results) >= self.rules.deals

    @property
    def dealer(self) -> int:
        return (self.first_dealer + len(self.results)) % self.rules.players

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.net[s] for r in self.results) for s in range(self.rules.players))

    def deal(self, rng: random.Random) -> State:
        return deal(self.rules, dealer=self.dealer, rng=rng)

    def start(self, hands: Sequence[str | Iterable[Card]]) -> State:
        return State.start(self.rules, self.dealer, hands)

    def record(self, state: State) -> Match:
        if self.is_over or not state.is_over:
            raise ValueError("record a finished deal in a match not over")
        return attrs.evolve(self, results=(*self.results, state.settle()))

    def placements(self) -> tuple[Placement, ...]:
        t = self.totals
        return tuple(Placement(s, x, 1 + sum(y > x for y in t)) for s, x in enumerate(t))


def deal(rules: Rules, *, dealer: int = 0, rng: random.Random | None = None) -> State:
    """A shuffled deal."""
    cards = list(DECK)
    (rng or random.Random()).shuffle(cards)
    size = rules.hand_size
    return State.start(rules, dealer, [cards[k * size : (k + 1) * size] for k in range(4)])


GAME: Final = register(
    Game(
        name="herzeln",
        titles={"de": "Herzeln", "en": "Herzeln (Bavarian Hearts)"},
        module=__name__,
        state_type=State,
        view_type=View,
        rules_type=Rules,
        match_type=Match,
        settlement_type=Result,
        action_types=(Play,),
        value_types=(Trick,),
        seats=(4,),
        card_style="schafkopf",
        deal=deal,
        parse_action=parse_action,
        facets=dict.fromkeys(("wire", "records", "narration", "frontend"), "herzeln.facets")
        | {"bots": "herzeln.bots"},
    )
)
"""The game, registered (found by its entry point once installed)."""
