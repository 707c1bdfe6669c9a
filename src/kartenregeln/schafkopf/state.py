"""The Schafkopf game state: an immutable value from the deal to the last trick.

>>> import random
>>> from kartenregeln.schafkopf import Rules, GameState
>>> s = GameState.start(Rules(), dealer=3, hands=[
...     "EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
...     "HA HZ HK H9 SA SZ SK S9", "E8 E7 G8 G7 H8 H7 S8 S7"])
>>> s.to_move, s.phase.name, s.legal_actions()
(0, 'ROUND1', (Spiele(), Weiter()))
>>> s = s.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
>>> [str(a) for a in s.legal_actions()][-3:]
['tout wenz', 'tout geier', 'sie']
>>> s.why_illegal("rufspiel gras")
'Rufspiel needs a callable Sau: seat 0 holds no Leaves card (its Ober and Unter are trumps)'
>>> s = s.apply("sie")
>>> s.is_over, s.settle().scores
(True, (156, 0, 0, 0))
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, NoReturn

import attrs

from kartenregeln._fast import fast_constructor
from kartenregeln._position import Attempt, replay_attempt, view_why_illegal
from kartenregeln._shuffle import shuffle
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, SampleError
from kartenregeln.messages import translate
from kartenregeln.names import parse_cards
from kartenregeln.registry import wrong_action
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
    Gut,
    Klopfen,
    Kontra,
    Play,
    Re,
    Spiele,
    Weiter,
    parse_action,
)
from kartenregeln.schafkopf.auction import (
    _ANY_HAND,
    _BEST,
    _BETTEL,
    _BETTEL_OUVERT,
    _CALL_BIT,
    _CALL_SUIT,
    _CALLED,
    _DECLARER,
    _GAME,
    _HOLDER,
    _INN,
    _KLOPFER,
    _KONTRA_SEAT,
    _LOG,
    _NO_BID,
    _PARTNER,
    _RAMSCH,
    _RE_SEAT,
    _RUF_TABLE,
    _RUFSPIEL,
    _SIE,
    _SPIELE,
    _auction_table,
    _Bid,
    _ev,
    _logged,
    _new_tuple,
    _not_played,
    _put,
)

# Kept importable from here (the bots and tests import them from this module).
from kartenregeln.schafkopf.auction import _all_games as _all_games
from kartenregeln.schafkopf.auction import _allowed as _allowed
from kartenregeln.schafkopf.auction import _game_key as _game_key
from kartenregeln.schafkopf.auction import _hand_allows as _hand_allows
from kartenregeln.schafkopf.auction import _ranked_games as _ranked_games
from kartenregeln.schafkopf.auction import announceable as announceable
from kartenregeln.schafkopf.contracts import (
    AUGEN,
    DECK_MASK,
    OBER_MASK,
    SK_CARDS,
    SK_DECK,
    SUIT_NAMES_DE,
    SUITS,
    TRUMP,
    UNTER_MASK,
    Contract,
    Table,
    card_code,
    table_for,
)
from kartenregeln.schafkopf.rules import AllPass, Deck, GameKind, Rules
from kartenregeln.schafkopf.scoring import Settlement

__all__ = ["GameState", "Phase", "Trick", "deal"]

# -- slots ---------------------------------------------------------------------------------
# GameState and View call functions of upper modules that need these classes back: the text
# form (position.py), View.build (build.py) and the settlement (settlement.py). Importing
# those here would close an import circle, so this module holds a slot for each and the
# package __init__ fills them. Python runs that __init__ before any module of the package
# is used, so the slots are filled before anyone can call them.


def _unfilled(*_args: object, **_kwargs: object) -> NoReturn:
    raise RuntimeError("import kartenregeln.schafkopf before using its modules")


_STATE_TO_TEXT: Callable[[GameState], str] = _unfilled
_STATE_FROM_TEXT: Callable[[str], GameState] = _unfilled
_VIEW_TO_TEXT: Callable[[View], str] = _unfilled
_VIEW_FROM_TEXT: Callable[[str], View] = _unfilled
_BUILD_VIEW: Callable[..., View] = _unfilled
"""``build.build_view`` (keyword arguments as ``View.build``)."""
_SETTLE: Callable[[GameState, bool], Settlement] = _unfilled
"""``settlement.settle_state`` (the state, ``fast``)."""


class Phase(enum.IntEnum):
    """The phases of a game, in order."""

    KLOPFEN = 0
    ROUND1 = 1
    AUCTION = 2
    KONTRA = 3
    RE = 4
    PLAY = 5
    OVER = 6


_KLOPFEN, _ROUND1, _AUCTION, _KONTRA, _RE, _PLAY, _OVER = (int(p) for p in Phase)
_ACTION_TYPES: Final = (Weiter, Spiele, Klopfen, Kontra, Re, Gut, Announce, Play)


def _seat(seat: object, seats: int = 4) -> int:
    """``seat`` if it is a seat 0..``seats - 1``, else `ValueError`."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise ValueError(f"seat must be 0..{seats - 1}, not {seat!r}")
    return seat


_PHASES: Final = tuple(Phase)

# Legal Play actions for a mask: one lookup per suit byte.
_PLAY_BYTES: Final[tuple[tuple[tuple[Play, ...], ...], ...]] = tuple(
    tuple(
        tuple(p for i in range(8) if b >> i & 1 for p in (PLAYS[13 * s + i],) if p is not None)
        for b in range(256)
    )
    for s in range(4)
)


