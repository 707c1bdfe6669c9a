"""docs/mutation-survivors.md, the list of surviving mutants with the reason each may live,
is read by ``benchmarks/mutation.py report --unexplained``: every row must name a mutant of
a module of the library, with a known kind, and the counts at its top must be the
rows below them."""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "mutation-survivors.md"
KINDS = {"same", "dead", "unread", "default", "cache", "removed", "edge", "conformance"}


def _mutation() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mutation", ROOT / "benchmarks" / "mutation.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_row_names_a_mutant_of_the_covered_modules() -> None:
    mutation = _mutation()
    text = PAGE.read_text(encoding="utf-8")
    names = mutation.explained(text)
    rows = re.findall(r"^\| `[\w.]+` \| \d+ \| (\w+) \| (.+) \|$", text, re.M)
    assert len(rows) == len(names) > 0
    assert {kind for kind, _ in rows} <= KINDS
    assert all(len(why.strip()) > 10 for _, why in rows)
    for name in names:
        module = name.split(".x", 1)[0]
        assert importlib.util.find_spec(module) is not None, name
    # the summary counts each kind as often as the rows name it
    summary = dict(re.findall(r"^\| .+ \(`(\w+)`\) \| (\d+) \|$", text, re.M))
    assert {k: int(v) for k, v in summary.items()} == Counter(kind for kind, _ in rows)
    total = re.search(r"^\| \*\*all\*\* \| \*\*(\d+)\*\* \|$", text, re.M)
    assert total is not None
    assert int(total.group(1)) == len(rows)
