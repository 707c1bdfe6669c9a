"""kartenregeln.encode: layout, action indices, masks, and that different views never
encode the same."""

from __future__ import annotations

import itertools
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import Card, encode
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.encode import schafkopf as esk
from kartenregeln.encode import schapa as esp
from kartenregeln.schafkopf.contracts import SK_CARDS

sys.path.insert(0, str(Path(__file__).resolve().parent / "schafkopf"))
from test_sk_properties import rules_strategy  # random house rules

SK_RULES = (
    sk.Rules(),
    sk.Rules(klopfen=True),
    sk.Rules(all_pass="throw_in", kontra=False),
    sk.Rules.sauspiel(),
)
SP_RULES = (
    *(sp.Rules(players=n) for n in (3, 4, 5, 6)),
    sp.Rules(players=4, one_card_per_turn=True),
)


def _legal(view: Any) -> tuple[Any, ...]:
    return tuple(view.legal_actions)


@pytest.mark.parametrize("rules", [sk.Rules(), sp.Rules(players=5)])
def test_layout_blocks_are_contiguous_and_cover_the_vector(rules: Any) -> None:
    blocks = encode.layout(rules)
    assert blocks[0].start == 0
    for a, b in itertools.pairwise(blocks):
        assert a.stop == b.start
    assert blocks[-1].stop == encode.observation_size(rules)
    assert len({b.name for b in blocks}) == len(blocks)
    assert all(b.meaning for b in blocks)


@pytest.mark.parametrize(
    ("rules", "size"),
    [(sk.Rules(), 72), (sk.Rules.schafkopfordnung(), 72), (sp.Rules(players=3), 54)],
)
def test_action_index_round_trips_for_every_index(rules: Any, size: int) -> None:
    n = encode.num_actions(rules)
    assert n == size
    assert encode.NUM_ACTIONS == 72
    seen = set()
    for i in range(n):
        action = encode.action_from_index(rules, i)
        assert encode.action_index(action) == i
        seen.add(str(action))
    assert len(seen) == n


def test_action_indices_of_named_actions() -> None:
    assert encode.action_index(sk.parse_action("EA")) == 0
    first = [str(encode.action_from_index(sk.Rules(), i)) for i in range(9)]
    assert first == ["EA", "EK", "EO", "EU", "EZ", "E9", "E8", "E7", "GA"]  # as docs/encode.md
    assert encode.action_index(sk.parse_action("S7")) == 31
    assert encode.action_index(sk.parse_action("weiter")) == 32
    assert encode.action_index(sk.parse_action("rufspiel eichel")) == 38
    assert encode.action_index(sk.parse_action("sie")) == 53
    # the house-rule games follow, as docs/encode.md lists them
    assert encode.action_index(sk.parse_action("farbwenz eichel")) == 54
    assert encode.action_index(sk.parse_action("farbgeier schellen")) == 61
    assert encode.action_index(sk.parse_action("tout farbwenz gras")) == 63
    assert encode.action_index(sk.parse_action("tout farbgeier schellen")) == 69
    assert encode.action_index(sk.parse_action("bettel")) == 70
    assert encode.action_index(sk.parse_action("bettel ouvert")) == 71
    assert encode.action_index(sp.parse_action("2C")) == Card.parse("2C").index
    assert encode.action_index(sp.parse_action("schapa")) == 52
    assert encode.action_index(sp.parse_action("ende")) == 53


def test_bad_actions_and_indices_are_refused() -> None:
    with pytest.raises(ValueError, match="not a Schafkopf or Schapa action"):
        encode.action_index("EO")
    with pytest.raises(ValueError, match="from 0 to 71"):
        encode.action_from_index(sk.Rules(), 72)
    with pytest.raises(ValueError, match="from 0 to 53"):
        encode.action_from_index(sp.Rules(), 54)
    with pytest.raises(ValueError, match="from 0 to 53"):
        encode.action_from_index(sp.Rules(), -1)
    with pytest.raises(TypeError, match="rules or a view of a game with an encoding, not object"):
        encode.observation_size(object())  # type: ignore[arg-type]


