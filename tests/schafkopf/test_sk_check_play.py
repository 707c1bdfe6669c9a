"""check_play: legality from what a tool knows (contract, hand, the current trick).

Its three answers are tested against full games: a LEGAL or ILLEGAL answer agrees with
every real game it was asked about, and a DEPENDS answer is matched by two real games that
fit what was known and disagree (the second one found by a search over deals and plays).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import PositionError
from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card, CardSet, Rank
from kartenregeln.legality import Verdict
from kartenregeln.schafkopf.check import check_play
from kartenregeln.schafkopf.contracts import SK_CARDS

TRIES = 3000
KNOWN: dict[str, Any] = {
    "seat": 2,
    "hand": "EO GU HA HZ E9",
    "game": "rufspiel eichel",
    "declarer": 3,
    "trick": "EA",
}


def _play_to(rules: sk.Rules, seed: int, stop: float) -> sk.GameState | None:
    """A random game of ``rules`` played to a random point of its card play."""
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % rules.players, rng=rng)
    while not state.is_over:
        if state.phase.name == "PLAY" and rng.random() < stop:
            return state
        state = state.apply(rng.choice(state.legal_actions()))
    return None


def _ask(
    state: sk.GameState, card: Card, *, gone: bool, led: bool | None = None
) -> tuple[Verdict, str | None, dict[bool, str | None]]:
    seat = state.to_move
    assert seat is not None
    answer = check_play(
        state.rules,
        card,
        seat=seat,
        hand=state.hand(seat),
        game=state.game or "ramsch",
        declarer=state.declarer,
        trick=state.trick,
        gone=[c for t in state.tricks for c in t.cards] if gone else None,
        called_suit_led=led,
    )
    return answer.verdict, answer.text(), dict(answer.cases)


def test_the_issues_example_is_answered_from_the_trick_alone() -> None:
    rules = sk.Rules()
    assert check_play(rules, "E9", **KNOWN).verdict is Verdict.LEGAL
    answer = check_play(rules, "HA", **KNOWN)
    assert answer.verdict is Verdict.ILLEGAL
    assert answer.text() == "seat 2 must follow Acorns"
    assert answer.text("de") == "Sitz 2 muss Eichel bedienen"
    # View.build needs the earlier tricks, and now says so instead of blaming the dealer
    with pytest.raises(PositionError, match="are finished tricks missing"):
        sk.View.build(rules, dealer=0, **KNOWN)


def test_the_called_sau_depends_on_whether_its_suit_was_led() -> None:
    known: dict[str, Any] = {
        "seat": 1,
        "hand": "EO EA E7 HZ S9",
        "game": "rufspiel eichel",
        "declarer": 3,
        "trick": "GA",
    }
    rules = sk.Rules()
    answer = check_play(rules, "EA", **known)
    assert answer.verdict is Verdict.DEPENDS
    assert answer.legal is None
    assert answer.fact_text() == "whether Acorns was led in an earlier trick"
    assert answer.fact_text("de") == "ob Eichel schon in einem früheren Stich angespielt wurde"
    assert "wenn Eichel schon in einem früheren Stich" in answer.text("de")
    assert dict(answer.cases)[True] is None
    led = check_play(rules, "EA", called_suit_led=True, **known)
    assert led.verdict is Verdict.LEGAL
    assert check_play(rules, "EA", called_suit_led=False, **known).legal is False
    # without davonlaufen the holder cannot have led the suit: the Sau is never discarded
    strict = sk.Rules(davonlaufen=False)
    assert check_play(strict, "EA", **known).verdict is Verdict.ILLEGAL
    with pytest.raises(PositionError, match="cannot have been led"):
        check_play(strict, "EA", called_suit_led=True, **known)
    # with the cards gone known: no Eichel among them, so Eichel was not led
    gone = "GO GU G7 G8 HO HU H7 H8 SO SU S7 S8"
    assert check_play(rules, "EA", gone=gone, **known).verdict is Verdict.ILLEGAL


@pytest.mark.parametrize(
    ("change", "fact"),
    [
        ({"hand": "EO EO GU"}, "twice"),
        ({"trick": "EO"}, "twice"),
        ({"hand": ""}, "empty"),
        ({"hand": "EO GO HO SO EU GU HU SU E7"}, "at most 8"),
        ({"trick": "EA GA SA SZ"}, "at most 3 cards"),
        ({"gone": "G7"}, "finished tricks"),
        ({"declarer": None}, "needs a declarer"),
        ({"declarer": 2, "hand": "EO GU HA HZ EA", "trick": "GA"}, "cannot hold the Sau he called"),
        ({"seat": 4}, "seat must be a seat"),
        ({"game": "rufspiel herz"}, "game 'rufspiel herz'"),
        ({"game": "ramsch"}, "a Ramsch has no declarer"),
    ],
)
def test_what_is_missing_or_contradictory_is_named(change: dict[str, object], fact: str) -> None:
    known: dict[str, Any] = {**KNOWN, **change}
    with pytest.raises(PositionError, match=fact):
        check_play(sk.Rules(), "E9", **known)


def test_short_deck_cards_outside_it_are_refused() -> None:
    with pytest.raises(PositionError, match="not a card of these rules' deck"):
        check_play(sk.Rules(deck="short"), "E9", **{**KNOWN, "hand": "EO E7 HZ"})


RULES = st.builds(
    sk.Rules,
    davonlaufen=st.booleans(),
    bettel=st.booleans(),
    bettel_stichzwang=st.booleans(),
    kontra=st.booleans(),
)


@settings(max_examples=150, deadline=None)
@given(rules=RULES, seed=st.integers(0, 2**32), stop=st.floats(0.05, 0.6))
def test_definite_answers_agree_with_the_full_game(rules: sk.Rules, seed: int, stop: float) -> None:
    state = _play_to(rules, seed, stop)
    if state is None:
        return
    seat = state.to_move
    assert seat is not None
    for card in state.hand(seat):
        real = state.why_illegal(sk.Play(card))
        for gone in (False, True):
            verdict, text, cases = _ask(state, card, gone=gone)
            if verdict is Verdict.DEPENDS:
                assert (cases[state.searched] is None) == (real is None)
            else:
                assert (verdict is Verdict.LEGAL) == (real is None)
                assert real is None or text == real
            # told whether the suit was led, the answer is never "depends"
            verdict, text, _ = _ask(state, card, gone=gone, led=state.searched)
            assert verdict is not Verdict.DEPENDS
            assert (verdict is Verdict.LEGAL) == (real is None)


def _witness(
    rules: sk.Rules,
    known: tuple[int, CardSet, sk.Contract, int, tuple[Card, ...]],
    searched: bool,
    rng: random.Random,
) -> sk.GameState | None:
    """A real game that fits what a seat knows (its seat, hand, the game, the declarer,
    the current trick), in which the called suit was led before (``searched``) or not:
    random deals and plays, the seat's earlier cards drawn from the cards it cannot see."""
    seat, hand, game, declarer, trick = known
    n = rules.players
    done = rules.hand_size - len(hand)
    leader = (seat - len(trick)) % n
    pool = [c for c in SK_CARDS if c not in hand and c not in trick]
    keep = set(hand) | set(trick)
    for _ in range(TRIES):
        rng.shuffle(pool)
        if searched:  # the seat led a small card of the called suit: give it some
            pool.sort(key=lambda c: c.suit != game.suit or c.rank in (Rank.OBER, Rank.UNTER))
            pool[: 2 * done] = rng.sample(pool[: 2 * done], 2 * done)
        hands: list[list[Card]] = [[] for _ in range(n)]
        hands[seat] = [*hand, *pool[:done]]
        for k, c in enumerate(trick):
            hands[(leader + k) % n].append(c)
        rest = pool[done:]
        rng.shuffle(rest)
        for s in range(n):
            while len(hands[s]) < rules.hand_size:
                hands[s].append(rest.pop())
        dealer = (seat - 1) % n if searched and rng.random() < 0.5 else rng.randrange(n)
        game_state = sk.GameState.start(rules, dealer=dealer, hands=[CardSet(h) for h in hands])
        for k in range(n):
            game_state = game_state.apply(
                "spiele" if (dealer + 1 + k) % n == declarer else "weiter"
            )
        if not game_state.is_legal(sk.Announce(game)):
            continue
        game_state = game_state.apply(sk.Announce(game))
        while game_state.phase.name != "PLAY":
            game_state = game_state.apply("gut")
        while len(game_state.tricks) < done:
            legal = [a for a in game_state.legal_actions() if a.card not in keep]  # type: ignore[union-attr]
            if not legal:
                break
            if searched and game_state.to_move == seat and not game_state.trick:
                legal = [a for a in legal if a.card.suit == game.suit] or legal  # type: ignore[union-attr]
            game_state = game_state.apply(rng.choice(legal))
        if len(game_state.tricks) < done or game_state.to_move != leader:
            continue
        for c in trick:
            if not game_state.is_legal(sk.Play(c)):
                break
            game_state = game_state.apply(sk.Play(c))
        if (
            game_state.to_move == seat
            and game_state.hand(seat) == hand
            and game_state.searched == searched
        ):
            return game_state
    return None


