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
'QC QS bekommen zu -20'

``state.why_illegal(action, lang="de")`` and ``line.text("de")`` use the same functions.
A text without a template (none should exist; a test checks it) is returned unchanged and
its code is ``""``.
"""

from __future__ import annotations

import functools
import re
from typing import Final, Literal

__all__ = ["LANGUAGES", "LINES", "REASONS", "Lang", "code", "params", "translate"]

Lang = Literal["de", "en"]
LANGUAGES: Final = ("de", "en")

REASONS: Final[dict[str, tuple[str, str]]] = {
    # code: (English, German). Checked in this order: specific templates first.
    "game_over": ("the game is over", "das Spiel ist vorbei"),
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
        "Rufspiel needs a callable Sau: you hold the {suit}-Sau",
        "ein Rufspiel braucht eine rufbare Sau: du hast die {suit}-Sau selbst",
    ),
    "rufspiel_no_suit": (
        "Rufspiel needs a callable Sau: you hold no {suit} card (its Ober and Unter are trumps)",
        "ein Rufspiel braucht eine rufbare Sau: du hast keine {suit}-Karte "
        "(Ober und Unter sind Trumpf)",
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
    "layout_word_only": (
        "'{action}' is said only in round 7, the layout round; play a card",
        "'{action}' sagt man nur in Runde 7, der Legerunde; spiele eine Karte",
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
    "not_an_action": ("{text} is not an action: {problem}", "{text} ist keine Aktion: {problem}"),
    # What is wrong with a text (the problem of a NotationError), inside the reason above.
    "expected_action": (
        "not an action: expected weiter, spiele, klopfen, a game, kontra, re, gut or a card "
        "such as EO",
        "erwartet weiter, spiele, klopfen, ein Spiel, kontra, re, gut oder eine Karte wie EO",
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
        "not a card; expected a card (like QS or Pik Dame), 'schapa' or 'ende'",
        "keine Karte; erwartet eine Karte (wie QS oder Pik Dame), 'schapa' oder 'ende'",
    ),
    "expected_card_empty": (
        "empty text, expected a card; expected a card (like QS or Pik Dame), 'schapa' or 'ende'",
        "leere Eingabe; erwartet eine Karte (wie QS oder Pik Dame), 'schapa' oder 'ende'",
    ),
}
"""Why an action is not legal, by code: (English, German) templates."""

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
    "all_taken": ("all of {cards} taken", "alle {cards} bekommen"),
    "taken_at": ("{cards} taken at {points}", "{cards} bekommen zu {points}"),
    "taken": ("{cards} taken", "{cards} bekommen"),
    "last_trick": ("last trick", "letzter Stich"),
    "place": ("place {n}", "Platz {n}"),
}
"""The labels of settlement lines, by code: (English, German) templates."""

_WORDS_DE: Final = {
    # English words inside sentences, in German (suits of the French deck, games).
    "clubs": "Kreuz",
    "spades": "Pik",
    "hearts": "Herz",
    "diamonds": "Karo",
    "Geier": "Geier",
    "Tout": "Tout",
}


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        re.escape(part) if k % 2 == 0 else f"(?P<{part}>.+?)" for k, part in enumerate(parts)
    )
    return re.compile(f"^{regex}$", re.DOTALL)


_TEMPLATES: Final = tuple(
    (key, _pattern(en), {"en": en, "de": de})
    for table in (REASONS, LINES)
    for key, (en, de) in table.items()
)


@functools.lru_cache(maxsize=4096)
def _match(text: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    for key, pattern, _texts in _TEMPLATES:
        found = pattern.match(text)
        if found is not None:
            return key, tuple(found.groupdict().items())
    return None


_BY_CODE: Final = {key: texts for key, _p, texts in _TEMPLATES}


def code(text: str) -> str:
    """The stable machine code of an English reason or settlement label (``""`` if it
    has no template)."""
    found = _match(text)
    return "" if found is None else found[0]


def params(text: str) -> dict[str, str]:
    """The values filled into the template of ``text`` (``{"seat": "2"}``)."""
    found = _match(text)
    return {} if found is None else dict(found[1])


def translate(text: str, lang: str = "en") -> str:
    """An English reason or settlement label in ``lang`` (``"de"`` or ``"en"``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    if lang == "en":
        return text
    found = _match(text)
    if found is None:
        return text
    key, values = found
    words = {
        name: translate(value, lang) if _match(value) else _WORDS_DE.get(value, value)
        for name, value in values
    }
    return _BY_CODE[key][lang].format(**words)
