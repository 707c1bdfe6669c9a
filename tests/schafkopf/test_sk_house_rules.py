"""The house-rule options of ``Rules``: Farbwenz, Farbgeier, Bettel (plain and ouvert),
davonlaufen, Sie, the Jungfrau and the Ramsch tie rules, and old records."""

from __future__ import annotations

import json
import random

import pytest
from sk_build import announce, fill

from kartenregeln import NotationError, RecordError, records
from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card
from kartenregeln.schafkopf.contracts import card_code, table_for

HOUSE = sk.Rules(farbwenz=True, farbgeier=True, bettel=True, bettel_ouvert=True)


def trumps(game: str) -> str:
    contract = sk.parse_action(game).game  # type: ignore[union-attr]
    return " ".join(card_code(Card.from_index(i)) for i in table_for(contract).trumps)


def order(game: str, suit: str) -> list[str]:
    """The cards of a plain suit, highest first."""
    contract = sk.parse_action(game).game  # type: ignore[union-attr]
    tab = table_for(contract)
    cards = [i for i in range(52) if tab.follow[i] == "EGHS".index(suit)]
    return [card_code(Card.from_index(i)) for i in sorted(cards, key=lambda i: -tab.power[i])]


# -- Farbwenz and Farbgeier ----------------------------------------------------------------
def test_farbwenz_and_farbgeier_trump_orders() -> None:
    assert trumps("farbwenz eichel") == "EU GU HU SU EA EZ EK EO E9 E8 E7"
    assert trumps("farbgeier gras") == "EO GO HO SO GA GZ GK GU G9 G8 G7"
    # the Ober of the other suits ranks between König and Neun
    assert order("farbwenz eichel", "G") == ["GA", "GZ", "GK", "GO", "G9", "G8", "G7"]
    assert order("farbgeier gras", "S") == ["SA", "SZ", "SK", "SU", "S9", "S8", "S7"]


def test_farbwenz_notation_round_trips_and_names() -> None:
    for text in ("farbwenz eichel", "tout farbwenz herz", "farbgeier schellen"):
        assert str(sk.parse_action(text)) == text
    game = sk.Contract(sk.GameKind.FARBGEIER, "schellen", tout=True)
    assert game.name("de") == "Schellen-Farbgeier Tout"
    assert game.game_class == 2
    with pytest.raises(ValueError, match="needs a trump suit"):
        sk.Contract(sk.GameKind.FARBWENZ)


HANDS = [
    "EU GU EA EZ EK EO E9 E8",
    "HU SU GA GZ GK GO G9 G8",
    "HA HZ HK HO H9 H8 SA SZ",
    "E7 G7 H7 SK SO S9 S8 S7",
]


def test_farbwenz_is_announced_only_when_the_rules_have_it() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    assert state.why_illegal("farbwenz eichel") == "Acorns Farbwenz is not played under these rules"
    state = sk.GameState.start(HOUSE, dealer=3, hands=HANDS)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    assert state.is_legal("farbwenz eichel")
    assert state.is_legal("tout farbgeier gras")


def _auction(rules: sk.Rules, *moves: str) -> sk.GameState:
    """Seat 3 is Vorhand (dealer 2); ``moves`` from round one on."""
    state = sk.GameState.start(rules, dealer=2, hands=HANDS)
    for move in moves:
        state = state.apply(move)
    return state


def test_farbwenz_ranks_in_the_solo_class_and_by_solo_order() -> None:
    rules = sk.Rules(farbwenz=True, solo_order=("farbsolo", "wenz", "farbwenz"))
    state = _auction(rules, "spiele", "spiele", "weiter", "weiter", "rufspiel eichel")
    assert state.to_move == 0
    assert state.is_legal("farbwenz herz")  # behind: a Solo beats a Rufspiel
    state = state.apply("farbwenz herz")
    assert state.to_move == 3
    assert state.is_legal("wenz")  # Wenz ranks above Farbwenz under this solo_order
    assert state.is_legal("solo herz")  # Farbsolo too
    assert state.why_illegal("farbgeier herz") == "Hearts Farbgeier is not played under these rules"


