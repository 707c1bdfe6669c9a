"""Nothing the library says is read back into its key (#39): the sentences are carried as
key + values to where they are rendered, the reading of plain English text lives in the
private ``kartenregeln._read_back`` and is reached only for a plain ``str`` from outside,
with a ``DeprecationWarning``."""

from __future__ import annotations

import ast
import random
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import kartenregeln
import kartenregeln.schafkopf
import kartenregeln.schapa
from kartenregeln import _read_back, messages, narration
from kartenregeln.errors import IllegalActionError, NotationError
from kartenregeln.testing import random_rules

SRC = Path(kartenregeln.__file__).parent


@pytest.fixture
def nothing_read_back(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Reading a sentence back fails the test, and so does a DeprecationWarning."""

    def refuse(text: str) -> None:
        raise AssertionError(f"a sentence was read back into its key: {text!r}")

    monkeypatch.setattr(_read_back, "read", refuse)
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        yield


def _probes(state: Any) -> list[Any]:
    """Actions to ask about: every card of the deck, the calls of the phase, bad text."""
    game = kartenregeln.game_of(state)
    facet = game.facet("narration")
    probes: list[Any] = []
    for card in kartenregeln.DECK:
        try:
            probes.append(facet.play(card))
        except ValueError:  # not a card of this game: asked about as text
            probes.append(str(card))
    probes += ["weiter", "spiele", "kontra", "re", "gut", "schapa", "ende", "xyz", "", "E6"]
    return probes


def _render(text: str) -> None:
    assert isinstance(text, messages.Message), text
    for lang in messages.LANGUAGES:
        said = messages.translate(text, lang)
        assert said
        assert "{" not in said, (text, said)
        assert messages.code(said) == text.key  # the rendering keeps its key


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize("seed", range(4))
def test_every_reason_error_line_and_narration_of_both_games_is_keyed(seed: int) -> None:
    rng = random.Random(3900 + seed)
    keys: set[str] = set()
    for game in kartenregeln.games()[:2]:  # Schafkopf and Schapa
        rules: Any = random_rules(game, rng)  # random house rules and seat counts
        match = game.match_type(rules)
        for number in range(1, 3):
            state = match.deal(rng)
            while True:
                legal = set(state.legal_actions())
                for action in rng.sample(_probes(state), 12):
                    reason = state.why_illegal(action)
                    if reason is None:
                        continue
                    _render(reason)
                    keys.add(reason.key)
                    assert state.why_illegal(action, "de") == messages.translate(reason, "de")
                    with pytest.raises((IllegalActionError, NotationError)) as info:
                        state.apply(action)
                    error = info.value
                    _render(error.sentence)
                    assert error.message("de")
                    if isinstance(error, IllegalActionError):
                        assert isinstance(error.reason, messages.Message)
                        assert error.code == error.reason.key
                if state.is_over:
                    break
                state = state.apply(rng.choice(sorted(legal, key=str)))
            result = state.settle()
            for line in result.breakdown:
                _render(line.label)
                assert line.code == line.label.key
                assert line.text("de")
                assert narration.breakdown_line(line, "de")
            assert narration.result_line(result, number, "de")
            match = match.record(state)
            if match.is_over:
                break
    assert len(keys) >= 3


def test_a_plain_str_still_translates_with_a_deprecation_warning() -> None:
    text = "seat 2 must follow trump"
    with pytest.warns(DeprecationWarning, match=r"pass a Message \(from messages.say"):
        assert messages.translate(text, "de") == "Sitz 2 muss Trumpf zugeben"
    with pytest.warns(DeprecationWarning, match="goes in 0.3"):
        assert messages.code(text) == "must_follow_trump"
    with pytest.warns(DeprecationWarning, match="messages.params"):
        assert messages.params(text) == {"seat": "2"}
    with pytest.warns(DeprecationWarning, match="messages.translate"):
        assert messages.translate("no sentence at all", "de") == "no sentence at all"
    # a Message is rendered from its key: no warning
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert messages.translate(messages.say("must_follow_trump", seat=2), "de") == (
            "Sitz 2 muss Trumpf zugeben"
        )


def test_messages_py_reads_no_text_back() -> None:
    """The sentences module has no regular expressions at all: it renders from keys, and
    the deprecated reading of plain text is the private ``_read_back``'s alone."""
    tree = ast.parse((SRC / "messages.py").read_text(encoding="utf-8"))
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    } | {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "re" not in imported
    names = {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.Assign)) and hasattr(node, "name")
    }
    assert not names & {"_match", "_pattern", "_rebuild", "_placed"}
    # the reader is reached only from messages (the deprecated path and register's check)
    users = [
        path.relative_to(SRC).as_posix()
        for path in SRC.rglob("*.py")
        if "_read_back" in path.read_text(encoding="utf-8") and path.name != "_read_back.py"
    ]
    assert users == ["messages.py"]


