"""Schafkopf positions as one line of text, and views rebuilt from what a seat knows.

A state's text names the dealer, the rules options that differ from the defaults, the
four hands as dealt (the first four cards of each are its first packet) and the actions::

    schafkopf d3 | EO GO HO SO EU GU HU SU / EA EZ … / … / … | spiele weiter weiter weiter sie

A view's text is the same with ``view``, the seat (``s2``) and the seat to move (``m1``,
``m-`` when the game is over), the seat's own cards now and a ``?`` for every card
another seat holds unseen. A game dealt with a Stock in the pot (``Rules.stock``) adds
its tag, e.g. ``p20``; a short deck (``deck=short``) has six cards a hand; three players
(``players=3 deck=short``) write three hands of eight, with the long deck (``players=3``)
three hands of ten: the Skat is the two cards no hand lists.

>>> import random
>>> from kartenregeln.schafkopf import GameState, Rules, deal
>>> state = deal(Rules(klopfen=True), dealer=3, rng=random.Random(1))
>>> state = state.apply("klopfen").apply("weiter")
>>> text = state_to_text(state)
>>> text[:40]
'schafkopf d3 klopfen=true | GO SO GU HK '
>>> state_from_text(text) == state
True
>>> view_to_text(state.view(1))
'schafkopf view d3 s1 m2 klopfen=true | ???? / ... / ???? / ???? | klopfen weiter'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import attrs

from kartenregeln._position import (
    Attempt,
    find_world,
    parse_actions,
)
from kartenregeln.cards import CardSet
from kartenregeln.errors import PositionError
from kartenregeln.messages import Message, say
from kartenregeln.schafkopf.actions import (
    GUT,
    KONTRA,
    RE,
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
from kartenregeln.schafkopf.auction import _bid_step, _not_played, _public_choices
from kartenregeln.schafkopf.contracts import DECK_MASK
from kartenregeln.schafkopf.notation import (
    _codes,
    _pot,
    _read,
    _unseen,
    state_to_text,
    view_to_text,
)
from kartenregeln.schafkopf.phase import Phase
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.sampling import _draw, _replay
from kartenregeln.schafkopf.state import GameState, deal

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

    from kartenregeln.schafkopf.view import View

__all__ = [
    "state_from_text",
    "state_to_text",
    "view_from_history",
    "view_from_text",
    "view_to_text",
]

_KINDS: Final[dict[Phase, tuple[type, ...]]] = {
    Phase.KLOPFEN: (Klopfen, Weiter),
    Phase.ROUND1: (Spiele, Weiter),
    Phase.AUCTION: (Announce, Weiter),
    Phase.KONTRA: (Kontra, Gut),
    Phase.RE: (Re, Gut),
    Phase.PLAY: (Play,),
    Phase.OVER: (),
}
_WORDS: Final[dict[Phase, str]] = {
    # the key of the sentence that says what each phase takes
    Phase.KLOPFEN: "phase_klopfen",
    Phase.ROUND1: "phase_round1",
    Phase.AUCTION: "phase_auction",
    Phase.KONTRA: "phase_kontra",
    Phase.RE: "phase_re",
    Phase.PLAY: "phase_play",
    Phase.OVER: "game_over",
}


# -- states -------------------------------------------------------------------------------


def state_from_text(text: str) -> GameState:
    """The state a [`state_to_text`][kartenregeln.schafkopf.position.state_to_text] line describes
    (``GameState.from_text``); raises `NotationError` naming the place of the first problem
    (an illegal action included)."""
    return GameState.from_text(text)


# -- views --------------------------------------------------------------------------------


def view_from_text(text: str) -> View:
    """The view a [`view_to_text`][kartenregeln.schafkopf.position.view_to_text] line describes,
    rebuilt and checked; raises
    `NotationError` naming the place of the first problem."""
    p = _read(text, view=True)
    last = p.rules.players - 1
    dealer = p.number("d", 0, last, "a seat")
    seat = p.number("s", 0, last, "a seat")
    open_seat, open_hand = p.open_hand(seat)
    hand = p.own_hand(seat, open_seat)
    actions, _ = parse_actions(p.text, p.actions, parse_action)
    try:
        view = view_from_history(
            p.rules,
            dealer=dealer,
            seat=seat,
            hand=hand,
            history=actions,
            pot=_pot(p),
            open_hand=open_hand,
        )
    except (PositionError, ValueError) as exc:
        raise p.text.error(str(exc), p.actions_at) from None
    if open_seat is not None and open_seat != view.declarer:
        raise p.text.error(f"seat {open_seat} shows cards but is not the declarer", p.hands_at)
    p.check_view(seat, view.to_move, _unseen(view), open_seat)
    return view


def _public(rules: Rules, dealer: int, history: Sequence[Action], pot: int = 0) -> GameState:
    """The history replayed on an arbitrary deal without the hand checks: who spoke,
    the game, the tricks and who took them follow from the public actions alone."""
    import random

    if rules.skat_size:
        # the cards played must be in the seats' hands, not in the Skat: any deal does
        plays = 0
        for action in history:
            if isinstance(action, Play):
                plays |= action.card.bit
        deck = CardSet.from_mask(DECK_MASK[rules.deck]).cards
        cards = sorted(deck, key=lambda c: bool(plays & c.bit))
        cards = cards[rules.skat_size :]
        size = rules.hand_size
        hands = [cards[size * s : size * s + size] for s in range(rules.players)]
        state = GameState.start(rules, dealer=dealer, hands=hands, pot=pot)
    else:
        state = deal(rules, dealer=dealer, rng=random.Random(0), pot=pot)
    for k, action in enumerate(history):
        phase = state.phase
        if not isinstance(action, _KINDS[phase]):
            raise PositionError(_not_now(k, action, phase))
        if isinstance(action, Play):
            if not state._left & action.card.bit:
                raise PositionError(say("position_played_already", k=k + 1, action=action))
            state = state._play(action.card.index, action)
        else:
            if action not in _replayable(state):
                reason = _not_played(rules, action.game) if isinstance(action, Announce) else None
                raise PositionError(reason or _not_now(k, action, phase))
            state = _bid_step(state, action)
    return state


def _not_now(k: int, action: Action, phase: Phase) -> Message:
    """Action ``k`` (from 0) cannot come in ``phase``: what the phase takes."""
    return say("position_action_now", k=k + 1, action=action, phase=say(_WORDS[phase]))


def _replayable(state: GameState) -> tuple[Action, ...]:
    """The bidding actions a replay of public actions may accept now: legal for some hand
    of the seat to move. Who holds the called Sau is not public, so on the arbitrary deal
    of the replay any seat but the declarer may say kontra, and with
    ``Rules.re_by_partner`` any seat asked after the declarer's gut may say re."""
    phase = state.phase
    if phase is Phase.KONTRA:
        return (KONTRA, GUT)
    if phase is Phase.RE and state.to_move != state.declarer:
        game = state.game
        ruf = game is not None and game.kind is GameKind.RUFSPIEL
        return (RE, GUT) if ruf and state.rules.re_by_partner else (GUT,)
    return _public_choices(state)


