"""The words of the command line in German and English (internal to the CLI).

One line per game, as a player reads it: who played what with whom, won or lost, the
party's Augen, Schneider, Schwarz, the Laufende and the doublings; and the money each seat
won or paid. ``simulate``, ``play`` and ``score`` all use these, so the three say the same
thing the same way.

>>> from kartenregeln import schafkopf as sk
>>> print(money((2, -2, 2, -2), "de"))
Sitz 0 +2, Sitz 1 -2, Sitz 2 +2, Sitz 3 -2
>>> print(plural(1, "Stich", "Stiche"), plural(3, "trick", "tricks"))
1 Stich 3 tricks
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from kartenregeln import schafkopf as sk
from kartenregeln import schapa as sp
from kartenregeln.game import SettlementLine
from kartenregeln.messages import params, translate

__all__ = [
    "Lang",
    "bot_name",
    "breakdown_line",
    "game_line",
    "money",
    "plural",
    "round_line",
    "seat_word",
    "tariff_text",
]

Lang = Literal["de", "en"]
Who = Callable[[int], str]


def seat_word(lang: str) -> str:
    """``Sitz`` or ``seat``."""
    return "Sitz" if lang == "de" else "seat"


def _plain_who(lang: str) -> Who:
    word = seat_word(lang)
    return lambda s: f"{word} {s}"


def plural(n: int, one: str, many: str) -> str:
    """``1 Stich``, ``2 Stiche``."""
    return f"{n} {one if n == 1 else many}"


def money(values: Sequence[int], lang: str, who: Who | None = None) -> str:
    """The signed amount of each seat: ``Sitz 0 +2, Sitz 1 -2, …``."""
    who = who or _plain_who(lang)
    return ", ".join(f"{who(s)} {v:+d}" for s, v in enumerate(values))


_BOTS = {
    "de": {"random": "Zufall", "heuristic": "Heuristik", "search": "Suche"},
    "en": {"random": "random", "heuristic": "heuristic", "search": "search"},
}


def bot_name(bot: str, samples: int, lang: str) -> str:
    """``Suche (8 Stichproben)``, ``Heuristik``; an outside program by its command."""
    if bot not in _BOTS["en"]:
        command = bot.partition(":")[2] or bot
        return f"Programm {command}" if lang == "de" else f"engine {command}"
    name = _BOTS["de" if lang == "de" else "en"][bot]
    if bot == "search":
        name += f" ({samples} Stichproben)" if lang == "de" else f" ({samples} samples)"
    return name


def tariff_text(rules: sk.Rules, lang: str) -> str:
    """The prices of a Schafkopf table, in the unit of the money lines.

    >>> from kartenregeln import schafkopf as sk
    >>> tariff_text(sk.Rules(tariff=sk.Tariff(20, 50, 10, ramsch=30)), "en")
    'tariff: Rufspiel 20, Solo 50, Schneider and Schwarz 10 each, each Laufender 10, Ramsch 30'
    """
    t = rules.tariff
    de = lang == "de"
    parts = [
        f"Rufspiel {t.rufspiel}",
        f"Solo {t.solo}",
        f"Schneider und Schwarz je {t.extra}" if de else f"Schneider and Schwarz {t.extra} each",
        f"Laufender je {t.laufender}" if de else f"each Laufender {t.laufender}",
    ]
    if t.ramsch_price != t.rufspiel:
        parts.append(f"Ramsch {t.ramsch_price}")
    return ("Tarif: " if de else "tariff: ") + ", ".join(parts)


def _doublings(result: sk.Settlement, lang: str, who: Who) -> list[str]:
    """``Sitz 1 klopft``, ``Kontra von Sitz 2``, ``Re von Sitz 0``."""
    out = []
    for line in result.breakdown:
        if line.code in ("klopfer", "kontra", "re") and line.seat is not None:
            if line.code == "klopfer":
                out.append(f"{who(line.seat)} {'klopft' if lang == 'de' else 'knocks'}")
            else:
                out.append(f"{line.label} {'von' if lang == 'de' else 'by'} {who(line.seat)}")
    return out


def game_line(
    result: sk.Settlement, lang: str, face: str = "bavarian", who: Who | None = None
) -> str:
    """One Schafkopf game in a line: the declarer, the game, won or lost, with whom, the
    party's Augen and what the value was made of.

    >>> from kartenregeln import schafkopf as sk
    >>> r = sk.Settlement(scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), thrown_in=True)
    >>> game_line(r, "de"), game_line(r, "en")
    ('Alle sagen weiter: zusammengeworfen', 'All pass: thrown in')
    """
    de = lang == "de"
    who = who or _plain_who(lang)
    if result.thrown_in or result.game is None:
        return "Alle sagen weiter: zusammengeworfen" if de else "All pass: thrown in"
    facts: list[str] = []
    if result.game.kind is sk.GameKind.RAMSCH:
        if result.durchmarsch is not None:
            by = "von" if de else "by"
            head = f"Ramsch: Durchmarsch {by} {who(result.durchmarsch)}"
        else:
            assert result.ramsch_loser is not None
            augen = result.augen[result.ramsch_loser]
            if de:
                head = f"Ramsch: {who(result.ramsch_loser)} verliert mit {augen} Augen"
            else:
                head = f"Ramsch: {who(result.ramsch_loser)} loses with {augen} Augen"
        for s in result.jungfrauen:
            facts.append(f"Jungfrau: {who(s)}" if de else f"Jungfrau (no trick): {who(s)}")
        facts += _doublings(result, lang, who)
        return head + (", " + ", ".join(facts) if facts else "")
    assert result.declarer is not None
    name = result.game.name(lang, face)
    won = result.declarer in result.winners
    if de:
        head = f"{who(result.declarer)} {'gewinnt' if won else 'verliert'} {name}"
        if result.partner is not None:
            head += f" mit {who(result.partner)}"
    else:
        head = f"{who(result.declarer)} {'wins' if won else 'loses'} the {name}"
        if result.partner is not None:
            head += f" with {who(result.partner)}"
    if result.party_augen is not None and result.game.kind is not sk.GameKind.SIE:
        mine, theirs = result.party_augen
        if de:
            facts.append(f"Spieler {mine} Augen, Gegner {theirs}")
        else:
            facts.append(f"declarers {mine} Augen, opponents {theirs}")
    if result.schwarz:
        facts.append("Schwarz")
    elif result.schneider:
        facts.append("Schneider")
    if result.laufende_paid:
        n = result.laufende_paid
        if de:
            facts.append(f"mit {n} Laufenden" if result.laufende_mit else f"ohne {n} Laufende")
        else:
            facts.append(f"{'with' if result.laufende_mit else 'without'} {n} Laufende")
    facts += _doublings(result, lang, who)
    return head + ": " + ", ".join(facts) if facts else head


def round_line(result: sp.RoundSettlement, lang: str, who: Who | None = None) -> str:
    """One Schapa round in a line: its number and name and the facts behind the scores
    (the tricks each seat took, or the order the seats went out in the Domino).

    >>> from kartenregeln import schapa as sp
    >>> r = sp.RoundSettlement(scores=(5, 10, 0), round=1, tricks_won=(1, 2, 0))
    >>> round_line(r, "de")
    'Runde 1 (Stiche): Stiche: Sitz 0 1, Sitz 1 2, Sitz 2 0'
    """
    de = lang == "de"
    who = who or _plain_who(lang)
    name = sp.ROUNDS[result.round].name(lang)  # type: ignore[arg-type]
    head = f"{'Runde' if de else 'round'} {result.round} ({name})"
    if result.finishing_order:
        order = ", ".join(who(s) for s in result.finishing_order)
        return f"{head}: {'fertig in der Reihenfolge' if de else 'out in this order'} {order}"
    tricks = ", ".join(f"{who(s)} {n}" for s, n in enumerate(result.tricks_won))
    text = f"{head}: {'Stiche' if de else 'tricks'}: {tricks}"
    if result.ended_early:
        text += ", vorzeitig zu Ende" if de else ", ended early"
    return text


def _label(line: SettlementLine, lang: str) -> str:
    """The label in ``lang`` ([`kartenregeln.messages`][kartenregeln.messages]), with the
    singular of one trick ("1 trick at +5", not "1 tricks at +5")."""
    found = params(line.label)
    if line.code == "tricks" and found.get("n") == "1":
        word = "Stich zu" if lang == "de" else "trick at"
        return f"1 {word} {found['points']}"
    return translate(line.label, lang)


def breakdown_line(line: SettlementLine, lang: str, who: Who | None = None) -> str:
    """One labelled line of an Abrechnung, in the language, naming its seat.

    >>> from kartenregeln.game import SettlementLine
    >>> breakdown_line(SettlementLine("1 tricks at +5", 5, False, 2), "de")
    'Sitz 2: 1 Stich zu +5: +5'
    >>> breakdown_line(SettlementLine("Kontra", 2, True, 1), "en")
    'seat 1: Kontra: ×2'
    """
    who = who or _plain_who(lang)
    amount = f"×{line.value}" if line.factor else f"{line.value:+d}"
    text = f"{_label(line, lang)}: {amount}"
    return text if line.seat is None else f"{who(line.seat)}: {text}"


def settlement_money(result: Any) -> tuple[int, ...]:
    """The signed money of a settlement: Schafkopf's ``balance``, Schapa's ``scores``."""
    return tuple(getattr(result, "balance", result.scores))
