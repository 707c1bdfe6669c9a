"""A Schapa view built from what one seat knows, without the other hands.

>>> from kartenregeln import schapa as sp
>>> view = sp.RoundView.build(
...     sp.Rules(players=3), round=1, seat=2, dealer=2,
...     hand="AC 4C KS 9S 8S 7S 6S 5S 4S 3S 9H 8H 7H 6H 5H 10D", trick="KC QC")
>>> [str(a) for a in view.legal_actions]
['AC', '4C']
>>> view.why_illegal("KS")
'seat 2 must follow clubs'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kartenregeln._position import Cards, cards_of, trick_of
from kartenregeln.cards import CardSet, indices
from kartenregeln.errors import NotationError, PositionError
from kartenregeln.messages import params, say
from kartenregeln.schapa.actions import SCHAPA, Action, Play, parse_action
from kartenregeln.schapa.position import view_from_history
from kartenregeln.schapa.rounds import ROUNDS, Tally
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.state import _view_type

if TYPE_CHECKING:
    from kartenregeln.schapa.view import RoundView

__all__ = ["build_view"]


def _layout_history(history: Sequence[Any]) -> tuple[list[Action], list[int]]:
    """Round 7's actions with their seats: ``(seat, action)`` pairs or ``"seat:action"``."""
    actions: list[Action] = []
    movers: list[int] = []
    for k, item in enumerate(history):
        if isinstance(item, str):
            seat_text, colon, body = item.partition(":")
            if not colon or not seat_text.strip().isdigit():
                raise PositionError(say("position_history_text", k=k + 1, item=repr(item)))
            seat: Any = int(seat_text)
            action: Any = body.strip()
        elif isinstance(item, tuple) and len(item) == 2:
            seat, action = item
        else:
            raise PositionError(say("position_history_pair", k=k + 1, item=repr(item)))
        try:
            actions.append(parse_action(action) if isinstance(action, str) else action)
        except NotationError as exc:
            raise PositionError(say("position_entry", k=k + 1, problem=exc.problem)) from None
        movers.append(seat)
    return actions, movers


