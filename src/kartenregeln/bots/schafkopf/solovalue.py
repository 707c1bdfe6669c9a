"""What a hand brings as a Solo, Wenz or Geier, from a table computed offline.

``benchmarks/bid_table.py`` deals a million hands, lets each one declare a game of the
Solo class against three random hands, plays the first two tricks with ``HeuristicBot``
(the opponents saying Kontra as it does) and solves the rest exactly with the compiled
solver, and fits one model per kind of game to the declarer's money: a linear part over
the hand's features (``FEATURES``) and a table of corrections by the hand's shape
(``cell``: the number of trumps, of top trumps, the Laufende, the side Säue and Zehner,
the free suits, the lead). The models ship as package data (``solo_values.json``); a
value is a dot product and one look-up, a few microseconds, so the bidding can rate
every Solo-class game on offer without playing a single world.

A value is in Solo prices: the declarer's balance divided by the tariff's ``solo`` (a
plain Solo won is +3.0, lost -3.0; Kontra, Schneider, Schwarz and Laufende change it as
they do at the table). The models were fitted under one set of rules (the Sauspiel
preset, 20/50/10, without Klopfen, Tout and Sie); under others the value scales with the
Solo price and is an estimate.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping, Sequence
from importlib import resources
from types import MappingProxyType
from typing import Final

import attrs

from kartenregeln.cards import Card, Rank, Suit
from kartenregeln.schafkopf.contracts import AUGEN, Contract, table_for
from kartenregeln.schafkopf.rules import GameKind

__all__ = ["FEATURES", "SoloModel", "cell", "family", "features", "models", "solo_value"]

FEATURES: Final = (
    "bias",
    "trumps<=3",
    "trumps=4",
    "trumps=5",
    "trumps=6",
    "trumps>=7",
    "top",
    "laufende",
    "trump_augen",
    "side_sau",
    "side_zehn_with_sau",
    "side_zehn_bare",
    "side_small",
    "free_suits",
    "vorhand",
)
"""The names of the features, in the order of ``features`` and of a model's weights:
the number of trumps (one-hot), the top trumps held (Ober in a Farbsolo, Unter in a
Wenz, Ober in a Geier: the first four of the trump order), the Laufende from the top
(up to 4), the trumps' Augen / 10, the side Säue, the side Zehner with (and without)
their Sau, the other side cards, the side suits held not at all, and whether the hand
leads the first trick."""

_PLAIN = (Suit.EICHEL, Suit.GRAS, Suit.HERZ, Suit.SCHELLEN)
_SAU = {s: Card(s, Rank.SAU).bit for s in _PLAIN}
_ZEHN = {s: Card(s, Rank.ZEHN).bit for s in _PLAIN}


def family(game: Contract) -> str | None:
    """The model a game uses: ``farbsolo``, ``wenz`` or ``geier`` (Farbwenz and
    Farbgeier with them), else None (a Tout, Rufspiel, Bettel, Ramsch or Sie)."""
    kind = game.kind
    if game.tout:
        return None
    if kind is GameKind.FARBSOLO:
        return "farbsolo"
    if kind in (GameKind.WENZ, GameKind.FARBWENZ):
        return "wenz"
    if kind in (GameKind.GEIER, GameKind.FARBGEIER):
        return "geier"
    return None


def features(game: Contract, hand: int, *, vorhand: bool) -> tuple[float, ...]:
    """The features of ``hand`` (a card mask) for ``game``, in the order of
    ``FEATURES``."""
    tab = table_for(game)
    trumps = hand & tab.trump_mask
    n = trumps.bit_count()
    order = tab.trumps
    top = sum(1 for i in order[:4] if trumps >> i & 1)
    lauf = 0
    for i in order:
        if not trumps >> i & 1 or lauf == 4:
            break
        lauf += 1
    trump_augen = sum(AUGEN[i] for i in order if trumps >> i & 1) / 10
    sau = zehn_with = zehn_bare = small = free = 0
    for suit in _PLAIN:
        plain = hand & tab.class_mask[int(suit)]
        if not tab.class_mask[int(suit)]:
            continue  # the trump suit of a Farbsolo
        if not plain:
            free += 1
            continue
        has_sau = bool(plain & _SAU[suit])
        has_zehn = bool(plain & _ZEHN[suit])
        sau += has_sau
        zehn_with += has_sau and has_zehn
        zehn_bare += has_zehn and not has_sau
        small += plain.bit_count() - has_sau - has_zehn
    return (
        1.0,
        float(n <= 3),
        float(n == 4),
        float(n == 5),
        float(n == 6),
        float(n >= 7),
        float(top),
        float(lauf),
        trump_augen,
        float(sau),
        float(zehn_with),
        float(zehn_bare),
        float(small),
        float(free),
        float(vorhand),
    )


def cell(feats: Sequence[float]) -> str:
    """The hand's shape, the key of a model's table of corrections: the number of trumps
    (3 or fewer, 4, 5, 6, 7 or more: 0 to 4), the top trumps, the Laufende, the side Säue,
    the side Zehner with their Sau, the free suits and the lead (``FEATURES``)."""
    trumps = max(range(5), key=lambda k: feats[1 + k])
    return ",".join(
        str(int(v)) for v in (trumps, feats[6], feats[7], feats[9], feats[10], feats[13], feats[14])
    )


@attrs.frozen
class SoloModel:
    """One kind's model: ``weights`` for ``FEATURES`` and ``cells``, the corrections by
    ``cell`` (shrunk toward 0 where few deals fell in), fitted over ``samples`` deals,
    with the root mean square error ``rmse`` of one deal's value (in Solo prices)."""

    weights: tuple[float, ...]
    cells: Mapping[str, float]
    samples: int
    rmse: float

    def value(self, feats: Sequence[float]) -> float:
        """The expected value in Solo prices for a hand with these features."""
        linear = sum(w * f for w, f in zip(self.weights, feats, strict=True))
        return linear + self.cells.get(cell(feats), 0.0)


