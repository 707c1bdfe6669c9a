"""Read a NetSchafkopf game protocol: the session's rules as its prices show them, the
players, every game replayed and settled as the file says, and the games the library
cannot represent, each with its reason."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from kartenregeln.formats import read_netschafkopf, to_openschafkopf

PROTOCOL = (
    Path(__file__).resolve().parents[1]
    / "tests/data/formats/netschafkopf/Schafkopfprotokoll_vom_16.05.20.txt"
)


def main() -> None:
    session = read_netschafkopf(PROTOCOL)
    tariff = session.rules.tariff
    print(f"{PROTOCOL.name}: rule set {session.ruleset!r}, {session.played_by}")
    print(f"players (by seat): {', '.join(session.players)}")
    print(f"tariff: Rufspiel {tariff.rufspiel}, Solo {tariff.solo}, extra {tariff.extra}")
    for note in session.assumed:
        print(f"  not in the file, assumed: {note}")
    kinds = Counter(str(g.state.game.kind) for g in session.games if g.state.game)
    print(f"{len(session.games)} games replayed and settled as the file says: {dict(kinds)}")
    for skipped in session.skipped:
        print(f"  game {skipped.number} (line {skipped.line}) skipped: {skipped.reason}")
    game = session.game(1)
    result = game.state.settle()
    print(
        f"game 1 ({game.state.game}): the file's price {game.price}, the library's {result.value}"
    )
    for name, amount in zip(session.players, result.balance, strict=True):
        print(f"  {name:>8} {amount:+d}")
    print("in openschafkopf's notation:")
    print("  " + to_openschafkopf(game.state, drop_doublings=True))


if __name__ == "__main__":
    main()
