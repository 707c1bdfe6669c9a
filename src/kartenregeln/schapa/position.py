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
from typing import Final

from kartenregeln._position import (
    Attempt,
    Text,
    Token,
    find_world,
    format_actions,
    parse_actions,
    parse_rules,
    replay_failure,
    rules_text,
    split_hands,
    tag,
)
from kartenregeln.cards import CardSet
from kartenregeln.errors import IllegalActionError, NotationError, PositionError
from kartenregeln.names import french_code
from kartenregeln.schapa.actions import Action, Play, parse_action
from kartenregeln.schapa.display import display_order
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.state import _FOLLOW_CLASS, _POWER, RoundState
from kartenregeln.schapa.view import RoundView, _attempt
from kartenregeln.tricks import trick_winner

__all__ = [
    "state_from_text",
    "state_to_text",
    "view_from_history",
    "view_from_text",
    "view_to_text",
]

_GAME: Final = "schapa"


def _codes(cards: CardSet | Sequence[object]) -> str:
    return " ".join(french_code(c) for c in display_order(cards))  # type: ignore[arg-type]


def _played(history: Sequence[Action], movers: Sequence[int], n: int) -> list[int]:
    played = [0] * n
    for a, s in zip(history, movers, strict=True):
        if isinstance(a, Play):
            played[s] |= a.card.bit
    return played


def _header(rules: Rules, tags: str) -> str:
    return f"{_GAME} {tags} {rules_text(rules, Rules, always=('players',))}"


def _line(header: str, hands: Sequence[str], actions: str) -> str:
    return f"{header} | {' / '.join(hands)} | {actions}".rstrip()


# -- states -------------------------------------------------------------------------------


def state_to_text(state: RoundState) -> str:
    """The one-line text of ``state`` (see the module's description)."""
    n = state.rules.players
    played = _played(state.history, state.movers, n)
    hands = [_codes(CardSet.from_mask(state.hand_masks[s] | played[s])) for s in range(n)]
    header = _header(state.rules, f"r{state.round} d{state.dealer}")
    return _line(header, hands, format_actions(state.history))


def _read_header(t: Text, words: list[Token], *, view: bool) -> tuple[Rules, list[Token]]:
    if not words or words[0].text != _GAME:
        raise t.error(f"a Schapa position starts with {_GAME!r}", words[0].at if words else 0)
    rest = words[1:]
    is_view = bool(rest) and rest[0].text == "view"
    if is_view != view:
        kind = "a view's" if view else "a state's"
        raise t.error(f"this is not {kind} text", rest[0].at if rest else len(t.text))
    if view:
        rest = rest[1:]
    tags = [w for w in rest if "=" not in w.text]
    rules = parse_rules(t, [w for w in rest if "=" in w.text], Rules)
    known = ("r", "d", "s", "m") if view else ("r", "d")
    for w in tags:
        if w.text[:1] not in known:
            raise t.error(f"unknown header word {w.text!r}", w.at)
    return rules, tags


def _number(t: Text, tags: list[Token], letter: str, low: int, high: int, what: str) -> int:
    value = tag(t, tags, letter)
    if value is None or not low <= value <= high:
        at = next(w.at for w in tags if w.text.startswith(letter))
        raise t.error(f"{letter}: {what} is {low} to {high}", at)
    return value


def state_from_text(text: str) -> RoundState:
    """The state a :func:`state_to_text` line describes; raises :class:`NotationError`
    naming the place of the first problem (an illegal action included)."""
    t = Text(text)
    (head, _), (hand_words, hand_at), (action_words, _) = t.sections(3)
    rules, tags = _read_header(t, head, view=False)
    n = rules.players
    number = _number(t, tags, "r", 1, 8, "the round")
    dealer = _number(t, tags, "d", 0, n - 1, "the dealer")
    hands = split_hands(hand_words, hand_at, n, t)
    try:
        state = RoundState.start(
            rules, round=number, dealer=dealer, hands=[" ".join(w.text for w in h) for h in hands]
        )
    except ValueError as exc:
        problem = exc.problem if isinstance(exc, NotationError) else str(exc)
        raise t.error(f"hands: {problem}", hand_at) from None
    actions, _ = parse_actions(t, action_words, parse_action)
    for k, (action, word) in enumerate(zip(actions, action_words, strict=True)):
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            raise t.error(replay_failure(exc, k, exc.seat), word.at) from None
    return state


# -- views --------------------------------------------------------------------------------


