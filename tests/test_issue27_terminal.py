"""Issue 27, the terminal for a screen-reader user: every answer ends with the hand and the
prompt, ``--plain`` names cards in words, the German header is German, a number the
prompt did not offer is answered with what it offered, and the progress bar stays out
of logs."""

from __future__ import annotations

import io

import pytest

from kartenregeln import schafkopf as sk
from kartenregeln.cli.play import run_play
from kartenregeln.cli.simulate import run_simulate

HAND = "Deine Karten: "
TURN = "Du bist dran: J Ich spiele, N Weiter"


def _play(keys: str, *, plain: bool = True, seed: int = 3) -> list[str]:
    out = io.StringIO()
    run_play(
        "schafkopf", rules=sk.Rules(), games=8, clock=None, seed=seed, faces="bavarian",
        plain=plain, braille=False, lang="de", opponents="random", name=None, record=None,
        stdin=io.StringIO(keys), stdout=out,
    )  # fmt: skip
    return out.getvalue().splitlines()


@pytest.mark.parametrize("key", ["S", "A", "L", "B", "H", "x" * 90])
def test_an_answer_that_only_tells_is_followed_by_the_hand_and_the_prompt(key: str) -> None:
    lines = _play(f"{key}\nQ\n")
    first = lines.index(TURN)  # the prompt after the deal
    answer = lines[first + 1]
    if len(key) > 1:
        assert answer.startswith("Die Eingabe ist zu lang (90 Zeichen)")
    assert lines[first + 2].startswith(HAND), lines[first + 1 : first + 4]
    assert lines[first + 3] == TURN


def test_plain_names_the_cards_of_the_hand_in_words() -> None:
    lines = _play("Q\n")
    hand = next(line for line in lines if line.startswith(HAND))
    assert hand == (
        "Deine Karten: 1 Gras-Unter, 2 Herz-Sau, 3 Eichel-König, 4 Gras-Sau, 5 Gras-Zehn, "
        "6 Gras-Neun, 7 Gras-Acht, 8 Schellen-König"
    )
    # without --plain too: codes are for machine output only (issue 31)
    hand = next(line for line in _play("Q\n", plain=False) if line.startswith(HAND))
    assert "1 Gras-Unter, 2 Herz-Sau" in hand


def test_the_german_header_names_the_game_number() -> None:
    head = _play("Q\n")[0]
    assert head.endswith("; Spielnummer 3 (--seed 3 gibt dieselben Karten)")
    assert "Startwert" not in head


def test_a_number_when_only_j_and_n_were_offered_names_j_and_n() -> None:
    lines = _play("9\nQ\n")
    answer = lines[lines.index(TURN) + 1]
    assert answer == "Es gibt keine Wahl 9: wähle J Ich spiele, N Weiter."
    assert "1 bis 2" not in answer


class _Log(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize("matches", [1, 2])
def test_the_progress_bar_is_drawn_only_on_a_terminal(matches: int) -> None:
    for tty in (False, True):
        err = _Log(tty)
        run_simulate(
            "schafkopf", sk.Rules(), matches=matches, games=8, bots=("random",) * 4,
            samples=1, seed=1, workers=1, lang="de", record=None, progress=True,
            out=io.StringIO(), err=err,
        )  # fmt: skip
        if tty:
            assert "\r[" in err.getvalue()
            # one match: the bar counts its games; several: the matches
            assert ("8/8 Spiele" if matches == 1 else "2/2 Partien") in err.getvalue()
        else:
            assert err.getvalue() == ""
