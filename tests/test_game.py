"""The Settlement base, and every promise ``kartenregeln.testing.check_game`` makes, each
broken once.

A broken game is Schapa with one member of its rounds replaced: ``_Broken`` wraps a real
round and passes everything through, and each subclass breaks one promise (its descriptor
is Schapa's with that state type and a match that deals it). ``check_game`` must name
each broken promise.
"""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest

import kartenregeln
from kartenregeln import IllegalActionError, NotationError, get_game
from kartenregeln import game as protocol
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.game import Game, GameCheckError, Settlement, SettlementLine
from kartenregeln.testing import check_game


def test_settlement_prints_its_lines() -> None:
    s = Settlement(
        scores=(3, 1),
        breakdown=(SettlementLine("tricks", 4), SettlementLine("Kontra", 2, factor=True, seat=1)),
    )
    assert str(s) == "tricks: +4\nKontra (seat 1): ×2\nscores: +3 +1"


def test_there_is_one_check_game() -> None:
    # the conformance suite is kartenregeln.testing.check_game, also kartenregeln.check_game;
    # the factory-based one of kartenregeln.game (and its PlayableState) is gone
    assert kartenregeln.check_game is check_game
    assert not hasattr(protocol, "check_game")
    assert not hasattr(protocol, "PlayableState")
    with pytest.raises(TypeError, match="takes a registered Game"):
        check_game(lambda rng: sp.deal(sp.Rules(), round=1, dealer=0, rng=rng))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="rules must be schapa's Rules"):
        check_game(get_game("schapa"), rules=sk.Rules())


def test_check_game_plays_the_rules_it_is_given() -> None:
    seen: list[int] = []

    class Counting(_Broken):
        @property
        def num_seats(self) -> int:
            seen.append(self.inner.rules.players)
            return self.inner.num_seats

    assert check_game(_game(Counting), rules=sp.Rules(players=5), games=2, **_QUICK) > 0
    assert set(seen) == {5}


# -- each promise, broken once ----------------------------------------------------------------


@attrs.frozen
class _Broken:
    """A Schapa round that passes every member through to ``inner``."""

    inner: sp.RoundState
    mark: int = 0

    def __getattr__(self, name: str) -> Any:
        if name in ("inner", "mark"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def apply(self, action: Any) -> Any:
        return type(self)(self.inner.apply(action))


def _game(state_type: type[_Broken]) -> Game:
    class Dealing:
        def __init__(self, rules: sp.Rules) -> None:
            self.inner = sp.Match(rules)

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

        def deal(self, rng: random.Random) -> _Broken:
            return state_type(self.inner.deal(rng))

        def start(self, hands: Any) -> _Broken:
            return state_type(self.inner.start(hands))

        def record(self, state: Any) -> Dealing:
            recorded = Dealing(self.inner.rules)
            recorded.inner = self.inner.record(getattr(state, "inner", state))
            return recorded

    changes: dict[str, Any] = {"state_type": state_type, "match_type": Dealing}
    return attrs.evolve(get_game("schapa"), **changes)


_QUICK: dict[str, Any] = {
    "check_views": False, "check_text": False, "check_json": False, "check_pickle": False,
}  # fmt: skip


class Mutating(_Broken):
    def apply(self, action: Any) -> Any:
        child = super().apply(action)
        object.__setattr__(self, "mark", 9)
        return child


class NoReason(_Broken):
    def why_illegal(self, action: Any, lang: str = "en") -> str | None:
        return None


_FLIPS = iter(range(10**9))


class Flaky(_Broken):
    def legal_actions(self) -> tuple[Any, ...]:
        legal = self.inner.legal_actions()
        return legal[::-1] if next(_FLIPS) % 2 else legal


class OverAtOnce(_Broken):
    @property
    def is_over(self) -> bool:
        return True


class NoMoves(_Broken):
    def legal_actions(self) -> tuple[Any, ...]:
        return ()


class ForgetsHistory(_Broken):
    @property
    def history(self) -> tuple[Any, ...]:
        history = self.inner.history
        return () if len(history) == 2 else history


class ApplyBreaks(_Broken):
    def apply(self, action: Any) -> Any:
        if not isinstance(action, str) and self.inner.history:
            raise RuntimeError("boom")
        return super().apply(action)


class TextDiffers(_Broken):
    def apply(self, action: Any) -> Any:
        child = super().apply(action)
        return attrs.evolve(child, mark=7) if isinstance(action, str) else child


class WrongSeat(_Broken):
    def apply(self, action: Any) -> Any:
        try:
            return super().apply(action)
        except IllegalActionError as exc:
            raise IllegalActionError(None, exc.action, exc.reason) from None


class AppliesAnything(_Broken):
    def apply(self, action: Any) -> Any:
        if self.inner.why_illegal(action) is None:
            return super().apply(action)
        return self


class FourScores(_Broken):
    def settle(self) -> Settlement:
        return Settlement(scores=(1, 2, 3, 4), breakdown=())  # three seats play


class ShowsOthers(_Broken):
    def view(self, seat: int) -> Any:
        view = self.inner.view(seat)
        other = self.inner.hand((seat + 1) % self.inner.num_seats)
        return attrs.evolve(view, hand=kartenregeln.CardSet.from_mask(view.hand.mask | other.mask))


@pytest.mark.parametrize(
    ("cls", "problem"),
    [
        (Mutating, "changed the state"),
        (NoReason, "no reason|was applied"),
        (Flaky, "not deterministic"),
        (OverAtOnce, "final state has legal actions"),
        (NoMoves, "non-final state has no legal action"),
        (ForgetsHistory, "did not extend the history|history is"),
        (ApplyBreaks, "does not apply"),
        (TextDiffers, r"apply\(text\) and apply\(action\) differ"),
        (WrongSeat, "IllegalActionError names"),
        (AppliesAnything, "was applied"),
        (ShowsOthers, r"view\(0\)\.hand is .*, not the seat's cards"),
        (FourScores, r"settle\(\) gave the scores \(1, 2, 3, 4\)"),
    ],
)
def test_check_game_catches_each_broken_promise(cls: type[_Broken], problem: str) -> None:
    with pytest.raises(GameCheckError, match=problem):
        check_game(_game(cls), rules=sp.Rules(players=3), games=2, seed=2, **_QUICK)


def test_the_unbroken_wrapper_passes() -> None:
    # the broken variants fail because of what they break, not because of the wrapper
    assert check_game(_game(_Broken), rules=sp.Rules(players=3), games=2, seed=2, **_QUICK) > 0


def test_check_game_catches_a_game_that_never_ends() -> None:
    with pytest.raises(GameCheckError, match="did not end within 5 actions"):
        check_game(get_game("schapa"), games=1, max_actions=5, **_QUICK)


def test_check_game_catches_an_action_whose_text_does_not_parse() -> None:
    def refuse(text: str) -> Any:
        raise NotationError(text, "never")

    game = attrs.evolve(get_game("schapa"), parse_action=refuse)
    with pytest.raises(GameCheckError, match="does not parse"):
        check_game(game, games=1, **_QUICK)


def test_check_game_catches_a_parser_that_reads_another_action() -> None:
    def wrong(text: str) -> Any:
        action = sp.parse_action(text)
        if isinstance(action, sp.Play):
            return sp.Play(kartenregeln.Card.from_index((action.card.index + 1) % 52))
        return action

    game = attrs.evolve(get_game("schapa"), parse_action=wrong)
    with pytest.raises(GameCheckError, match="parses to"):
        check_game(game, games=1, **_QUICK)
