"""MkDocs hook: publish the JSON Schemas shipped in the package under ``schemas/``.

The schemas live in ``src/kartenregeln/schemas`` (package data, so they ship in the
wheel); this hook adds them to the site so the pages can link them without a copy.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files


def on_files(files: Files, config: Any) -> Files:
    package = Path(config.config_file_path).parent / "src" / "kartenregeln"
    for path in sorted((package / "schemas").glob("*.json")):
        files.append(
            File(
                f"schemas/{path.name}",
                str(package),
                config.site_dir,
                config.use_directory_urls,
            )
        )
    return files
