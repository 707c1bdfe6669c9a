"""What one seat may see, and sampling full states consistent with it.

>>> import random
>>> from kartenregeln.schafkopf import Rules, deal
>>> s = deal(Rules(), dealer=3, rng=random.Random(5))
>>> v = s.view(2)
>>> v.hand == s.hand(2), v.legal_actions
(True, ())
>>> world = v.sample(random.Random(1))
>>> world.view(2) == v
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

import attrs

from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import IllegalActionError
from kartenregeln.schafkopf.actions import Action, Announce, Kontra
from kartenregeln.schafkopf.contracts import (
    OBER_MASK,
    SK_DECK,
    UNTER_MASK,
    Contract,
    table_for,
)
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.state import GameState, Phase, Trick

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["SampleError", "View", "make_view"]

_RUF_PLAIN: Final = table_for(Contract(GameKind.RUFSPIEL, 0)).class_mask


class SampleError(RuntimeError):
    """No consistent state was found (it should not happen for a view of a real state)."""


@attrs.frozen
class View(WireMethods):
    """One seat's knowledge of a game: its own cards, every public action and what follows
    from them. Two states that differ only in cards hidden from the seat give equal views."""

    seat: int
    rules: Rules
    dealer: int
    phase: Phase
    to_move: int | None
    history: tuple[Action, ...]
    bids: tuple[tuple[int, Action], ...]
    hand: CardSet
    game: Contract | None
    declarer: int | None
    partner: int | None
    klopfer: tuple[int, ...]
    kontra: int | None
    re: int | None
    tricks: tuple[Trick, ...]
    current_trick: tuple[Card, ...]
    legal_actions: tuple[Action, ...]

    def _repr_svg_(self) -> str:
        """The picture a notebook shows (see [`kartenregeln.svg`][kartenregeln.svg])."""
        from kartenregeln.svg import picture

        return picture(self)

    @property
    def is_over(self) -> bool:
        """Whether the game is over."""
        return self.phase is Phase.OVER

    @property
    def augen(self) -> tuple[int, ...]:
        """The Augen each seat has taken (public: tricks are open)."""
        out = [0, 0, 0, 0]
        for t in self.tricks:
            out[t.winner] += t.augen
        return tuple(out)

    @property
    def party_augen(self) -> tuple[int, int] | None:
        """(declaring party, opponents) Augen, once the parties are public; else ``None``."""
        if self.declarer is None:
            return None
        game = self.game
        assert game is not None
        if game.kind is GameKind.RUFSPIEL and self.partner is None:
            return None
        party = {self.declarer, self.partner}
        augen = self.augen
        mine = sum(augen[s] for s in range(4) if s in party)
        return (mine, sum(augen) - mine)

    def played_by(self) -> tuple[int, ...]:
        """The mask of cards each seat has played so far."""
        played = [0, 0, 0, 0]
        for t in self.tricks:
            for k, c in enumerate(t.cards):
                played[(t.leader + k) % 4] |= c.bit
        if self.current_trick:
            leader = self.tricks[-1].winner if self.tricks else (self.dealer + 1) % 4
            for k, c in enumerate(self.current_trick):
                played[(leader + k) % 4] |= c.bit
        return tuple(played)

    def sample(self, rng: random.Random, *, tries: int = 500) -> GameState:
        """A full state consistent with this view: ``sample(rng).view(seat) == self``.

        Unseen cards are dealt at random under the constraints the public actions imply
        (suits a seat showed it lacks, the called Sau's rules, what an announcement needs);
        the public history is then replayed to check the deal.
        """
        for _ in range(tries):
            hands = _draw(self, rng)
            if hands is None:
                continue
            state = _replay(self, hands)
            if state is not None and state.view(self.seat) == self:
                return state
        raise SampleError(f"no consistent deal found for seat {self.seat} in {tries} tries")


def make_view(state: GameState, seat: int) -> View:
    """The view of ``state`` for ``seat`` (use ``state.view(seat)``)."""
    phase = state.phase
    hand = state.first_packet(seat) if phase is Phase.KLOPFEN else state.hand(seat)
    partner = state.partner
    if partner is not None and partner != seat:
        assert state.game is not None
        assert state.game.suit is not None
        sau = Card(state.game.suit, 14)
        if sau in state.hand(partner):
            partner = None
    tricks = state.tricks
    return View(
        seat,
        state.rules,
        state.dealer,
        phase,
        state.to_move,
        state.history,
        state.bids,
        hand,
        state.game,
        state.declarer,
        partner,
        state.klopfer,
        state.kontra,
        state.re,
        tricks,
        state.current_trick,
        state.legal_actions() if state.to_move == seat else (),
    )


def _feasible(kinds: dict[int, int], cap: Sequence[int]) -> bool:
    """Hall's condition: cards whose allowed seats lie inside T fit into T, for every T."""
    for t in range(1, 16):
        need = sum(n for allowed, n in kinds.items() if allowed & ~t == 0)
        room = sum(cap[s] for s in range(4) if t >> s & 1)
        if need > room:
            return False
    return True


def _draw(view: View, rng: random.Random) -> list[list[Card]] | None:
    seat = view.seat
    played = view.played_by()
    all_played = played[0] | played[1] | played[2] | played[3]
    own = view.hand.mask
    pool = SK_DECK & ~all_played & ~own
    cap = [8 - played[s].bit_count() for s in range(4)]
    cap[seat] -= own.bit_count()
    forbid = [0, 0, 0, 0]
    forbid[seat] = SK_DECK  # only the Klopfen phase leaves own cards open
    if view.phase is Phase.KLOPFEN:
        forbid[seat] = 0
    needs: list[tuple[int, int]] = []
    forced = [0, 0, 0, 0]
    game = view.game
    # Voids shown in play.
    if (game is not None and view.tricks) or view.current_trick:
        assert game is not None
        tab = table_for(game)
        trick_list = [(t.leader, t.cards) for t in view.tricks]
        if view.current_trick:
            leader = view.tricks[-1].winner if view.tricks else (view.dealer + 1) % 4
            trick_list.append((leader, view.current_trick))
        searched = False
        call_suit = -1
        sau_bit = 0
        if game.kind is GameKind.RUFSPIEL and game.suit is not None:
            call_suit = int(game.suit)
            sau_bit = Card(game.suit, 14).bit
        for leader, cards in trick_list:
            led = tab.follow[cards[0].index]
            for k in range(1, len(cards)):
                p = (leader + k) % 4
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
    hands = [0, 0, 0, 0]
    for s in range(4):
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
    allowed_of = {c: sum(1 << s for s in range(4) if not forbid[s] & c.bit) for c in free}
    kinds: dict[int, int] = {}
    for c in free:
        kinds[allowed_of[c]] = kinds.get(allowed_of[c], 0) + 1
    if sum(cap) != len(free) or not _feasible(kinds, cap):
        return None
    for c in free:
        a = allowed_of[c]
        kinds[a] -= 1
        seats = [s for s in range(4) if a >> s & 1 and cap[s] > 0]
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
    for s in range(4):
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


def _replay(view: View, hands: list[list[Card]]) -> GameState | None:
    state = GameState.start(view.rules, dealer=view.dealer, hands=hands)
    try:
        for action in view.history:
            state = state.apply(action)
    except IllegalActionError:
        return None
    return state
