"""The ``kartenregeln`` command line (also ``python -m kartenregeln``).

A frontend like any other: it imports the library and never reaches into game internals.
Errors are one line on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from kartenregeln._version import __version__
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.errors import KartenregelnError
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
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
