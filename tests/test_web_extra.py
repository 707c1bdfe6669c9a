"""The web table is an optional extra: the core never imports it, and without the extra
the web module and ``kartenregeln serve`` say which extra to install."""

from __future__ import annotations

import subprocess
import sys

HINT = 'pip install "kartenregeln[web]"'
BLOCK = "import sys; sys.modules['starlette'] = None; sys.modules['uvicorn'] = None\n"


def run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )


def test_the_core_and_the_cli_do_not_import_the_web_stack() -> None:
    out = run(
        "import sys, kartenregeln, kartenregeln.table, kartenregeln.cli\n"
        "kartenregeln.cli.build_parser()\n"
        "print(sorted(m for m in ('starlette', 'uvicorn', 'kartenregeln.web.app')"
        " if m in sys.modules))"
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_the_web_module_names_the_extra_when_it_is_missing() -> None:
    out = run(BLOCK + "from kartenregeln.web import create_app")
    assert out.returncode == 1
    assert HINT in out.stderr
    assert "ImportError" in out.stderr


def test_the_default_database_needs_no_extra() -> None:
    out = run(BLOCK + "from kartenregeln.web import default_db_path; print(default_db_path())")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("web.sqlite3")


def test_serve_without_the_extra_is_one_line_and_exit_1() -> None:
    out = run(BLOCK + "from kartenregeln.cli import main; sys.exit(main(['serve']))")
    assert out.returncode == 1
    assert out.stderr.strip().splitlines() == [
        f'kartenregeln: error: the web table needs the "web" extra: {HINT} (starlette is missing)'
    ]
