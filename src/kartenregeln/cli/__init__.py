"""The ``kartenregeln`` command line (also ``python -m kartenregeln``).

A frontend like any other: it imports the library and never reaches into game internals.
Errors are one line on stderr and a non-zero exit, never a traceback.

Commands: ``play`` (a terminal table against the computer), ``simulate`` (computer
players against each other), ``score`` (the settlement of a record), ``check`` (whether a
record replays: exit 0 legal, 1 an illegal action, 2 a malformed file), ``show`` (a
moment of a record as an SVG picture), ``engine`` (a built-in bot on the engine protocol),
``serve`` (the web table, docs/web.md), ``demo`` and ``card``. See docs/cli.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from kartenregeln import narration as words
from kartenregeln import records
from kartenregeln._version import __version__
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.cli.research import add_engine_command, add_simulate_options
from kartenregeln.cli.rules import RuleError, build_rules, describe_options
from kartenregeln.errors import KartenregelnError, RecordError
from kartenregeln.facets import CommandOptions, FacetError
from kartenregeln.names import label
from kartenregeln.narration import game_words
from kartenregeln.registry import games as registered_games
from kartenregeln.registry import get_game

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


class UsageError(Exception):
    """Options that do not fit together; exit 2 with one line."""


def _rules(args: argparse.Namespace) -> tuple[Any, int]:
    """The game's ``Rules`` and the games per Schafkopf match from the options; options
    that belong to the other game are refused, not ignored."""
    frontend = get_game(args.game).facet("frontend")
    given = vars(args)
    options = CommandOptions(
        players=given.get("players"),
        games=given.get("games"),
        rounds=given.get("rounds"),
        rules=given.get("rules"),
    )
    try:
        base, games = frontend.cli_rules(options)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return build_rules(args.game, args.rule, base=base), int(games)


def _rule_help(args: argparse.Namespace) -> bool:
    """``--rule help``: print the house-rule options of the game."""
    if "help" not in (r.strip().lower() for r in args.rule):
        return False
    word = "Die Hausregeln" if args.lang == "de" else "The house rules"
    print(f"{word} ({args.game}), --rule NAME=VALUE:")
    for line in describe_options(args.game):
        print(f"  {line}")
    for line in get_game(args.game).facet("frontend").rule_help():
        print(line)
    return True


def _check_record_path(record: str | None) -> None:
    """Refuse a ``--record`` path that cannot be written, before any game is played."""
    if record is None:
        return
    path = Path(record)
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise UsageError(f"--record {record}: there is no folder {str(parent)!r}")
    if path.is_dir():
        raise UsageError(f"--record {record}: is a folder, not a file")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise UsageError(f"--record {record}: cannot write there (permission denied)")


def cmd_play(args: argparse.Namespace) -> int:
    """Play at the terminal against computer players."""
    from kartenregeln.cli.play import run_play

    if _rule_help(args):
        return 0
    rules, games = _rules(args)
    _check_record_path(args.record)
    game = get_game(args.game)
    faces: tuple[str, ...] = game.facet("narration").FACES
    if args.faces is not None and args.faces not in faces:
        raise UsageError(
            f"{game.title()} is played with {faces[0].capitalize()} cards; use --faces {faces[0]}"
        )
    faces_shown = args.faces or faces[0]
    return run_play(
        args.game,
        rules=rules,
        games=games,
        clock=args.clock,
        seed=args.seed if args.seed is not None else random.SystemRandom().randrange(10**6),
        faces=faces_shown,
        plain=args.plain,
        braille=args.braille,
        lang=args.lang,
        opponents=args.opponents,
        name=args.name,
        record=args.record,
    )


def cmd_simulate(args: argparse.Namespace) -> int:
    """Computer players against each other."""
    from kartenregeln.cli.simulate import run_simulate

    if _rule_help(args):
        return 0
    rules, games = _rules(args)
    _check_record_path(args.record)
    return run_simulate(
        args.game,
        rules,
        matches=args.matches,
        games=games,
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


class _UnreadableError(OSError):
    """The record file cannot be read at all (missing, a folder, no permission)."""


def _load_record(path: str) -> records.Record:
    try:
        return records.load(Path(path))
    except OSError as exc:
        raise _UnreadableError(f"cannot read {path}: {exc.strerror or exc}") from None


def cmd_score(args: argparse.Namespace) -> int:
    """Print the settlement of a record with its breakdown."""
    try:
        record = _load_record(args.record)
    except _UnreadableError as exc:
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    lang = args.lang
    de = lang == "de"
    out: list[str] = []
    deals = record.deals if isinstance(record, records.MatchRecord) else (record,)
    names = record.names

    def who(s: int) -> str:
        return f"{words.seat_word(lang)} {s} ({names[s]})"

    for k, deal in enumerate(deals, 1):
        result = deal.result
        if result is None:
            word = game_words(get_game(record.game), lang)["deal"]
            head = f"{word} {k if deal.round is None else deal.round}"
            n = len(deal.actions)
            if de:
                out.append(f"{head}: nicht zu Ende ({words.plural(n, 'Zug', 'Züge')})")
            else:
                out.append(f"{head}: not over ({words.plural(n, 'action', 'actions')})")
            continue
        out.append(words.result_line(result, k, lang, who=who))
        out.extend(f"  {words.breakdown_line(line, lang, who)}" for line in result.breakdown)
        word = "Ergebnis" if de else "result"
        out.append(f"  {word}: {words.money(words.settlement_money(result), lang, who)}")
    if isinstance(record, records.MatchRecord):
        frontend = get_game(record.game).facet("frontend")
        places = record.places()
        if de:
            out.append("Endstand:" if record.is_over else "Stand bisher:")
        else:
            out.append("total:" if record.is_over else "total so far:")
        for s in sorted(range(len(names)), key=lambda s: (places[s], s)):
            bonus = ""
            if frontend.PLACE_BONUS:
                value = record.match.placements()[s].bonus
                bonus = f", {'Platzbonus' if de else 'place bonus'} {value}"
            out.append(f"  {places[s]}. {who(s)} {record.totals[s]:+d}{bonus}")
    print("\n".join(out))
    return 0


def _incomplete(path: str) -> records.Record | None:
    """The record without the results it claims, if that replays and is not over: a
    record cut short (the results were written, the last actions or games are missing)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            return None
        data.pop("result", None)
        deals = data.get("deals")
        if isinstance(deals, list) and deals and isinstance(deals[-1], dict):
            deals[-1].pop("result", None)
        record = records.loads(json.dumps(data))
    except (OSError, ValueError, RecursionError, RecordError):
        return None
    return None if record.is_over else record


