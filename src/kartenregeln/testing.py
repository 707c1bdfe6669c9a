"""The conformance suite for a game on the protocol: ``check_game(game)``.

It takes a registered game descriptor (see [`kartenregeln.game.Game`][kartenregeln.game.Game]),
plays random matches under the default rules and under random house rules and seat
counts, and checks every promise of the protocol of
[`kartenregeln.game`][kartenregeln.game] at every state. It raises
[`GameCheckError`][kartenregeln.game.GameCheckError] naming the broken promise and the actions
that led to it, and returns the number of states checked.

>>> from kartenregeln import get_game
>>> from kartenregeln.testing import check_game
>>> check_game(get_game("schapa"), games=1, seed=1) > 0
True
"""

from __future__ import annotations

import copy
import enum
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from kartenregeln.errors import IllegalActionError
from kartenregeln.game import (
    Game,
    GameCheckError,
    GameState,
    Match,
    Placement,
    Rules,
    View,
)

__all__ = ["GameCheckError", "check_game", "random_rules"]


def random_rules(game: Game, rng: random.Random, *, tries: int = 50) -> Rules:
    """House rules of ``game`` drawn at random: a seat count from ``game.seats`` and, for an
    attrs rules class, every ``bool`` and enum field drawn at random (combinations the
    rules refuse with ``ValueError``/``TypeError`` are drawn again). Other fields keep
    their defaults."""
    rules_type = game.rules_type
    for _ in range(tries):
        changes: dict[str, Any] = {}
        if attrs.has(rules_type):
            for field in attrs.fields(rules_type):
                if not field.init or field.name.startswith("_"):
                    continue
                kind = field.type if isinstance(field.type, type) else None
                default = field.default
                if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
                    continue
                if field.name == "players":
                    changes["players"] = rng.choice(game.seats)
                elif isinstance(default, bool) or kind is bool:
                    changes[field.name] = rng.random() < 0.5
                elif isinstance(default, enum.Enum):
                    changes[field.name] = rng.choice(list(type(default)))
        else:
            changes["players"] = rng.choice(game.seats)
        try:
            rules: Rules = rules_type(**changes)
        except (ValueError, TypeError):
            continue
        return rules
    default_rules: Rules = rules_type()
    return default_rules


def _deal(match: Match[Any], rng: random.Random, history: Sequence[object]) -> GameState[Any]:
    try:
        state: GameState[Any] = match.deal(rng)
    except Exception as exc:
        raise _fail(match, history, f"Match.deal(rng) failed: {exc!r}") from exc
    return state


