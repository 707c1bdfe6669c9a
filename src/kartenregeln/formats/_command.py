"""The command-line entry points ``kartenregeln convert`` and ``kartenregeln analyse``.

The CLI wires them as subcommands::

    p = subparsers.add_parser("convert", help=CONVERT_HELP, description=CONVERT_HELP)
    add_convert_arguments(p)
    p.set_defaults(func=convert_main)
    p = subparsers.add_parser("analyse", help=ANALYSE_HELP, description=ANALYSE_HELP)
    add_analyse_arguments(p)
    p.set_defaults(func=analyse_main)

Each ``*_main(args)`` returns the exit code: 0 done, 1 the input is bad or does not
replay (one line on stderr, never a traceback), 2 a file cannot be read or written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Final

from kartenregeln.errors import KartenregelnError
from kartenregeln.schafkopf.formats.convert import FORMATS, Game, convert_text, read_games

__all__ = [
    "ANALYSE_HELP",
    "CONVERT_HELP",
    "add_analyse_arguments",
    "add_convert_arguments",
    "analyse_main",
    "convert_main",
    "main",
]

CONVERT_HELP: Final = (
    "convert game records: NetSchafkopf protocols (read), openschafkopf lines, record "
    "JSON, position texts"
)
ANALYSE_HELP: Final = "what each card cost: every card's alternatives valued by the exact solver"
_EXTENSIONS: Final = {".json": "record", ".pos": "position", ".txt": "openschafkopf"}


def add_convert_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``kartenregeln convert IN OUT``."""
    parser.add_argument("input", metavar="IN", help="the file to read ('-': standard input)")
    parser.add_argument("output", metavar="OUT", help="the file to write ('-': standard output)")
    parser.add_argument(
        "--from", dest="source", choices=FORMATS, help="IN's format (default: detected)"
    )
    parser.add_argument(
        "--to",
        dest="target",
        choices=[f for f in FORMATS if f != "netschafkopf"],
        help="OUT's format (default: by OUT's extension: .json record, .pos position, "
        ".txt openschafkopf)",
    )
    parser.add_argument("--game", type=int, metavar="N", help="only game N of IN")
    parser.add_argument(
        "--rules",
        metavar="TEXT",
        help="the rules of openschafkopf lines (as 'kartenregeln rules' writes them; default "
        "Sauspiel with Farbwenz, Farbgeier, Bettel and Ramsch)",
    )
    parser.add_argument(
        "--drop-doublings",
        action="store_true",
        help="write openschafkopf lines without the games' Klopfen, Kontra and Re",
    )


