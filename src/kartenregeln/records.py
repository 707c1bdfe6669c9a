"""Game records: a whole game, round or match of either game as JSON, and back.

A record holds the format version, the game, the rules with every option, the seats'
names, the dealer, the hands as dealt, every action in notation and the result. Loading
replays it: a record that is malformed or does not replay raises
:class:`~kartenregeln.RecordError` naming the entry and the reason; nothing is repaired.

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

import enum
import json
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any, Final, Literal

import attrs

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError, NotationError, RecordError
from kartenregeln.game import Settlement

__all__ = [
    "FORMAT",
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

GameName = Literal["schafkopf", "schapa"]
AnyState = sk.GameState | sp.RoundState
AnyMatch = sk.Match | sp.Match
AnyRules = sk.Rules | sp.Rules


class MalformedRecordError(RecordError):
    """The record is not a well-formed record: bad JSON, a missing or wrong entry, text that
    is not an action, hands that are not a deal."""


class ReplayError(RecordError):
    """The record is well formed but does not replay: an illegal action, or a result that
    differs from the replay."""


# -- rules ------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if attrs.has(type(value)):
        return {f.name: _plain(getattr(value, f.name)) for f in attrs.fields(type(value))}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def rules_to_json(rules: AnyRules) -> dict[str, Any]:
    """Every option of ``rules`` as plain JSON values (nested options as objects).

    >>> rules_to_json(sk.Rules())["tariff"]
    {'rufspiel': 1, 'solo': 5, 'extra': 1, 'extra_laufende': None, 'ramsch': None}
    >>> rules_to_json(sp.Rules(players=3, rounds=(1, 7)))
    {'players': 3, 'play_out': False, 'one_card_per_turn': False, 'rounds': [1, 7]}
    """
    out: dict[str, Any] = _plain(rules)
    return out


_NESTED: Final[dict[str, type]] = {"tariff": sk.Tariff, "laufende_min": sk.LaufendeMin}
_ADDED_OPTIONS: Final = frozenset(
    {
        (sk.Rules, "farbwenz"),
        (sk.Rules, "farbgeier"),
        (sk.Rules, "bettel"),
        (sk.Rules, "bettel_ouvert"),
        (sk.Rules, "jungfrau"),
        (sk.Rules, "davonlaufen"),
        (sk.Rules, "sie"),
        (sk.Tariff, "bettel"),
        (sk.LaufendeMin, "farbwenz"),
        (sk.LaufendeMin, "farbgeier"),
    }
)
"""House-rule options added after the first records were written: a record without them
loads with their defaults (today's behaviour), so older records keep loading."""


def _build(cls: type, data: object, entry: str, nested: Mapping[str, type]) -> Any:
    if not isinstance(data, dict):
        raise MalformedRecordError(entry, f"expected an object of options, not {_kind(data)}")
    names = [f.name for f in attrs.fields(cls)]
    for key in data:
        if key not in names:
            raise MalformedRecordError(f"{entry}.{key}", "unknown option")
    kwargs: dict[str, Any] = {}
    for name in names:
        if name not in data:
            if (cls, name) in _ADDED_OPTIONS:
                continue
            raise MalformedRecordError(f"{entry}.{name}", "missing; a record states every option")
        value = data[name]
        if name in nested:
            value = _build(nested[name], value, f"{entry}.{name}", {})
        elif isinstance(value, list):
            value = tuple(value)
        kwargs[name] = value
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:
        raise MalformedRecordError(entry, str(exc)) from None


def rules_from_json(game: GameName, data: object, entry: str = "rules") -> AnyRules:
    """The rules of ``game`` from :func:`rules_to_json`'s output; every option must be
    given. Raises :class:`MalformedRecordError` naming the option."""
    if game == "schafkopf":
        rules: AnyRules = _build(sk.Rules, data, entry, _NESTED)
    else:
        rules = _build(sp.Rules, data, entry, {})
    return rules


# -- the record values ------------------------------------------------------------------


def _code(game: GameName, card: Card) -> str:
    return str(sk.Play(card)) if game == "schafkopf" else str(sp.Play(card))


def _game_of(item: object) -> GameName:
    if isinstance(item, (sk.GameState, sk.Match, sk.Rules)):
        return "schafkopf"
    if isinstance(item, (sp.RoundState, sp.Match, sp.Rules)):
        return "schapa"
    raise TypeError(f"not a Schafkopf or Schapa game, round or match: {item!r}")


def _dealt_hands(state: AnyState) -> tuple[str, ...]:
    """The hands as dealt, as text (Schafkopf: the first packet first, in dealing order)."""
    if isinstance(state, sk.GameState):
        out = []
        for seat in range(4):
            packet = state.first_packet(seat)
            rest = CardSet.from_mask(state.initial_hand(seat).mask & ~packet.mask)
            out.append(" ".join(_code("schafkopf", c) for c in (*packet, *rest)))
        return tuple(out)
    masks = list(state.hand_masks)
    for seat, action in zip(state.movers, state.history, strict=True):
        if isinstance(action, sp.Play):
            masks[seat] |= action.card.bit
    return tuple(" ".join(_code("schapa", c) for c in CardSet.from_mask(m)) for m in masks)


def _start(
    game: GameName, rules: AnyRules, dealer: int, round_: int | None, hands: Sequence[str]
) -> AnyState:
    if game == "schafkopf":
        assert isinstance(rules, sk.Rules)
        return sk.GameState.start(rules, dealer=dealer, hands=list(hands))
    assert isinstance(rules, sp.Rules)
    assert round_ is not None
    return sp.RoundState.start(rules, round=round_, dealer=dealer, hands=list(hands))


def _replay(start: AnyState, actions: Sequence[str], prefix: str) -> tuple[AnyState, ...]:
    parse = sk.parse_action if isinstance(start, sk.GameState) else sp.parse_action
    states: list[AnyState] = [start]
    state = start
    for k, text in enumerate(actions, 1):
        entry = f"{prefix}action {k} {text!r}"
        try:
            action: Any = parse(text)
        except NotationError as exc:
            raise MalformedRecordError(entry, exc.problem) from None
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
    balance = getattr(result, "balance", None)
    if balance is not None:
        out["balance"] = list(balance)
    out["breakdown"] = [str(line) for line in result.breakdown]
    return out


@attrs.frozen(eq=False)
class GameRecord:
    """One Schafkopf game or one Schapa round, replayed.

    ``states`` holds every state from the deal to the last action; iterating over the
    record gives them in order. ``final`` is the last one, ``result`` its settlement
    (``None`` while the game is not over).
    """

    game: GameName
    rules: AnyRules
    names: tuple[str, ...]
    dealer: int
    round: int | None
    hands: tuple[str, ...]
    actions: tuple[str, ...]
    states: tuple[AnyState, ...] = attrs.field(repr=False)

    @classmethod
    def of(cls, state: AnyState, names: Sequence[str] | None = None) -> GameRecord:
        """The record of ``state`` (finished or not), replayed from its deal."""
        game = _game_of(state)
        hands = _dealt_hands(state)
        round_ = state.round if isinstance(state, sp.RoundState) else None
        actions = tuple(str(a) for a in state.history)
        start = _start(game, state.rules, state.dealer, round_, hands)
        states = _replay(start, actions, "")
        return cls(
            game, state.rules, _names(names, state.num_seats), state.dealer, round_, hands,
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
        out["actions"] = list(self.actions)
        result = self.result
        out["result"] = None if result is None else _result_json(result)
        return out


@attrs.frozen(eq=False)
class MatchRecord:
    """A match: the rules, the names, the first dealer and every game or round played.

    ``deals`` are the games (Schafkopf) or rounds (Schapa) in order; all but the last are
    finished. Iterating gives every state of every deal in order; ``match`` is the
    library's ``Match`` value with the finished deals recorded.
    """

    game: GameName
    rules: AnyRules
    names: tuple[str, ...]
    first_dealer: int
    games: int | None
    deals: tuple[GameRecord, ...]
    match: AnyMatch = attrs.field(repr=False)

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
        if isinstance(self.match, sk.Match):
            return tuple(p.place for p in self.match.placements())
        return self.match.placements()

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
    return tuple(names)


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
    n = 4 if isinstance(match, sk.Match) else match.rules.players
    fresh: AnyMatch = (
        sk.Match(match.rules, match.games, match.first_dealer)
        if isinstance(match, sk.Match)
        else sp.Match(match.rules, match.first_dealer)
    )
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
        game,
        match.rules,
        _names(names, n),
        match.first_dealer,
        match.games if isinstance(match, sk.Match) else None,
        tuple(deals),
        fresh,
    )


def _record_into(match: AnyMatch, state: AnyState, entry: str) -> AnyMatch:
    try:
        if isinstance(match, sk.Match):
            assert isinstance(state, sk.GameState)
            return match.record(state)
        assert isinstance(state, sp.RoundState)
        return match.record(state)
    except (ValueError, TypeError) as exc:
        raise ReplayError(entry, str(exc)) from None


# -- dumping ----------------------------------------------------------------------------


def _as_record(
    item: object, names: Sequence[str] | None, states: Sequence[AnyState] | None
) -> Record:
    if isinstance(item, (GameRecord, MatchRecord)):
        return item
    if isinstance(item, (sk.GameState, sp.RoundState)):
        return GameRecord.of(item, names)
    if isinstance(item, (sk.Match, sp.Match)):
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


def _pretty(value: Any, indent: str) -> str:
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
    """Write the record to a text stream or a file path (UTF-8)."""
    text = dumps(item, names=names, states=states)
    if isinstance(fp, (str, Path)):
        Path(fp).write_text(text, encoding="utf-8")
    else:
        fp.write(text)


# -- loading ----------------------------------------------------------------------------


def _kind(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "a boolean", int: "a number", float: "a number", str: "a string",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)  # fmt: skip


def _get(data: Mapping[str, Any], key: str, typ: type | tuple[type, ...], entry: str) -> Any:
    if key not in data:
        raise MalformedRecordError(entry, "missing")
    value = data[key]
    if not isinstance(value, typ) or (isinstance(value, bool) and typ is int):
        want = {int: "a number", str: "a string", list: "a list", dict: "an object"}
        name = want.get(typ, str(typ)) if isinstance(typ, type) else "a value"
        raise MalformedRecordError(entry, f"expected {name}, not {_kind(value)}")
    return value


def _strings(data: Mapping[str, Any], key: str, entry: str, n: int | None) -> tuple[str, ...]:
    value = _get(data, key, list, entry)
    if n is not None and len(value) != n:
        raise MalformedRecordError(entry, f"expected {n} entries, one per seat, not {len(value)}")
    for k, item in enumerate(value):
        if not isinstance(item, str):
            raise MalformedRecordError(f"{entry}[{k}]", f"expected a string, not {_kind(item)}")
    return tuple(value)


def _load_deal(
    game: GameName,
    rules: AnyRules,
    names: tuple[str, ...],
    data: object,
    prefix: str,
    dealer: int | None = None,
    round_: int | None = None,
) -> GameRecord:
    where = prefix.rstrip(", ") or "record"
    if not isinstance(data, dict):
        raise MalformedRecordError(where, f"expected an object, not {_kind(data)}")
    if prefix:
        _no_unknown(data, _DEAL_KEYS, prefix)
    n = len(names)
    got_dealer = _get(data, "dealer", int, f"{prefix}dealer")
    if not 0 <= got_dealer < n:
        raise MalformedRecordError(f"{prefix}dealer", f"must be a seat 0 to {n - 1}")
    if dealer is not None and got_dealer != dealer:
        raise ReplayError(f"{prefix}dealer", f"the dealer of this game is seat {dealer}")
    got_round: int | None = None
    if game == "schapa":
        got_round = _get(data, "round", int, f"{prefix}round")
        if round_ is not None and got_round != round_:
            raise ReplayError(f"{prefix}round", f"the match's next round is round {round_}")
    elif "round" in data:
        raise MalformedRecordError(f"{prefix}round", "a Schafkopf record has no rounds")
    hands = _strings(data, "hands", f"{prefix}hands", n)
    actions = _strings(data, "actions", f"{prefix}actions", None)
    try:
        start = _start(game, rules, got_dealer, got_round, hands)
    except (ValueError, TypeError) as exc:
        raise MalformedRecordError(f"{prefix}hands", str(exc)) from None
    states = _replay(start, actions, prefix)
    record = GameRecord(game, rules, names, got_dealer, got_round, hands, actions, states)
    if "result" in data:
        _check_result(record, data["result"], f"{prefix}result")
    return record


def _check_result(record: GameRecord, data: object, entry: str) -> None:
    result = record.result
    if data is None:
        if result is not None:
            raise ReplayError(entry, "the record says the game is not over, but it is")
        return
    if not isinstance(data, dict):
        raise MalformedRecordError(entry, f"expected an object or null, not {_kind(data)}")
    if result is None:
        raise ReplayError(entry, "the record gives a result, but the game is not over")
    _no_unknown(data, ("scores", "balance", "breakdown"), f"{entry}.")
    mine = _result_json(result)
    for key in ("scores", "balance"):
        value = data.get(key)
        if key in data and (
            not isinstance(value, list)
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise MalformedRecordError(f"{entry}.{key}", "expected a list of numbers")
        if key in data and data[key] != mine.get(key):
            raise ReplayError(
                f"{entry}.{key}",
                f"the record says {data[key]} but the replay gives {mine.get(key)}",
            )


_DEAL_KEYS: Final = ("dealer", "round", "hands", "actions", "result")
_GAME_KEYS: Final = ("format", "version", "game", "kind", "rules", "names", *_DEAL_KEYS)
_MATCH_KEYS: Final = (
    "format", "version", "game", "kind", "rules", "names", "first_dealer", "games", "deals",
    "result",
)  # fmt: skip


def _no_unknown(data: Mapping[str, Any], known: Sequence[str], prefix: str) -> None:
    for key in data:
        if key not in known:
            raise MalformedRecordError(f"{prefix}{key}", "unknown entry")


def _from_json(data: object) -> Record:
    if not isinstance(data, dict):
        raise MalformedRecordError("record", f"expected a JSON object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise MalformedRecordError("format", f"expected {FORMAT!r}, not {data.get('format')!r}")
    version = data.get("version")
    if version != VERSION:
        raise MalformedRecordError(
            "version", f"this library reads version {VERSION}, not {version!r}"
        )
    game = _get(data, "game", str, "game")
    if game not in ("schafkopf", "schapa"):
        raise MalformedRecordError("game", f"expected 'schafkopf' or 'schapa', not {game!r}")
    kind = _get(data, "kind", str, "kind")
    if kind not in ("game", "match"):
        raise MalformedRecordError("kind", f"expected 'game' or 'match', not {kind!r}")
    _no_unknown(data, _GAME_KEYS if kind == "game" else _MATCH_KEYS, "")
    rules = rules_from_json(game, _get(data, "rules", dict, "rules"))
    n = 4 if isinstance(rules, sk.Rules) else rules.players
    names = _strings(data, "names", "names", n)
    if kind == "game":
        return _load_deal(game, rules, names, data, "")
    first = _get(data, "first_dealer", int, "first_dealer")
    try:
        if isinstance(rules, sk.Rules):
            games = _get(data, "games", int, "games")
            match: AnyMatch = sk.Match(rules, games, first)
        else:
            games = None
            match = sp.Match(rules, first)
    except ValueError as exc:
        raise MalformedRecordError("match", str(exc)) from None
    deals = []
    raw = _get(data, "deals", list, "deals")
    for k, item in enumerate(raw):
        prefix = f"game {k + 1}, "
        if match.is_over:
            raise ReplayError(prefix.rstrip(", "), "the match is already over")
        round_ = match.round if isinstance(match, sp.Match) else None
        deal = _load_deal(game, rules, names, item, prefix, match.dealer, round_)
        deals.append(deal)
        if deal.is_over:
            match = _record_into(match, deal.final, prefix.rstrip(", "))
        elif k != len(raw) - 1:
            raise ReplayError(
                prefix.rstrip(", "), "the game is not over, and only the last may be unfinished"
            )
    record = MatchRecord(game, rules, names, first, games, tuple(deals), match)
    result = data.get("result")
    if isinstance(result, dict) and "totals" in result:
        if result["totals"] != list(record.totals):
            raise ReplayError(
                "result.totals",
                f"the record says {result['totals']} but the replay gives {list(record.totals)}",
            )
    elif result is not None:
        raise MalformedRecordError("result", "expected an object with totals")
    return record


def loads(text: str | bytes) -> Record:
    """The record in ``text``, replayed. Raises :class:`MalformedRecordError` or
    :class:`ReplayError` (both :class:`~kartenregeln.RecordError`) naming the entry."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise MalformedRecordError(
            f"line {exc.lineno}, column {exc.colno}", f"not JSON: {exc.msg}"
        ) from None
    except (UnicodeDecodeError, TypeError) as exc:
        raise MalformedRecordError("record", f"not JSON text: {exc}") from None
    return _from_json(data)


def load(fp: IO[str] | str | Path) -> Record:
    """The record in a text stream or a file path (UTF-8)."""
    if isinstance(fp, (str, Path)):
        try:
            text = Path(fp).read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise MalformedRecordError("record", f"not UTF-8 text: {exc.reason}") from None
    else:
        text = fp.read()
    return loads(text)
