"""What every plain trick game writes again, in one public place: a game played with a
deck dealt out evenly, each seat playing one card a trick, following the suit led if it
can (``follow_suit``), the highest card of the suit led (or of the trump suit) taking the
trick, and its taker leading the next.

A new game (see docs/protocol.md, "Adding a game", and ``examples/herzeln``) keeps its
rules and its scoring and takes the rest from here:

- [`WireValue`][kartenregeln.plain.WireValue]: ``to_json``/``from_json``/``to_text``/
  ``from_text`` for each value, by the game's ``wire`` facet;
- [`progress`][kartenregeln.plain.progress]: the finished tricks
  ([`Trick`][kartenregeln.plain.Trick]), the trick in progress and its leader after the
  cards played;
- [`follow_suit`][kartenregeln.plain.follow_suit] and
  [`why_not`][kartenregeln.plain.why_not]: the legal cards and, for a card that is not,
  the reason in the library's sentences (translated by
  [`kartenregeln.messages.translate`][kartenregeln.messages.translate]);
- [`deal_hands`][kartenregeln.plain.deal_hands], [`check_hands`][kartenregeln.plain.check_hands]
  and [`sample_hands`][kartenregeln.plain.sample_hands]: a shuffled deal, a deal checked,
  and a deal a view could come from (the search bot's worlds);
- [`Facets`][kartenregeln.plain.Facets]: one object serving the ``wire``, ``records``,
  ``narration`` and ``frontend`` facets of a game whose only action plays a card.

>>> from kartenregeln.cards import CardSet
>>> p = progress(1, 4, tuple(map(Card.parse, "EA EK HA E7 GA".split())))
>>> p.tricks[0].winner, p.trick, p.leader
(1, (Card(Suit.SPADES, Rank.ACE),), 1)
>>> follow_suit(CardSet.parse("E7 GK HA"), p.trick).to_text("schafkopf")
'GK'
>>> why_not(Card.parse("HA"), CardSet.parse("E7 GK HA"), p.trick, 2, "schafkopf")
'seat 2 must follow Leaves'
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol, cast

import attrs
from typing_extensions import Self

from kartenregeln import wire
from kartenregeln.cards import Card, CardSet, Suit
from kartenregeln.game import SettlementLine
from kartenregeln.messages import say
from kartenregeln.names import long_name, parse_card, schafkopf_code

if TYPE_CHECKING:
    from kartenregeln.game import GameState, Match, Rules
    from kartenregeln.wire import Builder

__all__ = [
    "Facets",
    "Progress",
    "Trick",
    "WireValue",
    "check_hands",
    "deal_hands",
    "follow_suit",
    "progress",
    "sample_hands",
    "why_not",
]

_SUIT_WORDS: Final = {
    "bavarian": ("Acorns", "Leaves", "Hearts", "Bells"),
    "french": ("clubs", "spades", "hearts", "diamonds"),
}
"""A suit as the library's English sentences name it, by the face of the game's cards."""


def _code(card_style: str) -> Callable[[Card], str]:
    """How a game of ``card_style`` (``"schafkopf"`` or ``"french"``) writes a card."""
    return _french if card_style == "french" else schafkopf_code


class WireValue:
    """The text and JSON forms of a game's value (its wire form, see
    [`kartenregeln.wire`][kartenregeln.wire]): a base class of the game's rules, state,
    view, settlement and match."""

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
            raise wire.WireError(
                "type", say("wire_expected_class", name=cls.__name__, found=repr(value))
            )
        return value


@attrs.frozen
class Trick:
    """A finished trick: who led it, its cards from the leader on, and who took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


class Progress(NamedTuple):
    """The finished tricks, the trick in progress and who leads (or led) it."""

    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    leader: int

    def plays(self, seats: int) -> list[tuple[int, Card, Suit]]:
        """Every card played so far: who played it, the card and the suit led."""
        out = []
        for trick in (*self.tricks, Trick(self.leader, self.trick, -1)):
            led = trick.cards[0].suit if trick.cards else Suit.CLUBS
            out += [((trick.leader + k) % seats, c, led) for k, c in enumerate(trick.cards)]
        return out


