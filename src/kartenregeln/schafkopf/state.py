"""The Schafkopf game state: an immutable value from the deal to the last trick.

The state keeps the fields and takes each step; the rules of each phase live in their own
modules: [`dealing`][kartenregeln.schafkopf.dealing] (the deal),
[`auction`][kartenregeln.schafkopf.auction] (the bidding: its legal actions, its reasons
and its steps), [`card_play`][kartenregeln.schafkopf.card_play] (the cards a seat may
play) and [`settlement`][kartenregeln.schafkopf.settlement] (the Abrechnung).

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

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Final, cast

import attrs

from kartenregeln._fast import read_only, restore_slots, slot_getters
from kartenregeln._native import compile_methods, core, register_hooks
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.messages import say, translate
from kartenregeln.registry import get_game, wrong_action
from kartenregeln.schafkopf.actions import (
    GUT,
    KLOPFEN,
    KONTRA,
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
    _BETTEL,
    _BETTEL_OUVERT,
    _auction_choices,
    _Bid,
    _bid_step,
    _why_not_announce,
)

# Kept importable from here (the bots and tests import them from this module).
from kartenregeln.schafkopf.auction import _all_games as _all_games
from kartenregeln.schafkopf.auction import _allowed as _allowed
from kartenregeln.schafkopf.auction import _game_key as _game_key
from kartenregeln.schafkopf.auction import _hand_allows as _hand_allows
from kartenregeln.schafkopf.auction import _ranked_games as _ranked_games
from kartenregeln.schafkopf.auction import announceable as announceable
from kartenregeln.schafkopf.card_play import _PLAY_BYTES, _play_mask, _why_not_play
from kartenregeln.schafkopf.contracts import (
    AUGEN,
    DECK_MASK,
    TRUMP,
    Contract,
    Table,
    table_for,
)
from kartenregeln.schafkopf.dealing import (
    _check_dealer,
    _check_pot,
    _dealt,
    _initial,
    _maker,
    _shuffled,
)
from kartenregeln.schafkopf.notation import _pot, _read, state_to_text
from kartenregeln.schafkopf.phase import (
    _AUCTION,
    _KLOPFEN,
    _KONTRA,
    _OVER,
    _PHASES,
    _PLAY,
    _RE,
    _ROUND1,
    Phase,
    Trick,
)
from kartenregeln.schafkopf.rules import Deck, Rules
from kartenregeln.schafkopf.scoring import Settlement
from kartenregeln.schafkopf.settlement import settle_state

if TYPE_CHECKING:
    from kartenregeln.schafkopf.view import View

__all__ = ["GameState", "Phase", "Trick", "deal"]


_ACTION_TYPES: Final = (Weiter, Spiele, Klopfen, Kontra, Re, Gut, Announce, Play)


def _seat(seat: object, seats: int = 4) -> int:
    """``seat`` if it is a seat 0..``seats - 1``, else `ValueError`."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise ValueError(f"seat must be 0..{seats - 1}, not {seat!r}")
    return seat


# A state's constant part: (rules, dealer, dealt hands, first packets, Stock pot, seats).
_Setup = tuple[Rules, int, tuple[int, ...], tuple[int, ...], int, int]
# Its card-play part: (trick so far, its leader, finished tricks, Augen per seat, searched,
# the cards not played yet).
_PlayPart = tuple[
    tuple[int, ...], int, tuple[tuple[int, tuple[int, ...], int], ...], tuple[int, ...], bool, int
]


