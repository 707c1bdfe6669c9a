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
from typing import TYPE_CHECKING, Any

import attrs

from kartenregeln._deprecated import renamed, warn_renamed
from kartenregeln._position import Attempt, replay_attempt, view_why_illegal
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet, indices
from kartenregeln.errors import SampleError
from kartenregeln.schapa.actions import Action, Play, Schapa, parse_action
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules

if TYPE_CHECKING:
    from kartenregeln.schapa.state import RoundState, Trick

__all__ = ["RoundView", "make_view"]

_SUIT_MASK = tuple(0x1FFF << (13 * s) for s in range(4))


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

    legal = renamed("legal", "legal_actions")

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
        from kartenregeln.schapa.build import build_view

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
        return view_why_illegal(self, action, parse_action, lang)

    def to_text(self) -> str:
        """The view as one line of text; a ``?`` for every card the seat cannot see."""
        from kartenregeln.schapa.position import view_to_text

        return view_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> RoundView:
        """The view a [`to_text`][kartenregeln.schapa.view.RoundView.to_text] line describes;
        `NotationError` if it is bad."""
        from kartenregeln.schapa.position import view_from_text

        return view_from_text(text)

    def sample(
        self, rng: random.Random, attempts: int | None = None, *, tries: int = 200
    ) -> RoundState:
        """A full round consistent with everything this seat has seen: the unseen cards
        dealt at random to the other seats, respecting what their play showed.
        ``sample(rng).view(seat) == self`` always holds. ``tries`` bounds the deals tried
        before [`SampleError`][kartenregeln.errors.SampleError]; ``attempts`` is its
        deprecated old name."""
        if attempts is not None:
            warn_renamed("RoundView.sample(attempts=...)", "sample(rng, tries=...)")
            tries = attempts
        for _ in range(tries):
            state = _attempt(self, rng).state
            if state is not None and state.view(self.seat) == self:
                return state
        raise SampleError(f"no consistent deal found for seat {self.seat} in {tries} tries")


def _attempt(view: RoundView, rng: random.Random) -> Attempt[RoundState]:
    """One deal of the unseen cards that respects what the public history shows, and the
    history replayed on it (or why that failed)."""
    from kartenregeln.schapa.state import RoundState

    n = view.rules.players
    lacks, must = _constraints(view)
    hands = _deal_unseen(view, view.unseen.mask, lacks, must, rng)
    if hands is None:
        return Attempt(None)
    hands[view.seat] = view.hand.mask
    played = played_by(view.history, view.movers, n)
    state = RoundState.start(
        view.rules,
        round=view.round,
        dealer=view.dealer,
        hands=[CardSet.from_mask(hands[s] | played[s]) for s in range(n)],
    )
    return replay_attempt(state, view.history)


def played_by(history: Sequence[Action], movers: Sequence[int], n: int) -> list[int]:
    """The mask of the cards each of the ``n`` seats played in ``history``."""
    played = [0] * n
    for a, s in zip(history, movers, strict=True):
        if isinstance(a, Play):
            played[s] |= a.card.bit
    return played


def _constraints(view: RoundView) -> tuple[list[int], list[tuple[int, int]]]:
    """What the public history shows: ``lacks[s]`` cards seat s cannot hold now, and
    ``must`` pairs (s, mask): seat s now holds at least one card of mask."""
    rules = view.rules
    n = rules.players
    lacks = [0] * n
    history, movers = view.history, view.movers
    if view.round != LAYOUT_ROUND:
        led = 0
        for i, (a, s) in enumerate(zip(history, movers, strict=True)):
            if not isinstance(a, Play):
                continue
            suit_mask = _SUIT_MASK[a.card.index // 13]
            if i % n == 0:
                led = suit_mask
            elif not a.card.bit & led:
                lacks[s] |= led
        return lacks, []
    info = rules.info
    fits = info.sevens
    left = [rules.hand_size] * n
    pending: list[tuple[int, int, int]] = []
    for i, (a, s) in enumerate(zip(history, movers, strict=True)):
        if isinstance(a, Schapa):
            lacks[s] |= fits
        elif isinstance(a, Play):
            idx = a.card.index
            fits = (fits & ~(1 << idx)) | info.next_fit[idx]
            left[s] -= 1
            if rules.one_card_per_turn or not left[s]:
                continue
            continues = movers[i + 1] == s if i + 1 < len(history) else view.to_move == s
            if continues:
                pending.append((s, fits, i))
            else:
                lacks[s] |= fits
    must: list[tuple[int, int]] = []
    for s, mask, i in pending:
        later = 0
        for a, who in zip(history[i + 1 :], movers[i + 1 :], strict=True):
            if who == s and isinstance(a, Play):
                later |= a.card.bit
        if not later & mask:
            must.append((s, mask))
    return lacks, must


def _deal_unseen(
    view: RoundView,
    unseen: int,
    lacks: list[int],
    must: list[tuple[int, int]],
    rng: random.Random,
) -> list[int] | None:
    """Deal the unseen cards to the other seats: sizes as shown, no seat gets a card it
    is known to lack, every ``must`` set is met. ``None`` if this attempt failed."""
    n = view.rules.players
    cap = [0 if s == view.seat else view.hand_sizes[s] for s in range(n)]
    allowed = [0 if s == view.seat else unseen & ~lacks[s] for s in range(n)]
    owner: dict[int, int] = {}
    fixed: set[int] = set()
    hands = [0] * n
    for s, mask in sorted(must, key=lambda m: m[1].bit_count()):
        if s == view.seat or hands[s] & mask:
            continue
        cand = [c for c in indices(mask & allowed[s]) if c not in owner]
        if not cand or not cap[s]:
            return None
        c = rng.choice(cand)
        owner[c] = s
        fixed.add(c)
        hands[s] |= 1 << c
        cap[s] -= 1
    cards = [c for c in indices(unseen) if c not in owner]
    rng.shuffle(cards)
    seats_of = {c: [s for s in range(n) if allowed[s] >> c & 1] for c in cards}
    for c in cards:
        rng.shuffle(seats_of[c])
    members: list[list[int]] = [[] for _ in range(n)]
    for c in owner:
        members[owner[c]].append(c)

    def place(card: int, seen: set[int]) -> bool:
        for s in seats_of[card]:
            if s in seen:
                continue
            seen.add(s)
            if cap[s] > 0:
                cap[s] -= 1
                owner[card] = s
                members[s].append(card)
                return True
            for other in members[s]:
                if other in fixed:
                    continue
                members[s].remove(other)
                if place(other, seen):
                    owner[card] = s
                    members[s].append(card)
                    return True
                members[s].append(other)
        return False

    for c in cards:
        if not place(c, set()):
            return None
    for c, s in owner.items():
        hands[s] |= 1 << c
    return hands


def make_view(state: RoundState, seat: int) -> RoundView:
    """The view of ``seat`` on ``state`` (use ``state.view(seat)``)."""
    from kartenregeln.schapa.state import LayoutRoundState, TrickRoundState

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
