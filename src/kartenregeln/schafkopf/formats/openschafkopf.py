"""openschafkopf's one-line game notation: the game and its declarer, a colon, every card
in play order.

>>> from kartenregeln import schafkopf as sk
>>> line = ("Rufspiel Blaue von 3: so h7 go eo ho hz hk eu gu h9 su g8 g9 ga gk e9 "
...         "ea ek ez e7 g7 ha s7 gz sa s9 h8 sz e8 sk hu s8")
>>> state = parse_openschafkopf(line, sk.Rules.sauspiel())
>>> str(state.game), state.declarer, state.is_over
('rufspiel gras', 3, True)
>>> to_openschafkopf(state)[:45]
'Rufspiel mit der Gras-Sau von 3: so h7 go eo '

The rules are in ``docs/formats.md``.
"""

from __future__ import annotations

import re
from typing import Final

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, Suit
from kartenregeln.errors import KartenregelnError, NotationError
from kartenregeln.messages import say
from kartenregeln.schafkopf.contracts import card_code
from kartenregeln.schafkopf.formats._build import (
    CARD_OF_CODE,
    BuildError,
    build_state,
    deal_from_plays,
)

__all__ = ["GAME_WORDS", "SUIT_WORDS", "default_rules", "parse_openschafkopf", "to_openschafkopf"]

SUIT_WORDS: Final[tuple[tuple[Suit, tuple[str, ...]], ...]] = (
    (Suit.EICHEL, ("eichel", "alt")),
    (Suit.GRAS, ("gras", "grün", "gruen", "laub", "blatt", "blau")),
    (Suit.HERZ, ("herz", "rot")),
    (Suit.SCHELLEN, ("schell", "pump", "hundsgfickte")),
)
"""The words that name a suit anywhere in the game's name: "die Alte" is the Eichel-Sau,
"die Blaue" the Gras-Sau, "die Hundsgfickte" the Schellen-Sau."""

GAME_WORDS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("rufspiel", ("rufspiel", "sauspiel", "mit der", "auf die")),
    ("solo", ("solo", "sticht")),
    ("wenz", ("wenz",)),
    ("geier", ("geier",)),
    ("bettel normal", ("bettel normal",)),
    ("bettel stich", ("bettel stich",)),
    ("ramsch", ("ramsch",)),
)
"""The words that name the kind of game; exactly one group must occur."""

_SUIT_NAME: Final = {
    Suit.EICHEL: "Eichel",
    Suit.GRAS: "Gras",
    Suit.HERZ: "Herz",
    Suit.SCHELLEN: "Schelln",
}
_CARD_RE: Final = re.compile(r"[a-z0-9]+")


def default_rules() -> sk.Rules:
    """The rules ``parse_openschafkopf`` uses when given none: the Sauspiel preset (tariff
    20/50/10) with Farbwenz, Farbgeier and Bettel allowed and a Ramsch when all pass."""
    return sk.Rules.sauspiel(farbwenz=True, farbgeier=True, bettel=True, all_pass=sk.AllPass.RAMSCH)


