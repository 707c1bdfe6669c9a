"""What the shared parts of kartenregeln need of Herzeln: one module serving the ``wire``,
``records``, ``narration`` and ``frontend`` facets (see ``kartenregeln.facets``);
everything else takes the facets' defaults (the pictures are the plain ones of a trick
game)."""

from __future__ import annotations

from typing import Any, Final

from herzeln import Match, Play, Result, Rules, State, Trick, View, parse_action
from kartenregeln import wire
from kartenregeln.cards import Card, CardSet
from kartenregeln.game import SettlementLine
from kartenregeln.names import long_name, parse_card, schafkopf_code
from kartenregeln.narration import seat_word

# -- wire ------------------------------------------------------------------------------
CODEC: Final = wire.Codec(
    card_code=schafkopf_code,
    parse_card=parse_card,
    action_types=(Play,),
    parse_action=parse_action,
    namespace={c.__name__: c for c in (Rules, Play, Trick, State, View, Result, Match)}
    | {"Card": Card, "CardSet": CardSet, "SettlementLine": SettlementLine},
)


def _encode_state(state: State) -> dict[str, Any]:
    return {
        "rules": CODEC.encode(state.rules),
        "dealer": state.dealer,
        "hands": [CODEC.encode(h) for h in state.dealt()],
        "history": [str(a) for a in state.history],
    }


def _decode_state(data: Any, entry: str) -> State:
    data = wire.entries(data, entry, ("rules", "dealer", "hands", "history"))
    rules = CODEC.decode(Rules, data["rules"], wire.join(entry, "rules"))
    dealer = CODEC.decode(int, data["dealer"], wire.join(entry, "dealer"))
    hands = CODEC.decode(tuple[CardSet, ...], data["hands"], wire.join(entry, "hands"))
    state: State = CODEC.replay(lambda: State.start(rules, dealer, hands), data["history"], entry)
    return state


def render(view: View) -> dict[str, Any]:
    """What a client that does not know the rules draws: the trick with its seats."""
    n = view.num_seats
    trick = [
        {"seat": (view.leader + k) % n, "card": CODEC.card_code(c)}
        for k, c in enumerate(view.trick)
    ]
    return {"trick": trick}


def _encode_view(view: View) -> dict[str, Any]:
    return {**CODEC.encode_fields(view), "render": render(view)}


def _decode_view(data: Any, entry: str) -> View:
    view: View = CODEC.view(View, data, entry, render)
    return view


TYPES: Final = {
    "herzeln.state": ((State,), _encode_state, _decode_state),
    "herzeln.view": ((View,), _encode_view, _decode_view),
    "herzeln.action": wire.by_entry(CODEC, (Play,), "action", CODEC.action),
    "herzeln.rules": wire.by_fields(CODEC, Rules),
    "herzeln.settlement": wire.by_fields(CODEC, Result),
    "herzeln.match": wire.by_fields(CODEC, Match),
}


# -- records ---------------------------------------------------------------------------
def dealt_hands(state: State) -> tuple[str, ...]:
    return tuple(h.to_text("schafkopf") for h in state.dealt())


def start(rules: Rules, dealer: int, round_: int | None, hands: Any, pot: int) -> State:
    return State.start(rules, dealer, list(hands))


def new_match(rules: Rules, games: int | None, first_dealer: int) -> Match:
    return Match(rules, first_dealer)


# -- frontend --------------------------------------------------------------------------
def deals(match: Match) -> int:
    return match.rules.deals


def taken(state: State) -> tuple[int, ...]:
    """The Herzen each seat has taken (what the A key shows)."""
    return state.herzen()


DEAL_WORDS: Final = ("deal", "deals")


# -- narration -------------------------------------------------------------------------
TEXT: Final = {
    "de": {"taken": "Herzen bisher", "yes_no": "", "examples": "HA oder 'Herz-Sau'",
           "deal": "Spiel", "deals": "Spiele"},
    "en": {"taken": "Herzen so far", "yes_no": "", "examples": "HA or 'Herz-Sau'",
           "deal": "deal", "deals": "deals"},
}  # fmt: skip


def play(card: Card) -> Play:
    return Play(card)


def action_line(action: Play, seat: int, lang: str, face: str, cards: str = "name") -> str:
    name = long_name(action.card, lang, face)  # type: ignore[arg-type]
    return f"{seat_word(lang)} {seat} {'spielt' if lang == 'de' else 'plays'} {name}"


def result_line(result: Result, number: int, lang: str, face: str | None, who: Any) -> str:
    taken = ", ".join(f"{who(s)} {h}" for s, h in enumerate(result.herzen))
    return f"{'Spiel' if lang == 'de' else 'deal'} {number}: Herzen: {taken}"
