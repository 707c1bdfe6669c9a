"""``kartenregeln site OUT``: the web table as one static folder (internal to the CLI)."""

from __future__ import annotations

import argparse
import os
import sys

__all__ = ["add_site"]

DEFAULT_PYODIDE = "node_modules/pyodide"


def cmd_site(args: argparse.Namespace) -> int:
    """Write the folder; say where, how big, and how to serve it."""
    from kartenregeln.web.site import PYODIDE_VERSION, SiteError, build_site

    pyodide = args.pyodide or os.environ.get("KARTENREGELN_PYODIDE") or DEFAULT_PYODIDE
    try:
        done = build_site(args.out, pyodide)
    except SiteError as exc:
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 2
    if done.pyodide != PYODIDE_VERSION:
        print(
            f"kartenregeln: note: the folder holds Pyodide {done.pyodide}; kartenregeln is "
            f"tested with {PYODIDE_VERSION}",
            file=sys.stderr,
        )
    print(
        f"wrote {done.out}: {done.files} files, {done.size / 1e6:.1f} MB; serve it with "
        f"`python -m http.server -d {done.out}` and open http://127.0.0.1:8000/"
    )
    return 0


def add_site(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``site`` command to the CLI's subparsers."""
    site = sub.add_parser(
        "site",
        help="the web table as one static folder: Python in the browser, no server",
        description="Write OUT: the web table's page, Pyodide's runtime and the wheels, "
        "to be served by any static file server (docs/web.md).",
    )
    site.add_argument(
        "out", metavar="OUT", help="the folder to write (new, empty, or written by this before)"
    )
    site.add_argument(
        "--pyodide",
        metavar="DIR",
        help="the npm package pyodide (`npm install pyodide`), default $KARTENREGELN_PYODIDE "
        f"or ./{DEFAULT_PYODIDE}",
    )
    site.set_defaults(func=cmd_site)
