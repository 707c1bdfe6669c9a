"""Schapa's own sentences in German and English, registered with
[`kartenregeln.messages.register`][kartenregeln.messages.register] when the package is
imported: the reasons, settlement lines and errors that name Schapa's things."""

from __future__ import annotations

from typing import Final

from kartenregeln.messages import register, register_calls

__all__ = ["ERRORS", "LINES", "REASONS", "YOU"]

REASONS: Final[dict[str, dict[str, str]]] = {
    "layout_word_only": {
        "en": "'{action}' is said only in round 7, the layout round; play a card",
        "de": "{action} sagt man nur in Runde 7, der Legerunde; spiele eine Karte",
    },
    "schapa_at_start": {
        "en": "schapa is said only at the start of a turn; lay another card or say ende",
        "de": "schapa sagt man nur zu Beginn eines Zugs; lege noch eine Karte oder sage ende",
    },
    "must_lay": {
        "en": "seat {seat} holds a card that fits ({cards}) and must lay it; schapa only "
        "when nothing fits",
        "de": "Sitz {seat} hat eine passende Karte ({cards}) und muss sie legen; schapa "
        "nur, wenn nichts passt",
    },
    "ende_after_lay": {
        "en": "ende ends a turn only after at least one card has been laid",
        "de": "ende beendet einen Zug erst, wenn mindestens eine Karte gelegt wurde",
    },
    "opened_by_seven": {
        "en": "{card} does not fit: {suit} are opened by their seven",
        "de": "{card} passt nicht: {suit} wird mit der Sieben eröffnet",
    },
    "suit_complete": {
        "en": "{card} does not fit: {suit} are complete",
        "de": "{card} passt nicht: {suit} ist fertig",
    },
    "suit_takes": {
        "en": "{card} does not fit: {suit} take {cards} now",
        "de": "{card} passt nicht: an {suit} passt jetzt {cards}",
    },
    "expected_card": {
        "en": "not a card; expected a card (like Queen of Spades), 'schapa' or 'ende'",
        "de": "keine Karte; erwartet eine Karte (wie Pik-Dame), schapa oder ende",
    },
    "expected_card_empty": {
        "en": "empty text, expected a card; expected a card (like Queen of Spades), "
        "'schapa' or 'ende'",
        "de": "leere Eingabe; erwartet eine Karte (wie Pik-Dame), schapa oder ende",
    },
}
"""Why an action is not legal in Schapa, by code."""

LINES: Final[dict[str, dict[str, str]]] = {
    "tricks": {
        "en": "{n} tricks at {points}",
        "de": "{n} Stiche zu {points}",
    },
    "all_taken": {
        "en": "all of {cards} taken",
        "de": "alle bekommen: {cards}",
    },
    "taken_at": {
        "en": "{cards} taken at {points}",
        "de": "{cards} bekommen zu {points}",
    },
    "taken": {
        "en": "{cards} taken",
        "de": "{cards} bekommen",
    },
    "last_trick": {
        "en": "last trick",
        "de": "letzter Stich",
    },
    "place": {
        "en": "place {n}",
        "de": "Platz {n}",
    },
}
"""The labels of settlement lines in Schapa, by code."""

