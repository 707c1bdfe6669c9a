"""``benchmarks/compare.py`` runs and prints a row per workload (figures are not checked:
speed is measured there, never asserted in tests)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "compare.py"


def run_script(script: Path, *args: str, timeout: float) -> str:
    """What the benchmark script prints (it must exit 0)."""
    done = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=timeout,
    )
    return done.stdout


def test_compare_prints_every_workload() -> None:
    out = run_script(SCRIPT, "--seconds", "0.02", "--repeats", "1", timeout=120)
    rows = {line.split("  ")[0].strip(): line for line in out.splitlines()}
    for name in ("schafkopf", "schafkopf play", "schapa 4p trick rounds", "schapa 4p round 7"):
        assert name in rows
        games_per_s, per_game, us = rows[name].split()[-3:]
        assert float(games_per_s.replace(",", "")) > 0
        assert float(per_game) > 1
        assert float(us) > 0
    if importlib.util.find_spec("pyspiel") is None:
        assert "skipped: open-spiel is not installed" in out
    else:
        assert "openspiel skat" in rows
        assert "ours / OpenSpiel's" in out


CEILING = SCRIPT.parent / "bench_ceiling.py"


def test_ceiling_prints_every_row_paired_and_the_breakdown() -> None:
    args = ("--deals", "2", "--samples", "1", "--workers", "1")
    out = run_script(CEILING, *args, timeout=600)
    lines = out.splitlines()
    assert lines[0] == "seed 7, 2 duplicate deals, default rules, vs HeuristicBot"
    assert any(line.startswith("SearchBot(samples=1): ") for line in lines)
    assert any(line.startswith("omniscient SearchBot: ") for line in lines)
    assert any(line.startswith("paired, omniscient minus 1: ") for line in lines)
    shares = [line for line in lines if line.startswith("  ")]
    # the two deals fall into one category or two, each with its count of deals
    assert sum(int(line.split(": ")[1].split()[0]) for line in shares) == 2


def test_ceiling_plays_the_deals_exactly_as_run_duplicate() -> None:
    # the rows are paired with run_duplicate's deal by deal: the same deals, seeds and seats
    from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate

    spec = importlib.util.spec_from_file_location("bench_ceiling", CEILING)
    assert spec is not None
    assert spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    arena = run_duplicate("schafkopf", RandomBot(), HeuristicBot(), units=4, seed=11)
    assert [bench.unit(("random", 11, i))[0] for i in range(4)] == list(arena.diffs)


def test_ceiling_plays_the_schapa_matches_exactly_as_run_duplicate() -> None:
    from kartenregeln.bots import HeuristicBot, RandomBot, run_duplicate

    spec = importlib.util.spec_from_file_location("bench_ceiling", CEILING)
    assert spec is not None
    assert spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    arena = run_duplicate("schapa", RandomBot(), HeuristicBot(), units=2, seed=11)
    assert [bench.schapa_unit(("random", 11, i))[0] for i in range(2)] == list(arena.diffs)


def test_ceiling_has_an_omniscient_exact_row() -> None:
    from kartenregeln.bots import solver_backend

    if solver_backend() != "native":
        pytest.skip("the exact row solves every card from the first: too slow without _csolver")
    args = ("--deals", "1", "--samples", "1", "--workers", "1", "--no-omniscient", "--exact")
    out = run_script(CEILING, *args, timeout=600)
    assert "exact solver: native" in out
    assert any(line.startswith("omniscient exact player: ") for line in out.splitlines())
    assert any(line.startswith("paired, exact minus 1: ") for line in out.splitlines())


def test_ceiling_has_the_ceiling_and_the_before_rows() -> None:
    from kartenregeln.bots import solver_backend

    if solver_backend() != "native":
        pytest.skip("the ceiling solves every line from the first card: too slow without _csolver")
    args = ("--deals", "1", "--samples", "--workers", "1", "--no-omniscient")
    out = run_script(CEILING, *args, "--ceiling", "--before", "--previous", timeout=600)
    lines = out.splitlines()
    assert any(line.startswith("ceiling: omniscient, exact bidding and play: ") for line in lines)
    assert any(
        line.startswith("SearchBot before exact worlds (48 worlds, 0.8 s): ") for line in lines
    )
    assert any(line.startswith("paired, before minus ceiling: ") for line in lines)
    assert any(line.startswith("SearchBot before the race (48 worlds, 0.5 s): ") for line in lines)
    assert any(line.startswith("paired, previous minus ceiling: ") for line in lines)


def test_ceiling_has_the_uncorrected_row() -> None:
    args = ("--deals", "1", "--samples", "8", "--workers", "1", "--no-omniscient")
    out = run_script(CEILING, *args, "--uncorrected", timeout=600)
    lines = out.splitlines()
    label = "SearchBot without the bidding corrections (48 worlds, 0.5 s): "
    assert any(line.startswith(label) for line in lines)
    assert any(line.startswith("paired, uncorrected minus 8: ") for line in lines)


def test_bench_solver_pairs_both_searches_on_the_same_positions() -> None:
    from kartenregeln.bots import solver_backend

    if solver_backend() != "native":
        pytest.skip("--paired compares the compiled search with Python: _csolver is missing")
    script = SCRIPT.parent / "bench_solver.py"
    args = ("--paired", "--deals", "2", "--only", "schapa", "--rounds", "3")
    out = run_script(script, *args, "--trick", "10", "--solve-trick", "11", timeout=600)
    rows = [line for line in out.splitlines() if line.startswith("Schapa 4p round 3")]
    assert out.splitlines()[0] == "solver: both, paired"
    assert len(rows) == 2
    assert all("nodes equal" in row and "native" in row for row in rows)


PEERS = SCRIPT.parent / "bench_peers.py"


def run_failing(script: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env=env,
    )


def _env_without_peer() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "SCHAFKOPFRL_DIR"}


def test_bench_peers_without_the_peer_says_where_to_get_it() -> None:
    # SchafkopfRL is no dependency: the arena needs a snapshot of it and says so
    done = run_failing(PEERS, "--games", "2", env=_env_without_peer())
    assert done.returncode == 2
    assert "give --peer-dir (or set SCHAFKOPFRL_DIR)" in done.stderr
    assert "tobiasemrich/SchafkopfRL" in done.stderr


def test_bench_peers_with_a_folder_without_the_peer(tmp_path: Path) -> None:
    env = _env_without_peer()
    done = run_failing(PEERS, "--peer-dir", str(tmp_path), "--games", "2", env=env)
    assert done.returncode == 2
    assert f"--peer-dir {tmp_path}: no schafkopf_env.py there" in done.stderr
    # the same folder through the environment variable
    done = run_failing(PEERS, "--games", "2", env={**env, "SCHAFKOPFRL_DIR": str(tmp_path)})
    assert done.returncode == 2
    assert "no schafkopf_env.py there" in done.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--pairs", "search:nobody"), "unknown agent 'nobody'"),
        (("--pairs", "search"), "'search' is not A:B"),
        (("--games", "1"), "--games must be at least 2"),
    ],
)
def test_bench_peers_checks_its_arguments_before_the_peer(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    done = run_failing(PEERS, "--peer-dir", str(tmp_path), *args, env=_env_without_peer())
    assert done.returncode == 2
    assert message in done.stderr
    assert "no schafkopf_env.py" not in done.stderr


def test_bench_bidding_counts_declarations() -> None:
    script = SCRIPT.parent / "bench_bidding.py"
    out = run_script(
        script, "--declarations", "4", "--bots", "heuristic", "--workers", "1", timeout=120
    )
    lines = out.splitlines()
    assert lines[0] == "4 deals, rules default, seed 1; each bot bids in all four seats"
    counts = lines[1].split("; ")[1].split(", ")
    # every deal ends its bidding in exactly one game (or none)
    assert sum(int(item.rsplit(" ", 1)[1]) for item in counts) == 4


def _peer_run(
    path: Path, deals: dict[int, tuple[float, float]], game: str, pair: str = "search:rule"
) -> None:
    """A ``--json`` file of bench_peers with one pair, as a run over ``deals`` writes it."""
    import json

    records, rewards = [], []
    for deal, halves in deals.items():
        for half, reward in enumerate(halves):
            records.append(
                {"deal": deal, "half": half, "game": game, "declarer_side": "A",
                 "contra": False, "retour": False}
            )  # fmt: skip
            rewards.append(reward)
    path.write_text(json.dumps({"pairs": [{"pair": pair, "records": records,
                                           "a_rewards": rewards}]}))  # fmt: skip


def test_bench_peers_pools_runs_over_other_deals_by_deal(tmp_path: Path) -> None:
    # the unit of a deal is A's reward over both halves / 4 (per seat and game)
    _peer_run(tmp_path / "a.json", {0: (40, -20), 1: (0, 8)}, "rufspiel eichel")
    _peer_run(tmp_path / "b.json", {2: (100, -50)}, "solo herz")
    out = run_script(PEERS, "--pool", str(tmp_path / "a.json"), str(tmp_path / "b.json"),
                     timeout=60)  # fmt: skip
    units = [(40 - 20) / 4, (0 + 8) / 4, (100 - 50) / 4]
    mean = sum(units) / 3
    assert out.splitlines()[-1].startswith(f"bench_peers: search:rule {mean:+.2f} ct/game [")
    assert out.splitlines()[-1].endswith(" n=3")
    assert f"a Solo-class game by A only: 1 deals, share {units[2] / 3:+.2f} ct/game" in out
    assert "a Rufspiel in both halves: 2 deals" in out


def test_bench_peers_pairs_two_bots_against_one_opponent_by_deal(tmp_path: Path) -> None:
    _peer_run(tmp_path / "a.json", {0: (40, -20), 1: (0, 8), 2: (4, 4)}, "rufspiel eichel")
    _peer_run(tmp_path / "b.json", {0: (0, 0), 1: (8, 8)}, "rufspiel eichel", "search+solo1:rule")
    out = run_script(PEERS, "--pool", str(tmp_path / "a.json"), str(tmp_path / "b.json"),
                     timeout=60)  # fmt: skip
    # deals 0 and 1 are common: (0 - 20) / 4 = -5 and (16 - 8) / 4 = +2
    assert "paired, search+solo1:rule minus search:rule over 2 common deals: -1.50 ct/game [" in out


def test_bench_peers_refuses_to_pool_a_deal_twice(tmp_path: Path) -> None:
    _peer_run(tmp_path / "a.json", {0: (40, -20)}, "rufspiel eichel")
    done = run_failing(PEERS, "--pool", str(tmp_path / "a.json"), str(tmp_path / "a.json"),
                       env=_env_without_peer())  # fmt: skip
    assert done.returncode == 2
    assert "deal 0 of search:rule is twice" in done.stderr


def test_bench_bots_times_the_bidding_and_the_card_play_apart() -> None:
    script = SCRIPT.parent / "bench_bots.py"
    out = run_script(script, "--quick", "--skip-arena", "--time-limit", "0.05", timeout=600)
    counts: dict[tuple[str, str], int] = {}
    for line in out.splitlines():
        head, _, rest = line.partition(": SearchBot time limit 0.05, ")
        kind, _, figures = rest.partition(": ")
        counts[head, kind] = int(figures.split()[0])
        assert "CPU median" in figures
        assert "worlds of a searched decision: mean " in figures
        assert figures.endswith(("threads 1", "threads 2", "threads 3", "threads 4"))
    # every decision is either bidding or card play; Schapa has no bidding
    assert (
        counts["schafkopf", "all"]
        == counts["schafkopf", "bidding"] + counts["schafkopf", "card play"]
    )
    assert counts["schapa", "all"] == counts["schapa", "card play"]
    assert ("schapa", "bidding") not in counts


@pytest.mark.parametrize("name", ["schafkopf", "schafkopf to play", "schapa 4p round 7"])
def test_compare_counted_workloads_run_without_valgrind(name: str) -> None:
    """The run that ``compare.py --instructions`` puts under callgrind prints the decisions
    of its games (callgrind itself is not run here)."""
    out = run_script(SCRIPT, "--count", name, "--games", "3", timeout=120)
    assert int(out.split()[-1]) >= 3


FLOOR = SCRIPT.parent / "pure_floor.py"


def test_pure_floor_prints_the_engine_and_both_models() -> None:
    out = run_script(FLOOR, "--games", "20", "--repeats", "1", timeout=120)
    rows = {line[:18].strip(): line[18:].split() for line in out.splitlines()[1:]}
    for name in ("engine", "follow suit only", "bare state"):
        assert float(rows[name][0]) > 0
    if importlib.util.find_spec("pyspiel") is None:
        assert "skipped: open-spiel is not installed" in out
    else:
        assert rows["engine"][3:] == ["x", "skat"]
        assert float(rows["openspiel skat"][0]) > 0
