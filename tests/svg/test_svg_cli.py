"""``kartenregeln show RECORD --svg FILE``: a moment of a recorded game as a picture."""

from __future__ import annotations

from pathlib import Path

import pytest
from scenes import sp_round
from svg_read import NS, card_codes, parse

from kartenregeln import records, svg
from kartenregeln import schafkopf as sk
from kartenregeln.cli import main
from kartenregeln.names import schafkopf_code


def _sk(state: object) -> sk.GameState:
    assert isinstance(state, sk.GameState)
    return state


@pytest.fixture(scope="module")
def match_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, records.MatchRecord]:
    import random

    rng = random.Random(21)
    match = sk.Match(sk.Rules(), games=8)
    states = []
    for _ in range(3):
        state = match.deal(rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
        match = match.record(state)
    record = records.record_match(match, states, names=["Anna", "Bert", "Cilli", "Done"])
    path = tmp_path_factory.mktemp("show") / "match.json"
    records.dump(record, path)
    return path, record


def test_show_draws_the_moment_trick_k_is_complete(
    match_file: tuple[Path, records.MatchRecord], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, record = match_file
    deal = next(d for d in record.deals if len(_sk(d.final).tricks) >= 3)
    number = record.deals.index(deal) + 1
    out = tmp_path / "t.svg"
    args = ["show", str(path), "--svg", str(out), "--game", str(number), "--trick", "3"]
    assert main([*args, "--lang", "en"]) == 0
    assert capsys.readouterr().out == f"wrote {out}: Schafkopf: all hands open\n"
    state = next(_sk(s) for s in deal.states if len(_sk(s).tricks) == 3)
    assert out.read_text(encoding="utf-8") == svg.state(state, names=record.names)
    root = parse(out.read_text(encoding="utf-8"))
    third = {schafkopf_code(c) for c in state.tricks[2].cards}
    assert third <= set(card_codes(root))


def test_show_a_seats_view_after_m_moves_in_german(
    match_file: tuple[Path, records.MatchRecord], tmp_path: Path
) -> None:
    path, record = match_file
    out = tmp_path / "v.svg"
    args = ["show", str(path), "--svg", str(out), "--game", "1", "--move", "10", "--seat", "2"]
    assert main([*args, "--lang", "de"]) == 0
    state = record.deals[0].states[10]
    want = svg.view(state.view(2), names=record.names, lang="de")
    assert out.read_text(encoding="utf-8") == want


def test_show_chart_and_the_default_moment(
    match_file: tuple[Path, records.MatchRecord], tmp_path: Path
) -> None:
    path, record = match_file
    chart = tmp_path / "c.svg"
    assert main(["show", str(path), "--svg", str(chart), "--chart"]) == 0
    assert 'aria-label="Anna"' in chart.read_text(encoding="utf-8")
    end = tmp_path / "e.svg"
    assert main(["show", str(path), "--svg", str(end)]) == 0  # German by default
    final = record.deals[-1].final
    assert end.read_text(encoding="utf-8") == svg.state(final, names=record.names, lang="de")


def test_show_a_schapa_layout_round(tmp_path: Path) -> None:
    state = sp_round(7, moves=15)
    path = tmp_path / "r7.json"
    records.dump(state, path)
    out = tmp_path / "r7.svg"
    assert main(["show", str(path), "--svg", str(out), "--move", "15"]) == 0
    root = parse(out.read_text(encoding="utf-8"))
    assert any(el.get("class") == "fit" for el in root.iter(NS + "g"))
    assert main(["show", str(path), "--svg", str(out), "--trick", "1"]) == 1


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--game", "9"], "--game 9: the match record holds 3 games (1 to 3)"),
        (["--trick", "99"], "--trick 99: the game has"),
        (["--move", "-1"], "--move -1: the game has"),
        (["--seat", "4"], "--seat 4: seats are 0 to 3"),
    ],
)
def test_show_refuses_what_the_record_does_not_hold(
    match_file: tuple[Path, records.MatchRecord],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    extra: list[str],
    message: str,
) -> None:
    path, _ = match_file
    out = tmp_path / "x.svg"
    assert main(["show", str(path), "--svg", str(out), *extra]) == 1
    err = capsys.readouterr().err
    assert err.startswith("kartenregeln: error: ")
    assert message in err
    assert not out.exists()


def test_show_chart_needs_a_match_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    records.dump(sk_match_state(), path)
    assert main(["show", str(path), "--svg", str(tmp_path / "c.svg"), "--chart"]) == 1
    assert "--chart needs a match record" in capsys.readouterr().err
    assert main(["show", str(path), "--svg", str(tmp_path / "c.svg"), "--game", "2"]) == 1
    assert "the record holds one game" in capsys.readouterr().err


def sk_match_state() -> sk.GameState:
    import random

    return sk.deal(sk.Rules(), dealer=0, rng=random.Random(1))
