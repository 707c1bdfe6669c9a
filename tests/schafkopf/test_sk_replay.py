"""Every recorded deal in tests/data/schafkopf replays to its recorded payout."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from sk_replay_helpers import (
    UNSUPPORTED,
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
    skipped: Counter[str] = Counter()
    failures = []
    replayed = 0
    for deal in deals:
        if deal["game"]["kind"] in UNSUPPORTED:
            skipped[deal["game"]["kind"]] += 1
            continue
        problem = _check(deal, rules_for_sauspiel(deal))
        replayed += 1
        if problem:
            failures.append(problem)
    print(f"sauspiel: replayed {replayed}, skipped {dict(skipped)}")
    assert failures == []
    assert replayed == 150
    assert skipped == {"farbwenz": 12}


@pytest.mark.parametrize(
    ("name", "expected_replayed", "expected_skipped"),
    [
        ("netschafkopf-deals.json", 96, {"farbwenz": 10, "farbgeier": 2}),
        ("netschafkopf-helper-deals.json", 1002, {"farbwenz": 94, "farbgeier": 92}),
    ],
)
def test_netschafkopf_deals_replay_exactly(
    name: str, expected_replayed: int, expected_skipped: dict[str, int]
) -> None:
    data = load(name)
    skipped: Counter[str] = Counter()
    failures = []
    replayed = 0
    for deal in data["deals"]:
        if deal["game"]["kind"] in UNSUPPORTED:
            skipped[deal["game"]["kind"]] += 1
            continue
        problem = _check(deal, rules_for_netschafkopf(deal))
        replayed += 1
        if problem:
            failures.append(problem)
    print(f"{name}: replayed {replayed}, skipped {dict(skipped)}")
    assert failures[:10] == []
    assert replayed == expected_replayed
    assert skipped == expected_skipped


def test_replay_harness_detects_a_wrong_payout() -> None:
    deal = dict(load("sauspiel-deals.json")["deals"][0])
    assert _check(deal, rules_for_sauspiel(deal)) is None
    deal["payout"] = [p * 2 for p in deal["payout"]]
    problem = _check(deal, rules_for_sauspiel(deal))
    assert problem is not None
    assert "balance" in problem
