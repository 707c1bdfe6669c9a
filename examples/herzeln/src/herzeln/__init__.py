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

import random
from collections.abc import Iterable, Sequence
from typing import Final

import attrs

from kartenregeln import Game, messages, plain, register
from kartenregeln.cards import Card, CardSet, Rank, Suit
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.game import Placement, Settlement, SettlementLine
from kartenregeln.names import parse_card, schafkopf_code

__all__ = ["DECK", "FACETS", "GAME", "Match", "Play", "Result", "Rules", "State", "View"]

DECK: Final = CardSet.deck([r for r in Rank if r >= Rank.SEVEN])
"""The 32 cards of the Schafkopf deck."""

SENTENCES: Final = {
    "herzeln_herzen": {
        "en": "Herzen taken: {n}, a point each",
        "de": "Herzen genommen: {n}, je ein Punkt",
    },
    "herzeln_durchmarsch": {
        "en": "Durchmarsch: all eight Herzen, the others pay eight",
        "de": "Durchmarsch: alle acht Herzen, die anderen zahlen acht",
    },
}
"""The labels of Herzeln's settlement lines in both languages (``line.text("de")``)."""
messages.register("herzeln", SENTENCES, kind="line")
messages.register(
    "herzeln",
    {
        "herzeln_no_action": {
            "en": "{value} is no Herzeln action",
            "de": "{value} ist kein Herzeln-Zug",
        },
        "herzeln_not_in_deck": {
            "en": "{card} is not in the Schafkopf deck",
            "de": "{card} ist nicht im Schafkopf-Blatt",
        },
    },
)


@attrs.frozen
class Rules(plain.WireValue):
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


class _Play:
    """What a state and a view both know from the history."""

    rules: Rules
    dealer: int
    history: tuple[Play, ...]

    @property
    def num_seats(self) -> int:
        return self.rules.players

    @property
    def progress(self) -> plain.Progress:
        """The finished tricks, the trick in progress and its leader."""
        cards = tuple(p.card for p in self.history)
        return plain.progress(self.dealer + 1, self.num_seats, cards)

    @property
    def tricks(self) -> tuple[plain.Trick, ...]:
        return self.progress.tricks

    @property
    def trick(self) -> tuple[Card, ...]:
        return self.progress.trick

    @property
    def leader(self) -> int:
        return self.progress.leader

    @property
    def is_over(self) -> bool:
        return len(self.history) == len(DECK)

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % self.num_seats

    def herzen(self) -> tuple[int, ...]:
        """The Herzen each seat has taken so far."""
        taken = [0] * self.num_seats
        for trick in self.tricks:
            taken[trick.winner] += sum(c.suit == Suit.HERZ for c in trick.cards)
        return tuple(taken)

    def _hand(self, seat: int) -> CardSet:
        raise NotImplementedError

    def _legal(self) -> tuple[Play, ...]:
        seat = self.to_move
        if seat is None:
            return ()
        return tuple(map(Play, plain.follow_suit(self._hand(seat), self.trick)))

    def why_illegal(self, action: Play | str, lang: str = "en") -> str | None:
        try:
            play = parse_action(action) if isinstance(action, str) else action
        except NotationError as exc:
            text = repr(action)
            reason: str | None = messages.say("not_an_action", text=text, problem=exc.problem)
        else:
            seat = self.to_move
            if not isinstance(play, Play):
                reason = messages.say("herzeln_no_action", value=repr(play))
            elif seat is None:
                reason = messages.say("game_over")
            else:
                reason = plain.why_not(play.card, self._hand(seat), self.trick, seat, "schafkopf")
        return None if reason is None else messages.translate(reason, lang)

    def is_legal(self, action: Play | str) -> bool:
        return self.why_illegal(action) is None


