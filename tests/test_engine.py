"""The engine protocol: EngineBot against real programs (the example engine, a second
kartenregeln process, and broken engines), faults, fallback, arena and CLI reports."""

from __future__ import annotations

import io
import json
import pickle
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln import wire
from kartenregeln.bots import HeuristicBot, RandomBot, play_out, run_duplicate
from kartenregeln.cli.simulate import run_simulate
from kartenregeln.engine import EngineBot, EngineFault, serve

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = [sys.executable, str(ROOT / "examples" / "engines" / "random_engine.py")]
BUILTIN = [sys.executable, "-m", "kartenregeln", "engine", "--bot", "random", "--seed", "3"]

HEAD = """
import json, sys, time
def send(m):
    sys.stdout.write(json.dumps(m) + "\\n"); sys.stdout.flush()
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        send({"type": "hello", "name": "broken", "version": "0"})
    elif m["type"] == "choose":
"""
CHATTY = """
import json, sys
def send(m):
    sys.stdout.write(json.dumps(m) + "\\n"); sys.stdout.flush()
for line in sys.stdin:
    m = json.loads(line)
    if m["type"] == "hello":
        sys.stdout.write("\\n")
        send({"type": "log", "text": "warming up"})
        send({"type": "hello", "name": "chatty", "version": "2"})
    elif m["type"] == "choose":
        send({"type": "action", "id": m["id"] - 1, "action": "stale"})
        send({"type": "action", "id": m["id"], "action": m["legal"][-1]})
        if m["id"] == 2:
            sys.exit(0)
"""
BAD_HELLO = {
    "not_an_object": "import sys; sys.stdin.readline(); print('[1, 2]', flush=True)",
    "not_hello": (
        "import sys; sys.stdin.readline(); "
        'print(\'{"type": "action", "id": 1, "action": "weiter"}\', flush=True)'
    ),
}

BROKEN = {
    "crash": "        sys.exit(3)",
    "garbage": "        sys.stdout.write('I play the ace\\n'); sys.stdout.flush()",
    "timeout": "        time.sleep(30)",
    "illegal": "        send({'type': 'action', 'id': m['id'], 'action': 'tout geier'})",
    "unparsable": "        send({'type': 'action', 'id': m['id'], 'action': 'the ace'})",
    "wrong_shape": "        send({'type': 'action', 'id': m['id'], 'action': 7})",
}


def _bot(command: list[str], **options: Any) -> EngineBot:
    """An EngineBot with room for a slow start on a busy machine (unless overridden)."""
    return EngineBot(command, **{"hello_timeout": 60.0, "time_limit": 30.0, **options})


def _engine(tmp_path: Path, kind: str) -> list[str]:
    script = tmp_path / f"{kind}.py"
    script.write_text(HEAD + BROKEN[kind] + "\n", encoding="utf-8")
    return [sys.executable, str(script)]


def _game() -> sk.GameState:
    return sk.deal(sk.Rules(), dealer=3, rng=random.Random(4))


def test_example_engine_plays_whole_games_without_faults() -> None:
    with _bot(EXAMPLE) as engine:
        for state in (
            _game(),
            sp.deal(sp.Rules(players=3), round=7, dealer=0, rng=random.Random(2)),
        ):
            bots = [engine] + [RandomBot()] * (state.num_seats - 1)
            end = play_out(state, bots, random.Random(1))
            assert end.is_over
        assert engine.engine_name == "random example"
        assert engine.name == "engine:" + " ".join(EXAMPLE)  # the same in every worker
        assert engine.faults == []


def test_two_kartenregeln_processes_play_each_other() -> None:
    with _bot(BUILTIN) as engine:
        state = _game()
        while (seat := state.to_move) is not None:
            view = state.view(seat)
            action = engine.choose(view, random.Random(0))
            assert action in view.legal_actions
            state = state.apply(action)
        assert engine.engine_name == "kartenregeln random"
        assert engine.take_faults() == []


@pytest.mark.parametrize(
    ("kind", "fault"),
    [
        ("crash", "crash"),
        ("garbage", "garbage"),
        ("illegal", "illegal"),
        ("unparsable", "garbage"),
        ("wrong_shape", "garbage"),
    ],
)
def test_broken_engine_is_replaced_by_the_fallback(tmp_path: Path, kind: str, fault: str) -> None:
    state = _game()
    view = state.view(0)  # seat 0 speaks first after dealer 3
    with _bot(_engine(tmp_path, kind), fallback=RandomBot(), max_restarts=1) as engine:
        action = engine.choose(view, random.Random(1))
        assert action in view.legal_actions
        faults = engine.take_faults()
        assert [f.kind for f in faults] == [fault]
        assert faults[0].seat == view.seat
        assert "broken" in str(faults[0])


