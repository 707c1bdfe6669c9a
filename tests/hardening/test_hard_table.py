"""The table's remaining paths: refused set-ups, the computer's deadline, the standing
before and after the match, pauses asked for twice or ended before they began."""

from __future__ import annotations

from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.table import Moved, Phase, Player, Table, TableError

ANY_TABLE: Any = Table


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"game": "schafkopf", "rules": sp.Rules()}, TypeError, "schafkopf.Rules"),
        ({"game": "schapa", "rules": sk.Rules()}, TypeError, "schapa.Rules"),
        ({"game": "skat"}, ValueError, "'schafkopf' or 'schapa'"),
        ({"computer_delay": -1}, ValueError, "computer_delay"),
        ({"players": ["A", "B", "C", "D", "E"]}, ValueError, "4 seats"),
    ],
)
def test_refused_set_ups(kwargs: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        ANY_TABLE(**kwargs)


def test_a_computer_only_match_runs_to_its_end() -> None:
    table = Table("schapa", [None], rules=sp.Rules(players=3, rounds=(1, 7)), seed=3, clock=None)
    assert table.total == 2
    assert table.settlement is None
    assert table.waiting_for() == ()
    assert table.deadline == 0.0  # the computer moves at once
    events = table.tick(10_000.0)
    assert table.phase is Phase.OVER
    assert type(events[-1]).__name__ == "MatchOver"
    assert table.waiting_for() == ()
    assert table.deadline is None
    assert len(table.states()) == 2
    assert table.settlement is not None
    assert table.bilanz() == table.match.totals
    with pytest.raises(TableError, match="seat 0 is played by the computer"):
        table.pause(0, 10_001.0)


def test_the_computer_waits_its_delay() -> None:
    table = Table("schafkopf", ["Anna", None], seed=1, computer_delay=2.5, clock=None)
    assert table.deadline == 2.5
    assert not any(isinstance(e, Moved) for e in table.tick(2.4))
    assert any(isinstance(e, Moved) and e.seat == 1 for e in table.tick(2.5))
    assert len(table.augen()) == 4
    assert table.players[1] == Player.computer("Computer 1")


def test_a_search_player_sits_at_the_table() -> None:
    table = Table("schafkopf", ["Anna", Player.computer("R", bot="search", samples=1)], seed=2)
    events = table.tick(0.0)
    assert events
    assert any(isinstance(e, Moved) and e.by == "computer" and e.seat == 1 for e in events)


def _to_abrechnung(table: Table, now: float) -> float:
    while table.phase is Phase.PLAYING:
        seat = table.state.to_move
        assert seat is not None
        table.act(seat, table.state.legal_actions()[0], now)
        now += 1.0
    return now


def test_pauses_asked_twice_or_ended_before_they_began() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=4, clock=None)
    table.tick(0.0)
    assert table.pause(0, 1.0) == []  # asked during the game: wanted for the Abrechnung
    assert table.resume(1, 2.0) == []  # withdrawn before it began
    table.pause(0, 3.0)
    now = _to_abrechnung(table, 4.0)
    assert table.phase is Phase.ABRECHNUNG
    assert table.paused  # asked for again: it begins with the Abrechnung
    with pytest.raises(TableError, match="seat 0 has already paused"):
        table.pause(1, now + 1)
    table.resume(0, now + 2)
    assert not table.paused
    with pytest.raises(TableError, match="no pause to end"):
        table.resume(0, now + 3)
