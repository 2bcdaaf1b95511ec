"""Colorful's colours drawn by code: a swatch is the colour with its pattern over it
(`engine.content.colorful_colours`, as data), in black or white, whichever stands out, so no one
needs to tell colours apart by hue alone.

`PATTERNS` holds each pattern's shapes on a 60x40 tile, one entry a pattern: most are one shape
repeated over a grid of points.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.content.colorful_colours import COLOURS


def _grid(shape: Callable[[float, float], str], xs: Iterable[float], ys: Iterable[float]) -> str:
    """`shape` drawn at every point of the grid, column by column."""
    rows = tuple(ys)
    return "".join(shape(x, y) for x in xs for y in rows)


_THREE = (12, 30, 48)  # the columns of most patterns
_TWO = (12, 30)  # and their rows

PATTERNS: dict[str, str] = {
    "dots": _grid(lambda x, y: f'<circle cx="{x}" cy="{y}" r="3"/>', (8, 24, 40, 56), (8, 24))
    + _grid(lambda x, y: f'<circle cx="{x}" cy="{y}" r="3"/>', (16, 32, 48), (36,)),
    "hstripes": _grid(
        lambda x, y: f'<rect x="0" y="{y}" width="60" height="4"/>', (0,), (4, 16, 28)
    ),
    "vstripes": _grid(
        lambda x, y: f'<rect x="{x}" y="0" width="4" height="40"/>', (6, 20, 34, 48), (0,)
    ),
    "diag": _grid(
        lambda x, y: f'<path d="M{x} 40 L{x + 40} 0" stroke-width="4" fill="none"/>',
        (-30, -12, 6, 24, 42),
        (0,),
    ),
    "cross": _grid(
        lambda x, y: f'<path d="M{x - 5} {y} h10 M{x} {y - 5} v10" stroke-width="3" fill="none"/>',
        _THREE,
        _TWO,
    ),
    "checker": "".join(
        f'<rect x="{x}" y="{y}" width="10" height="10"/>'
        for x in range(0, 60, 10)
        for y in range(0, 40, 10)
        if (x + y) // 10 % 2 == 0
    ),
    "waves": _grid(
        lambda x, y: (
            f'<path d="M0 {y} q7.5 -6 15 0 t15 0 t15 0 t15 0" stroke-width="3" fill="none"/>'
        ),
        (0,),
        (10, 24, 38),
    ),
    "zigzag": _grid(
        lambda x, y: (
            f'<path d="M0 {y} l10 -8 l10 8 l10 -8 l10 8 l10 -8 l10 8" stroke-width="3" '
            'fill="none"/>'
        ),
        (0,),
        (16, 34),
    ),
    "rings": _grid(
        lambda x, y: f'<circle cx="{x}" cy="{y}" r="6" stroke-width="2.5" fill="none"/>',
        _THREE,
        (11, 29),
    ),
    "stars": _grid(
        lambda x, y: (
            f'<path d="M{x} {y - 6} l2 4.5 l5 .5 l-4 3.3 l1.3 5 l-4.3 -2.8 l-4.3 2.8 l1.3 -5 '
            f'l-4 -3.3 l5 -.5z"/>'
        ),
        _THREE,
        _TWO,
    ),
    "hearts": _grid(
        lambda x, y: f'<path d="M{x} {y + 5} l-6 -6 a3.5 3.5 0 0 1 6 -4 a3.5 3.5 0 0 1 6 4z"/>',
        _THREE,
        (10, 28),
    ),
    "drops": _grid(lambda x, y: f'<path d="M{x} {y - 7} q6 8 0 12 q-6 -4 0 -12z"/>', _THREE, _TWO),
    "leaves": _grid(
        lambda x, y: f'<path d="M{x - 6} {y + 4} q2 -10 12 -8 q-2 10 -12 8z"/>', _THREE, _TWO
    ),
    "sun": _grid(
        lambda x, y: (
            f'<circle cx="{x}" cy="{y}" r="3.5"/><path d="M{x - 7} {y} h14 M{x} {y - 7} v14" '
            'stroke-width="1.5" fill="none"/>'
        ),
        _THREE,
        (11, 29),
    ),
    "crowns": _grid(
        lambda x, y: f'<path d="M{x - 7} {y + 4} v-9 l3.5 4 l3.5 -6 l3.5 6 l3.5 -4 v9z"/>',
        _THREE,
        _TWO,
    ),
}


def ink(colour: int) -> str:
    """Black or white, whichever stands out on the colour."""
    hexa = COLOURS[colour].hex.lstrip("#")
    r, g, b = (int(hexa[i : i + 2], 16) for i in (0, 2, 4))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#fff"


def svg(colour: int, place: str = "") -> str:
    """The colour's swatch: a 60x40 tile of the colour, its pattern over it; `place` gives the
    svg element's position and size inside another picture (`x="12" y="160" ...`)."""
    c, over = COLOURS[colour], ink(colour)
    return (
        f'<svg {place + " " if place else ""}viewBox="0 0 60 40" preserveAspectRatio="none">'
        f'<rect width="60" height="40" fill="{c.hex}"/>'
        f'<g fill="{over}" stroke="{over}" opacity=".45">{PATTERNS.get(c.pattern, "")}</g></svg>'
    )