def check_game(
    game: Game,
    *,
    games: int = 10,
    seed: int = 0,
    house_rules: bool = True,
    rules: Rules | None = None,
    max_actions: int = 2000,
    check_views: bool = True,
    check_text: bool = True,
    check_json: bool = True,
    illegal_probes: int = 8,
    sample_tries: int = 500,
) -> int:
    """Play ``games`` random games of the registered ``game`` and check the protocol.

    Games come from matches (``game.match_type(rules)``, ``match.deal(rng)``), the first
    under the default rules, the next under [`random_rules`][kartenregeln.testing.random_rules]
    (with ``house_rules``) — so every seat count in ``game.seats`` and the rounds or pots a
    match brings are played; ``rules`` (the game's rules type) plays every game under
    those rules instead. At every state it checks:

    - a non-final state has a legal action and a seat to move, a final one neither;
      ``legal_actions()`` is deterministic; every legal action passes ``is_legal`` and
      ``why_illegal``, parses back from ``str(action)`` to an equal action, applies and
      extends ``history`` by itself, and ``apply(text)`` equals ``apply(action)``;
    - actions that were legal elsewhere but are not legal here are refused with a reason
      and an [`IllegalActionError`][kartenregeln.errors.IllegalActionError] naming the seat
      to move, and change nothing; no call changes the state it was called on; the game
      ends within ``max_actions``;

    - the state and its rules satisfy the [`GameState`][kartenregeln.game.GameState] and
      [`Rules`][kartenregeln.game.Rules] protocols, ``num_seats == rules.players``, and
      ``state.hands`` agrees with ``state.hand(seat)``;
    - the state round-trips through ``to_text``/``from_text`` and (``check_json``) through
      ``to_json``/``from_json`` and the strict JSON text of the wire form;
    - every seat's view satisfies the [`View`][kartenregeln.game.View] protocol, shows that
      seat's cards (all of them, or the part dealt so far) and no other, the trick, the
      finished tricks, the seat to move, the dealer and the rules as the state does, has
      the state's legal actions when the seat is to move (and none otherwise), answers
      ``is_legal`` like the state, round-trips through text and JSON;
    - views leak nothing (``check_views``): a world drawn by ``view.sample(rng, tries=…)``
      (a state that differs from the real one only in cards the seat cannot see) gives the
      same view for that seat;
    - ``settle()`` gives one int score per seat, is the same on every call, and round-trips
      through JSON; the match records the game, its ``totals`` are the sums of its
      results' ``net`` (the scores, or
      Schafkopf's balance) and ``placements()`` ranks them.

    Before it plays, every facet the descriptor names is imported and checked against its
    contract (see [`kartenregeln.facets`][kartenregeln.facets]): a missing name raises
    [`FacetError`][kartenregeln.facets.FacetError] naming the facet and the name.

    Raises [`GameCheckError`][kartenregeln.game.GameCheckError] (an ``AssertionError``) on the
    first broken promise; returns the number of states checked.
    """
    if not isinstance(game, Game):
        raise TypeError(f"check_game takes a registered Game (get_game(name)), not {game!r}")
    if rules is not None and not isinstance(rules, game.rules_type):
        raise TypeError(f"rules must be {game.name}'s {game.rules_type.__name__}, not {rules!r}")
    game.check_facets()
    rng = random.Random(seed)
    checked = 0
    pool: dict[Any, None] = {}
    match: Match[Any] | None = None
    for index in range(games):
        if match is None or match.is_over:
            if rules is not None:
                played = rules
            elif house_rules and index:
                played = random_rules(game, rng)
            else:
                played = game.rules_type()
            if not isinstance(played, Rules):
                raise _fail(played, (), "the rules do not satisfy the Rules protocol")
            match = game.match_type(played)
            if not isinstance(match, Match):
                raise _fail(match, (), "the match does not satisfy the Match protocol")
        state = _deal(match, rng, ())
        first = state
        history: list[Any] = list(state.history)
        for _step in range(max_actions + 1):
            checked += 1
            if not isinstance(state, GameState):
                raise _fail(state, history, "the state does not satisfy the GameState protocol")
            _check_state(state, history, game.parse_action, pool, rng, illegal_probes)
            _check_values(game, state, history, check_text, check_json)
            for seat in range(state.num_seats):
                _check_view(state, seat, history, rng, check_views, check_text, check_json)
                if check_views and sample_tries:
                    _check_sample(state, seat, history, rng, sample_tries)
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
            history.append(state.history[-1])
        else:
            raise _fail(state, history, f"the game did not end within {max_actions} actions")
        match = _check_result(match, first, state, history, check_json)
    return checked


def _fail(state: object, history: Sequence[object], problem: str) -> GameCheckError:
    moves = " ".join(str(a) for a in history)
    return GameCheckError(f"{problem}\n  after actions: {moves or '(none)'}\n  state: {state!r}")


