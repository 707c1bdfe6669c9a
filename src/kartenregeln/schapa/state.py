"""The state of one Schapa round: a trick round (1–6, 8) or the layout round (7).

A state is an immutable value; [`RoundState.apply`][kartenregeln.schapa.state.RoundState.apply]
returns a new one.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=1, dealer=0, rng=random.Random(1))
>>> state.to_move, len(state.legal_actions()) > 0
(1, True)
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[0])
>>> sum(state.settle().scores)
65
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from operator import itemgetter
from typing import TYPE_CHECKING, Final, cast

import attrs
from typing_extensions import Self

from kartenregeln._fast import (
    by_identity,
    fast_constructor,
    read_only,
    restore_slots,
    slot_constructor,
    slot_getters,
)
from kartenregeln._native import compile_methods, core, register_hooks
from kartenregeln._shuffle import compiled_deal, shuffle
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, shown
from kartenregeln.messages import say, translate
from kartenregeln.names import french_code
from kartenregeln.registry import get_game, wrong_action
from kartenregeln.schapa.actions import (
    ENDE,
    PLAYS,
    SCHAPA,
    Action,
    Ende,
    Play,
    Schapa,
    parse_action,
)
from kartenregeln.schapa.notation import _read, state_to_text
from kartenregeln.schapa.rounds import ROUNDS, Round, Tally
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules, deck_info
from kartenregeln.schapa.scoring import RoundSettlement, settle_tally

if TYPE_CHECKING:
    from kartenregeln.schapa.view import RoundView

__all__ = ["LayoutRoundState", "RoundState", "Trick", "TrickRoundState", "deal"]


HandsInput = Sequence["str | CardSet | Iterable[Card]"]

# -- tables over card indices ---------------------------------------------------------------
_SUIT_MASK: Final = tuple(0x1FFF << (13 * s) for s in range(4))
_LED_MASK: Final = tuple(_SUIT_MASK[i // 13] for i in range(52))
_FOLLOW_CLASS: Final = tuple(i // 13 for i in range(52))
_POWER: Final = tuple(13 - i % 13 for i in range(52))
_SUIT_WORD: Final = ("clubs", "spades", "hearts", "diamonds")
_SHIFT: Final = (0, 13, 26, 39)
_BIT: Final = tuple(1 << i for i in range(52))
_CARD: Final = tuple(Card.from_index(i) for i in range(52))

_PLAY_TABLES: Final[tuple[dict[int, tuple[Play, ...]], ...]] = ({}, {}, {}, {})
"""Per suit: the plays for a 13-bit pattern of that suit's cards, filled as met."""
_CLUB_PLAYS, _SPADE_PLAYS, _HEART_PLAYS, _DIAMOND_PLAYS = _PLAY_TABLES


def _suit_plays(suit: int, pattern: int) -> tuple[Play, ...]:
    table = _PLAY_TABLES[suit]
    found = table.get(pattern)
    if found is None:
        # the set bits only, lowest first (a hand holds a few of the suit's 13 cards)
        base = 13 * suit - 1
        plays = []
        rest = pattern
        while rest:
            low = rest & -rest
            plays.append(PLAYS[base + low.bit_length()])
            rest ^= low
        found = tuple(plays)
        table[pattern] = found
    return found


def plays_of(mask: int) -> tuple[Play, ...]:
    """The play actions for the cards of ``mask``, in card order."""
    out: tuple[Play, ...] = ()
    pattern = mask & 0x1FFF
    if pattern:
        out = _CLUB_PLAYS.get(pattern) or _suit_plays(0, pattern)
    pattern = mask >> 13 & 0x1FFF
    if pattern:
        out += _SPADE_PLAYS.get(pattern) or _suit_plays(1, pattern)
    pattern = mask >> 26 & 0x1FFF
    if pattern:
        out += _HEART_PLAYS.get(pattern) or _suit_plays(2, pattern)
    pattern = mask >> 39
    if pattern:
        out += _DIAMOND_PLAYS.get(pattern) or _suit_plays(3, pattern)
    return out


def _code(index: int) -> str:
    return french_code(Card.from_index(index))


def _codes(mask: int) -> str:
    return " ".join(_code(i) for i in range(52) if mask >> i & 1)


