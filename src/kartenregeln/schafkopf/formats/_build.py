"""Build a library game state from what another program records: the hands, the game and
its declarer, the doublings and the cards in play order."""

from __future__ import annotations

from collections.abc import Sequence

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card
from kartenregeln.errors import IllegalActionError, KartenregelnError
from kartenregeln.messages import say
from kartenregeln.schafkopf.contracts import SK_CARDS, card_code, table_for

__all__ = ["CARD_OF_CODE", "build_state", "deal_from_plays"]

CARD_OF_CODE: dict[str, Card] = {card_code(c): c for c in SK_CARDS}
"""Every Schafkopf card by its two-letter code (``EO``, ``H7``)."""


class BuildError(Exception):
    """The recorded game cannot be built: ``reason`` says why (callers wrap it)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def deal_from_plays(
    contract: sk.Contract | None, cards: Sequence[Card], leader: int = 0, seats: int = 4
) -> list[list[Card]]:
    """The hands that played ``cards`` (every card of the deal, in play order, the first
    trick led by ``leader``): each trick's winner leads the next (by the game's card
    order; Ramsch and no game: the Herz-Solo order)."""
    table = table_for(contract if contract is not None else sk.Contract("rufspiel", "eichel"))
    hands: list[list[Card]] = [[] for _ in range(seats)]
    for start in range(0, len(cards), seats):
        trick = cards[start : start + seats]
        for pos, card in enumerate(trick):
            hands[(leader + pos) % seats].append(card)
        best = 0
        for pos in range(1, len(trick)):
            a, b = trick[best].index, trick[pos].index
            if table.follow[b] == table.follow[a]:
                if table.power[b] > table.power[a]:
                    best = pos
            elif table.follow[b] == 4:
                best = pos
        leader = (leader + best) % seats
    return hands


def build_state(
    rules: sk.Rules,
    *,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    contract: sk.Contract | None,
    declarer: int | None,
    plays: Sequence[Card],
    klopfer: Sequence[int] = (),
    kontra: bool = False,
    re: bool = False,
) -> sk.GameState:
    """The game: dealt ``hands``; the seats in ``klopfer`` klopf; ``declarer`` alone says
    *spiele* and announces ``contract`` (``None``: everyone passes, a Ramsch); the first
    opponent from Vorhand says kontra if ``kontra``, the declarer re if ``re``; then
    ``plays``. Raises ``BuildError`` naming the first step the rules refuse."""
    try:
        state = sk.GameState.start(rules, dealer=dealer, hands=[list(h) for h in hands])
    except KartenregelnError as err:
        raise BuildError(say("build_no_deal", error=err.sentence)) from None
    n = rules.players
    order = [(dealer + 1 + k) % n for k in range(n)]
    step: tuple[str, dict[str, object]] = ("build_bidding", {})  # the key naming the step
    try:
        if klopfer and not rules.klopfen:
            raise BuildError(say("build_no_klopfen"))
        if state.phase is sk.Phase.KLOPFEN:
            for seat in order:
                state = state.apply("klopfen" if seat in klopfer else "weiter")
        for seat in order:
            state = state.apply("spiele" if seat == declarer else "weiter")
        if declarer is not None:
            assert contract is not None
            step = ("build_announcing", {"game_name": contract.name()})
            state = state.apply(sk.Announce(contract))
        elif state.game is None or state.game.kind is not sk.GameKind.RAMSCH:
            raise BuildError(say("build_no_ramsch"))
        step = ("build_kontra_re", {})
        kontra_seat = None
        if kontra:
            partner = state.partner
            kontra_seat = next(s for s in order if s != declarer and s != partner)
        if (kontra or re) and not rules.kontra:
            raise BuildError(say("build_no_kontra"))
        while state.phase is sk.Phase.KONTRA:
            state = state.apply("kontra" if state.to_move == kontra_seat else "gut")
        if state.phase is sk.Phase.RE:
            state = state.apply("re" if re else "gut")
        if re and state.re is None:
            raise BuildError(say("build_no_re_chance"))
        if kontra and state.kontra is None:
            raise BuildError(say("build_no_kontra_chance"))
        for k, card in enumerate(plays):
            step = ("build_card", {"k": k + 1, "card": card_code(card), "t": k // n + 1})
            if state.is_over:
                raise BuildError(say("build_card_over", **step[1]))
            state = state.apply(sk.Play(card))
    except IllegalActionError as err:
        raise BuildError(say(step[0], **step[1], error=err.sentence)) from None
    return state
