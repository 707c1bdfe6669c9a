"""Bad arguments to the environments and games are refused by name; the deal's
information states; rendering modes."""

from __future__ import annotations

import random

import pyspiel
import pytest

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.rl import Episode, openspiel
from kartenregeln.rl._deps import require
from kartenregeln.rl.gymnasium import SingleSeatEnv

pytestmark = pytest.mark.rl

openspiel.register()


def test_missing_module_names_the_extra() -> None:
    with pytest.raises(ImportError, match=r'pip install "kartenregeln\[ray\]"'):
        require("no_such_module_for_kartenregeln", "ray")


@pytest.mark.parametrize(
    ("args", "kwargs", "problem"),
    [
        (("poker",), {}, "unknown game 'poker'"),
        (("schafkopf", sp.Rules()), {}, "needs schafkopf.Rules"),
        (("schapa", sk.Rules()), {}, "needs schapa.Rules"),
        (("schafkopf",), {"round": 3}, "round is a Schapa round"),
        (("schapa",), {"round": 9}, "round is a Schapa round"),
        (("schafkopf",), {"match": True, "games": 5}, "8, 12, 16 or 24 games"),
    ],
)
def test_episode_refuses_bad_arguments(
    args: tuple[object, ...], kwargs: dict[str, object], problem: str
) -> None:
    with pytest.raises(ValueError, match=problem):
        Episode(*args, **kwargs)  # type: ignore[arg-type]


def test_single_seat_env_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="seat must be 0 to 3"):
        SingleSeatEnv("schafkopf", seat=4)
    with pytest.raises(ValueError, match="render_mode"):
        SingleSeatEnv("schafkopf", render_mode="rgb_array")
    with pytest.raises(ValueError, match="names 2 bots; 3 seats need one"):
        SingleSeatEnv("schafkopf", opponents=["random", "random"])
    with pytest.raises(ValueError, match="illegal must be"):
        SingleSeatEnv("schafkopf", illegal="ignore")
    with pytest.raises(ValueError, match="unknown bot 'genius'"):
        SingleSeatEnv("schafkopf", opponents="genius")


def test_single_seat_env_after_the_end_and_rendering(capsys: pytest.CaptureFixture[str]) -> None:
    env = SingleSeatEnv("schapa", round=1, opponents="random", render_mode="human")
    _obs, info = env.reset(seed=2)
    assert env.render() is None
    assert "last actions: " in capsys.readouterr().out
    done = False
    rng = random.Random(3)
    while not done:
        legal = [i for i, m in enumerate(info["action_mask"]) if m]
        _obs, _r, done, _t, info = env.step(rng.choice(legal))
    assert "schapa: over" in capsys.readouterr().out
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(0)
    assert SingleSeatEnv("schafkopf").render() is None


def test_openspiel_refuses_other_observers_and_rounds() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf")
    with pytest.raises(ValueError, match="parameters are not supported"):
        game.make_py_observer(None, {"x": 1})
    public = pyspiel.IIGObservationType(
        perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="own observation"):
        game.make_py_observer(public)
    with pytest.raises(Exception, match="round must be 1 to 8"):
        pyspiel.load_game("kartenregeln_schapa", {"round": 9})


def test_openspiel_information_during_the_deal() -> None:
    game = pyspiel.load_game("kartenregeln_schafkopf")
    state = game.new_initial_state()
    for pos in (0, 1, 2, 3, 4):  # four cards to seat 0, one to seat 1
        state.apply_action(pos)
    assert state.information_state_string(0) == "seat 0 dealing: EA EK EO EU"
    assert state.information_state_string(1) == "seat 1 dealing: EZ"
    tensor = state.information_state_tensor(1)
    hand = {b.name: b for b in __import__("kartenregeln").encode.layout(game.rules)}["hand"]
    assert tensor[1] == 1.0  # the seat block
    assert [i - hand.start for i, x in enumerate(tensor) if x and i >= hand.start] == [4]
    assert str(state).startswith("dealing: ")
    again = openspiel.resample(state, 1)
    assert str(again) == str(state)
