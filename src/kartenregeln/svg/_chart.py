"""Numbers as pictures: the Abrechnung of one game as a small table, and the running
balance (Bilanz) of every seat over the games of a match as a line chart."""

from __future__ import annotations

from collections.abc import Sequence

from kartenregeln.game import Settlement
from kartenregeln.svg._draw import Lang, Style, document, esc, num, text_svg, text_width

__all__ = ["chart_svg", "settlement_svg"]

M = 12.0
_DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2", "10 4")
_WORDS = {
    "en": {
        "abrechnung": "Settlement",
        "scores": "scores",
        "balance": "balance",
        "seat": "seat {}",
        "chart": "Running balance of each seat",
        "game": "game",
        "round": "round",
        "after": "{} after {} {}: {:+d}",
        "ends": "{} ends at {:+d}",
        "none": "no game played yet",
    },
    "de": {
        "abrechnung": "Abrechnung",
        "scores": "Punkte",
        "balance": "Bilanz",
        "seat": "Sitz {}",
        "chart": "Bilanz jedes Sitzes",
        "game": "Spiel",
        "round": "Runde",
        "after": "{} nach {} {}: {:+d}",
        "ends": "{} endet bei {:+d}",
        "none": "noch kein Spiel gespielt",
    },
}


def _names(names: Sequence[str] | None, n: int, lang: Lang) -> list[str]:
    if names is None:
        return [_WORDS[lang]["seat"].format(s) for s in range(n)]
    if len(names) != n:
        raise ValueError(f"names must be {n} strings, one per seat")
    return list(names)


def settlement_svg(
    result: Settlement, headline: str, names: Sequence[str] | None, lang: Lang, style: Style
) -> str:
    """The breakdown lines with their amounts, then the scores (and balance) per seat."""
    w = _WORDS[lang]
    n = len(result.scores)
    who = _names(names, n, lang)
    rows: list[tuple[str, str]] = []
    for line in result.breakdown:
        label = line.label if line.seat is None else f"{line.label} ({who[line.seat]})"
        rows.append((label, f"×{line.value}" if line.factor else f"{line.value:+d}"))
    totals = [(w["scores"], result.scores)]
    if type(result).net is not Settlement.net:  # the game keeps a balance apart
        totals.append((w["balance"], tuple(result.net)))
    col = max(64.0, *(text_width(x, 13) + 16 for x in who))
    first = max(
        [140.0]
        + [text_width(label, 13) + 24 for label, _ in rows]
        + [text_width(label, 13) + 24 for label, _ in totals]
    )
    width = max(M * 2 + first + col * n, text_width(headline, 14) + 2 * M)
    body: list[str] = []
    y = M + 16
    body.append(text_svg(M, y, w["abrechnung"], style, 16, bold=True))
    y += 20
    body.append(text_svg(M, y, headline, style, 13))
    y += 10
    for label, amount in rows:
        y += 20
        body.append(text_svg(M, y, label, style, 13))
        body.append(text_svg(M + first - 8, y, amount, style, 13, anchor="end"))
    y += 12
    body.append(
        f'<line x1="{num(M)}" y1="{num(y)}" x2="{num(width - M)}" y2="{num(y)}" '
        f'stroke="{style.edge}"/>'
    )
    y += 20
    for s, name in enumerate(who):
        body.append(text_svg(M + first + col * (s + 1) - 8, y, name, style, 13, bold=True,
                             anchor="end"))  # fmt: skip
    for label, values in totals:
        y += 20
        body.append(text_svg(M, y, label, style, 13, bold=True))
        for s, v in enumerate(values):
            body.append(text_svg(M + first + col * (s + 1) - 8, y, f"{v:+d}", style, 13,
                                 anchor="end"))  # fmt: skip
    y += M + 4
    desc = [headline] + [f"{a}: {b}" for a, b in rows]
    for label, values in totals:
        desc.append(f"{label}: " + ", ".join(f"{who[s]} {v:+d}" for s, v in enumerate(values)))
    frame = f'<rect width="{num(width)}" height="{num(y)}" fill="{style.card}" rx="6"/>'
    return document(width, y, w["abrechnung"], ". ".join(desc), frame + "".join(body), style, lang)


