"""Cards in every face: deal a Schafkopf deck and print one hand in each text form.

Run: python examples/cards_demo.py
"""

from __future__ import annotations

import random

from kartenregeln import Card, CardSet, Rank, Suit, names

SCHAFKOPF_RANKS = [Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER, Rank.NINE, Rank.EIGHT,
                   Rank.SEVEN]  # fmt: skip


def main() -> None:
    deck = list(CardSet.deck(SCHAFKOPF_RANKS))
    random.Random(7).shuffle(deck)
    hand = CardSet(deck[:8])
    for style in names.STYLES:
        print(f"{style:12s} {hand.to_text(style)}")
    # Every form parses back to the same card; Bavarian and French faces are one value.
    assert Card.parse("Eichel-Ober") is Card.parse("Kreuz Dame") is Card(Suit.CLUBS, Rank.QUEEN)
    print("The Eichel-Ober is the", names.long_name(Card.parse("EO"), "en", "french"))


if __name__ == "__main__":
    main()
