"""The Schafkopf observation vector and action index space (see ``kartenregeln.encode``).

Seats in the vector are relative to the viewing seat: offset 0 is the seat itself, 1 the
next seat clockwise, and so on; with three players (``Rules.players == 3``) the same
layout is used and the entries of relative seat 3 stay 0. Cards are in the order of
``SK_CARDS`` (Eichel, Gras, Herz, Schellen; Sau down to Sieben within each suit).
"""

from __future__ import annotations

from typing import Any, Final

from kartenregeln.cards import Card
from kartenregeln.schafkopf.actions import (
    GUT,
    KLOPFEN,
    KONTRA,
    PLAYS,
    RE,
    SPIELE,
    WEITER,
    Action,
    Announce,
    Play,
    Spiele,
    Weiter,
)
from kartenregeln.schafkopf.contracts import SK_CARDS, SUITS, Contract
from kartenregeln.schafkopf.rules import Deck, GameKind

from ._layout import Layout, Writer

__all__ = [
    "ACTIONS",
    "GAMES",
    "LAYOUT",
    "NUM_ACTIONS",
    "OBSERVATION_RANGE",
    "PLAYS",
    "action_index",
    "action_of",
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

GAMES: Final[tuple[Contract, ...]] = (
    *(Contract(GameKind.RUFSPIEL, s) for s in (SUITS[0], SUITS[1], SUITS[3])),
    *(Contract(GameKind.FARBSOLO, s) for s in SUITS),
    Contract(GameKind.WENZ),
    Contract(GameKind.GEIER),
    *(Contract(GameKind.FARBSOLO, s, tout=True) for s in SUITS),
    Contract(GameKind.WENZ, tout=True),
    Contract(GameKind.GEIER, tout=True),
    Contract(GameKind.SIE),
    # house-rule games, appended so that the indices above stay as they were
    *(Contract(GameKind.FARBWENZ, s) for s in SUITS),
    *(Contract(GameKind.FARBGEIER, s) for s in SUITS),
    *(Contract(GameKind.FARBWENZ, s, tout=True) for s in SUITS),
    *(Contract(GameKind.FARBGEIER, s, tout=True) for s in SUITS),
    Contract(GameKind.BETTEL),
    Contract(GameKind.BETTEL_OUVERT),
)
"""Every game that any ``Rules`` can announce, in the order of their action indices."""
NUM_GAMES: Final = len(GAMES)

_WORDS: Final[tuple[Action, ...]] = (WEITER, SPIELE, KLOPFEN, KONTRA, RE, GUT)
ACTIONS: Final[tuple[Action, ...]] = (
    *(p for c in SK_CARDS for p in (PLAYS[c.index],) if p is not None),
    *_WORDS,
    *(Announce(g) for g in GAMES),
)
"""The action of each index: 32 cards, 6 words, 34 games (72 in all)."""
NUM_ACTIONS: Final = len(ACTIONS)
_INDEX: Final[dict[Action, int]] = {a: i for i, a in enumerate(ACTIONS)}
_CARD_POS: Final[tuple[int, ...]] = tuple(
    SK_CARDS.index(Card.from_index(i)) if Card.from_index(i) in SK_CARDS else -1 for i in range(52)
)
_GAME_POS: Final[dict[Contract, int]] = {g: k for k, g in enumerate(GAMES)}
_GAME_POS[Contract(GameKind.RAMSCH)] = len(GAMES)
# A Bettel with Herz as trump (Rules.bettel_herz) has the index of the Bettel: a table plays
# one of the two, never both (see action_of).
_HERZ_BETTELS: Final = {
    _INDEX[Announce(Contract(kind))]: Announce(Contract(kind, SUITS[2]))
    for kind in (GameKind.BETTEL, GameKind.BETTEL_OUVERT)
}
for _i, _herz in _HERZ_BETTELS.items():
    _INDEX[_herz] = _i
    assert isinstance(_herz, Announce)
    _GAME_POS[_herz.game] = _GAME_POS[Contract(_herz.game.kind)]


def action_of(rules: Any, index: int) -> Action:
    """The action of ``index`` under ``rules`` (a valid index): the Bettel's indices are
    the Bettel with Herz as trump when the rules play it so."""
    if rules.bettel_herz and index in _HERZ_BETTELS:
        return _HERZ_BETTELS[index]
    return ACTIONS[index]


AUCTION_SLOTS: Final = 40
"""Room for the actions of the auction (round two); no real auction comes near it."""

LAYOUT: Final = Layout(
    [
        ("seat", 4, "the viewing seat (absolute), one-hot"),
        ("dealer", 4, "the dealer, relative seat, one-hot"),
        ("phase", 7, "klopfen, round1, auction, kontra, re, play, over: one-hot"),
        ("to_move", 5, "the seat to move (relative), or entry 4 when the game is over"),
        ("hand", 32, "the seat's own cards (the first packet while Klopfen is open)"),
        ("played_by", 128, "card k played by relative seat r: entry 4k + r"),
        ("played_in", 32, "card k played in trick t (0-based): (t + 1) / 8 (/ 10 with the ten "
         "tricks of three players with the long deck)"),
        ("trick", 32, "the cards of the trick being played"),
        ("trick_leader", 4, "who led the trick being played (relative seat)"),
        ("game", NUM_GAMES + 1, "the game being played: the 34 announceable games, then Ramsch"),
        ("declarer", 4, "the declarer (relative seat)"),
        ("partner", 4, "the declarer's partner once it is known (relative seat)"),
        ("klopfer", 4, "the seats that knocked (relative seats)"),
        ("spiele", 4, "the seats that said 'spiele' in round one (relative seats)"),
        ("best_bid", NUM_GAMES, "the highest game announced in the auction so far"),
        ("holder", 4, "who announced it (relative seat)"),
        ("kontra", 4, "who said Kontra (relative seat)"),
        ("re", 4, "who said Re (relative seat)"),
        ("augen", 4, "the Augen each relative seat has taken, / 120"),
        ("auction", AUCTION_SLOTS, "the auction's actions in order: 0 none, else (a + 1) / 36 "
         "with a = 0 for weiter and 1 + the game's index for an announcement"),
        ("open_hand", 32, "Bettel ouvert: the declarer's open cards once the first trick is "
         "complete"),
        ("pot", 1, "the Stock in the pot: pot / (pot + 100)"),
        ("short_deck", 1, "1 when the rules play the short deck (24 cards, 6 per hand)"),
    ]
)  # fmt: skip


def action_index(action: Action) -> int:
    """The index of a Schafkopf action (0–71)."""
    try:
        return _INDEX[action]
    except (KeyError, TypeError):
        raise ValueError(f"{action!r} is not a Schafkopf action") from None


def _rel(seat: int | None, me: int, n: int = 4) -> int | None:
    return None if seat is None else (seat - me) % n


def observation(view: Any) -> list[float]:
    """The observation vector of a Schafkopf view, in the order of
    [`LAYOUT`][kartenregeln.encode.schafkopf.LAYOUT]."""
    lay = LAYOUT
    me: int = view.seat
    w = Writer(lay.size)
    v = w.v
    n: int = view.rules.players  # three players: the relative seat 3 entries stay 0
    w.one(lay.seat, me)
    w.one(lay.dealer, _rel(view.dealer, me, n))
    w.one(lay.phase, int(view.phase))
    w.one(lay.to_move, 4 if view.to_move is None else _rel(view.to_move, me, n))
    w.mask(lay.hand, [_CARD_POS[c.index] for c in view.hand])
    tricks = view.tricks
    current = view.trick
    tricks_scale = max(8, view.rules.hand_size)  # ten tricks: three with the long deck
    for t, trick in enumerate(tricks):
        _played(v, trick.leader, trick.cards, (t + 1) / tricks_scale, me, n)
    if current:
        leader = tricks[-1].winner if tricks else (view.dealer + 1) % n
        _played(v, leader, current, (len(tricks) + 1) / tricks_scale, me, n)
        w.mask(lay.trick, [_CARD_POS[c.index] for c in current])
        w.one(lay.trick_leader, _rel(leader, me, n))
    if view.game is not None:
        w.one(lay.game, _GAME_POS[view.game])
    w.one(lay.declarer, _rel(view.declarer, me, n))
    w.one(lay.partner, _rel(view.partner, me, n))
    w.mask(lay.klopfer, [(s - me) % n for s in view.klopfer])
    auction = 0
    skip = 2 * n if view.rules.klopfen else n
    for k, (seat, action) in enumerate(view.bids):
        if k < skip:
            if type(action) is Spiele:
                v[lay.spiele + (seat - me) % n] = 1.0
            continue
        if type(action) is Announce:
            code = 1 + _GAME_POS[action.game]
            v[lay.best_bid : lay.best_bid + NUM_GAMES] = [0.0] * NUM_GAMES
            v[lay.best_bid + code - 1] = 1.0
            v[lay.holder : lay.holder + 4] = [0.0] * 4
            v[lay.holder + (seat - me) % n] = 1.0
        elif type(action) is Weiter:
            code = 0
        else:
            continue
        if auction >= AUCTION_SLOTS:
            raise ValueError(f"the auction has more than {AUCTION_SLOTS} actions")
        v[lay.auction + auction] = (code + 1) / (NUM_GAMES + 2)
        auction += 1
    w.one(lay.kontra, _rel(view.kontra, me, n))
    w.one(lay.re, _rel(view.re, me, n))
    for s, augen in enumerate(view.augen):
        v[lay.augen + (s - me) % n] = augen / 120
    if view.open_hand is not None:
        w.mask(lay.open_hand, [_CARD_POS[c.index] for c in view.open_hand])
    pot: int = view.pot
    v[lay.pot] = pot / (pot + 100)
    if view.rules.deck is Deck.SHORT:
        v[lay.short_deck] = 1.0
    return v


def _played(v: list[float], leader: int, cards: Any, when_value: float, me: int, n: int) -> None:
    base, when = LAYOUT.played_by, LAYOUT.played_in
    for k, card in enumerate(cards):
        pos = _CARD_POS[card.index]
        v[base + 4 * pos + (leader + k - me) % n] = 1.0
        v[when + pos] = when_value


def is_action(action: object) -> bool:
    """Whether ``action`` is a Schafkopf action."""
    return isinstance(action, (Play, *(type(a) for a in _WORDS), Announce))


# -- what the learning environments (kartenregeln.rl) need of this game -------------------

OBSERVATION_RANGE: Final = (0.0, 1.0)
"""The range of every entry of the observation vector."""


def default_rules() -> Any:
    """The rules of an environment given none: ``Rules()``."""
    from kartenregeln.schafkopf.rules import Rules

    return Rules()


def check_episode(rules: Any, *, match: bool, games: int, round: int | None) -> None:
    """A ``ValueError`` for episode settings this game refuses."""
    if round is not None:
        raise ValueError("round is a Schapa round from 1 to 8")
    if match:
        from kartenregeln.schafkopf.match import Match

        Match(rules, games, 0)  # a ValueError for a size the match rules refuse


def new_episode(
    rules: Any, rng: Any, *, match: bool, games: int, round: int | None
) -> tuple[Any, Any]:
    """The first state of an episode and its match (``None`` for a single game)."""
    n = rules.players
    if match:
        from kartenregeln.schafkopf.match import Match

        m = Match(rules, games, rng.randrange(n))
        return m.deal(rng), m
    from kartenregeln.schafkopf.state import deal

    return deal(rules, dealer=rng.randrange(n), rng=rng), None


def reward(settlement: Any) -> tuple[int, ...]:
    """What a finished game pays each seat: the zero-sum ``balance``."""
    paid: tuple[int, ...] = settlement.balance
    return paid


def start(rules: Any, *, dealer: int, round: int, hands: Any) -> Any:
    """The state after dealing ``hands`` (``round`` is not used)."""
    from kartenregeln.schafkopf.state import GameState

    return GameState.start(rules, dealer=dealer, hands=hands)


def chance_cards(rules: Any) -> tuple[Card, ...]:
    """The cards a deal is drawn from, in index order (the 32 of the long deck)."""
    return SK_CARDS


def deal_packet(rules: Any) -> int:
    """How many cards a seat gets at a time when a deal is dealt card by card: half a
    hand (two packets)."""
    size: int = rules.deck.hand_size // 2
    return size


def dealt_cards(world: Any) -> list[list[Card]]:
    """The cards each seat was dealt in ``world``, in dealing order (the first packet
    first)."""
    out = []
    for seat in range(world.num_seats):
        first = list(world.first_packet(seat).cards)
        out.append(first + [c for c in world.initial_hand(seat).cards if c not in first])
    return out


def deck_mask(rules: Any) -> int:
    """The cards in play under ``rules`` (32 or 24), as a mask."""
    from kartenregeln.schafkopf.contracts import DECK_MASK

    mask: int = DECK_MASK[rules.deck]
    return mask
