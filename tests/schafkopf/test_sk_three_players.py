"""Schafkopf zu dritt (``Rules(players=3, deck=Deck.SHORT)``): every decision of its own."""

from __future__ import annotations

import json
import random

import attrs
import pytest

from kartenregeln import PositionError, records, wire
from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf.contracts import DECK_MASK

THREE = sk.Rules(players=3, deck=sk.Deck.SHORT)
HANDS = [
    "EO GO HO SO EU GU HU SU",
    "EA EZ EK E9 GA GZ GK G9",
    "HA HZ HK H9 SA SZ SK S9",
]


def _start(rules: sk.Rules = THREE, dealer: int = 2, pot: int = 0) -> sk.GameState:
    return sk.GameState.start(rules, dealer=dealer, hands=HANDS, pot=pot)


def _announce(state: sk.GameState, declarer: int, game: str) -> sk.GameState:
    while state.phase is sk.Phase.KLOPFEN:
        state = state.apply("weiter")
    for _ in range(3):
        state = state.apply("spiele" if state.to_move == declarer else "weiter")
    return _announce_rest(state.apply(game))


def _announce_rest(state: sk.GameState) -> sk.GameState:
    """Everyone says gut to the game just announced."""
    while state.phase in (sk.Phase.KONTRA, sk.Phase.RE):
        state = state.apply("gut")
    return state


def _play_out(state: sk.GameState) -> sk.GameState:
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


# -- the rules value ----------------------------------------------------------------------


def test_players_is_three_or_four_with_either_deck() -> None:
    assert sk.Rules().players == 4
    assert (sk.Rules().hand_size, sk.Rules(deck="short").hand_size, THREE.hand_size) == (8, 6, 8)
    with pytest.raises(ValueError, match="players must be 3 or 4, not 5"):
        sk.Rules(players=5)
    with pytest.raises(ValueError, match="players must be 3 or 4, not True"):
        sk.Rules(players=True)
    assert sk.Rules.parse("players=3, deck=short") == THREE
    assert sk.Rules.parse("sauspiel, players=3, deck=short").tariff.solo == 50
    # the long deck among three: ten cards each and a Skat of two (its own tests:
    # test_sk_three_players_long.py)
    assert sk.Rules.parse("players=3") == sk.Rules(players=3, deck=sk.Deck.LONG)


# -- the deal -----------------------------------------------------------------------------


def test_the_deal_gives_three_hands_of_eight_from_the_short_deck() -> None:
    for seed in range(20):
        state = sk.deal(THREE, dealer=seed % 3, rng=random.Random(seed))
        assert state.num_seats == 3
        union = 0
        for seat in range(3):
            hand = state.initial_hand(seat)
            assert len(hand) == 8
            assert len(state.first_packet(seat)) == 4  # dealt four and four
            assert state.first_packet(seat).mask & ~hand.mask == 0
            union |= hand.mask
        assert union == DECK_MASK[sk.Deck.SHORT]
    with pytest.raises(ValueError, match=r"dealer must be a seat 0..2, not 3"):
        sk.deal(THREE, dealer=3, rng=random.Random(1))
    with pytest.raises(ValueError, match="three hands, seat 0 to 2"):
        sk.GameState.start(THREE, dealer=0, hands=[*HANDS, "EO"])
    with pytest.raises(ValueError, match=r"seat must be 0..2, not 3"):
        _start().hand(3)


def test_the_four_player_deal_is_unchanged() -> None:
    # the same seed deals the same cards as before three players existed
    state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    assert state.num_seats == 4
    assert state.to_text().startswith("schafkopf d3 | GO SO GU HK ")
    assert "players" not in state.to_text()


# -- the games ----------------------------------------------------------------------------


def test_there_is_no_rufspiel_with_three_players() -> None:
    state = _start().apply("spiele").apply("weiter").apply("weiter")
    words = [str(a) for a in state.legal_actions()]
    assert not any(w.startswith("rufspiel") for w in words)
    assert {"solo eichel", "wenz", "geier", "tout wenz", "sie"} <= set(words)
    reason = state.why_illegal("rufspiel eichel")
    assert reason == "there is no Rufspiel with three players: the declarer plays alone"
    with pytest.raises(ValueError, match="no Rufspiel with three players"):
        sk.payout(THREE, "rufspiel eichel", declarer=0, partner=1, augen=70)


def test_the_house_games_exist_with_three() -> None:
    rules = attrs.evolve(THREE, farbwenz=True, bettel=True, bettel_ouvert=True)
    state = sk.GameState.start(rules, dealer=2, hands=HANDS)
    state = state.apply("weiter").apply("spiele").apply("weiter")
    words = {str(a) for a in state.legal_actions()}
    assert {"bettel", "bettel ouvert", "farbwenz gras"} <= words


# -- turn order ---------------------------------------------------------------------------


