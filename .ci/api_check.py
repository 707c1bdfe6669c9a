"""The public API against the last release, 0.1.0 (griffe, as ``griffe check kartenregeln
--against <commit>`` does): every break griffe reports must be listed, by its path without
the leading ``kartenregeln.`` and in backticks, in CHANGELOG.md's section "Every change
to the 0.1.0 API" (under "Unreleased"), with its migration; a new break fails CI until it
is given a deprecation path (so griffe no longer reports it) or listed there.

The 0.1.0 API is read from the release commit when the clone has it (it is fetched if
not), else from its snapshot ``.ci/api-0.1.0.json.gz`` (``griffe`` JSON of the same
commit; when both are there they must report the same breaks).
"""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

import griffe

RELEASE = "b1920684f45d13a10f91036bf661e7fc7abddb90"
"""The 0.1.0 release commit (tag ``0.1.0``): the CHANGELOG's 0.1.0 section dated."""
REPO = Path(__file__).resolve().parents[1]
SNAPSHOT = REPO / ".ci" / "api-0.1.0.json.gz"
SECTION = "#### Every change to the 0.1.0 API"


def has_commit() -> bool:
    found = subprocess.run(
        ["git", "-C", str(REPO), "cat-file", "-e", f"{RELEASE}^{{commit}}"],
        capture_output=True,
        check=False,
    )
    return found.returncode == 0


def fetch() -> None:
    """Fetch the release commit from ``origin`` (a shallow or single-branch clone)."""
    subprocess.run(
        ["git", "-C", str(REPO), "fetch", "--quiet", "origin", RELEASE],
        capture_output=True,
        check=False,
    )


def release_api() -> tuple[griffe.Module | None, Any]:
    """The 0.1.0 API from the commit (``None`` if the clone lacks it and cannot fetch
    it) and from the snapshot."""
    text = gzip.decompress(SNAPSHOT.read_bytes()).decode("utf-8")
    snapshot = json.loads(text, object_hook=griffe.json_decoder)
    collection = griffe.ModulesCollection()
    collection.set_member(snapshot.path, snapshot)
    snapshot._modules_collection = collection  # what a loader sets: aliases resolve
    if not has_commit():
        fetch()
    if not has_commit():
        print(f"the clone lacks {RELEASE[:12]}: comparing with its snapshot {SNAPSHOT.name}")
        return None, snapshot
    old = griffe.load_git("kartenregeln", ref=RELEASE, repo=REPO, search_paths=["src"])
    return cast("griffe.Module", old), snapshot


def listed() -> str:
    """The CHANGELOG's section listing every break against 0.1.0."""
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    unreleased = text.split("\n## [0.1.0]", 1)[0]
    start = unreleased.find(SECTION)
    if start < 0:
        sys.exit(f"CHANGELOG.md has no section {SECTION!r} under Unreleased")
    end = re.compile(r"\n#{2,4} ").search(unreleased, start + len(SECTION))
    return unreleased[start : end.start() if end else len(unreleased)]


def main() -> int:
    old, snapshot = release_api()
    new = griffe.load("kartenregeln", search_paths=[str(REPO / "src")])
    breaks = list(griffe.find_breaking_changes(old if old is not None else snapshot, new))
    if old is not None:
        # the same breaks, in whatever order griffe walks the two forms
        again = sorted(
            (b.obj.path, b.kind.value) for b in griffe.find_breaking_changes(snapshot, new)
        )
        if again != sorted((b.obj.path, b.kind.value) for b in breaks):
            print(f"{SNAPSHOT.name} is not the API of {RELEASE[:12]}: write it again")
            return 1
    section = listed()
    missing = []
    for change in breaks:
        short = change.obj.path.removeprefix("kartenregeln.")
        style: Any = griffe.ExplanationStyle.ONE_LINE
        line = re.sub(r"\x1b\[[0-9;]*m", "", change.explain(style=style))
        ok = f"`{short}`" in section
        print(("listed    " if ok else "NOT LISTED"), line)
        if not ok:
            missing.append(short)
    print(f"{len(breaks)} changes against 0.1.0 ({RELEASE[:12]}), {len(missing)} not listed")
    if missing:
        print(
            f"give each a deprecation path or list it in CHANGELOG.md under {SECTION!r} "
            f"with its migration: {', '.join(sorted(set(missing)))}"
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
