"""A match: the rounds of ``Rules.rounds`` in order, the dealer moving clockwise, running
totals, and the places (equal totals share a place).

>>> import random
>>> from kartenregeln import schapa as sp
>>> rng = random.Random(3)
>>> match = sp.Match(sp.Rules(players=3, rounds=(1, 7)), first_dealer=2)
>>> while not match.is_over:
...     state = match.deal(rng)
...     while not state.is_over:
...         state = state.apply(rng.choice(state.legal_actions()))
...     match = match.record(state)
>>> len(match.results), match.round, sum(match.totals) == 5 * 16 - 60
(2, None, True)
"""

from __future__ import annotations

import random

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.errors import FactError
from kartenregeln.game import Placement
from kartenregeln.messages import say
from kartenregeln.schapa.rounds import ROUNDS
from kartenregeln.schapa.rules import Rules
from kartenregeln.schapa.scoring import RoundSettlement
from kartenregeln.schapa.state import HandsInput, RoundState, deal

__all__ = ["Match"]


def _check_rules(inst: Match, _attr: object, value: Rules) -> None:
    if not isinstance(value, Rules):
        raise TypeError(f"Match.rules must be a schapa Rules value, not {value!r}")


def _check_first_dealer(inst: Match, _attr: object, value: object) -> None:
    n = inst.rules.players
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise ValueError(say("match_seat_to", name="first_dealer", last=n - 1, value=repr(value)))


def _check_results(inst: Match, _attr: object, value: object) -> None:
    """The rounds played so far: the settlements of ``rules.rounds`` in order, one per
    round, each for this table's number of seats."""
    if not isinstance(value, tuple):
        raise TypeError(f"Match.results must be a tuple of RoundSettlement values, not {value!r}")
    rounds = inst.rules.rounds
    if len(value) > len(rounds):
        raise FactError(say("results_rounds", n=len(value), games=len(rounds)))
    n = inst.rules.players
    for i, r in enumerate(value):
        if not isinstance(r, RoundSettlement):
            raise TypeError(f"results[{i}] must be a schapa RoundSettlement, not {r!r}")
        if r.round != rounds[i]:
            raise FactError(say("results_round", i=i, game=i + 1, round=rounds[i], other=r.round))
        if len(r.scores) != n:
            raise FactError(say("results_seats_round", i=i, n=len(r.scores), seats=n))


@attrs.frozen(slots=True)
class Match(WireMethods):
    """A match as a value: ``record`` returns the match with one more round.

    ``results`` holds the settlements of the rounds played so far, in order.
    """

    rules: Rules = attrs.field(validator=_check_rules)
    """The rules of the match; ``rules.rounds`` are its rounds, in order."""
    first_dealer: int = attrs.field(default=0, validator=_check_first_dealer)
    """The dealer of the first round; the deal moves one seat on per round."""
    results: tuple[RoundSettlement, ...] = attrs.field(default=(), validator=_check_results)
    """The settlements of the rounds played so far, one per round of ``rules.rounds`` in order."""

    @property
    def num_seats(self) -> int:
        return self.rules.players

    @property
    def is_over(self) -> bool:
        """Whether every round has been played."""
        return len(self.results) >= len(self.rules.rounds)

    @property
    def round(self) -> int | None:
        """The number of the next round to play, ``None`` once the match is over."""
        if self.is_over:
            return None
        return self.rules.rounds[len(self.results)]

    @property
    def dealer(self) -> int:
        """The dealer of the next round: one seat clockwise per round."""
        return (self.first_dealer + len(self.results)) % self.rules.players

    def _next_round(self) -> int:
        number = self.round
        if number is None:
            raise ValueError(say("match_over"))
        return number

    def deal(self, rng: random.Random) -> RoundState:
        """Shuffle and deal the next round."""
        return deal(self.rules, round=self._next_round(), dealer=self.dealer, rng=rng)

    def start(self, hands: HandsInput) -> RoundState:
        """The next round with the given hands (positionally or as ``hands=``, as in every
        game)."""
        return RoundState.start(
            self.rules, round=self._next_round(), dealer=self.dealer, hands=hands
        )

    def record(self, state: RoundState) -> Match:
        """The match with the finished round ``state`` added. Raises ``ValueError`` for a
        round that is not over or is not the match's next round (number, dealer, rules)."""
        number = self._next_round()
        if not isinstance(state, RoundState):
            raise TypeError(f"record takes a schapa RoundState, not {state!r}")
        if state.rules != self.rules:
            raise ValueError(say("record_rules_round"))
        if state.round != number or state.dealer != self.dealer:
            raise ValueError(
                say(
                    "record_round",
                    round=number,
                    seat=self.dealer,
                    other=state.round,
                    dealer=state.dealer,
                )
            )
        if not state.is_over:
            raise ValueError(say("round_not_over", round=number, seat=state.to_move))
        return Match(self.rules, self.first_dealer, (*self.results, state.settle()))

    @property
    def totals(self) -> tuple[int, ...]:
        """The running total per seat."""
        out = [0] * self.rules.players
        for r in self.results:
            for s, v in enumerate(r.scores):
                out[s] += v
        return tuple(out)

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    def placements(self) -> tuple[Placement, ...]:
        """Each seat's place by total (seat order, [`Placement`][kartenregeln.game.Placement]
        values with ``bonus`` 0), 1 = best; equal totals share a place (1, 1, 3)."""
        totals = self.totals
        return tuple(
            Placement(seat, mine, 1 + sum(t > mine for t in totals))
            for seat, mine in enumerate(totals)
        )

    def winners(self) -> tuple[int, ...]:
        """The seats in first place (more than one on a tie)."""
        return tuple(s for s, p in enumerate(self.placements()) if p.place == 1)

    def score_sheet(self, lang: str = "en") -> str:
        """The score sheet as text: one line per round, the totals and the places."""
        n = self.rules.players
        de = lang == "de"
        head = "Runde" if de else "round"
        seat = "Sitz" if de else "seat"
        rows = [[head, *(f"{seat} {s}" for s in range(n))]]
        for r in self.results:
            name = ROUNDS[r.round].name("de" if de else "en")
            rows.append([f"{r.round} {name}", *(f"{v:+d}" for v in r.scores)])
        rows.append(["Summe" if de else "total", *(f"{v:+d}" for v in self.totals)])
        rows.append(["Platz" if de else "place", *(str(p.place) for p in self.placements())])
        widths = [max(len(row[i]) for row in rows) for i in range(n + 1)]
        lines = []
        for row in rows:
            cells = [row[0].ljust(widths[0])] + [
                c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)
            ]
            lines.append("  ".join(cells).rstrip())
        return "\n".join(lines)
