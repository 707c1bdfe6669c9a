"""What the frontends say of Schafkopf: the names of its calls, the key legend, the line
that sums up one game, the head of a deal and the lines a move makes.

The shared narration ([`kartenregeln.narration`][kartenregeln.narration]) finds this module
through the descriptor (``get_game("schafkopf").facet("narration")``). The functions that
take a ``teller`` get the narrator that tells the game
([`kartenregeln.session.Narrator`][kartenregeln.session.Narrator]): its words
(``teller.t``), its language and card faces, and how it names seats and cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from kartenregeln.cards import Card
from kartenregeln.narration import Who, plain_who
from kartenregeln.schafkopf.actions import Announce, Klopfen, Kontra, Play, Re
from kartenregeln.schafkopf.describe import describe
from kartenregeln.schafkopf.display import display_order
from kartenregeln.schafkopf.rules import GameKind, Rules
from kartenregeln.schafkopf.scoring import Settlement

__all__ = [
    "FACES",
    "NO",
    "TEXT",
    "WORDS",
    "YES",
    "action_line",
    "action_sentence",
    "choice_name",
    "deal_head",
    "game_key",
    "game_line",
    "hand",
    "move_lines",
    "play",
    "prompt_lines",
    "result_details",
    "result_line",
    "rules_line",
    "standing_lines",
    "taken_line",
    "tariff_text",
    "trick_leader",
    "trick_points",
]

FACES: Final = ("bavarian", "french")
"""The card faces a frontend may show, the usual one first."""

TEXT: Final[dict[str, dict[str, str]]] = {
    "de": {
        "taken": "Augen bisher",
        "yes_no": "J Ich spiele/Klopfen/Kontra/Re, N Weiter/Gut, ",
        "examples": "'rufspiel gras', 'solo herz', 'wenz', 'kontra' oder eine Karte wie EO",
        "deal": "Spiel",
        "deals": "Spielen",
    },
    "en": {
        "taken": "Augen so far",
        "yes_no": "J I play/Klopfen/Kontra/Re, N pass/Gut, ",
        "examples": "'rufspiel gras', 'solo herz', 'wenz', 'kontra' or a card such as EO",
        "deal": "game",
        "deals": "games",
    },
}
"""The words of a Schafkopf table that the shared ``TEXT`` leaves to the game."""

WORDS: Final[dict[str, dict[str, str]]] = {
    "de": {"spiele": "Ich spiele", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
           "weiter": "Weiter", "gut": "Gut"},
    "en": {"spiele": "I play", "klopfen": "Klopfen", "kontra": "Kontra", "re": "Re",
           "weiter": "Pass", "gut": "Gut"},
}  # fmt: skip
"""The calls that are no card, by their notation."""

YES: Final = ("spiele", "klopfen", "kontra", "re")
"""The calls the J key makes."""
NO: Final = ("weiter", "gut")
"""The calls the N key makes."""


def tariff_text(rules: Rules, lang: str) -> str:
    """The prices of a Schafkopf table, in the unit of the money lines.

    >>> from kartenregeln import schafkopf as sk
    >>> tariff_text(Rules(tariff=sk.Tariff(20, 50, 10, ramsch=30)), "en")
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


def _doublings(result: Settlement, lang: str, who: Who) -> list[str]:
    """``Sitz 1 klopft``, ``Kontra von Sitz 2``, ``Re von Sitz 0``."""
    out = []
    for line in result.breakdown:
        if line.code in ("klopfer", "kontra", "re") and line.seat is not None:
            if line.code == "klopfer":
                out.append(f"{who(line.seat)} {'klopft' if lang == 'de' else 'knocks'}")
            else:
                out.append(f"{line.label} {'von' if lang == 'de' else 'by'} {who(line.seat)}")
    return out


def game_line(result: Settlement, lang: str, face: str = "bavarian", who: Who | None = None) -> str:
    """One Schafkopf game in a line: the declarer, the game, won or lost, with whom, the
    party's Augen and what the value was made of.

    >>> from kartenregeln import schafkopf as sk
    >>> r = Settlement(scores=(0, 0, 0, 0), balance=(0, 0, 0, 0), thrown_in=True)
    >>> game_line(r, "de"), game_line(r, "en")
    ('Alle sagen weiter: zusammengeworfen', 'All pass: thrown in')
    """
    de = lang == "de"
    who = who or plain_who(lang)
    if result.thrown_in or result.game is None:
        return "Alle sagen weiter: zusammengeworfen" if de else "All pass: thrown in"
    facts: list[str] = []
    if result.game.kind is GameKind.RAMSCH:
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
        verb = "gewinnt" if won else "verliert"
        head = " ".join(w for w in (who(result.declarer), verb, result.game.article(), name) if w)
        if result.partner is not None:
            head += f" mit {who(result.partner)}"
    else:
        head = f"{who(result.declarer)} {'wins' if won else 'loses'} the {name}"
        if result.partner is not None:
            head += f" with {who(result.partner)}"
    if result.party_augen is not None and result.game.kind is not GameKind.SIE:
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


def result_line(result: Settlement, number: int, lang: str, face: str | None, who: Who) -> str:
    """``Spiel 3: Sitz 1 gewinnt das Rufspiel …``."""
    word = "Spiel" if lang == "de" else "game"
    return f"{word} {number}: {game_line(result, lang, face or FACES[0], who)}"


def result_details(result: Settlement, teller: Any) -> list[str]:
    """The Augen each seat took, after the line of a game that was played."""
    if result.game is None:
        return []
    augen = ", ".join(f"{teller.who(s)} {a}" for s, a in enumerate(result.augen))
    return [f"  Augen: {augen}"]


