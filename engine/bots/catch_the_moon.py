"""Catch the Moon bots: roll at once, then place the drawn ladder by the physics' planner.

A bot's hand is the planner of the physics its table hands it (`engine.core.Physics`): it is
handed the world the bot's view shows (base, structure, drawn ladder), the die, the bot's skill
(its seat's level) and a seed, and returns a whole placement report, which is what a person's
phone would send. Without a planner (pytest, a host with no physics) the bot picks one of the
example reports `legal` offers, so games with bots still play out.
"""

from __future__ import annotations

import logging

from engine.core import Action, Decision, Physics, Random, View
from engine.games import catch_the_moon as rules

log = logging.getLogger("sobremesa.bots")
ROLL_DELAY = 0.8  # seconds before a bot rolls
PLACE_DELAY = 1.6  # seconds a bot "aims" before its ladder goes down


class MoonBot:
    def __init__(self, level: str = "normal", physics: Physics | None = None) -> None:
        self.level = level
        self.physics = physics

    def decide(self, view: View, legal: list[Action], rng: Random) -> Decision | None:
        if not legal:
            return None
        if legal[0]["type"] == "roll":
            return Decision({"type": "roll"}, ROLL_DELAY)
        action = self.place(view["state"], legal, rng)
        return None if action is None else Decision(action, PLACE_DELAY)

    def place(self, state: dict, legal: list[Action], rng: Random) -> Action | None:
        """The planner's placement; None while the physics cannot plan yet (still loading:
        the web layer asks the bots again once it has)."""
        plan = self.physics.planner if self.physics is not None else None
        if plan is None:
            return rng.choice(legal)
        world = {
            "ladders": rules.as_data(),
            "layout": state["layout"],
            "structure": [list(p) for p in state["structure"]],
            "drawn": state["drawn"],
            "die": state["die"],
            "skill": self.level,
            "seed": rng.below(2**31),
        }
        try:
            report = plan(world)
            return {"type": "place", **{k: report[k] for k in PLACE_FIELDS}}
        except Exception:  # noqa: BLE001 - no physics yet, or a plan without a field
            log.info("the planner could not place yet", exc_info=True)
            return None


PLACE_FIELDS = ("trace", "release", "touching", "top", "fallen", "released", "poses")


def make_bot(level: str = "normal", physics: Physics | None = None) -> MoonBot:
    return MoonBot(level, physics)
