"""The table with a fake clock: computer takeover, the Abrechnung, pauses."""

from __future__ import annotations

from typing import Any

import pytest

from kartenregeln import IllegalActionError
from kartenregeln import schapa as sp
from kartenregeln.table import (
    GRACE,
    PAUSE_LIMIT,
    READING_TIME,
    Dealt,
    GameOver,
    GraceStarted,
    MatchOver,
    Moved,
    Phase,
    Player,
    Resumed,
    Table,
    TableError,
)


def _names(events: list[Any]) -> list[str]:
    return [type(e).__name__ for e in events]


def _phase(table: Table) -> Phase:
    """The phase, read through a call so that mypy does not narrow it between calls."""
    return table.phase


def _play_until_abrechnung(table: Table, now: float) -> float:
    """Every human plays its first legal action, one second apart."""
    while table.phase is Phase.PLAYING:
        (seat,) = table.waiting_for()
        now += 1.0
        table.act(seat, table.state.legal_actions()[0], now)
    return now


@pytest.mark.parametrize("clock", [30, 60, 90, 120])
def test_computer_takes_over_exactly_after_bedenkzeit_and_grace(clock: int) -> None:
    table = Table("schafkopf", ["Anna"], seed=3, clock=clock, now=100.0)
    table.tick(100.0)
    assert table.waiting_for() == (0,)
    started = table.turn_started
    history = table.state.history
    assert table.deadline == started + clock + GRACE
    assert table.tick(started + clock - 0.001) == []
    grace = table.tick(started + clock)
    assert _names(grace) == ["GraceStarted"]
    assert isinstance(grace[0], GraceStarted)
    assert grace[0].deadline == started + clock + GRACE
    assert table.tick(started + clock + GRACE - 0.001) == []
    assert table.state.history == history
    events = table.tick(started + clock + GRACE)
    assert isinstance(events[0], Moved)
    assert events[0].seat == 0
    assert events[0].by == "takeover"
    assert events[0].time == started + clock + GRACE
    assert len(table.state.history) > len(history)


def test_a_late_tick_still_takes_over_at_the_deadline() -> None:
    table = Table("schafkopf", ["Anna"], seed=3, clock=30)
    table.tick(0.0)
    start = table.turn_started
    events = table.tick(start + 500.0)
    moves = [e for e in events if isinstance(e, Moved) and e.seat == 0]
    assert moves[0].time == start + 30 + GRACE
    assert moves[0].by == "takeover"


def test_without_a_clock_the_table_waits_for_the_human() -> None:
    table = Table("schafkopf", ["Anna"], seed=3, clock=None)
    table.tick(0.0)
    history = table.state.history
    assert table.deadline is None
    assert table.tick(1e9) == []
    assert table.state.history == history
    assert table.waiting_for() == (0,)


def test_a_human_move_restarts_the_clock_and_refuses_wrong_seats() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=5, clock=30)
    table.tick(0.0)
    (seat,) = table.waiting_for()
    other = 1 - seat
    with pytest.raises(TableError, match="not seat"):
        table.act(other, table.state.legal_actions()[0], 1.0)
    with pytest.raises(TableError, match="computer"):
        table.act(3, table.state.legal_actions()[0], 1.0)
    before = table.state
    with pytest.raises(IllegalActionError):
        table.act(seat, "EO" if "EO" not in map(str, before.legal_actions()) else "x", 2.0)
    assert table.state == before
    table.act(seat, before.legal_actions()[0], 20.0)
    if table.waiting_for():
        assert table.turn_started == 20.0
        assert table.deadline == 20.0 + 30 + GRACE


def test_abrechnung_waits_for_every_human() -> None:
    table = Table("schafkopf", ["Anna", "Bert", None, "Dora"], seed=2, clock=None)
    table.tick(0.0)
    now = _play_until_abrechnung(table, 0.0)
    assert table.phase is Phase.ABRECHNUNG
    assert table.settlement is not None
    assert set(table.waiting_for()) == {0, 1, 3}
    now += 10_000
    assert table.tick(now) == []
    table.confirm(0, now + 1)
    table.confirm(3, now + 2)
    assert table.phase is Phase.ABRECHNUNG
    assert table.waiting_for() == (1,)
    assert table.tick(now + 20_000) == []
    with pytest.raises(TableError, match="computer"):
        table.confirm(2, now + 20_001)
    events = table.confirm(1, now + 20_002)
    assert _names(events)[:2] == ["Confirmed", "Dealt"]
    assert _phase(table) is Phase.PLAYING
    assert table.number == 2
    assert table.bilanz() == table.match.totals
    assert sum(table.bilanz()) == 0


