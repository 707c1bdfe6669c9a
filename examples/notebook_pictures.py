# %% [markdown]
# # A game in pictures
#
# Open this file in Jupyter (with jupytext) or VS Code as a notebook: each `show(...)`
# draws its picture inline, and every state, view, settlement and match shows itself as
# a picture when it is the last value of a cell (`_repr_svg_`). Run as a script,
# `python examples/notebook_pictures.py [FOLDER]` prints what each picture shows and, given
# a FOLDER, writes the pictures into it as SVG files.

# %%
from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path
from typing import Any

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln import svg
from kartenregeln.bots import HeuristicBot, play_out


def in_notebook() -> bool:
    try:
        ipython: Any = importlib.import_module("IPython")
    except ImportError:
        return False
    return ipython.get_ipython() is not None


SCRIPT = __name__ == "__main__" and not in_notebook()
OUT = Path(sys.argv[1]) if SCRIPT and len(sys.argv) > 1 else None
NAMES = ["Anna", "Bert", "Cilli", "Done"]


def show(picture: str, name: str) -> None:
    """Draw the picture inline in a notebook, else say what it shows (and write it to OUT)."""
    if in_notebook():
        shown: Any = importlib.import_module("IPython.display")
        shown.display(shown.SVG(picture))
        return
    if OUT is not None:
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / f"{name}.svg").write_text(picture, encoding="utf-8")
    title = picture.split("<title>", 1)[1].split("</title>", 1)[0]
    print(f"{name}.svg: {title} ({len(picture) // 1000} kB)")


# %% [markdown]
# ## A Schafkopf game, trick by trick
# Four heuristic computer players; we watch from Anna's seat. After the bidding and after
# every trick we draw what Anna sees: her hand, the backs of the others' cards, the trick
# just taken and who took it.

# %%
rng = random.Random(2024)
bot = HeuristicBot()
state = sk.deal(sk.Rules(), dealer=3, rng=rng)
show(svg.view(state.view(0), names=NAMES), "00-deal")
while state.phase is not sk.Phase.PLAY and not state.is_over:
    seat = state.to_move
    assert seat is not None
    state = state.apply(bot.choose(state.view(seat), rng))
show(svg.view(state.view(0), names=NAMES), "01-bidding-done")

# %%
tricks = 0
while not state.is_over:
    seat = state.to_move
    assert seat is not None
    state = state.apply(bot.choose(state.view(seat), rng))
    if len(state.tricks) > tricks:
        tricks = len(state.tricks)
        show(svg.view(state.view(0), names=NAMES), f"{1 + tricks:02d}-trick-{tricks}")

# %% [markdown]
# The end: every hand open, and the Abrechnung as a small table.

# %%
show(svg.state(state, names=NAMES), "20-open-table")
if state.is_over:
    show(svg.settlement(state.settle(), names=NAMES), "21-abrechnung")

# %% [markdown]
# ## Schapa's layout, round 7
# The layout grows from the sevens; the outlined places are where a card fits now.

# %%
round7 = sp.deal(sp.Rules(players=4), round=7, dealer=0, rng=random.Random(7))
for step in range(1, 41):
    if round7.is_over:
        break
    round7 = round7.apply(bot.choose(round7.view(round7.to_move or 0), rng))
    if step % 20 == 0:
        show(sp.layout_svg(round7), f"3{step // 20}-layout-after-{step}")

# %% [markdown]
# ## A whole match: the running balance of every seat

# %%
match = sk.Match(sk.Rules(), games=8)
while not match.is_over:
    match = match.record(play_out(match.deal(rng), [bot] * 4, rng))
show(svg.match_chart(match, names=NAMES), "40-match")

# %% [markdown]
# A screen reader reads each picture by its title and description, and each card by its
# long name:

# %%
picture = svg.view(state.view(0), names=NAMES, lang="de")
print(picture.split("<desc>", 1)[1].split("</desc>", 1)[0])
