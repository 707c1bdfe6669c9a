"""The pictures: well-formed, accessible, and showing exactly the cards they should."""

from __future__ import annotations

import itertools
import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from colour_vision import distance
from hypothesis import given, settings
from hypothesis import strategies as st
from scenes import SK_HANDS, sk_finished, sk_game, sk_match, sp_match, sp_round
from svg_read import NS, card_codes, cards, parse

from kartenregeln import DECK, Card, CardSet, records, svg
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.names import long_name, schafkopf_code


def codes(cs: CardSet | tuple[Card, ...] | list[Card]) -> Counter[str]:
    return Counter(schafkopf_code(c) for c in cs)


# -- one card, a hand, a trick ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("face", "lang"), list(itertools.product(("bavarian", "french"), ("de", "en")))
)
def test_every_card_is_named_by_its_long_name(face: svg.Face, lang: svg.Lang) -> None:
    for card in DECK:
        root = parse(svg.card(card, face, lang=lang))
        assert cards(root) == [long_name(card, lang, face)]
        assert root.find(NS + "title").text == long_name(card, lang, face)  # type: ignore[union-attr]


def test_bavarian_and_french_suits_are_drawn_differently() -> None:
    for card in CardSet.parse("EO GO HO SO"):
        bav, fr = svg.card(card, "bavarian"), svg.card(card, "french")
        assert bav != fr
    shapes = {
        svg.card(Card.parse(c), "bavarian").split("</text>", 1)[1] for c in ["EA", "GA", "HA", "SA"]
    }
    assert len(shapes) == 4


def test_hand_shows_exactly_its_cards_in_display_order() -> None:
    root = parse(svg.hand("S7 EO HA GK EU HZ", game=sk.Contract(sk.GameKind.WENZ), lang="de"))
    assert cards(root) == [
        "Eichel-Unter", "Eichel-Ober", "Gras-König", "Herz-Sau", "Herz-Zehn", "Schellen-Sieben",
    ]  # fmt: skip
    plain = parse(svg.hand("2C AC 10H QH"))
    assert cards(plain) == ["Ace of Clubs", "Two of Clubs", "Queen of Hearts", "Ten of Hearts"]
    bavarian = parse(svg.hand("EO EZ EA EK", face="bavarian"))
    assert [c[:3] for c in card_codes(bavarian)] == ["EA", "EZ", "EK", "EO"]


def test_rufspiel_order_puts_ober_unter_herz_first() -> None:
    root = parse(svg.hand("HA EA SU GO HK E7", game=sk.Contract(sk.GameKind.RUFSPIEL, "eichel")))
    assert list(card_codes(root)) == ["GO", "SU", "HA", "HK", "EA", "E7"]


def test_legal_cards_are_outlined_in_the_mark_colour() -> None:
    style = svg.Style(mark="#123456")
    text = svg.hand("EO GO", legal=[Card.parse("GO")], style=style)
    marked = [el for el in parse(text).iter(NS + "g") if el.get("class") == "card"
              if "#123456" in ET_tostring(el)]  # fmt: skip
    assert [el.get("data-card") for el in marked] == ["GO"]


def ET_tostring(el: ET.Element) -> str:
    return ET.tostring(el, encoding="unicode")


def test_trick_names_each_card_and_the_seat_that_played_it() -> None:
    text = svg.trick(list(CardSet.parse("EO HA H7")), 4, leader=3, names=["A", "B", "C", "D"])
    root = parse(text)
    assert cards(root) == ["Queen of Clubs", "Ace of Hearts", "Seven of Hearts"]
    desc = root.find(NS + "desc").text  # type: ignore[union-attr]
    assert desc == "D: Queen of Clubs, A: Ace of Hearts, B: Seven of Hearts"
    assert cards(parse(svg.trick("H7 EO HA", 3, leader=1))) == [
        "Seven of Hearts", "Queen of Clubs", "Ace of Hearts",
    ]  # fmt: skip
    with pytest.raises(ValueError, match="leader must be a seat 0 to 3"):
        svg.trick("EO HA H7", 4, leader=4)
    with pytest.raises(ValueError, match="winner must be a seat 0 to 2"):
        svg.trick("EO HA H7", 3, winner=3)
    with pytest.raises(ValueError, match="at most 3 cards"):
        svg.trick("EO HA H7 HK", 3)
    with pytest.raises(ValueError, match="names must be 4"):
        svg.trick("EO", 4, names=["A"])