@attrs.frozen
class State(_Play, plain.WireValue):
    """A deal of Herzeln: the hands still held and the cards played so far."""

    rules: Rules
    dealer: int
    hands: tuple[CardSet, ...]
    history: tuple[Play, ...] = ()

    @classmethod
    def start(cls, rules: Rules, dealer: int, hands: Sequence[str | Iterable[Card]]) -> State:
        """The deal of ``hands`` (texts or cards), one per seat."""
        return cls(rules, dealer % rules.players, plain.check_hands(DECK, rules.players, hands))

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
        hands = tuple(h.without(play.card) for h in self.hands)
        return State(self.rules, self.dealer, hands, (*self.history, play))

    def view(self, seat: int) -> View:
        return View(self.rules, seat, self.dealer, self.hands[seat], self.history)

    def dealt(self) -> tuple[CardSet, ...]:
        """The hands as dealt."""
        played = [CardSet(c for s, c, _ in self.progress.plays(4) if s == k) for k in range(4)]
        return tuple(h | p for h, p in zip(self.hands, played, strict=True))

    def settle(self) -> Result:
        if not self.is_over:
            raise ValueError("the deal is not over")
        herzen = self.herzen()
        if self.rules.durchmarsch and max(herzen) == 8:
            line = SettlementLine(messages.say("herzeln_durchmarsch"), 8, seat=herzen.index(8))
            return Result(
                scores=tuple(0 if h == 8 else -8 for h in herzen), breakdown=(line,), herzen=herzen
            )
        lines = tuple(
            SettlementLine(messages.say("herzeln_herzen", n=h), -h, seat=s)
            for s, h in enumerate(herzen)
            if h
        )
        return Result(scores=tuple(-h for h in herzen), breakdown=lines, herzen=herzen)


@attrs.frozen
class View(_Play, plain.WireValue):
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
        """A state this view could come from (each other seat short of the suits it has
        shown it lacks)."""
        plays = self.progress.plays(4)
        sizes = [8 - sum(s == k for s, _c, _l in plays) for k in range(4)]
        unseen = DECK - self.hand - CardSet(p.card for p in self.history)
        hands = plain.sample_hands(rng, self.seat, self.hand, unseen, sizes, plays, tries=tries)
        return State(self.rules, self.dealer, hands, self.history)


@attrs.frozen(kw_only=True)
class Result(Settlement, plain.WireValue):
    """The result of a deal: ``scores`` (0 or less) and the Herzen each seat took."""

    herzen: tuple[int, ...]


def _one_score_a_seat(match: Match, _attribute: object, results: tuple[Result, ...]) -> None:
    if any(len(r.scores) != match.rules.players or len(r.herzen) != len(r.scores) for r in results):
        raise ValueError(f"results: a deal of {match.rules.players} seats each")


@attrs.frozen
class Match(plain.WireValue):
    """A match of ``rules.deals`` deals, the deal passing to the left."""

    rules: Rules
    first_dealer: int = 0
    results: tuple[Result, ...] = attrs.field(default=(), validator=_one_score_a_seat)

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
    return State.start(rules, dealer, plain.deal_hands(DECK, rules.players, rng))


FACETS: Final = plain.Facets(
    "herzeln",
    state_type=State,
    view_type=View,
    rules_type=Rules,
    match_type=Match,
    settlement_type=Result,
    play_type=Play,
    parse_action=parse_action,
    taken=State.herzen,
    text={"de": {"taken": "Herzen bisher"}, "en": {"taken": "Herzen so far"}},
    deck=DECK,
)
"""The ``wire``, ``records``, ``narration`` and ``frontend`` facets: those of a plain
trick game (the others take the defaults: the pictures are the plain ones)."""

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
        seats=(4,),
        card_style="schafkopf",
        deal=deal,
        parse_action=parse_action,
        facets=dict.fromkeys(("wire", "records", "narration", "frontend"), "herzeln:FACETS")
        | {"bots": "herzeln.bots:BOTS"},
    )
)
"""The game, registered (found by its entry point once installed)."""
