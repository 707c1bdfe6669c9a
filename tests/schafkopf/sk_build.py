"""Helpers for building Schafkopf test states from partial hands."""

from __future__ import annotations

from kartenregeln import CardSet
from kartenregeln import schafkopf as sk

ALL = [f"{suit}{rank}" for suit in "EGHS" for rank in ("A", "Z", "K", "O", "U", "9", "8", "7")]


def fill(required: list[str], avoid: dict[int, str] | None = None) -> list[str]:
    """Complete four hands: ``required[s]`` are cards seat s must have; the rest of the deck
    is dealt in order to the seats with room, skipping cards listed in ``avoid[s]``."""
    hands = [r.split() for r in required]
    used = {c for h in hands for c in h}
    avoid = avoid or {}
    for card in ALL:
        if card in used:
            continue
        for s in range(4):
            if len(hands[s]) < 8 and card not in avoid.get(s, "").split():
                hands[s].append(card)
                break
        else:
            raise AssertionError(f"no seat can take {card}")
    assert all(len(h) == 8 for h in hands), hands
    return [" ".join(h) for h in hands]


def announce(
    hands: list[str],
    declarer: int,
    game: str,
    *,
    rules: sk.Rules | None = None,
    dealer: int = 3,
    kontra: int | None = None,
    re: bool = False,
) -> sk.GameState:
    """Everyone passes but ``declarer``, who announces ``game``; Kontra/Re as given."""
    state = sk.GameState.start(rules or sk.Rules(), dealer=dealer, hands=hands)
    while state.phase is sk.Phase.KLOPFEN:
        state = state.apply("weiter")
    for _ in range(4):
        state = state.apply("spiele" if state.to_move == declarer else "weiter")
    if state.phase is sk.Phase.AUCTION:
        state = state.apply(game)
    while state.phase is sk.Phase.KONTRA:
        state = state.apply("kontra" if state.to_move == kontra else "gut")
    if state.phase is sk.Phase.RE:
        state = state.apply("re" if re else "gut")
    return state


def play_out(state: sk.GameState) -> sk.GameState:
    """Play the first legal card until the game ends."""
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def cards(text: str) -> CardSet:
    return CardSet.parse(text)
