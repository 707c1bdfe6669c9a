"""Issue 27, one language: every error for bad input has a stable code and a German and
an English text, and German sentences name cards and games in words, not codes."""

from __future__ import annotations

import random
import re

import pytest

from kartenregeln import DECK, messages
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.errors import (
    FactError,
    IllegalActionError,
    KartenregelnError,
    PositionError,
    RecordError,
)
from kartenregeln.schafkopf.contracts import SK_CARDS

CODE = re.compile(r"(?<![\w-])(?:[EGHS][AZKOU987]|(?:10|[2-9AKQJ])[CSHD])(?![\w-])")
ENGLISH = (" must ", " the ", "seat ", " cannot ", " is ", " has ")


def check_german(err: KartenregelnError) -> None:
    assert err.code, f"no code for {err}"
    german = err.message("de")
    assert german == messages.translate(err.sentence, "de")
    assert err.message("en") == messages.translate(err.sentence, "en")
    for word in ENGLISH:
        assert word not in german, (str(err), german)
    assert not CODE.search(german), german
    en, de = messages.ERRORS.get(err.code) or messages.REASONS[err.code]
    assert en != de


PAYOUT_FACTS: list[dict[str, object]] = [
    {"game": "solo herz", "declarer": 7, "augen": 70},
    {"game": "solo herz", "declarer": 0, "augen": 130},
    {"game": "solo herz", "declarer": 0, "augen": 70, "partner": 2},
    {"game": "rufspiel gras", "declarer": 0, "augen": 70},
    {"game": "rufspiel gras", "declarer": 0, "partner": 0, "augen": 70},
    {"game": "ramsch", "declarer": 0, "augen": 70},
    {"game": "wenz", "declarer": 0, "augen": 70, "laufende": 6},
    {"game": "wenz", "declarer": 0, "augen": 70, "laufende": -1},
    {"game": "wenz", "declarer": 0, "augen": 70, "schwarz": True},
    {"game": "wenz", "declarer": 0, "augen": 70, "schwarz": 1},
    {"game": "wenz", "declarer": 0, "augen": 70, "re": True},
    {"game": "wenz", "declarer": 0, "augen": 70, "klopfer": 2},
    {"game": "sie", "declarer": 0, "augen": 100},
    {"game": "sie", "declarer": 0, "augen": 120, "kontra": True},
    {"game": "tout wenz", "declarer": 0, "augen": 120},
    {"game": "farbwenz eichel", "declarer": 0, "augen": 120},
]


@pytest.mark.parametrize("facts", PAYOUT_FACTS, ids=str)
def test_payout_errors_have_a_code_and_german(facts: dict[str, object]) -> None:
    rules = sk.Rules(tout=False)
    with pytest.raises(FactError) as info:
        sk.payout(rules, **facts)  # type: ignore[arg-type]
    assert isinstance(info.value, ValueError)
    check_german(info.value)


RAMSCH_FACTS: list[dict[str, object]] = [
    {"augen": (20, 48, 52)},
    {"augen": (20, 48, 52, 10)},
    {"augen": (20, 48, 52, 0), "jungfrauen": (3, 3)},
    {"augen": (20, 48, 52, 0), "jungfrauen": (0,)},
    {"augen": (30, 30, 30, 30)},
    {"augen": (20, 48, 52, 0), "loser": 1},
]


@pytest.mark.parametrize("facts", RAMSCH_FACTS, ids=str)
def test_ramsch_payout_errors_have_a_code_and_german(facts: dict[str, object]) -> None:
    with pytest.raises(FactError) as info:
        sk.ramsch_payout(sk.Rules(), **facts)  # type: ignore[arg-type]
    check_german(info.value)


ROUND_FACTS: list[tuple[int, dict[str, object]]] = [
    (9, {}),
    (1, {"tricks_won": [4, 3, 3, 2]}),
    (1, {}),
    (5, {"tricks_won": [4, 3, 3, 3]}),
    (3, {"taken": ["QC", "", "", ""]}),
    (3, {"taken": ["QC", "QC", "", ""]}),
    (7, {"finished": [0, 0, 1, 2]}),
    (7, {"taken": ["QC", "", "", ""]}),
    (1, {"tricks_won": [4, 3, 3, 3], "finished": [0, 1, 2, 3]}),
]


