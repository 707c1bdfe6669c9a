"""What a table picture shows, read from a view or a state of either game.

Each game's ``svg`` facet (``schafkopf/_svg.py``, ``schapa/_svg.py``) turns its views
and states into a [`Scene`][kartenregeln.svg._scene.Scene] (seats, open or hidden hands, the
trick with who played what, the legal cards, a few lines of text, and what the game draws
itself in place of the trick, a [`Centre`][kartenregeln.svg._scene.Centre]) with the
helpers here, which ``_table`` draws without knowing which game it is.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

import attrs

from kartenregeln.cards import Card, CardSet
from kartenregeln.game import Game, View
from kartenregeln.registry import facet_of, game_of, games
from kartenregeln.svg._draw import Face, Lang, Style

if TYPE_CHECKING:
    from kartenregeln.facets import SvgFacet

__all__ = [
    "Centre",
    "Drawing",
    "Options",
    "Scene",
    "SeatRow",
    "action_name",
    "bids_line",
    "check_names",
    "default_face",
    "face_of",
    "legal_parts",
    "plain_scene",
    "scene_of_state",
    "scene_of_view",
    "seat_name",
    "svg_of",
    "trick_part",
    "tricks_note",
    "words",
]

_WORDS: Final = {
    "en": {
        "seat": "seat {}",
        "cards": "{} cards",
        "tricks": "{} tricks",
        "one_trick": "1 trick",
        "points": "{:+d} points",
        "to_move": "to move",
        "left": "{} s left",
        "you": "you",
        "declarer": "declarer",
        "partner": "partner",
        "trick": "Trick {}",
        "last": "Last trick, taken by {}",
        "leads": "leads",
        "no_trick": "No card played yet",
        "bidding": "Bidding",
        "over": "Game over",
        "plays": "{} plays {}",
        "may_say": "May say: {}",
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
        "points": "{:+d} Punkte",
        "to_move": "am Zug",
        "left": "noch {} s",
        "you": "du",
        "declarer": "Spieler",
        "partner": "Partner",
        "trick": "Stich {}",
        "last": "Letzter Stich, gestochen von {}",
        "leads": "spielt aus",
        "no_trick": "Noch keine Karte gespielt",
        "bidding": "Reizen",
        "over": "Spiel vorbei",
        "plays": "{} spielt {}",
        "may_say": "Darf sagen: {}",
        "round": "Runde {}: {}",
        "view": "{}: was {} sieht",
        "open": "{}: alle Karten offen",
        "hand": "Hand",
        "hidden": "{} verdeckte Karten",
        "legal": "erlaubt",
    },
}


def words(lang: Lang) -> dict[str, str]:
    """The words of a table picture in ``lang`` (``"round"``, ``"points"``, ``"over"`` …),
    as format strings."""
    return _WORDS[lang]


def tricks_note(count: int, lang: Lang) -> str:
    """``1 Stich``, ``3 tricks``: a seat's note of the tricks it took."""
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
class Drawing:
    """Part of a picture a game draws itself: SVG elements with ``(0, 0)`` at their top
    left, how wide and high they are, and what they show in words (one sentence each)."""

    body: str
    width: float
    height: float
    said: tuple[str, ...]


class Centre(Protocol):
    """What a game shows in the middle of its table in place of the trick (Schapa's
    Domino layout in round 7): a value of the [`Scene`][kartenregeln.svg._scene.Scene]
    that the shared code asks for its [`Drawing`][kartenregeln.svg._scene.Drawing] in the
    picture's faces, language and style, and draws below the trick's caption."""

    def draw(self, face: Face, lang: Lang, style: Style) -> Drawing:
        """The drawing, its elements at ``(0, 0)``."""
        ...


@attrs.frozen
class Scene:
    """Everything a table picture shows, the same for every game: ``centre`` is what the
    game draws in place of the trick (``None``: the trick)."""

    title: str
    lines: tuple[str, ...]
    seats: tuple[SeatRow, ...]
    viewer: int | None
    trick: tuple[tuple[int, Card], ...]
    trick_caption: str
    leader: int | None
    legal: frozenset[Card]
    say: tuple[str, ...]
    centre: Centre | None
    face: Face


def seat_name(seat: int, names: Sequence[str] | None, lang: Lang) -> str:
    """The seat's name from ``names``, else ``Sitz 2``/``seat 2``."""
    return names[seat] if names is not None else _WORDS[lang]["seat"].format(seat)


def action_name(action: Hashable, lang: Lang, face: Face = "bavarian") -> str:
    """A call that is no card in the words of its game (``Ich spiele``, ``Pass``, ``Rufspiel
    auf die Schellen-Sau``): the narration facet's ``choice_name``, else its ``WORDS``,
    else the call's notation."""
    facet = facet_of(action, "narration")
    named = facet.choice_name(action, lang, face)
    if named is not None:
        return named
    words = facet.WORDS["de" if lang == "de" else "en"]
    return words.get(str(action), str(action))


