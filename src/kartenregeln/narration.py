"""The sentences a player reads, in German and English, for every frontend.

The terminal table (``kartenregeln play``), ``simulate``, ``score`` and the web table all
take their words from here, so they say the same thing the same way: the prompts and the
key legend ([`TEXT`][kartenregeln.narration.TEXT]), the signed money of each seat, the
labelled lines of an Abrechnung. What only one game says (the names of its calls, the line
that sums up one of its games, the head of a deal) lives in that game's package and is
found through its descriptor: ``game.facet("narration")``, see
[`game_words`][kartenregeln.narration.game_words] and
[`result_line`][kartenregeln.narration.result_line].

>>> print(money((2, -2, 2, -2), "de"))
Sitz 0 +2, Sitz 1 -2, Sitz 2 +2, Sitz 3 -2
>>> print(plural(1, "Stich", "Stiche"), plural(3, "trick", "tricks"))
1 Stich 3 tricks
>>> from kartenregeln import get_game
>>> game_words(get_game("schapa"), "en")["taken"]
'Points so far'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Literal

from kartenregeln.game import Settlement, SettlementLine
from kartenregeln.messages import params, translate
from kartenregeln.registry import facet_of

if TYPE_CHECKING:
    from kartenregeln.game import Game

__all__ = [
    "MAX_INPUT",
    "TEXT",
    "Lang",
    "Who",
    "action_words",
    "breakdown_line",
    "breakdown_parts",
    "game_words",
    "money",
    "plain_who",
    "plural",
    "result_line",
    "seat_word",
    "settlement_money",
    "yes_no",
]

Lang = Literal["de", "en"]
Who = Callable[[int], str]
"""Names a seat in a sentence: ``Sitz 2`` or ``Sitz 2 (Anna)``."""

TEXT: dict[str, dict[str, str]] = {
    "de": {
        "seat": "Sitz",
        "you": "Du",
        "computer": "Computer",
        "game": "Spiel",
        "round": "Runde",
        "of": "von",
        "dealer": "Geber",
        "hand": "Deine Karten",
        "trick": "Im Stich",
        "nth_trick": "{n}. Stich",
        "layout": "Ausgelegt",
        "to": "bis",
        "nothing": "nichts",
        "your_turn": "Du bist dran",
        "playable": "* = spielbar",
        "playable_plain": "spielbar",
        "all_cards": "alle Karten",
        "abrechnung": "Abrechnung",
        "result": "Ergebnis",
        "bilanz": "Bilanz",
        "last_trick": "Letzter Stich",
        "no_trick": "Noch kein Stich",
        "takes": "{who} nimmt den {n}. Stich",
        "with_augen": "mit {augen} Augen",
        "advice": (
            "Rat des Computers (Wert: was der Zug dir im Schnitt bringt, in Punkten; "
            "Anteil: in wie vielen von {n} durchgespielten Verteilungen er der beste war)"
        ),
        "share": "Anteil",
        "value": "Wert",
        "continue": "Enter: weiter",
        "grace": "Bedenkzeit abgelaufen, noch {n} Sekunden, dann spielt der Computer",
        "takeover": "Der Computer spielt für",
        "paused": "Pause",
        "resumed": "Weiter nach der Pause",
        "end_input": "Ende der Eingabe.",
        "bye": "Auf Wiedersehen.",
        "standing": "Stand nach {n}",
        "final": "Endstand",
        "place": "Platz",
        "bonus": "Platzbonus",
        "total": "Summe",
        "plays": "{who} spielt: {game}",
        "played": "Es wird gespielt: {game}",
        "bidding": "{head}: die Ansagen laufen noch, es ist noch kein Spiel angesagt",
        "you_partner": "du spielst mit",
        "you_declarer": "du bist der Spieler",
        "unknown": "Unbekannte Taste {key}; H zeigt die Tasten.",
        "too_long": "Die Eingabe ist zu lang ({n} Zeichen); H zeigt die Tasten.",
        "no_card": "Es gibt keine Karte {n}: wähle 1 bis {last}.",
        "no_choice": "Es gibt keine Wahl {n}: wähle 1 bis {last}.",
        "no_offer": "Es gibt keine Wahl {n}: wähle {offered}.",
        "seed": "Spielnummer {n} (--seed {n} gibt dieselben Karten)",
        "no_yes": "J geht jetzt nicht: es gibt nichts zu bejahen. {what}",
        "no_no": "N geht jetzt nicht: {what}",
        "choose_card": "Wähle eine Karte, 1 bis {last}.",
        "choose_one": "Wähle 1 bis {last}.",
        "not_now": "Das geht jetzt nicht: {why}",
        "not_understood": (
            "{text} verstehe ich nicht: es ist keine Ansage und keine Karte; H zeigt die Tasten."
        ),
        "press_enter": "Die Abrechnung: Enter geht weiter.",
        "paused_hint": "Pause: P beendet sie.",
        "saved": "Spielbericht gespeichert: {path}",
        "too_late": "Zu spät für {key}: der Tisch ist weiter.",
        "keys": (
            "Tasten: {range} Karte oder Wahl, {yes_no}B Bilanz, L letzter Stich, "
            "A {augen}, S das Spiel, R Rat, P Pause, Enter weiter, Q Ende; "
            "oder Text wie {examples}"
        ),
    },
    "en": {
        "seat": "seat",
        "you": "You",
        "computer": "Computer",
        "game": "game",
        "round": "round",
        "of": "of",
        "dealer": "dealer",
        "hand": "Your cards",
        "trick": "On the table",
        "nth_trick": "trick {n}",
        "layout": "Laid out",
        "to": "to",
        "nothing": "nothing",
        "your_turn": "Your turn",
        "playable": "* = playable",
        "playable_plain": "playable",
        "all_cards": "every card",
        "abrechnung": "Abrechnung",
        "result": "result",
        "bilanz": "Bilanz",
        "last_trick": "Last trick",
        "no_trick": "No trick yet",
        "takes": "{who} takes trick {n}",
        "with_augen": "with {augen} Augen",
        "advice": (
            "The computer's advice (value: what the move brings you on average, in points; "
            "share: in how many of {n} played-out deals it was the best)"
        ),
        "share": "share",
        "value": "value",
        "continue": "Enter: continue",
        "grace": "Bedenkzeit is over, {n} seconds left, then the computer plays",
        "takeover": "The computer plays for",
        "paused": "Pause",
        "resumed": "The pause is over",
        "end_input": "End of input.",
        "bye": "Goodbye.",
        "standing": "Standing after {n}",
        "final": "Final standing",
        "place": "place",
        "bonus": "place bonus",
        "total": "total",
        "plays": "{who} plays: {game}",
        "played": "The game is: {game}",
        "bidding": "{head}: the bidding is still on, no game announced yet",
        "you_partner": "you are the partner",
        "you_declarer": "you are the declarer",
        "unknown": "Unknown key {key}; H shows the keys.",
        "too_long": "That input is too long ({n} characters); H shows the keys.",
        "no_card": "There is no card {n}: choose 1 to {last}.",
        "no_choice": "There is no choice {n}: choose 1 to {last}.",
        "no_offer": "There is no choice {n}: choose {offered}.",
        "seed": "seed {n} (--seed {n} deals the same cards)",
        "no_yes": "J does not fit now: there is nothing to say yes to. {what}",
        "no_no": "N does not fit now: {what}",
        "choose_card": "Choose a card, 1 to {last}.",
        "choose_one": "Choose 1 to {last}.",
        "not_now": "Not now: {why}",
        "not_understood": "{text} is not understood: {problem}; H shows the keys.",
        "press_enter": "The Abrechnung: press Enter to go on.",
        "paused_hint": "Paused: P ends the pause.",
        "saved": "Record saved: {path}",
        "too_late": "Too late for {key}: the table has moved on.",
        "keys": (
            "Keys: {range} card or choice, {yes_no}B Bilanz, L last trick, A {augen}, "
            "S the game, R advice, P pause, Enter continue, Q quit; or text such as {examples}"
        ),
    },
}
"""The words of a seat at a table in German and English, by key: the prompts, the key
legend (``keys``, with the game's words filled in), the answers to keys that do not fit.
A game adds its own words (see [`game_words`][kartenregeln.narration.game_words])."""

MAX_INPUT = 80
"""Longer input lines are refused unread (the longest notation is far shorter)."""


def seat_word(lang: str) -> str:
    """``Sitz`` or ``seat``."""
    return "Sitz" if lang == "de" else "seat"


def plain_who(lang: str) -> Who:
    """Names seats as ``Sitz 2`` / ``seat 2``."""
    word = seat_word(lang)
    return lambda s: f"{word} {s}"


def plural(n: int, one: str, many: str) -> str:
    """``1 Stich``, ``2 Stiche``."""
    return f"{n} {one if n == 1 else many}"


def money(values: Sequence[int], lang: str, who: Who | None = None) -> str:
    """The signed amount of each seat: ``Sitz 0 +2, Sitz 1 -2, …``."""
    who = who or plain_who(lang)
    return ", ".join(f"{who(s)} {v:+d}" for s, v in enumerate(values))


def _label(line: SettlementLine, lang: str) -> str:
    """The label in ``lang`` ([`kartenregeln.messages`][kartenregeln.messages]), with the
    singular of one trick ("1 trick at +5", not "1 tricks at +5")."""
    found = params(line.label) if line.code == "tricks" else {}
    if found.get("n") == "1":
        word = "Stich zu" if lang == "de" else "trick at"
        return f"1 {word} {found['points']}"
    return translate(line.label, lang)


def breakdown_line(line: SettlementLine, lang: str, who: Who | None = None) -> str:
    """One labelled line of an Abrechnung, in the language, naming its seat.

    >>> from kartenregeln.game import SettlementLine
    >>> breakdown_line(SettlementLine("1 tricks at +5", 5, False, 2), "de")
    'Sitz 2: 1 Stich zu +5: +5'
    >>> breakdown_line(SettlementLine("Kontra", 2, True, 1), "en")
    'seat 1: Kontra: ×2'
    """
    label, amount = breakdown_parts(line, lang, who)
    return f"{label}: {amount}"


def breakdown_parts(line: SettlementLine, lang: str, who: Who | None = None) -> tuple[str, str]:
    """What a line of an Abrechnung is about (naming its seat) and its amount, apart: a
    table's label and value.

    >>> from kartenregeln.game import SettlementLine
    >>> breakdown_parts(SettlementLine("1 tricks at +5", 5, False, 2), "de")
    ('Sitz 2: 1 Stich zu +5', '+5')
    >>> breakdown_parts(SettlementLine("Kontra", 2, True), "en")
    ('Kontra', '×2')
    """
    who = who or plain_who(lang)
    amount = f"×{line.value}" if line.factor else f"{line.value:+d}"
    label = _label(line, lang)
    return (label if line.seat is None else f"{who(line.seat)}: {label}", amount)


def settlement_money(result: Settlement) -> tuple[int, ...]:
    """The signed money of a settlement: its ``net`` (the balance where the game keeps one
    apart from the scores, else the scores)."""
    return tuple(result.net)


def game_words(game: Game, lang: str) -> dict[str, str]:
    """[`TEXT`][kartenregeln.narration.TEXT] in ``lang`` with the words of ``game`` added
    (its key legend, what the A key counts, the unit of a match)."""
    key = "de" if lang == "de" else "en"
    return {**TEXT[key], **game.facet("narration").TEXT[key]}


def action_words(game: Game, lang: str) -> dict[str, str]:
    """The names of ``game``'s calls that are no card, by their notation
    (``weiter`` -> ``Pass``)."""
    return dict(game.facet("narration").WORDS["de" if lang == "de" else "en"])


def yes_no(game: Game) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The calls the J key and the N key stand for in ``game`` (by their notation)."""
    facet = game.facet("narration")
    return tuple(facet.YES), tuple(facet.NO)


def result_line(
    result: Settlement, number: int, lang: str, face: str | None = None, who: Who | None = None
) -> str:
    """One finished game or round of any game in a line (``Spiel 3: Sitz 1 gewinnt …``,
    ``Runde 2 (Herzen): …``), in the words of the game that settled it."""
    facet = facet_of(result, "narration")
    line: str = facet.result_line(result, number, lang, face, who or plain_who(lang))
    return line
