"""Strength measurement: kartenregeln's computer players against the bots of an
independent project, SchafkopfRL (github.com/tobiasemrich/SchafkopfRL, pure Python +
numpy), under that project's own tournament protocol and with its environment as the
referee, so that the numbers can be read against its published table (README.md,
"Current Results").

Nothing of SchafkopfRL is copied here: its code is imported at run time from the folder
given by ``--peer-dir`` (or the environment variable SCHAFKOPFRL_DIR), which must be the
``schafkopfrl/`` folder of an export of that repository (it imports its modules by
top-level names, so that folder goes on ``sys.path``).  Only the numpy-based players are
used (RuleBasedPlayer, RandomPlayer, RandomCowardPlayer, PIMCPlayer(10, 40,
RandomPlayer())); the torch players are not.  One compatibility shim: numpy 2 removed the
alias ``np.infty`` that ``players/mcts/node.py`` names; if it is missing it is set to
``np.inf`` before the peer is imported.

Protocol (tournament_play.py)
-----------------------------
For agents A and B: N deals with seats [A, A, B, B], then the same N deals with
[B, B, A, A]; result = A's total reward / (2 * 2 * N), i.e. cents per seat and game.
One object per agent serves both of its seats, as there.  The deals are the first N
deals of ``SchafkopfEnv(seed)`` (default seed 1, as theirs): dealer and hands are taken
from N calls of ``reset()`` on a fresh env and each game is started with the env's own
``set_state(PublicGameState(dealer), hands)``.  Deviation, on purpose: in
tournament_play.py the players draw from the same global ``random`` stream as the
dealing, so there only deal 1 is really "the same" in both halves and across pairings;
here the deals are fixed first and the global ``random``/``np.random`` (which the peer's
players use) are reseeded before every game from (seed, deal, half), and each
kartenregeln seat gets its own ``random.Random`` from (seed, deal, half, seat).  So both
halves of a deal are the same cards (a true duplicate pair), every pairing sees the same
deals, and a run is reproducible and identical with any ``--workers`` (SearchBot runs
with ``time_limit=None``: its decisions depend only on the seed).

Statistics: per deal the paired unit u = (A's reward in half 1 + in half 2) / 4; A's
cents/game is the mean of u (exactly the protocol's A total / (4N)); the 95 % interval is
mean +- 1.96 sd/sqrt(N) over the N deals (a bootstrap percentile interval over deals is
printed beside it).  s/game is the mean wall time of one played game inside its worker
(each deal is two games).

Rules (SchafkopfRL's, README + rules.py + schafkopf_env.py) and kartenregeln's options
------------------------------------------------------------------------------------
``sk.Rules.sauspiel(klopfen=False, geier=False, tout=False, sie=False,
solo_order=("farbsolo", "wenz"))``: long deck; Sauspiel, Farbsolo, Wenz only; tariff
20/50/10; Laufende from 3 (Wenz from 2); Kontra/Re before the first card; cards thrown
in when nobody plays; Schneider STANDARD (their ``> 90`` or ``<= 30`` Augen of the
declaring party); davonlaufen on (four cards of the called suit, their ``>= 3`` besides
the Sau).  ``solo_order`` puts Farbsolo above Wenz because SchafkopfRL's
``rules.highest_game`` ranks game type 2 (solo) above 1 (wenz) above 0 (sauspiel), ties
to the seat first from Vorhand (kartenregeln: the seat nearer Vorhand keeps an equal
game).  Known scoring difference, not mapped: SchafkopfRL's Schwarz is by Augen (120 or
0), kartenregeln's by tricks (a trick of 0 Augen prevents Schwarz).  The env pays; the
kartenregeln shadow only informs our bots.

Encodings: their card [color, number], color 0..3 = Schellen, Herz, Gras, Eichel, number
0..7 = 7 8 9 U O K 10 A  <->  kartenregeln's code (``S``/``H``/``G``/``E`` + ``7 8 9 U O
K Z A``); their game [color, type], type 0 Sauspiel, 1 Wenz (color None), 2 Solo, and
[None, None] = pass  <->  ``rufspiel <suit>`` / ``wenz`` / ``solo <suit>``; Contra/Retour
True/False  <->  ``kontra``/``re`` and ``gut``.

What our bot sees (the wrapper ``KrPlayer``, a SchafkopfRL Player with ``act(state) ->
(action, prob)``).  Before each game the harness gives the wrapper the true hands; the
wrapper keeps a shadow kartenregeln ``GameState`` of the same deal and advances it from
the env's PUBLIC record only (bidding_round, contra, retour, course_of_game).  The bot is
called with ``shadow.view(seat)`` and a ``random.Random`` -- never the state -- so it
knows exactly its own hand and the public actions.

Bidding mapping (their one round vs our two rounds).  SchafkopfRL asks each seat once,
from Vorhand, for a game or a pass; the highest game wins.  kartenregeln has round one
(spiele/weiter), then an auction.  When a kartenregeln seat must declare:
 1. a hypothetical kartenregeln game is built: the earlier seats' round-one actions are
    ``spiele`` if they declared a game, else ``weiter``; our bot then chooses
    spiele/weiter from its view.  ``weiter`` -> it declares [None, None].
 2. after ``spiele`` the later seats (who have not spoken in their game) are assumed to
    pass; in the auction the earlier candidates announce the game they declared when it is
    legal for them (else ``weiter``), and when the auction reaches our seat the bot
    chooses among the kartenregeln announcements on offer (a game that beats the earlier
    declarations, or ``weiter``).  The announcement is declared; ``weiter`` (also when it
    is the only action, i.e. nothing higher is possible) declares [None, None].  A game is
    declared only if it is in their ``allowed_games``; the Rufspiel rule (a non-trump card
    of the suit, not its Sau; no Herz) is the same in both, so this never binds.
    What is lost: in their game a seat also sees which game an earlier seat declared
    already in step 1 (our round one shows only ``spiele``), and a declaration that cannot
    win is public there (we pass instead).
 3. once their bidding is complete, the shadow replays it: round one from Vorhand
    (``spiele`` for every seat that declared a game), then the auction with every seat
    announcing its declared game when legal, else ``weiter``.  With the solo_order above
    this gives the same declarer and game as their ``highest_game`` (checked every game).
 Nobody plays: their env plays the eight tricks out (with Wenz trumps) and pays 0; in
 kartenregeln the cards are thrown in.  The wrapper then says no Contra/Retour and plays
 the first allowed card; the env's 0 stands.
Contra/Retour mapping.  Their Contra round asks all four seats; a non-declarer without
the called Sau may say Contra while nobody has (kartenregeln: the same seats, the
declarer skipped, the hidden partner only ``gut``).  Their Retour round lets the
declarer OR the called partner say Retour; kartenregeln lets only the declarer say
``re``.  So our declarer is asked ``re``/``gut`` in the shadow; our called partner never
says Retour (a decision kartenregeln does not have); a Retour by any seat is entered
into the shadow as the declarer's ``re`` (same value; the partner's self-disclosure by
Retour is not visible to our bots).

Differential check (free): at every card decision of every seat in a played game, their
``allowed_actions`` are compared with kartenregeln's legal set for the same position
(the referee's own shadow, from the true hands); also the declarable games, the
Contra/Retour options, and at the end the env's payout against kartenregeln's
``settle().balance`` of the same game.  Disagreements are counted by kind and one example
each printed.
When a peer plays a card kartenregeln forbids, the shadows cannot follow the env any
more ("diverged": no kartenregeln position has that history); our seats then play the
rest of that game with SchafkopfRL's own RuleBasedPlayer (a neutral stand-in, since no
view exists), such games and decisions are counted, and the mean over the deals where
neither half diverged is printed as a sensitivity check.  If our bot ever picks
a card their env refuses, the first card legal in both is played instead (counted).

Findings of the differential check (SchafkopfRL at its HEAD export, 8,000 games):
no difference in the declarable games, the Contra options or any other card position;
three differences, all on SchafkopfRL's side of the standard rules:
 - rules.allowed_cards lets the holder of the called Sau discard it on a led Ober or
   Unter of the called suit's colour when void in trumps (its exemption tests the led
   card's colour, ``first_card[0] == rufsau[0]``, though Ober/Unter are trumps);
   kartenregeln refuses ("the called Sau may not be discarded before its suit has been
   led").  RuleBasedPlayer plays exactly that card there, so such games diverge.
 - the called partner may say Retour (kartenregeln: only the declarer says Re).
 - Schwarz by Augen (a party with a 0-Augen trick is schwarz there, not here).

Pairs: ``A:B``.  kartenregeln bots: ``search`` (SearchBot(samples=--search-samples,
time_limit=--search-time)), ``omniscient`` (SearchBot whose one world is the true deal:
it knows every hand, a yardstick of what better guessing could add), ``heuristic``,
``kr.random`` (RandomBot).  SchafkopfRL bots: ``rule``,
``pimc`` (PIMCPlayer(10, 40, RandomPlayer())), ``coward``, ``srl.random``.  An unqualified
``random`` means kartenregeln's RandomBot on the A side and SchafkopfRL's RandomPlayer on
the B side (so ``random:rule`` is ours against theirs, ``rule:random`` theirs only).

Run (SchafkopfRL is not a dependency of kartenregeln, and nothing of it is in the
package or its tests; bring a snapshot yourself, e.g. with ``git clone`` or ``git archive``
of tobiasemrich/SchafkopfRL, and install numpy, which is in the ``dev`` extra):
  python benchmarks/bench_peers.py --peer-dir /path/to/SchafkopfRL/schafkopfrl \
      --pairs search:pimc,search:rule --games 300 --workers 2 [--seed 1] [--json F]
      [--search-samples 48] [--search-time S] [--first-deal K]
A run of deals K..K+N-1 (``--first-deal K --games N``) plays exactly those games of a
longer run (every game is seeded by its deal), so parts can be pooled by deal:
``--pool a.json b.json ...`` prints each pair's figures over the runs' ``--json`` files.
Without ``--peer-dir`` (or SCHAFKOPFRL_DIR), or with a folder that holds no
``schafkopf_env.py``, it exits with status 2 and says so.  Last line:
``bench_peers: <pair> <mean> ct/game [lo, hi] n=<deals>; ...``
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing as mp
import os
import random
import re
import sys
import time
from collections import Counter

from kartenregeln import IllegalActionError
from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot, RandomBot, SearchBot
from kartenregeln.schafkopf.rules import GameKind

RULES = sk.Rules.sauspiel(
    klopfen=False, geier=False, tout=False, sie=False, solo_order=("farbsolo", "wenz")
)
PH = sk.Phase

# --- encodings -----------------------------------------------------------------------
SUIT_LETTER = ["S", "H", "G", "E"]  # their color 0..3: schellen, herz, gras, eichel
SUIT_NAME = ["schellen", "herz", "gras", "eichel"]
RANK_LETTER = ["7", "8", "9", "U", "O", "K", "Z", "A"]  # their number 0..7


def card_code(card):
    return SUIT_LETTER[card[0]] + RANK_LETTER[card[1]]


def code_card(code):
    return [SUIT_LETTER.index(code[0]), RANK_LETTER.index(code[1])]


def game_text(game):
    """Their [color, type] -> kartenregeln contract text; None for a pass."""
    color, kind = game
    if kind is None:
        return None
    if kind == 0:
        return "rufspiel " + SUIT_NAME[color]
    if kind == 1:
        return "wenz"
    return "solo " + SUIT_NAME[color]


def text_game(text):
    words = text.split()
    if words[0] == "rufspiel":
        return [SUIT_NAME.index(words[1]), 0]
    if words[0] == "wenz":
        return [None, 1]
    if words[0] == "solo":
        return [SUIT_NAME.index(words[1]), 2]
    raise ValueError(f"no SchafkopfRL game for {text!r}")


WEITER = sk.parse_action("weiter")
SPIELE = sk.parse_action("spiele")


def is_weiter(action):
    return isinstance(action, sk.Weiter)


# --- the peer ------------------------------------------------------------------------
class PeerMissingError(Exception):
    """The peer cannot be imported (no folder, no numpy): the run stops with a message."""


class Peer:
    """The SchafkopfRL modules, imported from the exported schafkopfrl/ folder."""

    def __init__(self, peer_dir):
        peer_dir = os.path.abspath(peer_dir)
        if not os.path.isfile(os.path.join(peer_dir, "schafkopf_env.py")):
            raise PeerMissingError(
                f"--peer-dir {peer_dir}: no schafkopf_env.py there; give the schafkopfrl/ "
                "folder of an export of github.com/tobiasemrich/SchafkopfRL"
            )
        if peer_dir not in sys.path:
            sys.path.insert(0, peer_dir)
        try:
            import numpy as np
        except ImportError:
            raise PeerMissingError(
                "SchafkopfRL's players need numpy: pip install numpy (or the dev extra)"
            ) from None

        if not hasattr(np, "infty"):  # removed in numpy 2; players/mcts/node.py names it
            np.infty = np.inf
        import public_gamestate
        import rules
        import schafkopf_env
        from players.pimc_player import PIMCPlayer
        from players.random_coward_player import RandomCowardPlayer
        from players.random_player import RandomPlayer
        from players.rule_based_player import RuleBasedPlayer

        self.np = np
        self.Env = schafkopf_env.SchafkopfEnv
        self.GameState = public_gamestate.PublicGameState
        self.R = rules.Rules
        self.players = {
            "rule": RuleBasedPlayer,
            "srl.random": RandomPlayer,
            "coward": RandomCowardPlayer,
            "pimc": lambda: PIMCPlayer(10, 40, RandomPlayer()),
        }
        self.Player = sys.modules["players.player"].Player


def make_deals(peer, seed, n):
    """The first n deals of SchafkopfEnv(seed): (dealer, hands as their card lists)."""
    env = peer.Env(seed=seed)
    deals = []
    for _ in range(n):
        state, _, _ = env.reset()
        deals.append((state["game_state"].dealer, [[list(c) for c in h] for h in env.player_cards]))
    return deals


# --- the shadow kartenregeln game ----------------------------------------------------
class DivergedError(Exception):
    pass


def vorhand_order(dealer):
    return [(dealer + 1 + i) % 4 for i in range(4)]


def replay_auction(state, declared, stop_seat=None):
    """Run kartenregeln's auction, each seat announcing its declared game (text or None)
    when legal, else weiter; stop when ``stop_seat`` is to move."""
    while state.phase == PH.AUCTION:
        seat = state.to_move
        if seat == stop_seat:
            return state
        want = declared[seat]
        action = WEITER
        if want is not None:
            a = sk.parse_action(want)
            if a in state.legal_actions():
                action = a
        state = state.apply(action)
    return state


class Shadow:
    """A kartenregeln game of the env's deal, advanced from the env's public record."""

    def __init__(self, peer, dealer, hands):
        self.peer = peer
        self.dealer = dealer
        self.start = sk.GameState.start(
            RULES, dealer=dealer, hands=[" ".join(card_code(c) for c in h) for h in hands]
        )
        self.state = None  # after the bidding
        self.cards_applied = 0
        self.thrown_in = False
        self.diverged = None  # (kind, detail) once the env reached a position kartenregeln forbids

    def _apply(self, state, action, what):
        try:
            return state.apply(action)
        except IllegalActionError as err:
            raise DivergedError(
                f"{what} refused by kartenregeln at {state.to_text()!r}: {err}"
            ) from None

    def sync(self, gs):
        """Advance to the env's public record ``gs`` (bidding complete).  Returns the state
        or None (thrown in / diverged)."""
        if self.diverged is not None or self.thrown_in:
            return None
        try:
            return self._sync(gs)
        except DivergedError as err:
            self.diverged = str(err)
            return None

    def _sync(self, gs):
        srl_rules = self.peer.R
        if self.state is None:
            st = self.start
            declared = [game_text(g) for g in gs.bidding_round]
            for seat in vorhand_order(self.dealer):
                st = self._apply(st, SPIELE if declared[seat] else WEITER, f"round one seat {seat}")
            st = replay_auction(st, declared)
            if st.is_over:
                if gs.game_type != [None, None]:
                    raise DivergedError(f"bidding: thrown in here, {gs.game_type} there")
                self.thrown_in = True
                return None
            if st.declarer != gs.game_player or str(st.game) != game_text(gs.game_type):
                raise DivergedError(
                    f"bidding: {st.declarer} {st.game} here, {gs.game_player} {gs.game_type} there"
                )
            self.state = st
        st = self.state
        while st.phase == PH.KONTRA:
            said = gs.contra[st.to_move]
            if said is None:
                break
            st = self._apply(
                st, sk.parse_action("kontra" if said else "gut"), f"contra seat {st.to_move}"
            )
        if st.phase == PH.RE:
            if any(x for x in gs.retour if x):
                st = self._apply(st, sk.parse_action("re"), "retour")
            elif gs.game_stage == srl_rules.TRICK:
                st = self._apply(st, sk.parse_action("gut"), "no retour")
        if st.phase >= PH.PLAY:
            played = [c for trick in gs.course_of_game for c in trick if c != [None, None]]
            for card in played[self.cards_applied :]:
                st = self._apply(
                    st,
                    sk.parse_action(card_code(card)),
                    f"card {card_code(card)} of seat {st.to_move}",
                )
                self.cards_applied += 1
        self.state = st
        return st

    def hypothetical_bidding(self, gs, seat):
        """Round one up to ``seat`` from the earlier seats' declarations."""
        st = self.start
        order = vorhand_order(self.dealer)
        for s in order[: order.index(seat)]:
            st = st.apply(SPIELE if gs.bidding_round[s][1] is not None else WEITER)
        return st