@functools.lru_cache(maxsize=8192)
def progress(
    first_leader: int, seats: int, cards: tuple[Card, ...], trump: Suit | None = None
) -> Progress:
    """The tricks of ``cards`` played in turn from ``first_leader`` on by ``seats``
    players: the highest card of ``trump`` (if any) or else of the suit led takes a trick
    and leads the next (cached: a state asks for it on each of its properties)."""
    if not cards:
        return Progress((), (), first_leader % seats)
    tricks, trick, leader = progress(first_leader, seats, cards[:-1], trump)
    trick = (*trick, cards[-1])
    if len(trick) < seats:
        return Progress(tricks, trick, leader)
    led = trick[0].suit
    best = max(
        range(seats), key=lambda k: (trick[k].suit == trump, trick[k].suit == led, trick[k].rank)
    )
    winner = (leader + best) % seats
    return Progress((*tricks, Trick(leader, trick, winner)), (), winner)


def follow_suit(hand: CardSet, trick: Sequence[Card]) -> CardSet:
    """The cards of ``hand`` that may join ``trick``: those of the suit led, if it holds
    any, else all."""
    follow = hand.of(trick[0].suit) if trick else hand
    return follow or hand


def why_not(
    card: Card, hand: CardSet, trick: Sequence[Card], seat: int, card_style: str = "french"
) -> str | None:
    """Why ``seat`` may not play ``card`` from ``hand`` into ``trick`` under
    [`follow_suit`][kartenregeln.plain.follow_suit] (``None`` if it may), in the
    library's English sentence: give it in another language with
    [`translate`][kartenregeln.messages.translate]."""
    code = _code(card_style)(card)
    if card not in hand:
        return say("does_not_hold", seat=seat, card=code)
    if card in follow_suit(hand, trick):
        return None
    words = _SUIT_WORDS["french" if card_style == "french" else "bavarian"]
    return say("must_follow_suit", seat=seat, suit=words[trick[0].suit])


def deal_hands(deck: Iterable[Card], seats: int, rng: random.Random | None = None) -> list[CardSet]:
    """``deck`` shuffled and dealt out evenly to ``seats`` hands."""
    cards = list(deck)
    (rng or random.Random()).shuffle(cards)
    size = len(cards) // seats
    return [CardSet(cards[k * size : (k + 1) * size]) for k in range(seats)]


def check_hands(
    deck: CardSet, seats: int, hands: Sequence[str | Iterable[Card]]
) -> tuple[CardSet, ...]:
    """``hands`` (texts or cards) as card sets, one per seat; ``ValueError`` unless they
    deal ``deck`` out evenly, each card once."""
    sets = tuple(CardSet.parse(h) if isinstance(h, str) else CardSet(h) for h in hands)
    size = len(deck) // seats
    if len(sets) != seats or any(len(h) != size for h in sets):
        raise ValueError(f"deal {seats} hands of {size} cards")
    if functools.reduce(CardSet.__or__, sets) != deck:
        raise ValueError(f"the hands must hold the {len(deck)} cards of the deck, each once")
    return sets


