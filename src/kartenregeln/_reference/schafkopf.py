"""Schafkopf written out plainly from the rules, to disagree with the engine.

This module shares no code with ``kartenregeln.schafkopf``: it reads the house rules from
the public ``Rules`` value (its fields only) and works on card codes (``"EO"``, ``"H9"``)
and action words (``"weiter"``, ``"rufspiel gras"``, ``"HZ"``) as the notation writes
them. Everything else (who may say what, which card may be played, who takes a trick,
what a game pays) is computed here again, slowly and in the most obvious way, from the
rules as the documentation states them.

>>> from kartenregeln import schafkopf as sk
>>> game = Game(sk.Rules(), dealer=3, hands=[
...     "EO GO HO SO EU GU G7 E7".split(), "GA GZ GK G9 HA HZ E9 S7".split(),
...     "HU SU HK H9 EA EZ SA SZ".split(), "G8 H8 H7 EK E8 SK S9 S8".split()])
>>> for word in ["spiele", "weiter", "weiter", "weiter", "rufspiel gras", "gut", "gut",
...              "gut", "G7"]:
...     game.apply(word)
>>> sorted(game.legal())
['GA']
"""

from __future__ import annotations

from typing import Any

__all__ = ["Game", "trick_winner", "trumps"]

OBER = ["EO", "GO", "HO", "SO"]
UNTER = ["EU", "GU", "HU", "SU"]
SUIT_WORDS = {"eichel": "E", "gras": "G", "herz": "H", "schellen": "S"}
SOLO_KINDS = ("farbsolo", "wenz", "geier", "farbwenz", "farbgeier")
AUGEN = {"A": 11, "Z": 10, "K": 4, "O": 3, "U": 2, "9": 0, "8": 0, "7": 0}


def field(rules: Any, name: str) -> Any:
    """A field of the rules value, as a plain value (an enum by its word)."""
    value = getattr(rules, name)
    return getattr(value, "value", value)


def deck(rules: Any) -> list[str]:
    """The cards in play: the short deck leaves out the Achter and Siebener."""
    ranks = "AZKOU987" if field(rules, "deck") == "long" else "AZKOU9"
    return [s + r for s in "EGHS" for r in ranks]


class Contract:
    """A game as its notation names it: ``kind`` (``rufspiel``, ``farbsolo``, ``wenz``,
    ``geier``, ``farbwenz``, ``farbgeier``, ``bettel``, ``bettel ouvert``, ``sie``,
    ``ramsch``), ``suit`` (a letter or ``None``) and ``tout``."""

    def __init__(self, kind: str, suit: str | None = None, tout: bool = False) -> None:
        self.kind, self.suit, self.tout = kind, suit, tout

    @staticmethod
    def parse(text: str) -> Contract:
        words = text.split()
        tout = words[0] == "tout"
        if tout:
            words = words[1:]
        if words[0] == "bettel":
            ouvert = len(words) > 1 and words[1] == "ouvert"
            rest = words[2:] if ouvert else words[1:]
            return Contract("bettel ouvert" if ouvert else "bettel", "H" if rest else None)
        kind = "farbsolo" if words[0] == "solo" else words[0]
        suit = SUIT_WORDS[words[1]] if len(words) > 1 else None
        return Contract(kind, suit, tout)

    def __str__(self) -> str:
        names = {v: k for k, v in SUIT_WORDS.items()}
        if self.kind.startswith("bettel"):
            return self.kind + (" herz" if self.suit else "")
        word = "solo" if self.kind == "farbsolo" else self.kind
        text = word + (" " + names[self.suit] if self.suit else "")
        return "tout " + text if self.tout else text

    @property
    def is_solo_like(self) -> bool:
        """The declarer plays alone against everybody else."""
        return self.kind not in ("rufspiel", "ramsch")


