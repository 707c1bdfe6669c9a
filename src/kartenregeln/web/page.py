"""What one browser is sent: its seat's view (as JSON, see `._view`) and the table's
public facts with words for the page (card names, choices, the clock, the Abrechnung).

Nothing here reads another seat's cards: the only cards are the seat's own view's.
"""

from __future__ import annotations

from typing import Any, Protocol

from kartenregeln.abrechnung import abrechnung_table
from kartenregeln.cards import Card
from kartenregeln.messages import translate
from kartenregeln.names import braille, label, long_name
from kartenregeln.registry import get_game
from kartenregeln.session import Narrator
from kartenregeln.table import GRACE, GameOver, Phase, Table
from kartenregeln.web._view import view_json

__all__ = ["live", "page_model"]


class Room(Protocol):
    """What a page is made from: the members of `kartenregeln.web.room.Room` it reads
    (a protocol, so that this module and the room do not import each other)."""

    id: str
    settings: dict[str, Any]
    tokens: dict[int, str]

    @property
    def table(self) -> Table | None: ...
    @property
    def person_seats(self) -> tuple[int, ...]: ...
    @property
    def public_settings(self) -> dict[str, Any]: ...
    def name_of(self, seat: int, lang: str = ...) -> str: ...
    def present(self, seat: int) -> bool: ...
    def standing_in(self, seat: int) -> bool: ...
    def narrator(self, lang: str) -> Narrator: ...
    def now(self) -> float: ...


def _card(card: Card, face: str, lang: str) -> dict[str, str]:
    return {
        "code": label(card, face),
        "name": long_name(card, lang, face),  # type: ignore[arg-type]
        "braille": braille(card),
    }


def page_model(room: Room, seat: int, lang: str) -> dict[str, Any]:
    """The page of ``seat`` in ``lang`` (``de`` or ``en``)."""
    game = room.settings["game"]
    n = len(room.settings["seats"])
    seats = [
        {
            "seat": s,
            "name": room.name_of(s, lang),
            "person": s in room.person_seats,
            "taken": s in room.tokens,
            "present": room.present(s),
            "standin": room.standing_in(s),
        }
        for s in range(n)
    ]
    model: dict[str, Any] = {
        "table": room.id,
        "game": game,
        "title": get_game(game).title(lang),
        # what the page shows as the game describes it (not by its name)
        "place_bonus": bool(get_game(game).facet("frontend").PLACE_BONUS),
        "faces": list(get_game(game).facet("narration").FACES),
        "card_style": get_game(game).card_style,
        # which of the J and N keys make a call in this game (its narration facet's YES/NO)
        "calls": {
            "yes": bool(get_game(game).facet("narration").YES),
            "no": bool(get_game(game).facet("narration").NO),
        },
        "seat": seat,
        "lang": lang,
        "seats": seats,
        "settings": room.public_settings,
        "started": room.table is not None,
    }
    table = room.table
    if table is None:
        model["phase"] = "waiting"
        return model
    narrator = room.narrator(lang)
    face = narrator.face
    view = table.view(seat)
    cards: dict[str, dict[str, str]] = {}

    def card(c: Card) -> str:
        info = _card(c, face, lang)
        cards[info["code"]] = info
        return info["code"]

    legal = view.legal_actions
    # why each card of the hand cannot be played now, in the rules' words (they depend
    # only on what this seat knows): the page says it when the card is pressed
    refusals: dict[str, str] = {}
    playable = {getattr(a, "card", None) for a in legal}
    for c in view.hand:
        code = card(c)
        if table.phase is Phase.PLAYING and c not in playable:
            refusals[code] = _why(table, view, c, seat, lang)
    others = [a for a in legal if getattr(a, "card", None) is None]
    model.update(
        phase=table.phase.value,
        number=table.number,
        total=table.total,
        view=view_json(view),
        to_move=table.state.to_move,
        waiting_for=list(table.waiting_for()),
        choices=[{"action": str(a), "label": narrator.choice_name(a)} for a in others],
        yes=next((str(a) for a in others if str(a) in narrator.yes), None),
        no=next((str(a) for a in others if str(a) in narrator.no), None),
        augen=list(table.augen()),
        bilanz=list(table.bilanz()),
        paused=table.paused,
        pause=_pause(room),
        refusals=refusals,
        clock=_clock(room),
        # the sentences the page shows, in the words of the shared narration (so the
        # page need not know which game it shows)
        face=face,
        title=narrator.game.title(lang),
        deal_head=narrator.deal_head(table.number),
        taken_word=narrator.t["taken"],
        last_trick_line=narrator.last_trick_text(),
    )
    frontend = narrator.game.facet("frontend")
    model["lays_out"] = bool(frontend.lays_out(view))
    for c in (*view.trick, *frontend.shown_cards(view)):
        card(c)
    bids = frontend.bids(view)
    if bids is not None:
        model["bids"] = [narrator.action_line(s, a) for s, a in bids]
    last = table.last_trick()
    model["last_trick"] = (
        None
        if last is None
        else {
            "leader": last.leader,
            "winner": last.winner,
            "cards": [
                {"seat": (last.leader + k) % n, "card": card(c)} for k, c in enumerate(last.cards)
            ],
        }
    )
    settlement = table.settlement
    if table.phase is not Phase.PLAYING and settlement is not None:
        number = table.number
        model["abrechnung"] = {
            "lines": narrator.abrechnung_lines(GameOver(number, settlement, table.now)),
            "confirmed": table.phase is Phase.OVER or seat not in table.waiting_for(),
            "continues_in": _continues_in(room),
            "table": abrechnung_table(settlement, number, table.bilanz(), lang, face, narrator.who),
        }
    if table.phase is Phase.OVER:
        model["final"] = narrator.standing_lines(final=True)
        # the Endstand as a table: by place, each seat's total and (Schafkopf) the bonus
        model["final_table"] = [
            {"place": p.place, "seat": p.seat, "total": p.total, "bonus": p.bonus}
            for p in sorted(table.match.placements(), key=lambda p: (p.place, p.seat))
        ]
    model["cards"] = cards
    return model