def cmd_check(args: argparse.Namespace) -> int:
    """Exit 0 if the record replays, 1 on an illegal action, 2 on a malformed, incomplete
    or unreadable file."""
    try:
        record = _load_record(args.record)
    except _UnreadableError as exc:
        print(f"kartenregeln: malformed: {exc}", file=sys.stderr)
        return 2
    except records.ReplayError as exc:
        cut = _incomplete(args.record)
        if cut is not None:
            print(
                f"kartenregeln: incomplete: {args.record}: {exc}; "
                f"it stops after {_size(cut)}, every action legal",
                file=sys.stderr,
            )
            return 2
        print(f"kartenregeln: illegal: {args.record}: {exc}", file=sys.stderr)
        return 1
    except RecordError as exc:
        print(f"kartenregeln: malformed: {args.record}: {exc}", file=sys.stderr)
        return 2
    state = "over" if record.is_over else "not over"
    print(f"ok: {args.record}: {record.game} {_size(record)}, every action legal, {state}")
    return 0


def _size(record: records.Record) -> str:
    """``match, 6 games, 215 actions`` or ``game, 12 actions``."""
    if isinstance(record, records.MatchRecord):
        actions = sum(len(d.actions) for d in record.deals)
        unit = get_game(record.game).facet("frontend").DEAL_WORDS
        moves = words.plural(actions, "action", "actions")
        return f"match, {words.plural(len(record.deals), *unit)}, {moves}"
    return f"game, {words.plural(len(record.actions), 'action', 'actions')}"


# -- the parser: one small function per command, listed in COMMANDS --------------------


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang", choices=("de", "en"), default="de", help="language (default de: German)"
    )


def _add_match_options(parser: argparse.ArgumentParser) -> None:
    """The match and house-rule options that ``play`` and ``simulate`` share."""
    seats = sorted({n for game in registered_games() for n in game.seats})
    lengths = sorted(
        {n for game in registered_games() for n in game.facet("frontend").MATCH_LENGTHS}
    )
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        choices=seats,
        metavar=f"{seats[0]}..{seats[-1]}",
        help="Schapa: the number of players (default 4); Schafkopf: 3 or 4 (3 plays the "
        "short deck, 8 cards each)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        choices=lengths or None,
        help="Schafkopf: games per match (default 8; with 3 players 9, 12, 18 or 24, default 9)",
    )
    parser.add_argument(
        "--rounds",
        type=_rounds,
        default=None,
        help="Schapa: the rounds to play, e.g. 1,7 (default all eight)",
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a house rule, e.g. klopfen=yes, tariff=20,50,10, all_pass=throw_in, applied "
        "after --rules (repeatable; --rule help lists them)",
    )
    parser.add_argument(
        "--rules",
        type=_rules_text,
        default=None,
        metavar="TEXT",
        help="Schafkopf: a preset (speed, sauspiel, netschafkopf, schafkopfordnung) and "
        'house rules, e.g. "sauspiel,farbwenz,bettel,no-sie" (default speed)',
    )


def _rules_text(text: str) -> str:
    """The ``--rules`` text, checked by the games that read rules as text (their frontend
    facet's ``parse_rules``); the game chosen reads it again."""
    problems = []
    for game in registered_games():
        parse = game.facet("frontend").parse_rules
        if parse is not None:
            try:
                parse(text)
            except ValueError as exc:
                problems.append(str(exc))
            else:
                return text
    raise argparse.ArgumentTypeError("; ".join(problems) or "no game reads rules as text")