def trumps(game: Contract) -> list[str]:
    """The trumps of ``game``, highest first, over the 32 cards."""
    kind, suit = game.kind, game.suit
    if kind in ("rufspiel", "ramsch", "sie"):
        return OBER + UNTER + ["H" + r for r in "AZK987"]
    if kind == "farbsolo":
        return OBER + UNTER + [f"{suit}{r}" for r in "AZK987"]
    if kind == "wenz":
        return list(UNTER)
    if kind == "geier":
        return list(OBER)
    if kind == "farbwenz":
        return UNTER + [f"{suit}{r}" for r in "AZKO987"]
    if kind == "farbgeier":
        return OBER + [f"{suit}{r}" for r in "AZKU987"]
    if suit == "H":  # a Bettel with Herz as trump: the order of a Herz-Solo
        return OBER + UNTER + ["H" + r for r in "AZK987"]
    return []  # a plain Bettel: no trumps


def suit_order(game: Contract, suit: str) -> list[str]:
    """The non-trump cards of ``suit`` in ``game``, highest first."""
    ranks = "AKOUZ987" if game.kind.startswith("bettel") and game.suit is None else "AZKOU987"
    high = trumps(game)
    return [suit + r for r in ranks if suit + r not in high]


def card_class(game: Contract, card: str) -> str:
    """``"T"`` for a trump, else the card's suit letter: what must be followed."""
    return "T" if card in trumps(game) else card[0]


def power(game: Contract, card: str) -> int:
    """Higher beats lower within a class; every trump beats every other card."""
    high = trumps(game)
    if card in high:
        return 100 - high.index(card)
    order = suit_order(game, card[0])
    return 50 - order.index(card)


def trick_winner(game: Contract, leader: int, cards: list[str], seats: int) -> int:
    """The seat that takes ``cards`` (played from ``leader`` on): the highest trump, else
    the highest card of the suit led."""
    best = 0
    for i, card in enumerate(cards):
        cls, top = card_class(game, card), card_class(game, cards[best])
        if (cls == top and power(game, card) > power(game, cards[best])) or (
            cls == "T" and top != "T"
        ):
            best = i
    return (leader + best) % seats


def _rank_key(rules: Any, game: Contract) -> tuple[int, int]:
    """The rank of an announcement in round two: the class, then ``solo_order``."""
    if game.kind == "rufspiel":
        return (0, 0)
    if game.kind == "bettel":
        return (1, 0)
    if game.kind == "bettel ouvert":
        return (1, 1)
    if game.kind == "sie":
        return (4, 0)
    order = list(field(rules, "solo_order"))
    inside = len(order) - order.index(game.kind) if game.kind in order else 0
    return (3 if game.tout else 2, inside)


def announceable(rules: Any, hand: list[str]) -> list[Contract]:
    """Every game this hand may announce under ``rules``."""
    games: list[Contract] = []
    rufspiel_trumps = trumps(Contract("rufspiel"))
    if field(rules, "players") == 4:
        for suit in "EGS":
            plain = [c for c in hand if c[0] == suit and c not in rufspiel_trumps]
            if plain and suit + "A" not in hand:
                games.append(Contract("rufspiel", suit))
    kinds = ["farbsolo", "wenz"]
    if field(rules, "geier"):
        kinds.append("geier")
    if field(rules, "farbwenz"):
        kinds.append("farbwenz")
    if field(rules, "farbgeier"):
        kinds.append("farbgeier")
    for kind in kinds:
        suits: list[str | None] = list("EGHS") if kind.startswith("farb") else [None]
        for which in suits:
            games.append(Contract(kind, which))
            if field(rules, "tout") and kind in field(rules, "tout_games"):
                games.append(Contract(kind, which, tout=True))
    herz = "H" if field(rules, "bettel_herz") else None
    if field(rules, "bettel"):
        games.append(Contract("bettel", herz))
    if field(rules, "bettel_ouvert"):
        games.append(Contract("bettel ouvert", herz))
    if field(rules, "sie") and all(c in hand for c in OBER + UNTER):
        games.append(Contract("sie"))
    return games