@pytest.mark.parametrize(("number", "facts"), ROUND_FACTS, ids=str)
def test_round_scores_errors_have_a_code_and_german(number: int, facts: dict[str, object]) -> None:
    with pytest.raises(FactError) as info:
        sp.round_scores(sp.Rules(players=4), number, **facts)  # type: ignore[arg-type]
    check_german(info.value)


def test_match_result_errors_have_a_code_and_german() -> None:
    game = sk.payout(sk.Rules(), "wenz", declarer=1, augen=70)
    with pytest.raises(FactError) as info:
        sk.Match(sk.Rules(), games=8, results=(game,) * 9)
    check_german(info.value)
    rules = sp.Rules(players=4)
    third = sp.round_scores(rules, 3, taken=["QC QS", "QH", "", "QD"])
    with pytest.raises(FactError) as info:
        sp.Match(rules, results=(third,))
    check_german(info.value)


def test_position_errors_have_a_code_and_german() -> None:
    with pytest.raises(PositionError) as info:
        sk.View.build(sk.Rules(), seat=0, hand="EO GO", game="solo herz", declarer=1)
    check_german(info.value)
    err = PositionError("seat 3 holds 8 cards; after this play it has 7")
    assert err.code == "position_hand_size"
    assert err.message("de") == "Sitz 3 hat 8 Karten; nach diesem Zug hat er 7"


def test_notation_errors_have_a_code_and_german() -> None:
    for text in ("Herz", "xyz", "solo blau", "Wenz Geier"):
        with pytest.raises(KartenregelnError) as info:
            sk.Contract.parse(text)
        check_german(info.value)


def test_illegal_action_error_has_the_reason_code() -> None:
    s = sk.deal(sk.Rules(), dealer=0, rng=random.Random(3))
    with pytest.raises(IllegalActionError) as info:
        s.apply("kontra")
    err = info.value
    assert err.code == messages.code(err.reason) != ""
    assert err.message("de").startswith("Sitz 1 kann nicht kontra sagen: ")
    assert messages.translate(err.sentence, "de") == err.message("de")


def test_german_reasons_name_cards_in_words() -> None:
    rng = random.Random(5)
    sk_probes = [sk.Play(c) for c in SK_CARDS]
    sk_seen = sp_seen = 0
    for n in range(40):
        state = sk.deal(sk.Rules(), dealer=n % 4, rng=rng)
        while not state.is_over:
            for action in rng.sample(sk_probes, 5):
                try:
                    german = state.why_illegal(action, lang="de")
                except (TypeError, ValueError):
                    continue
                if german is not None:
                    sk_seen += 1
                    assert not CODE.search(german), german
            state = state.apply(rng.choice(state.legal_actions()))
        for line in state.settle().breakdown:
            assert not CODE.search(line.text("de")), line.text("de")
    for n in range(40):
        rules = sp.Rules(players=4)
        spstate = sp.deal(rules, round=1 + n % 8, dealer=0, rng=rng)
        while not spstate.is_over:
            for card in rng.sample(list(DECK), 5):
                reason = spstate.why_illegal(sp.Play(card))
                if reason is not None:
                    sp_seen += 1
                    german = messages.translate(reason, "de")
                    assert not CODE.search(german), german
            spstate = spstate.apply(rng.choice(spstate.legal_actions()))
        for line in spstate.settle().breakdown:
            assert not CODE.search(line.text("de")), line.text("de")
    assert sk_seen > 100
    assert sp_seen > 100


def test_german_names_with_article() -> None:
    assert (
        messages.translate("seat 0 does not hold E7", "de") == "Sitz 0 hat die Eichel-Sieben nicht"
    )
    assert (
        messages.translate("seat 0 does not hold EK", "de") == "Sitz 0 hat den Eichel-König nicht"
    )
    assert (
        messages.translate("10C does not fit: clubs are opened by their seven", "de")
        == "Die Kreuz-Zehn passt nicht: Kreuz wird mit der Sieben eröffnet"
    )
    assert (
        messages.translate("seat 2 sits behind seat 1 and needs a higher game than solo herz", "de")
        == "Sitz 2 sitzt hinter Sitz 1 und braucht ein höheres Spiel als Herz-Solo"
    )