def _add_demo(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    demo = sub.add_parser("demo", help="deal both decks and print the hands in both faces")
    demo.add_argument("--seed", type=int, default=None, help="seed for a reproducible deal")
    demo.set_defaults(func=cmd_demo)


def _add_card(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    card = sub.add_parser("card", help="print every name of the given cards")
    card.add_argument("text", nargs="+", help='cards, e.g. "EO" or "Kreuz Dame"')
    card.set_defaults(func=cmd_card)


def _game_names() -> tuple[str, ...]:
    """The registered games, the built-in ones first (``schafkopf``, ``schapa``)."""
    return tuple(game.name for game in registered_games())


def _add_play(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    play = sub.add_parser("play", help="play at the terminal against the computer")
    play.add_argument("game", choices=_game_names())
    play.add_argument(
        "--faces",
        choices=("bavarian", "french"),
        default=None,
        help="card faces (default: bavarian for Schafkopf, french for Schapa)",
    )
    _add_match_options(play)
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
    _add_lang(play)
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
        help="save the match as a JSON record when it ends (the path is checked first)",
    )
    play.set_defaults(func=cmd_play)


def _add_simulate(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sim = sub.add_parser("simulate", help="computer players against each other")
    sim.add_argument("--game", choices=_game_names(), default=_game_names()[0])
    sim.add_argument("--matches", type=int, default=1, help="number of matches (default 1)")
    _add_match_options(sim)
    sim.add_argument(
        "--bots",
        type=_bots,
        default=(),
        help="one bot per seat: random, heuristic or search (default search,heuristic,…)",
    )
    sim.add_argument(
        "--samples", type=int, default=8, help="the search bot's samples per decision (default 8)"
    )
    sim.add_argument("--seed", type=int, default=0, help="seed (default 0)")
    sim.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    _add_lang(sim)
    sim.add_argument(
        "--record",
        default=None,
        metavar="FILE",
        help="write the match record as JSON (several matches: FILE-1.json, FILE-2.json, …)",
    )
    sim.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar on stderr (it is drawn only when stderr is a terminal)",
    )
    add_simulate_options(sim)
    sim.set_defaults(func=cmd_simulate)


def _add_score(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    score = sub.add_parser("score", help="the settlement of a record, with its breakdown")
    score.add_argument("record", help="a JSON record file")
    _add_lang(score)
    score.set_defaults(func=cmd_score)


def _add_check(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    check = sub.add_parser(
        "check", help="check a record: exit 0 legal, 1 an illegal action, 2 malformed"
    )
    check.add_argument("record", help="a JSON record file")
    check.set_defaults(func=cmd_check)


def _add_serve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from kartenregeln.cli.serve import add_serve

    add_serve(sub)


def _add_site(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from kartenregeln.cli.site import add_site

    add_site(sub)


def _add_show(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from kartenregeln.cli.show import add_show_parser

    add_show_parser(sub, _load_record)


def _add_formats(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from kartenregeln.formats import _command as formats

    convert = sub.add_parser("convert", help=formats.CONVERT_HELP, description=formats.CONVERT_HELP)
    formats.add_convert_arguments(convert)
    convert.set_defaults(func=formats.convert_main)
    analyse = sub.add_parser("analyse", help=formats.ANALYSE_HELP, description=formats.ANALYSE_HELP)
    formats.add_analyse_arguments(analyse)
    analyse.set_defaults(func=formats.analyse_main)


COMMANDS: list[Callable[[Any], None]] = [
    _add_simulate,
    _add_play,
    _add_score,
    _add_check,
    _add_show,
    _add_formats,
    add_engine_command,
    _add_serve,
    _add_site,
    _add_demo,
    _add_card,
]
"""The subcommands: each function adds its parser to the subparsers (append yours)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kartenregeln", description="The rules of Schafkopf and Schapa."
    )
    parser.add_argument("--version", action="version", version=f"kartenregeln {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for add in COMMANDS:
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    # an installed game's facet in a 0.1 form works with a DeprecationWarning: its author
    # runs the command, so show it (Python hides DeprecationWarnings outside __main__)
    warnings.filterwarnings(
        "default", r"the '\w+' facet of the game .* is the 0\.1 form", DeprecationWarning
    )
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except KartenregelnError as exc:
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    except (UsageError, RuleError) as exc:
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("kartenregeln: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader went away (e.g. `| head -1`): it has what it wanted; stop quietly
        _silence_stdout()
        return 0
    except (OSError, ValueError, ImportError) as exc:  # ImportError: an extra is missing
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    except FacetError as exc:  # a game's facet: its message names game, facet and member
        print(f"kartenregeln: error: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # never a traceback; KARTENREGELN_DEBUG=1 shows it
        if os.environ.get("KARTENREGELN_DEBUG"):
            raise
        print(f"kartenregeln: internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    return code


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that flushing it at exit cannot fail again."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # not a file: nothing is flushed at exit
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