def _contract(
    line: str, name: str, rules: sk.Rules | None = None
) -> tuple[sk.Contract | None, bool]:
    """The contract a game name describes (``None`` for a Ramsch) and whether the name
    needs a declarer (a "Bettel stich" needs ``rules.bettel_stichzwang``, a "Bettel
    normal" rules without it)."""
    text = name.casefold()
    suits = [s for s, words in SUIT_WORDS if any(w in text for w in words)]
    kinds = [k for k, words in GAME_WORDS if any(w in text for w in words)]
    if len(suits) > 1:
        raise NotationError(line, say("os_two_suits", name=repr(name)))
    if not kinds:
        raise NotationError(line, say("os_unknown_game", name=repr(name)))
    if len(kinds) > 1:
        raise NotationError(
            line, say("os_ambiguous_game", name=repr(name), kinds=" or ".join(kinds))
        )
    kind = kinds[0]
    suit = suits[0] if suits else None
    tout = "tout" in text
    if kind == "ramsch":
        return None, False
    stichzwang = rules is not None and rules.bettel_stichzwang
    if kind == "bettel stich" and not stichzwang:
        raise NotationError(line, say("os_bettel_stich_rules"))
    if kind == "bettel normal" and stichzwang:
        raise NotationError(line, say("os_bettel_stich_game"))
    if kind in ("bettel normal", "bettel stich"):
        if suit is not None or tout:
            raise NotationError(line, say("os_bettel_plain", name=repr(name)))
        return sk.Contract(sk.GameKind.BETTEL), True
    if kind == "rufspiel":
        if suit is None:
            raise NotationError(line, say("os_rufspiel_sau", name=repr(name)))
        if suit is Suit.HERZ:
            raise NotationError(line, say("os_rufspiel_herz"))
        if tout:
            raise NotationError(line, say("os_rufspiel_tout"))
        return sk.Contract(sk.GameKind.RUFSPIEL, suit), True
    if kind == "solo":
        if suit is None:
            raise NotationError(line, say("os_solo_suit", name=repr(name)))
        return sk.Contract(sk.GameKind.FARBSOLO, suit, tout=tout), True
    base = sk.GameKind.WENZ if kind == "wenz" else sk.GameKind.GEIER
    if suit is None:
        return sk.Contract(base, tout=tout), True
    farb = sk.GameKind.FARBWENZ if kind == "wenz" else sk.GameKind.FARBGEIER
    return sk.Contract(farb, suit, tout=tout), True


def _sentence(err: ValueError) -> str:
    """The error's sentence: its Message when the library raised it, else its text."""
    return err.sentence if isinstance(err, KartenregelnError) else str(err)


def _cards(line: str, text: str, offset: int) -> list[Card]:
    cards: list[Card] = []
    seen: set[Card] = set()
    for m in _CARD_RE.finditer(text.casefold()):
        card = CARD_OF_CODE.get(m.group().upper())
        if card is None:
            raise NotationError(line, say("not_a_card", text=repr(m.group())), offset + m.start())
        if card in seen:
            raise NotationError(line, say("os_played_twice", code=m.group()), offset + m.start())
        seen.add(card)
        cards.append(card)
    return cards


def parse_openschafkopf(line: str, rules: sk.Rules | None = None) -> sk.GameState:
    """The game an openschafkopf line describes, played under ``rules`` (default:
    [`default_rules`][kartenregeln.schafkopf.formats.openschafkopf.default_rules]).

    The line is ``<game> von <seat>: <cards>`` (``Ramsch: <cards>`` without a declarer):
    seats are counted from Vorhand = 0, the dealer is seat 3, the cards are every card of
    the deal in play order, lower or upper case. The state is built by dealing the hands
    the cards show, the declarer alone saying *spiele* and announcing the game, and the
    cards played in order; a game the rules refuse (a Farbwenz where ``rules.farbwenz`` is
    off, an illegal card) raises [`NotationError`][kartenregeln.errors.NotationError]
    naming the step. A game that ends before its last card (a lost Tout or Bettel) must
    still list every card; the state ends where the rules end it."""
    if rules is None:
        rules = default_rules()
    if not isinstance(line, str):
        raise TypeError(f"line must be a str, not {type(line).__name__}")
    head, colon, tail = line.partition(":")
    if not colon:
        raise NotationError(line, say("os_no_colon"))
    if " spielt " in head and " von " not in head:
        who, _, name = head.partition(" spielt ")
    else:
        name, _, who = head.partition(" von ")
    name, who = name.strip(), who.strip()
    contract, needs_declarer = _contract(line, name, rules)
    declarer: int | None = None
    if needs_declarer:
        if not who:
            raise NotationError(line, say("os_needs_declarer", name=repr(name)))
        if not who.isdigit() or not 0 <= int(who) < rules.players:
            raise NotationError(
                line, say("os_declarer_seat", last=rules.players - 1, value=repr(who))
            )
        declarer = int(who)
    elif who:
        raise NotationError(line, say("os_ramsch_declarer", value=repr(who)))
    cards = _cards(line, tail, len(head) + 1)
    size = rules.deck.size
    if len(cards) != size:
        raise NotationError(line, say("os_card_count", n=len(cards), size=size))
    n = rules.players
    hands = deal_from_plays(contract, cards, 0, n)
    try:
        state = build_state(
            rules,
            dealer=n - 1,
            hands=hands,
            contract=contract,
            declarer=declarer,
            plays=[],
        )
        k, card = 0, cards[0]
        for k, card in enumerate(cards):  # noqa: B007 (k and card name the failing card)
            if state.is_over:
                break
            state = state.apply(sk.Play(card))
    except BuildError as err:
        raise NotationError(line, err.reason) from None
    except ValueError as err:
        raise NotationError(
            line, say("os_card_refused", k=k + 1, card=card_code(card), error=_sentence(err))
        ) from None
    return state


