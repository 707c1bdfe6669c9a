"""Schafkopf's own sentences in German and English, registered with
[`kartenregeln.messages.register`][kartenregeln.messages.register] when the package is
imported: the reasons, settlement lines and errors that name Schafkopf's things."""

from __future__ import annotations

from typing import Final

from kartenregeln.messages import register, register_calls

__all__ = ["ERRORS", "LINES", "REASONS", "YOU"]

REASONS: Final[dict[str, dict[str, str]]] = {
    "needs_higher_game": {
        "en": "seat {seat} sits behind seat {holder} and needs a higher game than {best}",
        "de": "Sitz {seat} sitzt hinter Sitz {holder} und braucht ein höheres Spiel als {best}",
    },
    "needs_equal_game": {
        "en": "seat {seat} needs a game at least as high as {best}",
        "de": "Sitz {seat} braucht ein mindestens so hohes Spiel wie {best}",
    },
    "not_played": {
        "en": "{game} is not played under these rules",
        "de": "{game} wird nach diesen Regeln nicht gespielt",
    },
    "legal_if_led": {
        "en": "{card} may be played only if {suit} was led in an earlier trick; if not: {reason}",
        "de": "{card} darf nur gespielt werden, wenn {suit} schon in einem früheren Stich "
        "angespielt wurde; sonst gilt: {reason}",
    },
    "klopfen_or_weiter": {
        "en": "Klopfen: seat {seat} says klopfen or weiter",
        "de": "Klopfen: Sitz {seat} sagt klopfen oder weiter",
    },
    "spiele_or_weiter": {
        "en": "round one: seat {seat} says spiele or weiter",
        "de": "erste Runde: Sitz {seat} sagt spiele oder weiter",
    },
    "partner_no_kontra": {
        "en": "the declarer's partner may not say kontra, only gut",
        "de": "der Partner des Spielers darf nicht kontra sagen, nur gut",
    },
    "kontra_or_gut": {
        "en": "seat {seat} may say kontra or gut now",
        "de": "Sitz {seat} darf jetzt kontra oder gut sagen",
    },
    "re_or_gut": {
        "en": "Kontra was said: the declarer, seat {seat}, may say re or gut",
        "de": "es wurde Kontra gegeben: der Spieler, Sitz {seat}, darf re oder gut sagen",
    },
    "partner_re_or_gut": {
        "en": "Kontra was said: the declarer's partner, seat {seat}, may say re or gut",
        "de": "es wurde Kontra gegeben: der Partner des Spielers, Sitz {seat}, darf re oder "
        "gut sagen",
    },
    "re_party_only": {
        "en": "only the declarer's party may say re, the others say gut",
        "de": "nur die Partei des Spielers darf re sagen, die anderen sagen gut",
    },
    "must_announce": {
        "en": "seat {seat} said spiele and must announce a game first",
        "de": "Sitz {seat} hat spiele gesagt und muss zuerst ein Spiel ansagen",
    },
    "announce_or_weiter": {
        "en": "round two: seat {seat} announces a game or says weiter",
        "de": "zweite Runde: Sitz {seat} sagt ein Spiel an oder sagt weiter",
    },
    "no_ramsch_announce": {
        "en": "Ramsch cannot be announced; it is played when everyone says weiter",
        "de": "Ramsch kann man nicht ansagen; er wird gespielt, wenn alle weiter sagen",
    },
    "rufspiel_holds_sau": {
        "en": "Rufspiel needs a callable Sau: seat {seat} holds {card} itself",
        "de": "ein Rufspiel braucht eine rufbare Sau: Sitz {seat} hat {card} selbst",
    },
    "rufspiel_no_suit": {
        "en": "Rufspiel needs a callable Sau: seat {seat} holds no {suit} card (its Ober "
        "and Unter are trumps)",
        "de": "ein Rufspiel braucht eine rufbare Sau: Sitz {seat} hat keine {suit}-Karte "
        "(Ober und Unter sind Trumpf)",
    },
    "no_rufspiel_three": {
        "en": "there is no Rufspiel with three players: the declarer plays alone",
        "de": "zu dritt gibt es kein Rufspiel: der Spieler spielt allein",
    },
    "sie_needs_all": {
        "en": "Sie needs all four Ober and all four Unter",
        "de": "ein Sie braucht alle vier Ober und alle vier Unter",
    },
    "fact_called_suit_led": {
        "en": "whether {suit} was led in an earlier trick",
        "de": "ob {suit} schon in einem früheren Stich angespielt wurde",
    },
    "sau_when_searched": {
        "en": "the called Sau must be played when its suit is led",
        "de": "die gerufene Sau muss gespielt werden, wenn ihre Farbe angespielt wird",
    },
    "sau_not_discarded": {
        "en": "the called Sau may not be discarded before its suit has been led, unless it "
        "is the last card",
        "de": "die gerufene Sau darf nicht abgeworfen werden, bevor ihre Farbe gespielt "
        "wurde, außer als letzte Karte",
    },
    "no_davonlaufen": {
        "en": "the partner may lead the called suit only with the Sau (no davonlaufen)",
        "de": "der Partner darf die gerufene Farbe nur mit der Sau anspielen (kein Davonlaufen)",
    },
    "davonlaufen": {
        "en": "the partner may lead the called suit only with the Sau, unless he holds four "
        "or more of its cards (davonlaufen)",
        "de": "der Partner darf die gerufene Farbe nur mit der Sau anspielen, außer er hat "
        "vier oder mehr Karten dieser Farbe (davonlaufen)",
    },
    "must_beat": {
        "en": "seat {seat} must beat the trick: a Bettel with Stichzwang",
        "de": "Sitz {seat} muss den Stich überstechen: ein Bettel mit Stichzwang",
    },
    "bettel_herz": {
        "en": "under these rules the Bettel is played with Hearts as trump (bettel herz)",
        "de": "nach diesen Regeln wird der Bettel mit Herz als Trumpf gespielt (bettel herz)",
    },
    "bettel_no_trump": {
        "en": "under these rules the Bettel is played without trumps (bettel)",
        "de": "nach diesen Regeln wird der Bettel ohne Trumpf gespielt (bettel)",
    },
    "not_played_tout": {
        "en": "{game} is not played Tout under these rules",
        "de": "{game} wird nach diesen Regeln nicht Tout gespielt",
    },
    "expected_action": {
        "en": "not an action: expected weiter, spiele, klopfen, a game, kontra, re, gut or "
        "a card such as Ober of Acorns",
        "de": "erwartet weiter, spiele, klopfen, ein Spiel, kontra, re, gut oder eine Karte "
        "wie Eichel-Ober",
    },
    "not_schafkopf_card": {
        "en": "{card} is not a Schafkopf card (Sau to Sieben only)",
        "de": "{card} ist keine Schafkopf-Karte (nur Sau bis Sieben)",
    },
    "rufspiel_suits": {
        "en": "a Rufspiel calls the Eichel-, Gras- or Schellen-Sau",
        "de": "ein Rufspiel ruft die Eichel-, Gras- oder Schellen-Sau",
    },
    "tout_needs_game": {
        "en": "tout needs a game: tout solo <suit>, tout wenz, tout geier",
        "de": "Tout braucht ein Spiel: tout solo <Farbe>, tout wenz, tout geier",
    },
}
"""Why an action is not legal in Schafkopf, by code."""

