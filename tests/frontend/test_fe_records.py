"""Records: round trips (property), replay, every malformed entry named."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import RecordError, records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.records import MalformedRecordError, ReplayError


def _random_game(seed: int, game: str, stop: float) -> Any:
    rng = random.Random(seed)
    state: Any
    if game == "schafkopf":
        rules = sk.Rules(
            klopfen=rng.random() < 0.5,
            all_pass=rng.choice(list(sk.AllPass)),
            schneider=rng.choice(list(sk.Schneider)),
            tariff=sk.Tariff(rufspiel=rng.choice([1, 10, 20]), solo=rng.choice([5, 50])),
        )
        state = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
    else:
        rules_sp = sp.Rules(players=rng.randrange(3, 7), one_card_per_turn=rng.random() < 0.3)
        state = sp.deal(rules_sp, round=rng.randrange(1, 9), dealer=0, rng=rng)
    steps = 0
    limit = int(stop * 200)
    while not state.is_over and steps < limit:
        state = state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    game=st.sampled_from(["schafkopf", "schapa"]),
    stop=st.sampled_from([0.0, 0.1, 0.5, 1.0]),
)
def test_any_played_game_round_trips_through_a_record(seed: int, game: str, stop: float) -> None:
    state = _random_game(seed, game, stop)
    text = records.dumps(state)
    record = records.loads(text)
    assert isinstance(record, records.GameRecord)
    assert record.final == state
    assert record.rules == state.rules
    states = list(record)
    assert len(states) == len(state.history) + 1
    for k, s in enumerate(states):
        assert s.history == state.history[:k]
    assert records.dumps(record) == text
    compact = records.loads(records.dumps(state, compact=True))
    assert isinstance(compact, records.GameRecord)
    assert compact.final == state
    if state.is_over:
        assert record.result == state.settle()


def _schafkopf_match(seed: int) -> tuple[sk.Match, list[sk.GameState]]:
    rng = random.Random(seed)
    match = sk.Match(sk.Rules.sauspiel(), games=8, first_dealer=2)
    start = match
    states = []
    while not match.is_over:
        state = match.deal(rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
        match = match.record(state)
    return start, states


def test_a_match_round_trips_and_iterates_over_every_state() -> None:
    start, states = _schafkopf_match(5)
    names = ["Anna", "Bert", "Cilli", "Done"]
    text = records.dumps(start, states=states, names=names)
    record = records.loads(text)
    assert isinstance(record, records.MatchRecord)
    assert record.names == tuple(names)
    assert record.is_over
    finished = start
    for s in states:
        finished = finished.record(s)
    assert record.totals == finished.totals
    assert [d.final for d in record.deals] == states
    assert len(list(record)) == sum(len(s.history) + 1 for s in states)
    assert records.dumps(record) == text


def test_a_schapa_match_in_progress_round_trips(tmp_path: Path) -> None:
    rng = random.Random(2)
    match = sp.Match(sp.Rules(players=5, rounds=(7, 1, 3)), first_dealer=4)
    states = []
    for _ in range(2):
        state = match.deal(rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
        match = match.record(state)
    third = match.deal(rng)
    third = third.apply(third.legal_actions()[0])
    states.append(third)
    path = tmp_path / "m.json"
    records.dump(sp.Match(match.rules, 4), path, states=states)
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    assert not record.is_over
    assert record.deals[-1].final == third
    assert record.deals[-1].result is None
    assert record.totals == match.totals


def _game_text() -> tuple[str, dict[str, Any]]:
    state = _random_game(11, "schafkopf", 1.0)
    text = records.dumps(state)
    return text, json.loads(text)


def _error(data: Any) -> RecordError:
    with pytest.raises(RecordError) as info:
        records.loads(data if isinstance(data, str) else json.dumps(data))
    return info.value


def test_an_illegal_action_is_named_with_its_number_and_reason() -> None:
    _, data = _game_text()
    actions = data["actions"]
    k = len(actions) - 8  # two cards of the same trick swapped: the wrong seat's card
    actions[k], actions[k + 1] = actions[k + 1], actions[k]
    err = _error(data)
    assert isinstance(err, ReplayError)
    assert err.entry == f"action {k + 1} {actions[k]!r}"
    assert err.reason.startswith("seat ")


@pytest.mark.parametrize(
    ("change", "entry", "reason"),
    [
        (lambda d: d.pop("hands"), "hands", "missing"),
        (lambda d: d.update(version=2), "version", "reads version 1"),
        (lambda d: d.update(format="pgn"), "format", "expected"),
        (lambda d: d.update(game="skat"), "game", "schafkopf"),
        (lambda d: d.update(kind="tournament"), "kind", "expected"),
        (lambda d: d["rules"].update(dealer_cheats=True), "rules.dealer_cheats", "unknown"),
        (lambda d: d["rules"].pop("klopfen"), "rules.klopfen", "missing"),
        (lambda d: d["rules"]["tariff"].update(solo=-5), "rules.tariff", ">= 0"),
        (lambda d: d["rules"].update(all_pass="maybe"), "rules", "AllPass"),
        (lambda d: d.update(names=["a", "b"]), "names", "4 entries"),
        (lambda d: d.update(dealer="3"), "dealer", "an integer"),
        (lambda d: d.update(dealer=7), "dealer", "seat 0 to 3"),
        (lambda d: d["hands"].__setitem__(1, d["hands"][0]), "hands", "dealt twice"),
        (lambda d: d["actions"].__setitem__(3, "hello"), "action 4 'hello'", "not an action"),
        (lambda d: d["actions"].__setitem__(0, 7), "actions[0]", "a string"),
        (lambda d: d["result"].update(scores=[9, 9, 9, 9]), "result.scores", "replay gives"),
        (lambda d: d.update(result=None), "result", "not over, but it is"),
        (lambda d: d["actions"].append("EO"), "action", "over"),
        (lambda d: d.update(comment="hi"), "comment", "unknown entry"),
        (lambda d: d.update(first_dealer=0), "first_dealer", "unknown entry"),
        (lambda d: d["result"].update(note="x"), "result.note", "unknown entry"),
        (lambda d: d["result"].update(scores="1 1 1 0"), "result.scores", "list of integers"),
    ],
)
def test_every_malformed_entry_is_named(change: Any, entry: str, reason: str) -> None:
    _, data = _game_text()
    change(data)
    err = _error(data)
    assert err.entry.startswith(entry), err
    assert reason in err.reason, err


def test_bad_json_names_line_and_column() -> None:
    text, _ = _game_text()
    err = _error(text.replace('"dealer":', '"dealer"', 1))
    assert isinstance(err, MalformedRecordError)
    assert err.entry.startswith("line ")
    assert "column" in err.entry
    assert isinstance(_error("[1, 2]"), MalformedRecordError)


def test_match_errors_name_the_game() -> None:
    start, states = _schafkopf_match(8)
    data = json.loads(records.dumps(start, states=states))
    data["deals"][4]["dealer"] = (data["deals"][4]["dealer"] + 1) % 4
    err = _error(data)
    assert err.entry == "game 5, dealer"
    data = json.loads(records.dumps(start, states=states))
    data["result"]["totals"][0] += 1
    assert _error(data).entry == "result.totals"
    data = json.loads(records.dumps(start, states=states))
    data["deals"].append(data["deals"][0])
    assert "over" in _error(data).reason
    data = json.loads(records.dumps(start, states=states))
    data["deals"][1]["seed"] = 7
    assert _error(data).entry == "game 2, seed"


def test_dumps_refuses_a_match_without_its_states() -> None:
    with pytest.raises(ValueError, match="states"):
        records.dumps(sk.Match(sk.Rules()))
    with pytest.raises(TypeError):
        records.dumps("not a game")  # type: ignore[arg-type]