@functools.lru_cache(maxsize=1024)
def bids_line(
    bids: tuple[tuple[int, Any], ...],
    names: tuple[str, ...] | None,
    lang: Lang,
    face: Face = "bavarian",
) -> str:
    """The bidding so far in one line, each call in words (cached: it changes only before
    the first card)."""
    return ", ".join(f"{seat_name(s, names, lang)}: {action_name(a, lang, face)}" for s, a in bids)


def legal_parts(
    actions: Sequence[Any], lang: Lang = "en", face: Face = "bavarian"
) -> tuple[frozenset[Card], tuple[str, ...]]:
    """The legal cards (of the actions with a ``card``) and the other legal actions in
    words (`action_name`)."""
    cards = frozenset(a.card for a in actions if getattr(a, "card", None) is not None)
    say = tuple(action_name(a, lang, face) for a in actions if getattr(a, "card", None) is None)
    return cards, say


def trick_part(
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
        return played, w["last"].format(seat_name(last.winner, names, lang)), last.leader
    return (), w["no_trick"], leader


class Options(NamedTuple):
    """What the caller chose: seat names, language, face, seconds left on the clock."""

    names: Sequence[str] | None
    lang: Lang
    face: Face
    clock: float | None


def svg_of(item: object) -> tuple[Game, SvgFacet] | None:
    """The game of ``item`` and its ``svg`` facet, or ``None`` for a value of no registered
    game (found by [`facet_of`][kartenregeln.registry.facet_of])."""
    try:
        return game_of(item), facet_of(item, "svg")
    except TypeError:
        return None


def face_of(item: object) -> Face:
    """The face a game's pictures use by default: its svg facet's ``FACE``; French cards
    for anything else (a card, a set of cards)."""
    found = svg_of(item)
    if found is None:
        return "french"
    return found[1].FACE


default_face = face_of


def check_names(names: Sequence[str] | None, seats: int) -> None:
    """Refuse ``names`` (``ValueError``) unless they are one string per seat."""
    if names is not None and (isinstance(names, str) or len(names) != seats):
        raise ValueError(f"names must be {seats} strings, one per seat")


def _scene(
    what: str, item: object, names: Sequence[str] | None, lang: Lang, face: Face,
    clock: float | None,
) -> Scene:  # fmt: skip
    """The scene of a view or a state (``what``), drawn by its game's svg facet."""
    found = svg_of(item)
    if found is None or not isinstance(item, getattr(found[0], f"{what}_type")):
        kinds = " or ".join(f"{g.name}.{getattr(g, f'{what}_type').__name__}" for g in games())
        raise TypeError(f"{what}() takes a {kinds}, not {item!r}")
    make: Callable[[Any, Options], Scene] | None = getattr(found[1], f"scene_of_{what}")
    opts = Options(names, lang, face, clock)
    if make is not None:
        return make(item, opts)
    if what == "view":
        return plain_scene(found[0].title(lang), item, opts)
    state: Any = item
    seat = 0 if state.to_move is None else state.to_move
    return plain_scene(found[0].title(lang), state.view(seat), opts, state.hands)


def plain_scene(
    title: str, view: View[Any], opts: Options, hands: Sequence[CardSet] | None = None
) -> Scene:
    """The scene of a plain trick game's ``view`` from the protocol alone (the picture of a
    game whose ``svg`` facet draws nothing of its own): each seat with its cards (open with
    ``hands``, else only the view's own), how many it holds and its tricks, the trick in
    progress or the last one, the legal cards."""
    names, lang, face, clock = opts
    n = view.rules.players
    check_names(names, n)
    w = _WORDS[lang]
    leader = None if view.to_move is None else (view.to_move - len(view.trick)) % n
    trick, caption, lead = trick_part(view.trick, leader, view.tricks, n, names, lang)
    legal, say = legal_parts(view.legal_actions, lang, face)
    played, won = [0] * n, [0] * n
    for done in view.tricks:
        won[done.winner] += 1
        for k in range(len(done.cards)):
            played[(done.leader + k) % n] += 1
    for k in range(len(view.trick)):
        played[((leader or 0) + k) % n] += 1
    rows = []
    for s in range(n):
        held = hands[s] if hands is not None else (view.hand if s == view.seat else None)
        notes = [tricks_note(won[s], lang)]
        if s == view.to_move and clock is not None:
            notes.append(w["left"].format(round(clock)))
        cards = None if held is None else tuple(held)
        name = seat_name(s, names, lang)
        to_move = s == view.to_move
        rows.append(
            SeatRow(s, name, cards, view.rules.hand_size - played[s], tuple(notes), to_move)
        )
    lines = (w["over"],) if view.is_over else ()
    viewer = None if hands is not None else view.seat
    return Scene(
        title, lines, tuple(rows), viewer, trick, caption, lead, legal, say, None, face
    )  # fmt: skip


def scene_of_view(
    view: object, names: Sequence[str] | None, lang: Lang, face: Face, clock: float | None
) -> Scene:
    """The scene of one seat's view of any registered game."""
    return _scene("view", view, names, lang, face, clock)


def scene_of_state(
    state: object, names: Sequence[str] | None, lang: Lang, face: Face, clock: float | None
) -> Scene:
    """The open table of a state of any registered game."""
    return _scene("state", state, names, lang, face, clock)
