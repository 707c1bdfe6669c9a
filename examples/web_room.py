"""A web table without the network: a room of `kartenregeln serve`, its SQLite log and the
JSON page one browser is sent. (`kartenregeln serve` runs the same rooms behind
Starlette; this script needs no extra.)"""

import json
import tempfile
from pathlib import Path

from kartenregeln.web.page import page_model
from kartenregeln.web.room import Room
from kartenregeln.web.settings import check_settings
from kartenregeln.web.store import Store

with tempfile.TemporaryDirectory() as tmp:
    db = Path(tmp) / "tables.sqlite3"
    store = Store(db)
    # the lobby's form: Schafkopf, one person and three computer players, 60 s Bedenkzeit
    settings = check_settings({"seats": ["person", "heuristic", "random", "search"],
                               "clock": 60, "seed": 7, "computer_delay": 0})  # fmt: skip
    room = Room("demo", settings, store)
    store.create("demo", 0.0, settings)
    room.sit(0, "Anna")  # every person seat taken: the first game is dealt
    room.step()  # the computer players before Anna
    page = page_model(room, 0, "en")
    print("Anna's cards:", page["view"]["hand"], "- she may:", page["view"]["legal_actions"])
    room.perform("act", 0, page["view"]["legal_actions"][-1])  # written to SQLite, then told
    room.step()
    print("\n".join(line["en"] for line in room.lines))
    store.close()
    # a new server process on the same file: the table is back at the same position
    store = Store(db)
    again = Room.restore(next(store.tables()), store)
    assert again.table is not None
    assert room.table is not None
    print("restored at the same position:", again.table.state == room.table.state)
    print(json.dumps(page_model(again, 0, "en")["clock"]))
