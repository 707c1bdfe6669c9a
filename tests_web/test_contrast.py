"""The page's colours pass WCAG AA: 4.5:1 for text, 3:1 for borders and focus rings."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CSS = Path(__file__).resolve().parent.parent / "src/kartenregeln/web/static/style.css"


def colours() -> dict[str, str]:
    root = re.search(r":root\s*\{([^}]*)\}", CSS.read_text())
    assert root is not None
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", root.group(1)))


def luminance(hex_colour: str) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


TEXT = [("fg", "bg"), ("fg", "panel"), ("muted", "bg"), ("muted", "panel"), ("red", "bg"),
        ("accent", "bg"), ("accent", "panel"), ("fg", "warn-bg"), ("red", "panel")]  # fmt: skip
EDGES = [("line", "bg"), ("ok", "bg"), ("focus", "bg"), ("focus", "panel"), ("line", "panel")]


@pytest.mark.parametrize(("fg", "bg"), TEXT)
def test_text_colours_pass_aa(fg: str, bg: str) -> None:
    c = colours()
    assert contrast(c[fg], c[bg]) >= 4.5, (fg, bg, round(contrast(c[fg], c[bg]), 2))


@pytest.mark.parametrize(("fg", "bg"), EDGES)
def test_borders_and_focus_pass_aa_for_graphics(fg: str, bg: str) -> None:
    c = colours()
    assert contrast(c[fg], c[bg]) >= 3.0, (fg, bg)


def test_the_figures_for_the_docs() -> None:
    c = colours()
    figures = {f"{a} on {b}": round(contrast(c[a], c[b]), 1) for a, b in TEXT + EDGES}
    print(figures)
    assert figures["fg on bg"] > 15


DESIGNS = ("wirtsstube", "biergarten", "almhuette")
DESIGN_TEXT = [("head-fg", "page"), ("seat-fg", "seat-bg"), ("turn", "page")]
"""Each design's text on its room (title, game line, clock, "am Zug") and on the seat
labels; the turn colour also frames the seat to move."""


def design_colours(design: str) -> dict[str, str]:
    block = re.search(rf'body\[data-design="{design}"\]\s*\{{([^}}]*)\}}', CSS.read_text())
    assert block is not None, design
    found = dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", block.group(1)))
    return {**colours(), **found}


@pytest.mark.parametrize("design", DESIGNS)
@pytest.mark.parametrize(("fg", "bg"), DESIGN_TEXT)
def test_each_design_passes_aa(design: str, fg: str, bg: str) -> None:
    c = design_colours(design)
    assert contrast(c[fg], c[bg]) >= 4.5, (design, fg, bg, round(contrast(c[fg], c[bg]), 2))
    assert contrast(c["muted"], c["seat-bg"]) >= 4.5


def test_the_designs_are_three_looks() -> None:
    looks = {tuple(design_colours(d)[k] for k in ("page", "felt", "rim")) for d in DESIGNS}
    assert len(looks) == 3