@attrs.frozen
class Trick:
    """A finished trick: who led it, the cards from the leader on, who took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    @property
    def augen(self) -> int:
        """The Augen in the trick."""
        return sum(AUGEN[c.index] for c in self.cards)


def _hand_cards(hand: Any, seat: int) -> list[Card]:
    if isinstance(hand, str):
        return list(parse_cards(hand))
    if isinstance(hand, CardSet):
        return list(hand.cards)
    cards = list(hand)
    for c in cards:
        if not isinstance(c, Card):
            raise TypeError(f"hand of seat {seat}: expected Card values, not {c!r}")
    return cards


# A state's constant part: (rules, dealer, dealt hands, first packets, Stock pot, seats).
_Setup = tuple[Rules, int, tuple[int, ...], tuple[int, ...], int, int]
# Its card-play part: (trick so far, its leader, finished tricks, Augen per seat, searched,
# the cards not played yet).
_PlayPart = tuple[
    tuple[int, ...], int, tuple[tuple[int, tuple[int, ...], int], ...], tuple[int, ...], bool, int
]


def _initial(
    cls: type[GameState],
    rules: Rules,
    dealer: int,
    deal_: tuple[int, ...],
    packets: tuple[int, ...],
    pot: int = 0,
) -> GameState:
    """The state right after the deal (masks already checked)."""
    n = rules.players
    vorhand = (dealer + 1) % n
    make: Callable[..., GameState] = fast_constructor(cls)
    held = 0
    for mask in deal_:
        held |= mask
    return make(
        (rules, dealer, deal_, packets, pot, n),
        _KLOPFEN if rules.klopfen else _ROUND1,
        vorhand,
        (),
        _NO_BID,
        # the cards not played yet: the cards dealt to the seats (not the Skat)
        ((), vorhand, (), (0,) * n, False, held),
        _RUF_TABLE,
    )


@attrs.frozen
class GameState(WireMethods):
    """One Schafkopf game as an immutable value. Build it with
    [`start`][kartenregeln.schafkopf.state.GameState.start] or
    [`deal`][kartenregeln.schafkopf.state.deal]; every move returns a new state from
    [`apply`][kartenregeln.schafkopf.state.GameState.apply]."""

    _setup: _Setup = attrs.field(repr=False)
    _phase: int
    to_move: int | None
    history: tuple[Action, ...] = attrs.field(repr=False)
    _bid: _Bid = attrs.field(repr=False)
    _play_part: _PlayPart = attrs.field(repr=False)
    _table: Table = attrs.field(eq=False, repr=False)
    # The cache filled by legal_actions() (not part of the value).
    _legal: tuple[Action, ...] | None = attrs.field(default=None, eq=False, repr=False)

    # -- the grouped fields ------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        """The rules of this game."""
        return self._setup[0]

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._setup[1]

    @property
    def _deal(self) -> tuple[int, ...]:
        return self._setup[2]

    @property
    def _packets(self) -> tuple[int, ...]:
        return self._setup[3]

    @property
    def pot(self) -> int:
        """The Stock in the pot when the game was dealt (0 without ``Rules.stock``)."""
        return self._setup[4]

    @property
    def _trick(self) -> tuple[int, ...]:
        return self._play_part[0]

    @property
    def _leader(self) -> int:
        return self._play_part[1]

    @property
    def _tricks(self) -> tuple[tuple[int, tuple[int, ...], int], ...]:
        return self._play_part[2]

    @property
    def _augen(self) -> tuple[int, ...]:
        return self._play_part[3]

    @property
    def _searched(self) -> bool:
        return self._play_part[4]

    @property
    def _left(self) -> int:
        """The mask of the cards not played yet."""
        return self._play_part[5]

    # -- building ----------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        rules: Rules,
        *,
        dealer: int,
        hands: Sequence[str | CardSet | Iterable[Card]],
        pot: int = 0,
    ) -> GameState:
        """The state after dealing ``hands`` (seat 0 to 3, or 0 to 2 with
        ``Rules.players == 3``; text, ``CardSet`` or cards).

        The order of a hand is the dealing order: its first half is the first packet
        (what a seat sees while Klopfen is asked). ``pot`` is the Stock carried
        into this game (see ``Rules.stock``; `Match` passes it).
        """
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {rules!r}")
        n = rules.players
        _check_dealer(rules, dealer)
        _check_pot(rules, pot)
        if isinstance(hands, (str, CardSet)) or len(hands) != n:
            raise ValueError(f"hands must be a sequence of {_WORDS[n]} hands, seat 0 to {n - 1}")
        masks: list[int] = []
        packets: list[int] = []
        seen = 0
        size = rules.hand_size
        cards_in_play = DECK_MASK[rules.deck]
        for seat, hand in enumerate(hands):
            cards = _hand_cards(hand, seat)
            text = hand if isinstance(hand, str) else ""
            if not text and (len(cards) != size or any(not cards_in_play & c.bit for c in cards)):
                text = " ".join(str(c) for c in cards)
            if len(cards) != size:
                raise NotationError(text, f"seat {seat} has {len(cards)} cards, not {size}")
            mask = 0
            for c in cards:
                if not SK_DECK & c.bit:
                    raise NotationError(text, f"{c} is not a Schafkopf card (seat {seat})")
                if not cards_in_play & c.bit:
                    raise NotationError(
                        text, f"{card_code(c)} is not in the short deck (seat {seat})"
                    )
                if (mask | seen) & c.bit:
                    shown = text or " ".join(str(x) for x in cards)
                    raise NotationError(shown, f"{card_code(c)} is dealt twice (seat {seat})")
                mask |= c.bit
            seen |= mask
            masks.append(mask)
            packets.append(sum(c.bit for c in cards[: size // 2]))
        return _initial(cls, rules, dealer, tuple(masks), tuple(packets), pot)

    # -- public facts ------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """The number of seats: ``rules.players`` (4, or 3)."""
        return self._setup[5]

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return _PHASES[self._phase]

    @property
    def vorhand(self) -> int:
        """The seat after the dealer; it speaks first and leads the first trick."""
        return (self.dealer + 1) % self._setup[5]

    @property
    def is_over(self) -> bool:
        return self._phase == _OVER

    @property
    def game(self) -> Contract | None:
        """The game being played (``None`` during bidding or after a throw-in)."""
        return self._bid.game

    @property
    def declarer(self) -> int | None:
        """Who plays the game (``None`` in a Ramsch)."""
        return self._bid.declarer

    @property
    def partner(self) -> int | None:
        """The holder of the called Sau in a Rufspiel (not public: see
        [`view`][kartenregeln.schafkopf.state.GameState.view])."""
        return self._bid.partner

    @property
    def klopfer(self) -> tuple[int, ...]:
        """The seats that said klopfen."""
        return self._bid.klopfer

    @property
    def kontra(self) -> int | None:
        """The seat that said kontra, if any."""
        return self._bid.kontra

    @property
    def re(self) -> int | None:
        """The seat that said re, if any."""
        return self._bid.re

    @property
    def bids(self) -> tuple[tuple[int, Action], ...]:
        """Every action before the first card, with the seat that made it."""
        return self._bid.log

    @property
    def searched(self) -> bool:
        """Whether the called suit has been led (the called Sau is then an ordinary card)."""
        return self._searched

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (`ValueError` for a seat outside the table)."""
        return CardSet.from_mask(self._deal[_seat(seat, self._setup[5])] & self._left)

    def initial_hand(self, seat: int) -> CardSet:
        """The cards ``seat`` was dealt (`ValueError` for a seat outside the table)."""
        return CardSet.from_mask(self._deal[_seat(seat, self._setup[5])])

    def first_packet(self, seat: int) -> CardSet:
        """The first half of the cards dealt to ``seat`` (four of eight, three of six,
        five of ten)."""
        return CardSet.from_mask(self._packets[_seat(seat, self._setup[5])])

    @property
    def skat(self) -> CardSet:
        """The two cards dealt face down as the Skat (three players with the long deck,
        ``Rules.skat_size``); empty otherwise. Nobody plays them; after the last trick
        their Augen count for the seat that took it."""
        return CardSet.from_mask(_skat_mask(self._setup))

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, from its leader on."""
        return tuple(Card.from_index(i) for i in self._trick)

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """Every seat's cards now (``hands[seat] == hand(seat)``)."""
        left = self._left
        return tuple(CardSet.from_mask(m & left) for m in self._deal)

    @property
    def leader(self) -> int:
        """The seat that led (or will lead) the current trick."""
        return self._leader

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        return tuple(
            Trick(ld, tuple(Card.from_index(i) for i in cards), w) for ld, cards, w in self._tricks
        )

    @property
    def augen(self) -> tuple[int, ...]:
        """The Augen each seat has taken so far."""
        return self._augen

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    def __repr__(self) -> str:
        return (
            f"<schafkopf.GameState dealer={self.dealer} phase={self.phase.name} "
            f"to_move={self.to_move} game={str(self.game) if self.game else None} "
            f"history={' '.join(str(a) for a in self.history)!r}>"
        )

    # -- legal actions -----------------------------------------------------------------
    def _play_mask(self) -> int:
        seat = self.to_move
        assert seat is not None
        play = self._play_part
        hand = self._setup[2][seat] & play[5]
        tab = self._table
        trick = play[0]
        if trick:
            led = tab.follow[trick[0]]
            mask = hand & tab.class_mask[led]
            if not mask:
                mask = hand
            elif self._setup[0].bettel_stichzwang:
                game = self._bid.game
                if game is not None and game.is_bettel:
                    mask = _beating(tab, trick, led, mask)
        else:
            led = -1
            mask = hand
        bid = self._bid
        sau = bid.call_bit
        if sau & hand and not play[4]:
            suit = bid.call_suit
            if led == -1:
                suit_cards = hand & tab.class_mask[suit]
                if suit_cards.bit_count() < 4 or not self._setup[0].davonlaufen:
                    mask &= ~suit_cards | sau
            elif led == suit:
                mask = sau
            elif hand != sau:
                mask &= ~sau
        return mask

    def _auction_choices(self, seat: int) -> tuple[Action, ...]:
        bid = self._bid
        setup = self._setup
        table = _auction_table(setup[0])
        best = bid.best
        strict = False
        if best is not None:
            assert bid.holder is not None
            d = setup[1] + 1
            n = setup[5]
            strict = (seat - d) % n > (bid.holder - d) % n
        key = (_allowed(setup[2][seat]), best, strict)
        choices = table.choices.get(key)
        if choices is None:
            choices = table.choices[key] = table.legal(*key)
        return choices

    def _public_choices(self) -> tuple[Action, ...]:
        """The bidding actions legal now for some hand of the seat to move (what a replay
        of public actions on an arbitrary deal may accept)."""
        if self._phase != _AUCTION:
            return self.legal_actions()
        seat = self.to_move
        assert seat is not None
        bid = self._bid
        strict = False
        if bid.best is not None:
            assert bid.holder is not None
            d = self._setup[1] + 1
            n = self._setup[5]
            strict = (seat - d) % n > (bid.holder - d) % n
        return _auction_table(self._setup[0]).legal(_ANY_HAND, bid.best, strict)

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the seat to move, in a fixed order."""
        legal = self._legal
        if legal is not None:
            return legal
        phase = self._phase
        if phase == _PLAY:
            mask = self._play_mask()
            pb = _PLAY_BYTES
            legal = (
                pb[0][mask & 0xFF]
                + pb[1][mask >> 13 & 0xFF]
                + pb[2][mask >> 26 & 0xFF]
                + pb[3][mask >> 39 & 0xFF]
            )
        elif phase == _OVER:
            legal = ()
        elif phase == _KLOPFEN:
            legal = (KLOPFEN, WEITER)
        elif phase == _ROUND1:
            legal = (SPIELE, WEITER)
        elif phase == _AUCTION:
            assert self.to_move is not None
            legal = self._auction_choices(self.to_move)
        elif phase == _KONTRA:
            legal = (GUT,) if self.to_move == self._bid.partner else (KONTRA, GUT)
        else:
            # the declarer; with Rules.re_by_partner then the other seats in turn (all are
            # asked, so the turn does not show who the partner is), the partner with Re
            legal = (RE, GUT) if self.to_move in (self._bid.declarer, self._bid.partner) else (GUT,)
        _SET_LEGAL(self, legal)
        return legal

    def _pos(self, seat: int) -> int:
        return (seat - self.dealer - 1) % self._setup[5]

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` (or its notation) is legal now; ``False`` for text that is
        not an action, a bare card or another game's action, `TypeError` for any other
        value that is not a Schafkopf action."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action | str, lang: str = "en") -> str | None:
        """``None`` if ``action`` is legal, else the reason in one sentence (also for text
        that is not an action), in ``lang`` (``"en"`` or ``"de"``; see
        [`kartenregeln.messages`][kartenregeln.messages] for the codes), also for text that
        is not an action, a bare ``Card`` or another game's action; `TypeError` for any
        other value that is not a Schafkopf action."""
        reason = self._reason(action)
        return None if reason is None else translate(reason, lang)

    def _reason(self, action: Action | str) -> str | None:
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except NotationError as exc:
                return f"{exc.text!r} is not an action: {exc.problem}"
        elif not isinstance(action, _ACTION_TYPES):
            error = wrong_action(self.to_move, action, "Schafkopf", "schafkopf")
            if isinstance(error, IllegalActionError):
                return error.reason  # a bare card or another game's action: an answer
            raise error
        phase = self._phase
        seat = self.to_move
        if phase == _OVER or seat is None:
            return "the game is over"
        if phase == _PLAY:
            if type(action) is not Play:
                return f"the cards are being played: seat {seat} must play a card"
            return self._why_not_play(seat, action.card)
        if action in self.legal_actions():
            return None
        if phase == _KLOPFEN:
            return f"Klopfen: seat {seat} says klopfen or weiter"
        if phase == _ROUND1:
            return f"round one: seat {seat} says spiele or weiter"
        if phase == _AUCTION:
            return self._why_not_announce(seat, action)
        if phase == _KONTRA:
            if type(action) is Kontra:
                return "the declarer's partner may not say kontra, only gut"
            return f"seat {seat} may say kontra or gut now"
        if seat == self._bid.partner:
            return f"Kontra was said: the declarer's partner, seat {seat}, may say re or gut"
        if seat != self._bid.declarer:
            return "only the declarer's party may say re, the others say gut"
        return f"Kontra was said: the declarer, seat {seat}, may say re or gut"

    def _why_not_announce(self, seat: int, action: Action) -> str:
        bid = self._bid
        if type(action) is Weiter:
            return f"seat {seat} said spiele and must announce a game first"
        if type(action) is not Announce:
            return f"round two: seat {seat} announces a game or says weiter"
        game = action.game
        reason = _not_played(self.rules, game) or _hand_allows(game, self._deal[seat], seat)
        if reason is not None:
            return reason
        assert bid.best is not None
        assert bid.holder is not None
        if self._pos(seat) > self._pos(bid.holder):
            return (
                f"seat {seat} sits behind seat {bid.holder} and needs a higher game than {bid.best}"
            )
        return f"seat {seat} needs a game at least as high as {bid.best}"

    def _why_not_play(self, seat: int, card: Card) -> str | None:
        bit = card.bit
        hand = self._deal[seat] & self._left
        if not hand & bit:
            return f"seat {seat} does not hold {card_code(card)}"
        if self._play_mask() & bit:
            return None
        tab = self._table
        bid = self._bid
        if self._trick:
            led = tab.follow[self._trick[0]]
            if hand & tab.class_mask[led] and not tab.class_mask[led] & bit:
                if led == TRUMP:
                    return f"seat {seat} must follow trump"
                return f"seat {seat} must follow {SUIT_NAMES_DE[SUITS[led]]}"
            game = bid.game
            if game is not None and game.is_bettel and self.rules.bettel_stichzwang:
                return f"seat {seat} must beat the trick: a Bettel with Stichzwang"
            if led == bid.call_suit:
                return "the called Sau must be played when its suit is led"
            return (
                "the called Sau may not be discarded before its suit has been led, "
                "unless it is the last card"
            )
        if not self.rules.davonlaufen:
            return "the partner may lead the called suit only with the Sau (no davonlaufen)"
        return (
            "the partner may lead the called suit only with the Sau, unless he holds four "
            "or more of its cards (davonlaufen)"
        )

    # -- applying ----------------------------------------------------------------------
    def apply(self, action: Action | str) -> GameState:
        """The state after ``action`` (an action or its notation); raises
        [`IllegalActionError`][kartenregeln.errors.IllegalActionError] if it is not legal."""
        phase = self._phase
        if phase == _PLAY:
            if type(action) is Play:
                cached = self._legal
                if cached is not None:
                    for play in cached:
                        if play is action:
                            return self._play(action.card.index, action)
                idx = action.card.index
                if self._play_mask() >> idx & 1:
                    return self._play(idx, action)
        elif phase != _OVER:
            for choice in self._legal or self.legal_actions():
                if choice is action:
                    return self._bid_step(choice)
        if isinstance(action, str):
            action = parse_action(action)
        elif not isinstance(action, _ACTION_TYPES):
            raise wrong_action(self.to_move, action, "Schafkopf", "schafkopf")
        reason = self._reason(action)
        if reason is not None:
            raise IllegalActionError(self.to_move, action, reason)
        if self._phase == _PLAY:
            assert type(action) is Play
            return self._play(action.card.index, action)
        return self._bid_step(action)

    def _play(self, idx: int, action: Action) -> GameState:
        seat = self.to_move
        assert seat is not None
        play = self._play_part
        left = play[5] ^ 1 << idx
        # On the hot path, concatenating is faster than unpacking (hence the noqa).
        trick = play[0] + (idx,)
        history = self.history + (action,)  # noqa: RUF005
        setup = self._setup
        n = setup[5]
        if len(trick) < n:
            return _make(
                setup,
                _PLAY,
                (seat + 1) % n,
                history,
                self._bid,
                (trick, play[1], play[2], play[3], play[4], left),
                self._table,
            )
        tab = self._table
        follow = tab.follow
        power = tab.power
        best = trick[0]
        best_pos = 0
        best_class = follow[best]
        for pos in _LATER[n]:
            card = trick[pos]
            cls = follow[card]
            if cls == best_class:
                if power[card] > power[best]:
                    best, best_pos = card, pos
            elif cls == TRUMP:
                best, best_pos, best_class = card, pos, cls
        leader = play[1]
        winner = (leader + best_pos) % n
        augen = list(play[3])
        if n == 4:
            augen[winner] += AUGEN[trick[0]] + AUGEN[trick[1]] + AUGEN[trick[2]] + AUGEN[trick[3]]
        else:
            augen[winner] += AUGEN[trick[0]] + AUGEN[trick[1]] + AUGEN[trick[2]]
        bid = self._bid
        searched = play[4] or follow[trick[0]] == bid.call_suit
        tricks = play[2] + ((leader, trick, winner),)
        phase = _PLAY
        to_move: int | None = winner
        game = bid.game
        if not left or (
            game is not None
            and (
                (game.tout and setup[0].tout_ends_early and winner != bid.declarer)
                or (
                    winner == bid.declarer and (game.kind is _BETTEL or game.kind is _BETTEL_OUVERT)
                )
            )
        ):
            phase, to_move = _OVER, None
            if not left and setup[0].players == 3:
                # the Skat, turned over after the last trick, counts for its winner
                skat = _skat_mask(setup)
                while skat:
                    low = skat & -skat
                    augen[winner] += AUGEN[low.bit_length() - 1]
                    skat ^= low
        return _make(
            setup,
            phase,
            to_move,
            history,
            bid,
            ((), winner, tricks, tuple(augen), searched, left),
            self._table,
        )

    def _next(
        self, phase: int, to_move: int | None, action: Action, bid: _Bid, table: Table | None = None
    ) -> GameState:
        """A bidding step: the card-play part stays as dealt."""
        return _make(
            self._setup,
            phase,
            to_move,
            self.history + (action,),  # noqa: RUF005
            bid,
            self._play_part,
            self._table if table is None else table,
        )

    def _start_play(self, action: Action, bid: _Bid) -> GameState:
        assert bid.game is not None
        setup = self._setup
        return self._next(_PLAY, (setup[1] + 1) % setup[5], action, bid, table_for(bid.game))

    def _bid_step(self, action: Action) -> GameState:
        seat = self.to_move
        assert seat is not None
        bid = self._bid
        # On the hot path, concatenating is faster than unpacking (hence the noqa).
        log = bid.log + ((seat, action),)  # noqa: RUF005
        phase = self._phase
        setup = self._setup
        last = seat == setup[1]
        n = setup[5]
        if phase == _ROUND1:
            if type(action) is Spiele:
                spiele = bid.spiele + (seat,)  # noqa: RUF005
                if not last:
                    return self._next(
                        _ROUND1, (seat + 1) % n, action, _put(bid, _SPIELE, spiele, log)
                    )
            else:
                spiele = bid.spiele
                if not last:
                    return self._next(_ROUND1, (seat + 1) % n, action, _logged(bid, log))
            if not spiele:
                if self._setup[0].all_pass is AllPass.THROW_IN:
                    return self._next(_OVER, None, action, _ev(bid, log=log, thrown_in=True))
                return self._start_play(action, _ev(bid, log=log, game=_RAMSCH))
            bid = _ev(bid, log=log, spiele=spiele, inn=spiele)
            return self._next(_AUCTION, spiele[0], action, bid)
        if phase == _KLOPFEN:
            if type(action) is Klopfen:
                bid = _put(bid, _KLOPFER, bid.klopfer + (seat,), log)  # noqa: RUF005
            else:
                bid = _logged(bid, log)
            return self._next(_ROUND1 if last else _KLOPFEN, (seat + 1) % n, action, bid)
        if phase == _AUCTION:
            fields: list[Any] = list(bid)
            fields[_LOG] = log
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
                return self._fix_game(action, bid)
            nxt = None
            for k in range(1, n):
                cand = (seat + k) % n
                if cand in inn and cand != bid.holder:
                    nxt = cand
                    break
            assert nxt is not None
            return self._next(_AUCTION, nxt, action, bid)
        if phase == _KONTRA:
            if type(action) is Kontra:
                bid = _put(bid, _KONTRA_SEAT, seat, log)
                return self._next(_RE, bid.declarer, action, bid)
            bid = _logged(bid, log)
            nxt = (seat + 1) % n
            if nxt == bid.declarer:
                nxt = (nxt + 1) % n
            d = setup[1] + 1
            if (nxt - d) % n <= (seat - d) % n:
                return self._start_play(action, bid)
            return self._next(_KONTRA, nxt, action, bid)
        # _RE
        if type(action) is Re:
            return self._start_play(action, _put(bid, _RE_SEAT, seat, log))
        bid = _logged(bid, log)
        if bid.partner is not None and self.rules.re_by_partner:
            nxt = (seat + 1) % n
            if nxt == bid.kontra:
                nxt = (nxt + 1) % n
            if nxt != bid.declarer:
                return self._next(_RE, nxt, action, bid)
        return self._start_play(action, bid)

    def _fix_game(self, action: Action, bid: _Bid) -> GameState:
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
            deal_ = self._setup[2]
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
            return self._next(_OVER, None, action, bid)
        setup = self._setup
        if setup[0].kontra:
            vorhand = (setup[1] + 1) % setup[5]
            first = vorhand if vorhand != declarer else (vorhand + 1) % setup[5]
            return self._next(_KONTRA, first, action, bid)
        return self._start_play(action, bid)

    # -- text --------------------------------------------------------------------------
    def to_text(self) -> str:
        """The position as one line of text (see ``docs/other-programs.md``)."""
        return _STATE_TO_TEXT(self)

    @classmethod
    def from_text(cls, text: str) -> GameState:
        """The state a [`to_text`][kartenregeln.schafkopf.state.GameState.to_text] line describes;
        [`NotationError`][kartenregeln.errors.NotationError] if it is bad."""
        return _STATE_FROM_TEXT(text)

    # -- views -------------------------------------------------------------------------
    def view(self, seat: int) -> View:
        """What ``seat`` may know: see `kartenregeln.schafkopf.View`."""
        return make_view(self, _seat(seat, self._setup[5]))

    # -- result ------------------------------------------------------------------------
    def laufende(self) -> tuple[int, bool]:
        """The Laufende of the game and whether the declaring party holds them ("mit")."""
        bid = self._bid
        game = bid.game
        if game is None or bid.declarer is None:
            return (0, False)
        deal_ = self._deal
        party_cards = deal_[bid.declarer]
        if bid.partner is not None:
            party_cards |= deal_[bid.partner]
        # from the first card on, the state's table is the game's
        trumps = (self._table if self._phase >= _PLAY else table_for(game)).trumps
        if self.rules.deck is not Deck.LONG:
            cards_in_play = DECK_MASK[self.rules.deck]
            trumps = tuple(t for t in trumps if cards_in_play >> t & 1)
        if not trumps:
            return (0, False)
        mit = bool(party_cards >> trumps[0] & 1)
        n = 0
        for t in trumps:
            if bool(party_cards >> t & 1) != mit:
                break
            n += 1
        return (n, mit)

    def settle(self) -> Settlement:
        """The Abrechnung of the finished game."""
        return _SETTLE(self, True)

    def _settle(self, fast: bool) -> Settlement:
        """The settlement; a game's is built ``fast`` (from ``_game_money``) or plainly
        through ``settle_game`` (the tests compare them)."""
        return _SETTLE(self, fast)


_make: Final[Callable[..., GameState]] = fast_constructor(GameState)
"""A new state without ``__init__``: the fields positionally, one slot setter each (the
caches start empty)."""
_SET_LEGAL: Final = GameState.__dict__["_legal"].__set__


def _skat_mask(setup: _Setup) -> int:
    """The mask of the Skat: the cards in play that no seat was dealt."""
    held = 0
    for mask in setup[2]:
        held |= mask
    return DECK_MASK[setup[0].deck] & ~held


def _check_pot(rules: Rules, pot: object) -> None:
    # with four players the pot is halved between the Rufspiel's party, so it is even
    even = rules.players == 4
    if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0 or (even and pot % 2):
        raise ValueError(f"pot must be {'an even' if even else 'an'} int >= 0, not {pot!r}")
    if pot and rules.stock is None:
        raise ValueError("a pot needs Rules.stock")


def _check_dealer(rules: Rules, dealer: object) -> None:
    n = rules.players
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise ValueError(f"dealer must be a seat 0..{n - 1}, not {dealer!r}")


def deal(rules: Rules, *, dealer: int, rng: random.Random, pot: int = 0) -> GameState:
    """A shuffled deal from ``rng`` (never the global generator).

    >>> import random
    >>> s = deal(Rules(), dealer=3, rng=random.Random(1))
    >>> sum(len(s.hand(seat)) for seat in range(4))
    32
    """
    if not isinstance(rng, random.Random):
        raise TypeError("rng must be a random.Random")
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    _check_dealer(rules, dealer)
    if pot:
        _check_pot(rules, pot)
    if rules.deck is not Deck.LONG or rules.players == 3:
        return _deal_short(rules, dealer, rng, pot)
    # Shuffling the cards' bits draws from rng exactly as shuffling their indices would;
    # the bits are distinct, so a packet's sum is its mask.
    cards = list(_SK_BITS)
    shuffle(cards, rng)
    hands = [0, 0, 0, 0]
    packets = [0, 0, 0, 0]
    seat = dealer
    for k in (0, 4, 8, 12):
        seat = seat + 1 & 3
        first = packets[seat] = sum(cards[k : k + 4])
        hands[seat] = first + sum(cards[k + 16 : k + 20])
    return _initial(GameState, rules, dealer, tuple(hands), tuple(packets), pot)


def _deal_short(rules: Rules, dealer: int, rng: random.Random, pot: int) -> GameState:
    """A shuffled deal of the short deck, or of three players: half a hand to each seat
    from Vorhand (three cards among four players, four of the short deck among three,
    five of the long deck among three), the Skat (two cards of the long deck among three,
    else none), then the other half."""
    cards = [i for i in _SK_INDICES if DECK_MASK[rules.deck] >> i & 1]
    shuffle(cards, rng)
    n = rules.players
    half = rules.hand_size // 2
    skat = rules.skat_size
    hands = [0] * n
    packets = [0] * n
    for k in range(n):
        seat = (dealer + 1 + k) % n
        first = sum(1 << i for i in cards[half * k : half * k + half])
        packets[seat] = first
        second = n * half + skat + half * k
        hands[seat] = first | sum(1 << i for i in cards[second : second + half])
    return _initial(GameState, rules, dealer, tuple(hands), tuple(packets), pot)


_SK_INDICES: Final = tuple(c.index for c in SK_CARDS)
_SK_BITS: Final = tuple(1 << i for i in _SK_INDICES)
# The trick positions after the leader's, by the number of seats.
_LATER: Final = ((), (), (), (1, 2), (1, 2, 3))
_WORDS: Final = {3: "three", 4: "four"}


# -- views (what one seat may see; re-exported by view.py) ----------------------------------
def _beating(tab: Table, trick: tuple[int, ...], led: int, mask: int) -> int:
    """The cards of ``mask`` (cards of the led class) that beat the best card of ``trick``
    so far, or all of ``mask`` if none does (the Stichzwang of a Bettel)."""
    follow, power = tab.follow, tab.power
    best = trick[0]
    for idx in trick[1:]:
        f = follow[idx]
        if (f == follow[best] and power[idx] > power[best]) or f == TRUMP != follow[best]:
            best = idx
    if follow[best] != led:
        return mask  # trumped: no card of the led suit beats it
    higher = 0
    rest = mask
    while rest:
        low = rest & -rest
        if power[low.bit_length() - 1] > power[best]:
            higher |= low
        rest ^= low
    return higher or mask


_RUF_PLAIN: Final = table_for(Contract(GameKind.RUFSPIEL, 0)).class_mask


@attrs.frozen
class View(WireMethods):
    """One seat's knowledge of a game: its own cards, every public action and what follows
    from them. Two states that differ only in cards hidden from the seat give equal views."""

    seat: int
    rules: Rules
    dealer: int
    phase: Phase
    to_move: int | None
    history: tuple[Action, ...]
    bids: tuple[tuple[int, Action], ...]
    hand: CardSet
    game: Contract | None
    declarer: int | None
    partner: int | None
    klopfer: tuple[int, ...]
    kontra: int | None
    re: int | None
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]
    legal_actions: tuple[Action, ...]
    open_hand: CardSet | None = None
    """The declarer's cards in a Bettel ouvert from the end of the first trick on (they
    lie open on the table); else ``None``."""
    pot: int = 0
    """The Stock in the pot (public)."""

    def __attrs_post_init__(self) -> None:
        if self.declarer is not None and self.game is None:
            raise ValueError("a view with a declarer must name the game")

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.phase is Phase.OVER

    @property
    def augen(self) -> tuple[int, ...]:
        """The Augen each seat has taken (public: tricks are open), with the Skat's for
        the winner of the last trick once it is turned over (see ``skat``)."""
        out = [0] * self.rules.players
        for t in self.tricks:
            out[t.winner] += t.augen
        skat = self.skat
        if skat is not None:
            out[self.tricks[-1].winner] += sum(AUGEN[c.index] for c in skat)
        return tuple(out)

    @property
    def skat(self) -> CardSet | None:
        """The Skat (three players with the long deck) once the last trick is taken: it
        is turned over and counts for that trick's winner (it is then the two cards
        nobody played). ``None`` before, or without a Skat: until then no seat sees it."""
        rules = self.rules
        if not rules.skat_size or len(self.tricks) != rules.hand_size:
            return None
        played = 0
        for t in self.tricks:
            for c in t.cards:
                played |= c.bit
        return CardSet.from_mask(DECK_MASK[rules.deck] & ~played)

    @property
    def party_augen(self) -> tuple[int, int] | None:
        """(declaring party, opponents) Augen, once the parties are public; else ``None``."""
        if self.declarer is None:
            return None
        game = self.game
        assert game is not None
        if game.kind is GameKind.RUFSPIEL and self.partner is None:
            return None
        party = {self.declarer, self.partner}
        augen = self.augen
        mine = sum(augen[s] for s in range(len(augen)) if s in party)
        return (mine, sum(augen) - mine)

    def played_by(self) -> tuple[int, ...]:
        """The mask of cards each seat has played so far."""
        n = self.rules.players
        played = [0] * n
        for t in self.tricks:
            for k, c in enumerate(t.cards):
                played[(t.leader + k) % n] |= c.bit
        if self.trick:
            leader = self.tricks[-1].winner if self.tricks else (self.dealer + 1) % n
            for k, c in enumerate(self.trick):
                played[(leader + k) % n] |= c.bit
        return tuple(played)

    @classmethod
    def build(
        cls,
        rules: Rules,
        *,
        seat: int,
        hand: str | CardSet | Iterable[Card],
        game: Contract | str,
        declarer: int | None,
        dealer: int | None = None,
        tricks: Sequence[Any] = (),
        trick: str | CardSet | Iterable[Card] = (),
        kontra: int | None = None,
        re: int | None = None,
        klopfer: Sequence[int] = (),
        bids: Sequence[Action | str] | None = None,
        pot: int = 0,
        open_hand: str | CardSet | Iterable[Card] | None = None,
    ) -> View:
        """The view of ``seat`` during the card play, from what that seat knows.

        ``hand`` the seat's cards now; ``game`` the contract or its text
        (``"rufspiel eichel"``, ``"ramsch"``) and ``declarer`` who plays it (``None`` in
        a Ramsch); ``tricks`` the finished tricks in play order, each its cards (text or
        cards) or ``(leader, cards)``; ``trick`` the cards of the trick in progress
        (text, cards or a list of card codes such as ``["EA"]``); ``dealer`` the dealer:
        when not given, the seat before the first trick's leader if that is given (the seat
        after the dealer leads the first trick), else seat 0; ``kontra``/``re`` the seats
        that said them; ``klopfer`` the seats that klopfed.
        ``bids`` the bidding's actions in order if known; else the shortest bidding that
        produces the game (the declarer alone says spiele and announces it). ``pot`` the
        Stock carried into the game (``Rules.stock``). ``open_hand`` the declarer's cards
        now in a Bettel ouvert once the first trick is complete (they lie open on the
        table, so every seat knows them; required then, refused otherwise).

        The position is checked: a deal of the unseen cards must exist that replays it.
        Raises [`PositionError`][kartenregeln.errors.PositionError] saying what is inconsistent.
        """
        return _BUILD_VIEW(
            rules, seat=seat, hand=hand, game=game, declarer=declarer, dealer=dealer,
            tricks=tricks, trick=trick, kontra=kontra, re=re, klopfer=klopfer, bids=bids,
            pot=pot, open_hand=open_hand,
        )  # fmt: skip

    def is_legal(self, action: Action | str) -> bool:
        """Whether this seat may take ``action`` (or its notation) now; ``False`` for text
        that is not an action."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action | str, lang: str = "en") -> str | None:
        """``None`` if this seat may take ``action`` now, else the reason in ``lang``, in
        the words the game's state uses (its reasons depend only on what this seat
        knows); when it is another seat's turn, whose turn it is."""
        return view_why_illegal(self, action, parse_action, lang)

    def to_text(self) -> str:
        """The view as one line of text; a ``?`` for every card the seat cannot see."""
        return _VIEW_TO_TEXT(self)

    @classmethod
    def from_text(cls, text: str) -> View:
        """The view a [`to_text`][kartenregeln.schafkopf.view.View.to_text] line describes;
        `NotationError` if it is bad."""
        return _VIEW_FROM_TEXT(text)

    def sample(self, rng: random.Random, *, tries: int = 500) -> GameState:
        """A full state consistent with this view: ``sample(rng).view(seat) == self``.

        Unseen cards are dealt at random under the constraints the public actions imply
        (suits a seat showed it lacks, the called Sau's rules, what an announcement needs);
        the public history is then replayed to check the deal.
        """
        for _ in range(tries):
            hands = _draw(self, rng)
            if hands is None:
                continue
            state = _replay(self, hands).state
            if state is not None and state.view(self.seat) == self:
                return state
        raise SampleError(f"no consistent deal found for seat {self.seat} in {tries} tries")