# --- kartenregeln bots as SchafkopfRL players ----------------------------------------
_TRUE = [None]
"""The shadow state our bot decides in (for the omniscient bot only)."""


class OmniscientSearchBot(SearchBot):
    """SearchBot whose one world is the true deal (a bound on what knowing the hidden
    cards adds to this search against the peer; it cheats, so it is a yardstick only)."""

    def __init__(self):
        super().__init__(samples=1, bid_samples=1, time_limit=None, inference=False)

    def _worlds(self, view, rng, n, bidding, adapter=None):
        yield _TRUE[0]


class SoloShiftSearchBot(SearchBot):
    """SearchBot whose bidding adds ``shift`` times the tariff's Solo price to the value of
    every line in which it would announce a game of the Solo class (a design tried against
    the peer: a risk shift toward Solos, since its lines assume perfect defence from the
    third trick on; not in the package)."""

    def __init__(self, shift, samples, time_limit):
        super().__init__(samples=samples, time_limit=time_limit)
        self.shift = shift

    def _adapter(self, view):
        adapter = super()._adapter(view)
        if not adapter.bidding(view):
            return adapter
        inner = adapter.line_values
        bonus = self.shift * view.rules.tariff.solo

        def shifted(world, seat, actions, lines, rng):
            values = inner(world, seat, actions, lines, rng)
            out = []
            for v, (i, plan) in zip(values, lines, strict=True):
                game = plan if plan is not None else getattr(actions[i], "game", None)
                solo = game is not None and getattr(game, "kind", None) not in (
                    GameKind.RUFSPIEL,
                    GameKind.RAMSCH,
                    GameKind.SIE,
                    None,
                )
                out.append(v + bonus if solo and type(actions[i]).__name__ != "Kontra" else v)
            return out

        adapter.line_values = shifted
        return adapter


