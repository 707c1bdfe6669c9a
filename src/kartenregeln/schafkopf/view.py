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
from collections.abc import Iterable, Sequence
from typing import Any, Final

import attrs

from kartenregeln._deprecated import renamed
from kartenregeln._position import Attempt, replay_attempt, view_why_illegal
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import SampleError
from kartenregeln.schafkopf.actions import Action, Announce, Kontra, parse_action
from kartenregeln.schafkopf.contracts import (
    DECK_MASK,
    OBER_MASK,
    SK_DECK,
    UNTER_MASK,
    Contract,
    table_for,
)
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.state import GameState, Phase, Trick

__all__ = ["SampleError", "View", "make_view", "open_hand"]

_RUF_PLAIN: Final = table_for(Contract(GameKind.RUFSPIEL, 0)).class_mask


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
    trick: tuple[Card, ...]
    legal_actions: tuple[Action, ...]
    open_hand: CardSet | None = None
    """The declarer's cards in a Bettel ouvert from the end of the first trick on (they
    lie open on the table); else ``None``."""
    pot: int = 0
    """The Stock in the pot (public)."""

    current_trick = renamed("current_trick", "trick")

    def __attrs_post_init__(self) -> None:
        if self.declarer is not None and self.game is None:
            raise ValueError("a view with a declarer must name the game")

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
        out = [0] * self.rules.players
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
        mine = sum(augen[s] for s in range(len(augen)) if s in party)
        return (mine, sum(augen) - mine)

    def played_by(self) -> tuple[int, ...]:
        """The mask of cards each seat has played so far."""
        n = self.rules.players
        played = [0] * n
        for t in self.tricks:
            for k, c in enumerate(t.cards):
                played[(t.leader + k) % n] |= c.bit
        if self.trick:
            leader = self.tricks[-1].winner if self.tricks else (self.dealer + 1) % n
            for k, c in enumerate(self.trick):
                played[(leader + k) % n] |= c.bit
        return tuple(played)

    @classmethod
    def build(
        cls,
        rules: Rules,
        *,
        seat: int,
        hand: str | CardSet | Iterable[Card],
        game: Contract | str,
        declarer: int | None,
        dealer: int | None = None,
        tricks: Sequence[Any] = (),
        trick: str | CardSet | Iterable[Card] = (),
        kontra: int | None = None,
        re: int | None = None,
        klopfer: Sequence[int] = (),
        bids: Sequence[Action | str] | None = None,
        pot: int = 0,
        open_hand: str | CardSet | Iterable[Card] | None = None,
    ) -> View:
        """The view of ``seat`` during the card play, from what that seat knows.

        ``hand`` the seat's cards now; ``game`` the contract or its text
        (``"rufspiel eichel"``, ``"ramsch"``) and ``declarer`` who plays it (``None`` in
        a Ramsch); ``tricks`` the finished tricks in play order, each its cards (text or
        cards) or ``(leader, cards)``; ``trick`` the cards of the trick in progress
        (text, cards or a list of card codes such as ``["EA"]``); ``dealer`` the dealer:
        when not given, the seat before the first trick's leader if that is given (the seat
        after the dealer leads the first trick), else seat 0; ``kontra``/``re`` the seats
        that said them; ``klopfer`` the seats that klopfed.
        ``bids`` the bidding's actions in order if known; else the shortest bidding that
        produces the game (the declarer alone says spiele and announces it). ``pot`` the
        Stock carried into the game (``Rules.stock``). ``open_hand`` the declarer's cards
        now in a Bettel ouvert once the first trick is complete (they lie open on the
        table, so every seat knows them; required then, refused otherwise).

        The position is checked: a deal of the unseen cards must exist that replays it.
        Raises [`PositionError`][kartenregeln.errors.PositionError] saying what is inconsistent.
        """
        from kartenregeln.schafkopf.build import build_view

        return build_view(
            rules, seat=seat, hand=hand, game=game, declarer=declarer, dealer=dealer,
            tricks=tricks, trick=trick, kontra=kontra, re=re, klopfer=klopfer, bids=bids,
            pot=pot, open_hand=open_hand,
        )  # fmt: skip

    def is_legal(self, action: Action | str) -> bool:
        """Whether this seat may take ``action`` (or its notation) now; ``False`` for text
        that is not an action."""
        return self.why_illegal(action) is None

    def why_illegal(self, action: Action | str, lang: str = "en") -> str | None:
        """``None`` if this seat may take ``action`` now, else the reason in ``lang``, in
        the words the game's state uses (its reasons depend only on what this seat
        knows); when it is another seat's turn, whose turn it is."""
        return view_why_illegal(self, action, parse_action, lang)

    def to_text(self) -> str:
        """The view as one line of text; a ``?`` for every card the seat cannot see."""
        from kartenregeln.schafkopf.position import view_to_text

        return view_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> View:
        """The view a [`to_text`][kartenregeln.schafkopf.view.View.to_text] line describes;
        `NotationError` if it is bad."""
        from kartenregeln.schafkopf.position import view_from_text

        return view_from_text(text)

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
            state = _replay(self, hands).state
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
        state.trick,
        state.legal_actions() if state.to_move == seat else (),
        open_hand(state),
        state.pot,
    )


_SUBSETS: Final = tuple(tuple(a for a in range(16) if a & ~t == 0) for t in range(16))
"""For each set of seats T (a 4-bit mask), the sets of seats inside it."""
_MEMBERS: Final = tuple(tuple(s for s in range(4) if t >> s & 1) for t in range(16))


def open_hand(state: GameState) -> CardSet | None:
    """The declarer's open cards in a Bettel ouvert once the first trick is complete."""
    game = state.game
    if game is None or game.kind is not GameKind.BETTEL_OUVERT or not state.tricks:
        return None
    assert state.declarer is not None
    return state.hand(state.declarer)


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
    forbid = [0] * n
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
    hands = [0] * n
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
    allowed_of = {c: sum(1 << s for s in range(n) if not forbid[s] & c.bit) for c in free}
    kinds: dict[int, int] = {}
    for c in free:
        kinds[allowed_of[c]] = kinds.get(allowed_of[c], 0) + 1
    if sum(cap) != len(free) or not _feasible(kinds, cap):
        return None
    for c in free:
        a = allowed_of[c]
        kinds[a] -= 1
        seats = [s for s in range(n) if a >> s & 1 and cap[s] > 0]
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
