"""openschafkopf's one-line notation: the real file, every game kind, round trips, errors."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartenregeln import NotationError
from kartenregeln import schafkopf as sk
from kartenregeln.formats import parse_openschafkopf, to_openschafkopf
from kartenregeln.schafkopf.formats.openschafkopf import default_rules

DATA = Path(__file__).resolve().parents[1] / "data" / "formats"
RULES = default_rules()


def _same_game(a: sk.GameState, b: sk.GameState) -> None:
    """The same deal, bidding, play and settlement (the notation does not keep the order
    the cards were dealt in, so the first packets may differ)."""
    assert a.rules == b.rules
    assert a.dealer == b.dealer
    assert [set(a.initial_hand(k)) for k in range(4)] == [set(b.initial_hand(k)) for k in range(4)]
    assert a.history == b.history
    assert a.settle() == b.settle()


def test_the_example_file_reads_and_settles() -> None:
    lines = (DATA / "openschafkopf-example-games.txt").read_text().splitlines()
    states = [parse_openschafkopf(line) for line in lines]
    assert [str(s.game) for s in states] == ["rufspiel gras", "farbwenz schellen"]
    assert [s.declarer for s in states] == [3, 2]
    assert all(s.is_over and s.dealer == 3 for s in states)
    # "Rufspiel Blaue": the Blaue is the Gras-Sau; its holder (seat 0) is the partner
    assert states[0].partner == 0
    assert states[0].settle().balance == (30, -30, -30, 30)
    assert states[1].settle().balance == (-60, -60, 180, -60)
    for line, state in zip(lines, states, strict=True):
        written = to_openschafkopf(state)
        assert written.split(":")[1] == line.split(":")[1]
        _same_game(parse_openschafkopf(written), state)


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("Rufspiel mit der Eichel-Sau", "rufspiel eichel"),
        ("Rufspiel auf die Alte", "rufspiel eichel"),
        ("Sauspiel mit der Blauen", "rufspiel gras"),
        ("Rufspiel Hundsgfickte", "rufspiel schellen"),
        ("Herz-Solo", "solo herz"),
        ("Rot sticht", "solo herz"),
        ("Eichel-Solo Tout", "tout solo eichel"),
        ("Wenz", "wenz"),
        ("Schelln-Wenz", "farbwenz schellen"),
        ("Grün-Wenz", "farbwenz gras"),
        ("Geier", "geier"),
        ("Wenz Tout", "tout wenz"),
        ("Laub-Geier", "farbgeier gras"),
        ("Bettel normal", "bettel"),
    ],
)
def test_game_names(name: str, game: str) -> None:
    from kartenregeln.schafkopf.formats.openschafkopf import _contract

    contract, needs = _contract(name, name)
    assert str(contract) == game
    assert needs


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("Bettel stich von 1: ea", "Stichzwang"),
        ("Rufspiel mit der Herz-Sau von 1: ea", "Herz-Sau"),
        ("Rufspiel von 1: ea", "names the called Sau"),
        ("Eichel-Gras-Solo von 1: ea", "more than one suit"),
        ("Schnapsen von 1: ea", "unknown game"),
        ("Wenz Geier von 1: ea", "ambiguous"),
        ("Wenz: ea", "needs its declarer"),
        ("Wenz von 7: ea", "seat 0..3"),
        ("Wenz von 1 ea ek", "no ':'"),
        ("Wenz von 1: ea ek", "the line lists 2 cards"),
        ("Wenz von 1: ea xx", "'xx' is not a card"),
        ("Wenz von 1: ea ea", "played twice"),
    ],
)
def test_bad_lines_raise_notation_error(line: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        parse_openschafkopf(line)


def test_a_game_the_rules_do_not_play_is_refused_by_name() -> None:
    line = (DATA / "openschafkopf-example-games.txt").read_text().splitlines()[1]
    with pytest.raises(NotationError, match=r"[Ff]arbwenz"):
        parse_openschafkopf(line, sk.Rules.sauspiel())


def test_an_illegal_card_names_its_place() -> None:
    from kartenregeln.schafkopf.contracts import table_for

    line = (DATA / "openschafkopf-example-games.txt").read_text().splitlines()[0]
    state = parse_openschafkopf(line)
    assert state.game is not None
    trump = table_for(state.game).trump_mask
    first, last = state.tricks[0], state.tricks[-1]
    head, cards = line.split(": ")
    words = cards.split()
    # a seat that follows the first trick's trump lead with a trump: give it a plain card
    # it plays only in the last trick instead; it still holds a trump, so it must follow
    for pos in range(1, 4):
        seat = (first.leader + pos) % 4
        mine = last.cards[(seat - last.leader) % 4]
        if first.cards[pos].bit & trump and not mine.bit & trump:
            k = 28 + (seat - last.leader) % 4
            words[pos], words[k] = words[k], words[pos]
            break
    else:
        raise AssertionError("no seat to move a card for")
    with pytest.raises(NotationError, match=f"card {pos + 1} "):
        parse_openschafkopf(head + ": " + " ".join(words))


def _random_game(rules: sk.Rules, contract: sk.Contract | None, seed: int) -> sk.GameState:
    """A random finished game of ``contract`` (None: a Ramsch), dealt until it can be
    announced, the cards played at random."""
    rng = random.Random(seed)
    for _ in range(500):
        state = sk.deal(rules, dealer=3, rng=rng)
        if state.phase is sk.Phase.KLOPFEN:
            for _ in range(4):
                state = state.apply("weiter")
        if contract is None:
            for _ in range(4):
                state = state.apply("weiter")
        else:
            state = state.apply("spiele")
            for _ in range(3):
                state = state.apply("weiter")
            if not state.is_legal(sk.Announce(contract)):
                continue
            state = state.apply(sk.Announce(contract))
        while state.phase in (sk.Phase.KONTRA, sk.Phase.RE):
            state = state.apply("gut")
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        if any(len(h) for h in state.hands):
            continue  # a lost Tout or Bettel ends early: the notation lists every card
        return state
    raise AssertionError(f"no game of {contract} in 500 deals")


CONTRACTS = [
    None,
    *(sk.Contract("rufspiel", s) for s in ("eichel", "gras", "schellen")),
    *(
        sk.Contract("farbsolo", s, tout=t)
        for s in ("eichel", "gras", "herz", "schellen")
        for t in (False, True)
    ),
    *(sk.Contract(k, tout=t) for k in ("wenz", "geier") for t in (False, True)),
    *(
        sk.Contract(k, s)
        for k in ("farbwenz", "farbgeier")
        for s in ("eichel", "gras", "herz", "schellen")
    ),
    sk.Contract("bettel"),
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONTRACTS), st.integers(0, 10_000))
def test_round_trip_library_line_library(contract: sk.Contract | None, seed: int) -> None:
    rules = sk.Rules.sauspiel(
        farbwenz=True,
        farbgeier=True,
        bettel=True,
        all_pass=sk.AllPass.RAMSCH,
        tout_ends_early=False,
    )
    state = _random_game(rules, contract, seed)
    line = to_openschafkopf(state)
    back = parse_openschafkopf(line, rules)
    _same_game(back, state)
    assert to_openschafkopf(back) == line


def test_every_kind_is_written_by_its_own_name() -> None:
    rules = sk.Rules.sauspiel(
        farbwenz=True,
        farbgeier=True,
        bettel=True,
        all_pass=sk.AllPass.RAMSCH,
        tout_ends_early=False,
    )
    names = {
        to_openschafkopf(_random_game(rules, c, 1)).split(":")[0].rsplit(" von ", 1)[0]
        for c in CONTRACTS
    }
    assert {
        "Ramsch",
        "Rufspiel mit der Eichel-Sau",
        "Schelln-Wenz",
        "Herz-Solo Tout",
        "Wenz Tout",
        "Geier",
        "Gras-Geier",
        "Bettel normal",
    } <= names
    assert len(names) == len(CONTRACTS)


def test_seats_are_counted_from_vorhand() -> None:
    rules = sk.Rules.sauspiel(farbwenz=True)
    state = sk.GameState.start(
        rules,
        dealer=1,
        hands=[
            "E8 E7 G8 G7 H8 H7 S8 S7",
            "EA EZ EK E9 GA GZ GK G9",
            "EO GO HO SO EU GU HU SU",
            "HA HZ HK H9 SA SZ SK S9",
        ],
    )
    for action in [
        "weiter",
        "weiter",
        "weiter",
        "weiter",
        "spiele",
        "weiter",
        "weiter",
        "weiter",
        "wenz",
    ]:
        state = state.apply(action)
    while state.phase in (sk.Phase.KONTRA, sk.Phase.RE):
        state = state.apply("gut")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    line = to_openschafkopf(state)
    assert line.startswith("Wenz von 0: ")  # seat 2 is Vorhand when seat 1 deals
    back = parse_openschafkopf(line, rules)
    assert back.declarer == 0
    assert back.dealer == 3
    assert back.settle().balance[0] == state.settle().balance[2]


def test_what_the_notation_cannot_write() -> None:
    rules = sk.Rules.sauspiel()
    rng = random.Random(3)
    state = sk.deal(rules, dealer=3, rng=rng)
    with pytest.raises(NotationError, match="not over"):
        to_openschafkopf(state)
    doubled = _random_game(sk.Rules(), sk.Contract("rufspiel", "eichel"), 5)
    # the same game with a Kontra
    from kartenregeln.schafkopf.formats._build import build_state

    s = build_state(
        sk.Rules(),
        dealer=3,
        hands=[list(doubled.initial_hand(k)) for k in range(4)],
        contract=doubled.game,
        declarer=doubled.declarer,
        plays=[c for t in doubled.tricks for c in t.cards],
        kontra=True,
    )
    assert s.is_over
    assert s.kontra is not None
    with pytest.raises(NotationError, match="drop_doublings"):
        to_openschafkopf(s)
    assert to_openschafkopf(s, drop_doublings=True) == to_openschafkopf(doubled)
