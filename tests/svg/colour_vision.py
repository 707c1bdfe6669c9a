"""Colour-vision deficiency simulation (Machado, Oliveira and Fernandes 2009, severity 1.0)
and the CIELAB distance, to check that default colours stay apart for everyone."""

from __future__ import annotations

import math

MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return (_linear(r), _linear(g), _linear(b))


def simulate(colour: tuple[float, float, float], kind: str) -> tuple[float, float, float]:
    m = MACHADO[kind]
    out = [sum(m[i][j] * colour[j] for j in range(3)) for i in range(3)]
    return (min(max(out[0], 0.0), 1.0), min(max(out[1], 0.0), 1.0), min(max(out[2], 0.0), 1.0))


def lab(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = colour
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def distance(a: str, b: str, kind: str | None) -> float:
    """CIE76 distance of two colours as seen with ``kind`` of colour blindness (or none)."""
    ca, cb = rgb(a), rgb(b)
    if kind is not None:
        ca, cb = simulate(ca, kind), simulate(cb, kind)
    return math.dist(lab(ca), lab(cb))