def live(room: Room, model: dict[str, Any]) -> dict[str, Any]:
    """A page built before (for the same state of the room) with its clocks brought up
    to date: the Bedenkzeit, the pause and the Abrechnung's countdown."""
    if room.table is None or "clock" not in model:
        return model
    out = dict(model, clock=_clock(room), pause=_pause(room))
    if "abrechnung" in out:
        out["abrechnung"] = dict(out["abrechnung"], continues_in=_continues_in(room))
    return out


def _continues_in(room: Room) -> float | None:
    """Seconds until the Abrechnung goes on by itself (with a clock), else ``None``."""
    table = room.table
    assert table is not None
    deadline = table.deadline if table.phase is Phase.ABRECHNUNG and not table.paused else None
    return None if deadline is None else round(max(0.0, deadline - max(room.now(), table.now)), 1)


def _why(table: Table, view: Any, card: Card, seat: int, lang: str) -> str:
    """Why ``card`` cannot be played now, spoken to the seat's player ("du musst Trumpf
    zugeben"); in the rules' words for the seat when the reason has no such form.

    The same words as the view's ``why_illegal`` without its cost: when it is the seat's
    turn, the view asks a state sampled from what the seat knows, whose reasons depend
    only on what the seat knows, so the table's own state gives the same answer (without
    drawing a world per card); when it is another seat's turn, the view says whose turn
    it is."""

    def reason(in_lang: str) -> str:
        # the rules' Message as it is (str() would drop its key)
        if view.to_move == seat:
            return table.state.why_illegal(str(card), in_lang) or ""
        return view.why_illegal(str(card), in_lang) or ""

    english = reason("en")
    spoken = translate(english, lang, you=seat)
    if spoken == english and lang != "en":
        return reason(lang)
    return spoken


def _pause(room: Room) -> dict[str, Any]:
    """Who paused (``by``) and how many seconds the pause has left (``left``; ``None``:
    as long as they like), or who asked for one that begins at the next Abrechnung
    (``wanted``)."""
    table = room.table
    assert table is not None
    left = None
    if table.paused and table.deadline is not None:
        left = round(max(0.0, table.deadline - max(room.now(), table.now)), 1)
    return {"by": table.paused_by, "wanted": table.pause_wanted, "left": left}


def _clock(room: Room) -> dict[str, Any] | None:
    table = room.table
    assert table is not None
    if table.clock is None:
        return None
    now = max(room.now(), table.now)
    left = table.time_left(now)
    return {
        "bedenkzeit": table.clock,
        "grace": GRACE,
        "left": None if left is None else round(left, 1),
    }