class TableSearchBot(SearchBot):
    """SearchBot with the Solo-value table (``SchafkopfAdapter.solo_table``): ``mode``
    "table" rates the Solo-class lines by the table, "gate" takes the table only to choose
    which of them are searched (their values searched as before); ``bar``: the table value
    in Solo prices from which a Solo-class game is a candidate."""

    def __init__(self, mode, bar, samples, time_limit):
        super().__init__(samples=samples, time_limit=time_limit)
        self.mode, self.bar = mode, bar

    def _adapter(self, view):
        adapter = super()._adapter(view)
        adapter.solo_table = True
        adapter.table_bar = self.bar
        if self.mode == "gate":
            adapter._rated = lambda world, seat, line: None
        return adapter


class ShiftSearchBot(SearchBot):
    """SearchBot with the adapter's ``solo_shift`` and ``kontra_margin`` set:
    ``search+s1k1`` shifts its Solo lines by one Solo price and asks Kontra against a
    Solo to beat ``gut`` by one; ``search+k1`` only the latter."""

    def __init__(self, shift, margin, samples, time_limit):
        super().__init__(samples=samples, time_limit=time_limit)
        self.shift, self.margin = shift, margin

    def _adapter(self, view):
        adapter = super()._adapter(view)
        adapter.solo_shift = self.shift
        adapter.kontra_margin = self.margin
        return adapter


