"""Every sentence a player reads, in German and English, with a stable machine code.

The rules speak English by default (``state.why_illegal(action)``, the ``reason`` of an
[`IllegalActionError`][kartenregeln.errors.IllegalActionError], a settlement line's
``label``). Each of those texts is a [`Message`][kartenregeln.messages.Message]: the
English sentence as a ``str`` that carries its key and the values of its blanks, made by
[`say`][kartenregeln.messages.say] from one of the keyed templates: the library's below
(what every trick game says) and each game's own, which its package adds with
[`register`][kartenregeln.messages.register] when it is imported (Schafkopf's are in
``kartenregeln.schafkopf.sentences``, Schapa's in ``kartenregeln.schapa.sentences``).
[`translate`][kartenregeln.messages.translate] renders a message in another language
from its key and values, [`code`][kartenregeln.messages.code] gives its key and
[`params`][kartenregeln.messages.params] its values, so a frontend can also translate by
itself:

>>> import kartenregeln.schafkopf, kartenregeln.schapa  # their sentences
>>> reason = say("must_follow_trump", seat=2)
>>> reason, translate(reason, "de")
('seat 2 must follow trump', 'Sitz 2 muss Trumpf zugeben')
>>> code(reason), params(reason)
('must_follow_trump', {'seat': '2'})
>>> line = say("laufende", n=3)
>>> translate(line, "de"), code(line)
('3 Laufende', 'laufende')
>>> translate(say("taken_at", cards="QC QS", points=-20), "de")
'Kreuz-Dame und Pik-Dame bekommen zu -20'

``state.why_illegal(action, lang="de")`` and ``line.text("de")`` use the same functions.

Before 0.2 these functions also read a plain ``str`` back against the templates to find
its key. That still works for text stored without its key, but is deprecated and goes in
0.3: it gives a ``DeprecationWarning`` (pass a ``Message``). A text no template writes is
returned unchanged and its code is ``""``.
"""

from __future__ import annotations

import functools
import string
import sys
import warnings
from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import Final, Literal

__all__ = [
    "ERRORS",
    "LANGUAGES",
    "LINES",
    "REASONS",
    "SAID",
    "YOU",
    "Lang",
    "Message",
    "code",
    "owner",
    "params",
    "register",
    "register_calls",
    "say",
    "translate",
]

Lang = Literal["de", "en"]
LANGUAGES: Final = ("de", "en")

REASONS: Final[dict[str, tuple[str, str]]] = {
    # code: (English, German). Checked in this order: specific templates first.
    "game_over": ("the game is over", "das Spiel ist vorbei"),
    "not_your_turn": (
        "it is seat {seat}'s turn, not seat {other}'s",
        "Sitz {seat} ist am Zug, nicht Sitz {other}",
    ),
    "round_over": ("the round is over", "die Runde ist vorbei"),
    "must_play_card": (
        "the cards are being played: seat {seat} must play a card",
        "es wird gespielt: Sitz {seat} muss eine Karte spielen",
    ),
    "may_be_played": ("{card} may be played", "{card} darf gespielt werden"),
    "does_not_hold": ("seat {seat} does not hold {card}", "Sitz {seat} hat {card} nicht"),
    "must_follow_trump": ("seat {seat} must follow trump", "Sitz {seat} muss Trumpf zugeben"),
    "must_follow_suit": ("seat {seat} must follow {suit}", "Sitz {seat} muss {suit} bedienen"),
    "not_in_deck": (
        "{card} is not in the deck for {n} players",
        "{card} ist nicht im Spiel für {n} Spieler",
    ),
    "not_game_action": (
        "{value} is a {other} action, not a {game} action",
        "{value} ist eine Aktion von {other}, keine von {game}",
    ),
    "card_not_action": (
        "a bare card ({card}) is not an action: play it as Play(card) or its text",
        "eine bloße Karte ({card}) ist keine Aktion: spiele sie als Play(card) oder als Text",
    ),
    "not_an_action": ("{text} is not an action: {problem}", "{text} ist keine Aktion: {problem}"),
    # What is wrong with a text (the problem of a NotationError), inside the reason above.
    "empty_action": ("empty action", "leere Eingabe"),
    "unknown_suit": ("unknown suit {suit}", "unbekannte Farbe {suit}"),
}
"""Why an action is not legal, by code: (English, German) templates."""

YOU: Final[dict[str, tuple[str, str, str]]] = {
    # code: (the blank that names the seat, English, German), for the player at that seat;
    # "" for a reason that names no seat because it is always about the seat that acts.
    "not_your_turn": (
        "other",
        "it is seat {seat}'s turn, not yours",
        "Sitz {seat} ist am Zug, nicht du",
    ),
    "must_play_card": (
        "seat",
        "the cards are being played: you must play a card",
        "es wird gespielt: du musst eine Karte spielen",
    ),
    "does_not_hold": ("seat", "you do not hold {card}", "du hast {card} nicht"),
    "must_follow_trump": ("seat", "you must follow trump", "du musst Trumpf zugeben"),
    "must_follow_suit": ("seat", "you must follow {suit}", "du musst {suit} bedienen"),
    "illegal_action": ("seat", "you cannot {action}: {reason}", "du kannst {action}: {reason}"),
}
"""The reasons about one seat, said to the player at that seat (``translate(text, lang,
you=seat)``; the terminal and the web table speak to their player so): by code, the blank
that names the seat and the (English, German) template."""

LINES: Final[dict[str, tuple[str, str]]] = {
    "value": ("Value", "Wert"),
}
"""The labels of settlement lines, by code: (English, German) templates."""