@pytest.mark.usefixtures("nothing_read_back")
def test_the_web_table_words_a_refusal_from_its_message() -> None:
    from kartenregeln.web.words import say

    state = kartenregeln.schafkopf.deal(
        kartenregeln.schafkopf.Rules(), dealer=3, rng=random.Random(39)
    )
    with pytest.raises(IllegalActionError) as info:
        state.apply("EO")
    assert say(info.value, "de") == (
        "Sitz 0 kann 'EO' nicht spielen: erste Runde: Sitz 0 sagt spiele oder weiter."
    )
    assert say(info.value, "en") == str(info.value)
    assert say(messages.say("must_follow_trump", seat=1), "de") == "Sitz 1 muss Trumpf zugeben"
    # the server's own words, from their key; a plain text is not read back
    from kartenregeln.web.messages import refusal

    assert say(refusal("web_seat_taken", seat=2), "de") == "Sitz 2 ist besetzt."
    assert say("seat 2 is taken", "de") == "Das geht jetzt nicht."


def _sk_record(change: Any) -> str:
    import json

    from kartenregeln import records

    rng = random.Random(5)
    state = kartenregeln.schafkopf.deal(kartenregeln.schafkopf.Rules(), dealer=0, rng=rng)
    while not state.is_over:  # a finished game, so that the record has a result
        state = state.apply(rng.choice(sorted(state.legal_actions(), key=str)))
    data = json.loads(records.dumps(state))
    return json.dumps(change(data))


