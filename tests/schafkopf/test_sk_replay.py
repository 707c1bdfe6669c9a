"""Every recorded deal in tests/data/schafkopf replays to its recorded payout."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from sk_replay_helpers import (
    load,
    replay,
    rules_for_netschafkopf,
    rules_for_sauspiel,
)

from kartenregeln import schafkopf as sk


def _check(deal: dict[str, Any], rules: sk.Rules) -> str | None:
    state = replay(deal, rules)
    if not state.is_over:
        return f"{deal['id']}: not over"
    result = state.settle()
    if list(result.balance) != deal["payout"]:
        return f"{deal['id']}: balance {result.balance} != payout {deal['payout']}"
    if any(s < 0 for s in result.scores) or sum(result.balance) != 0:
        return f"{deal['id']}: bad scores {result.scores}"
    return None


def test_sauspiel_deals_replay_exactly() -> None:
    data = load("sauspiel-deals.json")
    deals = data["deals"] + data["deals_other_tariff"]
    kinds: Counter[str] = Counter()
    failures = []
    for deal in deals:
        kinds[deal["game"]["kind"]] += 1
        problem = _check(deal, rules_for_sauspiel(deal))
        if problem:
            failures.append(problem)
    print(f"sauspiel: replayed {dict(kinds)}")
    assert failures == []
    assert sum(kinds.values()) == 162
    assert kinds["farbwenz"] == 12


@pytest.mark.parametrize(
    ("name", "expected_replayed", "expected_farb"),
    [
        ("netschafkopf-deals.json", 108, {"farbwenz": 10, "farbgeier": 2}),
        ("netschafkopf-helper-deals.json", 1188, {"farbwenz": 94, "farbgeier": 92}),
    ],
)
def test_netschafkopf_deals_replay_exactly(
    name: str, expected_replayed: int, expected_farb: dict[str, int]
) -> None:
    data = load(name)
    kinds: Counter[str] = Counter()
    failures = []
    for deal in data["deals"]:
        kinds[deal["game"]["kind"]] += 1
        problem = _check(deal, rules_for_netschafkopf(deal))
        if problem:
            failures.append(problem)
    print(f"{name}: replayed {dict(kinds)}")
    assert failures[:10] == []
    assert sum(kinds.values()) == expected_replayed
    assert {k: kinds[k] for k in expected_farb} == expected_farb


def test_replay_harness_detects_a_wrong_payout() -> None:
    deal = dict(load("sauspiel-deals.json")["deals"][0])
    assert _check(deal, rules_for_sauspiel(deal)) is None
    deal["payout"] = [p * 2 for p in deal["payout"]]
    problem = _check(deal, rules_for_sauspiel(deal))
    assert problem is not None
    assert "balance" in problem