def _check_state(
    state: GameState[Any],
    history: list[Any],
    parse_action: Callable[[str], Any],
    pool: dict[Any, None],
    rng: random.Random,
    illegal_probes: int,
) -> None:
    legal = state.legal_actions()
    if legal != state.legal_actions():
        raise _fail(state, history, "legal_actions() is not deterministic")
    if state.is_over:
        if legal or state.to_move is not None:
            raise _fail(state, history, "a final state has legal actions or a seat to move")
    elif not legal or state.to_move is None:
        raise _fail(state, history, "a non-final state has no legal action or no seat to move")
    if tuple(state.history) != tuple(history):
        raise _fail(state, history, f"history is {state.history!r}")
    snapshot = copy.deepcopy(state)
    for action in legal:
        if not state.is_legal(action) or state.why_illegal(action) is not None:
            raise _fail(state, history, f"legal action {action!s} is refused")
        text = str(action)
        try:
            parsed = parse_action(text)
        except Exception as exc:
            raise _fail(state, history, f"str(action) {text!r} does not parse: {exc}") from exc
        if parsed != action:
            raise _fail(state, history, f"{text!r} parses to {parsed!r}, not {action!r}")
        try:
            child = state.apply(action)
        except Exception as exc:
            raise _fail(state, history, f"legal action {text} does not apply: {exc!r}") from exc
        if tuple(child.history) != (*history, action):
            raise _fail(state, history, f"apply({text}) did not extend the history by it")
        pool.setdefault(action)
    if not state.is_over and legal and state.apply(str(legal[0])) != state.apply(legal[0]):
        raise _fail(state, history, "apply(text) and apply(action) differ")
    legal_set = set(legal)
    probes = [a for a in pool if a not in legal_set]
    rng.shuffle(probes)
    for action in probes[:illegal_probes]:
        reason = state.why_illegal(action)
        if state.is_legal(action) or not reason or not isinstance(reason, str):
            raise _fail(state, history, f"illegal action {action!s} has no reason: {reason!r}")
        try:
            state.apply(action)
        except IllegalActionError as exc:
            if exc.seat != state.to_move or not exc.reason:
                raise _fail(state, history, f"IllegalActionError names {exc.seat!r}") from exc
        else:
            raise _fail(state, history, f"illegal action {action!s} was applied")
    if state != snapshot or hash(state) != hash(snapshot):
        raise _fail(state, history, "a call changed the state it was called on")


def _round_trips(value: Any, history: Sequence[object], what: str, text: bool, js: bool) -> None:
    cls = type(value)
    if text:
        line = value.to_text()
        if not isinstance(line, str):
            raise _fail(value, history, f"{what}.to_text() gave {line!r}, not a str")
        try:
            back = cls.from_text(line)
        except Exception as exc:
            raise _fail(value, history, f"{what}.from_text(to_text()) failed: {exc!r}") from exc
        if back != value:
            raise _fail(value, history, f"{what} does not round-trip through to_text/from_text")
    if js:
        data = value.to_json()
        try:
            back = cls.from_json(json.loads(json.dumps(data)))
        except Exception as exc:
            raise _fail(value, history, f"{what}.from_json(to_json()) failed: {exc!r}") from exc
        if back != value:
            raise _fail(value, history, f"{what} does not round-trip through to_json/from_json")
        from kartenregeln import wire

        try:
            back = wire.loads(wire.dumps(value))
        except Exception as exc:
            raise _fail(
                value, history, f"{what} does not load from its wire text: {exc!r}"
            ) from exc
        if back != value:
            raise _fail(value, history, f"{what} does not round-trip through wire.dumps/loads")


def _check_values(
    game: Game, state: GameState[Any], history: Sequence[object], text: bool, js: bool
) -> None:
    if not game.owns(state):
        raise _fail(state, history, f"the state is not one of {game.name}'s values")
    if state.num_seats != state.rules.players:
        raise _fail(state, history, "num_seats is not rules.players")
    hands = state.hands
    if len(hands) != state.num_seats or any(
        hands[seat] != state.hand(seat) for seat in range(state.num_seats)
    ):
        raise _fail(state, history, "state.hands does not agree with state.hand(seat)")
    if not 0 <= state.dealer < state.num_seats:
        raise _fail(state, history, f"the dealer {state.dealer!r} is no seat")
    _round_trips(state, history, "the state", text, js)


