"""Issue 27, the names people use: Contract.parse reads the usual German and English
spellings and every name the library writes; parse_action reads them too and cuts long
input at once."""

from __future__ import annotations

import itertools

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Suit
from kartenregeln.errors import NotationError
from kartenregeln.schafkopf.rules import GameKind


def _all_contracts() -> list[sk.Contract]:
    out = []
    for kind, suit, tout in itertools.product(GameKind, [None, *Suit], [False, True]):
        if suit is not None and suit not in (Suit.EICHEL, Suit.GRAS, Suit.HERZ, Suit.SCHELLEN):
            continue
        try:
            out.append(sk.Contract(kind, suit, tout=tout))
        except ValueError:
            continue
    return out


CONTRACTS = _all_contracts()


def test_the_contracts_are_all_there() -> None:
    # 3 Rufspiele, 4 Farbsoli, Wenz, Geier, Sie, Ramsch, 4 Farbwenz, 4 Farbgeier, 2 Bettel,
    # 2 Bettel with Herz as trump and the tout forms of Farbsolo, Wenz, Geier, Farbwenz,
    # Farbgeier
    assert len(CONTRACTS) == 3 + 4 + 1 + 1 + 1 + 1 + 4 + 4 + 2 + 2 + (4 + 1 + 1 + 4 + 4)


@pytest.mark.parametrize("contract", CONTRACTS, ids=str)
@pytest.mark.parametrize(("lang", "face"), [("de", "bavarian"), ("en", "bavarian"),
                                            ("de", "french"), ("en", "french")])  # fmt: skip
def test_every_written_name_parses_back(contract: sk.Contract, lang: str, face: str) -> None:
    name = contract.name(lang, face)
    assert sk.Contract.parse(name) == contract, name
    assert sk.Contract.parse(str(contract)) == contract
    if contract.kind is not GameKind.RAMSCH:
        assert sk.parse_action(name) == sk.Announce(contract), name


USUAL = {
    "Herz-Solo": "solo herz",
    "Herzsolo": "solo herz",
    "Solo Herz": "solo herz",
    "Herz Solo": "solo herz",
    "Sauspiel auf die Gras-Sau": "rufspiel gras",
    "Rufspiel auf die Gras-Sau": "rufspiel gras",
    "Sauspiel Gras": "rufspiel gras",
    "Rufspiel mit der Eichel-Sau": "rufspiel eichel",
    "die Blaue": "rufspiel gras",
    "Die Alte": "rufspiel eichel",
    "die Hundsgfickte": "rufspiel schellen",
    "Wenz": "wenz",
    "Farbwenz Eichel": "farbwenz eichel",
    "Eichel-Wenz": "farbwenz eichel",
    "Geier": "geier",
    "Tout Wenz": "tout wenz",
    "Wenz Tout": "tout wenz",
    "Eichel-Solo Tout": "tout solo eichel",
    "Bettel": "bettel",
    "Bettel ouvert": "bettel ouvert",
    "Hearts Solo": "solo herz",
    "Solo of Hearts": "solo herz",
    "Rufspiel (Acorns ace)": "rufspiel eichel",
    "Rufspiel with the Ace of Acorns": "rufspiel eichel",
    "call the Leaves ace": "rufspiel gras",
}


@pytest.mark.parametrize(("text", "notation"), USUAL.items())
def test_the_usual_spellings_parse(text: str, notation: str) -> None:
    assert str(sk.Contract.parse(text)) == notation
    assert sk.parse_action(text) == sk.Announce(sk.Contract.parse(notation))


@pytest.mark.parametrize(
    "text", ["Herz", "Solo", "Tout", "Wenz Geier", "Solo Herz Gras", "Herz-Wenz Sau", "Schafkopf"]
)
def test_what_names_no_single_game_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        sk.Contract.parse(text)


@pytest.mark.parametrize("text", ["Gras-Sau", "EO", "Eichel-Ober", "Kreuz Dame", "HA"])
def test_cards_are_still_cards_in_the_action_parser(text: str) -> None:
    assert isinstance(sk.parse_action(text), sk.Play)


def test_long_action_text_fails_at_once() -> None:
    """A text over the length limit is refused by its length, before it is read (the
    "too long" refusal comes first; no time is measured here, speed is benchmarked)."""
    for text in ("solo " * 7200, "E" * 36000, "Gras-Sau " * 4000):
        with pytest.raises(NotationError, match="too long"):
            sk.parse_action(text)
        with pytest.raises(NotationError, match="too long"):
            sk.Contract.parse(text)


def test_the_table_reads_the_names_the_terminal_lists() -> None:
    from kartenregeln import get_game

    game = get_game("schafkopf")
    for contract in CONTRACTS:
        if contract.kind is not GameKind.RAMSCH:
            assert game.parse_action(contract.name("de")) == sk.Announce(contract)
