"""The command line plays Schafkopf zu dritt."""

from __future__ import annotations

from cli_run import run


def test_the_command_line_plays_three() -> None:
    result = run(
        "simulate", "--players", "3", "--bots", "random,heuristic,random", "--matches", "1",
        "--games", "12", "--no-progress", "--lang", "en",
    )  # fmt: skip
    assert result.code == 0, result.err
    assert "12 games" in result.out
    assert "seat 2" in result.out or "2 " in result.out
    text = run(
        "simulate", "--rules", "sauspiel, players=3, deck=short", "--bots",
        "random,random,random", "--matches", "1", "--no-progress", "--lang", "en",
    )  # fmt: skip
    assert text.code == 0, text.err


def test_players_three_keeps_the_long_deck_of_the_rules() -> None:
    """``--players 3`` plays the short deck, unless ``--rules`` names three players with
    the long deck (ten cards each and a Skat)."""
    from kartenregeln import schafkopf as sk
    from kartenregeln.facets import CommandOptions
    from kartenregeln.schafkopf._frontend import cli_rules

    def rules_of(players: int | None, rules: sk.Rules | None) -> sk.Rules:
        return cli_rules(CommandOptions(players=players, rules=rules))[0]

    assert rules_of(3, None).deck is sk.Deck.SHORT
    assert rules_of(3, sk.Rules(klopfen=True)).deck is sk.Deck.SHORT
    assert rules_of(3, sk.Rules(players=3)) == sk.Rules(players=3, deck=sk.Deck.LONG)
    assert rules_of(None, sk.Rules.parse("players=3")).hand_size == 10
    result = run(
        "simulate", "--rules", "players=3", "--players", "3", "--bots", "random,random,random",
        "--matches", "1", "--no-progress", "--lang", "en",
    )  # fmt: skip
    assert result.code == 0, result.err
