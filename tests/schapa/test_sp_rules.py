"""Rules, the deck per player count, the rounds as data, and the action notation."""

from __future__ import annotations

import pytest

from kartenregeln import Card, CardSet, NotationError, Rank
from kartenregeln import schapa as sp


@pytest.mark.parametrize(
    ("players", "cards", "hand", "clubs", "lowest"),
    [
        (3, 48, 16, 93, Rank.THREE),
        (4, 52, 13, 95, Rank.TWO),
        (5, 40, 8, 86, Rank.FIVE),
        (6, 48, 8, 93, Rank.THREE),
    ],
)
def test_deck_and_everything_derived_from_it(
    players: int, cards: int, hand: int, clubs: int, lowest: Rank
) -> None:
    rules = sp.Rules(players=players)
    assert len(rules.deck) == cards
    assert rules.hand_size == rules.tricks == hand
    assert rules.club_total == clubs
    assert rules.lowest_rank == rules.ace_after == lowest
    assert min(c.rank for c in rules.deck) == lowest
    assert sp.CardValues().total(rules.deck.mask) == clubs


def test_three_and_six_players_leave_out_the_twos_five_players_also_threes_and_fours() -> None:
    assert not any(c.rank == Rank.TWO for c in sp.Rules(players=3).deck)
    assert not any(c.rank == Rank.TWO for c in sp.Rules(players=6).deck)
    assert {c.rank for c in sp.Rules(players=5).deck} == {
        Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT,
        Rank.SEVEN, Rank.SIX, Rank.FIVE,
    }  # fmt: skip


@pytest.mark.parametrize("players", [2, 7, 0, -1])
def test_rules_refuse_a_player_count_outside_three_to_six(players: int) -> None:
    with pytest.raises(ValueError, match=f"3 to 6 players, not {players}"):
        sp.Rules(players=players)


def test_rules_refuse_bad_options() -> None:
    with pytest.raises(TypeError, match="play_out"):
        sp.Rules(play_out=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="numbered 1 to 8"):
        sp.Rules(rounds=(1, 9))
    with pytest.raises(ValueError, match="at least one"):
        sp.Rules(rounds=())
    with pytest.raises(TypeError):
        sp.Rules(players="4")  # type: ignore[arg-type]


def test_rules_are_frozen_values() -> None:
    rules = sp.Rules(players=5, rounds=[7, 8])
    assert rules.rounds == (7, 8)
    assert rules == sp.Rules(players=5, rounds=(7, 8))
    assert hash(rules) == hash(sp.Rules(players=5, rounds=(7, 8)))
    with pytest.raises(AttributeError):
        rules.players = 4  # type: ignore[misc]


def test_round_eight_is_the_tuple_of_the_other_rounds_parts() -> None:
    r = sp.ROUNDS
    assert r[8].parts == (r[1].parts[0], r[3].parts[0], r[4].parts[0], r[5].parts[0], r[6].parts[1])
    assert r[6].parts[0] == r[1].parts[0] == sp.PerTrick(5)
    assert r[3].parts[0] == sp.PerCard(Rank.QUEEN, -20, all_taken_multiplier=-1)
    assert r[4].parts[0] == sp.OneCard(Card.parse("KS"), -80)
    assert r[7].layout
    assert r[7].parts == (sp.FinishingOrder(-20),)


def test_only_rounds_three_and_four_can_end_early() -> None:
    assert [n for n, r in sp.ROUNDS.items() if r.can_end_early] == [3, 4]


def test_every_round_has_a_german_and_an_english_name_and_text() -> None:
    for number, rnd in sp.ROUNDS.items():
        assert rnd.number == number
        for lang in ("de", "en"):
            assert rnd.name(lang)
            assert rnd.text(lang)
        for part in rnd.parts:
            assert part.describe("de")
            assert part.describe("en")
            assert str(part)
    assert sp.ROUNDS[3].text("en").endswith("+80 instead")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("QS", "QS"), ("Q♠", "QS"), ("Pik Dame", "QS"), ("pik-dame", "QS"), ("10H", "10H"),
        ("Kreuz 10", "10C"), ("Herz-Sieben", "7H"), ("schapa", "schapa"), ("SCHAPA", "schapa"),
        ("ende", "ende"), ("Ende", "ende"),
    ],
)  # fmt: skip
def test_parse_action_reads_codes_names_and_words(text: str, expected: str) -> None:
    action = sp.parse_action(text)
    assert str(action) == expected
    assert sp.parse_action(str(action)) == action


def test_actions_are_small_values() -> None:
    assert sp.parse_action("QS") == sp.Play(Card.parse("QS")) == sp.Lay(Card.parse("Q♠"))
    assert sp.parse_action("schapa") == sp.Schapa() == sp.SCHAPA
    assert sp.parse_action("ende") == sp.Ende() == sp.ENDE
    assert repr(sp.Play(Card.parse("10H"))) == "Play(10H)"
    assert len({sp.SCHAPA, sp.Schapa(), sp.ENDE}) == 2


@pytest.mark.parametrize("text", ["", "XX", "schapaa", "QS QH"])
def test_parse_action_refuses_what_is_not_an_action(text: str) -> None:
    with pytest.raises(NotationError, match="expected a card"):
        sp.parse_action(text)


def test_cardset_of_the_deck_is_a_cardset() -> None:
    assert isinstance(sp.Rules().deck, CardSet)