def sample_hands(
    rng: random.Random,
    seat: int,
    hand: CardSet,
    unseen: CardSet,
    sizes: Sequence[int],
    plays: Iterable[tuple[int, Card, Suit]],
    *,
    tries: int = 1000,
) -> tuple[CardSet, ...]:
    """A deal a seat's view could come from: ``hand`` for ``seat`` and the ``unseen``
    cards dealt at random to the others (``sizes`` cards each), none holding a suit it
    has shown it lacks in ``plays`` (not following the suit led, see
    [`Progress.plays`][kartenregeln.plain.Progress.plays]).

    The first ``tries`` (at most 20) shuffles are kept or thrown away whole, which
    draws every fitting deal alike; when none fits, the cards are dealt one by one,
    each to a seat that may hold it and leaves room for the rest, so a late view with
    many voids still gets a deal. ``ValueError`` only when no deal fits at all: the
    voids shown leave no seat for some unseen cards."""
    void: list[set[Suit]] = [set() for _ in sizes]
    for who, card, led in plays:
        if card.suit != led:
            void[who].add(led)
    cards = list(unseen)
    for _ in range(min(tries, _SHUFFLES)):
        rng.shuffle(cards)
        hands, at = [], 0
        for other, size in enumerate(sizes):
            size = 0 if other == seat else size
            hands.append(hand if other == seat else CardSet(cards[at : at + size]))
            at += size
        if all(not any(c.suit in void[s] for c in h) for s, h in enumerate(hands)):
            return tuple(hands)
    room = [0 if s == seat else size for s, size in enumerate(sizes)]
    dealt = _deal_one_by_one(rng, cards, room, void)
    if dealt is None:
        raise ValueError(
            f"no deal fits the view within {tries} tries: the suits the seats have shown"
            " they lack leave no place for some unseen cards"
        )
    return tuple(hand if s == seat else CardSet(h) for s, h in enumerate(dealt))


_SHUFFLES: Final = 20
"""How many whole shuffles `sample_hands` tries before it deals card by card."""


def _fits(kinds: Mapping[int, int], room: Sequence[int]) -> bool:
    """Hall's condition: for every set of seats T, the cards that only seats in T may
    hold fit into T's room (``kinds`` counts the cards per set of seats allowed)."""
    for t in range(1, 1 << len(room)):
        need = sum(n for allowed, n in kinds.items() if allowed & ~t == 0)
        if need > sum(r for s, r in enumerate(room) if t >> s & 1):
            return False
    return True


def _deal_one_by_one(
    rng: random.Random, cards: list[Card], room: list[int], void: Sequence[set[Suit]]
) -> list[list[Card]] | None:
    """``cards`` dealt into ``room`` (cards per seat), no seat getting a suit in its
    ``void``: each card in random order to a seat drawn by its room left, kept only
    where the rest still fit. ``None`` when no deal fits."""
    seats = range(len(room))

    def allowed(card: Card) -> int:
        return sum(1 << s for s in seats if room[s] and card.suit not in void[s])

    masks = [allowed(c) for c in cards]
    kinds: dict[int, int] = {}
    for m in masks:
        kinds[m] = kinds.get(m, 0) + 1
    if sum(room) != len(cards) or not _fits(kinds, room):
        return None
    hands: list[list[Card]] = [[] for _ in seats]
    order = list(range(len(cards)))
    rng.shuffle(order)
    for i in order:
        mask = masks[i]
        kinds[mask] -= 1
        options = [s for s in seats if mask >> s & 1 and room[s]]
        options.sort(key=lambda s: -(rng.random() ** (1 / room[s])))
        for s in options:
            room[s] -= 1
            if _fits(kinds, room):
                hands[s].append(cards[i])
                break
            room[s] += 1
        else:  # pragma: no cover - Hall's condition held before this card
            return None
    return hands


class _State(Protocol):
    rules: Any
    dealer: int
    history: tuple[Any, ...]

    def dealt(self) -> Sequence[CardSet]: ...


class _View(Protocol):
    @property
    def num_seats(self) -> int: ...

    @property
    def leader(self) -> int: ...

    @property
    def trick(self) -> Sequence[Card]: ...


class _Deals(Protocol):
    @property
    def deals(self) -> int: ...


class _PlainMatch(Protocol):
    """A plain game's match: its length is its rules' ``deals``."""

    @property
    def rules(self) -> _Deals: ...


class _Play(Protocol):
    @property
    def card(self) -> Card: ...


class _Result(Protocol):
    @property
    def scores(self) -> Sequence[int]: ...


_TEXT: Final = {
    "de": {"taken": "Stiche bisher", "yes_no": "", "deal": "Spiel", "deals": "Spielen"},
    "en": {"taken": "tricks so far", "yes_no": "", "deal": "deal", "deals": "deals"},
}


