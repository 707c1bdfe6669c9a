"""Mutation testing of the rules core with mutmut (docs/mutation.md): not part of CI.

    pip install mutmut
    nice -n 15 python benchmarks/mutation.py run [--max-children 2] [--hours 1.5] [GLOB ...]
    python benchmarks/mutation.py report [--survivors]

``run`` calls ``mutmut run`` with the ``[tool.mutmut]`` table of pyproject.toml (the
modules of the rules core; for each mutant only the fast tests of tests/schafkopf,
tests/schapa and tests/test_reference.py that reach the mutated function), bounded in
time; a ``GLOB`` (e.g. ``"kartenregeln.schafkopf.card_play.*"``) runs only those mutants.
``report`` reads mutmut's results from ``mutants/`` and prints the table of
docs/mutation.md: per module the mutants, how many were killed (a test failed or ran out
of time), survived, had no test, or were not run yet, and the share killed of those run.
"""

from __future__ import annotations

import argparse
import json
import shutil
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


def report(show_survivors: bool) -> int:
    metas = _meta_files()
    if not metas:
        print("no mutmut results: run `python benchmarks/mutation.py run` first")
        return 1
    rows = []
    totals: Counter[str] = Counter()
    survivors: list[str] = []
    for meta in metas:
        codes = json.loads(meta.read_text())["exit_code_by_key"]
        count: Counter[str] = Counter()
        for name, code in codes.items():
            if code is None:
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
    args = parser.parse_args(argv)
    if args.command == "run":
        return run(args.max_children, args.hours, args.names)
    return report(args.survivors)


if __name__ == "__main__":
    sys.exit(main())
