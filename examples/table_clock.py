"""A table with a clock, driven by a fake clock: the computer plays for a human whose
Bedenkzeit and grace ran out, and the Abrechnung waits for every human."""

from __future__ import annotations

from kartenregeln.table import GameOver, Moved, Phase, Player, Table


def main() -> None:
    table = Table("schafkopf", [Player.person("Anna"), Player.person("Bert")], clock=30, seed=7)
    now = 0.0
    table.tick(now)
    print("seats:", ", ".join(p.name for p in table.players))
    print(f"seat {table.waiting_for()[0]} to move; the computer takes over at {table.deadline}")

    while table.phase is Phase.PLAYING:
        (seat,) = table.waiting_for()
        if seat == 1:  # Bert answers after 5 seconds
            now += 5.0
            table.act(seat, table.state.legal_actions()[0], now)
            continue
        deadline = table.deadline  # Anna never answers
        assert deadline is not None
        now = deadline
        for event in table.tick(now):
            if isinstance(event, Moved) and event.by == "takeover":
                print(f"t={event.time:6.1f}s  the computer plays {event.action} for Anna")
            if isinstance(event, GameOver):
                print("Abrechnung:", event.settlement.scores)
    print("waiting for confirmations from seats", table.waiting_for())
    table.confirm(1, now + 3)
    print("after Bert confirms, still waiting for", table.waiting_for())
    events = table.tick(table.deadline or now)
    print("with a clock it goes on by itself:", type(events[0]).__name__, "game", table.number)
    print("Bilanz:", table.bilanz())


if __name__ == "__main__":
    main()
