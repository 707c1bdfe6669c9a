"""The score calculator: payout() and ramsch_payout() from a game's facts give what
settle() gives for the game, and facts no game can have are refused by name."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sk_properties import random_game, rules_strategy

from kartenregeln import FactError, NotationError
from kartenregeln import schafkopf as sk

RULES = (
    sk.Rules(),
    sk.Rules.sauspiel(),
    sk.Rules(klopfen=True, tout_ends_early=False, schneider=sk.Schneider.STANDARD),
    sk.Rules(tariff=sk.Tariff(rufspiel=2, solo=6, extra=1, extra_laufende=3, ramsch=4)),
    sk.Rules(durchmarsch_min_augen=61, laufende_min=sk.LaufendeMin(1, 1, 1, 1)),
)
MONEY = (
    "scores", "balance", "winners", "value", "schneider", "schwarz", "laufende",
    "laufende_paid", "game", "declarer", "partner", "ramsch_loser", "durchmarsch",
)  # fmt: skip


def from_facts(state: sk.GameState) -> sk.Settlement:
    """The payout computed from what the table knows once the game is settled."""
    done = state.settle()
    klopfer = len(state.klopfer)
    if done.game is not None and done.game.kind is sk.GameKind.RAMSCH:
        most = max(done.augen)
        tied = sum(a == most for a in done.augen) > 1
        return sk.ramsch_payout(
            state.rules,
            augen=done.augen,
            jungfrauen=[s for s in range(4) if done.tricks[s] == 0],
            durchmarsch=done.durchmarsch,
            loser=done.ramsch_loser if tied else None,
            klopfer=klopfer,
        )
    assert done.game is not None
    assert done.declarer is not None
    assert done.party_augen is not None
    party = {done.declarer, done.partner} - {None}
    party_tricks = sum(done.tricks[s] for s in party if s is not None)
    sie = done.game.kind is sk.GameKind.SIE
    return sk.payout(
        state.rules,
        str(done.game),
        declarer=done.declarer,
        partner=done.partner,
        augen=120 if sie else done.party_augen[0],
        schwarz=party_tricks in (0, 8) and not sie,
        laufende=done.laufende,
        klopfer=klopfer,
        kontra=state.kontra is not None,
        re=state.re is not None,
    )


def test_payout_from_the_facts_equals_settle_in_random_games() -> None:
    rng = random.Random(2024)
    kinds: set[str] = set()
    for n in range(3000):
        rules = RULES[n % len(RULES)]
        state = sk.deal(rules, dealer=rng.randrange(4), rng=rng)
        while not state.is_over:
            legal = state.legal_actions()
            # prefer announcing in the auction, so that every kind of game comes up
            state = state.apply(legal[-1] if rng.random() < 0.2 else rng.choice(legal))
        done = state.settle()
        if done.thrown_in:
            continue
        got = from_facts(state)
        assert done.game is not None
        kinds.add(done.game.kind.value + (" tout" if done.game.tout else ""))
        for name in MONEY:
            assert getattr(got, name) == getattr(done, name), (name, state)
        assert [(ln.label, ln.value, ln.factor) for ln in got.breakdown] == [
            (ln.label, ln.value, ln.factor) for ln in done.breakdown
        ]
        assert sum(got.balance) == 0
    assert {"rufspiel", "farbsolo", "wenz", "geier", "ramsch", "farbsolo tout"} <= kinds


def test_payout_of_a_sie_equals_settle() -> None:
    hands = ["EO GO HO SO EU GU HU SU", "EA EZ EK E9 GA GZ GK G9",
             "HA HZ HK H9 SA SZ SK S9", "E8 E7 G8 G7 H8 H7 S8 S7"]  # fmt: skip
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=hands)
    for action in ("spiele", "weiter", "weiter", "weiter", "sie"):
        state = state.apply(action)
    got, done = from_facts(state), state.settle()
    assert [getattr(got, n) for n in MONEY] == [getattr(done, n) for n in MONEY]
    assert got.balance == (156, -52, -52, -52)


@pytest.mark.parametrize(
    ("game", "facts", "message"),
    [
        ("wenz", {"declarer": 0, "augen": 70, "laufende": 6}, "laufende=6: a Wenz has only 4"),
        ("rufspiel gras", {"declarer": 0, "partner": 1, "augen": 61, "laufende": 15}, "only 14"),
        ("solo herz", {"declarer": 0, "augen": 70, "schwarz": True}, "schwarz=True with augen=70"),
        ("solo herz", {"declarer": 0, "augen": 121}, "augen=121"),
        ("solo herz", {"declarer": 0, "partner": 2, "augen": 70}, "partner=2: a Hearts Solo is"),
        ("rufspiel eichel", {"declarer": 0, "augen": 70}, "partner=None"),
        ("rufspiel eichel", {"declarer": 1, "partner": 1, "augen": 70}, "his own Sau"),
        ("wenz", {"declarer": 4, "augen": 70}, "declarer=4"),
        ("sie", {"declarer": 0, "augen": 100}, "a Sie takes every trick"),
        ("wenz", {"declarer": 0, "augen": 70, "klopfer": 1}, "no Klopfen"),
        ("wenz", {"declarer": 0, "augen": 70, "re": True}, "there was none"),
        ("ramsch", {"declarer": 0, "augen": 70}, "ramsch_payout"),
        ("solo blau", {"declarer": 0, "augen": 70}, "unknown suit"),
        ("wenz", {"declarer": 0, "augen": 70, "kontra": 1}, "kontra=1: must be True or False"),
    ],
)
def test_impossible_facts_are_named(game: str, facts: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        sk.payout(sk.Rules(), game, **facts)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        ({"augen": (30, 30, 30, 20)}, "120 Augen, not 110"),
        ({"augen": (30, 30, 60)}, "four seats"),
        ({"augen": (40, 40, 40, 0)}, "seats 0, 1, 2 share the most"),
        ({"augen": (40, 40, 40, 0), "loser": 3}, "loser=3"),
        ({"augen": (30, 45, 45, 0), "jungfrauen": (0,)}, "seat 0 took 30 Augen"),
        ({"augen": (30, 45, 45, 0), "durchmarsch": 1}, "a Durchmarsch takes every trick"),
        ({"augen": (120, 0, 0, 0), "jungfrauen": (1, 2, 3), "durchmarsch": 2}, "seat 0 took"),
    ],
)
def test_impossible_ramsch_facts_are_named(facts: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        sk.ramsch_payout(sk.Rules(), **facts)  # type: ignore[arg-type]


def test_a_ramsch_sweep_is_a_durchmarsch_and_ties_take_the_named_loser() -> None:
    sweep = sk.ramsch_payout(sk.Rules(), augen=(120, 0, 0, 0), jungfrauen=(1, 2, 3))
    assert sweep.durchmarsch == 0
    assert sweep.balance == (3, -1, -1, -1)
    tie = sk.ramsch_payout(sk.Rules(), augen=(40, 40, 40, 0), jungfrauen=(3,), loser=1)
    assert tie.ramsch_loser == 1
    assert tie.balance == (2, -6, 2, 2)
    early = sk.ramsch_payout(sk.Rules.sauspiel(), augen=(95, 10, 15, 0), jungfrauen=(3,))
    assert early.durchmarsch == 0


def test_contract_text_round_trips_and_the_constructor_takes_words() -> None:
    assert sk.Contract("solo", "eichel") == sk.Contract(
        sk.GameKind.FARBSOLO, sk.Contract.parse("solo eichel").suit
    )
    assert str(sk.Contract("SOLO", "Herz", tout=True)) == "tout solo herz"
    for text in ("rufspiel schellen", "solo gras", "wenz", "geier", "tout geier", "sie", "ramsch"):
        assert str(sk.Contract.parse(text)) == text


def test_games_the_rules_do_not_play_are_refused() -> None:
    rules = sk.Rules(tout=False, geier=False)
    with pytest.raises(ValueError, match="game=tout wenz: these rules have no Tout"):
        sk.payout(rules, "tout wenz", declarer=0, augen=120, schwarz=True)
    with pytest.raises(ValueError, match="game=geier: these rules have no Geier"):
        sk.payout(rules, "geier", declarer=0, augen=70)
    with pytest.raises(ValueError, match="kontra=True: these rules have no Kontra"):
        sk.payout(sk.Rules(kontra=False), "wenz", declarer=0, augen=70, kontra=True)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected a game"),
        ("tout", "expected a game"),
        ("klaberjass", "unknown game 'klaberjass'"),
        ("bettel eichel", "bettel has no suit"),
        ("solo herz blau", "unexpected 'blau'"),
        ("solo blau", "unknown suit 'blau'"),
        ("rufspiel herz", "a Rufspiel calls"),
        ("tout rufspiel gras", "cannot be played tout"),
    ],
)
def test_contract_text_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=re.escape(message)):
        sk.Contract.parse(text)


def test_odd_values_are_refused() -> None:
    with pytest.raises(TypeError, match=r"Contract\.parse takes a str"):
        sk.Contract.parse(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        sk.payout("rules", "wenz", declarer=0, augen=70)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        sk.ramsch_payout(None, augen=(30, 30, 30, 30))  # type: ignore[arg-type]
    bad: list[tuple[dict[str, object], str]] = [
        ({"schwarz": 1}, "schwarz=1: must be True or False"),
        ({"laufende": -1}, "laufende=-1: must be a whole number >= 0"),
        ({"laufende": True}, "laufende=True"),
        ({"augen": 70.5}, "augen=70.5"),
    ]
    for facts, message in bad:
        with pytest.raises(ValueError, match=re.escape(message)):
            sk.payout(sk.Rules(), "wenz", **{"declarer": 0, "augen": 70, **facts})  # type: ignore[arg-type]
    ramsch_bad: list[tuple[dict[str, object], str]] = [
        ({"augen": (30, 30, 30, 30), "jungfrauen": (1, 1)}, "a seat is named twice"),
        ({"augen": (120, 0, 0, 0), "durchmarsch": 0, "loser": 1}, "nobody loses a Ramsch"),
        ({"augen": (30, 30, 30, 30), "klopfer": 1}, "no Klopfen"),
        ({"augen": "30 30 30 30"}, "give the Augen of the four seats"),
    ]
    for facts, message in ramsch_bad:
        with pytest.raises(ValueError, match=re.escape(message)):
            sk.ramsch_payout(sk.Rules(), **facts)  # type: ignore[arg-type]


def test_durchmarsch_balance_doubles_with_each_klopfer() -> None:
    """What a Ramsch won by a Durchmarsch pays: the Ramsch price from every other seat,
    doubled by each Klopfer; with three players, from two."""
    from kartenregeln.schafkopf.payout import durchmarsch_balance

    rules = sk.Rules(tariff=sk.Tariff(ramsch=2))
    assert durchmarsch_balance(rules, 2) == (-2, -2, 6, -2)
    assert durchmarsch_balance(rules, 0, 2) == (24, -8, -8, -8)
    assert durchmarsch_balance(rules, 3, 1) == (-4, -4, -4, 12)
    assert durchmarsch_balance(sk.Rules(players=3, tariff=sk.Tariff(ramsch=2)), 1) == (-2, 4, -2)


RAMSCH_MIN = sk.Rules(durchmarsch_min_augen=91)
PLAIN = sk.Rules()


@pytest.mark.parametrize(
    ("rules", "facts", "message"),
    [
        (
            PLAIN,
            {"augen": (30, 30, 60)},
            "augen=(30, 30, 60): give the Augen of the four seats",
        ),
        (PLAIN, {"augen": "1234"}, "augen='1234': give the Augen of the four seats"),
        (
            sk.Rules(players=3),
            {"augen": (30, 30, 30, 30)},
            "augen=(30, 30, 30, 30): give the Augen of the three seats",
        ),
        (
            PLAIN,
            {"augen": (30, 30, 30, 31)},
            "augen=[30, 30, 30, 31]: the four seats take 120 Augen, not 121",
        ),
        (
            PLAIN,
            {"augen": (121, 0, 0, 0)},
            "augen[0]=121: must be a whole number from 0 to 120",
        ),
        (
            PLAIN,
            {"augen": (40, 41, -1, 40)},
            "augen[2]=-1: must be a whole number from 0 to 120",
        ),
        (
            PLAIN,
            {"augen": (30, 30, 30, 30), "jungfrauen": (4,)},
            "jungfrauen=4: a seat is 0, 1, 2 or 3",
        ),
        (
            PLAIN,
            {"augen": (0, 40, 40, 40), "jungfrauen": (0, 0)},
            "jungfrauen=[0, 0]: a seat is named twice",
        ),
        (
            PLAIN,
            {"augen": (10, 40, 40, 30), "jungfrauen": (0,)},
            "jungfrauen: seat 0 took 10 Augen, so it took a trick",
        ),
        (
            PLAIN,
            {"augen": (0, 0, 120, 0), "jungfrauen": (0, 1, 3), "durchmarsch": 1},
            "durchmarsch=1: seat 2 took every trick",
        ),
        (
            PLAIN,
            {"augen": (0, 0, 120, 0), "jungfrauen": (0, 1, 3), "loser": 2},
            "loser=2: nobody loses a Ramsch won by a Durchmarsch",
        ),
        (
            PLAIN,
            {"augen": (10, 20, 90, 0), "durchmarsch": 2},
            "durchmarsch=2: seat 2 has 90 Augen; a Durchmarsch takes every trick",
        ),
        (
            RAMSCH_MIN,
            {"augen": (10, 20, 90, 0), "durchmarsch": 2},
            "durchmarsch=2: seat 2 has 90 Augen; a Durchmarsch takes every trick or at least "
            "91 Augen",
        ),
        (
            RAMSCH_MIN,
            {"augen": (10, 19, 91, 0), "durchmarsch": 5},
            "durchmarsch=5: a seat is 0, 1, 2 or 3",
        ),
        (
            PLAIN,
            {"augen": (30, 30, 30, 30)},
            "loser=None: seats 0, 1, 2, 3 share the most Augen; name the seat the tie rule "
            "makes lose",
        ),
        (
            PLAIN,
            {"augen": (20, 40, 30, 30), "loser": 2},
            "loser=2: seat 2 does not have the most Augen (40)",
        ),
        (
            sk.Rules(ramsch_tie=sk.RamschTie.ALL_TIED_SHARE),
            {"augen": (20, 40, 40, 20), "loser": 1},
            "loser=1: under ALL_TIED_SHARE every tied seat loses",
        ),
    ],
)
def test_ramsch_facts_no_ramsch_can_have_are_named(
    rules: sk.Rules, facts: dict[str, object], message: str
) -> None:
    with pytest.raises(FactError) as info:
        sk.ramsch_payout(rules, **facts)  # type: ignore[arg-type]
    assert str(info.value) == message


def test_a_ramsch_durchmarsch_by_augen_starts_at_the_minimum() -> None:
    """With ``durchmarsch_min_augen`` 91, 91 Augen are a Durchmarsch (found by itself or
    named), 90 are not; the settlement keeps the Augen."""
    found = sk.ramsch_payout(RAMSCH_MIN, augen=(10, 19, 91, 0))
    assert (found.durchmarsch, found.ramsch_loser, found.augen) == (2, None, (10, 19, 91, 0))
    assert found.ramsch_losers == ()
    assert found.balance == (-1, -1, 3, -1)
    named = sk.ramsch_payout(RAMSCH_MIN, augen=(10, 19, 91, 0), durchmarsch=2)
    assert named == found
    short = sk.ramsch_payout(RAMSCH_MIN, augen=(10, 20, 90, 0))
    assert (short.durchmarsch, short.ramsch_loser) == (None, 2)
    swept = sk.ramsch_payout(sk.Rules(), augen=(0, 0, 120, 0), jungfrauen=(0, 1, 3))
    assert (swept.durchmarsch, swept.augen, swept.balance) == (2, (0, 0, 120, 0), (-1, -1, 3, -1))


@pytest.mark.parametrize(
    ("rules", "game", "facts", "message"),
    [
        (PLAIN, "ramsch", {"augen": 61}, "game=ramsch: use ramsch_payout() for a Ramsch"),
        (sk.Rules(players=3), "wenz", {"declarer": 3}, "declarer=3: a seat is 0, 1 or 2"),
        (
            sk.Rules(players=3),
            "rufspiel eichel",
            {"partner": 1},
            "game=rufspiel eichel: there is no Rufspiel with three players",
        ),
        (PLAIN, "rufspiel eichel", {"partner": 4}, "partner=4: a seat is 0, 1, 2 or 3"),
        (PLAIN, "wenz", {"declarer": True}, "declarer=True: a seat is 0, 1, 2 or 3"),
        (
            PLAIN,
            "rufspiel eichel",
            {"partner": 0},
            "partner=0: the declarer cannot call his own Sau",
        ),
        (PLAIN, "sie", {"augen": 119}, "augen=119: a Sie takes every trick, 120 Augen"),
        (PLAIN, "sie", {"augen": 120, "laufende": 9}, "laufende=9: a Sie has only 8 trumps"),
        (PLAIN, "wenz", {"tricks": 9}, "tricks=9: must be a whole number from 0 to 8"),
        (
            PLAIN,
            "wenz",
            {"tricks": 0},
            "tricks=0 with augen=61: a party without a trick leaves the other 120",
        ),
        (
            PLAIN,
            "wenz",
            {"augen": 0, "tricks": 0, "schwarz": False},
            "schwarz=False with tricks=0: they disagree",
        ),
        (
            PLAIN,
            "wenz",
            {"augen": 30, "schwarz": True},
            "schwarz=True with augen=30: a party without a trick leaves the other 120",
        ),
        (
            PLAIN,
            "wenz",
            {"augen": 0},
            "augen=0: say whether the other party took a trick (schwarz=True or False, or tricks=)",
        ),
        (
            PLAIN,
            "sie",
            {"augen": 120, "kontra": True},
            "kontra=True: a Sie ends the auction before anyone can say Kontra",
        ),
        (PLAIN, "wenz", {"klopfer": 1}, "klopfer=1: these rules have no Klopfen"),
        (
            sk.Rules(klopfen=True),
            "wenz",
            {"klopfer": 5},
            "klopfer=5: must be a whole number from 0 to 4",
        ),
        (PLAIN, "wenz", {"re": 1}, "re=1: must be True or False"),
        (PLAIN, "wenz", {"kontra": "x"}, "kontra='x': must be True or False"),
        (PLAIN, "wenz", {"re": True}, "re=True: Re answers a Kontra, and there was none"),
        (PLAIN, "wenz", {"schneider": 1}, "schneider=1: must be True or False"),
        (
            PLAIN,
            "wenz",
            {"augen": 90, "schneider": False},
            "schneider=False with augen=90: the game is Schneider by these rules",
        ),
        (
            PLAIN,
            "wenz",
            {"augen": 31, "schneider": True},
            "schneider=True with augen=31: the game is not Schneider by these rules",
        ),
    ],
)
def test_game_facts_no_game_can_have_are_named(
    rules: sk.Rules, game: str, facts: dict[str, object], message: str
) -> None:
    given: dict[str, object] = {"declarer": 0, "augen": 61, **facts}
    with pytest.raises(FactError) as info:
        sk.payout(rules, game, **given)  # type: ignore[arg-type]
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("augen", "tricks", "schwarz"), [(0, 0, True), (0, 1, False), (120, 8, True), (120, 7, False)]
)
def test_the_tricks_decide_schwarz(augen: int, tricks: int, schwarz: bool) -> None:
    """A party can take a trick without Augen: at 0 or 120 Augen the tricks say whether
    the game was schwarz; the settlement keeps both parties' Augen."""
    done = sk.payout(PLAIN, "wenz", declarer=0, augen=augen, tricks=tricks)
    assert done.schwarz is schwarz
    assert done == sk.payout(PLAIN, "wenz", declarer=0, augen=augen, schwarz=schwarz)
    assert done.party_augen == (augen, 120 - augen)


