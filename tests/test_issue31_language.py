"""The language rule (issue 31): every public function of the library that returns text
for people takes ``lang``, answers in English unless ``lang="de"``, and names cards in
words — no card codes, no words of the other language.

The walk below calls each text function in both languages on values from random games of
both games; ``test_every_text_function_is_walked`` fails when a public function with a
``lang`` parameter is added without being walked here (or named with a reason).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import kartenregeln
from kartenregeln import KartenregelnError, abrechnung, check_game, get_game, svg  # noqa: F401
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.analysis import analyse

CODES = re.compile(r"(?<![\w'])(?:[EGHS][AZKOU987]|(?:[AKQJ2-9]|10)[CSHD])(?![\w'])")
"""A card code standing alone (``EO``, ``10H``) — not inside a quoted input."""
GERMAN = re.compile(r"\b(?:Sitz|spielt|muss|Stich|nicht|und|der|die|das|hat|ist)\b")
ENGLISH = re.compile(r"\b(?:seat|plays|must|trick|not|and|the|holds|is|takes)\b")

LANGS = ("de", "en")


def _finished(rules: sk.Rules, seed: int) -> sk.GameState:
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % 4, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _played(seed: int, stop: int) -> sk.GameState:
    rng = random.Random(seed)
    state = sk.deal(sk.Rules(), dealer=0, rng=rng)
    for _ in range(stop):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _round(rnd: int, seed: int) -> sp.RoundState:
    rng = random.Random(seed)
    state = sp.deal(sp.Rules(players=4), round=rnd, dealer=0, rng=rng)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _texts() -> Iterator[tuple[str, Callable[[str], object]]]:
    """(name of the function, a call in a language) for every text function."""
    games = [_finished(sk.Rules(), s) for s in range(6)]
    positions = [_played(s, k) for s in range(3) for k in (0, 3, 9, 14, 20)]
    rounds = [_round(r, r) for r in range(1, 9)]
    round_state: sp.RoundState
    probes = ["kontra", "re", "weiter", "spiele", "EO", "H7", "wenz", "rufspiel gras", "AC"]
    for state in positions:
        seat = state.to_move if state.to_move is not None else 0
        for probe in probes:
            yield (
                "GameState.why_illegal",
                _bound(lambda lang, s, p: s.why_illegal(p, lang), state, probe),
            )
            yield (
                "View.why_illegal",
                _bound(lambda lang, s, p, v: s.view(v).why_illegal(p, lang), state, probe, seat),
            )
        yield "narrate", _bound(lambda lang, s: sk.narrate(s, lang), state)
        yield "Game.narrate", _bound(lambda lang, s: get_game("schafkopf").narrate(s, lang), state)
        for action in state.history:
            yield "describe", _bound(lambda lang, a: sk.describe(a, 1, lang), action)
        try:
            state.apply("kontra" if state.phase.name != "KONTRA" else "weiter")
        except KartenregelnError as err:
            yield "KartenregelnError.message", _bound(lambda lang, e: e.message(lang), err)
    for state in games:
        result = state.settle()
        yield "Settlement.text", _bound(lambda lang, r: r.text(lang), result)
        for line in result.breakdown:
            yield "SettlementLine.text", _bound(lambda lang, x: x.text(lang), line)
        yield "describe", _bound(lambda lang, r: sk.describe(r, None, lang), result)
        if state.game is not None:
            yield "Contract.name", _bound(lambda lang, g: g.name(lang), state.game)
            yield (
                "trumps_svg",
                _bound(lambda lang, g: _svg_words(sk.trumps_svg(g, lang=lang)), state.game),
            )
        for trick in state.tricks:
            yield "describe", _bound(lambda lang, t: sk.describe(t, None, lang), trick)
        yield "svg.state", _bound(lambda lang, s: _svg_words(svg.state(s, lang=lang)), state)
        for table in (abrechnung.abrechnung_table, abrechnung.plain_table):
            yield table.__name__, _bound(_table_words, table, result)
    for round_state in rounds:
        yield "sp.narrate", _bound(lambda lang, s: sp.narrate(s, lang), round_state)
        if round_state.round == sp.LAYOUT_ROUND:
            yield (
                "layout_svg",
                _bound(lambda lang, s: _svg_words(sp.layout_svg(s, lang=lang)), round_state),
            )
        yield (
            "RoundState.why_illegal",
            _bound(lambda lang, s: s.why_illegal("AC", lang), round_state),
        )
        yield (
            "RoundView.why_illegal",
            _bound(lambda lang, s, v: s.view(v).why_illegal("schapa", lang), round_state, 0),
        )
        info = sp.ROUNDS[round_state.round]
        yield "Round.name", _bound(lambda lang, i: i.name(lang), info)
        yield "Round.text", _bound(lambda lang, i: i.text(lang), info)
        for part in info.parts:
            yield "Part.describe", _bound(lambda lang, p: p.describe(lang), part)
        yield "Settlement.text", _bound(lambda lang, r: r.settle().text(lang), round_state)
        for table in (abrechnung.abrechnung_table, abrechnung.plain_table):
            yield table.__name__, _bound(_table_words, table, round_state.settle())
    for game in kartenregeln.games():
        yield "Game.title", _bound(lambda lang, g: g.title(lang), game)
    answer = sk.check_play(
        sk.Rules(), "EA", seat=1, hand="EO EA E7 HZ S9", game="rufspiel eichel",
        declarer=3, trick="GA",
    )  # fmt: skip
    yield "Legality.text", lambda lang: answer.text(lang)
    yield "Legality.fact_text", lambda lang: answer.fact_text(lang)
    for card in ("E7", "HA"):
        legal = sk.check_play(
            sk.Rules(), card, seat=2, hand="EO GU HA HZ E9 E7", game="rufspiel eichel",
            declarer=3, trick="EA",
        )  # fmt: skip
        yield "Legality.text", _bound(lambda lang, x: x.text(lang), legal)
    for bad in (
        lambda: sk.payout(sk.Rules(), "tout wenz", declarer=0, augen=120),
        lambda: sk.View.build(sk.Rules(), seat=2, hand="EO", game="wenz", declarer=1, trick="EA"),
        lambda: sk.GameState.from_text("schafkopf | nonsense"),
        lambda: sp.round_scores(sp.Rules(players=3), 1, tricks=["AC KC"], dealer=0),
    ):
        try:
            bad()
        except KartenregelnError as err:
            yield "KartenregelnError.message", _bound(lambda lang, e: e.message(lang), err)
    analysis = analyse(_finished(sk.Rules(), 11), from_trick=6)
    yield "Analysis.to_text", lambda lang: analysis.to_text(lang, all_cards=True)
    yield "Analysis.summary", lambda lang: "\n".join(analysis.summary(lang))
    match = sp.Match(sp.Rules(players=4))
    rng = random.Random(2)
    while not match.is_over:
        dealt = match.deal(rng)
        while not dealt.is_over:
            dealt = dealt.apply(rng.choice(dealt.legal_actions()))
        match = match.record(dealt)
    yield "Match.score_sheet", lambda lang: match.score_sheet(lang)


def _bound(fn: Callable[..., object], *args: Any) -> Callable[[str], object]:
    """``fn(lang, *args)`` as a function of the language alone."""
    return lambda lang: fn(lang, *args)


def _table_words(lang: str, table: Callable[..., dict[str, Any]], result: Any) -> list[str]:
    """Every word of an Abrechnung table (its seats named in ``lang``)."""
    who = (lambda s: f"Sitz {s}") if lang == "de" else (lambda s: f"seat {s}")
    face = "bavarian" if isinstance(result, sk.Settlement) else "french"
    t = table(result, 2, (0,) * len(result.scores), lang, face, who)
    cells = [c for row in t["rows"] for c in row["cells"]]
    return [t["title"], t["summary"], *t["columns"], *(x for f in t["facts"] for x in f), *cells]


def _svg_words(picture: str) -> str:
    """What a picture says to a person: its titles and its texts."""
    found = re.findall(r"<title>(.*?)</title>|<text[^>]*>(.*?)</text>", picture)
    return "\n".join(a or b for a, b in found)


def _flat(value: object) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, (tuple, list)):
        return [x for v in value for x in _flat(v)]
    raise TypeError(f"not text: {value!r}")


def test_every_text_answers_in_its_language_and_names_cards_in_words() -> None:
    problems: list[str] = []
    for name, call in _texts():
        for lang in LANGS:
            for text in _flat(call(lang)):
                other = ENGLISH if lang == "de" else GERMAN
                for pattern, what in ((CODES, "a card code"), (other, "the other language")):
                    hit = pattern.search(text)
                    if hit:
                        problems.append(f"{name}({lang}): {what} {hit.group()!r} in {text!r}")
    assert not problems, "\n".join(sorted(set(problems))[:30])


def test_english_is_the_default() -> None:
    state = _played(1, 9)
    assert sk.narrate(state) == sk.narrate(state, "en")
    assert sk.describe(sk.KONTRA, 1) == sk.describe(sk.KONTRA, 1, "en")
    assert sk.Contract.parse("solo herz").name() == "Hearts Solo"
    assert sp.ROUNDS[3].name() == sp.ROUNDS[3].name("en")
    assert state.why_illegal("EO") == state.why_illegal("EO", "en")


# Public functions with a ``lang`` parameter that are not walked above, and why.
NOT_WALKED = {
    "kartenregeln.cli": "the command line's own helpers; tests/test_cli*.py run the commands",
    "kartenregeln.narration": "the frontends' sentence parts, walked through the terminal "
    "tests (tests/test_issue27_terminal.py) and the web table's",
    "kartenregeln.messages.translate": "every walked text goes through it",
    "kartenregeln.errors": "walked as KartenregelnError.message",
    "kartenregeln.svg": "walked as svg.state; the other pictures share its words",
    "kartenregeln.analysis.schafkopf.Analysis.to_svg": "the picture of Analysis.to_text",
    "kartenregeln.analysis.schafkopf.Analysis.to_html": "the page of Analysis.to_text",
    "kartenregeln.plain.Facets.": "a plain trick game's narration, walked in both languages "
    "by tests/test_plain.py",
    "kartenregeln.facets.": "the protocols of the games' facets, walked through the games' "
    "facet modules (their narration and pictures)",
    "kartenregeln.game.View.why_illegal": "the protocol of the walked why_illegal",
    "kartenregeln.game.GameState.why_illegal": "the protocol of the walked why_illegal",
    "kartenregeln.game.SettlementLine.text": "walked as SettlementLine.text",
    "kartenregeln.game.Settlement.text": "walked as Settlement.text",
}


def _text_functions() -> Iterator[str]:
    for info in pkgutil.walk_packages(kartenregeln.__path__, "kartenregeln."):
        parts = info.name.split(".")
        if any(p.startswith("_") for p in parts[1:]) or parts[1] in ("web", "rl"):
            continue
        module = importlib.import_module(info.name)
        for attr, obj in vars(module).items():
            if attr.startswith("_") or getattr(obj, "__module__", None) != info.name:
                continue
            members: list[tuple[str, Any]] = [(attr, obj)] if inspect.isfunction(obj) else []
            if inspect.isclass(obj):
                members = [
                    (f"{attr}.{a}", f)
                    for a, f in vars(obj).items()
                    if not a.startswith("_") and inspect.isfunction(f)
                ]
            for qual, fn in members:
                if "lang" in inspect.signature(fn).parameters:
                    yield f"{info.name}.{qual}"


def test_every_text_function_is_walked() -> None:
    walked = {name for name, _ in _texts()}
    missing = []
    for full in _text_functions():
        short = full.rsplit(".", 2)[-2:]
        names = {".".join(short), short[-1], f"{full.split('.')[1]}.{short[-1]}"}
        if names & walked or any(full.startswith(k) for k in NOT_WALKED):
            continue
        missing.append(full)
    assert not missing, f"text functions not walked: {missing}"


@pytest.mark.parametrize("lang", ["fr", "EN", ""])
def test_an_unknown_language_is_refused(lang: str) -> None:
    state = _played(0, 0)
    with pytest.raises(ValueError, match="lang"):
        state.why_illegal("kontra", lang)
    with pytest.raises(ValueError, match="lang"):
        sk.narrate(state, lang)  # type: ignore[arg-type]


def test_a_position_error_speaks_one_language() -> None:
    with pytest.raises(kartenregeln.PositionError) as info:
        sk.View.build(
            sk.Rules(), seat=2, hand="EO GU HZ E9 SA SK S7", game="rufspiel eichel",
            declarer=3, dealer=0, trick="EA HA",
        )  # fmt: skip
    assert info.value.message("de") == (
        "die Stellung von Sitz 2 ist widersprüchlich: Aktion 10 (Herz-Sau von Sitz 2): "
        "Sitz 2 muss Eichel bedienen"
    )
    assert info.value.message("en").endswith(
        "action 10 (Ace of Hearts by seat 2): seat 2 must follow Acorns"
    )
