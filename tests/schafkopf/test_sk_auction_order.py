"""Round two of the bidding, why an announcement cannot come, and a Ramsch won by a
Durchmarsch, each on a deal made for it."""

from __future__ import annotations

from kartenregeln import schafkopf as sk

# seat 0 holds every Ober and Unter but one; seat 1 the Eichel and Gras cards
AUCTION = (
    "EO GO HO SO EU GU HU H7 / EA EZ EK E9 GA GZ GK SU / "
    "HA HZ HK H9 SA SZ SK S9 / E8 E7 G8 G7 H8 G9 S8 S7"
)


def _auction(*actions: str) -> sk.GameState:
    state = sk.GameState.from_text(f"schafkopf d3 | {AUCTION} |")
    for action in ("spiele", "spiele", "weiter", "weiter", *actions):
        state = state.apply(action)
    return state


def test_the_front_seat_must_announce() -> None:
    state = _auction()
    assert state.to_move == 0
    assert sk.WEITER not in state.legal_actions()
    assert state.why_illegal(sk.KONTRA) == "round two: seat 0 announces a game or says weiter"


def test_a_seat_behind_the_holder_needs_a_higher_game() -> None:
    state = _auction("wenz")
    assert state.to_move == 1
    assert state.why_illegal(sk.parse_action("solo eichel")) == (
        "seat 1 sits behind seat 0 and needs a higher game than Wenz"
    )
    assert state.why_illegal(sk.KONTRA) == "round two: seat 1 announces a game or says weiter"


def test_a_seat_before_the_holder_may_equal_but_not_go_below() -> None:
    state = _auction("wenz", "tout solo eichel")
    assert state.to_move == 0
    assert state.why_illegal(sk.parse_action("wenz")) == (
        "seat 0 needs a game at least as high as Acorns Solo Tout"
    )
    assert state.is_legal(sk.parse_action("tout solo gras"))  # an equal game


def test_a_ramsch_won_by_a_durchmarsch_has_no_jungfrauen() -> None:
    """Vorhand holds the eight Ober and Unter and takes every trick: the three others
    took none, but a Durchmarsch pays the winner alone, and names no Jungfrau."""
    hands = (
        "EO GO HO SO EU GU HU SU / EA EZ EK E9 GA GZ GK G9 / "
        "HA HZ HK H9 SA SZ SK S9 / E8 E7 G8 G7 H8 H7 S8 S7"
    )
    state = sk.GameState.from_text(f"schafkopf d3 all_pass=ramsch | {hands} |")
    for _ in range(4):
        state = state.apply(sk.WEITER)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    done = state.settle()
    assert [t.winner for t in state.tricks] == [0] * 8
    assert (done.durchmarsch, done.jungfrauen, done.ramsch_losers) == (0, (), ())
    assert done.balance == (3, -1, -1, -1)