def _bad_inputs() -> list[tuple[str, Any]]:
    """Bad input to each module whose errors were plain text before (#39): (the key its
    error must carry, a call that raises it)."""
    from kartenregeln import records
    from kartenregeln.cards import parse_card, parse_cards
    from kartenregeln.schafkopf.formats.netschafkopf import read_netschafkopf
    from kartenregeln.schafkopf.formats.openschafkopf import parse_openschafkopf

    sk, sp = kartenregeln.schafkopf, kartenregeln.schapa
    r, r3, sr = sk.Rules(), sk.Rules(players=3), sp.Rules()
    view = sk.View.build
    hand = "EO GO HO SO EU GU HU SU"
    rng = random.Random(1)
    return [
        # cards
        ("cards_twice", lambda: parse_cards("EO EO")),
        ("not_a_card", lambda: parse_cards("EO XX")),
        ("card_not_parsed", lambda: parse_card("E1")),
        # records
        ("record_unknown_option", lambda: records.loads(_sk_record(
            lambda d: {**d, "rules": {**d["rules"], "schmier": 1}}))),
        ("record_unknown_entry", lambda: records.loads(_sk_record(lambda d: {**d, "x": 1}))),
        ("record_replay_differs", lambda: records.loads(_sk_record(
            lambda d: {**d, "result": {**d["result"], "balance": [1, 2, 3, 4]}}))),
        # schafkopf.payout and ramsch_payout
        ("fact_seat", lambda: sk.payout(r, "solo herz", declarer=7, augen=61)),
        ("fact_count", lambda: sk.payout(r, "solo herz", declarer=0, augen=130)),
        ("own_sau", lambda: sk.payout(r, "rufspiel eichel", declarer=1, partner=1, augen=61)),
        ("played_alone", lambda: sk.payout(r, "wenz", declarer=0, partner=2, augen=61)),
        ("schwarz_open", lambda: sk.payout(r, "solo herz", declarer=0, augen=0)),
        ("laufende_most", lambda: sk.payout(r, "wenz", declarer=0, augen=61, laufende=9)),
        ("re_without_kontra", lambda: sk.payout(r, "wenz", declarer=0, augen=61, re=True)),
        ("schneider_not", lambda: sk.payout(r, "wenz", declarer=0, augen=61, schneider=True)),
        ("ramsch_augen_sum", lambda: sk.ramsch_payout(r, augen=[30, 30, 30, 31])),
        ("jungfrau_augen", lambda: sk.ramsch_payout(r, augen=[30, 30, 30, 30], jungfrauen=[1])),
        ("loser_tie", lambda: sk.ramsch_payout(r, augen=[40, 40, 20, 20])),
        # schafkopf.check_play
        ("position_what", lambda: sk.check_play(
            r, "EO", seat=0, hand="EO EO", game="solo herz", declarer=0)),
        ("check_big_hand", lambda: sk.check_play(
            r, "EO", seat=0, hand=hand + " EK", game="solo herz", declarer=0)),
        ("no_rufspiel_three", lambda: sk.check_play(
            r3, "EO", seat=0, hand="EO", game="rufspiel gras", declarer=0)),
        ("check_twice", lambda: sk.check_play(
            r, "EO", seat=0, hand="EO GO", trick="GO", game="solo herz", declarer=1)),
        ("check_no_call", lambda: sk.check_play(
            r, "EO", seat=0, hand="EO", game="wenz", declarer=1, called_suit_led=True)),
        # schafkopf positions (View.build) and Match
        ("position_ramsch_declarer", lambda: view(r, seat=0, hand=hand, game="ramsch",
                                                  declarer=1)),
        ("position_re_after_kontra", lambda: view(r, seat=0, hand=hand, game="wenz",
                                                  declarer=1, re=1)),
        ("position_current_trick", lambda: view(r, seat=0, hand=hand, game="wenz", declarer=1,
                                                trick="EA GA HA SA")),
        ("position_game", lambda: view(r, seat=0, hand=hand, game="xyz", declarer=1)),
        ("match_seat", lambda: view(r, seat=5, hand=hand, game="wenz", declarer=1)),
        ("match_length", lambda: sk.Match(r, games=5)),
        ("record_unfinished", lambda: sk.Match(r).record(sk.deal(r, dealer=0, rng=rng))),
        # dealing
        ("deal_pot_even", lambda: sk.deal(r, dealer=0, pot=3, rng=rng)),
        ("deal_sk_hands", lambda: sk.GameState.start(r, dealer=0, hands=[[]])),
        ("deal_hands_count", lambda: sp.RoundState.start(sr, round=1, dealer=0, hands="E7")),
        # position texts
        ("text_sections", lambda: sk.GameState.from_text("xyz")),
        ("text_unknown_option", lambda: sk.GameState.from_text("schafkopf bogus=1 | |")),
        ("text_starts", lambda: sp.RoundState.from_text("schafkopf d0 | |")),
        # the formats: openschafkopf's lines
        ("os_no_colon", lambda: parse_openschafkopf("Wenz von 0 EO GO")),
        ("os_unknown_game", lambda: parse_openschafkopf("Quatsch von 0: EO GO")),
        ("os_rufspiel_herz", lambda: parse_openschafkopf("Sauspiel Herz von 0: EO")),
        ("os_card_count", lambda: parse_openschafkopf("Wenz von 0: EO GO")),
        ("os_played_twice", lambda: parse_openschafkopf("Wenz von 0: EO EO")),
        # NetSchafkopf's protocols
        ("ns_no_rules_line", lambda: read_netschafkopf("x\n")),
        ("ns_played_by", lambda: read_netschafkopf("Regeln\nfoo\n")),
        # schapa.round_scores, positions (RoundView.build) and Match
        ("round_number", lambda: sp.round_scores(sr, 9)),
        ("tricks_per_seat", lambda: sp.round_scores(sr, 1, tricks_won=[1, 2])),
        ("finished_every_seat", lambda: sp.round_scores(sr, 7, finished=[0, 0, 1, 2])),
        ("position_what", lambda: sp.round_scores(sr, 1, tricks=["E7 E7 E8 E9"], dealer=0)),
        ("position_round", lambda: sp.RoundView.build(sr, round=9, seat=0, hand="")),
        ("position_layout_no_tricks", lambda: sp.RoundView.build(
            sr, round=7, seat=0, hand="", tricks=["E7"])),
        ("layout_sizes_needed", lambda: sp.RoundView.build(sr, round=7, seat=0, hand="",
                                                           layout="E7")),
        ("match_seat_to", lambda: sp.Match(sr, first_dealer=9)),
    ]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
