"""Paths that random tests reach only sometimes, reached every time: the Schapa layout
round's encoding with schapa and ende in its history, option values refused by name, the
game kinds' words and the Laufende minimum of every kind."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.encode.schapa import LAYOUT, action_index, observation

ANY_RULES: Any = sk.Rules


def _layout_round_with_every_action() -> sp.RoundState:
    """A round 7 (one card per turn) played until schapa and ende have both been said."""
    for seed in range(200):
        rng = random.Random(seed)
        state = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=rng)
        seen: set[type] = set()
        while not state.is_over:
            legal = state.legal_actions()
            action = legal[-1] if rng.random() < 0.5 else rng.choice(legal)
            state = state.apply(action)
            seen.add(type(action))
            if {sp.Schapa, sp.Ende} <= seen:
                return state
    raise AssertionError("no layout round with schapa and ende in 200 deals")


def test_the_layout_round_encodes_schapa_and_ende() -> None:
    state = _layout_round_with_every_action()
    vector = observation(state.view(0))
    assert len(vector) == LAYOUT.size
    history = vector[LAYOUT.history : LAYOUT.history + len(state.history)]
    assert all(0 < x <= 1 for x in history)
    assert action_index(sp.SCHAPA) != action_index(sp.ENDE)
    with pytest.raises(ValueError, match="is not a Schapa action"):
        action_index(sk.WEITER)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"solo_order": "wenz"}, "solo_order must be a tuple"),
        ({"solo_order": ("wenz", "bettel")}, "unknown game 'bettel'"),
        ({"solo_order": ("wenz", "wenz")}, "names a game twice"),
    ],
)
def test_solo_order_is_refused_by_name(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ANY_RULES(**options)


def test_game_kinds_and_their_laufende_minimum() -> None:
    assert [str(k) for k in sk.GameKind][:3] == ["rufspiel", "farbsolo", "wenz"]
    minimum = sk.LaufendeMin(rufspiel=3, farbsolo=4, wenz=2, geier=1)
    kinds = {str(k): minimum.of(k) for k in sk.GameKind}
    assert {k: kinds[k] for k in ("rufspiel", "farbsolo", "wenz", "geier")} == {
        "rufspiel": 3,
        "farbsolo": 4,
        "wenz": 2,
        "geier": 1,
    }
    # games without Laufende: the Sie, the Ramsch and the Bettel
    assert [kinds[k] for k in ("sie", "ramsch", "bettel", "bettel ouvert")] == [None] * 4
    # the Farbwenz and the Farbgeier keep the default minimum when not set
    assert kinds["farbwenz"] == kinds["farbgeier"] == sk.LaufendeMin().farbwenz