def test_farbwenz_following_and_laufende() -> None:
    state = announce(HANDS, 0, "farbwenz eichel", rules=HOUSE)
    assert state.laufende() == (2, True)  # EU GU, then HU is the opponents'
    assert HOUSE.laufende_min.of(sk.GameKind.FARBWENZ) == 3
    state = state.apply("EU")
    # seat 1 holds no Eichel: its Unter are trumps and must follow
    assert {str(a) for a in state.legal_actions()} == {"HU", "SU"}


def test_farbwenz_ober_is_a_card_of_its_suit() -> None:
    hands = fill(["EU GU EA EZ EK E9 E8 E7", "GA GO G9 HU", "", ""], avoid={1: "EO SU"})
    state = announce(hands, 0, "farbwenz eichel", rules=HOUSE)
    state = state.apply("EU")
    assert [str(a) for a in state.legal_actions()] == ["HU"]
    assert state.why_illegal("GO") == "seat 1 must follow trump"
    tab = table_for(sk.Contract(sk.GameKind.FARBWENZ, "eichel"))
    assert tab.follow[Card.parse("GO").index] == tab.follow[Card.parse("GA").index]
    assert tab.follow[Card.parse("EO").index] == 4  # the Eichel-Ober is a trump


def test_farbwenz_settles_as_a_solo_with_laufende() -> None:
    hands = fill(["EU GU HU SU EA EZ EK EO", "", "", ""])
    state = announce(hands, 0, "farbwenz eichel", rules=HOUSE)
    assert state.laufende() == (8, True)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.settle()
    # Solo 5 + Schneider 1 + Schwarz 1 + 8 Laufende (from 3): 15 from each opponent
    assert result.value == 15
    assert result.balance == (45, -15, -15, -15)
    assert [line.label for line in result.breakdown][:4] == [
        "Solo tariff",
        "Schneider",
        "Schwarz",
        "8 Laufende",
    ]


# -- Bettel ------------------------------------------------------------------------------
def test_bettel_has_no_trumps_and_the_zehn_under_the_unter() -> None:
    assert trumps("bettel") == ""
    assert order("bettel", "H") == ["HA", "HK", "HO", "HU", "HZ", "H9", "H8", "H7"]
    assert str(sk.parse_action("Bettel Ouvert")) == "bettel ouvert"
    with pytest.raises(Exception, match="cannot be played tout"):
        sk.parse_action("tout bettel")


def test_bettel_ranks_above_rufspiel_and_below_every_solo() -> None:
    state = _auction(HOUSE, "spiele", "spiele", "spiele", "weiter", "rufspiel eichel")
    assert state.to_move == 0
    assert state.is_legal("bettel")  # behind the Rufspiel
    state = state.apply("bettel")
    assert state.to_move == 1
    assert not state.is_legal("bettel")  # behind: needs a higher game
    assert state.is_legal("bettel ouvert")
    state = state.apply("bettel ouvert")
    assert state.to_move == 3
    assert not state.is_legal("bettel")
    assert state.is_legal("bettel ouvert")  # in front: at least as high
    assert state.is_legal("solo eichel")


BETTEL = [
    "E7 E8 G7 G8 H7 H8 S7 S8",
    "EA EZ EK EO GA GZ GK GO",
    "HA HZ HK HO SA SZ SK SO",
    "EU GU HU SU E9 G9 H9 S9",
]


