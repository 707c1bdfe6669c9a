"""Notebooks for real: IPython's own display machinery finds the pictures (``_repr_svg_``),
and the notebook example runs cell by cell in an IPython shell, showing its pictures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from scenes import sk_game, sk_match, sp_round
from svg_read import parse

from kartenregeln import Card, CardSet, svg

IPython = pytest.importorskip("IPython", reason="IPython (in the dev extra) is not installed")
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def shell() -> Iterator[Any]:
    """A shell for this module only: afterwards ``get_ipython()`` is ``None`` again."""
    yield InteractiveShell.instance()
    InteractiveShell.clear_instance()


def test_ipython_shows_every_value_as_its_picture(shell: Any) -> None:
    state = sk_game()
    rstate = sp_round(7, moves=10)
    match = sk_match()
    values = [
        Card.parse("EO"), CardSet.parse("EO GO"), state, state.view(2), rstate,
        rstate.view(1), match, match.results[0],
    ]  # fmt: skip
    for value in values:
        data, _meta = shell.display_formatter.format(value)
        assert data["image/svg+xml"] == svg.picture(value), type(value).__name__


def test_the_notebook_example_runs_in_an_ipython_shell(shell: Any) -> None:
    shown: list[dict[str, Any]] = []
    publish = shell.display_pub.publish
    shell.display_pub.publish = lambda data, *a, **k: shown.append(data)
    try:
        text = (ROOT / "examples/notebook_pictures.py").read_text(encoding="utf-8")
        for cell in text.split("# %%"):
            if cell.strip() and not cell.startswith(" [markdown]"):
                result = shell.run_cell(cell, silent=True)
                assert result.success, result.error_in_exec or result.error_before_exec
    finally:
        shell.display_pub.publish = publish
    pictures = [d["image/svg+xml"] for d in shown]
    assert len(pictures) >= 14
    for picture in pictures:
        parse(picture)