ERRORS: Final[dict[str, dict[str, str]]] = {
    # a web table's settings (the frontend facet's web_settings and web_rules)
    "web_sp_rounds_list": {
        "en": "rounds is a list of round numbers like [1, 7]",
        "de": "Die Runden sind eine Liste wie 1,7.",
    },
    "web_sp_rounds": {"en": "rounds: {why}", "de": "Runden: {why}."},
    # the rules' own checks (Rules(...), and so every way rules are made)
    "rules_sp_players_type": {
        "en": "players must be an int, not {value}",
        "de": "players muss eine ganze Zahl (int) sein, nicht {value}",
    },
    "rules_sp_players": {
        "en": "Schapa is played by 3 to 6 players, not {value}",
        "de": "Schapa spielen 3 bis 6 Spieler, nicht {value}",
    },
    "rules_sp_rounds_type": {
        "en": "rounds must be a sequence of round numbers, not {value}",
        "de": "rounds muss eine Folge von Rundennummern sein, nicht {value}",
    },
    "rules_sp_rounds_empty": {
        "en": "rounds must name at least one round",
        "de": "rounds muss mindestens eine Runde nennen",
    },
    "rules_sp_round": {
        "en": "rounds holds {value}; Schapa's rounds are numbered 1 to 8",
        "de": "rounds enthält {value}; Schapas Runden sind von 1 bis 8 nummeriert",
    },
    "tricks_or_taken": {
        "en": "tricks: give the tricks or taken/tricks_won/last_winner, not both",
        "de": "tricks: gib die Stiche oder taken/tricks_won/last_winner an, nicht beides",
    },
    "taken_per_seat": {
        "en": "taken: give the cards of each of the {n} seats",
        "de": "taken: gib die Karten jedes der {n} Sitze an",
    },
    "taken_missing": {
        "en": "taken: nobody took {cards}, but every card that scores in round {round} is "
        "taken by some seat: give the cards each seat took",
        "de": "taken: niemand hat {cards} bekommen, aber jede Karte, die in Runde {round} "
        "zählt, bekommt ein Sitz: gib die Karten jedes Sitzes an",
    },
    "taken_not_in_deck": {
        "en": "taken[{seat}]: {cards} not in the deck for {n} players",
        "de": "taken[{seat}]: {cards} ist nicht im Spiel für {n} Spieler",
    },
    "taken_twice": {
        "en": "taken[{seat}]: {cards} taken twice",
        "de": "taken[{seat}]: {cards} zweimal bekommen",
    },
    "taken_too_many": {
        "en": "taken[{seat}]: {count} cards from {won} tricks of {n}",
        "de": "taken[{seat}]: {count} Karten aus {won} Stichen zu {n} Karten",
    },
    "round_number": {
        "en": "round={round}: Schapa's rounds are numbered 1 to 8",
        "de": "round={round}: Schapas Runden sind von 1 bis 8 nummeriert",
    },
    "layout_only_finished": {
        "en": "round 7 is laid out: it has no tricks, give only finished",
        "de": "Runde 7 wird angelegt: sie hat keine Stiche, gib nur finished an",
    },
    "finished_every_seat": {
        "en": "finished={seats}: name every seat once, first out first",
        "de": "finished={seats}: nenne jeden Sitz einmal, den zuerst fertigen zuerst",
    },
    "finished_round_7": {
        "en": "finished: only round 7 has a finishing order, not round {round}",
        "de": "finished: nur Runde 7 hat eine Reihenfolge des Fertigwerdens, nicht Runde {round}",
    },
    "tricks_needed": {
        "en": "tricks_won=None: round {round} scores the tricks each seat took",
        "de": "tricks_won=None: Runde {round} zählt die Stiche jedes Sitzes",
    },
    "tricks_total": {
        "en": "tricks_won={won}: {total} tricks, but a round played out has {tricks}",
        "de": "tricks_won={won}: {total} Stiche, aber eine ausgespielte Runde hat {tricks}",
    },
    "last_winner_needed": {
        "en": "last_winner=None: round {round} scores the last trick",
        "de": "last_winner=None: Runde {round} zählt den letzten Stich",
    },
    "results_rounds": {
        "en": "results: {n} rounds played, but the match has only {games}",
        "de": "results: {n} Runden gespielt, aber die Partie hat nur {games}",
    },
    "results_seats_round": {
        "en": "results[{i}]: a round of {n} seats, not {seats}",
        "de": "results[{i}]: eine Runde mit {n} Sitzen, nicht {seats}",
    },
    "results_round": {
        "en": "results[{i}]: game {game} of the match is round {round}, not round {other}",
        "de": "results[{i}]: Spiel {game} der Partie ist Runde {round}, nicht Runde {other}",
    },
    "record_rules_round": {
        "en": "the round was played under other rules than the match",
        "de": "die Runde wurde nach anderen Regeln gespielt als die Partie",
    },
    "match_over": {
        "en": "the match is over; every round has been played",
        "de": "die Partie ist vorbei; jede Runde wurde gespielt",
    },
    "round_not_over": {
        "en": "round {round} is not over yet; seat {seat} is to move",
        "de": "Runde {round} ist noch nicht vorbei; Sitz {seat} ist am Zug",
    },
    "position_layout_word": {
        "en": "action {k} ({action}) is said only in round 7",
        "de": "Aktion {k} ({action}) sagt man nur in Runde 7",
    },
    "position_layout_no_tricks": {
        "en": "round 7 has no tricks: give its history",
        "de": "Runde 7 hat keine Stiche: gib ihre Geschichte an",
    },
    "position_trick_round": {
        "en": "round {round} is a trick round: give its tricks, not a layout",
        "de": "Runde {round} ist eine Stichrunde: gib ihre Stiche an, keine Auslage",
    },
    "position_finished": {
        "en": "the seats went out in the order {order}, not {other}",
        "de": "die Sitze wurden in der Reihenfolge {order} fertig, nicht {other}",
    },
    "position_to_move_hidden": {
        "en": "round 7: whether seat {seat} can lay again is hidden; give to_move",
        "de": "Runde 7: ob Sitz {seat} noch einmal legen kann, ist verdeckt; gib to_move an",
    },
    "position_round": {
        "en": "Schapa's rounds are numbered 1 to 8, not {round}",
        "de": "Schapas Runden sind von 1 bis 8 nummeriert, nicht {round}",
    },
    "position_movers": {
        "en": "round 7 needs the seat of every action (movers)",
        "de": "Runde 7 braucht den Sitz jeder Aktion (movers)",
    },
    "position_layout_seat": {
        "en": "round 7: a seat is 0 to {last}",
        "de": "Runde 7: ein Sitz ist 0 bis {last}",
    },
    "text_layout_seats": {
        "en": "round 7: every action needs its seat (seat:action)",
        "de": "Runde 7: jede Aktion braucht ihren Sitz (Sitz:Aktion)",
    },
    "deal_hand_twice": {
        "en": "the hand of seat {seat} names a card twice",
        "de": "die Hand von Sitz {seat} nennt eine Karte zweimal",
    },
    "deal_not_in_deck": {
        "en": "the hand of seat {seat} holds {cards}, not in the deck for {n} players",
        "de": "die Hand von Sitz {seat} hat {cards}, nicht im Spiel für {n} Spieler",
    },
    "deal_hand_size": {
        "en": "the hand of seat {seat} has {size} cards; with {n} players each seat gets {each}",
        "de": "die Hand von Sitz {seat} hat {size} Karten; bei {n} Spielern bekommt jeder "
        "Sitz {each}",
    },
    "deal_one_hand": {"en": "one hand", "de": "eine Hand"},
    "deal_hands": {"en": "{k} hands", "de": "{k} Hände"},
    "deal_hands_count": {
        "en": "{players} players need {n} hands, not {got}",
        "de": "{players} Spieler brauchen {n} Hände, nicht {got}",
    },
    "deal_twice": {
        "en": "{cards} dealt twice (again to seat {seat})",
        "de": "{cards} zweimal gegeben (noch einmal an Sitz {seat})",
    },
    "what_layout": {
        "en": "the layout",
        "de": "die Auslage",
    },
    "what_position": {
        "en": "the position of seat {seat} in round {round}",
        "de": "die Stellung von Sitz {seat} in Runde {round}",
    },
    "layout_sizes_needed": {
        "en": "round 7 without its history: give hand_sizes (every seat's cards)",
        "de": "Runde 7 ohne Geschichte: gib hand_sizes an (die Kartenzahl jedes Sitzes)",
    },
    "layout_sizes": {
        "en": "hand_sizes={sizes}: give the number of cards of each of the {n} seats, 0 to {most}",
        "de": "hand_sizes={sizes}: gib die Kartenzahl jedes der {n} Sitze an, 0 bis {most}",
    },
    "layout_hand_twice": {
        "en": "{cards} is in the hand and in the layout",
        "de": "{cards} ist in der Hand und in der Auslage",
    },
    "layout_count": {
        "en": "the seats hold {held} cards and the layout has {laid}, but {n} players play {total}",
        "de": "die Sitze haben {held} Karten und die Auslage {laid}, aber {n} Spieler "
        "spielen mit {total}",
    },
    "layout_shape": {
        "en": "the layout cannot hold {cards}: every suit is laid from its seven outwards",
        "de": "die Auslage kann {cards} nicht enthalten: jede Farbe wird von der Sieben aus "
        "angelegt",
    },
    "layout_finished": {
        "en": "finished={order}: the seats out are {seats}; name each once, first out first",
        "de": "finished={order}: fertig sind die Sitze {seats}; nenne jeden einmal, den "
        "ersten zuerst",
    },
    "layout_over": {
        "en": "to_move={seat}: the round is over",
        "de": "to_move={seat}: die Runde ist vorbei",
    },
    "layout_to_move": {
        "en": "to_move={seat}: give the seat to move, one that holds cards",
        "de": "to_move={seat}: gib den Sitz am Zug an, einen mit Karten",
    },
    "record_round_numbers": {
        "en": "Schapa's rounds are numbered 1 to 8",
        "de": "Schapas Runden sind von 1 bis 8 nummeriert",
    },
}
"""The errors for bad input that are not rule reasons in Schapa, by code."""

YOU: Final[dict[str, tuple[str, dict[str, str]]]] = {
    "must_lay": (
        "seat",
        {
            "en": "you hold a card that fits ({cards}) and must lay it; schapa only when "
            "nothing fits",
            "de": "du hast eine passende Karte ({cards}) und musst sie legen; schapa nur, wenn "
            "nichts passt",
        },
    ),
}
"""The reasons above said to the player at the seat they name: the blank that names
the seat and the sentences."""

register("schapa", REASONS, kind="reason", you=YOU)
register("schapa", LINES, kind="line")
register("schapa", ERRORS, kind="error")
register_calls("schapa", ("schapa", "ende"))
