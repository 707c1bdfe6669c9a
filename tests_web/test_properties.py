"""Property tests: any text a browser sends is either a well-formed message or refused
with a MessageError; any mix of legal, illegal, out-of-turn and forged actions changes a
table only by the legal ones, and the stored log restores it exactly."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln.errors import KartenregelnError
from kartenregeln.web.messages import KINDS, MessageError, parse_message
from kartenregeln.web.room import Room
from kartenregeln.web.settings import check_settings
from kartenregeln.web.store import Store

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=10,
)
MESSAGE = st.fixed_dictionaries(
    {"type": st.sampled_from([*KINDS, "x", ""])},
    optional={"action": JSON, "seat": JSON, "extra": JSON},
)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=60), JSON.map(json.dumps), MESSAGE.map(json.dumps)))
def test_any_text_is_a_message_or_refused(text: str) -> None:
    try:
        kind, action = parse_message(text, None, 2)
    except MessageError as exc:
        reason = str(exc)
    else:
        reason = ""
    if reason:
        return  # refused, with a reason
    data = json.loads(text)
    assert kind == data["type"]
    assert kind in KINDS
    assert data.get("seat", 2) == 2
    assert set(data) <= {"type", "action", "seat"}
    assert (action is not None) == (kind == "act")


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    moves=st.lists(
        st.tuples(
            st.sampled_from([0, 1]),
            st.sampled_from(["legal", "illegal", "garbage", "confirm", "pause", "resume"]),
            st.integers(0, 40),
        ),
        max_size=60,
    ),
    game=st.sampled_from(["schafkopf", "schapa"]),
)
def test_only_legal_actions_change_a_table_and_the_log_restores_it(
    seed: int, moves: list[tuple[int, str, int]], game: str
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        check_a_table(Path(tmp) / "p.sqlite3", seed, moves, game)


def check_a_table(db: Path, seed: int, moves: list[tuple[int, str, int]], game: str) -> None:
    store = Store(db)
    form = {"game": game, "seats": ["person", "person", "heuristic", "heuristic"]}
    settings_ = check_settings({**form, "seed": seed, "computer_delay": 0})
    store.create("p", 0.0, settings_)
    room = Room("p", settings_, store, standin_after=10**6)
    room.sit(0, "A")
    room.sit(1, "B")
    table = room.table
    assert table is not None
    for seat, what, pick in moves:
        room.step()
        state, seq = table.state, room.seq
        legal = table.state.legal_actions()
        action = {
            "legal": str(legal[pick % len(legal)]) if legal else "weiter",
            "illegal": "HA" if game == "schafkopf" else "2C",
            "garbage": "no such action ☃",
        }.get(what)
        kind = "act" if action is not None else what
        wanted, waiting = table.pause_wanted, table.waiting_for()
        try:
            changed = room.perform(kind, seat, action)
        except KartenregelnError:
            # refused: the game state is the same one; only due time may have been logged
            assert table.state is state or room.seq == seq + 1
            continue
        assert changed == (room.seq > seq)
        if not changed:  # a repeat: a confirm that was given, a pause asked for again
            assert (what, table.state) in {("confirm", state), ("pause", state)}
            assert (wanted == seat) if what == "pause" else (seat not in waiting)
    store.close()
    store = Store(db)
    again = Room.restore(next(store.tables()), store)
    assert again.table is not None
    assert again.table.state == table.state
    assert again.table.phase == table.phase
    assert again.lines == room.lines
    store.close()
