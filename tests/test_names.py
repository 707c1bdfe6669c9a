"""Every text form of every card, and junk that must give NotationError."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kartenregeln import Card, CardSet, NotationError, Rank, Suit, names

ALL_CARDS = tuple(Card.from_index(i) for i in range(52))


@pytest.mark.parametrize("style", [*names.STYLES, "bavarian", "en-french", "de-bavarian"])
@pytest.mark.parametrize("card", ALL_CARDS, ids=str)
def test_every_style_round_trips_for_every_card(style: str, card: Card) -> None:
    text = names.label(card, style)
    assert Card.parse(text) is card
    assert Card.parse(text.lower()) is card
    assert format(card, style) == text


@pytest.mark.parametrize("style", names.STYLES)
def test_labels_are_distinct_per_style(style: str) -> None:
    assert len({names.label(c, style) for c in ALL_CARDS}) == 52


def test_known_names() -> None:
    eo = Card(Suit.EICHEL, Rank.OBER)
    assert names.schafkopf_code(eo) == "EO"
    assert names.schafkopf_code(Card(Suit.HERZ, Rank.ZEHN)) == "HZ"
    assert names.french_code(eo) == "QC"
    assert names.french_code(Card(Suit.HEARTS, Rank.TEN)) == "10H"
    assert names.symbol_code(eo) == "Q♣"
    assert names.long_name(eo, "de", "bavarian") == "Eichel-Ober"
    assert names.long_name(eo, "de", "french") == "Kreuz-Dame"
    assert names.long_name(eo, "en", "french") == "Queen of Clubs"
    assert names.long_name(eo, "en", "bavarian") == "Ober of Acorns"
    assert names.long_name(Card(Suit.HERZ, Rank.SIEBEN), "de", "french") == "Herz-Sieben"
    assert names.glyph(Card(Suit.SPADES, Rank.ACE)) == "\U0001f0a1"
    assert names.glyph(eo) == "\U0001f0dd"
    assert str(eo) == "QC"


def test_braille_labels_follow_the_documented_scheme() -> None:
    assert names.braille(Card.parse("QC")) == "⠉⠟"
    assert names.braille(Card.parse("AS")) == "⠎⠁"
    assert names.braille(Card.parse("JH")) == "⠓⠚"
    assert names.braille(Card.parse("KD")) == "⠙⠅"
    assert names.braille(Card.parse("10H")) == "⠓⠼⠁⠚"
    assert names.braille(Card.parse("2C")) == "⠉⠼⠃"
    assert all(0x2800 <= ord(ch) <= 0x28FF for c in ALL_CARDS for ch in names.braille(c))


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("EO", "QC"),
        ("eo", "QC"),
        ("HZ", "10H"),
        ("H10", "10H"),
        ("HX", "10H"),
        ("TH", "10H"),
        ("10♥", "10H"),
        ("♥10", "10H"),
        ("Eichel-Ober", "QC"),
        ("eichel ober", "QC"),
        ("Kreuz Dame", "QC"),
        ("Kreuz-Dame", "QC"),
        ("Queen of Clubs", "QC"),
        ("Grün-Unter", "JS"),
        ("Gruen Unter", "JS"),
        ("Pik Dame", "QS"),
        ("Kreuz 10", "10C"),
        ("Schellen-Sau", "AD"),
        ("Karo Ass", "AD"),
        ("Herz König", "KH"),
        ("herz koenig", "KH"),
        ("Ober of Acorns", "QC"),
        ("Ace of Bells", "AD"),
        (" 7d ", "7D"),
    ],
)
def test_parse_accepts_every_unambiguous_form(text: str, code: str) -> None:
    assert str(Card.parse(text)) == code


@pytest.mark.parametrize(
    "text",
    [
        "",
        " ",
        "E1",
        "X♣",
        "11H",
        "EOO",
        "ZZ",
        "Herz",
        "Ober",
        "♣",
        "1",
        "of",
        "\x00",
        "e\u0301o",
        "🂠",
        "⠿⠿",
        "Eichel-Ober-Sau",
        "A" * 10_000,
    ],
)
def test_junk_gives_notation_error_naming_the_text(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert info.value.text == text
    assert repr(text[:20])[1:-1] in str(info.value) or len(text) > 80


@given(st.text(max_size=40))
def test_any_text_gives_a_card_or_notation_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except NotationError as exc:
        error: NotationError | None = exc
    else:
        error = None
        assert isinstance(card, Card)
    assert error is None or error.text == text


@given(st.text(max_size=60))
def test_any_text_gives_a_card_set_or_notation_error(text: str) -> None:
    try:
        cards = CardSet.parse(text)
    except NotationError as exc:
        error: NotationError | None = exc
    else:
        error = None
        assert isinstance(cards, CardSet)
    if error is not None:
        assert error.text == text
        assert error.position is None or 0 <= error.position <= len(text)


def test_card_set_parse_takes_long_names_and_separators() -> None:
    s = CardSet.parse("EO, Gras Unter  queen of hearts;10♦ Kreuz-Dame".replace("Kreuz-Dame", ""))
    assert s.to_text() == "QC JS QH 10D"
    assert CardSet.parse("") == CardSet()


def test_card_set_parse_names_the_bad_token_and_its_position() -> None:
    with pytest.raises(NotationError, match="'E1' is not a card") as info:
        CardSet.parse("EO GO E1 SO")
    assert info.value.position == 6


def test_card_set_parse_refuses_duplicates() -> None:
    with pytest.raises(NotationError, match="twice"):
        CardSet.parse("EO QC")


def test_label_refuses_unknown_style() -> None:
    with pytest.raises(ValueError, match="unknown card style"):
        names.label(Card.parse("EO"), "klingon")
    with pytest.raises(ValueError, match="language"):
        names.long_name(Card.parse("EO"), "fr", "french")  # type: ignore[arg-type]


def test_no_text_form_is_ambiguous_today() -> None:
    # The parser reports ambiguity (two cards for one text); the built-in forms are chosen
    # so that none collide, e.g. Schafkopf codes are suit-first and French codes rank-first.
    assert all(len(v) == 1 for v in names._LOOKUP.values())


def test_ambiguous_text_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    two = frozenset({Card.parse("SK"), Card.parse("KS")})
    monkeypatch.setitem(names._LOOKUP, "sk?", two)
    with pytest.raises(NotationError, match="ambiguous: could be King of Diamonds or King of"):
        names.parse_card("SK?")
    with pytest.raises(NotationError, match="ambiguous"):
        names.parse_cards("EO SK?")


def test_no_card_name_starts_with_another_card_name() -> None:
    # parse_cards takes the shortest match; that is right only while no card's name is a
    # word-prefix of another card's name.
    keys = set(names._LOOKUP)
    for key in keys:
        words = key.split()
        assert not any(" ".join(words[:w]) in keys for w in range(1, len(words))), key
