"""The command line's ``score`` and ``check`` on records written by ``simulate``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cli_run import run, run_process

from kartenregeln import records
from kartenregeln import schapa as sp


def _legal_record(tmp_path: Path, *extra: str) -> tuple[Path, dict[str, object]]:
    path = tmp_path / "sim.json"
    result = run("simulate", "--bots", "random,random,random,heuristic", "--no-progress",
                 "--record", str(path), *extra)  # fmt: skip
    assert result.code == 0, result.err
    return path, json.loads(path.read_text(encoding="utf-8"))


def _write(tmp_path: Path, name: str, data: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_check_exit_codes(tmp_path: Path) -> None:
    path, data = _legal_record(tmp_path)
    ok = run("check", str(path))
    assert ok.code == 0
    assert ok.out == f"ok: {path}: schafkopf match, 8 games, {_actions(data)} actions, " + (
        "every action legal, over\n"
    )

    deals = data["deals"]
    assert isinstance(deals, list)
    actions = deals[2]["actions"]
    k = len(actions) - 8
    actions[k], actions[k + 1] = actions[k + 1], actions[k]
    illegal = run("check", str(_write(tmp_path, "illegal.json", data)))
    assert illegal.code == 1
    assert illegal.err.count("\n") == 1
    assert f"kartenregeln: illegal: {tmp_path / 'illegal.json'}: game 3, action {k + 1}" in (
        illegal.err
    )

    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text(encoding="utf-8")[:-20], encoding="utf-8")
    malformed = run("check", str(broken))
    assert malformed.code == 2
    assert "malformed" in malformed.err
    assert "line " in malformed.err


def _actions(data: dict[str, object]) -> int:
    deals = data["deals"]
    assert isinstance(deals, list)
    return sum(len(d["actions"]) for d in deals)


def test_check_a_missing_file_names_the_path_once(tmp_path: Path) -> None:
    missing = tmp_path / "nonexistent.json"
    for command, code in (("check", 2), ("score", 1)):
        result = run(command, str(missing))
        assert result.code == code
        assert result.err.count(str(missing)) == 1
        assert "No such file or directory" in result.err
        assert result.err.count("\n") == 1
    folder = run("check", str(tmp_path))
    assert folder.code == 2
    assert folder.err.count(str(tmp_path)) == 1


def test_a_truncated_match_record_is_incomplete_not_illegal(tmp_path: Path) -> None:
    """Cut short (the results were written, the end of the actions or games is missing):
    every action is legal, so the record is incomplete, not illegal."""
    _path, data = _legal_record(tmp_path)
    deals = data["deals"]
    assert isinstance(deals, list)
    cut_actions = json.loads(json.dumps(data))
    cut_actions["deals"][-1]["actions"] = cut_actions["deals"][-1]["actions"][:-5]
    cut_games = json.loads(json.dumps(data))
    cut_games["deals"] = cut_games["deals"][:-2]
    for name, cut, stops in [
        ("actions.json", cut_actions, f"8 games, {_actions(data) - 5} actions"),
        ("games.json", cut_games, "6 games"),
    ]:
        result = run("check", str(_write(tmp_path, name, cut)))
        assert result.code == 2, result.err
        assert result.err.startswith(f"kartenregeln: incomplete: {tmp_path / name}: ")
        assert f"it stops after match, {stops}" in result.err
        assert "illegal" not in result.err
    # an illegal action in a cut record is still illegal
    bad = json.loads(json.dumps(cut_games))
    bad["deals"][0]["actions"][-1], bad["deals"][0]["actions"][-2] = (
        bad["deals"][0]["actions"][-2],
        bad["deals"][0]["actions"][-1],
    )
    result = run("check", str(_write(tmp_path, "bad.json", bad)))
    assert result.code == 1
    assert "kartenregeln: illegal: " in result.err
    # a record that says it is not over is fine
    unfinished = json.loads(json.dumps(cut_games))
    del unfinished["result"]
    result = run("check", str(_write(tmp_path, "open.json", unfinished)))
    assert result.code == 0
    assert result.out.endswith("every action legal, not over\n")


def test_score_prints_the_settlement_with_its_breakdown(tmp_path: Path) -> None:
    path, _ = _legal_record(tmp_path)
    result = run("score", str(path))
    assert result.code == 0, result.err
    out = result.out
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    for k, deal in enumerate(record.deals, 1):
        res = deal.result
        assert res is not None
        assert re.search(rf"^Spiel {k}: ", out, re.M)
        for line in res.breakdown:
            amount = f"×{line.value}" if line.factor else f"{line.value:+d}"
            assert re.search(rf"^  .*: {re.escape(amount)}$", out, re.M)
        money = ", ".join(
            f"Sitz {s} ({record.names[s]}) {v:+d}"
            for s, v in enumerate(res.balance)  # type: ignore[attr-defined]
        )
        assert f"  Ergebnis: {money}\n" in out
    assert "Endstand:" in out
    assert re.search(r"^  1\. Sitz \d \(.*\) [+-]\d+, Platzbonus 30$", out, re.M)
    english = run("score", str(path), "--lang", "en")
    assert "total:" in english.out
    assert "place bonus 30" in english.out
    assert "Rufspiel tariff" in english.out or "Solo tariff" in english.out


def test_score_a_schapa_match_and_an_unfinished_one(tmp_path: Path) -> None:
    path = tmp_path / "sp.json"
    made = run("simulate", "--game", "schapa", "--players", "3", "--rounds", "1,7", "--bots",
               "random,random,random", "--record", str(path), "--no-progress")  # fmt: skip
    assert made.code == 0, made.err
    result = run("score", str(path))
    assert result.code == 0, result.err
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    first = record.deals[0].result
    assert isinstance(first, sp.RoundSettlement)
    assert "Runde 1 (Stiche): Stiche: " in result.out
    assert "Runde 7 (Domino): fertig in der Reihenfolge " in result.out
    for s, won in enumerate(first.tricks_won):
        if won:
            word = "Stich zu" if won == 1 else "Stiche zu"
            assert f"  Sitz {s} ({record.names[s]}): {won} {word} +5: {5 * won:+d}\n" in (
                result.out
            )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["deals"][-1]["actions"] = data["deals"][-1]["actions"][:3]
    del data["deals"][-1]["result"]
    del data["result"]
    result = run("score", str(_write(tmp_path, "open.json", data)))
    assert result.code == 0, result.err
    assert "Runde 7: nicht zu Ende (3 Züge)" in result.out
    assert "Stand bisher:" in result.out


def test_check_by_subprocess_never_prints_a_traceback(tmp_path: Path) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "kartenregeln-record", "version": 1, "game": "skat"}')
    result = run_process("check", str(junk))
    assert result.code == 2
    assert result.err.strip().endswith("game: expected 'schafkopf' or 'schapa', not 'skat'")
    assert "Traceback" not in result.err


def test_check_and_score_a_single_game_record(tmp_path: Path) -> None:
    import random

    from kartenregeln import schafkopf as sk
    from kartenregeln.bots import RandomBot, play_out

    rng = random.Random(2)
    state = play_out(sk.deal(sk.Rules(), dealer=0, rng=rng), [RandomBot()] * 4, rng)
    path = tmp_path / "game.json"
    records.dump(records.record_game(state, ["A", "B", "C", "D"]), path)
    ok = run("check", str(path))
    assert ok.code == 0
    assert ok.out == (
        f"ok: {path}: schafkopf game, {len(state.history)} actions, every action legal, over\n"
    )
    score = run("score", str(path), "--lang", "en")
    assert score.out.startswith("game 1: ")
    assert "  result: seat 0 (A) " in score.out
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:10]
    del data["result"]
    cut = run("score", str(_write(tmp_path, "open.json", data)), "--lang", "en")
    assert cut.out == "game 1: not over (10 actions)\n"