ERRORS: Final[dict[str, tuple[str, str]]] = {
    # code: (English, German). The texts of the errors the library raises for bad input
    # that are not rule reasons: the wrappers of the exception classes first, then the
    # facts of payout, ramsch_payout, round_scores and Match, then the positions.
    "illegal_action": (
        "seat {seat} cannot play {action}: {reason}",
        "Sitz {seat} kann {action}: {reason}",
    ),
    "illegal_action_over": (
        "nobody can play {action}: {reason}",
        "niemand kann {action}: {reason}",
    ),
    "not_parsed_at": (
        "cannot parse {text} at position {position}: {problem}",
        "{text} ist nicht lesbar (ab Stelle {position}): {problem}",
    ),
    "not_parsed": ("cannot parse {text}: {problem}", "{text} ist nicht lesbar: {problem}"),
    "replayed_by": (
        "action {k} ({move} by seat {seat}): {reason}",
        "Aktion {k} ({move} von Sitz {seat}): {reason}",
    ),
    "replayed": ("action {k} ({move}): {reason}", "Aktion {k} ({move}): {reason}"),
    "dealer_assumed": (
        "{error} (with seat {dealer} as the dealer, since none was given: give dealer)",
        "{error} (mit Sitz {dealer} als Geber, da keiner angegeben ist: gib dealer an)",
    ),
    # NotationError problems
    "too_long_action": (
        "too long: an action has at most {n} characters",
        "zu lang: eine Aktion hat höchstens {n} Zeichen",
    ),
    "too_long_game": (
        "too long: a game's name has at most {n} characters",
        "zu lang: der Name eines Spiels hat höchstens {n} Zeichen",
    ),
    "unexpected_in_game": (
        "unexpected {word} in a game's name",
        "{word} gehört nicht in den Namen eines Spiels",
    ),
    "two_games": ("two games named: {game} and {other}", "zwei Spiele genannt: {game} und {other}"),
    "two_suits": (
        "two suits named; a game has at most one",
        "zwei Farben genannt; ein Spiel hat höchstens eine",
    ),
    "needs_trump_suit": ("a {kind} needs a trump suit", "ein {kind} braucht eine Trumpffarbe"),
    "kind_no_suit": ("{kind} has no suit", "{kind} hat keine Farbe"),
    # the facts of payout and ramsch_payout
    "seat_range": (
        "{name}={value}: a seat is 0 to {last}",
        "{name}={value}: ein Sitz ist 0 bis {last}",
    ),
    "fact_seat": ("{name}={value}: a seat is {seats}", "{name}={value}: ein Sitz ist {seats}"),
    "fact_count": (
        "{name}={value}: must be a whole number from 0 to {most}",
        "{name}={value}: muss eine ganze Zahl von 0 bis {most} sein",
    ),
    "fact_flag": (
        "{name}={value}: must be True or False",
        "{name}={value}: muss True oder False sein",
    ),
    "rules_no_game": (
        "game={game}: these rules have no {kind}",
        "game={game}: diese Regeln kennen keinen {kind}",
    ),
    "dealer_only_tricks": (
        "dealer: it is needed only with tricks (it says who led the first)",
        "dealer: nur mit tricks nötig (er sagt, wer den ersten Stich ausspielte)",
    ),
    "tricks_dealer": (
        "dealer=None: with tricks, say who dealt (the next seat led first)",
        "dealer=None: mit tricks sag, wer gegeben hat (der nächste Sitz spielte zuerst aus)",
    ),
    "tricks_most": (
        "tricks: give at most {most} tricks, each its {n} cards",
        "tricks: gib höchstens {most} Stiche an, jeden mit seinen {n} Karten",
    ),
    "trick_not_in_deck": (
        "trick {k}: {card} is not in the deck for {n} players",
        "Stich {k}: {card} ist nicht im Spiel für {n} Spieler",
    ),
    "trick_played_before": (
        "trick {k}: {card} was played before",
        "Stich {k}: {card} wurde schon vorher gespielt",
    ),
    "loser_all_tied": (
        "loser={seat}: under ALL_TIED_SHARE every tied seat loses",
        "loser={seat}: mit ALL_TIED_SHARE verlieren alle gleichauf liegenden Sitze",
    ),
    # the facts of round_scores
    "tricks_per_seat": (
        "tricks_won: give the tricks of each of the {n} seats",
        "tricks_won: gib die Stiche jedes der {n} Sitze an",
    ),
    "tricks_count": (
        "tricks_won[{seat}]={value}: must be a whole number >= 0",
        "tricks_won[{seat}]={value}: muss eine ganze Zahl >= 0 sein",
    ),
    "last_winner_no_trick": (
        "last_winner={seat}: that seat took no trick",
        "last_winner={seat}: dieser Sitz hat keinen Stich gemacht",
    ),
    # Match
    "match_length": (
        "a match has {lengths} games{words}, not {value}",
        "eine Partie hat {lengths} Spiele{words}, nicht {value}",
    ),
    "match_seat": (
        "{name} must be a seat 0..{last}, not {value}",
        "{name} muss ein Sitz 0..{last} sein, nicht {value}",
    ),
    "match_seat_to": (
        "{name} must be a seat 0 to {last}, not {value}",
        "{name} muss ein Sitz 0 bis {last} sein, nicht {value}",
    ),
    "results_games": (
        "results: {n} games played, but the match has only {games}",
        "results: {n} Spiele gespielt, aber die Partie hat nur {games}",
    ),
    "results_seats_game": (
        "results[{i}]: a game of {n} seats, not {seats}",
        "results[{i}]: ein Spiel mit {n} Sitzen, nicht {seats}",
    ),
    "record_unfinished": (
        "only a finished game can be recorded",
        "nur ein fertiges Spiel kann eingetragen werden",
    ),
    "record_dealer": (
        "the next game is dealt by seat {seat}, not {other}",
        "das nächste Spiel gibt Sitz {seat}, nicht {other}",
    ),
    "record_rules": (
        "the game was played under other rules than the match",
        "das Spiel wurde nach anderen Regeln gespielt als die Partie",
    ),
    "record_pot": (
        "the game was dealt with a pot of {pot}, not {other}",
        "das Spiel wurde mit einem Stock von {pot} gegeben, nicht {other}",
    ),
    "match_over_games": (
        "the match is over after {n} games",
        "die Partie ist nach {n} Spielen vorbei",
    ),
    "record_round": (
        "the match's next round is round {round} dealt by seat {seat}, not round {other} "
        "dealt by seat {dealer}",
        "die nächste Runde der Partie ist Runde {round}, gegeben von Sitz {seat}, nicht Runde "
        "{other}, gegeben von Sitz {dealer}",
    ),
    # positions (PositionError)
    "position_no_deal": (
        "{what} is inconsistent: no deal of the unseen cards fits it",
        "{what} ist widersprüchlich: keine Verteilung der verdeckten Karten passt dazu",
    ),
    "position_inconsistent": (
        "{what} is inconsistent: {reason}",
        "{what} ist widersprüchlich: {reason}",
    ),
    "position_hand_size_dealer": (
        "seat {seat} holds {held} cards; after this play it has {size} (with seat {dealer} "
        "as the dealer: is that right?)",
        "Sitz {seat} hat {held} Karten; nach diesem Zug hat er {size} (mit Sitz {dealer} "
        "als Geber: stimmt das?)",
    ),
    "position_hand_size_no_dealer": (
        "seat {seat} holds {held} cards; after this play it has {size} (with seat 0 as the "
        "dealer, since none was given: give dealer)",
        "Sitz {seat} hat {held} Karten; nach diesem Zug hat er {size} (mit Sitz 0 als Geber, "
        "da keiner angegeben ist: gib dealer an)",
    ),
    "position_tricks_missing": (
        "seat {seat} holds {held} cards, {missing} fewer than the tricks given leave: are "
        "finished tricks missing? A view needs every trick (to ask about a card from the "
        "current trick alone, use check_play)",
        "Sitz {seat} hat {held} Karten, {missing} weniger als nach den angegebenen Stichen: "
        "fehlen fertige Stiche? Eine Sicht braucht jeden Stich (um nur aus dem laufenden "
        "Stich nach einer Karte zu fragen: check_play)",
    ),
    "position_hand_size": (
        "seat {seat} holds {held} cards; after this play it has {size}",
        "Sitz {seat} hat {held} Karten; nach diesem Zug hat er {size}",
    ),
    "position_played_too": (
        "{cards} is in the hand of seat {seat} and played too",
        "{cards} ist in der Hand von Sitz {seat} und wurde auch gespielt",
    ),
    "position_not_in_deck": (
        "{cards} is not a card of these rules' deck",
        "{cards} gehört nicht zum Blatt dieser Regeln",
    ),
    "position_not_in_deck_n": (
        "{cards} not in the deck for {n} players",
        "{cards} ist nicht im Spiel für {n} Spieler",
    ),
    "position_action_now": (
        "action {k} ({action}) cannot come now: {phase}",
        "Aktion {k} ({action}) kann jetzt nicht kommen: {phase}",
    ),
    "position_played_already": (
        "action {k}: {action} has been played already",
        "Aktion {k}: {action} wurde schon gespielt",
    ),
    "check_twice": (
        "{cards} is given twice ({what} and {other})",
        "{cards} ist doppelt angegeben ({what} und {other})",
    ),
    "check_empty_hand": (
        "the hand of seat {seat} is empty: it has nothing to play",
        "die Hand von Sitz {seat} ist leer: er hat nichts zu spielen",
    ),
    "check_big_hand": (
        "seat {seat} holds {held} cards; a hand has at most {size}",
        "Sitz {seat} hat {held} Karten; eine Hand hat höchstens {size}",
    ),
    "check_gone_count": (
        "{gone} cards are gone, but seat {seat} holds {held} cards: {k} finished tricks, "
        "{count} cards",
        "{gone} Karten sind gespielt, aber Sitz {seat} hat {held} Karten: {k} fertige Stiche, "
        "{count} Karten",
    ),
    "check_not_one_card": (
        "the card asked about is {text}, not one card",
        "die gefragte Karte ist {text}, nicht eine Karte",
    ),
    "position_trick_size": (
        "a finished trick has {n} cards, not {size}",
        "ein fertiger Stich hat {n} Karten, nicht {size}",
    ),
    "position_current_trick": (
        "the current trick has at most {n} cards; a {nth} finishes it",
        "der laufende Stich hat höchstens {n} Karten; die {nth} schließt ihn",
    ),
    "position_current_trick_plain": (
        "the current trick has at most {n} cards",
        "der laufende Stich hat höchstens {n} Karten",
    ),
    "position_leader": (
        "trick {k} was led by seat {seat}, not seat {other}",
        "Stich {k} hat Sitz {seat} ausgespielt, nicht Sitz {other}",
    ),
    "position_history_text": (
        "history entry {k}: expected 'seat:action', not {item}",
        "Eintrag {k} der Geschichte: erwartet 'Sitz:Aktion', nicht {item}",
    ),
    "position_history_pair": (
        "history entry {k}: expected (seat, action), not {item}",
        "Eintrag {k} der Geschichte: erwartet (Sitz, Aktion), nicht {item}",
    ),
    "position_trick_cards": (
        "trick {k} has {size} cards; {n} players play {m}",
        "Stich {k} hat {size} Karten; {n} Spieler spielen {m}",
    ),
    "position_lays": (
        "the history lays {cards}, not {other}",
        "die Geschichte legt {cards}, nicht {other}",
    ),
    "position_hand_sizes": (
        "the seats hold {sizes} cards, not {other}",
        "die Sitze haben {sizes} Karten, nicht {other}",
    ),
    "position_movers_tricks": (
        "the tricks were played by seats {seats}, not {other}",
        "die Stiche spielten die Sitze {seats}, nicht {other}",
    ),
    "position_entry": ("history entry {k}: {problem}", "Eintrag {k} der Geschichte: {problem}"),
    "position_game": ("game {game}: {problem}", "Spiel {game}: {problem}"),
    "position_pot": ("pot: {problem}", "Stock: {problem}"),
    "position_entry_problem": ("{what}: entry {k}: {problem}", "{what}: Eintrag {k}: {problem}"),
    "position_entry_card": (
        "{what}: entry {k} is {item}, not a card",
        "{what}: Eintrag {k} ist {item}, keine Karte",
    ),
    "position_entry_one": (
        "{what}: entry {k} is {item}, not one card",
        "{what}: Eintrag {k} ist {item}, nicht genau eine Karte",
    ),
    "position_expected_cards": (
        "{what}: expected cards, not {item}",
        "{what}: erwartet Karten, nicht {item}",
    ),
    "not_a_card": ("{text} is not a card", "{text} ist keine Karte"),
    "card_not_parsed": ("not a card", "keine Karte"),
    "card_empty": ("empty text, expected a card", "leere Eingabe, erwartet eine Karte"),
    "text_sections": (
        "expected {n} sections separated by '|'",
        "erwartet {n} durch '|' getrennte Abschnitte",
    ),
    "text_hands": (
        "expected {n} hands separated by '/', found {found}",
        "erwartet {n} durch '/' getrennte Hände, gefunden {found}",
    ),
    "text_starts": (
        "a {name} position starts with {word}",
        "eine {name}-Stellung beginnt mit {word}",
    ),
    "text_not_kind": ("this is not {kind} text", "das ist kein Text für {kind}"),
    "text_header_word": ("unknown header word {word}", "unbekanntes Wort im Kopf: {word}"),
    "text_option": (
        "expected an option name=value, not {word}",
        "erwartet eine Option name=Wert, nicht {word}",
    ),
    "text_unknown_option": ("unknown rules option {word}", "unbekannte Regel-Option {word}"),
    "text_seat_action": ("expected seat:action, not {word}", "erwartet Sitz:Aktion, nicht {word}"),
    "text_action": ("action {k}: {problem}", "Aktion {k}: {problem}"),
    "text_tag": (
        "expected {letter} and a number, not {word}",
        "erwartet {letter} und eine Zahl, nicht {word}",
    ),
    "text_no_tag": ("the header has no {letter}… tag", "der Kopf hat kein {letter}…-Kennzeichen"),
    "text_to_move": (
        "m: seat {seat} is to move, not {other}",
        "m: Sitz {seat} ist am Zug, nicht {other}",
    ),
    "text_unseen": ("seat {seat} holds {n} unseen cards", "Sitz {seat} hat {n} verdeckte Karten"),
    "text_must_show": (
        "the hand of seat {seat} must show {what}",
        "die Hand von Sitz {seat} muss {what} zeigen",
    ),
    "text_hands_problem": ("hands: {problem}", "Hände: {problem}"),
    "text_number": ("{letter}: {name} is {low} to {high}", "{letter}: {name} ist {low} bis {high}"),
    "text_rules_option": ("rules option {name}: {error}", "Regel-Option {name}: {error}"),
    "text_rules": ("rules: {error}", "Regeln: {error}"),
    "show_own_cards": ("its own cards", "seine eigenen Karten"),
    "show_unseen_cards": ("'?' for unseen cards", "'?' für verdeckte Karten"),
    "show_unseen_mark": ("'?'", "ein '?'"),
    "where_hand": ("hand", "Hand"),
    "where_trick": ("trick", "Stich"),
    "where_gone": ("gone", "gespielt"),
    "what_gone": ("the cards gone", "die gespielten Karten"),
    "card_ambiguous": ("ambiguous: could be {names}", "mehrdeutig: das kann {names} sein"),
    "cards_ambiguous": (
        "{chunk} is ambiguous: could be {names}",
        "{chunk} ist mehrdeutig: das kann {names} sein",
    ),
    "cards_twice": ("{chunk} appears twice", "{chunk} kommt zweimal vor"),
    "what_current_trick": ("the current trick", "der laufende Stich"),
    "what_hand": ("the hand of seat {seat}", "die Hand von Sitz {seat}"),
    "what_position_sk": ("the position of seat {seat}", "die Stellung von Sitz {seat}"),
    "what_trick": ("trick {k}", "Stich {k}"),
    "layout_hand_size": (
        "seat {seat} holds {held} cards, not {size}",
        "Sitz {seat} hat {held} Karten, nicht {size}",
    ),
    # the reasons of a RecordError (its entry is kept as written: a key, a line, "game 3")
    "record_missing": ("missing", "fehlt"),
    "record_missing_option": (
        "missing; a record states every option",
        "fehlt; ein Protokoll nennt jede Option",
    ),
    "record_entries": (
        "expected {n} entries, one per seat, not {found}",
        "erwartet {n} Einträge, einen je Sitz, nicht {found}",
    ),
    # German negates the kind found itself: "keine Liste", "kein Text", "nicht null" (see
    # _render)
    "record_expected": ("expected {what}, not {found}", "erwartet {what}, {found}"),
    "record_seat": (
        "must be a seat 0 to {last}, not {seat}",
        "muss ein Sitz 0 bis {last} sein, nicht {seat}",
    ),
    "record_at_least": ("must be at least {n}", "muss mindestens {n} sein"),
    "record_utf8": (
        "{text} cannot be written as UTF-8",
        "{text} lässt sich nicht als UTF-8 schreiben",
    ),
    "record_version": (
        "this library reads version {version}, not {found}",
        "diese Bibliothek liest Version {version}, nicht {found}",
    ),
    "record_not_json_text": ("not JSON text: {problem}", "kein JSON-Text: {problem}"),
    "record_not_json": ("not JSON: {problem}", "kein JSON: {problem}"),
    "record_schapa_pot": (
        "a {game} record has no Stock pot",
        "ein {game}-Protokoll hat keinen Stock",
    ),
    "record_schapa_rounds": (
        "a {game} match plays the rules' rounds",
        "eine {game}-Partie spielt die Runden der Regeln",
    ),
    "record_no_rounds": (
        "a {game} record has no rounds",
        "ein {game}-Protokoll hat keine Runden",
    ),
    "record_game_over": ("the game is already over", "das Spiel ist schon vorbei"),
    "record_match_over": ("the match is already over", "die Partie ist schon vorbei"),
    "record_result_early": (
        "the record gives a result, but the game is not over",
        "das Protokoll nennt ein Ergebnis, aber das Spiel ist nicht vorbei",
    ),
    "record_not_over": (
        "the record says the game is not over, but it is",
        "das Protokoll sagt, das Spiel sei nicht vorbei, aber es ist vorbei",
    ),
    "replay_dealer": (
        "the dealer of this game is seat {seat}",
        "der Geber dieses Spiels ist Sitz {seat}",
    ),
    "replay_pot": (
        "the Stock pot before this game is {pot}",
        "der Stock vor diesem Spiel ist {pot}",
    ),
    "record_next_round": (
        "the match's next round is round {round}",
        "die nächste Runde der Partie ist Runde {round}",
    ),
    # a rules option of any game that is no bool (Schafkopf's and Schapa's Rules)
    "rules_bool": (
        "{field} must be True or False, not {value}",
        "{field} muss True oder False sein, nicht {value}",
    ),
    "record_unknown_option": ("unknown option", "unbekannte Option"),
    "record_unknown_entry": ("unknown entry", "unbekannter Eintrag"),
    "record_replay_differs": (
        "the record says {found} but the replay gives {replay}",
        "das Protokoll sagt {found}, aber das Nachspielen ergibt {replay}",
    ),
    "record_unfinished_game": (
        "the game is not over, and only the last may be unfinished",
        "das Spiel ist nicht vorbei, und nur das letzte darf unfertig sein",
    ),
    # the refusals of a Table (kartenregeln.table.TableError): a request it refuses now
    "table_no_game_abrechnung": (
        "no game is being played; the table is in the abrechnung",
        "Gerade wird kein Spiel gespielt.",
    ),
    "table_no_game_over": (
        "no game is being played; the table is in the over",
        "Gerade wird kein Spiel gespielt.",
    ),
    "table_not_turn": (
        "it is not seat {seat}'s turn but seat {mover}'s",
        "Sitz {seat} ist nicht am Zug, sondern Sitz {mover}.",
    ),
    "table_no_abrechnung": (
        "there is no Abrechnung to confirm now",
        "Es gibt jetzt keine Abrechnung zu bestätigen.",
    ),
    "table_match_over": ("the match is over", "Die Partie ist zu Ende."),
    "table_paused": (
        "seat {seat} has already paused",
        "Sitz {seat} hat schon eine Pause verlangt.",
    ),
    "table_pause_used": (
        "the pause of this Abrechnung is used up (2 minutes)",
        "Die Pause dieser Abrechnung ist aufgebraucht (2 Minuten).",
    ),
    "table_no_pause": ("there is no pause to end", "Es gibt keine Pause zu beenden."),
    "table_time_back": (
        "time runs forward: {now} is before {before}",
        "Die Zeit läuft vorwärts: {now} liegt vor {before}.",
    ),
    "table_seconds": (
        "{name} must be a finite number of seconds, not {value}",
        "{name} muss eine endliche Zahl von Sekunden sein, nicht {value}.",
    ),
    "table_no_seat": ("there is no seat {seat}", "Den Platz {seat} gibt es nicht."),
    "table_computer_seat": (
        "seat {seat} is played by the computer",
        "Sitz {seat} spielt der Computer.",
    ),
    # the most general text last: a plain text is read as it only if nothing else fits
    "position_what": ("{what}: {problem}", "{what} – {problem}"),
}
"""The errors for bad input that are not rule reasons, by code: (English, German)."""

