"""House rule ``re_by_partner``: the called partner of a Rufspiel may answer a Kontra.

By default only the declarer answers a Kontra with Re. With ``Rules(re_by_partner=True)``
the seats that did not say Kontra are asked in turn when the declarer says gut; the
partner may say re, the other opponent only gut (so the turn gives nobody away).

Run: python examples/re_by_partner.py
"""

from __future__ import annotations

import random

from kartenregeln import schafkopf as sk


def rufspiel_with_kontra(rules: sk.Rules) -> sk.GameState:
    """The first shuffled deal in which seat 0 plays a Rufspiel and an opponent says
    Kontra; the state is at the Re question."""
    for seed in range(500):
        state = sk.deal(rules, dealer=3, rng=random.Random(seed))
        state = state.apply("spiele")
        for _ in range(3):
            state = state.apply("weiter")
        games = [a for a in state.legal_actions() if str(a).startswith("rufspiel")]
        if not games:
            continue
        state = state.apply(games[0])
        while state.phase is sk.Phase.KONTRA:
            said = [a for a in state.legal_actions() if str(a) == "kontra"]
            state = state.apply(said[0] if said else "gut")
        if state.phase is sk.Phase.RE:
            return state
    raise SystemExit("no Rufspiel with a Kontra in 500 deals")


def main() -> None:
    state = rufspiel_with_kontra(sk.Rules(re_by_partner=True))
    assert state.game is not None
    print(f"{state.game.name('de')}: Sitz {state.declarer} spielt, Kontra von Sitz {state.kontra}")
    state = state.apply("gut")  # the declarer does not answer ...
    while state.phase is sk.Phase.RE:
        seat = state.to_move
        choice = "re" if seat == state.partner else "gut"  # ... but the partner does
        print(f"Sitz {seat} darf: {', '.join(map(str, state.legal_actions()))} -> {choice}")
        state = state.apply(choice)
    assert state.re == state.partner
    print(f"Re von Sitz {state.re}, dem Partner; gespielt wird doppelt-doppelt")


if __name__ == "__main__":
    main()
