"""kartenregeln.testing.check_game on both registered games, and on broken games (each
broken promise is found and named)."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

from kartenregeln import get_game
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.game import Game, GameCheckError
from kartenregeln.testing import check_game, random_rules


@pytest.mark.parametrize("name", ["schafkopf", "schapa"])
def test_check_game_passes_on_both_games(name: str) -> None:
    assert check_game(get_game(name), games=4, seed=1) > 4


def test_check_game_plays_house_rules_and_seat_counts() -> None:
    rng = random.Random(5)
    seen_sk = {random_rules(get_game("schafkopf"), rng) for _ in range(20)}
    assert all(isinstance(r, sk.Rules) for r in seen_sk)
    assert {r.players for r in seen_sk} == {3, 4}
    assert len(seen_sk) > 10
    seen_sp = {random_rules(get_game("schapa"), rng) for _ in range(40)}
    assert {r.players for r in seen_sp} == {3, 4, 5, 6}


def _broken(game: Game, **changes: Any) -> Game:
    return attrs.evolve(game, **changes)


def test_a_parse_that_loses_actions_is_found() -> None:
    game = get_game("schapa")

    def parse(text: str) -> Any:
        action = sp.parse_action(text)
        return sp.ENDE if action != sp.ENDE else sp.SCHAPA

    with pytest.raises(GameCheckError, match="parses to"):
        check_game(_broken(game, parse_action=parse), games=1, check_views=False)


@attrs.frozen
class _LeakyView:
    """A Schapa view that tells the other hands: two worlds give different views."""

    inner: sp.RoundView
    others: tuple[Any, ...]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def sample(self, rng: random.Random, *, tries: int = 200) -> Any:
        return _Leaky(self.inner.sample(rng, tries=tries))


@attrs.frozen
class _Leaky:
    inner: sp.RoundState

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def view(self, seat: int) -> _LeakyView:
        return _LeakyView(self.inner.view(seat), self.inner.hands)

    def apply(self, action: Any) -> _Leaky:
        return _Leaky(self.inner.apply(action))

    def to_text(self) -> str:
        return self.inner.to_text()


class _LeakyMatch:
    def __init__(self, rules: sp.Rules) -> None:
        self.inner = sp.Match(rules)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def deal(self, rng: random.Random) -> _Leaky:
        return _Leaky(self.inner.deal(rng))


def test_a_view_that_leaks_is_found() -> None:
    game = get_game("schapa")
    leaky = _broken(game, match_type=_LeakyMatch, state_type=_Leaky)
    with pytest.raises(GameCheckError, match=r"sample\(\) gave a world whose view differs"):
        check_game(leaky, games=1, check_text=False, check_json=False)