_WORDS_DE: Final = {
    # English words inside sentences, in German (suits of the French deck, games).
    "clubs": "Kreuz",
    "spades": "Pik",
    "hearts": "Herz",
    "diamonds": "Karo",
    "Geier": "Geier",
    "Tout": "Tout",
    "four": "vier",
    "three": "drei",
    " with three players": " zu dritt",
    "a boolean": "ein Wahrheitswert",
    "an integer": "eine ganze Zahl",
    "a fractional number": "eine Bruchzahl",
    "a string": "ein Text",
    "a list": "eine Liste",
    "an object": "ein Objekt",
    "a list of integers": "eine Liste ganzer Zahlen",
    "an object of options": "ein Objekt mit Optionen",
    "an object or null": "ein Objekt oder null",
    "an object with totals": "ein Objekt mit totals",
    "a JSON object": "ein JSON-Objekt",
    "an int >= 0": "eine ganze Zahl >= 0",
    # the kinds the wire form expects and finds (kartenregeln.wire: record_expected)
    "a number": "eine Zahl",
    "a whole number": "eine ganze Zahl",
    "true or false": "true oder false",
    "a card code": "ein Kartenkürzel",
    "a list of card codes": "eine Liste von Kartenkürzeln",
    "an action as text": "eine Aktion als Text",
    "a game as text": "ein Spiel als Text",
    "3rd": "dritte",
    "4th": "vierte",
    "the round": "die Runde",
    "the dealer": "der Geber",
    "the seat": "der Sitz",
}

