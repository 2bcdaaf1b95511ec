"""Draw the app icons (a crescent moon over a fanned hand of cards) as PNGs, with no imaging
library: run once when the artwork changes; the PNGs are committed under web/icons/."""

from __future__ import annotations

import math
import struct
import sys
import zlib
from pathlib import Path

NAVY = (29, 35, 64)
MOON = (255, 206, 84)
CARDS = [((236, 96, 120), -0.35), ((96, 170, 236), 0.0), ((255, 255, 255), 0.35)]


def png(width: int, pixels: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    raw = b"".join(b"\x00" + row for row in pixels)
    header = struct.pack(">IIBBBBB", width, len(pixels), 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def colour_at(x: float, y: float, safe: float) -> tuple[int, int, int]:
    """The colour at (x, y) in a unit square; `safe` shrinks the art into the maskable zone."""
    u, v = (x - 0.5) / safe + 0.5, (y - 0.5) / safe + 0.5
    in_moon = math.hypot(u - 0.5, v - 0.34) < 0.2 and math.hypot(u - 0.59, v - 0.28) >= 0.17
    if in_moon:
        return MOON
    for colour, angle in reversed(CARDS):
        cx, cy = 0.5 + math.sin(angle) * 0.5, 1.05 - math.cos(angle) * 0.5
        du, dv = u - cx, v - cy
        ru = du * math.cos(angle) + dv * math.sin(angle)
        rv = -du * math.sin(angle) + dv * math.cos(angle)
        if abs(ru) < 0.11 and abs(rv) < 0.16:
            return colour
    return NAVY


def icon(size: int, safe: float) -> bytes:
    rows = []
    for j in range(size):
        row = bytearray()
        for i in range(size):
            acc = [0, 0, 0]
            for sx, sy in ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)):
                c = colour_at((i + sx) / size, (j + sy) / size, safe)
                acc = [a + b for a, b in zip(acc, c, strict=True)]
            row.extend(a // 4 for a in acc)
        rows.append(bytes(row))
    return png(size, rows)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "icon-192.png").write_bytes(icon(192, 1.0))
    (out / "icon-512.png").write_bytes(icon(512, 1.0))
    (out / "icon-maskable-512.png").write_bytes(icon(512, 0.72))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent.parent / "web" / "icons")