# The state is an attrs class that is not frozen, so that a step can write its slots
# directly (see ``kartenregeln._fast``): every field is private and the public ones are
# read-only properties; ``==`` and ``hash`` cover the same facts as before.
@attrs.define(unsafe_hash=True, getstate_setstate=False)
class GameState(WireMethods):
    """One Schafkopf game as an immutable value. Build it with
    [`start`][kartenregeln.schafkopf.state.GameState.start] or
    [`deal`][kartenregeln.schafkopf.state.deal]; every move returns a new state from
    [`apply`][kartenregeln.schafkopf.state.GameState.apply]."""

    _setup: _Setup
    _phase: int
    _to_move: int | None
    _history: tuple[Action, ...]
    _bid: _Bid
    _play_part: _PlayPart
    _table: Table = attrs.field(eq=False)
    # The cache filled by legal_actions() (not part of the value).
    _legal: tuple[Action, ...] | None = attrs.field(default=None, eq=False)
    # The bidding log (``bids``), kept apart from the record of what the bidding decided
    # so that a step that only logs does not rebuild that record.
    _log: tuple[tuple[int, Action], ...] = ()
    # In the card play, the mask of the playable cards, stored with ``_legal`` (and read
    # only when ``_legal`` is set): ``apply`` then checks a card with one mask test.
    _playable: int = attrs.field(default=0, eq=False)

    @read_only
    def to_move(self) -> int | None:
        """The seat to move (``None`` once the game is over)."""
        return self._to_move

    @read_only
    def history(self) -> tuple[Action, ...]:
        """Every action so far, in order."""
        return self._history

    def __getstate__(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in _SLOTS}

    def __setstate__(self, state: dict[str, object]) -> None:
        # Pickles before 0.2 (issue 40) name ``to_move`` and ``history`` without the
        # underscore and keep the bidding log inside the bidding record.
        restore_slots(self, state, _RESTORED)
        self._legal = None  # an earlier release pickled its cache: it is asked again
        bid = self._bid
        if bid.log:
            self._log = bid.log
            self._bid = bid._replace(log=())

    # -- the grouped fields ------------------------------------------------------------
    @read_only
    def rules(self) -> Rules:
        """The rules of this game."""
        return self._setup[0]

    @read_only
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
        masks, packets = _dealt(rules, dealer, hands, pot)
        return _initial(cls, rules, dealer, masks, packets, pot)

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
        """Whether the game is over (after the last trick, a throw-in or a Sie)."""
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
        return self._log

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
            f"to_move={self._to_move} game={str(self.game) if self.game else None} "
            f"history={' '.join(str(a) for a in self._history)!r}>"
        )

    # -- legal actions -----------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the seat to move, in a fixed order."""
        legal = self._legal
        if legal is not None:
            return legal
        phase = self._phase
        if phase == _PLAY:
            mask = _play_mask(self)
            pb = _PLAY_BYTES
            legal = (
                pb[0][mask & 0xFF]
                + pb[1][mask >> 13 & 0xFF]
                + pb[2][mask >> 26 & 0xFF]
                + pb[3][mask >> 39 & 0xFF]
            )
            self._playable = mask
        elif phase == _OVER:
            legal = ()
        elif phase == _KLOPFEN:
            legal = (KLOPFEN, WEITER)
        elif phase == _ROUND1:
            legal = (SPIELE, WEITER)
        elif phase == _AUCTION:
            assert self._to_move is not None
            legal = _auction_choices(self, self._to_move)
        elif phase == _KONTRA:
            legal = (GUT,) if self._to_move == self._bid.partner else (KONTRA, GUT)
        else:
            # the declarer; with Rules.re_by_partner then the other seats in turn (all are
            # asked, so the turn does not show who the partner is), the partner with Re
            bid = self._bid
            legal = (RE, GUT) if self._to_move in (bid.declarer, bid.partner) else (GUT,)
        self._legal = legal
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
                return say("not_an_action", text=repr(exc.text), problem=exc.problem)
        elif not isinstance(action, _ACTION_TYPES):
            error = wrong_action(self._to_move, action, "Schafkopf", "schafkopf")
            if isinstance(error, IllegalActionError):
                return error.reason  # a bare card or another game's action: an answer
            raise error
        phase = self._phase
        seat = self._to_move
        if phase == _OVER or seat is None:
            return say("game_over")
        if phase == _PLAY:
            if type(action) is not Play:
                return say("must_play_card", seat=seat)
            return _why_not_play(self, seat, action.card)
        if action in self.legal_actions():
            return None
        if phase == _KLOPFEN:
            return say("klopfen_or_weiter", seat=seat)
        if phase == _ROUND1:
            return say("spiele_or_weiter", seat=seat)
        if phase == _AUCTION:
            return _why_not_announce(self, seat, action)
        if phase == _KONTRA:
            if type(action) is Kontra:
                return say("partner_no_kontra")
            return say("kontra_or_gut", seat=seat)
        if seat == self._bid.partner:
            return say("partner_re_or_gut", seat=seat)
        if seat != self._bid.declarer:
            return say("re_party_only")
        return say("re_or_gut", seat=seat)

    # -- applying ----------------------------------------------------------------------
    def apply(self, action: Action | str) -> GameState:
        """The state after ``action`` (an action or its notation); raises
        [`IllegalActionError`][kartenregeln.errors.IllegalActionError] if it is not legal."""
        phase = self._phase
        if phase == _PLAY:
            if type(action) is Play:
                idx = action.card.index
                if (_play_mask(self) if self._legal is None else self._playable) >> idx & 1:
                    return self._play(idx, action)
        elif phase != _OVER:
            for choice in self._legal or self.legal_actions():
                if choice is action:
                    return _bid_step(self, choice)
        if isinstance(action, str):
            action = parse_action(action)
        elif not isinstance(action, _ACTION_TYPES):
            raise wrong_action(self._to_move, action, "Schafkopf", "schafkopf")
        reason = self._reason(action)
        if reason is not None:
            raise IllegalActionError(self._to_move, action, reason)
        if self._phase == _PLAY:
            assert type(action) is Play
            return self._play(action.card.index, action)
        return _bid_step(self, action)

    def _play(self, idx: int, action: Action) -> GameState:
        seat = self._to_move
        assert seat is not None
        play = self._play_part
        left = play[5] ^ 1 << idx
        # On the hot path, concatenating is faster than unpacking (hence the noqa).
        trick = play[0] + (idx,)
        history = self._history + (action,)  # noqa: RUF005
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
                self._log,
            )
        tab = self._table
        follow = tab.follow
        power = tab.power
        # The best card so far is of the led class or a trump, and every trump has more
        # power than every suit card: a later card wins if it is of one of those two
        # classes and has more power (unrolled: this runs once a trick; two ``==`` are
        # cheaper than ``in`` a tuple, hence the noqa).
        leader = play[1]
        augen = list(play[3])
        a, b, c = trick[0], trick[1], trick[2]
        led = follow[a]
        best, pos = a, 0
        f = follow[b]
        if (f == led or f == TRUMP) and power[b] > power[best]:  # noqa: SIM109
            best, pos = b, 1
        f = follow[c]
        if (f == led or f == TRUMP) and power[c] > power[best]:  # noqa: SIM109
            best, pos = c, 2
        won = AUGEN[a] + AUGEN[b] + AUGEN[c]
        if n == 4:
            d = trick[3]
            f = follow[d]
            if (f == led or f == TRUMP) and power[d] > power[best]:  # noqa: SIM109
                pos = 3
            won += AUGEN[d]
        winner = (leader + pos) % n
        augen[winner] += won
        bid = self._bid
        searched = play[4] or led == bid.call_suit
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
            self._log,
        )

    def _next(
        self,
        phase: int,
        to_move: int | None,
        action: Action,
        bid: _Bid,
        log: tuple[tuple[int, Action], ...],
        table: Table | None = None,
    ) -> GameState:
        """A bidding step: the card-play part stays as dealt."""
        return _make(
            self._setup,
            phase,
            to_move,
            self._history + (action,),  # noqa: RUF005
            bid,
            self._play_part,
            self._table if table is None else table,
            log,
        )

    def _start_play(
        self, action: Action, bid: _Bid, log: tuple[tuple[int, Action], ...]
    ) -> GameState:
        assert bid.game is not None
        setup = self._setup
        return self._next(_PLAY, (setup[1] + 1) % setup[5], action, bid, log, table_for(bid.game))

    # -- text --------------------------------------------------------------------------
    def to_text(self) -> str:
        """The position as one line of text (see ``docs/other-programs.md``)."""
        return state_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> GameState:
        """The state a [`to_text`][kartenregeln.schafkopf.state.GameState.to_text] line describes;
        [`NotationError`][kartenregeln.errors.NotationError] if it is bad."""
        p = _read(text, view=False)
        dealer = p.number("d", 0, p.rules.players - 1, "a seat")
        try:
            state = cls.start(p.rules, dealer=dealer, hands=p.hand_texts(), pot=_pot(p))
        except ValueError as exc:
            raise p.start_error(exc) from None
        result: GameState = p.replay(state, parse_action)
        return result

    # -- views -------------------------------------------------------------------------
    def view(self, seat: int) -> View:
        """What ``seat`` may know: see `kartenregeln.schafkopf.View`."""
        return _view_type()._of(self, _seat(seat, self._setup[5]))

    # -- result ------------------------------------------------------------------------
    def laufende(self) -> tuple[int, bool]:
        """The Laufende of the game and whether the declaring party holds them ("mit")."""
        bid = self._bid
        game = bid.game
        declarer = bid.declarer
        if game is None or declarer is None:
            return (0, False)
        setup = self._setup
        party = setup[2][declarer]
        if bid.partner is not None:
            party |= setup[2][bid.partner]
        # from the first card on, the state's table is the game's
        trumps = (self._table if self._phase >= _PLAY else table_for(game)).trumps
        if setup[0].deck is not Deck.LONG:
            trumps = _in_play(trumps, setup[0].deck)
        if not trumps:
            return (0, False)
        # the run from the highest trump on, held (mit) or not held (ohne) alike
        mit = party >> trumps[0] & 1
        n = 1
        for t in trumps[1:]:
            if party >> t & 1 != mit:
                break
            n += 1
        return (n, bool(mit))

    def settle(self) -> Settlement:
        """The Abrechnung of the finished game."""
        return settle_state(self, True)

    def _settle(self, fast: bool) -> Settlement:
        """The settlement; a game's is built ``fast`` (from ``_game_money``) or plainly
        through ``settle_game`` (the tests compare them)."""
        return settle_state(self, fast)