_FR_RANK_CODES: Final = frozenset({"A", "K", "Q", "J", "10", *"98765432"})
_LOWER: Final = frozenset(string.ascii_lowercase)
_NAME: Final = frozenset(string.ascii_lowercase + string.digits + "_")


def _sk_code(text: str) -> bool:
    """Whether ``text`` is a Schafkopf card code (``E7``, ``HO``)."""
    return len(text) == 2 and text[0] in "EGHS" and text[1] in "AZKOU987"


def _fr_code(text: str) -> bool:
    """Whether ``text`` is a card code of the French deck (``QC``, ``10H``)."""
    return len(text) >= 2 and text[-1] in "CSHD" and text[:-1] in _FR_RANK_CODES


_MASCULINE: Final = ("König", "Ober", "Unter", "Bube")
_ACCUSATIVE: Final = frozenset({"does_not_hold", "illegal_action", "rufspiel_holds_sau"})
"""The codes whose German text names a card in the accusative (den Eichel-König)."""

RENDERERS: Final[dict[str, Callable[[str, str], str | None]]] = {}
"""German words for a value inside a sentence, by the template's blank name (``game``,
``best``): a game package adds the renderer of its game names. A renderer takes the value
and the language and returns ``None`` when the value is not one it knows."""


_SK_SUITS: Final = {"E": "Eichel", "G": "Gras", "H": "Herz", "S": "Schellen"}
_SK_RANKS: Final = {
    "A": "Sau", "Z": "Zehn", "K": "König", "O": "Ober", "U": "Unter", "9": "Neun", "8": "Acht",
    "7": "Sieben",
}  # fmt: skip
_FR_SUITS: Final = {"C": "Kreuz", "S": "Pik", "H": "Herz", "D": "Karo"}
_FR_RANKS: Final = {
    "A": "Ass", "K": "König", "Q": "Dame", "J": "Bube", "10": "Zehn", "9": "Neun", "8": "Acht",
    "7": "Sieben", "6": "Sechs", "5": "Fünf", "4": "Vier", "3": "Drei", "2": "Zwei",
}  # fmt: skip
_SK_SUITS_EN: Final = {"E": "Acorns", "G": "Leaves", "H": "Hearts", "S": "Bells"}
_SK_RANKS_EN: Final = {
    "A": "Ace", "Z": "Ten", "K": "King", "O": "Ober", "U": "Unter", "9": "Nine", "8": "Eight",
    "7": "Seven",
}  # fmt: skip
_FR_SUITS_EN: Final = {"C": "Clubs", "S": "Spades", "H": "Hearts", "D": "Diamonds"}
_FR_RANKS_EN: Final = {
    "A": "Ace", "K": "King", "Q": "Queen", "J": "Jack", "10": "Ten", "9": "Nine", "8": "Eight",
    "7": "Seven", "6": "Six", "5": "Five", "4": "Four", "3": "Three", "2": "Two",
}  # fmt: skip
_EN_CARDS: Final = {
    **{f"{r} of {s}": k + j for k, s in _SK_SUITS_EN.items() for j, r in _SK_RANKS_EN.items()},
    **{f"{r} of {s}": j + k for k, s in _FR_SUITS_EN.items() for j, r in _FR_RANKS_EN.items()},
}
"""The code of a card named in English words (a sentence already written in English is
translated again: ``translate(translate(t, "en"), "de")``)."""
_SUIT_EN: Final = {
    **{w: _SK_SUITS_EN[k] for k, w in _SK_SUITS.items()},
    "clubs": "clubs", "spades": "spades", "hearts": "hearts", "diamonds": "diamonds",
}  # fmt: skip
"""A suit inside an English sentence: Schafkopf's suits by the English words of the
Bavarian face (as ``Contract.name("en")`` writes them), Schapa's by the French ones."""
_SUIT_DE_FROM_EN: Final = {
    **{_SK_SUITS_EN[k]: w for k, w in _SK_SUITS.items()},
    **{_FR_SUITS_EN[k]: w for k, w in _FR_SUITS.items() if k != "H"},
}