def _parse(action: Action | str, seat: int | None) -> Action:
    if isinstance(action, str):
        from kartenregeln.schapa.actions import parse_action

        return parse_action(action)
    if isinstance(action, (Play, Schapa, Ende)):
        return action
    raise wrong_action(seat, action, "Schapa")


def _hand_mask(rules: Rules, seat: int, hand: str | CardSet | Iterable[Card]) -> int:
    if isinstance(hand, str):
        cards = CardSet.parse(hand)
    elif isinstance(hand, CardSet):
        cards = hand
    else:
        items = list(hand)
        cards = CardSet(items)
        if len(cards) != len(items):
            raise ValueError(say("deal_hand_twice", seat=seat))
    mask = cards.mask
    outside = mask & ~rules.info.mask
    if outside:
        raise ValueError(say("deal_not_in_deck", seat=seat, cards=_codes(outside), n=rules.players))
    if len(cards) != rules.hand_size:
        raise ValueError(
            say(
                "deal_hand_size",
                seat=seat,
                size=len(cards),
                n=rules.players,
                each=rules.hand_size,
            )
        )
    return mask


@attrs.frozen(slots=True)
class Trick:
    """A finished trick: who led it, the cards in the order played, who took it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def __str__(self) -> str:
        return f"{' '.join(map(str, self.cards))} (led by {self.leader}, taken by {self.winner})"


# The states are attrs classes that are not frozen, so that a step can write their slots
# directly (see ``kartenregeln._fast``): every field is private, and the public ones are
# read-only properties of the same names; ``attrs.evolve`` and the keyword ``__init__``
# take the public names.
@attrs.define(unsafe_hash=True, repr=False, getstate_setstate=False)
class RoundState(WireMethods):
    """One round of Schapa. Build it with [`deal`][kartenregeln.schapa.state.deal] or
    [`RoundState.start`][kartenregeln.schapa.state.RoundState.start].

    The fields are public and read-only: ``hand_masks`` are the seats' hands as int masks
    (see ``hands`` for [`CardSet`][kartenregeln.cards.CardSet] values), ``history`` the actions so
    far and
    ``movers`` the seat that made each of them.
    """

    _rules: Rules
    _round: int
    _dealer: int
    _hand_masks: tuple[int, ...]
    _history: tuple[Action, ...]
    _movers: tuple[int, ...]
    _to_move: int | None

    @read_only
    def rules(self) -> Rules:
        """The house rules."""
        return self._rules

    @read_only
    def round(self) -> int:
        """The round's number, 1 to 8."""
        return self._round

    @read_only
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @read_only
    def hand_masks(self) -> tuple[int, ...]:
        """Each seat's cards as an int mask (bit ``i`` for the card of index ``i``)."""
        return self._hand_masks

    @read_only
    def history(self) -> tuple[Action, ...]:
        """The actions so far, in order."""
        return self._history

    @read_only
    def movers(self) -> tuple[int, ...]:
        """The seat that made each action of ``history``."""
        return self._movers

    @read_only
    def to_move(self) -> int | None:
        """The seat to move (``None`` once the round is over)."""
        return self._to_move

    def __getstate__(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in attrs.fields(type(self))}

    def __setstate__(self, state: dict[str, object]) -> None:
        # Pickles before 0.2 (issue 40) name the public fields without the underscore.
        restore_slots(self, state, {})

    # -- construction ---------------------------------------------------------------------
    @staticmethod
    def start(
        rules: Rules,
        *,
        round: int,
        dealer: int,
        hands: HandsInput,
    ) -> RoundState:
        """The round ``round`` with the given hands, one per seat, as text (``"QS 10H …"``),
        [`CardSet`][kartenregeln.cards.CardSet] values or lists of cards. Raises ``ValueError`` (a
        [`NotationError`][kartenregeln.errors.NotationError] for text that does not parse) naming
        the problem."""
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be schapa.Rules, not {rules!r}")
        if type(round) is not int or round not in ROUNDS:
            raise ValueError(say("position_round", round=repr(round)))
        n = rules.players
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise ValueError(say("match_seat_to", name="dealer", last=n - 1, value=repr(dealer)))
        if isinstance(hands, (str, CardSet)) or len(hands) != n:
            got = (
                say("deal_one_hand")
                if isinstance(hands, (str, CardSet))
                else say("deal_hands", k=len(hands))
            )
            raise ValueError(say("deal_hands_count", players=n, n=n, got=got))
        masks = tuple(_hand_mask(rules, s, h) for s, h in enumerate(hands))
        seen = 0
        for s, m in enumerate(masks):
            twice = seen & m
            if twice:
                raise ValueError(say("deal_twice", cards=_codes(twice), seat=s))
            seen |= m
        return _begin(rules, round, dealer, masks)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    def __repr__(self) -> str:
        hands = ", ".join(repr(_codes(m)) for m in self._hand_masks)
        moves = " ".join(map(str, self._history))
        return (
            f"<{type(self).__name__} round {self._round}, {self._rules.players} players, "
            f"dealer {self._dealer}, to move {self._to_move}; hands [{hands}]; "
            f"history {moves!r}>"
        )

    # -- the protocol ---------------------------------------------------------------------
    @property
    def num_seats(self) -> int:
        """The number of seats (players)."""
        return self._rules.players

    @property
    def is_over(self) -> bool:
        """Whether the round has ended."""
        return self._to_move is None

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """Each seat's cards."""
        return tuple(CardSet.from_mask(m) for m in self._hand_masks)

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (``hand(seat) == hands[seat]``)."""
        return CardSet.from_mask(self._hand_masks[seat])

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress (none in round 7, which has no tricks)."""
        return ()

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks (none in round 7, which has no tricks)."""
        return ()

    @property
    def info(self) -> Round:
        """The round being played: its names, descriptions and scoring parts."""
        return ROUNDS[self._round]

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions in card order (``schapa``/``ende`` last)."""
        raise NotImplementedError

    def why_illegal(self, action: Action | str, lang: str = "en") -> str | None:
        """``None`` if ``action`` is legal, else one sentence saying why not, in ``lang``
        (``"en"`` or ``"de"``; see [`kartenregeln.messages`][kartenregeln.messages] for the
        codes)."""
        reason = self._reason(action)
        return None if reason is None else translate(reason, lang)

    def _reason(self, action: Action | str) -> str | None:
        try:
            parsed = _parse(action, self._to_move)
        except NotationError as exc:
            return say("not_an_action", text=shown(exc.text), problem=exc.problem)
        except IllegalActionError as exc:
            return exc.reason  # a bare card or another game's action: an answer, not an error
        if self._to_move is None:
            return say("round_over")
        return self._why(parsed, self._to_move)

    def is_legal(self, action: Action | str) -> bool:
        """Whether ``action`` may be taken now."""
        try:
            parsed = _parse(action, self._to_move)
        except (NotationError, IllegalActionError):
            return False
        return self._to_move is not None and self._why(parsed, self._to_move) is None

    def apply(self, action: Action | str) -> Self:
        """The state after ``action`` (an action or its text). Raises
        [`IllegalActionError`][kartenregeln.errors.IllegalActionError] with the reason if it is not
        legal."""
        raise NotImplementedError

    def _why(self, action: Action, seat: int) -> str | None:
        raise NotImplementedError

    def _refuse(self, action: Action) -> IllegalActionError:
        reason = self._reason(action)
        if reason is None:  # not reached: apply refuses only what _reason refuses
            raise AssertionError(f"{action} is legal now")
        return IllegalActionError(self._to_move, action, reason)

    def tally(self) -> Tally:
        """What has been taken so far, as the scoring parts read it."""
        raise NotImplementedError

    def scores_so_far(self) -> tuple[int, ...]:
        """The round's points per seat for what has been taken up to now."""
        return ROUNDS[self._round].scores(self.tally())

    def settle(self) -> RoundSettlement:
        """The result of the finished round: scores per seat and a breakdown."""
        if self._to_move is not None:
            raise ValueError(
                f"round {self._round} is not over yet; seat {self._to_move} is to move"
            )
        tally = self.tally()
        return settle_tally(self._round, tally, self._ended_early(tally))

    def _ended_early(self, tally: Tally) -> bool:
        """Whether the finished round, which took ``tally``, ended before its last trick."""
        return False

    def to_text(self) -> str:
        """The position as one line of text (see ``docs/other-programs.md``)."""
        return state_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> RoundState:
        """The state a [`to_text`][kartenregeln.schapa.state.RoundState.to_text] line describes;
        [`NotationError`][kartenregeln.errors.NotationError] if it is bad."""
        p = _read(text, view=False)
        number = p.number("r", 1, 8, "the round")
        dealer = p.number("d", 0, p.rules.players - 1, "the dealer")
        try:
            state = cls.start(p.rules, round=number, dealer=dealer, hands=p.hand_texts())
        except ValueError as exc:
            raise p.start_error(exc) from None
        result: RoundState = p.replay(state, parse_action)
        return result

    def view(self, seat: int) -> RoundView:
        """What ``seat`` may know: see
        [`kartenregeln.schapa.view.RoundView`][kartenregeln.schapa.view.RoundView]."""
        if not isinstance(seat, int) or not 0 <= seat < self._rules.players:
            raise ValueError(f"seat must be 0 to {self._rules.players - 1}, not {seat!r}")
        return _view_type()._of(self, seat)


