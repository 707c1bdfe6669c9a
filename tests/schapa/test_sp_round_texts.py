"""The words of Schapa's rounds and of their scoring parts, in both languages, as the
rules state them (points, cards and the all-queens bonus come from the parts' data)."""

from __future__ import annotations

import pytest

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.schapa.rounds import (
    ROUNDS,
    CardValues,
    LastTrick,
    OneCard,
    PerCard,
    PerTrick,
)

ROUND_TEXTS = [
    (
        1,
        "Stiche",
        "Tricks",
        "+5 für jeden Stich",
        "+5 for each trick taken",
        (("+5 per trick", "+5 für jeden Stich", "+5 for each trick"),),
    ),
    (
        2,
        "Keine Stiche",
        "No tricks",
        "−5 für jeden Stich",
        "−5 for each trick taken",
        (("-5 per trick", "-5 für jeden Stich", "-5 for each trick"),),
    ),
    (
        3,
        "Damen",
        "Queens",
        "−20 für jede Dame; wer alle vier bekommt, +80",
        "−20 for each queen taken; a seat that takes all four gets +80 instead",
        (
            (
                "-20 per Q taken; all of them to one seat: +80",
                "-20 für jede Dame; wer alle bekommt: +80",
                "-20 for each queen; a seat that takes all four: +80",
            ),
        ),
    ),
    (
        4,
        "Pik-König",
        "King of Spades",
        "−80 für den Pik-König",
        "−80 for the king of spades",
        (("-80 for KS", "-80 für Pik-König", "-80 for the King of Spades"),),
    ),
    (
        5,
        "Letzter Stich",
        "Last trick",
        "−60 für den letzten Stich",
        "−60 for the last trick",
        (("-60 for the last trick", "-60 für den letzten Stich", "-60 for the last trick"),),
    ),
    (
        6,
        "Kreuz",
        "Clubs",
        "+5 für jeden Stich; jedes Kreuz zählt minus seinen Wert",
        "+5 for each trick; each club taken counts minus its value",
        (
            ("+5 per trick", "+5 für jeden Stich", "+5 for each trick"),
            (
                "clubs taken count minus their value",
                "jedes Kreuz zählt minus seinen Wert (Ass 11, Bilder 10, Zahlen ihr Wert)",
                "each club counts minus its value (ace 11, court cards 10, numbers face value)",
            ),
        ),
    ),
    (
        7,
        "Domino",
        "Layout",
        "Anlegen ab den Siebenen; wer zuerst fertig ist 0, dann −20, −40, …",
        "lay out from the sevens; first out 0, then −20, −40, …",
        (
            (
                "finishing order: 0, -20, -40, …",
                "wer zuerst alle Karten los ist 0, der Zweite -20, usw.",
                "first seat out 0, the second -20, the third -40, …",
            ),
        ),
    ),
    (
        8,
        "Alles zusammen",
        "All together",
        "+5 je Stich, −20 je Dame (+80 für alle), −80 Pik-König, Kreuz minus Wert, −60 letzter"
        " Stich",
        "+5 per trick, −20 per queen (+80 for all four), −80 for the king of spades, clubs minus"
        " their value, −60 for the last trick",
        (
            ("+5 per trick", "+5 für jeden Stich", "+5 for each trick"),
            (
                "-20 per Q taken; all of them to one seat: +80",
                "-20 für jede Dame; wer alle bekommt: +80",
                "-20 for each queen; a seat that takes all four: +80",
            ),
            ("-80 for KS", "-80 für Pik-König", "-80 for the King of Spades"),
            ("-60 for the last trick", "-60 für den letzten Stich", "-60 for the last trick"),
            (
                "clubs taken count minus their value",
                "jedes Kreuz zählt minus seinen Wert (Ass 11, Bilder 10, Zahlen ihr Wert)",
                "each club counts minus its value (ace 11, court cards 10, numbers face value)",
            ),
        ),
    ),
]


