"""Records from untrusted files: limits, strict types, escaped echoes, atomic writes, and
the loader exactly as strict as the shipped JSON Schema."""

from __future__ import annotations

import io
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hard_records import samples, validator
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import RecordError, records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.records import MalformedRecordError, ReplayError


def _game() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(samples()[0])
    return data


def _match() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(samples()[4])
    return data


def _malformed(data: object) -> MalformedRecordError:
    text = data if isinstance(data, (str, bytes)) else json.dumps(data)
    with pytest.raises(MalformedRecordError) as info:
        records.loads(text)
    return info.value


def test_every_sample_is_valid_and_loads() -> None:
    for text in samples():
        assert validator().is_valid(json.loads(text))
        assert records.dumps(records.loads(text)) == text


# -- limits --------------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [records.MAX_DEPTH + 1, 100_000])
def test_deep_nesting_is_malformed_not_a_recursion_error(depth: int) -> None:
    err = _malformed("[" * depth + "]" * depth)
    assert "nested more than" in err.reason
    data = _game()
    text = json.dumps(data).replace('"actions": [', '"actions": [' + "[" * depth, 1)
    assert "nested" in _malformed(text).reason


def test_depth_counts_brackets_outside_strings_only() -> None:
    data = _game()
    data["names"][0] = "[" * 1000 + "{" * 1000
    assert records.loads(json.dumps(data)).names[0] == data["names"][0]


def test_text_longer_than_the_limit_is_malformed() -> None:
    big = " " * (records.MAX_CHARS + 1)
    assert "longer than" in _malformed(big).reason
    assert "longer than" in _malformed(big.encode()).reason


@pytest.mark.parametrize("digits", [17, 30, 4301, 5000])
def test_huge_integers_are_named_not_a_value_error(digits: int) -> None:
    text = samples()[0].replace('"dealer": 2', '"dealer": ' + "9" * digits, 1)
    err = _malformed(text)
    assert err.entry == "dealer"
    assert f"{digits} digits" in err.reason
    data = _game()
    text = json.dumps(data).replace('"scores": [', '"scores": [-' + "1" * digits + ", ", 1)
    assert _malformed(text).entry == "result.scores[0]"


def test_integers_within_the_limit_are_read() -> None:
    data = _game()
    data["result"]["scores"][0] = records.MAX_INT
    with pytest.raises(ReplayError, match=r"result\.scores"):
        records.loads(json.dumps(data))


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_non_json_constants_are_malformed(constant: str) -> None:
    text = samples()[0].replace('"dealer": 2', '"dealer": ' + constant, 1)
    assert "not a JSON number" in _malformed(text).reason


def test_duplicate_keys_are_malformed() -> None:
    text = samples()[0].replace('"dealer": 2', '"dealer": 2, "dealer": 2', 1)
    err = _malformed(text)
    assert err.entry == "key 'dealer'"
    assert "twice" in err.reason


def test_a_byte_order_mark_is_refused_by_every_reader(tmp_path: Path) -> None:
    text = samples()[0]
    assert "byte order mark" in _malformed("\ufeff" + text).reason
    assert "byte order mark" in _malformed(b"\xef\xbb\xbf" + text.encode()).reason
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())
    with pytest.raises(MalformedRecordError, match="byte order mark"):
        records.load(path)
    assert "UTF-8" in _malformed(text.encode("utf-16")).reason


# -- strict types ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "entry", "reason"),
    [
        (lambda d: d.update(version=True), "version", "not True"),
        (lambda d: d.update(version=1.0), "version", "not 1.0"),
        (lambda d: d.update(dealer=2.0), "dealer", "expected an integer, not a fractional number"),
        (lambda d: d["result"].pop("scores"), "result.scores", "missing"),
        (lambda d: d["result"].update(breakdown=5), "result.breakdown", "expected a list"),
        (lambda d: d["result"].update(breakdown=[5]), "result.breakdown[0]", "expected a string"),
        (lambda d: d["result"]["scores"].__setitem__(0, 1.0), "result.scores[0]", "an integer"),
        (lambda d: d.update(round=1), "round", "no rounds"),
        (lambda d: d.update(games=8), "games", "unknown entry"),
    ],
)
def test_a_game_record_breaking_the_format_is_malformed(
    change: Any, entry: str, reason: str
) -> None:
    data = _game()
    change(data)
    err = _malformed(data)
    assert (err.entry, reason in err.reason) == (entry, True), err
    assert not validator().is_valid(data)