def _card_code(text: str) -> str | None:
    """The code of a card given by its code or its English name (``the Seven of Acorns``)."""
    if _sk_code(text) or _fr_code(text):
        return text
    bare = text[4:] if text[:4] in ("the ", "The ") else text
    return _EN_CARDS.get(bare)


def _card_word(code: str, lang: str) -> str | None:
    """The name of a card code in ``lang``: German ``E7`` → ``Eichel-Sieben``, ``QC`` →
    ``Kreuz-Dame``; English ``E7`` → ``Seven of Acorns``, ``QC`` → ``Queen of Clubs`` (the
    names of ``kartenregeln.names``: Schafkopf's cards with the Bavarian face, Schapa's
    with the French one); ``None`` for other text."""
    found = _card_code(code)
    if found is None:
        return None
    if _sk_code(found):
        if lang == "en":
            return f"{_SK_RANKS_EN[found[1]]} of {_SK_SUITS_EN[found[0]]}"
        return f"{_SK_SUITS[found[0]]}-{_SK_RANKS[found[1]]}"
    if lang == "en":
        return f"{_FR_RANKS_EN[found[:-1]]} of {_FR_SUITS_EN[found[-1]]}"
    return f"{_FR_SUITS[found[-1]]}-{_FR_RANKS[found[:-1]]}"


def _with_article(word: str, accusative: bool, lang: str = "de") -> str:
    if lang == "en":
        return f"the {word}"
    rank = word.rsplit("-", 1)[-1]
    if rank == "Ass":
        return f"das {word}"
    if rank in _MASCULINE:
        return f"{'den' if accusative else 'der'} {word}"
    return f"die {word}"


def _cards_words(text: str, lang: str) -> str | None:
    parts = text.replace(" and ", ", ").split(", ") if " of " in text else text.split()
    words = [_card_word(c, lang) for c in parts]
    if not words or any(w is None for w in words):
        return None
    names = [w for w in words if w is not None]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + (" und " if lang == "de" else " and ") + names[-1]


SAID: Final[set[str]] = set()
"""The calls a seat says rather than plays or announces (``kontra``, ``schapa``), by their
notation: a reason that names one reads ``cannot say kontra`` (``kann nicht kontra
sagen``). A game package adds its own with
[`register_calls`][kartenregeln.messages.register_calls]."""


