"""MkDocs hook: show doctest examples in docstrings as Python code blocks.

Docstrings hold doctests (``>>>`` lines and their output) as plain text, which Markdown
would read as prose (and ``['QC', 'JS']`` as a link reference). This hook adds a small
Markdown preprocessor that fences every doctest block, for the pages and for the API
reference that mkdocstrings renders from the docstrings.
"""

from __future__ import annotations

from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.preprocessors import Preprocessor


class _DoctestFences(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        in_fence = False
        i = 0
        while i < len(lines):
            line = lines[i]
            stripped = line.lstrip()
            if stripped.startswith("```"):
                in_fence = not in_fence
                out.append(line)
                i += 1
                continue
            if not in_fence and stripped.startswith(">>>"):
                indent = line[: len(line) - len(stripped)]
                out.append(indent + "```pycon")
                while i < len(lines) and lines[i].strip():
                    out.append(lines[i])
                    i += 1
                out.append(indent + "```")
                continue
            out.append(line)
            i += 1
        return out


class DoctestFenceExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's API)
        md.preprocessors.register(_DoctestFences(md), "doctest_fences", 40)


def on_config(config: Any) -> Any:
    config.markdown_extensions.append(DoctestFenceExtension())
    return config
