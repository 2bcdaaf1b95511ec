"""How long a bot takes to act, as a person would: varied, and longer for a harder choice.

A person's time to decide is skewed: mostly near its usual value, now and then much longer,
never instant. `think` draws it from a log-normal around `seconds` from the seeded source the
table hands the bot, so a replay of the same game takes the same times, and two bots asked at
the same moment (their sources are forked by seat) answer at different moments.
"""

from __future__ import annotations

import math

from engine.core import Random

SPREAD = 0.35  # the log-normal's sigma: about two thirds of times within -30% / +42%
SHORTEST = 0.6  # seconds: nobody reads a screen and taps faster


def gauss(rng: Random) -> float:
    """A standard normal draw (Box-Muller) from the seeded source."""
    u1 = 1.0 - rng.random()
    u2 = rng.random()
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def think(rng: Random, seconds: float, hardness: float = 0.0, spread: float = SPREAD) -> float:
    """A person's time for a choice that usually takes `seconds`, `hardness` (0 easy .. 1 hard)
    making it up to twice as long."""
    usual = seconds * (1.0 + max(0.0, min(1.0, hardness)))
    return max(SHORTEST, usual * math.exp(spread * gauss(rng) - spread * spread / 2))