def deal_head(state: Any, number: int, total: int, teller: Any) -> str:
    """``Spiel 3 von 8``."""
    t = teller.t
    return f"{t['game']} {number} {t['of']} {total}"


def hand(view: Any, state: Any) -> list[Any]:
    """The hand in the order a player holds it in the game being played."""
    return list(display_order(view.hand, state.game))


def play(card: Any) -> Play:
    """The action that plays ``card``."""
    return Play(card)


def trick_points(trick: Any) -> int | None:
    """The Augen in a finished trick."""
    augen: int = trick.augen
    return augen


def trick_leader(state: Any) -> int | None:
    """Who led the trick in progress."""
    leader: int | None = state.leader
    return leader


def prompt_lines(teller: Any) -> list[str]:
    """Nothing to show above the trick in Schafkopf."""
    return []


def action_line(action: Any, seat: int, lang: str, face: str, cards: str = "name") -> str:
    """``Sitz 2 spielt …``: one action in a sentence."""
    return describe(action, seat, lang, face, cards=cards)  # type: ignore[arg-type]


def action_sentence(action: Any, seat: int, lang: str, face: str, cards: str, who: str) -> str:
    """``Sitz 2 (Anna) sagt Kontra``: one action in a sentence, the seat named by ``who``."""
    return describe(action, seat, lang, face, cards=cards, who=lambda s: who)  # type: ignore[arg-type]


def move_lines(teller: Any, before: Any, after: Any, seat: int, action: Any) -> list[str]:
    """The lines one move makes: the move, a trick taken, the game once it is decided."""
    lines = [teller.action_line(seat, action)]
    if before is not None and len(after.tricks) > len(before.tricks):
        lines.append(teller.trick_line(after.tricks[-1], len(after.tricks)))
    announced = isinstance(action, Announce)
    if after.game is not None and not announced and (before is None or before.game is None):
        lines.append(game_text(teller, after))
    return lines


def game_text(teller: Any, state: Any) -> str:
    """Who plays which game (after the bidding)."""
    t = teller.t
    game = state.game
    assert game is not None
    name = game.name(teller.lang, teller.face)
    if state.declarer is None:
        return str(t["played"].format(game=name))
    return str(t["plays"].format(who=teller.who(state.declarer), game=name))


def game_key(teller: Any, head: str) -> str:
    """The S key: the game, the contract and the declarer (and the player's part in it)."""
    t = teller.t
    state = teller.state
    if state.game is None:
        return str(t["bidding"].format(head=head))
    text = f"{head}: {game_text(teller, state)}"
    extras = _doubling_words(state, teller.who, teller.lang)
    view = teller.seat_view()
    if state.declarer == teller.seat:
        extras.append(t["you_declarer"])
    elif getattr(view, "partner", None) == teller.seat:
        extras.append(t["you_partner"])
    return text + ("; " + ", ".join(extras) if extras else "")


def _doubling_words(state: Any, who: Who, lang: str) -> list[str]:
    """Klopfer, Kontra and Re said so far, as the bidding shows them."""
    out = []
    for seat, action in state.bids:
        if isinstance(action, Klopfen):
            out.append(f"{who(seat)} {'klopft' if lang == 'de' else 'knocks'}")
        elif isinstance(action, (Kontra, Re)):
            word = "Kontra" if isinstance(action, Kontra) else "Re"
            out.append(f"{word} {'von' if lang == 'de' else 'by'} {who(seat)}")
    return out


def standing_lines(teller: Any, match: Any) -> list[str]:
    """The places with the totals and the place bonus."""
    t = teller.t
    return [
        f"  {p.place}. {t['place']}: {teller.who(p.seat)} {p.total:+d}, {t['bonus']} {p.bonus}"
        for p in sorted(match.placements(), key=lambda p: (p.place, p.seat))
    ]


def rules_line(rules: Rules, lang: str) -> str:
    """What the money lines of a table of ``rules`` are made of (the tariff)."""
    return tariff_text(rules, lang)


def choice_name(action: Any, lang: str, face: str) -> str | None:
    """The name of a call that announces a game (``Rufspiel mit der Alten``), else None."""
    if isinstance(action, Announce):
        return str(action.game.name(lang, face))
    return None


def taken_line(view: Any, taken: Sequence[int], lang: str, who: Who) -> str:
    """What the A key tells: the Augen each party has taken (``taken`` per seat), as far
    as this seat knows the parties (a Rufspiel's partner only once it is known to it)."""
    de = lang == "de"
    seats = range(view.rules.players)
    if view.game is None or view.game.kind is GameKind.RAMSCH or view.declarer is None:
        return ", ".join(f"{who(s)} {taken[s]}" for s in seats)
    partner = view.partner
    if partner is None and view.game.kind is GameKind.RUFSPIEL and view.game.suit is not None:
        partner = view.seat if Card(view.game.suit, 14) in view.hand else None
    if view.game.kind is GameKind.RUFSPIEL and partner is None:
        unknown = " (Partner noch unbekannt)" if de else " (partner not known yet)"
        return f"{who(view.declarer)} {taken[view.declarer]}{unknown}, " + ", ".join(
            f"{who(s)} {taken[s]}" for s in seats if s != view.declarer
        )
    party = {view.declarer} if partner is None else {view.declarer, partner}
    ours = sum(taken[s] for s in party)
    names = (" und " if de else " and ").join(who(s) for s in sorted(party))
    head = "Spielerpartei" if de else "declarer's party"
    rest = "Gegenpartei" if de else "opponents"
    return f"{head} ({names}) {ours}, {rest} {sum(taken) - ours}"
