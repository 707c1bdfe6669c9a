"""The checks of ``kartenregeln.testing``: ``check_game`` and the random house rules it
draws (re-exported by the package)."""

from __future__ import annotations

import copy
import enum
import functools
import importlib
import importlib.util
import json
import pickle
import random
import types
import typing
from collections.abc import Callable, Sequence
from typing import Any, Final, cast

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

__all__ = ["GameCheckError", "check_game", "random_rules", "rule_fields"]


_INTS: Final = (0, 1, 2, 3, 4, 5, 6, 8, 10, 14, 20, 50, 61, 90, 91, 100, 120)
"""The whole numbers a house-rule field is drawn from (with a random one up to 130):
small counts and prices, and the edges of the ranges the rules know."""


def _field_type(field: attrs.Attribute[Any], hints: dict[str, Any]) -> Any:
    return hints.get(field.name, field.type)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _draw_value(
    kind: Any, default: object, universe: tuple[object, ...], rng: random.Random, depth: int
) -> object:
    """One candidate value of a field of type ``kind`` (its default ``default``)."""
    args = typing.get_args(kind)
    origin = typing.get_origin(kind)
    if origin is typing.Union or origin is types.UnionType:
        if type(None) in args and rng.random() < 0.3:
            return None
        arms = [a for a in args if a is not type(None)]
        return _draw_value(rng.choice(arms), default, universe, rng, depth)
    if kind is bool or isinstance(default, bool):
        return rng.random() < 0.5
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return rng.choice(list(kind))
    if isinstance(default, enum.Enum):
        return rng.choice(list(type(default)))
    if kind is int or (isinstance(default, int) and not isinstance(default, bool)):
        return rng.choice(_INTS) if rng.random() < 0.8 else rng.randint(0, 130)
    if origin is tuple or isinstance(default, tuple):
        items = list(universe)
        rng.shuffle(items)
        return tuple(items[: rng.randint(0, len(items))])
    if isinstance(kind, type) and attrs.has(kind) and depth < 3:
        return _draw_attrs(kind, rng, depth + 1, {})
    return default


def _draw_attrs(cls: type, rng: random.Random, depth: int, fixed: dict[str, object]) -> Any:
    """A value of the attrs class ``cls`` with every public field drawn at random, in
    field order (a candidate the class refuses is drawn again, up to 20 times; then the
    field keeps what it had), ``fixed`` fields as given."""
    hints = _hints(cls)
    fields = [f for f in attrs.fields(cls) if f.init and not f.name.startswith("_")]
    value = cls(**fixed)
    universe: dict[str, tuple[object, ...]] = {}
    tuples = [getattr(value, f.name) for f in fields if isinstance(getattr(value, f.name), tuple)]
    pooled = tuple(dict.fromkeys(item for t in tuples for item in t))
    for field in fields:
        if field.name in fixed:
            continue
        default = getattr(value, field.name)
        universe[field.name] = pooled
        for _ in range(20):
            candidate = _draw_value(
                _field_type(field, hints), default, universe[field.name], rng, depth
            )
            try:
                value = attrs.evolve(value, **{field.name: candidate})
            except (ValueError, TypeError):
                continue
            break
    return value


def random_rules(game: Game, rng: random.Random, *, tries: int = 50) -> Rules:
    """House rules of ``game`` drawn at random: a seat count from ``game.seats`` and, for an
    attrs rules class, every other public field drawn at random from its type, in field
    order: ``bool`` and enum fields from all their values, whole numbers from small counts
    and prices and the edges of the usual ranges (``None`` too where the field allows it),
    tuples as random selections, in random order, of the items its class's tuple fields
    hold by default (e.g. Schafkopf's ``solo_order`` and ``tout_games``), nested attrs
    values (``Tariff``, ``LaufendeMin``) field by field. A value the rules refuse
    (``ValueError``/``TypeError``, e.g. ``stock`` without ``all_pass=throw_in``) is
    drawn again; see [`rule_fields`][kartenregeln.testing.rule_fields] for the fields."""
    rules_type = game.rules_type
    for _ in range(tries):
        players = rng.choice(game.seats)
        try:
            if attrs.has(rules_type):
                fixed: dict[str, object] = {"players": players} if _has_players(rules_type) else {}
                rules: Rules = _draw_attrs(rules_type, rng, 0, fixed)
            else:
                rules = rules_type(players=players)  # type: ignore[call-arg]
        except (ValueError, TypeError):
            continue
        return rules
    default_rules: Rules = rules_type()
    return default_rules


