"""Fixed games and the pictures of them that the snapshot tests freeze."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from kartenregeln import Card, CardSet, records, svg
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import RandomBot, play_out

SK_HANDS = [
    "EO GO HO SO EU GU HU SU",
    "EA EZ EK E9 GA GZ GK G9",
    "HA HZ HK H9 SA SZ SK S9",
    "E8 E7 G8 G7 H8 H7 S8 S7",
]


def sk_game(plays: int = 6, seed: int = 3) -> sk.GameState:
    """A Schafkopf game dealt at random, the first seat that may announce plays the first
    game it may, then ``plays`` cards chosen by ``seed``."""
    state = sk.deal(sk.Rules(), dealer=3, rng=random.Random(seed))
    rng = random.Random(seed)
    played = 0
    while not state.is_over and played < plays:
        legal = state.legal_actions()
        if state.phase is sk.Phase.PLAY:
            state = state.apply(rng.choice(legal))
            played += 1
            continue
        quiet = [a for a in legal if str(a) not in ("klopfen", "kontra", "re", "weiter")]
        state = state.apply(quiet[0] if quiet else legal[-1])
    return state


def sk_finished(seed: int) -> sk.GameState:
    return sk_game(plays=40, seed=seed)


def sp_round(number: int, players: int = 4, moves: int = 9, seed: int = 5) -> sp.RoundState:
    rng = random.Random(seed)
    state = sp.deal(sp.Rules(players=players), round=number, dealer=0, rng=rng)
    for _ in range(moves):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def play_match(match: Any, seed: int) -> tuple[Any, list[Any]]:
    """A match of either game played to the end by random players, and its games."""
    rng = random.Random(seed)
    bots = [RandomBot()] * 6
    states = []
    while not match.is_over:
        state = play_out(match.deal(rng), bots, rng)
        states.append(state)
        match = match.record(state)
    return match, states


def sk_match() -> sk.Match:
    match: sk.Match = play_match(sk.Match(sk.Rules(), games=8, first_dealer=0), 11)[0]
    return match


def sp_match(players: int = 3) -> sp.Match:
    match: sp.Match = play_match(sp.Match(sp.Rules(players=players)), 12)[0]
    return match


def _sk_record() -> records.MatchRecord:
    start = sk.Match(sk.Rules(), games=8, first_dealer=1)
    _, states = play_match(start, 13)
    return records.record_match(start, states, names=["Anna", "Bert", "Cilli", "Done"])


PICTURES: dict[str, Callable[[], str]] = {
    "card_bavarian_de": lambda: svg.card(Card.parse("EO"), "bavarian", lang="de"),
    "card_french_en": lambda: svg.card(Card.parse("10H"), "french"),
    "hand_plain": lambda: svg.hand("QS 10H 2C AD KD 7S"),
    "hand_wenz": lambda: svg.hand(
        "EO GO EU HU HA HZ S7 GK", game=sk.Contract(sk.GameKind.WENZ), legal=CardSet.parse("EU")
    ),
    "trick": lambda: svg.trick("HA H7 EO SU", 4, leader=2, winner=0),
    "sk_view": lambda: svg.view(sk_game().view(1), clock=42),
    "sk_view_de": lambda: svg.view(sk_game(plays=0).view(0), lang="de"),
    "sk_state": lambda: svg.state(sk_game()),
    "sp_view": lambda: svg.view(sp_round(3).view(2)),
    "sp_view_layout": lambda: svg.view(sp_round(7, moves=20).view(1)),
    "sp_state_layout": lambda: svg.state(sp_round(7, players=5, moves=14)),
    "layout_cards": lambda: sp.layout_svg(
        CardSet.parse("7C 8C 6C 7H"), fits=CardSet.parse("9C 5C 8H 6H 7S 7D"), players=3
    ),
    "trumps_rufspiel": lambda: sk.trumps_svg(sk.Contract(sk.GameKind.RUFSPIEL, "gras")),
    "trumps_geier": lambda: sk.trumps_svg(sk.Contract(sk.GameKind.GEIER), face="french"),
    "sk_settlement": lambda: svg.settlement(sk_finished(3).settle()),
    "sp_settlement": lambda: svg.settlement(sp_round(8, moves=200).settle(), lang="de"),
    "sk_match_chart": lambda: svg.match_chart(sk_match()),
    "sp_match_chart": lambda: svg.match_chart(sp_match()),
    "record_match_chart": lambda: svg.match_chart(_sk_record(), lang="de"),
}
