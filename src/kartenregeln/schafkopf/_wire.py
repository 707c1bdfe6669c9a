"""The JSON wire form of Schafkopf values (see [`kartenregeln.wire`][kartenregeln.wire]).

A state is written as its deal and its history and read back by replaying them; a view
as every field of the ``View`` plus a ``render`` object a client can draw from without
knowing the rules (the hand in display order, the trick with its seats, the tricks and
Augen taken, the game and the parties as far as the seat knows them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import NotationError, PositionError
from kartenregeln.facets import WireType
from kartenregeln.messages import say
from kartenregeln.names import parse_card, schafkopf_code
from kartenregeln.schafkopf.contracts import SK_CARDS, Contract
from kartenregeln.schafkopf.display import display_order
from kartenregeln.wire._codec import (
    Codec,
    WireError,
    by_entry,
    by_fields,
    check_seats,
    entries,
    join,
    kind_of,
)

if TYPE_CHECKING:
    from kartenregeln.wire._schema import Builder

__all__ = [
    "CODEC",
    "TYPES",
    "decode_state",
    "decode_view",
    "display_order",
    "encode_state",
    "encode_view",
    "render",
    "schema",
    "schema_cards",
]


def _contract_json(game: Contract) -> str:
    return str(game)


def _contract_of(data: Any, entry: str) -> Contract:
    if not isinstance(data, str):
        raise WireError(entry, say("record_expected", what="a game as text", found=kind_of(data)))
    try:
        return Contract.parse(data)
    except NotationError as exc:
        raise WireError(entry, exc.problem) from None


def _settlement_json(settlement: sk.Settlement) -> dict[str, Any]:
    return CODEC.encode_fields(settlement)


def _settlement_of(data: Any, entry: str) -> sk.Settlement:
    """A settlement from its fields, whose seats must be seats of its game."""
    settlement: sk.Settlement = CODEC.decode_fields(
        sk.Settlement, data, entry, skip=("type", "version")
    )
    _check_settlement(settlement, entry)
    return settlement


def _check_settlement(settlement: sk.Settlement, entry: str) -> None:
    check_seats(settlement, entry, ("declarer", "partner", "ramsch_loser", "durchmarsch"),
                ("winners", "ramsch_losers", "jungfrauen"))  # fmt: skip
    if len(settlement.balance) != len(settlement.scores):
        raise WireError(
            join(entry, "balance"),
            say("wire_balance_seats", n=len(settlement.balance), scores=len(settlement.scores)),
        )


def _match_of(data: Any, entry: str) -> sk.Match:
    """A match from its fields; the seats its results name must be seats of its game."""
    match: sk.Match = CODEC.decode_fields(sk.Match, data, entry, skip=("type", "version"))
    for k, result in enumerate(match.results):
        _check_settlement(result, join(entry, f"results[{k}]"))
    return match


CODEC: Final = Codec(
    card_code=schafkopf_code,
    parse_card=parse_card,
    action_types=(
        sk.Weiter,
        sk.Spiele,
        sk.Klopfen,
        sk.Kontra,
        sk.Re,
        sk.Gut,
        sk.Announce,
        sk.Play,
    ),
    parse_action=sk.parse_action,
    namespace={name: getattr(sk, name) for name in sk.__all__},
    custom={Contract: (_contract_json, _contract_of)},
)
"""The Schafkopf codec: cards as ``EO``, actions and games in notation."""


def render(view: sk.View) -> dict[str, Any]:
    """What a client draws, derived from ``view`` (no rule logic needed on its side)."""
    n = view.rules.players
    tricks_taken = [0] * n
    for trick in view.tricks:
        tricks_taken[trick.winner] += 1
    leader = view.tricks[-1].winner if view.tricks else (view.dealer + 1) % n
    game = view.game
    parties: list[list[int]] | None = None
    if view.declarer is not None and (view.partner is not None or game is None or game.is_solo):
        party = sorted({view.declarer} | ({view.partner} if view.partner is not None else set()))
        parties = [party, [s for s in range(n) if s not in party]]
    return {
        "trick": [
            {"seat": (leader + k) % n, "card": schafkopf_code(c)} for k, c in enumerate(view.trick)
        ],
        "tricks_taken": tricks_taken,
        "augen": list(view.augen),
        "game": None if game is None else str(game),
        "game_name": None if game is None else {"de": game.name("de"), "en": game.name("en")},
        "parties": parties,
        "party_augen": None if view.party_augen is None else list(view.party_augen),
    }


def encode_view(view: sk.View) -> dict[str, Any]:
    """The fields of ``view`` (the hand in display order) and its ``render`` object."""
    out = CODEC.encode_fields(view)
    out["hand"] = [schafkopf_code(c) for c in display_order(view.hand, view.game)]
    out["render"] = render(view)
    return out


def decode_view(data: Any, entry: str) -> sk.View:
    """A view from [`encode_view`][kartenregeln.schafkopf._wire.encode_view]'s output; a ``render``
    given must match it."""
    view: sk.View = CODEC.view(sk.View, data, entry, render, _rebuild)
    return view


def _rebuild(view: sk.View) -> sk.View:
    """The view rebuilt from what its seat knows (the rules, the dealer, the seat, its hand,
    the public history, the pot and the open hand): every other field follows from them.
    ``PositionError`` (a ``ValueError``) for a position no game reaches."""
    from kartenregeln.schafkopf.position import view_from_history

    last = view.rules.players - 1
    for name in ("seat", "dealer"):
        value = getattr(view, name)
        if not 0 <= value <= last:
            raise PositionError(say("match_seat", name=name, last=last, value=value))
    given = view.open_hand if view.seat != view.declarer else None
    return view_from_history(
        view.rules, dealer=view.dealer, seat=view.seat, hand=view.hand, history=view.history,
        pot=view.pot, open_hand=given,
    )  # fmt: skip


def encode_state(state: sk.GameState) -> dict[str, Any]:
    """The rules, the dealer, the hands as dealt (first packet first) and the history."""
    hands = []
    for seat in range(state.num_seats):
        packet = state.first_packet(seat)
        rest = state.initial_hand(seat).mask & ~packet.mask
        hands.append([schafkopf_code(c) for c in (*packet, *CardSet.from_mask(rest))])
    out: dict[str, Any] = {
        "rules": CODEC.encode(state.rules),
        "dealer": state.dealer,
        "hands": hands,
        "history": [str(a) for a in state.history],
    }
    if state.pot:
        out["pot"] = state.pot  # the Stock carried into the game (Rules.stock)
    return out


def decode_state(data: Any, entry: str) -> sk.GameState:
    """The state of [`encode_state`][kartenregeln.schafkopf._wire.encode_state]'s output, replayed
    from the deal."""
    keys = ("rules", "dealer", "hands", "history")
    data = entries(
        data, entry, (*keys, "pot") if isinstance(data, dict) and "pot" in data else keys
    )
    rules = CODEC.decode(sk.Rules, data["rules"], join(entry, "rules"))
    dealer = CODEC.decode(int, data["dealer"], join(entry, "dealer"))
    hands = CODEC.decode(tuple[tuple[Card, ...], ...], data["hands"], join(entry, "hands"))
    pot = CODEC.decode(int, data.get("pot", 0), join(entry, "pot"))
    state: sk.GameState = CODEC.replay(
        lambda: sk.GameState.start(rules, dealer=dealer, hands=hands, pot=pot),
        data["history"],
        entry,
    )
    return state


TYPES: Final[dict[str, WireType]] = {
    "schafkopf.state": ((sk.GameState,), encode_state, decode_state),
    "schafkopf.view": ((sk.View,), encode_view, decode_view),
    "schafkopf.action": by_entry(CODEC, CODEC.action_types, "action", CODEC.action),
    "schafkopf.contract": by_entry(
        CODEC, (Contract,), "game", lambda d, e: CODEC.decode(Contract, d, e)
    ),
    "schafkopf.rules": by_fields(CODEC, sk.Rules),
    "schafkopf.settlement": ((sk.Settlement,), _settlement_json, _settlement_of),
    "schafkopf.match": ((sk.Match,), CODEC.encode_fields, _match_of),
}
"""Schafkopf's wire types (see [`kartenregeln.wire.TYPES`][kartenregeln.wire.TYPES])."""


