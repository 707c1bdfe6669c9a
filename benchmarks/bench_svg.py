"""Microseconds of CPU time per picture (median of 5 timeit runs; CPU time so that other
programs on a busy machine count less): one seat's view and the open table
of both games mid-play, Schapa's layout, a hand, a card, a settlement and a match chart.

The view is drawn from a view value (making the view is the game's work, measured in
bench_schafkopf.py / bench_schapa.py). Run: python benchmarks/bench_svg.py [--quick]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit
from collections.abc import Callable

from kartenregeln import Card, CardSet, svg
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import RandomBot, play_out


def _sk_mid_game() -> sk.GameState:
    rng = random.Random(5)
    while True:
        state = sk.deal(sk.Rules(), dealer=3, rng=rng)
        # three tricks and two cards of the fourth
        while not state.is_over and sum(type(a) is sk.Play for a in state.history) < 14:
            state = state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state


def _sp_round(number: int, moves: int) -> sp.RoundState:
    rng = random.Random(6)
    state = sp.deal(sp.Rules(players=4), round=number, dealer=0, rng=rng)
    for _ in range(moves):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def _match() -> sk.Match:
    rng = random.Random(7)
    match = sk.Match(sk.Rules(), games=24)
    while not match.is_over:
        match = match.record(play_out(match.deal(rng), [RandomBot()] * 4, rng))
    return match


def us_per_call(fn: Callable[[], str], number: int) -> float:
    runs = timeit.repeat(fn, number=number, repeat=5, timer=time.process_time)
    return statistics.median(runs) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer runs (for the tests)")
    number = 20 if parser.parse_args().quick else 1000
    state = _sk_mid_game()
    seat = state.to_move
    assert seat is not None
    sk_view = state.view(seat)
    trick_round = _sp_round(2, 21)
    layout_round = _sp_round(7, 25)
    sp_view = trick_round.view(trick_round.to_move or 0)
    layout_view = layout_round.view(layout_round.to_move or 0)
    settled = _match()
    rows: list[tuple[str, Callable[[], str]]] = [
        ("svg.view  Schafkopf, mid-trick", lambda: svg.view(sk_view)),
        ("svg.view  Schapa 4p trick round", lambda: svg.view(sp_view)),
        ("svg.view  Schapa 4p round 7", lambda: svg.view(layout_view)),
        ("svg.state Schafkopf (includes a view)", lambda: svg.state(state)),
        ("sp.layout_svg from a view", lambda: sp.layout_svg(layout_view)),
        ("svg.hand  8 cards", lambda: svg.hand(sk_view.hand, game=sk_view.game)),
        ("svg.card", lambda: svg.card(Card.parse("EO"))),
        ("svg.settlement", lambda: svg.settlement(settled.results[-1])),
        ("svg.match_chart 24 games", lambda: svg.match_chart(settled)),
        (
            "for scale: CardSet.parse, 8 codes",
            lambda: str(CardSet.parse("EO GO HO SO EU GU HU SU")),
        ),
    ]
    print(f"{'picture':42s} {'us/call':>9s} {'kB':>6s}")
    for name, fn in rows:
        size = len(fn().encode("utf-8")) / 1000
        print(f"{name:42s} {us_per_call(fn, number):9.1f} {size:6.1f}")


if __name__ == "__main__":
    main()