def test_slow_engine_times_out(tmp_path: Path) -> None:
    state = _game()
    view = state.view(0)  # seat 0 speaks first after dealer 3
    with _bot(_engine(tmp_path, "timeout"), time_limit=0.3) as engine:
        assert engine.choose(view, random.Random(1)) in view.legal_actions
        (f,) = engine.take_faults()
        assert (f.kind, f.detail) == ("timeout", "no answer within 0.3 s")


def test_crashing_engine_is_restarted_then_disabled(tmp_path: Path) -> None:
    state = _game()
    view = state.view(0)  # seat 0 speaks first after dealer 3
    engine = _bot(_engine(tmp_path, "crash"), max_restarts=1)
    for _ in range(4):
        assert engine.choose(view, random.Random(1)) in view.legal_actions
    faults = engine.take_faults()
    assert [f.kind for f in faults] == ["crash", "crash", "disabled", "disabled"]
    assert faults[-1].detail == "too many restarts"
    engine.close()


def test_program_that_cannot_start_or_never_says_hello(tmp_path: Path) -> None:
    view = _game().view(0)
    engine = _bot(["/nonexistent/engine"], max_restarts=0)
    engine.choose(view, random.Random(1))
    (f,) = engine.take_faults()
    assert f.kind == "start"
    assert "cannot run" in f.detail
    silent = tmp_path / "silent.py"
    silent.write_text("import sys\nsys.stdin.readline()\n", encoding="utf-8")
    engine = _bot([sys.executable, str(silent)], max_restarts=0)
    engine.choose(view, random.Random(1))
    assert engine.take_faults()[0].detail == "the program ended before saying hello"


def test_engine_bot_pickles_without_its_process() -> None:
    with _bot(EXAMPLE) as engine:
        engine.choose(_game().view(0), random.Random(0))
        copy = pickle.loads(pickle.dumps(engine))
        assert copy._proc is None
        assert copy.choose(_game().view(0), random.Random(0)) in _game().view(0).legal_actions
        copy.close()


def test_arena_reports_the_faults(tmp_path: Path) -> None:
    engine = _bot(_engine(tmp_path, "garbage"))
    result = run_duplicate("schafkopf", engine, HeuristicBot(), units=1, seed=3)
    engine.close()
    assert result.faults
    assert all(": garbage: not JSON" in f for f in result.faults)
    assert f"{len(result.faults)} engine decisions made by the fallback bot" in str(result)


def test_simulate_with_engine_seats_lists_the_faults(tmp_path: Path) -> None:
    out = io.StringIO()
    command = " ".join(_engine(tmp_path, "illegal"))
    run_simulate(
        "schafkopf", sk.Rules(), matches=1, games=8, bots=(), samples=2, seed=1, workers=1,
        lang="en", record=None, progress=False, out=out, err=io.StringIO(),
        engines=[f"2:{command}", "1:" + " ".join(EXAMPLE)],
    )  # fmt: skip
    text = out.getvalue()
    assert "engine faults: " in text
    assert "(seat 2): illegal: 'tout geier' is not legal now" in text
    assert "(seat 1)" not in text


def test_simulate_refuses_bad_engine_specs() -> None:
    for spec, problem in (("x", "SEAT:COMMAND"), ("7:python3 e.py", "not a seat 0..3")):
        with pytest.raises(ValueError, match=problem):
            run_simulate(
                "schafkopf", sk.Rules(), matches=1, games=8, bots=(), samples=2, seed=1,
                workers=1, lang="en", record=None, progress=False, out=io.StringIO(),
                engines=[spec],
            )  # fmt: skip


