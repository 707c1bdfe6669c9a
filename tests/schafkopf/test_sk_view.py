"""What a seat may see and what a sample of its view must respect."""

from __future__ import annotations

import random

import pytest

from kartenregeln import Card, CardSet, Suit
from kartenregeln import schafkopf as sk

HANDS = [
    "EO GO HO SO EU GU G7 E7",
    "GA GZ GK G9 HA HZ E9 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G8 H8 H7 EK E8 SK S9 S8",
]
GRAS_SAU = Card.parse("GA")


def rufspiel(kontra: int | None = None) -> sk.GameState:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    for move in ["spiele", "weiter", "weiter", "weiter", "rufspiel gras"]:
        state = state.apply(move)
    while state.phase is sk.Phase.KONTRA:
        state = state.apply("kontra" if state.to_move == kontra else "gut")
    if state.phase is sk.Phase.RE:
        state = state.apply("gut")
    return state


def test_view_holds_own_cards_public_actions_and_legal_actions_only_when_to_move() -> None:
    state = rufspiel()
    view = state.view(2)
    assert view.hand == state.hand(2)
    assert view.game == sk.Contract("rufspiel", "gras")
    assert view.declarer == 0
    assert view.partner is None
    assert view.legal_actions == ()
    assert state.view(0).legal_actions == state.legal_actions()
    assert view.bids[0] == (0, sk.SPIELE)


def test_sample_never_gives_the_called_sau_to_the_declarer_or_a_kontra_seat() -> None:
    state = rufspiel(kontra=2)
    view = state.view(3)
    rng = random.Random(0)
    holders = set()
    for _ in range(40):
        world = view.sample(rng)
        assert world.view(3) == view
        holder = next(s for s in range(4) if GRAS_SAU in world.hand(s))
        holders.add(holder)
        # the declarer held a Gras card but not the Sau
        assert world.initial_hand(0).of(Suit.GRAS) - CardSet([GRAS_SAU])
    assert holders == {1}  # seat 0 declares, seat 2 said kontra, seat 3 is the viewer


def test_sample_respects_shown_voids_and_the_sau_not_given_when_led() -> None:
    state = rufspiel()
    for card in ["E7", "E9", "EA", "E8"]:  # seat 2 takes the Eichel trick
        state = state.apply(card)
    for card in ["SA", "S8", "SO"]:  # seat 0 has no Schellen and trumps; seat 1 to move
        state = state.apply(card)
    view = state.view(2)
    rng = random.Random(1)
    for _ in range(30):
        world = view.sample(rng)
        assert world.view(2) == view
        assert not world.hand(0).of(Suit.SCHELLEN)
        # a void in Eichel was not shown by anyone, the Gras-Sau is not with the declarer
        assert GRAS_SAU not in world.hand(0)


def test_sample_during_klopfen_keeps_the_first_packet() -> None:
    state = sk.GameState.start(sk.Rules(klopfen=True), dealer=3, hands=HANDS)
    view = state.view(1)
    world = view.sample(random.Random(3))
    assert world.view(1) == view
    assert world.first_packet(1) == state.first_packet(1)


def test_sample_of_a_sie_gives_the_announcer_all_ober_and_unter() -> None:
    hands = [
        "EO GO HO SO EU GU HU SU",
        "EA EZ EK E9 GA GZ GK G9",
        "HA HZ HK H9 SA SZ SK S9",
        "E8 E7 G8 G7 H8 H7 S8 S7",
    ]
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=hands)
    for move in ["spiele", "weiter", "weiter", "weiter", "sie"]:
        state = state.apply(move)
    world = state.view(2).sample(random.Random(0))
    assert world.hand(0) == state.hand(0)


def test_the_sampler_hall_check_equals_the_plain_definition() -> None:
    from kartenregeln.schafkopf.sampling import _feasible

    def plain(kinds: dict[int, int], cap: list[int]) -> bool:
        for t in range(1, 16):
            need = sum(n for allowed, n in kinds.items() if allowed & ~t == 0)
            if need > sum(cap[s] for s in range(4) if t >> s & 1):
                return False
        return True

    rng = random.Random(12)
    answers = set()
    for _ in range(3000):
        kinds = {rng.randrange(16): rng.randrange(5) for _ in range(rng.randrange(1, 8))}
        cap = [rng.randrange(8) for _ in range(4)]
        answers.add(plain(kinds, cap))
        assert _feasible(kinds, cap) == plain(kinds, cap)
    assert answers == {True, False}


def test_a_notebook_shows_the_view_s_picture() -> None:
    from kartenregeln.svg import picture

    view = sk.deal(sk.Rules(), dealer=0, rng=random.Random(3)).view(1)
    assert view._repr_svg_() == picture(view)
    assert view._repr_svg_().startswith("<svg")


def test_a_view_with_a_declarer_names_the_game() -> None:
    import attrs

    state = sk.deal(sk.Rules(), dealer=0, rng=random.Random(3))
    while state.declarer is None or state.game is None:
        legal = state.legal_actions()
        state = state.apply(sk.SPIELE if sk.SPIELE in legal else legal[-1])
    view = state.view(0)
    assert view.declarer is not None
    assert view.game is not None
    with pytest.raises(ValueError, match=r"^a view with a declarer must name the game$"):
        attrs.evolve(view, game=None)