def test_bad_input_errors_carry_their_key() -> None:
    """Malformed notation, bad records, impossible facts and positions: the error's
    sentence is a Message from its key, and it is worded in German from it."""
    from kartenregeln.errors import RecordError

    seen = []
    for key, call in _bad_inputs():
        try:
            call()
        except ValueError as exc:
            error = exc
        else:
            pytest.fail(f"{key}: the bad input was taken")
        if isinstance(error, RecordError):
            sentence = error.reason
        elif isinstance(error, NotationError):
            sentence = error.problem
        else:
            (sentence,) = error.args
        assert isinstance(sentence, messages.Message), (key, error)
        assert messages.code(sentence) == key, (key, error)
        german = messages.translate(sentence, "de")
        assert german
        assert "{" not in german
        assert german != str(sentence), (key, german)
        if isinstance(error, NotationError):  # the wrapper, holding the problem
            assert isinstance(error.sentence, messages.Message)
            assert error.sentence.key in ("not_parsed", "not_parsed_at")
            assert error.sentence.params["problem"] is sentence
        elif isinstance(error, kartenregeln.errors.KartenregelnError):
            assert error.code == key
        if isinstance(error, kartenregeln.errors.KartenregelnError):
            assert german in error.message("de")
        seen.append(key)
    assert len(set(seen)) >= 30


@pytest.mark.usefixtures("nothing_read_back")
def test_the_web_words_an_error_raised_with_a_message() -> None:
    from kartenregeln.web.words import say

    with pytest.raises(ValueError, match="first_dealer must be a seat") as info:
        kartenregeln.schapa.Match(kartenregeln.schapa.Rules(), first_dealer=9)
    assert say(info.value, "de") == "first_dealer muss ein Sitz 0 bis 3 sein, nicht 9"
    with pytest.raises(kartenregeln.errors.FactError) as fact:
        kartenregeln.schafkopf.payout(kartenregeln.schafkopf.Rules(), "wenz", declarer=9, augen=61)
    assert say(fact.value, "de") == messages.translate(fact.value.sentence, "de")


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(
    ("text", "english", "key", "german"),
    [
        ("farbwenz=maybe", "rules option 'farbwenz=maybe': expected on/off, true/false or "
         "yes/no", "rules_text_bool", "Regel-Option 'farbwenz=maybe': erwartet on/off"),
        ("tariff.solo=lots", "rules option 'tariff.solo=lots': expected a whole number or "
         "none", "rules_text_number", "erwartet eine ganze Zahl oder none"),
        ("tariff.sol=3", "rules option 'tariff.sol=3': tariff has no 'sol'",
         "rules_text_no_sub", "Regel-Option 'tariff.sol=3': tariff kennt kein 'sol'"),
        ("sauspiel, fast", "rules option 'fast': unknown option; use klopfen, ",
         "rules_text_unknown", "Regel-Option 'fast': unbekannte Option; möglich sind klopfen"),
        ("players=5", "rules 'players=5': players must be 3 or 4, not 5",
         "rules_text_refused", "Regeln 'players=5': players muss 3 oder 4 sein"),
    ],
)  # fmt: skip
def test_the_rules_text_errors_carry_their_key(
    text: str, english: str, key: str, german: str
) -> None:
    # Schafkopf's rules text (Rules.parse, --rules): the English text as it always was, a
    # Message whose key (or, for one item, the problem inside text_rules_option) gives the
    # German without reading the English back
    sk = kartenregeln.schafkopf
    with pytest.raises(ValueError, match="rules") as info:
        sk.Rules.parse(text)
    sentence = info.value.args[0]
    assert isinstance(sentence, messages.Message)
    assert str(sentence).startswith(english)
    inner = sentence.params.get("error") if sentence.key == "text_rules_option" else sentence
    assert isinstance(inner, messages.Message)
    assert inner.key == key
    assert german in messages.translate(sentence, "de")
    with pytest.raises(TypeError, match="rules text must be a str, not int") as bad:
        sk.Rules.parse(3)  # type: ignore[arg-type]
    assert (
        messages.translate(bad.value.args[0], "de") == "der Regeltext muss ein str sein, nicht int"
    )