def schema_cards() -> list[str]:
    """Every card code, for the JSON Schema."""
    return [schafkopf_code(c) for c in SK_CARDS]


def schema(b: Builder) -> dict[str, dict[str, Any]]:
    """The JSON Schema of each of Schafkopf's wire types (without ``type``/``version``)."""
    ints = {"type": "array", "items": {"type": "integer"}}
    render = {
        "trick": {"type": "array", "items": b.seat_card()},
        "tricks_taken": ints,
        "augen": ints,
        "game": {"type": ["string", "null"]},
        "game_name": {"anyOf": [b.names(), {"type": "null"}]},
        "parties": {"anyOf": [{"type": "array", "items": ints}, {"type": "null"}]},
        "party_augen": {"anyOf": [ints, {"type": "null"}]},
    }
    state = {
        "rules": b.ref("schafkopf.Rules"),
        "dealer": {"type": "integer", "minimum": 0},
        "hands": {"type": "array", "items": {"type": "array", "items": b.card()}},
        "history": {"type": "array", "items": {"type": "string"}},
    }
    # the Stock carried into the game (Rules.stock); omitted when 0
    pot = {"pot": {"type": "integer", "minimum": 0}}
    tops = {
        "schafkopf.state": b.state(state, pot),
        "schafkopf.view": b.fields(sk.View, {"render": b.render(render)}),
        "schafkopf.action": b.obj({"action": {"type": "string"}}, ["action"]),
        "schafkopf.contract": b.obj(
            {"game": {"type": "string", "description": "e.g. 'solo eichel'"}}, ["game"]
        ),
        "schafkopf.rules": b.fields(sk.Rules),
        "schafkopf.settlement": b.fields(sk.Settlement),
        "schafkopf.match": b.fields(sk.Match),
    }
    b.of(sk.Rules)
    return tops
