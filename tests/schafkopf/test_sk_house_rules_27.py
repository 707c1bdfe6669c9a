"""House rules of issue 27: the Jungfrau doubling once per Jungfrau for each Jungfrau,
the Bettel with Stichzwang, the Bettel with Herz as trump, and which games may be Tout."""

from __future__ import annotations

import pytest
from sk_build import fill

from kartenregeln import schafkopf as sk

# -- Jungfrau ------------------------------------------------------------------------------
# openschafkopf's test "0 has 120, but no durchmarsch": seat 0 takes 120 Augen, seat 1 one
# trick of 0 Augen, seats 2 and 3 none; the Ramsch costs 10.
C8 = {
    sk.Jungfrau.NONE: (-30, 10, 10, 10),
    sk.Jungfrau.DOUBLES_ALL: (-120, 40, 40, 40),
    sk.Jungfrau.DOUBLES_OWN: (-50, 10, 20, 20),
    sk.Jungfrau.DOUBLES_OWN_EACH: (-90, 10, 40, 40),
}


def _c8_game(rules: sk.Rules) -> sk.GameState:
    hands = fill(["EO GO HO SO EU GU HU G7", "G9 GA GZ GK", "G8", "E7"])
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    for _ in range(4):
        state = state.apply("weiter")
    assert state.game is not None
    assert state.game.kind is sk.GameKind.RAMSCH
    for card in ("G7", "G9", "G8", "E7"):  # seat 1 takes a trick without Augen
        state = state.apply(card)
    high = ["EO", "GO", "HO", "SO", "EU", "GU", "HU"]
    while not state.is_over:
        if state.to_move == 0:
            state = state.apply(high.pop(0))  # seat 0 holds only top trumps: takes the rest
        else:
            state = state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("mode", list(C8))
def test_jungfrau_rules_pay_openschafkopfs_case(mode: sk.Jungfrau) -> None:
    rules = sk.Rules(jungfrau=mode, tariff=sk.Tariff(ramsch=10))
    result = _c8_game(rules).settle()
    assert result.augen == (120, 0, 0, 0)
    assert result.jungfrauen == (2, 3)
    assert result.durchmarsch is None
    assert result.balance == C8[mode]
    facts = sk.ramsch_payout(rules, augen=(120, 0, 0, 0), jungfrauen=(2, 3))
    assert facts.balance == C8[mode]


def test_doubles_own_each_doubles_once_per_jungfrau_at_the_table() -> None:
    each = sk.Rules(jungfrau="doubles_own_each")
    # one Jungfrau: as DOUBLES_OWN; three: each collects eight times the price
    assert sk.ramsch_balance(each, [1], [0]) == sk.ramsch_balance(
        sk.Rules(jungfrau="doubles_own"), [1], [0]
    )
    assert sk.ramsch_balance(each, [0], [1, 2, 3], doublings=1) == (-48, 16, 16, 16)
    assert sk.Rules.parse("jungfrau=doubles_own_each").jungfrau is sk.Jungfrau.DOUBLES_OWN_EACH


# -- Bettel with Stichzwang ---------------------------------------------------------------
STICH = fill(["E8 G7 H7 S7 G8 H8 S8 E7", "E9 EO", "EU EK", "EA EZ"])
STICHZWANG = sk.Rules(bettel=True, bettel_ouvert=True, bettel_stichzwang=True)


def _bettel(rules: sk.Rules, game: str = "bettel", hands: list[str] = STICH) -> sk.GameState:
    state = sk.GameState.start(rules, dealer=3, hands=hands)
    state = state.apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    state = state.apply(game)
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    return state


def _eichel(state: sk.GameState) -> list[str]:
    return [str(a) for a in state.legal_actions() if str(a).startswith("E")]


@pytest.mark.parametrize("game", ["bettel", "bettel ouvert"])
def test_with_stichzwang_a_seat_that_follows_must_beat_the_trick(game: str) -> None:
    state = _bettel(STICHZWANG, game).apply("E8")
    assert _eichel(state) == ["EO", "E9"]  # both beat the Achter
    state = state.apply("EO")
    assert _eichel(state) == ["EK"]  # the Unter does not beat the Ober (A K O U Z 9 8 7)
    assert state.why_illegal("EU") == "seat 2 must beat the trick: a Bettel with Stichzwang"
    assert state.why_illegal("EU", lang="de") == (
        "Sitz 2 muss den Stich überstechen: ein Bettel mit Stichzwang"
    )
    assert state.why_illegal("HA") == "seat 2 must follow Acorns"
    state = state.apply("EK")
    assert _eichel(state) == ["EA"]
    # without Stichzwang any Eichel card follows
    plain = _bettel(sk.Rules(bettel=True, bettel_ouvert=True), game).apply("E8").apply("EO")
    assert _eichel(plain) == ["EK", "EU"]


def test_with_stichzwang_a_seat_that_cannot_beat_plays_any_card_of_the_suit() -> None:
    state = _bettel(STICHZWANG).apply("E8").apply("EO").apply("EK")
    state = state.apply("EA")  # seat 3 takes the trick
    assert state.to_move == 3
    state = state.apply("EZ")  # seat 0 holds only E7 of Eichel: it does not beat, but follows
    assert _eichel(state) == ["E7"]
    assert not state.is_legal("G7")