def chart_svg(
    rows: list[tuple[int, ...]],
    n: int,
    unit_word: str,
    names: Sequence[str] | None,
    lang: Lang,
    style: Style,
    width: float = 560.0,
    height: float = 300.0,
) -> str:
    """The running balance of every seat after each game (``rows``: what each of the ``n``
    seats won or lost in each; ``unit_word`` ``"game"`` or ``"round"``), one line and marker
    per seat."""
    w = _WORDS[lang]
    who = _names(names, n, lang)
    unit = w.get(unit_word, unit_word)  # a unit the shared words lack is shown as named
    running = [[0] for _ in range(n)]
    for row in rows:
        for s in range(n):
            running[s].append(running[s][-1] + row[s])
    low = min(min(r) for r in running)
    high = max(max(r) for r in running)
    if low == high:
        low, high = low - 1, high + 1
    legend = 110.0
    left, right, top, bottom = 48.0, width - legend, 36.0, height - 36.0
    games = len(rows)

    def px(k: int) -> float:
        return left + (right - left) * (k / games if games else 0)

    def py(v: float) -> float:
        return bottom - (bottom - top) * (v - low) / (high - low)

    body: list[str] = [text_svg(M, 22, w["chart"], style, 15, bold=True)]
    axis = f'stroke="{style.edge}" stroke-width="1"'
    body.append(f'<line x1="{num(left)}" y1="{num(py(0))}" x2="{num(right)}" '
                f'y2="{num(py(0))}" {axis}/>')  # fmt: skip
    body.append(f'<line x1="{num(left)}" y1="{num(top)}" x2="{num(left)}" '
                f'y2="{num(bottom)}" {axis}/>')  # fmt: skip
    for v in sorted({low, 0, high}):
        body.append(text_svg(left - 6, py(v) + 4, f"{v:+d}", style, 11, anchor="end"))
    for k in range(games + 1):
        if games <= 12 or k % 4 == 0 or k == games:
            body.append(text_svg(px(k), bottom + 16, str(k), style, 11, anchor="middle"))
    body.append(text_svg((left + right) / 2, bottom + 30, unit, style, 11, anchor="middle"))
    desc: list[str] = []
    for s in range(n):
        colour = style.seats[s % len(style.seats)]
        dash = _DASHES[s % len(_DASHES)]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        points = " ".join(f"{num(px(k))},{num(py(v))}" for k, v in enumerate(running[s]))
        body.append(f'<g class="seat" aria-label="{esc(who[s])}">')
        body.append(f'<polyline points="{points}" fill="none" stroke="{colour}" '
                    f'stroke-width="2.5"{dash_attr}/>')  # fmt: skip
        for k, v in enumerate(running[s]):
            if k == 0:
                continue
            tip = esc(w["after"].format(who[s], unit, k, v))
            body.append(_marker(s, px(k), py(v), colour, tip))
        body.append("</g>")
        ly = top + 18 * s
        body.append(
            f'<line x1="{num(right + 16)}" y1="{num(ly)}" x2="{num(right + 40)}" '
            f'y2="{num(ly)}" stroke="{colour}" stroke-width="2.5"{dash_attr}/>'
        )
        body.append(_marker(s, right + 28, ly, colour, None))
        body.append(text_svg(right + 46, ly + 4, who[s], style, 12))
        desc.append(w["ends"].format(who[s], running[s][-1]))
    frame = f'<rect width="{num(width)}" height="{num(height)}" fill="{style.card}" rx="6"/>'
    text = ". ".join(desc) if games else w["none"]
    return document(width, height, w["chart"], text, frame + "".join(body), style, lang)


def _marker(seat: int, x: float, y: float, colour: str, tip: str | None) -> str:
    """A marker whose shape, not only its colour, tells the seat."""
    title = f"<title>{tip}</title>" if tip else ""
    shape = seat % 4
    if shape == 0:
        el = f'<circle cx="{num(x)}" cy="{num(y)}" r="4" fill="{colour}">'
        return el + title + "</circle>"
    if shape == 1:
        el = f'<rect x="{num(x - 4)}" y="{num(y - 4)}" width="8" height="8" fill="{colour}">'
        return el + title + "</rect>"
    if shape == 2:
        pts = f"{num(x)},{num(y - 5)} {num(x + 5)},{num(y + 4)} {num(x - 5)},{num(y + 4)}"
    else:
        pts = (
            f"{num(x)},{num(y - 5)} {num(x + 5)},{num(y)} "
            f"{num(x)},{num(y + 5)} {num(x - 5)},{num(y)}"
        )
    return f'<polygon points="{pts}" fill="{colour}">{title}</polygon>'