class Game:
    """One game of Schafkopf, played by applying action words one by one.

    ``hands`` are the dealt hands as card codes, seat by seat; the cards no hand holds
    are the Skat (three players with the long deck). ``pot`` is the Stock carried in.
    """

    def __init__(self, rules: Any, *, dealer: int, hands: list[list[str]], pot: int = 0):
        self.rules = rules
        self.n: int = field(rules, "players")
        self.dealer = dealer
        self.vorhand: int = (dealer + 1) % self.n
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.skat = [c for c in deck(rules) if not any(c in h for h in hands)]
        self.pot = pot
        self.klopfer: list[int] = []
        self.players: list[int] = []  # said "spiele"
        self.asked = 0  # seats asked so far in the current round of single questions
        self.phase = "klopfen" if field(rules, "klopfen") else "round1"
        self.to_move: int | None = self.vorhand
        # round two
        self.still_in: list[int] = []
        self.holder: int | None = None
        self.best: Contract | None = None
        # the game
        self.game: Contract | None = None
        self.declarer: int | None = None
        self.partner: int | None = None
        self.kontra: int | None = None
        self.re: int | None = None
        self.re_askers: list[int] = []
        # play
        self.leader = self.vorhand
        self.trick: list[str] = []
        self.tricks: list[tuple[int, list[str], int]] = []
        self.searched = False
        self.thrown_in = False

    # -- whose turn, in the order of the seats from Vorhand ---------------------------
    def from_vorhand(self, k: int) -> int:
        return (self.vorhand + k) % self.n

    def position(self, seat: int) -> int:
        """How far ``seat`` sits from Vorhand (0 for Vorhand)."""
        return (seat - self.vorhand) % self.n

    @property
    def over(self) -> bool:
        return self.phase == "over"

    # -- what may be said or played ----------------------------------------------------
    def legal(self) -> set[str]:
        seat = self.to_move
        if self.phase == "over" or seat is None:
            return set()
        if self.phase == "klopfen":
            return {"klopfen", "weiter"}
        if self.phase == "round1":
            return {"spiele", "weiter"}
        if self.phase == "auction":
            return self.auction_choices(seat)
        if self.phase == "kontra":
            return {"gut"} if seat == self.partner else {"kontra", "gut"}
        if self.phase == "re":
            if seat == self.declarer or seat == self.partner:
                return {"re", "gut"}
            return {"gut"}
        return set(self.playable(seat))

    def auction_choices(self, seat: int) -> set[str]:
        games = announceable(self.rules, self.dealt[seat])
        if self.best is None:  # the front-most candidate must announce
            return {str(g) for g in games}
        assert self.holder is not None
        best = _rank_key(self.rules, self.best)
        before = self.position(seat) < self.position(self.holder)
        out = {"weiter"}
        for g in games:
            key = _rank_key(self.rules, g)
            if key > best or (before and key == best):
                out.add(str(g))
        return out

    def playable(self, seat: int) -> list[str]:
        game = self.game
        assert game is not None
        hand = self.hands[seat]
        if self.trick:
            led = card_class(game, self.trick[0])
            follow = [c for c in hand if card_class(game, c) == led]
            choice = follow or list(hand)
            if follow and game.kind.startswith("bettel") and field(self.rules, "bettel_stichzwang"):
                best = self.trick[0]
                for c in self.trick[1:]:
                    same = card_class(game, c) == card_class(game, best)
                    if (same and power(game, c) > power(game, best)) or (
                        card_class(game, c) == "T" and card_class(game, best) != "T"
                    ):
                        best = c
                if card_class(game, best) == led:
                    beating = [c for c in follow if power(game, c) > power(game, best)]
                    choice = beating or follow
        else:
            led = None
            choice = list(hand)
        if game.kind == "rufspiel" and not self.searched:
            assert game.suit is not None
            sau = game.suit + "A"
            if sau in hand:
                suit_cards = [c for c in hand if card_class(game, c) == game.suit]
                if led is None:
                    if not (field(self.rules, "davonlaufen") and len(suit_cards) >= 4):
                        choice = [c for c in choice if c not in suit_cards or c == sau]
                elif led == game.suit:
                    choice = [sau]
                elif hand != [sau]:
                    choice = [c for c in choice if c != sau]
        return choice

    # -- doing it ----------------------------------------------------------------------
    def apply(self, action: str) -> None:
        seat = self.to_move
        assert seat is not None
        assert action in self.legal(), (action, self.legal())
        if self.phase == "klopfen":
            if action == "klopfen":
                self.klopfer.append(seat)
            self.next_in_round("round1")
        elif self.phase == "round1":
            if action == "spiele":
                self.players.append(seat)
            self.next_in_round(None)
        elif self.phase == "auction":
            self.bid(seat, action)
        elif self.phase == "kontra":
            self.say_kontra(seat, action)
        elif self.phase == "re":
            self.say_re(seat, action)
        else:
            self.play(seat, action)

    def next_in_round(self, then: str | None) -> None:
        """The next seat from Vorhand is asked; after the last, the next phase."""
        assert self.to_move is not None
        if self.position(self.to_move) < self.n - 1:
            self.to_move = (self.to_move + 1) % self.n
            return
        if then is not None:
            self.phase, self.to_move = then, self.vorhand
            return
        # round one is over
        if self.players:
            self.phase = "auction"
            self.still_in = list(self.players)
            self.to_move = self.players[0]
        elif field(self.rules, "all_pass") == "ramsch":
            self.game = Contract("ramsch")
            self.start_play()
        else:
            self.thrown_in = True
            self.phase, self.to_move = "over", None

    def bid(self, seat: int, action: str) -> None:
        if action == "weiter":
            self.still_in.remove(seat)
        else:
            self.holder, self.best = seat, Contract.parse(action)
            if self.best.kind == "sie":
                self.still_in = [seat]
        if self.still_in == [self.holder]:
            self.fix_game()
            return
        # the next candidate still in after the speaker, skipping the holder
        for k in range(1, self.n + 1):
            nxt = (seat + k) % self.n
            if nxt in self.still_in and nxt != self.holder:
                self.to_move = nxt
                return
        raise AssertionError("no candidate left to ask")

    def fix_game(self) -> None:
        self.game, self.declarer = self.best, self.holder
        assert self.game is not None
        if self.game.kind == "rufspiel":
            sau = f"{self.game.suit}A"
            self.partner = next(s for s in range(self.n) if sau in self.dealt[s])
        if self.game.kind == "sie":
            self.phase, self.to_move = "over", None
            return
        if field(self.rules, "kontra"):
            self.phase = "kontra"
            self.kontra_askers = [
                self.from_vorhand(k) for k in range(self.n) if self.from_vorhand(k) != self.declarer
            ]
            self.to_move = self.kontra_askers.pop(0)
            return
        self.start_play()

    def say_kontra(self, seat: int, action: str) -> None:
        if action == "kontra":
            self.kontra = seat
            self.phase, self.to_move = "re", self.declarer
            assert self.game is not None
            assert self.declarer is not None
            if (
                field(self.rules, "re_by_partner")
                and self.game.kind == "rufspiel"
                and self.partner is not None
            ):
                self.re_askers = [
                    (self.declarer + k) % self.n
                    for k in range(1, self.n)
                    if (self.declarer + k) % self.n != seat
                ]
            return
        if self.kontra_askers:
            self.to_move = self.kontra_askers.pop(0)
        else:
            self.start_play()

    def say_re(self, seat: int, action: str) -> None:
        if action == "re":
            self.re = seat
            self.start_play()
        elif self.re_askers:
            self.to_move = self.re_askers.pop(0)
        else:
            self.start_play()

    def start_play(self) -> None:
        self.phase = "play"
        self.leader = self.to_move = self.vorhand

    def play(self, seat: int, card: str) -> None:
        game = self.game
        assert game is not None
        self.hands[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return
        winner = trick_winner(game, self.leader, self.trick, self.n)
        if game.kind == "rufspiel" and card_class(game, self.trick[0]) == game.suit:
            self.searched = True  # from the end of this trick on
        self.tricks.append((self.leader, self.trick, winner))
        self.trick = []
        self.leader = self.to_move = winner
        ended = (
            not any(self.hands)  # the last trick
            or (game.tout and field(self.rules, "tout_ends_early") and winner not in self.party())
            or (game.kind.startswith("bettel") and winner == self.declarer)
        )
        if ended:
            self.phase, self.to_move = "over", None

    # -- the result --------------------------------------------------------------------
    def party(self) -> list[int]:
        """The declaring party: the declarer, with the partner in a Rufspiel."""
        return [s for s in (self.declarer, self.partner) if s is not None]

    def seat_augen(self) -> list[int]:
        """Each seat's Augen; after the last trick of a game played to the end, the Skat
        counts for the seat that took it."""
        augen = [0] * self.n
        for _, cards, winner in self.tricks:
            augen[winner] += sum(AUGEN[c[1]] for c in cards)
        if self.tricks and not any(self.hands):
            augen[self.tricks[-1][2]] += sum(AUGEN[c[1]] for c in self.skat)
        return augen

    def seat_tricks(self) -> list[int]:
        taken = [0] * self.n
        for _, _, winner in self.tricks:
            taken[winner] += 1
        return taken

    def settle(self) -> dict[str, Any]:
        """``balance`` (zero-sum with ``stock``), ``scores`` (what each seat collects),
        ``stock`` (what the game put into the pot) and the facts found on the way."""
        assert self.over
        n = self.n
        if self.thrown_in:
            stock = field(self.rules, "stock") or 0
            balance = [-stock] * n
            return self.result(balance, stock=stock * n)
        assert self.game is not None
        if self.game.kind == "ramsch":
            return self.settle_ramsch()
        return self.settle_game()

    def result(self, balance: list[int], **facts: Any) -> dict[str, Any]:
        facts.setdefault("stock", 0)
        return {"balance": balance, "scores": [max(0, b) for b in balance], **facts}

    def doublings(self) -> int:
        return len(self.klopfer) + (self.kontra is not None) + (self.re is not None)

    def laufende(self) -> int:
        """The run of top trumps that one party held at the deal (the Skat belongs to
        neither), counted from the highest trump in play."""
        assert self.game is not None
        cards = deck(self.rules)
        high = [c for c in trumps(self.game) if c in cards]
        if not high:
            return 0
        held = {c for s in self.party() for c in self.dealt[s]}
        mit = high[0] in held
        count = 0
        for c in high:
            if (c in held) != mit:
                break
            count += 1
        return count

    def settle_game(self) -> dict[str, Any]:
        game, rules, n = self.game, self.rules, self.n
        assert game is not None
        assert self.declarer is not None
        tariff = rules.tariff
        party = self.party()
        augen, taken = self.seat_augen(), self.seat_tricks()
        party_augen = sum(augen[s] for s in party)
        party_tricks = sum(taken[s] for s in party)
        total_tricks = len(deck(rules)) // n
        laufender = tariff.extra if tariff.extra_laufende is None else tariff.extra_laufende
        schneider = schwarz = False
        paid = 0
        if game.kind == "sie":
            won, paid = True, 8  # a Sie counts all eight Ober and Unter as Laufende
            value = (tariff.solo + laufender * paid) * 4
        elif game.kind.startswith("bettel"):
            won = taken[self.declarer] == 0
            price = tariff.rufspiel if tariff.bettel is None else tariff.bettel
            value = price * (2 if game.kind == "bettel ouvert" else 1)
        else:
            base = tariff.rufspiel if game.kind == "rufspiel" else tariff.solo
            runs = self.laufende()
            least = getattr(rules.laufende_min, game.kind)
            paid = runs if least is not None and runs >= least else 0
            if game.tout:
                won = party_tricks == total_tricks
                value = (base + laufender * paid) * 2
            else:
                won = party_augen >= 61
                loser_augen = 120 - party_augen if won else party_augen
                loser_tricks = (total_tricks - party_tricks) if won else party_tricks
                limit = 30
                if field(rules, "schneider") == "standard" and won:
                    limit = 29
                schwarz = loser_tricks == 0
                schneider = schwarz or loser_augen <= limit
                value = base + tariff.extra * (schneider + schwarz) + laufender * paid
        value *= 2 ** self.doublings()
        balance = [0] * n
        if game.kind == "rufspiel":
            for s in range(n):
                balance[s] = value if (s in party) == won else -value
        else:
            sign = 1 if won else -1
            for s in range(n):
                if s != self.declarer:
                    balance[s] = -sign * value
            balance[self.declarer] = sign * value * (n - 1)
        stock = 0
        if self.pot and (game.kind == "rufspiel" or n == 3):
            share = self.pot // len(party)
            for s in party:
                balance[s] += share if won else -share
            stock = -self.pot if won else self.pot
        return self.result(
            balance,
            stock=stock,
            value=value,
            won=won,
            schneider=schneider,
            schwarz=schwarz,
            laufende_paid=paid,
            party_augen=party_augen,
        )

    def settle_ramsch(self) -> dict[str, Any]:
        rules, n = self.rules, self.n
        tariff = rules.tariff
        price = (tariff.rufspiel if tariff.ramsch is None else tariff.ramsch) * 2 ** len(
            self.klopfer
        )
        augen, taken = self.seat_augen(), self.seat_tricks()
        order = [self.from_vorhand(k) for k in range(n)]
        least = field(rules, "durchmarsch_min_augen")
        total_tricks = len(deck(rules)) // n
        for s in order:
            if taken[s] == total_tricks or (least is not None and augen[s] >= least):
                balance = [-price] * n
                balance[s] = price * (n - 1)
                return self.result(balance, durchmarsch=s)
        most = max(augen)
        tied = [s for s in order if augen[s] == most]
        losers = [self.ramsch_loser(tied)] if len(tied) > 1 else tied
        if len(tied) > 1 and field(rules, "ramsch_tie") == "all_tied_share":
            losers = tied
        jungfrauen = [s for s in range(n) if taken[s] == 0]
        rule = field(rules, "jungfrau")
        balance = [0] * n
        for s in range(n):
            if s in losers:
                continue
            each = price
            if rule == "doubles_all":
                each *= 2 ** len(jungfrauen)
            elif rule == "doubles_own" and s in jungfrauen:
                each *= 2
            elif rule == "doubles_own_each" and s in jungfrauen:
                each *= 2 ** len(jungfrauen)
            for loser in losers:
                balance[s] += each
                balance[loser] -= each
        return self.result(balance, ramsch_losers=sorted(losers), jungfrauen=jungfrauen)

    def ramsch_loser(self, tied: list[int]) -> int:
        """Who loses among the seats tied on the most Augen (in order from Vorhand)."""
        rule = field(self.rules, "ramsch_tie")
        high = trumps(Contract("ramsch"))
        if rule == "highest_trump_taken":
            best: tuple[int, int] | None = None
            for s in tied:
                got = [c for _, cards, w in self.tricks if w == s for c in cards if c in high]
                if got:
                    top = min(high.index(c) for c in got)
                    if best is None or top < best[0]:
                        best = (top, s)
            if best is not None:
                return best[1]
            taken = self.seat_tricks()
            most = max(taken[s] for s in tied)
            return next(s for s in tied if taken[s] == most)
        if rule == "highest_trump_held":
            held = [
                (min((high.index(c) for c in self.dealt[s] if c in high), default=99), s)
                for s in tied
            ]
            top = min(h for h, _ in held)
            if top < 99:
                return next(s for h, s in held if h == top)
            return tied[0]
        return tied[0]
