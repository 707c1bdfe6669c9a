"""The command line's research options (internal to the CLI): ``simulate --backend ray
[--address …]`` and the ``engine`` command."""

from __future__ import annotations

import argparse

from kartenregeln._parallel import BACKENDS

__all__ = ["add_engine_command", "add_simulate_options"]


def add_simulate_options(sim: argparse.ArgumentParser) -> None:
    """``--backend`` and ``--address`` for ``simulate``."""
    sim.add_argument(
        "--backend",
        choices=BACKENDS,
        default="processes",
        help="where the matches run: local processes (default) or a Ray cluster "
        '(pip install "kartenregeln[ray]")',
    )
    sim.add_argument(
        "--address",
        default=None,
        help="the Ray cluster to use (e.g. auto or ray://host:10001); "
        "default: a local Ray instance with --workers CPUs",
    )


def add_engine_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``engine`` command: a built-in bot speaking the engine protocol."""
    from kartenregeln.engine import cli_main

    engine = sub.add_parser(
        "engine",
        help="run a built-in bot as an engine (JSON lines on stdin/stdout, docs/engine.md)",
    )
    engine.add_argument(
        "--bot",
        choices=("random", "heuristic", "search"),
        default="heuristic",
        help="the bot that answers (default heuristic)",
    )
    engine.add_argument("--seed", type=int, default=0, help="seed of the bot's choices")
    engine.add_argument(
        "--samples", type=int, default=8, help="the search bot's samples per decision"
    )
    engine.set_defaults(func=cli_main)
