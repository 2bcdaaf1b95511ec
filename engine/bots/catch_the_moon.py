"""Catch the Moon bots: pick up the die, think over the drawn ladder, then place it by the
physics' planner, with a person's timing.

A bot's hand is the planner of the physics its table hands it (`engine.core.Physics`): it is
handed the world the bot's view shows (base, structure, drawn ladder), the die, the bot's skill
(its seat's level), a seed and how long the bot thinks before its hand moves, and returns a
whole placement report, which is what a person's phone would send: the trace starts with the
ladder held still while the bot thinks, then carries it along a person's path. The table watches
that carry, so the placement lands when its settle is over. A planner that is still working
answers {"pending": true}: the bot waits (the web layer asks again when the plan is ready).
Without physics (pytest, a device with none) the bot picks one of the example reports `legal`
offers, so games with bots still play out. Physics without a planner is physics still loading (a
phone fetching and compiling the game's script): the bot waits for it, as for a pending plan,
rather than place a ladder no hand carried.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.content.moon_ladders import as_data
from engine.core import Action, Decision, Physics, Random, View
from engine.games.catch_the_moon import STEPS_PER_SECOND
from engine.games.catch_the_moon import THINK_MAX as THINK_STEPS

log = logging.getLogger("sobremesa.bots")

ROLL_TIME = (0.7, 1.9)  # seconds, least and most, before a bot rolls the die
# A bot's usual think, in seconds, before its hand moves: a harder face takes longer. Each turn
# draws its own, from 0.7 to 1.5 times this, a little longer on a taller structure.
THINK = {"one": 1.6, "two": 2.0, "moon": 2.8}
THINK_PER_LADDER = 0.08  # seconds more for each ladder already standing
THINK_MAX = THINK_STEPS / STEPS_PER_SECOND  # seconds: the planner's own bound
LANDS_AFTER = 0.3  # seconds after the settle the table hears of the placement
UNPLANNED = 2.5  # seconds of carry assumed when a report is not the physics' (no planner)


class MoonBot:
    def __init__(self, level: str = "normal", physics: Physics | None = None) -> None:
        self.level = level
        self.physics = physics

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        if not legal:
            return None
        if legal[0]["type"] == "roll":
            low, high = ROLL_TIME
            return Decision({"type": "roll"}, low + (high - low) * rng.random())
        state = view["state"]
        think = think_time(state["die"], len(state["structure"]), rng)
        placed = self.place(state, legal, think, rng)
        if placed is None:
            return None
        action, shown = placed
        return Decision(action, shown + LANDS_AFTER)

    def place(
        self, state: dict[str, Any], legal: list[Action], think: float, rng: Random
    ) -> tuple[Action, float] | None:
        """The planner's placement and how long the table takes to see it through (the think,
        the carry and the settle), or None while the physics cannot plan yet (still loading,
        or still planning: the web layer asks the bots again once it has)."""
        if self.physics is None:
            return rng.choice(legal), think + UNPLANNED
        plan = self.physics.planner
        if plan is None:
            return None  # still loading: asked again once it has
        world = {
            "ladders": as_data(),
            "layout": state["layout"],
            "structure": [list(p) for p in state["structure"]],
            "drawn": state["drawn"],
            "die": state["die"],
            "skill": self.level,
            "seed": rng.below(2**31),
            "think": round(think * STEPS_PER_SECOND),
        }
        try:
            report = plan(world)
            if report.get("pending"):
                return None
            action = {"type": "place", **{k: report[k] for k in PLACE_FIELDS}}
            steps = report.get("steps")
            ends = steps if isinstance(steps, int) and steps > 0 else action["release"]
            return action, max(think, ends / STEPS_PER_SECOND)
        except Exception:  # noqa: BLE001 - no physics yet, or a plan without a field
            log.info("the planner could not place yet", exc_info=True)
            return None


PLACE_FIELDS = ("trace", "release", "touching", "top", "fallen", "released", "poses")


def think_time(die: str, standing: int, rng: Random) -> float:
    """How long a bot looks at its ladder before it moves it: a person's varied time, longer
    for the moon (the highest point, touching one or two) and for a taller structure."""
    seconds = (THINK[die] + THINK_PER_LADDER * standing) * (0.7 + 0.8 * rng.random())
    return min(seconds, THINK_MAX)


def make_bot(level: str = "normal", physics: Physics | None = None) -> MoonBot:
    return MoonBot(level, physics)
