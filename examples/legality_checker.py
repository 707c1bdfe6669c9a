"""A legality checker for other tools: it knows one hand, the game and the cards played —
not the other hands — and answers whether a card may be played, and why not.

Run: python examples/legality_checker.py
"""

from __future__ import annotations

from collections.abc import Sequence

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def schafkopf_why_not(
    hand: str, card: str, *, seat: int, game: str, declarer: int, dealer: int,
    tricks: Sequence[str] = (), trick: str = "",
) -> str | None:  # fmt: skip
    """``None`` if ``seat`` may play ``card`` now, else the reason."""
    view = sk.View.build(sk.Rules(), seat=seat, hand=hand, game=game, declarer=declarer,
                         dealer=dealer, tricks=tricks, trick=trick)  # fmt: skip
    return view.why_illegal(card)


def schapa_why_not(
    hand: str, card: str, *, players: int, round: int, seat: int, dealer: int,
    tricks: Sequence[str] = (), trick: str = "",
) -> str | None:  # fmt: skip
    """``None`` if ``seat`` may play ``card`` now, else the reason."""
    view = sp.RoundView.build(sp.Rules(players=players), round=round, seat=seat, hand=hand,
                              dealer=dealer, tricks=tricks, trick=trick)  # fmt: skip
    return view.why_illegal(card)


def main() -> None:
    # Seat 2 holds eight cards; seat 3 called the Eichel-Sau and seat 1 led it.
    hand = "EO GU HA HZ E9 SA SK S7"
    for card in ("E9", "HA", "EK"):
        reason = schafkopf_why_not(
            hand, card, seat=2, game="rufspiel eichel", declarer=3, dealer=0, trick="EA"
        )
        print(f"Schafkopf {card}: {reason or 'legal'}")
    # Round 1 for three players: seats 0 and 1 played KC and QC, seat 2 is to follow.
    hand = "AC 4C KS 9S 8S 7S 6S 5S 4S 3S 9H 8H 7H 6H 5H 10D"
    for card in ("AC", "KS"):
        reason = schapa_why_not(hand, card, players=3, round=1, seat=2, dealer=2, trick="KC QC")
        print(f"Schapa {card}: {reason or 'legal'}")


if __name__ == "__main__":
    main()