def _shift_bot(name):
    """``search+s<X>k<Y>`` or ``search+k<Y>``: (X, Y), else None."""
    m = re.fullmatch(r"search\+(?:s([0-9.]+))?(?:k([0-9.]+))?", name)
    if m is None or not (m.group(1) or m.group(2)):
        return None
    return float(m.group(1) or 0), float(m.group(2) or 0)


def _table_bot(name):
    """``search+table`` / ``search+gate``, optionally with a bar: ``search+table-0.5``."""
    for mode in ("table", "gate"):
        head = f"search+{mode}"
        if name.startswith(head):
            rest = name[len(head) :]
            try:
                return mode, float(rest) if rest else -1.0
            except ValueError:
                return None
    return None


def make_kr_bot(name, search):
    samples, seconds = search
    if name == "search":
        return SearchBot(samples=samples, time_limit=seconds)
    if name.startswith("search+solo"):
        return SoloShiftSearchBot(float(name[len("search+solo") :]), samples, seconds)
    if _table_bot(name) is not None:
        mode, bar = _table_bot(name)
        return TableSearchBot(mode, bar, samples, seconds)
    if _shift_bot(name) is not None:
        shift, margin = _shift_bot(name)
        return ShiftSearchBot(shift, margin, samples, seconds)
    if name == "omniscient":
        return OmniscientSearchBot()
    if name == "heuristic":
        return HeuristicBot()
    if name == "kr.random":
        return RandomBot()
    raise ValueError(name)


class KrPlayer:
    """A kartenregeln bot behind SchafkopfRL's Player interface (``act(state)``)."""

    def __init__(self, peer, bot, label):
        self.peer = peer
        self.bot = bot
        self.label = label
        self.stats = Counter()
        self.fallback = peer.players[
            "rule"
        ]()  # SchafkopfRL's RuleBasedPlayer, for diverged games only

    def new_game(self, dealer, hands, rng_seeds):
        """Before each game (harness): the deal, for the shadow; one rng per seat."""
        self.shadow = Shadow(self.peer, dealer, hands)
        self.hands = hands
        self.rngs = {seat: random.Random(s) for seat, s in rng_seeds.items()}

    def act(self, state):
        srl_rules = self.peer.R
        gs, allowed = state["game_state"], state["allowed_actions"]
        seat = gs.current_player
        rng = self.rngs[seat]
        if len(allowed) == 1:
            return allowed[0], 1
        if gs.game_stage == srl_rules.BIDDING:
            return self._bid(gs, seat, allowed, rng), 1
        st = self.shadow.sync(gs)
        if gs.game_stage in (srl_rules.CONTRA, srl_rules.RETOUR):
            if st is None or (gs.game_stage == srl_rules.RETOUR and seat != gs.game_player):
                # thrown in (nothing to double) / diverged / our called partner: no Retour
                self.stats[
                    "retour_as_partner_declined" if st is not None else "double_without_shadow"
                ] += 1
                return False, 1
            want = PH.KONTRA if gs.game_stage == srl_rules.CONTRA else PH.RE
            if st.phase != want or st.to_move != seat:
                raise RuntimeError(
                    f"shadow at {st.phase.name}/{st.to_move}, "
                    f"env asks seat {seat} at stage {gs.game_stage}"
                )
            action = self._choose(st, seat, rng)
            return isinstance(action, (sk.Kontra, sk.Re)), 1
        # card play
        if st is None:
            if self.shadow.thrown_in:
                self.stats["card_thrown_in_game"] += 1
                return allowed[0], 1
            # diverged: no kartenregeln position exists; their RuleBasedPlayer plays this seat's
            # remaining cards (its per-game flag set as it would have set it at the first card)
            self.stats["card_after_divergence"] += 1
            fb = self.fallback
            fb.spieler_or_mitspieler = seat == gs.game_player or (
                gs.game_type[1] == 0 and [gs.game_type[0], 7] in self.hands[seat]
            )
            return fb.act(state)
        if st.phase != PH.PLAY or st.to_move != seat:
            raise RuntimeError(
                f"shadow at {st.phase.name}/{st.to_move}, env asks seat {seat} to play"
            )
        action = self._choose(st, seat, rng)
        card = code_card(str(action))
        if card in allowed:
            return card, 1
        self.stats["card_refused_by_env"] += 1
        legal = {str(a) for a in st.legal_actions()}
        both = [c for c in allowed if card_code(c) in legal]
        return (both or allowed)[0], 1

    def _choose(self, st, seat, rng):
        """The bot's action from ``seat``'s view of the shadow ``st`` (the omniscient bot
        also gets ``st`` itself: it is the true deal, as far as the table has played)."""
        _TRUE[0] = st
        return self.bot.choose(st.view(seat), rng)

    def _bid(self, gs, seat, allowed, rng):
        st = self.shadow.hypothetical_bidding(gs, seat)
        if st.to_move != seat or st.phase != PH.ROUND1:
            raise RuntimeError("hypothetical round one out of step")
        if is_weiter(self._choose(st, seat, rng)):
            return [None, None]
        st = st.apply(SPIELE)
        while st.phase == PH.ROUND1:  # later seats: assumed to pass
            st = st.apply(WEITER)
        declared = [game_text(g) if g is not None else None for g in gs.bidding_round]
        st = replay_auction(st, declared, stop_seat=seat)
        if st.phase != PH.AUCTION or st.to_move != seat:
            return [None, None]
        legal = st.legal_actions()
        if legal == (WEITER,):
            self.stats["bid_cannot_beat"] += 1
            return [None, None]
        action = self._choose(st, seat, rng)
        if is_weiter(action):
            return [None, None]
        game = text_game(str(action.game))
        if game not in allowed:
            self.stats["bid_refused_by_env"] += 1
            return [None, None]
        return game


