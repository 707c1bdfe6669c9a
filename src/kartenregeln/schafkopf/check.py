"""May this card be played now? Answered from what a tool really knows.

A program beside a real table or an online game often knows the game, who plays it, its
own hand and the cards of the trick in progress, but not the earlier tricks.
[`check_play`][kartenregeln.schafkopf.check.check_play] answers from exactly that:
legal, illegal with the reason, or *depends* with the unknown fact that decides it.

In Schafkopf one fact of the earlier tricks changes what a seat may play: in a Rufspiel,
whether the called suit has been led ("gesucht") while the seat holds the called Sau. The
holder may not discard the Sau, nor lead a small card of its suit (unless he holds four
or more of them: davonlaufen), before the suit has been led. Everything else follows from
the hand and the trick.

>>> from kartenregeln import schafkopf as sk
>>> known = dict(seat=2, hand="EO GU HA HZ E9", game="rufspiel eichel", declarer=3,
...              trick="EA")
>>> check_play(sk.Rules(), "E9", **known).verdict.value
'legal'
>>> check_play(sk.Rules(), "HA", **known).text()
'seat 2 must follow Acorns'
>>> answer = check_play(sk.Rules(), "EA", seat=1, hand="EO EA E7 HZ S9", game="rufspiel eichel",
...                     declarer=3, trick="GA")
>>> answer.verdict.value, answer.fact_text()
('depends', 'whether Acorns was led in an earlier trick')
>>> print(answer.text("de"))
Die Eichel-Sau darf nur gespielt werden, wenn Eichel schon in einem früheren Stich angespielt
wurde; sonst gilt: die gerufene Sau darf nicht abgeworfen werden, bevor ihre Farbe gespielt
wurde, außer als letzte Karte
>>> check_play(sk.Rules(), "EA", called_suit_led=False, seat=1, hand="EO EA E7 HZ S9",
...            game="rufspiel eichel", declarer=3, trick="GA").verdict.value
'illegal'
"""

from __future__ import annotations

from collections.abc import Iterable

from kartenregeln._position import Cards, cards_of
from kartenregeln.cards import Card
from kartenregeln.errors import PositionError
from kartenregeln.legality import Legality, Verdict
from kartenregeln.messages import say
from kartenregeln.names import parse_cards
from kartenregeln.schafkopf.actions import Play
from kartenregeln.schafkopf.auction import _CALLED, _Bid
from kartenregeln.schafkopf.build import _game as _contract
from kartenregeln.schafkopf.card_play import _why_not_play
from kartenregeln.schafkopf.contracts import (
    DECK_MASK,
    SUIT_NAMES_DE,
    SUITS,
    Contract,
    card_code,
    table_for,
)
from kartenregeln.schafkopf.dealing import _maker
from kartenregeln.schafkopf.phase import _PLAY
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.state import GameState

__all__ = ["check_play"]

_make = _maker(GameState)