def test_depends_is_said_only_when_two_real_games_disagree() -> None:
    """Every DEPENDS answer met in random games: the real game gives one answer, and a
    second real game that fits the same knowledge with the other value of the fact gives
    the other."""
    rng = random.Random(5)
    found = 0
    for seed in range(600):
        game_rng = random.Random(seed)
        state = sk.deal(sk.Rules(), dealer=seed % 4, rng=game_rng)
        while not state.is_over and found < 5:
            if state.phase.name == "PLAY":
                found += _check_depends(state, rng)
            state = state.apply(game_rng.choice(state.legal_actions()))
        if found >= 5:
            break
    assert found >= 5


def _check_depends(state: sk.GameState, rng: random.Random) -> int:
    """The DEPENDS answers at ``state``, each checked against a second real game."""
    found = 0
    assert state.to_move is not None
    for card in state.hand(state.to_move):
        verdict, _, cases = _ask(state, card, gone=False)
        if verdict is not Verdict.DEPENDS:
            continue
        assert state.game is not None
        assert state.declarer is not None
        known = (state.to_move, state.hand(state.to_move), state.game, state.declarer, state.trick)
        other = _witness(state.rules, known, not state.searched, rng)
        assert other is not None, state.to_text()
        real = state.why_illegal(sk.Play(card))
        assert (real is None) != (other.why_illegal(sk.Play(card)) is None)
        assert (cases[other.searched] is None) == (other.why_illegal(sk.Play(card)) is None)
        found += 1
    return found


def test_the_documented_depends_has_a_real_game_for_each_answer() -> None:
    known = (
        1,
        CardSet.parse("EO EA E7 HZ S9"),
        sk.Contract.parse("rufspiel eichel"),
        3,
        (Card.parse("GA"),),
    )
    answer = check_play(
        sk.Rules(),
        "EA",
        seat=1,
        hand="EO EA E7 HZ S9",
        game="rufspiel eichel",
        declarer=3,
        trick="GA",
    )
    assert answer.verdict is Verdict.DEPENDS
    rng = random.Random(1)
    for searched in (False, True):
        game = _witness(sk.Rules(), known, searched, rng)
        assert game is not None
        assert game.is_legal(sk.Play(Card.parse("EA"))) is (dict(answer.cases)[searched] is None)