@functools.cache
def models() -> Mapping[str, SoloModel]:
    """The models shipped with the package, by ``family``."""
    text = resources.files("kartenregeln.bots.schafkopf").joinpath("solo_values.json")
    data = json.loads(text.read_text(encoding="utf-8"))
    if tuple(data["features"]) != FEATURES:  # pragma: no cover - a stale data file
        raise RuntimeError("solo_values.json was made for other features: run bid_table.py")
    return MappingProxyType(
        {
            name: SoloModel(
                tuple(float(w) for w in m["weights"]),
                MappingProxyType({k: float(v) for k, v in m["cells"].items()}),
                int(m["samples"]),
                float(m["rmse"]),
            )
            for name, m in data["models"].items()
        }
    )


def solo_value(game: Contract, hand: int, *, vorhand: bool) -> float | None:
    """The expected money of declaring ``game`` with ``hand``, in Solo prices (the
    declarer's balance divided by the tariff's Solo price), or None when the table has
    no model for that kind of game (a Rufspiel, Bettel, Ramsch or Sie). ``vorhand``:
    whether the hand leads the first trick.

    >>> from kartenregeln.cards import CardSet
    >>> strong = CardSet.parse("EO GO HO SO EU HA HZ EA").mask
    >>> weak = CardSet.parse("SO HU H7 E7 E8 G7 G8 S9").mask
    >>> herz = Contract(GameKind.FARBSOLO, Suit.HERZ)
    >>> solo_value(herz, strong, vorhand=True) > 2.0 > solo_value(herz, weak, vorhand=True)
    True
    """
    name = family(game)
    model = models().get(name) if name is not None else None
    if model is None:
        return None
    return model.value(features(game, hand, vorhand=vorhand))