slot_getters(GameState, "to_move", "history")
# what a pickle keeps: the fields but the caches
_SLOTS: Final = tuple(
    f.name for f in attrs.fields(GameState) if f.name not in ("_legal", "_playable")
)
_RESTORED: Final = {"_legal": None, "_log": ()}
_make: Final[Callable[..., GameState]] = _maker(GameState)
"""A new state without ``__init__``: the fields positionally, stored directly (the
cache starts empty)."""


_IN_PLAY: dict[tuple[tuple[int, ...], Deck], tuple[int, ...]] = {}


def _in_play(trumps: tuple[int, ...], deck: Deck) -> tuple[int, ...]:
    """The ``trumps`` that are in ``deck`` (cached)."""
    found = _IN_PLAY.get((trumps, deck))
    if found is None:
        cards = DECK_MASK[deck]
        found = _IN_PLAY[trumps, deck] = tuple(t for t in trumps if cards >> t & 1)
    return found


def _skat_mask(setup: _Setup) -> int:
    """The mask of the Skat: the cards in play that no seat was dealt."""
    held = 0
    for mask in setup[2]:
        held |= mask
    return DECK_MASK[setup[0].deck] & ~held


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
    hands, packets = _shuffled(rules, dealer, rng)
    return _initial(GameState, rules, dealer, hands, packets, pot)