def _check_view(
    state: GameState[Any],
    seat: int,
    history: Sequence[object],
    rng: random.Random,
    views: bool,
    text: bool,
    js: bool,
) -> None:
    view = state.view(seat)
    if not isinstance(view, View):
        raise _fail(state, history, f"view({seat}) does not satisfy the View protocol")
    if view != state.view(seat) or hash(view) != hash(state.view(seat)):
        raise _fail(state, history, f"view({seat}) is not a value (two calls differ)")
    checks = (
        ("seat", view.seat, seat),
        ("trick", view.trick, state.trick),
        ("tricks", tuple(view.tricks), tuple(state.tricks)),
        ("to_move", view.to_move, state.to_move),
        ("is_over", view.is_over, state.is_over),
        ("dealer", view.dealer, state.dealer),
        ("rules", view.rules, state.rules),
    )
    for name, seen, real in checks:
        if seen != real:
            raise _fail(state, history, f"view({seat}).{name} is {seen!r}, not {real!r}")
    # the seat sees its own cards: all it holds, or the part dealt so far (Schafkopf's
    # first packet while Klopfen is asked), never a card it does not hold
    if not set(view.hand) <= set(state.hand(seat)) or (
        state.is_over and view.hand != state.hand(seat)
    ):
        raise _fail(state, history, f"view({seat}).hand is {view.hand!r}, not the seat's cards")
    legal = state.legal_actions() if state.to_move == seat else ()
    if tuple(view.legal_actions) != tuple(legal):
        raise _fail(state, history, f"view({seat}).legal_actions differ from the state's")
    for action in legal[:3]:
        if not view.is_legal(action) or view.why_illegal(action) is not None:
            raise _fail(state, history, f"view({seat}) refuses the legal action {action!s}")
    _round_trips(view, history, f"view({seat})", text, js)


def _check_sample(
    state: GameState[Any], seat: int, history: Sequence[object], rng: random.Random, tries: int
) -> None:
    view = state.view(seat)
    try:
        world = view.sample(rng, tries=tries)
    except Exception as exc:
        raise _fail(state, history, f"view({seat}).sample() failed: {exc!r}") from exc
    if world.view(seat) != view:
        raise _fail(
            state, history, f"view({seat}).sample() gave a world whose view differs: it leaks"
        )
    if not set(view.hand) <= set(world.hand(seat)) or world.history != state.history:
        raise _fail(state, history, f"view({seat}).sample() changed the seat's hand or history")
    if world.legal_actions() != state.legal_actions() and state.to_move == seat:
        raise _fail(state, history, f"view({seat}).sample() disagrees on the legal actions")


def _check_result(
    match: Match[Any],
    first: GameState[Any],
    state: GameState[Any],
    history: Sequence[object],
    js: bool,
) -> Match[Any]:
    try:
        result = state.settle()
    except Exception as exc:
        raise _fail(state, history, f"settle() of a finished game failed: {exc!r}") from exc
    if len(result.scores) != state.num_seats or not all(type(s) is int for s in result.scores):
        raise _fail(state, history, f"settle() gave the scores {result.scores!r}")
    if state.settle() != result:
        raise _fail(state, history, "settle() gives a different result when called again")
    if js:
        from kartenregeln import wire

        back = wire.from_json(json.loads(json.dumps(wire.to_json(result))))
        if back != result:
            raise _fail(state, history, "the settlement does not round-trip through JSON")
    restarted = match.start(first.hands)
    if restarted.hands != first.hands:
        raise _fail(first, history, "Match.start(hands) does not deal the hands it was given")
    try:
        recorded = match.record(state)
    except Exception as exc:
        raise _fail(state, history, f"Match.record(state) refused the game: {exc!r}") from exc
    if recorded.results[-1] != result or len(recorded.results) != len(match.results) + 1:
        raise _fail(state, history, "Match.record did not add the game's settlement")
    totals = tuple(sum(r.net[seat] for r in recorded.results) for seat in range(state.num_seats))
    if recorded.totals != totals:
        raise _fail(state, history, f"Match.totals {recorded.totals} are not the sums {totals}")
    places = recorded.placements()
    expected = tuple(
        Placement(seat, total, 1 + sum(t > total for t in totals), places[seat].bonus)
        for seat, total in enumerate(totals)
    )
    if places != expected:
        raise _fail(state, history, f"Match.placements() {places} do not rank the totals")
    if js:
        back_match = type(recorded).from_json(json.loads(json.dumps(recorded.to_json())))
        if back_match != recorded:
            raise _fail(state, history, "the match does not round-trip through JSON")
    if not first.is_over:
        try:
            match.record(first)
        except (ValueError, TypeError):
            pass
        else:
            raise _fail(first, history, "Match.record took an unfinished game")
    return recorded
