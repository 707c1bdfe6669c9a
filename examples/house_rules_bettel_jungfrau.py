"""Four house rules: the Bettel with Stichzwang, the Bettel with Herz as trump,
which games may be Tout, and a Jungfrau that doubles her own payment once per Jungfrau.

Run: python examples/house_rules_bettel_jungfrau.py
"""

from __future__ import annotations

from kartenregeln import schafkopf as sk

HANDS = [
    "E8 G7 H7 S7 G8 H8 S8 E7",  # seat 0: only Siebener and Achter, a safe Bettel
    "E9 EO GA GZ GK GO GU G9",
    "EU EK HA HZ HK HO HU H9",
    "EA EZ SA SZ SK SO SU S9",
]


def round_two(rules: sk.Rules) -> sk.GameState:
    """Seat 0 said spiele, the others weiter: seat 0 announces his game."""
    state = sk.GameState.start(rules, dealer=3, hands=HANDS).apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    return state


def announced(rules: sk.Rules, game: str) -> sk.GameState:
    """Seat 0 plays ``game``; nobody says Kontra."""
    state = round_two(rules).apply(game)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    return state


def main() -> None:
    # Stichzwang: who follows the led suit must beat the trick when he can
    rules = sk.Rules.parse("bettel, bettel-stichzwang")
    state = announced(rules, "bettel").apply("E8").apply("EO")
    legal = [str(a) for a in state.legal_actions()]
    print(f"Bettel mit Stichzwang, nach E8 EO darf Sitz 2: {' '.join(legal)}")
    print(f"  EU? {state.why_illegal('EU', lang='de')}")

    # Herz as trump: the trumps of a Herz-Solo, so a Herz card takes a trick of Eichel
    rules = sk.Rules(bettel=True, bettel_herz=True)
    state = announced(rules, "bettel herz")
    assert state.game is not None
    print(f"{state.game.name('de')} (notation {state.game}); 'bettel' hier: ", end="")
    print(round_two(rules).why_illegal("bettel"))

    # Tout only as Farbsolo and Wenz
    rules = sk.Rules(tout_games=("farbsolo", "wenz"))
    state = round_two(rules)
    touts = [str(a) for a in state.legal_actions() if str(a).startswith("tout")]
    print(f"Tout erlaubt: {', '.join(touts)}; tout geier: {state.why_illegal('tout geier')}")

    # Jungfrau: price 10, seat 0 loses, seat 1 took a trick, seats 2 and 3 took none
    for mode in sk.Jungfrau:
        rules = sk.Rules(jungfrau=mode, tariff=sk.Tariff(ramsch=10))
        result = sk.ramsch_payout(rules, augen=(120, 0, 0, 0), jungfrauen=(2, 3))
        print(f"Jungfrau {mode.value:>16}: {list(result.balance)}")
    each = sk.Rules(jungfrau="doubles_own_each", tariff=sk.Tariff(ramsch=10))
    assert sk.ramsch_payout(each, augen=(120, 0, 0, 0), jungfrauen=(2, 3)).balance == (
        -90,
        10,
        40,
        40,
    )


if __name__ == "__main__":
    main()
