"""Helpers for the command-line tests: run ``kartenregeln`` with piped input, in this
process (so that coverage sees it) or as a real subprocess."""

from __future__ import annotations

import contextlib
import io
import subprocess
import sys
from collections.abc import Iterator

import attrs

from kartenregeln.cli import main


@attrs.frozen
class Run:
    """The exit code and the two output streams of one run."""

    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return self.out.splitlines()


@contextlib.contextmanager
def _stdin(text: str) -> Iterator[None]:
    old = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = old


def run(*args: str, stdin: str = "") -> Run:
    """``kartenregeln ARGS < stdin`` in this process."""
    out, err = io.StringIO(), io.StringIO()
    with _stdin(stdin), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:  # argparse: usage errors, --help
            code = exc.code if isinstance(exc.code, int) else 1
    return Run(code, out.getvalue(), err.getvalue())


def run_process(*args: str, stdin: str = "", timeout: float = 120) -> Run:
    """``python -m kartenregeln ARGS < stdin`` as a real process."""
    done = subprocess.run(
        [sys.executable, "-m", "kartenregeln", *args],
        input=stdin, capture_output=True, text=True, timeout=timeout, check=False,
    )  # fmt: skip
    return Run(done.returncode, done.stdout, done.stderr)


def cycle_keys(cards: int, rounds: int, first: str = "", end: str = "\nB\n") -> str:
    """Cycle through the card numbers: an illegal choice only prints a line and asks again,
    so every card is played in the end. Then Enter confirms the Abrechnung."""
    lines = [first] if first else []
    for _ in range(rounds):
        lines.extend(str(k) for k in range(1, cards + 1))
    return "\n".join(lines) + "\n" + end