def _bad_rules() -> list[tuple[str, Any, str]]:
    """(key, a call that builds bad rules, the English text as it always was)."""
    sk, sp = kartenregeln.schafkopf, kartenregeln.schapa
    return [
        ("rules_nonneg", lambda: sk.Tariff(solo=-1), "tariff.solo must be an int >= 0, not -1"),
        ("rules_max_int", lambda: sk.Tariff(solo=2**60), "tariff.solo must be at most 2**53 - 1"),
        ("rules_laufende_min", lambda: sk.LaufendeMin(wenz=0),
         "laufende_min.wenz must be None (not paid) or 1..14, not 0"),
        ("rules_kinds_tuple", lambda: sk.Rules(solo_order="wenz"),
         "solo_order must be a tuple of game kinds, not 'wenz'"),
        ("rules_kinds_unknown", lambda: sk.Rules(tout_games=("skat",)),
         "tout_games: unknown game 'skat'; use farbsolo, wenz, geier, farbwenz, farbgeier"),
        ("rules_kinds_twice", lambda: sk.Rules(solo_order=("wenz", "wenz")),
         "solo_order names a game twice: ('wenz', 'wenz')"),
        ("rules_enum", lambda: sk.Rules(deck="huge"),
         "Deck must be one of 'long', 'short', not 'huge'"),
        ("rules_bool", lambda: sk.Rules(farbwenz=1), "farbwenz must be True or False, not 1"),  # type: ignore[arg-type]
        ("rules_durchmarsch", lambda: sk.Rules(durchmarsch_min_augen=50),
         "durchmarsch_min_augen must be None or 61..120, not 50"),
        ("rules_stock", lambda: sk.Rules(stock=0),
         "stock must be None (no Stock) or an int >= 1, not 0"),
        ("rules_stock_throw_in", lambda: sk.Rules(stock=5),
         "stock is paid when all pass: it needs all_pass=AllPass.THROW_IN"),
        ("rules_sk_players", lambda: sk.Rules(players=5), "players must be 3 or 4, not 5"),
        ("rules_instance", lambda: sk.Rules(tariff=3), "tariff must be a Tariff, not 3"),  # type: ignore[arg-type]
        ("rules_sp_players_type", lambda: sp.Rules(players="4"),  # type: ignore[arg-type]
         "players must be an int, not '4'"),
        ("rules_sp_players", lambda: sp.Rules(players=7),
         "Schapa is played by 3 to 6 players, not 7"),
        ("rules_bool", lambda: sp.Rules(play_out=1), "play_out must be True or False, not 1"),  # type: ignore[arg-type]
        ("rules_sp_rounds_type", lambda: sp.Rules(rounds="17"),  # type: ignore[arg-type]
         "rounds must be a sequence of round numbers, not '17'"),
        ("rules_sp_rounds_empty", lambda: sp.Rules(rounds=()),
         "rounds must name at least one round"),
        ("rules_sp_round", lambda: sp.Rules(rounds=(1, 9)),
         "rounds holds 9; Schapa's rounds are numbered 1 to 8"),
    ]  # fmt: skip


@pytest.mark.usefixtures("nothing_read_back")
@pytest.mark.parametrize(("key", "call", "english"), _bad_rules())
def test_the_rules_checks_of_both_games_carry_their_key(key: str, call: Any, english: str) -> None:
    # the English text as it was; the key gives the German, and the rules text and the
    # position texts that wrap these errors word them in German from the key too
    with pytest.raises((TypeError, ValueError)) as info:
        call()
    (sentence,) = info.value.args
    assert isinstance(sentence, messages.Message)
    assert str(sentence).startswith(english)
    assert sentence.key == key
    german = messages.translate(sentence, "de")
    assert german != str(sentence)
    assert "{" not in german


@pytest.mark.usefixtures("nothing_read_back")
def test_a_refused_rules_text_words_the_check_in_german() -> None:
    sk, sp = kartenregeln.schafkopf, kartenregeln.schapa
    with pytest.raises(ValueError, match="rules 'players=2': players must be 3 or 4") as info:
        sk.Rules.parse("players=2")
    german = messages.translate(info.value.args[0], "de")
    assert german == "Regeln 'players=2': players muss 3 oder 4 sein, nicht 2"
    with pytest.raises(NotationError) as bad:
        sp.RoundState.from_text("schapa r1 d0 players=7 | | ")
    assert "Regel-Option players: Schapa spielen 3 bis 6 Spieler, nicht 7" in bad.value.message(
        "de"
    )