def register_calls(game: str, calls: Iterable[str]) -> None:
    """Add the calls of ``game`` that a seat says (their notation, ``"kontra"``): a reason
    naming one words it as said, not played. A call of no registered game is worded as an
    announced game (by the ``game`` renderer of [`RENDERERS`][kartenregeln.messages.RENDERERS])
    or as a move played.

    >>> register_calls("demo", ["demo_pass"])
    >>> translate(say("illegal_action", seat=1, action="demo_pass", reason="not now"), "de")
    'Sitz 1 kann nicht demo_pass sagen: not now'
    """
    found = tuple(calls)
    for call in found:
        if not isinstance(call, str) or not call:
            raise TypeError(f"{game}: a call is its notation (a str), not {call!r}")
    SAID.update(found)


def _action_words(text: str, key: str, lang: str = "de") -> str:
    """What a seat cannot do, after ``Sitz 0 kann``: ``die Eichel-Sieben nicht spielen``,
    ``Herz-Solo nicht ansagen``, ``nicht kontra sagen``; in English after ``seat 0
    cannot``: ``play the Seven of Acorns``, ``announce Hearts Solo``, ``say kontra``."""
    bare = text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text
    card = _card_word(bare, lang)
    en = lang == "en"
    # after "niemand kann" (the game is over) the German verb has no "nicht"
    nicht = "" if key == "illegal_action_over" else "nicht "
    if card is not None:
        word = _with_article(card, True, lang)
        return f"play {word}" if en else f"{word} {nicht}spielen"
    if bare in SAID:
        return f"say {bare}" if en else f"{nicht}{bare} sagen"
    render = RENDERERS.get("game")
    game = None if render is None else render(bare, lang)
    if game is not None:
        return f"announce {game}" if en else f"{game} {nicht}ansagen"
    return f"play “{bare}”" if en else f"„{bare}“ {nicht}spielen"


_MASCULINE_KINDS: Final = ("ein Text", "ein Wahrheitswert")
"""The kinds of values (German words) whose noun is masculine: "einen" in the accusative."""


def _negated(words: str) -> str:
    """German words for "not" a kind: "einen Text" -> "keinen Text", "eine Liste" ->
    "keine Liste", anything else -> "nicht null"."""
    if words.startswith(("ein ", "eine ", "einen ")):
        return "k" + words
    return "nicht " + words


def _de_kind(value: str) -> str:
    """German words for a kind that is not in the word list: the integer too large for
    ``records`` ("an integer of 40 digits (at most ... is read)"), else as it is."""
    head, sep, tail = value.partition(" digits (at most ")
    if not sep or not head.startswith("an integer of ") or not tail.endswith(" is read)"):
        return value
    return f"eine ganze Zahl mit {head[14:]} Ziffern (höchstens {tail[:-9]} wird gelesen)"


_ENTRY_WORDS_DE: Final = {
    "line": "Zeile",
    "record": "Datensatz",
    "game": "Spiel",
    "action": "Aktion",
}
_ENTRY_DE: Final = {"value": "Wert", "input": "Eingabe"}


def _entry_words(entry: str, lang: str = "en") -> str:
    """The place a [`RecordError`][kartenregeln.errors.RecordError] names, in ``lang``:
    a numbered place ("line 3", "line 1, column 2", "record 2", "game 4", "action 17") and
    the whole value or input in words; a key of a record or of the JSON form (``hands``,
    ``result.totals``) as it is written there.

    >>> _entry_words("line 3", "de"), _entry_words("value", "de"), _entry_words("hands", "de")
    ('Zeile 3', 'Wert', 'hands')
    """
    if lang == "en":
        return entry
    head, _, rest = entry.partition(" ")
    word = _ENTRY_WORDS_DE.get(head)
    if word is not None and rest[:1].isdigit():
        return f"{word} {rest.replace(', column ', ', Spalte ')}"
    return _ENTRY_DE.get(entry, entry)


def _render(name: str, value: str, key: str, first: bool, lang: str, carried: bool) -> str:
    """A value filled into a blank, in words of ``lang``: a sentence inside a
    [`Message`][kartenregeln.messages.Message] by its key; a plain text inside a text
    read against the templates (``carried``: only in the blanks that hold a sentence)."""
    if key == "record_expected" and lang == "de" and name in ("what", "found"):
        # both kinds in the accusative ("erwartet einen Text"), the one found negated:
        # "keine Liste", "keinen Text", "nicht null"
        if isinstance(value, Message):
            words = translate(value, lang)
        else:
            words = _WORDS_DE.get(value) or _de_kind(value)
        if words.startswith(_MASCULINE_KINDS):
            words = "einen" + words[3:]
        return _negated(words) if name == "found" else words
    if isinstance(value, Message):
        return translate(value, lang)
    if (not carried or name in _NESTED) and _read(value) is not None:
        # a plain text inside: read back (the deprecated path; see translate)
        return translate(value, lang)
    if name == "move":
        # a card played, by its name; a call as it is typed
        return _card_word(value, lang) or value
    if name == "card":
        card = _card_word(value, lang)
        if card is not None:
            word = _with_article(card, key in _ACCUSATIVE, lang)
            return word[0].upper() + word[1:] if first else word
    elif name == "cards":
        cards = _cards_words(value, lang)
        if cards is not None:
            return cards
    elif name == "action" and key in _ACTION_WRAPPERS:
        return _action_words(value, key, lang)
    elif name == "suit":
        if lang == "en":
            return _SUIT_EN.get(value, value)
        value = _SUIT_DE_FROM_EN.get(value, value)
    elif name in ("seats", "lengths") and lang == "de":
        return value.replace(" or ", " oder ")
    render = RENDERERS.get(name)
    if render is not None:
        found = render(value, lang)
        if found is not None:
            return found
    return value if lang == "en" else _WORDS_DE.get(value, value)


_BY_CODE: Final[dict[str, dict[str, str]]] = {}
"""Every sentence's templates by key: ``{"en": …, "de": …}``."""
_OWNER: Final[dict[str, str]] = {}
"""The game that registered each key (the library's own keys have none)."""
_TABLES: Final = {"reason": REASONS, "line": LINES, "error": ERRORS}


def _index() -> None:
    _BY_CODE.clear()
    _BY_CODE.update(
        (key, {"en": en, "de": de}) for table in _TABLES.values() for key, (en, de) in table.items()
    )


@functools.lru_cache(maxsize=1024)
def _blank_set(template: str) -> frozenset[str]:
    return frozenset(_blanks(template))


def _blanks(template: str) -> list[str]:
    return sorted(name for _t, name, _s, _c in string.Formatter().parse(template) if name)


def _texts(game: str, key: object, texts: object, what: str) -> tuple[str, str]:
    """The (English, German) pair of one registered sentence, checked."""
    if not isinstance(key, str) or not key or key[0] not in _LOWER or not set(key) <= _NAME:
        raise TypeError(f"{game}: a sentence key is a lower-case name, not {key!r}")
    if not isinstance(texts, Mapping):
        raise TypeError(f"{game}: {what} {key!r} must map each language to its text")
    missing = [lang for lang in LANGUAGES if lang not in texts]
    if missing:
        raise ValueError(f"{game}: {what} {key!r} has no text in {', '.join(missing)}")
    extra = sorted(set(texts) - set(LANGUAGES))
    if extra:
        raise ValueError(
            f"{game}: {what} {key!r} names {', '.join(map(repr, extra))}; the languages are "
            f"{', '.join(LANGUAGES)}"
        )
    en, de = texts["en"], texts["de"]
    if not isinstance(en, str) or not isinstance(de, str) or not en or not de:
        raise TypeError(f"{game}: {what} {key!r} needs a non-empty str in each language")
    if _blanks(en) != _blanks(de):
        raise ValueError(
            f"{game}: {what} {key!r} has the blanks {_blanks(en)} in English but "
            f"{_blanks(de)} in German"
        )
    return en, de


