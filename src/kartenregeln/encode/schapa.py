"""The Schapa observation vector and action index space (see ``kartenregeln.encode``).

The vector has room for six seats whatever the table's size; seats are relative to the
viewing seat (offset 0 is the seat itself, 1 the next seat clockwise…); entries for
seats beyond the table's size stay 0. Cards are in the order of ``Card.index`` (the 52
cards of the full deck; cards a smaller table leaves out stay 0).
"""

from __future__ import annotations

from typing import Any, Final

from kartenregeln.cards import Card
from kartenregeln.schapa.actions import ENDE, PLAYS, SCHAPA, Action, Ende, Play, Schapa
from kartenregeln.schapa.rules import LAYOUT_ROUND

from ._layout import Layout, Writer

__all__ = [
    "ACTIONS",
    "HISTORY_SLOTS",
    "LAYOUT",
    "NUM_ACTIONS",
    "OBSERVATION_RANGE",
    "PLAYS",
    "action_index",
    "chance_cards",
    "check_episode",
    "deal_packet",
    "dealt_cards",
    "deck_mask",
    "default_rules",
    "is_action",
    "new_episode",
    "observation",
    "reward",
    "start",
]

ACTIONS: Final[tuple[Action, ...]] = (*PLAYS, SCHAPA, ENDE)
"""The action of each index: the 52 cards by ``Card.index``, then schapa, ende."""
NUM_ACTIONS: Final = len(ACTIONS)
_INDEX: Final[dict[Action, int]] = {a: i for i, a in enumerate(ACTIONS)}
SEATS: Final = 6
MAX_TRICKS: Final = 17
HISTORY_SLOTS: Final = 341
"""Room for the actions of the layout round (round 7). Each turn lays at least one card
or says schapa, at most ``players - 1`` schapas follow each other (the round never
blocks), and ``ende`` ends a turn with a lay; so a round has at most
``2 * cards + (players - 1) * (cards + 1)`` actions: 341 for six players (48 cards)."""

LAYOUT: Final = Layout(
    [
        ("seat", SEATS, "the viewing seat (absolute), one-hot"),
        ("players", 4, "the table's size: 3, 4, 5 or 6 players, one-hot"),
        ("round", 8, "the round, 1 to 8, one-hot"),
        ("dealer", SEATS, "the dealer (relative seat)"),
        ("to_move", SEATS + 1, "the seat to move (relative), or entry 6 once the round is over"),
        ("hand", 52, "the seat's own cards"),
        ("hand_sizes", SEATS, "the number of cards each relative seat holds, / 17"),
        ("played_by", 52 * SEATS, "card k played (or laid) by relative seat r: entry 6k + r"),
        ("played_when", 52, "card k played in trick t: (t + 1) / 17; in round 7 laid as "
         f"action i of the round: (i + 1) / {HISTORY_SLOTS}"),
        ("trick", 52, "the cards of the trick being played"),
        ("trick_leader", SEATS, "who led the trick being played (relative seat)"),
        ("tricks_won", SEATS, "the tricks each relative seat has taken, / 17"),
        ("layout", 52, "round 7: the cards laid"),
        ("fits", 52, "round 7: the cards that may be laid now"),
        ("finished", SEATS, "round 7: relative seat out as the k-th (1-based): k / 6"),
        ("scores", SEATS, "the round's points so far per relative seat, / 100"),
        ("history", HISTORY_SLOTS, "round 7: action i of the round by relative seat r: "
         "(3r + k + 1) / 19 with k = 0 lay, 1 schapa, 2 ende; 0 for no action"),
    ]
)  # fmt: skip


def action_index(action: Action) -> int:
    """The index of a Schapa action (0–53)."""
    try:
        return _INDEX[action]
    except (KeyError, TypeError):
        raise ValueError(f"{action!r} is not a Schapa action") from None


def _kind(action: Action) -> int:
    return 0 if type(action) is Play else 1 if type(action) is Schapa else 2