def test_turn_order_and_tricks_of_three() -> None:
    state = _start(dealer=1)
    assert state.vorhand == 2
    seen = []
    for _ in range(3):
        seen.append(state.to_move)
        state = state.apply("spiele" if state.to_move == 2 else "weiter")
    assert seen == [2, 0, 1]
    state = state.apply("solo herz")
    kontra_seats = []
    while state.phase is sk.Phase.KONTRA:
        kontra_seats.append(state.to_move)
        state = state.apply("gut")
    assert kontra_seats == [0, 1]  # both opponents are asked, from Vorhand on
    assert state.phase is sk.Phase.PLAY
    assert state.to_move == 2
    for seat in (2, 0, 1):
        assert state.to_move == seat
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 1
    assert len(state.tricks[0].cards) == 3
    assert state.to_move == state.tricks[0].winner
    end = _play_out(state)
    assert len(end.tricks) == 8
    assert sum(end.augen) == 120


def test_an_opponent_may_say_kontra_and_the_declarer_re() -> None:
    state = _start()
    for _ in range(3):
        state = state.apply("spiele" if state.to_move == 1 else "weiter")
    state = state.apply("solo eichel")
    assert state.to_move == 0
    state = state.apply("gut").apply("kontra")
    assert (state.kontra, state.phase, state.to_move) == (2, sk.Phase.RE, 1)
    state = _play_out(state.apply("re"))
    result = state.settle()
    assert [line.label for line in result.breakdown].count("Kontra") == 1


# -- settlement ---------------------------------------------------------------------------


def test_the_declarer_collects_from_or_pays_each_of_the_two() -> None:
    won = _play_out(_announce(_start(), 0, "solo herz")).settle()
    assert won.winners == (0,)
    v = won.value
    assert v > 0
    assert won.balance == (2 * v, -v, -v)
    assert won.scores == (2 * v, 0, 0)
    lost = sk.payout(THREE, "solo herz", declarer=1, augen=40)
    assert lost.balance == (lost.value, -2 * lost.value, lost.value)
    assert lost.augen == lost.tricks == (0, 0, 0)  # one entry a seat, unknown here
    assert lost.winners == (0, 2)
    # the same game's value as with four players: only the number of payers differs
    four = sk.payout(sk.Rules(deck="short"), "solo herz", declarer=1, augen=40)
    assert four.value == lost.value
    assert four.balance == (lost.value, -3 * lost.value, lost.value, lost.value)


def test_ramsch_with_three() -> None:
    result = sk.ramsch_payout(THREE, augen=(30, 90, 0), jungfrauen=(2,))
    assert result.ramsch_loser == 1
    assert result.balance == (2, -4, 2)  # the Jungfrau doubles what each collects
    assert result.augen == (30, 90, 0)
    assert result.tricks == (0, 0, 0)
    durch = sk.ramsch_payout(THREE, augen=(0, 120, 0), jungfrauen=(0, 2))
    assert durch.durchmarsch == 1
    assert durch.balance == (-1, 2, -1)
    with pytest.raises(ValueError, match="the Augen of the three seats"):
        sk.ramsch_payout(THREE, augen=(30, 90, 0, 0))
    state = _start()
    for _ in range(3):
        state = state.apply("weiter")
    assert state.game is not None
    assert state.game.kind is sk.GameKind.RAMSCH
    end = _play_out(state)
    settled = end.settle()
    assert len(settled.balance) == 3
    assert sum(settled.balance) == 0


def test_the_stock_goes_to_the_next_declarer() -> None:
    rules = attrs.evolve(THREE, all_pass="throw_in", stock=2)
    thrown = _start(rules)
    for _ in range(3):
        thrown = thrown.apply("weiter")
    paid = thrown.settle()
    assert paid.balance == (-2, -2, -2)
    assert paid.stock == 6
    match = sk.Match(rules, first_dealer=2).record(thrown)
    assert match.pot == 6  # an odd pot is fine with three: it is not halved
    game = match.start(HANDS[1:] + HANDS[:1])  # seat 2 now holds the Ober and Unter
    won = _play_out(_announce(game, 2, "solo herz")).settle()
    assert won.stock == -6
    assert won.balance[2] == 2 * won.value + 6
    lost = sk.payout(rules, "solo herz", declarer=1, augen=40)
    assert lost.stock == 0  # payout() knows no pot; GameState passes the one it was dealt
    lost_state = sk.GameState.start(rules, dealer=0, hands=HANDS, pot=6)
    for _ in range(3):
        lost_state = lost_state.apply("spiele" if lost_state.to_move == 1 else "weiter")
    result = _play_out(lost_state.apply("solo herz")).settle()
    assert result.winners != (1,)
    assert result.stock == 6  # the losing declarer pays as much into the pot
    assert result.balance[1] == -2 * result.value - 6


# -- the match ----------------------------------------------------------------------------


def test_the_deal_passes_round_three_seats() -> None:
    match = sk.Match(THREE, first_dealer=1)
    assert match.games == 9
    dealers = []
    rng = random.Random(4)
    while not match.is_over:
        dealers.append(match.dealer)
        match = match.record(_play_out(match.deal(rng)))
    assert dealers == [1, 2, 0] * 3
    assert len(match.totals) == 3
    assert sum(match.totals) + match.pot == 0
    places = match.placements()
    assert [p.seat for p in places] == [0, 1, 2]
    assert all(1 <= p.place <= 3 for p in places)
    with pytest.raises(ValueError, match="9, 12, 18 or 24 games with three players, not 8"):
        sk.Match(THREE, games=8)
    with pytest.raises(ValueError, match=r"first_dealer must be a seat 0..2, not 3"):
        sk.Match(THREE, first_dealer=3)
    assert sk.Match(sk.Rules()).games == 8