@pytest.mark.parametrize(
    ("change", "entry", "reason"),
    [
        (lambda d: d.update(result=None), "result", "not null"),
        (lambda d: d["result"].update(seed=1), "result.seed", "unknown"),
        (lambda d: d["result"]["totals"].__setitem__(0, 0.5), "result.totals[0]", "an integer"),
        (lambda d: d["result"].pop("totals"), "result.totals", "missing"),
        (lambda d: d["result"]["places"].__setitem__(0, 0), "result.places[0]", "at least 1"),
        (lambda d: d.update(games=8.0), "games", "an integer"),
        (lambda d: d.update(first_dealer=True), "first_dealer", "a boolean"),
        (lambda d: d["deals"].__setitem__(0, []), "game 1", "expected an object"),
        (lambda d: d.pop("games"), "games", "missing"),
    ],
)
def test_a_match_record_breaking_the_format_is_malformed(
    change: Any, entry: str, reason: str
) -> None:
    data = _match()
    change(data)
    err = _malformed(data)
    assert (err.entry, reason in err.reason) == (entry, True), err
    assert not validator().is_valid(data)


def test_match_places_are_checked_against_the_replay() -> None:
    data = _match()
    data["result"]["places"] = [4, 3, 2, 1]
    with pytest.raises(ReplayError, match=r"result\.places"):
        records.loads(json.dumps(data))


# -- echoes ----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["x\nok: forged.json", "\x1b[2J\x1b[32mok", "a" * 500, "é ü"])
def test_unknown_keys_are_escaped_in_the_error(key: str) -> None:
    for where in ("top", "rules", "result"):
        data = _game()
        {"top": data, "rules": data["rules"], "result": data["result"]}[where][key] = 1
        err = _malformed(data)
        text = str(err)
        assert "\n" not in text
        assert "\x1b" not in text
        assert len(text) < 200


def test_echoed_values_are_escaped_and_short() -> None:
    data = _game()
    data["format"] = "\x1b[31m" + "x" * 10_000
    text = str(_malformed(data))
    assert "\x1b" not in text
    assert len(text) < 200
    data = _game()
    data["actions"][0] = "\nok: fine\x1b[0m"
    text = str(_malformed(data))
    assert "\n" not in text
    assert "\x1b" not in text


# -- atomic writes ---------------------------------------------------------------------------


