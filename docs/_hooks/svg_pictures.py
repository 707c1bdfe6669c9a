"""MkDocs hook: pictures made by the library itself when the docs are built.

A fenced block whose info string is ``svg-picture`` holds Python code; the hook runs it
and puts the SVG text its last expression gives (or a list of them) into the page, after
the code. With ``svg-picture hide`` only the picture is shown. Code that fails stops the
build, so the pages always show real output of the current code.

    ```svg-picture
    from kartenregeln import Card, svg
    svg.card(Card.parse("EO"), "bavarian")
    ```
"""

from __future__ import annotations

import ast
import re
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor

FENCE = re.compile(r"^(?P<indent>\s*)```svg-picture(?P<hide>\s+hide)?\s*$")


def run_picture_code(code: str, where: str = "<svg-picture>") -> list[str]:
    """Run ``code`` and return the SVG texts of its last expression."""
    tree = ast.parse(code, where)
    if not tree.body or not isinstance(tree.body[-1], ast.Expr):
        raise ValueError(f"{where}: an svg-picture block must end with an expression")
    last = ast.Expression(tree.body.pop().value)
    namespace: dict[str, Any] = {"__name__": "__svg_picture__"}
    exec(compile(tree, where, "exec"), namespace)
    value = eval(compile(last, where, "eval"), namespace)
    pictures = [value] if isinstance(value, str) else list(value)
    for p in pictures:
        if not isinstance(p, str) or not p.startswith("<svg"):
            raise ValueError(f"{where}: the block must give SVG text, not {p!r:.60}")
    return pictures


def picture_blocks(lines: list[str]) -> list[tuple[int, int, bool, str]]:
    """(first line, line after the closing fence, hide, code) of every block."""
    out = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent = m.group("indent")
        j = i + 1
        while j < len(lines) and lines[j].strip() != "```":
            j += 1
        if j == len(lines):
            raise ValueError(f"line {i + 1}: an svg-picture block is not closed")
        code = "\n".join(line[len(indent) :] for line in lines[i + 1 : j])
        out.append((i, j + 1, bool(m.group("hide")), code))
        i = j + 1
    return out


class _Pictures(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        blocks = picture_blocks(lines)
        if not blocks:
            return lines
        out: list[str] = []
        last = 0
        for start, end, hide, code in blocks:
            out.extend(lines[last:start])
            if not hide:
                out += ["```python", *code.splitlines(), "```", ""]
            html = "".join(
                f'<div class="kr-picture">{p}</div>'
                for p in run_picture_code(code, f"svg-picture at line {start + 1}")
            )
            out += [self.md.htmlStash.store(html), ""]
            last = end
        out.extend(lines[last:])
        return out


class SvgPictureExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's API)
        # after normalize_whitespace (30), which drops the stash markers, before superfences (25)
        md.preprocessors.register(_Pictures(md), "svg_pictures", 28)


def on_config(config: Any) -> Any:
    config.markdown_extensions.append(SvgPictureExtension())
    return config
