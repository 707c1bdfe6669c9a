"""A game told in sentences: the narrator the terminal and the web table share.

A score app, a screen reader or a chat bot can tell a table's events the way
``kartenregeln play`` does: ``kartenregeln.session.Narrator`` turns every event of a
``Table`` into sentences for one seat in one language, with no screen and no keys. Here
Anna plays the first legal card or call each time, the computers play the other seats,
and one deal of Schafkopf is told in German, then one Schapa round in English.
"""

from __future__ import annotations

from kartenregeln.session import Narrator
from kartenregeln.table import GameOver, Player, Table


def tell_one_deal(game: str, lang: str, seed: int) -> None:
    table = Table(game, [Player.person("Anna")], seed=seed, clock=None)
    narrator = Narrator(table, lang=lang)
    now = 0.0
    events = table.tick(now)
    while True:
        for event in events:
            for line in narrator.event_lines(event):
                print(line)
            if isinstance(event, GameOver):
                return
        now += 1.0
        if 0 in table.waiting_for():
            events = table.act(0, table.state.legal_actions()[0], now)
        else:
            events = table.tick(now)


def main() -> None:
    tell_one_deal("schafkopf", "de", seed=3)
    print()
    tell_one_deal("schapa", "en", seed=3)


if __name__ == "__main__":
    main()
