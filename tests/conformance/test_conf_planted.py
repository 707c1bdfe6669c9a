"""The checker checked: a defect planted in a real game, one at a time, is found by
``check_game`` and named. Each planted defect wraps Schapa's states, views and match so
that exactly one promise of the game protocol breaks; ``check_game`` must raise
``GameCheckError`` with the words that name that promise (a checker that passed a broken
game would let the same defect through in a game of its own)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from kartenregeln import get_game
from kartenregeln import schapa as sp
from kartenregeln.errors import IllegalActionError
from kartenregeln.game import GameCheckError
from kartenregeln.testing import check_game

_CALLS = itertools.count()
"""A counter for the defects that answer differently on each call."""


@attrs.frozen
class _View:
    inner: sp.RoundView
    state: _State = attrs.field(eq=False)  # what the view is of: not part of its value
    stamp: int = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    @property
    def legal_actions(self) -> tuple[Any, ...]:
        if self.state.defect == "view_legal" and self.inner.legal_actions:
            return self.inner.legal_actions[1:]
        return tuple(self.inner.legal_actions)

    @property
    def hand(self) -> Any:
        if self.state.defect == "view_hand" and self.state.inner.history:
            return self.state.inner.hand((self.inner.seat + 1) % self.state.inner.num_seats)
        return self.inner.hand

    @property
    def trick(self) -> Any:
        if self.state.defect == "view_trick":
            return ()
        return self.inner.trick

    def sample(self, rng: random.Random, *, tries: int = 200) -> _State:
        return _State(self.inner.sample(rng, tries=tries), self.state.defect)


@attrs.frozen
class _State:
    inner: sp.RoundState
    defect: str

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def _wrap(self, inner: sp.RoundState) -> _State:
        return _State(inner, self.defect)

    def legal_actions(self) -> tuple[Any, ...]:
        legal = tuple(self.inner.legal_actions())
        if self.defect == "final_moves" and self.inner.is_over:
            return (sp.ENDE,)
        if self.defect == "nondeterministic" and len(legal) > 1 and next(_CALLS) % 2:
            return legal[::-1]
        return legal

    @property
    def history(self) -> tuple[Any, ...]:
        if self.defect == "history" and self.inner.history:
            return tuple(self.inner.history[:-1])
        return tuple(self.inner.history)

    @property
    def num_seats(self) -> int:
        return self.inner.num_seats + (self.defect == "num_seats")

    @property
    def hands(self) -> Any:
        hands = self.inner.hands
        return hands[::-1] if self.defect == "hands" else hands

    @property
    def dealer(self) -> int:
        return -1 if self.defect == "dealer" else self.inner.dealer

    def why_illegal(self, action: Any) -> Any:
        if self.defect == "no_reason":
            return None
        return self.inner.why_illegal(action)

    def is_legal(self, action: Any) -> bool:
        if self.defect == "no_reason":
            return action in self.legal_actions()
        return self.inner.is_legal(action)

    def apply(self, action: Any) -> _State:
        if self.defect == "applies_illegal" and not self.inner.is_legal(action):
            return self
        if self.defect == "wrong_seat" and not self.inner.is_legal(action):
            seat = (self.inner.to_move or 0) + 1
            raise IllegalActionError(seat, action, "planted: names the wrong seat")
        if self.defect == "text_differs" and isinstance(action, str):
            legal = self.inner.legal_actions()
            return self._wrap(self.inner.apply(legal[-1] if len(legal) > 1 else action))
        return self._wrap(self.inner.apply(action))

    def view(self, seat: int) -> _View:
        stamp = next(_CALLS) if self.defect == "view_not_value" else 0
        return _View(self.inner.view(seat), self, stamp)

    def settle(self) -> Any:
        result = self.inner.settle()
        if self.defect == "settle" and next(_CALLS) % 2:
            return attrs.evolve(result, scores=tuple(s + 1 for s in result.scores))
        return result


class _Match:
    defect = ""
    """The defect planted in the states this match deals (set by each test)."""

    def __init__(self, rules: sp.Rules, inner: sp.Match | None = None) -> None:
        self.inner = sp.Match(rules) if inner is None else inner

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Match) and self.inner == other.inner

    def __hash__(self) -> int:
        return hash(self.inner)

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet: while unpickling
            raise AttributeError(name)
        return getattr(self.inner, name)

    def deal(self, rng: random.Random) -> _State:
        return _State(self.inner.deal(rng), self.defect)

    def record(self, state: _State) -> _Match:
        if self.defect == "record_forgets":
            return _Match(self.inner.rules, self.inner)
        if self.defect == "records_unfinished" and not state.inner.is_over:
            return self
        return _Match(self.inner.rules, self.inner.record(state.inner))


def _planted(defect: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(_Match, "defect", defect)
    # the wrappers hand every other member on to Schapa's (which mypy cannot see)
    changes: dict[str, Any] = {"match_type": _Match, "state_type": _State}
    return attrs.evolve(get_game("schapa"), **changes)


PLANTED: dict[str, str] = {
    "nondeterministic": r"legal_actions\(\) is not deterministic",
    "final_moves": "a final state has legal actions",
    "history": "history is|did not extend the history",
    "num_seats": "num_seats is not rules.players",
    "hands": r"state.hands does not agree with state.hand\(seat\)",
    "dealer": "the dealer -1 is no seat",
    "no_reason": "has no reason",
    "applies_illegal": "was applied",
    "text_differs": r"apply\(text\) and apply\(action\) differ",
    "view_legal": r"legal_actions differ from the state's",
    "view_hand": r"\.hand is",
    "view_trick": r"\.trick is",
    "settle": r"settle\(\) gives a different result when called again",
    "view_not_value": r"is not a value \(two calls differ\)",
    "wrong_seat": "IllegalActionError names",
    "record_forgets": "Match.record did not add the game's settlement",
    "records_unfinished": "Match.record took an unfinished game",
}


@pytest.mark.parametrize("defect", sorted(PLANTED))
def test_a_planted_defect_is_found_and_named(defect: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _planted(defect, monkeypatch)
    check: Callable[..., int] = check_game
    with pytest.raises(GameCheckError, match=PLANTED[defect]):
        check(game, games=2, seed=3, check_text=False, check_json=False, check_facts=False)


def test_the_wrapper_without_a_defect_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    # the planted games differ from Schapa only in their defect: without one, the same
    # checks pass, so each failure above is the defect's
    assert (
        check_game(
            _planted("none", monkeypatch),
            games=2,
            seed=3,
            check_text=False,
            check_json=False,
            check_facts=False,
        )
        > 2
    )
