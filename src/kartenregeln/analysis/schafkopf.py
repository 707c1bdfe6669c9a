"""The analysis of a Schafkopf game, card by card (see the package's description); a
game-named place of the shared analysis."""

from __future__ import annotations

import html
import itertools
import random
from collections.abc import Sequence
from typing import Any, Final

import attrs

from kartenregeln import schafkopf as sk
from kartenregeln.cards import Card

__all__ = ["Alternative", "Analysis", "Decision", "analyse"]


def _code(card: Card) -> str:
    from kartenregeln.schafkopf.contracts import card_code

    return card_code(card)


def _word(card: Card, lang: str) -> str:
    """A card in a sentence: its name in ``lang`` (codes are for the JSON only)."""
    from kartenregeln.names import long_name

    return long_name(card, "de" if lang == "de" else "en", "bavarian")


@attrs.frozen
class Alternative:
    """One legal card at a decision: its exact ``value`` for the seat to move (the seat's
    ``balance`` at the end with perfect play from there) and its ``loss`` against the
    best card (0 for the best)."""

    card: Card
    value: float
    loss: float

    def to_json(self) -> dict[str, Any]:
        """A plain dict: ``card`` (code), ``value``, ``loss``."""
        return {"card": _code(self.card), "value": _num(self.value), "loss": _num(self.loss)}


def _num(x: float) -> int | float:
    return int(x) if float(x).is_integer() else x


@attrs.frozen
class Decision:
    """One card played: in trick ``trick`` (1 for the first) at ``position`` (0 leads),
    by ``seat``; the card ``played``, the ``alternatives`` best first, the ``best``
    value, the value of the card played and its ``loss``. ``search`` is the card
    SearchBot chose without hindsight (``None`` unless asked for), ``search_values`` its
    estimate per card."""

    trick: int
    position: int
    seat: int
    played: Card
    alternatives: tuple[Alternative, ...]
    best: float
    value: float
    loss: float
    search: Card | None = None
    search_values: tuple[tuple[Card, float], ...] = ()

    @property
    def forced(self) -> bool:
        """Whether the seat had only one legal card."""
        return len(self.alternatives) == 1

    def to_json(self) -> dict[str, Any]:
        """A plain dict (cards as codes)."""
        out: dict[str, Any] = {
            "trick": self.trick,
            "position": self.position,
            "seat": self.seat,
            "played": _code(self.played),
            "value": _num(self.value),
            "best": _num(self.best),
            "loss": _num(self.loss),
            "alternatives": [a.to_json() for a in self.alternatives],
        }
        if self.search is not None:
            out["search"] = _code(self.search)
            out["search_values"] = [
                {"card": _code(c), "value": round(v, 3)} for c, v in self.search_values
            ]
        return out


