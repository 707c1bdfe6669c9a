"""Issue 27, positions from what a seat knows: a list of card codes as a trick, the dealer
derived or named in the error, the Domino round built without its history, and actions
of the other game refused with the documented error."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cards import Card
from kartenregeln.errors import IllegalActionError, PositionError

HAND = "EO GU HA HZ E9 SA SK S7"


def _build(**changes: object) -> sk.View:
    facts: dict[str, object] = {
        "seat": 2, "hand": HAND, "game": "rufspiel eichel", "declarer": 3, "dealer": 0,
        "trick": "EA",
    }  # fmt: skip
    facts.update(changes)
    return sk.View.build(sk.Rules(), **facts)  # type: ignore[arg-type]


def test_a_list_of_card_codes_is_a_trick() -> None:
    assert _build(trick=["EA"]) == _build(trick="EA")
    assert _build(trick=[Card.parse("EA")]) == _build(trick="EA")
    view = _build(trick=[], tricks=[["GA", "GK", "G9", "G8"]], hand="EO GU HA HZ E9 SA SK")
    assert len(view.tricks) == 1


@pytest.mark.parametrize(
    ("trick", "message"),
    [
        (["EA", "XX"], "the current trick: entry 2: 'XX' is not a card"),
        (["EA", 5], "the current trick: entry 2 is 5, not a card"),
        (["EA GA"], "the current trick: entry 1 is 'EA GA', not one card"),
        (5, "the current trick: expected cards, not 5"),
    ],
)
def test_a_bad_entry_is_named(trick: object, message: str) -> None:
    with pytest.raises(PositionError) as info:
        _build(trick=trick)
    assert str(info.value) == message
    assert info.value.code
    assert "Eintrag" in info.value.message("de") or "erwartet" in info.value.message("de")


def test_the_dealer_follows_from_the_first_trick() -> None:
    view = sk.View.build(
        sk.Rules(), seat=3, hand="GU HA HZ E9 SA SK S7", game="rufspiel schellen",
        declarer=1, tricks=[(2, "EA EK EZ EO")],
    )  # fmt: skip
    assert view.dealer == 1
    assert view.tricks[0].leader == 2


def test_a_wrong_hand_size_names_the_dealer() -> None:
    facts = {"seat": 3, "hand": HAND, "game": "rufspiel schellen", "declarer": 1, "trick": "EA"}
    with pytest.raises(PositionError, match="with seat 0 as the dealer, since none was given"):
        sk.View.build(sk.Rules(), **{**facts, "seat": 1})  # type: ignore[arg-type]
    with pytest.raises(PositionError, match="with seat 2 as the dealer: is that right") as info:
        sk.View.build(sk.Rules(), dealer=2, **facts)  # type: ignore[arg-type]
    assert info.value.code == "position_hand_size_dealer"
    assert "Geber" in info.value.message("de")


def test_the_layout_round_builds_from_what_a_seat_sees() -> None:
    rng = random.Random(1)
    compared = 0
    for n in range(120):
        rules = sp.Rules(players=3 + n % 4, one_card_per_turn=n % 3 == 0)
        state = sp.deal(rules, round=7, dealer=n % rules.players, rng=rng)
        for _ in range(rng.randrange(0, 80)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, sp.LayoutRoundState)
        if state.lays:  # in the middle of a turn: only the history says so
            continue
        for seat in range(rules.players):
            view = state.view(seat)
            built = sp.RoundView.build(
                rules, round=7, seat=seat, dealer=state.dealer, hand=view.hand,
                layout=view.layout, finished=view.finished, hand_sizes=view.hand_sizes,
                to_move=view.to_move,
            )  # fmt: skip
            assert built == attrs.evolve(view, history=(), movers=())
            assert built.legal_actions == view.legal_actions
            compared += 1
    assert compared > 200


def test_the_layout_round_without_history_refuses_what_cannot_be() -> None:
    rules = sp.Rules(players=4)
    base: dict[str, object] = {
        "round": 7, "seat": 0, "hand": "AC KC QC JC 10C 9C 8C AS KS QS JS 10S",
        "layout": "7C 7H 6C", "hand_sizes": (12, 13, 12, 12), "to_move": 1,
    }  # fmt: skip
    hand_sizes_wrong = {**base, "hand_sizes": (12, 13, 13, 12)}
    gap = {**base, "layout": "7C 7H 5C"}
    finished_wrong = {**base, "finished": (2,)}
    for facts, message in (
        (hand_sizes_wrong, "the seats hold 50 cards and the layout has 3"),
        (gap, "the layout cannot hold 5C"),
        (finished_wrong, r"finished=\[2\]: the seats out are \[\]"),
        ({**base, "to_move": None}, "to_move=None"),
    ):
        with pytest.raises(PositionError, match=message) as info:
            sp.RoundView.build(rules, **facts)  # type: ignore[arg-type]
        assert info.value.code, info.value
    view = sp.RoundView.build(rules, **base)  # type: ignore[arg-type]
    assert view.hand_sizes == (12, 13, 12, 12)
    assert str(view.fits) != ""


def test_an_action_of_the_other_game_is_an_illegal_action() -> None:
    sk_state: Any = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
    sp_state: Any = sp.deal(sp.Rules(), round=1, dealer=0, rng=random.Random(1))
    card = Card.parse("EO")
    calls: list[Callable[[], object]] = [
        lambda: sk_state.apply(sp.SCHAPA),
        lambda: sk_state.apply(sp.Play(Card.parse("QC"))),
        lambda: sp_state.apply(sk.WEITER),
        lambda: sp_state.apply(sk.Play(card)),
    ]
    for call in calls:
        with pytest.raises(IllegalActionError) as info:
            call()
        assert isinstance(info.value, ValueError)
        assert info.value.code in ("not_game_action", "card_not_action")
        assert "Aktion" in info.value.message("de")
    # a question gets an answer: the reason (issue 31), in either language
    questions: list[Callable[[str], object]] = [
        lambda lang: sk_state.why_illegal(card, lang),
        lambda lang: sk_state.view(1).why_illegal(sp.SCHAPA, lang),
        lambda lang: sp_state.why_illegal(card, lang),
        lambda lang: sp_state.view(sp_state.to_move).why_illegal(sk.KONTRA, lang),
    ]
    for ask in questions:
        assert "Aktion" in str(ask("de"))
        assert "action" in str(ask("en"))
    assert sp_state.is_legal(sk.KONTRA) is False
