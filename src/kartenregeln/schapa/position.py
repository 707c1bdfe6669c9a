"""Schapa positions as one line of text, and views rebuilt from what a seat knows.

A state's text names the round (``r3``), the dealer (``d0``), the number of players and
every other rules option that differs from the defaults, the hands as dealt and the
actions::

    schapa r3 d0 players=3 | AC KC … / … / … | QS 10S 4S

A view's text adds ``view``, the seat (``s1``) and the seat to move (``m2``, ``m-`` when
the round is over), shows the seat's own cards now and a ``?`` for every card another seat
holds. In round 7 who acted is not public knowledge of the cards alone (a seat that can
lay again keeps its turn), so a view's actions carry their seat there: ``1:7H 1:8H 2:schapa``.

>>> import random
>>> from kartenregeln import schapa as sp
>>> state = sp.deal(sp.Rules(players=3), round=7, dealer=0, rng=random.Random(2))
>>> state = state.apply(state.legal_actions()[0])
>>> text = state_to_text(state)
>>> text.split(" | ")[0], text.split(" | ")[2]
('schapa r7 d0 players=3', 'schapa')
>>> state_from_text(text) == state
True
>>> view_to_text(state.view(2)).split(" | ")[0]
'schapa view r7 d0 s2 m2 players=3'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from kartenregeln._position import (
    Attempt,
    find_world,
    parse_actions,
    tag,
)
from kartenregeln.cards import CardSet
from kartenregeln.errors import PositionError
from kartenregeln.messages import say
from kartenregeln.schapa.actions import Action, Play, parse_action, played_by
from kartenregeln.schapa.notation import _codes, _read, state_to_text, view_to_text
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.sampling import _attempt
from kartenregeln.schapa.state import _FOLLOW_CLASS, _POWER, RoundState, _view_type
from kartenregeln.tricks import trick_winner

if TYPE_CHECKING:
    from kartenregeln.schapa.view import RoundView

__all__ = [
    "state_from_text",
    "state_to_text",
    "view_from_history",
    "view_from_text",
    "view_to_text",
]


# -- states -------------------------------------------------------------------------------


def state_from_text(text: str) -> RoundState:
    """The state a [`state_to_text`][kartenregeln.schapa.position.state_to_text] line describes
    (``RoundState.from_text``); raises `NotationError` naming the place of the first problem
    (an illegal action included)."""
    return RoundState.from_text(text)


# -- views --------------------------------------------------------------------------------


def view_from_text(text: str) -> RoundView:
    """The view a [`view_to_text`][kartenregeln.schapa.position.view_to_text] line describes,
    rebuilt and checked; raises
    `NotationError` naming the place of the first problem."""
    p = _read(text, view=True)
    n = p.rules.players
    number = p.number("r", 1, 8, "the round")
    dealer = p.number("d", 0, n - 1, "the dealer")
    seat = p.number("s", 0, n - 1, "the seat")
    hand = p.own_hand(seat)
    actions, said = parse_actions(p.text, p.actions, parse_action)
    movers: list[int] | None = None
    if number == LAYOUT_ROUND:
        if any(m is None for m in said):
            raise p.text.error("round 7: every action needs its seat (seat:action)", p.actions_at)
        movers = [m for m in said if m is not None]
    try:
        view = view_from_history(
            p.rules, round=number, dealer=dealer, seat=seat, hand=hand, history=actions,
            movers=movers, to_move=tag(p.text, p.tags, "m"),
        )  # fmt: skip
    except PositionError as exc:
        raise p.text.error(str(exc), p.actions_at) from None
    p.check_view(seat, view.to_move, view.hand_sizes)
    return view


def _trick_movers(rules: Rules, dealer: int, history: Sequence[Action]) -> list[int]:
    """Who played each card of a trick round: public, as every trick's winner is."""
    n = rules.players
    leader = (dealer + 1) % n
    movers: list[int] = []
    trick: list[int] = []
    for k, action in enumerate(history):
        if not isinstance(action, Play):
            raise PositionError(say("position_layout_word", k=k + 1, action=action))
        movers.append((leader + len(trick)) % n)
        trick.append(action.card.index)
        if len(trick) == n:
            leader = (leader + trick_winner(trick, _FOLLOW_CLASS, _POWER)) % n
            trick = []
    return movers


def view_from_history(
    rules: Rules,
    *,
    round: int,
    dealer: int,
    seat: int,
    hand: CardSet,
    history: Sequence[Action],
    movers: Sequence[int] | None = None,
    to_move: int | None = None,
) -> RoundView:
    """The view of ``seat`` holding ``hand`` after the public ``history``: a deal of the
    unseen cards that replays it is found, so the view is exactly what that round's
    ``view(seat)`` gives. In round 7 ``movers`` (who took each action) and ``to_move`` are
    part of what the seat saw and must be given. Raises
    [`PositionError`][kartenregeln.errors.PositionError]."""
    n = rules.players
    if round not in ROUNDS or isinstance(round, bool):
        raise PositionError(say("position_round", round=repr(round)))
    if round == LAYOUT_ROUND:
        if movers is None or len(movers) != len(history):
            raise PositionError(say("position_movers"))
        if any(not isinstance(m, int) or not 0 <= m < n for m in movers):
            raise PositionError(say("position_layout_seat", last=n - 1))
    else:
        derived = _trick_movers(rules, dealer, history)
        if movers is not None and list(movers) != derived:
            raise PositionError(say("position_movers_tricks", seats=derived, other=list(movers)))
        movers = derived
    played = played_by(history, movers, n)
    all_played = 0
    for k, a in enumerate(history):
        if isinstance(a, Play):
            if all_played & a.card.bit:
                raise PositionError(say("position_played_already", k=k + 1, action=a))
            all_played |= a.card.bit
    deck = rules.info.mask
    outside = (hand.mask | all_played) & ~deck
    if outside:
        raise PositionError(
            say("position_not_in_deck_n", cards=_codes(CardSet.from_mask(outside)), n=n)
        )
    twice = hand.mask & all_played
    if twice:
        raise PositionError(
            say("position_played_too", cards=_codes(CardSet.from_mask(twice)), seat=seat)
        )
    sizes = tuple(rules.hand_size - played[s].bit_count() for s in range(n))
    if len(hand) != sizes[seat]:
        raise PositionError(say("position_hand_size", seat=seat, held=len(hand), size=sizes[seat]))
    empty = CardSet()
    sketch = _view_type()(
        seat, rules, round, dealer, hand, sizes, to_move, tuple(history), tuple(movers),
        (), None, (), (0,) * n, (empty,) * n, empty, empty, (), (0,) * n, (),
    )  # fmt: skip

    def attempt(rng: random.Random) -> Attempt[RoundState]:
        result = _attempt(sketch, rng)
        state = result.state
        if state is not None and round == LAYOUT_ROUND:
            if tuple(state.movers) != tuple(movers):
                return Attempt(None, "the seats of the actions do not follow the turns")
            if state.to_move != to_move:
                return Attempt(None, f"seat {state.to_move} would be to move, not {to_move}")
        return result

    world = find_world(attempt, say("what_position", seat=seat, round=round))
    return world.view(seat)
