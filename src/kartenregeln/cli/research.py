"""The command line's research options (internal to the CLI): ``simulate --backend ray
[--address …]`` and the ``engine`` command."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kartenregeln._parallel import BACKENDS

if TYPE_CHECKING:
    from kartenregeln.bots.base import Bot

__all__ = [
    "add_engine_command",
    "add_simulate_options",
    "engine_seats",
    "fault_report",
    "seat_bot",
    "take_faults",
]

ENGINE_PREFIX = "engine:"


def seat_bot(name: str, samples: int) -> Bot:
    """The bot of a seat: a built-in bot by name, or ``engine:COMMAND``."""
    if name.startswith(ENGINE_PREFIX):
        from kartenregeln.engine import EngineBot

        return EngineBot(name[len(ENGINE_PREFIX) :])
    from kartenregeln.bots.named import bot_named

    return bot_named(name, samples=samples)


def take_faults(bots: Sequence[Any]) -> tuple[str, ...]:
    """The engines' faults (each a decision the fallback bot made), and stop them."""
    from kartenregeln.bots.arena import engine_faults

    out = engine_faults(*bots)
    for bot in dict.fromkeys(bots):
        if hasattr(bot, "take_faults"):  # an engine: stop its program
            bot.close()
    return out


def fault_report(faults: Sequence[str], limit: int = 20) -> str:
    """The lines that say which decisions the fallback bot made for an engine."""
    if not faults:
        return ""
    lines = [f"engine faults: {len(faults)} decisions made by the fallback bot"]
    lines += [f"  {f}" for f in faults[:limit]]
    if len(faults) > limit:
        lines.append(f"  … and {len(faults) - limit} more")
    return "\n".join(lines) + "\n"


def engine_seats(bots: Sequence[str], engines: Sequence[str], seats: int) -> tuple[str, ...]:
    """``bots`` with the seats named by ``--engine SEAT:COMMAND`` played by engines."""
    out = list(bots)
    for spec in engines:
        seat_text, sep, command = spec.partition(":")
        if not sep or not seat_text.strip().isdigit() or not command.strip():
            raise ValueError(
                f"--engine takes SEAT:COMMAND, like 1:'python3 my_engine.py', not {spec!r}"
            )
        seat = int(seat_text)
        if not 0 <= seat < seats:
            raise ValueError(f"--engine seat {seat} is not a seat 0..{seats - 1}")
        out[seat] = ENGINE_PREFIX + command.strip()
    return tuple(out)


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
        "--engine",
        action="append",
        default=[],
        metavar="SEAT:COMMAND",
        help="let an outside program play a seat (the engine protocol, docs/engine.md); "
        "repeat for more seats",
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
