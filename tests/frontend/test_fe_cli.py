"""The command line's ``play``: whole games by piped keystrokes, read back from the output
and the record."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from cli_run import cycle_keys, run, run_process

from kartenregeln import records
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cli.play import run_play

ALL_GAME = cycle_keys(8, 20, first="N")


def _who(record: records.MatchRecord, seat: int) -> str:
    return f"Sitz {seat} ({record.names[seat]})"


def test_play_schafkopf_seed_1_through_a_whole_game(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    result = run_process("play", "schafkopf", "--seed", "1", "--plain", "--record", str(path),
                         stdin=ALL_GAME)  # fmt: skip
    assert result.code == 0, result.err
    assert result.err == ""
    out = result.out
    assert "\x1b[" not in out  # plain: no colour, no cursor movement
    assert "Spiel 1 von 8" in out
    assert "Ende der Eingabe." in out
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    first = record.deals[0]
    assert first.is_over
    assert first.actions[0] == "weiter"  # our N, seat 0 is Vorhand after dealer 3
    res = first.result
    assert isinstance(res, sk.Settlement)
    assert res.game is not None
    assert res.declarer is not None
    assert res.party_augen is not None
    # the Abrechnung names the declarer, the game, won or lost, the partner, the Augen
    verb = "gewinnt" if res.declarer in res.winners else "verliert"
    game = f"{res.game.article()} {res.game.name('de')}"
    head = f"Abrechnung Spiel 1: {_who(record, res.declarer)} {verb} {game}"
    if res.partner is not None:
        head += f" mit {_who(record, res.partner)}"
    head += f": Spieler {res.party_augen[0]} Augen, Gegner {res.party_augen[1]}"
    assert head in out
    block = out.split("Abrechnung Spiel 1:")[1].split("Spiel 2 von 8")[0]
    for line in res.breakdown:
        amount = f"×{line.value}" if line.factor else f"{line.value:+d}"
        assert re.search(rf"^  .*: {re.escape(amount)}$", block, re.M), line
    money = ", ".join(f"{_who(record, s)} {v:+d}" for s, v in enumerate(res.balance))
    assert f"  Ergebnis: {money}\n" in block  # the signed balance, labelled
    assert f"  Bilanz: {money}\n" in block
    assert "Spiel 2 von 8" in out  # Enter went on to the next game
    # at the end of input: the standing so far
    assert "Stand nach " in out.split("Ende der Eingabe.")[1]


def test_plain_trick_lines_name_who_played_what_and_who_took_it() -> None:
    """A whole game in --plain, read as a screen reader would: every trick line stands
    alone and names each seat's card and the seat that took the trick."""
    out = io.StringIO()
    run_play(
        "schafkopf", rules=sk.Rules(), games=8, clock=None, seed=4, faces="bavarian",
        plain=True, braille=False, lang="de", opponents="heuristic", name="Anna",
        record=None, stdin=io.StringIO(ALL_GAME), stdout=out,
    )  # fmt: skip
    text = out.getvalue()
    game1 = text.split("Abrechnung Spiel 1")[0]
    tricks = [line for line in game1.splitlines() if re.match(r"Sitz \d \(.*\) nimmt den", line)]
    assert len(tricks) == 8
    names = {0: "Anna", 1: "Computer 1", 2: "Computer 2", 3: "Computer 3"}
    taken = 0
    for k, line in enumerate(tricks, 1):
        head, plays = line.split(": ", 1)
        found = re.fullmatch(r"Sitz (\d) \((.*)\) nimmt den (\d)\. Stich mit (\d+) Augen", head)
        assert found, head
        winner = int(found.group(1))
        assert found.group(2) == names[winner]
        assert int(found.group(3)) == k
        taken += int(found.group(4))
        seats = re.findall(r"Sitz (\d) \(([^)]*)\) ([A-Z][a-zäöü]+-[A-Z][a-zäöü]+)", plays)
        assert sorted(int(s) for s, _, _ in seats) == [0, 1, 2, 3]
        assert all(names[int(s)] == n for s, n, _ in seats)
        cards = [c for _, _, c in seats]
        assert all(sk.parse_action(c) for c in cards)  # real card names
        # and the four cards were announced one by one just before, by the same seats
        plays_before = re.findall(
            r"^Sitz \d \([^)]*\) spielt (\S+-\S+)$", game1.split(line)[0], re.M
        )
        assert plays_before[-4:] == cards
    assert taken == 120
    assert "\x1b[" not in text


