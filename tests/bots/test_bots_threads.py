"""SearchBot solves its worlds on several threads: the decision and every advised value are
the same with one thread and with two (the worlds and their random numbers are drawn in
order on the calling thread, the race looks at them in that order); the compiled search
releases the GIL and refuses a second call on the same search while it runs."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.bots import HeuristicBot, SearchBot
from kartenregeln.bots._native import native
from kartenregeln.schafkopf.state import Phase

STRONG_FIRST = [
    "EO GO HO SO EU GU HA HZ",
    "E7 E8 G7 G8 H7 S7 S8 S9",
    "EA EZ EK E9 GA GZ GK G9",
    "HU SU H9 H8 SA SZ SK HK",
]


def schafkopf_view(seed: int, tricks: int) -> Any:
    """A seat's view in a Schafkopf game of HeuristicBots after ``tricks`` tricks, with at
    least two legal cards."""
    player = HeuristicBot()
    for k in range(50):
        rng = random.Random(seed * 100 + k)
        state: Any = sk.deal(sk.Rules(), dealer=0, rng=rng)
        while not state.is_over and not (
            state.phase is Phase.PLAY and len(state.tricks) == tricks and not state.trick
        ):
            state = state.apply(player.choose(state.view(state.to_move), rng))
        if not state.is_over and len(state.legal_actions()) >= 2:
            return state.view(state.to_move)
    raise AssertionError("no such position")


def schapa_view(seed: int) -> Any:
    """A seat's view in the second trick of a Schapa trick round."""
    player = HeuristicBot()
    rng = random.Random(seed)
    state: Any = sp.deal(sp.Rules(players=4), round=seed % 6 + 1, dealer=0, rng=rng)
    while not state.is_over and len(state.hands[state.to_move]) > 11:
        state = state.apply(player.choose(state.view(state.to_move), rng))
    return state.view(state.to_move)


def views() -> list[tuple[str, Any]]:
    bidding = sk.GameState.start(sk.Rules(klopfen=False), dealer=3, hands=STRONG_FIRST)
    return [
        ("the first card", schafkopf_view(1, 0)),
        ("the second trick", schafkopf_view(2, 1)),
        ("the fourth trick", schafkopf_view(3, 3)),
        ("round one of the auction", bidding.view(0)),
        ("a Schapa trick round", schapa_view(4)),
    ]


@pytest.mark.parametrize(("where", "view"), views(), ids=[w for w, _ in views()])
def test_one_and_two_threads_decide_alike(where: str, view: Any) -> None:
    one = SearchBot(samples=16, bid_samples=16, time_limit=None, threads=1)
    two = SearchBot(samples=16, bid_samples=16, time_limit=None, threads=2)
    assert one.workers() == 1
    assert two.workers() == 2
    advice_one = one.evaluate(view, random.Random(7))
    advice_two = two.evaluate(view, random.Random(7))
    assert advice_one == advice_two, where
    assert one.choose(view, random.Random(8)) == two.choose(view, random.Random(8)), where
    # the race and a time limit keep their meaning: the worlds counted are the same
    assert sum(a.samples for a in advice_one) == sum(a.samples for a in advice_two)


def test_the_default_threads_follow_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(native.PURE_ENV, "1")
    assert SearchBot().workers() == 1  # the pure search holds the GIL: one at a time
    assert SearchBot(threads=3).workers() == 3  # an explicit count is kept
    monkeypatch.setenv(native.PURE_ENV, "0")
    if native.available():
        assert 1 <= SearchBot().workers() <= 4
    else:
        assert SearchBot().workers() == 1


def test_threads_are_validated() -> None:
    with pytest.raises(ValueError, match="threads"):
        SearchBot(threads=0)
    with pytest.raises(TypeError, match="threads must be an int"):
        SearchBot(threads="2")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="threads must be an int"):
        SearchBot(threads=True)


def test_a_time_limited_decision_with_threads_is_legal() -> None:
    view = schafkopf_view(5, 0)
    bot = SearchBot(time_limit=0.05, threads=2)
    assert bot.choose(view, random.Random(1)) in view.legal_actions
    advice = bot.evaluate(view, random.Random(1))
    assert all(a.samples >= 1 for a in advice)


needs_native = pytest.mark.skipif(
    not native.available(),
    reason=f"the compiled solver is not installed ({native.import_error()})",
)


@needs_native
def test_a_running_search_refuses_a_second_call() -> None:
    # the Ramsch's payoff function is Python, called from inside the compiled search (the
    # GIL taken back for it): a call into the same search from there is refused, and the
    # search works again once it has returned
    refused: list[str] = []
    holder: list[Any] = []

    def pay(augen: list[int], tricks: list[int], top: list[int]) -> int:
        try:
            holder[0].take([0, 0, 0, 0], 0, 0, 0, -100, 100)
        except RuntimeError as exc:
            refused.append(str(exc))
        return 7

    search = native._csolver.RaSearch(
        [0] * 32, [0] * 32, list(range(32)), 0, 0, False, pay, [0] * 4, [0] * 4, [0] * 4, 10
    )
    holder.append(search)
    assert search.take([0, 0, 0, 0], 0, 0, 0, -100, 100) == 7
    assert refused == ["this search is already running in another thread"]
    assert search.take([0, 0, 0, 0], 0, 0, 0, -100, 100) == 7  # cached, and free again


@needs_native
def test_searches_on_two_threads_give_the_values_of_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # worlds solved at the same time on two threads (the GIL released) are solved right
    monkeypatch.setenv(native.PURE_ENV, "0")
    from kartenregeln.bots import solve

    states = []
    for seed in range(6):
        view = schafkopf_view(seed, 1)
        states.append(view.sample(random.Random(seed)))
    alone = [solve(s).values for s in states]
    together: list[Any] = [None] * len(states)

    def work(k: int) -> None:
        together[k] = solve(states[k]).values

    workers = [threading.Thread(target=work, args=(k,)) for k in range(len(states))]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert together == alone


@needs_native
def test_a_compiled_solver_is_freed_without_the_cycle_collector(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the solver holds its search functions and they do not hold it: dropped, it is freed
    # at once with the compiled search's table (a cycle would wait for a full collection)
    import gc
    import weakref

    from kartenregeln.bots.schafkopf import fast as fast_schafkopf

    monkeypatch.setenv(native.PURE_ENV, "0")
    state = schafkopf_view(2, 5).sample(random.Random(0))
    solver = fast_schafkopf.solver_for(state, state.to_move)
    assert solver is not None
    solver.value()
    assert solver.nodes > 0  # the node count still reaches the solver
    gone = weakref.ref(solver)
    gc.disable()
    try:
        del solver
        assert gone() is None
    finally:
        gc.enable()
