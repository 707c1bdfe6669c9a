"""The defects of #38, each reproduced as the issue names it (every test here failed on
main before the fix), and the ones of the same kind the full-strength conformance suite
found while it was built."""

from __future__ import annotations

import random

import pytest

from kartenregeln import CardSet, PositionError
from kartenregeln import schafkopf as sk

SAUSPIEL_VIEW = (
    "schafkopf view d3 s0 m0 tariff.rufspiel=20 tariff.solo=50 tariff.extra=10 klopfen=true "
    "all_pass=throw_in schneider=standard durchmarsch_min_augen=91 | EO HO GU HK E9 E7 SA S9 "
    "/ ???????? / ???????? / ???????? | weiter klopfen weiter weiter spiele weiter weiter "
    "weiter rufspiel-eichel kontra re"
)


def test_a_klopfen_view_after_kontra_and_re_reads_back() -> None:
    view = sk.View.from_text(SAUSPIEL_VIEW)
    assert (view.kontra, view.re, view.klopfer, view.declarer) == (1, 0, (1,), 0)
    assert view.to_text() == SAUSPIEL_VIEW
    assert sk.View.from_text(view.to_text()) == view


def test_view_build_takes_the_same_facts_with_klopfen() -> None:
    view = sk.View.build(
        sk.Rules.sauspiel(), seat=0, hand="EO HO GU HK E9 E7 SA S9", game="rufspiel eichel",
        declarer=0, dealer=3, kontra=1, re=0, klopfer=(1,),
    )  # fmt: skip
    assert view == sk.View.from_text(SAUSPIEL_VIEW)


@pytest.mark.parametrize("kontra", [1, 2, 3])
def test_any_opponent_may_say_kontra_in_a_replayed_rufspiel(kontra: int) -> None:
    """Who holds the called Sau is not public: the replay of the public actions must not
    decide it from an arbitrary deal (each of the three seats after the declarer)."""
    bids = ["spiele", "weiter", "weiter", "weiter", "rufspiel eichel"]
    bids += ["gut"] * (kontra - 1) + ["kontra", "re"]
    view = sk.View.build(
        sk.Rules(), seat=0, hand="EO HO GU HK E9 E7 SA S9", game="rufspiel eichel",
        declarer=0, dealer=3, bids=bids, kontra=kontra, re=0,
    )  # fmt: skip
    assert (view.kontra, view.re) == (kontra, 0)
    assert sk.View.from_text(view.to_text()) == view


def test_the_partner_may_say_re_in_a_built_view() -> None:
    """With ``re_by_partner`` the partner's Re (and everyone's gut) is built, found by
    the conformance suite: View.build wrote only the declarer's answer."""
    rules = sk.Rules(re_by_partner=True)

    def build(rules: sk.Rules, re: int | None = None) -> sk.View:
        return sk.View.build(
            rules, seat=2, hand="EO GU HA HZ E9 SA SK S7", game="rufspiel eichel",
            declarer=3, dealer=0, trick="EA", kontra=0, re=re,
        )  # fmt: skip

    plain = build(rules)
    assert plain.bids[-4:] == ((0, sk.KONTRA), (3, sk.GUT), (1, sk.GUT), (2, sk.GUT))
    partner = build(rules, re=1)
    assert (partner.kontra, partner.re) == (0, 1)
    assert partner.bids[-3:] == ((0, sk.KONTRA), (3, sk.GUT), (1, sk.RE))
    with pytest.raises(PositionError, match="only the declarer's party may say re"):
        build(rules, re=2)
    with pytest.raises(PositionError, match="only the declarer says re"):
        build(sk.Rules(), re=1)


def _bettel_ouvert_views(seed: int) -> list[sk.View]:
    """The views of Bettel ouvert games (three players, so the declarer often plays his
    last card before the game ends) once the declarer has no card left."""
    rules = sk.Rules(bettel_ouvert=True, players=3)
    rng = random.Random(seed)
    found = []
    for game in range(80):
        state = sk.deal(rules, dealer=game % 3, rng=rng)
        while not state.is_over:
            legal = state.legal_actions()
            ouvert = [a for a in legal if str(a) == "bettel ouvert"]
            state = state.apply(ouvert[0] if ouvert else rng.choice(legal))
            ouvert_played = state.game is not None and str(state.game) == "bettel ouvert"
            if ouvert_played and state.declarer is not None and not state.hand(state.declarer):
                found += [state.view(s) for s in range(3)]
    return found


def test_a_bettel_ouvert_view_reads_back_when_the_declarer_has_no_card() -> None:
    views = _bettel_ouvert_views(1)
    assert len(views) >= 3
    for view in views:
        assert view.open_hand == CardSet()
        assert sk.View.from_text(view.to_text()) == view


def test_check_play_refuses_a_declarer_who_led_his_called_sau() -> None:
    with pytest.raises(PositionError, match="cannot have played the Sau he called"):
        sk.check_play(
            sk.Rules(), "E9", seat=2, hand="EO GU HA HZ E9", game="rufspiel eichel",
            declarer=1, trick="EA",
        )  # fmt: skip
    # the same trick led by the partner is a real position
    answer = sk.check_play(
        sk.Rules(), "E9", seat=2, hand="EO GU HA HZ E9", game="rufspiel eichel",
        declarer=0, trick="EA",
    )  # fmt: skip
    assert answer.verdict.value == "legal"


def test_check_play_refuses_a_called_suit_fact_that_the_cards_gone_contradict() -> None:
    """Found while the suite was built: a seat without the called Sau was answered
    whatever it said about the called suit, even against the cards gone."""
    known = {"seat": 2, "hand": "EO GU HA HZ E9", "game": "rufspiel eichel", "declarer": 1}
    sau_gone = "EA E7 EK EZ GA G7 G8 G9 HK H7 H8 H9"
    with pytest.raises(PositionError, match=r"the called Sau \(EA\) is gone"):
        sk.check_play(sk.Rules(), "HA", gone=sau_gone, called_suit_led=False, **known)  # type: ignore[arg-type]
    no_acorn_gone = "GA G7 G8 G9 HK H7 H8 H9 SA S7 S8 S9"
    with pytest.raises(PositionError, match="no card of it is gone"):
        sk.check_play(sk.Rules(), "HA", gone=no_acorn_gone, called_suit_led=True, **known)  # type: ignore[arg-type]
    with pytest.raises(PositionError, match="no card of it is gone"):
        sk.check_play(
            sk.Rules(), "HA", seat=2, hand="EO GU HA HZ E9 E8 E7 SA", game="rufspiel eichel",
            declarer=1, called_suit_led=True,
        )  # fmt: skip
    # facts that fit are answered
    fits = sk.check_play(sk.Rules(), "HA", gone=sau_gone, called_suit_led=True, **known)  # type: ignore[arg-type]
    assert fits.legal is True
    assert sk.check_play(sk.Rules(), "HA", called_suit_led=True, **known).legal is True  # type: ignore[arg-type]