def test_bettel_goes_on_while_the_declarer_takes_no_trick() -> None:
    state = announce(BETTEL, 0, "bettel", rules=HOUSE)
    assert state.laufende() == (0, False)
    for card in ("E7", "EA", "HA", "EU"):  # seat 1 takes it with the Sau
        state = state.apply(card)
    assert not state.is_over
    assert state.to_move == 1
    # seat 1 leads GA: the declarer ducks with G7 or G8 and the game goes on
    for card in ("GA", "HZ", "GU", "G7"):
        state = state.apply(card)
    assert not state.is_over
    assert [t.winner for t in state.tricks] == [1, 1]


def test_bettel_lost_at_the_first_trick_the_declarer_takes() -> None:
    hands = [BETTEL[1], BETTEL[0], BETTEL[2], BETTEL[3]]
    state = announce(hands, 0, "bettel", rules=HOUSE)
    state = state.apply("EA").apply("E8").apply("HA").apply("E9")
    assert state.is_over
    assert len(state.tricks) == 1
    result = state.settle()
    assert result.winners == (1, 2, 3)
    assert result.balance == (-3, 1, 1, 1)
    assert [line.label for line in result.breakdown] == ["Bettel tariff", "Value"]


def test_bettel_ouvert_is_worth_twice_and_priced_by_the_tariff() -> None:
    v = sk.value(HOUSE, sk.Contract(sk.GameKind.BETTEL_OUVERT), tricks=0)
    assert (v.won, v.amount) == (True, 2)
    rules = sk.Rules(bettel=True, tariff=sk.Tariff(bettel=3))
    assert sk.value(rules, sk.Contract(sk.GameKind.BETTEL), tricks=1).amount == 3
    assert not sk.value(rules, sk.Contract(sk.GameKind.BETTEL), tricks=1).won


def test_bettel_ouvert_hand_is_open_after_the_first_trick_in_every_view() -> None:
    state = announce(BETTEL, 0, "bettel ouvert", rules=HOUSE)
    assert all(state.view(s).open_hand is None for s in range(4))
    for card in ("E7", "EA", "HA", "EU"):
        state = state.apply(card)
    assert not state.is_over
    for seat in range(4):
        view = state.view(seat)
        assert view.open_hand == state.hand(0)
        world = view.sample(random.Random(seat))
        assert world.hand(0) == state.hand(0)


# -- smaller options ----------------------------------------------------------------------
CALL = [
    "EO GO HO SO EU GU G7 E7",
    "GA GZ GK G9 HA HZ E9 S7",
    "HU SU HK H9 EA EZ SA SZ",
    "G8 H8 H7 EK E8 SK S9 S8",
]


def test_without_davonlaufen_the_partner_never_runs_away() -> None:
    # seat 1 holds the Gras-Sau and three more Gras cards and leads the first trick
    hands = [CALL[3], CALL[1], CALL[2], CALL[0]]
    for rules, allowed in ((sk.Rules(), True), (sk.Rules(davonlaufen=False), False)):
        state = sk.GameState.start(rules, dealer=0, hands=hands)
        for a in ("weiter", "weiter", "weiter", "spiele", "rufspiel gras"):
            state = state.apply(a)
        while state.phase is not sk.Phase.PLAY:
            state = state.apply("gut")
        assert state.to_move == 1
        assert state.is_legal("G9") is allowed
        assert state.is_legal("GA")
    reason = state.why_illegal("G9")
    assert reason == "the partner may lead the called suit only with the Sau (no davonlaufen)"


def test_without_sie_there_is_no_sie() -> None:
    hands = [
        "EO GO HO SO EU GU HU SU",
        "EA EZ EK E9 GA GZ GK G9",
        "HA HZ HK H9 SA SZ SK S9",
        "E8 E7 G8 G7 H8 H7 S8 S7",
    ]
    state = sk.GameState.start(sk.Rules(sie=False), dealer=3, hands=hands)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    assert "sie" not in [str(a) for a in state.legal_actions()]
    assert state.why_illegal("sie") == "Sie is not played under these rules"