def test_error_templates_have_the_same_blanks_and_unique_codes() -> None:
    for key, (en, de) in messages.ERRORS.items():
        assert sorted(re.findall(r"\{(\w+)\}", en)) == sorted(re.findall(r"\{(\w+)\}", de)), key
        assert en != de, key
    tables = (messages.REASONS, messages.LINES, messages.ERRORS)
    assert len(set().union(*tables)) == sum(map(len, tables))


def test_notation_problems_inside_errors_are_translated_too() -> None:
    from kartenregeln import Card

    with pytest.raises(KartenregelnError) as info:
        Card.parse("E1")
    assert info.value.message("de") == "'E1' ist nicht lesbar: keine Karte"
    with pytest.raises(KartenregelnError) as info:
        sk.GameState.from_text("schafkopf")
    assert "erwartet 3 durch '|' getrennte Abschnitte" in info.value.message("de")
    state = sp.deal(sp.Rules(), round=1, dealer=0, rng=random.Random(1))
    with pytest.raises(IllegalActionError) as info:
        state.apply("schapa")
    assert info.value.message("de").startswith("Sitz 1 kann nicht schapa sagen: schapa sagt")


def test_the_german_card_words_are_the_names_of_the_library() -> None:
    from kartenregeln import DECK
    from kartenregeln.names import long_name, schafkopf_code
    from kartenregeln.schafkopf.contracts import SK_CARDS

    for card in DECK:
        assert messages._card_word(str(card), "de") == long_name(card, "de", "french")
    for card in SK_CARDS:
        code = schafkopf_code(card)
        assert messages._card_word(code, "de") == long_name(card, "de", "bavarian")


def test_record_errors_have_a_code_and_german() -> None:
    import json

    from kartenregeln import records
    from kartenregeln.errors import RecordError

    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    data = json.loads(records.dumps(state))
    bad = [
        "{",
        "[]",
        json.dumps({**data, "version": 2}),
        json.dumps({**data, "dealer": 9}),
        json.dumps({**data, "names": ["a", "b"]}),
        json.dumps({k: v for k, v in data.items() if k != "rules"}),
    ]
    for text in bad:
        with pytest.raises(RecordError) as info:
            records.loads(text)
        err = info.value
        assert err.code.startswith("record_"), err
        assert err.message("de") != str(err)
        # a numbered line is named in German ("Zeile 1, Spalte 2"), a key as written
        entry = err.entry.replace("line ", "Zeile ").replace(", column ", ", Spalte ")
        assert err.message("de").startswith(entry + ": ")


def test_record_error_places_in_german() -> None:
    """A numbered place and the whole value are named in German; a key stays as it is
    written in the record or the JSON form (it is what the reader looks for)."""
    say_missing = messages.say("record_missing")
    cases = {
        "line 3": "Zeile 3",
        "line 1, column 2": "Zeile 1, Spalte 2",
        "record 2": "Datensatz 2",
        "game 4": "Spiel 4",
        "action 17": "Aktion 17",
        "value": "Wert",
        "input": "Eingabe",
        "game": "game",
        "hands": "hands",
        "result.totals": "result.totals",
        "names[1]": "names[1]",
    }
    for entry, german in cases.items():
        err = RecordError(entry, say_missing)
        assert err.message("de") == f"{german}: fehlt"
        assert err.message() == str(err) == f"{entry}: missing"


def test_expected_kinds_in_german_are_accusative_and_negated() -> None:
    def de(what: str, found: str) -> str:
        return messages.translate(messages.say("record_expected", what=what, found=found), "de")

    assert de("a string", "a list") == "erwartet einen Text, keine Liste"
    assert de("a list", "a string") == "erwartet eine Liste, keinen Text"
    assert de("an object", "a boolean") == "erwartet ein Objekt, keinen Wahrheitswert"
    assert de("an integer", "null") == "erwartet eine ganze Zahl, nicht null"
    assert de("an integer", "an integer of 40 digits (at most 4300 is read)") == (
        "erwartet eine ganze Zahl, keine ganze Zahl mit 40 Ziffern (höchstens 4300 wird gelesen)"
    )
