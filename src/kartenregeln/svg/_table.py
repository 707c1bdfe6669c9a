"""A table picture from a [`Scene`][kartenregeln.svg._scene.Scene]: a row per seat (open
cards or backs), the trick with who played each card (or what the game draws in its place,
the scene's [`Centre`][kartenregeln.svg.Centre]), and the viewer's hand at the bottom with
its legal cards marked."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from kartenregeln.cards import Card
from kartenregeln.names import long_name
from kartenregeln.svg._draw import (
    Face,
    Lang,
    Style,
    back_row,
    card_svg,
    document,
    num,
    text_svg,
    text_width,
)
from kartenregeln.svg._scene import Scene, SeatRow, words

__all__ = ["card_step", "draw_scene", "row_picture", "row_width"]

M = 12.0  # margin
BACK = 0.5  # scale of the backs of hidden cards


def row_width(count: int, style: Style) -> float:
    """The width of a row of ``count`` open cards (they overlap when there are many)."""
    if count == 0:
        return 0.0
    return (count - 1) * card_step(count, style) + style.card_width


def card_step(count: int, style: Style) -> float:
    """How far apart the cards of a row of ``count`` are (they overlap beyond eight)."""
    return style.card_width + 4 if count <= 8 else style.card_width * 0.62


def row_picture(
    cards: Sequence[Card], title: str, face: Face, lang: Lang, style: Style,
    marked: frozenset[Card] = frozenset(),
) -> str:  # fmt: skip
    """A titled row of ``cards`` (those ``marked`` raised and outlined) as a picture."""
    step = card_step(len(cards), style)
    lift = 8 if marked else 0
    body = [text_svg(M, M + 14, title, style, 14, bold=True)]
    top = M + 24 + lift
    for k, c in enumerate(cards):
        m = c in marked
        body.append(card_svg(c, M + k * step, top - (lift if m else 0), face, lang, style, m))
    width = max(row_width(len(cards), style), text_width(title, 14, bold=True), 120) + 2 * M
    height = top + style.card_height + M
    desc = ", ".join(long_name(c, lang, face) for c in cards) or "-"
    return document(width, height, title, desc, "".join(body), style, lang)


def _label(row: SeatRow, scene: Scene, lang: Lang) -> str:
    w = words(lang)
    parts = [row.name]
    if row.seat == scene.viewer:
        parts[0] += f" ({w['you']})"
    if row.cards is None:
        parts.append(w["cards"].format(row.count))
    parts += row.notes
    if row.to_move:
        parts.append(w["to_move"])
    return " · ".join(parts)


def _seat_label(
    x: float, y: float, row: SeatRow, scene: Scene, lang: Lang, style: Style
) -> tuple[str, float]:
    """The seat's label (outlined for the seat to move) and where it ends on the right."""
    text = _label(row, scene, lang)
    width = text_width(text, 13, bold=row.to_move) + 12
    out = ""
    if row.to_move:
        out = (
            f'<rect x="{num(x - 6)}" y="{num(y - 14)}" width="{num(width)}" height="20" '
            f'rx="10" fill="none" stroke="{style.mark}" stroke-width="2.5"/>'
        )
    return out + text_svg(x, y, text, style, 13, bold=row.to_move), x - 6 + width


def _open_row(
    cards: tuple[Card, ...], x: float, y: float, scene: Scene, lang: Lang, style: Style,
    legal: bool,
) -> str:  # fmt: skip
    step = card_step(len(cards), style)
    out = []
    for k, card in enumerate(cards):
        marked = legal and card in scene.legal
        lift = -8 if marked else 0
        out.append(card_svg(card, x + k * step, y + lift, scene.face, lang, style, marked))
    return "".join(out)