def test_play_schapa_round_by_piped_keys(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    result = run(
        "play", "schapa", "--seed", "1", "--rounds", "1", "--players", "3", "--plain",
        "--lang", "en", "--record", str(path), stdin=cycle_keys(16, 20),
    )  # fmt: skip
    assert result.code == 0, result.err
    out = result.out
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    assert record.is_over
    settlement = record.deals[0].result
    assert isinstance(settlement, sp.RoundSettlement)
    assert "Abrechnung round 1 (Tricks): tricks: " in out
    for s, won in enumerate(settlement.tricks_won):
        if won:  # plurals: "1 trick at +5", "3 tricks at +5"
            word = "trick" if won == 1 else "tricks"
            assert f"  seat {s} ({record.names[s]}): {won} {word} at +5: {5 * won:+d}\n" in out
    assert "1 tricks" not in out
    assert "Final standing" in out
    assert "takes trick 1:" in out
    assert "per game" not in out


def test_schapa_has_its_own_legend_and_range() -> None:
    result = run("play", "schapa", "--seed", "2", "--players", "3", "--rounds", "1",
                 "--plain", stdin="H\nN\nJ\n17\n0\nQ\n")  # fmt: skip
    assert result.code == 0, result.err
    out = result.out
    legend = [line for line in out.splitlines() if line.startswith("Tasten:")]
    assert legend
    assert all("1-16" in line for line in legend)
    assert all("rufspiel" not in line and "EO" not in line for line in legend)
    assert "'Pik-Dame'" in legend[0]
    assert "N geht jetzt nicht: Wähle eine Karte, 1 bis 16." in out
    assert "J geht jetzt nicht: es gibt nichts zu bejahen." in out
    assert "Es gibt keine Karte 17: wähle 1 bis 16." in out
    assert "Es gibt keine Karte 0: wähle 1 bis 16." in out


def test_schapa_domino_shows_a_range_per_suit() -> None:
    result = run("play", "schapa", "--seed", "1", "--rounds", "7", "--plain",
                 stdin=cycle_keys(13, 8))  # fmt: skip
    assert result.code == 0, result.err
    out = result.out
    assert "Runde 1 von 1: Domino (Runde 7)" in out
    layouts = [line for line in out.splitlines() if line.startswith("Ausgelegt: ")]
    assert layouts[0] == "Ausgelegt: Kreuz nichts, Pik nichts, Herz nichts, Karo nichts"
    ranges = [line for line in layouts if " bis " in line]
    assert ranges
    found = re.search(r"Kreuz (\S+) bis (\S+),", ranges[-1])
    assert found
    assert found.group(1).startswith("Kreuz-")  # --plain names the cards in words
    assert found.group(2).startswith("Kreuz-")
    assert "Abrechnung Runde 7 (Domino): fertig in der Reihenfolge" in out
    assert "Layout" not in out


def test_every_input_line_is_answered_and_asked_again(tmp_path: Path) -> None:
    """Keys that once ended the session: '²' (a digit to isdigit, not to int), a 5,000
    digit number, control characters, an overlong line, an unknown word."""
    path = tmp_path / "kept.json"
    keys = ["²", "9" * 5000, "9" * 30, "\x1b[31m", "x" * 500, "hallo welt", "٣", "N", "Q"]
    result = run("play", "schafkopf", "--seed", "1", "--plain", "--record", str(path),
                 stdin="\n".join(keys) + "\n")  # fmt: skip
    assert result.code == 0, result.err
    out = result.out
    assert "Unbekannte Taste '²'; H zeigt die Tasten." in out
    assert "Die Eingabe ist zu lang (5000 Zeichen); H zeigt die Tasten." in out
    assert "Es gibt keine Wahl 99999999999999999999…: wähle J Ich spiele, N Weiter." in out
    assert "Unbekannte Taste '\\x1b[31m'" in out  # escaped, never sent to the terminal
    assert "\x1b" not in out
    assert "Die Eingabe ist zu lang (500 Zeichen)" in out
    assert "'hallo welt' verstehe ich nicht: es ist keine Ansage und keine Karte" in out
    assert "Unbekannte Taste '٣'" in out
    assert "Sitz 0 (Du) sagt weiter" in out  # the N after all that was still taken
    assert "Auf Wiedersehen." in out
    record = records.load(path)
    assert isinstance(record, records.MatchRecord)
    assert record.deals[0].actions[0] == "weiter"


def test_play_ends_cleanly_at_end_of_input_and_on_q_with_the_standing() -> None:
    result = run("play", "schafkopf", "--seed", "2", "--plain", stdin="")
    assert result.code == 0
    assert "Ende der Eingabe." in result.out
    result = run("play", "schafkopf", "--seed", "2", "--lang", "en", stdin="H\nB\nL\nA\nR\nQ\n")
    assert result.code == 0, result.err
    out = result.out
    assert "Goodbye." in out
    assert "No trick yet" in out
    assert out.index("Standing after 0 games") < out.index("Goodbye.")
    assert "  1. place: seat 0 (You) +0, place bonus 30" in out


def test_q_after_a_game_shows_the_standing_with_the_money() -> None:
    keys = ALL_GAME.replace("\nB\n", "\nQ\n")
    result = run("play", "schafkopf", "--seed", "1", "--plain", stdin=keys)
    out = result.out
    tail = out.split("Spiel 2 von 8")[1]
    assert "Stand nach 1 Spiel" in tail
    bilanz = re.findall(r"Bilanz: (.*)", out)[-1]
    for seat, value in re.findall(r"Sitz (\d) \([^)]*\) ([+-]\d+)", bilanz):
        assert re.search(rf"Platz: Sitz {seat} \([^)]*\) {re.escape(value)}, Platzbonus", tail)


def test_r_advice_says_what_the_numbers_are() -> None:
    result = run("play", "schafkopf", "--seed", "2", "--plain", stdin="R\nQ\n")
    line = next(x for x in result.lines if x.startswith("Rat des Computers"))
    assert "Wert: was der Zug dir im Schnitt bringt, in Punkten" in line
    assert "Anteil: in wie vielen von 16 durchgespielten Verteilungen" in line
    assert re.search(r"1\. (Ich spiele|Weiter): Wert [+-]\d+\.\d\d, Anteil \d+%", line)


def test_s_repeats_the_game_and_the_declarer() -> None:
    keys = "S\nN\nS\nQ\n"
    result = run("play", "schafkopf", "--seed", "1", "--plain", stdin=keys)
    out = result.out
    assert "Spiel 1 von 8: die Ansagen laufen noch, es ist noch kein Spiel angesagt" in out
    assert (
        "Spiel 1 von 8: Sitz 2 (Computer 2) spielt: Rufspiel auf die Eichel-Sau; du spielst mit"
        in out
    )
    result = run("play", "schapa", "--seed", "1", "--rounds", "3", "--plain", stdin="S\nQ\n")
    assert "Runde 1 von 1: Damen (Runde 3): −20 für jede Dame" in result.out


def test_trick_in_progress_shows_seats_and_trick_number() -> None:
    result = run("play", "schafkopf", "--seed", "1", "--plain", stdin=ALL_GAME)
    assert (
        "Im Stich (2. Stich): Sitz 1 (Computer 1) Eichel-Sieben, Sitz 2 (Computer 2) "
        "Eichel-Zehn, Sitz 3 (Computer 3) Eichel-Neun" in result.out
    )
    assert "Letzter Stich" not in result.out
    keys = "N\n1\n2\nL\nQ\n"  # Weiter, Gut (choice 1, the only one), HZ, then L
    result = run("play", "schafkopf", "--seed", "1", "--plain", stdin=keys)
    assert "Letzter Stich: Sitz 1 (Computer 1) nimmt den 1. Stich mit 15 Augen: " in result.out


def test_play_braille_labels() -> None:
    result = run("play", "schafkopf", "--seed", "3", "--braille", "--plain", stdin="")
    assert result.code == 0
    hand = next(line for line in result.lines if line.startswith("Deine Karten"))
    assert any("\u2800" <= ch <= "\u28ff" for ch in hand)


def test_play_refuses_options_of_the_other_game() -> None:
    for args, words in [
        (("play", "schapa", "--faces", "bavarian"), "French cards"),
        (("play", "schafkopf", "--players", "5"), "Schafkopf is played by 3 or 4"),
        (("play", "schafkopf", "--players", "3", "--games", "8"), "has 9, 12, 18 or 24"),
        (("play", "schafkopf", "--rounds", "1"), "--rounds is for Schapa"),
        (("play", "schapa", "--games", "12"), "--games is for Schafkopf"),
    ]:
        result = run(*args)
        assert result.code == 2, args
        assert result.err.count("\n") == 1
        assert words in result.err
        assert result.out == ""


def test_play_with_a_clock_lets_the_computer_take_over() -> None:
    ticks = iter(range(0, 10**7, 100))  # every look at the clock is 100 s later
    out = io.StringIO()
    code = run_play(
        "schafkopf", rules=sk.Rules(), games=8, clock=30, seed=1, faces="bavarian",
        plain=True, braille=False, lang="en", opponents="random", name="Tester", record=None,
        stdin=io.StringIO("N\n" * 40), stdout=out, monotonic=lambda: float(next(ticks)),
    )  # fmt: skip
    assert code == 0
    text = out.getvalue()
    assert "seat 0 (Tester): Bedenkzeit is over, 10 seconds left" in text
    assert "The computer plays for seat 0 (Tester)" in text
    assert "Abrechnung game 1" in text
    assert "Too late for 'N'" in text


def test_play_pause_holds_the_abrechnung_until_resumed() -> None:
    keys = ALL_GAME.replace("\n\nB\n", "\nP\nX\n\nP\nB\n")
    out = io.StringIO()
    code = run_play(
        "schafkopf", rules=sk.Rules(), games=8, clock=None, seed=1, faces="bavarian",
        plain=True, braille=False, lang="en", opponents="heuristic", name=None, record=None,
        stdin=io.StringIO(keys), stdout=out, monotonic=lambda: 0.0,
    )  # fmt: skip
    assert code == 0
    text = out.getvalue()
    after = text.split("Abrechnung game 1")[1]
    assert (
        after.index("Pause: seat 0 (You)")
        < after.index("Paused: P ends the pause.")
        < after.index("The pause is over")
    )
    assert after.index("The pause is over") < after.index("game 2 of 8")
    assert "End of input." in text


@pytest.mark.parametrize("lang", ["de", "en"])
def test_play_with_house_rules_and_a_preset(lang: str) -> None:
    """--rules sauspiel: the Sauspiel tariff in the Abrechnung and Klopfen in the
    bidding; --rule all_pass=throw_in alone throws the deal in when all pass."""
    result = run("play", "schafkopf", "--seed", "1", "--plain", "--rules", "sauspiel",
                 "--lang", lang, stdin=ALL_GAME)  # fmt: skip
    assert result.code == 0, result.err
    word = "Tarif Solo: +50" if lang == "de" else "Solo tariff: +50"
    assert word in result.out
    assert ("J Klopfen, N Weiter" if lang == "de" else "J Klopfen, N Pass") in result.out
    keys = "N\n" * 8 + "\n"
    for seed in range(30):
        result = run("play", "schafkopf", "--seed", str(seed), "--plain", "--opponents",
                     "random", "--rule", "all_pass=throw_in", stdin=keys)  # fmt: skip
        if "zusammengeworfen" in result.out:
            assert "Abrechnung Spiel 1: Alle sagen weiter: zusammengeworfen" in result.out
            assert "Ramsch" not in result.out
            break
    else:
        pytest.fail("no seed where everyone passed")


def test_s_during_a_ramsch_and_for_the_declarer_with_kontra() -> None:
    result = run("play", "schafkopf", "--seed", "9", "--plain", "--opponents", "random",
                 stdin="N\nS\nQ\n")  # fmt: skip
    assert "Es wird gespielt: Ramsch" in result.out
    assert "Spiel 1 von 8: Es wird gespielt: Ramsch" in result.out
    result = run("play", "schafkopf", "--seed", "5", "--plain", "--opponents", "random",
                 stdin="J\n1\nS\nQ\n")  # fmt: skip
    out = result.out
    assert "Du bist dran: 1 Rufspiel auf die Eichel-Sau, 2 Rufspiel auf die Schellen-Sau, " in out
    assert "Du bist dran: J Re, N Gut" in out
    assert (
        "Spiel 1 von 8: Sitz 0 (Du) spielt: Rufspiel auf die Eichel-Sau; "
        "Kontra von Sitz 1 (Computer 1), du bist der Spieler" in out
    )


def test_braille_event_lines_name_the_cards_in_braille() -> None:
    result = run("play", "schafkopf", "--seed", "1", "--plain", "--braille", stdin=ALL_GAME)
    plays = [line for line in result.lines if " spielt " in line and "Rufspiel" not in line]
    assert plays
    assert all("\u2800" <= line[-1] <= "\u28ff" for line in plays)
    takes = [line for line in result.lines if " nimmt den " in line]
    assert len(takes) >= 8
    assert all("Eichel" not in line.split(": ", 1)[1] for line in takes)


def test_an_idle_player_at_a_real_pipe_is_played_for_by_the_computer() -> None:
    """A real pipe that never brings a line: at each deadline the table goes on, the
    computer plays every move of the idle seat, and the match ends by itself."""
    import os

    read, write = os.pipe()
    ticks = iter(range(0, 10**9, 100))
    out = io.StringIO()
    with os.fdopen(read, "r") as stdin:
        try:
            code = run_play(
                "schapa", rules=sp.Rules(players=3, rounds=(1,)), games=8, clock=30, seed=1,
                faces="french", plain=True, braille=False, lang="de", opponents="random",
                name=None, record=None, stdin=stdin, stdout=out,
                monotonic=lambda: float(next(ticks)),
            )  # fmt: skip
        finally:
            os.close(write)
    assert code == 0
    text = out.getvalue()
    assert text.count("Der Computer spielt für Sitz 0 (Du)") == 16
    assert "\nEndstand\n" in text