def make_view(state: GameState, seat: int) -> View:
    """The view of ``state`` for ``seat`` (use ``state.view(seat)``)."""
    phase = state.phase
    hand = state.first_packet(seat) if phase is Phase.KLOPFEN else state.hand(seat)
    partner = state.partner
    if partner is not None and partner != seat:
        assert state.game is not None
        assert state.game.suit is not None
        sau = Card(state.game.suit, 14)
        if sau in state.hand(partner):
            partner = None
    tricks = state.tricks
    return View(
        seat,
        state.rules,
        state.dealer,
        phase,
        state.to_move,
        state.history,
        state.bids,
        hand,
        state.game,
        state.declarer,
        partner,
        state.klopfer,
        state.kontra,
        state.re,
        tricks,
        state.trick,
        state.legal_actions() if state.to_move == seat else (),
        open_hand(state),
        state.pot,
    )


_SUBSETS: Final = tuple(tuple(a for a in range(16) if a & ~t == 0) for t in range(16))
"""For each set of seats T (a 4-bit mask), the sets of seats inside it."""
_MEMBERS: Final = tuple(tuple(s for s in range(4) if t >> s & 1) for t in range(16))


def open_hand(state: GameState) -> CardSet | None:
    """The declarer's open cards in a Bettel ouvert once the first trick is complete."""
    game = state.game
    if game is None or game.kind is not GameKind.BETTEL_OUVERT or not state.tricks:
        return None
    assert state.declarer is not None
    return state.hand(state.declarer)