# -- views and states ------------------------------------------------------------------------
def _shown_trick(view: sk.View | sp.RoundView) -> tuple[Card, ...]:
    current = view.trick
    if current:
        return tuple(current)
    return view.tricks[-1].cards if view.tricks else ()


def _open_hand(view: sk.View | sp.RoundView) -> CardSet:
    """Cards of another seat that lie open: the declarer's in a Bettel ouvert."""
    if isinstance(view, sk.View) and view.open_hand is not None and view.declarer != view.seat:
        return view.open_hand
    return CardSet()


def _expected_view(view: sk.View | sp.RoundView) -> Counter[str]:
    want = codes(view.hand) + codes(_shown_trick(view)) + codes(_open_hand(view))
    if isinstance(view, sp.RoundView) and view.round == sp.LAYOUT_ROUND:
        want = codes(view.hand) + codes(view.layout)
    return want


def _check_view(state: sk.GameState | sp.RoundState, seat: int) -> None:
    view = state.view(seat)
    text = svg.view(view)
    root = parse(text)
    assert card_codes(root) == _expected_view(view)
    hands = [state.hand(s) for s in range(4)] if isinstance(state, sk.GameState) else state.hands
    shown = set(card_codes(root))
    face: svg.Face = "bavarian" if isinstance(state, sk.GameState) else "french"
    if isinstance(state, sp.RoundState):  # a round's name may name a card ("King of Spades")
        text = text.replace(sp.ROUNDS[state.round].name("en"), "")
    # a Rufspiel's name names the called Sau in public ("Rufspiel with the Ace of Acorns")
    text = re.sub(r"Rufspiel with the Ace of \w+", "", text)
    for other, hand in enumerate(hands):
        if other != seat:
            hidden = hand - _open_hand(view)
            assert not shown & set(codes(hidden)), f"seat {other}'s hidden cards are drawn"
            for card in hidden:
                assert long_name(card, "en", face) not in text, f"{card} is named"
    # the picture depends only on what the seat may know
    world = view.sample(random.Random(1))
    assert svg.view(world.view(seat)) == svg.view(view)


def _check_state(state: sk.GameState | sp.RoundState) -> None:
    root = parse(svg.state(state))
    view = state.view(0 if state.to_move is None else state.to_move)
    if isinstance(state, sk.GameState):
        hands = [state.hand(s) for s in range(4)]
    else:
        hands = list(state.hands)
    want = sum((codes(h) for h in hands), Counter())
    if isinstance(view, sp.RoundView) and view.round == sp.LAYOUT_ROUND:
        want += codes(view.layout)
    else:
        want += codes(_shown_trick(view))
    assert card_codes(root) == want


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), plays=st.integers(0, 32), seat=st.integers(0, 3))
def test_schafkopf_view_and_state_show_exactly_the_right_cards(
    seed: int, plays: int, seat: int
) -> None:
    state = sk_game(plays=plays, seed=seed)
    _check_view(state, seat)
    _check_state(state)


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    number=st.integers(1, 8),
    players=st.integers(3, 6),
    moves=st.integers(0, 60),
)
def test_schapa_view_and_state_show_exactly_the_right_cards(
    seed: int, number: int, players: int, moves: int
) -> None:
    state = sp_round(number, players=players, moves=moves, seed=seed)
    _check_view(state, seed % players)
    _check_state(state)


