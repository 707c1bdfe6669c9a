"""Schafkopf's own facts in the conformance suite: ``View.build`` from a view's facts,
``check_play`` against the game, ``payout``/``ramsch_payout`` against ``settle``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartenregeln.errors import KartenregelnError
from kartenregeln.game import GameCheckError
from kartenregeln.legality import Verdict
from kartenregeln.schafkopf import GameKind, GameState, Phase, RamschTie, View, check_play
from kartenregeln.schafkopf.contracts import table_for
from kartenregeln.schafkopf.payout import payout, ramsch_payout

__all__ = ["result", "state", "view"]

_MONEY = (
    "scores", "balance", "winners", "value", "schneider", "schwarz", "laufende",
    "laufende_paid", "game", "declarer", "partner", "ramsch_loser", "durchmarsch",
)  # fmt: skip
"""The settlement's facts that ``payout`` computes as ``settle`` does."""


def _fail(value: object, history: Sequence[object], problem: str) -> GameCheckError:
    from kartenregeln.testing._check import _fail

    return _fail(value, history, problem)


def view(state: GameState, shown: View, history: Sequence[object]) -> None:
    """In the card play, ``View.build`` from the view's own facts (its bidding given, and
    once without it: the shortest bidding) gives the view, and the same cards and legal
    actions."""
    if not isinstance(shown, View) or shown.phase is not Phase.PLAY or shown.game is None:
        return
    facts: dict[str, Any] = {
        "seat": shown.seat,
        "hand": shown.hand,
        "game": shown.game,
        "declarer": shown.declarer,
        "dealer": shown.dealer,
        "tricks": [(t.leader, t.cards) for t in shown.tricks],
        "trick": shown.trick,
        "kontra": shown.kontra,
        "re": shown.re,
        "klopfer": shown.klopfer,
        "pot": shown.pot,
    }
    if shown.open_hand is not None and shown.seat != shown.declarer:
        facts["open_hand"] = shown.open_hand
    bids = [action for _seat, action in shown.bids]
    try:
        built = View.build(shown.rules, bids=bids, **facts)
    except KartenregelnError as exc:
        raise _fail(
            state, history, f"View.build refuses view({shown.seat})'s facts: {exc}"
        ) from exc
    if built != shown:
        raise _fail(state, history, f"View.build from view({shown.seat})'s facts differs")
    try:
        short = View.build(shown.rules, **facts)
    except KartenregelnError as exc:
        raise _fail(
            state, history, f"View.build without the bidding refuses view({shown.seat}): {exc}"
        ) from exc
    same = ("hand", "tricks", "trick", "to_move", "legal_actions", "partner", "open_hand")
    for name in same:
        if getattr(short, name) != getattr(shown, name):
            raise _fail(state, history, f"View.build without the bidding gives another {name}")


def _called_suit_led(state: GameState) -> bool:
    """Whether the called suit of a Rufspiel was led in a finished trick."""
    game = state.game
    assert game is not None
    assert game.suit is not None
    suit_mask = table_for(game).class_mask[int(game.suit)]
    return any(t.cards[0].bit & suit_mask for t in state.tricks)


def state(full: GameState, history: Sequence[object]) -> None:
    """In the card play, ``check_play`` answers every card of the seat to move as the game
    does: with everything known (the cards gone, whether the called suit was led); with
    the hand and the trick alone (``DEPENDS`` only if one of its answers is the game's)."""
    if not isinstance(full, GameState) or full.phase is not Phase.PLAY or full.game is None:
        return
    seat = full.to_move
    assert seat is not None
    hand = full.hand(seat)
    gone = [c for t in full.tricks for c in t.cards]
    led = _called_suit_led(full) if full.game.kind is GameKind.RUFSPIEL else None
    game = full.game
    declarer = full.declarer
    for card in hand:
        legal = full.why_illegal(f"{card}") is None
        try:
            told = check_play(
                full.rules, card, seat=seat, hand=hand, game=game, declarer=declarer,
                trick=full.trick, gone=gone, called_suit_led=led,
            )  # fmt: skip
            bare = check_play(
                full.rules, card, seat=seat, hand=hand, game=game, declarer=declarer,
                trick=full.trick,
            )  # fmt: skip
        except KartenregelnError as exc:
            raise _fail(
                full, history, f"check_play refuses the game's own position: {exc}"
            ) from exc
        if told.verdict is Verdict.DEPENDS or (told.verdict is Verdict.LEGAL) != legal:
            raise _fail(full, history, f"check_play({card}) says {told.verdict.value}")
        if bare.verdict is Verdict.DEPENDS:
            cases = dict(bare.cases)
            if led not in cases or (cases[led] is None) != legal:
                raise _fail(full, history, f"check_play({card}) depends, but not so: {cases}")
        elif (bare.verdict is Verdict.LEGAL) != legal:
            raise _fail(full, history, f"check_play({card}) without the tricks is wrong")


def result(final: GameState, history: Sequence[object]) -> None:
    """``payout``/``ramsch_payout`` from the finished game's facts is its settlement
    (a game with a Stock in the pot or thrown in is left out: the facts do not hold the
    pot)."""
    if not isinstance(final, GameState):
        return
    done = final.settle()
    if done.thrown_in or final.pot or final.rules.stock is not None or done.game is None:
        return
    n = final.rules.players
    klopfer = len(final.klopfer)
    try:
        if done.game.kind is GameKind.RAMSCH:
            most = max(done.augen)
            # a tie the rules break names its loser; under ALL_TIED_SHARE every tied
            # seat loses and the facts name none (the settlement's ramsch_loser is then
            # only the first of its ramsch_losers)
            tied = sum(a == most for a in done.augen) > 1
            shared = final.rules.ramsch_tie is RamschTie.ALL_TIED_SHARE
            got = ramsch_payout(
                final.rules,
                augen=done.augen,
                jungfrauen=[s for s in range(n) if done.tricks[s] == 0],
                durchmarsch=done.durchmarsch,
                loser=done.ramsch_loser if tied and not shared else None,
                klopfer=klopfer,
            )
        else:
            assert done.declarer is not None
            assert done.party_augen is not None
            party = {done.declarer, done.partner} - {None}
            party_tricks = sum(done.tricks[s] for s in party if s is not None)
            sie = done.game.kind is GameKind.SIE
            got = payout(
                final.rules,
                done.game,
                declarer=done.declarer,
                partner=done.partner,
                augen=120 if sie else done.party_augen[0],
                tricks=None if sie else party_tricks,
                laufende=done.laufende,
                klopfer=klopfer,
                kontra=final.kontra is not None,
                re=final.re is not None,
            )
    except (KartenregelnError, ValueError) as exc:
        raise _fail(final, history, f"payout refuses the finished game's facts: {exc}") from exc
    for name in _MONEY:
        if getattr(got, name) != getattr(done, name):
            raise _fail(final, history, f"payout's {name} is not settle()'s")
