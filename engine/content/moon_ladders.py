"""The 30 ladders of Catch the Moon and the base they stand in, as plain data.

One definition serves both halves of the game: the rules (Python) name ladders by id, and the
physics (the game's browser half beside its screen module, on Rapier) builds each ladder's
colliders from the same numbers, which the table screen hands it as JSON (`as_data`). Units
are millimetres and degrees; y points up from the table top, x is 0 at the middle of the base.

A ladder is a `spine`, a polyline from its foot to its top: one segment for the straight ones,
two or three for the bent, skewed and zig-zag ones. Its two rails run along the spine (seen
edge-on they are one bar `RAIL` wide), and a rung crosses the rails every `RUNG_STEP` along it,
sticking out `PEG` past them on both sides: those pegs are what lets a ladder hook on another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

RAIL = 12  # width of the rails seen edge-on, mm
RUNG = 6  # thickness of a rung, mm
PEG = 7  # how far a rung sticks out past the rails on each side, mm
RUNG_STEP = 30  # spacing of the rungs along the spine, mm
RUNG_START = 15  # first rung, measured from the foot, mm

BASE_WIDTH = 180  # the wooden base seen from the side, mm
BASE_HEIGHT = 30
SOCKET_DEPTH = 20  # how deep a base ladder's foot sits in the base
STRAIGHT = (0, 1, 2)  # the three straight ladders; two stand in the base, one is in the supply


@dataclass(frozen=True)
class Ladder:
    id: int
    shape: str  # "straight", "short", "long", "bent", "skewed", "zigzag", "hook"
    spine: tuple[tuple[int, int], ...]

    @property
    def length(self) -> float:
        # typeshed types int ** 0.5 as Any (a negative int's root is complex); a sum of squares
        # is never negative
        length: float = sum(
            ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
            for (x1, y1), (x2, y2) in zip(self.spine, self.spine[1:], strict=False)
        )
        return length


def _ladder(i: int, shape: str, *points: tuple[int, int]) -> Ladder:
    return Ladder(i, shape, ((0, 0), *points))


LADDERS: tuple[Ladder, ...] = (
    _ladder(0, "straight", (0, 150)),
    _ladder(1, "straight", (0, 150)),
    _ladder(2, "straight", (0, 150)),
    _ladder(3, "short", (0, 90)),
    _ladder(4, "short", (0, 100)),
    _ladder(5, "short", (0, 110)),
    _ladder(6, "long", (0, 180)),
    _ladder(7, "long", (0, 195)),
    _ladder(8, "long", (0, 210)),
    _ladder(9, "bent", (0, 90), (35, 150)),
    _ladder(10, "bent", (0, 90), (-35, 150)),
    _ladder(11, "bent", (0, 70), (45, 130)),
    _ladder(12, "bent", (0, 70), (-45, 130)),
    _ladder(13, "bent", (0, 110), (25, 170)),
    _ladder(14, "bent", (0, 110), (-25, 170)),
    _ladder(15, "skewed", (30, 60), (30, 150)),
    _ladder(16, "skewed", (-30, 60), (-30, 150)),
    _ladder(17, "skewed", (20, 50), (20, 120)),
    _ladder(18, "skewed", (-20, 50), (-20, 120)),
    _ladder(19, "zigzag", (25, 50), (0, 100), (25, 150)),
    _ladder(20, "zigzag", (-25, 50), (0, 100), (-25, 150)),
    _ladder(21, "zigzag", (20, 45), (-10, 95), (15, 140)),
    _ladder(22, "hook", (0, 120), (40, 145)),
    _ladder(23, "hook", (0, 120), (-40, 145)),
    _ladder(24, "hook", (0, 100), (45, 115)),
    _ladder(25, "hook", (0, 100), (-45, 115)),
    _ladder(26, "bent", (-20, 80), (-20, 120), (10, 165)),
    _ladder(27, "bent", (20, 80), (20, 120), (-10, 165)),
    _ladder(28, "long", (10, 100), (10, 200)),
    _ladder(29, "short", (15, 45), (15, 95)),
)

# Where the two base ladders stand: the foot's x (mm from the middle) and the lean (degrees,
# positive leaning right), for each layout the set-up screen offers.
BASE_LAYOUTS: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "upright": ((-40, 0), (40, 0)),
    "leaning": ((-55, 12), (55, -12)),
    "apart": ((-70, -8), (70, 8)),
}


def as_data() -> dict[str, Any]:
    """Everything the physics needs to build the world, as JSON-ready data."""
    return {
        "rail": RAIL,
        "rung": RUNG,
        "peg": PEG,
        "rung_step": RUNG_STEP,
        "rung_start": RUNG_START,
        "base": {"width": BASE_WIDTH, "height": BASE_HEIGHT, "socket": SOCKET_DEPTH},
        "layouts": {name: [list(a), list(b)] for name, (a, b) in BASE_LAYOUTS.items()},
        "ladders": [
            {"id": ladder.id, "shape": ladder.shape, "spine": [list(p) for p in ladder.spine]}
            for ladder in LADDERS
        ],
    }