def _has_players(cls: type) -> bool:
    return any(f.name == "players" for f in attrs.fields(cls))


def rule_fields(rules: object) -> dict[str, object]:
    """Every house-rule field of ``rules`` by its dotted name (``tariff.solo``), nested
    attrs values field by field: what [`random_rules`][kartenregeln.testing.random_rules]
    draws."""
    out: dict[str, object] = {}
    for field in attrs.fields(cast("type[attrs.AttrsInstance]", type(rules))):
        if not field.init or field.name.startswith("_"):
            continue
        value = getattr(rules, field.name)
        if attrs.has(type(value)):
            for name, inner in rule_fields(value).items():
                out[f"{field.name}.{name}"] = inner
        else:
            out[field.name] = value
    return out


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
    view_rate: float = 1.0,
    mutations: int = 0,
    check_pickle: bool = True,
    check_facts: bool = True,
    default_first: bool = True,
) -> int:
    """Play ``games`` random games of the registered ``game`` and check the protocol.

    Games come from matches (``game.match_type(rules)``, ``match.deal(rng)``), the first
    under the default rules (unless ``default_first=False``), the next under
    [`random_rules`][kartenregeln.testing.random_rules] (with ``house_rules``): every
    house-rule field drawn at random, so every seat count in ``game.seats``, both
    Schafkopf decks and the rounds or pots a match brings are played; ``rules`` (the
    game's rules type) plays every game under those rules instead. At every state it
    checks:

    - a non-final state has a legal action and a seat to move, a final one neither;
      ``legal_actions()`` is deterministic; every legal action passes ``is_legal`` and
      ``why_illegal``, parses back from ``str(action)`` to an equal action, applies and
      extends ``history`` by itself, and ``apply(text)`` equals ``apply(action)``; every
      action seen round-trips through JSON, the wire text and pickling;
    - actions that were legal elsewhere but are not legal here are refused with a reason
      and an [`IllegalActionError`][kartenregeln.errors.IllegalActionError] naming the seat
      to move, and change nothing; no call changes the state it was called on; the game
      ends within ``max_actions``;

    - the state and its rules satisfy the [`GameState`][kartenregeln.game.GameState] and
      [`Rules`][kartenregeln.game.Rules] protocols, ``num_seats == rules.players``, and
      ``state.hands`` agrees with ``state.hand(seat)``; the rules round-trip through JSON,
      the wire text and pickling;
    - the state round-trips through ``to_text``/``from_text``, (``check_json``) through
      ``to_json``/``from_json`` and the strict JSON text of the wire form, and
      (``check_pickle``) through ``pickle``;
    - every seat's view satisfies the [`View`][kartenregeln.game.View] protocol, shows that
      seat's cards (all of them, or the part dealt so far) and no other, the trick, the
      finished tricks, the seat to move, the dealer and the rules as the state does, has
      the state's legal actions when the seat is to move (and none otherwise), answers
      ``is_legal`` like the state, round-trips through text, JSON and pickling;
    - views leak nothing (``check_views``): a world drawn by ``view.sample(rng, tries=…)``
      (a state that differs from the real one only in cards the seat cannot see) gives the
      same view for that seat;
    - (``check_facts``, the games that have them) the view built from its own facts
      (``View.build``) is the view; Schafkopf's ``check_play`` answers every card of the
      seat to move as the game does; its ``payout``/``ramsch_payout`` from a finished
      game's facts is its ``settle()``;
    - ``settle()`` gives one int score per seat, is the same on every call, and round-trips
      through JSON and pickling; the game's record (``kartenregeln.records``) replays to
      it; the match records the game, its ``totals`` are the sums of its results' ``net``
      (the scores, or Schafkopf's balance) and ``placements()`` ranks them, and it
      round-trips through JSON;
    - (``mutations``) that many mutated JSON forms per game of the game's values (a state,
      a view, an action, the rules, the settlement, the match, the record: an entry
      dropped or retyped, a list shortened, lengthened or reordered, a number moved) are
      read back or refused with the library's ``RecordError``, never another exception.

    ``view_rate`` (0 to 1) is the share of states and of each state's views that get the
    costly checks (the round trips, ``sample``, the facts); the rest get the others. A
    long run lowers it to play more games in its time.

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
    facts = _facts(game.name) if check_facts else None
    options = _Options(check_text, check_json, check_pickle)
    match: Match[Any] | None = None
    for index in range(games):
        if match is None or match.is_over:
            if rules is not None:
                played = rules
            elif house_rules and (index or not default_first):
                played = random_rules(game, rng)
            else:
                played = game.rules_type()
            if not isinstance(played, Rules):
                raise _fail(played, (), "the rules do not satisfy the Rules protocol")
            _round_trips(played, (), "the rules", False, check_json, check_pickle)
            match = game.match_type(played)
            if not isinstance(match, Match):
                raise _fail(match, (), "the match does not satisfy the Match protocol")
        state = _deal(match, rng, ())
        first = state
        history: list[Any] = list(state.history)
        seen: list[Any] = []
        for _step in range(max_actions + 1):
            checked += 1
            if not _satisfies(state, GameState):
                raise _fail(state, history, "the state does not satisfy the GameState protocol")
            new = _check_state(state, history, game.parse_action, pool, rng, illegal_probes)
            for action in new:
                _round_trips(action, history, f"the action {action!s}", False, check_json,
                             check_pickle)  # fmt: skip
            full = view_rate >= 1 or rng.random() < view_rate
            _check_values(game, state, history, options.only(full))
            for seat in range(state.num_seats):
                deep = view_rate >= 1 or rng.random() < view_rate
                view = _check_view(state, seat, history, options.only(deep))
                if deep and check_views and sample_tries:
                    _check_sample(state, seat, history, rng, sample_tries)
                if deep and facts is not None:
                    facts.view(state, view, history)
            if full and facts is not None:
                facts.state(state, history)
            if mutations:
                seen.append(state)
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
            history.append(state.history[-1])
        else:
            raise _fail(state, history, f"the game did not end within {max_actions} actions")
        recorded = _check_result(match, first, state, history, options)
        if facts is not None:
            facts.result(state, history)
        if mutations:
            _check_mutations(game, match, recorded, seen, rng, mutations)
        match = recorded
    return checked


@attrs.frozen
class _Options:
    """Which forms are round-tripped."""

    text: bool
    json: bool
    pickle: bool

    def only(self, full: bool) -> _Options:
        """These options for a state or view that gets the costly checks, else none."""
        return self if full else _Options(False, False, False)


def _check_record(state: GameState[Any], history: Sequence[object]) -> None:
    """The game's record (for a game with a ``records`` facet) replays to the state."""
    from kartenregeln import records

    try:
        text = records.dumps(state)
    except TypeError:
        return  # a game without records
    try:
        record = records.loads(text)
    except Exception as exc:
        raise _fail(state, history, f"the game's record does not load: {exc!r}") from exc
    final = getattr(record, "final", None)
    if final != state:
        raise _fail(state, history, "the game's record does not replay to the game")