class Facets:
    """The ``wire``, ``records``, ``narration`` and ``frontend`` facets of a plain trick
    game whose only action, ``play_type(card)``, plays a card (written as its code): one
    object the descriptor names for each (``dict.fromkeys(("wire", "records", "narration",
    "frontend"), "herzeln:FACETS")``).

    It asks of the game: a state with ``rules``, ``dealer``, ``history`` and ``dealt()``
    (the hands as dealt), made by ``state_type.start(rules, dealer, hands)``; a view with
    ``num_seats``, ``leader`` and ``trick``; a match made by ``match_type(rules,
    first_dealer)`` with its length in ``rules.deals``; a settlement with ``scores``.
    ``taken`` says what each seat has taken in a deal so far (default: its tricks),
    ``text`` changes words of the table (see
    [`NarrationRequired.TEXT`][kartenregeln.facets.NarrationRequired.TEXT]), and ``deck`` (the
    cards of the game) lets [`kartenregeln.wire.schema`][kartenregeln.wire.schema]
    describe the wire types in full.
    """

    DEAL_WORDS: Final = ("deal", "deals")

    def __init__(
        self,
        name: str,
        *,
        state_type: Any,
        view_type: type,
        rules_type: type,
        match_type: type,
        settlement_type: type,
        play_type: Callable[[Card], Any],
        parse_action: Callable[[str], Any],
        values: Iterable[type] = (),
        card_style: str = "schafkopf",
        taken: Callable[[Any], tuple[int, ...]] | None = None,
        text: Mapping[str, Mapping[str, str]] | None = None,
        deck: Iterable[Card] = (),
    ) -> None:
        self._name, self._state, self._view, self._rules = name, state_type, view_type, rules_type
        self._match, self._play, self._taken = match_type, play_type, taken
        self._settlement, self._deck = settlement_type, tuple(deck)
        example = ("QS", "Pik-Dame") if card_style == "french" else ("HA", "Herz-Sau")
        self._style = card_style
        self.TEXT = {
            lang: {
                **_TEXT[lang],
                "examples": f"{example[0]} {'oder' if lang == 'de' else 'or'} '{example[1]}'",
                **(text or {}).get(lang, {}),
            }
            for lang in _TEXT
        }
        self.CODEC: Final = wire.Codec(
            card_code=_code(card_style),
            parse_card=parse_card,
            action_types=(play_type,),  # type: ignore[arg-type]
            parse_action=parse_action,
            namespace={
                c.__name__: c
                for c in (state_type, view_type, rules_type, match_type, settlement_type)
            }
            | {c.__name__: c for c in (play_type, *values) if isinstance(c, type)}
            | {"Card": Card, "CardSet": CardSet, "SettlementLine": SettlementLine},
        )
        self.TYPES: Final[dict[str, Any]] = {
            f"{name}.state": ((state_type,), self._encode_state, self._decode_state),
            f"{name}.view": ((view_type,), self._encode_view, self._decode_view),
            f"{name}.action": wire.by_entry(self.CODEC, (play_type,), "action", self.CODEC.action),  # type: ignore[arg-type]
            f"{name}.rules": wire.by_fields(self.CODEC, rules_type),
            f"{name}.settlement": wire.by_fields(self.CODEC, settlement_type),
            f"{name}.match": wire.by_fields(self.CODEC, match_type),
        }

    # -- wire ----------------------------------------------------------------------------
    def _encode_state(self, state: _State) -> dict[str, Any]:
        return {
            "rules": self.CODEC.encode(state.rules),
            "dealer": state.dealer,
            "hands": [self.CODEC.encode(h) for h in state.dealt()],
            "history": [str(a) for a in state.history],
        }

    def _decode_state(self, data: Any, entry: str) -> Any:
        data = wire.entries(data, entry, ("rules", "dealer", "hands", "history"))
        rules = self.CODEC.decode(self._rules, data["rules"], wire.join(entry, "rules"))
        dealer = self.CODEC.decode(int, data["dealer"], wire.join(entry, "dealer"))
        hands = self.CODEC.decode(tuple[CardSet, ...], data["hands"], wire.join(entry, "hands"))
        return self.CODEC.replay(
            lambda: self._state.start(rules, dealer, hands), data["history"], entry
        )

    def render(self, view: _View) -> dict[str, Any]:
        """What a client that does not know the rules draws: the trick with its seats."""
        n = view.num_seats
        trick = [
            {"seat": (view.leader + k) % n, "card": self.CODEC.card_code(c)}
            for k, c in enumerate(view.trick)
        ]
        return {"trick": trick}

    def _encode_view(self, view: _View) -> dict[str, Any]:
        return {**self.CODEC.encode_fields(view), "render": self.render(view)}

    def _decode_view(self, data: Any, entry: str) -> Any:
        return self.CODEC.view(self._view, data, entry, self.render)

    def schema_cards(self) -> list[str]:
        """Every card code of the game (its ``deck``), for the JSON Schema."""
        return [self.CODEC.card_code(card) for card in self._deck]

    def schema(self, b: Builder) -> dict[str, dict[str, Any]]:
        """The JSON Schema of each wire type (see
        [`kartenregeln.wire.schema`][kartenregeln.wire.schema])."""
        hand = {"type": "array", "items": b.card(), "uniqueItems": True}
        actions = {"type": "array", "items": {"type": "string"}}
        state = {
            "rules": b.of(self._rules),
            "dealer": {"type": "integer", "minimum": 0},
            "hands": {"type": "array", "items": hand},
            "history": actions,
        }
        view = {"render": b.render({"trick": {"type": "array", "items": b.seat_card()}})}
        n = self._name
        return {
            f"{n}.state": b.state(state, {}),
            f"{n}.view": b.fields(self._view, {**view, "legal_actions": actions}),
            f"{n}.action": b.obj({"action": {"type": "string"}}, ["action"]),
            f"{n}.rules": b.fields(self._rules),
            f"{n}.settlement": b.fields(self._settlement),
            f"{n}.match": b.fields(self._match),
        }

    # -- records -------------------------------------------------------------------------
    def dealt_hands(self, state: _State) -> tuple[str, ...]:
        return tuple(h.to_text(self._style) for h in state.dealt())

    def start(
        self, rules: Rules, dealer: int, round_: int | None, hands: Sequence[str], pot: int
    ) -> GameState[Any]:
        state: GameState[Any] = self._state.start(rules, dealer, list(hands))
        return state

    def new_match(self, rules: Rules, games: int | None, first_dealer: int) -> Match[Any]:
        match: Match[Any] = self._match(rules, first_dealer)
        return match

    # -- frontend ------------------------------------------------------------------------
    def deals(self, match: _PlainMatch) -> int:
        return int(match.rules.deals)

    def taken(self, state: GameState[Any]) -> tuple[int, ...]:
        if self._taken is not None:
            return self._taken(state)
        won = [0] * state.num_seats
        for trick in state.tricks:
            won[trick.winner] += 1
        return tuple(won)

    # -- narration -----------------------------------------------------------------------
    def play(self, card: Card) -> Hashable:
        action: Hashable = self._play(card)
        return action

    def action_line(
        self, action: Hashable, seat: int, lang: str, face: str, cards: str = ""
    ) -> str:
        from kartenregeln.narration import seat_word

        return self.action_sentence(action, seat, lang, face, cards, f"{seat_word(lang)} {seat}")

    def action_sentence(
        self, action: Hashable, seat: int, lang: str, face: str, cards: str, who: str
    ) -> str:
        de = lang == "de"
        card = cast("_Play", action).card  # every action of a plain game plays a card
        name = long_name(card, "de" if de else "en", face)  # type: ignore[arg-type]
        return f"{who} {'spielt' if de else 'plays'} {name}"

    def result_line(
        self, result: _Result, number: int, lang: str, face: str | None, who: Callable[[int], str]
    ) -> str:
        # the amounts follow it where it is shown (see NarrationFacet.result_line)
        return f"{self.TEXT['de' if lang == 'de' else 'en']['deal']} {number}"


def _french(card: Card) -> str:
    return format(card, "french")