def add_analyse_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``kartenregeln analyse FILE``."""
    parser.add_argument("file", metavar="FILE", help="a game file of any format convert reads")
    parser.add_argument("--game", type=int, metavar="N", help="only game N (default: every game)")
    parser.add_argument("--seat", metavar="NAME", help="only this player's cards (name or seat)")
    parser.add_argument(
        "--from-trick",
        type=int,
        metavar="K",
        help="the first trick analysed (default: the fourth-to-last)",
    )
    parser.add_argument(
        "--format", choices=("text", "json", "html"), default="text", help="the output"
    )
    parser.add_argument(
        "--lang", choices=("de", "en"), default="de", help="language (default de: German)"
    )
    parser.add_argument("--all", action="store_true", help="text: every card, not only losses")
    parser.add_argument(
        "--search",
        action="store_true",
        help="also what SearchBot would have played from the seat's own view (slower)",
    )
    parser.add_argument("--samples", type=int, default=24, help="SearchBot's worlds per card")
    parser.add_argument("--rules", metavar="TEXT", help="the rules of openschafkopf lines")
    parser.add_argument("-o", "--output", metavar="PATH", help="write here, not to stdout")


def _read(path: str) -> bytes:
    if path == "-":
        return sys.stdin.buffer.read()
    return Path(path).read_bytes()


def _write(path: str | None, text: str) -> None:
    if path is None or path == "-":
        sys.stdout.write(text)
    else:
        Path(path).write_text(text, encoding="utf-8")


def _rules(text: str | None) -> object:
    if text is None:
        return None
    from kartenregeln import schafkopf as sk

    return sk.Rules.parse(text)


def convert_main(args: argparse.Namespace) -> int:
    """``kartenregeln convert IN OUT``."""
    target = args.target
    if target is None:
        target = _EXTENSIONS.get(Path(args.output).suffix.lower())
        if target is None:
            print(
                f"kartenregeln: error: give --to: {args.output!r} does not show the format",
                file=sys.stderr,
            )
            return 1
    try:
        data = _read(args.input)
    except OSError as err:
        print(f"kartenregeln: cannot read {args.input}: {err.strerror}", file=sys.stderr)
        return 2
    try:
        rules = _rules(args.rules)
        text = convert_text(
            data,
            target,
            source=args.source,
            game=args.game,
            rules=rules,  # type: ignore[arg-type]
            drop_doublings=args.drop_doublings,
        )
    except (KartenregelnError, ValueError) as err:
        print(f"kartenregeln: error: {args.input}: {err}", file=sys.stderr)
        return 1
    try:
        _write(args.output, text)
    except OSError as err:
        print(f"kartenregeln: cannot write {args.output}: {err.strerror}", file=sys.stderr)
        return 2
    return 0


def _seat_of(name: str, game: Game) -> int:
    if game.names is not None and name in game.names:
        return game.names.index(name)
    if name.isdigit() and 0 <= int(name) < game.state.num_seats:
        return int(name)
    known = ", ".join(game.names) if game.names else "0..3"
    raise ValueError(f"no player {name!r}: use one of {known}")


def analyse_main(args: argparse.Namespace) -> int:
    """``kartenregeln analyse FILE``."""
    import json

    from kartenregeln.analysis import analyse

    try:
        data = _read(args.file)
    except OSError as err:
        print(f"kartenregeln: cannot read {args.file}: {err.strerror}", file=sys.stderr)
        return 2
    try:
        games = read_games(data, rules=_rules(args.rules))  # type: ignore[arg-type]
        if args.game is not None:
            games = [g for g in games if g.number == args.game]
            if not games:
                raise ValueError(f"there is no game {args.game} (or it was skipped)")
        results = []
        for game in games:
            if game.state.game is None or not game.state.tricks:
                continue
            seat = None if args.seat is None else _seat_of(args.seat, game)
            results.append(
                analyse(
                    game,
                    seat=seat,
                    from_trick=args.from_trick,
                    names=game.names,
                    search=args.search,
                    search_samples=args.samples,
                )
            )
    except (KartenregelnError, ValueError) as err:
        print(f"kartenregeln: error: {args.file}: {err}", file=sys.stderr)
        return 1
    if args.format == "json":
        text = json.dumps([r.to_json() for r in results], ensure_ascii=False, indent=1) + "\n"
    elif args.format == "html":
        pages = [r.to_html(args.lang) for r in results]
        text = pages[0] if len(pages) == 1 else "".join(pages)
    else:
        text = "\n".join(r.to_text(args.lang, all_cards=args.all) for r in results)
    try:
        _write(args.output, text)
    except OSError as err:
        print(f"kartenregeln: cannot write {args.output}: {err.strerror}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run ``convert`` or ``analyse`` on their own (until the CLI wires them in):
    ``python -m kartenregeln.formats._command convert IN OUT``."""
    parser = argparse.ArgumentParser(prog="kartenregeln")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("convert", help=CONVERT_HELP, description=CONVERT_HELP)
    add_convert_arguments(p)
    p.set_defaults(func=convert_main)
    p = sub.add_parser("analyse", help=ANALYSE_HELP, description=ANALYSE_HELP)
    add_analyse_arguments(p)
    p.set_defaults(func=analyse_main)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