def _facts(name: str) -> Any:
    """The checks of a game's own facts (View.build, check_play, payout), if it has any."""
    # a shipped game's own checks live beside this module as ``_<game name>``
    module = f"{__package__}._{name}"
    if importlib.util.find_spec(module) is None:
        return None
    return importlib.import_module(module)


def _check_mutations(
    game: Game,
    match: Match[Any],
    recorded: Match[Any],
    states: Sequence[GameState[Any]],
    rng: random.Random,
    count: int,
) -> None:
    from kartenregeln.testing._mutate import check_mutations

    check_mutations(game, match, recorded, states, rng, count)


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
) -> list[Any]:
    """The state's promises; returns the legal actions not seen before."""
    new: list[Any] = []
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
    snapshot = _snapshot(state)
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
        if action not in pool:
            pool[action] = None
            new.append(action)
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
    return new


_SATISFIED: Final[dict[tuple[type, type], bool]] = {}


def _satisfies(value: object, protocol: type) -> bool:
    """``isinstance(value, protocol)`` for a runtime protocol, remembered per class (the
    check walks the protocol's members, which is slow)."""
    key = (type(value), protocol)
    found = _SATISFIED.get(key)
    if found is None:
        found = _SATISFIED[key] = isinstance(value, protocol)
    return found


