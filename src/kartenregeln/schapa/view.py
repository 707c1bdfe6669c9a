"""What one seat may know about a round, and sampling a full round consistent with it.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(2))
>>> view = state.view(1)
>>> view.hand == state.hands[1], view.hand_sizes, view.legal_actions == state.legal_actions()
(True, (13, 13, 13, 13), True)
>>> world = view.sample(random.Random(5))
>>> world.view(1) == view
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import attrs

from kartenregeln._position import view_why_illegal
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import PositionError, SampleError
from kartenregeln.messages import say
from kartenregeln.schapa.actions import Action, Play, parse_action
from kartenregeln.schapa.build import build_view
from kartenregeln.schapa.notation import view_to_text
from kartenregeln.schapa.position import view_from_text
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import Rules
from kartenregeln.schapa.sampling import _attempt, _constraints, _stand_in
from kartenregeln.schapa.state import LayoutRoundState, RoundState, Trick, TrickRoundState

__all__ = ["RoundView", "make_view"]


@attrs.frozen(slots=True)
class RoundView(WireMethods):
    """What ``seat`` may know about a round: a frozen, comparable value.

    ``hand`` the seat's own cards; ``hand_sizes`` every seat's number of cards;
    ``history`` and ``movers`` the public actions and who made them (every card played or
    laid is seen by all); ``trick`` the cards of the current trick, led by ``leader``;
    ``tricks`` the finished tricks and who took them; ``taken`` the scoring cards each
    seat has taken (they lie face up); ``layout`` the cards laid in round 7 and ``fits``
    the cards that may be laid on it now; ``finished`` the seats out in round 7, in
    order; ``scores`` the round's points so far; ``legal_actions`` the legal actions when it is
    this seat's turn (else empty). Never another seat's cards.
    """

    seat: int
    rules: Rules
    round: int
    dealer: int
    hand: CardSet
    hand_sizes: tuple[int, ...]
    to_move: int | None
    history: tuple[Action, ...]
    movers: tuple[int, ...]
    trick: tuple[Card, ...]
    leader: int | None
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    taken: tuple[CardSet, ...]
    layout: CardSet
    fits: CardSet
    finished: tuple[int, ...]
    scores: tuple[int, ...]
    legal_actions: tuple[Action, ...]

    def __attrs_post_init__(self) -> None:
        if (
            not isinstance(self.round, int)
            or isinstance(self.round, bool)
            or self.round not in ROUNDS
        ):
            raise PositionError(say("position_round", round=repr(self.round)))
        n = self.rules.players
        for name in ("seat", "dealer"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
                raise PositionError(say("match_seat", name=name, last=n - 1, value=repr(value)))

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    @property
    def is_over(self) -> bool:
        """Whether the round has ended."""
        return self.to_move is None

    @property
    def unseen(self) -> CardSet:
        """The cards this seat has not seen: the other seats' hands, together."""
        played = 0
        for a in self.history:
            if isinstance(a, Play):
                played |= a.card.bit
        return CardSet.from_mask(self.rules.info.mask & ~played & ~self.hand.mask)

    def lacks(self) -> tuple[CardSet, ...]:
        """For each seat, the unseen cards it is known not to hold (a suit it did not
        follow; in round 7 every card that fitted when it said schapa or when its turn
        ended by itself). Empty for this seat, whose hand is known."""
        lacks, _must = _constraints(self)
        unseen = self.unseen.mask
        return tuple(
            CardSet.from_mask(0 if s == self.seat else lacks[s] & unseen)
            for s in range(self.rules.players)
        )

    @classmethod
    def build(
        cls,
        rules: Rules,
        *,
        round: int,
        seat: int,
        hand: str | CardSet | Iterable[Card],
        dealer: int = 0,
        tricks: Sequence[Any] = (),
        trick: str | CardSet | Iterable[Card] = (),
        layout: str | CardSet | Iterable[Card] = (),
        finished: Sequence[int] = (),
        hand_sizes: Sequence[int] | None = None,
        history: Sequence[Any] | None = None,
        to_move: int | None = None,
    ) -> RoundView:
        """The view of ``seat`` from what that seat knows, checked.

        Trick rounds (1–6, 8): ``tricks`` the finished tricks in play order, each its
        cards (text or cards) or ``(leader, cards)``; ``trick`` the trick in progress.
        Round 7: what a seat at the table sees, ``layout``, ``hand_sizes``, ``finished``
        and ``to_move`` (the seat to move is at the start of its turn), builds the view
        with an empty history. Or ``history``, the actions in order with their seats
        (``(seat, action)`` pairs or ``"seat:action"`` texts) and ``to_move`` the seat to
        move when the last card's seat could lay again (whether it can is hidden);
        ``layout``, ``finished`` and ``hand_sizes``, if given, are checked against it. Raises
        [`PositionError`][kartenregeln.errors.PositionError] saying what is inconsistent.
        """
        return build_view(
            rules, round=round, seat=seat, hand=hand, dealer=dealer, tricks=tricks,
            trick=trick, layout=layout, finished=finished, hand_sizes=hand_sizes,
            history=history, to_move=to_move,
        )  # fmt: skip

    def is_legal(self, action: Action | str) -> bool:
        """Whether this seat may take ``action`` (or its text) now; ``False`` for text that
        is not an action."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action | str, lang: str = "en") -> str | None:
        """``None`` if this seat may take ``action`` now, else the reason in ``lang``, in
        the words the round's state uses (its reasons depend only on what this seat
        knows); when it is another seat's turn, whose turn it is."""
        return view_why_illegal(self, action, parse_action, lang, _stand_in)

    def to_text(self) -> str:
        """The view as one line of text; a ``?`` for every card the seat cannot see."""
        return view_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> RoundView:
        """The view a [`to_text`][kartenregeln.schapa.view.RoundView.to_text] line describes;
        `NotationError` if it is bad."""
        return view_from_text(text)

    def sample(self, rng: random.Random, *, tries: int = 200) -> RoundState:
        """A full round consistent with everything this seat has seen: the unseen cards
        dealt at random to the other seats, respecting what their play showed.
        ``sample(rng).view(seat) == self`` always holds. ``tries`` bounds the deals tried
        before [`SampleError`][kartenregeln.errors.SampleError]."""
        for _ in range(tries):
            state = _attempt(self, rng).state
            if state is not None and state.view(self.seat) == self:
                return state
        raise SampleError(f"no consistent deal found for seat {self.seat} in {tries} tries")

    @classmethod
    def _of(cls, state: RoundState, seat: int) -> RoundView:
        """``make_view`` (what ``RoundState.view`` calls through the game's descriptor)."""
        return make_view(state, seat)