@attrs.define(unsafe_hash=True, repr=False, getstate_setstate=False)
class TrickRoundState(RoundState):
    """Rounds 1–6 and 8: trick play, follow suit, no trumps.

    ``leader`` led the current ``trick`` (cards in play order); ``taken`` holds
    the cards each seat took (masks); ``tricks`` the finished tricks.
    """

    _leader: int
    _trick: tuple[int, ...]
    _taken: tuple[int, ...]
    _tricks: tuple[Trick, ...]

    @read_only
    def leader(self) -> int:
        """The seat that led the current trick."""
        return self._leader

    @read_only
    def taken(self) -> tuple[int, ...]:
        """The cards each seat has taken, as masks."""
        return self._taken

    @read_only
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        return self._tricks

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, from its leader on."""
        return tuple(_CARD[i] for i in self._trick)

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self._to_move
        if seat is None:
            return ()
        hand = self._hand_masks[seat]
        trick = self._trick
        if trick:
            suit = _FOLLOW_CLASS[trick[0]]
            pattern = hand >> _SHIFT[suit] & 0x1FFF
            if pattern:
                return _PLAY_TABLES[suit].get(pattern) or _suit_plays(suit, pattern)
        return plays_of(hand)

    def _why(self, action: Action, seat: int) -> str | None:
        if not isinstance(action, Play):
            return say("layout_word_only", action=action)
        card = action.card
        hand = self._hand_masks[seat]
        if not hand & card.bit:
            return say("does_not_hold", seat=seat, card=card)
        if self._trick:
            led = self._trick[0]
            led_mask = _LED_MASK[led]
            if hand & led_mask and not card.bit & led_mask:
                return say("must_follow_suit", seat=seat, suit=_SUIT_WORD[led // 13])
        return None

    def apply(self, action: Action | str) -> Self:
        seat = self._to_move
        if type(action) is not Play or seat is None:
            act = _parse(action, self._to_move)
            if type(act) is not Play or seat is None:
                raise self._refuse(act)
            return self.apply(act)
        act = action
        index = act.card.index
        bit = _BIT[index]
        hands = self._hand_masks
        hand = hands[seat]
        if not hand & bit:
            raise self._refuse(act)
        trick = self._trick
        if trick:
            led_mask = _LED_MASK[trick[0]]
            if hand & led_mask and not bit & led_mask:
                raise self._refuse(act)
            trick += (index,)
        else:
            trick = (index,)
        new_hands = list(hands)
        new_hands[seat] = hand ^ bit
        hands = tuple(new_hands)
        n = len(hands)
        # On the hot path, concatenating is faster than unpacking (hence the noqa).
        history = self._history + (act,)  # noqa: RUF005
        movers = self._movers + (seat,)  # noqa: RUF005
        if len(trick) < n:
            return _new_trick(  # type: ignore[no-any-return]
                self._rules, self._round, self._dealer, hands, history, movers,
                (seat + 1) % n, self._leader, trick, self._taken, self._tricks,
            )  # fmt: skip
        # The trick is complete. Without trumps the highest card of the led suit wins,
        # and within a suit the lowest index is the highest card.
        leader = self._leader
        if n == 4:
            c0, c1, c2, c3 = trick
            won = _BIT[c0] | _BIT[c1] | _BIT[c2] | _BIT[c3]
            cards = (_CARD[c0], _CARD[c1], _CARD[c2], _CARD[c3])
        else:
            pick = itemgetter(*trick)  # a tuple picker: a trick has at least 3 cards
            won = sum(pick(_BIT))
            cards = pick(_CARD)
        led = won & _LED_MASK[trick[0]]
        winner = (leader + trick.index((led & -led).bit_length() - 1)) % n
        new_taken = list(self._taken)
        new_taken[winner] |= won
        taken = tuple(new_taken)
        tricks = self._tricks + (_new_trick_record(leader, cards, winner),)  # noqa: RUF005
        nxt: int | None = winner
        if not hands[winner]:
            nxt = None
        else:
            # the scoring cards if the round ends once they are all taken (else 0)
            rules = self._rules
            scoring = _EARLY_END.get(id(rules)) or _early_end(rules)
            # the taken masks are disjoint, so their sum is their union
            if scoring[self._round] and not scoring[self._round] & ~sum(taken):
                nxt = None
        return _new_trick(  # type: ignore[no-any-return]
            self._rules, self._round, self._dealer, hands, history, movers,
            nxt, winner, (), taken, tricks,
        )  # fmt: skip

    def tally(self) -> Tally:
        rules, tricks, taken = self._rules, self._tricks, self._taken
        n = rules.players
        info = rules.info
        # speed: every seat plays a card to every trick, so a seat took n cards per trick
        # it won (tests/schapa/test_sp_fast_path.py counts them trick by trick)
        won = []
        for cards in taken:
            won.append(cards.bit_count() // n)
        last = tricks[-1].winner if len(tricks) == info.hand_size else None
        return _new_tally(n, info.mask, taken, tuple(won), last, ())

    def _ended_early(self, tally: Tally) -> bool:
        return tally.last_winner is None  # the last trick was not played


@attrs.define(unsafe_hash=True, repr=False, getstate_setstate=False)
class LayoutRoundState(RoundState):
    """Round 7: the layout. ``laid`` is the layout (mask), ``fits`` the cards that may be
    laid on it now, ``lays`` the cards laid so far in the current turn and ``finished``
    the seats in the order they got rid of their cards."""

    _laid: int
    _fits: int
    _lays: int
    _finished: tuple[int, ...]

    @read_only
    def laid(self) -> int:
        """The layout, as a mask."""
        return self._laid

    @read_only
    def fits(self) -> int:
        """The cards that may be laid on the layout now, as a mask."""
        return self._fits

    @read_only
    def lays(self) -> int:
        """The cards laid so far in the current turn."""
        return self._lays

    @read_only
    def finished(self) -> tuple[int, ...]:
        """The seats in the order they got rid of their cards."""
        return self._finished

    def legal_actions(self) -> tuple[Action, ...]:
        seat = self._to_move
        if seat is None:
            return ()
        fit = self._hand_masks[seat] & self._fits
        if self._lays:
            return plays_of(fit) + (ENDE,)  # noqa: RUF005 (faster than unpacking)
        if fit:
            return plays_of(fit)
        return (SCHAPA,)

    def _why(self, action: Action, seat: int) -> str | None:
        hand = self._hand_masks[seat]
        fit = hand & self._fits
        if isinstance(action, Schapa):
            if self._lays:
                return say("schapa_at_start")
            if fit:
                return say("must_lay", seat=seat, cards=_codes(fit))
            return None
        if isinstance(action, Ende):
            if not self._lays:
                return say("ende_after_lay")
            return None
        card = action.card
        if not hand & card.bit:
            return say("does_not_hold", seat=seat, card=card)
        if not card.bit & self.info_mask:
            return say("not_in_deck", card=card, n=self._rules.players)
        if not card.bit & self._fits:
            suit = card.index // 13
            word = _SUIT_WORD[suit]
            open_now = self._fits & _SUIT_MASK[suit]
            if not self._laid & _SUIT_MASK[suit]:
                return say("opened_by_seven", card=card, suit=word)
            if not open_now:
                return say("suit_complete", card=card, suit=word)
            return say("suit_takes", card=card, suit=word, cards=_codes(open_now))
        return None

    @property
    def info_mask(self) -> int:
        return self._rules.info.mask

    def apply(self, action: Action | str) -> Self:
        act = action if type(action) is Play else _parse(action, self._to_move)
        seat = self._to_move
        if seat is None:
            raise self._refuse(act)
        rules = self._rules
        hands = self._hand_masks
        # On the hot path, concatenating is faster than unpacking (hence the noqa).
        history = self._history + (act,)  # noqa: RUF005
        movers = self._movers + (seat,)  # noqa: RUF005
        if type(act) is Play:
            index = act.card.index
            bit = 1 << index
            hand = hands[seat]
            fits = self._fits
            if not hand & bit & fits:
                raise self._refuse(act)
            hand ^= bit
            new_hands = list(hands)
            new_hands[seat] = hand
            hands = tuple(new_hands)
            fits = (fits ^ bit) | _next_fit(rules.players)[index]
            laid = self._laid | bit
            finished = self._finished
            if not hand:
                finished += (seat,)
                holding = [s for s, h in enumerate(hands) if h]
                if len(holding) == 1:
                    return _new_layout(  # type: ignore[no-any-return]
                        rules, self._round, self._dealer, hands, history, movers,
                        None, laid, fits, 0, (*finished, holding[0]),
                    )  # fmt: skip
            elif not rules.one_card_per_turn and hand & fits:
                return _new_layout(  # type: ignore[no-any-return]
                    rules, self._round, self._dealer, hands, history, movers,
                    seat, laid, fits, self._lays + 1, finished,
                )  # fmt: skip
            return _new_layout(  # type: ignore[no-any-return]
                rules, self._round, self._dealer, hands, history, movers,
                _next_holding(hands, seat), laid, fits, 0, finished,
            )  # fmt: skip
        if self._why(act, seat) is not None:
            raise self._refuse(act)
        return _new_layout(  # type: ignore[no-any-return]
            rules, self._round, self._dealer, hands, history, movers,
            _next_holding(hands, seat), self._laid, self._fits, 0, self._finished,
        )  # fmt: skip

    def tally(self) -> Tally:
        rules = self._rules
        return _new_tally(rules.players, rules.info.mask, (), (), None, self._finished)


def _begin(rules: Rules, number: int, dealer: int, masks: tuple[int, ...]) -> RoundState:
    """The first state of a round from checked hands (masks)."""
    first = (dealer + 1) % rules.players
    if number == LAYOUT_ROUND:
        state: RoundState = _new_layout(
            rules, number, dealer, masks, (), (), first, 0, rules.info.sevens, 0, ()
        )
    else:
        empty = (0,) * rules.players
        state = _new_trick(rules, number, dealer, masks, (), (), first, first, (), empty, ())
    return state


def _next_holding(hands: tuple[int, ...], seat: int) -> int:
    n = len(hands)
    s = (seat + 1) % n
    while not hands[s]:
        s = (s + 1) % n
    return s


slot_getters(RoundState, "rules", "round", "dealer", "hand_masks", "history", "movers")
slot_getters(RoundState, "to_move")
slot_getters(TrickRoundState, "leader", "taken", "tricks")
slot_getters(LayoutRoundState, "laid", "fits", "lays", "finished")
_new_trick: Final = slot_constructor(
    TrickRoundState, tuple(f.name for f in attrs.fields(TrickRoundState))
)
_new_layout: Final = slot_constructor(
    LayoutRoundState, tuple(f.name for f in attrs.fields(LayoutRoundState))
)


_new_trick_record: Final = fast_constructor(Trick)
_new_tally: Final[Callable[..., Tally]] = fast_constructor(Tally)


@cache
def _next_fit(players: int) -> tuple[int, ...]:
    return deck_info(players).next_fit


_EARLY_END: dict[int, tuple[int, ...]] = {}


def _early_end(rules: Rules) -> tuple[int, ...]:
    """By round number: the cards whose taking ends the round under ``rules``, or 0 if
    it is played out (cached by the ``id`` of each ``Rules`` object met, while it lives)."""
    ends = [
        None if k == 0 or rules.play_out else _early_end_cards(k, rules.players) for k in range(9)
    ]
    # a round that ends early has scoring cards (None: it is played out)
    assert all(end != 0 for end in ends[1:] if end is not None)
    found = tuple(end or 0 for end in ends)
    result: tuple[int, ...] = by_identity(_EARLY_END, rules, found)
    return result


@cache
def _early_end_cards(number: int, players: int) -> int | None:
    """The scoring cards of round ``number`` if it ends once they are all taken, else None."""
    rnd = ROUNDS[number]
    return rnd.scoring_cards(deck_info(players).mask) if rnd.can_end_early else None


def deal(
    rules: Rules,
    *,
    round: int = 1,
    dealer: int = 0,
    rng: random.Random,
) -> RoundState:
    """Shuffle the deck with ``rng`` and deal round ``round``; the seat left of the dealer
    gets the first cards and leads.

    >>> import random
    >>> state = deal(Rules(players=5), round=7, dealer=4, rng=random.Random(3))
    >>> [len(h) for h in state.hands], state.to_move
    ([8, 8, 8, 8, 8], 0)
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be schapa.Rules, not {rules!r}")
    if not isinstance(rng, random.Random):
        raise TypeError("deal needs an rng: a random.Random")
    if type(round) is not int or round not in ROUNDS:
        raise ValueError(say("position_round", round=repr(round)))
    n, k = rules.players, rules.hand_size
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise ValueError(say("match_seat_to", name="dealer", last=n - 1, value=repr(dealer)))
    dealt = compiled_deal(_deck_bits(rules.players), rng, dealer, n, k)
    if dealt is not None:
        return _begin(rules, round, dealer, dealt[0])
    # Shuffling the cards' bits draws from rng exactly as shuffling their indices would.
    order = list(_deck_bits(rules.players))
    shuffle(order, rng)
    masks = [0] * n
    for j in range(n):
        # the bits are distinct, so their sum is the hand's mask
        masks[(dealer + 1 + j) % n] = sum(order[j * k : (j + 1) * k])
    return _begin(rules, round, dealer, tuple(masks))


