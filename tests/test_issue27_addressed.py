"""Issue 27, the terminal speaks to its player: a refusal about the player's own seat says
"du"/"you" (not "Sitz 0"), and with ``--plain`` the playable cards are said in words
(a screen reader reads the ``*`` mark as "Stern")."""

from __future__ import annotations

import io

from kartenregeln import messages
from kartenregeln import schafkopf as sk
from kartenregeln.cli.play import run_play


def _play(
    keys: str, *, plain: bool = True, lang: str = "de", opponents: str = "random"
) -> list[str]:
    out = io.StringIO()
    run_play(
        "schafkopf", rules=sk.Rules(), games=8, clock=None, seed=1, faces="bavarian",
        plain=plain, braille=False, lang=lang, opponents=opponents, name=None, record=None,
        stdin=io.StringIO(keys), stdout=out,
    )  # fmt: skip
    return out.getvalue().splitlines()


def test_a_refusal_about_your_own_seat_speaks_to_you() -> None:
    lines = _play("kontra\nQ\n")
    assert "Das geht jetzt nicht: erste Runde: du sagst spiele oder weiter" in lines
    assert not any("Sitz 0 sagt spiele" in line for line in lines)
    lines = _play("kontra\nQ\n", lang="en")
    assert "Not now: round one: you say spiele or weiter" in lines


def test_translate_speaks_to_one_seat_only() -> None:
    text = "seat 2 cannot play 'E7': seat 2 does not hold E7"
    assert messages.translate(text, "de", you=2) == (
        "du kannst die Eichel-Sieben nicht spielen: du hast die Eichel-Sieben nicht"
    )
    assert messages.translate(text, "en", you=2) == (
        "you cannot play the Seven of Acorns: you do not hold the Seven of Acorns"
    )
    assert messages.translate(text, "de", you=1) == messages.translate(text, "de")
    assert messages.translate("it is seat 1's turn, not seat 0's", "en", you=0) == (
        "it is seat 1's turn, not yours"
    )


def test_the_addressed_templates_have_the_blanks_of_their_reason() -> None:
    import re

    for key, (_seat, en, de) in messages.YOU.items():
        base = messages.REASONS.get(key) or messages.ERRORS[key]
        blanks = set(re.findall(r"\{(\w+)\}", base[0])) - {_seat}
        assert set(re.findall(r"\{(\w+)\}", en)) <= blanks | {_seat}, key
        assert set(re.findall(r"\{(\w+)\}", de)) == set(re.findall(r"\{(\w+)\}", en)), key
        assert re.search(r"\bdu\b", de), key


def test_plain_says_the_playable_cards_in_words_without_stars() -> None:
    assert "Du bist dran, spielbar: alle Karten" in _play("N\nN\nN\nN\nQ\n")
    lines = _play("N\nN\nN\nN\nQ\n", opponents="heuristic")
    assert not any("*" in line for line in lines)
    playable = [line for line in lines if line.startswith("Du bist dran, spielbar: ")]
    assert playable, lines
    assert playable[0] == (
        "Du bist dran, spielbar: 1 Herz-Unter, 2 Herz-Zehn, 3 Herz-Neun, 4 Herz-Sieben, "
        "5 Eichel-Sau, 7 Schellen-Neun, 8 Schellen-Sieben"
    )
    # without --plain the marks stay
    assert any("*" in line for line in _play("N\nN\nN\nN\nQ\n", plain=False))