def test_view_names_the_seat_to_move_and_the_clock() -> None:
    state = sk_game(plays=2)
    assert state.to_move is not None
    text = svg.view(state.view(state.to_move), clock=17.4, names=["Anna", "Bert", "Cilli", "Done"])
    desc = parse(text).find(NS + "desc").text or ""  # type: ignore[union-attr]
    assert "17 s left" in desc
    assert "to move" in desc
    assert ["Anna", "Bert", "Cilli", "Done"][state.to_move] + " (you)" in desc


def test_view_of_a_finished_game_shows_the_last_trick() -> None:
    state = sk_finished(3)
    root = parse(svg.view(state.view(2), lang="de"))
    assert card_codes(root) == codes(state.hand(2)) + codes(state.tricks[-1].cards)
    assert "Letzter Stich" in ET_tostring(root)


def test_layout_rows_hold_the_laid_cards_and_outline_the_fits() -> None:
    laid, fits = CardSet.parse("7C 8C 6C 7H"), CardSet.parse("9C 5C 8H 6H 7S 7D")
    root = parse(sp.layout_svg(laid, fits=fits, players=3))
    assert card_codes(root) == codes(laid)
    fit_marks = [el for el in root.iter(NS + "g") if el.get("class") == "fit"]
    assert len(fit_marks) == len(fits)
    desc = root.find(NS + "desc").text  # type: ignore[union-attr]
    assert desc == "Clubs: 6 to 8; Spades: not opened; Hearts: 7 to 7; Diamonds: not opened"
    with pytest.raises(ValueError, match="round 7"):
        sp.layout_svg(sp_round(2))


def test_layout_of_a_state_equals_the_layout_of_its_view() -> None:
    state = sp_round(7, moves=12)
    assert state.to_move is not None
    assert sp.layout_svg(state) == sp.layout_svg(state.view(state.to_move))


# -- trumps, settlements, matches -------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "first", "count"),
    [
        (sk.Contract(sk.GameKind.RUFSPIEL, "eichel"), "EO", 14),
        (sk.Contract(sk.GameKind.FARBSOLO, "gras"), "EO", 14),
        (sk.Contract(sk.GameKind.WENZ), "EU", 4),
        (sk.Contract(sk.GameKind.GEIER), "EO", 4),
    ],
)
def test_trumps_are_drawn_highest_first(game: sk.Contract, first: str, count: int) -> None:
    got = list(card_codes(parse(sk.trumps_svg(game))))
    assert got[0] == first
    assert len(got) == count


def test_settlement_table_lists_breakdown_and_scores() -> None:
    result = sk_finished(3).settle()
    root = parse(svg.settlement(result, names=["A", "B", "C", "D"]))
    desc = root.find(NS + "desc").text or ""  # type: ignore[union-attr]
    for line in result.breakdown:
        assert line.label in desc
    assert (
        "balance: " + ", ".join(f"{n} {v:+d}" for n, v in zip("ABCD", result.balance, strict=True))
        in desc
    )
    sp_result = sp_round(1, moves=200).settle()
    assert "Punkte" in svg.settlement(sp_result, lang="de")


def test_match_chart_has_a_line_per_seat_and_a_marker_per_game() -> None:
    match = sk_match()
    root = parse(svg.match_chart(match))
    seats = [el for el in root.iter(NS + "g") if el.get("class") == "seat"]
    assert [el.get("aria-label") for el in seats] == ["seat 0", "seat 1", "seat 2", "seat 3"]
    for s, el in enumerate(seats):
        tips = [t.text for t in el.iter(NS + "title")]
        assert len(tips) == match.games
        assert tips[-1] == f"seat {s} after game 8: {match.totals[s]:+d}"
    sp_m = sp_match(players=5)
    assert len(list(parse(svg.match_chart(sp_m)).iter(NS + "polyline"))) == 5


def test_match_chart_of_a_record_uses_its_names() -> None:
    match = sk.Match(sk.Rules(), games=8)
    state = sk_finished(4)
    state = sk.GameState.start(
        sk.Rules(), dealer=0, hands=[state.initial_hand(s) for s in range(4)]
    )
    rec = records.record_match(match, [state], names=["Anna", "Bert", "Cilli", "Done"])
    assert 'aria-label="Cilli"' in svg.match_chart(rec)