def draw_scene(scene: Scene, lang: Lang, style: Style) -> str:
    """The whole table picture."""
    w = words(lang)
    cw, ch = style.card_width, style.card_height
    body: list[str] = []
    desc: list[str] = list(scene.lines)
    y = M + 16
    title = (
        w["open"].format(scene.title)
        if scene.viewer is None
        else w["view"].format(scene.title, scene.seats[scene.viewer].name)
    )
    body.append(text_svg(M, y, title, style, 16, bold=True))
    width = 560.0
    for line in scene.lines:
        for part in wrap(line, width - 2 * M, 13):
            y += 18
            body.append(text_svg(M, y, part, style, 13))
    y += 18
    # The seats (the viewer's own hand comes last, at the bottom).
    others = [r for r in scene.seats if r.seat != scene.viewer]
    if scene.viewer is not None:
        start = scene.viewer + 1
        others = sorted(others, key=lambda r: (r.seat - start) % len(scene.seats))
    step = cw * BACK * 0.35
    most = max((r.count for r in others if r.cards is None), default=0)
    x = M + max(most - 1, 0) * step + cw * BACK + 14  # the labels line up after the backs
    for row in others:
        desc.append(_label(row, scene, lang) + _cards_said(row, lang, scene))
        if row.cards is None:
            body.append(f'<g transform="translate({num(M)} {num(y)})">')
            body.append(back_row(row.count, step, style, BACK) + "</g>")
            label, right = _seat_label(x, y + ch * BACK / 2 + 5, row, scene, lang, style)
            body.append(label)
            width = max(width, right + M)
            y += ch * BACK + 8
        else:
            y += 14
            label, right = _seat_label(M + 6, y, row, scene, lang, style)
            body.append(label)
            width = max(width, right + M)
            y += 16 if row.to_move and scene.legal else 8
            body.append(_open_row(row.cards, M, y, scene, lang, style, row.to_move))
            width = max(width, row_width(len(row.cards), style) + 2 * M)
            y += ch + 8
    # The trick, or what the game draws in its place.
    y += 20
    body.append(text_svg(M, y, scene.trick_caption, style, 14, bold=True))
    y += 10
    if scene.centre is not None:
        drawn = scene.centre.draw(scene.face, lang, style)
        body.append(f'<g transform="translate({num(M)} {num(y)})">{drawn.body}</g>')
        width = max(width, drawn.width + 2 * M)
        y += drawn.height
        desc.append(f"{scene.trick_caption}: " + "; ".join(drawn.said))
    else:
        said: list[str] = []
        for k, (seat, card) in enumerate(scene.trick):
            x = M + k * (cw + 16)
            body.append(card_svg(card, x, y, scene.face, lang, style))
            who = scene.seats[seat].name
            body.append(text_svg(x + cw / 2, y + ch + 15, who, style, 12, anchor="middle"))
            if seat == scene.leader:
                body.append(text_svg(x + cw / 2, y + ch + 29, w["leads"], style, 11,
                                     anchor="middle"))  # fmt: skip
            said.append(f"{who}: {long_name(card, lang, scene.face)}")
        y += ch + 36 if scene.trick else 10
        desc.append(scene.trick_caption + (": " + ", ".join(said) if said else ""))
    # The viewer's hand.
    if scene.viewer is not None:
        row = scene.seats[scene.viewer]
        assert row.cards is not None
        y += 16
        label, right = _seat_label(M + 6, y, row, scene, lang, style)
        body.append(label)
        width = max(width, right + M)
        desc.append(_label(row, scene, lang) + _cards_said(row, lang, scene))
        y += 26 if scene.legal else 18
        body.append(_open_row(row.cards, M, y, scene, lang, style, True))
        width = max(width, row_width(len(row.cards), style) + 2 * M)
        y += ch + 8
        if scene.say:
            y += 14
            said_text = w["may_say"].format(", ".join(scene.say))
            body.append(text_svg(M, y, said_text, style, 13))
            desc.append(said_text)
    y += M
    background = f'<rect width="{num(width)}" height="{num(y)}" fill="{style.table}" rx="8"/>'
    return document(width, y, title, ". ".join(desc), background + "".join(body), style, lang)


@functools.lru_cache(maxsize=512)
def wrap(text: str, width: float, size: float) -> tuple[str, ...]:
    """``text`` broken into lines of about ``width`` (by a rough character width)."""
    limit = max(10, int(width / (size * 0.6)))
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > limit:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return tuple(lines)


def _cards_said(row: SeatRow, lang: Lang, scene: Scene) -> str:
    if not row.cards:
        return ""
    return ": " + ", ".join(long_name(c, lang, scene.face) for c in row.cards)
