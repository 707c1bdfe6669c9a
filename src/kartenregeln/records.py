"""Game records: a whole game, round or match of either game as JSON, and back.

A record holds the format version, the game, the rules with every option, the seats'
names, the dealer, the hands as dealt, every action in notation and the result. Loading
replays it: a record that is malformed or does not replay raises
[`RecordError`][kartenregeln.errors.RecordError] naming the entry and the reason; nothing is
repaired.

>>> import random
>>> from kartenregeln import records, schafkopf as sk
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(7))
>>> while not state.is_over:
...     state = state.apply(state.legal_actions()[-1])
>>> text = records.dumps(state, names=["Anna", "Bert", "Cilli", "Done"])
>>> record = records.loads(text)
>>> record.final == state, record.names[0], len(list(record)) == len(state.history) + 1
(True, 'Anna', True)
>>> records.loads(text.replace('"weiter"', '"HA"', 1))
Traceback (most recent call last):
...
kartenregeln.records.ReplayError: action 1 'HA': seat 0 cannot play HA now: ...
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final, NamedTuple, TypeAlias, TypeVar, cast

import attrs

from kartenregeln import _strict_json
from kartenregeln._atomic import write_atomic
from kartenregeln._strict_json import StrictJsonError, TooLarge, read_json
from kartenregeln.errors import IllegalActionError, NotationError, RecordError, shown
from kartenregeln.game import Game, GameState, Match, Rules, Settlement
from kartenregeln.messages import Message, say
from kartenregeln.registry import facet_of, game_of, games, get_game

if TYPE_CHECKING:
    from kartenregeln.facets import RecordsFacet

T = TypeVar("T")

__all__ = [
    "FORMAT",
    "MAX_CHARS",
    "MAX_DEPTH",
    "MAX_INT",
    "VERSION",
    "GameRecord",
    "MalformedRecordError",
    "MatchRecord",
    "Record",
    "ReplayError",
    "dump",
    "dumps",
    "load",
    "loads",
    "record_game",
    "record_match",
    "rules_from_json",
    "rules_to_json",
]

FORMAT: Final = "kartenregeln-record"
"""The value of the ``format`` key of every record."""

VERSION: Final = 1
"""The format version this library writes and reads."""

GameName: TypeAlias = str
"""The name of a registered game (``"schafkopf"``, ``"schapa"``)."""
AnyState: TypeAlias = "GameState[Any]"
"""A state of any registered game."""
AnyMatch: TypeAlias = "Match[Any]"
"""A match of any registered game."""
AnyRules: TypeAlias = "Rules"
"""The rules of any registered game."""


def _facet(game: Game) -> RecordsFacet:
    """What records need to know of ``game``: its ``records`` facet."""
    return game.facet("records")


class MalformedRecordError(RecordError):
    """The record is not a well-formed record: bad JSON, a missing or wrong entry, text that
    is not an action, hands that are not a deal."""


class ReplayError(RecordError):
    """The record is well formed but does not replay: an illegal action, or a result that
    differs from the replay."""


# -- rules ------------------------------------------------------------------------------


def rules_to_json(rules: AnyRules) -> dict[str, Any]:
    """Every option of ``rules`` as plain JSON values (nested options as objects).

    >>> from kartenregeln import schafkopf as sk, schapa as sp
    >>> rules_to_json(sk.Rules())["tariff"]
    {'rufspiel': 1, 'solo': 5, 'extra': 1, 'extra_laufende': None, 'ramsch': None, 'bettel': None}
    >>> rules_to_json(sp.Rules(players=3, rounds=(1, 7)))
    {'players': 3, 'play_out': False, 'one_card_per_turn': False, 'rounds': [1, 7]}
    """
    out: dict[str, Any] = facet_of(rules, "wire").CODEC.encode(rules)
    return out


def _build(
    cls: type[T],
    data: object,
    entry: str,
    nested: Mapping[str, type],
    added: frozenset[tuple[type, str]],
) -> T:
    if not isinstance(data, dict):
        raise MalformedRecordError(
            entry, say("record_expected", what="an object of options", found=_kind(data))
        )
    fields = attrs.fields(cast("type[attrs.AttrsInstance]", cls))  # rules are attrs values
    names = [f.name for f in fields]
    for key in data:
        if key not in names:
            raise MalformedRecordError(f"{entry}.{_key(key)}", say("record_unknown_option"))
    kwargs: dict[str, Any] = {}
    for name in names:
        if name not in data:
            if (cls, name) in added:
                continue
            raise MalformedRecordError(f"{entry}.{name}", say("record_missing_option"))
        value = data[name]
        if name in nested:
            value = _build(nested[name], value, f"{entry}.{name}", {}, added)
        elif isinstance(value, list):
            value = tuple(value)
        kwargs[name] = value
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:
        raise MalformedRecordError(entry, _short(exc)) from None


def rules_from_json(game: GameName, data: object, entry: str = "rules") -> AnyRules:
    """The rules of ``game`` from [`rules_to_json`][kartenregeln.records.rules_to_json]'s output;
    every option must be
    given. Raises [`MalformedRecordError`][kartenregeln.records.MalformedRecordError] naming the
    option."""
    descriptor = get_game(game)
    facet = _facet(descriptor)
    rules: AnyRules = _build(descriptor.rules_type, data, entry, facet.NESTED, facet.ADDED_OPTIONS)
    return rules


# -- the record values ------------------------------------------------------------------


def _game_of(item: object) -> Game:
    try:
        game = game_of(item)
    except TypeError:
        game = None
    if game is None or not isinstance(item, (game.state_type, game.match_type, game.rules_type)):
        titles = " or ".join(g.title("en") for g in games())
        raise TypeError(f"not a {titles} game, round or match: {item!r}")
    return game


def _start(
    game: GameName,
    rules: AnyRules,
    dealer: int,
    round_: int | None,
    hands: Sequence[str],
    pot: int = 0,
) -> AnyState:
    state: AnyState = _facet(get_game(game)).start(rules, dealer, round_, hands, pot)
    return state


def _replay(start: AnyState, actions: Sequence[str], prefix: str) -> tuple[AnyState, ...]:
    parse = game_of(start).parse_action
    states: list[AnyState] = [start]
    state = start
    for k, text in enumerate(actions, 1):
        entry = f"{prefix}action {k} {shown(text)}"
        try:
            action: Any = parse(text)
        except NotationError as exc:
            raise MalformedRecordError(entry, _short(exc.problem)) from None
        if state.is_over:
            raise ReplayError(entry, "the game is already over")
        seat = state.to_move
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            reason = exc.reason
            if not reason.startswith(f"seat {seat}"):
                reason = f"seat {seat} cannot play {text} now: {reason}"
            raise ReplayError(entry, reason) from None
        states.append(state)
    return tuple(states)


def _result_json(result: Settlement) -> dict[str, Any]:
    out: dict[str, Any] = {"scores": list(result.scores)}
    if type(result).net is not Settlement.net:  # the game keeps a balance apart
        out["balance"] = list(result.net)
    out["breakdown"] = [str(line) for line in result.breakdown]
    return out


@attrs.frozen
class GameRecord:
    """One Schafkopf game or one Schapa round, replayed.

    Two records are equal when their contents are (the game, rules, names, dealer, round,
    hands and actions; the states follow from them).

    ``states`` holds every state from the deal to the last action; iterating over the
    record gives them in order. ``final`` is the last one, ``result`` its settlement
    (``None`` while the game is not over).
    """

    game: GameName
    """``"schafkopf"`` or ``"schapa"``."""
    rules: AnyRules
    """The rules the game was played under, every option."""
    names: tuple[str, ...]
    """One name per seat, seat 0 first."""
    dealer: int
    """The seat that dealt."""
    round: int | None
    """The Schapa round (1 to 8); ``None`` in Schafkopf."""
    hands: tuple[str, ...]
    """The hands as dealt, as card codes (Schafkopf: the first packet first)."""
    actions: tuple[str, ...]
    """Every action in notation, in the order played."""
    states: tuple[AnyState, ...] = attrs.field(repr=False, eq=False)
    """Every state from the deal to the last action."""

    @classmethod
    def of(cls, state: AnyState, names: Sequence[str] | None = None) -> GameRecord:
        """The record of ``state`` (finished or not), replayed from its deal."""
        game = _game_of(state)
        facet = _facet(game)
        hands = facet.dealt_hands(state)
        round_ = facet.round_of(state)
        actions = tuple(str(a) for a in state.history)
        start = _start(game.name, state.rules, state.dealer, round_, hands, facet.pot_of(state))
        states = _replay(start, actions, "")
        return cls(
            game.name, state.rules, _names(names, state.num_seats), state.dealer, round_, hands,
            actions, states,
        )  # fmt: skip

    @property
    def start(self) -> AnyState:
        """The state after the deal."""
        return self.states[0]

    @property
    def final(self) -> AnyState:
        """The state after the last action."""
        return self.states[-1]

    @property
    def is_over(self) -> bool:
        """Whether the game is finished."""
        return self.final.is_over

    @property
    def result(self) -> Settlement | None:
        """The settlement, once the game is over."""
        return self.final.settle() if self.final.is_over else None

    def __iter__(self) -> Iterator[AnyState]:
        return iter(self.states)

    def __len__(self) -> int:
        return len(self.states)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "kind": "game",
            "rules": rules_to_json(self.rules),
            "names": list(self.names),
            **self._deal_json(),
        }

    def _deal_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"dealer": self.dealer}
        if self.round is not None:
            out["round"] = self.round
        out["hands"] = list(self.hands)
        pot = _facet(get_game(self.game)).pot_of(self.start)
        if pot:
            out["pot"] = pot
        out["actions"] = list(self.actions)
        result = self.result
        out["result"] = None if result is None else _result_json(result)
        return out


@attrs.frozen
class MatchRecord:
    """A match: the rules, the names, the first dealer and every game or round played.

    ``deals`` are the games (Schafkopf) or rounds (Schapa) in order; all but the last are
    finished. Iterating gives every state of every deal in order; ``match`` is the
    library's ``Match`` value with the finished deals recorded.
    """

    game: GameName
    """``"schafkopf"`` or ``"schapa"``."""
    rules: AnyRules
    """The rules of the match, every option."""
    names: tuple[str, ...]
    """One name per seat, seat 0 first."""
    first_dealer: int
    """The seat that dealt the first game."""
    games: int | None
    """The length of a Schafkopf match (8, 12, 16 or 24); ``None`` in Schapa."""
    deals: tuple[GameRecord, ...]
    """The games or rounds played, in order; only the last may be unfinished."""
    match: AnyMatch = attrs.field(repr=False, eq=False)
    """The library's ``Match`` value with the finished games recorded."""

    def __iter__(self) -> Iterator[AnyState]:
        for deal in self.deals:
            yield from deal.states

    @property
    def is_over(self) -> bool:
        """Whether every game or round of the match has been played."""
        return self.match.is_over

    @property
    def totals(self) -> tuple[int, ...]:
        """The running totals per seat."""
        return self.match.totals

    def places(self) -> tuple[int, ...]:
        """Each seat's place (1 = best; equal totals share a place)."""
        return tuple(p.place for p in self.match.placements())

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "kind": "match",
            "rules": rules_to_json(self.rules),
            "names": list(self.names),
            "first_dealer": self.first_dealer,
        }
        if self.games is not None:
            out["games"] = self.games
        out["deals"] = [d._deal_json() for d in self.deals]
        out["result"] = {"totals": list(self.totals), "places": list(self.places())}
        return out


