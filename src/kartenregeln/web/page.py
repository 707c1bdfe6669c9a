"""What one browser is sent: its seat's view (as JSON, see `._view`) and the table's
public facts with words for the page (card names, choices, the clock, the Abrechnung).

Nothing here reads another seat's cards: the only cards are the seat's own view's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kartenregeln import schafkopf as sk
from kartenregeln._cli_play_text import NO, WORDS, YES
from kartenregeln.cards import Card
from kartenregeln.names import braille, french_code, long_name, schafkopf_code
from kartenregeln.table import GRACE, GameOver, Phase
from kartenregeln.web._view import view_json

if TYPE_CHECKING:
    from kartenregeln.web.room import Room

__all__ = ["page_model"]


def _card(card: Card, game: str, lang: str) -> dict[str, str]:
    if game == "schafkopf":
        return {
            "code": schafkopf_code(card),
            "name": long_name(card, lang, "bavarian"),  # type: ignore[arg-type]
            "braille": braille(card),
        }
    return {
        "code": french_code(card),
        "name": long_name(card, lang, "french"),  # type: ignore[arg-type]
        "braille": braille(card),
    }


def _choice_label(action: Any, lang: str) -> str:
    if isinstance(action, sk.Announce):
        return action.game.name(lang, "bavarian")
    text = str(action)
    return WORDS[lang].get(text, text)


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
    view = table.view(seat)
    cards: dict[str, dict[str, str]] = {}

    def card(c: Card) -> str:
        info = _card(c, game, lang)
        cards[info["code"]] = info
        return info["code"]

    for c in view.hand:
        card(c)
    legal = view.legal_actions
    others = [a for a in legal if getattr(a, "card", None) is None]
    model.update(
        phase=table.phase.value,
        number=table.number,
        total=table.total,
        view=view_json(view),
        to_move=table.state.to_move,
        waiting_for=list(table.waiting_for()),
        choices=[{"action": str(a), "label": _choice_label(a, lang)} for a in others],
        yes=next((str(a) for a in others if str(a) in YES), None),
        no=next((str(a) for a in others if str(a) in NO), None),
        augen=list(table.augen()),
        bilanz=list(table.bilanz()),
        paused=table.paused,
        clock=_clock(room),
    )
    if isinstance(view, sk.View):
        for c in view.trick:
            card(c)
        model["bids"] = [_bid_line(narrator.who(s), s, a, lang) for s, a in view.bids]
    else:
        for c in (*view.trick, *view.layout):
            card(c)
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
        }
    if table.phase is Phase.OVER:
        model["final"] = narrator.standing_lines(final=True)
    model["cards"] = cards
    return model


def _bid_line(who: str, seat: int, action: Any, lang: str) -> str:
    text = sk.describe(action, seat, lang, "bavarian")  # type: ignore[arg-type]
    return who + text[len(f"Sitz {seat}" if lang == "de" else f"seat {seat}") :]


def _continues_in(room: Room) -> float | None:
    """Seconds until the Abrechnung goes on by itself (with a clock), else ``None``."""
    table = room.table
    assert table is not None
    deadline = table.deadline if table.phase is Phase.ABRECHNUNG and not table.paused else None
    return None if deadline is None else round(max(0.0, deadline - max(room.now(), table.now)), 1)


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
