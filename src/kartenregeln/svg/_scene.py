"""What a table picture shows, read from a view or a state of either game.

This is the one place that knows the games' views and states: it turns them into a
[`Scene`][kartenregeln.svg._scene.Scene] (seats, open or hidden hands, the trick with who played
what, the legal
cards, the Domino layout, a few lines of text), which ``_table`` draws without knowing
which game it is.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

import attrs

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.svg._draw import Face, Lang
from kartenregeln.svg._order import plain_order

__all__ = ["Scene", "SeatRow", "scene_of_state", "scene_of_view", "words"]

_WORDS: Final = {
    "en": {
        "seat": "seat {}",
        "cards": "{} cards",
        "tricks": "{} tricks",
        "one_trick": "1 trick",
        "augen": "{} Augen",
        "points": "{:+d} points",
        "to_move": "to move",
        "left": "{} s left",
        "you": "you",
        "declarer": "declarer",
        "partner": "partner",
        "klopft": "knocked",
        "kontra": "Kontra",
        "re": "Re",
        "trick": "Trick {}",
        "last": "Last trick, taken by {}",
        "leads": "leads",
        "no_trick": "No card played yet",
        "bidding": "Bidding",
        "klopfen": "Klopfen: first four cards",
        "over": "Game over",
        "pot": "Stock in the pot: {}",
        "plays": "{} plays {}",
        "may_say": "May say: {}",
        "layout": "Layout",
        "out": "out {}.",
        "round": "Round {}: {}",
        "view": "{}: the view of {}",
        "open": "{}: all hands open",
        "hand": "Hand",
        "hidden": "{} hidden cards",
        "legal": "legal",
    },
    "de": {
        "seat": "Sitz {}",
        "cards": "{} Karten",
        "tricks": "{} Stiche",
        "one_trick": "1 Stich",
        "augen": "{} Augen",
        "points": "{:+d} Punkte",
        "to_move": "am Zug",
        "left": "noch {} s",
        "you": "du",
        "declarer": "Spieler",
        "partner": "Partner",
        "klopft": "geklopft",
        "kontra": "Kontra",
        "re": "Re",
        "trick": "Stich {}",
        "last": "Letzter Stich, gestochen von {}",
        "leads": "spielt aus",
        "no_trick": "Noch keine Karte gespielt",
        "bidding": "Reizen",
        "klopfen": "Klopfen: die ersten vier Karten",
        "over": "Spiel vorbei",
        "pot": "Stock im Topf: {}",
        "plays": "{} spielt {}",
        "may_say": "Darf sagen: {}",
        "layout": "Auslage",
        "out": "{}. draußen",
        "round": "Runde {}: {}",
        "view": "{}: was {} sieht",
        "open": "{}: alle Karten offen",
        "hand": "Hand",
        "hidden": "{} verdeckte Karten",
        "legal": "erlaubt",
    },
}


def words(lang: Lang) -> dict[str, str]:
    return _WORDS[lang]


def _tricks(count: int, lang: Lang) -> str:
    w = _WORDS[lang]
    return w["one_trick"] if count == 1 else w["tricks"].format(count)


@attrs.frozen
class SeatRow:
    """One seat: its name, its cards (``None`` when hidden), how many, a few notes."""

    seat: int
    name: str
    cards: tuple[Card, ...] | None
    count: int
    notes: tuple[str, ...]
    to_move: bool


@attrs.frozen
class Scene:
    """Everything a table picture shows, the same for both games."""

    title: str
    lines: tuple[str, ...]
    seats: tuple[SeatRow, ...]
    viewer: int | None
    trick: tuple[tuple[int, Card], ...]
    trick_caption: str
    leader: int | None
    legal: frozenset[Card]
    say: tuple[str, ...]
    layout: CardSet | None
    fits: CardSet
    ranks: tuple[Rank, ...]
    face: Face


def _seat_name(seat: int, names: Sequence[str] | None, lang: Lang) -> str:
    return names[seat] if names is not None else _WORDS[lang]["seat"].format(seat)


@functools.lru_cache(maxsize=1024)
def _bids_line(bids: tuple[tuple[int, Any], ...], names: tuple[str, ...] | None, lang: Lang) -> str:
    """The bidding so far in one line (cached: it changes only before the first card)."""
    return ", ".join(f"{_seat_name(s, names, lang)}: {a}" for s, a in bids)


def _legal(actions: Sequence[Any]) -> tuple[frozenset[Card], tuple[str, ...]]:
    cards = frozenset(a.card for a in actions if getattr(a, "card", None) is not None)
    say = tuple(str(a) for a in actions if getattr(a, "card", None) is None)
    return cards, say


def _trick_part(
    cards: Sequence[Card],
    leader: int | None,
    tricks: Sequence[Any],
    n: int,
    names: Sequence[str] | None,
    lang: Lang,
) -> tuple[tuple[tuple[int, Card], ...], str, int | None]:
    """The trick to draw: the one in progress, else the last one taken."""
    w = _WORDS[lang]
    if cards and leader is not None:
        played = tuple(((leader + k) % n, c) for k, c in enumerate(cards))
        return played, w["trick"].format(len(tricks) + 1), leader
    if tricks:
        last = tricks[-1]
        played = tuple(((last.leader + k) % n, c) for k, c in enumerate(last.cards))
        return played, w["last"].format(_seat_name(last.winner, names, lang)), last.leader
    return (), w["no_trick"], leader


def _schafkopf(
    view: sk.View, hands: Sequence[CardSet] | None, opts: Options, partner: int | None = None
) -> Scene:
    """The scene of a view; with ``hands`` (and the true ``partner``) the open table."""
    names, lang, face, clock = opts
    w = _WORDS[lang]
    game = view.game
    phase = view.phase
    tricks = view.tricks
    n = view.rules.players
    size = view.rules.hand_size
    won = [0] * n
    for t in tricks:
        won[t.winner] += 1
    augen = view.augen
    played = view.played_by()
    lines: list[str] = []
    if game is not None and view.declarer is not None:
        who = _seat_name(view.declarer, names, lang)
        lines.append(w["plays"].format(who, game.name(lang, face)))
    elif game is not None:
        lines.append(game.name(lang, face))
    elif phase is sk.Phase.KLOPFEN:
        lines.append(w["klopfen"])
    elif phase is not sk.Phase.OVER:
        lines.append(w["bidding"])
    if view.bids:
        lines.append(_bids_line(view.bids, None if names is None else tuple(names), lang))
    if view.pot:
        lines.append(w["pot"].format(view.pot))
    if phase is sk.Phase.OVER:
        lines.append(w["over"])
    leader = tricks[-1].winner if tricks else (view.dealer + 1) % n
    trick, caption, lead = _trick_part(view.trick, leader, tricks, n, names, lang)
    legal, say = _legal(view.legal_actions)
    rows = []
    for s in range(n):
        notes = []
        if s == view.declarer:
            notes.append(w["declarer"])
        if s in (view.partner, partner) and s != view.declarer:
            notes.append(w["partner"])
        if s in view.klopfer:
            notes.append(w["klopft"])
        if s == view.kontra:
            notes.append(w["kontra"])
        if s == view.re:
            notes.append(w["re"])
        if phase >= sk.Phase.PLAY:
            notes += [_tricks(won[s], lang), w["augen"].format(augen[s])]
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        if hands is not None:
            open_cards: tuple[Card, ...] | None = sk.display_order(hands[s], game)
            count = len(hands[s])
        elif s == view.seat:
            open_cards = sk.display_order(view.hand, game)
            count = len(view.hand)
        elif s == view.declarer and view.open_hand is not None:  # a Bettel ouvert
            open_cards = sk.display_order(view.open_hand, game)
            count = len(view.open_hand)
        else:
            open_cards = None
            count = size // 2 if phase is sk.Phase.KLOPFEN else size - played[s].bit_count()
        name = _seat_name(s, names, lang)
        rows.append(SeatRow(s, name, open_cards, count, tuple(notes), s == view.to_move))
    return Scene(
        "Schafkopf", tuple(lines), tuple(rows), None if hands is not None else view.seat,
        trick, caption, lead, legal, say, None, CardSet(), (), face,
    )  # fmt: skip


def _schapa(view: sp.RoundView, hands: Sequence[CardSet] | None, opts: Options) -> Scene:
    names, lang, face, clock = opts
    w = _WORDS[lang]
    n = view.rules.players
    rnd = sp.ROUNDS[view.round]
    lines = [w["round"].format(view.round, rnd.name(lang))]
    if view.is_over:
        lines.append(w["over"])
    is_layout = view.round == sp.LAYOUT_ROUND
    trick, caption, lead = _trick_part(view.trick, view.leader, view.tricks, n, names, lang)
    legal, say = _legal(view.legal_actions)
    bavarian = face == "bavarian"
    rows = []
    for s in range(n):
        notes = []
        if is_layout:
            if s in view.finished:
                notes.append(w["out"].format(view.finished.index(s) + 1))
        else:
            notes.append(_tricks(view.tricks_won[s], lang))
        notes.append(w["points"].format(view.scores[s]))
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        if hands is not None:
            open_cards: tuple[Card, ...] | None = plain_order(hands[s], bavarian)
        elif s == view.seat:
            open_cards = plain_order(view.hand, bavarian)
        else:
            open_cards = None
        name = _seat_name(s, names, lang)
        count = view.hand_sizes[s]
        rows.append(SeatRow(s, name, open_cards, count, tuple(notes), s == view.to_move))
    return Scene(
        "Schapa", tuple(lines), tuple(rows), None if hands is not None else view.seat,
        () if is_layout else trick, w["layout"] if is_layout else caption,
        None if is_layout else lead, legal, say,
        view.layout if is_layout else None, view.fits, view.rules.info.ranks, face,
    )  # fmt: skip


def default_face(item: object) -> Face:
    """Bavarian faces for Schafkopf, French ones for Schapa and plain cards."""
    if isinstance(item, (sk.View, sk.GameState, sk.Match, sk.Settlement)):
        return "bavarian"
    return "french"


class Options(NamedTuple):
    """What the caller chose: seat names, language, face, seconds left on the clock."""

    names: Sequence[str] | None
    lang: Lang
    face: Face
    clock: float | None


def _check_names(names: Sequence[str] | None, seats: int) -> None:
    if names is not None and (isinstance(names, str) or len(names) != seats):
        raise ValueError(f"names must be {seats} strings, one per seat")


def scene_of_view(
    view: object, names: Sequence[str] | None, lang: Lang, face: Face, clock: float | None
) -> Scene:
    if isinstance(view, (sk.View, sp.RoundView)):
        _check_names(names, view.rules.players)
    if isinstance(view, sk.View):
        return _schafkopf(view, None, Options(names, lang, face, clock))
    if isinstance(view, sp.RoundView):
        return _schapa(view, None, Options(names, lang, face, clock))
    raise TypeError(f"view() takes a schafkopf.View or schapa.RoundView, not {view!r}")


def scene_of_state(
    state: object, names: Sequence[str] | None, lang: Lang, face: Face, clock: float | None
) -> Scene:
    if isinstance(state, (sk.GameState, sp.RoundState)):
        _check_names(names, state.num_seats)
    if isinstance(state, sk.GameState):
        view = state.view(0 if state.to_move is None else state.to_move)
        hands = [state.hand(s) for s in range(state.num_seats)]
        return _schafkopf(view, hands, Options(names, lang, face, clock), state.partner)
    if isinstance(state, sp.RoundState):
        rview = state.view(0 if state.to_move is None else state.to_move)
        return _schapa(rview, state.hands, Options(names, lang, face, clock))
    raise TypeError(f"state() takes a schafkopf.GameState or schapa.RoundState, not {state!r}")
