"""Record a Schafkopf game as JSON, read it back, step through the replay, and see an
illegal record refused with the entry and the reason."""

from __future__ import annotations

import json
import random

from kartenregeln import RecordError, records
from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot, play_out


def main() -> None:
    rng = random.Random(4)
    start = sk.deal(sk.Rules(), dealer=3, rng=rng)
    state = play_out(start, [HeuristicBot()] * 4, rng)
    text = records.dumps(state, names=["Anna", "Bert", "Cilli", "Done"])
    print(f"the record has {len(text.splitlines())} lines; its actions:")
    data = json.loads(text)
    print("  " + " ".join(data["actions"]))

    record = records.loads(text)
    assert isinstance(record, records.GameRecord)
    print("replay:")
    for k, s in enumerate(record):
        assert isinstance(s, sk.GameState)  # a record of any game: this one is Schafkopf
        if s.history and isinstance(s.history[-1], sk.Play) and len(s.trick) == 0:
            trick = s.tricks[-1]
            print(f"  after action {k}: {record.names[trick.winner]} takes {trick.augen} Augen")
    result = record.result
    assert isinstance(result, sk.Settlement)
    print("result:", sk.describe(result, None, "en"))

    # swap two cards of the last trick: the record no longer replays
    actions = data["actions"]
    actions[-1], actions[-2] = actions[-2], actions[-1]
    try:
        records.loads(json.dumps(data))
    except RecordError as exc:
        print("refused:", exc)


if __name__ == "__main__":
    main()