def _snapshot(state: GameState[Any]) -> GameState[Any]:
    """A copy of ``state`` that shares nothing with it (pickled, else deep-copied)."""
    try:
        copied: GameState[Any] = pickle.loads(pickle.dumps(state))
    except Exception:
        copied = copy.deepcopy(state)
    return copied


def _round_trips(
    value: Any, history: Sequence[object], what: str, text: bool, js: bool, pickled: bool = False
) -> None:
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
        from kartenregeln import wire
        from kartenregeln._strict_json import read_json

        # the wire text read strictly (as wire.loads does), then the class's own from_json
        # (which reads through wire.from_json), else wire.from_json itself
        read = getattr(cls, "from_json", wire.from_json)
        try:
            back = read(read_json(wire.dumps(value)))
        except Exception as exc:
            raise _fail(value, history, f"{what}: from_json(to_json()) failed: {exc!r}") from exc
        if back != value:
            raise _fail(value, history, f"{what} does not round-trip through to_json/from_json")
    if pickled:
        try:
            back = pickle.loads(pickle.dumps(value))
        except Exception as exc:
            raise _fail(value, history, f"{what} does not pickle: {exc!r}") from exc
        if back != value or hash(back) != hash(value):
            raise _fail(value, history, f"{what} does not round-trip through pickle")


def _check_values(
    game: Game, state: GameState[Any], history: Sequence[object], options: _Options
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
    _round_trips(state, history, "the state", options.text, options.json, options.pickle)


def _check_view(
    state: GameState[Any], seat: int, history: Sequence[object], options: _Options
) -> View[Any]:
    view = state.view(seat)
    if not _satisfies(view, View):
        raise _fail(state, history, f"view({seat}) does not satisfy the View protocol")
    again = state.view(seat)
    if view != again or hash(view) != hash(again):
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
    _round_trips(view, history, f"view({seat})", options.text, options.json, options.pickle)
    return view


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
    options: _Options,
) -> Match[Any]:
    js = options.json
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
    _round_trips(result, history, "the settlement", False, js, options.pickle)
    if js:
        _check_record(state, history)
    restarted = match.start(first.hands)
    if restarted.hands != first.hands:
        raise _fail(first, history, "Match.start(hands) does not deal the hands it was given")
    try:
        recorded = match.record(state)
    except Exception as exc:
        raise _fail(state, history, f"Match.record(state) refused the game: {exc!r}") from exc
    results = tuple(recorded.results)
    if len(results) != len(match.results) + 1 or results[-1] != result:
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
    _round_trips(recorded, history, "the match", False, False, options.pickle)
    if not first.is_over:
        try:
            match.record(first)
        except (ValueError, TypeError):
            pass
        else:
            raise _fail(first, history, "Match.record took an unfinished game")
    return recorded
