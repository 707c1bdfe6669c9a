"""``kartenregeln serve``: the web table (internal to the CLI; needs the ``web`` extra)."""

from __future__ import annotations

import argparse

__all__ = ["add_serve"]


def _delay(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(f"seconds from 0 to 60, not {text!r}")
    return value


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the web table until Ctrl-C."""
    from kartenregeln.web.serve import serve

    try:
        serve(
            args.host,
            args.port,
            args.db,
            computer_delay=args.computer_delay,
            standin_after=args.standin_after,
        )
    except ImportError as exc:
        raise OSError(str(exc)) from None
    return 0


def add_serve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``serve`` command to the CLI's subparsers."""
    serve = sub.add_parser("serve", help="the web table in the browser (needs kartenregeln[web])")
    serve.add_argument("--host", default="127.0.0.1", help="address (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve.add_argument(
        "--db",
        default=None,
        metavar="PATH|URL",
        help="the SQLite file of the tables (default ~/.local/share/kartenregeln/web.sqlite3), "
        "or postgresql://... for several processes on one database (kartenregeln[postgres])",
    )
    serve.add_argument(
        "--computer-delay",
        type=_delay,
        default=1.0,
        metavar="SECONDS",
        help="how long a computer player waits before it acts (default 1)",
    )
    serve.add_argument(
        "--standin-after",
        type=_delay,
        default=5.0,
        metavar="SECONDS",
        help="the computer plays for a person gone this long (default 5)",
    )
    serve.set_defaults(func=cmd_serve)