# -- texts, records, wire, views ----------------------------------------------------------


def test_texts_records_and_wire_round_trip() -> None:
    rng = random.Random(7)
    state = sk.deal(THREE, dealer=0, rng=rng)
    for _ in range(12):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    text = state.to_text()
    assert " deck=short players=3 | " in text
    assert text.split(" | ")[1].count("/") == 2
    assert sk.GameState.from_text(text) == state
    view = state.view(1)
    assert sk.View.from_text(view.to_text()) == view
    assert wire.loads(wire.dumps(state)) == state
    assert wire.loads(wire.dumps(view)) == view
    dumped = records.dumps(state, names=["A", "B", "C"])
    loaded = records.loads(dumped)
    assert isinstance(loaded, records.GameRecord)
    assert loaded.final == state
    assert json.loads(dumped)["rules"]["players"] == 3
    with pytest.raises(ValueError, match="names must be 3 strings"):
        records.dumps(state, names=["A", "B", "C", "D"])


def test_old_records_without_players_load_as_four() -> None:
    state = _play_out(sk.deal(sk.Rules(), dealer=0, rng=random.Random(2)))
    data = json.loads(records.dumps(state))
    assert data["rules"]["players"] == 4
    del data["rules"]["players"]
    loaded = records.loads(json.dumps(data))
    assert isinstance(loaded, records.GameRecord)
    assert loaded.final == state


def test_a_match_record_of_three_players() -> None:
    rng = random.Random(9)
    match = sk.Match(THREE, games=12)
    states = []
    for _ in range(4):
        states.append(_play_out(match.deal(rng)))
        match = match.record(states[-1])
    text = records.dumps(match, states=states, names=["A", "B", "C"])
    loaded = records.loads(text)
    assert isinstance(loaded, records.MatchRecord)
    assert loaded.match == match
    data = json.loads(text)
    data["games"] = 8
    with pytest.raises(records.MalformedRecordError, match="9, 12, 18 or 24 games, not 8"):
        records.loads(json.dumps(data))


def test_views_sample_three_seats() -> None:
    rng = random.Random(11)
    for seed in range(15):
        state = sk.deal(THREE, dealer=seed % 3, rng=random.Random(seed))
        for _ in range(rng.randrange(3, 40)):
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
        for seat in range(3):
            view = state.view(seat)
            world = view.sample(rng)
            assert world.num_seats == 3
            assert world.view(seat) == view
        assert len(state.view(0).augen) == 3


def test_view_build_with_three_players() -> None:
    view = sk.View.build(
        THREE,
        seat=1,
        hand="EA EZ EK E9 GA GZ GK G9",
        game="solo herz",
        declarer=0,
        dealer=2,
        trick="HA",
    )
    assert view.to_move == 1
    assert len(view.legal_actions) == 8  # no trump: any card
    with pytest.raises(PositionError, match="a finished trick has 3 cards, not 4"):
        sk.View.build(
            THREE, seat=1, hand="EA EZ EK E9 GA GZ GK", game="solo herz", declarer=0,
            dealer=2, tricks=["HA EO HZ GO"],
        )  # fmt: skip
    with pytest.raises(PositionError, match=r"seat must be a seat 0..2, not 3"):
        sk.View.build(THREE, seat=3, hand="EA", game="wenz", declarer=0)


def test_klopfen_asks_the_three_seats_on_their_first_four_cards() -> None:
    state = _start(attrs.evolve(THREE, klopfen=True), dealer=0)
    asked = []
    while state.phase is sk.Phase.KLOPFEN:
        assert state.to_move is not None
        asked.append(state.to_move)
        assert len(state.view(state.to_move).hand) == 4
        state = state.apply("klopfen" if state.to_move == 2 else "weiter")
    assert asked == [1, 2, 0]
    assert state.klopfer == (2,)
    assert len(state.view(1).hand) == 8
    for _ in range(3):
        state = state.apply("spiele" if state.to_move == 0 else "weiter")
    result = _play_out(_announce_rest(state.apply("solo herz"))).settle()
    assert [line.label for line in result.breakdown].count("Klopfer") == 1
    assert result.balance == (2 * result.value, -result.value, -result.value)


def test_texts_for_people_and_the_record_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is in the dev extra")
    from importlib import resources

    state = _play_out(_announce(_start(), 0, "solo herz"))
    lines = sk.narrate(state, "de")
    assert any("Solo" in line for line in lines)
    assert "Bilanz: +" in state.settle().text("de")
    schema = json.loads(
        resources.files("kartenregeln").joinpath("schemas/records.schema.json").read_text()
    )
    jsonschema.validate(json.loads(records.dumps(state)), schema)
    match = sk.Match(THREE, first_dealer=2).record(state)
    jsonschema.validate(json.loads(records.dumps(match, states=[state])), schema)
