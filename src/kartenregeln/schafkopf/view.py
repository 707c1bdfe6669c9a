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
from typing import Any

import attrs

from kartenregeln._position import view_why_illegal
from kartenregeln._wire_methods import WireMethods
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import SampleError
from kartenregeln.messages import say
from kartenregeln.schafkopf.actions import Action, parse_action
from kartenregeln.schafkopf.build import build_view
from kartenregeln.schafkopf.contracts import AUGEN, DECK_MASK, Contract
from kartenregeln.schafkopf.notation import view_to_text
from kartenregeln.schafkopf.phase import Phase, Trick
from kartenregeln.schafkopf.position import view_from_text
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.sampling import _draw, _replay
from kartenregeln.schafkopf.state import GameState

__all__ = ["SampleError", "View", "make_view", "open_hand"]


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

    def __attrs_post_init__(self) -> None:
        if self.declarer is not None and self.game is None:
            raise ValueError(say("view_declarer_no_game"))

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
        """The Augen each seat has taken (public: tricks are open), with the Skat's for
        the winner of the last trick once it is turned over (see ``skat``)."""
        out = [0] * self.rules.players
        for t in self.tricks:
            out[t.winner] += t.augen
        skat = self.skat
        if skat is not None:
            out[self.tricks[-1].winner] += sum(AUGEN[c.index] for c in skat)
        return tuple(out)

    @property
    def skat(self) -> CardSet | None:
        """The Skat (three players with the long deck) once the last trick is taken: it
        is turned over and counts for that trick's winner (it is then the two cards
        nobody played). ``None`` before, or without a Skat: until then no seat sees it."""
        rules = self.rules
        if not rules.skat_size or len(self.tricks) != rules.hand_size:
            return None
        played = 0
        for t in self.tricks:
            for c in t.cards:
                played |= c.bit
        return CardSet.from_mask(DECK_MASK[rules.deck] & ~played)

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
        return view_to_text(self)

    @classmethod
    def from_text(cls, text: str) -> View:
        """The view a [`to_text`][kartenregeln.schafkopf.view.View.to_text] line describes;
        `NotationError` if it is bad."""
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

    @classmethod
    def _of(cls, state: GameState, seat: int) -> View:
        """``make_view`` (what ``GameState.view`` calls through the game's descriptor)."""
        return make_view(state, seat)


def make_view(state: GameState, seat: int) -> View:
    """The view of ``state`` for ``seat`` (use ``state.view(seat)``, which checks the seat)."""
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


def open_hand(state: GameState) -> CardSet | None:
    """The declarer's open cards in a Bettel ouvert once the first trick is complete."""
    game = state.game
    if game is None or game.kind is not GameKind.BETTEL_OUVERT or not state.tricks:
        return None
    assert state.declarer is not None
    return state.hand(state.declarer)
