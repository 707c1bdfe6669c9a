"""The ``kartenregeln`` command line (also ``python -m kartenregeln``).

A frontend like any other: it imports the library and never reaches into game internals.
Errors are one line on stderr and a non-zero exit, never a traceback.

Commands: ``play`` (a terminal table against the computer), ``simulate`` (computer
players against each other), ``score`` (the settlement of a record), ``check`` (whether a
record replays: exit 0 legal, 1 an illegal action, 2 a malformed file), ``show`` (a
moment of a record as an SVG picture), ``demo`` and ``card``; ``serve`` (the web table,
docs/web.md). See docs/cli.md.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln._cli_research import add_engine_command, add_simulate_options
from kartenregeln._version import __version__
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.errors import KartenregelnError, RecordError
from kartenregeln.names import label

__all__ = ["main"]

SCHAFKOPF_RANKS = (
    Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN,
)  # fmt: skip


def _deal(deck: CardSet, players: int, rng: random.Random) -> list[CardSet]:
    cards = list(deck)
    rng.shuffle(cards)
    size = len(cards) // players
    return [CardSet(cards[i * size : (i + 1) * size]) for i in range(players)]


def _hand_lines(hand: CardSet, styles: Sequence[str]) -> list[str]:
    return [" ".join(label(c, style) for c in hand) for style in styles]


def cmd_demo(args: argparse.Namespace) -> int:
    """Deal a Schafkopf and a Schapa deck and print the hands in both faces."""
    rng = random.Random(args.seed)
    out: list[str] = []
    out.append("Schafkopf: 32 cards, 4 seats (Bavarian codes, French faces, German names)")
    for seat, hand in enumerate(_deal(CardSet.deck(SCHAFKOPF_RANKS), 4, rng)):
        sk, fr, de = _hand_lines(hand, ("schafkopf", "symbol", "de"))
        out.append(f"  seat {seat}: {sk}")
        out.append(f"          {fr}")
        out.append(f"          {de}")
    out.append("Schapa: 52 cards, 4 seats (French codes, Braille labels)")
    for seat, hand in enumerate(_deal(CardSet.deck(), 4, rng)):
        fr, br = _hand_lines(hand, ("french", "braille"))
        out.append(f"  seat {seat}: {fr}")
        out.append(f"          {br}")
    print("\n".join(out))
    return 0


def cmd_card(args: argparse.Namespace) -> int:
    """Print every name of the cards given as text."""
    for text in args.text:
        for card in CardSet.parse(text):
            print(" | ".join(_names(card)))
    return 0


def _names(card: Card) -> list[str]:
    return [label(card, s) for s in ("schafkopf", "french", "symbol", "de", "de-french", "en",
                                     "en-bavarian", "glyph", "braille")]  # fmt: skip


def _clock(text: str) -> int | None:
    if text.lower() in ("none", "0", "off", "aus"):
        return None
    try:
        value = int(text.rstrip("s"))
    except ValueError:
        value = -1
    if value not in (30, 60, 90, 120):
        raise argparse.ArgumentTypeError(f"choose 30, 60, 90, 120 or none, not {text!r}")
    return value


def _rounds(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in text.replace(" ", "").split(",") if x)
    except ValueError:
        raise argparse.ArgumentTypeError(f"rounds are numbers like 1,7 not {text!r}") from None


def _bots(text: str) -> tuple[str, ...]:
    names = tuple(x.strip().lower() for x in text.split(",") if x.strip())
    for n in names:
        if n not in ("random", "heuristic", "search"):
            raise argparse.ArgumentTypeError(f"a bot is random, heuristic or search, not {n!r}")
    return names


def cmd_play(args: argparse.Namespace) -> int:
    """Play at the terminal against computer players."""
    from kartenregeln._cli_play import run_play

    faces = args.faces or ("bavarian" if args.game == "schafkopf" else "french")
    return run_play(
        args.game,
        players=args.players,
        games=args.games,
        rounds=args.rounds,
        clock=args.clock,
        seed=args.seed if args.seed is not None else random.SystemRandom().randrange(10**6),
        faces=faces,
        plain=args.plain,
        braille=args.braille,
        lang=args.lang,
        opponents=args.opponents,
        name=args.name,
        record=args.record,
    )


def cmd_simulate(args: argparse.Namespace) -> int:
    """Computer players against each other."""
    from kartenregeln._cli_sim import run_simulate

    return run_simulate(
        args.game,
        matches=args.matches,
        games=args.games,
        players=args.players,
        bots=args.bots,
        samples=args.samples,
        seed=args.seed,
        workers=args.workers,
        lang=args.lang,
        record=args.record,
        progress=not args.no_progress,
        backend=args.backend,
        address=args.address,
        engines=args.engine,
    )


def _load_record(path: str) -> records.Record:
    try:
        return records.load(Path(path))
    except OSError as exc:
        raise records.MalformedRecordError(path, exc.strerror or str(exc)) from None


def cmd_score(args: argparse.Namespace) -> int:
    """Print the settlement of a record with its breakdown."""
    record = _load_record(args.record)
    out: list[str] = []
    deals = record.deals if isinstance(record, records.MatchRecord) else (record,)
    names = record.names
    for k, deal in enumerate(deals, 1):
        result = deal.result
        head = f"game {k}" if record.game == "schafkopf" else f"round {deal.round}"
        if result is None:
            out.append(f"{head}: not over ({len(deal.actions)} actions)")
            continue
        if isinstance(result, sk.Settlement):
            out.append(f"{head}: {sk.describe(result, None, args.lang)}")
            money = result.balance
        else:
            assert isinstance(result, sp.RoundSettlement)
            out.append(f"{head}: {sp.ROUNDS[result.round].name(args.lang)}")
            money = result.scores
        out.extend(f"  {line}" for line in result.breakdown)
        out.append("  " + ", ".join(f"{names[s]} {v:+d}" for s, v in enumerate(money)))
    if isinstance(record, records.MatchRecord):
        places = record.places()
        out.append("total" + ("" if record.is_over else " so far") + ":")
        for s in sorted(range(len(names)), key=lambda s: (places[s], s)):
            bonus = ""
            if isinstance(record.match, sk.Match):
                bonus = f", bonus {record.match.placements()[s].bonus}"
            out.append(f"  {places[s]}. {names[s]} {record.totals[s]:+d}{bonus}")
    print("\n".join(out))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """Exit 0 if the record replays, 1 on an illegal action, 2 on a malformed file."""
    try:
        record = _load_record(args.record)
    except records.ReplayError as exc:
        print(f"kartenregeln: illegal: {args.record}: {exc}", file=sys.stderr)
        return 1
    except RecordError as exc:
        print(f"kartenregeln: malformed: {args.record}: {exc}", file=sys.stderr)
        return 2
    if isinstance(record, records.MatchRecord):
        actions = sum(len(d.actions) for d in record.deals)
        unit = "games" if record.game == "schafkopf" else "rounds"
        what = f"{record.game} match, {len(record.deals)} {unit}, {actions} actions"
    else:
        what = f"{record.game} game, {len(record.actions)} actions"
    state = "over" if record.is_over else "not over"
    print(f"ok: {args.record}: {what}, every action legal, {state}")
    return 0


def _add_match_options(parser: argparse.ArgumentParser) -> None:
    """The match size options that ``play`` and ``simulate`` share."""
    parser.add_argument(
        "--players",
        type=int,
        default=4,
        choices=range(3, 7),
        metavar="3..6",
        help="Schapa: the number of players (default 4)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=8,
        choices=(8, 12, 16, 24),
        help="Schafkopf: games per match (default 8)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kartenregeln", description="The rules of Schafkopf and Schapa."
    )
    parser.add_argument("--version", action="version", version=f"kartenregeln {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="deal both decks and print the hands in both faces")
    demo.add_argument("--seed", type=int, default=None, help="seed for a reproducible deal")
    demo.set_defaults(func=cmd_demo)
    card = sub.add_parser("card", help="print every name of the given cards")
    card.add_argument("text", nargs="+", help='cards, e.g. "EO" or "Kreuz Dame"')
    card.set_defaults(func=cmd_card)

    play = sub.add_parser("play", help="play at the terminal against the computer")
    play.add_argument("game", choices=("schafkopf", "schapa"))
    play.add_argument(
        "--faces",
        choices=("bavarian", "french"),
        default=None,
        help="card faces (default: bavarian for Schafkopf, french for Schapa)",
    )
    _add_match_options(play)
    play.add_argument(
        "--rounds",
        type=_rounds,
        default=None,
        help="Schapa: the rounds to play, e.g. 1,7 (default all eight)",
    )
    play.add_argument(
        "--clock",
        type=_clock,
        default=None,
        metavar="30|60|90|120|none",
        help="Bedenkzeit in seconds (default none)",
    )
    play.add_argument("--seed", type=int, default=None, help="seed for the deals and the computer")
    play.add_argument(
        "--plain",
        action="store_true",
        help="one line per event, no colour or cursor movement (screen readers)",
    )
    play.add_argument("--braille", action="store_true", help="cards as Braille labels")
    play.add_argument("--lang", choices=("de", "en"), default="de", help="language (default de)")
    play.add_argument(
        "--opponents",
        choices=("random", "heuristic", "search"),
        default="heuristic",
        help="the computer players (default heuristic)",
    )
    play.add_argument("--name", default=None, help="your name")
    play.add_argument(
        "--record",
        default=None,
        metavar="FILE",
        help="save the match as a JSON record when it ends",
    )
    play.set_defaults(func=cmd_play)

    sim = sub.add_parser("simulate", help="computer players against each other")
    sim.add_argument("--game", choices=("schafkopf", "schapa"), default="schafkopf")
    sim.add_argument("--matches", type=int, default=1, help="number of matches (default 1)")
    _add_match_options(sim)
    sim.add_argument(
        "--bots",
        type=_bots,
        default=(),
        help="one bot per seat, e.g. heuristic,random,search,heuristic (default)",
    )
    sim.add_argument(
        "--samples", type=int, default=8, help="the search bot's samples per decision (default 8)"
    )
    sim.add_argument("--seed", type=int, default=0, help="seed (default 0)")
    sim.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    sim.add_argument("--lang", choices=("de", "en"), default="en", help="language (default en)")
    sim.add_argument(
        "--record", default=None, metavar="FILE", help="write the match record(s) as JSON"
    )
    sim.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    add_simulate_options(sim)
    sim.set_defaults(func=cmd_simulate)
    add_engine_command(sub)

    score = sub.add_parser("score", help="the settlement of a record, with its breakdown")
    score.add_argument("record", help="a JSON record file")
    score.add_argument("--lang", choices=("de", "en"), default="en", help="language (default en)")
    score.set_defaults(func=cmd_score)

    check = sub.add_parser(
        "check", help="check a record: exit 0 legal, 1 an illegal action, 2 malformed"
    )
    check.add_argument("record", help="a JSON record file")
    check.set_defaults(func=cmd_check)

    from kartenregeln._cli_show import add_show_parser

    add_show_parser(sub, _load_record)

    from kartenregeln._cli_serve import add_serve

    add_serve(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except KartenregelnError as exc:
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("kartenregeln: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (e.g. `| head`): stop quietly
        with contextlib.suppress(OSError):
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        return 1
    except (OSError, ValueError, ImportError) as exc:  # ImportError: an extra is missing
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback; KARTENREGELN_DEBUG=1 shows it
        if os.environ.get("KARTENREGELN_DEBUG"):
            raise
        print(f"kartenregeln: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