# --- the referee's differential check ------------------------------------------------
class Checker:
    """Compares the env's allowed actions with kartenregeln's at every decision."""

    def __init__(self, peer, dealer, hands, found):
        self.peer = peer
        self.hands = hands
        self.shadow = Shadow(peer, dealer, hands)
        self.found = found  # dict kind -> [count, example]
        self.checked = Counter()

    def note(self, kind, example):
        entry = self.found.setdefault(kind, [0, example])
        entry[0] += 1

    def check(self, state):
        srl_rules = self.peer.R
        gs, allowed = state["game_state"], state["allowed_actions"]
        seat = gs.current_player
        if gs.game_stage == srl_rules.BIDDING:
            self._check_games(gs, seat, allowed)
            return
        st = self.shadow.sync(gs)
        if st is None:
            return
        if gs.game_stage == srl_rules.CONTRA:
            ours = (
                st.phase == PH.KONTRA
                and st.to_move == seat
                and sk.parse_action("kontra") in st.legal_actions()
            )
            theirs = True in allowed
            self.checked["contra"] += 1
            if ours != theirs:
                self.note(
                    f"contra: SchafkopfRL {'allows' if theirs else 'refuses'}, kartenregeln "
                    f"{'allows' if ours else 'refuses'}",
                    {"position": st.to_text(), "seat": seat},
                )
            return
        if gs.game_stage == srl_rules.RETOUR:
            ours = st.phase == PH.RE and st.to_move == seat
            theirs = True in allowed
            self.checked["retour"] += 1
            if ours != theirs:
                who = (
                    "declarer"
                    if seat == gs.game_player
                    else "called partner"
                    if seat in self._team(gs)
                    else "opponent"
                )
                self.note(
                    f"retour by the {who}: "
                    f"SchafkopfRL {'allows' if theirs else 'refuses'}, kartenregeln "
                    f"{'allows' if ours else 'refuses'}",
                    {"position": st.to_text(), "seat": seat},
                )
            return
        # card play
        self.checked["cards"] += 1
        if st.to_move != seat:
            self.note(
                "turn order differs",
                {"position": st.to_text(), "env seat": seat, "ours": st.to_move},
            )
            return
        theirs = {card_code(c) for c in allowed}
        ours = {str(a) for a in st.legal_actions()}
        if theirs != ours:
            self.note(
                self._describe(gs, st, theirs, ours),
                {
                    "position": st.to_text(),
                    "seat": seat,
                    "SchafkopfRL allows": sorted(theirs),
                    "kartenregeln allows": sorted(ours),
                },
            )

    def final(self, gs, reward):
        """At the end: the env's payout against kartenregeln's settlement of the same game."""
        st = self.shadow.sync(gs)
        if st is None and not self.shadow.thrown_in:
            return
        balance = (0, 0, 0, 0) if st is None else tuple(st.settle().balance)
        self.checked["payouts"] += 1
        if balance != tuple(reward):
            settle = st.settle()
            team = self._team(gs)
            tricks = [
                len([t for t in st.tricks if (t.winner in team) == own]) for own in (True, False)
            ]
            augen = sum(t.augen for t in st.tricks if t.winner in team)
            if augen == 0 and tricks[0]:
                why = (
                    "declaring party took a trick but 0 Augen "
                    "(Schwarz by Augen there, by tricks here)"
                )
            elif augen == 120 and tricks[1]:
                why = "opponents took a trick but 0 Augen (Schwarz by Augen there, by tricks here)"
            else:
                why = f"declaring party {augen} Augen in {tricks[0]} tricks"
            self.note(
                f"payout differs ({str(st.game).split()[0]}: {why})",
                {
                    "position": st.to_text(),
                    "SchafkopfRL": list(reward),
                    "kartenregeln": list(balance),
                    "breakdown": [str(line) for line in settle.breakdown],
                },
            )

    def _team(self, gs):
        if gs.game_type[1] != 0:
            return {gs.game_player}
        sau = [gs.game_type[0], 7]
        return {gs.game_player} | {p for p in range(4) if sau in self.hands[p]}

    def _describe(self, gs, st, theirs, ours):
        """A short name for the kind of disagreement (the counting key)."""
        only_t, only_o = theirs - ours, ours - theirs
        lead = str(sk.Play(st.trick[0])) if st.trick else None
        if gs.game_type[1] == 0:
            sau = card_code([gs.game_type[0], 7])
            for side, extra in (("SchafkopfRL", only_t), ("kartenregeln", only_o)):
                if sau in extra:
                    if lead is None:
                        where = "at the lead"
                    elif lead[1] in "OU" and lead[0] == sau[0]:
                        where = (
                            "on a led Ober/Unter of the called suit's colour while void in trumps"
                        )
                    elif lead[1] in "OU" or lead[0] == "H":
                        where = "on another led trump while void in trumps"
                    else:
                        where = "on a led side suit"
                    return (
                        f"{side} alone allows the called Sau {where} "
                        "(Rufspiel, not searched, not the last trick)"
                    )
        return (
            f"{str(st.game).split()[0]}: SchafkopfRL alone {sorted(only_t)}, "
            f"kartenregeln alone {sorted(only_o)},"
            f" lead {lead or '-'}"
        )

    def _check_games(self, gs, seat, allowed):
        """The games a seat may declare (as the first announcement in kartenregeln)."""
        st = self.shadow.start
        for s in vorhand_order(gs.dealer):
            st = st.apply(SPIELE if s == seat else WEITER)
        ours = {
            tuple(text_game(str(a.game))) for a in st.legal_actions() if isinstance(a, sk.Announce)
        }
        theirs = {tuple(g) for g in allowed if g[1] is not None}
        self.checked["games"] += 1
        if ours != theirs:
            self.note(
                "declarable games differ",
                {
                    "seat": seat,
                    "hand": [card_code(c) for c in self.hands[seat]],
                    "SchafkopfRL only": sorted(map(str, theirs - ours)),
                    "kartenregeln only": sorted(map(str, ours - theirs)),
                },
            )


