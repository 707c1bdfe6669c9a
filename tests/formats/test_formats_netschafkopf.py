"""NetSchafkopf protocols: the real files read, replay and settle as the files say, and
agree with the deals of tests/data/schafkopf (the answer key); damaged input is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kartenregeln import RecordError
from kartenregeln import schafkopf as sk
from kartenregeln.formats import read_netschafkopf
from kartenregeln.schafkopf.contracts import card_code

DATA = Path(__file__).resolve().parents[1] / "data"
FILES = sorted((DATA / "formats" / "netschafkopf").glob("*.txt"))


def _key(name: str) -> str:
    return Path(name).name.replace(" ", "_")


def _answer_key() -> dict[tuple[str, int], dict[str, Any]]:
    deals: dict[tuple[str, int], dict[str, Any]] = {}
    for name in ("netschafkopf-deals.json", "netschafkopf-helper-deals.json"):
        data = json.loads((DATA / "schafkopf" / name).read_text(encoding="utf-8"))
        for deal in data["deals"]:
            deals[_key(deal["file"]), deal["game_no"]] = deal
    return deals


def test_the_files_are_there() -> None:
    assert len(FILES) == 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_file_reads_and_agrees_with_the_answer_key(path: Path) -> None:
    session = read_netschafkopf(path)
    key = _answer_key()
    assert session.players == ("PcLinks", "PcOben", "PcRechts", "Gast")
    numbers = [g.number for g in session.games] + [s.number for s in session.skipped]
    assert sorted(numbers) == list(range(1, len(numbers) + 1))
    checked = 0
    for game in session.games:
        state = game.state
        assert state.is_over
        balance = state.settle().balance
        assert balance == game.payout
        deal = key.get((path.name, game.number))
        if deal is None:
            continue
        checked += 1
        # the answer key numbers seats from Vorhand = 0
        vorhand = state.vorhand
        names = [session.players[(vorhand + k) % 4] for k in range(4)]
        assert names == deal["players"]
        assert [
            sorted(card_code(c) for c in state.initial_hand((vorhand + k) % 4)) for k in range(4)
        ] == [sorted(h) for h in deal["hands"]]
        assert [balance[(vorhand + k) % 4] for k in range(4)] == deal["payout"]
        assert game.price == deal["price"]
        assert game.doublings == deal["doublings"]
        assert game.stoss == deal["stoss"]
        kind = deal["game"]["kind"]
        assert (state.game.kind.value if state.game else None) == kind
    expected = sum(1 for f, _ in key if f == path.name)
    assert checked == expected


def test_sessions_rules_come_from_the_price_texts() -> None:
    by_name = {p.name: read_netschafkopf(p) for p in FILES}
    a = by_name["Schafkopfprotokoll_vom_14.12.22.txt"]
    b = by_name["Schafkopfprotokoll_vom_20.03.23.txt"]
    assert a.ruleset == b.ruleset == "PM-Regeln"
    assert (a.rules.tariff.rufspiel, a.rules.tariff.solo, a.rules.tariff.extra) == (10, 50, 10)
    assert (b.rules.tariff.rufspiel, b.rules.tariff.solo, b.rules.tariff.extra) == (1, 5, 1)
    assert a.rules.laufende_min.wenz == 2
    assert a.rules.laufende_min.rufspiel == 3
    assert b.rules.laufende_min == sk.LaufendeMin(
        rufspiel=None, farbsolo=None, wenz=None, geier=None, farbwenz=None, farbgeier=None
    )
    std = by_name["Schafkopfprotokoll_vom_16.05.20.txt"]
    assert std.rules.laufende_min.wenz == 3  # a Wenz with 2 Laufende is not paid there
    helper = by_name["Schafkopfprotokoll_vom_05.10.23_04.txt"]
    assert helper.rules.tariff == sk.Tariff(rufspiel=2, solo=5, extra=1, ramsch=1)
    assert any("geier" in a or "wenz" in a for a in helper.assumed + std.assumed)


def test_schieber_games_are_reported_not_dropped() -> None:
    session = read_netschafkopf(DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_16.05.20.txt")
    assert [(s.number, s.line) for s in session.skipped] == [
        (18, 342),
        (19, 362),
        (20, 374),
        (21, 394),
    ]
    assert all("Schieber" in s.reason for s in session.skipped)
    assert len(session.games) == 28
    with pytest.raises(KeyError, match="Schieber"):
        session.game(19)


def test_the_short_deck_file_reads_with_the_short_deck() -> None:
    session = read_netschafkopf(DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_04.08.24.txt")
    assert session.rules.deck is sk.Deck.SHORT
    assert len(session.games) == 4
    assert not session.skipped


def test_encodings_and_line_ends_do_not_matter() -> None:
    path = DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_16.05.20.txt"
    raw = path.read_bytes()
    text = raw.decode("latin-1")
    first = read_netschafkopf(path)
    for variant in (
        text.encode("utf-8"),
        text.replace("\r\n", "\n").encode("latin-1"),
        text.replace("\r\n", "\r"),
        text.replace("\r\n", "\n"),
    ):
        again = read_netschafkopf(variant)
        assert [g.state.history for g in again.games] == [g.state.history for g in first.games]
        assert again.rules == first.rules


def _damaged(old: str, new: str) -> str:
    path = DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_14.12.22.txt"
    text = path.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


def test_a_price_that_disagrees_names_the_game_and_both_figures() -> None:
    # game 1: doubled once, the price is 20; claim 40 in the price column
    text = _damaged("    1       20  ", "    1       40  ")
    with pytest.raises(RecordError, match=r"game 1 \(line 4\).*price is 40.*library's is 20"):
        read_netschafkopf(text)


def test_running_totals_that_disagree_name_both_payouts() -> None:
    session = read_netschafkopf(DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_14.12.22.txt")
    row = session.game(1)
    assert row.payout == row.state.settle().balance
    path = DATA / "formats/netschafkopf/Schafkopfprotokoll_vom_14.12.22.txt"
    lines = path.read_text(encoding="utf-8").split("\n")
    k = next(i for i, line in enumerate(lines) if line.strip().startswith("1 ") and "+" in line)
    parts = lines[k].split()
    parts[2], parts[3] = parts[3], parts[2]
    lines[k] = "   ".join(parts)
    with pytest.raises(RecordError, match=r"file's payout is .*library's settlement is"):
        read_netschafkopf("\n".join(lines))


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ("PM-Regeln\n", "PM-Regeln\nhallo\n", "line 2"),
        ("Geber: PcLinks", "Geber: PcLinks\nwas ist das", "line "),
        ("hat: ", "hat: XX ", "line "),
        ("spielt aus: ", "spielt aus: EO ", "line "),
        ("Das Rufspiel kostet", "Das Rufspiel kostet fast", "game "),
        ("spielt Mit der", "spielt Mit dem", "line "),
        ("PcLinks gewinnt das Rufspiel", "PcLinks verliert das Rufspiel", "game 1 .*loses"),
        ("Die Gegner haben 50 Augen", "Die Gegner haben 51 Augen", "game 1 .*51 Augen"),
        ("Eichel-Ass mit PcRechts", "Eichel-Ass mit PcOben", "game 1 .*partner is PcOben"),
        ("PcLinks gewinnt das Rufspiel", "Keiner gewinnt das Rufspiel", "game 1 .*Keiner"),
        ("PcLinks gewinnt das Rufspiel", "Hurra", "game 1 .*result sentence"),
        ("PcLinks hat 45 Augen", "PcLinks hat 46 Augen", "game 8 .*46 Augen"),
        ("PcLinks verliert den Ramsch. PcLinks", "PcOben verliert den Ramsch. PcLinks", "game 8"),
        ("PcRechts ist Jungfrau", "PcOben ist Jungfrau", "game 8 .*Jungfrauen"),
    ],
)
def test_damaged_input_names_the_line(old: str, new: str, where: str) -> None:
    with pytest.raises(RecordError, match=where):
        read_netschafkopf(_damaged(old, new))


def test_an_illegal_card_is_an_error_not_a_repair() -> None:
    # swap two cards of one trick line: the follow is illegal or the hands do not deal
    text = _damaged("Gast spielt aus: ", "Gast spielt aus: ")
    lines = text.split("\n")
    k = next(i for i, line in enumerate(lines) if "spielt aus:" in line)
    head, cards = lines[k].split(": ")
    c = cards.split()
    c[1], c[2] = c[2], c[1]
    lines[k] = head + ": " + " ".join(c)
    with pytest.raises(RecordError, match="game 1"):
        read_netschafkopf("\n".join(lines))


def test_a_truncated_file_and_a_missing_file() -> None:
    text = _damaged("Geber: ", "Geber: ")
    with pytest.raises(RecordError, match="ends inside a game"):
        read_netschafkopf(text[: len(text) // 2].rsplit("\n", 3)[0] + "\n")
    with pytest.raises(RecordError, match="cannot read"):
        read_netschafkopf(DATA / "no-such-file.txt")