def _seat(name: str, value: object, n: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise PositionError(say("match_seat", name=name, last=n - 1, value=repr(value)))
    return value


def _card(card: Card | Play | str) -> Card:
    if isinstance(card, Play):
        return card.card
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        found = parse_cards(card)
        if len(found) == 1:
            return found[0]
        raise PositionError(say("check_not_one_card", text=repr(card)))
    raise TypeError(f"card must be a Card, a Play or its text, not {card!r}")


def _mask(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def check_play(
    rules: Rules,
    card: Card | Play | str,
    *,
    seat: int,
    hand: Cards,
    game: Contract | str,
    declarer: int | None,
    trick: Cards = (),
    gone: Cards | None = None,
    called_suit_led: bool | None = None,
) -> Legality:
    """Whether ``seat``, to play now, may play ``card``: a
    [`Legality`][kartenregeln.legality.Legality] that is ``LEGAL``, ``ILLEGAL`` (with the
    reason) or ``DEPENDS`` (naming the unknown fact and the answer for each of its values).

    What a tool knows: ``game`` (a ``Contract`` or its text) and its ``declarer`` (``None``
    in a Ramsch), the seat's ``hand`` now, and ``trick``, the cards of the trick in
    progress from its leader on (so the leader is the seat ``len(trick)`` places before
    ``seat``). Optional: ``gone``, the cards of the finished tricks (in any order; with it
    the position is checked against them, and if none of the called suit is gone the suit
    cannot have been led); ``called_suit_led``, whether the called suit of a Rufspiel was
    led in a finished trick. How many tricks are finished follows from the hand's size.

    Raises [`PositionError`][kartenregeln.errors.PositionError] naming the fact that is
    missing or contradictory (a card twice, a hand of an impossible size, a declarer
    holding the Sau he called, a led suit that cannot have been led).
    """
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    n = rules.players
    size = rules.hand_size
    _seat("seat", seat, n)
    contract = _contract(game)
    if contract.kind is GameKind.RAMSCH:
        if declarer is not None:
            raise PositionError(say("position_ramsch_declarer"))
    else:
        if declarer is None:
            raise PositionError(say("position_needs_declarer", game=contract))
        _seat("declarer", declarer, n)
    if contract.kind is GameKind.RUFSPIEL and n == 3:
        raise PositionError(say("no_rufspiel_three"))
    own = cards_of(hand, say("what_hand", seat=seat))
    current = cards_of(trick, say("what_current_trick"))
    played = None if gone is None else cards_of(gone, say("what_gone"))
    deck = DECK_MASK[rules.deck]
    seen: dict[Card, str] = {}
    places = (say("where_hand"), say("where_trick"), say("where_gone"))
    for what, cards in zip(places, (own, current, played or ()), strict=True):
        for c in cards:
            if not c.bit & deck:
                raise PositionError(say("position_not_in_deck", cards=card_code(c)))
            if c in seen:
                raise PositionError(
                    say("check_twice", cards=card_code(c), what=seen[c], other=what)
                )
            seen[c] = what
    if not own:
        raise PositionError(say("check_empty_hand", seat=seat))
    if len(own) > size:
        raise PositionError(say("check_big_hand", seat=seat, held=len(own), size=size))
    if len(current) > n - 1:
        raise PositionError(say("position_current_trick_plain", n=n - 1))
    finished = size - len(own)
    if played is not None and len(played) != finished * n:
        raise PositionError(
            say(
                "check_gone_count",
                gone=len(played),
                seat=seat,
                held=len(own),
                k=finished,
                count=finished * n,
            )
        )
    hand_mask = _mask(own)
    bid = _Bid(game=contract, declarer=declarer)
    sau_held = False
    suit_word = ""
    if contract.kind is GameKind.RUFSPIEL:
        assert contract.suit is not None
        call_bit, call_suit = _CALLED[contract.suit]
        sau = Card.from_index(call_bit.bit_length() - 1)
        if seat == declarer and hand_mask & call_bit:
            raise PositionError(say("check_declarer_sau", seat=seat, card=card_code(sau)))
        lead = (seat - len(current)) % n
        for k, c in enumerate(current):
            if c.bit & call_bit and (lead + k) % n == declarer:
                raise PositionError(
                    say("check_declarer_played_sau", seat=declarer, card=card_code(sau))
                )
        sau_held = bool(hand_mask & call_bit)
        partner = seat if sau_held else None
        bid = _Bid(
            game=contract,
            declarer=declarer,
            partner=partner,
            call_bit=call_bit,
            call_suit=call_suit,
        )
        suit_word = SUIT_NAMES_DE[SUITS[call_suit]]
    asked = _card(card)
    table = table_for(contract)
    values = _possible(
        rules, contract, (seat, declarer, own, current, played), sau_held, called_suit_led
    )
    leader = (seat - len(current)) % n
    answers: list[tuple[bool, str | None]] = []
    for value in values:
        state = _position(rules, bid, table, seat, leader, hand_mask, current, value)
        answers.append((value, _why_not_play(state, seat, asked)))
    code = card_code(asked)
    reasons = {r for _v, r in answers}
    if len(reasons) == 1:
        (reason,) = reasons
        return Legality(Verdict.LEGAL if reason is None else Verdict.ILLEGAL, code, reason)
    if_not = dict(answers)[False]
    return Legality(
        Verdict.DEPENDS,
        code,
        say("legal_if_led", card=code, suit=suit_word, reason=if_not),
        say("fact_called_suit_led", suit=suit_word),
        tuple(answers),
    )


def _possible(
    rules: Rules,
    contract: Contract,
    known: tuple[int, int | None, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...] | None],
    sau_held: bool,
    called_suit_led: bool | None,
) -> tuple[bool, ...]:
    """The values of "the called suit was led in a finished trick" that fit what is known
    and matter (only the called Sau's holder is bound by it)."""
    seat, declarer, own, current, played = known
    if not sau_held:
        if called_suit_led and contract.kind is not GameKind.RUFSPIEL:
            raise PositionError(say("check_no_call", game=contract))
        if contract.kind is GameKind.RUFSPIEL:
            _check_led_fact(rules, contract, own, played, called_suit_led)
        return (False,)
    assert contract.suit is not None
    suit = contract.suit
    n = rules.players
    finished = rules.hand_size - len(own)
    suit_mask = table_for(contract).class_mask[int(suit)] & DECK_MASK[rules.deck]
    in_hand = sum(1 for c in own if c.bit & suit_mask)
    leader = (seat - len(current)) % n
    # The holder keeps the Sau through a lead of its suit only by leading it himself with a
    # small card (davonlaufen, with four or more of its cards then). In that trick every
    # seat that plays a card of the suit now had to follow with another one, and the
    # declarer held one at the deal (he called the Sau with it).
    followers = {(leader + k) % n for k, c in enumerate(current) if c.bit & suit_mask}
    own_played = max(1, 4 - in_hand)
    needed = own_played + len(followers) + (0 if declarer in followers else 1)
    unseen = suit_mask.bit_count() - in_hand - len(followers)
    gone = unseen if played is None else sum(1 for c in played if c.bit & suit_mask)
    led_possible = (
        rules.davonlaufen
        and own_played <= finished
        and needed <= unseen
        and own_played + len(followers) <= gone
    )
    if called_suit_led is True:
        if not led_possible:
            raise PositionError(say("check_not_led", suit=SUIT_NAMES_DE[suit]))
        return (True,)
    if called_suit_led is False or not led_possible:
        return (False,)
    return (False, True)


def _check_led_fact(
    rules: Rules,
    contract: Contract,
    own: tuple[Card, ...],
    played: tuple[Card, ...] | None,
    called_suit_led: bool | None,
) -> None:
    """``called_suit_led`` given to a seat without the called Sau must fit the cards gone:
    the Sau leaves a hand before the last trick only in a trick of its suit, so a Sau gone
    means the suit was led; a led suit needs a finished trick and a card of it gone."""
    if called_suit_led is None:
        return
    assert contract.suit is not None
    suit_word = SUIT_NAMES_DE[contract.suit]
    sau = Card(contract.suit, 14)
    if called_suit_led is False and played is not None and sau in played:
        raise PositionError(say("check_sau_gone_not_led", card=card_code(sau), suit=suit_word))
    if called_suit_led:
        suit_mask = table_for(contract).class_mask[int(contract.suit)] & DECK_MASK[rules.deck]
        none_gone = played is not None and not any(c.bit & suit_mask for c in played)
        if len(own) == rules.hand_size or none_gone:
            raise PositionError(say("check_led_none_gone", suit=suit_word))


def _position(
    rules: Rules,
    bid: _Bid,
    table: object,
    seat: int,
    leader: int,
    hand_mask: int,
    current: tuple[Card, ...],
    searched: bool,
) -> GameState:
    """A card-play state with this seat's hand and the trick, for the rules' own answer.
    Only the seat's hand, the trick, the game and ``searched`` decide a seat's legal cards;
    the other hands are left empty (the answer never reads them)."""
    n = rules.players
    trick = tuple(c.index for c in current)
    deal = tuple(hand_mask if s == seat else 0 for s in range(n))
    setup = (rules, (leader - 1) % n, deal, (0,) * n, 0, n)
    play = (trick, leader, (), (0,) * n, searched, hand_mask)
    state: GameState = _make(setup, _PLAY, seat, (), bid, play, table)
    return state
