"""Issue 27, one naming scheme per language: every sentence a player reads (the reasons of
``why_illegal``, the text of an ``IllegalActionError``, the lines of a settlement, the
sentences of the events) names cards, suits and games in words of its own language, never
by a card code and never with a word of the other language."""

from __future__ import annotations

import random
import re

import pytest

from kartenregeln import DECK, get_game, messages
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.names import schafkopf_code
from kartenregeln.schafkopf.contracts import SK_CARDS

SCHAFKOPF_CODE = re.compile(r"(?<![\w-])[EGHS][AZKOU987](?![\w-])")
SCHAPA_CODE = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])[CSHD](?![\w-])")
GERMAN_WORDS = re.compile(r"\b(?:Eichel|Gras|Herz|Schellen|Kreuz|Pik|Karo|Sitz|Spieler|Karte)")
ENGLISH_WORDS = re.compile(
    r"\b(?:Acorns|Leaves|Bells|Hearts|Clubs|Spades|Diamonds|seat|cannot|holds?|of)\b", re.I
)
WRONG = {"en": GERMAN_WORDS, "de": ENGLISH_WORDS}
WORDS = (
    "weiter spiele klopfen kontra re gut wenz geier sie ramsch bettel schapa ende "
    "'solo herz' 'rufspiel eichel' 'rufspiel gras' 'rufspiel schellen' 'tout wenz' "
    "'farbwenz gras' 'solo eichel' 'solo schellen' xyz"
)
PROBES = re.findall(r"'([^']+)'|(\S+)", WORDS)


def check(text: str, lang: str) -> None:
    assert not SCHAFKOPF_CODE.search(text), text
    assert not SCHAPA_CODE.search(text), text
    found = WRONG[lang].search(text)
    assert found is None, (found, text)
    assert "'" not in text or lang == "en" or text.startswith("'"), text


def _sentences(state: object, action: str, seen: dict[str, set[str]]) -> None:
    for lang in ("en", "de"):
        reason = state.why_illegal(action, lang=lang)  # type: ignore[attr-defined]
        if reason is not None:
            seen[lang].add(reason)
    try:
        state.apply(action)  # type: ignore[attr-defined]
    except (IllegalActionError, NotationError) as exc:
        for lang in ("en", "de"):
            seen[lang].add(exc.message(lang))


SK_RULES = (
    sk.Rules(),
    sk.Rules.sauspiel(),
    sk.Rules(klopfen=True, farbwenz=True, bettel=True),
    sk.Rules(players=3, deck=sk.Deck.SHORT),
    sk.Rules(players=3),  # the long deck with the Skat
    sk.Rules(bettel=True, bettel_herz=True, bettel_stichzwang=True, tout_games=("wenz",)),
    sk.Rules(jungfrau="doubles_own_each"),
)


@pytest.mark.parametrize("seed", range(3))
def test_every_sentence_names_things_in_its_own_language(seed: int) -> None:
    rng = random.Random(seed)
    seen: dict[str, set[str]] = {"en": set(), "de": set()}
    sk_story = get_game("schafkopf").facet("narration")
    sp_story = get_game("schapa").facet("narration")
    for n in range(8):
        rules = SK_RULES[n % len(SK_RULES)]
        state = sk.deal(rules, dealer=n % rules.players, rng=rng)
        while not state.is_over:
            probes = [schafkopf_code(c) for c in rng.sample(SK_CARDS, 3)]
            probes += [a or b for a, b in rng.sample(PROBES, 3)]
            for probe in probes:
                _sentences(state, probe, seen)
            action = rng.choice(state.legal_actions())
            mover = state.to_move
            assert mover is not None
            for lang in ("en", "de"):
                for face in sk_story.FACES:
                    seen[lang].add(sk_story.action_line(action, mover, lang, face, "name"))
            state = state.apply(action)
        for line in state.settle().breakdown:
            seen["en"].add(line.text("en"))
            seen["de"].add(line.text("de"))
    for n in range(8):
        sp_rules = sp.Rules(players=3 + n % 4)
        round_state = sp.deal(sp_rules, round=1 + n % 8, dealer=0, rng=rng)
        while not round_state.is_over:
            for probe in [str(c) for c in rng.sample(list(DECK), 3)] + ["schapa", "ende"]:
                _sentences(round_state, probe, seen)
            sp_action = rng.choice(round_state.legal_actions())
            sp_mover = round_state.to_move
            assert sp_mover is not None
            for lang in ("en", "de"):
                seen[lang].add(sp_story.action_line(sp_action, sp_mover, lang, "french", "name"))
            round_state = round_state.apply(sp_action)
        for line in round_state.settle().breakdown:
            seen["en"].add(line.text("en"))
            seen["de"].add(line.text("de"))
    assert len(seen["en"]) > 200
    for lang, texts in seen.items():
        for text in texts:
            check(text, lang)


def test_the_notation_stays_in_the_machine_text_and_translates_back() -> None:
    text = "seat 1 sits behind seat 0 and needs a higher game than geier"
    english = messages.translate(text, "en")
    assert english == "seat 1 sits behind seat 0 and needs a higher game than Geier"
    text = "seat 0 does not hold E7"
    assert messages.translate(text, "en") == "seat 0 does not hold the Seven of Acorns"
    assert messages.code(messages.translate(text, "en")) == "does_not_hold"
    assert messages.translate(messages.translate(text, "en"), "de") == messages.translate(
        text, "de"
    )
    assert messages.translate(messages.translate(text, "en"), "en") == messages.translate(
        text, "en"
    )
    assert messages.translate("QC QS taken at -20", "en") == (
        "Queen of Clubs and Queen of Spades taken at -20"
    )


def test_the_rufspiel_reasons_name_the_seat_and_the_english_suit() -> None:
    state = sk.GameState.start(
        sk.Rules(),
        dealer=3,
        hands=[
            "EO GO HO SO EU GU HU SU",
            "EA EZ EK E9 GA GZ GK G9",
            "HA HZ HK H9 SA SZ SK S9",
            "E8 E7 G8 G7 H8 H7 S8 S7",
        ],
    )
    state = state.apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    assert state.why_illegal("rufspiel eichel") == (
        "Rufspiel needs a callable Sau: seat 0 holds no Acorns card (its Ober and Unter are trumps)"
    )
    assert state.why_illegal("rufspiel eichel", lang="de") == (
        "ein Rufspiel braucht eine rufbare Sau: Sitz 0 hat keine Eichel-Karte (Ober und Unter "
        "sind Trumpf)"
    )


def test_the_english_card_words_are_the_names_of_the_library() -> None:
    from kartenregeln.names import long_name

    for card in DECK:
        assert messages._card_word(str(card), "en") == long_name(card, "en", "french")
    for card in SK_CARDS:
        code = schafkopf_code(card)
        assert messages._card_word(code, "en") == long_name(card, "en", "bavarian")
