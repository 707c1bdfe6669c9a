"""Every sentence a player reads exists in German and English with a stable code: the
reasons of why_illegal in both games, and every settlement line."""

from __future__ import annotations

import random
import re

import pytest

from kartenregeln import DECK, messages
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.schafkopf.contracts import SK_CARDS
from kartenregeln.schafkopf.state import _all_games

SK_PROBES: tuple[sk.Action, ...] = (
    *(sk.Play(c) for c in SK_CARDS),
    *(sk.Announce(g) for g in _all_games(sk.Rules())),
    sk.Announce(sk.Contract("ramsch")),
    sk.WEITER, sk.SPIELE, sk.KLOPFEN, sk.KONTRA, sk.RE, sk.GUT,
)  # fmt: skip
SP_PROBES: tuple[sp.Action, ...] = (*(sp.Play(c) for c in DECK), sp.SCHAPA, sp.ENDE)


def _machine_reason(state: sk.GameState, action: object) -> str:
    """The reason in its machine form (codes and notation), as ``apply`` raises it."""
    try:
        state.apply(action)  # type: ignore[arg-type]
    except IllegalActionError as exc:
        return exc.reason
    except NotationError as exc:
        return f"{exc.text!r} is not an action: {exc.problem}"
    raise AssertionError(action)


def check_reason(reason: str, seen: set[str]) -> None:
    key = messages.code(reason)
    assert key, f"no template for {reason!r}"
    seen.add(key)
    german = messages.translate(reason, "de")
    en, de = messages.REASONS[key]
    assert german != reason or en == de
    for word in ("seat ", " must ", " the ", " does not "):
        assert word not in german, (reason, german)


def test_every_schafkopf_reason_and_line_has_both_languages() -> None:
    rng = random.Random(8)
    seen: set[str] = set()
    lines: set[str] = set()
    variants = (sk.Rules(klopfen=True, geier=False, tout=False), sk.Rules.sauspiel(), sk.Rules())
    for n in range(150):
        state = sk.deal(variants[n % 3], dealer=n % 4, rng=rng)
        while True:
            for action in rng.sample(SK_PROBES, 12):
                reason = state.why_illegal(action)
                if reason is not None:
                    check_reason(reason, seen)
                    assert state.why_illegal(action, lang="de") == messages.translate(
                        _machine_reason(state, action), "de"
                    )
            if state.is_over:
                break
            legal = state.legal_actions()
            state = state.apply(legal[-1] if rng.random() < 0.3 else rng.choice(legal))
        for line in state.settle().breakdown:
            assert line.code, f"no code for the line {line.label!r}"
            lines.add(line.code)
            assert line.text("de") != str(line) or "Sitz" not in line.text("de")
    # not_your_turn is a view's answer (another seat is to move), never a state's
    rare = {"sie_needs_all", "round_over", "layout_word_only", "schapa_at_start", "must_lay",
            "ende_after_lay", "not_in_deck", "opened_by_seven", "suit_complete", "suit_takes",
            "not_an_action", "re_or_gut", "re_party_only", "partner_re_or_gut",
            "partner_no_kontra", "davonlaufen",
            "sau_not_discarded", "expected_action", "empty_action", "not_schafkopf_card",
            "rufspiel_suits", "unknown_suit", "tout_needs_game", "expected_card",
            "expected_card_empty", "no_davonlaufen", "not_your_turn",
            "not_game_action", "card_not_action", "no_rufspiel_three"}  # fmt: skip
    # the Bettel variants and the Tout limit (their tests check both languages)
    rare |= {"must_beat", "not_played_tout", "bettel_herz", "bettel_no_trump"}
    # check_play's answers (tests/schafkopf/test_sk_check_play.py checks both languages)
    rare |= {"legal_if_led", "may_be_played", "fact_called_suit_led"}
    shipped = {k for k in messages.REASONS if messages.owner(k) in (None, "schafkopf", "schapa")}
    assert shipped - seen <= rare
    assert {"schneider", "value", "laufende", "ramsch_tariff", "klopfer", "kontra"} <= lines


