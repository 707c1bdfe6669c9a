"""What each card cost: analyse a game from a NetSchafkopf protocol card by card, from the
fourth-to-last trick, with every legal card valued by the exact solver; print the cards that
lost value and a summary per player, and write the page that shows each trick with the
alternatives under each card."""

from __future__ import annotations

import tempfile
from pathlib import Path

from kartenregeln.analysis import analyse
from kartenregeln.formats import read_netschafkopf
from kartenregeln.schafkopf.contracts import card_code

PROTOCOL = (
    Path(__file__).resolve().parents[1]
    / "tests/data/formats/netschafkopf/Schafkopfprotokoll_vom_16.05.20.txt"
)


def main() -> None:
    session = read_netschafkopf(PROTOCOL)
    game = session.game(3)
    result = analyse(game, names=session.players)
    print(result.to_text("en"), end="")
    print(result.to_text("de"), end="")
    # only Gast's cards, from trick 7, with SearchBot's choice from Gast's own view
    mine = analyse(game, names=session.players, seat=3, from_trick=7, search=True, search_samples=8)
    for d in mine.decisions:
        search = "-" if d.search is None else card_code(d.search)
        print(
            f"trick {d.trick}: Gast played {card_code(d.played)}, the best was worth "
            f"{d.best:+g}; SearchBot would have played {search}"
        )
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "analysis.html"
        page.write_text(result.to_html(), encoding="utf-8")
        print(f"the page has {page.read_text(encoding='utf-8').count('<svg')} card pictures")


if __name__ == "__main__":
    main()
