"""``SchafkopfHeuristic``: plays like a sensible club player, rule by rule.

Every rule is a small named function, listed in ``docs/bots.md``:

Bidding
- ``klopfen_wanted`` — knock with two Ober/Unter among the first four cards.
- ``game_strengths`` — for each game the hand may announce, a strength from its trumps
  (Ober, Unter, trump Sau and Zehn weigh more), side Säue and free suits.
- ``wanted_game`` — Sie whenever possible; a Tout only with a hand that cannot lose a
  trick; a Solo/Wenz/Geier when its strength clears the bar; a Rufspiel with four trumps
  and an Ober (or five trumps) and a callable Sau.
- ``sau_to_call`` — call the suit in which we hold the fewest cards, and no Zehn.
- ``kontra_wanted`` / ``re_wanted`` — double with a hand strong against the game.

Card play
- ``lead`` — the declaring party draws trumps, highest first when holding many;
  opponents search the called Sau (lead the lowest card of its suit), else cash a Sau of
  a suit not yet played, else lead low in a short side suit.
- ``schmieren`` — when our party takes the trick for sure, give it Augen (the richest
  card we may play, but not a trump we need).
- ``win_cheaply`` — when the other party holds the trick, take it with the cheapest card
  that wins for sure, if the trick is worth it; otherwise throw the cheapest card.
- ``keep_sau`` — never throw a Sau away when a cheaper card will do.
- Ramsch: everybody for himself; take no Augen: duck under the trick, give away the
  richest card to another seat's trick, and win, if we must, with the highest card.
"""

from __future__ import annotations

import random
from typing import Any, Final

from kartenregeln.cards import Card, Rank, Suit, indices
from kartenregeln.schafkopf.actions import (
    GUT,
    KLOPFEN,
    KONTRA,
    RE,
    SPIELE,
    WEITER,
    Announce,
    Play,
)
from kartenregeln.schafkopf.contracts import (
    AUGEN,
    OBER_MASK,
    SK_DECK,
    TRUMP,
    UNTER_MASK,
    Contract,
    table_for,
)
from kartenregeln.schafkopf.rules import GameKind
from kartenregeln.schafkopf.state import Phase, announceable
from kartenregeln.tricks import trick_winner

__all__ = ["SchafkopfHeuristic", "game_strength", "wanted_game"]

_SUITS = (Suit.EICHEL, Suit.GRAS, Suit.HERZ, Suit.SCHELLEN)
_SAU = {s: Card(s, Rank.SAU).bit for s in _SUITS}
_ZEHN = {s: Card(s, Rank.ZEHN).bit for s in _SUITS}
_EO = Card(Suit.EICHEL, Rank.OBER).bit
_GO = Card(Suit.GRAS, Rank.OBER).bit
_EU = Card(Suit.EICHEL, Rank.UNTER).bit
_GU = Card(Suit.GRAS, Rank.UNTER).bit


# -- bidding -------------------------------------------------------------------------------
def klopfen_wanted(first_four: int) -> bool:
    """Knock with at least two Ober/Unter among the first four cards."""
    return (first_four & (OBER_MASK | UNTER_MASK)).bit_count() >= 2


def game_strength(game: Contract, hand: int) -> float:
    """A rough strength of ``hand`` for ``game``: about 10 means a fair chance to win."""
    tab = table_for(game)
    trumps = hand & tab.trump_mask
    n_trumps = trumps.bit_count()
    score = 0.0
    top = tab.trumps
    for rank_pos, idx in enumerate(top):
        if trumps >> idx & 1:
            score += 2.2 if rank_pos < 2 else 1.8 if rank_pos < 4 else 1.3 if rank_pos < 8 else 1.0
    for suit in _SUITS:
        plain = hand & tab.class_mask[int(suit)]
        if not plain:
            if n_trumps >= 3:
                score += 0.6  # a free suit to trump in
            continue
        if plain & _SAU[suit]:
            score += 1.4
            if plain & _ZEHN[suit]:
                score += 0.6
    if game.kind in (GameKind.WENZ, GameKind.GEIER):
        score += 1.0 * max(0, n_trumps - 1)
        if trumps & top[0]:
            score += 0.8
    return score