def test_stichzwang_only_touches_the_bettel() -> None:
    hands = fill(["EA EO", "EZ EK", "", ""])
    state = sk.GameState.start(STICHZWANG, dealer=3, hands=hands)
    state = state.apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    state = state.apply("solo eichel" if state.is_legal("solo eichel") else "wenz")
    while state.phase is not sk.Phase.PLAY:
        state = state.apply("gut")
    state = state.apply("EA")
    assert set(_eichel(state)) == {"EZ", "EK"}  # a Solo keeps its Farbzwang only


def test_the_fast_solver_leaves_the_stichzwang_to_the_generic_search() -> None:
    from kartenregeln.bots.schafkopf import fast

    assert not fast.supports(_bettel(STICHZWANG))
    assert fast.supports(_bettel(sk.Rules(bettel=True)))


# -- Bettel with Herz as trump ------------------------------------------------------------
HERZ = sk.Rules(bettel=True, bettel_ouvert=True, bettel_herz=True)


def test_the_herz_bettel_has_the_trumps_and_order_of_a_herz_solo() -> None:
    from kartenregeln.schafkopf.contracts import table_for

    for text in ("bettel herz", "bettel ouvert herz"):
        game = sk.Contract.parse(text)
        assert str(game) == text
        solo = table_for(sk.Contract.parse("solo herz"))
        assert (table_for(game).follow, table_for(game).power) == (solo.follow, solo.power)
    assert sk.Contract.parse("Herz-Bettel ouvert") == sk.Contract("bettel ouvert", "herz")
    assert sk.Contract("bettel", "herz").name("de") == "Herz-Bettel"
    with pytest.raises(ValueError, match="Herz as trump"):
        sk.Contract("bettel", "gras")


def test_the_rules_offer_either_the_bettel_or_the_herz_bettel() -> None:
    herz = _bettel(HERZ, "bettel herz").history[:4]
    state = sk.GameState.start(HERZ, dealer=3, hands=STICH)
    for action in herz:
        state = state.apply(action)
    games = [str(a) for a in state.legal_actions()]
    assert "bettel herz" in games
    assert "bettel ouvert herz" in games
    assert "bettel" not in games
    assert "bettel ouvert" not in games
    assert state.why_illegal("bettel") == (
        "under these rules the Bettel is played with Hearts as trump (bettel herz)"
    )
    assert state.why_illegal("bettel", lang="de") == (
        "nach diesen Regeln wird der Bettel mit Herz als Trumpf gespielt (bettel herz)"
    )
    plain = sk.GameState.start(sk.Rules(bettel=True), dealer=3, hands=STICH)
    for action in herz:
        plain = plain.apply(action)
    assert plain.why_illegal("bettel herz") == (
        "under these rules the Bettel is played without trumps (bettel)"
    )
    assert sk.GameState.start(sk.Rules(), dealer=3, hands=STICH).apply("spiele").apply(
        "weiter"
    ).apply("weiter").apply("weiter").why_illegal("bettel herz") == (
        "Hearts Bettel is not played under these rules"
    )


def test_in_the_herz_bettel_a_trump_takes_the_trick() -> None:
    hands = fill(["E7", "H7 GA", "EA", "EZ"], avoid={1: "EK EO EU E9 E8"})
    herz = _bettel(HERZ, "bettel herz", hands)
    plain = _bettel(sk.Rules(bettel=True), "bettel", hands)
    for card in ("E7", "H7", "EA", "EZ"):  # seat 1 has no Eichel and plays the Herz-Siebener
        herz, plain = herz.apply(card), plain.apply(card)
    assert herz.tricks[0].winner == 1  # a trump
    assert plain.tricks[0].winner == 2  # no trumps: the Eichel-Sau


def test_stichzwang_in_the_herz_bettel_after_a_trump() -> None:
    hands = fill(["E7", "H7 GA", "EA EK", "EZ"], avoid={1: "EO EU E9 E8"})
    both = sk.Rules(bettel=True, bettel_herz=True, bettel_stichzwang=True)
    state = _bettel(both, "bettel herz", hands).apply("E7")
    # seat 1 follows with trumps? No Eichel: any card. It trumps with the Ober.
    state = state.apply("H7")
    # the trick is trumped: no Eichel beats it, so seat 2 may follow with any Eichel
    assert sorted(_eichel(state)) == ["EA", "EK"]


def test_a_herz_bettel_game_round_trips_as_record_text_and_wire_json() -> None:
    from kartenregeln import records, wire

    rules = sk.Rules(bettel=True, bettel_ouvert=True, bettel_herz=True, bettel_stichzwang=True)
    state = _bettel(rules, "bettel ouvert herz")
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    back = records.loads(records.dumps(state))
    assert isinstance(back, records.GameRecord)
    assert back.states[-1].history == state.history
    assert back.rules == state.rules
    assert wire.from_json(wire.to_json(state.rules)) == state.rules
    assert sk.Rules.parse("bettel, bettel-herz, bettel-stichzwang") == sk.Rules(
        bettel=True, bettel_herz=True, bettel_stichzwang=True
    )
    assert "bettel_herz=true" in state.to_text()