def register(
    game: str,
    sentences: Mapping[str, Mapping[str, str]],
    *,
    kind: Literal["reason", "line", "error"] = "reason",
    you: Mapping[str, tuple[str, Mapping[str, str]]] | None = None,
) -> None:
    """Add a game's own sentences, each in German and English (``LANGUAGES``):
    ``sentences`` maps a key (the sentence's [`code`][kartenregeln.messages.code]) to
    ``{"en": …, "de": …}``, the English template the game writes (``"{n} Herzen"``) and
    its German one, with the same ``{blanks}``. ``kind`` is the table it joins:
    ``"reason"`` (why an action is not legal, [`REASONS`][kartenregeln.messages.REASONS]),
    ``"line"`` (a settlement line's label,
    [`LINES`][kartenregeln.messages.LINES]) or ``"error"`` (bad input,
    [`ERRORS`][kartenregeln.messages.ERRORS]). ``you`` gives reasons in the words for the
    player at the seat they are about: per key, the blank naming that seat (``""``: always
    the seat that acts) and the sentence in each language.

    A game's package calls this when it is imported; from then on
    [`translate`][kartenregeln.messages.translate], [`code`][kartenregeln.messages.code]
    and [`params`][kartenregeln.messages.params] know its sentences. Registering the same
    sentences again is allowed (a module reloaded); a key another game or the library
    holds, a missing or unknown language, different blanks, or a template that reads like
    one registered already raise ``ValueError`` (``TypeError`` for values of the wrong
    type) naming the game and the key, and register nothing.

    >>> register("demo", {"demo_herzen": {"en": "{n} Herzen (demo)", "de": "{n} Herzen (Demo)"}},
    ...          kind="line")
    >>> translate(say("demo_herzen", n=8), "de")
    '8 Herzen (Demo)'
    >>> register("other", {"demo_herzen": {"en": "every Herz", "de": "jedes Herz"}})
    Traceback (most recent call last):
    ...
    ValueError: other: the sentence key 'demo_herzen' is taken (by demo)
    >>> register("demo", {"demo_no_herz": {"en": "no Herz"}})
    Traceback (most recent call last):
    ...
    ValueError: demo: the sentence 'demo_no_herz' has no text in de
    """
    if not isinstance(game, str) or not game:
        raise TypeError(f"the game registering sentences is named by a str, not {game!r}")
    table = _TABLES.get(kind)
    if table is None:
        raise ValueError(f"{game}: kind must be reason, line or error, not {kind!r}")
    if not isinstance(sentences, Mapping):
        raise TypeError(f"{game}: sentences map a key to its texts, not {sentences!r}")
    new: dict[str, tuple[str, str]] = {}
    for key, texts in sentences.items():
        pair = _texts(game, key, texts, "the sentence")
        held = next((t[key] for t in _TABLES.values() if key in t), None)
        if held is not None and (_OWNER.get(key) != game or held != pair):
            owner = _OWNER.get(key, "the library")
            raise ValueError(f"{game}: the sentence key {key!r} is taken (by {owner})")
        if held is None:
            new[key] = pair
    addressed: dict[str, tuple[str, str, str]] = {}
    for key, entry in (you or {}).items():
        if key not in sentences:
            raise ValueError(f"{game}: you={key!r} addresses no sentence registered with it")
        if not isinstance(entry, tuple) or len(entry) != 2 or not isinstance(entry[0], str):
            raise TypeError(f"{game}: you[{key!r}] is (the blank naming the seat, its texts)")
        en, de = _texts(game, key, entry[1], "the sentence for you")
        addressed[key] = (entry[0], en, de)
    reader = _reader()
    clash = reader.place(new, kind)
    if clash is not None:
        key, other = clash
        by = {**_OWNER, **dict.fromkeys(new, game)}
        raise ValueError(
            f"{game}: a text of the sentence {key!r} would be read as {other!r} (of "
            f"{by.get(other, 'the library')}): word one of them differently"
        )
    table.update(new)
    _MADE.clear()
    YOU.update(addressed)
    _OWNER.update(dict.fromkeys(new, game))
    _index()
    reader.placed()


_index()


def _register_keyed(owner: str, sentences: Mapping[str, Mapping[str, str]]) -> None:
    """Add ``owner``'s error sentences that are only ever said by key (the refusals of the
    web server): like [`register`][kartenregeln.messages.register] with ``kind="error"``,
    but the deprecated reader of plain text does not learn them, so they need not be
    worded apart from every game's sentences (``seat 2 is taken`` beside Schapa's
    ``{cards} taken``): a plain text is never read back as one of them."""
    new: dict[str, tuple[str, str]] = {}
    for key, texts in sentences.items():
        pair = _texts(owner, key, texts, "the sentence")
        held = next((t[key] for t in _TABLES.values() if key in t), None)
        if held is not None and (_OWNER.get(key) != owner or held != pair):
            raise ValueError(f"{owner}: the sentence key {key!r} is taken (by {_OWNER.get(key)})")
        new[key] = pair
    ERRORS.update(new)
    _MADE.clear()
    _OWNER.update(dict.fromkeys(new, owner))
    _index()


class Message(str):
    """An English sentence that carries its key and the values of its blanks.

    It is the sentence as a ``str`` (``"seat 2 must follow trump"``), so it compares,
    prints and joins as before, and [`translate`][kartenregeln.messages.translate],
    [`code`][kartenregeln.messages.code] and [`params`][kartenregeln.messages.params]
    read ``key`` and ``params`` from it instead of reading the text. Make one with
    [`say`][kartenregeln.messages.say]. A value that is itself a ``Message`` (the reason
    inside an error) is rendered by its own key. What ``translate`` gives is a
    ``Message`` too (the sentence in that language, with the same key and values), so
    ``code(state.why_illegal(action, "de"))`` needs no reading back either.

    >>> import kartenregeln.schafkopf
    >>> m = say("must_follow_trump", seat=2)
    >>> m, m.key, m.params
    ('seat 2 must follow trump', 'must_follow_trump', {'seat': '2'})
    >>> translate(m, "de")
    'Sitz 2 muss Trumpf zugeben'
    """

    key: str
    _params: dict[str, str]

    def __new__(cls, key: str, params: Mapping[str, str]) -> Message:
        texts = _BY_CODE.get(key)
        if texts is None:
            raise ValueError(f"no sentence has the key {key!r}")
        values = dict(params)
        if values.keys() != _blank_set(texts["en"]):
            blanks = _blanks(texts["en"])
            raise ValueError(f"the sentence {key!r} has the blanks {blanks}, not {sorted(values)}")
        self = super().__new__(cls, texts["en"].format(**values))
        self.key = key
        self._params = values
        return self

    @property
    def params(self) -> dict[str, str]:
        """The values of the blanks, by name (a new dict each time: a sentence is a value
        that may be shared)."""
        return dict(self._params)

    def __reduce__(self) -> tuple[Callable[..., Message], tuple[str, dict[str, str], str]]:
        return (_shown, (self.key, self._params, str(self)))


