"""The JSON wire form of Schapa values (see [`kartenregeln.wire`][kartenregeln.wire]).

A round state is written as its deal and its history and read back by replaying them; a
view as every field of the ``RoundView`` plus a ``render`` object (the trick with its
seats, the round's names) for a client that does not know the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from kartenregeln import schapa as sp
from kartenregeln.cards import Card, CardSet
from kartenregeln.facets import WireType
from kartenregeln.names import french_code, parse_card
from kartenregeln.schapa.state import Trick
from kartenregeln.wire._codec import Codec, by_entry, by_fields, check_seats, entries, join

if TYPE_CHECKING:
    from kartenregeln.wire._schema import Builder

__all__ = [
    "CODEC",
    "TYPES",
    "decode_state",
    "decode_view",
    "encode_state",
    "encode_view",
    "render",
    "schema",
    "schema_cards",
]


def _settlement_json(settlement: sp.RoundSettlement) -> dict[str, Any]:
    return CODEC.encode_fields(settlement)


def _settlement_of(data: Any, entry: str) -> sp.RoundSettlement:
    """A round's settlement from its fields, whose seats must be seats of its game."""
    settlement: sp.RoundSettlement = CODEC.decode_fields(
        sp.RoundSettlement, data, entry, skip=("type", "version")
    )
    check_seats(settlement, entry, (), ("finishing_order",))
    return settlement


def _match_of(data: Any, entry: str) -> sp.Match:
    """A match from its fields; the seats its results name must be seats of its game."""
    match: sp.Match = CODEC.decode_fields(sp.Match, data, entry, skip=("type", "version"))
    for k, result in enumerate(match.results):
        check_seats(result, join(entry, f"results[{k}]"), (), ("finishing_order",))
    return match


CODEC: Final = Codec(
    card_code=french_code,
    parse_card=parse_card,
    action_types=(sp.Play, sp.Schapa, sp.Ende),
    parse_action=sp.parse_action,
    namespace={"Trick": Trick, **{name: getattr(sp, name) for name in sp.__all__}},
)
"""The Schapa codec: cards as French codes (``QS``, ``10H``), actions in notation."""


def render(view: sp.RoundView) -> dict[str, Any]:
    """What a client draws, derived from ``view``."""
    n = view.rules.players
    leader = view.leader if view.leader is not None else 0
    info = sp.ROUNDS[view.round]
    return {
        "trick": [
            {"seat": (leader + k) % n, "card": french_code(c)} for k, c in enumerate(view.trick)
        ],
        "round_name": {"de": info.name("de"), "en": info.name("en")},
        "round_text": {"de": info.text("de"), "en": info.text("en")},
    }


def encode_view(view: sp.RoundView) -> dict[str, Any]:
    """The fields of ``view`` and its ``render`` object."""
    out = CODEC.encode_fields(view)
    out["render"] = render(view)
    return out


def decode_view(data: Any, entry: str) -> sp.RoundView:
    """A view from [`encode_view`][kartenregeln.schapa._wire.encode_view]'s output; a ``render``
    given must match it."""
    view: sp.RoundView = CODEC.view(sp.RoundView, data, entry, render, _rebuild)
    return view


def _rebuild(view: sp.RoundView) -> sp.RoundView:
    """The view rebuilt from what its seat knows (the rules, the round, the dealer, the
    seat, its hand, the public actions, who took them and the seat to move): every other
    field follows from them. ``PositionError`` for a position no round reaches."""
    from kartenregeln.schapa.position import view_from_history

    return view_from_history(
        view.rules, round=view.round, dealer=view.dealer, seat=view.seat, hand=view.hand,
        history=view.history, movers=view.movers, to_move=view.to_move,
    )  # fmt: skip


def encode_state(state: sp.RoundState) -> dict[str, Any]:
    """The rules, the round, the dealer, the hands as dealt and the history."""
    masks = list(state.hand_masks)
    for seat, action in zip(state.movers, state.history, strict=True):
        if isinstance(action, sp.Play):
            masks[seat] |= action.card.bit
    return {
        "rules": CODEC.encode(state.rules),
        "round": state.round,
        "dealer": state.dealer,
        "hands": [CODEC.encode(CardSet.from_mask(m)) for m in masks],
        "history": [str(a) for a in state.history],
    }


def decode_state(data: Any, entry: str) -> sp.RoundState:
    """The round state of [`encode_state`][kartenregeln.schapa._wire.encode_state]'s output,
    replayed from the deal."""
    data = entries(data, entry, ("rules", "round", "dealer", "hands", "history"))
    rules = CODEC.decode(sp.Rules, data["rules"], join(entry, "rules"))
    number = CODEC.decode(int, data["round"], join(entry, "round"))
    dealer = CODEC.decode(int, data["dealer"], join(entry, "dealer"))
    hands = CODEC.decode(tuple[CardSet, ...], data["hands"], join(entry, "hands"))
    state: sp.RoundState = CODEC.replay(
        lambda: sp.RoundState.start(rules, round=number, dealer=dealer, hands=hands),
        data["history"],
        entry,
    )
    return state


TYPES: Final[dict[str, WireType]] = {
    "schapa.state": ((sp.RoundState,), encode_state, decode_state),
    "schapa.view": ((sp.RoundView,), encode_view, decode_view),
    "schapa.action": by_entry(CODEC, CODEC.action_types, "action", CODEC.action),
    "schapa.rules": by_fields(CODEC, sp.Rules),
    "schapa.settlement": ((sp.RoundSettlement,), _settlement_json, _settlement_of),
    "schapa.match": ((sp.Match,), CODEC.encode_fields, _match_of),
}
"""Schapa's wire types (see [`kartenregeln.wire.TYPES`][kartenregeln.wire.TYPES])."""


def schema_cards() -> list[str]:
    """Every card code, for the JSON Schema."""
    return [french_code(Card.from_index(i)) for i in range(52)]


def schema(b: Builder) -> dict[str, dict[str, Any]]:
    """The JSON Schema of each of Schapa's wire types (without ``type``/``version``)."""
    render = {
        "trick": {"type": "array", "items": b.seat_card()},
        "round_name": b.names(),
        "round_text": b.names(),
    }
    state = {
        "rules": b.ref("schapa.Rules"),
        "round": {"type": "integer", "minimum": 1, "maximum": 8},
        "dealer": {"type": "integer", "minimum": 0},
        "hands": {
            "type": "array",
            "items": {"type": "array", "items": b.card(), "uniqueItems": True},
        },
        "history": {"type": "array", "items": {"type": "string"}},
    }
    tops = {
        "schapa.state": b.state(state, {}),
        "schapa.view": b.fields(sp.RoundView, {"render": b.render(render)}),
        "schapa.action": b.obj({"action": {"type": "string"}}, ["action"]),
        "schapa.rules": b.fields(sp.Rules),
        "schapa.settlement": b.fields(sp.RoundSettlement),
        "schapa.match": b.fields(sp.Match),
    }
    b.of(sp.Rules)
    return tops
