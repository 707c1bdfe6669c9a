"""The solver's and the searching bot's view of Schapa.

Everyone plays for himself: the team is the seat alone, the payoff its round score, so
the solver's value is the paranoid value (what the seat can guarantee).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Any

from kartenregeln.bots._native.native import backend as solver_backend
from kartenregeln.bots.adapters import FastSolver, GenericAdapter
from kartenregeln.bots.schapa import fast as fast_schapa
from kartenregeln.bots.schapa.heuristic import SchapaHeuristic, card_values
from kartenregeln.bots.schapa.inference import PlayInference
from kartenregeln.cards import CardSet
from kartenregeln.schapa.actions import Play, played_by
from kartenregeln.schapa.state import LayoutRoundState, RoundState, TrickRoundState

__all__ = ["SchapaAdapter"]


class SchapaAdapter(GenericAdapter):
    """Hooks for Schapa: the fast solver from the last five tricks on with three or four
    players, four with five, three with six (a sampled world then costs a median of
    1–5 ms, a 90th percentile of at most about 25 ms); round 7 from 16 cards in the hands
    on (median 1–8 ms, 90th percentile 10–16 ms).

    With the compiled solver (``solver_backend() == "native"``) a trick round is solved
    exactly one trick earlier (the last six tricks with three or four players), and the
    playouts before that are played by ``HeuristicBot`` only to that trick and solved
    exactly from there. Round 7, the layout, has no compiled search: it stays as above."""

    exact_cards = 20
    native_exact_cards = 24
    infer_play = True
    """Whether SearchBot draws the worlds of the trick rounds weighed by the cards the
    other seats chose (``play_worlds``); off: every consistent world alike."""
    play_eps = 0.1
    """The model's share of mistakes per decision (``PlayInference``'s ``eps``)."""

    def __init__(self) -> None:
        self.native = solver_backend() == "native"
        self.exact_playouts = self.native

    def exact_limit(self, state: Any) -> int:
        if self.native and isinstance(state, TrickRoundState):
            return self.native_exact_cards
        return self.exact_cards

    def at_boundary(self, state: Any) -> bool:
        return isinstance(state, TrickRoundState) and not state.trick

    def cards_left(self, state: Any) -> int:
        """A size measure compared with ``exact_cards``: four per trick left in a trick
        round (plus 4 with five players, 8 with six), the cards in the hands plus 4 in
        round 7."""
        if isinstance(state, TrickRoundState):
            n = state.rules.players
            tricks = max(m.bit_count() for m in state.hand_masks)
            return 4 * tricks + max(0, 4 * (n - 4))
        return int(sum(m.bit_count() for m in state.hand_masks)) + 4

    def play_worlds(self, view: Any, rng: Any, n: int | None) -> Iterator[Any]:
        """Worlds for SearchBot's card play, weighed by how well ``HeuristicBot`` explains
        the other seats' cards (``bots.schapa.inference``)."""
        return PlayInference(view, self.play_eps).worlds(rng, n)

    def policy(self) -> Any:
        return SchapaHeuristic()

    def fast_solver(self, state: Any, seat: int) -> FastSolver | None:
        """The fast solver of a trick round or of round 7, the layout."""
        if fast_schapa.supports(state):
            return fast_schapa.SchapaSolver(state, seat)
        if fast_schapa.supports_layout(state):
            return fast_schapa.LayoutSolver(state, seat)
        return None

    def dealt_and_played(self, world: Any) -> tuple[list[int], list[int]]:
        n = world.rules.players
        return list(world.hand_masks), played_by(world.history, world.view(0).movers, n)

    def redeal(self, world: Any, hands: list[int]) -> Any:
        cards = [CardSet.from_mask(m) for m in hands]
        return RoundState.start(world.rules, round=world.round, dealer=world.dealer, hands=cards)

    def team(self, state: Any, seat: int) -> frozenset[int]:
        return frozenset({seat})

    def payoff(self, state: Any, seat: int) -> float:
        return float(state.settle().scores[seat])

    def key(self, state: Any, seat: int) -> Hashable | None:
        if isinstance(state, TrickRoundState):
            if state.trick:
                return None
            values, _, _ = card_values(state.round, state.rules.info.mask)
            scoring = sum(1 << i for i in range(52) if values[i])
            won = sum(1 for t in state.tricks if t.winner == seat)
            return (state.hand_masks, state.to_move, won, state.taken[seat] & scoring)
        if isinstance(state, LayoutRoundState):
            place = state.finished.index(seat) if seat in state.finished else -1
            return (state.hand_masks, state.to_move, state.laid, state.lays,
                    len(state.finished), place)  # fmt: skip
        return None

    def moves(self, state: Any) -> tuple[Any, ...]:
        legal = state.legal_actions()
        if not isinstance(state, TrickRoundState) or len(legal) < 2:
            return tuple(legal)
        values, _, _ = card_values(state.round, state.rules.info.mask)
        live = 0
        for m in state.hand_masks:
            live |= m
        for c in state.trick:
            live |= c.bit
        out: list[Any] = []
        prev = -1
        for action in legal:
            idx = action.card.index if isinstance(action, Play) else -1
            if (
                prev >= 0
                and idx // 13 == prev // 13
                and values[idx] == values[prev]
                and not live & (((1 << idx) - 1) & ~((1 << (prev + 1)) - 1))
            ):
                continue  # no live card between: the same move as the previous card
            out.append(action)
            prev = idx
        return tuple(out)
