"""The Schafkopf auction: what the bidding decided, which games the rules know and rank,
which a hand may announce, and the legal choices of the second round.

The state ([`kartenregeln.schafkopf.state`][kartenregeln.schafkopf.state]) keeps the bidding
record (``_Bid``, a plain tuple on the hot path) and asks this module for its legal
bidding actions, why one is refused, and the state after each bidding step (Klopfen,
round one, the auction, Kontra and Re); the bots ask
[`announceable`][kartenregeln.schafkopf.auction.announceable].

>>> from kartenregeln.schafkopf import Rules
>>> from kartenregeln.schafkopf.contracts import OBER_MASK, UNTER_MASK
>>> [str(g) for g in announceable(Rules(tout=False, geier=False), OBER_MASK | UNTER_MASK)][-2:]
['wenz', 'sie']
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from kartenregeln._fast import by_identity, value_key
from kartenregeln.cards import Card
from kartenregeln.messages import Message, say
from kartenregeln.schafkopf.actions import (
    WEITER,
    Action,
    Announce,
    Klopfen,
    Kontra,
    Re,
    Spiele,
    Weiter,
)
from kartenregeln.schafkopf.contracts import (
    OBER_MASK,
    SUIT_NAMES_DE,
    SUITS,
    UNTER_MASK,
    Contract,
    card_code,
    table_for,
)
from kartenregeln.schafkopf.phase import _AUCTION, _KLOPFEN, _KONTRA, _OVER, _RE, _ROUND1
from kartenregeln.schafkopf.rules import AllPass, GameKind, Rules

if TYPE_CHECKING:
    from kartenregeln.schafkopf.state import GameState

__all__ = ["announceable"]


class _Bid(NamedTuple):
    """Everything the bidding decided (changes only before the first card).

    A plain tuple: built with ``_bid`` (``tuple.__new__``) on the hot path."""

    klopfer: tuple[int, ...] = ()
    spiele: tuple[int, ...] = ()
    inn: tuple[int, ...] = ()
    holder: int | None = None
    best: Contract | None = None
    game: Contract | None = None
    declarer: int | None = None
    partner: int | None = None
    kontra: int | None = None
    re: int | None = None
    call_bit: int = 0
    call_suit: int = -1
    thrown_in: bool = False
    # Always empty since the log got a slot of its own in the state (``GameState._log``);
    # kept so that pickles of earlier releases, which keep the log here, load.
    log: tuple[tuple[int, Action], ...] = ()


_NO_BID: Final = _Bid()
_BID_INDEX: Final = {name: i for i, name in enumerate(_Bid._fields)}
_new_tuple: Final = tuple.__new__


# The positions of the bidding record's fields (the log is last).
_KLOPFER, _SPIELE, _INN, _HOLDER, _BEST, _GAME, _DECLARER, _PARTNER = range(8)
_KONTRA_SEAT, _RE_SEAT, _CALL_BIT, _CALL_SUIT, _THROWN_IN, _LOG = range(8, 14)
assert tuple(_BID_INDEX.values()) == tuple(range(14))


def _put(bid: _Bid, index: int, new: object) -> _Bid:
    """``bid`` with the field at ``index`` changed (the step's rebuild)."""
    fields: list[Any] = list(bid)
    fields[index] = new
    result: _Bid = _new_tuple(_Bid, fields)
    return result


def _ev(bid: _Bid, **changes: Any) -> _Bid:
    """``bid`` with ``changes``: a positional rebuild, far cheaper than ``_replace``."""
    fields = list(bid)
    for name, new in changes.items():
        fields[_BID_INDEX[name]] = new
    result: _Bid = _new_tuple(_Bid, fields)
    return result


_RAMSCH: Final = Contract(GameKind.RAMSCH)
_SIE: Final = GameKind.SIE
_RUFSPIEL: Final = GameKind.RUFSPIEL
# The called Sau's bit and the suit's number, by the suit of a Rufspiel.
_CALLED: Final = {suit: (Card(suit, 14).bit, int(suit)) for suit in SUITS}
_RUF_TABLE: Final = table_for(Contract(GameKind.RUFSPIEL, SUITS[0]))


# Below every Solo of the Solo class: the Bettel, then the Bettel ouvert.
_BETTEL_RANK: Final = {GameKind.BETTEL: -2, GameKind.BETTEL_OUVERT: -1}
_BETTEL: Final = GameKind.BETTEL
_BETTEL_OUVERT: Final = GameKind.BETTEL_OUVERT


def _game_key(rules: Rules, game: Contract) -> tuple[int, int]:
    cls = game.game_class
    if cls in (1, 2):
        rank = _BETTEL_RANK.get(game.kind)
        return (cls, rules.solo_rank(game.kind) if rank is None else rank)
    return (cls, 0)


@functools.lru_cache(maxsize=64)
def _ranked_games(rules: Rules) -> tuple[tuple[Contract, tuple[int, int]], ...]:
    """Every game these rules know, in the order of ``legal_actions``, with its rank."""
    return tuple((g, _game_key(rules, g)) for g in _all_games(rules))


@functools.lru_cache(maxsize=64)
def _all_games(rules: Rules) -> tuple[Contract, ...]:
    """Every game these rules know, in the order of ``legal_actions`` (no Rufspiel with
    three players: there is nobody to call)."""
    games = []
    if rules.players == 4:
        games += [Contract(GameKind.RUFSPIEL, s) for s in (SUITS[0], SUITS[1], SUITS[3])]
    bettel_suit = SUITS[2] if rules.bettel_herz else None  # Herz
    if rules.bettel:
        games.append(Contract(GameKind.BETTEL, bettel_suit))
    if rules.bettel_ouvert:
        games.append(Contract(GameKind.BETTEL_OUVERT, bettel_suit))
    for tout in (False, True) if rules.tout else (False,):
        kinds = rules.tout_games if tout else _SOLO_GAMES
        if "farbsolo" in kinds:
            games += [Contract(GameKind.FARBSOLO, s, tout=tout) for s in SUITS]
        if "wenz" in kinds:
            games.append(Contract(GameKind.WENZ, tout=tout))
        if rules.geier and "geier" in kinds:
            games.append(Contract(GameKind.GEIER, tout=tout))
        if rules.farbwenz and "farbwenz" in kinds:
            games += [Contract(GameKind.FARBWENZ, s, tout=tout) for s in SUITS]
        if rules.farbgeier and "farbgeier" in kinds:
            games += [Contract(GameKind.FARBGEIER, s, tout=tout) for s in SUITS]
    if rules.sie:
        games.append(Contract(GameKind.SIE))
    return tuple(games)


_SOLO_GAMES: Final = ("farbsolo", "wenz", "geier", "farbwenz", "farbgeier")


def _plain(game: Contract) -> Contract:
    """``game`` not played Tout."""
    return Contract(game.kind, game.suit)


def _not_played(rules: Rules, game: Contract) -> Message | None:
    """Why ``rules`` do not know ``game`` (``None`` if they do)."""
    if game in _all_games(rules):
        return None
    if game.kind is GameKind.RAMSCH:
        return say("no_ramsch_announce")
    if game.kind is GameKind.RUFSPIEL and rules.players == 3:
        return say("no_rufspiel_three")
    if game.tout and not rules.tout:
        return say("not_played", game="Tout")
    if game.tout and game.kind.value not in rules.tout_games and _plain(game) in _all_games(rules):
        return say("not_played_tout", game=game.name("de").removesuffix(" Tout"))
    if game.is_bettel and (rules.bettel if game.kind is GameKind.BETTEL else rules.bettel_ouvert):
        if rules.bettel_herz:
            return say("bettel_herz")
        return say("bettel_no_trump")
    return say("not_played", game=game.name("de").removesuffix(" Tout"))


_OU: Final = OBER_MASK | UNTER_MASK
# The bit of each callable suit in ``_allowed``; Sie is bit 8.
_RUF_ALLOWED: Final = {SUITS[0]: 1, SUITS[1]: 2, SUITS[3]: 4}
_SIE_ALLOWED: Final = 8
_ANY_HAND: Final = 1 | 2 | 4 | _SIE_ALLOWED
"""``_allowed`` of a hand that may announce every game (a replay of public actions)."""
# (allowed bit, called Sau, cards of the suit) of the three callable suits.
_RUF_CHECKS: Final = tuple(
    (bit, Card(suit, 14).bit, _RUF_TABLE.class_mask[int(suit)])
    for suit, bit in _RUF_ALLOWED.items()
)


((_BIT1, _SAU1, _CARDS1), (_BIT2, _SAU2, _CARDS2), (_BIT3, _SAU3, _CARDS3)) = _RUF_CHECKS


def _allowed(hand: int) -> int:
    """The bits of the hand-dependent games ``hand`` may announce (see ``_RUF_CHECKS``)."""
    allowed = _SIE_ALLOWED if hand & _OU == _OU else 0
    if not hand & _SAU1 and hand & _CARDS1:
        allowed |= _BIT1
    if not hand & _SAU2 and hand & _CARDS2:
        allowed |= _BIT2
    if not hand & _SAU3 and hand & _CARDS3:
        allowed |= _BIT3
    return allowed


class _AuctionTable:
    """Per rules: every game with its announcement, rank and hand condition, and the
    legal round-two choices by (allowed games, best game so far, strictly higher)."""

    __slots__ = ("choices", "entries", "rank", "rank_by_id", "rules")

    def __init__(self, rules: Rules) -> None:
        self.rules: Final = rules
        entries: list[tuple[Announce, tuple[int, int], int]] = []
        for game, key in _ranked_games(rules):
            need = 0
            if game.kind is GameKind.RUFSPIEL:
                assert game.suit is not None
                need = _RUF_ALLOWED[game.suit]
            elif game.kind is GameKind.SIE:
                need = _SIE_ALLOWED
            entries.append((Announce(game), key, need))
        self.entries: Final = tuple(entries)
        # the key of a round-two choice: see ``_auction_choices``
        self.choices: Final[dict[int, tuple[Action, ...]]] = {}
        # 1 + the position of each game among the entries, by value and by the id of the
        # table's own contracts (those the announcements it hands out carry)
        self.rank: Final = {a.game: k + 1 for k, (a, _, _) in enumerate(entries)}
        self.rank_by_id: Final = {id(a.game): k + 1 for k, (a, _, _) in enumerate(entries)}

    def legal(self, allowed: int, best: Contract | None, strict: bool) -> tuple[Action, ...]:
        floor = (-1, -1) if best is None else _game_key(self.rules, best)
        out: list[Action] = [] if best is None else [WEITER]
        for announce, key, need in self.entries:
            if (key > floor if strict else key >= floor) and (not need or allowed & need):
                out.append(announce)
        return tuple(out)


_AUCTION_TABLES: dict[int, _AuctionTable] = {}
_TABLE_BY_ID: dict[int, _AuctionTable] = {}


def _auction_table(rules: Rules) -> _AuctionTable:
    """The auction table of ``rules``: cached by value, and by the ``id`` of every
    ``Rules`` object met, so that equal but distinct rules share a table and a lookup
    costs one dict lookup by an int."""
    table = _TABLE_BY_ID.get(id(rules))
    if table is None:
        key = value_key(rules)
        table = _AUCTION_TABLES.get(key)
        if table is None:
            if len(_AUCTION_TABLES) >= 64:
                _AUCTION_TABLES.clear()
            table = _AUCTION_TABLES[key] = _AuctionTable(rules)
        by_identity(_TABLE_BY_ID, rules, table)
    return table


def _hand_allows(game: Contract, hand: int, seat: int = 0) -> Message | None:
    """Why the hand of ``seat`` cannot announce ``game`` (``None`` if it can)."""
    if game.kind is GameKind.RUFSPIEL:
        assert game.suit is not None
        suit = int(game.suit)
        name = SUIT_NAMES_DE[game.suit]
        sau = Card(game.suit, 14)
        if hand & sau.bit:
            return say("rufspiel_holds_sau", seat=seat, card=card_code(sau))
        if not hand & _RUF_TABLE.class_mask[suit]:
            return say("rufspiel_no_suit", seat=seat, suit=name)
    elif game.kind is GameKind.SIE and hand & (OBER_MASK | UNTER_MASK) != OBER_MASK | UNTER_MASK:
        return say("sie_needs_all")
    return None


def announceable(rules: Rules, hand: int) -> tuple[Contract, ...]:
    """Every game ``rules`` know that a seat holding the card mask ``hand`` may announce
    (for the bots; ``legal_actions`` also applies the auction's ranking)."""
    return tuple(g for g in _all_games(rules) if _hand_allows(g, hand) is None)


# -- the bidding steps of a state -------------------------------------------------------


def _auction_choices(state: GameState, seat: int) -> tuple[Action, ...]:
    """The announcements and ``weiter`` legal for ``seat`` in the second round."""
    bid = state._bid
    setup = state._setup
    table = _TABLE_BY_ID.get(id(setup[0])) or _auction_table(setup[0])
    best = bid.best
    # the key: the hand's allowed games (bits 0-3), strictly higher (bit 4), and the
    # rank of the best game so far (bits 5 on)
    key = _allowed(setup[2][seat])
    if best is not None:
        assert bid.holder is not None
        d = setup[1] + 1
        n = setup[5]
        if (seat - d) % n > (bid.holder - d) % n:
            key |= 16
        key |= (table.rank_by_id.get(id(best)) or table.rank[best]) << 5
    choices = table.choices.get(key)
    if choices is None:
        choices = table.choices[key] = table.legal(key & 15, best, bool(key & 16))
    return choices


def _public_choices(state: GameState) -> tuple[Action, ...]:
    """The bidding actions legal now for some hand of the seat to move (what a replay
    of public actions on an arbitrary deal may accept)."""
    if state._phase != _AUCTION:
        return state.legal_actions()
    seat = state._to_move
    assert seat is not None
    bid = state._bid
    strict = False
    if bid.best is not None:
        assert bid.holder is not None
        d = state._setup[1] + 1
        n = state._setup[5]
        strict = (seat - d) % n > (bid.holder - d) % n
    return _auction_table(state._setup[0]).legal(_ANY_HAND, bid.best, strict)


def _why_not_announce(state: GameState, seat: int, action: Action) -> Message:
    """Why ``seat`` may not take ``action`` in the second round."""
    bid = state._bid
    if type(action) is Weiter:
        return say("must_announce", seat=seat)
    if type(action) is not Announce:
        return say("announce_or_weiter", seat=seat)
    game = action.game
    reason = _not_played(state.rules, game) or _hand_allows(game, state._deal[seat], seat)
    if reason is not None:
        return reason
    assert bid.best is not None
    assert bid.holder is not None
    if state._pos(seat) > state._pos(bid.holder):
        return say("needs_higher_game", seat=seat, holder=bid.holder, best=bid.best)
    return say("needs_equal_game", seat=seat, best=bid.best)


def _bid_step(state: GameState, action: Action) -> GameState:
    """The state after the bidding action ``action`` (already known to be legal). The log
    has a slot of its own: a step that decides nothing keeps the bidding record."""
    seat = state._to_move
    assert seat is not None
    bid = state._bid
    # On the hot path, concatenating is faster than unpacking (hence the noqa).
    log = state._log + ((seat, action),)  # noqa: RUF005
    phase = state._phase
    setup = state._setup
    last = seat == setup[1]
    n = setup[5]
    if phase == _ROUND1:
        if type(action) is Spiele:
            spiele = bid.spiele + (seat,)  # noqa: RUF005
            if not last:
                return state._next(_ROUND1, (seat + 1) % n, action, _put(bid, _SPIELE, spiele), log)
        else:
            spiele = bid.spiele
            if not last:
                return state._next(_ROUND1, (seat + 1) % n, action, bid, log)
        if not spiele:
            if setup[0].all_pass is AllPass.THROW_IN:
                return state._next(_OVER, None, action, _ev(bid, thrown_in=True), log)
            return state._start_play(action, _ev(bid, game=_RAMSCH), log)
        bid = _ev(bid, spiele=spiele, inn=spiele)
        return state._next(_AUCTION, spiele[0], action, bid, log)
    if phase == _KLOPFEN:
        if type(action) is Klopfen:
            bid = _put(bid, _KLOPFER, bid.klopfer + (seat,))  # noqa: RUF005
        return state._next(_ROUND1 if last else _KLOPFEN, (seat + 1) % n, action, bid, log)
    if phase == _AUCTION:
        fields: list[Any] = list(bid)
        if type(action) is Announce:
            game = action.game
            inn = (seat,) if game.kind is _SIE else bid.inn
            fields[_HOLDER] = seat
            fields[_BEST] = game
        else:
            inn = tuple([s for s in bid.inn if s != seat])
        fields[_INN] = inn
        bid = _new_tuple(_Bid, fields)
        if len(inn) == 1:
            return _fix_game(state, action, bid, log)
        nxt = None
        for k in range(1, n):
            cand = (seat + k) % n
            if cand in inn and cand != bid.holder:
                nxt = cand
                break
        assert nxt is not None
        return state._next(_AUCTION, nxt, action, bid, log)
    if phase == _KONTRA:
        if type(action) is Kontra:
            bid = _put(bid, _KONTRA_SEAT, seat)
            return state._next(_RE, bid.declarer, action, bid, log)
        nxt = (seat + 1) % n
        if nxt == bid.declarer:
            nxt = (nxt + 1) % n
        d = setup[1] + 1
        if (nxt - d) % n <= (seat - d) % n:
            return state._start_play(action, bid, log)
        return state._next(_KONTRA, nxt, action, bid, log)
    # _RE
    if type(action) is Re:
        return state._start_play(action, _put(bid, _RE_SEAT, seat), log)
    if bid.partner is not None and setup[0].re_by_partner:
        nxt = (seat + 1) % n
        if nxt == bid.kontra:
            nxt = (nxt + 1) % n
        if nxt != bid.declarer:
            return state._next(_RE, nxt, action, bid, log)
    return state._start_play(action, bid, log)


def _fix_game(
    state: GameState, action: Action, bid: _Bid, log: tuple[tuple[int, Action], ...]
) -> GameState:
    """The state once the auction has named its game and declarer."""
    game = bid.best
    declarer = bid.holder
    assert game is not None
    assert declarer is not None
    partner = None
    call_bit = 0
    call_suit = -1
    if game.kind is _RUFSPIEL:
        assert game.suit is not None
        call_bit, call_suit = _CALLED[game.suit]
        deal_ = state._setup[2]
        partner = 0
        while not deal_[partner] & call_bit:
            partner += 1
    fields: list[Any] = list(bid)
    fields[_INN] = (declarer,)
    fields[_GAME] = game
    fields[_DECLARER] = declarer
    fields[_PARTNER] = partner
    fields[_CALL_BIT] = call_bit
    fields[_CALL_SUIT] = call_suit
    bid = _new_tuple(_Bid, fields)
    if game.kind is _SIE:
        return state._next(_OVER, None, action, bid, log)
    setup = state._setup
    if setup[0].kontra:
        vorhand = (setup[1] + 1) % setup[5]
        first = vorhand if vorhand != declarer else (vorhand + 1) % setup[5]
        return state._next(_KONTRA, first, action, bid, log)
    return state._start_play(action, bid, log)
