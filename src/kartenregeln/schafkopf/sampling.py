"""Worlds a Schafkopf seat cannot tell from the real one: the unseen cards dealt at
random under what the public actions show (suits a seat is void in, the called Sau's
rules, what an announcement needs, a Bettel ouvert's open hand), then the public history
replayed on the deal to check it. [`View.sample`][kartenregeln.schafkopf.view.View.sample]
and the positions rebuilt from text
([`kartenregeln.schafkopf.position`][kartenregeln.schafkopf.position]) draw with it.

>>> import random
>>> from kartenregeln import schafkopf as sk
>>> view = sk.deal(sk.Rules(), dealer=3, rng=random.Random(5)).view(2)
>>> hands = _draw(view, random.Random(1))
>>> hands is not None and _replay(view, hands).state.view(2) == view
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from kartenregeln._position import Attempt, replay_attempt
from kartenregeln.cards import Card, CardSet
from kartenregeln.schafkopf.actions import Announce, Kontra
from kartenregeln.schafkopf.contracts import (
    DECK_MASK,
    OBER_MASK,
    SK_DECK,
    UNTER_MASK,
    Contract,
    table_for,
)
from kartenregeln.schafkopf.phase import Phase
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import GameState

if TYPE_CHECKING:
    from kartenregeln.schafkopf.view import View

__all__: list[str] = []

_RUF_PLAIN: Final = table_for(Contract(GameKind.RUFSPIEL, 0)).class_mask

_SUBSETS: Final = tuple(tuple(a for a in range(16) if a & ~t == 0) for t in range(16))
"""For each set of seats T (a 4-bit mask), the sets of seats inside it."""
_MEMBERS: Final = tuple(tuple(s for s in range(4) if t >> s & 1) for t in range(16))


def _feasible(kinds: dict[int, int], cap: Sequence[int]) -> bool:
    """Hall's condition: cards whose allowed seats lie inside T fit into T, for every T."""
    get = kinds.get
    for t in range(1, 1 << len(cap)):
        need = 0
        for allowed in _SUBSETS[t]:
            need += get(allowed, 0)
        room = 0
        for s in _MEMBERS[t]:
            room += cap[s]
        if need > room:
            return False
    return True


def _draw(view: View, rng: random.Random) -> list[list[Card]] | None:
    seat = view.seat
    played = view.played_by()
    n = len(played)
    all_played = 0
    for mask in played:
        all_played |= mask
    own = view.hand.mask
    pool = DECK_MASK[view.rules.deck] & ~all_played & ~own
    size = view.rules.hand_size
    cap = [size - played[s].bit_count() for s in range(n)]
    cap[seat] -= own.bit_count()
    skat = view.rules.skat_size
    if skat:
        cap.append(skat)  # the Skat: a holder no seat sees, with no constraints
    holders = len(cap)
    forbid = [0] * holders
    forbid[seat] = SK_DECK  # only the Klopfen phase leaves own cards open
    if view.phase is Phase.KLOPFEN:
        forbid[seat] = 0
    needs: list[tuple[int, int]] = []
    forced = [0] * n
    game = view.game
    # Voids shown in play.
    if (game is not None and view.tricks) or view.trick:
        assert game is not None
        tab = table_for(game)
        trick_list = [(t.leader, t.cards) for t in view.tricks]
        if view.trick:
            leader = view.tricks[-1].winner if view.tricks else (view.dealer + 1) % n
            trick_list.append((leader, view.trick))
        searched = False
        call_suit = -1
        sau_bit = 0
        if game.kind is GameKind.RUFSPIEL and game.suit is not None:
            call_suit = int(game.suit)
            sau_bit = Card(game.suit, 14).bit
        for leader, cards in trick_list:
            led = tab.follow[cards[0].index]
            for k in range(1, len(cards)):
                p = (leader + k) % n
                if tab.follow[cards[k].index] != led:
                    forbid[p] |= tab.class_mask[led]
                elif led == call_suit and not searched and cards[k].bit != sau_bit:
                    forbid[p] |= sau_bit
            if led == call_suit:
                searched = True
    # What announcements need.
    for speaker, action in view.bids:
        if type(action) is Announce:
            if speaker == seat:
                continue
            g = action.game
            if g.kind is GameKind.RUFSPIEL and g.suit is not None:
                forbid[speaker] |= Card(g.suit, 14).bit
                plain = _RUF_PLAIN[int(g.suit)] & ~Card(g.suit, 14).bit
                if not played[speaker] & plain:
                    needs.append((speaker, plain))
            elif g.kind is GameKind.SIE:
                forced[speaker] |= (OBER_MASK | UNTER_MASK) & pool
        elif type(action) is Kontra and game is not None and game.kind is GameKind.RUFSPIEL:
            assert game.suit is not None
            forbid[speaker] |= Card(game.suit, 14).bit
    if view.open_hand is not None and view.declarer is not None and view.declarer != seat:
        forced[view.declarer] |= view.open_hand.mask
    hands = [0] * holders
    for s in range(n):
        if forced[s] & forbid[s] or forced[s].bit_count() > cap[s]:
            return None
        hands[s] |= forced[s]
        cap[s] -= forced[s].bit_count()
        pool &= ~forced[s]
    for s, mask in needs:
        if hands[s] & mask:
            continue
        choices = _cards_of(pool & mask & ~forbid[s])
        if not choices or cap[s] == 0:
            return None
        c = rng.choice(choices)
        hands[s] |= c.bit
        cap[s] -= 1
        pool &= ~c.bit
    free = _cards_of(pool)
    rng.shuffle(free)
    allowed_of = {c: sum(1 << s for s in range(holders) if not forbid[s] & c.bit) for c in free}
    kinds: dict[int, int] = {}
    for c in free:
        kinds[allowed_of[c]] = kinds.get(allowed_of[c], 0) + 1
    if sum(cap) != len(free) or not _feasible(kinds, cap):
        return None
    for c in free:
        a = allowed_of[c]
        kinds[a] -= 1
        seats = [s for s in range(holders) if a >> s & 1 and cap[s] > 0]
        rng.shuffle(seats)
        for s in seats:
            cap[s] -= 1
            if _feasible(kinds, cap):
                hands[s] |= c.bit
                break
            cap[s] += 1
        else:
            return None
    out: list[list[Card]] = []
    for s in range(n):
        if s == seat:
            first = list(view.hand.cards)
            rest = _cards_of((hands[s] | played[s]) & ~own)
            out.append(first + rest)
        else:
            out.append(_cards_of(hands[s] | played[s]))
    return out


def _cards_of(mask: int) -> list[Card]:
    """The cards of a mask as a list."""
    return list(CardSet.from_mask(mask).cards)


def _replay(view: View, hands: list[list[Card]]) -> Attempt[GameState]:
    """The view's history replayed on ``hands``, or the reason it was refused."""
    state = GameState.start(view.rules, dealer=view.dealer, hands=hands, pot=view.pot)
    return replay_attempt(state, view.history)
