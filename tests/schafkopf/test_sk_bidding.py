"""Klopfen, round one, the auction, all pass, Sie, Kontra and Re."""

from __future__ import annotations

import pytest
from sk_build import announce, play_out

from kartenregeln import IllegalActionError
from kartenregeln import schafkopf as sk

DEAL_A = [
    "EO GO HO SO EU GU G7 E7",
    "GA GZ GK G9 HA HZ E9 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G8 H8 H7 EK E8 SK S9 S8",
]
SIE = [
    "EO GO HO SO EU GU HU SU",
    "EA EZ EK E9 GA GZ GK G9",
    "HA HZ HK H9 SA SZ SK S9",
    "E8 E7 G8 G7 H8 H7 S8 S7",
]


def all_spiele(rules: sk.Rules | None = None, hands: list[str] = DEAL_A) -> sk.GameState:
    state = sk.GameState.start(rules or sk.Rules(), dealer=3, hands=hands)
    for _ in range(4):
        state = state.apply("spiele")
    return state


def run(state: sk.GameState, moves: str) -> sk.GameState:
    for move in moves.split(","):
        state = state.apply(move.strip())
    return state


def test_round_one_every_seat_says_spiele_or_weiter_from_vorhand() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=1, hands=DEAL_A)
    assert state.phase is sk.Phase.ROUND1
    assert state.to_move == 2
    assert state.legal_actions() == (sk.SPIELE, sk.WEITER)
    assert state.why_illegal("kontra") == "round one: seat 2 says spiele or weiter"


def test_front_most_candidate_must_announce() -> None:
    state = all_spiele()
    assert state.phase is sk.Phase.AUCTION
    assert state.to_move == 0
    assert sk.WEITER not in state.legal_actions()
    assert state.why_illegal("weiter") == "seat 0 said spiele and must announce a game first"


def test_seat_behind_holder_needs_strictly_higher_game() -> None:
    state = run(all_spiele(), "rufspiel gras")
    assert state.to_move == 1
    assert not state.is_legal("rufspiel eichel")
    reason = state.why_illegal("rufspiel eichel")
    assert reason == (
        "seat 1 sits behind seat 0 and needs a higher game than Rufspiel with the Ace of Leaves"
    )
    assert state.is_legal("solo herz")
    assert state.is_legal("weiter")


def test_seat_before_holder_may_hold_with_an_equal_game() -> None:
    state = run(all_spiele(), "rufspiel gras, solo herz, weiter, weiter")
    assert state.to_move == 0
    assert state.is_legal("solo eichel")
    state = run(state, "solo eichel")
    assert state.to_move == 1
    assert not state.is_legal("wenz")  # behind the holder: equal is not enough
    assert state.is_legal("tout wenz")
    state = run(state, "weiter")
    assert state.game == sk.Contract("farbsolo", "eichel")
    assert state.declarer == 0


def test_auction_ends_when_only_the_holder_is_left_with_his_last_game() -> None:
    state = run(
        all_spiele(), "rufspiel gras, solo herz, weiter, weiter, solo eichel, tout solo gras"
    )
    assert state.to_move == 0
    state = run(state, "weiter")
    assert state.game == sk.Contract("farbsolo", "gras", tout=True)
    assert state.declarer == 1
    assert state.phase is sk.Phase.KONTRA


def test_candidate_who_cannot_beat_is_asked_and_may_only_say_weiter() -> None:
    state = run(all_spiele(), "tout solo herz")
    assert state.to_move == 1
    assert state.legal_actions() == (sk.WEITER,)
    state = run(state, "weiter")
    assert state.to_move == 2
    assert state.legal_actions() == (sk.WEITER,)


def test_single_candidate_announces_and_plays() -> None:
    state = sk.GameState.start(sk.Rules(kontra=False), dealer=3, hands=DEAL_A)
    state = run(state, "weiter, weiter, spiele, weiter")
    assert state.to_move == 2
    state = run(state, "wenz")
    assert state.phase is sk.Phase.PLAY
    assert state.game == sk.Contract("wenz")
    assert state.to_move == 0


def test_solo_order_ranks_games_inside_the_solo_and_tout_classes() -> None:
    rules = sk.Rules(solo_order=("wenz", "farbsolo", "geier"))
    state = run(all_spiele(rules), "solo herz")
    assert state.is_legal("wenz")
    assert not state.is_legal("geier")
    assert not state.is_legal("solo gras")
    state = run(all_spiele(rules), "tout solo herz")
    assert state.is_legal("tout wenz")
    assert not state.is_legal("tout geier")


def test_game_classes_rufspiel_solo_tout_sie() -> None:
    state = run(all_spiele(), "rufspiel gras")
    legal = {str(a) for a in state.legal_actions()}
    assert {"solo herz", "wenz", "geier", "tout wenz", "tout solo eichel"} <= legal
    assert "rufspiel eichel" not in legal


def test_geier_and_tout_are_options() -> None:
    state = all_spiele(sk.Rules(geier=False, tout=False))
    legal = {str(a) for a in state.legal_actions()}
    assert "geier" not in legal
    assert not any(a.startswith("tout") for a in legal)
    assert state.why_illegal("geier") == "Geier is not played under these rules"
    assert state.why_illegal("tout wenz") == "Tout is not played under these rules"