# -- notebooks, options, bad input -----------------------------------------------------------
def test_repr_svg_gives_the_picture_of_each_value() -> None:
    state = sk_game()
    rstate = sp_round(2)
    match = sk_match()
    assert CardSet.parse("EO GO")._repr_svg_() == svg.hand(CardSet.parse("EO GO"))
    assert Card.parse("EO")._repr_svg_() == svg.card(Card.parse("EO"))
    assert state._repr_svg_() == svg.state(state)
    assert state.view(1)._repr_svg_() == svg.view(state.view(1))
    assert rstate._repr_svg_() == svg.state(rstate)
    assert rstate.view(0)._repr_svg_() == svg.view(rstate.view(0))
    assert match._repr_svg_() == svg.match_chart(match)
    assert match.results[0]._repr_svg_() == svg.settlement(match.results[0])
    assert sp_match()._repr_svg_().startswith("<svg")
    with pytest.raises(TypeError, match="no picture"):
        svg.picture(42)


def test_style_sets_sizes_and_colours() -> None:
    big = svg.Style(card_width=112, bavarian=("#000001", "#000002", "#000003", "#000004"))
    text = svg.card(Card.parse("SO"), "bavarian", style=big)
    root = parse(text)
    assert root.get("width") == "114"
    assert root.get("height") == "170"
    assert "#000004" in text
    assert "#e69f00" not in text


def test_bad_options_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="card_width"):
        svg.Style(card_width=0)
    with pytest.raises(ValueError, match="four colours"):
        svg.Style(french=("#000", "#111"))
    with pytest.raises(ValueError, match="four colours"):
        svg.Style(bavarian=("#000", "#111", "#222", '"/><script>'))
    with pytest.raises(ValueError, match="mark must be a colour"):
        svg.Style(mark='red" onload="x')
    with pytest.raises(ValueError, match="seats must be one or more colours"):
        svg.Style(seats=())
    assert svg.Style(mark="rgb(10, 20, 30)").mark == "rgb(10, 20, 30)"
    with pytest.raises(ValueError, match="face"):
        svg.card(Card.parse("EO"), "german")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="lang"):
        svg.hand("EO", lang="fr")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="view"):
        svg.view(sk_game())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="names must be 4 strings"):
        svg.view(sk_game().view(0), names=["Anna"])
    with pytest.raises(ValueError, match="names must be 5 strings"):
        svg.state(sp_round(2, players=5), names=["A", "B", "C", "D"])
    for clock in (-1, float("nan"), "30"):
        with pytest.raises(ValueError, match="clock is the seconds left"):
            svg.view(sk_game().view(0), clock=clock)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Style"):
        svg.card(Card.parse("EO"), style="big")  # type: ignore[arg-type]


def test_text_is_escaped() -> None:
    root = parse(svg.trick([Card.parse("EO")], 4, 0, names=["<A&B>", "b", "c", "d"]))
    assert root.find(NS + "desc").text == "<A&B>: Queen of Clubs"  # type: ignore[union-attr]


@pytest.mark.parametrize("kind", [None, "protanopia", "deuteranopia", "tritanopia"])
def test_default_colours_stay_apart_with_colour_blindness(kind: str | None) -> None:
    for palette in (svg.BAVARIAN_COLOURS, svg.FRENCH_COLOURS, svg.SEAT_COLOURS[:4]):
        for a, b in itertools.combinations(palette, 2):
            assert distance(a, b, kind) > 15, (a, b, kind)


def test_pictures_say_their_language() -> None:
    xml_lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert parse(svg.card(Card.parse("EO"), lang="de")).get(xml_lang) == "de"
    assert parse(svg.view(sk_game().view(0))).get(xml_lang) == "en"
    assert parse(svg.match_chart(sk_match(), lang="de")).get(xml_lang) == "de"