# --- one game, chunks, workers ---------------------------------------------------------
_W = {}


def resolve(name, side):
    if name == "random":
        return "kr.random" if side == "A" else "srl.random"
    if name in (
        "search", "omniscient", "heuristic", "kr.random", "rule", "pimc", "coward", "srl.random"
    ):  # fmt: skip
        return name
    if (_table_bot(name) is not None or _shift_bot(name) is not None) and side == "A":
        return name  # SearchBot with the Solo-value table, or with shifted Solo lines
    if name.startswith("search+solo") and side == "A":
        try:
            float(name[len("search+solo") :])
        except ValueError:
            pass
        else:
            return name  # SearchBot with its Solo lines shifted by that many Solo prices
    raise ValueError(
        f"unknown agent {name!r}: use search, omniscient, heuristic, random, kr.random, "
        "rule, pimc, coward, srl.random"
    )


def build_agent(peer, name, search):
    if name in peer.players:
        return peer.players[name]()
    return KrPlayer(peer, make_kr_bot(name, search), name)


def init_worker(peer_dir, a, b, seed, n, search):
    peer = Peer(peer_dir)
    _W.clear()
    _W.update(
        peer=peer,
        A=build_agent(peer, a, search),
        B=build_agent(peer, b, search),
        seed=seed,
        deals=make_deals(peer, seed, n),
    )


def play_game(k, half):
    peer, seed = _W["peer"], _W["seed"]
    dealer, hands = _W["deals"][k]
    agent_a, agent_b = _W["A"], _W["B"]
    players = (
        [agent_a, agent_a, agent_b, agent_b] if half == 0 else [agent_b, agent_b, agent_a, agent_a]
    )
    random.seed(f"srl:{seed}:{k}:{half}")  # the peer's players draw from the global generators
    peer.np.random.seed(random.getrandbits(32))
    for agent in (agent_a, agent_b):
        if isinstance(agent, KrPlayer):
            seats = [s for s in range(4) if players[s] is agent]
            agent.new_game(dealer, hands, {s: f"kr:{seed}:{k}:{half}:{s}" for s in seats})
    found = {}
    checker = Checker(peer, dealer, hands, found)
    env = peer.Env()
    t0 = time.perf_counter()
    state, reward, terminal = env.set_state(
        peer.GameState(dealer), [[list(c) for c in h] for h in hands]
    )
    while not terminal:
        checker.check(state)
        action, prob = players[state["game_state"].current_player].act(state)
        state, reward, terminal = env.step(action, prob)
    seconds = time.perf_counter() - t0
    gs = state["game_state"]
    checker.final(gs, reward)
    a_seats = (0, 1) if half == 0 else (2, 3)
    declarer_side = (
        None if gs.game_type == [None, None] else ("A" if gs.game_player in a_seats else "B")
    )
    return {
        "deal": k,
        "half": half,
        "a_reward": reward[a_seats[0]] + reward[a_seats[1]],
        "reward": reward,
        "game": game_text(gs.game_type) or "none",
        "declarer_side": declarer_side,
        "contra": any(x for x in gs.contra if x),
        "retour": any(x for x in gs.retour if x),
        "contra_by": sorted({"A" if s in a_seats else "B" for s, x in enumerate(gs.contra) if x}),
        "seconds": seconds,
        "found": found,
        "checked": dict(checker.checked),
        "diverged": checker.shadow.diverged,
    }


def play_chunk(tasks):
    out = [play_game(k, half) for k, half in tasks]
    stats = Counter()
    for agent in (_W["A"], _W["B"]):
        if isinstance(agent, KrPlayer):
            stats.update(agent.stats)
            agent.stats.clear()
    return out, dict(stats)


def run_pair(args, a, b):
    tasks = [
        (k, half) for k in range(args.first_deal, args.first_deal + args.games) for half in (0, 1)
    ]
    init = (args.peer_dir, a, b, args.seed, args.first_deal + args.games, args.search)
    chunk = max(2, min(args.chunk, math.ceil(len(tasks) / max(1, args.workers))))
    chunks = [tasks[i : i + chunk] for i in range(0, len(tasks), chunk)]
    t0 = time.perf_counter()
    results, stats = [], Counter()
    if args.workers <= 1:
        init_worker(*init)
        for c in chunks:
            r, s = play_chunk(c)
            results += r
            stats.update(s)
    else:
        with mp.get_context("spawn").Pool(
            args.workers, initializer=init_worker, initargs=init
        ) as pool:
            for r, s in pool.imap(play_chunk, chunks):
                results += r
                stats.update(s)
    wall = time.perf_counter() - t0
    results.sort(key=lambda r: (r["deal"], r["half"]))
    return results, stats, wall


# --- statistics and report -------------------------------------------------------------
# SchafkopfRL README.md "Current Results": row agent's cents/game against column agent
PUBLISHED = {
    "HP-PIMC(10,40)": {
        "immitation": 2.39,
        "pimc": 1.23,
        "rl-lstm": 6.7,
        "rule": 23.925,
        "coward": 24.105,
        "srl.random": 198.3,
    },
    "Immitation": {
        "pimc": 0.52,
        "rl-lstm": 2.145,
        "rule": 5.59,
        "coward": 8.71,
        "srl.random": 140.34,
    },
    "PIMC(10,40)": {"rl-lstm": 4.625, "rule": 18.055, "coward": 25.04, "srl.random": 205.545},
    "RL(lstm)": {"rule": 8.05, "coward": 10.0, "srl.random": 137.985},
}
ROW_OF = {"pimc": "PIMC(10,40)"}


def anchors(a, b):
    if a in ROW_OF and b in PUBLISHED[ROW_OF[a]]:
        return f"published {ROW_OF[a]} vs {b}: {PUBLISHED[ROW_OF[a]][b]:+.3f}"
    column = [f"{row} {vals[b]:+.3f}" for row, vals in PUBLISHED.items() if b in vals]
    if a == "pimc" or a in ("rule", "coward", "srl.random"):
        return "published: no cell for this pair" + (
            f" (column {b}: " + ", ".join(column) + ")" if column else ""
        )
    return f"published vs {b}: " + (", ".join(column) if column else "none")