def _shown(key: str, params: Mapping[str, str], text: str) -> Message:
    """The sentence ``key`` with ``params`` as ``text`` shows it (a rendering of it in a
    language, by [`translate`][kartenregeln.messages.translate]): it keeps its key."""
    self = str.__new__(Message, text)
    self.key = key
    self._params = dict(params)
    return self


_MADE: Final[dict[tuple[object, ...], Message]] = {}
"""The sentences said so far whose values are plain ``int`` and ``str`` (a settlement
line, said with the same values game after game), by key and values: a ``Message`` is
immutable, so it is made once. Emptied when it grows past ``_MADE_MAX`` and when
sentences are registered."""
_MADE_MAX: Final = 4096


def say(key: str, /, **values: object) -> Message:
    """The sentence ``key`` with its blanks filled (each value written with ``str``; a
    [`Message`][kartenregeln.messages.Message] is kept as it is, so it is rendered by its
    own key): the English text, carrying ``key`` and the values."""
    for value in values.values():
        if type(value) is not int and type(value) is not str:  # a card, a nested sentence
            return Message(key, {k: v if isinstance(v, str) else str(v) for k, v in values.items()})
    said = (key, *values.items())
    found = _MADE.get(said)
    if found is None:
        found = Message(key, {k: v if isinstance(v, str) else str(v) for k, v in values.items()})
        if len(_MADE) >= _MADE_MAX:
            _MADE.clear()
        _MADE[said] = found
    return found


def _fill(key: str, /, **values: str) -> Message:
    """``say(key, **values)`` unchecked, for a hot path that knows the blanks of ``key``
    and writes the values as ``str`` itself: not looked up in ``_MADE``, nor kept there
    (speed, for sentences that seldom repeat: the sets of clubs a Schapa seat took)."""
    self = str.__new__(Message, _BY_CODE[key]["en"].format(**values))
    self.key = key
    self._params = values
    return self


_NESTED: Final = frozenset({"reason", "problem", "error", "what", "phase"})
"""The blanks that hold another sentence (the reason of an error, …)."""

_ACTION_WRAPPERS: Final = frozenset({"illegal_action", "illegal_action_over"})
"""The error texts whose ``action`` blank says what a seat cannot do."""

_SHOWN_EN: Final = {
    "illegal_action": "seat {seat} cannot {action}: {reason}",
    "illegal_action_over": "nobody can {action}: {reason}",
}
"""English templates whose blank is written with its verb (``cannot play the Seven of
Acorns``, ``cannot say kontra``); the others are shown as they are matched."""


def owner(key: str) -> str | None:
    """The game that registered the sentence ``key`` (``None`` for the library's own).

    >>> import kartenregeln.schafkopf
    >>> owner("rufspiel_no_suit"), owner("must_follow_suit")
    ('schafkopf', None)
    """
    return _OWNER.get(key)


_DEPRECATED: Final = (
    "messages.{name}() was given a plain str ({text}): reading plain English text back into "
    "its sentence is deprecated and goes in 0.3; pass a Message (from messages.say, or what "
    "the library's errors and rules give)"
)


def _reader() -> ModuleType:
    """The reader of plain text (the deprecated path), reading with these tables."""
    from kartenregeln import _read_back

    _read_back.start(_TABLES, _OWNER)
    return _read_back


def _read(text: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The key and values of a plain English text, read back against the templates."""
    return _reader().read(text)  # type: ignore[no-any-return]


def _plain(text: str, name: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """A plain ``str`` given to ``code``, ``params`` or ``translate``, read back: with a
    ``DeprecationWarning`` when the caller is outside the library (the library's own
    texts that are still plain, and a plain text inside a Message, are read without one)."""
    caller = sys._getframe(2).f_globals.get("__name__", "")
    if caller != "kartenregeln" and not caller.startswith("kartenregeln."):
        shown = repr(text) if len(text) <= 60 else repr(text[:57]) + "..."
        warnings.warn(_DEPRECATED.format(name=name, text=shown), DeprecationWarning, stacklevel=3)
    return _read(text)


def code(text: str) -> str:
    """The stable machine code of a sentence: a [`Message`][kartenregeln.messages.Message]
    gives its ``key``.

    Deprecated for a plain ``str`` (it is read back against the templates, with a
    ``DeprecationWarning``, until 0.3; ``""`` if no template writes it)."""
    if isinstance(text, Message):
        return text.key
    found = _plain(text, "code")
    return "" if found is None else found[0]


def params(text: str) -> dict[str, str]:
    """The values filled into the blanks of a sentence (``{"seat": "2"}``): a
    [`Message`][kartenregeln.messages.Message] gives its ``params``.

    Deprecated for a plain ``str`` (read back against the templates, with a
    ``DeprecationWarning``, until 0.3; ``{}`` if no template writes it)."""
    if isinstance(text, Message):
        return dict(text.params)
    found = _plain(text, "params")
    return {} if found is None else dict(found[1])


def translate(text: str, lang: str = "en", *, you: int | None = None) -> str:
    """A sentence (a reason, a settlement label, an error text) in words of ``lang``
    (``"de"`` or ``"en"``): the cards, suits and games its blanks hold in notation
    (``E7``, ``solo herz``) are named as the language names them (``Seven of Acorns``,
    ``Hearts Solo``; ``Eichel-Sieben``, ``Herz-Solo``). With ``you``, a reason about that
    seat speaks to its player (``you must follow trump``, ``du musst Trumpf zugeben``).

    ``text`` is a [`Message`][kartenregeln.messages.Message] (what
    [`say`][kartenregeln.messages.say], the library's rules and its errors give): it is
    rendered from its key and values, nothing is read back.

    Deprecated: a plain ``str`` (text stored without its key) is still read back against
    the templates to find them, with a ``DeprecationWarning``, until 0.3; a text no
    template writes is returned unchanged."""
    if lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    if isinstance(text, Message):
        key, values = text.key, tuple(text._params.items())
        carried = True
    else:
        found = _plain(text, "translate")
        if found is None:
            return text
        key, values = found
        carried = False
    template = _BY_CODE[key][lang]
    if lang == "en":
        template = _SHOWN_EN.get(key, template)
    if you is not None:
        addressed = YOU.get(key)
        if addressed is not None and (
            addressed[0] == "" or dict(values).get(addressed[0]) == str(you)
        ):
            template = addressed[1] if lang == "en" else addressed[2]
    words = {
        name: value
        if lang == "en" and "={" + name + "}" in template
        else _render(name, value, key, template.startswith("{" + name + "}"), lang, carried)
        for name, value in values
    }
    if you is not None and "reason" in words:
        words["reason"] = translate(dict(values)["reason"], lang, you=you)
    return _shown(key, dict(values), template.format(**words))
