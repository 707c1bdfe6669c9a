"""What a hand brings as a Solo, from the table that ships with the package.

``solo_value`` answers in microseconds what the computer's bidding would otherwise
search in dozens of sampled worlds: the expected money of declaring a Farbsolo, Wenz or
Geier with a hand, in Solo prices (the declarer's balance over the tariff's Solo price:
a plain Solo won is +3, lost -3; Kontra, Schneider and Laufende count as at the table).
The table was computed offline over a million deals (``benchmarks/bid_table.py``).

Run: python examples/solo_values.py
"""

from __future__ import annotations

from kartenregeln import schafkopf as sk
from kartenregeln.bots.schafkopf.solovalue import solo_value
from kartenregeln.cards import CardSet

HANDS = [
    "EO GO HO HU HA HZ EA S7",  # four top trumps, two Herz, a side Sau
    "GO SO HU H9 HK EA E9 G7",  # a middling Herz hand
    "EU GU SU EA EZ EK GA S7",  # three Unter and long Eichel: a Wenz?
]


GAMES = [
    *(sk.Contract("farbsolo", suit) for suit in ("eichel", "gras", "herz", "schellen")),
    sk.Contract("wenz"),
    sk.Contract("geier"),
]


def main() -> None:
    rules = sk.Rules.sauspiel()
    for text in HANDS:
        hand = CardSet.parse(text).mask
        print(f"{text}, leading the first trick:")
        rated = [(solo_value(game, hand, vorhand=True), game) for game in GAMES]
        known = sorted(((v, g) for v, g in rated if v is not None), key=lambda vg: -vg[0])
        for value, game in known[:3]:
            money = value * rules.tariff.solo
            print(f"  {game}: {value:+.2f} Solo prices ({money:+.0f} cents at 20/50/10)")


if __name__ == "__main__":
    main()
