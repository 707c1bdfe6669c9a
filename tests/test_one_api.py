"""Both games name the same things the same way; the old names warn."""

from __future__ import annotations

import inspect
import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cards import Card, CardSet

SHARED = ("legal_actions", "trick", "tricks", "hand", "to_move", "history", "rules", "is_over")


def mid_schafkopf() -> sk.GameState:
    rng = random.Random(3)
    state = sk.deal(sk.Rules(), dealer=0, rng=rng)
    while not state.is_over and len(state.trick) < 2:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def mid_schapa() -> sp.RoundState:
    rng = random.Random(3)
    state = sp.deal(sp.Rules(players=4), round=2, dealer=0, rng=rng)
    while len(state.trick) < 2:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("state", [mid_schafkopf(), mid_schapa()], ids=["schafkopf", "schapa"])
def test_states_and_views_share_the_names(state: sk.GameState | sp.RoundState) -> None:
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    for name in SHARED:
        assert hasattr(state, name), name
        assert hasattr(view, name), name
    assert view.trick == state.trick
    assert all(type(c).__name__ == "Card" for c in state.trick)
    assert view.tricks == state.tricks
    assert view.hand == state.hand(seat) == state.hands[seat]
    assert view.legal_actions == state.legal_actions()


def test_describe_and_narrate_have_the_same_signature() -> None:
    for name in ("describe", "narrate"):
        a = inspect.signature(getattr(sk, name)).parameters
        b = inspect.signature(getattr(sp, name)).parameters
        common = ["item", "seat", "lang", "face", "cards"] if name == "describe" else None
        if common is None:
            common = ["game", "lang", "face", "cards"]
        assert list(a)[: len(common)] == common
        assert [p for p in b if p in common] == common


def test_events_in_both_games_tell_the_trick_taken_with_one_class() -> None:
    assert sk.TrickTaken is sp.TrickTaken
    state = mid_schafkopf()
    while len(state.trick) < 3:
        state = state.apply(state.legal_actions()[0])
    after = state.apply(state.legal_actions()[0])
    (taken,) = (e for e in sk.events(state, after) if isinstance(e, sk.TrickTaken))
    assert taken.seat == after.tricks[-1].winner
    assert taken.number == len(after.tricks)
    assert "takes the trick" in sk.describe(taken, lang="en")


def test_schafkopf_events_show_the_partner_when_the_called_sau_falls() -> None:
    hands = [
        "EO GO HO SO EU GU HU E7",
        "EA EZ EK E9 GA GZ GK G9",
        "HA HZ HK H9 SA SZ SK S9",
        "E8 SU G8 G7 H8 H7 S8 S7",
    ]
    state = sk.GameState.start(sk.Rules(kontra=False), dealer=3, hands=hands)
    for text in ("spiele", "weiter", "weiter", "weiter"):
        state = state.apply(text)
    before = state
    state = state.apply("rufspiel eichel")
    assert sk.events(before, state) == (sk.GameDecided(state.game, 0),)  # type: ignore[arg-type]
    state = state.apply("E7")
    after = state.apply("EA")
    assert sk.PartnerKnown(1) in sk.events(state, after)
    assert sk.PartnerKnown(1) in sk.events(state.view(2), after.view(2))


def cards(*codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes)


def test_display_order_puts_the_games_trumps_first() -> None:
    hand = CardSet.parse("SA H7 EU GO S7 HA GA")
    assert sk.display_order(hand) == cards("GO", "EU", "HA", "H7", "GA", "SA", "S7")
    solo = sk.Contract(sk.GameKind.FARBSOLO, "schellen")
    assert sk.display_order(hand, solo) == cards("GO", "EU", "SA", "S7", "GA", "HA", "H7")
    wenz = sk.Contract(sk.GameKind.WENZ)
    assert sk.display_order(hand, wenz) == cards("EU", "GA", "GO", "HA", "H7", "SA", "S7")
    assert sp.display_order(CardSet.parse("2C AS KC")) == cards("KC", "2C", "AS")


def test_the_old_names_are_gone() -> None:
    # deprecated for one release, removed in the next (CHANGELOG "Removed")
    state = mid_schafkopf()
    assert not hasattr(state, "current_trick")
    assert not hasattr(state.view(0), "current_trick")
    assert not hasattr(mid_schapa().view(1), "legal")


def test_the_rules_text_lives_with_the_rules() -> None:
    # rules_text.py was a re-export "so no import circle"; the parser's home is rules.py
    import importlib

    from kartenregeln.schafkopf import rules

    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("kartenregeln.schafkopf.rules_text")
    assert rules.parse_rules("sauspiel, farbwenz") == sk.Rules.parse("sauspiel, farbwenz")
    assert set(rules.PRESETS) == {"speed", "sauspiel", "netschafkopf", "schafkopfordnung"}


@pytest.mark.parametrize("number", [1, 7])
def test_schapa_events_of_views_are_the_events_of_states(number: int) -> None:
    rng = random.Random(number)
    state = sp.deal(sp.Rules(players=3), round=number, dealer=0, rng=rng)
    seen = 0
    while not state.is_over:
        after = state.apply(rng.choice(state.legal_actions()))
        found = sp.events(state, after)
        seen += len(found)
        for seat in range(3):
            assert sp.events(state.view(seat), after.view(seat)) == found
        state = after
    assert seen > 1


@pytest.mark.parametrize("state", [mid_schafkopf(), mid_schapa()], ids=["schafkopf", "schapa"])
def test_a_views_reasons_speak_both_languages_and_refuse_bad_text_as_the_state(
    state: sk.GameState | sp.RoundState,
) -> None:
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    wrong: str = "EK" if isinstance(state, sk.GameState) else "schapa"
    for action in (wrong, "no such action", state.legal_actions()[0]):
        for lang in ("en", "de"):
            assert view.why_illegal(action, lang) == state.why_illegal(action, lang)  # type: ignore[arg-type]
    assert not view.is_legal("no such action")
    other = state.view((seat + 1) % state.num_seats)
    action = state.legal_actions()[0]
    assert other.why_illegal(action, "de") == f"Sitz {seat} ist am Zug, nicht Sitz {other.seat}"  # type: ignore[arg-type]


def test_both_games_raise_one_sample_error() -> None:
    from kartenregeln import SampleError

    assert sk.SampleError is SampleError is sp.SampleError
    assert issubclass(SampleError, RuntimeError)
    state = sp.deal(sp.Rules(players=4), round=3, dealer=0, rng=random.Random(1))
    with pytest.raises(SampleError, match="no consistent deal found for seat 1"):
        state.view(1).sample(random.Random(2), tries=0)
