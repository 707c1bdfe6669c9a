"""A round's scores from what the seats took, without playing it:
[`round_scores`][kartenregeln.schapa.calculator.round_scores].

For a score sheet at a real table: give the cards each seat took (as ``CardSet`` values
or card text), the number of tricks each took, who took the last trick, and in round 7 the
order in which the seats went out. The result is the same ``RoundSettlement`` that
``RoundState.settle()`` gives for a round with those facts.

>>> from kartenregeln import schapa as sp
>>> rules = sp.Rules(players=4)
>>> s = round_scores(rules, 3, taken=["QC QS", "QH", "", "QD"], tricks_won=[4, 3, 3, 3])
>>> s.scores
(-40, -20, 0, -20)
>>> round_scores(rules, 7, finished=[2, 0, 3, 1]).scores
(-20, -60, 0, -40)
>>> round_scores(rules, 1, tricks_won=[4, 3, 3, 2])
Traceback (most recent call last):
...
kartenregeln.errors.FactError: tricks_won=[4, 3, 3, 2]: 12 tricks, but a round played out has 13
"""

from __future__ import annotations

from collections.abc import Sequence

from kartenregeln._position import Cards, cards_of
from kartenregeln.cards import CardSet
from kartenregeln.errors import FactError, PositionError
from kartenregeln.messages import say
from kartenregeln.schapa.rounds import ROUNDS, LastTrick, PerTrick, Tally
from kartenregeln.schapa.rules import LAYOUT_ROUND, Rules
from kartenregeln.schapa.scoring import RoundSettlement, settle_tally

__all__ = ["round_scores"]


def _seat(name: str, seat: object, n: int) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise FactError(say("seat_range", name=name, value=repr(seat), last=n - 1))
    return seat


def _taken(rules: Rules, taken: Sequence[CardSet | str] | None) -> tuple[int, ...]:
    n = rules.players
    if taken is None:
        return (0,) * n
    if isinstance(taken, (str, CardSet)) or len(taken) != n:
        raise FactError(say("taken_per_seat", n=n))
    masks = []
    seen = 0
    for seat, cards in enumerate(taken):
        mask = (cards if isinstance(cards, CardSet) else CardSet.parse(cards)).mask
        if mask & ~rules.deck.mask:
            outside = CardSet.from_mask(mask & ~rules.deck.mask)
            raise FactError(say("taken_not_in_deck", seat=seat, cards=outside, n=n))
        if mask & seen:
            raise FactError(say("taken_twice", seat=seat, cards=CardSet.from_mask(mask & seen)))
        seen |= mask
        masks.append(mask)
    return tuple(masks)


def _accounted(rules: Rules, round: int, masks: tuple[int, ...]) -> None:
    """Refuse facts that leave a card that scores in ``round`` with nobody: every such
    card is taken by some seat once the round is over (or it ends early)."""
    required = ROUNDS[round].scoring_cards(rules.deck.mask)
    seen = 0
    for mask in masks:
        seen |= mask
    missing = required & ~seen
    if missing:
        raise FactError(say("taken_missing", cards=CardSet.from_mask(missing), round=round))


