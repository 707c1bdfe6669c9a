"""The Solo-value table: its features, its models, the generator that makes it, and the
bidding that uses it (``SchafkopfAdapter.solo_table``)."""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.bots.schafkopf import solovalue
from kartenregeln.bots.schafkopf.adapter import SchafkopfAdapter
from kartenregeln.bots.schafkopf.solovalue import (
    FEATURES,
    SoloModel,
    cell,
    family,
    features,
    models,
    solo_value,
)
from kartenregeln.cards import CardSet, Suit
from kartenregeln.schafkopf.actions import SPIELE, WEITER
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import Phase, announceable

HERZ = Contract(GameKind.FARBSOLO, Suit.HERZ)
WENZ = Contract(GameKind.WENZ)
GEIER = Contract(GameKind.GEIER)
BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bid_table.py"


def mask(text: str) -> int:
    return CardSet.parse(text).mask


def bid_table() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bid_table", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bid_table"] = module
    spec.loader.exec_module(module)
    return module


def test_the_features_of_a_herz_solo_hand() -> None:
    # trumps: EO GO (the top two), HU, HA HZ (Augen 3+3+2+11+10 = 29); Eichel: Sau and
    # Zehn; Gras: a Sieben; Schellen: none (a free suit)
    got = dict(zip(FEATURES, features(HERZ, mask("EO GO HU HA HZ EA EZ G7"), vorhand=True),
                   strict=True))  # fmt: skip
    assert got["trumps=5"] == 1.0
    assert got["trumps<=3"] == got["trumps=4"] == got["trumps=6"] == got["trumps>=7"] == 0.0
    assert got["top"] == 2.0  # EO GO of the four Ober
    assert got["laufende"] == 2.0  # EO GO, not HO
    assert got["trump_augen"] == pytest.approx(2.9)
    assert (got["side_sau"], got["side_zehn_with_sau"], got["side_zehn_bare"]) == (1, 1, 0)
    assert got["side_small"] == 1.0  # G7
    assert got["free_suits"] == 1.0  # Schellen
    assert got["vorhand"] == 1.0


def test_the_features_of_a_wenz_hand() -> None:
    # in a Wenz the Unter are the trumps and the Ober side cards of their suits
    got = dict(zip(FEATURES, features(WENZ, mask("EU GU SU EA EZ EO GA S7"), vorhand=False),
                   strict=True))  # fmt: skip
    assert got["trumps<=3"] == 1.0
    assert got["top"] == 3.0
    assert got["laufende"] == 2.0  # EU GU, not HU
    assert got["side_sau"] == 2.0  # EA GA
    assert got["side_zehn_with_sau"] == 1.0  # EZ
    assert got["side_small"] == 2.0  # EO S7
    assert got["free_suits"] == 1.0  # Herz
    assert got["vorhand"] == 0.0


def test_laufende_stop_at_four_and_at_the_first_gap() -> None:
    six = features(HERZ, mask("EO GO HO SO EU GU E7 G7"), vorhand=False)
    assert six[FEATURES.index("laufende")] == 4.0
    gap = features(HERZ, mask("GO HO SO EU GU HA E7 G7"), vorhand=False)
    assert gap[FEATURES.index("laufende")] == 0.0


def test_the_cell_is_the_hand_s_shape() -> None:
    feats = features(HERZ, mask("EO GO HU HA HZ EA EZ G7"), vorhand=True)
    # trumps 5 (index 2), top 2, Laufende 2, side Säue 1, Zehner with Sau 1, free 1, lead
    assert cell(feats) == "2,2,2,1,1,1,1"


def test_only_solo_class_games_have_a_model() -> None:
    assert family(HERZ) == "farbsolo"
    assert family(WENZ) == family(Contract(GameKind.FARBWENZ, Suit.GRAS)) == "wenz"
    assert family(GEIER) == "geier"
    hand = mask("EO GO HO SO EU GU HA HZ")
    for game in (
        Contract(GameKind.RUFSPIEL, Suit.EICHEL),
        Contract(GameKind.FARBSOLO, Suit.HERZ, tout=True),
        Contract(GameKind.BETTEL),
    ):
        assert family(game) is None
        assert solo_value(game, hand, vorhand=True) is None


def test_the_shipped_models_cover_every_kind() -> None:
    shipped = models()
    assert set(shipped) == {"farbsolo", "wenz", "geier"}
    for model in shipped.values():
        assert len(model.weights) == len(FEATURES)
        assert model.samples >= 10_000
        assert model.rmse > 0
        assert model.cells


def test_a_better_hand_is_worth_more() -> None:
    # the same hand with a small side card exchanged for a higher trump, step by step
    steps = [
        "SO HU H9 HK E7 E8 G7 S9",
        "HO HU H9 HK E7 E8 G7 S9",
        "GO HO HU H9 HK E7 E8 G7",
        "EO GO HO HU H9 HK E7 E8",
        "EO GO HO SO HU H9 HK E8",
    ]
    values = [solo_value(HERZ, mask(h), vorhand=True) for h in steps]
    assert values == sorted(values)  # type: ignore[type-var]
    assert values[0] is not None
    assert values[0] < 0 < values[-1]  # type: ignore[operator]