def _callable_suits(hand: int) -> list[Suit]:
    tab = table_for(Contract(GameKind.RUFSPIEL, Suit.EICHEL))
    out = []
    for suit in (Suit.EICHEL, Suit.GRAS, Suit.SCHELLEN):
        if not hand & _SAU[suit] and hand & tab.class_mask[int(suit)]:
            out.append(suit)
    return out


def sau_to_call(hand: int) -> Suit | None:
    """The suit to call: fewest cards held in it, no Zehn, lowest Augen."""
    tab = table_for(Contract(GameKind.RUFSPIEL, Suit.EICHEL))
    best: tuple[int, int, int] | None = None
    choice = None
    for suit in _callable_suits(hand):
        plain = hand & tab.class_mask[int(suit)]
        key = (plain.bit_count(), 1 if plain & _ZEHN[suit] else 0,
               sum(AUGEN[i] for i in indices(plain)))  # fmt: skip
        if best is None or key < best:
            best, choice = key, suit
    return choice


def _wins_every_trick(game: Contract, hand: int) -> bool:
    tab = table_for(game)
    trumps = hand & tab.trump_mask
    n = trumps.bit_count()
    top = tab.trumps
    return n >= 7 and all(trumps >> top[k] & 1 for k in range(min(n - 1, len(top))))


_PLAIN_BETTEL: Final = Contract(GameKind.BETTEL)


def bettel_safe(hand: int, *, strict: bool, game: Contract = _PLAIN_BETTEL) -> bool:
    """Whether every suit of ``hand`` (and its trumps, in a Bettel with Herz as trump
    ``game``) is low enough for a Bettel: its k-th lowest card (from 0) is at most the
    (2k+1)-th lowest card of the suit (2k-th if ``strict``)."""
    tab = table_for(game)
    for cards in tab.class_mask:
        order = sorted(indices(cards), key=lambda i: tab.power[i])
        held = [k for k, i in enumerate(order) if hand >> i & 1]
        for k, rank in enumerate(held):
            if rank > 2 * k + (0 if strict else 1):
                return False
    return True


# The game_strength a Solo needs (with a suit, without: Wenz, Geier), by the number of
# players. With three (no Rufspiel) the lower bar plays more Solos: 11.5/9 beat 13/11 in
# duplicate runs of 400-800 deals on three seeds (+0.6 to +1.4 points a deal).
_SOLO_NEED: Final = {4: (13.0, 11.0), 3: (11.5, 9.0)}


def wanted_game(hand: int, allowed: list[Contract], players: int = 4) -> Contract | None:
    """The game this hand wants to play among ``allowed`` (``None``: better pass) at a
    table of ``players``."""
    suit_need, plain_need = _SOLO_NEED[players]
    best: Contract | None = None
    best_score = 0.0
    for game in allowed:
        if game.kind is GameKind.SIE:
            return game
        if game.tout:
            if not _wins_every_trick(game, hand):
                continue
            score = 100.0
        elif game.kind is GameKind.RUFSPIEL:
            tab = table_for(game)
            trumps = hand & tab.trump_mask
            n = trumps.bit_count()
            obers = (trumps & OBER_MASK).bit_count()
            if game.suit != sau_to_call(hand):
                continue
            if not (n >= 5 or (n >= 4 and (obers >= 1 or (trumps & UNTER_MASK).bit_count() >= 2))):
                continue
            score = 1.0 + game_strength(game, hand) / 100
        elif game.is_bettel:
            if not bettel_safe(hand, strict=game.kind is GameKind.BETTEL_OUVERT, game=game):
                continue
            score = 4.5 if game.kind is GameKind.BETTEL_OUVERT else 4.0
        else:
            strength = game_strength(game, hand)
            need = suit_need if game.suit is not None else plain_need
            if strength < need:
                continue
            score = 5.0 + strength / 10
        if score > best_score:
            best, best_score = game, score
    return best


