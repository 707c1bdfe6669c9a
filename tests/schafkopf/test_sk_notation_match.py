"""Notation, dealing input, Rules validation, the Match and descriptions."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from kartenregeln import Card, CardSet, NotationError, Rank, Suit
from kartenregeln import schafkopf as sk

HANDS = [
    "EO GO HO SO EU GU G7 E7",
    "GA GZ GK G9 HA HZ E9 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G8 H8 H7 EK E8 SK S9 S8",
]


def every_action() -> list[sk.Action]:
    out: list[sk.Action] = [sk.WEITER, sk.SPIELE, sk.KLOPFEN, sk.KONTRA, sk.RE, sk.GUT]
    for suit in ("eichel", "gras", "schellen"):
        out.append(sk.Announce(sk.Contract("rufspiel", suit)))
    for suit in ("eichel", "gras", "herz", "schellen"):
        out.append(sk.Announce(sk.Contract("farbsolo", suit)))
        out.append(sk.Announce(sk.Contract("farbsolo", suit, tout=True)))
    for kind in ("wenz", "geier"):
        out.append(sk.Announce(sk.Contract(kind)))
        out.append(sk.Announce(sk.Contract(kind, tout=True)))
    out.append(sk.Announce(sk.Contract("sie")))
    for s in Suit.__members__.values():
        for r in (Rank.SAU, Rank.ZEHN, Rank.KOENIG, Rank.OBER, Rank.UNTER, 9, 8, 7):
            out.append(sk.Play(Card(s, r)))
    return out


def test_str_of_every_action_parses_back() -> None:
    for action in every_action():
        assert sk.parse_action(str(action)) == action


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("EO", "EO"),
        ("eo", "EO"),
        ("Eichel-Ober", "EO"),
        ("Kreuz Dame", "EO"),
        ("Queen of Clubs", "EO"),
        ("H10", "HZ"),
        ("HX", "HZ"),
        ("Herz-Sau", "HA"),
        ("Schellen Sieben", "S7"),
        ("Karo-Bube", "SU"),
    ],
)
def test_cards_parse_from_codes_and_long_names(text: str, code: str) -> None:
    assert str(sk.parse_action(text)) == code


def test_game_words_accept_french_suits_and_case() -> None:
    assert sk.parse_action("Rufspiel Pik") == sk.parse_action("rufspiel gras")
    assert sk.parse_action("SOLO KARO") == sk.parse_action("solo schellen")
    assert sk.parse_action("tout  solo   herz") == sk.Announce(
        sk.Contract("farbsolo", "herz", True)
    )


@pytest.mark.parametrize(
    "text", ["", "hallo", "rufspiel", "solo blau", "tout", "tout sie", "H6", "2C"]
)
def test_junk_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        sk.parse_action(text)


def test_apply_text_and_action_agree() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    assert state.apply("spiele") == state.apply(sk.SPIELE)


def test_start_accepts_text_cardsets_and_card_lists() -> None:
    a = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    b = sk.GameState.start(sk.Rules(), dealer=3, hands=[CardSet.parse(h) for h in HANDS])
    c = sk.GameState.start(
        sk.Rules(), dealer=3, hands=[[Card.parse(t) for t in h.split()] for h in HANDS]
    )
    assert a.hand(2) == b.hand(2) == c.hand(2)


@pytest.mark.parametrize(
    ("hands", "problem"),
    [
        (["EO GO HO SO EU GU G7", *HANDS[1:]], "7 cards, not 8"),
        ([HANDS[0], HANDS[0], *HANDS[2:]], "dealt twice"),
        (["EO GO HO SO EU GU G7 H6", *HANDS[1:]], "not a Schafkopf card"),
        (["EO GO HO SO EU GU G7 XX", *HANDS[1:]], "XX"),
    ],
)
def test_bad_hands_raise_notation_error(hands: list[str], problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        sk.GameState.start(sk.Rules(), dealer=3, hands=hands)


def test_bad_dealer_and_hand_count_raise() -> None:
    with pytest.raises(ValueError, match="dealer"):
        sk.GameState.start(sk.Rules(), dealer=4, hands=HANDS)
    with pytest.raises(ValueError, match="four hands"):
        sk.GameState.start(sk.Rules(), dealer=0, hands=HANDS[:3])


def test_deal_uses_only_the_given_rng() -> None:
    a = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    b = sk.deal(sk.Rules(), dealer=3, rng=random.Random(1))
    assert a == b
    assert {len(a.hand(s)) for s in range(4)} == {8}


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: sk.Rules(tariff=sk.Tariff(rufspiel=-1)), "tariff.rufspiel"),
        (lambda: sk.Rules(solo_order=("farbsolo", "bettel")), "unknown game 'bettel'"),
        (lambda: sk.Rules(solo_order=("wenz", "wenz")), "twice"),
        (lambda: sk.Rules(durchmarsch_min_augen=60), "61..120"),
        (lambda: sk.Rules(all_pass="stock"), "AllPass"),
        (
            lambda: sk.Rules(klopfen=1),  # type: ignore[arg-type]
            "True or False",
        ),
        (lambda: sk.Rules(laufende_min=sk.LaufendeMin(wenz=0)), "laufende_min.wenz"),
    ],
)
def test_nonsense_rules_raise_at_construction(build: Callable[[], object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build()


def test_presets() -> None:
    seed = sk.Rules()
    assert seed.tariff == sk.Tariff(rufspiel=1, solo=5, extra=1)
    assert not seed.klopfen
    assert seed.all_pass is sk.AllPass.RAMSCH
    assert seed.schneider is sk.Schneider.LOSERS_THIRTY
    assert seed.laufende_min == sk.LaufendeMin(rufspiel=3, farbsolo=3, wenz=2, geier=2)
    sauspiel = sk.Rules.sauspiel()
    assert sauspiel.tariff == sk.Tariff(rufspiel=20, solo=50, extra=10)
    assert sauspiel.klopfen
    assert sauspiel.all_pass is sk.AllPass.THROW_IN
    assert sauspiel.durchmarsch_min_augen == 91
    assert sk.Rules.sauspiel(kontra=False).kontra is False


def finish(state: sk.GameState, rng: random.Random) -> sk.GameState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_match_rotates_dealer_counts_throw_ins_and_totals() -> None:
    rules = sk.Rules(all_pass="throw_in")
    match = sk.Match(rules, games=8, first_dealer=2)
    rng = random.Random(4)
    dealers = []
    while not match.is_over:
        dealers.append(match.dealer)
        match = match.record(finish(match.deal(rng), rng))
    assert dealers == [2, 3, 0, 1, 2, 3, 0, 1]
    assert match.games_played == 8
    assert sum(match.totals) == 0
    assert match.totals == tuple(sum(r.balance[s] for r in match.results) for s in range(4))
    with pytest.raises(ValueError, match="over"):
        match.deal(rng)


def test_match_counts_a_thrown_in_deal_as_a_game() -> None:
    match = sk.Match(sk.Rules(all_pass="throw_in"), games=12)
    state = match.start(HANDS)
    for _ in range(4):
        state = state.apply("weiter")
    match = match.record(state)
    assert match.games_played == 1
    assert match.results[0].thrown_in
    assert match.dealer == 1


def test_match_refuses_unfinished_or_wrong_dealer_games() -> None:
    match = sk.Match(sk.Rules(), games=8)
    with pytest.raises(ValueError, match="finished"):
        match.record(match.start(HANDS))
    other = finish(sk.GameState.start(sk.Rules(), dealer=2, hands=HANDS), random.Random(1))
    with pytest.raises(ValueError, match="dealt by seat 0"):
        match.record(other)
    with pytest.raises(ValueError, match="8, 12, 16 or 24"):
        sk.Match(sk.Rules(), games=10)


def test_placement_bonus_with_shared_places() -> None:
    match = sk.Match(sk.Rules(), games=8)

    def with_totals(totals: tuple[int, ...]) -> sk.Match:
        result = sk.Settlement(scores=(0, 0, 0, 0), balance=totals)
        return sk.Match(match.rules, 8, 0, (result,))

    places = with_totals((10, 10, -5, -15)).placements()
    assert [p.place for p in places] == [1, 1, 3, 4]
    assert [p.bonus for p in places] == [30, 30, 5, 0]
    places = with_totals((-5, 20, 0, -15)).placements()
    assert [p.place for p in places] == [3, 1, 2, 4]
    assert [p.bonus for p in places] == [5, 30, 15, 0]


def test_describe_in_german_and_english_with_both_faces() -> None:
    eo = sk.parse_action("EO")
    assert sk.describe(eo, 1) == "seat 1 plays Ober of Acorns"  # English unless lang="de"
    assert sk.describe(eo, 1, "de") == "Sitz 1 spielt Eichel-Ober"
    assert sk.describe(eo, 1, lang="de", face="french") == "Sitz 1 spielt Kreuz-Dame"
    assert sk.describe(eo, 1, lang="en", face="french") == "seat 1 plays Queen of Clubs"
    assert sk.describe(sk.KONTRA, 3, lang="en") == "seat 3 says Kontra"
    assert sk.describe(sk.KONTRA, 3, "de") == "Sitz 3 sagt Kontra"
    assert sk.describe(sk.parse_action("solo herz"), 2, "de") == "Sitz 2 spielt Herz-Solo"
    assert sk.describe(sk.parse_action("tout wenz"), 2, lang="en") == "seat 2 announces Wenz Tout"
    for action in every_action():
        for lang in ("de", "en"):
            line = sk.describe(action, 0, lang=lang)
            assert line
            assert "\n" not in line


def test_narrate_a_whole_game() -> None:
    state = finish(sk.deal(sk.Rules(), dealer=0, rng=random.Random(2)), random.Random(2))
    lines = sk.narrate(state, lang="en")
    # one line per action and trick, and two events: the game decided and the game over
    assert len(lines) == len(state.history) + len(state.tricks) + 2
    assert lines[7] == "seat 1 plays the Geier Tout"  # after the last word of the auction
    assert (
        lines[-1] == "the game ends early: the declarer's party lost a trick, so the Tout is lost"
    )
    assert sk.describe(state.settle(), lang="en")
    assert sk.narrate(state.view(1)) == sk.narrate(state)
