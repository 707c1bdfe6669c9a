"""Every sentence a player reads, in German and English, with a stable machine code.

The rules speak English by default (``state.why_illegal(action)``, the ``reason`` of an
[`IllegalActionError`][kartenregeln.errors.IllegalActionError], a settlement line's
``label``). Each of those texts is one of the keyed templates below;
[`translate`][kartenregeln.messages.translate] gives it in another language and
[`code`][kartenregeln.messages.code] its key, so a frontend can also translate by itself:

>>> translate("seat 2 must follow trump", "de")
'Sitz 2 muss Trumpf zugeben'
>>> code("seat 2 must follow trump")
'must_follow_trump'
>>> translate("3 Laufende", "de"), code("3 Laufende")
('3 Laufende', 'laufende')
>>> translate("QC QS taken at -20", "de")
'Kreuz-Dame und Pik-Dame bekommen zu -20'

``state.why_illegal(action, lang="de")`` and ``line.text("de")`` use the same functions.
A text without a template (none should exist; a test checks it) is returned unchanged and
its code is ``""``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Final, Literal

__all__ = ["ERRORS", "LANGUAGES", "LINES", "REASONS", "Lang", "code", "params", "translate"]

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
    "klopfen_or_weiter": (
        "Klopfen: seat {seat} says klopfen or weiter",
        "Klopfen: Sitz {seat} sagt klopfen oder weiter",
    ),
    "spiele_or_weiter": (
        "round one: seat {seat} says spiele or weiter",
        "erste Runde: Sitz {seat} sagt spiele oder weiter",
    ),
    "partner_no_kontra": (
        "the declarer's partner may not say kontra, only gut",
        "der Partner des Spielers darf nicht kontra sagen, nur gut",
    ),
    "kontra_or_gut": (
        "seat {seat} may say kontra or gut now",
        "Sitz {seat} darf jetzt kontra oder gut sagen",
    ),
    "re_or_gut": (
        "Kontra was said: the declarer, seat {seat}, may say re or gut",
        "es wurde Kontra gegeben: der Spieler, Sitz {seat}, darf re oder gut sagen",
    ),
    "partner_re_or_gut": (
        "Kontra was said: the declarer's partner, seat {seat}, may say re or gut",
        "es wurde Kontra gegeben: der Partner des Spielers, Sitz {seat}, darf re oder gut sagen",
    ),
    "re_party_only": (
        "only the declarer's party may say re, the others say gut",
        "nur die Partei des Spielers darf re sagen, die anderen sagen gut",
    ),
    "must_announce": (
        "seat {seat} said spiele and must announce a game first",
        "Sitz {seat} hat spiele gesagt und muss zuerst ein Spiel ansagen",
    ),
    "announce_or_weiter": (
        "round two: seat {seat} announces a game or says weiter",
        "zweite Runde: Sitz {seat} sagt ein Spiel an oder sagt weiter",
    ),
    "no_ramsch_announce": (
        "Ramsch cannot be announced; it is played when everyone says weiter",
        "Ramsch kann man nicht ansagen; er wird gespielt, wenn alle weiter sagen",
    ),
    "not_played": (
        "{game} is not played under these rules",
        "{game} wird nach diesen Regeln nicht gespielt",
    ),
    "rufspiel_holds_sau": (
        "Rufspiel needs a callable Sau: seat {seat} holds {card} itself",
        "ein Rufspiel braucht eine rufbare Sau: Sitz {seat} hat {card} selbst",
    ),
    "rufspiel_no_suit": (
        "Rufspiel needs a callable Sau: seat {seat} holds no {suit} card (its Ober and Unter "
        "are trumps)",
        "ein Rufspiel braucht eine rufbare Sau: Sitz {seat} hat keine {suit}-Karte "
        "(Ober und Unter sind Trumpf)",
    ),
    "no_rufspiel_three": (
        "there is no Rufspiel with three players: the declarer plays alone",
        "zu dritt gibt es kein Rufspiel: der Spieler spielt allein",
    ),
    "sie_needs_all": (
        "Sie needs all four Ober and all four Unter",
        "ein Sie braucht alle vier Ober und alle vier Unter",
    ),
    "needs_higher_game": (
        "seat {seat} sits behind seat {holder} and needs a higher game than {best}",
        "Sitz {seat} sitzt hinter Sitz {holder} und braucht ein höheres Spiel als {best}",
    ),
    "needs_equal_game": (
        "seat {seat} needs a game at least as high as {best}",
        "Sitz {seat} braucht ein mindestens so hohes Spiel wie {best}",
    ),
    "legal_if_led": (
        "{card} may be played only if {suit} was led in an earlier trick; if not: {reason}",
        "{card} darf nur gespielt werden, wenn {suit} schon in einem früheren Stich "
        "angespielt wurde; sonst gilt: {reason}",
    ),
    "may_be_played": ("{card} may be played", "{card} darf gespielt werden"),
    "fact_called_suit_led": (
        "whether {suit} was led in an earlier trick",
        "ob {suit} schon in einem früheren Stich angespielt wurde",
    ),
    "does_not_hold": ("seat {seat} does not hold {card}", "Sitz {seat} hat {card} nicht"),
    "must_follow_trump": ("seat {seat} must follow trump", "Sitz {seat} muss Trumpf zugeben"),
    "must_follow_suit": ("seat {seat} must follow {suit}", "Sitz {seat} muss {suit} bedienen"),
    "sau_when_searched": (
        "the called Sau must be played when its suit is led",
        "die gerufene Sau muss gespielt werden, wenn ihre Farbe angespielt wird",
    ),
    "sau_not_discarded": (
        "the called Sau may not be discarded before its suit has been led, "
        "unless it is the last card",
        "die gerufene Sau darf nicht abgeworfen werden, bevor ihre Farbe gespielt wurde, "
        "außer als letzte Karte",
    ),
    "no_davonlaufen": (
        "the partner may lead the called suit only with the Sau (no davonlaufen)",
        "der Partner darf die gerufene Farbe nur mit der Sau anspielen (kein Davonlaufen)",
    ),
    "davonlaufen": (
        "the partner may lead the called suit only with the Sau, unless he holds four "
        "or more of its cards (davonlaufen)",
        "der Partner darf die gerufene Farbe nur mit der Sau anspielen, außer er hat vier "
        "oder mehr Karten dieser Farbe (davonlaufen)",
    ),
    "must_beat": (
        "seat {seat} must beat the trick: a Bettel with Stichzwang",
        "Sitz {seat} muss den Stich überstechen: ein Bettel mit Stichzwang",
    ),
    "bettel_herz": (
        "under these rules the Bettel is played with Hearts as trump (bettel herz)",
        "nach diesen Regeln wird der Bettel mit Herz als Trumpf gespielt (bettel herz)",
    ),
    "bettel_no_trump": (
        "under these rules the Bettel is played without trumps (bettel)",
        "nach diesen Regeln wird der Bettel ohne Trumpf gespielt (bettel)",
    ),
    "not_played_tout": (
        "{game} is not played Tout under these rules",
        "{game} wird nach diesen Regeln nicht Tout gespielt",
    ),
    "layout_word_only": (
        "'{action}' is said only in round 7, the layout round; play a card",
        "{action} sagt man nur in Runde 7, der Legerunde; spiele eine Karte",
    ),
    "schapa_at_start": (
        "schapa is said only at the start of a turn; lay another card or say ende",
        "schapa sagt man nur zu Beginn eines Zugs; lege noch eine Karte oder sage ende",
    ),
    "must_lay": (
        "seat {seat} holds a card that fits ({cards}) and must lay it; schapa only when "
        "nothing fits",
        "Sitz {seat} hat eine passende Karte ({cards}) und muss sie legen; schapa nur, "
        "wenn nichts passt",
    ),
    "ende_after_lay": (
        "ende ends a turn only after at least one card has been laid",
        "ende beendet einen Zug erst, wenn mindestens eine Karte gelegt wurde",
    ),
    "not_in_deck": (
        "{card} is not in the deck for {n} players",
        "{card} ist nicht im Spiel für {n} Spieler",
    ),
    "opened_by_seven": (
        "{card} does not fit: {suit} are opened by their seven",
        "{card} passt nicht: {suit} wird mit der Sieben eröffnet",
    ),
    "suit_complete": (
        "{card} does not fit: {suit} are complete",
        "{card} passt nicht: {suit} ist fertig",
    ),
    "suit_takes": (
        "{card} does not fit: {suit} take {cards} now",
        "{card} passt nicht: an {suit} passt jetzt {cards}",
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
    "expected_action": (
        "not an action: expected weiter, spiele, klopfen, a game, kontra, re, gut or a card "
        "such as Ober of Acorns",
        "erwartet weiter, spiele, klopfen, ein Spiel, kontra, re, gut oder eine Karte wie "
        "Eichel-Ober",
    ),
    "empty_action": ("empty action", "leere Eingabe"),
    "not_schafkopf_card": (
        "{card} is not a Schafkopf card (Sau to Sieben only)",
        "{card} ist keine Schafkopf-Karte (nur Sau bis Sieben)",
    ),
    "rufspiel_suits": (
        "a Rufspiel calls the Eichel-, Gras- or Schellen-Sau",
        "ein Rufspiel ruft die Eichel-, Gras- oder Schellen-Sau",
    ),
    "unknown_suit": ("unknown suit {suit}", "unbekannte Farbe {suit}"),
    "tout_needs_game": (
        "tout needs a game: tout solo <suit>, tout wenz, tout geier",
        "Tout braucht ein Spiel: tout solo <Farbe>, tout wenz, tout geier",
    ),
    "expected_card": (
        "not a card; expected a card (like Queen of Spades), 'schapa' or 'ende'",
        "keine Karte; erwartet eine Karte (wie Pik-Dame), schapa oder ende",
    ),
    "expected_card_empty": (
        "empty text, expected a card; expected a card (like Queen of Spades), 'schapa' or 'ende'",
        "leere Eingabe; erwartet eine Karte (wie Pik-Dame), schapa oder ende",
    ),
}
"""Why an action is not legal, by code: (English, German) templates."""

YOU: Final[dict[str, tuple[str, str, str]]] = {
    # code: (the blank that names the seat, English, German), for the player at that seat;
    # "" for a reason that names no seat because it is always about the seat that acts.
    "partner_no_kontra": (
        "",
        "you are the declarer's partner and may not say kontra, only gut",
        "du bist der Partner des Spielers und darfst nicht kontra sagen, nur gut",
    ),
    "re_party_only": (
        "",
        "only the declarer's party may say re; you say gut",
        "nur die Partei des Spielers darf re sagen; du sagst gut",
    ),
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
    "klopfen_or_weiter": (
        "seat",
        "Klopfen: you say klopfen or weiter",
        "Klopfen: du sagst klopfen oder weiter",
    ),
    "spiele_or_weiter": (
        "seat",
        "round one: you say spiele or weiter",
        "erste Runde: du sagst spiele oder weiter",
    ),
    "kontra_or_gut": (
        "seat",
        "you may say kontra or gut now",
        "du darfst jetzt kontra oder gut sagen",
    ),
    "re_or_gut": (
        "seat",
        "Kontra was said: you are the declarer and may say re or gut",
        "es wurde Kontra gegeben: du bist der Spieler und darfst re oder gut sagen",
    ),
    "partner_re_or_gut": (
        "seat",
        "Kontra was said: you are the declarer's partner and may say re or gut",
        "es wurde Kontra gegeben: du bist der Partner des Spielers und darfst re oder gut sagen",
    ),
    "must_announce": (
        "seat",
        "you said spiele and must announce a game first",
        "du hast spiele gesagt und musst zuerst ein Spiel ansagen",
    ),
    "announce_or_weiter": (
        "seat",
        "round two: you announce a game or say weiter",
        "zweite Runde: du sagst ein Spiel an oder sagst weiter",
    ),
    "rufspiel_holds_sau": (
        "seat",
        "Rufspiel needs a callable Sau: you hold {card} yourself",
        "ein Rufspiel braucht eine rufbare Sau: du hast {card} selbst",
    ),
    "rufspiel_no_suit": (
        "seat",
        "Rufspiel needs a callable Sau: you hold no {suit} card (its Ober and Unter are trumps)",
        "ein Rufspiel braucht eine rufbare Sau: du hast keine {suit}-Karte "
        "(Ober und Unter sind Trumpf)",
    ),
    "needs_higher_game": (
        "seat",
        "you sit behind seat {holder} and need a higher game than {best}",
        "du sitzt hinter Sitz {holder} und brauchst ein höheres Spiel als {best}",
    ),
    "needs_equal_game": (
        "seat",
        "you need a game at least as high as {best}",
        "du brauchst ein mindestens so hohes Spiel wie {best}",
    ),
    "does_not_hold": ("seat", "you do not hold {card}", "du hast {card} nicht"),
    "must_follow_trump": ("seat", "you must follow trump", "du musst Trumpf zugeben"),
    "must_beat": (
        "seat",
        "you must beat the trick: a Bettel with Stichzwang",
        "du musst den Stich überstechen: ein Bettel mit Stichzwang",
    ),
    "must_follow_suit": ("seat", "you must follow {suit}", "du musst {suit} bedienen"),
    "must_lay": (
        "seat",
        "you hold a card that fits ({cards}) and must lay it; schapa only when nothing fits",
        "du hast eine passende Karte ({cards}) und musst sie legen; schapa nur, wenn nichts passt",
    ),
    "illegal_action": ("seat", "you cannot {action}: {reason}", "du kannst {action}: {reason}"),
}
"""The reasons about one seat, said to the player at that seat (``translate(text, lang,
you=seat)``; the terminal and the web table speak to their player so): by code, the blank
that names the seat and the (English, German) template."""

LINES: Final[dict[str, tuple[str, str]]] = {
    "rufspiel_tariff": ("Rufspiel tariff", "Tarif Rufspiel"),
    "solo_tariff": ("Solo tariff", "Tarif Solo"),
    "ramsch_tariff": ("Ramsch tariff", "Tarif Ramsch"),
    "bettel_tariff": ("Bettel tariff", "Tarif Bettel"),
    "ouvert": ("Ouvert", "Ouvert"),
    "laufende": ("{n} Laufende", "{n} Laufende"),
    "sie": ("Sie", "Sie"),
    "tout": ("Tout", "Tout"),
    "schneider": ("Schneider", "Schneider"),
    "schwarz": ("Schwarz", "Schwarz"),
    "doublings": ("Doublings", "Verdopplungen"),
    "klopfer": ("Klopfer", "Klopfer"),
    "kontra": ("Kontra", "Kontra"),
    "re": ("Re", "Re"),
    "value": ("Value", "Wert"),
    "thrown_in": ("Thrown in: nobody plays", "Eingeworfen: keiner spielt"),
    "durchmarsch": ("Durchmarsch", "Durchmarsch"),
    "jungfrau_own": ("Jungfrau (her own payment)", "Jungfrau (nur ihre eigene Zahlung)"),
    "jungfrau": ("Jungfrau", "Jungfrau"),
    "ramsch_loser": ("Loses the Ramsch", "Verliert den Ramsch"),
    "tricks": ("{n} tricks at {points}", "{n} Stiche zu {points}"),
    "all_taken": ("all of {cards} taken", "alle bekommen: {cards}"),
    "taken_at": ("{cards} taken at {points}", "{cards} bekommen zu {points}"),
    "taken": ("{cards} taken", "{cards} bekommen"),
    "last_trick": ("last trick", "letzter Stich"),
    "place": ("place {n}", "Platz {n}"),
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
        "nobody cannot play {action}: {reason}",
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
    "expected_game": (
        "expected a game such as 'solo herz', 'wenz' or 'sie'",
        "erwartet ein Spiel wie 'Herz-Solo', 'Wenz' oder 'Sie'",
    ),
    "unknown_game": (
        "unknown game {word}; expected a game such as 'solo herz', 'wenz' or 'sie'",
        "unbekanntes Spiel {word}; erwartet ein Spiel wie 'Herz-Solo', 'Wenz' oder 'Sie'",
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
    "calls_no_sau": ("a {kind} calls no Sau", "ein {kind} ruft keine Sau"),
    "only_bettel_ouvert": (
        "only a Bettel is played ouvert",
        "nur ein Bettel wird ouvert gespielt",
    ),
    "needs_trump_suit": ("a {kind} needs a trump suit", "ein {kind} braucht eine Trumpffarbe"),
    "kind_no_suit": ("{kind} has no suit", "{kind} hat keine Farbe"),
    "kind_no_tout": ("{kind} cannot be played tout", "{kind} kann man nicht tout spielen"),
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
    "no_klopfen": (
        "klopfer={n}: these rules have no Klopfen",
        "klopfer={n}: diese Regeln kennen kein Klopfen",
    ),
    "no_kontra": (
        "kontra=True: these rules have no Kontra",
        "kontra=True: diese Regeln kennen kein Kontra",
    ),
    "re_without_kontra": (
        "re=True: Re answers a Kontra, and there was none",
        "re=True: Re antwortet auf ein Kontra, und es gab keines",
    ),
    "kontra_on_sie": (
        "kontra=True: a Sie ends the auction before anyone can say Kontra",
        "kontra=True: ein Sie beendet das Reizen, bevor jemand Kontra sagen kann",
    ),
    "ramsch_payout": (
        "game=ramsch: use ramsch_payout() for a Ramsch",
        "game=ramsch: einen Ramsch rechnet ramsch_payout() ab",
    ),
    "rules_no_tout": (
        "game={game}: these rules have no Tout",
        "game={game}: diese Regeln kennen kein Tout",
    ),
    "rufspiel_three": (
        "game={game}: there is no Rufspiel with three players",
        "game={game}: zu dritt gibt es kein Rufspiel",
    ),
    "rules_no_game": (
        "game={game}: these rules have no {kind}",
        "game={game}: diese Regeln kennen keinen {kind}",
    ),
    "rufspiel_partner": (
        "partner=None: a Rufspiel has a partner, the called Sau's holder",
        "partner=None: ein Rufspiel hat einen Partner, der die gerufene Sau hat",
    ),
    "own_sau": (
        "partner={partner}: the declarer cannot call his own Sau",
        "partner={partner}: der Spieler kann nicht seine eigene Sau rufen",
    ),
    "played_alone": (
        "partner={partner}: a {game_name} is played alone",
        "partner={partner}: {game_name} wird allein gespielt",
    ),
    "schwarz_augen": (
        "schwarz=True with augen={augen}: a party without a trick leaves the other 120",
        "schwarz=True mit augen={augen}: eine Partei ohne Stich lässt der anderen 120",
    ),
    "tricks_augen": (
        "tricks={tricks} with augen={augen}: a party without a trick leaves the other 120",
        "tricks={tricks} mit augen={augen}: eine Partei ohne Stich lässt der anderen 120",
    ),
    "schwarz_tricks": (
        "schwarz={schwarz} with tricks={tricks}: they disagree",
        "schwarz={schwarz} mit tricks={tricks}: das widerspricht sich",
    ),
    "schwarz_open": (
        "augen={augen}: say whether the other party took a trick (schwarz=True or False, or "
        "tricks=)",
        "augen={augen}: sag, ob die andere Partei einen Stich gemacht hat (schwarz=True oder "
        "False, oder tricks=)",
    ),
    "schneider_bool": (
        "schneider={value}: must be True or False",
        "schneider={value}: muss True oder False sein",
    ),
    "schneider_not": (
        "schneider={schneider} with augen={augen}: the game is not Schneider by these rules",
        "schneider={schneider} mit augen={augen}: das Spiel ist nach diesen Regeln nicht Schneider",
    ),
    "schneider_is": (
        "schneider={schneider} with augen={augen}: the game is Schneider by these rules",
        "schneider={schneider} mit augen={augen}: das Spiel ist nach diesen Regeln Schneider",
    ),
    "tricks_or_taken": (
        "tricks: give the tricks or taken/tricks_won/last_winner, not both",
        "tricks: gib die Stiche oder taken/tricks_won/last_winner an, nicht beides",
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
    "sie_augen": (
        "augen={augen}: a Sie takes every trick, 120 Augen",
        "augen={augen}: ein Sie macht jeden Stich, 120 Augen",
    ),
    "laufende_count": (
        "laufende={value}: must be a whole number >= 0",
        "laufende={value}: muss eine ganze Zahl >= 0 sein",
    ),
    "laufende_most": (
        "laufende={n}: a {game_name} has only {most} trumps",
        "laufende={n}: {game_name} hat nur {most} Trümpfe",
    ),
    "ramsch_augen_seats": (
        "augen={augen}: give the Augen of the {words} seats",
        "augen={augen}: gib die Augen aller {words} Sitze an",
    ),
    "ramsch_augen_sum": (
        "augen={augen}: the {words} seats take 120 Augen, not {total}",
        "augen={augen}: die {words} Sitze bekommen 120 Augen, nicht {total}",
    ),
    "jungfrau_twice": (
        "jungfrauen={seats}: a seat is named twice",
        "jungfrauen={seats}: ein Sitz ist zweimal genannt",
    ),
    "jungfrau_augen": (
        "jungfrauen: seat {seat} took {augen} Augen, so it took a trick",
        "jungfrauen: Sitz {seat} hat {augen} Augen, also einen Stich gemacht",
    ),
    "jungfrau_all": (
        "jungfrauen: someone takes the tricks",
        "jungfrauen: irgendwer macht die Stiche",
    ),
    "durchmarsch_other": (
        "durchmarsch={seat}: seat {sweeper} took every trick",
        "durchmarsch={seat}: Sitz {sweeper} hat jeden Stich gemacht",
    ),
    "durchmarsch_augen_min": (
        "durchmarsch={seat}: seat {other} has {augen} Augen; a Durchmarsch takes every trick "
        "or at least {most} Augen",
        "durchmarsch={seat}: Sitz {other} hat {augen} Augen; ein Durchmarsch macht jeden Stich "
        "oder mindestens {most} Augen",
    ),
    "durchmarsch_augen": (
        "durchmarsch={seat}: seat {other} has {augen} Augen; a Durchmarsch takes every trick",
        "durchmarsch={seat}: Sitz {other} hat {augen} Augen; ein Durchmarsch macht jeden Stich",
    ),
    "loser_durchmarsch": (
        "loser={seat}: nobody loses a Ramsch won by a Durchmarsch",
        "loser={seat}: einen Ramsch mit Durchmarsch verliert niemand",
    ),
    "loser_all_tied": (
        "loser={seat}: under ALL_TIED_SHARE every tied seat loses",
        "loser={seat}: mit ALL_TIED_SHARE verlieren alle gleichauf liegenden Sitze",
    ),
    "loser_tie": (
        "loser=None: seats {seats} share the most Augen; name the seat the tie rule makes lose",
        "loser=None: die Sitze {seats} haben gleich viele, die meisten Augen; nenne den Sitz, "
        "den die Regel für den Gleichstand verlieren lässt",
    ),
    "loser_not_most": (
        "loser={seat}: seat {other} does not have the most Augen ({most})",
        "loser={seat}: Sitz {other} hat nicht die meisten Augen ({most})",
    ),
    # the facts of round_scores
    "taken_per_seat": (
        "taken: give the cards of each of the {n} seats",
        "taken: gib die Karten jedes der {n} Sitze an",
    ),
    "taken_missing": (
        "taken: nobody took {cards}, but every card that scores in round {round} is taken by "
        "some seat: give the cards each seat took",
        "taken: niemand hat {cards} bekommen, aber jede Karte, die in Runde {round} zählt, "
        "bekommt ein Sitz: gib die Karten jedes Sitzes an",
    ),
    "taken_not_in_deck": (
        "taken[{seat}]: {cards} not in the deck for {n} players",
        "taken[{seat}]: {cards} ist nicht im Spiel für {n} Spieler",
    ),
    "taken_twice": (
        "taken[{seat}]: {cards} taken twice",
        "taken[{seat}]: {cards} zweimal bekommen",
    ),
    "taken_too_many": (
        "taken[{seat}]: {count} cards from {won} tricks of {n}",
        "taken[{seat}]: {count} Karten aus {won} Stichen zu {n} Karten",
    ),
    "round_number": (
        "round={round}: Schapa's rounds are numbered 1 to 8",
        "round={round}: Schapas Runden sind von 1 bis 8 nummeriert",
    ),
    "layout_only_finished": (
        "round 7 is laid out: it has no tricks, give only finished",
        "Runde 7 wird angelegt: sie hat keine Stiche, gib nur finished an",
    ),
    "finished_every_seat": (
        "finished={seats}: name every seat once, first out first",
        "finished={seats}: nenne jeden Sitz einmal, den zuerst fertigen zuerst",
    ),
    "finished_round_7": (
        "finished: only round 7 has a finishing order, not round {round}",
        "finished: nur Runde 7 hat eine Reihenfolge des Fertigwerdens, nicht Runde {round}",
    ),
    "tricks_needed": (
        "tricks_won=None: round {round} scores the tricks each seat took",
        "tricks_won=None: Runde {round} zählt die Stiche jedes Sitzes",
    ),
    "tricks_per_seat": (
        "tricks_won: give the tricks of each of the {n} seats",
        "tricks_won: gib die Stiche jedes der {n} Sitze an",
    ),
    "tricks_count": (
        "tricks_won[{seat}]={value}: must be a whole number >= 0",
        "tricks_won[{seat}]={value}: muss eine ganze Zahl >= 0 sein",
    ),
    "tricks_total": (
        "tricks_won={won}: {total} tricks, but a round played out has {tricks}",
        "tricks_won={won}: {total} Stiche, aber eine ausgespielte Runde hat {tricks}",
    ),
    "last_winner_no_trick": (
        "last_winner={seat}: that seat took no trick",
        "last_winner={seat}: dieser Sitz hat keinen Stich gemacht",
    ),
    "last_winner_needed": (
        "last_winner=None: round {round} scores the last trick",
        "last_winner=None: Runde {round} zählt den letzten Stich",
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
    "results_rounds": (
        "results: {n} rounds played, but the match has only {games}",
        "results: {n} Runden gespielt, aber die Partie hat nur {games}",
    ),
    "results_seats_game": (
        "results[{i}]: a game of {n} seats, not {seats}",
        "results[{i}]: ein Spiel mit {n} Sitzen, nicht {seats}",
    ),
    "results_seats_round": (
        "results[{i}]: a round of {n} seats, not {seats}",
        "results[{i}]: eine Runde mit {n} Sitzen, nicht {seats}",
    ),
    "results_round": (
        "results[{i}]: game {game} of the match is round {round}, not round {other}",
        "results[{i}]: Spiel {game} der Partie ist Runde {round}, nicht Runde {other}",
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
    "record_rules_round": (
        "the round was played under other rules than the match",
        "die Runde wurde nach anderen Regeln gespielt als die Partie",
    ),
    "record_pot": (
        "the game was dealt with a pot of {pot}, not {other}",
        "das Spiel wurde mit einem Stock von {pot} gegeben, nicht {other}",
    ),
    "match_over_games": (
        "the match is over after {n} games",
        "die Partie ist nach {n} Spielen vorbei",
    ),
    "match_over": (
        "the match is over; every round has been played",
        "die Partie ist vorbei; jede Runde wurde gespielt",
    ),
    "record_round": (
        "the match's next round is round {round} dealt by seat {seat}, not round {other} "
        "dealt by seat {dealer}",
        "die nächste Runde der Partie ist Runde {round}, gegeben von Sitz {seat}, nicht Runde "
        "{other}, gegeben von Sitz {dealer}",
    ),
    "round_not_over": (
        "round {round} is not over yet; seat {seat} is to move",
        "Runde {round} ist noch nicht vorbei; Sitz {seat} ist am Zug",
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
    "position_layout_word": (
        "action {k} ({action}) is said only in round 7",
        "Aktion {k} ({action}) sagt man nur in Runde 7",
    ),
    "position_open_hand_when": (
        "an open hand is known only in a Bettel ouvert after trick 1",
        "eine offene Hand gibt es nur im Bettel ouvert nach dem ersten Stich",
    ),
    "position_open_hand_own": (
        "the declarer's open hand is the declarer's own hand",
        "die offene Hand des Spielers ist seine eigene Hand",
    ),
    "position_open_hand_needed": (
        "in a Bettel ouvert the cards of seat {seat} lie open after the first trick: give them "
        "(open_hand)",
        "im Bettel ouvert liegen die Karten von Sitz {seat} nach dem ersten Stich offen: gib "
        "sie an (open_hand)",
    ),
    "position_open_hand_size": (
        "the open hand of seat {seat} has {size} cards, not {n}",
        "die offene Hand von Sitz {seat} hat {size} Karten, nicht {n}",
    ),
    "position_open_hand_clash": (
        "{cards} in the open hand is held or played elsewhere",
        "{cards} aus der offenen Hand ist woanders gehalten oder gespielt",
    ),
    "position_no_klopfen": (
        "klopfer given, but these rules do not play Klopfen",
        "klopfer angegeben, aber diese Regeln kennen kein Klopfen",
    ),
    "position_ramsch_declarer": ("a Ramsch has no declarer", "ein Ramsch hat keinen Spieler"),
    "position_no_ramsch": (
        "these rules throw the cards in when all pass: no Ramsch",
        "diese Regeln werfen ein, wenn alle weiter sagen: kein Ramsch",
    ),
    "position_ramsch_kontra": (
        "nobody says kontra or re in a Ramsch",
        "im Ramsch sagt niemand kontra oder re",
    ),
    "position_needs_declarer": ("{game} needs a declarer", "{game} braucht einen Spieler"),
    "position_re_after_kontra": ("re is said only after kontra", "re sagt man nur nach kontra"),
    "position_no_kontra": ("these rules do not play Kontra", "diese Regeln kennen kein Kontra"),
    "position_declarer_kontra": (
        "the declarer cannot say kontra",
        "der Spieler kann nicht kontra sagen",
    ),
    "position_only_declarer_re": ("only the declarer says re", "nur der Spieler sagt re"),
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
    "check_declarer_sau": (
        "seat {seat} is the declarer and cannot hold the Sau he called ({card})",
        "Sitz {seat} ist der Spieler und kann die gerufene Sau nicht haben ({card})",
    ),
    "check_no_call": (
        "called_suit_led=True, but {game} calls no Sau",
        "called_suit_led=True, aber {game} ruft keine Sau",
    ),
    "check_not_led": (
        "called_suit_led=True, but {suit} cannot have been led: the seat still holds the "
        "called Sau and could not have run away with its suit",
        "called_suit_led=True, aber {suit} kann nicht angespielt worden sein: der Sitz hat "
        "die gerufene Sau noch und konnte mit ihrer Farbe nicht davonlaufen",
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
    "position_bidding_game": (
        "the bidding produces {game}, not {other}",
        "das Reizen ergibt {game}, nicht {other}",
    ),
    "position_bidding_declarer": (
        "the bidding makes seat {seat} the declarer, not {other}",
        "das Reizen macht Sitz {seat} zum Spieler, nicht {other}",
    ),
    "position_bidding_kontra": (
        "kontra/re by {kontra}/{re} in the bidding, not {other}",
        "kontra/re von {kontra}/{re} im Reizen, nicht {other}",
    ),
    "position_bidding_klopfer": (
        "seats {seats} klopfed in the bidding, not {other}",
        "die Sitze {seats} haben im Reizen geklopft, nicht {other}",
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
    "position_layout_no_tricks": (
        "round 7 has no tricks: give its history",
        "Runde 7 hat keine Stiche: gib ihre Geschichte an",
    ),
    "position_trick_round": (
        "round {round} is a trick round: give its tricks, not a layout",
        "Runde {round} ist eine Stichrunde: gib ihre Stiche an, keine Auslage",
    ),
    "position_trick_cards": (
        "trick {k} has {size} cards; {n} players play {m}",
        "Stich {k} hat {size} Karten; {n} Spieler spielen {m}",
    ),
    "position_lays": (
        "the history lays {cards}, not {other}",
        "die Geschichte legt {cards}, nicht {other}",
    ),
    "position_finished": (
        "the seats went out in the order {order}, not {other}",
        "die Sitze wurden in der Reihenfolge {order} fertig, nicht {other}",
    ),
    "position_hand_sizes": (
        "the seats hold {sizes} cards, not {other}",
        "die Sitze haben {sizes} Karten, nicht {other}",
    ),
    "position_to_move_hidden": (
        "round 7: whether seat {seat} can lay again is hidden; give to_move",
        "Runde 7: ob Sitz {seat} noch einmal legen kann, ist verdeckt; gib to_move an",
    ),
    "position_round": (
        "Schapa's rounds are numbered 1 to 8, not {round}",
        "Schapas Runden sind von 1 bis 8 nummeriert, nicht {round}",
    ),
    "position_movers": (
        "round 7 needs the seat of every action (movers)",
        "Runde 7 braucht den Sitz jeder Aktion (movers)",
    ),
    "position_layout_seat": (
        "round 7: a seat is 0 to {last}",
        "Runde 7: ein Sitz ist 0 bis {last}",
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
    "text_layout_seats": (
        "round 7: every action needs its seat (seat:action)",
        "Runde 7: jede Aktion braucht ihren Sitz (Sitz:Aktion)",
    ),
    "text_open_not_declarer": (
        "seat {seat} shows cards but is not the declarer",
        "Sitz {seat} zeigt Karten, ist aber nicht der Spieler",
    ),
    "what_current_trick": ("the current trick", "der laufende Stich"),
    "what_hand": ("the hand of seat {seat}", "die Hand von Sitz {seat}"),
    "what_open_hand": ("the open hand", "die offene Hand"),
    "what_layout": ("the layout", "die Auslage"),
    "what_position": (
        "the position of seat {seat} in round {round}",
        "die Stellung von Sitz {seat} in Runde {round}",
    ),
    "what_position_sk": ("the position of seat {seat}", "die Stellung von Sitz {seat}"),
    "what_trick": ("trick {k}", "Stich {k}"),
    "layout_sizes_needed": (
        "round 7 without its history: give hand_sizes (every seat's cards)",
        "Runde 7 ohne Geschichte: gib hand_sizes an (die Kartenzahl jedes Sitzes)",
    ),
    "layout_sizes": (
        "hand_sizes={sizes}: give the number of cards of each of the {n} seats, 0 to {most}",
        "hand_sizes={sizes}: gib die Kartenzahl jedes der {n} Sitze an, 0 bis {most}",
    ),
    "layout_hand_twice": (
        "{cards} is in the hand and in the layout",
        "{cards} ist in der Hand und in der Auslage",
    ),
    "layout_hand_size": (
        "seat {seat} holds {held} cards, not {size}",
        "Sitz {seat} hat {held} Karten, nicht {size}",
    ),
    "layout_count": (
        "the seats hold {held} cards and the layout has {laid}, but {n} players play {total}",
        "die Sitze haben {held} Karten und die Auslage {laid}, aber {n} Spieler spielen mit "
        "{total}",
    ),
    "layout_shape": (
        "the layout cannot hold {cards}: every suit is laid from its seven outwards",
        "die Auslage kann {cards} nicht enthalten: jede Farbe wird von der Sieben aus angelegt",
    ),
    "layout_finished": (
        "finished={order}: the seats out are {seats}; name each once, first out first",
        "finished={order}: fertig sind die Sitze {seats}; nenne jeden einmal, den ersten zuerst",
    ),
    "layout_over": ("to_move={seat}: the round is over", "to_move={seat}: die Runde ist vorbei"),
    "layout_to_move": (
        "to_move={seat}: give the seat to move, one that holds cards",
        "to_move={seat}: gib den Sitz am Zug an, einen mit Karten",
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
    "record_expected": ("expected {what}, not {found}", "erwartet {what}, nicht {found}"),
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
        "a Schapa record has no Stock pot",
        "ein Schapa-Protokoll hat keinen Stock",
    ),
    "record_schapa_rounds": (
        "a Schapa match plays the rules' rounds",
        "eine Schapa-Partie spielt die Runden der Regeln",
    ),
    "record_round_numbers": (
        "Schapa's rounds are numbered 1 to 8",
        "Schapas Runden sind von 1 bis 8 nummeriert",
    ),
    "record_no_rounds": (
        "a Schafkopf record has no rounds",
        "ein Schafkopf-Protokoll hat keine Runden",
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
    "3rd": "dritte",
    "4th": "vierte",
}

_SK_CODE: Final = re.compile(r"^[EGHS][AZKOU987]$")
_FR_CODE: Final = re.compile(r"^(?:[AKQJ]|10|[2-9])[CSHD]$")
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
    if _SK_CODE.match(text) or _FR_CODE.match(text):
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
    if _SK_CODE.match(found):
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
    parts = re.split(r", | and ", text) if " of " in text else text.split()
    words = [_card_word(c, lang) for c in parts]
    if not words or any(w is None for w in words):
        return None
    names = [w for w in words if w is not None]
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + (" und " if lang == "de" else " and ") + names[-1]


_SAID: Final = frozenset({"weiter", "spiele", "klopfen", "kontra", "re", "gut", "schapa", "ende"})


def _action_words(text: str, key: str, lang: str = "de") -> str:
    """What a seat cannot do, after ``Sitz 0 kann``: ``die Eichel-Sieben nicht spielen``,
    ``Herz-Solo nicht ansagen``, ``nicht kontra sagen``; in English after ``seat 0
    cannot``: ``play the Seven of Acorns``, ``announce Hearts Solo``, ``say kontra``."""
    bare = text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text
    card = _card_word(bare, lang)
    en = lang == "en"
    if card is not None:
        word = _with_article(card, True, lang)
        return f"play {word}" if en else word + " nicht spielen"
    if bare in _SAID:
        return f"say {bare}" if en else f"nicht {bare} sagen"
    render = RENDERERS.get("game")
    game = None if render is None else render(bare, lang)
    if game is not None:
        return f"announce {game}" if en else f"{game} nicht ansagen"
    return f"play “{bare}”" if en else f"„{bare}“ nicht spielen"


def _render(name: str, value: str, key: str, first: bool, lang: str) -> str:
    """A value filled into a blank, in words of ``lang``."""
    if _match(value):
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
    elif name == "action" and key in _WRAPPERS:
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


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        re.escape(part) if k % 2 == 0 else f"(?P<{part}>.+?)" for k, part in enumerate(parts)
    )
    return re.compile(f"^{regex}$", re.DOTALL)


_WRAPPERS: Final = (
    "illegal_action",
    "illegal_action_over",
    "not_parsed_at",
    "not_parsed",
    "dealer_assumed",
    "replayed_by",
    "replayed",
)
"""The error texts that hold another text (a reason, a problem): matched first."""
_TEMPLATES: Final = tuple(
    (key, _pattern(en), {"en": en, "de": de})
    for key, (en, de) in [
        *((k, ERRORS[k]) for k in _WRAPPERS),
        *REASONS.items(),
        *LINES.items(),
        *((k, v) for k, v in ERRORS.items() if k not in _WRAPPERS),
    ]
)


@functools.lru_cache(maxsize=4096)
def _match(text: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    for key, pattern, _texts in _TEMPLATES:
        found = pattern.match(text)
        if found is not None:
            return key, tuple(found.groupdict().items())
    return None


_BY_CODE: Final = {key: texts for key, _p, texts in _TEMPLATES}

_SHOWN_EN: Final = {
    "illegal_action": "seat {seat} cannot {action}: {reason}",
    "illegal_action_over": "nobody can {action}: {reason}",
}
"""English templates whose blank is written with its verb (``cannot play the Seven of
Acorns``, ``cannot say kontra``); the others are shown as they are matched."""


def code(text: str) -> str:
    """The stable machine code of an English reason or settlement label (``""`` if it
    has no template)."""
    found = _match(text)
    return "" if found is None else found[0]


def params(text: str) -> dict[str, str]:
    """The values filled into the template of ``text`` (``{"seat": "2"}``)."""
    found = _match(text)
    return {} if found is None else dict(found[1])


def translate(text: str, lang: str = "en", *, you: int | None = None) -> str:
    """An English reason, settlement label or error text in words of ``lang`` (``"de"``
    or ``"en"``): the cards, suits and games its blanks hold in notation (``E7``, ``solo
    herz``) are named as the language names them (``Seven of Acorns``, ``Hearts Solo``;
    ``Eichel-Sieben``, ``Herz-Solo``). With ``you``, a reason about that seat speaks to
    its player (``you must follow trump``, ``du musst Trumpf zugeben``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    found = _match(text)
    if found is None:
        return text
    key, values = found
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
        else _render(name, value, key, template.startswith("{" + name + "}"), lang)
        for name, value in values
    }
    if you is not None and "reason" in words:
        words["reason"] = translate(dict(values)["reason"], lang, you=you)
    return template.format(**words)
