"""The engine's card tables, game lists and prices against the naive reference
(kartenregeln._reference), each built afresh: these are the gaps the mutation run
(docs/mutation.md) found where the engine's caches hid a changed table from the tests."""

from __future__ import annotations

import importlib
import random

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln._reference import schafkopf as ref
from kartenregeln.cards import Card
from kartenregeln.schafkopf import contracts
from kartenregeln.schafkopf.auction import announceable

compare_module = importlib.import_module("kartenregeln._reference.compare")

INDEX = {contracts.card_code(Card.from_index(i)): i for i in range(52)}
SUIT_LETTERS = "EGHS"


def every_game() -> list[sk.Contract]:
    games = [sk.Contract("rufspiel", s) for s in ("eichel", "gras", "schellen")]
    games += [sk.Contract(k) for k in ("wenz", "geier", "sie", "ramsch", "bettel", "bettel ouvert")]
    games += [sk.Contract("bettel", "herz"), sk.Contract("bettel ouvert", "herz")]
    for suit in ("eichel", "gras", "herz", "schellen"):
        for kind in ("farbsolo", "farbwenz", "farbgeier"):
            games += [sk.Contract(kind, suit), sk.Contract(kind, suit, tout=True)]
    return games


@pytest.mark.parametrize("game", every_game(), ids=lambda g: str(g).replace(" ", "_"))
def test_a_card_table_built_afresh_orders_the_cards_as_the_rules_say(
    game: sk.Contract, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(contracts, "_TABLES", {})
    table = contracts._table_for(game)
    mine = ref.Contract.parse(str(game)) if game.kind.value != "ramsch" else ref.Contract("ramsch")
    trumps = ref.trumps(mine)
    assert table.trumps == tuple(INDEX[c] for c in trumps)
    assert table.trump_mask == sum(1 << INDEX[c] for c in trumps)
    assert table.class_mask[contracts.TRUMP] == table.trump_mask
    for k, letter in enumerate(SUIT_LETTERS):
        order = ref.suit_order(mine, letter)
        assert table.class_mask[k] == sum(1 << INDEX[c] for c in order), letter
        assert [table.follow[INDEX[c]] for c in order] == [k] * len(order)
        powers = [table.power[INDEX[c]] for c in order]
        assert powers == sorted(powers, reverse=True)
        assert len(set(powers)) == len(powers)
        if powers and trumps:
            assert max(powers) < min(table.power[INDEX[c]] for c in trumps)
    trump_powers = [table.power[INDEX[c]] for c in trumps]
    assert trump_powers == sorted(trump_powers, reverse=True)
    assert all(table.follow[INDEX[c]] == contracts.TRUMP for c in trumps)


def test_the_games_a_hand_may_announce_are_the_references() -> None:
    seed = random.randrange(2**32)
    print(f"seed {seed}")
    rng = random.Random(seed)
    for _ in range(300):
        rules = compare_module.random_schafkopf_rules(rng)
        cards = ref.deck(rules)
        hand = rng.sample(cards, rules.hand_size)
        if rng.random() < 0.1 and rules.hand_size >= 8:
            hand = ref.OBER + ref.UNTER + hand[:0]
            hand += rng.sample([c for c in cards if c not in hand], rules.hand_size - 8)
        mask = sum(1 << INDEX[c] for c in hand)
        mine = {str(g) for g in announceable(rules, mask)}
        theirs = {str(g) for g in ref.announceable(rules, hand)}
        assert mine == theirs, (rules, hand)
        assert mine  # a Solo is always allowed


def test_the_price_of_a_ramsch_doubles_as_the_rules_say() -> None:
    rng = random.Random(5)
    for _ in range(200):
        rules = compare_module.random_schafkopf_rules(rng)
        price = rules.tariff.ramsch_price
        assert sk.ramsch_value(rules) == price
        jungfrauen, doublings = rng.randint(0, 2), rng.randint(0, 3)
        every = rules.jungfrau is sk.Jungfrau.DOUBLES_ALL
        expected = price * 2 ** (doublings + (jungfrauen if every else 0))
        assert sk.ramsch_value(rules, jungfrauen=jungfrauen, doublings=doublings) == expected
        assert sk.ramsch_value(rules, doublings=doublings) == price * 2**doublings
        assert sk.ramsch_value(rules, jungfrauen=jungfrauen) == price * 2 ** (
            jungfrauen if every else 0
        )


def test_ramsch_settlements_under_every_tie_jungfrau_and_durchmarsch_rule() -> None:
    """Ramsch games played at random, each settled again under every tie rule, every
    Jungfrau rule and a Durchmarsch minimum at exactly the most Augen taken: the engine's
    money and facts are the reference's (ties and the boundary are rare in plain play)."""
    import attrs

    rng = random.Random(38)
    ties = boundaries = 0
    for _ in range(150):
        base = attrs.evolve(
            compare_module.random_schafkopf_rules(rng), all_pass="ramsch", stock=None
        )
        dealt = sk.deal(base, dealer=rng.randrange(base.players), rng=rng)
        hands = compare_module._hands_of(dealt.to_text())
        actions: list[str] = []
        state = dealt
        while not state.is_over:
            legal = [str(a) for a in state.legal_actions()]
            action = "weiter" if "spiele" in legal else rng.choice(legal)
            actions.append(action)
            state = state.apply(action)
        most = max(state.augen)
        ties += sorted(state.augen)[-2] == most
        variants: list[dict[str, object]] = [{"ramsch_tie": tie} for tie in sk.RamschTie]
        variants += [{"jungfrau": j} for j in sk.Jungfrau]
        if most >= 61:
            variants.append({"durchmarsch_min_augen": most})
            boundaries += 1
        for change in variants:
            rules = attrs.evolve(base, **change)
            mine = sk.GameState.start(
                rules, dealer=dealt.dealer, hands=[" ".join(h) for h in hands]
            )
            theirs = ref.Game(rules, dealer=dealt.dealer, hands=hands)
            for action in actions:
                mine = mine.apply(action)
                theirs.apply(action)
            result, expected = mine.settle(), theirs.settle()
            assert list(result.balance) == expected["balance"], (change, actions)
            assert result.durchmarsch == expected.get("durchmarsch"), change
            if result.durchmarsch is None:
                assert sorted(result.ramsch_losers) == expected["ramsch_losers"], change
                assert sorted(result.jungfrauen) == expected["jungfrauen"], change
                if len(expected["ramsch_losers"]) == 1:
                    assert result.ramsch_loser == expected["ramsch_losers"][0], change
            else:
                assert result.jungfrauen == (), change
    print(f"{ties} ties for the most Augen, {boundaries} Durchmarsch boundaries")
    assert ties
    assert boundaries


def test_every_game_has_its_table_from_a_cold_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(contracts, "_TABLE_OF", {})
    for game in every_game():
        table = contracts.table_for(game)
        assert isinstance(table, contracts.Table)
        assert table.trumps == contracts._table_for(game).trumps
        assert contracts.table_for(game) is table  # asked again: the same table