def test_herz_bettel_indices_of_the_encoding() -> None:
    from kartenregeln import encode

    state = _bettel(HERZ, "bettel herz")
    index = encode.action_index(state.history[4])
    assert index == encode.action_index(sk.parse_action("bettel"))
    assert encode.action_from_index(HERZ, index) == state.history[4]
    assert encode.action_from_index(sk.Rules(bettel=True), index) == sk.parse_action("bettel")
    assert len(encode.observation(state.view(0))) == len(
        encode.observation(_bettel(sk.Rules(bettel=True)).view(0))
    )


# -- Tout only for some games -------------------------------------------------------------
def test_tout_games_limits_which_games_may_be_announced_tout() -> None:
    rules = sk.Rules(farbwenz=True, tout_games=("farbsolo", "wenz"))
    state = sk.GameState.start(rules, dealer=3, hands=STICH).apply("spiele")
    for _ in range(3):
        state = state.apply("weiter")
    games = [str(a) for a in state.legal_actions()]
    assert "tout solo eichel" in games
    assert "tout wenz" in games
    assert "tout geier" not in games
    assert "tout farbwenz gras" not in games
    assert "geier" in games
    assert "farbwenz gras" in games
    assert state.why_illegal("tout geier") == "Geier is not played Tout under these rules"
    assert state.why_illegal("tout farbwenz gras", lang="de") == (
        "Gras-Farbwenz wird nach diesen Regeln nicht Tout gespielt"
    )
    # a game the rules do not play at all says so, Tout or not
    assert state.why_illegal("tout farbgeier gras") == (
        "Leaves Farbgeier is not played under these rules"
    )
    assert sk.Rules.parse("tout_games=farbsolo+wenz").tout_games == ("farbsolo", "wenz")
    assert sk.Rules.parse("tout_games=").tout_games == ()
    with pytest.raises(ValueError, match="tout_games: unknown game 'ramsch'"):
        sk.Rules(tout_games=("ramsch",))
    with pytest.raises(ValueError, match="twice"):
        sk.Rules(tout_games=("wenz", "wenz"))


# -- the bots under every new rule --------------------------------------------------------
def test_the_bots_play_whole_games_under_the_new_rules() -> None:
    import random

    from kartenregeln.bots import Bot, HeuristicBot, RandomBot, SearchBot

    rules = sk.Rules(
        bettel=True,
        bettel_ouvert=True,
        bettel_stichzwang=True,
        bettel_herz=True,
        tout_games=("wenz",),
        jungfrau="doubles_own_each",
    )
    bots: list[Bot] = [
        RandomBot(),
        HeuristicBot(),
        SearchBot(samples=2, time_limit=None, bid_samples=2),
    ]
    for n, bot in enumerate(bots):
        for game in ("bettel herz", "bettel ouvert herz", None):
            rng = random.Random(n)
            state = sk.deal(rules, dealer=3, rng=rng)
            if game is not None:
                state = state.apply("spiele").apply("weiter").apply("weiter").apply("weiter")
                state = state.apply(game)
            else:
                for _ in range(4):
                    state = state.apply("weiter")  # a Ramsch
            while not state.is_over:
                assert state.to_move is not None
                action = bot.choose(state.view(state.to_move), rng)
                assert state.is_legal(action)
                state = state.apply(action)
            assert sum(state.settle().balance) == 0


def test_openschafkopfs_bettel_stich_is_read_and_written_under_stichzwang() -> None:
    from kartenregeln import NotationError
    from kartenregeln.schafkopf.formats.openschafkopf import parse_openschafkopf, to_openschafkopf

    state = _bettel(STICHZWANG)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 8  # the declarer's low cards never take a trick
    line = to_openschafkopf(state)
    assert line.startswith("Bettel stich von 0: ")
    back = parse_openschafkopf(line, STICHZWANG)
    assert [t.cards for t in back.tricks] == [t.cards for t in state.tricks]
    with pytest.raises(NotationError, match="needs rules with bettel_stichzwang"):
        parse_openschafkopf(line, sk.Rules(bettel=True))
    with pytest.raises(NotationError, match="'Bettel stich'"):
        parse_openschafkopf(line.replace("stich", "normal"), STICHZWANG)


def test_the_heuristic_judges_a_herz_bettel_by_its_trumps() -> None:
    from kartenregeln.bots.schafkopf.heuristic import bettel_safe
    from kartenregeln.schafkopf.contracts import SK_CARDS, card_code

    hand = 0
    for card in SK_CARDS:
        if card_code(card) in ["E7", "E8", "G7", "G8", "S7", "S8", "H7", "EO"]:
            hand |= card.bit
    assert bettel_safe(hand, strict=False)  # the Ober is a middle card of Eichel
    herz = sk.Contract("bettel", "herz")
    assert not bettel_safe(hand, strict=False, game=herz)  # but the highest trump here