def test_dump_never_truncates_an_existing_record(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    record = records.loads(samples()[0])
    assert isinstance(record, records.GameRecord)
    records.dump(record, path)
    before = path.read_bytes()
    state: Any = record.final
    with pytest.raises(ValueError, match=r"names\[1\]"):
        records.dump(state, path, names=["Anna", "\udcff", "C", "D"])
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


def test_dump_replaces_the_file_and_keeps_its_mode(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text("old")
    os.chmod(path, 0o640)
    records.dump(records.loads(samples()[1]), path)
    assert records.dumps(records.load(path)) == samples()[1]
    assert path.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.json"]


def test_dump_into_a_missing_folder_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        records.dump(records.loads(samples()[1]), tmp_path / "nope" / "r.json")
    assert list(tmp_path.iterdir()) == []


# -- the loader against the schema, on generated records ---------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**60), 2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
KEYS = st.sampled_from(
    ["format", "version", "game", "kind", "rules", "names", "dealer", "round", "hands",
     "actions", "result", "first_dealer", "games", "deals", "scores", "balance", "breakdown",
     "totals", "places", "tariff", "players", "rounds", "klopfen", "solo_order", "x"]
)  # fmt: skip


def _containers(value: Any, out: list[Any]) -> list[Any]:
    if isinstance(value, (dict, list)):
        out.append(value)
        for child in value.values() if isinstance(value, dict) else value:
            _containers(child, out)
    return out


@st.composite
def mutated_records(draw: st.DrawFn) -> Any:
    data = json.loads(draw(st.sampled_from(samples())))
    for _ in range(draw(st.integers(1, 2))):
        spots = _containers(data, [])
        spot = draw(st.sampled_from(spots))
        how = draw(st.sampled_from(["replace", "delete", "add"]))
        if isinstance(spot, dict):
            if how == "add" or not spot:
                spot[draw(KEYS)] = draw(JSON_VALUES)
            else:
                key = draw(st.sampled_from(sorted(spot)))
                if how == "delete":
                    del spot[key]
                else:
                    spot[key] = draw(JSON_VALUES)
        elif spot:
            k = draw(st.integers(0, len(spot) - 1))
            if how == "delete":
                del spot[k]
            else:
                spot[k] = draw(JSON_VALUES)
        else:
            spot.append(draw(JSON_VALUES))
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_records())
def test_the_loader_is_exactly_as_strict_as_the_schema(data: Any) -> None:
    valid = validator().is_valid(data)
    try:
        records.loads(json.dumps(data))
    except MalformedRecordError:
        outcome = "malformed"
    except ReplayError:
        outcome = "replay"
    else:
        outcome = "ok"
    # Whatever the schema refuses is malformed; whatever loads, the schema accepts. The
    # loader refuses more only where replaying is needed (a deal, a legal action, the
    # seats of a Schapa table), which the schema cannot know.
    if not valid:
        assert outcome == "malformed", validator().iter_errors(data)
    if outcome == "ok":
        assert valid


def test_every_record_error_is_a_record_error() -> None:
    assert issubclass(MalformedRecordError, RecordError)
    assert issubclass(ReplayError, RecordError)


# -- the rest of the record API's refusals ---------------------------------------------------


def _finished(game: str, seed: int) -> Any:
    rng = random.Random(seed)
    state: Any = (
        sk.deal(sk.Rules(), dealer=0, rng=rng)
        if game == "schafkopf"
        else sp.deal(sp.Rules(players=3), round=1, dealer=0, rng=rng)
    )
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_record_values_refuse_what_is_not_a_game() -> None:
    with pytest.raises(TypeError, match="not a Schafkopf or Schapa"):
        records.record_game("a game")  # type: ignore[arg-type]
    state = _finished("schafkopf", 1)
    for names in (["A", "B"], "ABCD", ["A", "B", "C", 4]):
        with pytest.raises(ValueError, match="4 strings"):
            records.record_game(state, names)  # type: ignore[arg-type]
    record = records.record_game(state, ["A", "B", "C", "D"])
    assert record.start.history == ()
    assert len(record) == len(state.history) + 1


def test_record_match_refuses_states_that_are_not_the_matchs() -> None:
    match = sk.Match(sk.Rules())
    first, second = _finished("schafkopf", 1), _finished("schafkopf", 2)
    unfinished = sk.deal(sk.Rules(), dealer=1, rng=random.Random(3))
    with pytest.raises(ValueError, match="only the last may be unfinished"):
        records.record_match(match, [unfinished, first])
    with pytest.raises(ReplayError, match="dealt by seat 1"):
        records.record_match(match, [first, second])
    other = match.record(_finished("schafkopf", 5))
    with pytest.raises(ValueError, match="do not give the match's results"):
        records.record_match(other, [first])


def test_rules_and_results_entries_are_checked() -> None:
    data = _game()
    data["rules"]["tariff"] = 5
    assert _malformed(data).entry == "rules.tariff"
    data = _game()
    data.update(actions=data["actions"][:3])
    with pytest.raises(ReplayError, match="the game is not over"):
        records.loads(json.dumps(data))
    data = json.loads(samples()[1])  # a finished Schapa round
    data["round"] = 9
    assert _malformed(data).entry == "round"


def test_match_entries_are_checked() -> None:
    data = _match()
    data["games"] = 10
    assert "8, 12, 16 or 24" in _malformed(data).reason
    data = json.loads(samples()[5])  # a Schapa match
    data["games"] = 8
    assert _malformed(data).entry == "games"
    data = _match()
    data["result"]["totals"] = [1, 2, 3, 4]
    with pytest.raises(ReplayError, match=r"result\.totals"):
        records.loads(json.dumps(data))


def test_load_and_dump_work_on_streams_too() -> None:
    out = io.StringIO()
    records.dump(records.loads(samples()[0]), out)
    assert out.getvalue() == samples()[0]
    assert records.dumps(records.load(io.StringIO(out.getvalue()))) == samples()[0]
    with pytest.raises(MalformedRecordError, match="not JSON text"):
        records.loads(5)  # type: ignore[arg-type]


def test_a_failed_replace_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "taken"
    target.mkdir()
    (target / "inside").write_text("x")
    with pytest.raises(OSError):  # noqa: PT011 (the OS decides which one)
        records.dump(records.loads(samples()[1]), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["taken"]