LINES: Final[dict[str, dict[str, str]]] = {
    "rufspiel_tariff": {
        "en": "Rufspiel tariff",
        "de": "Tarif Rufspiel",
    },
    "solo_tariff": {
        "en": "Solo tariff",
        "de": "Tarif Solo",
    },
    "ramsch_tariff": {
        "en": "Ramsch tariff",
        "de": "Tarif Ramsch",
    },
    "bettel_tariff": {
        "en": "Bettel tariff",
        "de": "Tarif Bettel",
    },
    "ouvert": {
        "en": "Ouvert",
        "de": "Ouvert",
    },
    "laufende": {
        "en": "{n} Laufende",
        "de": "{n} Laufende",
    },
    "sie": {
        "en": "Sie",
        "de": "Sie",
    },
    "tout": {
        "en": "Tout",
        "de": "Tout",
    },
    "schneider": {
        "en": "Schneider",
        "de": "Schneider",
    },
    "schwarz": {
        "en": "Schwarz",
        "de": "Schwarz",
    },
    "doublings": {
        "en": "Doublings",
        "de": "Verdopplungen",
    },
    "klopfer": {
        "en": "Klopfer",
        "de": "Klopfer",
    },
    "kontra": {
        "en": "Kontra",
        "de": "Kontra",
    },
    "re": {
        "en": "Re",
        "de": "Re",
    },
    "thrown_in": {
        "en": "Thrown in: nobody plays",
        "de": "Eingeworfen: keiner spielt",
    },
    "durchmarsch": {
        "en": "Durchmarsch",
        "de": "Durchmarsch",
    },
    "jungfrau_own": {
        "en": "Jungfrau (her own payment)",
        "de": "Jungfrau (nur ihre eigene Zahlung)",
    },
    "jungfrau": {
        "en": "Jungfrau",
        "de": "Jungfrau",
    },
    "ramsch_loser": {
        "en": "Loses the Ramsch",
        "de": "Verliert den Ramsch",
    },
    "takes_stock": {
        "en": "Takes the Stock",
        "de": "Nimmt den Stock",
    },
    "pays_stock": {
        "en": "Pays into the Stock",
        "de": "Zahlt in den Stock",
    },
}
"""The labels of settlement lines in Schafkopf, by code."""