def summarize(results, n):
    per_deal = {}
    for r in results:
        per_deal.setdefault(r["deal"], []).append(r["a_reward"])
    units = [sum(v) / 4 for k, v in sorted(per_deal.items())]
    mean = sum(units) / len(units)
    sd = (
        math.sqrt(sum((u - mean) ** 2 for u in units) / (len(units) - 1))
        if len(units) > 1
        else float("nan")
    )
    half = 1.96 * sd / math.sqrt(len(units))
    rng = random.Random(20240601)
    boots = sorted(sum(rng.choice(units) for _ in units) / len(units) for _ in range(2000))
    return mean, (mean - half, mean + half), (boots[49], boots[1949]), sd


def category(halves):
    """Which games a deal's two halves played, from A's side."""
    solo = {r["declarer_side"] for r in halves if r["game"].split()[0] in ("solo", "wenz")}
    if solo == {"A", "B"}:
        return "a Solo-class game by each side"
    if solo:
        return f"a Solo-class game by {solo.pop()} only"
    if any(r["game"] == "none" for r in halves):
        return "no game in a half"
    return "a Rufspiel in both halves"


def breakdown(results, n):
    """The share of each kind of deal in A's mean (they add up to it), and A's mean per
    such deal."""
    by_deal = {}
    for r in results:
        by_deal.setdefault(r["deal"], []).append(r)
    cats = {}
    for halves in by_deal.values():
        cats.setdefault(category(halves), []).append(sum(r["a_reward"] for r in halves) / 4)
    return [
        f"{name}: {len(units)} deals, share {sum(units) / n:+.2f} ct/game, "
        f"{sum(units) / len(units):+.1f} per such deal"
        for name, units in sorted(cats.items(), key=lambda kv: -abs(sum(kv[1])))
    ]


def by_kind(results):
    """Per declaring side and kind of game: how many, and A's money per such game and
    seat; for the Solo class (one seat against three, so the sign of A's two seats' sum
    tells) also how many the declarer won. Then the same for the games with a Kontra, by
    the side that said it. (In a Rufspiel the two seats of a side may play on different
    parties: there the side is only the declarer's.)"""
    rows = {}
    for r in results:
        kind = r["game"].split()[0]
        if kind == "none":
            continue
        side = r["declarer_side"]
        alone = kind != "rufspiel"
        won = alone and (r["a_reward"] > 0) == (side == "A")
        names = [f"{side}:{kind}"]
        names += [f"Kontra by {by} against {side}:{kind}" for by in r.get("contra_by", [])]
        for name in names:
            row = rows.setdefault(name, [0, 0, 0.0, alone])
            row[0] += 1
            row[1] += won
            row[2] += r["a_reward"] / 2
    return [
        f"{name}: {cnt} games"
        + (f", the declarer won {won}" if alone else "")
        + f", A {money / cnt:+.1f} per game and seat"
        for name, (cnt, won, money, alone) in sorted(rows.items())
    ]


def report(pair, a, b, results, stats, wall, args, totals):
    n = args.games
    mean, ci, boot, sd = summarize(results, n)
    secs = [r["seconds"] for r in results]
    games = Counter((r["declarer_side"], r["game"].split()[0]) for r in results)
    kinds = ", ".join(
        f"{side or '-'}:{kind} {cnt}"
        for (side, kind), cnt in sorted(games.items(), key=lambda x: (str(x[0][0]), x[0][1]))
    )
    diverged = sum(1 for r in results if r["diverged"])
    bad = {r["deal"] for r in results if r["diverged"]}
    clean = [r for r in results if r["deal"] not in bad]
    print(f"\n== {pair}  (A = {a}, B = {b})")
    print(
        f"   deals {n} ({len(results)} games), A: {mean:+.3f} ct/game, "
        f"95% interval [{ci[0]:+.2f}, {ci[1]:+.2f}]"
        f" (normal over deals; bootstrap [{boot[0]:+.2f}, {boot[1]:+.2f}]; sd per deal {sd:.1f})"
    )
    print(
        f"   time: {sum(secs) / len(secs):.3f} s/game in a worker, "
        f"{wall / len(results):.3f} s/game wall with "
        f"{args.workers} worker(s), {wall:.0f} s in all"
    )
    print(f"   {anchors(a, b)}")
    print(
        f"   games by declaring side:kind: {kinds}; contra in {sum(r['contra'] for r in results)}, "
        f"retour in {sum(r['retour'] for r in results)}"
    )
    for line in breakdown(results, n):
        print("   " + line)
    for line in by_kind(results):
        print("   by kind: " + line)
    print(
        f"   shadow diverged in {diverged} games; "
        f"wrapper counters: {dict(sorted(stats.items())) or '{}'}"
    )
    if bad and len(clean) > 2:
        cm, cci, _, _ = summarize(clean, n - len(bad))
        print(
            f"   without the {len(bad)} deals where a half diverged: "
            f"{cm:+.3f} ct/game [{cci[0]:+.2f}, {cci[1]:+.2f}]"
        )
    for r in results:
        for key, val in r["checked"].items():
            totals["checked"][key] += val
        for kind, (cnt, example) in r["found"].items():
            entry = totals["found"].setdefault(kind, [0, example, pair])
            entry[0] += cnt
        if r["diverged"]:
            totals["diverged"].setdefault(
                r["diverged"].rsplit(": ", 1)[-1], [0, r["diverged"], pair]
            )[0] += 1
    return {
        "pair": pair,
        "a": a,
        "b": b,
        "deals": n,
        "games": len(results),
        "mean": mean,
        "ci": ci,
        "bootstrap": boot,
        "sd": sd,
        "s_per_game": sum(secs) / len(secs),
        "wall": wall,
        "stats": dict(stats),
        "diverged_games": diverged,
        "anchor": anchors(a, b),
        "a_rewards": [r["a_reward"] for r in results],
        "records": [
            {
                k: r[k]
                for k in ("deal", "half", "game", "declarer_side", "contra", "retour", "contra_by")
            }
            for r in results
        ],
    }


