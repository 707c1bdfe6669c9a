"""The solver's and the searching bot's view of Schafkopf.

During card play the parties are fixed: the declarer and his partner against the rest
(everyone alone in Ramsch and Sie). The payoff is the seat's ``balance``, the zero-sum
table money, so partners share it and the solver's value is exact minimax.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from types import MappingProxyType
from typing import Any

from kartenregeln.bots._native.native import backend as solver_backend
from kartenregeln.bots.adapters import FastSolver, GenericAdapter
from kartenregeln.bots.schafkopf import fast as fast_schafkopf
from kartenregeln.bots.schafkopf.heuristic import (
    SchafkopfHeuristic,
    bettel_safe,
    game_strength,
    sau_to_call,
)
from kartenregeln.bots.schafkopf.solovalue import solo_value
from kartenregeln.cards import CardSet
from kartenregeln.schafkopf.actions import GUT, KONTRA, SPIELE, WEITER, Announce, Kontra
from kartenregeln.schafkopf.contracts import AUGEN, OBER_MASK, UNTER_MASK, Contract, table_for
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import GameState, Phase, announceable

__all__ = ["SchafkopfAdapter"]


class SchafkopfAdapter(GenericAdapter):
    """Hooks for Schafkopf.

    With the compiled solver (``solver_backend() == "native"``) a sampled world is solved
    exactly from the second trick of a Rufspiel or a Bettel (28 cards in the hands), the
    third of the other games (24) and the fourth of a Ramsch (20); before that, each line
    is played by ``HeuristicBot`` to that trick and solved exactly from there, in the card
    play and in the bidding alike (``exact_limit``). From the first card it would cost a
    median of 47 ms per world in a Rufspiel (up to 0.6 s) and 172 ms in a Farbsolo (up to
    5 s), more than a decision's budget.

    With the pure-Python solver: exact from the last five tricks on (20 cards; a median
    of 4 ms, a 90th percentile of 13 ms for every card of a sampled world there), in a
    Ramsch from the last four (16 cards); playouts in the card play run to the end, in the
    bidding they are solved exactly from ``solve_from`` cards on. With three players the
    fast solver does not apply: the generic search (``bots.solver``) is exact from the
    last four tricks (12 cards)."""

    exact_cards = 20
    infer_play = False
    """Whether SearchBot weighs the worlds of the card play by the bids
    (``SearchBot._worlds``). Off: it costs a median of about 0.14 s per card (three plain
    draws and their surprise per world), more than the exact search it feeds."""
    solo_bar = 8.0
    """The ``game_strength`` from which a game of the Solo class is a candidate
    (``candidate_games``)."""
    solo_lines = 4
    """How many games of the Solo class are candidates at most: the strongest."""
    every_sau = True
    """Whether the Rufspiel on every Sau the hand may call is a candidate (else only on the
    one ``HeuristicBot`` calls)."""
    solo_table = False
    """Whether the bidding rates the games of the Solo class by the table computed offline
    (``solovalue.solo_value``) instead of searching them: a Farbsolo, Wenz or Geier is a
    candidate when its table value is at least ``table_bar`` Solo prices, and its line is
    worth that value in every world (the other lines are searched as before)."""
    table_bar = -1.0
    """With ``solo_table``: the table value (in Solo prices) from which a game of the Solo
    class is a candidate."""
    solo_shift = 2.0
    """Solo prices added to the value of a bidding line in which this seat declares a game
    of the Solo class (Farbsolo, Wenz, Geier and their Farb- and Tout forms): a correction
    of the lines' exact endings, where three defenders who see every card defend better
    than real ones (measured in the arena, see docs/bots.md; 0 turns it off)."""
    kontra_margin = 1.0
    """Solo prices by which Kontra against a game of the Solo class must beat ``gut`` in
    the search to be said (the same correction, from the defenders' side: Kontra doubles
    a game the exact endings make look weaker than it is; 0 turns it off)."""
    solve_from = 8
    """Pure-Python solver: bidding playouts are played by ``HeuristicBot`` until this many
    cards are left in the hands at the end of a trick, and solved exactly from there."""
    native_limits: Mapping[str, int] = MappingProxyType({"rufspiel": 28, "solo": 24, "ramsch": 24})
    """Compiled solver: ``exact_limit`` by game (in ``cards_left``: a Ramsch counts 4 more
    than the cards in the hands, so 24 is the fourth trick)."""

    def __init__(self, exact: int | None = None) -> None:
        self.native = solver_backend() == "native"
        self.exact_playouts = self.native
        self.exact = exact

    def exact_limit(self, state: Any) -> int:
        """From how many cards left (``cards_left``) a world is solved exactly: see the
        class; ``exact`` given to the adapter overrides it for every game (the benchmarks'
        omniscient player uses 36: always)."""
        if self.exact is not None:
            return self.exact
        game = state.game
        if not self.native or game is None or state.num_seats != 4:
            return self.exact_cards
        if game.kind is GameKind.RAMSCH:
            return self.native_limits["ramsch"]
        if not fast_schafkopf.supports(state):
            return self.exact_cards  # the generic search (Sie, a Bettel with Stichzwang)
        if game.kind is GameKind.RUFSPIEL or game.is_bettel:
            return self.native_limits["rufspiel"]
        return self.native_limits["solo"]

    def at_boundary(self, state: Any) -> bool:
        return bool(state.phase is Phase.PLAY and not state.trick)

    def bidding(self, view: Any) -> bool:
        return view.phase is not Phase.PLAY

    def inferable_bid(self, view: Any) -> bool:
        """Every bid but the Klopfen (said on four cards) tells of the hand."""
        return view.phase not in (Phase.PLAY, Phase.KLOPFEN)

    def lines(
        self, view: Any, actions: tuple[Any, ...], *, every: bool = False
    ) -> list[tuple[int, Any]]:
        """Saying ``spiele`` in the first round is worth the best game the hand would then
        announce, searched as the auction searches it: with ``every`` (``advise``, which
        searches every legal game in the auction) one line per game it may announce; else
        one per candidate game (see ``candidate_games``), or per game it may announce for a
        hand without one (after ``spiele`` it must announce, and ``candidates`` then offers
        them all)."""
        out: list[tuple[int, Any]] = []
        for i, action in enumerate(actions):
            if action is SPIELE and view.phase is Phase.ROUND1:
                hand = view.hand.mask
                offered = tuple(announceable(view.rules, hand))
                games = (
                    offered
                    if every
                    else self.candidate_games(hand, offered, vorhand=_vorhand(view)) or offered
                )
                out.extend((i, g) for g in games)
                if games:
                    continue
            out.append((i, None))
        return out

    def candidates(self, view: Any, legal: tuple[Any, ...]) -> tuple[Any, ...]:
        """What is worth searching: a hand with no candidate game (``candidate_games``)
        passes in the bidding without a search, in the auction only the candidate games
        are searched (or all that are offered, if the seat must announce), Kontra is
        searched only with three trumps or more and Klopfen only with an Ober or Unter
        among the first four cards."""
        phase = view.phase
        hand = view.hand.mask
        vorhand = _vorhand(view)
        if phase is Phase.ROUND1:
            games = announceable(view.rules, hand)
            return legal if self.candidate_games(hand, games, vorhand=vorhand) else (WEITER,)
        if phase is Phase.AUCTION:
            offered = [a.game for a in legal if type(a) is Announce]
            keep = set(self.candidate_games(hand, offered, vorhand=vorhand))
            if not keep and WEITER not in legal:
                return legal
            return tuple(a for a in legal if type(a) is not Announce or a.game in keep)
        if phase is Phase.KONTRA and KONTRA in legal:
            trumps = hand & table_for(view.game).trump_mask
            return legal if trumps.bit_count() >= 3 else (GUT,)
        if phase is Phase.KLOPFEN and not hand & (OBER_MASK | UNTER_MASK):
            return (WEITER,)
        return legal

    def candidate_games(
        self, hand: int, games: Any, *, vorhand: bool = False
    ) -> tuple[Contract, ...]:
        """``candidate_games`` with this adapter's ``solo_bar``, ``solo_lines`` and
        ``every_sau``; with ``solo_table``, the games of the Solo class the table has a
        model for are chosen by their table value (``table_bar``) instead."""
        if not self.solo_table:
            return candidate_games(
                hand,
                games,
                solo_bar=self.solo_bar,
                solo_lines=self.solo_lines,
                every_sau=self.every_sau,
            )
        games = list(games)
        rated = {g: solo_value(g, hand, vorhand=vorhand) for g in games}
        rest = [g for g in games if rated[g] is None]
        out = list(
            candidate_games(
                hand,
                rest,
                solo_bar=self.solo_bar,
                solo_lines=self.solo_lines,
                every_sau=self.every_sau,
            )
        )
        if any(g.kind is GameKind.SIE for g in out):
            return tuple(out)
        above = {g: v for g, v in rated.items() if v is not None and v >= self.table_bar}
        table = sorted(above, key=lambda g: -above[g])
        out.extend(table[: self.solo_lines])
        return tuple(out)

    def line_values(
        self, world: Any, seat: int, actions: tuple[Any, ...], lines: list[tuple[int, Any]],
        rng: random.Random,
    ) -> list[float]:  # fmt: skip
        """In the card play as every game does (exact once few cards are left, else
        playouts). In the bidding each line is played by ``HeuristicBot`` (our seat
        announcing the line's game when asked) until ``solve_from`` cards are left, and
        solved exactly from there."""
        if world.phase is Phase.PLAY:
            return super().line_values(world, seat, actions, lines, rng)
        seed = rng.getrandbits(64)
        policy = self.policy()
        out = []
        for i, plan in lines:
            rated = self._rated(world, seat, plan if plan is not None else actions[i])
            if rated is not None:
                out.append(rated)
                continue
            out.append(
                self._playout(world.apply(actions[i]), seat, plan, policy, random.Random(seed))
                + self._shift(world, plan if plan is not None else actions[i])
            )
        return out

    def _shift(self, world: Any, line: Any) -> float:
        """``solo_shift`` for a line declaring a game of the Solo class, ``-kontra_margin``
        for Kontra against one, in money at the world's tariff (else 0)."""
        price = world.rules.tariff.solo
        if type(line) is Kontra:
            return -self.kontra_margin * price if _solo_class(world.game) else 0.0
        game = line if type(line) is Contract else getattr(line, "game", None)
        return self.solo_shift * price if _solo_class(game) else 0.0

    def _rated(self, world: Any, seat: int, line: Any) -> float | None:
        """With ``solo_table``: the table's value of a line that declares a game of the
        Solo class (a plan, or an announcement), in money at the world's tariff."""
        if not self.solo_table:
            return None
        game = line if type(line) is Contract else getattr(line, "game", None)
        if type(game) is not Contract:
            return None
        vorhand = seat == (world.dealer + 1) % world.rules.players
        value = solo_value(game, world.hand(seat).mask, vorhand=vorhand)
        return None if value is None else value * world.rules.tariff.solo

    def _playout(
        self, state: Any, seat: int, plan: Contract | None, policy: Any, rng: random.Random
    ) -> float:
        deep = self.native or self.exact is not None
        while not state.is_over:
            if self.at_boundary(state) and self.cards_left(state) <= (
                self.exact_limit(state) if deep else self.solve_from
            ):
                fast = self.fast_solver(state, seat)
                if fast is not None:
                    return float(fast.value())
            actor = state.to_move
            if plan is not None and actor == seat and state.phase is Phase.AUCTION:
                want = Announce(plan)
                if want in state.legal_actions():
                    state = state.apply(want)
                    continue
            state = state.apply(policy.choose(state.view(actor), rng))
        return self.payoff(state, seat)

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

    def fast_solver(self, state: Any, seat: int) -> FastSolver | None:
        """The fast solver of the card play (party games and Ramsch, four players)."""
        return fast_schafkopf.solver_for(state, seat)

    def dealt_and_played(self, world: Any) -> tuple[list[int], list[int]]:
        played = list(world.view(0).played_by())
        return [world.hand(s).mask for s in range(len(played))], played

    def redeal(self, world: Any, hands: list[int]) -> Any:
        cards = [CardSet.from_mask(m) for m in hands]
        return GameState.start(world.rules, dealer=world.dealer, hands=cards, pot=world.pot)

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


def _solo_class(game: object) -> bool:
    """Whether ``game`` is a trick-taking game of one seat against three (``is_solo``,
    a Tout too), not a Bettel or Sie: what ``solo_shift`` and ``kontra_margin`` correct."""
    return (
        type(game) is Contract
        and game.is_solo
        and not game.is_bettel
        and game.kind is not GameKind.SIE
    )


def _vorhand(view: Any) -> bool:
    """Whether the seat of ``view`` leads the first trick."""
    return bool(view.seat == (view.dealer + 1) % view.rules.players)


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


SOLO_BAR = 8.0
"""The ``game_strength`` from which a game of the Solo class is searched (``HeuristicBot``
announces a Solo from 13, a Wenz or Geier from 11)."""
SOLO_LINES = 4
"""How many games of the Solo class are searched at most: the strongest."""


def candidate_games(
    hand: int,
    games: Any,
    *,
    solo_bar: float = SchafkopfAdapter.solo_bar,
    solo_lines: int = SchafkopfAdapter.solo_lines,
    every_sau: bool = SchafkopfAdapter.every_sau,
) -> tuple[Contract, ...]:
    """The games worth searching for ``hand`` among ``games``: Sie if offered (it cannot
    lose); with three trumps or more, the Rufspiel on every Sau the hand may call (the one
    ``HeuristicBot`` would call first; only that one without ``every_sau``); a Bettel when
    every suit is low enough (``bettel_safe``); the ``solo_lines`` strongest other games
    of the Solo class with a strength (``game_strength``) of ``solo_bar`` or more; and
    the Tout of the strongest of those when it is strong (15 or more). ``SearchBot``
    drops the lines that are clearly worse after a few worlds, so a line more costs
    little."""
    games = list(games)
    sie = [g for g in games if g.kind is GameKind.SIE]
    if sie:
        return (sie[0],)
    call = sau_to_call(hand)
    out = sorted(
        (
            g
            for g in games
            if g.kind is GameKind.RUFSPIEL
            and (every_sau or g.suit == call)
            and (hand & table_for(g).trump_mask).bit_count() >= 3
        ),
        key=lambda g: (g.suit != call, int(g.suit) if g.suit is not None else 0),
    )
    out.extend(
        g
        for g in games
        if g.is_bettel and bettel_safe(hand, strict=g.kind is GameKind.BETTEL_OUVERT, game=g)
    )
    strength = {
        g: game_strength(g, hand)
        for g in games
        if g.kind is not GameKind.RUFSPIEL and not g.tout and not g.is_bettel
    }
    ranked = sorted((g for g in strength if strength[g] >= solo_bar), key=lambda g: -strength[g])
    solos = ranked[:solo_lines]
    out.extend(solos)
    if solos and strength[solos[0]] >= 15:
        out.extend(
            g for g in games if g.tout and g.kind is solos[0].kind and g.suit == solos[0].suit
        )
    return tuple(out)
