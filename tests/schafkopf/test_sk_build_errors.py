"""`View.build`: every fact that contradicts the rules or the bidding is refused with its
own sentence, and the shortest bidding it writes is the one the facts need.

The game below is played out from a fixed deal (seed 1651 of a small scripted player) under
Klopfen and Re by the partner: seat 3 klopft, seat 0 plays a Rufspiel on the Gras-Sau,
seat 2 says kontra and the partner, seat 1, answers re after the declarer's gut.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from kartenregeln import PositionError
from kartenregeln import schafkopf as sk

RULES = sk.Rules(klopfen=True, re_by_partner=True)


def _played(seed: int = 1651) -> sk.GameState:
    """Two tricks into the game described above."""
    rng = random.Random(seed)
    state = sk.deal(RULES, dealer=0, rng=rng)
    while not (state.phase >= sk.Phase.PLAY and len(state.tricks) >= 2):
        legal = state.legal_actions()
        if sk.SPIELE in legal and rng.random() < 0.5:
            action: sk.Action = sk.SPIELE
        elif sk.KONTRA in legal and rng.random() < 0.7:
            action = sk.KONTRA
        elif sk.RE in legal and rng.random() < 0.7:
            action = sk.RE
        else:
            action = rng.choice(legal)
        state = state.apply(action)
    return state


STATE = _played()
SEAT = 2


def _facts(**changed: Any) -> dict[str, Any]:
    facts: dict[str, Any] = {
        "seat": SEAT,
        "hand": STATE.hand(SEAT),
        "game": str(STATE.game),
        "declarer": STATE.declarer,
        "dealer": STATE.dealer,
        "tricks": [(t.leader, t.cards) for t in STATE.tricks],
        "trick": STATE.trick,
        "kontra": STATE.kontra,
        "re": STATE.re,
        "klopfer": STATE.klopfer,
    }
    facts.update(changed)
    return facts


def _refused(rules: sk.Rules, facts: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as info:
        sk.View.build(rules, **facts)
    return str(info.value)


def test_the_scripted_game_is_the_one_described() -> None:
    assert (STATE.dealer, STATE.declarer, STATE.kontra, STATE.re) == (0, 0, 2, 1)
    assert STATE.klopfer == (3,)
    assert STATE.game == sk.Contract.parse("rufspiel gras")


def test_the_given_bidding_and_the_shortest_one_give_the_games_view() -> None:
    bids = [a for _, a in STATE.bids]
    assert sk.View.build(RULES, bids=bids, **_facts()) == STATE.view(SEAT)
    # without the bidding: the partner right after the declarer answers re, which the
    # shortest bidding must ask him for (after the declarer's gut)
    short = sk.View.build(RULES, **_facts())
    assert (short.kontra, short.re, short.klopfer) == (2, 1, (3,))
    assert short.tricks == STATE.view(SEAT).tricks
    assert short.legal_actions == STATE.view(SEAT).legal_actions


@pytest.mark.parametrize(
    ("changed", "message"),
    [
        ({"game": "rufspiel eichel"}, "the bidding produces rufspiel gras, not rufspiel eichel"),
        ({"declarer": 3}, "the bidding makes seat 0 the declarer, not 3"),
        ({"kontra": 3}, "kontra/re by 2/1 in the bidding, not 3/1"),
        ({"re": None}, "kontra/re by 2/1 in the bidding, not 2/None"),
        ({"klopfer": (1, 3)}, "seats (3,) klopfed in the bidding, not (1, 3)"),
        ({"klopfer": ()}, "seats (3,) klopfed in the bidding, not ()"),
    ],
)
def test_facts_that_contradict_the_given_bidding_are_named(
    changed: dict[str, Any], message: str
) -> None:
    bids = [a for _, a in STATE.bids]
    assert _refused(RULES, {"bids": bids, **_facts(**changed)}) == message


def test_a_leader_that_contradicts_the_play_is_named() -> None:
    tricks = [(t.leader, t.cards) for t in STATE.tricks]
    first = tricks[0][0]
    tricks[1] = ((tricks[1][0] + 1) % 4, tricks[1][1])
    got = _refused(RULES, _facts(tricks=tricks))
    assert got == f"trick 2 was led by seat {STATE.tricks[1].leader}, not seat {tricks[1][0]}"
    assert first == 1  # the seat after the dealer


@pytest.mark.parametrize(
    ("rules", "changed", "message"),
    [
        (
            sk.Rules(all_pass=sk.AllPass.RAMSCH),
            {"game": "ramsch", "declarer": None, "kontra": 1, "re": None, "klopfer": ()},
            "nobody says kontra or re in a Ramsch",
        ),
        (
            sk.Rules(all_pass=sk.AllPass.RAMSCH),
            {"game": "ramsch", "declarer": None, "kontra": None, "re": 1, "klopfer": ()},
            "nobody says kontra or re in a Ramsch",
        ),
        (RULES, {"kontra": 1, "re": 1}, "the seat that said kontra cannot say re"),
        (sk.Rules(klopfen=True), {"kontra": 2, "re": 1}, "only the declarer says re"),
        (sk.Rules(klopfen=True, kontra=False), {"re": None}, "these rules do not play Kontra"),
        (RULES, {"dealer": 4}, "dealer must be a seat 0..3, not 4"),
        (RULES, {"declarer": 4}, "declarer must be a seat 0..3, not 4"),
        (RULES, {"dealer": True}, "dealer must be a seat 0..3, not True"),
        (RULES, {"declarer": "1"}, "declarer must be a seat 0..3, not '1'"),
        (RULES, {"seat": -1}, "seat must be a seat 0..3, not -1"),
        (RULES, {"hand": "EO XX"}, "the hand of seat 2: 'XX' is not a card"),
        (RULES, {"open_hand": "XX"}, "the open hand: 'XX' is not a card"),
        (
            RULES,
            {"trick": "EA E7 E8 EK"},
            "the current trick has at most 3 cards; a 4th finishes it",
        ),
    ],
)
def test_facts_that_contradict_the_rules_are_named(
    rules: sk.Rules, changed: dict[str, Any], message: str
) -> None:
    assert _refused(rules, _facts(**changed)) == message


def test_three_players_name_the_third_card() -> None:
    rules = sk.Rules(players=3)
    facts = {"seat": 0, "hand": "EO", "game": "wenz", "declarer": 1, "trick": "EA E7 E8"}
    assert _refused(rules, facts) == "the current trick has at most 2 cards; a 3rd finishes it"


def _led_by_seat_0() -> sk.GameState:
    """A game dealt by seat 3, one trick in: seat 0 led it."""
    rng = random.Random(5)
    state = sk.deal(RULES, dealer=3, rng=rng)
    while not (state.phase >= sk.Phase.PLAY and len(state.tricks) >= 1):
        legal = state.legal_actions()
        state = state.apply(sk.SPIELE if sk.SPIELE in legal else rng.choice(legal))
    return state


def test_without_a_dealer_the_first_trick_s_leader_decides_it() -> None:
    # the seat after the dealer leads the first trick
    assert sk.View.build(RULES, **_facts(dealer=None)).dealer == 0
    state = _led_by_seat_0()
    assert state.tricks[0].leader == 0
    facts: dict[str, Any] = {
        "seat": 1,
        "hand": state.hand(1),
        "game": str(state.game),
        "declarer": state.declarer,
        "tricks": [(t.leader, t.cards) for t in state.tricks],
        "kontra": state.kontra,
        "re": state.re,
        "klopfer": state.klopfer,
    }
    view = sk.View.build(RULES, **facts)
    assert view.dealer == 3
    real = state.view(1)
    assert (view.tricks, view.to_move, view.legal_actions) == (
        real.tricks,
        real.to_move,
        real.legal_actions,
    )
    # a leader outside the table is no seat: the dealer is taken as 0, and the leader named
    tricks = [(t.leader, t.cards) for t in STATE.tricks]
    bad = [(4, tricks[0][1]), tricks[1]]
    message = _refused(RULES, _facts(dealer=None, tricks=bad))
    assert message == "trick 1 was led by seat 1, not seat 4"


def test_rules_that_are_not_rules_are_a_type_error() -> None:
    with pytest.raises(TypeError, match=r"^rules must be a Rules value, not 'x'$"):
        sk.View.build("x", **_facts())  # type: ignore[arg-type]


def test_the_pot_defaults_to_0() -> None:
    assert sk.View.build(RULES, **_facts()).pot == 0


def _build_with_bids(bids: list[str], game: str, declarer: int) -> sk.View:
    hand = "EO GO HO SO EU GU HU SU"
    return sk.View.build(
        sk.Rules(), seat=3, hand=hand, game=game, declarer=declarer, dealer=0, bids=bids
    )


def test_given_bids_keep_the_order_of_the_auction() -> None:
    """Replayed from the public actions alone, a seat nearer Vorhand than the holder may
    take the game over with an equal one; a seat behind him needs a higher one (by
    default a Solo, a Wenz and a Geier are equal)."""
    # seats 2 and 3 say spiele; 3 outbids 2's Rufspiel, 2 takes over with an equal Geier
    view = _build_with_bids(
        ["weiter", "spiele", "spiele", "weiter", "rufspiel eichel", "wenz", "geier", "weiter"],
        "geier",
        2,
    )
    assert (view.declarer, str(view.game)) == (2, "geier")
    # seats 1 and 0 say spiele: the dealer, behind seat 1's Wenz, cannot equal it
    with pytest.raises(PositionError) as info:
        _build_with_bids(["spiele", "weiter", "weiter", "spiele", "wenz", "geier"], "geier", 0)
    assert str(info.value) == "action 6 (geier) cannot come now: the auction: a game or weiter"
    # seats 2 and 3: seat 3, behind seat 2, cannot equal his Wenz either
    with pytest.raises(PositionError) as info:
        _build_with_bids(["weiter", "spiele", "spiele", "weiter", "wenz", "solo gras"], "wenz", 2)
    assert str(info.value) == "action 6 (solo gras) cannot come now: the auction: a game or weiter"


def test_a_game_s_text_is_read_up_to_its_longest() -> None:
    """A game's text is read up to 100 characters; a longer one is refused at once."""
    from kartenregeln import NotationError

    assert sk.Contract.parse("solo herz".ljust(100)) == sk.Contract.parse("solo herz")
    with pytest.raises(NotationError) as info:
        sk.Contract.parse("solo herz".ljust(101))
    assert str(info.value).endswith("too long: a game's name has at most 100 characters")
    assert info.value.text == "solo herz".ljust(101)
    with pytest.raises(TypeError, match=r"^Contract.parse takes a str, not int$"):
        sk.Contract.parse(5)  # type: ignore[arg-type]


@pytest.mark.parametrize("pot", [-1, 3, "x"])
def test_a_pot_that_no_stock_can_make_is_refused(pot: object) -> None:
    assert _refused(RULES, _facts(pot=pot)) == f"pot: pot must be an even int >= 0, not {pot!r}"


def test_the_pot_is_empty_unless_given() -> None:
    assert sk.View.build(RULES, **_facts()).pot == 0
    assert _refused(RULES, _facts(pot=4)) == "pot: a pot needs Rules.stock"
    stock = sk.Rules(klopfen=True, re_by_partner=True, stock=2, all_pass="throw_in")
    assert sk.View.build(stock, **_facts()).pot == 0
    assert sk.View.build(stock, **_facts(pot=4)).pot == 4


def test_the_game_is_a_contract_or_its_text() -> None:
    with pytest.raises(TypeError, match=r"^game is a Contract or its text, not 5$"):
        sk.View.build(RULES, **_facts(game=5))
    assert _refused(RULES, _facts(game="herz solo xyz")) == (
        "game 'herz solo xyz': unexpected 'xyz' in a game's name"
    )