def round_scores(
    rules: Rules,
    round: int,
    *,
    taken: Sequence[CardSet | str] | None = None,
    tricks_won: Sequence[int] | None = None,
    last_winner: int | None = None,
    finished: Sequence[int] = (),
    tricks: Sequence[Cards] | None = None,
    dealer: int | None = None,
) -> RoundSettlement:
    """The settlement of round ``round`` from the facts its scoring needs.

    ``tricks`` and ``dealer`` instead of ``taken``, ``tricks_won`` and ``last_winner``:
    the tricks in the order played, each its cards from its leader on (text, a list of
    cards or codes); the seat after ``dealer`` led the first, the winner of each trick
    leads the next. Who took each trick is worked out by the rules (the highest card of
    the suit led), and so what each seat took.

    ``taken``: per seat, the cards it took in tricks (all of them, or only those that
    score in this round). ``tricks_won``: per seat, the number of tricks (needed where
    tricks score: rounds 1, 2, 6, 8; a round that scores tricks is played out, so they
    add up to ``rules.tricks``). ``last_winner``: the seat that took the last trick
    (rounds 5 and 8). ``finished``: round 7, every seat in the order it went out.

    Raises ``ValueError`` naming a fact that no round can have.
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be schapa.Rules, not {rules!r}")
    if round not in ROUNDS or isinstance(round, bool):
        raise FactError(say("round_number", round=repr(round)))
    n = rules.players
    info = ROUNDS[round]
    if round == LAYOUT_ROUND:
        if taken is not None or tricks_won is not None or last_winner is not None:
            raise FactError(say("layout_only_finished"))
        order = [_seat("finished", s, n) for s in finished]
        if sorted(order) != list(range(n)):
            raise FactError(say("finished_every_seat", seats=list(finished)))
        tally = Tally(n, rules.deck.mask, finished=tuple(order))
        return settle_tally(round, tally, ended_early=False)
    if finished:
        raise FactError(say("finished_round_7", round=round))
    if tricks is not None:
        if taken is not None or tricks_won is not None or last_winner is not None:
            raise FactError(say("tricks_or_taken"))
        taken, tricks_won, last_winner = _from_tricks(rules, tricks, dealer)
    elif dealer is not None:
        raise FactError(say("dealer_only_tricks"))
    masks = _taken(rules, taken)
    needs_tricks = any(isinstance(p, PerTrick) for p in info.parts)
    needs_last = any(isinstance(p, LastTrick) for p in info.parts)
    if tricks_won is None:
        if needs_tricks:
            raise FactError(say("tricks_needed", round=round))
        won: tuple[int, ...] = (0,) * n
    else:
        if isinstance(tricks_won, (str, bytes)) or len(tricks_won) != n:
            raise FactError(say("tricks_per_seat", n=n))
        for seat, w in enumerate(tricks_won):
            if not isinstance(w, int) or isinstance(w, bool) or w < 0:
                raise FactError(say("tricks_count", seat=seat, value=repr(w)))
            if masks[seat].bit_count() > w * n:
                raise FactError(
                    say("taken_too_many", seat=seat, count=masks[seat].bit_count(), won=w, n=n)
                )
        won = tuple(tricks_won)
        total = sum(won)
        if total > rules.tricks or (needs_tricks and total != rules.tricks):
            raise FactError(say("tricks_total", won=list(won), total=total, tricks=rules.tricks))
    if last_winner is not None:
        _seat("last_winner", last_winner, n)
        if tricks_won is not None and not won[last_winner]:
            raise FactError(say("last_winner_no_trick", seat=last_winner))
    elif needs_last:
        raise FactError(say("last_winner_needed", round=round))
    _accounted(rules, round, masks)
    tally = Tally(n, rules.deck.mask, masks, won, last_winner, ())
    ended_early = tricks_won is not None and info.can_end_early and sum(won) < rules.tricks
    return settle_tally(round, tally, ended_early=ended_early)


def _from_tricks(
    rules: Rules, tricks: Sequence[Cards], dealer: int | None
) -> tuple[list[CardSet], list[int], int | None]:
    """What each seat took, its tricks and the last trick's winner, from the tricks."""
    n = rules.players
    if dealer is None:
        raise FactError(say("tricks_dealer"))
    leader = (_seat("dealer", dealer, n) + 1) % n
    if isinstance(tricks, (str, bytes)) or len(tricks) > rules.tricks:
        raise FactError(say("tricks_most", most=rules.tricks, n=n))
    taken = [0] * n
    won = [0] * n
    seen = 0
    for k, trick in enumerate(tricks):
        try:
            cards = cards_of(trick, say("what_trick", k=k + 1))
        except PositionError as exc:
            raise FactError(exc.sentence) from None
        if len(cards) != n:
            raise FactError(say("position_trick_cards", k=k + 1, size=len(cards), n=n, m=n))
        for c in cards:
            if not c.bit & rules.deck.mask:
                raise FactError(say("trick_not_in_deck", k=k + 1, card=c, n=n))
            if seen & c.bit:
                raise FactError(say("trick_played_before", k=k + 1, card=c))
            seen |= c.bit
        led = cards[0].suit
        best = max((i for i, c in enumerate(cards) if c.suit == led), key=lambda i: cards[i].rank)
        winner = (leader + best) % n
        for c in cards:
            taken[winner] |= c.bit
        won[winner] += 1
        leader = winner
    last = leader if len(tricks) == rules.tricks else None
    return [CardSet.from_mask(m) for m in taken], won, last
