"""The Abrechnung as text: the breakdown's lines, then the scores and the signed balance,
in German and English (a mutation run found these words unchecked)."""

from __future__ import annotations

import importlib
import random

from kartenregeln import schafkopf as sk

compare_module = importlib.import_module("kartenregeln._reference.compare")


def test_the_settlement_text_lists_the_breakdown_the_scores_and_the_balance() -> None:
    rng = random.Random(38)
    for _ in range(20):
        rules = compare_module.random_schafkopf_rules(rng)
        state = sk.deal(rules, dealer=rng.randrange(rules.players), rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        result = state.settle()
        scores = " ".join(str(s) for s in result.scores)
        balance = " ".join(f"{b:+d}" for b in result.balance)
        for lang, words in (("en", ("scores: ", "balance: ")), ("de", ("Punkte: ", "Bilanz: "))):
            lines = result.text(lang).split("\n")
            assert lines[:-2] == [line.text(lang) for line in result.breakdown]
            assert lines[-2:] == [words[0] + scores, words[1] + balance]
        assert str(result) == result.text() == result.text("en")
        assert result.net == result.balance