def test_ramsch_balance_for_every_jungfrau_rule() -> None:
    assert sk.ramsch_balance(sk.Rules(), [1], [0, 3]) == (4, -12, 4, 4)
    own = sk.Rules(jungfrau=sk.Jungfrau.DOUBLES_OWN)
    assert sk.ramsch_balance(own, [1], [0, 3]) == (2, -5, 1, 2)
    none = sk.Rules(jungfrau="none")
    assert sk.ramsch_balance(none, [1], [0, 3], doublings=1) == (2, -6, 2, 2)
    # all tied seats lose and each pays every other seat
    assert sk.ramsch_balance(sk.Rules(), [0, 2], []) == (-2, 2, -2, 2)


@pytest.mark.parametrize("tie", list(sk.RamschTie))
def test_every_ramsch_tie_rule_settles_zero_sum(tie: sk.RamschTie) -> None:
    rng = random.Random(5)
    seen_tie = False
    for seed in range(300):
        rng.seed(seed)
        state = sk.deal(sk.Rules(ramsch_tie=tie), dealer=3, rng=rng)
        for _ in range(4):
            state = state.apply("weiter")
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        result = state.settle()
        assert sum(result.balance) == 0
        most = max(result.augen)
        tied = [s for s in range(4) if result.augen[s] == most]
        if len(tied) < 2 or result.durchmarsch is not None:
            continue
        seen_tie = True
        if tie is sk.RamschTie.ALL_TIED_SHARE:
            assert result.ramsch_losers == tuple(tied)
        elif tie is sk.RamschTie.FIRST_FROM_VORHAND:
            assert result.ramsch_losers == (min(tied),)  # Vorhand is seat 0
        else:
            assert len(result.ramsch_losers) == 1
        break
    assert seen_tie


# -- records ---------------------------------------------------------------------------------
def test_old_records_without_the_new_options_still_load() -> None:
    state = sk.deal(HOUSE, dealer=0, rng=random.Random(3))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    data = json.loads(records.dumps(state))
    assert data["rules"]["farbwenz"] is True
    assert records.loads(json.dumps(data)).rules == HOUSE
    plain = sk.deal(sk.Rules(), dealer=0, rng=random.Random(3))
    while not plain.is_over:
        plain = plain.apply(plain.legal_actions()[0])
    old = json.loads(records.dumps(plain))
    for key in ("farbwenz", "farbgeier", "bettel", "bettel_ouvert", "jungfrau", "davonlaufen"):
        del old["rules"][key]
    del old["rules"]["sie"]
    del old["rules"]["tariff"]["bettel"]
    del old["rules"]["laufende_min"]["farbwenz"]
    assert records.loads(json.dumps(old)).rules == sk.Rules()
    del old["rules"]["klopfen"]
    with pytest.raises(RecordError, match="klopfen"):
        records.loads(json.dumps(old))


def test_new_games_and_options_round_trip_as_text_and_wire_json() -> None:
    from kartenregeln import wire

    for text in ("bettel", "bettel ouvert", "farbwenz gras", "tout farbgeier schellen"):
        contract = sk.Contract.parse(text)
        assert str(contract) == text
        assert wire.from_json(wire.to_json(contract)) == contract
    rules = sk.Rules(jungfrau="none", ramsch_tie="all_tied_share", davonlaufen=False, sie=False)
    assert wire.from_json(wire.to_json(HOUSE)) == HOUSE
    assert wire.from_json(wire.to_json(rules)) == rules


def test_the_netschafkopf_preset_is_the_helper_protocols_rules() -> None:
    from sk_replay_helpers import load, rules_for_netschafkopf

    data = load("netschafkopf-helper-deals.json")
    assert {rules_for_netschafkopf(d) for d in data["deals"]} == {sk.Rules.netschafkopf()}


