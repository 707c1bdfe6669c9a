"""Schafkopf positions as one line of text, and views rebuilt from what a seat knows.

A state's text names the dealer, the rules options that differ from the defaults, the
four hands as dealt (the first four cards of each are its first packet) and the actions::

    schafkopf d3 | EO GO HO SO EU GU HU SU / EA EZ … / … / … | spiele weiter weiter weiter sie

A view's text is the same with ``view``, the seat (``s2``) and the seat to move (``m1``,
``m-`` when the game is over), the seat's own cards now and a ``?`` for every card
another seat holds unseen.

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
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, PositionError
from kartenregeln.names import schafkopf_code
from kartenregeln.schafkopf.actions import (
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
from kartenregeln.schafkopf.contracts import SK_DECK
from kartenregeln.schafkopf.display import display_order
from kartenregeln.schafkopf.rules import Rules
from kartenregeln.schafkopf.state import GameState, Phase, deal
from kartenregeln.schafkopf.view import View, _draw, _replay, make_view

if TYPE_CHECKING:
    import random
    from collections.abc import Sequence

__all__ = [
    "state_from_text",
    "state_to_text",
    "view_from_history",
    "view_from_text",
    "view_to_text",
]

_GAME: Final = "schafkopf"
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
    Phase.KLOPFEN: "Klopfen is asked: klopfen or weiter",
    Phase.ROUND1: "round one: spiele or weiter",
    Phase.AUCTION: "the auction: a game or weiter",
    Phase.KONTRA: "kontra or gut",
    Phase.RE: "re or gut",
    Phase.PLAY: "the cards are being played",
    Phase.OVER: "the game is over",
}


def _codes(cards: Sequence[Card] | CardSet) -> str:
    return " ".join(map(schafkopf_code, cards))


# -- states -------------------------------------------------------------------------------


def state_to_text(state: GameState) -> str:
    """The one-line text of ``state`` (see the module's description)."""
    hands = []
    for s in range(4):
        packet = state.first_packet(s)
        rest = state.initial_hand(s) - packet
        hands.append(_codes(display_order(packet) + display_order(rest)))
    return _line(_header(state.rules, f"d{state.dealer}"), hands, format_actions(state.history))


def _header(rules: Rules, tags: str) -> str:
    options = rules_text(rules, Rules)
    return f"{_GAME} {tags} {options}".rstrip()


def _line(header: str, hands: Sequence[str], actions: str) -> str:
    return f"{header} | {' / '.join(hands)} | {actions}".rstrip()


def state_from_text(text: str) -> GameState:
    """The state a :func:`state_to_text` line describes; raises :class:`NotationError`
    naming the place of the first problem (an illegal action included)."""
    t = Text(text)
    (head, _), (hand_words, hand_at), (action_words, _) = t.sections(3)
    rules, tags = _read_header(t, head, view=False)
    dealer = _seat_tag(t, tags, "d")
    hands = split_hands(hand_words, hand_at, 4, t)
    try:
        state = GameState.start(rules, dealer=dealer, hands=[_hand_text(h) for h in hands])
    except (NotationError, ValueError) as exc:
        problem = exc.problem if isinstance(exc, NotationError) else str(exc)
        raise t.error(f"hands: {problem}", hand_at) from None
    actions, _ = parse_actions(t, action_words, parse_action)
    for k, (action, word) in enumerate(zip(actions, action_words, strict=True)):
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            raise t.error(replay_failure(exc, k, exc.seat), word.at) from None
    return state


def _hand_text(words: Sequence[Token]) -> str:
    return " ".join(w.text for w in words)


def _read_header(t: Text, words: list[Token], *, view: bool) -> tuple[Rules, list[Token]]:
    if not words or words[0].text != _GAME:
        raise t.error(f"a Schafkopf position starts with {_GAME!r}", words[0].at if words else 0)
    rest = words[1:]
    is_view = bool(rest) and rest[0].text == "view"
    if is_view != view:
        kind = "a view's" if view else "a state's"
        raise t.error(f"this is not {kind} text", rest[0].at if rest else len(t.text))
    if view:
        rest = rest[1:]
    tags = [w for w in rest if "=" not in w.text]
    rules = parse_rules(t, [w for w in rest if "=" in w.text], Rules)
    known = ("d", "s", "m") if view else ("d",)
    for w in tags:
        if w.text[:1] not in known:
            raise t.error(f"unknown header word {w.text!r}", w.at)
    return rules, tags


def _seat_tag(t: Text, tags: list[Token], letter: str) -> int:
    seat = tag(t, tags, letter)
    if seat is None or not 0 <= seat <= 3:
        at = next(w.at for w in tags if w.text.startswith(letter))
        raise t.error(f"{letter}: a seat is 0..3", at)
    return seat


# -- views --------------------------------------------------------------------------------


def view_to_text(view: View) -> str:
    """The one-line text of ``view``: the seat's cards, ``?`` for every unseen card."""
    played = view.played_by()
    full = 4 if view.phase is Phase.KLOPFEN else 8
    hands = [
        _codes(display_order(view.hand, view.game))
        if s == view.seat
        else "?" * (full - played[s].bit_count())
        for s in range(4)
    ]
    to_move = "-" if view.to_move is None else str(view.to_move)
    header = _header(view.rules, f"view d{view.dealer} s{view.seat} m{to_move}")
    return _line(header, hands, format_actions(view.history))


def view_from_text(text: str) -> View:
    """The view a :func:`view_to_text` line describes, rebuilt and checked; raises
    :class:`NotationError` naming the place of the first problem."""
    t = Text(text)
    (head, head_at), (hand_words, hand_at), (action_words, actions_at) = t.sections(3)
    rules, tags = _read_header(t, head, view=True)
    dealer = _seat_tag(t, tags, "d")
    seat = _seat_tag(t, tags, "s")
    to_move = tag(t, tags, "m")
    hands = split_hands(hand_words, hand_at, 4, t)
    for s, words in enumerate(hands):
        unseen = all(set(w.text) == {"?"} for w in words)
        if (s == seat) == unseen and words:
            what = "its own cards" if s == seat else "'?' for unseen cards"
            raise t.error(f"the hand of seat {s} must show {what}", words[0].at)
    try:
        hand = CardSet.parse(_hand_text(hands[seat]))
    except NotationError as exc:
        raise t.error(f"the hand of seat {seat}: {exc.problem}", hand_at) from None
    actions, _ = parse_actions(t, action_words, parse_action)
    try:
        view = view_from_history(rules, dealer=dealer, seat=seat, hand=hand, history=actions)
    except PositionError as exc:
        raise t.error(str(exc), actions_at) from None
    if view.to_move != to_move:
        raise t.error(f"m: seat {view.to_move} is to move, not {to_move}", head_at)
    counts = view_to_text(view).split("|")[1].split("/")
    for s, words in enumerate(hands):
        if s != seat and sum(len(w.text) for w in words) != len(counts[s].strip()):
            raise t.error(f"seat {s} holds {len(counts[s].strip())} unseen cards", hand_at)
    return view


def _public(rules: Rules, dealer: int, history: Sequence[Action]) -> GameState:
    """The history replayed on an arbitrary deal without the hand checks: who spoke,
    the game, the tricks and who took them follow from the public actions alone."""
    import random

    state = deal(rules, dealer=dealer, rng=random.Random(0))
    for k, action in enumerate(history):
        phase = state.phase
        if not isinstance(action, _KINDS[phase]):
            raise PositionError(f"action {k + 1} ({action}) cannot come now: {_WORDS[phase]}")
        if isinstance(action, Play):
            if not state._left & action.card.bit:
                raise PositionError(f"action {k + 1}: {action} has been played already")
            state = state._play(action.card.index, action)
        else:
            state = state._bid_step(action)
    return state


def view_from_history(
    rules: Rules, *, dealer: int, seat: int, hand: CardSet, history: Sequence[Action]
) -> View:
    """The view of ``seat`` holding ``hand`` (its first packet while Klopfen is asked)
    after the public ``history``: a deal of the unseen cards that replays the history is
    found, so the view is exactly what that game's ``view(seat)`` gives. Raises
    :class:`PositionError` saying what is inconsistent."""
    public = _public(rules, dealer, history)
    shown = public.view(seat)
    played = shown.played_by()
    outside = hand.mask & ~SK_DECK
    if outside:
        raise PositionError(f"{_codes(CardSet.from_mask(outside))} is not a Schafkopf card")
    twice = hand.mask & (played[0] | played[1] | played[2] | played[3])
    if twice:
        raise PositionError(
            f"{_codes(CardSet.from_mask(twice))} is in the hand of seat {seat} and played too"
        )
    size = (4 if public.phase is Phase.KLOPFEN else 8) - played[seat].bit_count()
    if len(hand) != size:
        raise PositionError(f"seat {seat} holds {len(hand)} cards; after this play it has {size}")
    sketch = attrs.evolve(shown, hand=hand)

    def attempt(rng: random.Random) -> Attempt[GameState]:
        hands = _draw(sketch, rng)
        return Attempt(None) if hands is None else _replay(sketch, hands)

    world = find_world(attempt, f"the position of seat {seat}")
    return make_view(world, seat)