# -- card play -----------------------------------------------------------------------------
class SchafkopfHeuristic:
    """A sensible Schafkopf player (see the module text for its rules)."""

    name = "heuristic"

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = tuple(view.legal_actions)
        if not legal:
            raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        hand = view.hand.mask
        if phase is Phase.KLOPFEN:
            return KLOPFEN if klopfen_wanted(hand) and KLOPFEN in legal else WEITER
        if phase is Phase.ROUND1:
            games = _all_announcements(view, hand)
            wanted = wanted_game(hand, games, view.rules.players)
            return SPIELE if wanted is not None else WEITER
        if phase is Phase.AUCTION:
            return self._announce(view, legal, hand)
        if phase is Phase.KONTRA:
            return KONTRA if KONTRA in legal and self._strong_against(view, hand) else GUT
        if phase is Phase.RE:
            assert view.game is not None
            return RE if RE in legal and game_strength(view.game, hand) >= 16 else GUT
        return self._play(view, legal, hand)

    def plausible(self, view: Any, action: Any, rng: random.Random) -> bool:
        """Whether this player could have taken ``action``: the action it chooses, or in
        the auction an announcement of any game its hand wants (``wanted_game`` of that
        game alone), whichever it would prefer."""
        if (
            type(action) is Announce
            and view.phase is Phase.AUCTION
            and wanted_game(view.hand.mask, [action.game]) is not None
        ):
            return True
        return bool(self.choose(view, rng) == action)

    def _announce(self, view: Any, legal: tuple[Any, ...], hand: int) -> Any:
        offered = [a.game for a in legal if isinstance(a, Announce)]
        want = wanted_game(hand, offered, view.rules.players)
        if want is not None:
            return Announce(want)
        if WEITER in legal:
            return WEITER
        # The front-most candidate must announce: take the strongest game on offer.
        return Announce(max(offered, key=lambda g: (g.game_class <= 1, game_strength(g, hand))))

    def _strong_against(self, view: Any, hand: int) -> bool:
        game = view.game
        tab = table_for(game)
        trumps = hand & tab.trump_mask
        if game.kind is GameKind.RUFSPIEL:
            return trumps.bit_count() >= 5 and (trumps & OBER_MASK).bit_count() >= 2
        return trumps.bit_count() >= 4 and bool(trumps & (_EO | _GO | _EU))

    # -- playing a card ----------------------------------------------------------------
    def _play(self, view: Any, legal: tuple[Any, ...], hand: int) -> Any:
        game: Contract = view.game
        tab = table_for(game)
        seat = view.seat
        trick = [c.index for c in view.trick]
        n = view.rules.players
        leader = view.tricks[-1].winner if view.tricks else (view.dealer + 1) % n
        cards = {a.card.index: a for a in legal if isinstance(a, Play)}
        options = list(cards)
        ramsch = game.kind is GameKind.RAMSCH
        side = _sides(view, seat)
        seen = _seen_mask(view) | hand
        if not trick:
            return cards[self._lead(view, game, tab, options, hand, side, seen)]
        win_pos = trick_winner(trick, tab.follow, tab.power, TRUMP)
        winner_seat = (leader + win_pos) % n
        win_card = trick[win_pos]
        after = n - 1 - len(trick)
        trick_augen = sum(AUGEN[i] for i in trick)
        if ramsch or (game.is_bettel and side.get(seat) == "D"):
            return cards[_ramsch_follow(tab, options, trick, win_card, after, trick_augen)]
        ours = side.get(winner_seat) == side.get(seat) and side.get(seat) is not None
        beaters = [c for c in options if _beats(tab, c, win_card, trick[0])]
        if ours and (after == 0 or _safe(tab, win_card, trick[0], seen)):
            return cards[_schmieren(tab, options)]
        if beaters:
            sure = [c for c in beaters if after == 0 or _safe(tab, c, trick[0], seen)]
            if sure and (trick_augen >= 4 or after == 0 or not ours):
                return cards[min(sure, key=lambda c: (AUGEN[c], _strength(tab, c)))]
            if after > 0 and trick_augen >= 10:
                return cards[max(beaters, key=lambda c: _strength(tab, c))]
        return cards[_cheapest(tab, options)]

    def _lead(self, view: Any, game: Contract, tab: Any, options: list[int], hand: int,
              side: dict[int, str], seen: int) -> int:  # fmt: skip
        seat = view.seat
        trumps = [c for c in options if tab.follow[c] == TRUMP]
        if game.kind is GameKind.RAMSCH:
            return min(options, key=lambda c: (AUGEN[c], _strength(tab, c)))
        if game.is_bettel:
            return min(options, key=lambda c: _strength(tab, c))
        declaring = side.get(seat) == "D"
        if declaring and trumps:
            if len(trumps) >= 3 or game.is_solo:
                return max(trumps, key=lambda c: _strength(tab, c))
            return min(trumps, key=lambda c: _strength(tab, c))
        if game.kind is GameKind.RUFSPIEL and side.get(seat) == "O" and game.suit is not None:
            suit = int(game.suit)
            called = [c for c in options if tab.follow[c] == suit]
            if called and not _suit_searched(view, suit, tab):
                return min(called, key=lambda c: (AUGEN[c], _strength(tab, c)))
        played_suits = {tab.follow[t.cards[0].index] for t in view.tricks}
        saus = [c for c in options if tab.follow[c] != TRUMP and AUGEN[c] == 11
                and tab.follow[c] not in played_suits]  # fmt: skip
        if saus:
            return saus[0]
        plain = [c for c in options if tab.follow[c] != TRUMP]
        if plain:
            counts = {cls: sum(1 for c in plain if tab.follow[c] == cls) for cls in range(4)}
            return min(plain, key=lambda c: (counts[tab.follow[c]], AUGEN[c], _strength(tab, c)))
        return min(options, key=lambda c: (AUGEN[c], _strength(tab, c)))

    def __repr__(self) -> str:
        return "SchafkopfHeuristic()"