def test_as_numpy_without_numpy_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "numpy", None)
    load = encode._load_numpy
    load.cache_clear()  # numpy may have been loaded by an earlier test
    view = sk.deal(sk.Rules(), dealer=0, rng=random.Random(1)).view(1)
    with pytest.raises(ImportError, match=r"kartenregeln\[rl\]"):
        encode.observation(view, as_numpy=True)
    load.cache_clear()


def test_schafkopf_blocks_hold_what_the_view_shows() -> None:
    state = sk.GameState.start(
        sk.Rules(),
        dealer=3,
        hands=[
            "EO GO HO SO EU GU HU SU",
            "EA EZ EK E9 GA GZ GK G9",
            "HA HZ HK H9 SA SZ SK S9",
            "E8 E7 G8 G7 H8 H7 S8 S7",
        ],
    )
    for text in ("spiele", "weiter", "weiter", "weiter", "solo herz", "gut", "gut", "gut", "EO"):
        state = state.apply(text)
    view = state.view(1)
    v = encode.observation(view)
    lay = esk.LAYOUT
    ea = SK_CARDS.index(Card.parse("EA"))
    eo = SK_CARDS.index(Card.parse("EO"))
    assert v[lay.hand + ea] == 1.0
    assert sum(v[lay.hand : lay.hand + 32]) == 8
    assert v[lay.played_by + 4 * eo + 3] == 1.0  # seat 0 is three seats after seat 1
    assert v[lay.played_in + eo] == 1 / 8
    assert v[lay.trick + eo] == 1.0
    assert v[lay.to_move + 0] == 1.0
    assert v[lay.declarer + 3] == 1.0
    assert v[lay.game + esk.GAMES.index(sk.Contract("farbsolo", "herz"))] == 1.0
    assert v[lay.spiele + 3] == 1.0
    assert v[lay.auction] == (esk.GAMES.index(sk.Contract("farbsolo", "herz")) + 2) / 36


def _walk(start: Any, games: int, rng: random.Random) -> list[Any]:
    """Every view of every seat along ``games`` random games from ``start``."""
    views = []
    for _ in range(games):
        state = start
        while True:
            views += [state.view(s) for s in range(state.num_seats)]
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
    return views


def _check_injective(views: list[Any]) -> int:
    seen: dict[tuple[float, ...], Any] = {}
    for view in views:
        vector = encode.observation(view)
        assert len(vector) == encode.observation_size(view.rules)
        mask = encode.action_mask(view)
        assert {encode.action_from_index(view.rules, i) for i, m in enumerate(mask) if m} == set(
            _legal(view)
        )
        key = tuple(vector)
        other = seen.setdefault(key, view)
        assert other == view, f"two different views encode the same:\n{other}\n{view}"
    return len(seen)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(SK_RULES), st.integers(0, 2**32 - 1))
def test_different_schafkopf_views_never_encode_the_same(rules: sk.Rules, seed: int) -> None:
    rng = random.Random(seed)
    start = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
    assert _check_injective(_walk(start, 3, rng)) > 1


@settings(max_examples=25, deadline=None)
@given(rules_strategy, st.integers(0, 2**32 - 1))
def test_schafkopf_views_under_any_house_rules_never_encode_the_same(
    rules: sk.Rules, seed: int
) -> None:
    rng = random.Random(seed)
    pot = 4 * rules.stock * rng.randrange(3) if rules.stock else 0
    start = sk.deal(rules, dealer=rng.randrange(rules.players), rng=rng, pot=pot)
    assert _check_injective(_walk(start, 3, rng)) > 1


def _announce_and_play(rules: sk.Rules, game: str, seed: int) -> list[Any]:
    """Every view along a game in which seat 0 announces ``game`` (a random deal, the
    others pass), then random play."""
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=3, rng=rng, pot=8 if rules.stock else 0)
    views = []
    for text in ("spiele", "weiter", "weiter", "weiter", game):
        views += [state.view(s) for s in range(4)]
        state = state.apply(text)
    return views + _walk(state, 2, rng)