def observation(view: Any) -> list[float]:
    """The observation vector of a Schapa view, in the order of
    [`LAYOUT`][kartenregeln.encode.schapa.LAYOUT]."""
    lay = LAYOUT
    me: int = view.seat
    n: int = view.rules.players
    w = Writer(lay.size)
    v = w.v

    def rel(seat: int | None) -> int | None:
        return None if seat is None else (seat - me) % n

    w.one(lay.seat, me)
    w.one(lay.players, n - 3)
    w.one(lay.round, view.round - 1)
    w.one(lay.dealer, rel(view.dealer))
    w.one(lay.to_move, SEATS if view.to_move is None else rel(view.to_move))
    w.mask(lay.hand, [c.index for c in view.hand])
    for s in range(n):
        r = (s - me) % n
        v[lay.hand_sizes + r] = view.hand_sizes[s] / 17
        v[lay.tricks_won + r] = view.tricks_won[s] / 17
        v[lay.scores + r] = view.scores[s] / 100
    if view.round == LAYOUT_ROUND:
        if len(view.history) > HISTORY_SLOTS:
            raise ValueError(f"round 7 has more than {HISTORY_SLOTS} actions")
        for i, (action, seat) in enumerate(zip(view.history, view.movers, strict=True)):
            r = (seat - me) % n
            v[lay.history + i] = (3 * r + _kind(action) + 1) / 19
            if type(action) is Play:
                pos = action.card.index
                v[lay.played_by + SEATS * pos + r] = 1.0
                v[lay.played_when + pos] = (i + 1) / HISTORY_SLOTS
        w.mask(lay.layout, [c.index for c in view.layout])
        w.mask(lay.fits, [c.index for c in view.fits])
        for k, seat in enumerate(view.finished):
            v[lay.finished + (seat - me) % n] = (k + 1) / 6
        return v
    for t, trick in enumerate(view.tricks):
        _played(v, trick.leader, trick.cards, t, me, n)
    if view.trick:
        leader = view.leader
        _played(v, leader, view.trick, len(view.tricks), me, n)
        w.mask(lay.trick, [c.index for c in view.trick])
        w.one(lay.trick_leader, rel(leader))
    return v


def _played(v: list[float], leader: int, cards: Any, t: int, me: int, n: int) -> None:
    base, when = LAYOUT.played_by, LAYOUT.played_when
    for k, card in enumerate(cards):
        v[base + SEATS * card.index + (leader + k - me) % n] = 1.0
        v[when + card.index] = (t + 1) / MAX_TRICKS


def is_action(action: object) -> bool:
    """Whether ``action`` is a Schapa action."""
    return isinstance(action, (Play, Schapa, Ende))


# -- what the learning environments (kartenregeln.rl) need of this game -------------------

OBSERVATION_RANGE: Final = (-10.0, 10.0)
"""The range of every entry of the observation vector (the scores reach -10 and 10)."""


def default_rules() -> Any:
    """The rules of an environment given none: ``Rules(players=4)``."""
    from kartenregeln.schapa.rules import Rules

    return Rules(players=4)


def check_episode(rules: Any, *, match: bool, games: int, round: int | None) -> None:
    """A ``ValueError`` for episode settings this game refuses."""
    if round is not None and round not in range(1, 9):
        raise ValueError("round is a Schapa round from 1 to 8")


def new_episode(
    rules: Any, rng: Any, *, match: bool, games: int, round: int | None
) -> tuple[Any, Any]:
    """The first state of an episode and its match (``None`` for a single round:
    ``round``, or one drawn from ``rules.rounds`` when ``None``)."""
    n = rules.players
    if match:
        from kartenregeln.schapa.match import Match

        m = Match(rules, first_dealer=rng.randrange(n))
        return m.deal(rng), m
    from kartenregeln.schapa.state import deal

    number = round if round is not None else rng.choice(rules.rounds)
    return deal(rules, round=number, dealer=rng.randrange(n), rng=rng), None


def reward(settlement: Any) -> tuple[int, ...]:
    """What a finished round pays each seat: its round ``scores``."""
    paid: tuple[int, ...] = settlement.scores
    return paid


def start(rules: Any, *, dealer: int, round: int, hands: Any) -> Any:
    """The round's state after dealing ``hands``."""
    from kartenregeln.schapa.state import RoundState

    return RoundState.start(rules, round=round, dealer=dealer, hands=hands)


def chance_cards(rules: Any) -> tuple[Card, ...]:
    """The cards a deal is drawn from, in index order (all 52)."""
    return tuple(Card.from_index(i) for i in range(52))


def deal_packet(rules: Any) -> int:
    """How many cards a seat gets at a time when a deal is dealt card by card: one."""
    return 1


def dealt_cards(world: Any) -> list[list[Card]]:
    """The cards each seat was dealt in ``world``: its hand and the cards it played."""
    hands = [list(h.cards) for h in world.hands]
    for action, seat in zip(world.history, world.movers, strict=True):
        if isinstance(action, Play):
            hands[seat].append(action.card)
    return hands


def deck_mask(rules: Any) -> int:
    """The cards in play under ``rules``, as a mask."""
    mask: int = rules.info.mask
    return mask
