"""Dealing a Schafkopf game: shuffled hands from a random generator, given hands
checked, and the state right after the deal.

[`deal`][kartenregeln.schafkopf.state.deal] and
[`GameState.start`][kartenregeln.schafkopf.state.GameState.start] build their states here.

>>> import random
>>> from kartenregeln.schafkopf import Rules
>>> hands, packets = _shuffled(Rules(), 3, random.Random(1))
>>> [h.bit_count() for h in hands], all(p & ~h == 0 for p, h in zip(packets, hands))
([8, 8, 8, 8], True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Final

from kartenregeln._fast import slot_constructor
from kartenregeln._shuffle import compiled_deal, shuffle
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import NotationError
from kartenregeln.messages import say
from kartenregeln.names import parse_cards
from kartenregeln.schafkopf.auction import _NO_BID, _RUF_TABLE
from kartenregeln.schafkopf.contracts import DECK_MASK, SK_CARDS, SK_DECK, card_code
from kartenregeln.schafkopf.phase import _KLOPFEN, _ROUND1
from kartenregeln.schafkopf.rules import Deck, Rules

if TYPE_CHECKING:
    from kartenregeln.schafkopf.state import GameState

__all__: list[str] = []


def _hand_cards(hand: Any, seat: int) -> list[Card]:
    if isinstance(hand, str):
        return list(parse_cards(hand))
    if isinstance(hand, CardSet):
        return list(hand.cards)
    cards = list(hand)
    for c in cards:
        if not isinstance(c, Card):
            raise TypeError(f"hand of seat {seat}: expected Card values, not {c!r}")
    return cards


def _initial(
    cls: type[GameState],
    rules: Rules,
    dealer: int,
    deal_: tuple[int, ...],
    packets: tuple[int, ...],
    pot: int = 0,
) -> GameState:
    """The state right after the deal (masks already checked)."""
    n = rules.players
    vorhand = (dealer + 1) % n
    make = _MAKERS.get(cls) or _maker(cls)
    held = 0
    for mask in deal_:
        held |= mask
    return make(
        (rules, dealer, deal_, packets, pot, n),
        _KLOPFEN if rules.klopfen else _ROUND1,
        vorhand,
        (),
        _NO_BID,
        # the cards not played yet: the cards dealt to the seats (not the Skat)
        ((), vorhand, (), (0,) * n, False, held),
        _RUF_TABLE,
        (),
    )


# The slots a new state is given, in the order ``_maker``'s constructors take them (its
# ``_legal`` cache starts empty).
STATE_SLOTS: Final = ("_setup", "_phase", "_to_move", "_history", "_bid", "_play_part", "_table")
_MAKERS: dict[type[GameState], Callable[..., GameState]] = {}


def _maker(cls: type[GameState]) -> Callable[..., GameState]:
    """The positional constructor of the state class ``cls`` (made once per class)."""
    make = _MAKERS[cls] = slot_constructor(cls, STATE_SLOTS, {"_log": ()}, _legal=None)
    return make


def _check_pot(rules: Rules, pot: object) -> None:
    # with four players the pot is halved between the Rufspiel's party, so it is even
    even = rules.players == 4
    if not isinstance(pot, int) or isinstance(pot, bool) or pot < 0 or (even and pot % 2):
        raise ValueError(say("deal_pot_even" if even else "deal_pot", value=repr(pot)))
    if pot and rules.stock is None:
        raise ValueError(say("deal_pot_stock"))


def _check_dealer(rules: Rules, dealer: object) -> None:
    n = rules.players
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise ValueError(say("match_seat", name="dealer", last=n - 1, value=repr(dealer)))


def _dealt(
    rules: Rules, dealer: int, hands: Sequence[str | CardSet | Iterable[Card]], pot: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The masks of the given ``hands`` and of their first packets, checked (see
    ``GameState.start``)."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    n = rules.players
    _check_dealer(rules, dealer)
    _check_pot(rules, pot)
    if isinstance(hands, (str, CardSet)) or len(hands) != n:
        raise ValueError(say("deal_sk_hands", words=_WORDS[n], last=n - 1))
    masks: list[int] = []
    packets: list[int] = []
    seen = 0
    size = rules.hand_size
    cards_in_play = DECK_MASK[rules.deck]
    for seat, hand in enumerate(hands):
        cards = _hand_cards(hand, seat)
        text = hand if isinstance(hand, str) else ""
        if not text and (len(cards) != size or any(not cards_in_play & c.bit for c in cards)):
            text = " ".join(str(c) for c in cards)
        if len(cards) != size:
            raise NotationError(text, f"seat {seat} has {len(cards)} cards, not {size}")
        mask = 0
        for c in cards:
            if not SK_DECK & c.bit:
                raise NotationError(text, f"{c} is not a Schafkopf card (seat {seat})")
            if not cards_in_play & c.bit:
                raise NotationError(text, f"{card_code(c)} is not in the short deck (seat {seat})")
            if (mask | seen) & c.bit:
                shown = text or " ".join(str(x) for x in cards)
                raise NotationError(shown, f"{card_code(c)} is dealt twice (seat {seat})")
            mask |= c.bit
        seen |= mask
        masks.append(mask)
        packets.append(sum(c.bit for c in cards[: size // 2]))
    return tuple(masks), tuple(packets)


def _shuffled(
    rules: Rules, dealer: int, rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Shuffled hands from ``rng`` and their first packets, as masks (see ``deal``)."""
    if rules.deck is not Deck.LONG or rules.players == 3:
        return _shuffled_short(rules, dealer, rng)
    dealt = compiled_deal(_SK_BITS, rng, dealer, 4, 4, 4)
    if dealt is not None:
        return dealt
    cards = list(_SK_BITS)
    shuffle(cards, rng)
    hands = [0, 0, 0, 0]
    packets = [0, 0, 0, 0]
    seat = dealer
    for k in (0, 4, 8, 12):
        seat = seat + 1 & 3
        first = packets[seat] = sum(cards[k : k + 4])
        hands[seat] = first + sum(cards[k + 16 : k + 20])
    return tuple(hands), tuple(packets)


def _shuffled_short(
    rules: Rules, dealer: int, rng: random.Random
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A shuffled deal of the short deck, or of three players: half a hand to each seat
    from Vorhand (three cards among four players, four of the short deck among three,
    five of the long deck among three), the Skat (two cards of the long deck among three,
    else none), then the other half."""
    n = rules.players
    half = rules.hand_size // 2
    skat = rules.skat_size
    dealt = compiled_deal(_DECK_BITS[rules.deck], rng, dealer, n, half, half, skat)
    if dealt is not None:
        return dealt
    cards = [i for i in _SK_INDICES if DECK_MASK[rules.deck] >> i & 1]
    shuffle(cards, rng)
    hands = [0] * n
    packets = [0] * n
    for k in range(n):
        seat = (dealer + 1 + k) % n
        first = sum(1 << i for i in cards[half * k : half * k + half])
        packets[seat] = first
        second = n * half + skat + half * k
        hands[seat] = first | sum(1 << i for i in cards[second : second + half])
    return tuple(hands), tuple(packets)


_SK_INDICES: Final = tuple(c.index for c in SK_CARDS)
_SK_BITS: Final = tuple(1 << i for i in _SK_INDICES)
# The bits of each deck's cards, in card order (shuffling them draws as shuffling the
# indices does).
_DECK_BITS: Final = {deck: tuple(b for b in _SK_BITS if DECK_MASK[deck] & b) for deck in Deck}
_WORDS: Final = {3: "three", 4: "four"}
