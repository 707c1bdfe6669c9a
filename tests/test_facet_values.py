"""Facets get plain values and protocols, never their caller's objects: the command's
options as a ``CommandOptions``, the lobby's form as a mapping; they answer with values or
a ``ValueError`` that the caller turns into its own error."""

from __future__ import annotations

import inspect

import pytest

import kartenregeln
from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cli import main
from kartenregeln.facets import CommandOptions, FrontendFacet, pick
from kartenregeln.web.settings import SettingsError, check_settings


def test_the_frontend_contract_takes_no_callback_of_its_caller() -> None:
    for name in ("cli_rules", "web_settings", "web_rules"):
        hints = dict(getattr(FrontendFacet, name).__annotations__)  # as written
        hints.pop("return")
        assert all("Callable" not in str(h) for h in hints.values()), (name, hints)
        for game in kartenregeln.games():
            function = getattr(game.facet("frontend"), name)
            assert len(inspect.signature(function).parameters) == 1, (game.name, name)


def test_cli_rules_read_the_options_and_refuse_another_games() -> None:
    schafkopf = kartenregeln.get_game("schafkopf").facet("frontend")
    schapa = kartenregeln.get_game("schapa").facet("frontend")
    assert schafkopf.cli_rules(CommandOptions()) == (sk.Rules(), 8)
    assert schafkopf.cli_rules(CommandOptions(rules="klopfen", games=16)) == (
        sk.Rules(klopfen=True),
        16,
    )
    assert schapa.cli_rules(CommandOptions(players=5, rounds=(7, 1))) == (
        sp.Rules(players=5, rounds=(7, 1)),
        8,
    )
    with pytest.raises(ValueError, match="--rounds is for Schapa"):
        schafkopf.cli_rules(CommandOptions(rounds=(1,)))
    with pytest.raises(ValueError, match="--games 7: a Schafkopf match of 4 players"):
        schafkopf.cli_rules(CommandOptions(games=7))
    with pytest.raises(ValueError, match="--games is for Schafkopf"):
        schapa.cli_rules(CommandOptions(games=8))
    with pytest.raises(ValueError, match="players"):
        schapa.cli_rules(CommandOptions(players=9))


def test_the_command_line_turns_a_facets_refusal_into_a_usage_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["simulate", "--game", "schapa", "--games", "8", "--matches", "1"])
    assert code == 2
    assert "--games is for Schafkopf; Schapa has --rounds" in capsys.readouterr().err


def test_web_settings_refuse_with_a_plain_error_the_web_names() -> None:
    schapa = kartenregeln.get_game("schapa").facet("frontend")
    with pytest.raises(ValueError, match="rounds is a list"):
        schapa.web_settings({"rounds": "7"})
    with pytest.raises(SettingsError, match="players must be one of 3, 4, 5, 6, not 9"):
        check_settings({"game": "schapa", "players": 9})
    with pytest.raises(SettingsError, match="rounds is a list"):
        check_settings({"game": "schapa", "rounds": "7"})
    assert check_settings({"game": "schafkopf", "players": 3})["players"] == 3


def test_pick_takes_one_of_the_allowed_values_only() -> None:
    assert pick({}, "players", 4, (3, 4)) == 4
    assert pick({"players": 3}, "players", 4, (3, 4)) == 3
    with pytest.raises(ValueError, match="players must be one of 1, 3, 4, not True"):
        pick({"players": True}, "players", 4, (1, 3, 4))  # a bool is no number
    with pytest.raises(ValueError, match="open must be one of True, False, not 1"):
        pick({"open": 1}, "open", False, (True, False))