@cache
def _deck_bits(players: int) -> tuple[int, ...]:
    """The bits of the deck's cards, in card order."""
    mask = deck_info(players).mask
    return tuple(1 << i for i in range(52) if mask >> i & 1)


@cache
def _view_type() -> type[RoundView]:
    """The game's ``RoundView``. It lives in ``view.py``, above this module (a view samples,
    reads and builds rounds), so a round, and the modules below ``view.py`` that build a
    view, ask the game's descriptor for it: the package, which imports them all, registers
    that descriptor (``GAME``) before any round exists."""
    return cast("type[RoundView]", get_game("schapa").view_type)


_CLegal = Callable[[TrickRoundState], "tuple[Action, ...] | None"]
_CPlay = Callable[[TrickRoundState, "Action | str"], "TrickRoundState | None"]
_CLayoutLegal = Callable[[LayoutRoundState], "tuple[Action, ...] | None"]
_CLayoutPlay = Callable[[LayoutRoundState, "Action | str"], "LayoutRoundState | None"]
_Hooks = tuple[_CLegal | None, _CPlay | None, _CLayoutLegal | None, _CLayoutPlay | None]


def _bind_core() -> _Hooks:
    """The compiled steps (``kartenregeln._native``) of the trick rounds and of the
    layout round, bound to this module's classes and tables, or four ``None`` for the
    pure-Python steps above."""
    register_hooks(__name__, "_C_LEGAL", "_C_PLAY", "_C_LAYOUT_LEGAL", "_C_LAYOUT_PLAY")
    ccore = core()
    if ccore is None:
        return None, None, None, None
    ccore.bind_schapa(
        {
            "state": TrickRoundState,
            "play": Play,
            "card": Card,
            "trick": Trick,
            "plays": PLAYS,
            "cards": _CARD,
            "early_cache": _EARLY_END,
            "early_end": _early_end,
            "layout_state": LayoutRoundState,
            "rules": Rules,
            "schapa": SCHAPA,
            "ende": ENDE,
            "next_fit": tuple(_next_fit(p) if p >= 3 else () for p in range(7)),
        }
    )
    # the states' legal_actions and apply ask the compiled steps first
    compile_methods(TrickRoundState, legal_actions=ccore.sp_legal, apply=ccore.sp_play)
    compile_methods(LayoutRoundState, legal_actions=ccore.ly_legal, apply=ccore.ly_play)
    return ccore.sp_legal, ccore.sp_play, ccore.ly_legal, ccore.ly_play


# The compiled steps (or None). With the compiled core the states' legal_actions and
# apply are compiled methods that ask them first; they answer None where the pure methods
# decide (an action that is not legal, text). The tests call them directly.
_C_LEGAL: _CLegal | None
_C_PLAY: _CPlay | None
_C_LAYOUT_LEGAL: _CLayoutLegal | None
_C_LAYOUT_PLAY: _CLayoutPlay | None
_C_LEGAL, _C_PLAY, _C_LAYOUT_LEGAL, _C_LAYOUT_PLAY = _bind_core()