def view_to_text(view: RoundView) -> str:
    """The one-line text of ``view``: the seat's cards, ``?`` for every unseen card."""
    hands = ["?" * size for size in view.hand_sizes]
    hands[view.seat] = _codes(view.hand)
    to_move = "-" if view.to_move is None else str(view.to_move)
    header = _header(view.rules, f"view r{view.round} d{view.dealer} s{view.seat} m{to_move}")
    movers = view.movers if view.round == LAYOUT_ROUND else None
    return _line(header, hands, format_actions(view.history, movers))


def view_from_text(text: str) -> RoundView:
    """The view a :func:`view_to_text` line describes, rebuilt and checked; raises
    :class:`NotationError` naming the place of the first problem."""
    t = Text(text)
    (head, head_at), (hand_words, hand_at), (action_words, actions_at) = t.sections(3)
    rules, tags = _read_header(t, head, view=True)
    n = rules.players
    number = _number(t, tags, "r", 1, 8, "the round")
    dealer = _number(t, tags, "d", 0, n - 1, "the dealer")
    seat = _number(t, tags, "s", 0, n - 1, "the seat")
    to_move = tag(t, tags, "m")
    hands = split_hands(hand_words, hand_at, n, t)
    for s, words in enumerate(hands):
        unseen = all(set(w.text) == {"?"} for w in words)
        if (s == seat) == unseen and words:
            what = "its own cards" if s == seat else "'?' for unseen cards"
            raise t.error(f"the hand of seat {s} must show {what}", words[0].at)
    try:
        hand = CardSet.parse(" ".join(w.text for w in hands[seat]))
    except NotationError as exc:
        raise t.error(f"the hand of seat {seat}: {exc.problem}", hand_at) from None
    actions, said = parse_actions(t, action_words, parse_action)
    movers: list[int] | None = None
    if number == LAYOUT_ROUND:
        if any(m is None for m in said):
            raise t.error("round 7: every action needs its seat (seat:action)", actions_at)
        movers = [m for m in said if m is not None]
    try:
        view = view_from_history(
            rules, round=number, dealer=dealer, seat=seat, hand=hand, history=actions,
            movers=movers, to_move=to_move,
        )  # fmt: skip
    except PositionError as exc:
        raise t.error(str(exc), actions_at) from None
    if view.to_move != to_move:
        raise t.error(f"m: seat {view.to_move} is to move, not {to_move}", head_at)
    for s, words in enumerate(hands):
        if s != seat and sum(len(w.text) for w in words) != view.hand_sizes[s]:
            raise t.error(f"seat {s} holds {view.hand_sizes[s]} unseen cards", hand_at)
    return view


def _trick_movers(rules: Rules, dealer: int, history: Sequence[Action]) -> list[int]:
    """Who played each card of a trick round: public, as every trick's winner is."""
    n = rules.players
    leader = (dealer + 1) % n
    movers: list[int] = []
    trick: list[int] = []
    for k, action in enumerate(history):
        if not isinstance(action, Play):
            raise PositionError(f"action {k + 1} ({action}) is said only in round 7")
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
    part of what the seat saw and must be given. Raises :class:`PositionError`."""
    n = rules.players
    if round not in ROUNDS or isinstance(round, bool):
        raise PositionError(f"Schapa's rounds are numbered 1 to 8, not {round!r}")
    if round == LAYOUT_ROUND:
        if movers is None or len(movers) != len(history):
            raise PositionError("round 7 needs the seat of every action (movers)")
        if any(not isinstance(m, int) or not 0 <= m < n for m in movers):
            raise PositionError(f"round 7: a seat is 0 to {n - 1}")
    else:
        derived = _trick_movers(rules, dealer, history)
        if movers is not None and list(movers) != derived:
            raise PositionError(f"the tricks were played by seats {derived}, not {list(movers)}")
        movers = derived
    played = _played(history, movers, n)
    all_played = 0
    for k, a in enumerate(history):
        if isinstance(a, Play):
            if all_played & a.card.bit:
                raise PositionError(f"action {k + 1}: {a} has been played already")
            all_played |= a.card.bit
    deck = rules.info.mask
    outside = (hand.mask | all_played) & ~deck
    if outside:
        raise PositionError(f"{_codes(CardSet.from_mask(outside))} not in the deck for {n} players")
    twice = hand.mask & all_played
    if twice:
        raise PositionError(
            f"{_codes(CardSet.from_mask(twice))} is in the hand of seat {seat} and played too"
        )
    sizes = tuple(rules.hand_size - played[s].bit_count() for s in range(n))
    if len(hand) != sizes[seat]:
        raise PositionError(
            f"seat {seat} holds {len(hand)} cards; after this play it has {sizes[seat]}"
        )
    empty = CardSet()
    sketch = RoundView(
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

    world = find_world(attempt, f"the position of seat {seat} in round {round}")
    return world.view(seat)