@functools.cache
def _view_type() -> type[View]:
    """The game's ``View``. It lives in ``view.py``, above this module (a view samples,
    reads and builds states), so a state asks the game's descriptor for it: the package,
    which imports both, registers that descriptor (``GAME``) before any state exists."""
    return cast("type[View]", get_game("schafkopf").view_type)


# The trick positions after the leader's, by the number of seats.


_CLegal = Callable[[GameState], "tuple[Action, ...] | None"]
_CStep = Callable[[GameState, "Action | str"], "GameState | None"]


def _bind_core() -> tuple[_CLegal, _CStep, _CStep] | tuple[None, None, None]:
    """The compiled card play and bidding steps (``kartenregeln._native``), bound to this
    module's classes and tables, or ``None`` each for the pure-Python steps."""
    register_hooks(__name__, "_C_LEGAL", "_C_PLAY", "_C_BID")
    ccore = core()
    if ccore is None:
        return None, None, None
    from kartenregeln.schafkopf import auction
    from kartenregeln.schafkopf.actions import PLAYS
    from kartenregeln.schafkopf.rules import AllPass

    index = auction._BID_INDEX
    ccore.bind_schafkopf(
        {
            "state": GameState,
            "play": Play,
            "card": Card,
            "table": Table,
            "contract": Contract,
            "rules": Rules,
            "bid_game": index["game"],
            "bid_declarer": index["declarer"],
            "bid_call_bit": index["call_bit"],
            "bid_call_suit": index["call_suit"],
            "trump": TRUMP,
            "play_phase": _PLAY,
            "over_phase": _OVER,
            "augen": AUGEN,
            "plays": PLAYS,
            "bettel": _BETTEL,
            "bettel_ouvert": _BETTEL_OUVERT,
            "skat_mask": _skat_mask,
        }
    )
    ccore.bind_bidding(
        {
            "bid": auction._Bid,
            "spiele": Spiele,
            "klopfen": Klopfen,
            "announce": Announce,
            "kontra": Kontra,
            "re": Re,
            **{f"bid_{name}": index[name] for name in ("klopfer", "spiele", "inn", "holder")},
            **{f"bid_{name}": index[name] for name in ("best", "partner", "kontra", "re")},
            "bid_thrown_in": index["thrown_in"],
            "bid_size": len(index),
            "klopfen_phase": _KLOPFEN,
            "round1_phase": _ROUND1,
            "auction_phase": _AUCTION,
            "kontra_phase": _KONTRA,
            "re_phase": _RE,
            "sie": auction._SIE,
            "rufspiel": auction._RUFSPIEL,
            "ramsch": auction._RAMSCH,
            "throw_in": AllPass.THROW_IN,
            "called": auction._CALLED,
            "table_for": table_for,
            "klopfen_weiter": (KLOPFEN, WEITER),
            "spiele_weiter": (SPIELE, WEITER),
            "kontra_gut": (KONTRA, GUT),
            "gut": (GUT,),
            "re_gut": (RE, GUT),
        }
    )
    # legal_actions and apply ask the compiled steps first (kartenregeln._native)
    compile_methods(
        GameState,
        legal_actions=ccore.sk_legal_actions,
        apply=ccore.sk_apply,
        is_over=ccore.sk_is_over,
    )
    return ccore.sk_legal, ccore.sk_play, ccore.sk_bid


# The compiled steps (or None). With the compiled core, GameState.legal_actions and apply
# are compiled methods that ask them first; they answer None where the pure methods above
# decide (an action that is not one of the legal actions, text, a state built another
# way). The tests call them directly.
_C_LEGAL: _CLegal | None
_C_PLAY: _CStep | None
_C_BID: _CStep | None
_C_LEGAL, _C_PLAY, _C_BID = _bind_core()