@pytest.mark.parametrize(
    ("number", "name_de", "name_en", "text_de", "text_en", "parts"),
    ROUND_TEXTS,
    ids=[f"round{row[0]}" for row in ROUND_TEXTS],
)
def test_a_round_says_what_it_scores(
    number: int,
    name_de: str,
    name_en: str,
    text_de: str,
    text_en: str,
    parts: tuple[tuple[str, str, str], ...],
) -> None:
    rnd = ROUNDS[number]
    assert (rnd.name("de"), rnd.name("en"), rnd.name()) == (name_de, name_en, name_en)
    assert (rnd.text("de"), rnd.text("en"), rnd.text()) == (text_de, text_en, text_en)
    assert tuple((str(p), p.describe("de"), p.describe("en")) for p in rnd.parts) == parts
    assert all(p.describe() == p.describe("en") for p in rnd.parts)


OTHER_PARTS = [
    (
        PerCard(rank=Rank.KING, points=-10),
        (
            "-10 per K taken; all of them to one seat: +40",
            "-10 für jede K; wer alle bekommt: +40",
            "-10 for each K; a seat that takes all four: +40",
        ),
    ),
    (
        PerCard(rank=Rank.JACK, points=5, all_taken_multiplier=2),
        (
            "+5 per J taken; all of them to one seat: +40",
            "+5 für jede J; wer alle bekommt: +40",
            "+5 for each J; a seat that takes all four: +40",
        ),
    ),
    (
        OneCard(card=Card(Suit.HEARTS, Rank.QUEEN), points=-40),
        ("-40 for QH", "-40 für Herz-Dame", "-40 for the Queen of Hearts"),
    ),
    (PerTrick(points=-3), ("-3 per trick", "-3 für jeden Stich", "-3 for each trick")),
    (
        LastTrick(points=-30),
        ("-30 for the last trick", "-30 für den letzten Stich", "-30 for the last trick"),
    ),
    (
        CardValues(suit=Suit.HEARTS),
        (
            "hearts taken count minus their value",
            "jedes Herz zählt minus seinen Wert (Ass 11, Bilder 10, Zahlen ihr Wert)",
            "each heart counts minus its value (ace 11, court cards 10, numbers face value)",
        ),
    ),
    (
        CardValues(suit=Suit.SPADES, sign=1),
        (
            "spades taken count plus their value",
            "jedes Pik zählt plus seinen Wert (Ass 11, Bilder 10, Zahlen ihr Wert)",
            "each spade counts plus its value (ace 11, court cards 10, numbers face value)",
        ),
    ),
    (
        CardValues(suit=Suit.DIAMONDS, values=((Rank.ACE, 5), (Rank.KING, 3))),
        (
            "diamonds taken count minus their value",
            "jedes Karo zählt minus seinen Wert (A 5, K 3)",
            "each diamond counts minus its value (A 5, K 3)",
        ),
    ),
]


@pytest.mark.parametrize(
    ("part", "texts"),
    OTHER_PARTS,
    ids=[f"part{i}" for i in range(len(OTHER_PARTS))],
)
def test_a_part_of_a_house_round_says_its_own_points_and_cards(
    part: object, texts: tuple[str, str, str]
) -> None:
    assert (str(part), part.describe("de"), part.describe("en")) == texts  # type: ignore[attr-defined]


@pytest.mark.parametrize("number", [1, 2, 5])
def test_a_round_without_scoring_cards_shows_no_card_taken(number: int) -> None:
    import random

    from kartenregeln import schapa as sp

    rng = random.Random(number)
    for players in (3, 4, 5, 6):
        state = sp.deal(sp.Rules(players=players), round=number, dealer=0, rng=rng)
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        assert ROUNDS[number].scoring_cards(sp.Rules(players=players).deck.mask) == 0
        for seat in range(players):
            assert all(len(cards) == 0 for cards in state.view(seat).taken)