def _all_announcements(view: Any, hand: int) -> list[Contract]:
    """Every game the rules know that this hand may announce."""
    return list(announceable(view.rules, hand))


def _sides(view: Any, seat: int) -> dict[int, str]:
    """Each seat's party as far as ``seat`` knows: "D" declaring, "O" opponents."""
    game = view.game
    out: dict[int, str] = {}
    if game is None or game.kind is GameKind.RAMSCH:
        return {seat: "S"}
    decl = view.declarer
    out[decl] = "D"
    if game.is_solo:
        for s in range(view.rules.players):
            out.setdefault(s, "O")
        return out
    partner = view.partner
    if partner is not None:
        out[partner] = "D"
        for s in range(view.rules.players):
            out.setdefault(s, "O")
        return out
    # The partner is hidden: we know our own side at least.
    if seat != decl:
        sau = _SAU[game.suit] if game.suit is not None else 0
        out[seat] = "D" if view.hand.mask & sau else "O"
    return out


def _seen_mask(view: Any) -> int:
    m = 0
    for t in view.tricks:
        for c in t.cards:
            m |= c.bit
    for c in view.trick:
        m |= c.bit
    return m


def _suit_searched(view: Any, suit: int, tab: Any) -> bool:
    return any(tab.follow[t.cards[0].index] == suit for t in view.tricks)


def _strength(tab: Any, c: int) -> int:
    power: int = tab.power[c]
    return (100 if tab.follow[c] == TRUMP else 0) + power


def _beats(tab: Any, c: int, best: int, led: int) -> bool:
    fc: int = tab.follow[c]
    fb: int = tab.follow[best]
    if fc == fb:
        return bool(tab.power[c] > tab.power[best])
    return fc == TRUMP


def _safe(tab: Any, c: int, led: int, seen: int) -> bool:
    """No card we have not seen can beat ``c``."""
    return not any(_beats(tab, i, c, led) for i in indices(SK_DECK & ~seen))


def _schmieren(tab: Any, options: list[int]) -> int:
    """Give Augen to our party's trick: the richest non-trump card, else the cheapest."""
    plain = [c for c in options if tab.follow[c] != TRUMP]
    pool = plain or options
    return max(pool, key=lambda c: (AUGEN[c], -_strength(tab, c)))


def _cheapest(tab: Any, options: list[int]) -> int:
    """The card that costs least to give away: few Augen, low, not a trump, not a Sau."""
    return min(options, key=lambda c: (AUGEN[c] >= 11, tab.follow[c] == TRUMP, AUGEN[c],
                                       _strength(tab, c)))  # fmt: skip


def _ramsch_follow(tab: Any, options: list[int], trick: list[int], win_card: int, after: int,
                   trick_augen: int) -> int:  # fmt: skip
    losers = [c for c in options if not _beats(tab, c, win_card, trick[0])]
    if losers:
        # duck, and give away as many Augen as possible to someone else's trick
        return max(losers, key=lambda c: (AUGEN[c], _strength(tab, c)))
    # we must win: with the highest card, so it is gone
    return max(options, key=lambda c: _strength(tab, c))
