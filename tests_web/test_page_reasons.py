"""The page's reasons for unplayable cards come from the table's own state, not from a
world sampled per card: the words are exactly those of the view's ``why_illegal``, under
random house rules of both games, for the seat to move and the others, in both
languages."""

from __future__ import annotations

import random

import pytest

from kartenregeln.messages import translate
from kartenregeln.registry import get_game
from kartenregeln.table import Phase, Player, Table
from kartenregeln.testing import random_rules
from kartenregeln.web.page import _why


def _sampled_why(view: object, card: object, seat: int, lang: str) -> str:
    """The page's words as they were made before: the view's why_illegal (a sampled
    world per card)."""
    english = view.why_illegal(str(card), "en") or ""  # type: ignore[attr-defined]
    spoken = translate(english, lang, you=seat)
    if spoken == english and lang != "en":
        return str(view.why_illegal(str(card), lang) or "")  # type: ignore[attr-defined]
    return spoken


@pytest.mark.parametrize("game", ["schafkopf", "schapa"])
@pytest.mark.parametrize("seed", range(4))
def test_the_reasons_equal_the_views_under_random_house_rules(game: str, seed: int) -> None:
    rng = random.Random(f"{game}/{seed}")
    rules = random_rules(get_game(game), rng)
    n = rules.players
    table = Table(game, [Player.person(f"P{s}") for s in range(n)], rules=rules, games=None,
                  clock=None, seed=seed)  # fmt: skip
    checked = 0
    now = 0.0
    for _ in range(400):
        now += 1.0
        if table.phase is Phase.OVER:
            break
        if table.phase is Phase.ABRECHNUNG:
            for s in table.waiting_for():
                table.confirm(s, now)
            continue
        for s in range(n):
            view = table.view(s)
            playable = {getattr(a, "card", None) for a in view.legal_actions}
            for c in view.hand:
                if c in playable:
                    continue
                lang = rng.choice(["de", "en"])
                assert _why(table, view, c, s, lang) == _sampled_why(view, c, s, lang)
                checked += 1
        mover = table.state.to_move
        assert mover is not None
        table.act(mover, rng.choice(table.view(mover).legal_actions), now)
    assert checked > 20