def pool_files(paths):
    """Each pair's figures over the deals of several ``--json`` files (a deal in two files
    is an error: the runs must be of different deals)."""
    pairs = {}
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        for row in data["pairs"]:
            records = row["records"]
            if len(records) != len(row["a_rewards"]):
                raise ValueError(f"{path}: {row['pair']} has {len(records)} records")
            into = pairs.setdefault(row["pair"], {})
            for rec, reward in zip(records, row["a_rewards"], strict=True):
                key = (rec["deal"], rec["half"])
                if key in into:
                    raise ValueError(f"{path}: deal {rec['deal']} of {row['pair']} is twice")
                into[key] = {**rec, "a_reward": reward}
    for pair, games in pairs.items():
        results = [games[k] for k in sorted(games)]
        deals = sorted({k[0] for k in games})
        if any((d, h) not in games for d in deals for h in (0, 1)):
            raise ValueError(f"{pair}: a deal without both halves")
        n = len(deals)
        mean, ci, boot, sd = summarize(results, n)
        print(f"== {pair}: {n} deals from {len(paths)} file(s) (deals {deals[0]}..{deals[-1]})")
        print(
            f"   A: {mean:+.3f} ct/game, 95% interval [{ci[0]:+.2f}, {ci[1]:+.2f}] "
            f"(bootstrap [{boot[0]:+.2f}, {boot[1]:+.2f}]; sd per deal {sd:.1f})"
        )
        for line in breakdown(results, n):
            print("   " + line)
        for line in by_kind(results):
            print("   by kind: " + line)
        print(f"bench_peers: {pair} {mean:+.2f} ct/game [{ci[0]:+.2f}, {ci[1]:+.2f}] n={n}")
    paired(pairs)


def paired(pairs):
    """For pairs with the same B over common deals: each one's difference from the first
    such pair, deal by deal (cents per seat and game, 95 % interval over the deals)."""
    names = list(pairs)
    for i, first in enumerate(names):
        for other in names[i + 1 :]:
            if first.split(":")[1] != other.split(":")[1]:
                continue
            deals = sorted({d for d, _ in pairs[first]} & {d for d, _ in pairs[other]})
            if len(deals) < 2:
                continue
            diffs = [
                sum(pairs[other][d, h]["a_reward"] - pairs[first][d, h]["a_reward"] for h in (0, 1))
                / 4
                for d in deals
            ]
            m = sum(diffs) / len(diffs)
            sd = math.sqrt(sum((x - m) ** 2 for x in diffs) / (len(diffs) - 1))
            half = 1.96 * sd / math.sqrt(len(diffs))
            print(
                f"paired, {other} minus {first} over {len(deals)} common deals: {m:+.2f} ct/game "
                f"[{m - half:+.2f}, {m + half:+.2f}]"
            )


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--peer-dir",
        default=os.environ.get("SCHAFKOPFRL_DIR"),
        help="the exported schafkopfrl/ folder of SchafkopfRL (or env SCHAFKOPFRL_DIR)",
    )
    ap.add_argument(
        "--games",
        type=int,
        default=1000,
        help="deals per pair; each is played twice (default 1000)",
    )
    ap.add_argument("--pairs", default="search:rule,heuristic:rule,search:pimc,heuristic:random")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument(
        "--seed", type=int, default=1, help="SchafkopfEnv seed of the deals (default 1, as theirs)"
    )
    ap.add_argument(
        "--search-samples",
        type=int,
        default=48,
        help="SearchBot worlds per card (default 48, its default)",
    )
    ap.add_argument(
        "--search-time",
        type=float,
        default=None,
        help="SearchBot seconds per decision (default: no limit, so that a run is "
        "reproducible; its default in play is 0.5)",
    )
    ap.add_argument(
        "--first-deal",
        type=int,
        default=0,
        help="play deals first..first+games-1 of the seed's sequence "
        "(to split a long run; default 0)",
    )
    ap.add_argument("--chunk", type=int, default=20, help="games per work unit (default 20)")
    ap.add_argument("--json", metavar="FILE", help="write the results as JSON")
    ap.add_argument(
        "--pool",
        nargs="+",
        metavar="FILE",
        help="pool the --json files of runs over other deals (--first-deal) by pair and "
        "print each pair's figures; needs no peer",
    )
    args = ap.parse_args(argv)
    if args.pool:
        try:
            pool_files(args.pool)
        except (OSError, ValueError, KeyError) as err:
            ap.error(f"--pool: {err}")
        return
    if not args.peer_dir:
        ap.error(
            "give --peer-dir (or set SCHAFKOPFRL_DIR) to the schafkopfrl/ folder of an "
            "export of github.com/tobiasemrich/SchafkopfRL"
        )
    if args.games < 2:
        ap.error("--games must be at least 2 (the interval needs two deals)")
    pairs = []
    for item in args.pairs.split(","):
        a, _, b = item.strip().partition(":")
        if not b:
            ap.error(f"--pairs: {item.strip()!r} is not A:B")
        try:
            pairs.append((item.strip(), resolve(a, "A"), resolve(b, "B")))
        except ValueError as err:
            ap.error(str(err))
    try:
        Peer(args.peer_dir)
    except PeerMissingError as err:
        ap.error(str(err))
    args.search = (args.search_samples, args.search_time)
    print(
        f"bench_peers: {args.games} deals (from deal {args.first_deal}) x 2 seatings per pair, "
        f"SchafkopfEnv seed {args.seed}, "
        f"{args.workers} worker(s); rules {RULES}"
    )
    totals = {"checked": Counter(), "found": {}, "diverged": {}}
    out = []
    for pair, a, b in pairs:
        results, stats, wall = run_pair(args, a, b)
        out.append(report(pair, a, b, results, stats, wall, args, totals))
    print("\n== legal-set check (every decision of every seat, both engines on the same position)")
    print(f"   checked: {dict(totals['checked'])}")
    if not totals["found"]:
        print("   no disagreement")
    for kind, (cnt, example, pair) in sorted(totals["found"].items(), key=lambda x: -x[1][0]):
        print(f"   {cnt:6d}  {kind}\n           e.g. ({pair}) {json.dumps(example)}")
    for kind, (cnt, example, pair) in totals["diverged"].items():
        print(
            f"   {cnt:6d}  games diverged (a peer's card kartenregeln refuses): {kind}\n"
            f"           e.g. ({pair}) {example}"
        )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(
                {
                    "pairs": out,
                    "checked": dict(totals["checked"]),
                    "found": {k: v[:2] for k, v in totals["found"].items()},
                    "diverged": totals["diverged"],
                },
                f,
                indent=1,
                default=str,
            )
    print(
        "bench_peers: "
        + "; ".join(
            f"{r['pair']} {r['mean']:+.2f} ct/game "
            f"[{r['ci'][0]:+.2f}, {r['ci'][1]:+.2f}] n={r['deals']}"
            for r in out
        )
    )


if __name__ == "__main__":
    main()