@pytest.mark.skipif(
    "bettel" not in {k.value for k in sk.GameKind}, reason="these rules have no Bettel yet"
)
def test_a_game_without_trumps_shows_how_a_suit_ranks() -> None:
    root = parse(sk.trumps_svg(sk.Contract(sk.GameKind("bettel"))))
    assert "no trumps" in (root.find(NS + "title").text or "")  # type: ignore[union-attr]
    assert list(card_codes(root)) == ["EA", "EK", "EO", "EU", "EZ", "E9", "E8", "E7"]


def test_every_kind_of_game_has_a_trumps_picture() -> None:
    """What the Schafkopf page shows: one game of each kind, the suit where it needs one."""
    for kind in sk.GameKind:
        suit = "eichel" if kind.value in ("rufspiel", "farbsolo", "farbwenz", "farbgeier") else None
        root = parse(sk.trumps_svg(sk.Contract(kind, suit)))
        assert card_codes(root), kind


def test_the_open_table_names_the_partner_before_the_sau_is_out() -> None:
    state = sk.GameState.start(sk.Rules(), dealer=3, hands=[
        "EO GO EU GU G7 E7 HK SA", "GA GZ GK G9 HA HZ E9 S7",
        "HU SU HO SO EA EZ SZ H9", "G8 H8 H7 EK E8 SK S9 S8"])  # fmt: skip
    for move in ["spiele", "weiter", "weiter", "weiter", "rufspiel gras", "gut", "gut", "gut"]:
        state = state.apply(move)
    assert state.view(0).partner is None
    assert "seat 1 · partner" in svg.state(state)
    assert "partner" not in svg.view(state.view(0))


def test_a_bettel_ouvert_shows_the_declarers_open_hand_after_the_first_trick() -> None:
    rules = sk.Rules(bettel=True, bettel_ouvert=True)
    state = sk.GameState.start(rules, dealer=3, hands=[
        "E7 E8 G7 G8 H7 H8 S7 S8", "EA EZ EK EO GA GZ GK GO",
        "HA HZ HK HO SA SZ SK SO", "EU GU HU SU E9 G9 H9 S9"])  # fmt: skip
    state = state.apply("spiele")
    while state.phase is not sk.Phase.PLAY:
        legal = [str(a) for a in state.legal_actions()]
        state = state.apply("bettel ouvert" if "bettel ouvert" in legal else legal[-1])
    assert state.declarer == 0
    for card in ("E7", "EA", "HA", "EU"):
        state = state.apply(card)
    view = state.view(2)
    assert view.open_hand is not None
    _check_view(state, 2)
    root = parse(svg.view(view))
    assert set(codes(view.open_hand)) <= set(card_codes(root))


def test_the_stock_in_the_pot_is_shown() -> None:
    rules = sk.Rules(all_pass=sk.AllPass.THROW_IN, stock=2)
    state = sk.GameState.start(rules, dealer=3, hands=SK_HANDS, pot=8)
    assert "Stock in the pot: 8" in svg.view(state.view(0))
    assert "Stock im Topf: 8" in svg.state(state, lang="de")


# -- calls in words ---------------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), lang=st.sampled_from(["de", "en"]))
def test_the_bidding_and_the_calls_a_seat_may_say_are_in_words(seed: int, lang: svg.Lang) -> None:
    """Each call of the bidding and each call a seat may say is named in words (``Ich
    spiele``, ``Rufspiel auf die Schellen-Sau``), never in notation (``spiele``, ``rufspiel
    schellen``)."""
    from kartenregeln.bots import HeuristicBot

    rules = sk.Rules(tout=True, klopfen=True)
    rng = random.Random(seed)
    state = sk.deal(rules, dealer=seed % 4, rng=rng)
    bot = HeuristicBot()
    while not state.is_over and state.phase is not sk.Phase.PLAY:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        desc = parse(svg.view(view, lang=lang)).find(NS + "desc").text or ""  # type: ignore[union-attr]
        for call in view.legal_actions:
            named = svg.action_name(call, lang)
            assert named != str(call), f"{call!r} has no words"
            assert named in desc
        state = state.apply(bot.choose(view, rng))
    desc = parse(svg.state(state, lang=lang)).find(NS + "desc").text or ""  # type: ignore[union-attr]
    for seat, call in state.view(0).bids:
        said = f"{svg.seat_name(seat, None, lang)}: {svg.action_name(call, lang)}"
        assert said in desc
        assert f": {call}," not in desc
        assert f": {call}." not in desc


