"""Bad JSON never escapes the library's errors: every ``from_json`` of both games (and
the shared ``wire.from_json``, and the records reader) reads a mutated value back or
refuses it with ``RecordError`` naming the entry, never ``IndexError``, ``KeyError``,
``TypeError`` or a bare ``ValueError``. A view read from JSON is a real view: it is
rebuilt from what its seat knows and every field is checked."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from kartenregeln import RecordError, get_game, wire
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.testing import random_rules
from kartenregeln.testing._mutate import check_mutations, mutate, paths


def _sk_view_with_tricks() -> sk.View:
    """Seat 0's view of a Rufspiel after two tricks (seat 1 called, seat 0 not partner)."""
    hands = ["EO GO HO SO EU GU G7 E7", "GA GZ GK G9 HA HZ E9 S7",
             "HU SU HK H9 EA EZ SA SZ", "G8 H8 H7 EK E8 SK S9 S8"]  # fmt: skip
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=hands)
    for action in ("weiter", "spiele", "weiter", "weiter", "rufspiel eichel"):
        state = state.apply(action)
    while len(state.tricks) < 2:
        state = state.apply(state.legal_actions()[0])
    assert state.declarer == 1
    return state.view(0)


def test_a_trick_winner_out_of_range_is_a_record_error_not_an_index_error() -> None:
    """The issue's reproduction: the render of a view read from JSON indexed the seats
    by a trick's winner (``IndexError`` at schafkopf/_wire.py)."""
    data: dict[str, Any] = _sk_view_with_tricks().to_json()
    data["tricks"][0]["winner"] = 7
    with pytest.raises(RecordError) as info:
        sk.View.from_json(data)
    assert info.value.entry == "tricks"
    del data["render"]
    with pytest.raises(RecordError, match="tricks"):
        wire.from_json(data)


@pytest.mark.parametrize(
    ("field", "value"),
    [("seat", 9), ("dealer", -1), ("to_move", 2), ("partner", 3), ("kontra", 1),
     ("legal_actions", []), ("hand", ["EO"]), ("phase", "over"), ("pot", 5)],
)  # fmt: skip
def test_a_view_field_that_does_not_follow_is_named(field: str, value: object) -> None:
    data: dict[str, Any] = _sk_view_with_tricks().to_json()
    del data["render"]
    if data[field] == value:
        pytest.skip(f"the view has {field}={value!r} already")  # pragma: no cover
    data[field] = value
    with pytest.raises(RecordError) as info:
        sk.View.from_json(data)
    assert info.value.entry in (field, "history", "seat", "dealer")


def test_a_schapa_view_field_that_does_not_follow_is_named() -> None:
    state = sp.deal(sp.Rules(players=4), round=2, dealer=0, rng=random.Random(2))
    for _ in range(9):
        state = state.apply(state.legal_actions()[0])
    data: dict[str, Any] = state.view(1).to_json()
    data["tricks_won"] = [9, 0, 0, 0]
    with pytest.raises(RecordError) as info:
        sp.RoundView.from_json(data)
    assert info.value.entry == "tricks_won"


def test_mutate_changes_one_place_and_says_where() -> None:
    rng = random.Random(1)
    data = {"a": [1, 2, {"b": "x"}], "c": None}
    assert len(list(paths(data))) == 7
    changed = 0
    for _ in range(50):
        mutated, said = mutate(data, rng)
        assert isinstance(said, str)
        changed += mutated != data
    assert changed >= 45
    assert data == {"a": [1, 2, {"b": "x"}], "c": None}


@pytest.mark.parametrize("name", ["schafkopf", "schapa"])
def test_mutated_json_of_random_games_gives_the_library_error(name: str) -> None:
    """Random games under random house rules: 600 mutated JSON forms of their states,
    views, actions, rules, settlements, matches and records; ``check_mutations`` fails
    on any exception but ``RecordError`` (and on a value read back that does not
    round-trip)."""
    game = get_game(name)
    rng = random.Random(38)
    for _ in range(6):
        match: Any = game.match_type(random_rules(game, rng))
        state = match.deal(rng)
        states = [state]
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            states.append(state)
        recorded = match.record(state)
        check_mutations(game, match, recorded, states, rng, 100)


def test_a_mutated_value_that_reads_back_is_a_real_value() -> None:
    """Mutations that keep the JSON valid (a list reordered, a string swapped for an
    equal one) read back to values that round-trip."""
    view = _sk_view_with_tricks()
    data = view.to_json()
    same = json.loads(json.dumps(data))
    assert sk.View.from_json(same) == view


def _sk_match() -> sk.Match:
    rng = random.Random(2)
    match = sk.Match(sk.Rules())
    for _ in range(2):
        state = match.deal(rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        match = match.record(state)
    return match


@pytest.mark.parametrize(
    ("entry", "change"),
    [("declarer", 9), ("winners[1]", [0, 7]), ("breakdown[0].seat", 4), ("balance", [1, 2])],
)
def test_a_settlement_naming_a_seat_the_game_lacks_is_refused(entry: str, change: object) -> None:
    """Found by the suite: a settlement (alone or inside a match) naming seat 9 of four,
    or with a balance of another length, was accepted."""
    match = _sk_match()
    data: dict[str, Any] = match.to_json()
    result = data["results"][0]
    key = entry.split("[")[0]
    if key == "breakdown":
        result["breakdown"][0]["seat"] = change
    else:
        result[key] = change
    with pytest.raises(RecordError) as info:
        sk.Match.from_json(data)
    # a balance of another length is the Match's own error, naming results[0]
    assert info.value.entry in (f"results[0].{entry}", "Match")
    assert "results[0]" in str(info.value)
    with pytest.raises(RecordError) as alone:
        sk.Settlement.from_json({"type": "schafkopf.settlement", "version": 1, **result})
    assert alone.value.entry == entry
    assert sk.Match.from_json(match.to_json()) == match


def test_a_schapa_settlement_naming_a_seat_the_game_lacks_is_refused() -> None:
    state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(3))
    rng = random.Random(3)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    data: dict[str, Any] = state.settle().to_json()
    assert sp.RoundSettlement.from_json(data) == state.settle()
    data["finishing_order"] = [0, 1, 2, 9]
    with pytest.raises(RecordError) as info:
        sp.RoundSettlement.from_json(data)
    assert info.value.entry == "finishing_order[3]"
