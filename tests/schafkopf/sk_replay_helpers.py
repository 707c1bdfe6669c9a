"""Replaying the recorded deals of tests/data/schafkopf through the public API."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kartenregeln import schafkopf as sk

DATA = Path(__file__).resolve().parent.parent / "data" / "schafkopf"


def load(name: str) -> dict[str, Any]:
    with (DATA / name).open(encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def contract_text(game: dict[str, Any]) -> str:
    kind = game["kind"]
    text = {
        "rufspiel": "rufspiel {suit}",
        "farbsolo": "solo {suit}",
        "farbwenz": "farbwenz {suit}",
        "farbgeier": "farbgeier {suit}",
    }.get(kind, kind)
    text = str(text).format(suit=game["suit"])
    return "tout " + text if game["tout"] else text


def rules_for_sauspiel(deal: dict[str, Any]) -> sk.Rules:
    if "tariff" in deal:
        t = deal["tariff"]
        tariff = sk.Tariff(
            rufspiel=20,
            solo=t["solo"],
            extra=t["extra_schneider_schwarz"],
            extra_laufende=t["extra_laufende"],
        )
        return sk.Rules.sauspiel(tariff=tariff, farbwenz=True)
    return sk.Rules.sauspiel(farbwenz=True)


def rules_for_netschafkopf(deal: dict[str, Any]) -> sk.Rules:
    t = deal["tariff"]
    lf = deal["laufende_from"]
    if lf is None:
        laufende = sk.LaufendeMin(
            rufspiel=None, farbsolo=None, wenz=None, geier=None, farbwenz=None, farbgeier=None
        )
    else:
        laufende = sk.LaufendeMin(**lf)
    return sk.Rules.netschafkopf(
        tariff=sk.Tariff(
            rufspiel=t["rufspiel"], solo=t["solo"], extra=t["extra"], ramsch=t["ramsch"]
        ),
        laufende_min=laufende,
    )


def replay(deal: dict[str, Any], rules: sk.Rules) -> sk.GameState:
    """Start from the hands, bid so that the recorded game is played, play the cards."""
    state = sk.GameState.start(
        rules, dealer=deal["dealer"], hands=[" ".join(h) for h in deal["hands"]]
    )
    game = deal["game"]
    vorhand = (deal["dealer"] + 1) % 4
    order = [(vorhand + k) % 4 for k in range(4)]
    klopfer = set(deal["klopfer"]) if "klopfer" in deal else set(order[: deal["doublings"]])
    if rules.klopfen:
        for seat in order:
            assert state.to_move == seat
            state = state.apply("klopfen" if seat in klopfer else "weiter")
    declarer = game["declarer"]
    for seat in order:
        state = state.apply("spiele" if seat == declarer else "weiter")
    if declarer is not None:
        state = state.apply(contract_text(game))
    if "kontra" in deal:
        kontra, re = deal["kontra"], deal["re"]
    else:
        stoss = deal["stoss"]
        kontra = re = None
        if stoss:
            opponents = [s for s in order if s != declarer and s != state.partner]
            kontra = opponents[0]
        if stoss >= 2:
            re = declarer
    while state.phase is sk.Phase.KONTRA:
        state = state.apply("kontra" if state.to_move == kontra else "gut")
    if state.phase is sk.Phase.RE:
        state = state.apply("re" if re is not None else "gut")
    for trick in deal["tricks"]:
        assert state.to_move == trick["leader"], (state.to_move, trick)
        for card in trick["cards"]:
            state = state.apply(card)
    return state