def test_the_schafkopfordnung_preset() -> None:
    rules = sk.Rules.schafkopfordnung()
    assert rules.schneider is sk.Schneider.LOSERS_THIRTY  # 31 Augen are schneiderfrei
    assert (rules.geier, rules.all_pass, rules.klopfen, rules.kontra) == (
        False,
        sk.AllPass.THROW_IN,
        False,
        True,
    )
    state = sk.GameState.start(rules, dealer=3, hands=HANDS)
    state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
    games = {str(a) for a in state.legal_actions()}
    assert "geier" not in games
    assert {"wenz", "tout wenz", "solo herz", "tout solo eichel"} <= games
    assert sk.Rules.schafkopfordnung(tariff=sk.Tariff(rufspiel=10)).tariff.rufspiel == 10


# -- rules as text (Rules.parse, the command line's --rules) -------------------------------
def test_rules_parse_presets_options_and_nested_prices() -> None:
    assert sk.Rules.parse("") == sk.Rules()
    assert sk.Rules.parse("speed") == sk.Rules()
    assert sk.Rules.parse("sauspiel") == sk.Rules.sauspiel()
    assert sk.Rules.parse("NetSchafkopf") == sk.Rules.netschafkopf()
    assert sk.Rules.parse("schafkopfordnung, geier") == sk.Rules.schafkopfordnung(geier=True)
    rules = sk.Rules.parse(
        "sauspiel, farbwenz, bettel-ouvert, no-sie, jungfrau=doubles_own,"
        " ramsch_tie=all_tied_share, tariff.bettel=20, laufende_min.farbwenz=2,"
        " solo_order=wenz+farbsolo, durchmarsch_min_augen=none"
    )
    assert rules == sk.Rules.sauspiel(
        farbwenz=True,
        bettel_ouvert=True,
        sie=False,
        jungfrau=sk.Jungfrau.DOUBLES_OWN,
        ramsch_tie=sk.RamschTie.ALL_TIED_SHARE,
        tariff=sk.Tariff(rufspiel=20, solo=50, extra=10, bettel=20),
        laufende_min=sk.LaufendeMin(farbwenz=2),
        solo_order=("wenz", "farbsolo"),
        durchmarsch_min_augen=None,
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("farbwenz=maybe", "expected on/off"),
        ("klopfn", "unknown option"),
        ("tariff.sol=3", "tariff has no 'sol'"),
        ("tariff.solo=lots", "expected a whole number"),
        ("jungfrau=sometimes", "Jungfrau must be one of"),
        ("solo_order=bettel", "unknown game 'bettel'"),
    ],
)
def test_rules_parse_names_the_wrong_item(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        sk.Rules.parse(text)


def test_the_command_line_takes_house_rules(capsys: pytest.CaptureFixture[str]) -> None:
    from kartenregeln.cli import main

    args = ["simulate", "--rules", "farbwenz,farbgeier,bettel,bettel_ouvert", "--no-progress"]
    assert main([*args, "--seed", "2"]) == 0
    assert "Heuristik" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--rules", "farbwenz=maybe"])
    assert "expected on/off" in capsys.readouterr().err


# -- Stock ------------------------------------------------------------------------------------
STOCK = sk.Rules(all_pass="throw_in", stock=5, kontra=False)


def test_stock_needs_the_throw_in_and_a_valid_pot() -> None:
    with pytest.raises(ValueError, match=r"needs all_pass=AllPass\.THROW_IN"):
        sk.Rules(stock=5)
    with pytest.raises(ValueError, match="stock must be None"):
        sk.Rules(all_pass="throw_in", stock=0)
    with pytest.raises(ValueError, match=r"a pot needs Rules\.stock"):
        sk.GameState.start(sk.Rules(), dealer=3, hands=HANDS, pot=4)
    with pytest.raises(ValueError, match="even int"):
        sk.GameState.start(STOCK, dealer=3, hands=HANDS, pot=3)


def _all_pass(match: sk.Match) -> sk.Match:
    state = match.start(CALL)
    for _ in range(4):
        state = state.apply("weiter")
    result = state.settle()
    assert result.thrown_in
    assert result.balance == (-5, -5, -5, -5)
    assert result.stock == 20
    return match.record(state)


def _rufspiel(match: sk.Match, declarer_wins: bool) -> tuple[sk.Match, sk.Settlement]:
    hands = CALL if declarer_wins else [CALL[3], CALL[1], CALL[2], CALL[0]]
    state = match.start(hands)
    assert state.pot == match.pot
    while state.phase is not sk.Phase.AUCTION:
        state = state.apply("spiele" if state.to_move == 0 else "weiter")
    state = state.apply("rufspiel gras")
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return match.record(state), state.settle()


def test_the_declaring_party_of_a_rufspiel_takes_the_stock_or_doubles_it() -> None:
    match = _all_pass(sk.Match(STOCK, first_dealer=3))
    assert match.pot == 20
    match, result = _rufspiel(match, declarer_wins=True)
    assert result.winners == (0, 1)
    assert result.stock == -20
    assert match.pot == 0
    assert result.balance[0] == result.value + 10
    assert sum(result.balance) + result.stock == 0
    assert "Takes the Stock" in str(result)
    assert sum(match.totals) + match.pot == 0

    match = _all_pass(sk.Match(STOCK, first_dealer=3))
    match, lost = _rufspiel(match, declarer_wins=False)
    assert lost.winners == (2, 3)  # the declaring party (0 and 1) lost: it doubles the pot
    assert lost.stock == 20
    assert match.pot == 40
    assert lost.balance[0] == -lost.value - 10
    assert lost.scores[0] == 0


def test_a_match_with_a_stock_round_trips_as_a_record() -> None:
    match = sk.Match(STOCK, first_dealer=3)
    thrown = match.start(CALL)
    for _ in range(4):
        thrown = thrown.apply("weiter")
    match = match.record(thrown)
    state = match.deal(random.Random(1))
    assert state.pot == 20
    assert state.view(2).pot == 20
    assert state.view(2).sample(random.Random(2)).pot == 20
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    match = match.record(state)
    text = records.dumps(match, states=[thrown, state])
    loaded = records.loads(text)
    assert records.dumps(loaded) == text
    assert json.loads(text)["deals"][1]["pot"] == 20
    game = records.loads(records.dumps(state))
    assert isinstance(game, records.GameRecord)
    assert game.final.settle() == state.settle()


def test_payout_from_facts_knows_the_house_games() -> None:
    won = sk.payout(HOUSE, "bettel ouvert", declarer=2, augen=0, schwarz=True)
    assert won.balance == (-2, -2, 6, -2)
    lost = sk.payout(HOUSE, "bettel", declarer=2, augen=10)
    assert lost.balance == (1, 1, -3, 1)
    fw = sk.payout(HOUSE, "farbwenz gras", declarer=0, augen=95, laufende=3)
    assert fw.balance == (27, -9, -9, -9)  # Solo 5 + Schneider 1 + 3 Laufende
    with pytest.raises(ValueError, match="these rules have no Farbwenz"):
        sk.payout(sk.Rules(), "farbwenz gras", declarer=0, augen=95)
    with pytest.raises(ValueError, match="only 0 trumps"):
        sk.payout(HOUSE, "bettel", declarer=0, augen=0, schwarz=True, laufende=1)
    shared = sk.Rules(ramsch_tie="all_tied_share")
    result = sk.ramsch_payout(shared, augen=(40, 40, 30, 10))
    assert result.ramsch_losers == (0, 1)
    assert result.balance == (-2, -2, 2, 2)


def test_display_order_sorts_a_hand_by_the_games_own_order() -> None:
    hand = [Card.parse(c) for c in ["EO", "E7", "GU", "HA", "EA", "SU", "HZ", "GO"]]
    for game, want in (
        ("farbwenz eichel", "GU SU EA EO E7 GO HA HZ"),
        ("bettel", "EA EO E7 GO GU HA HZ SU"),
        ("rufspiel gras", "EO GO GU SU HA HZ EA E7"),
    ):
        contract = sk.Contract.parse(game)
        got = " ".join(card_code(c) for c in sk.display_order(hand, contract))
        assert got == want, game


# -- the short deck (kurze Karte) -----------------------------------------------------------
SHORT = sk.Rules(deck=sk.Deck.SHORT)


def test_the_short_deck_deals_24_cards_six_per_hand_in_threes() -> None:
    state = sk.deal(SHORT, dealer=3, rng=random.Random(4))
    hands = [state.hand(s) for s in range(4)]
    assert [len(h) for h in hands] == [6, 6, 6, 6]
    assert all(c.rank not in (7, 8) for h in hands for c in h)
    assert [len(state.first_packet(s)) for s in range(4)] == [3, 3, 3, 3]
    with pytest.raises(NotationError, match="has 8 cards, not 6"):
        sk.GameState.start(SHORT, dealer=3, hands=HANDS)
    bad = ["EO GO HO SO EU H7", "GU HU SU EA EZ EK", "E9 GA GZ GK G9 HA", "HZ HK H9 SA SZ SK"]
    with pytest.raises(NotationError, match="H7 is not in the short deck"):
        sk.GameState.start(SHORT, dealer=3, hands=bad)


SHORT_HANDS = [
    "GZ GK G9 EA EZ EK",
    "EO GO HO SO EU GU",
    "GA E9 SA SZ SK S9",
    "HU SU HA HZ HK H9",
]


def test_short_deck_laufende_count_only_the_cards_in_play() -> None:
    state = announce(SHORT_HANDS, 0, "rufspiel gras", rules=SHORT)
    assert state.partner == 2
    # the opponents hold all 12 trumps: "ohne 12", not 14 (H8 and H7 are not dealt)
    assert state.laufende() == (12, False)


def test_short_deck_games_end_after_six_tricks_and_tout_needs_six() -> None:
    state = announce(SHORT_HANDS, 1, "tout wenz", rules=SHORT)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks) <= 6
    assert sk.value(SHORT, sk.Contract.parse("tout wenz"), augen=120, tricks=6).won
    v = sk.value(SHORT, sk.Contract.parse("solo herz"), augen=120, tricks=6)
    assert v.schwarz
    with pytest.raises(ValueError, match=r"tricks 0\.\.6"):
        sk.value(SHORT, sk.Contract.parse("solo herz"), augen=120, tricks=8)
    state = announce(SHORT_HANDS, 1, "solo eichel", rules=SHORT)
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    assert len(state.tricks) == 6
    assert sum(state.augen) == 120


def test_wire_json_keeps_the_pot_and_the_short_deck() -> None:
    from kartenregeln import wire

    state = sk.deal(STOCK, dealer=0, rng=random.Random(2), pot=20)
    data = wire.to_json(state)
    assert data["pot"] == 20
    assert wire.from_json(data) == state
    short = sk.deal(SHORT, dealer=0, rng=random.Random(2))
    assert "pot" not in wire.to_json(short)
    assert wire.from_json(wire.to_json(short)) == short
    view = short.view(1)
    assert wire.from_json(wire.to_json(view)) == view


def test_position_texts_carry_the_pot_and_the_short_deck() -> None:
    state = sk.deal(STOCK, dealer=0, rng=random.Random(5), pot=20)
    text = state.to_text()
    assert " p20 " in text
    assert sk.GameState.from_text(text) == state
    view = state.view(2)
    assert sk.View.from_text(view.to_text()) == view
    short = sk.deal(SHORT, dealer=0, rng=random.Random(5))
    assert sk.GameState.from_text(short.to_text()) == short
    assert sk.View.from_text(short.view(1).to_text()) == short.view(1)
