"""Issue 27, fuzz finds: a NaN clock, a player name that UTF-8 cannot write, a price
the record reader would refuse."""

from __future__ import annotations

import json
import random

import pytest

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln.errors import RecordError
from kartenregeln.table import Table, TableError


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf")])
def test_the_table_clock_refuses_what_is_not_a_time(bad: float) -> None:
    table = Table("schafkopf", ["Ann", None, None, None])
    with pytest.raises(TableError, match="finite number of seconds"):
        table.tick(bad)
    with pytest.raises(TableError, match="finite number of seconds"):
        table.act(0, "weiter", bad)
    assert table.now == 0.0
    table.tick(1.0)
    assert table.now == 1.0


def test_a_name_utf8_cannot_write_is_refused() -> None:
    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    with pytest.raises(RecordError, match=r"names\[0\]"):
        records.record_game(state, ["\ud800", "b", "c", "d"])
    text = records.dumps(records.record_game(state, ["a", "b", "c", "d"]))
    data = json.loads(text)
    data["names"][0] = "\ud800"
    with pytest.raises(RecordError, match=r"names\[0\].*cannot be written as UTF-8"):
        records.loads(json.dumps(data))


def test_rules_refuse_a_number_a_record_cannot_keep() -> None:
    assert records.MAX_INT == 2**53 - 1
    with pytest.raises(ValueError, match="at most 2\\*\\*53 - 1"):
        sk.Tariff(solo=records.MAX_INT + 1)
    with pytest.raises(ValueError, match="at most 2\\*\\*53 - 1"):
        sk.Rules(stock=records.MAX_INT + 1, all_pass="throw_in")
    rules = sk.Rules(tariff=sk.Tariff(solo=records.MAX_INT), stock=records.MAX_INT,
                     all_pass="throw_in")  # fmt: skip
    state = sk.deal(rules, dealer=0, rng=random.Random(1))
    back = records.loads(records.dumps(records.record_game(state)))
    assert back.rules == rules