def make_view(state: RoundState, seat: int) -> RoundView:
    """The view of ``seat`` on ``state`` (use ``state.view(seat)``)."""
    rules = state.rules
    deck = rules.info.mask
    empty = CardSet()
    legal = state.legal_actions() if state.to_move == seat else ()
    sizes = tuple(m.bit_count() for m in state.hand_masks)
    scores = state.scores_so_far()
    hand = CardSet.from_mask(state.hand_masks[seat])
    if isinstance(state, TrickRoundState):
        scoring = ROUNDS[state.round].scoring_cards(deck)
        won = [0] * rules.players
        for t in state.tricks:
            won[t.winner] += 1
        return RoundView(
            seat, rules, state.round, state.dealer, hand, sizes, state.to_move,
            state.history, state.movers,
            state.trick,
            None if state.to_move is None else state.leader,
            state.tricks, tuple(won),
            tuple(CardSet.from_mask(m & scoring) for m in state.taken),
            empty, empty, (), scores, legal,
        )  # fmt: skip
    assert isinstance(state, LayoutRoundState)
    return RoundView(
        seat, rules, state.round, state.dealer, hand, sizes, state.to_move,
        state.history, state.movers, (), None, (), (0,) * rules.players,
        (empty,) * rules.players, CardSet.from_mask(state.laid), CardSet.from_mask(state.fits),
        state.finished, scores, legal,
    )  # fmt: skip