def test_every_schapa_reason_and_line_has_both_languages() -> None:
    rng = random.Random(9)
    seen: set[str] = set()
    lines: set[str] = set()
    for n in range(120):
        rules = sp.Rules(players=3 + n % 4, one_card_per_turn=n % 3 == 0)
        state = sp.deal(rules, round=1 + n % 8, dealer=0, rng=rng)
        while True:
            for action in rng.sample(SP_PROBES, 6):
                reason = state.why_illegal(action)
                if reason is not None:
                    check_reason(reason, seen)
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        for line in state.settle().breakdown:
            assert line.code, f"no code for the line {line.label!r}"
            lines.add(line.code)
    for text in ("xyz", "", "rufspiel herz"):
        reason = sp.deal(sp.Rules(), rng=rng).why_illegal(text)
        assert reason is not None
        check_reason(reason, seen)
    assert {"round_over", "layout_word_only", "must_follow_suit", "does_not_hold", "must_lay",
            "ende_after_lay", "opened_by_seven", "suit_takes", "not_an_action"} <= seen  # fmt: skip
    assert {"tricks", "taken", "taken_at", "last_trick", "place"} <= lines


def test_templates_have_the_same_blanks_in_both_languages() -> None:
    for table in (messages.REASONS, messages.LINES):
        for key, (en, de) in table.items():
            assert sorted(re.findall(r"\{(\w+)\}", en)) == sorted(re.findall(r"\{(\w+)\}", de)), key
    assert len(set(messages.REASONS) | set(messages.LINES)) == len(messages.REASONS) + len(
        messages.LINES
    )


def test_reasons_in_german_and_the_codes() -> None:
    s = sk.GameState.start(
        sk.Rules(),
        dealer=3,
        hands=[
            "EO GO HO SO EU GU HU SU",
            "EA EZ EK E9 GA GZ GK G9",
            "HA HZ HK H9 SA SZ SK S9",
            "E8 E7 G8 G7 H8 H7 S8 S7",
        ],
    )
    s = s.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    assert s.why_illegal("rufspiel gras", lang="de") == (
        "ein Rufspiel braucht eine rufbare Sau: Sitz 0 hat keine Gras-Karte "
        "(Ober und Unter sind Trumpf)"
    )
    assert messages.code(s.why_illegal("rufspiel gras") or "") == "rufspiel_no_suit"
    assert messages.code(s.why_illegal("rufspiel gras", lang="de") or "") == "rufspiel_no_suit"
    said = messages.say("must_follow_suit", seat=2, suit="Gras")
    assert messages.params(said) == {"seat": "2", "suit": "Gras"}
    said = messages.say("must_follow_suit", seat=1, suit="clubs")
    assert messages.translate(said, "de") == "Sitz 1 muss Kreuz bedienen"
    # the deprecated reading of plain text gives the same
    with pytest.warns(DeprecationWarning, match="pass a Message"):
        assert messages.params("seat 2 must follow Gras") == {"seat": "2", "suit": "Gras"}
    with pytest.warns(DeprecationWarning, match="pass a Message"):
        assert messages.translate("seat 1 must follow clubs", "de") == "Sitz 1 muss Kreuz bedienen"
    with pytest.raises(ValueError, match="lang must be one of de, en"):
        s.why_illegal("EO", lang="fr")
    with pytest.warns(DeprecationWarning, match="pass a Message"):
        assert messages.code("no such sentence") == ""


@pytest.mark.parametrize("text", ["xyz", "", "E6", "rufspiel herz", "solo blau", "tout"])
def test_text_that_is_no_action_is_explained_in_german(text: str) -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    reason = state.why_illegal(text) or ""
    german = state.why_illegal(text, lang="de") or ""
    assert messages.code(reason) == "not_an_action"
    assert "ist keine Aktion" in german
    for english in ("expected", "unknown", "needs", "calls", "empty", "is not"):
        assert english not in german, german


def test_a_game_registers_its_sentences_in_both_languages() -> None:
    sentences = {
        "probe_swept": {"en": "seat {seat} swept {n} Probes", "de": "Sitz {seat} fegte {n} Proben"},
        "probe_none": {"en": "no Probe left", "de": "keine Probe mehr"},
    }
    you = {"probe_swept": ("seat", {"en": "you swept {n} Probes", "de": "du fegtest {n} Proben"})}
    messages.register("probe", sentences, kind="reason", you=you)
    messages.register("probe", sentences, kind="reason", you=you)  # again: no change
    swept = messages.say("probe_swept", seat=2, n=3)
    assert swept == "seat 2 swept 3 Probes"
    assert messages.code(swept) == "probe_swept"
    assert messages.params(swept) == {"seat": "2", "n": "3"}
    assert messages.translate(swept, "de") == "Sitz 2 fegte 3 Proben"
    assert messages.translate(swept, "de", you=2) == "du fegtest 3 Proben"
    assert messages.translate(messages.say("probe_none"), "en") == "no Probe left"
    with pytest.warns(DeprecationWarning, match="pass a Message"):
        assert messages.code("seat 2 swept 3 Probes") == "probe_swept"
    assert messages.REASONS["probe_none"] == ("no Probe left", "keine Probe mehr")
    assert messages.owner("probe_none") == "probe"
    # a shipped game's sentences are registered by its package, not held by messages.py
    assert "rufspiel_no_suit" in sk.sentences.REASONS
    assert "must_lay" in sp.sentences.REASONS