def test_abrechnung_goes_on_by_itself_with_a_clock() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=2, clock=60)
    table.tick(0.0)
    now = _play_until_abrechnung(table, 0.0)
    ended = table.turn_started
    assert table.deadline == ended + READING_TIME + 60
    table.confirm(0, now)
    assert table.tick(ended + READING_TIME + 60 - 0.001) == []
    events = table.tick(ended + READING_TIME + 60)
    assert isinstance(events[0], Dealt)
    assert events[0].time == ended + READING_TIME + 60


def test_pause_limit_holds_with_other_humans() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=2, clock=None)
    table.tick(0.0)
    now = _play_until_abrechnung(table, 0.0)
    assert table.pause_limit == PAUSE_LIMIT
    table.pause(0, now)
    assert table.paused
    table.confirm(0, now + 1)
    table.confirm(1, now + 2)
    assert table.phase is Phase.ABRECHNUNG  # the pause holds it
    assert table.tick(now + PAUSE_LIMIT - 0.001) == []
    events = table.tick(now + PAUSE_LIMIT + 50)
    assert _names(events)[:2] == ["Resumed", "Dealt"]
    assert events[0].time == events[1].time == now + PAUSE_LIMIT
    assert isinstance(events[0], Resumed)
    assert events[0].seat is None
    assert _phase(table) is Phase.PLAYING


def test_pauses_of_one_abrechnung_add_up_to_the_limit() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=2, clock=None)
    table.tick(0.0)
    now = _play_until_abrechnung(table, 0.0)
    table.pause(0, now)
    table.resume(1, now + 100)
    table.pause(1, now + 110)
    assert table.deadline == now + 110 + PAUSE_LIMIT - 100
    assert _names(table.tick(now + 130)) == ["Resumed"]
    with pytest.raises(TableError, match="used up"):
        table.pause(0, now + 131)


def test_alone_against_the_computer_the_pause_is_unlimited() -> None:
    table = Table("schafkopf", ["Anna"], seed=2, clock=30)
    table.tick(0.0)
    now = _play_until_abrechnung(table, 0.0)
    assert table.pause_limit is None
    table.pause(0, now)
    assert table.deadline is None
    assert table.tick(now + 86_400) == []
    assert table.phase is Phase.ABRECHNUNG
    events = table.resume(0, now + 86_401)
    assert _names(events) == ["Resumed"]
    # with a clock the Abrechnung goes on once the reading time and Bedenkzeit are used
    assert table.phase is Phase.ABRECHNUNG
    table.confirm(0, now + 86_402)
    assert _phase(table) is Phase.PLAYING


def test_a_pause_asked_during_a_game_begins_at_the_abrechnung() -> None:
    table = Table("schafkopf", ["Anna", "Bert"], seed=2, clock=None)
    table.tick(0.0)
    table.pause(0, 0.5)
    assert not table.paused
    _play_until_abrechnung(table, 1.0)
    assert table.paused


def test_computers_alone_play_a_whole_match_in_one_tick() -> None:
    table = Table("schafkopf", [], seed=1, clock=None)
    events = table.tick(0.0)
    assert table.phase is Phase.OVER
    assert isinstance(events[-1], MatchOver)
    assert sum(isinstance(e, GameOver) for e in events) == 8
    assert events[-1].totals == table.match.totals
    record = table.record()
    assert record.is_over
    assert record.totals == table.match.totals


def test_computer_delay_spaces_the_computer_moves() -> None:
    table = Table("schafkopf", [], seed=1, clock=None, computer_delay=2.0)
    events = table.tick(5.0)
    moves = [e for e in events if isinstance(e, Moved)]
    assert [m.time for m in moves] == [2.0, 4.0]


def test_schapa_table_last_trick_augen_and_record() -> None:
    rules = sp.Rules(players=3, rounds=(1, 7))
    table = Table("schapa", ["Anna"], rules=rules, seed=4, clock=None)
    table.tick(0.0)
    assert table.num_seats == 3
    now = 0.0
    while table.phase is not Phase.OVER:
        if table.phase is Phase.ABRECHNUNG:
            now += 1
            table.confirm(0, now)
            continue
        now = _play_until_abrechnung(table, now)
        if table.number == 1:
            trick = table.last_trick()
            assert trick is not None
            assert len(trick.cards) == 3
            assert sum(table.augen()) == sum(table.state.settle().scores)
    record = table.record()
    assert len(record.deals) == 2
    assert record.names == ("Anna", "Computer 1", "Computer 2")


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="Bedenkzeit"):
        Table("schafkopf", clock=45)
    with pytest.raises(ValueError, match="8, 12, 16 or 24"):
        Table("schafkopf", games=5)
    with pytest.raises(ValueError, match="seats"):
        Table("schafkopf", ["a", "b", "c", "d", "e"])
    with pytest.raises(ValueError, match="bot"):
        Player("x", bot="genius")
    table = Table("schafkopf", ["Anna"], clock=None)
    with pytest.raises(ValueError, match="forward"):
        table.tick(-1.0)
