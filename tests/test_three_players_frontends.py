"""Schafkopf zu dritt in the front ends: the encoding, pictures, RL episodes, the web
table's settings, the Table and the command line."""

from __future__ import annotations

import random

import pytest

from kartenregeln import encode, svg
from kartenregeln import schafkopf as sk
from kartenregeln.encode import schafkopf as encode_schafkopf
from kartenregeln.rl._episode import Episode
from kartenregeln.table import Table
from kartenregeln.web.settings import SettingsError, build_table, check_settings

THREE = sk.Rules(players=3, deck=sk.Deck.SHORT, klopfen=True)


def _game(seed: int) -> list[sk.GameState]:
    rng = random.Random(seed)
    state = sk.deal(THREE, dealer=seed % 3, rng=rng)
    states = [state]
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def test_the_encoding_keeps_its_layout_and_uses_three_relative_seats() -> None:
    lay = encode_schafkopf.LAYOUT
    for seed in range(5):
        for state in _game(seed):
            if state.to_move is None:
                continue
            view = state.view(state.to_move)
            obs = encode.observation(view)
            assert len(obs) == encode.observation_size(THREE) == encode.observation_size(sk.Rules())
            mask = encode.action_mask(view)
            legal = {encode.action_from_index(THREE, i) for i, m in enumerate(mask) if m}
            assert legal == set(view.legal_actions)
            # relative seat 3 does not exist: its entries stay 0
            for block in ("dealer", "declarer", "klopfer", "spiele", "augen", "trick_leader"):
                assert obs[getattr(lay, block) + 3] == 0.0
            played = obs[lay.played_by : lay.played_by + 128]
            assert all(played[4 * k + 3] == 0.0 for k in range(32))


def test_the_round_one_bids_are_counted_by_seats() -> None:
    rules = sk.Rules(players=3, deck=sk.Deck.SHORT)
    state = sk.GameState.start(
        rules, dealer=2, hands=["EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
                                "HA HZ HK H9 SA SZ SK S9"],
    )  # fmt: skip
    state = state.apply("spiele").apply("weiter").apply("spiele")
    obs = encode.observation(state.view(0))
    lay = encode_schafkopf.LAYOUT
    assert obs[lay.spiele : lay.spiele + 4] == [1.0, 0.0, 1.0, 0.0]
    assert obs[lay.auction] == 0.0  # no auction action yet: round one is 3 actions


def test_pictures_show_three_seats() -> None:
    states = _game(3)
    middle = states[len(states) // 2]
    for picture in (svg.picture(middle), svg.picture(middle.view(1))):
        assert picture.startswith("<svg")
        assert "Sitz 2" in picture or "seat 2" in picture.lower()
        assert "Sitz 3" not in picture
    with pytest.raises(ValueError, match="names must be 3 strings"):
        svg.state(middle, names=["A", "B", "C", "D"])
    match = sk.Match(THREE).record(states[-1])
    assert svg.picture(match).startswith("<svg")


def test_rl_episodes_deal_three_seats() -> None:
    episode = Episode("schafkopf", THREE)
    state = episode.reset(random.Random(1))
    assert episode.num_seats == state.num_seats == 3
    match = Episode("schafkopf", THREE, match=True, games=9)
    assert match.reset(random.Random(2)).num_seats == 3
    with pytest.raises(ValueError, match="9, 12, 18 or 24 games with three players"):
        Episode("schafkopf", THREE, match=True, games=8)


def test_web_settings_take_three_schafkopf_players() -> None:
    settings = check_settings({"players": 3, "seed": 1})
    assert settings["games"] == 9
    assert settings["seats"] == ["person", "heuristic", "heuristic"]
    table = build_table(settings, {0: "Anna"})
    assert table.num_seats == 3
    assert table.match.rules.players == 3
    sauspiel = build_table(check_settings({"players": 3, "preset": "sauspiel", "seed": 1}), {})
    assert sauspiel.match.rules == sk.Rules.sauspiel(players=3, deck=sk.Deck.SHORT)
    with pytest.raises(SettingsError, match="games must be one of 9, 12, 18, 24, not 8"):
        check_settings({"players": 3, "games": 8})
    with pytest.raises(SettingsError, match="players must be one of 3, 4, not 5"):
        check_settings({"players": 5})


def test_the_table_plays_a_match_of_three() -> None:
    table = Table("schafkopf", [None, None, None], rules=THREE, seed=3, clock=None)
    assert table.num_seats == 3
    assert table.total == 9
    now = 0.0
    for _ in range(5000):
        if table.match.is_over:
            break
        now += 1.0
        table.tick(now)
    assert table.match.is_over
    assert len(table.match.totals) == 3