def test_a_model_is_its_linear_part_plus_the_cell_s_correction() -> None:
    feats = features(GEIER, mask("EO GO HO SA SZ S9 EA GA"), vorhand=True)
    weights = tuple(float(i) for i in range(len(FEATURES)))
    plain = SoloModel(weights, {}, 1, 1.0)
    corrected = SoloModel(weights, {cell(feats): 2.5}, 1, 1.0)
    linear = sum(w * f for w, f in zip(weights, feats, strict=True))
    assert plain.value(feats) == linear
    assert corrected.value(feats) == linear + 2.5


def test_the_fit_recovers_a_linear_value(tmp_path: Path) -> None:
    module = bid_table()
    rng = random.Random(3)
    true = [rng.uniform(-2, 2) for _ in range(4)]
    rows = [(1.0, rng.random(), rng.random(), float(rng.randrange(3))) for _ in range(400)]
    ys = [sum(w * x for w, x in zip(true, row, strict=True)) for row in rows]
    got = module.solve(rows, ys, ridge=0.0)
    assert got == pytest.approx(true, abs=1e-9)


def test_the_generator_writes_a_table_the_package_reads(tmp_path: Path) -> None:
    module = bid_table()
    out = tmp_path / "solo_values.json"
    assert module.main(["--deals", "2500", "--workers", "1", "--out", str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["features"] == list(FEATURES)
    assert "farbsolo" in data["models"]
    farbsolo = data["models"]["farbsolo"]
    assert len(farbsolo["weights"]) == len(FEATURES)
    assert farbsolo["samples"] > 100
    assert all(isinstance(v, float) for v in farbsolo["cells"].values())
    # the same deals give the same file
    again = tmp_path / "again.json"
    assert module.main(["--deals", "2500", "--workers", "1", "--out", str(again)]) == 0
    assert again.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")


def test_the_generator_checks_its_folder_before_it_plays(tmp_path: Path) -> None:
    module = bid_table()
    with pytest.raises(SystemExit):
        module.main(["--deals", "10", "--out", str(tmp_path / "missing" / "t.json")])


def table_adapter() -> SchafkopfAdapter:
    adapter = SchafkopfAdapter()
    adapter.solo_table = True
    return adapter


def test_with_the_table_the_candidates_are_the_solos_it_rates() -> None:
    adapter = table_adapter()
    hand = mask("EO GO HO HU HA HZ EA S7")
    offered = announceable(sk.Rules(klopfen=False), hand)
    games = adapter.candidate_games(hand, offered, vorhand=True)
    solos = [g for g in games if family(g) is not None]
    assert solos, "a strong Herz hand has a Solo candidate"
    values = [solo_value(g, hand, vorhand=True) for g in solos]
    assert all(v is not None and v >= adapter.table_bar for v in values)
    assert values == sorted(values, reverse=True)  # type: ignore[type-var]
    assert len(solos) <= adapter.solo_lines
    # every rated game above the bar is there, up to solo_lines
    above = [g for g in offered if (solo_value(g, hand, vorhand=True) or -99) >= adapter.table_bar]
    assert len(solos) == min(len(above), adapter.solo_lines)
    # a weak hand has none
    weak = mask("SO H7 E7 E8 G7 G8 S9 S8")
    weak_games = adapter.candidate_games(weak, announceable(sk.Rules(), weak), vorhand=True)
    assert not [g for g in weak_games if family(g) is not None]


def test_with_the_table_a_solo_line_is_worth_the_table_value() -> None:
    rules = sk.Rules(klopfen=False)
    hands = ["EO GO HO HU HA HZ EA S7", "E7 E8 G7 G8 H7 S8 S9 SA", "EK E9 GA GZ GK G9 SZ SK",
             "SO EU GU SU H9 H8 HK EZ"]  # fmt: skip
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    adapter = table_adapter()
    view = state.view(0)
    actions = tuple(state.legal_actions())
    lines = adapter.lines(view, actions)
    values = adapter.line_values(state, 0, actions, lines, random.Random(1))
    for (_, plan), value in zip(lines, values, strict=True):
        rated = solo_value(plan, state.hand(0).mask, vorhand=True) if plan is not None else None
        if rated is not None:
            assert value == rated * rules.tariff.solo
    assert any(plan is not None and family(plan) is not None for _, plan in lines)
    # and the same in the auction: the announcement of a Solo
    while state.phase is Phase.ROUND1:
        state = state.apply(SPIELE if state.to_move == 0 else WEITER)
    actions = tuple(state.legal_actions())
    lines = adapter.lines(state.view(0), actions)
    values = adapter.line_values(state, 0, actions, lines, random.Random(1))
    herz = [
        v
        for (i, _), v in zip(lines, values, strict=True)
        if getattr(actions[i], "game", None) == HERZ
    ]
    assert herz == [solo_value(HERZ, state.hand(0).mask, vorhand=True) * rules.tariff.solo]  # type: ignore[operator]


def test_the_corrections_are_on_by_default() -> None:
    adapter = SchafkopfAdapter()
    assert adapter.solo_shift == 2.0
    assert adapter.kontra_margin == 1.0


def test_without_the_table_nothing_changes() -> None:
    adapter = SchafkopfAdapter()
    assert adapter.solo_table is False
    hand = mask("EO GO HO HU HA HZ EA S7")
    offered = announceable(sk.Rules(klopfen=False), hand)
    from kartenregeln.bots.schafkopf.adapter import candidate_games

    assert adapter.candidate_games(hand, offered, vorhand=True) == candidate_games(hand, offered)
    assert solovalue.models() is models()  # loaded once


def _kontra_position(game: str) -> sk.GameState:
    """Seat 0 declares ``game``; seat 1 (not the partner) is asked for Kontra."""
    hands = ["EO GO HO HU HA HZ EA S7", "E7 E8 G7 G8 H7 S8 S9 SK", "EK E9 GA GZ GK G9 SZ SA",
             "SO EU GU SU H9 H8 HK EZ"]  # fmt: skip
    state = sk.GameState.start(sk.Rules(klopfen=False), dealer=3, hands=hands)
    for action in ("spiele", "weiter", "weiter", "weiter", game):
        state = state.apply(action)
    assert state.phase is Phase.KONTRA
    return state


def _kontra_values(game: str, margin: float) -> tuple[list[str], list[float], list[float], int]:
    """The lines of the Kontra decision against ``game`` by name, valued without a
    margin and with ``margin`` (the same random numbers), and the Solo price."""
    state = _kontra_position(game)
    seat = state.to_move
    assert seat is not None
    actions = tuple(state.legal_actions())
    plain, strict = SchafkopfAdapter(), SchafkopfAdapter()
    plain.kontra_margin = 0.0
    strict.kontra_margin = margin
    lines = plain.lines(state.view(seat), actions)
    before = plain.line_values(state, seat, actions, lines, random.Random(4))
    after = strict.line_values(state, seat, actions, lines, random.Random(4))
    return [str(actions[i]) for i, _ in lines], before, after, state.rules.tariff.solo


def test_kontra_against_a_solo_must_beat_gut_by_the_margin() -> None:
    names, before, after, price = _kontra_values("solo herz", 1.5)
    assert "kontra" in names
    for name, b, a in zip(names, before, after, strict=True):
        assert a == b - (1.5 * price if name == "kontra" else 0.0)


def test_the_margin_leaves_kontra_against_a_rufspiel_alone() -> None:
    names, before, after, _ = _kontra_values("rufspiel schellen", 1.5)
    assert "kontra" in names
    assert before == after


def test_the_solo_shift_raises_only_the_solo_lines() -> None:
    hands = ["EO GO HO HU HA HZ EA S7", "E7 E8 G7 G8 H7 S8 S9 SA", "EK E9 GA GZ GK G9 SZ SK",
             "SO EU GU SU H9 H8 HK EZ"]  # fmt: skip
    state = sk.GameState.start(sk.Rules(klopfen=False), dealer=3, hands=hands)
    actions = tuple(state.legal_actions())
    plain, bold = SchafkopfAdapter(), SchafkopfAdapter()
    plain.solo_shift = 0.0
    bold.solo_shift = 2.0
    lines = plain.lines(state.view(0), actions)
    before = plain.line_values(state, 0, actions, lines, random.Random(9))
    after = bold.line_values(state, 0, actions, lines, random.Random(9))
    price = state.rules.tariff.solo
    shifted = 0
    for (_, plan), b, a in zip(lines, before, after, strict=True):
        solo = plan is not None and plan.kind in (GameKind.FARBSOLO, GameKind.WENZ, GameKind.GEIER)
        assert a == b + (2.0 * price if solo else 0.0)
        shifted += solo
    assert shifted >= 1


def test_a_table_value_of_exactly_the_bar_is_a_candidate(monkeypatch: pytest.MonkeyPatch) -> None:
    # 0.0 is a value like any other (it was once read as "no value")
    adapter_module = importlib.import_module("kartenregeln.bots.schafkopf.adapter")
    monkeypatch.setattr(
        adapter_module, "solo_value", lambda g, h, vorhand: 0.0 if family(g) else None
    )
    adapter = table_adapter()
    adapter.table_bar = 0.0
    hand = mask("EO GO HO HU HA HZ EA S7")
    games = adapter.candidate_games(hand, announceable(sk.Rules(klopfen=False), hand))
    assert len([g for g in games if family(g) is not None]) == adapter.solo_lines