def _feasible(kinds: dict[int, int], cap: Sequence[int]) -> bool:
    """Hall's condition: cards whose allowed seats lie inside T fit into T, for every T."""
    get = kinds.get
    for t in range(1, 1 << len(cap)):
        need = 0
        for allowed in _SUBSETS[t]:
            need += get(allowed, 0)
        room = 0
        for s in _MEMBERS[t]:
            room += cap[s]
        if need > room:
            return False
    return True


def _draw(view: View, rng: random.Random) -> list[list[Card]] | None:
    seat = view.seat
    played = view.played_by()
    n = len(played)
    all_played = 0
    for mask in played:
        all_played |= mask
    own = view.hand.mask
    pool = DECK_MASK[view.rules.deck] & ~all_played & ~own
    size = view.rules.hand_size
    cap = [size - played[s].bit_count() for s in range(n)]
    cap[seat] -= own.bit_count()
    skat = view.rules.skat_size
    if skat:
        cap.append(skat)  # the Skat: a holder no seat sees, with no constraints
    holders = len(cap)
    forbid = [0] * holders
    forbid[seat] = SK_DECK  # only the Klopfen phase leaves own cards open
    if view.phase is Phase.KLOPFEN:
        forbid[seat] = 0
    needs: list[tuple[int, int]] = []
    forced = [0] * n
    game = view.game
    # Voids shown in play.
    if (game is not None and view.tricks) or view.trick:
        assert game is not None
        tab = table_for(game)
        trick_list = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            leader = view.tricks[-1].winner if view.tricks else (view.dealer + 1) % n
            trick_list.append((leader, view.trick))
        searched = False
        call_suit = -1
        sau_bit = 0
        if game.kind is GameKind.RUFSPIEL and game.suit is not None:
            call_suit = int(game.suit)
            sau_bit = Card(game.suit, 14).bit
        for leader, cards in trick_list:
            led = tab.follow[cards[0].index]
            for k in range(1, len(cards)):
                p = (leader + k) % n
                if tab.follow[cards[k].index] != led:
                    forbid[p] |= tab.class_mask[led]
                elif led == call_suit and not searched and cards[k].bit != sau_bit:
                    forbid[p] |= sau_bit
            if led == call_suit:
                searched = True
    # What announcements need.
    for speaker, action in view.bids:
        if type(action) is Announce:
            if speaker == seat:
                continue
            g = action.game
            if g.kind is GameKind.RUFSPIEL and g.suit is not None:
                forbid[speaker] |= Card(g.suit, 14).bit
                plain = _RUF_PLAIN[int(g.suit)] & ~Card(g.suit, 14).bit
                if not played[speaker] & plain:
                    needs.append((speaker, plain))
            elif g.kind is GameKind.SIE:
                forced[speaker] |= (OBER_MASK | UNTER_MASK) & pool
        elif type(action) is Kontra and game is not None and game.kind is GameKind.RUFSPIEL:
            assert game.suit is not None
            forbid[speaker] |= Card(game.suit, 14).bit
    if view.open_hand is not None and view.declarer is not None and view.declarer != seat:
        forced[view.declarer] |= view.open_hand.mask
    hands = [0] * holders
    for s in range(n):
        if forced[s] & forbid[s] or forced[s].bit_count() > cap[s]:
            return None
        hands[s] |= forced[s]
        cap[s] -= forced[s].bit_count()
        pool &= ~forced[s]
    for s, mask in needs:
        if hands[s] & mask:
            continue
        choices = _cards_of(pool & mask & ~forbid[s])
        if not choices or cap[s] == 0:
            return None
        c = rng.choice(choices)
        hands[s] |= c.bit
        cap[s] -= 1
        pool &= ~c.bit
    free = _cards_of(pool)
    rng.shuffle(free)
    allowed_of = {c: sum(1 << s for s in range(holders) if not forbid[s] & c.bit) for c in free}
    kinds: dict[int, int] = {}
    for c in free:
        kinds[allowed_of[c]] = kinds.get(allowed_of[c], 0) + 1
    if sum(cap) != len(free) or not _feasible(kinds, cap):
        return None
    for c in free:
        a = allowed_of[c]
        kinds[a] -= 1
        seats = [s for s in range(holders) if a >> s & 1 and cap[s] > 0]
        rng.shuffle(seats)
        for s in seats:
            cap[s] -= 1
            if _feasible(kinds, cap):
                hands[s] |= c.bit
                break
            cap[s] += 1
        else:
            return None
    out: list[list[Card]] = []
    for s in range(n):
        if s == seat:
            first = list(view.hand.cards)
            rest = _cards_of((hands[s] | played[s]) & ~own)
            out.append(first + rest)
        else:
            out.append(_cards_of(hands[s] | played[s]))
    return out


def _cards_of(mask: int) -> list[Card]:
    """The cards of a mask as a list."""
    return list(CardSet.from_mask(mask).cards)


def _replay(view: View, hands: list[list[Card]]) -> Attempt[GameState]:
    """The view's history replayed on ``hands``, or the reason it was refused."""
    state = GameState.start(view.rules, dealer=view.dealer, hands=hands, pot=view.pot)
    return replay_attempt(state, view.history)
