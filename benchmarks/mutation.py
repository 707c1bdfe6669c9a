"""Mutation testing of the rules core with mutmut (docs/mutation.md): not part of CI.

    pip install mutmut
    nice -n 15 python benchmarks/mutation.py run [--max-children 2] [--hours 1.5] [GLOB ...]
    python benchmarks/mutation.py report [--survivors | --unexplained]
    python benchmarks/mutation.py recheck TEST_FILE ... [--only REGEX]

``run`` calls ``mutmut run`` with the ``[tool.mutmut]`` table of pyproject.toml (the
modules of the rules core; for each mutant only the fast tests of tests/schafkopf,
tests/schapa and tests/test_reference.py that reach the mutated function), bounded in
time; a ``GLOB`` (e.g. ``"kartenregeln.schafkopf.card_play.*"``) runs only those mutants.
``report`` reads mutmut's results from ``mutants/`` and prints the table of
docs/mutation.md: per module the mutants, how many were killed (a test failed or ran out
of time), survived, had no test, or were not run yet, and the share killed of those run;
``--unexplained`` lists the survivors that docs/mutation-survivors.md does not list with
the reason they may live (a new survivor is a test to write or a reason to give).
``recheck`` runs each survivor (and each mutant not run yet) once more against the given
test files only, the way mutmut does (a forked process with the mutant switched on), and
keeps the mutants they kill in ``mutants/rechecked.json``, which ``report`` counts as
killed: a mutant that every earlier test let live can only be killed by a new test, so
this is how the tests written for the survivors are measured without a whole new run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KILLED = {1, 3, 24, -24, 152, 255, 36, 37}  # a test failed, or the mutant ran out of time
SURVIVED = {0}
NO_TESTS = {5, 33}


def _configured() -> set[str]:
    """The modules ``only_mutate`` names in pyproject.toml (commented ones left out)."""
    text = (ROOT / "pyproject.toml").read_text()
    block = text.split("only_mutate = [", 1)[1].split("]", 1)[0]
    return {
        line.strip().strip('",') for line in block.splitlines() if line.strip().startswith('"src/')
    }


def _meta_files() -> list[Path]:
    wanted = _configured()
    return sorted(
        meta
        for meta in (ROOT / "mutants" / "src").rglob("*.py.meta")
        if "src/" + str(meta.relative_to(ROOT / "mutants" / "src")).removesuffix(".meta") in wanted
    )


def _module(meta: Path) -> str:
    rel = meta.relative_to(ROOT / "mutants" / "src")
    return str(rel).removesuffix(".py.meta").replace("/", ".")


SURVIVORS_PAGE = ROOT / "docs" / "mutation-survivors.md"


def explained(page: str) -> set[str]:
    """The mutant names listed on the survivors page: under a heading ``## `module```, rows
    ``| `function` | number | kind | reason |`` (a method as ``Class.method``).

    >>> for name in sorted(explained("## `schafkopf.payout`\\n| `_class_value` | 8 | cache | x |"
    ...                                   "\\n| `Value.text` | 2 | default | y |")):
    ...     print(name)
    kartenregeln.schafkopf.payout.x__class_value__mutmut_8
    kartenregeln.schafkopf.payout.xǁValueǁtext__mutmut_2
    """
    names: set[str] = set()
    module = ""
    for line in page.splitlines():
        heading = re.match(r"## `([\w.]+)`", line)
        if heading:
            module = heading.group(1)
            continue
        row = re.match(r"\| `([\w.]+)` \| (\d+) \|", line)
        if row and module:
            func, number = row.groups()
            cls, _, method = func.rpartition(".")
            mangled = f"xǁ{cls}ǁ{method}" if cls else f"x_{func}"
            names.add(f"kartenregeln.{module}.{mangled}__mutmut_{number}")
    return names


RECHECKED = ROOT / "mutants" / "rechecked.json"


def _rechecked() -> dict[str, int]:
    """The mutants ``recheck`` saw killed, with the exit code of their tests."""
    if not RECHECKED.exists():
        return {}
    found = json.loads(RECHECKED.read_text())
    return {name: code for name, code in found.items() if code}


def report(show_survivors: bool, unexplained: bool = False) -> int:
    metas = _meta_files()
    if not metas:
        print("no mutmut results: run `python benchmarks/mutation.py run` first")
        return 1
    rows = []
    totals: Counter[str] = Counter()
    survivors: list[str] = []
    later = _rechecked()
    for meta in metas:
        codes = json.loads(meta.read_text())["exit_code_by_key"]
        count: Counter[str] = Counter()
        for name, code in codes.items():
            if name in later:
                count["killed"] += 1
                count["by recheck"] += 1
            elif code is None:
                count["not run"] += 1
            elif code in KILLED:
                count["killed"] += 1
            elif code in SURVIVED:
                count["survived"] += 1
                survivors.append(name)
            elif code in NO_TESTS:
                count["no tests"] += 1
                survivors.append(name)
            else:
                count["other"] += 1
        count["mutants"] = len(codes)
        totals.update(count)
        rows.append((_module(meta), count))
    head = f"{'module':34} {'mutants':>7} {'killed':>7} {'survived':>8} {'no tests':>8} "
    print(head + f"{'not run':>7} {'killed %':>8}")
    for name, count in [*rows, ("total", totals)]:
        ran = count["killed"] + count["survived"] + count["no tests"] + count["other"]
        share = f"{100 * count['killed'] / ran:.1f}" if ran else "-"
        print(
            f"{name:34} {count['mutants']:7} {count['killed']:7} {count['survived']:8} "
            f"{count['no tests']:8} {count['not run']:7} {share:>8}"
        )
    if show_survivors:
        print("\nsurvivors (mutmut show NAME shows the diff):")
        for name in survivors:
            print(" ", name)
    if unexplained:
        listed = explained(SURVIVORS_PAGE.read_text(encoding="utf-8"))
        missing = [name for name in survivors if name not in listed]
        print(f"\n{len(missing)} survivors not listed in {SURVIVORS_PAGE.name}:")
        for name in missing:
            print(" ", name)
        return 1 if missing else 0
    return 0


def recheck(tests: list[str], only: str, seconds: int) -> int:
    """Run the survivors and the mutants not run yet (whose names match ``only``) against
    ``tests`` alone, each in a forked process with the mutant switched on and
    ``seconds`` to finish; keep the results in ``mutants/rechecked.json``."""
    mutants = ROOT / "mutants"
    names = []
    for meta in _meta_files():
        codes = json.loads(meta.read_text())["exit_code_by_key"]
        names += [n for n, c in codes.items() if c not in KILLED and re.search(only, n)]
    done: dict[str, int] = json.loads(RECHECKED.read_text()) if RECHECKED.exists() else {}
    files = [str(Path(t).resolve().relative_to(ROOT)) for t in tests]
    for name in files:  # tests written after the run: mutmut's copy of the tree lacks them
        (mutants / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, mutants / name)
    os.chdir(mutants)
    sys.path.insert(0, str(mutants / "src"))
    os.environ["MUTANT_UNDER_TEST"] = ""
    import pytest

    args = ["-x", "-q", "-p", "no:cacheprovider", "-o", "addopts=", "-p", "no:warnings"]
    if pytest.main([*args, *files]) != 0:  # the tests must pass without a mutant
        print("the tests fail without a mutant: fix them first")
        return 1
    for name in sorted(names):
        if done.get(name):
            continue
        pid = os.fork()
        if pid == 0:  # the child: the tests with the mutant switched on
            os.environ["MUTANT_UNDER_TEST"] = name
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            os.dup2(os.open(os.devnull, os.O_WRONLY), 2)
            signal.alarm(seconds)  # a mutant that runs too long is killed, as in mutmut
            os._exit(int(pytest.main([*args, *files])))
        _, status = os.waitpid(pid, 0)
        done[name] = os.waitstatus_to_exitcode(status)
        RECHECKED.write_text(json.dumps(done, indent=0, sort_keys=True))
    killed = sum(1 for name in names if done.get(name))
    print(f"{killed} of {len(names)} mutants killed by {', '.join(files)}")
    return 0


def run(max_children: int, hours: float, names: list[str]) -> int:
    mutmut = shutil.which("mutmut") or str(Path(sys.executable).parent / "mutmut")
    if not Path(mutmut).exists():
        print("mutmut is not installed: pip install mutmut")
        return 1
    command = [mutmut, "run", "--max-children", str(max_children), *names]
    try:
        subprocess.run(command, cwd=ROOT, timeout=hours * 3600, check=False)
    except subprocess.TimeoutExpired:
        print(f"stopped after {hours} h; the results so far are kept (run again to go on)")
    return report(show_survivors=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    go = sub.add_parser("run", help="run mutmut over the rules core, bounded in time")
    go.add_argument("--max-children", type=int, default=2)
    go.add_argument("--hours", type=float, default=1.5)
    go.add_argument("names", nargs="*", help="mutant names or globs (default: all)")
    show = sub.add_parser("report", help="print the table of the results so far")
    show.add_argument("--survivors", action="store_true", help="list the surviving mutants")
    show.add_argument(
        "--unexplained",
        action="store_true",
        help=f"list the survivors {SURVIVORS_PAGE.name} does not explain (exit 1 if any)",
    )
    again = sub.add_parser("recheck", help="run the survivors against new test files")
    again.add_argument("tests", nargs="+", help="the test files to run each mutant against")
    again.add_argument("--only", default=".", help="a regular expression of mutant names")
    again.add_argument("--seconds", type=int, default=90, help="time for one mutant")
    args = parser.parse_args(argv)
    if args.command == "run":
        return run(args.max_children, args.hours, args.names)
    if args.command == "recheck":
        return recheck(args.tests, args.only, args.seconds)
    return report(args.survivors, args.unexplained)


if __name__ == "__main__":
    sys.exit(main())
