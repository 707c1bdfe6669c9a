"""describe names a played card by its long name, its code or its Braille label."""

from __future__ import annotations

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.schafkopf import describe, parse_action


def test_describe_names_a_played_card_by_code_or_braille() -> None:
    play = parse_action("EO")
    assert describe(play, 1) == "seat 1 plays Ober of Acorns"
    assert describe(play, 1, "de") == "Sitz 1 spielt Eichel-Ober"
    assert describe(play, 1, "de", cards="code") == "Sitz 1 spielt EO"
    assert describe(play, 1, "en", "french", cards="code") == "seat 1 plays QC"
    assert describe(play, 1, "en", cards="braille") == "seat 1 plays ⠉⠟"
    with pytest.raises(ValueError, match="cards is"):
        describe(play, 1, cards="glyph")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("game", "article"),
    [
        ("rufspiel eichel", "das"),
        ("solo herz", "das"),
        ("tout solo gras", "das"),
        ("wenz", "den"),
        ("geier", "den"),
        ("bettel", "den"),
        ("sie", ""),
    ],
)
def test_a_game_s_german_article(game: str, article: str) -> None:
    """A result line says "gewinnt das Herz-Solo", "verliert den Wenz", "gewinnt Sie"."""
    assert sk.Contract.parse(game).article() == article


@pytest.mark.parametrize(
    ("game", "names"),
    [
        (
            "rufspiel eichel",
            (
                "Rufspiel with the Ace of Acorns",
                "Rufspiel auf die Eichel-Sau",
                "Rufspiel with the Ace of Clubs",
                "Rufspiel auf die Kreuz-Sau",
            ),
        ),
        (
            "tout solo gras",
            ("Leaves Solo Tout", "Gras-Solo Tout", "Spades Solo Tout", "Pik-Solo Tout"),
        ),
        (
            "farbwenz schellen",
            ("Bells Farbwenz", "Schellen-Farbwenz", "Diamonds Farbwenz", "Karo-Farbwenz"),
        ),
        ("tout wenz", ("Wenz Tout",) * 4),
        ("bettel ouvert", ("Bettel ouvert",) * 4),
    ],
)
def test_a_game_s_name_in_each_language_and_face(game: str, names: tuple[str, ...]) -> None:
    contract = sk.Contract.parse(game)
    got = (
        contract.name(),
        contract.name("de"),
        contract.name("en", "french"),
        contract.name("de", "french"),
    )
    assert got == names
