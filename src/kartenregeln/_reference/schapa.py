"""Schapa written out plainly from the rules, to disagree with the engine.

No code is shared with ``kartenregeln.schapa``: the house rules are read from the fields of
the public ``Rules`` value, cards are their French codes (``"QS"``, ``"10H"``, ``"AC"``),
actions are the notation's words (a card code, ``"schapa"``, ``"ende"``).

>>> from kartenregeln import schapa as sp
>>> rnd = Round(sp.Rules(players=3), 7, dealer=2, hands=[
...     ["7C", "8C"], ["6C", "AD"], ["7D", "KD"]])
>>> sorted(rnd.legal())
['7C']
>>> rnd.apply("7C"); sorted(rnd.legal())
['8C', 'ende']
"""

from __future__ import annotations

from typing import Any

__all__ = ["Round", "deck", "rank_of", "suit_of"]

RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
VALUE = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, "9": 9, "8": 8, "7": 7, "6": 6,
         "5": 5, "4": 4, "3": 3, "2": 2}  # fmt: skip
CLUB_POINTS = {"A": 11, "K": 10, "Q": 10, "J": 10}


def suit_of(card: str) -> str:
    return card[-1]


def rank_of(card: str) -> str:
    return card[:-1]


def deck(players: int) -> list[str]:
    """The cards in play for ``players`` seats."""
    removed = {3: {"2"}, 4: set(), 5: {"2", "3", "4"}, 6: {"2"}}[players]
    return [r + s for s in "CSHD" for r in RANKS if r not in removed]


def lowest_rank(players: int) -> str:
    return min({rank_of(c) for c in deck(players)}, key=VALUE.__getitem__)


class Round:
    """One round: ``number`` 1 to 8, played by applying action words one by one."""

    def __init__(self, rules: Any, number: int, *, dealer: int, hands: list[list[str]]):
        self.rules = rules
        self.number = number
        self.n: int = rules.players
        self.hands = [list(h) for h in hands]
        self.to_move: int | None = (dealer + 1) % self.n
        self.over = False
        # trick rounds
        self.trick: list[str] = []
        self.leader = self.to_move
        self.tricks: list[tuple[int, list[str], int]] = []
        self.ended_early = False
        # the layout
        self.laid: list[str] = []
        self.laid_this_turn = 0
        self.finished: list[int] = []

    # -- the layout --------------------------------------------------------------------
    def fits(self, card: str) -> bool:
        """Whether ``card`` may be laid on the layout as it stands."""
        suit, rank = suit_of(card), rank_of(card)
        if rank == "7":
            return True
        laid = {rank_of(c) for c in self.laid if suit_of(c) == suit}
        if "7" not in laid:
            return False
        v = VALUE[rank]
        low = lowest_rank(self.n)
        if rank == "A":  # the ace comes after the lowest rank in the deck
            return low in laid
        if v > 7:
            below = next(r for r, x in VALUE.items() if x == v - 1)
            return below in laid
        above = next(r for r, x in VALUE.items() if x == v + 1)
        return above in laid

    def fitting(self, seat: int) -> list[str]:
        return [c for c in self.hands[seat] if c not in self.laid and self.fits(c)]

    # -- what may be done -------------------------------------------------------------
    def legal(self) -> set[str]:
        seat = self.to_move
        if self.over or seat is None:
            return set()
        hand = self.hands[seat]
        if self.number == 7:
            fit = self.fitting(seat)
            if self.laid_this_turn == 0:
                return set(fit) if fit else {"schapa"}
            return set(fit) | {"ende"}
        if self.trick:
            led = suit_of(self.trick[0])
            follow = [c for c in hand if suit_of(c) == led]
            return set(follow or hand)
        return set(hand)

    def apply(self, action: str) -> None:
        assert action in self.legal(), (action, self.legal())
        if self.number == 7:
            self.lay(action)
        else:
            self.play(action)

    def next_holding(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            nxt = (seat + k) % self.n
            if self.hands[nxt]:
                return nxt
        raise AssertionError("nobody holds cards")

    def lay(self, action: str) -> None:
        seat = self.to_move
        assert seat is not None
        if action in ("schapa", "ende"):
            self.end_turn(seat)
            return
        self.hands[seat].remove(action)
        self.laid.append(action)
        self.laid_this_turn += 1
        if not self.hands[seat]:
            self.finished.append(seat)
            self.end_turn(seat)
        elif self.rules.one_card_per_turn or not self.fitting(seat):
            self.end_turn(seat)

    def end_turn(self, seat: int) -> None:
        self.laid_this_turn = 0
        holding = [s for s in range(self.n) if self.hands[s]]
        if len(holding) <= 1:
            self.finished += holding
            self.over, self.to_move = True, None
            return
        self.to_move = self.next_holding(seat)

    # -- trick rounds ------------------------------------------------------------------
    def play(self, card: str) -> None:
        seat = self.to_move
        assert seat is not None
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return
        winner = self.trick_winner(self.leader, self.trick)
        self.tricks.append((self.leader, self.trick, winner))
        self.trick = []
        self.leader = self.to_move = winner
        if not any(self.hands):
            self.over, self.to_move = True, None
        elif not self.rules.play_out and self.scoring_done():
            self.over, self.to_move, self.ended_early = True, None, True

    def trick_winner(self, leader: int, cards: list[str]) -> int:
        led = suit_of(cards[0])
        best = max(
            (i for i, c in enumerate(cards) if suit_of(c) == led),
            key=lambda i: VALUE[rank_of(cards[i])],
        )
        return (leader + best) % self.n

    def taken(self, seat: int) -> list[str]:
        return [c for _, cards, w in self.tricks if w == seat for c in cards]

    def scoring_done(self) -> bool:
        """Round 3 once all four queens are taken, round 4 once the king of spades is."""
        taken = [c for _, cards, _ in self.tricks for c in cards]
        if self.number == 3:
            return sum(rank_of(c) == "Q" for c in taken) == 4
        if self.number == 4:
            return "KS" in taken
        return False

    # -- the score ---------------------------------------------------------------------
    def scores(self) -> list[int]:
        assert self.over
        n = self.n
        if self.number == 7:
            out = [0] * n
            for place, seat in enumerate(self.finished):
                out[seat] = -20 * place
            return out
        parts = {1: ["trick+"], 2: ["trick-"], 3: ["queens"], 4: ["king"], 5: ["last"],
                 6: ["trick+", "clubs"],
                 8: ["trick+", "queens", "king", "clubs", "last"]}[self.number]  # fmt: skip
        out = [0] * n
        for seat in range(n):
            won = sum(1 for _, _, w in self.tricks if w == seat)
            cards = self.taken(seat)
            queens = sum(rank_of(c) == "Q" for c in cards)
            for part in parts:
                if part == "trick+":
                    out[seat] += 5 * won
                elif part == "trick-":
                    out[seat] -= 5 * won
                elif part == "queens":
                    out[seat] += 80 if queens == 4 else -20 * queens
                elif part == "king":
                    out[seat] -= 80 if "KS" in cards else 0
                elif part == "clubs":
                    for c in cards:
                        if suit_of(c) == "C":
                            r = rank_of(c)
                            out[seat] -= CLUB_POINTS.get(r, VALUE[r])
                elif part == "last":
                    out[seat] -= 60 if self.tricks[-1][2] == seat else 0
        return out
