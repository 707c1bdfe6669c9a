"""The words of ``kartenregeln play`` in German and English (internal to the CLI): the
prompts, the key legend and the answers to keys that do not fit."""

from __future__ import annotations

__all__ = ["MAX_INPUT", "NO", "TEXT", "WORDS", "YES"]

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
        "abrechnung": "Abrechnung",
        "result": "Ergebnis",
        "bilanz": "Bilanz",
        "augen": "Augen bisher",
        "points": "Punkte bisher",
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
        "yes_no_sk": "J Ich spiele/Klopfen/Kontra/Re, N Weiter/Gut, ",
        "yes_no_sp": "N im Domino: Schapa oder Zug beenden, ",
        "examples_sk": "'rufspiel gras', 'solo herz', 'wenz', 'kontra' oder eine Karte wie EO",
        "examples_sp": "QS, 'Pik-Dame' oder 'schapa'",
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
        "abrechnung": "Abrechnung",
        "result": "result",
        "bilanz": "Bilanz",
        "augen": "Augen so far",
        "points": "Points so far",
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
        "yes_no_sk": "J I play/Klopfen/Kontra/Re, N pass/Gut, ",
        "yes_no_sp": "N in the Domino: Schapa or end the turn, ",
        "examples_sk": "'rufspiel gras', 'solo herz', 'wenz', 'kontra' or a card such as EO",
        "examples_sp": "QS, 'queen of spades' or 'schapa'",
    },
}

MAX_INPUT = 80
"""Longer input lines are refused unread (the longest notation is far shorter)."""

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "spiele": "Ich spiele", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
        "weiter": "Weiter", "gut": "Gut", "schapa": "Schapa", "ende": "Ende",
    },
    "en": {
        "spiele": "I play", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
        "weiter": "Pass", "gut": "Gut", "schapa": "Schapa", "ende": "End turn",
    },
}  # fmt: skip
YES = ("spiele", "klopfen", "kontra", "re")
NO = ("weiter", "gut", "schapa", "ende")
