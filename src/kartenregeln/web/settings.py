"""What a new web table is made of: the lobby's form, checked, as plain JSON.

The settings are stored with the table and rebuild it (with its seed) on restart.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, TypeVar

from kartenregeln.facets import pick
from kartenregeln.messages import Message
from kartenregeln.registry import games, get_game
from kartenregeln.table import BEDENKZEIT, Player, Table
from kartenregeln.web.messages import refusal

if TYPE_CHECKING:
    from kartenregeln.game import Rules

__all__ = [
    "SCHAFKOPF_PRESETS",
    "SCHAPA_PRESETS",
    "STRENGTHS",
    "SettingsError",
    "build_table",
    "check_settings",
]

SCHAFKOPF_PRESETS = ("standard", "sauspiel")
"""Schafkopf rules: ``standard`` (the library's defaults: Ramsch when all pass) or
``sauspiel`` (tariff 20/50/10, Klopfen, throw-in when all pass)."""
SCHAPA_PRESETS = ("standard", "play_out", "one_card")
"""Schapa rules: ``standard``, ``play_out`` (rounds 3 and 4 to the last trick) or
``one_card`` (one card per turn in round 7)."""
T = TypeVar("T")

MAX_DELAY = 60
"""The longest a computer player may wait before it acts, in seconds."""
STRENGTHS = ("random", "heuristic", "search")
"""The computer players, weakest first."""


class SettingsError(ValueError):
    """A lobby form the server refuses; the message names the field."""


def _sentence(exc: ValueError) -> str:
    """The sentence of ``exc``: its [`Message`][kartenregeln.messages.Message] when it was
    raised with one (so the page words it from its key), else its text."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, Message) else str(exc)


def _pick(data: dict[str, Any], key: str, default: T, allowed: tuple[T, ...]) -> T:
    try:
        return pick(data, key, default, allowed)
    except ValueError as exc:
        raise SettingsError(_sentence(exc)) from None


def lobby_games(lang: str) -> list[dict[str, Any]]:
    """What the lobby's form offers per registered game, as the game describes it: its
    name and title, the seat counts, the rule presets, the match lengths per seat count
    (none: no ``games`` setting) and whether it plays numbered rounds (a ``rounds``
    setting)."""
    out = []
    for game in games():
        frontend = game.facet("frontend")
        lengths = {str(n): list(frontend.match_lengths(n)) for n in game.seats}
        out.append(
            {
                "name": game.name,
                "title": game.title(lang),
                "seats": list(game.seats),
                "presets": list(frontend.WEB_PRESETS),
                "lengths": {n: v for n, v in lengths.items() if v},
                "rounds": "records" in game.facets and game.facet("records").ROUNDS is not None,
            }
        )
    return out


def check_settings(data: object) -> dict[str, Any]:
    """The lobby's form as complete, checked settings (raises
    [`SettingsError`][kartenregeln.web.settings.SettingsError])."""
    if not isinstance(data, dict):
        raise SettingsError(refusal("web_settings_object"))
    known = {"game", "players", "preset", "rounds", "clock", "games", "seats", "standin", "seed",
             "computer_delay", "samples"}  # fmt: skip
    unknown = sorted(set(data) - known)
    if unknown:
        raise SettingsError(refusal("web_unknown_setting", name=repr(unknown[0])))
    names = tuple(g.name for g in games())
    game = _pick(data, "game", names[0], names)
    out: dict[str, Any] = {"game": game}
    try:
        out.update(get_game(game).facet("frontend").web_settings(data))
    except ValueError as exc:
        raise SettingsError(_sentence(exc)) from None
    out["clock"] = _pick(data, "clock", None, (None, *BEDENKZEIT))
    out["standin"] = _pick(data, "standin", "heuristic", STRENGTHS)
    seed = data.get("seed", None)
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise SettingsError(refusal("web_seed", value=repr(seed)))
    delay = data.get("computer_delay", 1.0)
    if (
        not isinstance(delay, (int, float))
        or isinstance(delay, bool)
        or not 0 <= delay <= MAX_DELAY
    ):
        raise SettingsError(refusal("web_delay", most=MAX_DELAY, value=repr(delay)))
    out["computer_delay"] = float(delay)
    if "samples" in data:  # the search players' worlds per card (default 8): their budget
        samples = data["samples"]
        if not isinstance(samples, int) or isinstance(samples, bool) or not 1 <= samples <= 48:
            raise SettingsError(refusal("web_samples", value=repr(samples)))
        out["samples"] = samples
    out["seed"] = random.SystemRandom().randrange(10**9) if seed is None else seed
    seats = data.get("seats", ["person"] + ["heuristic"] * (out["players"] - 1))
    if not isinstance(seats, list) or len(seats) != out["players"]:
        raise SettingsError(refusal("web_seats_list", n=out["players"]))
    for s in seats:
        if s != "person" and s not in STRENGTHS:
            raise SettingsError(
                refusal("web_seat_kind", strengths=", ".join(STRENGTHS), value=repr(s))
            )
    if "person" not in seats:
        raise SettingsError(refusal("web_needs_person"))
    out["seats"] = seats
    build_table(out, {})  # the rules check the rest (e.g. Schapa round numbers)
    return out


def rules_of(settings: dict[str, Any]) -> Rules:
    """The rules the settings name."""
    try:
        return get_game(settings["game"]).facet("frontend").web_rules(settings)
    except ValueError as exc:
        raise SettingsError(_sentence(exc)) from None


def build_table(settings: dict[str, Any], names: dict[int, str]) -> Table:
    """The table the settings describe, with the people's ``names`` by seat (a person seat
    nobody has taken yet is called ``Sitz N``)."""
    players = []
    for s, kind in enumerate(settings["seats"]):
        if kind == "person":
            players.append(Player.person(names.get(s, f"Sitz {s}")))
        else:
            players.append(Player.computer(f"Computer {s}", kind, settings.get("samples", 8)))
    return Table(
        settings["game"],
        players,
        rules=rules_of(settings),
        games=settings["games"],
        clock=settings["clock"],
        seed=settings["seed"],
        first_dealer=settings["players"] - 1,
        computer_delay=settings["computer_delay"],
    )
