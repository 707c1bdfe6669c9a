"""What a user sees of the package on the index and after installing it: metadata with
the project URLs and Python versions, the docs URL in help(), the schemas as package
data, and a README whose links work off the repository (absolute)."""

from __future__ import annotations

import importlib.metadata
import importlib.resources
import json
import re
from pathlib import Path

import kartenregeln

DOCS = "https://kartenregeln.readthedocs.io/"
REPO = "https://github.com/kartenregeln/kartenregeln"
README = Path(__file__).resolve().parents[2] / "README.md"


def test_help_points_to_the_docs_and_the_source() -> None:
    assert kartenregeln.__doc__ is not None
    assert DOCS in kartenregeln.__doc__
    assert REPO in kartenregeln.__doc__


def test_metadata_has_project_urls_and_python_versions() -> None:
    meta = importlib.metadata.metadata("kartenregeln")
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL") or [])
    assert set(urls) >= {"Homepage", "Documentation", "Source", "Changelog", "Issues"}
    assert urls["Documentation"] == DOCS
    assert all(u.startswith(REPO) for k, u in urls.items() if k != "Documentation")
    classifiers = meta.get_all("Classifier") or []
    for minor in (10, 11, 12, 13):
        assert f"Programming Language :: Python :: 3.{minor}" in classifiers


def test_the_readme_in_the_metadata_has_only_absolute_links() -> None:
    text = importlib.metadata.metadata("kartenregeln").get_payload()  # type: ignore[attr-defined]
    assert isinstance(text, str)
    assert "# kartenregeln" in text
    links = re.findall(r"\]\(([^)]*)\)", text)
    assert links
    assert [link for link in links if not link.startswith("https://")] == []
    assert DOCS in text


def test_the_schemas_ship_as_package_data() -> None:
    folder = importlib.resources.files("kartenregeln") / "schemas"
    schema = json.loads((folder / "records.schema.json").read_text(encoding="utf-8"))
    assert schema["$schema"].endswith("2020-12/schema")
    assert schema["title"] == "kartenregeln game record"


def test_no_citations_of_files_that_do_not_ship() -> None:
    banned = re.compile(r"SPEC-\w+\.md|DESIGN\.md|\.\./shared|§")
    package = Path(kartenregeln.__file__).parent
    found = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if banned.search(path.read_text(encoding="utf-8"))
    ]
    assert found == []
    beside = [README, *sorted((README.parent / "docs").rglob("*.md"))]
    for path in beside:  # a checkout, or the tests copied with the README and docs
        if path.is_file():
            assert not banned.search(path.read_text(encoding="utf-8")), path
