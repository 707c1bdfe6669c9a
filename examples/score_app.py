"""A score app for a real table: the money of each game from what the table agrees on,
without dealing or replaying anything.

Four friends play Schafkopf with cards on a table; after each game someone types in the
facts (the game, who played, the Augen, Schwarz, the Laufende, Klopfer, Kontra/Re).
``payout`` gives the Abrechnung; a fact no game can have is refused by name. The same for
a Schapa evening with ``round_scores``.

Run: python examples/score_app.py
"""

from __future__ import annotations

from kartenregeln import CardSet
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp


def schafkopf_evening() -> None:
    rules = sk.Rules.sauspiel()
    totals = [0, 0, 0, 0]
    games = [
        sk.payout(rules, "rufspiel gras", declarer=0, partner=2, augen=95, laufende=3),
        sk.payout(rules, "solo herz", declarer=1, augen=58, kontra=True),
        sk.payout(rules, "wenz", declarer=3, augen=120, schwarz=True, laufende=2, klopfer=1),
        sk.ramsch_payout(rules, augen=(20, 48, 52, 0), jungfrauen=(3,)),
    ]
    for settlement in games:
        print(f"{settlement.game}:")
        for line in settlement.breakdown:
            print(f"   {line.text('de'):<28} [{line.code}]")
        totals = [t + b for t, b in zip(totals, settlement.balance, strict=True)]
        print("   balance", settlement.balance, "running", tuple(totals))
    try:
        sk.payout(rules, "geier", declarer=2, augen=80, laufende=6)
    except ValueError as exc:
        print("refused:", exc)


def schapa_evening() -> None:
    rules = sp.Rules(players=4)
    queens = sp.round_scores(
        rules,
        3,
        taken=[CardSet.parse("QC QS"), CardSet.parse("QH"), CardSet(), CardSet.parse("QD")],
    )
    layout = sp.round_scores(rules, 7, finished=[2, 0, 3, 1])
    for result in (queens, layout):
        print(f"Schapa round {result.round} ({sp.ROUNDS[result.round].name('de')}):")
        print("  ", result.text("de").replace("\n", "\n   "))


def main() -> None:
    schafkopf_evening()
    schapa_evening()


if __name__ == "__main__":
    main()