# -- the games' own pictures: the shared code draws a game's centre without knowing it ------
def test_the_old_trumps_and_layout_warn_and_draw_what_the_games_draw() -> None:
    solo = sk.Contract(sk.GameKind.FARBSOLO, "herz")
    state = sp_round(7, moves=12)
    laid, fits = CardSet.parse("7C 8C 7H"), CardSet.parse("9C 6C 8H")
    with pytest.warns(
        DeprecationWarning, match=r"svg\.trumps .*kartenregeln\.schafkopf\.trumps_svg"
    ):
        old_trumps = svg.trumps(solo, face="french", lang="de")
    assert old_trumps == sk.trumps_svg(solo, face="french", lang="de")
    with pytest.warns(DeprecationWarning, match=r"svg\.layout .*kartenregeln\.schapa\.layout_svg"):
        old_state = svg.layout(state, lang="de")
    assert old_state == sp.layout_svg(state, lang="de")
    with pytest.warns(DeprecationWarning, match="layout_svg"):
        old_cards = svg.layout(laid, fits=fits, players=5)
    assert old_cards == sp.layout_svg(laid, fits=fits, players=5)
    # a value the game draws no such picture for is refused as before
    with (
        pytest.warns(DeprecationWarning, match="deprecated"),
        pytest.raises(TypeError, match=r"trumps\(\) takes"),
    ):
        svg.trumps(sp.Rules(players=3))
    with (
        pytest.warns(DeprecationWarning, match="deprecated"),
        pytest.raises(TypeError, match=r"layout\(\) takes"),
    ):
        svg.layout(sk_game())


def test_a_scene_centre_is_drawn_in_place_of_the_trick() -> None:
    import attrs

    from kartenregeln.svg._table import draw_scene

    @attrs.frozen
    class Pot:  # what an outside game might show in the middle: a pot of chips
        chips: int

        def draw(self, face: svg.Face, lang: svg.Lang, style: svg.Style) -> svg.Drawing:
            body = f'<circle class="pot" cx="20" cy="20" r="{self.chips}"/>'
            return svg.Drawing(body, 700.0, 40.0, (f"{self.chips} chips ({face}, {lang})",))

    view = sk_game().view(1)
    opts = svg.Options(None, "en", "french", None)
    plain = svg.plain_scene("Toy", view, opts)
    with_pot = attrs.evolve(plain, centre=Pot(9), trick_caption="The pot")
    root = parse(draw_scene(with_pot, "en", svg.Style()))
    pots = [el for el in root.iter(NS + "circle") if el.get("class") == "pot"]
    assert [p.get("r") for p in pots] == ["9"]
    assert "The pot: 9 chips (french, en)" in (root.find(NS + "desc").text or "")  # type: ignore[union-attr]
    assert float(root.get("width") or 0) == 700.0 + 2 * 12  # the centre widens the picture
    # without a centre the same scene shows its trick, not the pot
    assert "pot" not in draw_scene(plain, "en", svg.Style())


def test_the_shared_table_words_hold_no_game_s_own_words() -> None:
    # Schafkopf's Klopfen, Kontra, Stock and Augen and Schapa's layout are the games' words
    whole = {"Kontra", "Re", "knocked", "geklopft", "Layout", "Auslage"}
    parts = ("Klopfen", "Stock", "Augen", "draußen", "out {}")
    for lang in ("en", "de"):
        words = svg.scene_words(lang).values()
        assert [v for v in words if v in whole or any(p in v for p in parts)] == []
    # and the games' pictures still say them
    assert "Auslage" in svg.view(sp_round(7, moves=20).view(1), lang="de")
    assert "Augen" in svg.view(sk_game().view(1))