_WORDS: Final = {
    "en": ("no", "one", "two", "three", "four", "five", "six", "seven", "eight"),
    "de": ("keine", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"),
}


def _count(n: int, lang: str) -> str:
    words = _WORDS[lang]
    return words[n] if n < len(words) else str(n)


@attrs.frozen
class Analysis:
    """The analysis of one game: the finished ``state``, the players' ``names`` by seat,
    the first trick analysed (``from_trick``, 1-based), the ``decisions`` in play order
    and the game's ``number`` in its file (if given)."""

    state: sk.GameState
    names: tuple[str, ...]
    from_trick: int
    decisions: tuple[Decision, ...]
    number: int | None = None

    def losses(self) -> dict[int, tuple[int, float]]:
        """Per seat: how many of its analysed cards lost value, and how much in all."""
        out: dict[int, tuple[int, float]] = {}
        for d in self.decisions:
            n, total = out.get(d.seat, (0, 0.0))
            if d.loss > 0:
                n, total = n + 1, total + d.loss
            out[d.seat] = (n, total)
        return out

    def summary(self, lang: str = "en") -> list[str]:
        """One sentence per seat that played an analysed card: "Gast: two cards cost 40
        points in game 3" (``lang`` ``"en"`` or ``"de"``)."""
        _check_lang(lang)
        game = (
            ""
            if self.number is None
            else (f" in game {self.number}" if lang == "en" else f" in Spiel {self.number}")
        )
        lines = []
        for seat, (n, total) in sorted(self.losses().items()):
            name = self.names[seat]
            t = _num(total)
            if lang == "en":
                card = "card" if n == 1 else "cards"
                text = (
                    f"{name}: {_count(n, lang)} {card} cost {t} points{game}"
                    if n
                    else f"{name}: no card cost anything{game}"
                )
            else:
                card = "Karte" if n == 1 else "Karten"
                verb = "kostete" if n == 1 else "kosteten"
                text = (
                    f"{name}: {_count(n, lang)} {card} {verb} {t} Punkte{game}"
                    if n
                    else f"{name}: keine Karte kostete etwas{game}"
                )
            lines.append(text)
        return lines

    def to_text(self, lang: str = "en", *, all_cards: bool = False) -> str:
        """The analysis as text: each card that lost value (every card with
        ``all_cards``) with its alternatives, then the summary."""
        _check_lang(lang)
        en = lang == "en"
        game = self.state.game
        title = game.name(lang) if game is not None else "-"
        head = (
            f"{title}; analysed from trick {self.from_trick}"
            if en
            else f"{title}; untersucht ab Stich {self.from_trick}"
        )
        if self.number is not None:
            head = (f"Game {self.number}: " if en else f"Spiel {self.number}: ") + head
        out = [head]
        for d in self.decisions:
            if not all_cards and d.loss <= 0:
                continue
            alts = ", ".join(f"{_word(a.card, lang)} {_num(a.value):+}" for a in d.alternatives)
            name = self.names[d.seat]
            word = "trick" if en else "Stich"
            played = "played" if en else "spielte"
            lost = "loses" if en else "verliert"
            line = (
                f"{word} {d.trick}: {name} {played} {_word(d.played, lang)} ({_num(d.value):+})"
                f", {lost} {_num(d.loss)}; {alts}"
            )
            if d.search is not None:
                line += f"; SearchBot: {_word(d.search, lang)}"
            out.append("  " + line)
        out.extend(self.summary(lang))
        return "\n".join(out) + "\n"

    def to_json(self) -> dict[str, Any]:
        """The analysis as plain dicts and lists (they serialize with ``json.dumps``)."""
        game = self.state.game
        return {
            "game": None if game is None else str(game),
            "declarer": self.state.declarer,
            "number": self.number,
            "names": list(self.names),
            "from_trick": self.from_trick,
            "decisions": [d.to_json() for d in self.decisions],
            "losses": {
                self.names[s]: {"cards": n, "points": _num(t)}
                for s, (n, t) in sorted(self.losses().items())
            },
        }

    def to_svg(self, lang: str = "en", face: str = "bavarian") -> str:
        """One picture: a row per analysed trick with its cards in play order, each card
        with the seat that played it and, under it, every legal alternative with its
        value; the card played marked, a loss in red. Cards are the library's card
        drawings (see ``kartenregeln.svg``)."""
        from kartenregeln.svg._draw import DEFAULT, card_svg, document, text_svg

        _check_lang(lang)
        en = lang == "en"
        style = DEFAULT
        cw, ch = style.card_width, style.card_height
        column = max(cw, 96.0) + 16
        by_trick: dict[int, list[Decision]] = {}
        for d in self.decisions:
            by_trick.setdefault(d.trick, []).append(d)
        rows = max((len(d.alternatives) for d in self.decisions), default=1)
        row_h = 22 + 16 + ch + 8 + 16 * rows + 12
        game = self.state.game
        title = (game.name(lang) if game is not None else "-") + (
            f" ({'game' if en else 'Spiel'} {self.number})" if self.number else ""
        )
        body = [text_svg(12, 22, title, style, 16, bold=True)]
        y = 36.0
        for trick, decisions in sorted(by_trick.items()):
            word = "Trick" if en else "Stich"
            body.append(text_svg(12, y + 16, f"{word} {trick}", style, 14, bold=True))
            for k, d in enumerate(decisions):
                x = 12 + k * column
                body.append(text_svg(x, y + 34, self.names[d.seat], style, 12))
                body.append(card_svg(d.played, x, y + 40, face, lang, style, d.loss > 0))  # type: ignore[arg-type]
                ty = y + 40 + ch + 18
                for a in d.alternatives:
                    mark = "▶ " if a.card == d.played else ""
                    text = f"{mark}{_code(a.card)} {_num(a.value):+}"
                    if a.loss > 0:
                        text += f" (−{_num(a.loss)})"
                    colour = "#b00000" if a.card == d.played and a.loss > 0 else None
                    body.append(text_svg(x, ty, text, style, 12, bold=bool(mark), colour=colour))
                    ty += 16
            y += row_h
        y += 8
        for line in self.summary(lang):
            body.append(text_svg(12, y, line, style, 13))
            y += 18
        width = 24 + 4 * column
        desc = "; ".join(self.summary(lang))
        return document(width, y + 8, title, desc, "".join(body), style, lang)  # type: ignore[arg-type]

    def to_html(self, lang: str = "en", face: str = "bavarian") -> str:
        """A page that shows each analysed trick, card by card, with the alternatives and
        their values under each card (the card played marked, its loss in red)."""
        from kartenregeln import svg

        _check_lang(lang)
        en = lang == "en"
        game = self.state.game
        title = html.escape(
            (game.name(lang) if game is not None else "-")
            + (f" ({'game' if en else 'Spiel'} {self.number})" if self.number else "")
        )
        by_trick: dict[int, list[Decision]] = {}
        for d in self.decisions:
            by_trick.setdefault(d.trick, []).append(d)
        parts = [
            "<!DOCTYPE html>",
            f'<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>',
            "<style>body{font-family:sans-serif}.trick{display:flex;gap:1em;margin:1em 0}"
            ".play{width:9em}.play svg{width:64px;height:auto}.alts{font-size:90%}"
            ".alts li.played{font-weight:bold}.loss{color:#b00}"
            "ul{list-style:none;padding:0;margin:.3em 0}</style></head><body>",
            f"<h1>{title}</h1>",
        ]
        for trick, decisions in sorted(by_trick.items()):
            parts.append(f'<h2>{"Trick" if en else "Stich"} {trick}</h2><div class="trick">')
            for d in decisions:
                name = html.escape(self.names[d.seat])
                picture = svg.card(d.played, face, lang=lang)  # type: ignore[arg-type]
                items = []
                for a in d.alternatives:
                    cls = ' class="played"' if a.card == d.played else ""
                    loss = f' <span class="loss">−{_num(a.loss)}</span>' if a.loss > 0 else ""
                    items.append(f"<li{cls}>{_code(a.card)} {_num(a.value):+}{loss}</li>")
                extra = f"<div>SearchBot: {_code(d.search)}</div>" if d.search is not None else ""
                parts.append(
                    f'<div class="play"><div>{name}</div>{picture}'
                    f'<ul class="alts">{"".join(items)}</ul>{extra}</div>'
                )
            parts.append("</div>")
        parts.append("<h2>" + ("Summary" if en else "Zusammenfassung") + "</h2><ul>")
        parts.extend(f"<li>{html.escape(s)}</li>" for s in self.summary(lang))
        parts.append("</ul></body></html>")
        return "\n".join(parts) + "\n"


def _check_lang(lang: str) -> None:
    if lang not in ("en", "de"):
        raise ValueError(f"lang must be 'en' or 'de', not {lang!r}")


def _states(source: Any) -> tuple[list[sk.GameState], tuple[str, ...] | None, int | None]:
    """Every state of the game from the deal on, its names and its number."""
    from kartenregeln import records

    number = None
    names = None
    if hasattr(source, "state") and hasattr(source, "number"):  # a NetSchafkopf or file game
        number = source.number
        names = tuple(getattr(source, "names", None) or ()) or None
        source = source.state
    if isinstance(source, sk.GameState):
        record = records.GameRecord.of(source)
    elif isinstance(source, records.GameRecord):
        record = source
        names = tuple(record.names)
    else:
        raise TypeError(
            f"analyse takes a Schafkopf GameState or GameRecord, not {type(source).__name__}"
        )
    states = list(record)
    if not all(isinstance(s, sk.GameState) for s in states):
        raise TypeError("analyse takes a Schafkopf game")
    return states, names, number  # type: ignore[return-value]


def analyse(
    record_or_state: Any,
    *,
    seat: int | None = None,
    from_trick: int | None = None,
    names: Sequence[str] | None = None,
    search: bool = False,
    search_samples: int = 24,
    seed: int = 0,
) -> Analysis:
    """Analyse every card decision of a game (a `GameState`, a `GameRecord`, or a game read
    from a file: anything with ``state`` and ``number``).

    ``seat``: only that seat's cards (default: every seat). ``from_trick`` (1-based): the
    first trick analysed; default the fourth-to-last (trick 5 of 8, trick 3 of 6). Each
    legal card is valued with the exact solver for the seat to move: the balance it ends
    with when all play perfectly from there with every hand known (in a Ramsch, where
    everyone plays for himself, what it can guarantee against the other three). ``search``
    adds what SearchBot (``search_samples`` worlds per card, random seed ``seed``) would
    have played from that seat's view alone. ``names`` name the seats (default the
    record's names, else "seat 0" …)."""
    from kartenregeln.bots import SearchBot, solve

    states, own_names, number = _states(record_or_state)
    final = states[-1]
    rules = final.rules
    n = rules.players
    tricks_total = rules.hand_size
    if from_trick is None:
        from_trick = max(1, tricks_total - 3)
    if not isinstance(from_trick, int) or not 1 <= from_trick <= tricks_total:
        raise ValueError(f"from_trick must be 1..{tricks_total}, not {from_trick!r}")
    if seat is not None and (type(seat) is not int or not 0 <= seat < n):
        raise ValueError(f"seat must be 0..{n - 1}, not {seat!r}")
    if names is None:
        names = own_names or tuple(f"seat {k}" for k in range(n))
    if len(names) != n:
        raise ValueError(f"names must name {n} seats, not {len(names)}")
    bot = SearchBot(samples=search_samples, time_limit=None) if search else None
    decisions: list[Decision] = []
    for before, after in itertools.pairwise(states):
        action = after.history[-1]
        if not isinstance(action, sk.Play) or before.phase is not sk.Phase.PLAY:
            continue
        trick = len(before.tricks) + 1
        if trick < from_trick:
            continue
        mover = before.to_move
        assert mover is not None
        if seat is not None and mover != seat:
            continue
        result = solve(before)
        values = {a.card: float(v) for a, v in result.values}
        best = max(values.values())
        alternatives = tuple(
            Alternative(c, v, best - v)
            for c, v in sorted(values.items(), key=lambda cv: (-cv[1], cv[0].index))
        )
        chosen: Card | None = None
        search_values: tuple[tuple[Card, float], ...] = ()
        if bot is not None:
            advice = bot.evaluate(before.view(mover), random.Random(seed))
            chosen = advice[0].action.card
            search_values = tuple((a.action.card, float(a.value)) for a in advice)
        played_value = values[action.card]
        decisions.append(
            Decision(
                trick,
                len(before.trick),
                mover,
                action.card,
                alternatives,
                best,
                played_value,
                best - played_value,
                chosen,
                search_values,
            )
        )
    return Analysis(final, tuple(names), from_trick, tuple(decisions), number)
