"""``kartenregeln show``: draw a moment of a recorded game as SVG (internal to the CLI).

The moment is the end of the game, the moment trick K lies complete on the table
(``--trick K``), or the state after M actions (``--move M``); the table with every hand
open, or one seat's view (``--seat S``); or the match's running balance (``--chart``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kartenregeln import records, svg
from kartenregeln._atomic import write_atomic
from kartenregeln.errors import KartenregelnError
from kartenregeln.game import GameState
from kartenregeln.registry import get_game

__all__ = ["add_show_parser", "run_show"]


class ShowError(KartenregelnError):
    """The record has no such game, trick, move or seat."""


def _deal(record: records.Record, game: int | None) -> records.GameRecord:
    if isinstance(record, records.GameRecord):
        if game not in (None, 1):
            raise ShowError(f"the record holds one game; --game {game} does not exist")
        return record
    count = len(record.deals)
    if game is None:
        return record.deals[-1]
    if not 1 <= game <= count:
        unit = get_game(record.game).facet("frontend").DEAL_WORDS[1]
        raise ShowError(f"--game {game}: the match record holds {count} {unit} (1 to {count})")
    return record.deals[game - 1]


def _moment(deal: records.GameRecord, trick: int | None, move: int | None) -> GameState[Any]:
    states = deal.states
    if move is not None:
        if not 0 <= move < len(states):
            raise ShowError(
                f"--move {move}: the game has {len(states) - 1} actions (0 to {len(states) - 1})"
            )
        return states[move]
    if trick is None:
        return states[-1]
    if not states[-1].view(0).tricks:
        raise ShowError("the game has no finished tricks (a layout round has none); use --move M")
    for state in states:
        if len(state.view(0).tricks) >= trick >= 1:
            return state
    taken = len(states[-1].view(0).tricks)
    raise ShowError(f"--trick {trick}: the game has {taken} finished tricks (1 to {taken})")


def run_show(args: argparse.Namespace, record: records.Record) -> int:
    """Write the picture and say what it shows."""
    opts: dict[str, Any] = {"lang": args.lang}
    if args.chart:
        if not isinstance(record, records.MatchRecord):
            raise ShowError("--chart needs a match record")
        text = svg.match_chart(record, **opts)
    else:
        deal = _deal(record, args.game)
        state = _moment(deal, args.trick, args.move)
        opts.update(names=deal.names, face=args.face)
        if args.seat is None:
            text = svg.state(state, **opts)
        else:
            if not 0 <= args.seat < state.num_seats:
                raise ShowError(f"--seat {args.seat}: seats are 0 to {state.num_seats - 1}")
            text = svg.view(state.view(args.seat), **opts)
    write_atomic(Path(args.svg), text.encode("utf-8"))
    title = text.split("<title>", 1)[1].split("</title>", 1)[0]
    done = "geschrieben" if args.lang == "de" else "wrote"
    print(f"{done} {args.svg}: {title}")
    return 0


def add_show_parser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
    load: Callable[[str], records.Record],
) -> None:
    """Add ``show`` to the subcommands; ``load(path)`` reads a record as the CLI does."""
    show = sub.add_parser("show", help="draw a moment of a recorded game as an SVG picture")
    show.add_argument("record", help="a JSON record file")
    show.add_argument("--svg", required=True, metavar="FILE", help="write the picture here")
    show.add_argument(
        "--game",
        type=int,
        default=None,
        metavar="N",
        help="the game (round) of a match record, from 1 (default the last)",
    )
    when = show.add_mutually_exclusive_group()
    when.add_argument(
        "--trick",
        type=int,
        default=None,
        metavar="K",
        help="the moment trick K lies complete (default the end)",
    )
    when.add_argument(
        "--move",
        type=int,
        default=None,
        metavar="M",
        help="the moment after M actions (0 is the deal)",
    )
    when.add_argument(
        "--chart", action="store_true", help="the running balance of a match record instead"
    )
    show.add_argument(
        "--seat",
        type=int,
        default=None,
        metavar="S",
        help="what seat S sees (default every hand open)",
    )
    show.add_argument(
        "--face",
        choices=("bavarian", "french"),
        default=None,
        help="card faces (default Bavarian for Schafkopf, French for Schapa)",
    )
    show.add_argument(
        "--lang", choices=("de", "en"), default="de", help="language (default de: German)"
    )
    show.set_defaults(func=lambda args: run_show(args, load(args.record)))