def build_view(
    rules: Rules,
    *,
    round: int,
    seat: int,
    hand: Cards,
    dealer: int = 0,
    tricks: Sequence[Any] = (),
    trick: Cards = (),
    layout: Cards = (),
    finished: Sequence[int] = (),
    hand_sizes: Sequence[int] | None = None,
    history: Sequence[Any] | None = None,
    to_move: int | None = None,
) -> RoundView:
    """The view of ``seat``; see [`RoundView.build`][kartenregeln.schapa.view.RoundView.build]."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be schapa.Rules, not {rules!r}")
    n = rules.players
    for name, value in (("seat", seat), ("dealer", dealer)):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
            raise PositionError(say("match_seat_to", name=name, last=n - 1, value=repr(value)))
    laid = CardSet(cards_of(layout, say("what_layout")))
    given: list[tuple[int | None, tuple[Any, ...]]] = []
    movers: list[int] | None = None
    actions: list[Action]
    if round == LAYOUT_ROUND:
        if tricks or trick:
            raise PositionError(say("position_layout_no_tricks"))
        if history is None:
            if laid or finished or hand_sizes is not None:
                return _layout_view(rules, seat, dealer, hand, laid, finished, hand_sizes, to_move)
            history = ()
        actions, movers = _layout_history(history)
        if to_move is None and actions:
            to_move = _next_seat(
                rules, seat, actions, movers, CardSet(cards_of(hand, say("where_hand")))
            )
        elif not actions:
            to_move = (dealer + 1) % n
    else:
        if history is not None or laid or finished:
            raise PositionError(say("position_trick_round", round=round))
        given = [trick_of(t, k) for k, t in enumerate(tricks)]
        for k, (_leader, cards) in enumerate(given):
            if len(cards) != n:
                raise PositionError(say("position_trick_cards", k=k + 1, size=len(cards), n=n, m=n))
        current = cards_of(trick, say("what_current_trick"))
        if len(current) >= n:
            raise PositionError(say("position_current_trick_plain", n=n - 1))
        actions = [Play(c) for _, cards in given for c in cards]
        actions += [Play(c) for c in current]
    own = CardSet(cards_of(hand, say("what_hand", seat=seat)))
    try:
        view = view_from_history(
            rules, round=round, dealer=dealer, seat=seat, hand=own, history=actions,
            movers=movers, to_move=to_move,
        )  # fmt: skip
    except PositionError as exc:
        if exc.code != "position_hand_size":
            raise
        # the dealer decides who played which card of the tricks
        found = params(exc.sentence)
        raise PositionError(say("position_hand_size_dealer", dealer=dealer, **found)) from None
    for k, (leader, _cards) in enumerate(given):
        if leader is not None and view.tricks[k].leader != leader:
            raise PositionError(
                say("position_leader", k=k + 1, seat=view.tricks[k].leader, other=leader)
            )
    if round == LAYOUT_ROUND and (laid or layout) and view.layout != laid:
        raise PositionError(say("position_lays", cards=view.layout.to_text(), other=laid.to_text()))
    if tuple(finished) and view.finished[: len(finished)] != tuple(finished):
        raise PositionError(say("position_finished", order=view.finished, other=finished))
    if hand_sizes is not None and tuple(hand_sizes) != view.hand_sizes:
        raise PositionError(
            say("position_hand_sizes", sizes=view.hand_sizes, other=tuple(hand_sizes))
        )
    return view


def _layout_view(
    rules: Rules,
    seat: int,
    dealer: int,
    hand: Cards,
    laid: CardSet,
    finished: Sequence[int],
    hand_sizes: Sequence[int] | None,
    to_move: int | None,
) -> RoundView:
    """Round 7 from what a seat at the table sees without remembering who laid what: the
    layout, its own hand, every seat's number of cards, who has finished and whose turn it
    is (a seat to move is at the start of its turn)."""
    n = rules.players
    own = CardSet(cards_of(hand, say("what_hand", seat=seat)))
    if hand_sizes is None:
        raise PositionError(say("layout_sizes_needed"))
    sizes = tuple(hand_sizes)
    if len(sizes) != n or any(
        not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= rules.hand_size
        for k in sizes
    ):
        raise PositionError(say("layout_sizes", sizes=list(sizes), n=n, most=rules.hand_size))
    deck = rules.info.mask
    outside = (own.mask | laid.mask) & ~deck
    if outside:
        raise PositionError(
            say("position_not_in_deck_n", cards=CardSet.from_mask(outside).to_text(), n=n)
        )
    twice = own.mask & laid.mask
    if twice:
        raise PositionError(say("layout_hand_twice", cards=CardSet.from_mask(twice).to_text()))
    if len(own) != sizes[seat]:
        raise PositionError(say("layout_hand_size", seat=seat, held=len(own), size=sizes[seat]))
    if sum(sizes) + len(laid) != deck.bit_count():
        raise PositionError(
            say("layout_count", held=sum(sizes), laid=len(laid), n=n, total=deck.bit_count())
        )
    info = rules.info
    fits, left = info.sevens, laid.mask
    while left & fits:
        for idx in indices(left & fits):
            fits = (fits & ~(1 << idx)) | info.next_fit[idx]
            left &= ~(1 << idx)
    if left:
        raise PositionError(say("layout_shape", cards=CardSet.from_mask(left).to_text()))
    order = tuple(finished)
    out = {s for s in range(n) if sizes[s] == 0}
    over = n - len(out) <= 1
    # once the round is over, the last seat holding cards is the last in the order
    named = set(range(n)) if over else out
    if sorted(order) != sorted(named) or len(set(order)) != len(order):
        raise PositionError(say("layout_finished", order=list(order), seats=sorted(named)))
    if over and to_move is not None:
        raise PositionError(say("layout_over", seat=to_move))
    if not over and (
        not isinstance(to_move, int)
        or isinstance(to_move, bool)
        or not 0 <= to_move < n
        or sizes[to_move] == 0
    ):
        raise PositionError(say("layout_to_move", seat=repr(to_move)))
    fit = own.mask & fits
    legal: tuple[Action, ...] = ()
    if to_move == seat:
        legal = tuple(Play(c) for c in CardSet.from_mask(fit)) if fit else (SCHAPA,)
    scores = ROUNDS[LAYOUT_ROUND].scores(Tally(n, deck, finished=order))
    empty = CardSet()
    return _view_type()(
        seat, rules, LAYOUT_ROUND, dealer, own, sizes, to_move, (), (), (), None, (),
        (0,) * n, (empty,) * n, laid, CardSet.from_mask(fits), order, scores, legal,
    )  # fmt: skip


def _next_seat(
    rules: Rules, seat: int, actions: list[Action], movers: list[int], hand: CardSet
) -> int | None:
    """Who moves after round 7's history when it is public: after ``schapa`` or ``ende``,
    after the seat's own card, or after a seat's last card. Else
    [`PositionError`][kartenregeln.errors.PositionError]."""
    n = rules.players
    last, who = actions[-1], movers[-1]
    sizes = [rules.hand_size] * n
    for a, s in zip(actions, movers, strict=True):
        if isinstance(a, Play) and 0 <= s < n:
            sizes[s] -= 1
    holding = [s for s in range(n) if sizes[s] > 0]
    if len(holding) <= 1:
        return None
    if isinstance(last, Play) and who == seat and not rules.one_card_per_turn:
        fits = _fits(rules, actions)
        if hand.mask & fits:
            return seat
    elif isinstance(last, Play) and sizes[who] > 0 and not rules.one_card_per_turn:
        raise PositionError(say("position_to_move_hidden", seat=who))
    k = (who + 1) % n
    while sizes[k] == 0:
        k = (k + 1) % n
    return k


def _fits(rules: Rules, actions: list[Action]) -> int:
    info = rules.info
    fits = info.sevens
    for a in actions:
        if isinstance(a, Play):
            idx = a.card.index
            fits = (fits & ~(1 << idx)) | info.next_fit[idx]
    return fits
