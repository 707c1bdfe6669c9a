"""SearchBot's race (dropping clearly worse lines), the games behind ``spiele`` in its
advice, and the card-play worlds weighed by the bids."""

from __future__ import annotations

import random
import statistics
import threading
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln.bots import HeuristicBot, SearchBot
from kartenregeln.bots.inference import surprise
from kartenregeln.bots.search import RACE_EVERY, RACE_Z, _play_world, _race
from kartenregeln.schafkopf.actions import SPIELE
from kartenregeln.schafkopf.state import Phase, announceable

RULES = sk.Rules(klopfen=False)
STRONG_FIRST = [
    "EO GO HO SO EU GU HA HZ",
    "E7 E8 G7 G8 H7 S7 S8 S9",
    "EA EZ EK E9 GA GZ GK G9",
    "HU SU H9 H8 SA SZ SK HK",
]


def card_play_view(seed: int, tricks: int) -> Any:
    """A seat's view in a Schafkopf game of HeuristicBots after ``tricks`` tricks."""
    player = HeuristicBot()
    for k in range(50):
        rng = random.Random(seed * 100 + k)
        state: Any = sk.deal(sk.Rules(), dealer=0, rng=rng)
        while not state.is_over and not (
            state.phase is Phase.PLAY and len(state.tricks) == tricks and not state.trick
        ):
            state = state.apply(player.choose(state.view(state.to_move), rng))
        if not state.is_over and len(state.legal_actions()) >= 3:
            return state.view(state.to_move)
    raise AssertionError("no such position")


columns = st.lists(
    st.lists(st.integers(-30, 30), min_size=RACE_EVERY, max_size=RACE_EVERY),
    min_size=1,
    max_size=6,
)


@given(columns)
def test_the_race_keeps_the_best_line_and_only_drops_clearly_worse_ones(
    cols: list[list[int]],
) -> None:
    table = [[float(v) for v in col] for col in cols]
    live = list(range(len(table)))
    kept = _race(table, live)
    means = [statistics.fmean(c) for c in table]
    assert kept  # never empty
    assert max(means[j] for j in kept) == max(means)  # the best line stays
    assert set(kept) <= set(live)
    for j in set(live) - set(kept):
        best = max(kept, key=lambda k: means[k])
        diffs = [a - b for a, b in zip(table[best], table[j], strict=True)]
        gap = statistics.fmean(diffs)
        assert gap > 0
        assert gap > RACE_Z * statistics.stdev(diffs) / len(diffs) ** 0.5


def test_a_line_equal_to_the_best_is_never_dropped() -> None:
    col = [1.0, -2.0, 3.0, 0.0, 5.0, -1.0, 2.0, 2.0]
    assert _race([col, list(col), [v - 40 for v in col]], [0, 1, 2]) == [0, 1]


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000))
def test_the_race_does_not_change_the_value_of_a_line_it_keeps(seed: int) -> None:
    # the same worlds and random numbers: a line searched to the end has the same mean
    view = card_play_view(seed % 7, 4)
    n = 2 * RACE_EVERY
    raced = SearchBot(samples=n, time_limit=None).evaluate(view, random.Random(seed))
    full = SearchBot(samples=n, time_limit=None, race=False).evaluate(view, random.Random(seed))
    by_action = {a.action: a for a in full}
    assert all(a.samples == n for a in full)
    survivors = [a for a in raced if a.samples == n]
    assert survivors
    for a in survivors:
        assert a.value == by_action[a.action].value
    for a in raced:
        assert a.samples in (RACE_EVERY, n)
    # the bot acts on the best survivor
    assert raced[0] == max(survivors, key=lambda a: a.value)


_COUNT_LOCK = threading.Lock()


class CountingBot(SearchBot):
    """SearchBot that counts the worlds it searches."""

    worlds = 0

    def _adapter(self, view: Any) -> Any:
        adapter: Any = super()._adapter(view)
        inner = adapter.line_values

        def counted(*args: Any) -> list[float]:
            with _COUNT_LOCK:  # the worlds may be solved on several threads
                self.worlds += 1
            return list(inner(*args))

        adapter.line_values = counted
        return adapter


def test_choosing_stops_when_one_action_is_left() -> None:
    stopped = 0
    for seed in range(6):
        view = card_play_view(seed, 5)
        n = 8 * RACE_EVERY
        evaluated = SearchBot(samples=n, time_limit=None).evaluate(view, random.Random(1))
        bot = CountingBot(samples=n, time_limit=None)
        chosen = bot.choose(view, random.Random(1))
        assert chosen == evaluated[0].action
        assert bot.worlds % RACE_EVERY == 0
        assert bot.worlds <= n
        if bot.worlds < n:
            stopped += 1
            # it stopped because every other action had been dropped
            assert [a.samples for a in evaluated].count(n) == 1
        plain = CountingBot(samples=n, time_limit=None, race=False)
        plain.choose(view, random.Random(1))
        assert plain.worlds == n
    assert stopped  # at the sixth trick some decision is clear early


def test_spiele_reports_the_value_of_every_game_behind_it() -> None:
    state = sk.GameState.start(RULES, dealer=3, hands=STRONG_FIRST)
    view = state.view(0)
    bot = SearchBot(samples=4, bid_samples=RACE_EVERY + 2, time_limit=None)
    advice = {a.action: a for a in bot.evaluate(view, random.Random(5))}
    spiele = advice[SPIELE]
    plans = [plan for plan, _ in spiele.lines]
    hand = view.hand.mask
    assert sorted(map(str, plans)) == sorted(map(str, announceable(RULES, hand)))
    assert spiele.value == spiele.lines[0][1]
    assert str(spiele.lines[0][0]) in str(spiele)
    # the other action stands for one plan: no lines
    assert all(not a.lines for act, a in advice.items() if act is not SPIELE)


def test_the_card_play_worlds_explain_the_bids_better_than_plain_draws() -> None:
    # a Solo declared: its declarer's hand is strong in the worlds weighed by the bids
    state = sk.GameState.start(RULES, dealer=3, hands=STRONG_FIRST)
    state = state.apply(SPIELE)
    while state.phase is Phase.ROUND1:
        state = state.apply("weiter")
    state = state.apply("solo herz")
    player = HeuristicBot()
    rng = random.Random(0)
    while state.phase is not Phase.PLAY:
        seat = state.to_move
        assert seat is not None
        state = state.apply(player.choose(state.view(seat), rng))
    view = state.view(1)
    weighed = [_play_world(view, random.Random(i)) for i in range(40)]
    plain = [view.sample(random.Random(i)) for i in range(40)]
    for world in weighed:
        assert world.view(1) == view
    assert statistics.fmean(surprise(w, 1) for w in weighed) < statistics.fmean(
        surprise(w, 1) for w in plain
    )
