"""``random_rules`` draws every house-rule field of every game's ``Rules``, derived from
the attrs fields: a field added to a rules class is varied without touching the suite."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import cast

import attrs
import pytest

from kartenregeln import get_game
from kartenregeln import schafkopf as sk
from kartenregeln.testing import random_rules, rule_fields


@pytest.mark.parametrize("name", ["schafkopf", "schapa"])
def test_every_rules_field_is_varied(name: str) -> None:
    game = get_game(name)
    rng = random.Random(38)
    seen: dict[str, set[object]] = defaultdict(set)
    drawn = [random_rules(game, rng) for _ in range(300)]
    for rules in drawn:
        assert isinstance(rules, game.rules_type)
        for field, value in rule_fields(rules).items():
            seen[field].add(value)
    default = rule_fields(game.rules_type())
    assert set(seen) == set(default)
    unvaried = [field for field, values in seen.items() if len(values) < 2]
    assert not unvaried, f"fields never varied: {unvaried}"
    # and each field takes a value other than its default in some draw
    assert all(seen[field] - {value} for field, value in default.items())
    assert {r.players for r in drawn} == set(game.seats)


def test_rule_fields_walks_the_nested_values() -> None:
    fields = rule_fields(sk.Rules())
    assert fields["tariff.solo"] == 5
    assert fields["laufende_min.wenz"] == 2
    assert "tariff" not in fields
    expected = {f.name for f in attrs.fields(sk.Rules)} - {"tariff", "laufende_min"}
    expected |= {f"tariff.{f.name}" for f in attrs.fields(sk.Tariff)}
    expected |= {f"laufende_min.{f.name}" for f in attrs.fields(sk.LaufendeMin)}
    assert set(fields) == expected


def test_schafkopf_draws_reach_both_decks_every_tariff_option_and_the_stock() -> None:
    game = get_game("schafkopf")
    rng = random.Random(7)
    drawn = [cast("sk.Rules", random_rules(game, rng)) for _ in range(300)]
    assert {r.deck for r in drawn} == set(sk.Deck)
    assert {(r.players, r.deck) for r in drawn} == {(p, d) for p in (3, 4) for d in sk.Deck}
    assert any(r.stock is not None for r in drawn)
    for option in ("extra_laufende", "ramsch", "bettel"):
        values = {getattr(r.tariff, option) for r in drawn}
        assert None in values
        assert len(values) > 5


def test_a_new_rules_field_is_drawn_without_touching_the_suite() -> None:
    """A rules class with a field the suite has never heard of: it is varied too."""

    @attrs.frozen
    class Extended:
        players: int = 4
        newfangled: bool = False
        count: int = attrs.field(default=3, validator=attrs.validators.in_(range(1, 9)))

    game = attrs.evolve(get_game("schapa"), rules_type=Extended)  # type: ignore[arg-type]
    rng = random.Random(1)
    drawn = [random_rules(game, rng) for _ in range(60)]
    assert {r.newfangled for r in drawn} == {True, False}  # type: ignore[attr-defined]
    assert len({r.count for r in drawn}) > 3  # type: ignore[attr-defined]