def _game_name(game: sk.Contract) -> str:
    kind = game.kind
    suit = None if game.suit is None else _SUIT_NAME[game.suit]
    if kind is sk.GameKind.RUFSPIEL:
        return f"Rufspiel mit der {suit}-Sau"
    if kind is sk.GameKind.BETTEL:
        return "Bettel normal"
    if kind is sk.GameKind.FARBSOLO:
        text = f"{suit}-Solo"
    elif kind is sk.GameKind.WENZ:
        text = "Wenz"
    elif kind is sk.GameKind.GEIER:
        text = "Geier"
    elif kind is sk.GameKind.FARBWENZ:
        text = f"{suit}-Wenz"
    elif kind is sk.GameKind.FARBGEIER:
        text = f"{suit}-Geier"
    else:
        raise ValueError(kind)
    return text + " Tout" if game.tout else text


def to_openschafkopf(state: sk.GameState, *, drop_doublings: bool = False) -> str:
    """The openschafkopf line of a finished game (every card played).

    The seats are renumbered from Vorhand = 0. The notation has no place for Klopfen,
    Kontra and Re: a game with any raises
    [`NotationError`][kartenregeln.errors.NotationError] unless ``drop_doublings``. A Sie,
    a Bettel ouvert, a thrown-in deal and a game that ended before its last card cannot
    be written (NotationError naming why)."""
    if not isinstance(state, sk.GameState):
        raise TypeError(f"state must be a schafkopf GameState, not {type(state).__name__}")
    shown = state.to_text()
    if state.rules.players != 4:
        raise NotationError(shown, say("os_four_players"))
    if not state.is_over:
        raise NotationError(shown, say("os_not_over"))
    game = state.game
    if game is None:
        raise NotationError(shown, say("os_thrown_in"))
    if game.kind in (sk.GameKind.SIE, sk.GameKind.BETTEL_OUVERT) or (
        game.is_bettel and game.suit is not None
    ):
        raise NotationError(shown, say("os_no_game", game_name=game.name()))
    if any(len(h) for h in state.hands):
        raise NotationError(shown, say("os_ended_early"))
    if (state.klopfer or state.kontra is not None or state.re is not None) and not (drop_doublings):
        raise NotationError(shown, say("os_doublings"))
    vorhand = state.vorhand
    cards = " ".join(card_code(c).lower() for t in state.tricks for c in t.cards)
    if game.kind is sk.GameKind.RAMSCH:
        return f"Ramsch: {cards}"
    declarer = state.declarer
    assert declarer is not None
    name = _game_name(game)
    if game.kind is sk.GameKind.BETTEL and state.rules.bettel_stichzwang:
        name = "Bettel stich"
    return f"{name} von {(declarer - vorhand) % 4}: {cards}"
