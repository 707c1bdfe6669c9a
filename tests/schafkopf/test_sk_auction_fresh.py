"""The bidding answers do not depend on what was asked before: the engine keeps the legal
choices of the second round in a table per rules, keyed by the hand's allowed games, the
best game so far and whether the seat must go strictly higher. Over many random auctions
under random house rules, every answer of the warm table is compared with the answer of
a table built afresh (and with the public choices of the same position), so a key that
two different questions share shows up as a wrong answer."""

from __future__ import annotations

import importlib
import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf import auction

compare_module = importlib.import_module("kartenregeln._reference.compare")


def _auctions(seed: int, count: int) -> list[sk.GameState]:
    """Every second-round state of ``count`` random auctions (random rules and deals)."""
    rng = random.Random(seed)
    found: list[sk.GameState] = []
    for k in range(count):
        rules = compare_module.random_schafkopf_rules(rng)
        state = sk.deal(rules, dealer=k % rules.players, rng=rng)
        while state.phase in (sk.Phase.KLOPFEN, sk.Phase.ROUND1, sk.Phase.AUCTION):
            if state.phase is sk.Phase.AUCTION:
                found.append(state)
            legal = state.legal_actions()
            # say "spiele" often, so that the second round has several bidders
            wanted = [a for a in legal if str(a) == "spiele"]
            state = state.apply(wanted[0] if wanted and rng.random() < 0.7 else rng.choice(legal))
    return found


def test_the_second_round_answers_as_a_fresh_table_does(monkeypatch: pytest.MonkeyPatch) -> None:
    seed = random.randrange(2**32)
    print(f"seed {seed}")
    states = _auctions(seed, 600)
    assert len(states) > 300
    warm = [state.legal_actions() for state in states]
    # the same positions read from their text: their games are contracts of their own,
    # asked of the same warm table
    for state, answer in zip(states, warm, strict=True):
        assert sk.GameState.from_text(state.to_text()).legal_actions() == answer, (
            seed,
            state.to_text(),
        )
    for state, answer in zip(states, warm, strict=True):
        monkeypatch.setattr(auction, "_AUCTION_TABLES", {})
        monkeypatch.setattr(auction, "_TABLE_BY_ID", {})
        fresh = sk.GameState.from_text(state.to_text())
        assert fresh.legal_actions() == answer, (seed, state.to_text())
        public = set(auction._public_choices(fresh))
        assert set(answer) <= public, (seed, state.to_text())


# three players, Farbsolo ranked above the Wenz: Vorhand (seat 2) announced a Wenz,
# seat 0 went higher with a Solo, seat 1 said weiter; seat 2, before seat 0 in the order,
# may now hold the Solo, go higher or pass. The same seat, first to announce, had to name
# a game: the two answers for the same hand must not mix.
THREE = (
    "schafkopf d1 klopfen=true all_pass=throw_in kontra=false geier=false tout=false "
    "solo_order=farbsolo farbwenz=true farbgeier=true bettel=true bettel_herz=true "
    "sie=false players=3 | EU GU HK GK G8 SU GA GZ SZ SK / GO HZ G9 SA S7 HO H8 EZ S9 S8 / "
    "SO HA H9 EK E8 EO HU H7 E9 E7 | weiter weiter klopfen spiele spiele spiele"
)


def test_a_seat_before_the_holder_may_pass_hold_or_go_higher() -> None:
    first = sk.GameState.from_text(THREE)
    assert first.to_move == 2
    assert "weiter" not in [str(a) for a in first.legal_actions()]
    state = first
    for action in ("wenz", "solo eichel", "weiter"):
        state = state.apply(action)
    assert state.to_move == 2
    assert [str(a) for a in state.legal_actions()] == [
        "weiter",
        "solo eichel",
        "solo gras",
        "solo herz",
        "solo schellen",
    ]


def test_a_hand_of_every_ober_and_unter_may_announce_sie() -> None:
    # three players, ten cards: the eight Ober and Unter and two Eichel (no Eichel-Sau)
    three = "EO GO HO SO EU GU HU SU E9 E8 / EA EZ EK E7 GA GZ GK G9 G8 G7 / "
    three += "HA HZ HK H9 H8 H7 SA SZ SK S9"
    state = sk.GameState.from_text(f"schafkopf d2 players=3 sie=true | {three} |")
    for action in ("spiele", "weiter", "weiter"):
        state = state.apply(action)
    assert (state.phase, state.to_move) == (sk.Phase.AUCTION, 0)
    assert "sie" in [str(a) for a in state.legal_actions()]
    # four players: seat 0 holds them and must go higher than Vorhand's Solo: a Sie is
    four = "EO GO HO SO EU GU HU SU / EA EZ EK E7 GA GZ GK G9 / "
    four += "HA HZ HK H9 H8 H7 SA SZ / SK S9 S8 S7 E9 E8 G8 G7"
    state = sk.GameState.from_text(f"schafkopf d2 sie=true | {four} |")
    for action in ("spiele", "spiele", "weiter", "weiter", "solo herz"):
        state = state.apply(action)
    assert state.to_move == 0
    assert [str(a) for a in state.legal_actions()][-1] == "sie"
    assert "solo eichel" not in [str(a) for a in state.legal_actions()]
