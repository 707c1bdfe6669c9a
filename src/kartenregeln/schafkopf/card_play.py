"""The card play of a Schafkopf game: which cards the seat to move may play (following
suit or trump, the called Sau's rules, a Bettel's Stichzwang) and why a card may not be
played. The state ([`GameState`][kartenregeln.schafkopf.state.GameState]) asks this
module for its legal cards and takes the trick itself.

>>> import random
>>> from kartenregeln import schafkopf as sk
>>> state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(2))
>>> for word in ("weiter", "weiter", "weiter", "weiter"):
...     state = state.apply(word)
>>> state.phase.name, _play_mask(state) == state.hand(state.to_move).mask
('PLAY', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from kartenregeln.messages import say
from kartenregeln.schafkopf.actions import PLAYS, Play
from kartenregeln.schafkopf.contracts import SUIT_NAMES_DE, SUITS, TRUMP, Table, card_code

if TYPE_CHECKING:
    from kartenregeln.cards import Card
    from kartenregeln.schafkopf.state import GameState

__all__: list[str] = []

# Legal Play actions for a mask: one lookup per suit byte.
_PLAY_BYTES: Final[tuple[tuple[tuple[Play, ...], ...], ...]] = tuple(
    tuple(
        tuple(p for i in range(8) if b >> i & 1 for p in (PLAYS[13 * s + i],) if p is not None)
        for b in range(256)
    )
    for s in range(4)
)


def _play_mask(state: GameState) -> int:
    """The mask of the cards the seat to move may play (the card-play phase)."""
    seat = state._to_move
    assert seat is not None
    play = state._play_part
    hand = state._setup[2][seat] & play[5]
    tab = state._table
    trick = play[0]
    if trick:
        led = tab.follow[trick[0]]
        mask = hand & tab.class_mask[led]
        if not mask:
            mask = hand
        elif state._setup[0].bettel_stichzwang:
            game = state._bid.game
            if game is not None and game.is_bettel:
                mask = _beating(tab, trick, led, mask)
    else:
        led = -1
        mask = hand
    bid = state._bid
    sau = bid.call_bit
    if sau & hand and not play[4]:
        suit = bid.call_suit
        if led == -1:
            suit_cards = hand & tab.class_mask[suit]
            if suit_cards.bit_count() < 4 or not state._setup[0].davonlaufen:
                mask &= ~suit_cards | sau
        elif led == suit:
            mask = sau
        elif hand != sau:
            mask &= ~sau
    return mask


def _why_not_play(state: GameState, seat: int, card: Card) -> str | None:
    """``None`` if ``seat`` may play ``card`` now, else why not."""
    bit = card.bit
    hand = state._deal[seat] & state._left
    if not hand & bit:
        return say("does_not_hold", seat=seat, card=card_code(card))
    if _play_mask(state) & bit:
        return None
    tab = state._table
    bid = state._bid
    if state._trick:
        led = tab.follow[state._trick[0]]
        if hand & tab.class_mask[led] and not tab.class_mask[led] & bit:
            if led == TRUMP:
                return say("must_follow_trump", seat=seat)
            return say("must_follow_suit", seat=seat, suit=SUIT_NAMES_DE[SUITS[led]])
        game = bid.game
        if game is not None and game.is_bettel and state.rules.bettel_stichzwang:
            return say("must_beat", seat=seat)
        if led == bid.call_suit:
            return say("sau_when_searched")
        return say("sau_not_discarded")
    if not state.rules.davonlaufen:
        return say("no_davonlaufen")
    return say("davonlaufen")


def _beating(tab: Table, trick: tuple[int, ...], led: int, mask: int) -> int:
    """The cards of ``mask`` (cards of the led class) that beat the best card of ``trick``
    so far, or all of ``mask`` if none does (the Stichzwang of a Bettel)."""
    follow, power = tab.follow, tab.power
    best = trick[0]
    for idx in trick[1:]:
        f = follow[idx]
        if (f == follow[best] and power[idx] > power[best]) or f == TRUMP != follow[best]:
            best = idx
    if follow[best] != led:
        return mask  # trumped: no card of the led suit beats it
    higher = 0
    rest = mask
    while rest:
        low = rest & -rest
        if power[low.bit_length() - 1] > power[best]:
            higher |= low
        rest ^= low
    return higher or mask