@settings(max_examples=60, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 10**9))
def test_game_balance_is_the_settled_games_balance(rules: sk.Rules, seed: int) -> None:
    """``game_balance`` (the solvers' money, from the facts alone) pays what a played game
    settles, with every Klopfer, Kontra and Re a doubling and the Stock's pot."""
    from kartenregeln.schafkopf.payout import game_balance

    states = random_game(rules, seed)
    final = states[-1]
    done = final.settle()
    if done.game is None or done.game.kind is sk.GameKind.RAMSCH or done.declarer is None:
        return
    party = {done.declarer} | ({done.partner} if done.partner is not None else set())
    tricks = sum(1 for t in final.tricks if t.winner in party)
    assert done.party_augen is not None
    augen = done.party_augen[0]
    doublings = len(final.klopfer) + (final.kontra is not None) + (final.re is not None)
    balance = game_balance(
        rules,
        done.game,
        done.declarer,
        done.partner,
        declaring_augen=augen,
        declaring_tricks=tricks,
        laufende=done.laufende,
        doublings=doublings,
        pot=states[0].pot,
    )
    assert balance == done.balance


def _lines(done: sk.Settlement) -> list[tuple[str, int, bool, int | None]]:
    return [(line.code, line.value, line.factor, line.seat) for line in done.breakdown]