def test_sie_needs_all_ober_and_unter() -> None:
    state = all_spiele()
    assert state.why_illegal("sie") == "Sie needs all four Ober and all four Unter"


def test_sie_ends_at_once_and_is_won() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=SIE)
    state = run(state, "spiele, spiele, weiter, weiter, sie")
    assert state.is_over
    result = state.settle()
    assert result.winners == (0,)
    assert result.value == (5 + 8 * 1) * 4
    assert result.scores == (156, 0, 0, 0)
    assert result.balance == (156, -52, -52, -52)


def test_all_pass_plays_a_ramsch() -> None:
    state = run(
        sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A), "weiter,weiter,weiter,weiter"
    )
    assert state.game == sk.Contract("ramsch")
    assert state.phase is sk.Phase.PLAY
    assert state.declarer is None


def test_all_pass_throw_in_option() -> None:
    rules = sk.Rules(all_pass="throw_in")
    state = run(sk.GameState.start(rules, dealer=3, hands=DEAL_A), "weiter,weiter,weiter,weiter")
    assert state.is_over
    result = state.settle()
    assert result.thrown_in
    assert result.scores == (0, 0, 0, 0)
    assert result.balance == (0, 0, 0, 0)


def test_klopfen_comes_first_and_shows_only_the_first_packet() -> None:
    state = sk.GameState.start(sk.Rules(klopfen=True), dealer=3, hands=DEAL_A)
    assert state.phase is sk.Phase.KLOPFEN
    assert state.legal_actions() == (sk.KLOPFEN, sk.WEITER)
    assert state.view(0).hand == sk.GameState.start(
        sk.Rules(), dealer=3, hands=DEAL_A
    ).first_packet(0)
    assert len(state.view(2).hand) == 4
    state = run(state, "klopfen, weiter, klopfen, weiter")
    assert state.klopfer == (0, 2)
    assert state.phase is sk.Phase.ROUND1
    assert len(state.view(2).hand) == 8


def test_each_klopfer_doubles() -> None:
    rules = sk.Rules(klopfen=True, kontra=False)
    plain = announce(DEAL_A, 0, "solo eichel", rules=rules)
    state = sk.GameState.start(rules, dealer=3, hands=DEAL_A)
    state = run(
        state, "klopfen, klopfen, weiter, weiter, spiele, weiter, weiter, weiter, solo eichel"
    )
    a, b = play_out(plain).settle(), play_out(state).settle()
    assert b.value == 4 * a.value
    assert [line.label for line in b.breakdown].count("Klopfer") == 2


def test_kontra_round_partner_may_only_say_gut() -> None:
    state = announce(DEAL_A, 0, "rufspiel gras", kontra=-1)  # nobody says kontra
    assert state.phase is sk.Phase.PLAY
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A)
    state = run(state, "spiele, weiter, weiter, weiter, rufspiel gras")
    assert state.phase is sk.Phase.KONTRA
    assert state.to_move == 1  # the hidden partner is asked too
    assert state.legal_actions() == (sk.GUT,)
    assert state.why_illegal("kontra") == "the declarer's partner may not say kontra, only gut"
    state = run(state, "gut")
    assert state.to_move == 2
    assert state.legal_actions() == (sk.KONTRA, sk.GUT)


def test_kontra_skips_the_declarer_and_stops_the_round_then_re() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A)
    state = run(state, "weiter, spiele, weiter, weiter, solo herz")
    assert state.to_move == 0
    state = run(state, "gut")
    assert state.to_move == 2  # seat 1 declares and is skipped
    state = run(state, "kontra")
    assert state.phase is sk.Phase.RE
    assert state.to_move == 1
    assert state.legal_actions() == (sk.RE, sk.GUT)
    state = run(state, "re")
    assert state.phase is sk.Phase.PLAY
    assert state.kontra == 2
    assert state.re == 1


def test_kontra_and_re_each_double() -> None:
    plain = play_out(announce(DEAL_A, 1, "solo herz")).settle()
    k = play_out(announce(DEAL_A, 1, "solo herz", kontra=2)).settle()
    kr = play_out(announce(DEAL_A, 1, "solo herz", kontra=2, re=True)).settle()
    assert k.value == 2 * plain.value
    assert kr.value == 4 * plain.value
    assert [line.label for line in kr.breakdown][-3:-1] == ["Kontra", "Re"]


def test_no_kontra_when_option_is_off_and_none_in_ramsch() -> None:
    state = announce(DEAL_A, 0, "solo herz", rules=sk.Rules(kontra=False))
    assert state.phase is sk.Phase.PLAY
    state = run(
        sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A), "weiter,weiter,weiter,weiter"
    )
    assert state.phase is sk.Phase.PLAY


def test_kontra_is_allowed_in_a_tout() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=DEAL_A)
    state = run(state, "spiele, weiter, weiter, weiter, tout solo gras")
    assert state.phase is sk.Phase.KONTRA
    assert sk.KONTRA in state.legal_actions()


def test_illegal_action_raises_with_seat_and_reason() -> None:
    state = all_spiele()
    with pytest.raises(IllegalActionError) as info:
        state.apply("weiter")
    assert info.value.seat == 0
    assert info.value.reason == "seat 0 said spiele and must announce a game first"
