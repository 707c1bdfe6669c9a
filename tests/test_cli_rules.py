"""House rules on the command line: ``--rule NAME=VALUE`` read from the ``Rules`` fields."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.cli import main
from kartenregeln.cli.rules import RuleError, build_rules, describe_options


@pytest.mark.parametrize(("game", "cls"), [("schafkopf", sk.Rules), ("schapa", sp.Rules)])
def test_every_rules_field_is_an_option(game: str, cls: type) -> None:
    """The options come from the Rules class itself: every field is listed (players has
    its own --players), so an option the library adds is on the command line at once."""
    listed = [line.split("=")[0] for line in describe_options(game)]
    names = [f.name for f in attrs.fields(cls) if f.name != "players"]
    assert listed == names


def test_rule_help_lists_the_options_and_presets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--rule", "help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Die Hausregeln (schafkopf), --rule NAME=VALUE:\n")
    assert "  klopfen=yes|no (default no)\n" in out
    assert "  tariff=rufspiel,solo,extra,extra_laufende,ramsch" in out
    assert "  durchmarsch_min_augen=a number|none (default none)\n" in out
    presets = "speed, sauspiel, netschafkopf, schafkopfordnung"
    assert out.endswith(f"--rules PRESET[,OPTIONS]: the presets are {presets}\n")
    assert main(["play", "schapa", "--rule", "help", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The house rules (schapa), --rule NAME=VALUE:\n")
    assert "  rounds=a comma list of numbers or empty (default 1,2,3,4,5,6,7,8)\n" in out
    assert "--rules" not in out


def test_values_by_type() -> None:
    rules = build_rules(
        "schafkopf",
        [
            "klopfen=ja", "kontra=nein", "all_pass=THROW_IN", "schneider=standard",
            "tariff=20,50,10", "tariff.ramsch=none", "laufende_min.wenz=none",
            "laufende-min.geier=3", "solo_order=wenz,farbsolo", "durchmarsch_min_augen=91",
        ],
    )  # fmt: skip
    assert rules == sk.Rules(
        klopfen=True, kontra=False, all_pass=sk.AllPass.THROW_IN,
        schneider=sk.Schneider.STANDARD, tariff=sk.Tariff(20, 50, 10),
        laufende_min=sk.LaufendeMin(wenz=None, geier=3), solo_order=("wenz", "farbsolo"),
        durchmarsch_min_augen=91,
    )  # fmt: skip
    assert build_rules("schafkopf", ["solo_order="]) == sk.Rules(solo_order=())
    schapa = build_rules("schapa", ["rounds=7, 1", "play_out=on"], players=5)
    assert schapa == sp.Rules(players=5, rounds=(7, 1), play_out=True)


def test_rules_text_first_then_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    rules = build_rules("schafkopf", ["klopfen=no"], base=sk.Rules.sauspiel())
    assert rules == sk.Rules.sauspiel(klopfen=False)
    args = ["simulate", "--rules", "sauspiel", "--rule", "tariff.solo=60", "--rule",
            "klopfen=no", "--bots", "random,random,random,random", "--no-progress"]  # fmt: skip
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Tarif: Rufspiel 20, Solo 60, Schneider und Schwarz je 10" in out


@pytest.mark.parametrize(
    ("item", "words"),
    [
        ("klopfen", "write NAME=VALUE, e.g. klopfen=yes"),
        ("foo=1", "no such option; the options are tariff, klopfen,"),
        ("players=5", "use --players"),
        ("tariff.x=1", "tariff has no part 'x'"),
        ("klopfen.x=1", "klopfen has no part 'x'"),
        ("tariff=" + ",".join("1" * 20), "parts: rufspiel,solo,extra,extra_laufende,ramsch"),
        ("tariff.solo=-1", "tariff.solo must be an int >= 0, not -1"),
        ("tariff.solo=lots", "tariff.solo is a number"),
        ("tariff.solo=" + "9" * 5000, "tariff.solo is a number"),
        ("schneider=never", "schneider is one of losers_thirty|standard"),
        ("durchmarsch_min_augen=50", "must be None or 61..120, not 50"),
        ("solo_order=wenz,skat", "solo_order: unknown game 'skat'"),
    ],
)
def test_bad_rules_are_refused_with_the_reason(item: str, words: str) -> None:
    with pytest.raises(RuleError) as info:
        build_rules("schafkopf", [item])
    assert str(info.value).startswith(f"--rule {item}: ")
    assert words in str(info.value)


def test_schapa_rules_refused_with_the_reason() -> None:
    with pytest.raises(RuleError, match="rounds holds 9"):
        build_rules("schapa", ["rounds=1,9"], players=4)
    with pytest.raises(RuleError, match="Schapa is played by 3 to 6 players"):
        build_rules("schapa", [], players=7)


@settings(max_examples=60, deadline=None)
@given(
    name=st.sampled_from([f.name for f in attrs.fields(sk.Rules)] + ["tariff.solo", "x", ""]),
    value=st.text(max_size=30),
)
def test_any_text_gives_rules_or_a_rule_error(name: str, value: str) -> None:
    """Whatever is typed after --rule: valid Rules or a RuleError, never anything else."""
    result: object
    try:
        result = build_rules("schafkopf", [f"{name}={value}"])
    except RuleError as exc:
        result = str(exc)
    if isinstance(result, str):
        assert result.startswith(f"--rule {name}={value}: ")
    else:
        assert isinstance(result, sk.Rules)


@settings(max_examples=40, deadline=None)
@given(st.tuples(*(st.integers(0, 10**6) for _ in range(3))), st.booleans(), st.booleans())
def test_round_trip_of_tariffs_and_switches(
    prices: tuple[int, int, int], klopfen: bool, geier: bool
) -> None:
    items = [
        "tariff=" + ",".join(map(str, prices)),
        f"klopfen={'yes' if klopfen else 'no'}",
        f"geier={'ja' if geier else 'nein'}",
    ]
    rules = build_rules("schafkopf", items)
    assert rules == sk.Rules(tariff=sk.Tariff(*prices), klopfen=klopfen, geier=geier)