ERRORS: Final[dict[str, dict[str, str]]] = {
    # the rules' own checks (Rules(...), and so every way rules are made)
    "rules_nonneg": {
        "en": "{field} must be an int >= 0, not {value}",
        "de": "{field} muss eine ganze Zahl >= 0 sein, nicht {value}",
    },
    "rules_max_int": {
        "en": "{field} must be at most 2**53 - 1 (the largest whole number a record keeps), "
        "not {value}",
        "de": "{field} darf höchstens 2**53 - 1 sein (die größte ganze Zahl, die ein Bericht "
        "hält), nicht {value}",
    },
    "rules_laufende_min": {
        "en": "laufende_min.{name} must be None (not paid) or 1..14, not {value}",
        "de": "laufende_min.{name} muss None (nicht bezahlt) oder 1..14 sein, nicht {value}",
    },
    "rules_kinds_tuple": {
        "en": "{field} must be a tuple of game kinds, not {value}",
        "de": "{field} muss ein Tupel von Spielarten sein, nicht {value}",
    },
    "rules_kinds_unknown": {
        "en": "{field}: unknown game {kind}; use {known}",
        "de": "{field}: unbekanntes Spiel {kind}; möglich sind {known}",
    },
    "rules_kinds_twice": {
        "en": "{field} names a game twice: {value}",
        "de": "{field} nennt ein Spiel zweimal: {value}",
    },
    "rules_enum": {
        "en": "{enum} must be one of {choices}, not {value}",
        "de": "{enum} muss eines von {choices} sein, nicht {value}",
    },
    "rules_durchmarsch": {
        "en": "durchmarsch_min_augen must be None or 61..120, not {value}",
        "de": "durchmarsch_min_augen muss None oder 61..120 sein, nicht {value}",
    },
    "rules_stock": {
        "en": "stock must be None (no Stock) or an int >= 1, not {value}",
        "de": "stock muss None (kein Stock) oder eine ganze Zahl >= 1 sein, nicht {value}",
    },
    "rules_stock_throw_in": {
        "en": "stock is paid when all pass: it needs all_pass=AllPass.THROW_IN",
        "de": "der Stock wird gezahlt, wenn alle passen: er braucht all_pass=AllPass.THROW_IN",
    },
    "rules_sk_players": {
        "en": "players must be 3 or 4, not {value}",
        "de": "players muss 3 oder 4 sein, nicht {value}",
    },
    "rules_instance": {
        "en": "{field} must be a {kind}, not {value}",
        "de": "{field} muss ein {kind} sein, nicht {value}",
    },
    # the rules text (Rules.parse, --rules): inside text_rules_option or on their own
    "rules_text_type": {
        "en": "rules text must be a str, not {kind}",
        "de": "der Regeltext muss ein str sein, nicht {kind}",
    },
    "rules_text_bool": {
        "en": "expected on/off, true/false or yes/no",
        "de": "erwartet on/off, true/false oder yes/no",
    },
    "rules_text_number": {
        "en": "expected a whole number or none",
        "de": "erwartet eine ganze Zahl oder none",
    },
    "rules_text_no_sub": {"en": "{group} has no {sub}", "de": "{group} kennt kein {sub}"},
    "rules_text_unknown": {
        "en": "unknown option; use {known}",
        "de": "unbekannte Option; möglich sind {known}",
    },
    "rules_text_refused": {"en": "rules {text}: {detail}", "de": "Regeln {text}: {detail}"},
    "position_bidding_game": {
        "en": "the bidding produces {game}, not {other}",
        "de": "das Reizen ergibt {game}, nicht {other}",
    },
    "expected_game": {
        "en": "expected a game such as 'solo herz', 'wenz' or 'sie'",
        "de": "erwartet ein Spiel wie 'Herz-Solo', 'Wenz' oder 'Sie'",
    },
    "unknown_game": {
        "en": "unknown game {word}; expected a game such as 'solo herz', 'wenz' or 'sie'",
        "de": "unbekanntes Spiel {word}; erwartet ein Spiel wie 'Herz-Solo', 'Wenz' oder 'Sie'",
    },
    "calls_no_sau": {
        "en": "a {kind} calls no Sau",
        "de": "ein {kind} ruft keine Sau",
    },
    "only_bettel_ouvert": {
        "en": "only a Bettel is played ouvert",
        "de": "nur ein Bettel wird ouvert gespielt",
    },
    "kind_no_tout": {
        "en": "{kind} cannot be played tout",
        "de": "{kind} kann man nicht tout spielen",
    },
    "no_klopfen": {
        "en": "klopfer={n}: these rules have no Klopfen",
        "de": "klopfer={n}: diese Regeln kennen kein Klopfen",
    },
    "no_kontra": {
        "en": "kontra=True: these rules have no Kontra",
        "de": "kontra=True: diese Regeln kennen kein Kontra",
    },
    "re_without_kontra": {
        "en": "re=True: Re answers a Kontra, and there was none",
        "de": "re=True: Re antwortet auf ein Kontra, und es gab keines",
    },
    "kontra_on_sie": {
        "en": "kontra=True: a Sie ends the auction before anyone can say Kontra",
        "de": "kontra=True: ein Sie beendet das Reizen, bevor jemand Kontra sagen kann",
    },
    "ramsch_payout": {
        "en": "game=ramsch: use ramsch_payout() for a Ramsch",
        "de": "game=ramsch: einen Ramsch rechnet ramsch_payout() ab",
    },
    "rules_no_tout": {
        "en": "game={game}: these rules have no Tout",
        "de": "game={game}: diese Regeln kennen kein Tout",
    },
    "rufspiel_three": {
        "en": "game={game}: there is no Rufspiel with three players",
        "de": "game={game}: zu dritt gibt es kein Rufspiel",
    },
    "rufspiel_partner": {
        "en": "partner=None: a Rufspiel has a partner, the called Sau's holder",
        "de": "partner=None: ein Rufspiel hat einen Partner, der die gerufene Sau hat",
    },
    "own_sau": {
        "en": "partner={partner}: the declarer cannot call his own Sau",
        "de": "partner={partner}: der Spieler kann nicht seine eigene Sau rufen",
    },
    "played_alone": {
        "en": "partner={partner}: a {game_name} is played alone",
        "de": "partner={partner}: {game_name} wird allein gespielt",
    },
    "schwarz_augen": {
        "en": "schwarz=True with augen={augen}: a party without a trick leaves the other 120",
        "de": "schwarz=True mit augen={augen}: eine Partei ohne Stich lässt der anderen 120",
    },
    "tricks_augen": {
        "en": "tricks={tricks} with augen={augen}: a party without a trick leaves the other 120",
        "de": "tricks={tricks} mit augen={augen}: eine Partei ohne Stich lässt der anderen 120",
    },
    "schwarz_tricks": {
        "en": "schwarz={schwarz} with tricks={tricks}: they disagree",
        "de": "schwarz={schwarz} mit tricks={tricks}: das widerspricht sich",
    },
    "schwarz_open": {
        "en": "augen={augen}: say whether the other party took a trick (schwarz=True or "
        "False, or tricks=)",
        "de": "augen={augen}: sag, ob die andere Partei einen Stich gemacht hat "
        "(schwarz=True oder False, oder tricks=)",
    },
    "schneider_bool": {
        "en": "schneider={value}: must be True or False",
        "de": "schneider={value}: muss True oder False sein",
    },
    "schneider_not": {
        "en": "schneider={schneider} with augen={augen}: the game is not Schneider by these rules",
        "de": "schneider={schneider} mit augen={augen}: das Spiel ist nach diesen Regeln "
        "nicht Schneider",
    },
    "schneider_is": {
        "en": "schneider={schneider} with augen={augen}: the game is Schneider by these rules",
        "de": "schneider={schneider} mit augen={augen}: das Spiel ist nach diesen Regeln Schneider",
    },
    "sie_augen": {
        "en": "augen={augen}: a Sie takes every trick, 120 Augen",
        "de": "augen={augen}: ein Sie macht jeden Stich, 120 Augen",
    },
    "laufende_count": {
        "en": "laufende={value}: must be a whole number >= 0",
        "de": "laufende={value}: muss eine ganze Zahl >= 0 sein",
    },
    "laufende_most": {
        "en": "laufende={n}: a {game_name} has only {most} trumps",
        "de": "laufende={n}: {game_name} hat nur {most} Trümpfe",
    },
    "ramsch_augen_seats": {
        "en": "augen={augen}: give the Augen of the {words} seats",
        "de": "augen={augen}: gib die Augen aller {words} Sitze an",
    },
    "ramsch_augen_sum": {
        "en": "augen={augen}: the {words} seats take 120 Augen, not {total}",
        "de": "augen={augen}: die {words} Sitze bekommen 120 Augen, nicht {total}",
    },
    "jungfrau_twice": {
        "en": "jungfrauen={seats}: a seat is named twice",
        "de": "jungfrauen={seats}: ein Sitz ist zweimal genannt",
    },
    "jungfrau_augen": {
        "en": "jungfrauen: seat {seat} took {augen} Augen, so it took a trick",
        "de": "jungfrauen: Sitz {seat} hat {augen} Augen, also einen Stich gemacht",
    },
    "durchmarsch_other": {
        "en": "durchmarsch={seat}: seat {sweeper} took every trick",
        "de": "durchmarsch={seat}: Sitz {sweeper} hat jeden Stich gemacht",
    },
    "durchmarsch_augen_min": {
        "en": "durchmarsch={seat}: seat {other} has {augen} Augen; a Durchmarsch takes "
        "every trick or at least {most} Augen",
        "de": "durchmarsch={seat}: Sitz {other} hat {augen} Augen; ein Durchmarsch macht "
        "jeden Stich oder mindestens {most} Augen",
    },
    "durchmarsch_augen": {
        "en": "durchmarsch={seat}: seat {other} has {augen} Augen; a Durchmarsch takes every trick",
        "de": "durchmarsch={seat}: Sitz {other} hat {augen} Augen; ein Durchmarsch macht "
        "jeden Stich",
    },
    "loser_durchmarsch": {
        "en": "loser={seat}: nobody loses a Ramsch won by a Durchmarsch",
        "de": "loser={seat}: einen Ramsch mit Durchmarsch verliert niemand",
    },
    "loser_tie": {
        "en": "loser=None: seats {seats} share the most Augen; name the seat the tie rule "
        "makes lose",
        "de": "loser=None: die Sitze {seats} haben gleich viele, die meisten Augen; nenne "
        "den Sitz, den die Regel für den Gleichstand verlieren lässt",
    },
    "loser_not_most": {
        "en": "loser={seat}: seat {other} does not have the most Augen ({most})",
        "de": "loser={seat}: Sitz {other} hat nicht die meisten Augen ({most})",
    },
    "position_open_hand_when": {
        "en": "an open hand is known only in a Bettel ouvert after trick 1",
        "de": "eine offene Hand gibt es nur im Bettel ouvert nach dem ersten Stich",
    },
    "position_open_hand_own": {
        "en": "the declarer's open hand is the declarer's own hand",
        "de": "die offene Hand des Spielers ist seine eigene Hand",
    },
    "position_open_hand_needed": {
        "en": "in a Bettel ouvert the cards of seat {seat} lie open after the first trick: "
        "give them (open_hand)",
        "de": "im Bettel ouvert liegen die Karten von Sitz {seat} nach dem ersten Stich "
        "offen: gib sie an (open_hand)",
    },
    "position_open_hand_size": {
        "en": "the open hand of seat {seat} has {size} cards, not {n}",
        "de": "die offene Hand von Sitz {seat} hat {size} Karten, nicht {n}",
    },
    "position_open_hand_clash": {
        "en": "{cards} in the open hand is held or played elsewhere",
        "de": "{cards} aus der offenen Hand ist woanders gehalten oder gespielt",
    },
    "position_no_klopfen": {
        "en": "klopfer given, but these rules do not play Klopfen",
        "de": "klopfer angegeben, aber diese Regeln kennen kein Klopfen",
    },
    "position_ramsch_declarer": {
        "en": "a Ramsch has no declarer",
        "de": "ein Ramsch hat keinen Spieler",
    },
    "position_no_ramsch": {
        "en": "these rules throw the cards in when all pass: no Ramsch",
        "de": "diese Regeln werfen ein, wenn alle weiter sagen: kein Ramsch",
    },
    "position_ramsch_kontra": {
        "en": "nobody says kontra or re in a Ramsch",
        "de": "im Ramsch sagt niemand kontra oder re",
    },
    "view_declarer_no_game": {
        "en": "a view with a declarer must name the game",
        "de": "eine Sicht mit einem Spieler muss das Spiel nennen",
    },
    "position_needs_declarer": {
        "en": "{game} needs a declarer",
        "de": "{game} braucht einen Spieler",
    },
    "position_re_after_kontra": {
        "en": "re is said only after kontra",
        "de": "re sagt man nur nach kontra",
    },
    "position_no_kontra": {
        "en": "these rules do not play Kontra",
        "de": "diese Regeln kennen kein Kontra",
    },
    "position_declarer_kontra": {
        "en": "the declarer cannot say kontra",
        "de": "der Spieler kann nicht kontra sagen",
    },
    "position_only_declarer_re": {
        "en": "only the declarer says re",
        "de": "nur der Spieler sagt re",
    },
    "check_declarer_sau": {
        "en": "seat {seat} is the declarer and cannot hold the Sau he called ({card})",
        "de": "Sitz {seat} ist der Spieler und kann die gerufene Sau nicht haben ({card})",
    },
    "check_declarer_played_sau": {
        "en": "seat {seat} is the declarer and cannot have played the Sau he called ({card}): "
        "the trick says he did",
        "de": "Sitz {seat} ist der Spieler und kann die gerufene Sau nicht gespielt haben "
        "({card}): der Stich sagt, er hat es",
    },
    "position_kontra_re": {
        "en": "the seat that said kontra cannot say re",
        "de": "wer kontra gesagt hat, kann nicht re sagen",
    },
    "check_sau_gone_not_led": {
        "en": "called_suit_led=False, but the called Sau ({card}) is gone: it leaves a hand "
        "before the last trick only when {suit} is led",
        "de": "called_suit_led=False, aber die gerufene Sau ({card}) ist schon gespielt: sie "
        "verlässt eine Hand vor dem letzten Stich nur, wenn {suit} angespielt wird",
    },
    "check_led_none_gone": {
        "en": "called_suit_led=True, but {suit} cannot have been led: no card of it is gone",
        "de": "called_suit_led=True, aber {suit} kann nicht angespielt worden sein: keine "
        "Karte davon ist gespielt",
    },
    "check_no_call": {
        "en": "called_suit_led=True, but {game} calls no Sau",
        "de": "called_suit_led=True, aber {game} ruft keine Sau",
    },
    "check_not_led": {
        "en": "called_suit_led=True, but {suit} cannot have been led: the seat still holds "
        "the called Sau and could not have run away with its suit",
        "de": "called_suit_led=True, aber {suit} kann nicht angespielt worden sein: der "
        "Sitz hat die gerufene Sau noch und konnte mit ihrer Farbe nicht davonlaufen",
    },
    "position_bidding_declarer": {
        "en": "the bidding makes seat {seat} the declarer, not {other}",
        "de": "das Reizen macht Sitz {seat} zum Spieler, nicht {other}",
    },
    "position_bidding_kontra": {
        "en": "kontra/re by {kontra}/{re} in the bidding, not {other}",
        "de": "kontra/re von {kontra}/{re} im Reizen, nicht {other}",
    },
    "position_bidding_klopfer": {
        "en": "seats {seats} klopfed in the bidding, not {other}",
        "de": "die Sitze {seats} haben im Reizen geklopft, nicht {other}",
    },
    "text_open_not_declarer": {
        "en": "seat {seat} shows cards but is not the declarer",
        "de": "Sitz {seat} zeigt Karten, ist aber nicht der Spieler",
    },
    "phase_klopfen": {
        "en": "Klopfen is asked: klopfen or weiter",
        "de": "Klopfen wird gefragt: klopfen oder weiter",
    },
    "phase_round1": {
        "en": "round one: spiele or weiter",
        "de": "erste Runde: spiele oder weiter",
    },
    "phase_auction": {
        "en": "the auction: a game or weiter",
        "de": "das Reizen: ein Spiel oder weiter",
    },
    "phase_kontra": {"en": "kontra or gut", "de": "kontra oder gut"},
    "phase_re": {"en": "re or gut", "de": "re oder gut"},
    "phase_play": {"en": "the cards are being played", "de": "die Karten werden gespielt"},
    # the formats: openschafkopf's lines, the games built from other programs' records
    "os_two_suits": {
        "en": "the game {name} names more than one suit",
        "de": "das Spiel {name} nennt mehr als eine Farbe",
    },
    "os_unknown_game": {"en": "unknown game {name}", "de": "unbekanntes Spiel {name}"},
    "os_ambiguous_game": {
        "en": "the game {name} is ambiguous ({kinds})",
        "de": "das Spiel {name} ist mehrdeutig ({kinds})",
    },
    "os_bettel_stich_rules": {
        "en": "a Bettel with Stichzwang ('Bettel stich': each seat must beat the trick if it "
        "can) needs rules with bettel_stichzwang",
        "de": "ein Bettel mit Stichzwang ('Bettel stich': jeder Sitz muss den Stich "
        "überstechen, wenn er kann) braucht Regeln mit bettel_stichzwang",
    },
    "os_bettel_stich_game": {
        "en": "these rules play the Bettel with Stichzwang: the game is 'Bettel stich'",
        "de": "diese Regeln spielen den Bettel mit Stichzwang: das Spiel heißt 'Bettel stich'",
    },
    "os_bettel_plain": {
        "en": "a Bettel has no suit and no Tout: {name}",
        "de": "ein Bettel hat keine Farbe und kein Tout: {name}",
    },
    "os_rufspiel_sau": {
        "en": "a Rufspiel names the called Sau: {name}",
        "de": "ein Rufspiel nennt die gerufene Sau: {name}",
    },
    "os_rufspiel_herz": {
        "en": "a Rufspiel cannot call the Herz-Sau",
        "de": "ein Rufspiel kann die Herz-Sau nicht rufen",
    },
    "os_rufspiel_tout": {
        "en": "a Rufspiel cannot be played Tout",
        "de": "ein Rufspiel kann man nicht Tout spielen",
    },
    "os_solo_suit": {
        "en": "a Solo names its trump suit: {name}",
        "de": "ein Solo nennt seine Trumpffarbe: {name}",
    },
    "os_played_twice": {"en": "{code} is played twice", "de": "{code} wird zweimal gespielt"},
    "os_no_colon": {
        "en": "no ':' between the game and the cards",
        "de": "kein ':' zwischen dem Spiel und den Karten",
    },
    "os_needs_declarer": {
        "en": "{name} needs its declarer: '<game> von <seat>'",
        "de": "{name} braucht seinen Spieler: '<Spiel> von <Sitz>'",
    },
    "os_declarer_seat": {
        "en": "the declarer must be a seat 0..{last}, not {value}",
        "de": "der Spieler muss ein Sitz 0..{last} sein, nicht {value}",
    },
    "os_ramsch_declarer": {
        "en": "a Ramsch has no declarer ({value})",
        "de": "ein Ramsch hat keinen Spieler ({value})",
    },
    "os_card_count": {
        "en": "the line lists {n} cards; the deal has {size}: write every card",
        "de": "die Zeile nennt {n} Karten; das Spiel hat {size}: schreib jede Karte auf",
    },
    "os_card_refused": {
        "en": "card {k} ({card}): {error}",
        "de": "Karte {k} ({card}): {error}",
    },
    "os_four_players": {
        "en": "openschafkopf's notation is for four players",
        "de": "die Notation von openschafkopf ist für vier Spieler",
    },
    "os_not_over": {
        "en": "the game is not over: the notation lists every card",
        "de": "das Spiel ist nicht vorbei: die Notation nennt jede Karte",
    },
    "os_thrown_in": {
        "en": "the deal was thrown in: no game to write",
        "de": "das Spiel wurde eingeworfen: es gibt kein Spiel zu schreiben",
    },
    "os_no_game": {
        "en": "openschafkopf's notation has no {game_name}",
        "de": "die Notation von openschafkopf kennt kein {game_name}",
    },
    "os_ended_early": {
        "en": "the game ended before its last card (a lost Tout or Bettel): the notation "
        "lists every card, and the rest was not played",
        "de": "das Spiel endete vor seiner letzten Karte (ein verlorenes Tout oder ein "
        "verlorener Bettel): die Notation nennt jede Karte, und der Rest wurde nicht gespielt",
    },
    "os_doublings": {
        "en": "the notation has no Klopfen, Kontra or Re: pass drop_doublings=True to write "
        "the game without them",
        "de": "die Notation kennt kein Klopfen, Kontra oder Re: gib drop_doublings=True an, "
        "um das Spiel ohne sie zu schreiben",
    },
    "build_no_deal": {
        "en": "the hands do not deal: {error}",
        "de": "die Hände ergeben kein Geben: {error}",
    },
    "build_no_klopfen": {
        "en": "the game was doubled, but these rules have no Klopfen",
        "de": "das Spiel wurde gedoppelt, aber diese Regeln kennen kein Klopfen",
    },
    "build_no_ramsch": {
        "en": "everyone passed, but these rules do not play a Ramsch then",
        "de": "alle sagten weiter, aber diese Regeln spielen dann keinen Ramsch",
    },
    "build_no_kontra": {
        "en": "the game was doubled by Kontra, but these rules have no Kontra",
        "de": "das Spiel wurde mit Kontra gedoppelt, aber diese Regeln kennen kein Kontra",
    },
    "build_no_re_chance": {
        "en": "Re was said, but the game gives no chance for it",
        "de": "Re wurde gesagt, aber das Spiel gibt keine Gelegenheit dazu",
    },
    "build_no_kontra_chance": {
        "en": "Kontra was said, but the game gives no chance for it",
        "de": "Kontra wurde gesagt, aber das Spiel gibt keine Gelegenheit dazu",
    },
    "build_bidding": {"en": "the bidding: {error}", "de": "das Reizen: {error}"},
    "build_announcing": {
        "en": "announcing {game_name}: {error}",
        "de": "beim Ansagen von {game_name}: {error}",
    },
    "build_kontra_re": {"en": "Kontra/Re: {error}", "de": "bei Kontra/Re: {error}"},
    "build_card": {
        "en": "card {k} ({card}, trick {t}): {error}",
        "de": "Karte {k} ({card}, Stich {t}): {error}",
    },
    "build_card_over": {
        "en": "card {k} ({card}, trick {t}): the game is already over",
        "de": "Karte {k} ({card}, Stich {t}): das Spiel ist schon vorbei",
    },
    "convert_not_schafkopf": {"en": "not a Schafkopf game", "de": "kein Schafkopf-Spiel"},
    "convert_no_game": {
        "en": "there is no such game (or it was skipped)",
        "de": "dieses Spiel gibt es nicht (oder es wurde übersprungen)",
    },
    "convert_nothing": {"en": "no game to convert", "de": "kein Spiel zum Umwandeln"},
    # NetSchafkopf's protocols
    "ns_unreadable": {
        "en": "cannot read the file: {problem}",
        "de": "die Datei ist nicht lesbar: {problem}",
    },
    "ns_totals_row": {
        "en": "expected the row of running totals, not {line}",
        "de": "erwartet die Zeile mit den laufenden Summen, nicht {line}",
    },
    "ns_totals_count": {
        "en": "{n} totals for {players} players",
        "de": "{n} Summen für {players} Spieler",
    },
    "ns_new_game_early": {
        "en": "a new game starts before the last one's totals",
        "de": "ein neues Spiel beginnt vor den Summen des letzten",
    },
    "ns_outside_game": {
        "en": "unexpected text outside a game: {line}",
        "de": "unerwarteter Text außerhalb eines Spiels: {line}",
    },
    "ns_columns_change": {
        "en": "the players' columns change: {names}",
        "de": "die Spalten der Spieler ändern sich: {names}",
    },
    "ns_unexpected_line": {
        "en": "unexpected line: {line}",
        "de": "unerwartete Zeile: {line}",
    },
    "ns_ends_in_game": {
        "en": "the file ends inside a game",
        "de": "die Datei endet mitten in einem Spiel",
    },
    "ns_no_game": {
        "en": "the file has no game",
        "de": "die Datei enthält kein Spiel",
    },
    "ns_price_text": {
        "en": "cannot read the price text at {text}",
        "de": "der Preistext ist ab {text} nicht lesbar",
    },
    "ns_no_price": {
        "en": "the game has no price sentence",
        "de": "das Spiel hat keinen Satz mit dem Preis",
    },
    "ns_unknown_dealer": {
        "en": "unknown dealer {name}",
        "de": "unbekannter Geber {name}",
    },
    "ns_hands_count": {
        "en": "{n} hands, not {players}",
        "de": "{n} Hände, nicht {players}",
    },
    "ns_hands_order": {
        "en": "the hands go from Vorhand round the table: {want}, not {name}",
        "de": "die Hände gehen von der Vorhand reihum: {want}, nicht {name}",
    },
    "ns_ramsch_declarer": {
        "en": "a Ramsch with a declarer",
        "de": "ein Ramsch mit einem Spieler",
    },
    "ns_no_play_line": {
        "en": "no line says who plays which game",
        "de": "keine Zeile sagt, wer welches Spiel spielt",
    },
    "ns_trick_size": {
        "en": "a trick of {n} cards",
        "de": "ein Stich mit {n} Karten",
    },
    "ns_price_differs": {
        "en": "the {key} price is {value} here but {other} in {where}",
        "de": "der Preis {key} ist hier {value}, aber {other} in {where}",
    },
    "ns_laufende_count": {
        "en": "the file counts {n} Laufende, the library {count}",
        "de": "die Datei zählt {n} Laufende, die Bibliothek {count}",
    },
    "ns_laufende_paid": {
        "en": "{n} Laufende are paid in a {kind} here, but {unpaid} are not in {where}",
        "de": "{n} Laufende werden hier in einem {kind} bezahlt, aber {unpaid} nicht in {where}",
    },
    "ns_no_rules_line": {
        "en": "not a NetSchafkopf protocol: no rule set line",
        "de": "kein NetSchafkopf-Protokoll: keine Zeile mit dem Regelwerk",
    },
    "ns_played_by": {
        "en": "expected 'gespielt von …', not {text}",
        "de": "erwartet 'gespielt von …', nicht {text}",
    },
    "ns_players": {
        "en": "{n} players: only 4 are read",
        "de": "{n} Spieler: gelesen werden nur 4",
    },
    "ns_hand_sizes": {
        "en": "hands of {sizes} cards in one file",
        "de": "Hände mit {sizes} Karten in einer Datei",
    },
    "ns_spritz": {
        "en": "{n} mal gespritzt: at most Kontra and Re are read",
        "de": "{n} mal gespritzt: gelesen werden höchstens Kontra und Re",
    },
    "ns_not_over": {
        "en": "the game is not over after its last trick",
        "de": "das Spiel ist nach seinem letzten Stich nicht vorbei",
    },
    "ns_unknown_player": {"en": "unknown player {name}", "de": "unbekannter Spieler {name}"},
    "ns_result_text": {
        "en": "cannot read the result sentence {text}",
        "de": "der Satz mit dem Ergebnis ist nicht lesbar: {text}",
    },
    "ns_none": {"en": "none", "de": "keiner"},
    "ns_wins": {"en": "wins", "de": "gewinnt"},
    "ns_loses": {"en": "loses", "de": "verliert"},
    "ns_ramsch_loser": {
        "en": "the file's Ramsch loser is {who}; the library's {theirs}",
        "de": "den Ramsch verliert laut Datei {who}, laut Bibliothek {theirs}",
    },
    "ns_loser_augen": {
        "en": "the file gives the loser {augen} Augen; the library {mine}",
        "de": "die Datei gibt dem Verlierer {augen} Augen, die Bibliothek {mine}",
    },
    "ns_jungfrauen": {
        "en": "the file's Jungfrauen are not the library's",
        "de": "die Jungfrauen der Datei sind nicht die der Bibliothek",
    },
    "ns_result_declarer": {
        "en": "the result names {who}, the declarer is {declarer}",
        "de": "das Ergebnis nennt {who}, der Spieler ist {declarer}",
    },
    "ns_declarer_won": {
        "en": "the file says the declarer {said}; the library: {mine}",
        "de": "laut Datei {said} der Spieler; laut Bibliothek: {mine}",
    },
    "ns_partner": {
        "en": "the file's partner is {who}; the library's {theirs}",
        "de": "der Partner ist laut Datei {who}, laut Bibliothek {theirs}",
    },
    "ns_opponents_augen": {
        "en": "the file gives the opponents {augen} Augen; the library {mine}",
        "de": "die Datei gibt den Gegnern {augen} Augen, die Bibliothek {mine}",
    },
    "ns_payout": {
        "en": "the file's payout is {theirs}; the library's settlement is {mine}",
        "de": "die Auszahlung der Datei ist {theirs}; die Abrechnung der Bibliothek ist {mine}",
    },
    "ns_price": {
        "en": "the file's price is {theirs}; the library's is {mine}",
        "de": "der Preis der Datei ist {theirs}; der der Bibliothek ist {mine}",
    },
    "deal_pot_even": {
        "en": "pot must be an even int >= 0, not {value}",
        "de": "pot muss eine gerade ganze Zahl >= 0 sein, nicht {value}",
    },
    "deal_pot": {
        "en": "pot must be an int >= 0, not {value}",
        "de": "pot muss eine ganze Zahl >= 0 sein, nicht {value}",
    },
    "deal_pot_stock": {"en": "a pot needs Rules.stock", "de": "ein pot braucht Rules.stock"},
    "deal_sk_hands": {
        "en": "hands must be a sequence of {words} hands, seat 0 to {last}",
        "de": "hands muss eine Folge von {words} Händen sein, Sitz 0 bis {last}",
    },
    "what_open_hand": {
        "en": "the open hand",
        "de": "die offene Hand",
    },
}
"""The errors for bad input that are not rule reasons in Schafkopf, by code."""

