"""The solver's and the searching bot's view of Schafkopf.

During card play the parties are fixed: the declarer and his partner against the rest
(everyone alone in Ramsch and Sie). The payoff is the seat's ``balance``, the zero-sum
table money, so partners share it and the solver's value is exact minimax.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from kartenregeln.bots import fast_schafkopf
from kartenregeln.bots.adapters import GenericAdapter
from kartenregeln.bots.schafkopf_heuristic import SchafkopfHeuristic
from kartenregeln.schafkopf.contracts import AUGEN, table_for
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import Phase

__all__ = ["SchafkopfAdapter"]


class SchafkopfAdapter(GenericAdapter):
    """Hooks for Schafkopf: exact from the last five tricks on (20 cards in the hands; the
    fast solver needs a median of 4 ms, a 90th percentile of 13 ms for every card of a
    sampled world there), in a Ramsch from the last four (16 cards: median 1 ms, 90th
    percentile 30 ms). With three players the fast solver does not apply: the generic
    search (``bots.solver``) is exact from the last four tricks (12 cards)."""

    exact_cards = 20

    def cards_left(self, state: Any) -> int:
        """A size measure compared with ``exact_cards``: the cards in the hands, plus 4 in
        a Ramsch (so it is solved exactly from 16 cards on)."""
        if state.phase is not Phase.PLAY:
            return 99
        n = int(sum(state.hand(s).mask.bit_count() for s in range(state.num_seats)))
        if state.num_seats == 3:
            return n + 8  # the generic search: exact from 12 cards, the last four tricks
        return n if fast_schafkopf.supports(state) else n + 4

    def policy(self) -> Any:
        return SchafkopfHeuristic()

    def team(self, state: Any, seat: int) -> frozenset[int]:
        game = state.game
        if game is None or game.kind in (GameKind.RAMSCH, GameKind.SIE):
            return frozenset({seat})
        party = {state.declarer}
        if state.partner is not None:
            party.add(state.partner)
        if seat in party:
            return frozenset(party)
        return frozenset(range(state.num_seats)) - party

    def payoff(self, state: Any, seat: int) -> float:
        return float(state.settle().balance[seat])

    def key(self, state: Any, seat: int) -> Hashable | None:
        game = state.game
        if state.phase is not Phase.PLAY or state.trick or game is None:
            return None
        if game.kind is GameKind.RAMSCH:
            return None
        party = self.team(state, seat)
        augen = sum(state.augen[s] for s in party)
        won = {t.winner in party for t in state.tricks}
        hands = tuple(state.hand(s).mask for s in range(state.num_seats))
        return (hands, state.leader, state.searched, augen, True in won, False in won)

    def moves(self, state: Any) -> tuple[Any, ...]:
        legal = state.legal_actions()
        if state.phase is not Phase.PLAY or len(legal) < 2 or state.game is None:
            return tuple(legal)
        tab = table_for(state.game)
        live = 0
        for s in range(state.num_seats):
            live |= state.hand(s).mask
        for c in state.trick:
            live |= c.bit
        out: list[Any] = []
        kept: list[int] = []
        for action in sorted(legal, key=lambda a: (tab.follow[a.card.index],
                                                   -tab.power[a.card.index])):  # fmt: skip
            c = action.card.index
            if kept:
                k = kept[-1]
                if (
                    tab.follow[k] == tab.follow[c]
                    and AUGEN[k] == AUGEN[c]
                    and not _between(tab, live, k, c)
                ):
                    continue
            out.append(action)
            kept.append(c)
        return tuple(out)


def _between(tab: Any, live: int, hi: int, lo: int) -> bool:
    """Whether a live card of the same class lies strictly between ``hi`` and ``lo``."""
    cls = tab.follow[hi]
    m = live & tab.class_mask[cls]
    while m:
        low = m & -m
        i = low.bit_length() - 1
        m ^= low
        if tab.power[lo] < tab.power[i] < tab.power[hi]:
            return True
    return False