TARIFF_2 = sk.Tariff(ramsch=2)


@pytest.mark.parametrize(
    ("jungfrau", "jungfrauen", "augen", "balance", "lines"),
    [
        # every Jungfrau doubles the price for all: 2 → 4, the loser pays it to each
        (
            sk.Jungfrau.DOUBLES_ALL,
            (0,),
            (0, 50, 40, 30),
            (4, -12, 4, 4),
            [("jungfrau", 2, True, 0)],
        ),
        (
            sk.Jungfrau.DOUBLES_ALL,
            (0, 1),
            (0, 0, 90, 30),
            (8, 8, -24, 8),
            [("jungfrau", 2, True, 0), ("jungfrau", 2, True, 1)],
        ),
        # the loser pays the Jungfrau double, the others the price
        (
            sk.Jungfrau.DOUBLES_OWN,
            (0, 1),
            (0, 0, 90, 30),
            (4, 4, -10, 2),
            [("jungfrau_own", 2, True, 0), ("jungfrau_own", 2, True, 1)],
        ),
        # each Jungfrau's price is doubled once for every Jungfrau at the table
        (
            sk.Jungfrau.DOUBLES_OWN_EACH,
            (0, 1),
            (0, 0, 90, 30),
            (8, 8, -18, 2),
            [("jungfrau_own", 4, True, 0), ("jungfrau_own", 4, True, 1)],
        ),
        (sk.Jungfrau.NONE, (0, 1), (0, 0, 90, 30), (2, 2, -6, 2), []),
    ],
)
def test_the_jungfrau_lines_of_a_ramsch(
    jungfrau: sk.Jungfrau,
    jungfrauen: tuple[int, ...],
    augen: tuple[int, ...],
    balance: tuple[int, ...],
    lines: list[tuple[str, int, bool, int | None]],
) -> None:
    rules = sk.Rules(jungfrau=jungfrau, tariff=TARIFF_2)
    done = sk.ramsch_payout(rules, augen=augen, jungfrauen=jungfrauen)
    loser = augen.index(max(augen))
    assert done.balance == balance
    assert _lines(done) == [
        ("ramsch_tariff", 2, False, None),
        *lines,
        ("ramsch_loser", balance[loser], False, loser),
    ]


def test_the_lines_of_a_durchmarsch_and_of_klopfer() -> None:
    rules = sk.Rules(klopfen=True, tariff=TARIFF_2)
    swept = sk.ramsch_payout(rules, augen=(0, 0, 120, 0), jungfrauen=(0, 1, 3), klopfer=1)
    assert (swept.balance, swept.value, swept.winners) == ((-4, -4, 12, -4), 4, (2,))
    assert _lines(swept) == [
        ("ramsch_tariff", 2, False, None),
        ("klopfer", 2, True, None),
        ("durchmarsch", 3, True, 2),
    ]
    lost = sk.ramsch_payout(rules, augen=(0, 50, 40, 30), jungfrauen=(0,), klopfer=2)
    assert (lost.balance, lost.value) == ((16, -48, 16, 16), 16)
    assert _lines(lost)[1:4] == [
        ("jungfrau", 2, True, 0),
        ("klopfer", 2, True, None),
        ("klopfer", 2, True, None),
    ]