YOU: Final[dict[str, tuple[str, dict[str, str]]]] = {
    "needs_higher_game": (
        "seat",
        {
            "en": "you sit behind seat {holder} and need a higher game than {best}",
            "de": "du sitzt hinter Sitz {holder} und brauchst ein höheres Spiel als {best}",
        },
    ),
    "needs_equal_game": (
        "seat",
        {
            "en": "you need a game at least as high as {best}",
            "de": "du brauchst ein mindestens so hohes Spiel wie {best}",
        },
    ),
    "partner_no_kontra": (
        "",
        {
            "en": "you are the declarer's partner and may not say kontra, only gut",
            "de": "du bist der Partner des Spielers und darfst nicht kontra sagen, nur gut",
        },
    ),
    "re_party_only": (
        "",
        {
            "en": "only the declarer's party may say re; you say gut",
            "de": "nur die Partei des Spielers darf re sagen; du sagst gut",
        },
    ),
    "klopfen_or_weiter": (
        "seat",
        {"en": "Klopfen: you say klopfen or weiter", "de": "Klopfen: du sagst klopfen oder weiter"},
    ),
    "spiele_or_weiter": (
        "seat",
        {
            "en": "round one: you say spiele or weiter",
            "de": "erste Runde: du sagst spiele oder weiter",
        },
    ),
    "kontra_or_gut": (
        "seat",
        {"en": "you may say kontra or gut now", "de": "du darfst jetzt kontra oder gut sagen"},
    ),
    "re_or_gut": (
        "seat",
        {
            "en": "Kontra was said: you are the declarer and may say re or gut",
            "de": "es wurde Kontra gegeben: du bist der Spieler und darfst re oder gut sagen",
        },
    ),
    "partner_re_or_gut": (
        "seat",
        {
            "en": "Kontra was said: you are the declarer's partner and may say re or gut",
            "de": "es wurde Kontra gegeben: du bist der Partner des Spielers und darfst re "
            "oder gut sagen",
        },
    ),
    "must_announce": (
        "seat",
        {
            "en": "you said spiele and must announce a game first",
            "de": "du hast spiele gesagt und musst zuerst ein Spiel ansagen",
        },
    ),
    "announce_or_weiter": (
        "seat",
        {
            "en": "round two: you announce a game or say weiter",
            "de": "zweite Runde: du sagst ein Spiel an oder sagst weiter",
        },
    ),
    "rufspiel_holds_sau": (
        "seat",
        {
            "en": "Rufspiel needs a callable Sau: you hold {card} yourself",
            "de": "ein Rufspiel braucht eine rufbare Sau: du hast {card} selbst",
        },
    ),
    "rufspiel_no_suit": (
        "seat",
        {
            "en": "Rufspiel needs a callable Sau: you hold no {suit} card (its Ober and Unter "
            "are trumps)",
            "de": "ein Rufspiel braucht eine rufbare Sau: du hast keine {suit}-Karte (Ober und "
            "Unter sind Trumpf)",
        },
    ),
    "must_beat": (
        "seat",
        {
            "en": "you must beat the trick: a Bettel with Stichzwang",
            "de": "du musst den Stich überstechen: ein Bettel mit Stichzwang",
        },
    ),
}
"""The reasons above said to the player at the seat they name: the blank that names
the seat and the sentences."""

register("schafkopf", REASONS, kind="reason", you=YOU)
register("schafkopf", LINES, kind="line")
register("schafkopf", ERRORS, kind="error")
register_calls("schafkopf", ("weiter", "spiele", "klopfen", "kontra", "re", "gut"))