def test_serve_answers_hello_choose_errors_and_quit() -> None:
    state = _game()
    view = state.view(0)  # seat 0 speaks first after dealer 3
    lines = [
        {"type": "hello", "protocol": 1},
        {"type": "choose", "id": 5, "view": wire.to_json(view), "legal": []},
        "not json",
        {"type": "choose", "id": 6, "view": {"type": "nonsense"}},
        {"type": "dance"},
        {"type": "quit"},
        {"type": "hello"},
    ]
    stdin = io.BytesIO(
        b"".join((x if isinstance(x, str) else json.dumps(x)).encode() + b"\n" for x in lines)
    )
    stdout = io.BytesIO()
    assert serve(HeuristicBot(), random.Random(0), stdin, stdout, "test") == 0
    answers = [json.loads(x) for x in stdout.getvalue().splitlines()]
    assert [a["type"] for a in answers] == ["hello", "action", "error", "error", "error"]
    assert answers[0]["name"] == "test"
    assert sk.parse_action(answers[1]["action"]) in view.legal_actions
    assert answers[1]["id"] == 5
    assert answers[3]["id"] == 6


def test_engine_command_line_speaks_the_protocol() -> None:
    view = _game().view(0)
    hello = json.dumps({"type": "hello"})
    choose = json.dumps({"type": "choose", "id": 1, "view": wire.to_json(view)})
    run = subprocess.run(
        BUILTIN,
        input=f"{hello}\n{choose}\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    first, second = (json.loads(x) for x in run.stdout.splitlines())
    assert first["type"] == "hello"
    assert second["type"] == "action"


def test_fault_text_names_engine_kind_and_seat() -> None:
    assert str(EngineFault("engine:x", "timeout", "no answer within 1 s", 2)) == (
        "engine:x (seat 2): timeout: no answer within 1 s"
    )


def test_engine_runs_are_the_same_with_one_or_two_worker_processes() -> None:
    one = run_duplicate("schapa", _bot(EXAMPLE), RandomBot(), units=2, seed=4)
    two = run_duplicate("schapa", _bot(EXAMPLE), RandomBot(), units=2, seed=4, workers=2)
    assert one == two
    assert not one.faults


def test_docs_show_the_example_engine_as_it_is() -> None:
    code = (ROOT / "examples" / "engines" / "random_engine.py").read_text("utf-8")
    docs = (ROOT / "docs" / "engine.md").read_text("utf-8")
    assert code[code.index("import json") :] in docs
    assert f"## A complete engine in {len(code.splitlines())} lines of Python" in docs


def test_logs_blank_lines_and_stale_answers_are_skipped_and_an_exit_restarts(
    tmp_path: Path,
) -> None:
    script = tmp_path / "chatty.py"
    script.write_text(CHATTY, encoding="utf-8")
    view = _game().view(0)
    with _bot([sys.executable, str(script)]) as engine:
        for k in range(3):  # the engine exits after its second answer, then restarts
            assert engine.choose(view, random.Random(1)) == view.legal_actions[-1]
            if k == 1:
                assert engine._proc is not None
                engine._proc.proc.wait(timeout=10)
        assert engine.engine_version == "2"
        assert engine.take_faults() == []


@pytest.mark.parametrize(
    ("kind", "detail"),
    [("not_an_object", "not a message object"), ("not_hello", "expected hello, got 'action'")],
)
def test_a_bad_hello_is_a_start_fault(tmp_path: Path, kind: str, detail: str) -> None:
    script = tmp_path / f"{kind}.py"
    script.write_text(BAD_HELLO[kind], encoding="utf-8")
    engine = _bot([sys.executable, str(script)], max_restarts=0)
    engine.choose(_game().view(0), random.Random(1))
    (fault,) = engine.take_faults()
    assert fault.kind == "start"
    assert detail in fault.detail


def test_engine_bot_refuses_bad_arguments_and_idle_views() -> None:
    with pytest.raises(ValueError, match="needs a command"):
        EngineBot("")
    with pytest.raises(ValueError, match="positive"):
        EngineBot(EXAMPLE, time_limit=0)
    engine = _bot(EXAMPLE)
    assert repr(engine).startswith("EngineBot(")
    with pytest.raises(ValueError, match="not its turn"):
        engine.choose(_game().view(2), random.Random(0))


def test_closing_after_a_send_to_a_program_that_died_does_not_raise() -> None:
    # The program ends between our poll and our send: the failed send leaves the quit
    # line in stdin's buffer, and closing stdin flushes it into a closed pipe. That
    # write must not escape close() (it once failed a CI run as BrokenPipeError).
    from kartenregeln.engine.bot import _Process

    proc = _Process([sys.executable, "-c", "pass"], show_stderr=False)
    proc.proc.wait()
    with pytest.raises(BrokenPipeError):
        proc.send({"type": "quit"})  # the line stays in stdin's buffer
    proc.close()
    assert proc.proc.stdin is not None
    assert proc.proc.stdin.closed
