"""A Schafkopf view built from what one seat knows, without the other hands.

>>> from kartenregeln.schafkopf import Rules, View
>>> view = View.build(
...     Rules(), seat=2, hand="EO GU HA HZ E9 SA SK S7", game="rufspiel eichel",
...     declarer=3, dealer=0, trick="EA")
>>> view.to_move, view.partner, [str(a) for a in view.legal_actions]
(2, 1, ['E9'])
>>> view.why_illegal("HA")
'seat 2 must follow Acorns'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kartenregeln._position import Cards, cards_of, trick_of
from kartenregeln.cards import Card, CardSet
from kartenregeln.errors import KartenregelnError, NotationError, PositionError
from kartenregeln.messages import params, say
from kartenregeln.schafkopf.actions import (
    GUT,
    KLOPFEN,
    KONTRA,
    RE,
    SPIELE,
    WEITER,
    Action,
    Announce,
    Play,
    parse_action,
)
from kartenregeln.schafkopf.contracts import Contract
from kartenregeln.schafkopf.position import view_from_history
from kartenregeln.schafkopf.rules import AllPass, GameKind, Rules

if TYPE_CHECKING:
    from kartenregeln.schafkopf.view import View

__all__ = ["build_view"]

_NTH = {3: "3rd", 4: "4th"}
_REPLAYED = frozenset({"position_action_now", "position_inconsistent", "position_no_deal"})
"""The errors of replaying the cards, which depend on who dealt."""


def _game(game: Contract | str) -> Contract:
    if isinstance(game, Contract):
        return game
    if not isinstance(game, str):
        raise TypeError(f"game is a Contract or its text, not {game!r}")
    try:
        return Contract.parse(game)
    except NotationError as exc:
        raise PositionError(say("position_game", game=repr(game), problem=exc.problem)) from None


def _auction(
    rules: Rules,
    game: Contract,
    declarer: int | None,
    dealer: int,
    kontra: int | None,
    re: int | None,
    klopfer: Sequence[int],
) -> list[Action]:
    """The shortest bidding that produces ``game``: Klopfen as given, the declarer alone
    says spiele and announces it, the opponents say gut until ``kontra`` says kontra."""
    n = rules.players
    order = [(dealer + 1 + k) % n for k in range(n)]
    bids: list[Action] = []
    if klopfer and not rules.klopfen:
        raise PositionError(say("position_no_klopfen"))
    if rules.klopfen:
        bids += [KLOPFEN if s in klopfer else WEITER for s in order]
    if game.kind is GameKind.RAMSCH:
        if declarer is not None:
            raise PositionError(say("position_ramsch_declarer"))
        if rules.all_pass is not AllPass.RAMSCH:
            raise PositionError(say("position_no_ramsch"))
        if kontra is not None or re is not None:
            raise PositionError(say("position_ramsch_kontra"))
        return [*bids, *(WEITER for _ in order)]
    if declarer is None:
        raise PositionError(say("position_needs_declarer", game=game))
    bids += [SPIELE if s == declarer else WEITER for s in order]
    bids.append(Announce(game))
    if re is not None and kontra is None:
        raise PositionError(say("position_re_after_kontra"))
    if kontra == declarer:
        raise PositionError(say("position_declarer_kontra"))
    # with Rules.re_by_partner a Rufspiel's partner may answer too: after the declarer's
    # gut the seats that did not say kontra are asked in turn
    by_partner = rules.re_by_partner and game.kind is GameKind.RUFSPIEL
    if re is not None and re != declarer:
        if not by_partner:
            raise PositionError(say("position_only_declarer_re"))
        if re == kontra:
            raise PositionError(say("position_kontra_re"))
    if rules.kontra and game.kind is not GameKind.SIE:
        for s in order:
            if s == declarer:
                continue
            if s == kontra:
                bids.append(KONTRA)
                bids += _answers(n, declarer, kontra, re, by_partner)
                break
            bids.append(GUT)
    elif kontra is not None:
        raise PositionError(say("position_no_kontra"))
    return bids


def _answers(n: int, declarer: int, kontra: int, re: int | None, by_partner: bool) -> list[Action]:
    """The answers to ``kontra``: the declarer's, then (``by_partner``, after his gut)
    the other seats' in turn until ``re`` says re."""
    if re == declarer:
        return [RE]
    answers: list[Action] = [GUT]
    if by_partner:
        for k in range(1, n):
            s = (declarer + k) % n
            if s == kontra:
                continue
            if s == re:
                answers.append(RE)
                break
            answers.append(GUT)
    return answers


