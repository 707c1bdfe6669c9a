"""Issue 27, advice: the value of "Ich spiele" in the first round is that of the best game
the seat may then announce, searched as the advice after ``spiele`` searches it."""

from __future__ import annotations

import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.bots import advise
from kartenregeln.bots.adapters import adapter_for
from kartenregeln.schafkopf.state import Phase, announceable


def _round_one(deal: int) -> sk.GameState:
    return sk.deal(sk.Rules(), dealer=3, rng=random.Random(deal))


def test_spiele_is_searched_over_every_game_it_may_announce() -> None:
    view = _round_one(3).view(0)
    legal = tuple(view.legal_actions)
    lines = adapter_for(view).lines(view, legal, every=True)
    spiele = legal.index(sk.SPIELE)
    plans = {plan for i, plan in lines if i == spiele}
    assert plans == set(announceable(view.rules, view.hand.mask))


@pytest.mark.parametrize("deal", [3, 5])
def test_spiele_is_worth_the_best_announcement(deal: int) -> None:
    """Before, "spiele" was worth -33.00 and -20.25 here, while the advice after it
    valued the best announcement at +0.50 and -0.75."""
    state = _round_one(deal)
    seat = state.to_move
    assert seat is not None
    first = advise(state.view(seat), 8, rng=random.Random(1))
    spiele = next(a.value for a in first if a.action == sk.SPIELE)
    after = state.apply(sk.SPIELE)
    while after.to_move != seat or after.phase is not Phase.AUCTION:
        after = after.apply(sk.WEITER)
    best = advise(after.view(seat), 8, rng=random.Random(1))[0].value
    # the two searches see different worlds (after spiele the others have passed)
    assert spiele > best - 5
