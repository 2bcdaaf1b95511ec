"""Cloud Mine's clouds drawn by code: each card's silhouette (`engine.content.clouds`, as data)
turned into SVG, and what its outline shows measured off it.

`svg(card)` traces puffs along the outline of the union of the card's shapes with a jitter
seeded by the card's id, so every cloud has soft, irregular edges and is drawn the same, byte
for byte, on every device; a shadow copy and a gradient give it volume. The whole card is a
couple of KB of SVG. `measure_looks` reads wide, tall, thin, chunky, big, small and holes off
the outline; what it reads is kept as data (`engine.content.clouds.LOOKS`, held in step by a
test) because measuring all 80 takes too long for a phone at every start.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.content.clouds import CLOUDS
from engine.core import Random

Shape = tuple[str, tuple[float, ...]]
Point = tuple[float, float]


def parse(shape: str) -> list[Shape]:
    """The shapes of a silhouette, e.g. [("c", (50, 50, 20)), ("C", (50, 50, 8))]."""
    out = []
    for token in shape.split():
        out.append((token[0], tuple(float(v) for v in token[1:].split(","))))
    return out


def _star(x: float, y: float, big: float, small: float) -> tuple[float, ...]:
    points: list[float] = []
    for i in range(10):
        radius = big if i % 2 == 0 else small
        angle = math.pi * (-0.5 + i / 5)
        points += [round(x + radius * math.cos(angle), 1), round(y + radius * math.sin(angle), 1)]
    return tuple(points)


def _polygon(kind: str, nums: tuple[float, ...]) -> tuple[float, ...]:
    return _star(*nums) if kind == "s" else nums


def _inside(kind: str, nums: tuple[float, ...], p: Point) -> bool:
    x, y = p
    if kind == "c":
        cx, cy, r = nums
        return (x - cx) ** 2 + (y - cy) ** 2 < r * r
    if kind == "e":
        cx, cy, rx, ry = nums[:4]
        a = math.radians(nums[4]) if len(nums) > 4 else 0.0
        dx, dy = x - cx, y - cy
        u = dx * math.cos(a) + dy * math.sin(a)
        v = -dx * math.sin(a) + dy * math.cos(a)
        return (u / rx) ** 2 + (v / ry) ** 2 < 1
    if kind == "k":
        x1, y1, x2, y2, r = nums
        return _segment_distance(p, (x1, y1), (x2, y2)) < r
    pts = _polygon(kind, nums)
    xs, ys = pts[0::2], pts[1::2]
    inside = False
    j = len(xs) - 1
    for i in range(len(xs)):
        if (ys[i] > y) != (ys[j] > y) and x < (xs[j] - xs[i]) * (y - ys[i]) / (ys[j] - ys[i]) + xs[
            i
        ]:
            inside = not inside
        j = i
    return inside


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = (
        0.0
        if length == 0
        else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    )
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _outline(kind: str, nums: tuple[float, ...], step: float) -> list[tuple[Point, Point]]:
    """Points along a shape's edge, each with its outward direction."""
    out: list[tuple[Point, Point]] = []
    if kind in "ce":
        cx, cy = nums[0], nums[1]
        rx = nums[2]
        ry = nums[3] if kind == "e" else rx
        a = math.radians(nums[4]) if kind == "e" and len(nums) > 4 else 0.0
        perimeter = math.pi * (3 * (rx + ry) - math.sqrt((3 * rx + ry) * (rx + 3 * ry)))
        n = max(5, round(perimeter / step))
        for i in range(n):
            t = 2 * math.pi * i / n
            u, v = rx * math.cos(t), ry * math.sin(t)
            x = cx + u * math.cos(a) - v * math.sin(a)
            y = cy + u * math.sin(a) + v * math.cos(a)
            nu, nv = math.cos(t) / rx, math.sin(t) / ry
            nx, ny = nu * math.cos(a) - nv * math.sin(a), nu * math.sin(a) + nv * math.cos(a)
            norm = math.hypot(nx, ny) or 1.0
            out.append(((x, y), (nx / norm, ny / norm)))
        return out
    if kind == "k":
        x1, y1, x2, y2, r = nums
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        for side in (1, -1):
            nx, ny = -uy * side, ux * side
            n = max(1, round(length / step))
            for i in range(n + 1):
                t = i / n
                out.append(((x1 + dx * t + nx * r, y1 + dy * t + ny * r), (nx, ny)))
        for (ex, ey), sign in (((x1, y1), -1), ((x2, y2), 1)):
            base = math.atan2(uy * sign, ux * sign)
            n = max(2, round(math.pi * r / step))
            for i in range(1, n):
                t = base - math.pi / 2 + math.pi * i / n
                out.append(
                    ((ex + r * math.cos(t), ey + r * math.sin(t)), (math.cos(t), math.sin(t)))
                )
        return out
    pts = _polygon(kind, nums)
    xs, ys = pts[0::2], pts[1::2]
    area = sum(
        xs[i] * ys[(i + 1) % len(xs)] - xs[(i + 1) % len(xs)] * ys[i] for i in range(len(xs))
    )
    turn = 1 if area > 0 else -1
    for i in range(len(xs)):
        ax, ay, bx, by = xs[i], ys[i], xs[(i + 1) % len(xs)], ys[(i + 1) % len(xs)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = (by - ay) / length * turn, -(bx - ax) / length * turn
        n = max(1, round(length / step))
        for j in range(n):
            t = j / n
            out.append(((ax + (bx - ax) * t, ay + (by - ay) * t), (nx, ny)))
    return out


def _size(kind: str, nums: tuple[float, ...]) -> float:
    """How thick a shape is: puffs on a thin leg stay small, on a big body they swell."""
    if kind == "c":
        return nums[2]
    if kind == "e":
        return min(nums[2], nums[3])
    if kind == "k":
        return nums[4]
    pts = _polygon(kind, nums)
    return min(max(pts[0::2]) - min(pts[0::2]), max(pts[1::2]) - min(pts[1::2])) / 2


def _box(kind: str, nums: tuple[float, ...]) -> tuple[float, float, float, float]:
    """A box around a shape (to skip the exact test for points far from it)."""
    if kind in "ce":
        reach = max(nums[2], nums[3]) if kind == "e" else nums[2]
        return nums[0] - reach, nums[1] - reach, nums[0] + reach, nums[1] + reach
    if kind == "k":
        x1, y1, x2, y2, r = nums
        return min(x1, x2) - r, min(y1, y2) - r, max(x1, x2) + r, max(y1, y2) + r
    pts = _polygon(kind, nums)
    return min(pts[0::2]), min(pts[1::2]), max(pts[0::2]), max(pts[1::2])


def measure_looks(card: int) -> tuple[str, ...]:
    """Features read off the silhouette, so that clouds share plain words the way real clouds
    do (many are wide, or thin, or chunky): its proportions, how much of its box it fills, how
    much of the sky it covers, and whether it has holes."""
    shapes = parse(CLOUDS[card].shape)
    solid = [(k, v) for k, v in shapes if k.islower()]
    cuts = [(k.lower(), v) for k, v in shapes if k.isupper()]
    step = 4
    grid = [(x + step / 2, y + step / 2) for x in range(0, 100, step) for y in range(0, 100, step)]
    boxes = [_box(k, v) for k, v in solid]
    inside = [
        p
        for p in grid
        if any(
            b[0] <= p[0] <= b[2] and b[1] <= p[1] <= b[3] and _inside(k, v, p)
            for (k, v), b in zip(solid, boxes, strict=True)
        )
        and not any(_inside(k, v, p) for k, v in cuts)
    ]
    xs, ys = [p[0] for p in inside], [p[1] for p in inside]
    width, height = max(xs) - min(xs) + step, max(ys) - min(ys) + step
    area = len(inside) / len(grid)
    fill = len(inside) * step * step / (width * height)
    ratio = width / height
    found = []
    if ratio >= 1.6:
        found.append("wide")
    if ratio <= 0.75:
        found.append("tall")
    if fill >= 0.65:
        found.append("chunky")
    if fill <= 0.36:
        found.append("thin")
    if area >= 0.25:
        found.append("big")
    if area <= 0.13:
        found.append("small")
    if cuts:
        found.append("holes")
    return tuple(found)


# -- drawing -------------------------------------------------------------------------------


def _n(value: float) -> str:
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _shape_svg(kind: str, nums: tuple[float, ...]) -> str:
    k = kind.lower()
    if k == "c":
        return f'<circle cx="{_n(nums[0])}" cy="{_n(nums[1])}" r="{_n(nums[2])}"/>'
    if k == "e":
        turn = (
            f' transform="rotate({_n(nums[4])} {_n(nums[0])} {_n(nums[1])})"'
            if (len(nums) > 4 and nums[4])
            else ""
        )
        return (
            f'<ellipse cx="{_n(nums[0])}" cy="{_n(nums[1])}" rx="{_n(nums[2])}" '
            f'ry="{_n(nums[3])}"{turn}/>'
        )
    if k == "k":
        x1, y1, x2, y2, r = nums
        return (
            f'<path d="M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}" stroke-width="{_n(2 * r)}" '
            'stroke-linecap="round"/>'
        )
    pts = _polygon(k, nums)
    return '<polygon points="' + " ".join(_n(v) for v in pts) + '"/>'


@dataclass(frozen=True)
class Puff:
    x: float
    y: float
    r: float
    top: bool  # on the sunny upper side


def puffs(card: int) -> list[Puff]:
    """The soft bumps along the outer edge of a cloud, jittered by a generator seeded by its id."""
    shapes = parse(CLOUDS[card].shape)
    solid = [(k, v) for k, v in shapes if k.islower()]
    cuts = [(k.lower(), v) for k, v in shapes if k.isupper()]
    # Each shape with its box: a point outside the box is not tested against the shape itself
    # (the same answers with fewer exact tests: a phone draws each cloud as it first shows).
    others = [(k, v, _box(k, v)) for k, v in solid]
    holes = [(k, v, _box(k, v)) for k, v in cuts]
    rng = Random(7919 * (card + 1))
    out: list[Puff] = []
    for index, (kind, nums) in enumerate(solid):
        radius = max(2.6, min(7.5, _size(kind, nums) * 0.7))
        rest = others[:index] + others[index + 1 :]
        for (x, y), (nx, ny) in _outline(kind, nums, radius * 1.4):
            if _covered(rest, x, y) or _covered(holes, x, y):
                continue
            r = radius * (0.75 + 0.5 * rng.random())
            inward = r * (0.35 + 0.3 * rng.random())
            out.append(Puff(x - nx * inward, y - ny * inward, r, ny < -0.3))
    return out


Boxed = tuple[str, tuple[float, ...], tuple[float, float, float, float]]


def _covered(shapes: list[Boxed], x: float, y: float) -> bool:
    """Whether (x, y) is inside any of `shapes` (each with its box from `_box`)."""
    for kind, nums, (x0, y0, x1, y1) in shapes:
        if x0 <= x <= x1 and y0 <= y <= y1 and _inside(kind, nums, (x, y)):
            return True
    return False


SKY_TOP, SKY_BOTTOM = "#5fa8e0", "#a9d4f2"
CLOUD_LIGHT, CLOUD_DARK, SHADOW = "#ffffff", "#c9d3e2", "#7f9bbd"


def _circles(circles: list[tuple[float, float, float]], paint: str = "") -> str:
    """Many circles as one path (two arcs each, all turning the same way, so that where they
    overlap the fill is their union): a page draws one element, not sixty, for a cloud's puffs.
    Stroked in the fill's own paint, the outlines inside the union do not show.

    Each circle is rounded to tenths once and written from whole tenths: what `_n` would write
    of the same sums, with three roundings a circle instead of eight (this is most of the work
    of drawing a cloud)."""
    if not circles:
        return ""
    d = []
    for x, y, r in circles:
        tx, ty, tr = (round(float(f"{v:.1f}") * 10) for v in (x, y, r))
        radius = _tenths(tr)
        arc = f"a{radius} {radius} 0 10"  # no rotation, the large arc, turning one way
        start, across, back = _tenths(tx - tr), _tenths(2 * tr), _tenths(-2 * tr)
        d.append(f"M{start} {_tenths(ty)}{arc}{across} 0{arc}{back} 0")
    return f'<path{paint} d="{"".join(d)}"/>'


def _tenths(count: int) -> str:
    """A length given in tenths, written as `_n` writes it ("12.3", "4", "-0.5")."""
    whole, tenth = divmod(abs(count), 10)
    text = f"{whole}.{tenth}" if tenth else str(whole)
    return "-" + text if count < 0 else text


def _shapes_svg(shapes: list[Shape], more: Sequence[tuple[float, float, float]] = ()) -> str:
    """The shapes as few elements as draw the same: the thick strokes of one width in one path,
    every circle in one path, the others (ellipses, polygons) each its own."""
    circles = [(v[0], v[1], v[2]) for k, v in shapes if k.lower() == "c"]
    strokes: dict[str, list[str]] = {}
    for k, v in shapes:
        if k.lower() == "k":
            x1, y1, x2, y2, r = v
            strokes.setdefault(_n(2 * r), []).append(f"M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}")
    rest = "".join(_shape_svg(k, v) for k, v in shapes if k.lower() not in "ck")
    rest += "".join(
        f'<path d="{"".join(d)}" stroke-width="{width}" stroke-linecap="round"/>'
        for width, d in strokes.items()
    )
    return rest + _circles(circles + list(more))


# Where a drawing's ids take the namespace of the place it is shown in (`svg`).
_NS = "\x00"


@cache
def svg(card: int, ns: str = "") -> str:
    """The card's picture: the same bytes for the same card on every device.

    `ns` prefixes the ids inside it, so one page can show the same card in two places (the
    rules' gallery and the table) without one drawing borrowing the other's gradients. The
    card is drawn once (`_drawing`) for all its places: a round shows the same cloud on the
    table, in the Daydreamer's hand and in its result."""
    return _drawing(card).replace(_NS, ns)


@cache
def _drawing(card: int) -> str:
    """The card's picture with `_NS` where its ids take a namespace."""
    cloud = CLOUDS[card]
    shapes = parse(cloud.shape)
    bumps = puffs(card)
    i = f"{_NS}{card}"
    lights = _circles(
        [(p.x - p.r * 0.25, p.y - p.r * 0.3, p.r * 0.55) for p in bumps if p.top],
        ' fill="#fff" opacity=".55"',
    )
    cuts = _shapes_svg([(k, v) for k, v in shapes if k.isupper()])
    if cuts:
        cuts = f'<g fill="url(#sky{i})" stroke="url(#sky{i})">{cuts}</g>'
    body = _shapes_svg([(k, v) for k, v in shapes if k.islower()], [(p.x, p.y, p.r) for p in bumps])
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="cloud-art">'
        f'<defs><linearGradient id="sky{i}" x1="0" y1="0" x2="0" y2="100" '
        'gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{SKY_TOP}"/><stop offset="1" stop-color="{SKY_BOTTOM}"/>'
        f'</linearGradient><linearGradient id="cl{i}" x1="0" y1="10" x2="0" y2="95" '
        'gradientUnits="userSpaceOnUse">'
        f'<stop offset="0" stop-color="{CLOUD_LIGHT}"/>'
        f'<stop offset="1" stop-color="{CLOUD_DARK}"/></linearGradient>'
        f'<g id="cb{i}">{body}</g></defs>'
        f'<rect width="100" height="100" fill="url(#sky{i})"/>'
        f'<use href="#cb{i}" fill="{SHADOW}" stroke="{SHADOW}" opacity=".45" '
        'transform="translate(1.8 2.6)"/>'
        f'<use href="#cb{i}" fill="url(#cl{i})" stroke="url(#cl{i})"/>'
        f"{lights}{cuts}</svg>"
    )