def _all(masks: Sequence[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def _open_hand(shown: View, hand: CardSet, given: CardSet | None) -> CardSet | None:
    """The declarer's open cards the view holds: its own hand for the declarer, else the
    ``given`` cards, which a Bettel ouvert after the first trick needs (and only it)."""
    if shown.open_hand is None:
        if given is not None:
            raise PositionError(say("position_open_hand_when"))
        return None
    declarer = shown.declarer
    assert declarer is not None
    if shown.seat == declarer:
        if given is not None and given != hand:
            raise PositionError(say("position_open_hand_own"))
        return hand
    played = shown.played_by()
    size = shown.rules.hand_size - played[declarer].bit_count()
    if given is None:
        if not size:
            return CardSet()  # the declarer has played every card: nothing lies open
        raise PositionError(say("position_open_hand_needed", seat=declarer))
    if len(given) != size:
        raise PositionError(say("position_open_hand_size", seat=declarer, size=size, n=len(given)))
    clash = given.mask & (hand.mask | _all(played))
    if clash:
        raise PositionError(say("position_open_hand_clash", cards=_codes(CardSet.from_mask(clash))))
    return given


def view_from_history(
    rules: Rules,
    *,
    dealer: int,
    seat: int,
    hand: CardSet,
    history: Sequence[Action],
    pot: int = 0,
    open_hand: CardSet | None = None,
) -> View:
    """The view of ``seat`` holding ``hand`` (its first packet while Klopfen is asked)
    after the public ``history``: a deal of the unseen cards that replays the history is
    found, so the view is exactly what that game's ``view(seat)`` gives (``pot``: the Stock
    carried into the game, see ``Rules.stock``; ``open_hand``: the declarer's open cards
    in a Bettel ouvert after the first trick, required then). Raises
    [`PositionError`][kartenregeln.errors.PositionError] saying what is inconsistent."""
    public = _public(rules, dealer, history, pot)
    shown = public.view(seat)
    played = shown.played_by()
    outside = hand.mask & ~DECK_MASK[shown.rules.deck]
    if outside:
        raise PositionError(say("position_not_in_deck", cards=_codes(CardSet.from_mask(outside))))
    twice = hand.mask & _all(played)
    if twice:
        raise PositionError(
            say("position_played_too", cards=_codes(CardSet.from_mask(twice)), seat=seat)
        )
    dealt = shown.rules.hand_size
    size = (dealt // 2 if public.phase is Phase.KLOPFEN else dealt) - played[seat].bit_count()
    if len(hand) != size:
        raise PositionError(say("position_hand_size", seat=seat, held=len(hand), size=size))
    sketch = attrs.evolve(shown, hand=hand, open_hand=_open_hand(shown, hand, open_hand))

    def attempt(rng: random.Random) -> Attempt[GameState]:
        hands = _draw(sketch, rng)
        return Attempt(None) if hands is None else _replay(sketch, hands)

    world = find_world(attempt, say("what_position_sk", seat=seat))
    return world.view(seat)