@pytest.mark.parametrize(
    ("game", "sentences", "kind", "error", "match"),
    [
        ("other", {"probe_none": {"en": "x", "de": "y"}}, "reason", ValueError,
         "other: the sentence key 'probe_none' is taken \\(by probe\\)"),
        ("probe", {"probe_none": {"en": "no Probe at all", "de": "gar keine Probe"}}, "reason",
         ValueError, "probe: the sentence key 'probe_none' is taken \\(by probe\\)"),
        ("probe", {"must_follow_suit": {"en": "x", "de": "y"}}, "reason", ValueError,
         "probe: the sentence key 'must_follow_suit' is taken \\(by the library\\)"),
        ("probe", {"probe_en": {"en": "only English"}}, "line", ValueError,
         "probe: the sentence 'probe_en' has no text in de"),
        ("probe", {"probe_fr": {"en": "a", "de": "b", "fr": "c"}}, "line", ValueError,
         "probe: the sentence 'probe_fr' names 'fr'"),
        ("probe", {"probe_blank": {"en": "{n} Probes", "de": "Proben"}}, "line", ValueError,
         "probe: the sentence 'probe_blank' has the blanks \\['n'\\] in English but \\[\\]"),
        ("probe", {"probe_like": {"en": "seat {seat} must follow {what}", "de": "{seat} {what}"}},
         "reason", ValueError, "probe: a text of the sentence 'must_follow_suit' would be read "
         "as 'probe_like' \\(of probe\\)"),
        ("other", {"other_left": {"en": "no Probe left", "de": "nichts"}}, "reason", ValueError,
         "other: a text of the sentence 'probe_none' would be read as 'other_left' "
         "\\(of other\\)"),
        ("probe", {"probe_kind": {"en": "a", "de": "b"}}, "label", ValueError,
         "probe: kind must be reason, line or error, not 'label'"),
        ("probe", {"Probe Key": {"en": "a", "de": "b"}}, "line", TypeError,
         "probe: a sentence key is a lower-case name, not 'Probe Key'"),
        ("probe", {"probe_type": {"en": 3, "de": "b"}}, "line", TypeError,
         "probe: the sentence 'probe_type' needs a non-empty str in each language"),
        ("", {}, "line", TypeError, "the game registering sentences is named by a str"),
    ],
)  # fmt: skip
def test_a_bad_registration_names_game_and_key_and_changes_nothing(
    game: str, sentences: dict[str, dict[str, str]], kind: str, error: type, match: str
) -> None:
    messages.register("probe", {"probe_none": {"en": "no Probe left", "de": "keine Probe mehr"}})
    before = (dict(messages.REASONS), dict(messages.LINES), dict(messages.ERRORS))
    with pytest.raises(error, match=match):
        messages.register(game, sentences, kind=kind)  # type: ignore[arg-type]
    assert (dict(messages.REASONS), dict(messages.LINES), dict(messages.ERRORS)) == before
    with pytest.warns(DeprecationWarning, match="pass a Message"):
        assert messages.code("no Probe left") == "probe_none"


def test_a_sentence_said_again_is_made_once_and_stays_as_it_was() -> None:
    import kartenregeln.schafkopf  # noqa: F401  (its sentences)
    from kartenregeln.messages import say

    first = say("must_follow_trump", seat=2)
    assert say("must_follow_trump", seat=2) is first  # made once (a settlement's lines)
    changed = first.params
    changed["seat"] = "3"  # a copy: the shared sentence keeps its values
    assert first.params == {"seat": "2"}
    assert str(first) == "seat 2 must follow trump"
    assert say("must_follow_trump", seat=3) == "seat 3 must follow trump"
    assert say("must_follow_trump", seat=True) == "seat True must follow trump"  # not seat 1
