"""What the shared parts of kartenregeln need of Herzeln: one module serving the ``wire``,
``records``, ``svg``, ``narration`` and ``frontend`` facets (see ``kartenregeln.facets``);
everything else takes the facets' defaults."""

from __future__ import annotations

from typing import Any, Final

from herzeln import DECK, Match, Play, Result, Rules, State, Trick, View, parse_action
from kartenregeln import svg, wire
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


TYPES: Final = {
    "herzeln.state": ((State,), _encode_state, _decode_state),
    "herzeln.view": wire.by_fields(CODEC, View),
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


def deals_left(match: Match) -> int:
    return match.rules.deals - len(match.results)


def deals_done(match: Match) -> int:
    return len(match.results)


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


# -- svg -------------------------------------------------------------------------------
def scene_of_view(view: View, opts: svg.Options, hands: Any = None) -> svg.Scene:
    names, lang, face, _clock = opts
    svg.check_names(names, view.num_seats)
    trick, caption, lead = svg.trick_part(
        view.trick, view.leader, view.tricks, view.num_seats, names, lang
    )
    legal, say = svg.legal_parts(view.legal_actions)
    taken, played = view.herzen(), [seat for seat, _card, _led in view.plays()]
    rows = []
    for s in range(view.num_seats):
        held = hands[s] if hands is not None else (view.hand if s == view.seat else None)
        count = view.rules.hand_size - played.count(s)
        notes = (f"Herzen: {taken[s]}",)
        cards = None if held is None else tuple(held)
        row = svg.SeatRow(s, svg.seat_name(s, names, lang), cards, count, notes, s == view.to_move)
        rows.append(row)
    title = "Herzeln"
    lines = (svg.scene_words(lang)["over"],) if view.is_over else ()
    seat = None if hands is not None else view.seat
    return svg.Scene(
        title, lines, tuple(rows), seat, trick, caption, lead, legal, say, None, CardSet(),
        tuple(sorted({c.rank for c in DECK})), face,
    )  # fmt: skip


def scene_of_state(state: State, opts: svg.Options) -> svg.Scene:
    return scene_of_view(state.view(state.to_move or 0), opts, state.hands)
