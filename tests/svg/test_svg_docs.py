"""The pictures in docs/ are made by code in the pages, run by a MkDocs hook at build
time; here every block of every page runs and gives well-formed pictures."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest
from svg_read import parse

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "docs").glob("*.md"))


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "svg_pictures", ROOT / "docs/_hooks/svg_pictures.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HOOK = _hook()
BLOCKS = [
    (page, start, code)
    for page in PAGES
    for start, _end, _hide, code in HOOK.picture_blocks(
        page.read_text(encoding="utf-8").splitlines()
    )
]


def test_the_pages_have_pictures() -> None:
    pages = {page.name for page, _, _ in BLOCKS}
    assert {"pictures.md", "schafkopf.md", "schapa.md"} <= pages


@pytest.mark.parametrize(("page", "start", "code"), BLOCKS, ids=lambda x: getattr(x, "name", x))
def test_every_picture_block_runs(page: Path, start: int, code: str) -> None:
    pictures = HOOK.run_picture_code(code, f"{page.name}:{start + 1}")
    assert pictures
    for text in pictures:
        parse(text)


def test_a_block_must_end_with_an_expression_that_gives_svg() -> None:
    with pytest.raises(ValueError, match="must end with an expression"):
        HOOK.run_picture_code("x = 1")
    with pytest.raises(ValueError, match="must give SVG"):
        HOOK.run_picture_code("[1]")
    with pytest.raises(ValueError, match="not closed"):
        HOOK.picture_blocks(["```svg-picture", "1"])


def test_the_notebook_example_runs_cell_by_cell(capsys: pytest.CaptureFixture[str]) -> None:
    """Like a notebook kernel: the ``# %%`` cells run one after another in one namespace."""
    text = (ROOT / "examples/notebook_pictures.py").read_text(encoding="utf-8")
    cells = [c for c in text.split("# %%") if c.strip()]
    code_cells = [c for c in cells if not c.startswith(" [markdown]")]
    assert len(code_cells) >= 6
    namespace: dict[str, object] = {"__name__": "__notebook__"}
    for cell in code_cells:
        exec(compile(cell, "notebook_pictures.py", "exec"), namespace)
    out = capsys.readouterr().out
    assert "09-trick-8.svg: Schafkopf: the view of Anna" in out
    assert "40-match.svg: Running balance of each seat" in out
    assert "Sitz" not in out
    assert "Anna (du)" in out