def build_view(
    rules: Rules,
    *,
    seat: int,
    hand: Cards,
    game: Contract | str,
    declarer: int | None,
    dealer: int | None = None,
    tricks: Sequence[Any] = (),
    trick: Cards = (),
    kontra: int | None = None,
    re: int | None = None,
    klopfer: Sequence[int] = (),
    bids: Sequence[Action | str] | None = None,
    pot: int = 0,
    open_hand: Cards | None = None,
) -> View:
    """The view of ``seat`` in the card play; see
    [`View.build`][kartenregeln.schafkopf.view.View.build]."""
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value, not {rules!r}")
    n = rules.players
    given = [trick_of(t, k) for k, t in enumerate(tricks)]
    dealer_given = dealer is not None
    if dealer is None:
        # the seat after the dealer leads the first trick
        first = given[0][0] if given else None
        dealer = 0 if first is None or not 0 <= first < n else (first - 1) % n
    for name, value in (("seat", seat), ("dealer", dealer), ("declarer", declarer)):
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n
        ):
            raise PositionError(say("match_seat", name=name, last=n - 1, value=repr(value)))
    contract = _game(game)
    if bids is None:
        history = _auction(rules, contract, declarer, dealer, kontra, re, klopfer)
    else:
        history = [parse_action(b) if isinstance(b, str) else b for b in bids]
    for _leader, cards in given:
        if len(cards) != n:
            raise PositionError(say("position_trick_size", n=n, size=len(cards)))
    current = cards_of(trick, say("what_current_trick"))
    if len(current) > n - 1:
        raise PositionError(say("position_current_trick", n=n - 1, nth=_NTH[n]))
    for _leader, cards in given:
        history += [Play(c) for c in cards]
    history += [Play(c) for c in current]
    own = CardSet(cards_of(hand, say("what_hand", seat=seat)))
    shown = None if open_hand is None else CardSet(cards_of(open_hand, say("what_open_hand")))
    try:
        view = view_from_history(
            rules, dealer=dealer, seat=seat, hand=own, history=history, pot=pot, open_hand=shown
        )
    except ValueError as exc:
        if isinstance(exc, PositionError):
            if exc.code == "position_hand_size":
                found = params(exc.sentence)
                held, size = int(found["held"]), int(found["size"])
                missing = size - held
                if held < size and missing >= 1 and len(own) + len(given) < rules.hand_size:
                    raise PositionError(
                        say("position_tricks_missing", seat=seat, held=held, missing=missing)
                    ) from None
                if dealer_given:
                    raise PositionError(
                        say("position_hand_size_dealer", dealer=dealer, **found)
                    ) from None
                raise PositionError(say("position_hand_size_no_dealer", **found)) from None
            if not dealer_given and exc.code in _REPLAYED:
                # who played which card follows from the dealer: say which one was assumed
                raise PositionError(
                    say("dealer_assumed", error=exc.sentence, dealer=dealer)
                ) from None
            raise
        problem = exc.sentence if isinstance(exc, KartenregelnError) else str(exc)
        raise PositionError(say("position_pot", problem=problem)) from None
    _check(view, contract, declarer, kontra, re, klopfer, given)
    return view


def _check(
    view: View,
    game: Contract,
    declarer: int | None,
    kontra: int | None,
    re: int | None,
    klopfer: Sequence[int],
    given: list[tuple[int | None, tuple[Card, ...]]],
) -> None:
    """What the view shows must be what was said (the bidding may have been given)."""
    if view.game != game:
        raise PositionError(say("position_bidding_game", game=view.game, other=game))
    if view.declarer != declarer:
        raise PositionError(say("position_bidding_declarer", seat=view.declarer, other=declarer))
    if view.kontra != kontra or view.re != re:
        raise PositionError(
            say("position_bidding_kontra", kontra=view.kontra, re=view.re, other=f"{kontra}/{re}")
        )
    if tuple(sorted(view.klopfer)) != tuple(sorted(klopfer)):
        raise PositionError(
            say("position_bidding_klopfer", seats=view.klopfer, other=tuple(klopfer))
        )
    for k, (leader, _cards) in enumerate(given):
        if leader is not None and view.tricks[k].leader != leader:
            raise PositionError(
                say("position_leader", k=k + 1, seat=view.tricks[k].leader, other=leader)
            )