Record = GameRecord | MatchRecord


def _names(names: Sequence[str] | None, n: int) -> tuple[str, ...]:
    if names is None:
        return tuple(f"seat {s}" for s in range(n))
    if isinstance(names, str) or len(names) != n or not all(isinstance(x, str) for x in names):
        raise ValueError(f"names must be {n} strings, one per seat")
    for k, name in enumerate(names):
        if not _utf8(name):
            raise RecordError(f"names[{k}]", say("record_utf8", text=shown(name)))
    return tuple(names)


def _utf8(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (no lone surrogate such as ``"\\ud800"``)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def record_game(state: AnyState, names: Sequence[str] | None = None) -> GameRecord:
    """The record of one game or round (finished or in progress)."""
    return GameRecord.of(state, names)


def record_match(
    match: AnyMatch, states: Sequence[AnyState], names: Sequence[str] | None = None
) -> MatchRecord:
    """The record of ``match`` from the states of its games or rounds, in order.

    ``match`` may be the match at its start or after any of the games; its rules, number
    of games and first dealer are taken. The states must be the match's games in order;
    all but the last must be finished.
    """
    game = _game_of(match)
    facet = _facet(game)
    n = match.rules.players
    length = facet.match_games(match)
    fresh: AnyMatch = facet.new_match(match.rules, length, match.first_dealer)
    deals = []
    for k, state in enumerate(states):
        rec = GameRecord.of(state, names)
        deals.append(rec)
        if state.is_over:
            fresh = _record_into(fresh, state, f"game {k + 1}")
        elif k != len(states) - 1:
            raise ValueError(f"game {k + 1} is not over, and only the last may be unfinished")
    if match.results and tuple(match.results) != tuple(fresh.results)[: len(match.results)]:
        raise ValueError("the states do not give the match's results")
    return MatchRecord(
        game.name,
        match.rules,
        _names(names, n),
        match.first_dealer,
        length,
        tuple(deals),
        fresh,
    )


def _record_into(match: AnyMatch, state: AnyState, entry: str) -> AnyMatch:
    try:
        recorded: AnyMatch = match.record(state)
        return recorded
    except (ValueError, TypeError) as exc:
        raise ReplayError(entry, str(exc)) from None


# -- dumping ----------------------------------------------------------------------------


def _as_record(
    item: object, names: Sequence[str] | None, states: Sequence[AnyState] | None
) -> Record:
    if isinstance(item, (GameRecord, MatchRecord)):
        return item
    try:
        game = game_of(item)
    except TypeError:
        raise TypeError(f"cannot record {item!r}") from None
    if isinstance(item, game.state_type):
        return GameRecord.of(item, names)
    if isinstance(item, game.match_type):
        if states is None:
            raise ValueError(
                "a Match holds only the results; pass the games' states as states=[...]"
            )
        return record_match(item, states, names)
    raise TypeError(f"cannot record {item!r}")


def dumps(
    item: Record | AnyState | AnyMatch,
    *,
    names: Sequence[str] | None = None,
    states: Sequence[AnyState] | None = None,
    compact: bool = False,
) -> str:
    """The JSON text of a record, a game state or round state, or a match (with the
    ``states`` of its games). One entry per line, or all on one line with ``compact``."""
    record = _as_record(item, names, states)
    data = record.to_json()
    if compact:
        return json.dumps(data, ensure_ascii=False) + "\n"
    return _pretty(data, "") + "\n"


def _pretty(value: object, indent: str) -> str:
    """Objects one key per line; lists of scalars on one line; lists of objects one per
    line."""
    inner = indent + "  "
    if isinstance(value, dict) and any(isinstance(v, (dict, list)) for v in value.values()):
        items = [f"{inner}{json.dumps(k)}: {_pretty(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(v, dict) for v in value):
        items = [inner + _pretty(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False)


def dump(
    item: Record | AnyState | AnyMatch,
    fp: IO[str] | str | Path,
    *,
    names: Sequence[str] | None = None,
    states: Sequence[AnyState] | None = None,
) -> None:
    """Write the record to a text stream or a file path (UTF-8).

    A path is written atomically: the record goes to a temporary file in the same folder,
    which then replaces the file at ``fp``. If anything fails (a name that cannot be
    written as UTF-8, a full disk), an existing file is left as it was."""
    text = dumps(item, names=names, states=states)
    if isinstance(fp, (str, Path)):
        write_atomic(Path(fp), text.encode("utf-8"))
    else:
        fp.write(text)


# -- loading ----------------------------------------------------------------------------

MAX_CHARS: Final = _strict_json.MAX_CHARS
"""The longest record read: 8,000,000 characters (bytes for ``bytes``)."""

MAX_DEPTH: Final = _strict_json.MAX_DEPTH
"""The deepest nesting of objects and lists read (a record needs 5)."""

MAX_INT: Final = _strict_json.MAX_INT
"""The largest integer magnitude in a record: 2**53 - 1, the range every JSON reader keeps
exactly."""

_KINDS: Final[dict[type, str]] = {
    bool: "a boolean",
    int: "an integer",
    float: "a fractional number",
    str: "a string",
    list: "a list",
    dict: "an object",
}


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, TooLarge):
        return f"an integer of {value.digits} digits (at most {MAX_INT} is read)"
    return _KINDS.get(type(value), type(value).__name__)


def _key(key: str) -> str:
    """A key as it is shown in an entry: plain words as they are, anything else escaped."""
    return key if _PLAIN_KEY.fullmatch(key) else shown(key)


_PLAIN_KEY: Final = re.compile(r"[A-Za-z0-9_]{1,40}")


def _get(data: Mapping[str, Any], key: str, typ: type[T], entry: str) -> T:
    if key not in data:
        raise MalformedRecordError(entry, say("record_missing"))
    value: object = data[key]
    if type(value) is not typ:
        raise MalformedRecordError(
            entry, say("record_expected", what=_KINDS[typ], found=_kind(value))
        )
    return value


def _ints(value: object, entry: str, minimum: int | None = None) -> list[int]:
    if type(value) is not list:
        raise MalformedRecordError(
            entry, say("record_expected", what="a list of integers", found=_kind(value))
        )
    for k, item in enumerate(value):
        if type(item) is not int:
            raise MalformedRecordError(
                f"{entry}[{k}]", say("record_expected", what="an integer", found=_kind(item))
            )
        if minimum is not None and item < minimum:
            raise MalformedRecordError(f"{entry}[{k}]", say("record_at_least", n=minimum))
    return value


def _strings(data: Mapping[str, Any], key: str, entry: str, n: int | None) -> tuple[str, ...]:
    value = _get(data, key, list, entry)
    for k, item in enumerate(value):
        if type(item) is not str:
            raise MalformedRecordError(
                f"{entry}[{k}]", say("record_expected", what="a string", found=_kind(item))
            )
        if not _utf8(item):
            raise MalformedRecordError(f"{entry}[{k}]", say("record_utf8", text=shown(item)))
    if n is not None and len(value) != n:
        raise MalformedRecordError(entry, say("record_entries", n=n, found=len(value)))
    return tuple(value)


def _seat_entry(data: Mapping[str, Any], key: str, entry: str, n: int) -> int:
    seat: int = _get(data, key, int, entry)
    if not 0 <= seat < n:
        raise MalformedRecordError(entry, say("record_seat", last=n - 1, seat=seat))
    return seat


def _no_unknown(data: Mapping[str, Any], known: Sequence[str], prefix: str) -> None:
    for key in data:
        if key not in known:
            raise MalformedRecordError(f"{prefix}{_key(key)}", say("record_unknown_entry"))


class _Deal(NamedTuple):
    """One game's entries, their shape checked, not yet replayed."""

    prefix: str
    dealer: int
    round: int | None
    hands: tuple[str, ...]
    actions: tuple[str, ...]
    result: object  # _NO_RESULT, None or a checked result object
    pot: int = 0


_NO_RESULT: Final = object()


def _deal_shape(game: GameName, n: int, data: Mapping[str, Any], prefix: str) -> _Deal:
    descriptor = get_game(game)
    facet = _facet(descriptor)
    title = descriptor.title("en")
    dealer = _seat_entry(data, "dealer", f"{prefix}dealer", n)
    round_: int | None = None
    if facet.ROUNDS is not None:
        round_ = _get(data, "round", int, f"{prefix}round")
        if round_ not in facet.ROUNDS:
            low, high = min(facet.ROUNDS), max(facet.ROUNDS)
            raise MalformedRecordError(
                f"{prefix}round", f"{title}'s rounds are numbered {low} to {high}"
            )
    elif "round" in data:
        raise MalformedRecordError(f"{prefix}round", say("record_no_rounds", game=title))
    hands = _strings(data, "hands", f"{prefix}hands", n)
    actions = _strings(data, "actions", f"{prefix}actions", None)
    result = data.get("result", _NO_RESULT)
    if result is not _NO_RESULT and result is not None:
        _result_shape(result, f"{prefix}result")
    pot = data.get("pot", 0)
    if not facet.HAS_POT and "pot" in data:
        raise MalformedRecordError(f"{prefix}pot", say("record_schapa_pot", game=title))
    if type(pot) is not int or pot < 0:
        raise MalformedRecordError(
            f"{prefix}pot", say("record_expected", what="an int >= 0", found=shown(pot))
        )
    return _Deal(prefix, dealer, round_, hands, actions, result, pot)


def _result_shape(data: object, entry: str) -> None:
    """A game's ``result`` object: ``{scores, balance?, breakdown?}``."""
    if type(data) is not dict:
        raise MalformedRecordError(
            entry, say("record_expected", what="an object or null", found=_kind(data))
        )
    _no_unknown(data, ("scores", "balance", "breakdown"), f"{entry}.")
    if "scores" not in data:
        raise MalformedRecordError(f"{entry}.scores", say("record_missing"))
    for key in ("scores", "balance"):
        if key in data:
            _ints(data[key], f"{entry}.{key}")
    if "breakdown" in data:
        _strings(data, "breakdown", f"{entry}.breakdown", None)


def _match_result_shape(data: object) -> None:
    """A match's ``result`` object: ``{totals, places?}``."""
    if type(data) is not dict:
        raise MalformedRecordError(
            "result", say("record_expected", what="an object with totals", found=_kind(data))
        )
    _no_unknown(data, ("totals", "places"), "result.")
    if "totals" not in data:
        raise MalformedRecordError("result.totals", say("record_missing"))
    _ints(data["totals"], "result.totals")
    if "places" in data:
        _ints(data["places"], "result.places", 1)


def _replay_deal(
    game: GameName,
    rules: AnyRules,
    names: tuple[str, ...],
    deal: _Deal,
    dealer: int | None = None,
    round_: int | None = None,
    pot: int | None = None,
) -> GameRecord:
    prefix = deal.prefix
    if pot is not None and deal.pot != pot:
        raise ReplayError(f"{prefix}pot", say("replay_pot", pot=pot))
    if dealer is not None and deal.dealer != dealer:
        raise ReplayError(f"{prefix}dealer", say("replay_dealer", seat=dealer))
    if round_ is not None and deal.round != round_:
        raise ReplayError(f"{prefix}round", say("record_next_round", round=round_))
    try:
        start = _start(game, rules, deal.dealer, deal.round, deal.hands, deal.pot)
    except (ValueError, TypeError) as exc:
        raise MalformedRecordError(f"{prefix}hands", _short(exc)) from None
    states = _replay(start, deal.actions, prefix)
    record = GameRecord(game, rules, names, deal.dealer, deal.round, deal.hands, deal.actions,
                        states)  # fmt: skip
    if deal.result is not _NO_RESULT:
        _check_result(record, deal.result, f"{prefix}result")
    return record


def _check_result(record: GameRecord, data: object, entry: str) -> None:
    result = record.result
    if data is None:
        if result is not None:
            raise ReplayError(entry, say("record_not_over"))
        return
    if result is None:
        raise ReplayError(entry, say("record_result_early"))
    mine = _result_json(result)
    if not isinstance(data, dict):
        raise MalformedRecordError(
            entry, say("record_expected", what="an object", found=_kind(data))
        )
    for key in ("scores", "balance"):
        if key in data and data[key] != mine.get(key):
            raise ReplayError(
                f"{entry}.{key}",
                say("record_replay_differs", found=shown(data[key]), replay=mine.get(key)),
            )


def _check_match_result(record: MatchRecord, data: object) -> None:
    replay = {"totals": list(record.totals), "places": list(record.places())}
    if not isinstance(data, dict):
        raise MalformedRecordError(
            "result", say("record_expected", what="an object", found=_kind(data))
        )
    for key in ("totals", "places"):
        if key in data and data[key] != replay[key]:
            raise ReplayError(
                f"result.{key}",
                say("record_replay_differs", found=shown(data[key]), replay=replay[key]),
            )


_DEAL_KEYS: Final = ("dealer", "round", "hands", "pot", "actions", "result")
_HEAD_KEYS: Final = ("format", "version", "game", "kind", "rules", "names")
_GAME_KEYS: Final = (*_HEAD_KEYS, *_DEAL_KEYS)
_MATCH_KEYS: Final = (*_HEAD_KEYS, "first_dealer", "games", "deals", "result")


def _from_json(data: object) -> Record:
    """The record in ``data``: first every entry's shape is checked (malformed records are
    refused before anything is replayed), then the games are replayed."""
    if type(data) is not dict:
        raise MalformedRecordError(
            "record", say("record_expected", what="a JSON object", found=_kind(data))
        )
    if data.get("format") != FORMAT or type(data.get("format")) is not str:
        raise MalformedRecordError(
            "format", say("record_expected", what=repr(FORMAT), found=shown(data.get("format")))
        )
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise MalformedRecordError(
            "version", say("record_version", version=VERSION, found=shown(version))
        )
    game = _get(data, "game", str, "game")
    known = [g.name for g in games()]
    if game not in known:
        expected = " or ".join(repr(name) for name in known)
        raise MalformedRecordError("game", say("record_expected", what=expected, found=shown(game)))
    kind = _get(data, "kind", str, "kind")
    if kind not in ("game", "match"):
        raise MalformedRecordError(
            "kind", say("record_expected", what="'game' or 'match'", found=shown(kind))
        )
    _no_unknown(data, _GAME_KEYS if kind == "game" else _MATCH_KEYS, "")
    rules = rules_from_json(game, _get(data, "rules", dict, "rules"))
    n = rules.players
    names = _strings(data, "names", "names", n)
    if kind == "game":
        return _replay_deal(game, rules, names, _deal_shape(game, n, data, ""))
    return _match_from_json(game, rules, names, data)


def _match_from_json(
    game: GameName, rules: AnyRules, names: tuple[str, ...], data: Mapping[str, Any]
) -> MatchRecord:
    n = len(names)
    first = _seat_entry(data, "first_dealer", "first_dealer", n)
    descriptor = get_game(game)
    facet = _facet(descriptor)
    length: int | None = None
    allowed = facet.allowed_games(rules)
    if allowed is not None:
        length = _get(data, "games", int, "games")
        if length not in allowed:
            *most, last = allowed
            raise MalformedRecordError(
                "games", f"a match has {', '.join(map(str, most))} or {last} games, not {length}"
            )
    elif "games" in data:
        title = descriptor.title("en")
        raise MalformedRecordError("games", say("record_schapa_rounds", game=title))
    match: AnyMatch = facet.new_match(rules, length, first)
    shapes = []
    for k, item in enumerate(_get(data, "deals", list, "deals")):
        if type(item) is not dict:
            raise MalformedRecordError(
                f"game {k + 1}", say("record_expected", what="an object", found=_kind(item))
            )
        _no_unknown(item, _DEAL_KEYS, f"game {k + 1}, ")
        shapes.append(_deal_shape(game, n, item, f"game {k + 1}, "))
    if "result" in data:
        _match_result_shape(data["result"])
    deals = []
    for k, shape in enumerate(shapes):
        if match.is_over:
            raise ReplayError(f"game {k + 1}", say("record_match_over"))
        round_ = facet.match_round(match)
        pot = facet.match_pot(match)
        deal = _replay_deal(game, rules, names, shape, match.dealer, round_, pot)
        deals.append(deal)
        if deal.is_over:
            match = _record_into(match, deal.final, f"game {k + 1}")
        elif k != len(shapes) - 1:
            raise ReplayError(f"game {k + 1}", say("record_unfinished_game"))
    record = MatchRecord(game, rules, names, first, length, tuple(deals), match)
    if "result" in data:
        _check_match_result(record, data["result"])
    return record


def _short(exc: BaseException | str, limit: int = 200) -> str:
    text = str(exc)
    sentence = exc if isinstance(exc, str) else getattr(exc, "sentence", None)
    if isinstance(sentence, Message) and sentence == text and len(text) <= limit:
        return sentence  # a keyed sentence is kept with its key
    return text if len(text) <= limit else text[: limit - 3] + "..."


def loads(text: str | bytes) -> Record:
    """The record in ``text`` (a str, or UTF-8 bytes without a byte order mark), replayed.

    Raises `MalformedRecordError` or `ReplayError` (both `kartenregeln.RecordError`) naming
    the entry. Text longer than `MAX_CHARS`, nested deeper than `MAX_DEPTH`, with an
    integer beyond `MAX_INT` or a key twice in one object is malformed."""
    try:
        data = read_json(text, "record")
    except StrictJsonError as exc:
        raise MalformedRecordError(exc.where, exc.reason) from None
    return _from_json(data)


def load(fp: IO[str] | str | Path) -> Record:
    """The record in a text stream or a file path (UTF-8 without a byte order mark)."""
    if isinstance(fp, (str, Path)):
        return loads(Path(fp).read_bytes())
    return loads(fp.read())
