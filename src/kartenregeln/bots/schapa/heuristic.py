"""``SchapaHeuristic``: avoid or seek, per round, what that round scores.

Each heuristic is a small named function, documented in ``docs/bots.md``:

- ``card_values`` — what taking each card is worth in this round (a queen −20 in round 3,
  K♠ −80 in round 4, a club minus its value in round 6, all of them in round 8);
- ``win_chance`` — a card that beats the trick so far wins for sure when nobody after
  it can hold a higher card of the led suit, else with a small chance;
- ``trick_value`` — what taking the trick would bring: the cards in it, +5 or −5 per
  trick, −60 for the last trick, and what the seats after us are likely to add;
- ``shed`` — a card that does not win is a chance to get rid of a costly or a high card
  in rounds where tricks hurt (and to keep high cards where tricks pay); where the last
  trick costs, spend high cards early;
- round 7: ``lay_score`` — lay cards whose continuation we hold ourselves, hold back
  cards (sevens above all) that open runs for the others; end the turn when every card
  that still fits would help the others more than us.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from kartenregeln.schapa.actions import ENDE, SCHAPA, Play
from kartenregeln.schapa.rounds import ROUNDS, CardValues, LastTrick, OneCard, PerCard, PerTrick

__all__ = ["SchapaHeuristic", "card_values", "play_index"]


@lru_cache(maxsize=64)
def card_values(round_no: int, deck: int) -> tuple[tuple[int, ...], int, int]:
    """Per card index the points for taking it, the points per trick and for the last trick."""
    values = [0] * 52
    per_trick = 0
    last = 0
    for part in ROUNDS[round_no].parts:
        if isinstance(part, PerTrick):
            per_trick += part.points
        elif isinstance(part, LastTrick):
            last += part.points
        elif isinstance(part, (PerCard, OneCard, CardValues)):
            mask = part.scoring_cards(deck)
            if isinstance(part, PerCard):
                for i in range(52):
                    if mask >> i & 1:
                        values[i] += part.points
            elif isinstance(part, OneCard):
                values[part.card.index] += part.points
            else:
                for rank, v in part.values:
                    idx = 13 * int(part.suit) + 14 - int(rank)
                    if deck >> idx & 1:
                        values[idx] += part.sign * v
    return tuple(values), per_trick, last


def _suit_mask(index: int) -> int:
    return 0x1FFF << (13 * (index // 13))


def win_chance(card: int, best: int | None, led_mask: int, unseen: int, after: int) -> float:
    """The chance that ``card`` takes the trick, ``best`` being the best card so far."""
    if best is not None and not (card < best and (1 << card) & led_mask):
        return 0.0
    if after == 0:
        return 1.0
    higher = unseen & led_mask & ((1 << card) - 1)  # lower index = higher rank
    if not higher:
        return 1.0
    return 0.5 ** min(after, higher.bit_count())


def play_index(
    round_no: int, deck: int, n: int, trick: list[int], legal: list[int], unseen: int,
    last_trick: bool,
) -> int:  # fmt: skip
    """The card (index) ``SchapaHeuristic`` plays in a trick round: ``trick`` the cards of
    the trick so far (indices, in play order), ``legal`` the cards it may play (in card
    order), ``unseen`` the cards it has not seen (mask), ``last_trick`` whether it holds
    one card. The inference from the play (``bots.schapa.inference``) asks it too."""
    values, per_trick, last = card_values(round_no, deck)
    after = n - len(trick) - 1
    unseen_cards = [i for i in range(52) if unseen >> i & 1]
    mean_unseen = sum(values[i] for i in unseen_cards) / len(unseen_cards) if unseen_cards else 0.0
    tricks_hurt = per_trick + last < 0 or any(v < 0 for v in values)
    best_score = None
    best_card = legal[0]
    for card in legal:
        cards = [*trick, card]
        led_mask = _suit_mask(cards[0])
        best = min((c for c in trick if (1 << c) & led_mask), default=None)
        chance = win_chance(card, best, led_mask, unseen, after)
        value = per_trick + sum(values[c] for c in cards) + after * mean_unseen
        if last_trick:
            value += last
        score = chance * value
        # shed: a card we lose with is gone for good; prefer costly or high cards then.
        rank_height = 13 - card % 13
        if last < 0 and not last_trick:
            # the last trick costs: high cards are what takes it, so spend them now.
            score += rank_height * 0.5
        if tricks_hurt:
            score += (1 - chance) * (-values[card] * 0.5 + rank_height * 0.05)
        else:
            score -= (1 - chance) * rank_height * 0.05
        if best_score is None or score > best_score:
            best_score, best_card = score, card
    return best_card


_END_BELOW = -2
"""End the turn only when the best lay opens at least this many more cards for the others
than for us (measured: ending earlier loses; going out fast matters most)."""


class SchapaHeuristic:
    """A sensible Schapa player for every round (see the module text for its rules)."""

    name = "heuristic"

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = tuple(view.legal_actions)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        if ROUNDS[view.round].layout:
            return self._lay(view, legal)
        return self._play(view, legal)

    def plausible(self, view: Any, action: Any, rng: random.Random) -> bool:
        """Whether this player could have taken ``action``: the action it chooses."""
        return bool(self.choose(view, rng) == action)

    # -- trick rounds --------------------------------------------------------------------
    def _play(self, view: Any, legal: tuple[Any, ...]) -> Any:
        card = play_index(
            view.round, view.rules.info.mask, view.rules.players,
            [c.index for c in view.trick], [a.card.index for a in legal],
            view.unseen.mask, len(view.hand) == 1,
        )  # fmt: skip
        return next(a for a in legal if a.card.index == card)

    # -- round 7 -------------------------------------------------------------------------
    def _lay(self, view: Any, legal: tuple[Any, ...]) -> Any:
        info = view.rules.info
        hand = view.hand.mask
        open_mask = info.mask & ~view.layout.mask & ~hand
        scored = []
        for action in legal:
            if isinstance(action, Play):
                idx = action.card.index
                opens = info.next_fit[idx]
                mine = (opens & hand).bit_count()
                theirs = (opens & open_mask).bit_count()
                scored.append((2 * mine - theirs, -idx, action))
        if not scored:
            return SCHAPA
        scored.sort(reverse=True)
        top_score, _, top = scored[0]
        if ENDE in legal and top_score < _END_BELOW:
            return ENDE
        return top

    def __repr__(self) -> str:
        return "SchapaHeuristic()"
