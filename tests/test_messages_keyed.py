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
    assert say("seat 2 is taken", "de") == "Sitz 2 ist besetzt."  # the server's own words