@pytest.mark.parametrize(
    ("rules", "game"),
    [
        (sk.Rules(farbwenz=True), "tout farbwenz herz"),
        (sk.Rules(farbgeier=True, deck=sk.Deck.SHORT), "farbgeier eichel"),
        (sk.Rules(bettel=True), "bettel"),
        (sk.Rules(bettel_ouvert=True, all_pass="throw_in", stock=2), "bettel ouvert"),
    ],
)
def test_house_rule_games_are_masked_indexed_and_encoded(rules: sk.Rules, game: str) -> None:
    views = _announce_and_play(rules, game, 7)
    announce = next(v for v in views if v.seat == 0 and v.phase is sk.Phase.AUCTION)
    assert encode.action_mask(announce)[encode.action_index(sk.parse_action(game))] == 1
    assert _check_injective(views) > 1
    lay = esk.LAYOUT
    last = encode.observation(views[-1])
    assert last[lay.game + esk.GAMES.index(sk.Contract.parse(game))] == 1.0
    assert last[lay.short_deck] == (1.0 if rules.deck is sk.Deck.SHORT else 0.0)
    assert last[lay.pot] == (8 / 108 if rules.stock else 0.0)
    opened = [v for v in views if v.open_hand is not None]
    assert bool(opened) == (game == "bettel ouvert")
    for view in opened:
        v = encode.observation(view)
        shown = {SK_CARDS[k] for k in range(32) if v[lay.open_hand + k]}
        assert shown == set(view.open_hand)


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(SP_RULES), st.integers(1, 8), st.integers(0, 2**32 - 1))
def test_different_schapa_views_never_encode_the_same(
    rules: sp.Rules, number: int, seed: int
) -> None:
    rng = random.Random(seed)
    start = sp.deal(rules, round=number, dealer=rng.randrange(rules.players), rng=rng)
    assert _check_injective(_walk(start, 2, rng)) > 1


def test_schapa_layout_round_history_fits_its_slots() -> None:
    rng = random.Random(3)
    longest = 0
    for n in (3, 4, 5, 6):
        rules = sp.Rules(players=n, one_card_per_turn=True)
        for _ in range(20):
            state = sp.deal(rules, round=7, dealer=0, rng=rng)
            while not state.is_over:
                state = state.apply(rng.choice(state.legal_actions()))
            longest = max(longest, len(state.history))
            bound = 2 * len(rules.deck) + (n - 1) * (len(rules.deck) + 1)
            assert len(state.history) <= bound <= esp.HISTORY_SLOTS
    assert longest > 52


def test_docs_list_every_block_of_both_layouts() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "encode.md").read_text("utf-8")
    for rules in (sk.Rules(), sp.Rules()):
        assert f"{encode.observation_size(rules)} entries" in text
        for b in encode.layout(rules):
            assert f"| `{b.name}` | {b.start} | {b.size} | {b.meaning} |" in text


@pytest.mark.parametrize("game", ["schafkopf", "schapa"])
def test_as_numpy_gives_the_same_values_as_arrays(game: str) -> None:
    import numpy as np

    rng = random.Random(5)
    state: Any = (
        sk.deal(sk.Rules(), dealer=3, rng=rng)
        if game == "schafkopf"
        else sp.deal(sp.Rules(players=6), round=7, dealer=0, rng=rng)
    )
    for _ in range(10):
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(state.to_move)
    vector = encode.observation(view, as_numpy=True)
    mask = encode.action_mask(view, as_numpy=True)
    assert (vector.dtype, vector.shape) == (np.float32, (encode.observation_size(state.rules),))
    assert vector.tolist() == pytest.approx(encode.observation(view))
    assert (mask.dtype, mask.tolist()) == (np.int8, encode.action_mask(view))


def test_each_pot_has_its_own_value_even_as_float32() -> None:
    rules = sk.Rules(all_pass="throw_in", stock=1)
    values = []
    for pot in (0, 2, 4, 100, 1000, 57998, 58000):
        state = sk.deal(rules, dealer=0, rng=random.Random(1), pot=pot)
        vector = encode.observation(state.view(1), as_numpy=True)
        assert vector[esk.LAYOUT.pot] == pytest.approx(pot / (pot + 100))
        values.append(float(vector[esk.LAYOUT.pot]))
    assert values == sorted(set(values))  # strictly increasing, so no two pots collide
    assert values[0] == 0.0
    assert values[-1] < 1.0
