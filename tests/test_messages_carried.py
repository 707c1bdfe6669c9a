"""Messages carried as key + values to where they are rendered (#39): every registered
sentence renders in both languages from its key and values without reading any text
back, and the reasons of the card play and the errors carry their key."""

from __future__ import annotations

import pickle
import random
import re

import pytest

import kartenregeln.schapa  # noqa: F401  (its sentences)
from kartenregeln import _read_back, messages, plain
from kartenregeln import schafkopf as sk
from kartenregeln.cards import CardSet, parse_card
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.schafkopf.contracts import SK_CARDS


@pytest.fixture
def no_reading_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading a sentence back against the templates fails the test."""

    def refuse(text: str) -> None:
        raise AssertionError(f"a sentence was read back into its key: {text!r}")

    monkeypatch.setattr(_read_back, "read", refuse)


def _sample(blank: str) -> str:
    if blank in messages._NESTED:
        return messages.say("game_over")
    return {"card": "E7", "move": "HA", "cards": "QC QS", "seat": "2", "other": "1"}.get(blank, "x")


def _keys() -> list[str]:
    return sorted(messages._BY_CODE)


def test_every_key_is_registered_in_both_languages() -> None:
    assert len(_keys()) > 200
    for key in _keys():
        texts = messages._BY_CODE[key]
        assert set(texts) == set(messages.LANGUAGES), key


@pytest.mark.usefixtures("no_reading_back")
@pytest.mark.parametrize("lang", messages.LANGUAGES)
def test_every_registered_key_renders_from_key_and_values(lang: str) -> None:
    for key in _keys():
        blanks = re.findall(r"\{(\w+)\}", messages._BY_CODE[key]["en"])
        said = messages.say(key, **{b: _sample(b) for b in blanks})
        assert said.key == key
        assert set(said.params) == set(blanks)
        assert messages.code(said) == key
        text = messages.translate(said, lang)
        assert text, key
        assert "{" not in text, (key, text)
        if lang == "de" and key in messages.YOU:
            seat = messages.YOU[key][0]
            you = int(said.params[seat]) if seat else 0
            spoken = messages.translate(said, "de", you=you)
            assert spoken != messages.translate(said, "de"), key
        for blank in blanks:
            if blank in messages._NESTED:
                # the sentence inside is rendered by its own key too
                assert messages.translate(messages.say("game_over"), lang) in text, key


def test_say_checks_the_key_and_the_blanks() -> None:
    with pytest.raises(ValueError, match="no sentence has the key 'no_such_key'"):
        messages.say("no_such_key")
    with pytest.raises(ValueError, match=r"the blanks \['seat'\], not \[\]"):
        messages.say("must_follow_trump")


def test_a_message_is_its_english_text_and_pickles_with_its_key() -> None:
    said = messages.say("must_follow_suit", seat=3, suit="Eichel")
    assert said == "seat 3 must follow Eichel"
    assert isinstance(said, str)
    back = pickle.loads(pickle.dumps(said))
    assert back == said
    assert back.key == "must_follow_suit"
    assert back.params == said.params


@pytest.mark.usefixtures("no_reading_back")
def test_the_reasons_of_schafkopf_card_play_carry_their_key() -> None:
    rng = random.Random(39)
    seen: set[str] = set()
    for _ in range(30):
        rules = sk.Rules(
            davonlaufen=rng.random() < 0.5,
            bettel_stichzwang=rng.random() < 0.5,
        )
        state = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
        while not state.is_over:
            if state.phase is not sk.Phase.PLAY:
                state = state.apply(rng.choice(state.legal_actions()))
                continue
            legal = set(state.legal_actions())
            for card in SK_CARDS:
                play = sk.Play(card)
                if play in legal:
                    continue
                with pytest.raises(IllegalActionError) as info:
                    state.apply(play)
                reason = info.value.reason
                assert isinstance(reason, messages.Message), reason
                seen.add(reason.key)
                assert info.value.code == reason.key
                for lang in messages.LANGUAGES:
                    assert info.value.message(lang)
                    assert state.why_illegal(play, lang)
            state = state.apply(rng.choice(sorted(legal, key=str)))
    assert {"does_not_hold", "must_follow_trump", "must_follow_suit"} <= seen


@pytest.mark.usefixtures("no_reading_back")
def test_the_plain_reasons_and_the_wrapping_errors_carry_their_key() -> None:
    hand = CardSet([parse_card("QC"), parse_card("7H")])
    reason = plain.why_not(parse_card("7H"), hand, [parse_card("AC")], 2)
    assert isinstance(reason, messages.Message)
    assert reason.key == "must_follow_suit"
    assert messages.translate(reason, "de") == "Sitz 2 muss Kreuz bedienen"
    err = IllegalActionError(2, "7H", reason)
    assert err.code == "must_follow_suit"
    assert (
        err.message("de") == "Sitz 2 kann die Herz-Sieben nicht spielen: Sitz 2 muss Kreuz bedienen"
    )
    assert pickle.loads(pickle.dumps(err)).message("de") == err.message("de")
    bad = NotationError("zz", messages.say("empty_action"), 1)
    assert bad.code == "not_parsed_at"
    assert bad.message("de") == "'zz' ist nicht lesbar (ab Stelle 1): leere Eingabe"


def test_a_plain_text_is_still_read_against_the_templates() -> None:
    # text stored without its key (an old record, an outside game's reason)
    with pytest.warns(DeprecationWarning, match="goes in 0.3"):
        assert messages.translate("seat 2 must follow trump", "de") == "Sitz 2 muss Trumpf zugeben"
    with pytest.warns(DeprecationWarning, match="goes in 0.3"):
        assert messages.code("seat 2 must follow trump") == "must_follow_trump"


@pytest.mark.usefixtures("no_reading_back")
def test_another_game_s_action_or_a_bare_card_is_refused_with_a_carried_reason() -> None:
    from kartenregeln import schapa as sp

    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(3))
    for action, key in ((parse_card("EO"), "card_not_action"), (sp.SCHAPA, "not_game_action")):
        with pytest.raises(IllegalActionError) as info:
            state.apply(action)  # type: ignore[arg-type]
        assert isinstance(info.value.reason, messages.Message)
        assert info.value.code == key
        assert info.value.message("de")
